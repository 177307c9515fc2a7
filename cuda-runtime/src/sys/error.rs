//! Error handling: `cudaError_t`, every code of the runtime.
//!
//! NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).

use cuda_struct::cuda_enum;

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

/// `cudaError_t`: the name the functions use for `cudaError`.
///
/// NVIDIA's documentation: [`CUDART_ERROR`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__ERROR.html).
pub type cudaError_t = cudaError;

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
}
