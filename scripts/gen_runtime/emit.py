"""gen-runtime: the areas, and the Rust text of each item."""

import re

from gen_sys.header import ident

DOCS_URL = "https://docs.nvidia.com/cuda/cuda-runtime-api/group__{}.html"
TYPES_URL = "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html"

# (module, file, groups, function-name regex or None, title)
AREAS = [
    ("error", "error.rs", ["CUDART_ERROR"], None, "Error handling: `cudaError_t`, every code of the runtime"),
    ("device", "device.rs", ["CUDART_DEVICE"], r"^(?!cudaIpc)", "Device management"),
    ("ipc", "device/ipc.rs", ["CUDART_DEVICE"], r"^cudaIpc", "Inter-process communication: memory and event handles"),
    ("device_deprecated", "device/deprecated.rs", ["CUDART_DEVICE_DEPRECATED", "CUDART_THREAD_DEPRECATED"], None,
     "Device and thread management (deprecated)"),
    ("device_attribute", "device/attribute.rs", [], None, "Device attributes: every `cudaDeviceAttr`"),
    ("device_prop", "device/prop.rs", [], None, "Device properties: `cudaDeviceProp`"),
    ("stream", "stream.rs", ["CUDART_STREAM"], None, "Stream management and stream capture"),
    ("event", "event.rs", ["CUDART_EVENT"], None, "Event management"),
    ("external", "external.rs", ["CUDART_EXTRES_INTEROP"], None,
     "External resource interoperability: external memory and semaphores"),
    ("launch", "launch.rs", ["CUDART_EXECUTION", "CUDART_EXECUTION_DEPRECATED"], None,
     "Execution control: kernel launches, launch attributes, function attributes"),
    ("launch_attribute", "launch_attribute.rs", [], None, "Launch attributes: ids, values and their older names"),
    ("occupancy", "occupancy.rs", ["CUDART_OCCUPANCY"], None, "Occupancy calculation"),
    ("memory", "memory/alloc.rs", ["CUDART_MEMORY", "CUDART_MEMORY_DEPRECATED"],
     r"^cuda(Malloc(?!3DArray|Array|Mipmapped)|Free(?!Array|Mipmapped)|Host|MemGetInfo|DeviceRegister|DeviceUnregister)",
     "Memory management: device and host allocations"),
    ("memory_copy", "memory/copy.rs", ["CUDART_MEMORY", "CUDART_MEMORY_DEPRECATED"], r"^cudaMemcpy",
     "Memory management: copies"),
    ("memory_set", "memory/set.rs", ["CUDART_MEMORY"], r"^cudaMemset", "Memory management: memsets"),
    ("memory_array", "memory/array.rs", ["CUDART_MEMORY"],
     r"^cuda(Malloc3DArray|MallocArray|MallocMipmappedArray|FreeArray|FreeMipmappedArray|Array|MipmappedArray|GetMipmappedArrayLevel)",
     "Memory management: CUDA arrays and mipmapped arrays"),
    ("memory_misc", "memory/placement.rs", ["CUDART_MEMORY"], r".",
     "Memory management: symbols, pitched 3-D memory, batched operations and the rest of the group"),
    ("mem_pool", "memory/pool.rs", ["CUDART_MEMORY_POOLS"], None, "Stream-ordered memory allocator: memory pools"),
    ("unified", "memory/unified.rs", ["CUDART_UNIFIED"], None, "Unified addressing: pointer attributes"),
    ("peer", "peer.rs", ["CUDART_PEER"], None, "Peer device memory access"),
    ("graphics", "graphics.rs", ["CUDART_INTEROP"], None, "Graphics interoperability (the API-neutral part)"),
    ("texture", "texture.rs", ["CUDART_TEXTURE_OBJECT", "CUDART_SURFACE_OBJECT"], None,
     "Texture and surface objects, and the types of texture_types.h and surface_types.h"),
    ("version", "version.rs", ["CUDART__VERSION"], None, "Version management"),
    ("graph", "graph/build.rs", ["CUDART_GRAPH"],
     r"^cudaGraph(Create|Clone|Destroy$|Get|AddNode|Add(Dependencies|Edges)|Remove|DebugDot|Node(Find|GetType|GetDep|GetContainingGraph|GetLocalId|GetToolsId|GetId|Destroy))|^cudaGraphAdd(Kernel|Memcpy|Memset|Host|ChildGraph|Empty|EventRecord|EventWait|ExternalSemaphores|MemAlloc|MemFree|MemcpyBatch)\w*Node",
     "Graph management: building graphs"),
    ("graph_nodes", "graph/nodes.rs", ["CUDART_GRAPH"],
     r"^cudaGraph(KernelNode|MemcpyNode|MemsetNode|HostNode|ChildGraphNode|EventRecordNode|EventWaitNode|ExternalSemaphoresSignalNode|ExternalSemaphoresWaitNode|MemAllocNode|MemFreeNode|Node(Set|Get)(Params|Enabled))",
     "Graph management: node parameters"),
    ("graph_exec", "graph/exec.rs", ["CUDART_GRAPH"], r"^cudaGraph(Instantiate|Exec|Launch|Upload)",
     "Graph management: instantiation, executable graphs and launch"),
    ("graph_misc", "graph/resources.rs", ["CUDART_GRAPH"], r".",
     "Graph management: graph memory, user objects, conditional handles"),
    ("entry_point", "entry_point.rs", ["CUDART_DRIVER_ENTRY_POINT"], None, "Driver entry point access"),
    ("library", "library.rs", ["CUDART_LIBRARY"], None, "Library management: context-independent code loading"),
    ("execution_context", "execution_context.rs", ["CUDART_EXECUTION_CONTEXT"], None,
     "Execution contexts and device resources (green contexts)"),
    ("driver_interop", "driver_interop.rs", ["CUDART_DRIVER"], None, "Interactions with the CUDA driver API"),
    ("logs", "logs.rs", ["CUDART_LOGS"], None, "Error log management"),
    ("profiler", "profiler.rs", ["CUDART_PROFILER"], None, "Profiler control"),
    ("vector", "vector/small.rs", [], None, "The vector types of vector_types.h, 1 to 4 chars, shorts and ints"),
    ("vector_wide", "vector/wide.rs", [], None,
     "The vector types of vector_types.h, 1 to 4 longs, long longs, floats and doubles, and `dim3`"),
    ("types", "types.rs", [], None, "Data types of driver_types.h that no function of another area names first"),
]
GROUP_OF_AREA = {"ipc": "CUDART_DEVICE", "vector_wide": "CUDART_TYPES", "device_attribute": "CUDART_DEVICE", "device_prop": "CUDART_DEVICE",
                 "launch_attribute": "CUDART_EXECUTION", "vector": "CUDART_TYPES", "types": "CUDART_TYPES"}
TYPE_AREAS = {"cudaDeviceAttr": "device_attribute", "cudaDeviceProp": "device_prop",
              "cudaDeviceProp_v12": "device_prop", "cudaError": "error", "cudaError_t": "error",
              "cudaLaunchAttributeID": "launch_attribute", "cudaLaunchAttributeValue": "launch_attribute",
              "cudaLaunchAttribute": "launch_attribute", "cudaUUID_t": "device",
              "cudaChannelFormatKind": "memory_array", "cudaChannelFormatDesc": "memory_array", "cudaEvent_t": "event",
              "cudaMemPool_t": "mem_pool", "cudaIpcEventHandle_t": "ipc", "cudaIpcMemHandle_t": "ipc",
              "cudaIpcMemLazyEnablePeerAccess": "ipc"}
LEFTOVER_AREAS = [
    (r"^(u?char|u?short|u?int)[1-4]$", "vector"),
    (r"^(u?long|u?longlong|float|double)[1-4](_16a|_32a)?$|^dim3$", "vector_wide"),
    (r"^cudaLaunchAttribute|^cudaStreamAttr|^cudaKernelNodeAttr|^cudaLaunchMemSync|^cudaClusterSched|"
     r"^cudaSynchronizationPolicy|^cudaAccessPolicy|^cudaAccessProperty|^cudaLaunchAttributeValue", "launch_attribute"),
    (r"^cudaGraph|NodeParams|^cudaConditional|^cudaUserObject|^cudaKernelNode|^cudaMemcpyNode|^cudaMemsetParams|"
     r"^cudaHostNode|^cudaChildGraph|^cudaEventRecordNode|^cudaEventWaitNode|^cudaMemAllocNode|^cudaMemFreeNode|^cudaGetDriverEntryPoint", "graph_misc"),
    (r"^cudaStream", "stream"), (r"^cudaEvent", "event"), (r"^cudaExternal|^cudaNvSci", "external"),
    (r"^cudaTexture|^cudaSurface|^cudaResource|^cudaTextureAddress|^cudaTextureFilter|^cudaTextureRead", "texture"),
    (r"^cudaMemPool|^cudaMemAccess|^cudaMemAllocation|^cudaMemLocation|^cudaMemExport|^cudaMemFabric|^cudaMemHandle", "mem_pool"),
    (r"^cudaArray|^cudaMipmapped|^cudaChannel|^cudaExtent|^cudaPos|^cudaPitchedPtr", "memory_array"),
    (r"^cudaMemcpy|^cudaMemoryType$|^cudaMemcpy3D", "memory_copy"),
    (r"^cudaMemRange|^cudaMemoryAdvise|^cudaPointer|^cudaMemAttach", "unified"),
    (r"^cudaHost|^cudaMem", "memory"),
    (r"^cudaIpc", "ipc"), (r"^cudaDev|^cudaLimit|^cudaFuncCache|^cudaSharedMem|^cudaComputeMode|^cudaFlushGPU|^cudaGPUDirect|^cudaCpuDeviceId|^cudaInvalidDeviceId|^cudaInitDevice|^cudaDeviceSchedule|^cudaDeviceBlockingSync|^cudaDeviceMapHost|^cudaDeviceLmem|^cudaDeviceSync|^cudaDeviceMask|^cudaDeviceNuma|^cudaAsyncNotification|^cudaAsyncCallback|^cudaAsyncCallbackHandle", "device"),
    (r"^cudaFunc|^cudaLaunch|^cudaKernel|^cudaCGScope|^cudaLaunchParams|^cudaSharedCarveout|^cudaRoundMode|^cudaFunction", "launch"),
    (r"^cudaOccupancy", "occupancy"), (r"^cudaGraphicsRegister|^cudaGraphics|^cudaGraphicsResource", "graphics"),
    (r"^cudaLibrary|^cudaJit", "library"), (r"^cudaLog", "logs"),
    (r"^cudaExecutionContext|^cudaDevResource|^cudaDevSm|^cudaDevWorkqueue|^cudaGreenCtx", "execution_context"),
    (r"^cudaDriverEntryPoint|^cudaGetDriverEntryPoint", "entry_point"),
    (r"^cudaEglFrame|^cudaEgl", "types"),
]
MAX_TYPE_ITEMS = 60


def group_link(group):
    if group == "CUDART_TYPES":
        return "NVIDIA's documentation: [`CUDART_TYPES`](%s)." % TYPES_URL
    return "NVIDIA's documentation: [`%s`](%s)." % (group, DOCS_URL.format(group.replace("_", "__")))


def enum_literal(v):
    if v < 0:
        return str(v)
    return "0x%x" % v if v >= 16 else str(v)


def common_prefix(names):
    if len(names) < 2:
        return ""
    p = names[0]
    for n in names[1:]:
        while not n.startswith(p):
            p = p[:-1]
    # Back to a word boundary (camel case or `_`).
    while p and not (p[-1] == "_" or (len(p) < len(names[0]) and names[0][len(p)].isupper())):
        p = p[:-1]
    return p


def doc_lines(text, indent=""):
    return ["%s/// %s" % (indent, text)]


def emit_struct(m, name, docs, group, rust_name=None, what=None):
    s = m.structs[name]
    rname = rust_name or name
    if s["anon"]:
        out = doc_lines("The anonymous `%s` %s of `%s`." % (s["anon"][1], s["kind"], rename(s["anon"][0], rust_name, name)))
    else:
        out = doc_lines(docs.type(name, what or ("a C " + s["kind"])))
    out += ["///", "/// " + group_link(group)]
    if s["anon"]:
        out.append("#[anonymous_in(%s.%s)]" % (rename(s["anon"][0], rust_name, name), s["anon"][1]))
    out.append("#[cuda_struct(size = %d, align = %d)]" % (s["size"], s["align"]))
    if s["align"] > max(f.align for f in s["fields"]):
        out.append("#[repr(align(%d))]" % s["align"])
    kind = s["kind"]
    out.append("pub %s %s {" % (kind, rname))
    at, pad = 0, 0
    for f in s["fields"]:
        if kind == "struct" and f.offset > at:
            out += ["    #[cuda(reserved)]", "    _pad%d: [u8; %d]," % (pad, f.offset - at)]
            pad += 1
        rty = f.rust
        if rust_name:
            rty = re.sub(r"\b%s_" % name, rust_name + "_", rty)
        if getattr(f, "unnamed_union", None):
            others = ", ".join("`%s`" % x for x in f.unnamed_union if x != f.name)
            out.append("    /// C11 unnamed union, held as its member `%s`; %s overlay these bytes." % (f.name, others))
            out.append("    pub %s: %s," % (ident(f.name), rty))
        elif (f.name.startswith("reserved") or f.name == "pad") and kind == "struct":
            out += ["    /// Reserved; kept zero.", "    #[cuda(reserved)]", "    %s: %s," % (ident(f.name), rty)]
        else:
            out.append("    /// " + docs.field(name, f.name))
            out.append("    pub %s: %s," % (ident(f.name), rty))
        at = max(at, f.offset + f.size) if kind == "struct" else at
    if kind == "struct" and s["size"] > at:
        out += ["    #[cuda(reserved)]", "    _pad%d: [u8; %d]," % (pad, s["size"] - at)]
    out.append("}")
    return "\n".join(out)


def rename(outer, rust_name, name):
    if rust_name and outer.startswith(name):
        return rust_name + outer[len(name):]
    return outer


def emit_enum(m, name, docs, group, extra=()):
    values = list(m.enum_values[name].items()) + list(extra)
    prefix = common_prefix([c for c, _ in values])
    old_names = {c for c, _ in extra}
    new_name = {}
    for c, v in m.enum_values[name].items():
        new_name.setdefault(v, c)
    flags = name in FLAG_ENUMS
    out = doc_lines(docs.type(name, "a C enum")) + ["///", "/// " + group_link(group)]
    out.append("#[cuda_enum(flags)]" if flags else "#[cuda_enum]")
    out.append("pub enum %s {" % name)
    for c, v in values:
        if c in old_names:
            also = " (13.x: `%s`)" % new_name[v] if v in new_name else ""
            out.append("    /// 12.x's name for this value%s; 13.0 dropped the name." % also)
            out.append("    %s = %s," % (c, enum_literal(v)))
            continue
        out.append("    /// " + docs.constant(name, c, prefix))
        out.append("    %s = %s," % (c, enum_literal(v)))
    out.append("}")
    return "\n".join(out)


FLAG_ENUMS = set()
# Handles the driver's counterparts of which are `send, sync` (objects the driver lets any thread name).
SEND_SYNC = {"cudaStream_t", "cudaEvent_t", "cudaGraph_t", "cudaGraphNode_t", "cudaGraphExec_t", "cudaArray_t",
             "cudaArray_const_t", "cudaFunction_t", "cudaKernel_t", "cudaLibrary_t", "cudaMemPool_t"}


def emit_handle(m, name, docs, group):
    raw = m.handles[name]
    send = "(send, sync)" if name in SEND_SYNC else ""
    return "\n".join(doc_lines(docs.type(name, "a handle")) + ["///", "/// " + group_link(group),
                     "#[cuda_handle%s]" % send, "pub struct %s(%s);" % (name, raw)])


def fnptr_rust(m, name, params_of):
    f = m.fnptrs[name]
    ret = m.rust_of(f["ret"])
    ps = ", ".join(d.rust for d in params_of(m, f["params"]))
    return "Option<unsafe extern \"C\" fn(%s)%s>" % (ps, "" if ret == "c_void" else " -> " + ret)


def fn_line(name, params, version, symbol, c_name=None):
    ps = ", ".join("%s: %s" % (ident(p.name), p.rust) for p in params)
    as_c = " = %s" % c_name if c_name else ""
    return "fn %s(%s)%s @ %d as \"%s\";" % (name, ps, as_c, version, symbol)
