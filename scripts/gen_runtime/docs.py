"""gen-runtime: doc lines in our own words. Never NVIDIA's header comments (the conformance check compares):
the runtime's items borrow the doc line this workspace already wrote for the driver's counterpart (same
concept, found by name), else a line made from the name itself."""

import glob
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Runtime functions whose driver counterpart is not `cu` + the same name.
FN_MAP = {
    "cudaMalloc": "cuMemAlloc", "cudaFree": "cuMemFree", "cudaMallocHost": "cuMemAllocHost",
    "cudaFreeHost": "cuMemFreeHost", "cudaHostAlloc": "cuMemHostAlloc", "cudaMallocPitch": "cuMemAllocPitch",
    "cudaMallocManaged": "cuMemAllocManaged", "cudaHostRegister": "cuMemHostRegister",
    "cudaHostUnregister": "cuMemHostUnregister", "cudaHostGetDevicePointer": "cuMemHostGetDevicePointer",
    "cudaHostGetFlags": "cuMemHostGetFlags", "cudaMemGetInfo": "cuMemGetInfo",
    "cudaDeviceSynchronize": "cuCtxSynchronize", "cudaDeviceGetLimit": "cuCtxGetLimit",
    "cudaDeviceSetLimit": "cuCtxSetLimit", "cudaDeviceGetCacheConfig": "cuCtxGetCacheConfig",
    "cudaDeviceSetCacheConfig": "cuCtxSetCacheConfig", "cudaDeviceGetStreamPriorityRange": "cuCtxGetStreamPriorityRange",
    "cudaGetDeviceCount": "cuDeviceGetCount", "cudaDeviceGetAttribute": "cuDeviceGetAttribute",
    "cudaDeviceGetByPCIBusId": "cuDeviceGetByPCIBusId", "cudaDeviceGetPCIBusId": "cuDeviceGetPCIBusId",
    "cudaIpcGetEventHandle": "cuIpcGetEventHandle", "cudaIpcOpenEventHandle": "cuIpcOpenEventHandle",
    "cudaIpcGetMemHandle": "cuIpcGetMemHandle", "cudaIpcOpenMemHandle": "cuIpcOpenMemHandle",
    "cudaIpcCloseMemHandle": "cuIpcCloseMemHandle", "cudaDeviceCanAccessPeer": "cuDeviceCanAccessPeer",
    "cudaDeviceEnablePeerAccess": "cuCtxEnablePeerAccess", "cudaDeviceDisablePeerAccess": "cuCtxDisablePeerAccess",
    "cudaDriverGetVersion": "cuDriverGetVersion", "cudaFuncGetAttributes": "cuFuncGetAttribute",
    "cudaFuncSetAttribute": "cuFuncSetAttribute", "cudaFuncSetCacheConfig": "cuFuncSetCacheConfig",
    "cudaStreamDestroy": "cuStreamDestroy", "cudaEventDestroy": "cuEventDestroy",
    "cudaEventCreateWithFlags": "cuEventCreate", "cudaStreamCreateWithFlags": "cuStreamCreate",
    "cudaLaunchKernelExC": "cuLaunchKernelEx", "cudaLaunchHostFunc": "cuLaunchHostFunc",
    "cudaMemPrefetchAsync": "cuMemPrefetchAsync", "cudaMemAdvise": "cuMemAdvise",
    "cudaMemRangeGetAttribute": "cuMemRangeGetAttribute", "cudaMemRangeGetAttributes": "cuMemRangeGetAttributes",
    "cudaPointerGetAttributes": "cuPointerGetAttributes", "cudaMallocAsync": "cuMemAllocAsync",
    "cudaFreeAsync": "cuMemFreeAsync", "cudaMallocFromPoolAsync": "cuMemAllocFromPoolAsync",
    "cudaGraphInstantiate": "cuGraphInstantiate", "cudaGetDriverEntryPoint": "cuGetProcAddress",
    "cudaMemcpyPeer": "cuMemcpyPeer", "cudaMemcpyPeerAsync": "cuMemcpyPeerAsync",
    "cudaMemcpy3D": "cuMemcpy3D", "cudaMemcpy3DAsync": "cuMemcpy3DAsync",
    "cudaMemcpy3DPeer": "cuMemcpy3DPeer", "cudaMemcpy3DPeerAsync": "cuMemcpy3DPeerAsync",
    "cudaMemset": "cuMemsetD8", "cudaMemsetAsync": "cuMemsetD8Async",
    "cudaArrayGetInfo": "cuArrayGetDescriptor", "cudaFreeArray": "cuArrayDestroy",
    "cudaFreeMipmappedArray": "cuMipmappedArrayDestroy", "cudaDestroyTextureObject": "cuTexObjectDestroy",
    "cudaDestroySurfaceObject": "cuSurfObjectDestroy", "cudaCreateTextureObject": "cuTexObjectCreate",
    "cudaCreateSurfaceObject": "cuSurfObjectCreate", "cudaDeviceGetMemPool": "cuDeviceGetMemPool",
    "cudaDeviceSetMemPool": "cuDeviceSetMemPool", "cudaDeviceGetDefaultMemPool": "cuDeviceGetDefaultMemPool",
    "cudaImportExternalMemory": "cuImportExternalMemory", "cudaDestroyExternalMemory": "cuDestroyExternalMemory",
    "cudaImportExternalSemaphore": "cuImportExternalSemaphore",
    "cudaDestroyExternalSemaphore": "cuDestroyExternalSemaphore",
    "cudaExternalMemoryGetMappedBuffer": "cuExternalMemoryGetMappedBuffer",
    "cudaExternalMemoryGetMappedMipmappedArray": "cuExternalMemoryGetMappedMipmappedArray",
    "cudaSignalExternalSemaphoresAsync": "cuSignalExternalSemaphoresAsync",
    "cudaWaitExternalSemaphoresAsync": "cuWaitExternalSemaphoresAsync",
}

# Our own lines for runtime functions with no driver counterpart.
OWN = {
    "cudaGetErrorName": "An error code's C name (`\"cudaErrorInvalidValue\"`), as a static C string.",
    "cudaGetErrorString": "A short description of an error code, as a static C string.",
    "cudaGetLastError": "The last error a runtime call on this thread returned, which it then resets to success.",
    "cudaPeekAtLastError": "The last error a runtime call on this thread returned, without resetting it.",
    "cudaGetDevice": "The device the calling thread's runtime calls go to.",
    "cudaSetDevice": "Makes a device the one the calling thread's runtime calls go to (its primary context).",
    "cudaInitDevice": "Initialises a device's primary context without making it current.",
    "cudaGetDeviceProperties": "Fills a `cudaDeviceProp` with a device's properties.",
    "cudaDeviceReset": "Destroys the current device's primary context and everything made in it, in this process.",
    "cudaRuntimeGetVersion": "The runtime library's version (`13000` for 13.0).",
    "cudaSetDeviceFlags": "Sets the flags the current device's primary context is created with.",
    "cudaGetDeviceFlags": "The flags of the current device's primary context.",
    "cudaChooseDevice": "The device that best matches a `cudaDeviceProp` of wishes.",
    "cudaSetValidDevices": "Sets the list of devices the runtime may pick from.",
    "cudaCreateChannelDesc": "Builds a channel format from its component widths in bits and its kind (returned by value).",
    "cudaLaunchKernel": "Launches a kernel (given by its host stub) with a grid, block, arguments and shared memory.",
    "cudaMemcpy": "Copies bytes between host and device memory, as `kind` says (blocking).",
    "cudaMemcpyAsync": "Copies bytes between host and device memory in stream order.",
    "cudaMemcpy2D": "Copies a 2-D region between pitched memories.",
    "cudaMemcpy2DAsync": "Copies a 2-D region between pitched memories, in stream order.",
    "cudaMemcpyToSymbol": "Copies bytes to a device variable named by its host shadow.",
    "cudaMemcpyFromSymbol": "Copies bytes from a device variable named by its host shadow.",
    "cudaGetSymbolAddress": "The device address of a device variable named by its host shadow.",
    "cudaGetSymbolSize": "The size of a device variable named by its host shadow.",
    "cudaStreamCreate": "Creates a stream with default flags.",
    "cudaEventCreate": "Creates an event with default flags.",
    "cudaGetFuncBySymbol": "The driver function (`CUfunction`) behind a kernel's host stub.",
    "cudaGetKernel": "The context-independent kernel (`cudaKernel_t`) behind a kernel's host stub.",
    "cudaMalloc3D": "Allocates pitched 3-D device memory.",
    "cudaMalloc3DArray": "Allocates a CUDA array of up to three dimensions.",
    "cudaMallocArray": "Allocates a 1-D or 2-D CUDA array.",
    "cudaMallocMipmappedArray": "Allocates a mipmapped CUDA array.",
    "cudaGetMipmappedArrayLevel": "One level of a mipmapped array, as a CUDA array.",
    "cudaThreadExchangeStreamCaptureMode": "Sets this thread's stream-capture mode and answers the one it had.",
    "cudaProfilerStart": "Starts the profiler's collection.",
    "cudaProfilerStop": "Stops the profiler's collection.",
}


# Our own lines for runtime types with no driver counterpart (or a different meaning).
TYPE_OWN = {
    "cudaError": "The status every runtime call returns (`cudaError_t`); open: a code newer than this list is a value.",
    "cudaDeviceProp": "A device's properties as `cudaGetDeviceProperties` fills them (the layout of 13.x).",
    "cudaDeviceProp_v12": "A device's properties as a 12.x runtime's `cudaGetDeviceProperties_v2` fills them "
                          "(the 12.x layout, which 13.0 changed: fields were removed).",
    "cudaStream_t": "A stream; the same object as the driver's `CUstream` (the runtime and the driver share them).",
    "cudaEvent_t": "An event; the same object as the driver's `CUevent`.",
    "cudaMemcpyKind": "The direction of a copy (host to device, ...), or `cudaMemcpyDefault` to infer it from the addresses.",
    "cudaUUID_t": "A device's 16-byte UUID.",
    "dim3": "Three extents (x, y, z): a grid or block size.",
}


# Lines for items whose borrowed or name-made line reads like the header's own comment.
CONST_OWN = {
    "cudaDevAttrOversizedSharedMemoryPerBlock": "The shared memory a block may have beyond the default, by opting in.",
    "cudaErrorInvalidGraphicsContext": "The OpenGL or Direct3D context the call needs is not usable.",
    "cudaFuncAttributes.clusterSchedulingPolicyPreference": "How the kernel's clusters prefer to be scheduled (a `cudaClusterSchedulingPolicy`).",
}


def driver_docs():
    """The first doc line of every item, enum constant and field of cuda-driver's `sys`: by name, by
    `Owner.field`, and each enum's constants in order."""
    docs, enums = {}, {}
    for f in glob.glob(os.path.join(ROOT, "cuda-driver", "src", "sys", "**", "*.rs"), recursive=True):
        buf, owner = [], None
        for line in open(f):
            s = line.strip()
            if s.startswith("///"):
                buf.append(s[3:].strip())
                continue
            m = re.match(r"(?:pub )?(?:fn|struct|union|enum|type|const) (\w+)", s)
            c = re.match(r"([A-Z][A-Z0-9_]+) = ", s)
            fld = re.match(r"(?:pub )?(?:r#)?(\w+): ", s)
            if m and line.startswith("pub"):
                owner = m.group(1)
                if s.startswith("pub enum"):
                    enums[owner] = []
            good = buf and buf[0] and "docs.nvidia.com" not in buf[0]
            if m and good:
                docs.setdefault(m.group(1), buf[0])
            elif c and owner in enums:
                enums[owner].append((c.group(1), buf[0] if good else None))
            elif fld and owner and line.startswith("    ") and good:
                docs.setdefault("%s.%s" % (owner, fld.group(1)), buf[0])
            if not s.startswith("#["):
                buf = []
    return docs, enums


def words(name):
    """`maxThreadsPerBlock` -> `max threads per block`; `CU_DEVICE_ATTRIBUTE_X` -> `device attribute x`."""
    if "_" in name and name.upper() == name:
        return name.lower().replace("_", " ")
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", s)
    return s.replace("_", " ").lower()


def sentence(text):
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def key(name):
    return name.lower().replace("_", "")


ENUM_MAP = {"cudaError": "CUresult", "cudaDeviceAttr": "CUdevice_attribute", "cudaFuncAttribute": "CUfunction_attribute",
            "cudaDeviceProp": "CUdevice_attribute", "cudaDeviceProp_v12": "CUdevice_attribute",
            "cudaMemoryType": "CUmemorytype", "cudaLimit": "CUlimit", "cudaFuncCache": "CUfunc_cache",
            "cudaChannelFormatKind": "CUarray_format", "cudaPointerAttributes": "CUpointer_attribute",
            "cudaMemPoolAttr": "CUmemPool_attribute", "cudaMemRangeAttribute": "CUmem_range_attribute",
            "cudaMemoryAdvise": "CUmem_advise", "cudaGraphicsRegisterFlags": "CUgraphicsRegisterFlags",
            "cudaResourceType": "CUresourcetype", "cudaTextureAddressMode": "CUaddress_mode",
            "cudaTextureFilterMode": "CUfilter_mode", "cudaComputeMode": "CUcomputemode",
            "cudaSharedMemConfig": "CUsharedconfig", "cudaSharedCarveout": "CUshared_carveout"}


def norm(name):
    n = re.sub(r"^(cuda|CU)", "", name)
    return n.lower().replace("_", "").replace("enum", "")


def lcfirst(s):
    return s[:1].lower() + s[1:]


class Docs:
    def __init__(self):
        self.driver, self.enums = driver_docs()
        by_norm = {norm(n): n for n in self.enums}
        self.by_norm = by_norm

    def function(self, name):
        if name in OWN:
            return OWN[name]
        base = re.sub(r"_v\d+$|_ptds$|_ptsz$", "", name)
        if base in OWN:
            return OWN[base]
        drv = FN_MAP.get(base, "cu" + base[4:])
        if drv in self.driver:
            return self.driver[drv]
        return sentence("runtime call: " + words(base[4:]))

    def paired_enum(self, enum):
        if enum in ENUM_MAP:
            return ENUM_MAP[enum]
        n = norm(enum)
        if n in self.by_norm:
            return self.by_norm[n]
        cands = [d for k, d in self.by_norm.items() if len(k) >= 6 and len(n) >= 6 and (k.startswith(n) or n.startswith(k))]
        return cands[0] if len(cands) == 1 else None

    def borrowed(self, line):
        line = line.replace("CUlaunchAttributeValue::", "cudaLaunchAttributeValue::")
        line = re.sub(r"^For (streams, graph nodes and launches|graph nodes and launches|launches only|streams):",
                      lambda m: m.group(1)[:1].upper() + m.group(1)[1:] + ":", line)
        return line

    def from_enum(self, enum, tail):
        drv = self.paired_enum(enum)
        if not drv or len(tail) < 3:
            return None
        t = key(tail)
        hits = [(len(c), d) for c, d in self.enums.get(drv, []) if d and key(c).endswith(t)]
        return self.borrowed(min(hits)[1]) if hits else None

    def constant(self, enum, name, prefix):
        if name in CONST_OWN:
            return CONST_OWN[name]
        tail = name[len(prefix):] if prefix and name.startswith(prefix) else name
        if enum == "cudaError" and tail.startswith("Error"):
            tail = tail[len("Error"):]
        return self.from_enum(enum, tail) or sentence(words(tail) if tail else words(name))

    def field(self, owner, name):
        if "%s.%s" % (owner, name) in CONST_OWN:
            return CONST_OWN["%s.%s" % (owner, name)]
        if owner in ("cudaDeviceProp", "cudaDeviceProp_v12"):
            d = self.from_enum(owner, name)
            if d:
                return d
        drv = self.paired_type(owner)
        if drv and "%s.%s" % (drv, name) in self.driver:
            return self.driver["%s.%s" % (drv, name)]
        return sentence(words(name))

    def paired_type(self, name):
        base = name[4:] if name.startswith("cuda") else name
        for cand in ("CU" + lcfirst(base), "CU" + lcfirst(re.sub(r"_t$", "", base)), "CU" + base,
                     "CU" + lcfirst(base) + "_st"):
            if cand in self.driver:
                return cand
        return None

    def type(self, name, what):
        if name in TYPE_OWN:
            return TYPE_OWN[name]
        drv = self.paired_type(name)
        if drv:
            return self.driver[drv]
        return sentence("the runtime's %s (%s)" % (words(re.sub(r"_t$", "", name[4:] if name.startswith("cuda") else name)), what))
