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
    "cudaDevSmResourceSplit": "Splits an SM resource into groups as a list of group parameters asks.",
    "cudaDeviceFlushGPUDirectRDMAWrites": "Makes GPUDirect RDMA writes so far visible to the given scope.",
    "cudaDeviceGetExecutionCtx": "The execution context of a device's primary context.",
    "cudaExecutionCtxDestroy": "Destroys an execution context.",
    "cudaExecutionCtxGetDevResource": "A resource (SMs, work queues) an execution context holds.",
    "cudaExecutionCtxGetDevice": "The device of an execution context.",
    "cudaExecutionCtxGetId": "The unique id of an execution context.",
    "cudaExecutionCtxRecordEvent": "Records an event that captures the work of an execution context so far.",
    "cudaExecutionCtxStreamCreate": "Creates a stream whose work runs in an execution context.",
    "cudaExecutionCtxSynchronize": "Waits for all the work of an execution context.",
    "cudaExecutionCtxWaitEvent": "Makes an execution context's later work wait for an event.",
    "cudaFuncGetParamCount": "How many parameters a kernel takes.",
    "cudaGetChannelDesc": "The channel format a CUDA array was made with.",
    "cudaGetDriverEntryPointByVersion": "A driver function's address, asked for at a given ABI version.",
    "cudaGetSurfaceObjectResourceDesc": "What a surface object was made from (its resource description).",
    "cudaGetTextureObjectResourceDesc": "What a texture object was made from (its resource description).",
    "cudaGetTextureObjectResourceViewDesc": "The resource view a texture object was made with.",
    "cudaGetTextureObjectTextureDesc": "The sampling settings a texture object was made with.",
    "cudaGraphAddMemcpyNode1D": "Adds a node that copies a linear range of bytes.",
    "cudaGraphAddMemcpyNodeFromSymbol": "Adds a node that copies out of a device variable named by its host shadow.",
    "cudaGraphAddMemcpyNodeToSymbol": "Adds a node that copies into a device variable named by its host shadow.",
    "cudaGraphExecGetId": "The unique id of an executable graph.",
    "cudaGraphExecMemcpyNodeSetParams1D": "Changes, in an executable graph, a copy node into a linear copy.",
    "cudaGraphExecMemcpyNodeSetParamsFromSymbol": "Changes, in an executable graph, a copy node into a copy out of a device variable.",
    "cudaGraphExecMemcpyNodeSetParamsToSymbol": "Changes, in an executable graph, a copy node into a copy into a device variable.",
    "cudaGraphGetId": "The unique id of a graph.",
    "cudaGraphInstantiate": "Turns a graph into a launchable one (flags: free on launch, upload, ...).",
    "cudaGraphMemcpyNodeSetParams1D": "Makes a copy node a linear copy of bytes.",
    "cudaGraphMemcpyNodeSetParamsFromSymbol": "Makes a copy node copy out of a device variable named by its host shadow.",
    "cudaGraphMemcpyNodeSetParamsToSymbol": "Makes a copy node copy into a device variable named by its host shadow.",
    "cudaGraphNodeGetContainingGraph": "The graph a node belongs to.",
    "cudaGraphNodeGetLocalId": "A node's id within its graph.",
    "cudaGraphNodeGetParams": "A node's parameters, as the generic node-parameter struct.",
    "cudaGraphNodeGetToolsId": "A node's id as profiling tools see it.",
    "cudaKernelSetAttributeForDevice": "Sets a context-independent kernel's attribute for one device.",
    "cudaMemGetLocationInfo": "What a memory location (a device, a host NUMA node) is, as a struct of facts.",
    "cudaMemcpy2DArrayToArray": "Copies a 2-D region between two CUDA arrays.",
    "cudaMemcpy2DFromArray": "Copies a 2-D region out of a CUDA array into pitched memory.",
    "cudaMemcpy2DFromArrayAsync": "Copies a 2-D region out of a CUDA array into pitched memory, in stream order.",
    "cudaMemcpy2DToArray": "Copies a 2-D region of pitched memory into a CUDA array.",
    "cudaMemcpy2DToArrayAsync": "Copies a 2-D region of pitched memory into a CUDA array, in stream order.",
    "cudaMemcpy3DWithAttributesAsync": "A 3-D copy with copy attributes (source access order, location hints), in stream order.",
    "cudaMemcpyFromSymbolAsync": "Copies bytes out of a device variable named by its host shadow, in stream order.",
    "cudaMemcpyToSymbolAsync": "Copies bytes into a device variable named by its host shadow, in stream order.",
    "cudaMemcpyWithAttributesAsync": "A linear copy with copy attributes (source access order, location hints), in stream order.",
    "cudaMemset2D": "Sets every byte of a pitched 2-D region to one value.",
    "cudaMemset2DAsync": "Sets every byte of a pitched 2-D region to one value, in stream order.",
    "cudaMemset3D": "Sets every byte of a pitched 3-D region to one value.",
    "cudaMemset3DAsync": "Sets every byte of a pitched 3-D region to one value, in stream order.",
    "cudaStreamBeginRecaptureToGraph": "Begins capturing a stream into a graph it was captured into before.",
    "cudaStreamGetDevResource": "A resource (SMs, work queues) the context behind a stream holds.",
    "cudaThreadExit": "Old name of `cudaDeviceReset` (12.x only).",
    "cudaThreadSynchronize": "Old name of `cudaDeviceSynchronize` (12.x only).",
    "cudaThreadSetLimit": "Old name of `cudaDeviceSetLimit` (12.x only).",
    "cudaThreadGetLimit": "Old name of `cudaDeviceGetLimit` (12.x only).",
    "cudaThreadGetCacheConfig": "Old name of `cudaDeviceGetCacheConfig` (12.x only).",
    "cudaThreadSetCacheConfig": "Old name of `cudaDeviceSetCacheConfig` (12.x only).",
    "cudaDeviceGetSharedMemConfig": "The shared-memory bank size setting of the current device.",
    "cudaDeviceSetSharedMemConfig": "Sets the shared-memory bank size of the current device.",
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
    "cudaGraphInstantiateParams": "What `cudaGraphInstantiateWithParams` takes and answers: flags, upload stream, result.",
    "cudaMemsetParams": "Memset node: destination, pitch, value, element size, width, height.",
    "cudaHostNodeParams": "A host-function node's parameters: the function and its argument.",
    "cudaMemAllocNodeParams": "A memory-allocation node's parameters; the node answers the address.",
    "cudaKernelNodeParams": "Kernel node: function, grid, block, shared memory, arguments.",
    "cudaExternalSemaphoreSignalNodeParams": "A node's parameters for signalling external semaphores.",
    "cudaExternalSemaphoreWaitNodeParams": "A node's parameters for waiting on external semaphores.",
    "cudaMemcpyNodeParams": "A copy node's parameters, as the generic node-parameter struct holds them.",
    "cudaMemsetParamsV2": "A memset node's parameters, as the generic node-parameter struct holds them.",
    "cudaHostNodeParamsV2": "A host-function node's parameters, as the generic node-parameter struct holds them.",
    "cudaMemAllocNodeParamsV2": "A memory-allocation node's parameters, as the generic node-parameter struct holds them.",
    "cudaMemFreeNodeParams": "Memory-free node: the address to free.",
    "cudaKernelNodeParamsV2": "A kernel node's parameters, as the generic node-parameter struct holds them.",
    "cudaExternalSemaphoreSignalNodeParamsV2": "A semaphore-signalling node's parameters (generic node-parameter form).",
    "cudaExternalSemaphoreWaitNodeParamsV2": "A semaphore-waiting node's parameters (generic node-parameter form).",
    "cudaConditionalNodeParams": "A conditional node's parameters: handle, kind, body graphs.",
    "cudaMemcpyBatchNodeParams": "A batched-copy node's parameters.",
    "cudaChildGraphNodeParams": "A child-graph node's parameters: the graph it embeds.",
    "cudaEventRecordNodeParams": "An event-record node's parameters: the event.",
    "cudaEventWaitNodeParams": "An event-wait node's parameters: the event.",
    "cudaGraphKernelNodeUpdate": "One change to a kernel node made from device code (field, value).",
    "cudaResourceDesc": "What a texture or surface object reads: an array, a mipmapped array, linear or pitched memory.",
    "cudaResourceViewDesc": "How a texture object views its resource (format, extents, mip levels, layers).",
    "cudaTextureDesc": "How a texture object samples: addressing, filtering, normalisation, mipmaps.",
    "cudaExternalMemoryHandleDesc": "An external memory to import: its handle kind, the handle, its size.",
    "cudaExternalMemoryBufferDesc": "A buffer to map out of imported external memory: offset and size.",
    "cudaExternalMemoryMipmappedArrayDesc": "A mipmapped array to map out of imported external memory.",
    "cudaExternalSemaphoreHandleDesc": "An external semaphore to import: its handle kind and the handle.",
    "cudaExternalSemaphoreSignalParams": "What signalling an external semaphore sets (fence value, keyed mutex key, ...).",
    "cudaExternalSemaphoreWaitParams": "What waiting on an external semaphore waits for (fence value, keyed mutex key, ...).",
    "cudaExternalSemaphoreSignalParams_v1": "12.x's earlier form of the semaphore-signal parameters.",
    "cudaExternalSemaphoreWaitParams_v1": "12.x's earlier form of the semaphore-wait parameters.",
    "cudaPitchedPtr": "A pitched allocation: pointer, pitch in bytes, and its logical width and height.",
    "cudaExtent": "The size of a 3-D region: width (bytes for linear memory, elements for arrays), height, depth.",
    "cudaPos": "A position in a 3-D region: x (bytes or elements), y, z.",
    "cudaChannelFormatKind": "The kind of each channel of a texel: signed, unsigned, float, or a packed format.",
    "cudaChannelFormatDesc": "A texel's format: the bits of each of up to four channels, and their kind.",
    "cudaArraySparseProperties": "A sparse array's tile size and mip tail layout.",
    "cudaArrayMemoryRequirements": "The size and alignment a CUDA array's backing memory needs.",
    "cudaMemcpy3DParms": "A 3-D copy between arrays and pitched memory: sources, destinations, extent, direction.",
    "cudaMemcpy3DPeerParms": "A 3-D copy between devices: as `cudaMemcpy3DParms`, with each side's device.",
    "cudaMemcpy3DBatchOp": "One 3-D copy of a batch: source, destination, extent, attributes.",
    "cudaFuncAttributes": "A kernel's attributes as `cudaFuncGetAttributes` fills them (registers, shared memory, ...).",
    "cudaLaunchParams": "One launch of a multi-device cooperative launch (12.x).",
    "cudaMemoryType": "Where memory lives: unregistered host, host, device, managed.",
    "cudaPointerAttributes": "What `cudaPointerGetAttributes` says of an address: its memory type, device, both views.",
    "cudaMemRangeAttribute": "Which property of a managed range `cudaMemRangeGetAttribute` reads.",
    "cudaMemPoolAttr": "Which setting of a memory pool is read or set.",
}


# Lines for items whose borrowed or name-made line reads like the header's own comment.
CONST_OWN = {
    "cudaDevAttrOversizedSharedMemoryPerBlock": "The shared memory a block may have beyond the default, by opting in.",
    "cudaErrorInvalidGraphicsContext": "The OpenGL or Direct3D context the call needs is not usable.",
    "cudaFuncAttributes.clusterSchedulingPolicyPreference": "How the kernel's clusters prefer to be scheduled (a `cudaClusterSchedulingPolicy`).",
}


# cudaDeviceProp's fields and the driver attributes of the same meaning (one per element of an array field):
# their lines are the attributes' (the GPU test compares the values too).
PROP_ATTRS = {
    "sharedMemPerBlock": ['MAX_SHARED_MEMORY_PER_BLOCK'],
    "regsPerBlock": ['MAX_REGISTERS_PER_BLOCK'],
    "warpSize": ['WARP_SIZE'],
    "memPitch": ['MAX_PITCH'],
    "maxThreadsPerBlock": ['MAX_THREADS_PER_BLOCK'],
    "maxThreadsDim": ['MAX_BLOCK_DIM_X', 'MAX_BLOCK_DIM_Y', 'MAX_BLOCK_DIM_Z'],
    "maxGridSize": ['MAX_GRID_DIM_X', 'MAX_GRID_DIM_Y', 'MAX_GRID_DIM_Z'],
    "totalConstMem": ['TOTAL_CONSTANT_MEMORY'],
    "major": ['COMPUTE_CAPABILITY_MAJOR'],
    "minor": ['COMPUTE_CAPABILITY_MINOR'],
    "textureAlignment": ['TEXTURE_ALIGNMENT'],
    "texturePitchAlignment": ['TEXTURE_PITCH_ALIGNMENT'],
    "multiProcessorCount": ['MULTIPROCESSOR_COUNT'],
    "integrated": ['INTEGRATED'],
    "canMapHostMemory": ['CAN_MAP_HOST_MEMORY'],
    "maxTexture1D": ['MAXIMUM_TEXTURE1D_WIDTH'],
    "maxTexture1DMipmap": ['MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH'],
    "maxTexture2D": ['MAXIMUM_TEXTURE2D_WIDTH', 'MAXIMUM_TEXTURE2D_HEIGHT'],
    "maxTexture2DMipmap": ['MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH', 'MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT'],
    "maxTexture2DLinear": ['MAXIMUM_TEXTURE2D_LINEAR_WIDTH', 'MAXIMUM_TEXTURE2D_LINEAR_HEIGHT', 'MAXIMUM_TEXTURE2D_LINEAR_PITCH'],
    "maxTexture2DGather": ['MAXIMUM_TEXTURE2D_GATHER_WIDTH', 'MAXIMUM_TEXTURE2D_GATHER_HEIGHT'],
    "maxTexture3D": ['MAXIMUM_TEXTURE3D_WIDTH', 'MAXIMUM_TEXTURE3D_HEIGHT', 'MAXIMUM_TEXTURE3D_DEPTH'],
    "maxTexture3DAlt": ['MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE', 'MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE', 'MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE'],
    "maxTextureCubemap": ['MAXIMUM_TEXTURECUBEMAP_WIDTH'],
    "maxTexture1DLayered": ['MAXIMUM_TEXTURE1D_LAYERED_WIDTH', 'MAXIMUM_TEXTURE1D_LAYERED_LAYERS'],
    "maxTexture2DLayered": ['MAXIMUM_TEXTURE2D_LAYERED_WIDTH', 'MAXIMUM_TEXTURE2D_LAYERED_HEIGHT', 'MAXIMUM_TEXTURE2D_LAYERED_LAYERS'],
    "maxTextureCubemapLayered": ['MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH', 'MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS'],
    "maxSurface1D": ['MAXIMUM_SURFACE1D_WIDTH'],
    "maxSurface2D": ['MAXIMUM_SURFACE2D_WIDTH', 'MAXIMUM_SURFACE2D_HEIGHT'],
    "maxSurface3D": ['MAXIMUM_SURFACE3D_WIDTH', 'MAXIMUM_SURFACE3D_HEIGHT', 'MAXIMUM_SURFACE3D_DEPTH'],
    "maxSurface1DLayered": ['MAXIMUM_SURFACE1D_LAYERED_WIDTH', 'MAXIMUM_SURFACE1D_LAYERED_LAYERS'],
    "maxSurface2DLayered": ['MAXIMUM_SURFACE2D_LAYERED_WIDTH', 'MAXIMUM_SURFACE2D_LAYERED_HEIGHT', 'MAXIMUM_SURFACE2D_LAYERED_LAYERS'],
    "maxSurfaceCubemap": ['MAXIMUM_SURFACECUBEMAP_WIDTH'],
    "maxSurfaceCubemapLayered": ['MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH', 'MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS'],
    "surfaceAlignment": ['SURFACE_ALIGNMENT'],
    "concurrentKernels": ['CONCURRENT_KERNELS'],
    "ECCEnabled": ['ECC_ENABLED'],
    "pciBusID": ['PCI_BUS_ID'],
    "pciDeviceID": ['PCI_DEVICE_ID'],
    "pciDomainID": ['PCI_DOMAIN_ID'],
    "tccDriver": ['TCC_DRIVER'],
    "asyncEngineCount": ['ASYNC_ENGINE_COUNT'],
    "unifiedAddressing": ['UNIFIED_ADDRESSING'],
    "memoryBusWidth": ['GLOBAL_MEMORY_BUS_WIDTH'],
    "l2CacheSize": ['L2_CACHE_SIZE'],
    "persistingL2CacheMaxSize": ['MAX_PERSISTING_L2_CACHE_SIZE'],
    "maxThreadsPerMultiProcessor": ['MAX_THREADS_PER_MULTIPROCESSOR'],
    "streamPrioritiesSupported": ['STREAM_PRIORITIES_SUPPORTED'],
    "globalL1CacheSupported": ['GLOBAL_L1_CACHE_SUPPORTED'],
    "localL1CacheSupported": ['LOCAL_L1_CACHE_SUPPORTED'],
    "sharedMemPerMultiprocessor": ['MAX_SHARED_MEMORY_PER_MULTIPROCESSOR'],
    "regsPerMultiprocessor": ['MAX_REGISTERS_PER_MULTIPROCESSOR'],
    "managedMemory": ['MANAGED_MEMORY'],
    "isMultiGpuBoard": ['MULTI_GPU_BOARD'],
    "multiGpuBoardGroupID": ['MULTI_GPU_BOARD_GROUP_ID'],
    "hostNativeAtomicSupported": ['HOST_NATIVE_ATOMIC_SUPPORTED'],
    "pageableMemoryAccess": ['PAGEABLE_MEMORY_ACCESS'],
    "concurrentManagedAccess": ['CONCURRENT_MANAGED_ACCESS'],
    "computePreemptionSupported": ['COMPUTE_PREEMPTION_SUPPORTED'],
    "canUseHostPointerForRegisteredMem": ['CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM'],
    "cooperativeLaunch": ['COOPERATIVE_LAUNCH'],
    "sharedMemPerBlockOptin": ['MAX_SHARED_MEMORY_PER_BLOCK_OPTIN'],
    "pageableMemoryAccessUsesHostPageTables": ['PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES'],
    "directManagedMemAccessFromHost": ['DIRECT_MANAGED_MEM_ACCESS_FROM_HOST'],
    "maxBlocksPerMultiProcessor": ['MAX_BLOCKS_PER_MULTIPROCESSOR'],
    "accessPolicyMaxWindowSize": ['MAX_ACCESS_POLICY_WINDOW_SIZE'],
    "reservedSharedMemPerBlock": ['RESERVED_SHARED_MEMORY_PER_BLOCK'],
    "hostRegisterSupported": ['HOST_REGISTER_SUPPORTED'],
    "sparseCudaArraySupported": ['SPARSE_CUDA_ARRAY_SUPPORTED'],
    "hostRegisterReadOnlySupported": ['READ_ONLY_HOST_REGISTER_SUPPORTED'],
    "timelineSemaphoreInteropSupported": ['TIMELINE_SEMAPHORE_INTEROP_SUPPORTED'],
    "memoryPoolsSupported": ['MEMORY_POOLS_SUPPORTED'],
    "gpuDirectRDMASupported": ['GPU_DIRECT_RDMA_SUPPORTED'],
    "gpuDirectRDMAFlushWritesOptions": ['GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS'],
    "gpuDirectRDMAWritesOrdering": ['GPU_DIRECT_RDMA_WRITES_ORDERING'],
    "memoryPoolSupportedHandleTypes": ['MEMPOOL_SUPPORTED_HANDLE_TYPES'],
    "deferredMappingCudaArraySupported": ['DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED'],
    "ipcEventSupported": ['IPC_EVENT_SUPPORTED'],
    "clusterLaunch": ['CLUSTER_LAUNCH'],
    "unifiedFunctionPointers": ['UNIFIED_FUNCTION_POINTERS'],
    "deviceNumaConfig": ['NUMA_CONFIG'],
    "deviceNumaId": ['NUMA_ID'],
    "mpsEnabled": ['MPS_ENABLED'],
    "hostNumaId": ['HOST_NUMA_ID'],
    "gpuPciDeviceID": ['GPU_PCI_DEVICE_ID'],
    "gpuPciSubsystemID": ['GPU_PCI_SUBSYSTEM_ID'],
    "hostNumaMultinodeIpcSupported": ['HOST_NUMA_MULTINODE_IPC_SUPPORTED'],
}
PROP_OWN = {
    "name": "The device's name, NUL-terminated (`name_str` reads it as a `&str`).",
    "uuid": "The device's 16-byte UUID.",
    "luid": "The device's 8-byte LUID (Windows only; zero elsewhere).",
    "luidDeviceNodeMask": "The LUID's device node mask (Windows only; zero elsewhere).",
    "totalGlobalMem": "Bytes of global memory on the device.",
}


# Runtime `#define` families and the driver constants of the same meaning (the tail in UPPER_SNAKE case).
DEFINE_MAP = [
    ("cudaHostAlloc", "CU_MEMHOSTALLOC_"), ("cudaHostRegister", "CU_MEMHOSTREGISTER_"),
    ("cudaEventRecord", "CU_EVENT_RECORD_"), ("cudaEventWait", "CU_EVENT_WAIT_"), ("cudaEvent", "CU_EVENT_"),
    ("cudaStream", "CU_STREAM_"), ("cudaArray", "CUDA_ARRAY3D_"), ("cudaMemAttach", "CU_MEM_ATTACH_"),
    ("cudaDeviceSchedule", "CU_CTX_SCHED_"), ("cudaDevice", "CU_CTX_"), ("cudaOccupancy", "CU_OCCUPANCY_"),
    ("cudaGraphKernelNodePort", "CU_GRAPH_KERNEL_NODE_PORT_"), ("cudaIpcMem", "CU_IPC_MEM_"),
    ("cudaExternalMemory", "CUDA_EXTERNAL_MEMORY_"), ("cudaExternalSemaphore", "CUDA_EXTERNAL_SEMAPHORE_"),
    ("cudaNvSciSyncAttr", "CUDA_NVSCISYNC_ATTR_"), ("cudaArraySparseProperties", "CU_ARRAY_SPARSE_PROPERTIES_"),
]
DEFINE_OWN = {
    "cudaCpuDeviceId": "The device id that names the host CPU (for prefetches and advice).",
    "cudaInvalidDeviceId": "A device id that names no device.",
    "cudaInitDeviceFlagsAreValid": "Flag of `cudaInitDevice`: the flags given are to be applied.",
    "cudaPeerAccessDefault": "Flag of `cudaDeviceEnablePeerAccess`: no options (the only value).",
    "cudaDeviceBlockingSync": "Old name of `cudaDeviceScheduleBlockingSync`.",
    "cudaDeviceScheduleMask": "The bits of the device flags that choose how a waiting thread waits.",
    "cudaDeviceMask": "Every bit the device flags may have.",
    "cudaDevSmResourceGroupLocalityDomainIdAny": "A locality domain id that means any of them (SM splits).",
    "cudaMemPoolCreateUsageHwDecompress": "Usage flag of a memory pool: its memory may be the target of hardware decompression.",
    "cudaHostAllocDefault": "Flag of `cudaHostAlloc`: no options.",
    "cudaHostAllocMapped": "Flag of `cudaHostAlloc`: map the memory into the device's address space.",
    "cudaHostAllocWriteCombined": "Flag of `cudaHostAlloc`: write-combined memory (fast to write across PCIe, slow for the CPU to read).",
    "cudaHostRegisterDefault": "Flag of `cudaHostRegister`: no options.",
    "cudaHostRegisterMapped": "Flag of `cudaHostRegister`: map the memory into the device's address space.",
    "cudaHostRegisterIoMemory": "Flag of `cudaHostRegister`: the range is I/O memory (a device's BAR), not RAM.",
    "cudaArrayDefault": "Flag of the array allocators: no options.",
    "cudaArraySurfaceLoadStore": "Flag of the array allocators: the array can back a surface.",
    "cudaArraySparsePropertiesSingleMipTail": "Flag of `cudaArraySparseProperties`: one mip tail for all the layers.",
    "cudaGraphKernelNodePortLaunchCompletion": "Edge port: the dependent waits until every block of the kernel has started (or finished).",
    "cudaExternalSemaphoreSignalSkipNvSciBufMemSync": "Flag of a semaphore signal: skip the NvSciBuf memory synchronisation.",
    "cudaExternalSemaphoreWaitSkipNvSciBufMemSync": "Flag of a semaphore wait: skip the NvSciBuf memory synchronisation.",
    "cudaCooperativeLaunchMultiDeviceNoPreSync": "Flag of the multi-device cooperative launch (12.x): do not wait for earlier work first.",
    "cudaCooperativeLaunchMultiDeviceNoPostSync": "Flag of the multi-device cooperative launch (12.x): let later work start before it ends.",
}


def upper_snake(tail):
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", tail)
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", s)
    return s.upper()


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
    s = s.replace("_", " ").lower()
    s = re.sub(r"([a-z])(\d)", r"\1 \2", s)
    return re.sub(r"(\d) d\b", r"\1-D", s)


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
        for consts in self.enums.values():
            for c, d in consts:
                if d:
                    self.driver.setdefault(c, d)
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

    def define(self, name):
        if name in DEFINE_OWN:
            return DEFINE_OWN[name]
        for kind in ("Texture", "Surface"):
            if name.startswith("cuda%sType" % kind):
                return "%s type: %s." % (kind, name[len("cuda%sType" % kind):].replace("Layered", ", layered"))
        for rp, dp in DEFINE_MAP:
            if name.startswith(rp) and len(name) > len(rp):
                cand = dp + upper_snake(name[len(rp):])
                if cand in self.driver:
                    return self.borrowed(self.driver[cand])
        return "The C `#define %s`." % name

    def field(self, owner, name):
        if "%s.%s" % (owner, name) in CONST_OWN:
            return CONST_OWN["%s.%s" % (owner, name)]
        if owner in ("cudaDeviceProp", "cudaDeviceProp_v12"):
            if name in PROP_OWN:
                return PROP_OWN[name]
            attrs = PROP_ATTRS.get(name)
            if attrs:
                docs = [self.driver.get("CU_DEVICE_ATTRIBUTE_" + a) for a in attrs]
                if len(attrs) == 1 and docs[0]:
                    return self.borrowed(docs[0])
                if all(docs):
                    return "One per element: %s" % "; ".join(
                        "`[%d]`: %s" % (i, d.rstrip(".")[:1].lower() + d.rstrip(".")[1:]) for i, d in enumerate(docs)) + "."
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
        vec = re.fullmatch(r"(u?)(char|short|int|long|longlong|float|double)([1-4])(_16a|_32a)?", name)
        if vec:
            n = int(vec.group(3))
            kind = {"char": "char", "short": "short", "int": "int", "long": "long", "longlong": "long long",
                    "float": "float", "double": "double"}[vec.group(2)]
            kind = ("unsigned " if vec.group(1) else ("signed " if kind == "char" else "")) + kind
            fields = "x, y, z, w"[:3 * n - 2]
            return "%d %s%s (%s), as CUDA C++ declares the vector type." % (n, kind, "s" if n > 1 else "", fields)
        return sentence("the runtime's %s (%s)" % (words(re.sub(r"_t$", "", name[4:] if name.startswith("cuda") else name)), what))
