//! Error handling: `cudaError_t`, every code of the runtime.
//!
//! NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).

use core::ffi::{c_int, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::{cudaDeviceAttr, cudaDeviceProp, cudaDeviceProp_v12};

super::area! {

/// The status every runtime call returns (`cudaError_t`); open: a code newer than this list is a value.
///
/// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
#[cuda_enum]
pub enum cudaError {
    /// Success: the call did what was asked.
    cudaSuccess = 0,
    /// A parameter is out of the range of values the call accepts.
    cudaErrorInvalidValue = 1,
    /// Memory allocation.
    cudaErrorMemoryAllocation = 2,
    /// Initialization error.
    cudaErrorInitializationError = 3,
    /// Cudart unloading.
    cudaErrorCudartUnloading = 4,
    /// Profiling is off for this run (a tool disabled the profiler).
    cudaErrorProfilerDisabled = 5,
    /// Deprecated since CUDA 5.0; no longer returned.
    cudaErrorProfilerNotInitialized = 6,
    /// Deprecated since CUDA 5.0; no longer returned.
    cudaErrorProfilerAlreadyStarted = 7,
    /// Deprecated since CUDA 5.0; no longer returned.
    cudaErrorProfilerAlreadyStopped = 8,
    /// Invalid configuration.
    cudaErrorInvalidConfiguration = 9,
    /// Version translation.
    cudaErrorVersionTranslation = 10,
    /// Invalid pitch value.
    cudaErrorInvalidPitchValue = 12,
    /// Invalid symbol.
    cudaErrorInvalidSymbol = 13,
    /// Invalid host pointer.
    cudaErrorInvalidHostPointer = 0x10,
    /// Invalid device pointer.
    cudaErrorInvalidDevicePointer = 0x11,
    /// Invalid texture.
    cudaErrorInvalidTexture = 0x12,
    /// Invalid texture binding.
    cudaErrorInvalidTextureBinding = 0x13,
    /// Invalid channel descriptor.
    cudaErrorInvalidChannelDescriptor = 0x14,
    /// Invalid memcpy direction.
    cudaErrorInvalidMemcpyDirection = 0x15,
    /// Address of constant.
    cudaErrorAddressOfConstant = 0x16,
    /// Texture fetch failed.
    cudaErrorTextureFetchFailed = 0x17,
    /// Texture not bound.
    cudaErrorTextureNotBound = 0x18,
    /// Synchronization error.
    cudaErrorSynchronizationError = 0x19,
    /// Invalid filter setting.
    cudaErrorInvalidFilterSetting = 0x1a,
    /// Invalid norm setting.
    cudaErrorInvalidNormSetting = 0x1b,
    /// Mixed device execution.
    cudaErrorMixedDeviceExecution = 0x1c,
    /// Not yet implemented.
    cudaErrorNotYetImplemented = 0x1f,
    /// Memory value too large.
    cudaErrorMemoryValueTooLarge = 0x20,
    /// The loaded libcuda is a stub, not a real driver.
    cudaErrorStubLibrary = 0x22,
    /// Insufficient driver.
    cudaErrorInsufficientDriver = 0x23,
    /// The call needs a driver newer than the installed one.
    cudaErrorCallRequiresNewerDriver = 0x24,
    /// Invalid surface.
    cudaErrorInvalidSurface = 0x25,
    /// Duplicate variable name.
    cudaErrorDuplicateVariableName = 0x2b,
    /// Duplicate texture name.
    cudaErrorDuplicateTextureName = 0x2c,
    /// Duplicate surface name.
    cudaErrorDuplicateSurfaceName = 0x2d,
    /// Devices unavailable.
    cudaErrorDevicesUnavailable = 0x2e,
    /// Incompatible driver context.
    cudaErrorIncompatibleDriverContext = 0x31,
    /// Missing configuration.
    cudaErrorMissingConfiguration = 0x34,
    /// Prior launch failure.
    cudaErrorPriorLaunchFailure = 0x35,
    /// Launch max depth exceeded.
    cudaErrorLaunchMaxDepthExceeded = 0x41,
    /// Launch file scoped tex.
    cudaErrorLaunchFileScopedTex = 0x42,
    /// Launch file scoped surf.
    cudaErrorLaunchFileScopedSurf = 0x43,
    /// Sync depth exceeded.
    cudaErrorSyncDepthExceeded = 0x44,
    /// Launch pending count exceeded.
    cudaErrorLaunchPendingCountExceeded = 0x45,
    /// Invalid device function.
    cudaErrorInvalidDeviceFunction = 0x62,
    /// The driver found no CUDA device.
    cudaErrorNoDevice = 0x64,
    /// The ordinal names no CUDA device, or the device cannot do what was asked.
    cudaErrorInvalidDevice = 0x65,
    /// No Grid license is applied.
    cudaErrorDeviceNotLicensed = 0x66,
    /// Software validity not established.
    cudaErrorSoftwareValidityNotEstablished = 0x67,
    /// Startup failure.
    cudaErrorStartupFailure = 0x7f,
    /// Invalid kernel image.
    cudaErrorInvalidKernelImage = 0xc8,
    /// Device uninitialized.
    cudaErrorDeviceUninitialized = 0xc9,
    /// Map buffer object failed.
    cudaErrorMapBufferObjectFailed = 0xcd,
    /// Unmap buffer object failed.
    cudaErrorUnmapBufferObjectFailed = 0xce,
    /// The array is mapped, so it cannot be destroyed.
    cudaErrorArrayIsMapped = 0xcf,
    /// The resource is mapped already.
    cudaErrorAlreadyMapped = 0xd0,
    /// No kernel image for device.
    cudaErrorNoKernelImageForDevice = 0xd1,
    /// The resource has been acquired already.
    cudaErrorAlreadyAcquired = 0xd2,
    /// The resource is not mapped.
    cudaErrorNotMapped = 0xd3,
    /// The mapped resource cannot be reached as an array.
    cudaErrorNotMappedAsArray = 0xd4,
    /// The mapped resource cannot be reached as a pointer.
    cudaErrorNotMappedAsPointer = 0xd5,
    /// An uncorrectable ECC error happened while running.
    cudaErrorECCUncorrectable = 0xd6,
    /// The device does not support that `CUlimit`.
    cudaErrorUnsupportedLimit = 0xd7,
    /// Device already in use.
    cudaErrorDeviceAlreadyInUse = 0xd8,
    /// The two devices cannot access each other's memory.
    cudaErrorPeerAccessUnsupported = 0xd9,
    /// JIT compilation of PTX failed.
    cudaErrorInvalidPtx = 0xda,
    /// The OpenGL or Direct3D context the call needs is not usable.
    cudaErrorInvalidGraphicsContext = 0xdb,
    /// An uncorrectable NVLink error happened while running.
    cudaErrorNvlinkUncorrectable = 0xdc,
    /// The PTX JIT compiler library is missing.
    cudaErrorJitCompilerNotFound = 0xdd,
    /// The PTX was made by a toolchain this driver does not support.
    cudaErrorUnsupportedPtxVersion = 0xde,
    /// JIT compilation of PTX is turned off.
    cudaErrorJitCompilationDisabled = 0xdf,
    /// The device does not support that `CUexecAffinityType`.
    cudaErrorUnsupportedExecAffinity = 0xe0,
    /// The PTX calls `cudaDeviceSynchronize` from the device, which is not supported.
    cudaErrorUnsupportedDevSideSync = 0xe1,
    /// A device exception happened, and the GPU's error containment kept it in.
    cudaErrorContained = 0xe2,
    /// Insufficient loader version.
    cudaErrorInsufficientLoaderVersion = 0xe3,
    /// The kernel source is not valid.
    cudaErrorInvalidSource = 0x12c,
    /// The file was not found.
    cudaErrorFileNotFound = 0x12d,
    /// A symbol of a shared object could not be resolved.
    cudaErrorSharedObjectSymbolNotFound = 0x12e,
    /// A shared object failed to initialize.
    cudaErrorSharedObjectInitFailed = 0x12f,
    /// A call to the operating system failed.
    cudaErrorOperatingSystem = 0x130,
    /// Invalid resource handle.
    cudaErrorInvalidResourceHandle = 0x190,
    /// A resource the call needs is not in a state that allows the operation.
    cudaErrorIllegalState = 0x191,
    /// Answering the query would lose information that matters.
    cudaErrorLossyQuery = 0x192,
    /// A symbol of a shared object could not be resolved.
    cudaErrorSymbolNotFound = 0x1f4,
    /// Work issued earlier has not finished yet (not an error as such).
    cudaErrorNotReady = 0x258,
    /// A kernel loaded or stored through an invalid address.
    cudaErrorIllegalAddress = 0x2bc,
    /// The launch needed more resources than there were, so it did not happen.
    cudaErrorLaunchOutOfResources = 0x2bd,
    /// The kernel ran too long.
    cudaErrorLaunchTimeout = 0x2be,
    /// The launch uses a texturing mode that does not fit.
    cudaErrorLaunchIncompatibleTexturing = 0x2bf,
    /// `cuCtxEnablePeerAccess` was asked to enable peer access that is on already.
    cudaErrorPeerAccessAlreadyEnabled = 0x2c0,
    /// `cuCtxDisablePeerAccess` was asked to disable peer access that is not on.
    cudaErrorPeerAccessNotEnabled = 0x2c1,
    /// Set on active process.
    cudaErrorSetOnActiveProcess = 0x2c4,
    /// The current context was destroyed (`cuCtxDestroy`), or it is a primary context not yet initialized.
    cudaErrorContextIsDestroyed = 0x2c5,
    /// An assert in device code fired while a kernel ran.
    cudaErrorAssert = 0x2c6,
    /// `cuCtxEnablePeerAccess`: a device has no hardware resources left for more peers.
    cudaErrorTooManyPeers = 0x2c7,
    /// `cuMemHostRegister`: the range is registered already.
    cudaErrorHostMemoryAlreadyRegistered = 0x2c8,
    /// `cuMemHostUnregister`: the pointer is in no registered region.
    cudaErrorHostMemoryNotRegistered = 0x2c9,
    /// A kernel hit a stack error.
    cudaErrorHardwareStackError = 0x2ca,
    /// A kernel ran an illegal instruction.
    cudaErrorIllegalInstruction = 0x2cb,
    /// A kernel loaded or stored through a misaligned address.
    cudaErrorMisalignedAddress = 0x2cc,
    /// A kernel used an address outside the address spaces (global, shared, local) its instruction allows.
    cudaErrorInvalidAddressSpace = 0x2cd,
    /// A kernel's program counter wrapped around its address space.
    cudaErrorInvalidPc = 0x2ce,
    /// Launch failure.
    cudaErrorLaunchFailure = 0x2cf,
    /// A cooperative launch asked for more blocks than can be resident at once: more than the occupancy limit (`cuOccupancyMaxActiveBlocksPerMultiprocessor`) times `CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT`.
    cudaErrorCooperativeLaunchTooLarge = 0x2d0,
    /// A kernel exited without freeing all the tensor memory it used.
    cudaErrorTensorMemoryLeak = 0x2d1,
    /// The operation is not allowed.
    cudaErrorNotPermitted = 0x320,
    /// The operation is not supported on this system or device.
    cudaErrorNotSupported = 0x321,
    /// The system cannot take CUDA work yet.
    cudaErrorSystemNotReady = 0x322,
    /// The display driver's version and the CUDA driver's differ.
    cudaErrorSystemDriverMismatch = 0x323,
    /// Forward compatibility is set up, but the hardware CUDA sees does not support it.
    cudaErrorCompatNotSupportedOnDevice = 0x324,
    /// The MPS client could not reach the MPS control daemon or server.
    cudaErrorMpsConnectionFailed = 0x325,
    /// A remote call between MPS server and client failed.
    cudaErrorMpsRpcFailure = 0x326,
    /// The MPS server does not take new clients yet.
    cudaErrorMpsServerNotReady = 0x327,
    /// No hardware resources are left for another MPS client.
    cudaErrorMpsMaxClientsReached = 0x328,
    /// No hardware resources are left for more device connections.
    cudaErrorMpsMaxConnectionsReached = 0x329,
    /// The MPS server terminated the client.
    cudaErrorMpsClientTerminated = 0x32a,
    /// The module uses CUDA Dynamic Parallelism, which the current setup (MPS, say) does not support.
    cudaErrorCdpNotSupported = 0x32b,
    /// The module mixes versions of CUDA Dynamic Parallelism that do not work together.
    cudaErrorCdpVersionMismatch = 0x32c,
    /// The operation is not allowed while the stream captures.
    cudaErrorStreamCaptureUnsupported = 0x384,
    /// An earlier error invalidated the stream's capture.
    cudaErrorStreamCaptureInvalidated = 0x385,
    /// The operation would merge two separate captures.
    cudaErrorStreamCaptureMerge = 0x386,
    /// The capture did not begin on this stream.
    cudaErrorStreamCaptureUnmatched = 0x387,
    /// A capture forked a stream that was never joined back to the origin stream.
    cudaErrorStreamCaptureUnjoined = 0x388,
    /// The operation would make a dependency across the boundary of a capture.
    cudaErrorStreamCaptureIsolation = 0x389,
    /// An implicit dependency on a capture from `cudaStreamLegacy`, which is not allowed.
    cudaErrorStreamCaptureImplicit = 0x38a,
    /// The event was recorded last in a stream that captures; the operation is not allowed.
    cudaErrorCapturedEvent = 0x38b,
    /// A capture begun without `CU_STREAM_CAPTURE_MODE_RELAXED` was ended (`cuStreamEndCapture`) on another thread.
    cudaErrorStreamCaptureWrongThread = 0x38c,
    /// The wait timed out.
    cudaErrorTimeout = 0x38d,
    /// The update of an instantiated graph was refused: it changes what such an update may not change.
    cudaErrorGraphExecUpdateFailure = 0x38e,
    /// A device outside CUDA raised an asynchronous error.
    cudaErrorExternalDevice = 0x38f,
    /// The launch failed: the cluster is configured wrongly.
    cudaErrorInvalidClusterSize = 0x390,
    /// The function is not loaded, and the call needs it loaded.
    cudaErrorFunctionNotLoaded = 0x391,
    /// A resource passed is of a type the operation does not take.
    cudaErrorInvalidResourceType = 0x392,
    /// A resource passed is too small for, or does not apply to, the operation.
    cudaErrorInvalidResourceConfiguration = 0x393,
    /// Stream detached.
    cudaErrorStreamDetached = 0x395,
    /// Graph recapture failure.
    cudaErrorGraphRecaptureFailure = 0x396,
    /// Fabric not ready.
    cudaErrorFabricNotReady = 0x397,
    /// Unknown internal error.
    cudaErrorUnknown = 0x3e7,
    /// Api failure base.
    cudaErrorApiFailureBase = 0x2710,
}

/// The runtime's device p2 p attr (a C enum).
///
/// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
#[cuda_enum]
pub enum cudaDeviceP2PAttr {
    /// How well the link performs, relative to the other links.
    cudaDevP2PAttrPerformanceRank = 1,
    /// P2P Access is enable.
    cudaDevP2PAttrAccessSupported = 2,
    /// Whether every CUDA atomic works over the link.
    cudaDevP2PAttrNativeAtomicSupported = 3,
    /// Whether the link lets one device access the other's CUDA arrays.
    cudaDevP2PAttrCudaArrayAccessSupported = 4,
    /// Whether only some CUDA atomics work over the link.
    cudaDevP2PAttrOnlyPartialNativeAtomicSupported = 5,
}

/// Atomic operations whose support between devices, or with the host, can be asked.
///
/// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
#[cuda_enum]
pub enum cudaAtomicOperation {
    /// Integer addition.
    cudaAtomicOperationIntegerAdd = 0,
    /// Integer minimum.
    cudaAtomicOperationIntegerMin = 1,
    /// Integer maximum.
    cudaAtomicOperationIntegerMax = 2,
    /// Wrapping increment.
    cudaAtomicOperationIntegerIncrement = 3,
    /// Wrapping decrement.
    cudaAtomicOperationIntegerDecrement = 4,
    /// Bitwise and.
    cudaAtomicOperationAnd = 5,
    /// Or.
    cudaAtomicOperationOr = 6,
    /// Bitwise exclusive or.
    cudaAtomicOperationXOR = 7,
    /// Swap in a new value.
    cudaAtomicOperationExchange = 8,
    /// Compare and swap.
    cudaAtomicOperationCAS = 9,
    /// Floating-point addition.
    cudaAtomicOperationFloatAdd = 10,
    /// Floating-point minimum.
    cudaAtomicOperationFloatMin = 11,
    /// Floating-point maximum.
    cudaAtomicOperationFloatMax = 12,
}

/// `cudaError_t`: the name the functions use for `cudaError`.
///
/// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
pub type cudaError_t = cudaError;

/// The runtime's mem pool (a handle).
///
/// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
#[cuda_handle(send, sync)]
pub struct cudaMemPool_t(*mut c_void);

}

super::functions! {
    /// The last error a runtime call on this thread returned, which it then resets to success.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaGetLastError() @ 12000 as "cudaGetLastError";
    /// The last error a runtime call on this thread returned, without resetting it.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaPeekAtLastError() @ 12000 as "cudaPeekAtLastError";
    /// How many CUDA devices there are.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaGetDeviceCount(count: *mut c_int) @ 12000 as "cudaGetDeviceCount";
    /// Fills a `cudaDeviceProp` with a device's properties.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaGetDeviceProperties(prop: *mut cudaDeviceProp, device: c_int) @ 13000 as "cudaGetDeviceProperties";
    /// One attribute of the device.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaDeviceGetAttribute(value: *mut c_int, attr: cudaDeviceAttr, device: c_int) @ 12000 as "cudaDeviceGetAttribute";
    /// Tells which atomic operations work between a device and the host.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaDeviceGetHostAtomicCapabilities(capabilities: *mut c_uint, operations: *const cudaAtomicOperation, count: c_uint, device: c_int) @ 13000 as "cudaDeviceGetHostAtomicCapabilities";
    /// Gets the pool every device starts with.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaDeviceGetDefaultMemPool(memPool: *mut cudaMemPool_t, device: c_int) @ 12000 as "cudaDeviceGetDefaultMemPool";
    /// Makes a pool the one `cuMemAllocAsync` uses on a device.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaDeviceSetMemPool(device: c_int, memPool: cudaMemPool_t) @ 12000 as "cudaDeviceSetMemPool";
    /// Gets the pool `cuMemAllocAsync` uses on a device.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaDeviceGetMemPool(memPool: *mut cudaMemPool_t, device: c_int) @ 12000 as "cudaDeviceGetMemPool";
    /// Fills the NvSciSync attributes a device needs.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaDeviceGetNvSciSyncAttributes(nvSciSyncAttrList: *mut c_void, device: c_int, flags: c_int) @ 12000 as "cudaDeviceGetNvSciSyncAttributes";
    /// One attribute of the link from one device to another.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaDeviceGetP2PAttribute(value: *mut c_int, attr: cudaDeviceP2PAttr, srcDevice: c_int, dstDevice: c_int) @ 12000 as "cudaDeviceGetP2PAttribute";
    /// Tells which atomic operations work over the link between two devices.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaDeviceGetP2PAtomicCapabilities(capabilities: *mut c_uint, operations: *const cudaAtomicOperation, count: c_uint, srcDevice: c_int, dstDevice: c_int) @ 13000 as "cudaDeviceGetP2PAtomicCapabilities";
    /// The device that best matches a `cudaDeviceProp` of wishes.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaChooseDevice(device: *mut c_int, prop: *const cudaDeviceProp) @ 13000 as "cudaChooseDevice";
    /// Initialises a device's primary context without making it current.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaInitDevice(device: c_int, deviceFlags: c_uint, flags: c_uint) @ 12000 as "cudaInitDevice";
    /// Makes a device the one the calling thread's runtime calls go to (its primary context).
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaSetDevice(device: c_int) @ 12000 as "cudaSetDevice";
    /// The device the calling thread's runtime calls go to.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaGetDevice(device: *mut c_int) @ 12000 as "cudaGetDevice";
    /// Sets the list of devices the runtime may pick from.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaSetValidDevices(device_arr: *mut c_int, len: c_int) @ 12000 as "cudaSetValidDevices";
    /// Sets the flags the current device's primary context is created with.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaSetDeviceFlags(flags: c_uint) @ 12000 as "cudaSetDeviceFlags";
    /// The flags of the current device's primary context.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaGetDeviceFlags(flags: *mut c_uint) @ 12000 as "cudaGetDeviceFlags";
    /// Fills a `cudaDeviceProp` with a device's properties.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaGetDeviceProperties_v2(prop: *mut cudaDeviceProp_v12, device: c_int) @ 12000 as "cudaGetDeviceProperties_v2";
    /// `cudaChooseDevice` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
    fn cudaChooseDevice_v12000(device: *mut c_int, prop: *const cudaDeviceProp_v12) = cudaChooseDevice @ 12000 as "cudaChooseDevice";
}
