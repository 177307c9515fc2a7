"""gen-sys: the tables a person edits: areas, files, deprecation notes, where leftovers go."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SYS = os.path.join(ROOT, "cuda-driver", "src", "sys")
DOCS_TSV = os.path.join(ROOT, "scripts", "sys-docs.tsv")
DOCS_URL = "https://docs.nvidia.com/cuda/cuda-driver-api/group__{}.html"

# ---------------------------------------------------------------------------------------------------------
# Areas: cuda.h's \defgroup sections, each a module; memory and graph split into files of one idea each.
# (module, file relative to sys/, groups, function-name regex or None, title for the module docs)
AREAS = [
    ("result", "result.rs", ["CUDA_ERROR"], None, "Error handling: `CUresult`, every code of CUDA 13.5"),
    ("init", "init.rs", ["CUDA_INITIALIZE", "CUDA_VERSION", "CUDA_DRIVER_ENTRY_POINT"], None,
     "Initialization, version management, and driver entry point access"),
    ("device", "device.rs", ["CUDA_DEVICE", "CUDA_DEVICE_DEPRECATED"], None,
     "Device management: handles, attributes, names, UUIDs"),
    ("device_attribute", "device/attribute.rs", [], None, "Device attributes: every `CUdevice_attribute`"),
    ("primary_ctx", "primary_ctx.rs", ["CUDA_PRIMARY_CTX"], None, "Primary context management"),
    ("context", "context.rs", ["CUDA_CTX", "CUDA_CTX_DEPRECATED"], None, "Context management"),
    ("module", "module.rs", ["CUDA_MODULE", "CUDA_MODULE_DEPRECATED"], None,
     "Module management: loading modules, their functions and globals, JIT options and the linker"),
    ("library", "library.rs", ["CUDA_LIBRARY"], None, "Library management: context-independent code loading"),
    ("memory", "memory/alloc.rs", ["CUDA_MEM"], r"^cuMem(Alloc|Free|GetInfo|GetAddressRange|Host|GetHandle)|^cuDeviceGet(ByPCIBusId|PCIBusId)|^cuDeviceRegisterAsyncNotification|^cuDeviceUnregisterAsyncNotification",
     "Memory management: device and host allocations"),
    ("ipc", "memory/ipc.rs", ["CUDA_MEM"], r"^cuIpc", "Inter-process communication: memory and event handles"),
    ("memory_copy", "memory/copy.rs", ["CUDA_MEM"], r"^cuMemcpy", "Memory management: copies"),
    ("memory_set", "memory/set.rs", ["CUDA_MEM"], r"^cuMemset", "Memory management: memsets"),
    ("memory_array", "memory/array.rs", ["CUDA_MEM"], r"^cu(Array|MipmappedArray)",
     "Memory management: CUDA arrays and mipmapped arrays"),
    ("memory_misc", "memory/decompress.rs", ["CUDA_MEM"], r".", "Memory management: batch decompression and the rest of the memory group"),
    ("virtual_memory", "memory/virtual.rs", ["CUDA_VA"], None, "Virtual memory management: reserve, create, map"),
    ("mem_pool", "memory/pool.rs", ["CUDA_MALLOC_ASYNC"], None, "Stream-ordered memory allocator: memory pools"),
    ("multicast", "memory/multicast.rs", ["CUDA_MULTICAST"], None, "Multicast objects"),
    ("clique", "fabric/clique.rs", ["CUDA_CLIQUE"], None, "Fabric clique information: the cliques a device belongs to"),
    ("logical_endpoint", "fabric/endpoint.rs", ["CUDA_LOGICAL_ENDPOINT"], None,
     "Logical endpoints: fabric-addressable memory ranges, their ids, binding, export and import"),
    ("fabric_copy", "fabric/copy.rs", ["CUDA_FABRIC_COPY"], None, "Fabric copies: batched copies to and from logical endpoints"),
    ("unified", "memory/unified.rs", ["CUDA_UNIFIED"], None, "Unified addressing: pointer attributes, managed memory advice and prefetch"),
    ("stream", "stream.rs", ["CUDA_STREAM"], None, "Stream management and stream capture"),
    ("event", "event.rs", ["CUDA_EVENT"], None, "Event management"),
    ("external", "external.rs", ["CUDA_EXTRES_INTEROP"], None, "External resource interoperability: external memory and semaphores"),
    ("memop", "memop.rs", ["CUDA_MEMOP"], None, "Stream memory operations: wait and write values"),
    ("launch", "launch.rs", ["CUDA_EXEC", "CUDA_EXEC_DEPRECATED"], None,
     "Execution control: kernel launches, launch attributes and configurations, function attributes"),
    ("graph", "graph/build.rs", ["CUDA_GRAPH"], r"^cuGraph(Create|Clone|Destroy$|Get|AddNode|Add(Dependencies|Edges)|Remove|DebugDot|Node(Find|GetType|GetDep|GetContainingGraph|GetLocalId|GetToolsId|Destroy))|^cuGraphAdd(Kernel|Memcpy|Memset|Host|ChildGraph|Empty|EventRecord|EventWait|ExternalSemaphores|BatchMemOp|MemAlloc|MemFree)Node",
     "Graph management: building graphs"),
    ("graph_nodes", "graph/nodes.rs", ["CUDA_GRAPH"], r"^cuGraph(KernelNode|MemcpyNode|MemsetNode|HostNode|ChildGraphNode|EventRecordNode|EventWaitNode|ExternalSemaphoresSignalNode|ExternalSemaphoresWaitNode|BatchMemOpNode|MemAllocNode|MemFreeNode|Node(Set|Get)(Params|Enabled))",
     "Graph management: node parameters"),
    ("graph_exec", "graph/exec.rs", ["CUDA_GRAPH"], r"^cuGraph(Instantiate|Exec|Launch|Upload)",
     "Graph management: instantiation, executable graphs and launch"),
    ("graph_misc", "graph/resources.rs", ["CUDA_GRAPH"], r".",
     "Graph management: graph memory, user objects and conditional handles"),
    ("occupancy", "occupancy.rs", ["CUDA_OCCUPANCY"], None, "Occupancy calculation"),
    ("texref", "texref.rs", ["CUDA_TEXREF_DEPRECATED", "CUDA_SURFREF_DEPRECATED"], None,
     "Texture and surface references (deprecated)"),
    ("texture", "texture.rs", ["CUDA_TEXOBJECT", "CUDA_SURFOBJECT"], None, "Texture and surface objects"),
    ("tensor_map", "tensor_map.rs", ["CUDA_TENSOR_MEMORY"], None, "Tensor map objects"),
    ("peer", "peer.rs", ["CUDA_PEER_ACCESS"], None, "Peer context memory access"),
    ("graphics", "graphics.rs", ["CUDA_GRAPHICS"], None, "Graphics interoperability (the API-neutral part)"),
    ("coredump", "coredump.rs", ["CUDA_COREDUMP"], None, "Coredump attributes"),
    ("green_context", "green_context.rs", ["CUDA_GREEN_CONTEXTS"], None, "Green contexts and device resources"),
    ("logs", "logs.rs", ["CUDA_LOGS"], None, "Error log management"),
    ("checkpoint", "checkpoint.rs", ["CUDA_CHECKPOINT"], None, "CUDA checkpointing"),
    ("profiler", "profiler.rs", ["CUDA_PROFILER_DEPRECATED", "CUDA_PROFILER"], None, "Profiler control"),
    ("types", "types.rs", [], None, "Types of cuda.h's data-types section that no function of another area names first"),
]
# Where the existing hand-written files were, to read what they preserve.
OLD_FILES = ["result.rs", "init.rs", "device.rs", "context.rs", "memory.rs", "stream.rs", "event.rs",
             "module.rs", "launch.rs", "ipc.rs", "graph.rs"]
# Items that stay in the area they were written in (moved files keep their types).
OLD_AREA_OF_FILE = {"memory.rs": "memory", "graph.rs": "graph", "ipc.rs": "ipc"}
MAX_TYPE_ITEMS = 60  # per area! block (the recursive muncher's limit is ~120)

# Replacements named in #[deprecated] (what cuda.h's deprecation text points to, in our own terms).
DEPRECATED_USE = {
    "cuDeviceGetProperties": "cuDeviceGetAttribute", "cuDeviceComputeCapability": "cuDeviceGetAttribute",
    "cuCtxAttach": "cuCtxCreate or the primary context", "cuCtxDetach": "cuCtxDestroy",
    "cuCtxGetSharedMemConfig": "cuFuncGetAttribute", "cuCtxSetSharedMemConfig": "cuFuncSetAttribute",
    "cuModuleGetTexRef": "texture objects (cuTexObjectCreate)", "cuModuleGetSurfRef": "surface objects (cuSurfObjectCreate)",
    "cuFuncSetBlockShape": "cuLaunchKernel", "cuFuncSetSharedSize": "cuLaunchKernel", "cuParamSetSize": "cuLaunchKernel",
    "cuParamSeti": "cuLaunchKernel", "cuParamSetf": "cuLaunchKernel", "cuParamSetv": "cuLaunchKernel",
    "cuLaunch": "cuLaunchKernel", "cuLaunchGrid": "cuLaunchKernel", "cuLaunchGridAsync": "cuLaunchKernel",
    "cuParamSetTexRef": "texture objects (cuTexObjectCreate)", "cuFuncSetSharedMemConfig": "cuFuncSetAttribute",
    "cuLaunchCooperativeKernelMultiDevice": "cuLaunchCooperativeKernel",
    "cuDeviceGetLuid": "cuDeviceGetUuid", "cuCtxGetExecAffinity": "green contexts",
}


def fail(msg):
    sys.exit("gen-sys: " + msg)



DEFINE_AREAS = [
    (r"^CU_LAUNCH_PARAM_|^CU_LAUNCH_KERNEL_|^CUDA_COOPERATIVE_", "launch"),
    (r"^CU_MEMHOST", "memory"), (r"^CUDA_ARRAY3D_|^CU_ARRAY_SPARSE_", "memory_array"),
    (r"^CU_TRS[AF]_|^CU_PARAM_TR_", "texref"), (r"^CU_IPC_", "ipc"), (r"^CU_STREAM_", "stream"),
    (r"^CU_DEVICE_", "device"), (r"^CU_DEV_SM_", "green_context"), (r"^CU_KERNEL_NODE_ATTRIBUTE_", "graph_nodes"), (r"^CU_GRAPH_", "graph"),
    (r"^CUDA_EXTERNAL_|^CUDA_NVSCISYNC_", "external"), (r"^CU_MEM_CREATE_", "virtual_memory"),
    (r"^CU_MEM_POOL_", "mem_pool"), (r"^CU_TENSOR_MAP_", "tensor_map"), (r"^CU_COMPUTE_", "module"),
]
TYPE_AREAS = {"CUdevice_attribute": "device_attribute",
              # 13.2's launch-attribute values: launch types, though a stream attribute names them first
              "CUlaunchAttributePortableClusterMode": "launch", "CUsharedMemoryMode": "launch"}
LEFTOVER_AREAS = [
    (r"NODE_PARAMS|^CUgraph(?!ics)|^CUDA_(CHILD_GRAPH|CONDITIONAL|GRAPH)", "graph_nodes"),
    (r"^CUuserObject", "graph_misc"), (r"^CUevent|^cl_", "event"),
    (r"^CUstream(Wait|Write|Memory|Batch)|^CUDA_BATCH", "memop"), (r"^CUstream", "stream"),
    (r"^CUjit|^CUlink", "module"), (r"^CUlibrary", "library"), (r"^CUoccupancy", "occupancy"),
    (r"^CUgraphics", "graphics"), (r"^CUarray|^CUDA_ARRAY|^CUmipmapped", "memory_array"),
    (r"^CUmemcpy|^CUDA_MEMCPY", "memory_copy"), (r"^CUmemAttach|^CUmem_advise|^CUmem_range|^CUmemRange", "unified"),
    (r"^CUmemPool|^CUmemAccess|^CUmemAllocationGran|^CUmemGeneric", "mem_pool"),
    (r"^CUmem|^CUDA_POINTER|^CUpointer", "memory"), (r"^CUipc", "ipc"),
    (r"^CUexternal|^CUDA_EXTERNAL|^CUDA_EXT_SEM", "external"), (r"^CUCoredump|^CUcoredump", "coredump"),
    (r"^CUgreenCtx|^CUdevResource|^CUdevSm|^CUdevWorkqueue", "green_context"),
    (r"^CUdevice|^CUcomputemode|^CUflushGPU|^CUGPUDirect|^CUatomic|^CUdevprop|^CUuuid", "device"),
    (r"^CUctx|^CUexecAffinity|^CUshared|^CUlimit|^CUfunc_cache|^CUctxCig", "context"),
    (r"^CUfunction|^CUhostTask|^CUlaunch|^CUkernel|^CUclusterSched|^CUsynchronization|^CUaccess", "launch"),
    (r"^CUtensorMap", "tensor_map"), (r"^CUres|^CUDA_RESOURCE|^CUDA_TEXTURE|^CUaddress_mode|^CUfilter_mode|^CUtexref|^CUsurfref|^CUtexObject|^CUsurfObject|^CUDA_RESOURCE_VIEW", "texture"),
    (r"^CUlogicalEndpoint", "logical_endpoint"), (r"^CUfabricCpy|^CUDA_FABRIC", "fabric_copy"),
    (r"^CUclique|^CUfabricCluster", "clique"),
    (r"^CUlog", "logs"), (r"^CUcheckpoint", "checkpoint"), (r"^CUprocessState", "checkpoint"),
    (r"^CUdriverProcAddress|^CUDA_VERSION", "init"),
]
DEFINE_SKIP = {"CUDA_VERSION", "CU_UUID_HAS_BEEN_DEFINED", "CUDA_CB", "CUDAAPI"}
