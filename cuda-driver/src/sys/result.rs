//! Error handling: `CUresult`, every code of CUDA 13.0, and the text `cuGetErrorString` gives for each.
//!
//! NVIDIA's documentation: [`CUDA_ERROR`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__ERROR.html).

use core::ffi::c_char;
use cuda_struct::cuda_enum;

super::area! {

/// Error codes.
///
/// NVIDIA's documentation: [`CUDA_ERROR`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__ERROR.html).
#[cuda_enum]
pub enum CUresult {
    /// Success: the call did what was asked.
    CUDA_SUCCESS = 0,
    /// A parameter is out of the range of values the call accepts.
    CUDA_ERROR_INVALID_VALUE = 1,
    /// Not enough memory (or another resource) for what was asked.
    CUDA_ERROR_OUT_OF_MEMORY = 2,
    /// The driver is not initialized: `cuInit` was not called, or it failed.
    CUDA_ERROR_NOT_INITIALIZED = 3,
    /// The driver is shutting down.
    CUDA_ERROR_DEINITIALIZED = 4,
    /// Profiling is off for this run (a tool disabled the profiler).
    CUDA_ERROR_PROFILER_DISABLED = 5,
    /// Deprecated since CUDA 5.0; no longer returned.
    CUDA_ERROR_PROFILER_NOT_INITIALIZED = 6,
    /// Deprecated since CUDA 5.0; no longer returned.
    CUDA_ERROR_PROFILER_ALREADY_STARTED = 7,
    /// Deprecated since CUDA 5.0; no longer returned.
    CUDA_ERROR_PROFILER_ALREADY_STOPPED = 8,
    /// The loaded libcuda is a stub, not a real driver.
    CUDA_ERROR_STUB_LIBRARY = 34,
    /// The call needs a driver newer than the installed one.
    CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER = 36,
    /// The device cannot be used right now.
    CUDA_ERROR_DEVICE_UNAVAILABLE = 46,
    /// The driver found no CUDA device.
    CUDA_ERROR_NO_DEVICE = 100,
    /// The ordinal names no CUDA device, or the device cannot do what was asked.
    CUDA_ERROR_INVALID_DEVICE = 101,
    /// No Grid license is applied.
    CUDA_ERROR_DEVICE_NOT_LICENSED = 102,
    /// The kernel image is not valid.
    CUDA_ERROR_INVALID_IMAGE = 200,
    /// No (valid) context is current on the calling thread, most often.
    CUDA_ERROR_INVALID_CONTEXT = 201,
    /// The context passed was already current (deprecated).
    CUDA_ERROR_CONTEXT_ALREADY_CURRENT = 202,
    /// Mapping or registering failed.
    CUDA_ERROR_MAP_FAILED = 205,
    /// Unmapping or unregistering failed.
    CUDA_ERROR_UNMAP_FAILED = 206,
    /// The array is mapped, so it cannot be destroyed.
    CUDA_ERROR_ARRAY_IS_MAPPED = 207,
    /// The resource is mapped already.
    CUDA_ERROR_ALREADY_MAPPED = 208,
    /// No kernel image fits the device.
    CUDA_ERROR_NO_BINARY_FOR_GPU = 209,
    /// The resource has been acquired already.
    CUDA_ERROR_ALREADY_ACQUIRED = 210,
    /// The resource is not mapped.
    CUDA_ERROR_NOT_MAPPED = 211,
    /// The mapped resource cannot be reached as an array.
    CUDA_ERROR_NOT_MAPPED_AS_ARRAY = 212,
    /// The mapped resource cannot be reached as a pointer.
    CUDA_ERROR_NOT_MAPPED_AS_POINTER = 213,
    /// An uncorrectable ECC error happened while running.
    CUDA_ERROR_ECC_UNCORRECTABLE = 214,
    /// The device does not support that `CUlimit`.
    CUDA_ERROR_UNSUPPORTED_LIMIT = 215,
    /// The `CUcontext` can be current on one CPU thread only, and another thread has it.
    CUDA_ERROR_CONTEXT_ALREADY_IN_USE = 216,
    /// The two devices cannot access each other's memory.
    CUDA_ERROR_PEER_ACCESS_UNSUPPORTED = 217,
    /// JIT compilation of PTX failed.
    CUDA_ERROR_INVALID_PTX = 218,
    /// Something is wrong with the OpenGL or DirectX context.
    CUDA_ERROR_INVALID_GRAPHICS_CONTEXT = 219,
    /// An uncorrectable NVLink error happened while running.
    CUDA_ERROR_NVLINK_UNCORRECTABLE = 220,
    /// The PTX JIT compiler library is missing.
    CUDA_ERROR_JIT_COMPILER_NOT_FOUND = 221,
    /// The PTX was made by a toolchain this driver does not support.
    CUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222,
    /// JIT compilation of PTX is turned off.
    CUDA_ERROR_JIT_COMPILATION_DISABLED = 223,
    /// The device does not support that `CUexecAffinityType`.
    CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY = 224,
    /// The PTX calls `cudaDeviceSynchronize` from the device, which is not supported.
    CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC = 225,
    /// A device exception happened, and the GPU's error containment kept it in.
    CUDA_ERROR_CONTAINED = 226,
    /// The kernel source is not valid.
    CUDA_ERROR_INVALID_SOURCE = 300,
    /// The file was not found.
    CUDA_ERROR_FILE_NOT_FOUND = 301,
    /// A symbol of a shared object could not be resolved.
    CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND = 302,
    /// A shared object failed to initialize.
    CUDA_ERROR_SHARED_OBJECT_INIT_FAILED = 303,
    /// A call to the operating system failed.
    CUDA_ERROR_OPERATING_SYSTEM = 304,
    /// A handle passed is not valid.
    CUDA_ERROR_INVALID_HANDLE = 400,
    /// A resource the call needs is not in a state that allows the operation.
    CUDA_ERROR_ILLEGAL_STATE = 401,
    /// Answering the query would lose information that matters.
    CUDA_ERROR_LOSSY_QUERY = 402,
    /// No symbol of that name.
    CUDA_ERROR_NOT_FOUND = 500,
    /// Work issued earlier has not finished yet (not an error as such).
    CUDA_ERROR_NOT_READY = 600,
    /// A kernel loaded or stored through an invalid address.
    CUDA_ERROR_ILLEGAL_ADDRESS = 700,
    /// The launch needed more resources than there were, so it did not happen.
    CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
    /// The kernel ran too long.
    CUDA_ERROR_LAUNCH_TIMEOUT = 702,
    /// The launch uses a texturing mode that does not fit.
    CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING = 703,
    /// `cuCtxEnablePeerAccess` was asked to enable peer access that is on already.
    CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704,
    /// `cuCtxDisablePeerAccess` was asked to disable peer access that is not on.
    CUDA_ERROR_PEER_ACCESS_NOT_ENABLED = 705,
    /// The device's primary context is initialized already.
    CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE = 708,
    /// The current context was destroyed (`cuCtxDestroy`), or it is a primary context not yet initialized.
    CUDA_ERROR_CONTEXT_IS_DESTROYED = 709,
    /// An assert in device code fired while a kernel ran.
    CUDA_ERROR_ASSERT = 710,
    /// `cuCtxEnablePeerAccess`: a device has no hardware resources left for more peers.
    CUDA_ERROR_TOO_MANY_PEERS = 711,
    /// `cuMemHostRegister`: the range is registered already.
    CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712,
    /// `cuMemHostUnregister`: the pointer is in no registered region.
    CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED = 713,
    /// A kernel hit a stack error.
    CUDA_ERROR_HARDWARE_STACK_ERROR = 714,
    /// A kernel ran an illegal instruction.
    CUDA_ERROR_ILLEGAL_INSTRUCTION = 715,
    /// A kernel loaded or stored through a misaligned address.
    CUDA_ERROR_MISALIGNED_ADDRESS = 716,
    /// A kernel used an address outside the address spaces (global, shared, local) its instruction allows.
    CUDA_ERROR_INVALID_ADDRESS_SPACE = 717,
    /// A kernel's program counter wrapped around its address space.
    CUDA_ERROR_INVALID_PC = 718,
    /// A kernel raised an exception on the device.
    CUDA_ERROR_LAUNCH_FAILED = 719,
    /// A cooperative launch asked for more blocks than can be resident at once: more than the occupancy limit (`cuOccupancyMaxActiveBlocksPerMultiprocessor`) times `CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT`.
    CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE = 720,
    /// A kernel exited without freeing all the tensor memory it used.
    CUDA_ERROR_TENSOR_MEMORY_LEAK = 721,
    /// The operation is not allowed.
    CUDA_ERROR_NOT_PERMITTED = 800,
    /// The operation is not supported on this system or device.
    CUDA_ERROR_NOT_SUPPORTED = 801,
    /// The system cannot take CUDA work yet.
    CUDA_ERROR_SYSTEM_NOT_READY = 802,
    /// The display driver's version and the CUDA driver's differ.
    CUDA_ERROR_SYSTEM_DRIVER_MISMATCH = 803,
    /// Forward compatibility is set up, but the hardware CUDA sees does not support it.
    CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE = 804,
    /// The MPS client could not reach the MPS control daemon or server.
    CUDA_ERROR_MPS_CONNECTION_FAILED = 805,
    /// A remote call between MPS server and client failed.
    CUDA_ERROR_MPS_RPC_FAILURE = 806,
    /// The MPS server does not take new clients yet.
    CUDA_ERROR_MPS_SERVER_NOT_READY = 807,
    /// No hardware resources are left for another MPS client.
    CUDA_ERROR_MPS_MAX_CLIENTS_REACHED = 808,
    /// No hardware resources are left for more device connections.
    CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED = 809,
    /// The MPS server terminated the client.
    CUDA_ERROR_MPS_CLIENT_TERMINATED = 810,
    /// The module uses CUDA Dynamic Parallelism, which the current setup (MPS, say) does not support.
    CUDA_ERROR_CDP_NOT_SUPPORTED = 811,
    /// The module mixes versions of CUDA Dynamic Parallelism that do not work together.
    CUDA_ERROR_CDP_VERSION_MISMATCH = 812,
    /// The operation is not allowed while the stream captures.
    CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED = 900,
    /// An earlier error invalidated the stream's capture.
    CUDA_ERROR_STREAM_CAPTURE_INVALIDATED = 901,
    /// The operation would merge two separate captures.
    CUDA_ERROR_STREAM_CAPTURE_MERGE = 902,
    /// The capture did not begin on this stream.
    CUDA_ERROR_STREAM_CAPTURE_UNMATCHED = 903,
    /// A capture forked a stream that was never joined back to the origin stream.
    CUDA_ERROR_STREAM_CAPTURE_UNJOINED = 904,
    /// The operation would make a dependency across the boundary of a capture.
    CUDA_ERROR_STREAM_CAPTURE_ISOLATION = 905,
    /// An implicit dependency on a capture from `cudaStreamLegacy`, which is not allowed.
    CUDA_ERROR_STREAM_CAPTURE_IMPLICIT = 906,
    /// The event was recorded last in a stream that captures; the operation is not allowed.
    CUDA_ERROR_CAPTURED_EVENT = 907,
    /// A capture begun without `CU_STREAM_CAPTURE_MODE_RELAXED` was ended (`cuStreamEndCapture`) on another thread.
    CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD = 908,
    /// The wait timed out.
    CUDA_ERROR_TIMEOUT = 909,
    /// The update of an instantiated graph was refused: it changes what such an update may not change.
    CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE = 910,
    /// A device outside CUDA raised an asynchronous error.
    CUDA_ERROR_EXTERNAL_DEVICE = 911,
    /// The launch failed: the cluster is configured wrongly.
    CUDA_ERROR_INVALID_CLUSTER_SIZE = 912,
    /// The function is not loaded, and the call needs it loaded.
    CUDA_ERROR_FUNCTION_NOT_LOADED = 913,
    /// A resource passed is of a type the operation does not take.
    CUDA_ERROR_INVALID_RESOURCE_TYPE = 914,
    /// A resource passed is too small for, or does not apply to, the operation.
    CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION = 915,
    /// The key rotation failed.
    CUDA_ERROR_KEY_ROTATION = 916,
    /// Unknown internal error.
    CUDA_ERROR_UNKNOWN = 999,
    /// Binding memory to a multicast object needs a hardware resource that has run out.
    CUDA_ERROR_MULTICAST_RESOURCE_FULL = 0x2f,
    /// The fatbinary needs a newer loader than this driver has.
    CUDA_ERROR_INSUFFICIENT_LOADER_VERSION = 0xe3,
    /// The stream is detached (its green context was destroyed), so the call is refused.
    CUDA_ERROR_STREAM_DETACHED = 0x395,
    /// A recapture into an existing graph failed and was ended.
    CUDA_ERROR_GRAPH_RECAPTURE_FAILURE = 0x396,
    /// The fabric is still coming up; retrying later may succeed.
    CUDA_ERROR_FABRIC_NOT_READY = 0x397,
}

/// The text `cuGetErrorString` returns for `code`, or `None` for a code this crate does not list.
///
/// Captured from the NVIDIA driver 580.159.04 (CUDA 13.0), so that errors print the same text where no
/// driver could be loaded. The five codes CUDA 13.1 to 13.5 added are described in our own words until a
/// driver that knows them is captured.
pub const fn description(code: CUresult) -> Option<&'static str> {
    Some(match code {
        CUresult::CUDA_SUCCESS => "no error",
        CUresult::CUDA_ERROR_INVALID_VALUE => "invalid argument",
        CUresult::CUDA_ERROR_OUT_OF_MEMORY => "out of memory",
        CUresult::CUDA_ERROR_NOT_INITIALIZED => "initialization error",
        CUresult::CUDA_ERROR_DEINITIALIZED => "driver shutting down",
        CUresult::CUDA_ERROR_PROFILER_DISABLED => "profiler disabled while using external profiling tool",
        CUresult::CUDA_ERROR_PROFILER_NOT_INITIALIZED => "profiler not initialized: call cudaProfilerInitialize()",
        CUresult::CUDA_ERROR_PROFILER_ALREADY_STARTED => "profiler already started",
        CUresult::CUDA_ERROR_PROFILER_ALREADY_STOPPED => "profiler already stopped",
        CUresult::CUDA_ERROR_STUB_LIBRARY => "CUDA driver is a stub library",
        CUresult::CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER => "API call is not supported in the installed CUDA driver",
        CUresult::CUDA_ERROR_DEVICE_UNAVAILABLE => "CUDA-capable device(s) is/are busy or unavailable",
        CUresult::CUDA_ERROR_NO_DEVICE => "no CUDA-capable device is detected",
        CUresult::CUDA_ERROR_INVALID_DEVICE => "invalid device ordinal",
        CUresult::CUDA_ERROR_DEVICE_NOT_LICENSED => "device doesn't have valid Grid license",
        CUresult::CUDA_ERROR_INVALID_IMAGE => "device kernel image is invalid",
        CUresult::CUDA_ERROR_INVALID_CONTEXT => "invalid device context",
        CUresult::CUDA_ERROR_CONTEXT_ALREADY_CURRENT => "context already current",
        CUresult::CUDA_ERROR_MAP_FAILED => "mapping of buffer object failed",
        CUresult::CUDA_ERROR_UNMAP_FAILED => "unmapping of buffer object failed",
        CUresult::CUDA_ERROR_ARRAY_IS_MAPPED => "array is mapped",
        CUresult::CUDA_ERROR_ALREADY_MAPPED => "resource already mapped",
        CUresult::CUDA_ERROR_NO_BINARY_FOR_GPU => "no kernel image is available for execution on the device",
        CUresult::CUDA_ERROR_ALREADY_ACQUIRED => "resource already acquired",
        CUresult::CUDA_ERROR_NOT_MAPPED => "resource not mapped",
        CUresult::CUDA_ERROR_NOT_MAPPED_AS_ARRAY => "resource not mapped as array",
        CUresult::CUDA_ERROR_NOT_MAPPED_AS_POINTER => "resource not mapped as pointer",
        CUresult::CUDA_ERROR_ECC_UNCORRECTABLE => "uncorrectable ECC error encountered",
        CUresult::CUDA_ERROR_UNSUPPORTED_LIMIT => "limit is not supported on this architecture",
        CUresult::CUDA_ERROR_CONTEXT_ALREADY_IN_USE => "exclusive-thread device already in use by a different thread",
        CUresult::CUDA_ERROR_PEER_ACCESS_UNSUPPORTED => "peer access is not supported between these two devices",
        CUresult::CUDA_ERROR_INVALID_PTX => "a PTX JIT compilation failed",
        CUresult::CUDA_ERROR_INVALID_GRAPHICS_CONTEXT => "invalid OpenGL or DirectX context",
        CUresult::CUDA_ERROR_NVLINK_UNCORRECTABLE => "uncorrectable NVLink error detected during the execution",
        CUresult::CUDA_ERROR_JIT_COMPILER_NOT_FOUND => "PTX JIT compiler library not found",
        CUresult::CUDA_ERROR_UNSUPPORTED_PTX_VERSION => "the provided PTX was compiled with an unsupported toolchain.",
        CUresult::CUDA_ERROR_JIT_COMPILATION_DISABLED => "PTX JIT compilation was disabled",
        CUresult::CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY => "the provided execution affinity is not supported",
        CUresult::CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC => "the provided PTX contains unsupported call to cudaDeviceSynchronize",
        CUresult::CUDA_ERROR_CONTAINED => "Invalid access of peer GPU memory over nvlink or a hardware error",
        CUresult::CUDA_ERROR_INVALID_SOURCE => "device kernel image is invalid",
        CUresult::CUDA_ERROR_FILE_NOT_FOUND => "file not found",
        CUresult::CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND => "shared object symbol not found",
        CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED => "shared object initialization failed",
        CUresult::CUDA_ERROR_OPERATING_SYSTEM => "OS call failed or operation not supported on this OS",
        CUresult::CUDA_ERROR_INVALID_HANDLE => "invalid resource handle",
        CUresult::CUDA_ERROR_ILLEGAL_STATE => "the operation cannot be performed in the present state",
        CUresult::CUDA_ERROR_LOSSY_QUERY => "attempted introspection would be semantically lossy",
        CUresult::CUDA_ERROR_NOT_FOUND => "named symbol not found",
        CUresult::CUDA_ERROR_NOT_READY => "device not ready",
        CUresult::CUDA_ERROR_ILLEGAL_ADDRESS => "an illegal memory access was encountered",
        CUresult::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES => "too many resources requested for launch",
        CUresult::CUDA_ERROR_LAUNCH_TIMEOUT => "the launch timed out and was terminated",
        CUresult::CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING => "launch uses incompatible texturing mode",
        CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED => "peer access is already enabled",
        CUresult::CUDA_ERROR_PEER_ACCESS_NOT_ENABLED => "peer access has not been enabled",
        CUresult::CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE => "cannot set while device is active in this process",
        CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED => "context is destroyed",
        CUresult::CUDA_ERROR_ASSERT => "device-side assert triggered",
        CUresult::CUDA_ERROR_TOO_MANY_PEERS => "peer mapping resources exhausted",
        CUresult::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED => "part or all of the requested memory range is already mapped",
        CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED => "pointer does not correspond to a registered memory region",
        CUresult::CUDA_ERROR_HARDWARE_STACK_ERROR => "hardware stack error",
        CUresult::CUDA_ERROR_ILLEGAL_INSTRUCTION => "an illegal instruction was encountered",
        CUresult::CUDA_ERROR_MISALIGNED_ADDRESS => "misaligned address",
        CUresult::CUDA_ERROR_INVALID_ADDRESS_SPACE => "operation not supported on global/shared address space",
        CUresult::CUDA_ERROR_INVALID_PC => "invalid program counter",
        CUresult::CUDA_ERROR_LAUNCH_FAILED => "unspecified launch failure",
        CUresult::CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE => "too many blocks in cooperative launch",
        CUresult::CUDA_ERROR_TENSOR_MEMORY_LEAK => "tensor memory not completely freed",
        CUresult::CUDA_ERROR_NOT_PERMITTED => "operation not permitted",
        CUresult::CUDA_ERROR_NOT_SUPPORTED => "operation not supported",
        CUresult::CUDA_ERROR_SYSTEM_NOT_READY => "system not yet initialized",
        CUresult::CUDA_ERROR_SYSTEM_DRIVER_MISMATCH => "system has unsupported display driver / cuda driver combination",
        CUresult::CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE => "forward compatibility was attempted on non supported HW",
        CUresult::CUDA_ERROR_MPS_CONNECTION_FAILED => "MPS client failed to connect to the MPS control daemon or the MPS server",
        CUresult::CUDA_ERROR_MPS_RPC_FAILURE => "the remote procedural call between the MPS server and the MPS client failed",
        CUresult::CUDA_ERROR_MPS_SERVER_NOT_READY => "MPS server is not ready to accept new MPS client requests",
        CUresult::CUDA_ERROR_MPS_MAX_CLIENTS_REACHED => "the hardware resources required to create MPS client have been exhausted",
        CUresult::CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED => "the hardware resources required to support device connections have been exhausted",
        CUresult::CUDA_ERROR_MPS_CLIENT_TERMINATED => "the MPS client has been terminated by the server",
        CUresult::CUDA_ERROR_CDP_NOT_SUPPORTED => "is using CUDA Dynamic Parallelism, but the current configuration, like MPS, does not support it",
        CUresult::CUDA_ERROR_CDP_VERSION_MISMATCH => "unsupported interaction between different versions of CUDA Dynamic Parallelism",
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED => "operation not permitted when stream is capturing",
        CUresult::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED => "operation failed due to a previous error during capture",
        CUresult::CUDA_ERROR_STREAM_CAPTURE_MERGE => "operation would result in a merge of separate capture sequences",
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNMATCHED => "capture was not ended in the same stream as it began",
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNJOINED => "capturing stream has unjoined work",
        CUresult::CUDA_ERROR_STREAM_CAPTURE_ISOLATION => "dependency created on uncaptured work in another stream",
        CUresult::CUDA_ERROR_STREAM_CAPTURE_IMPLICIT => "operation would make the legacy stream depend on a capturing blocking stream",
        CUresult::CUDA_ERROR_CAPTURED_EVENT => "operation not permitted on an event last recorded in a capturing stream",
        CUresult::CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD => "attempt to terminate a thread-local capture sequence from another thread",
        CUresult::CUDA_ERROR_TIMEOUT => "wait operation timed out",
        CUresult::CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE => "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update",
        CUresult::CUDA_ERROR_EXTERNAL_DEVICE => "an async error has occured in external entity outside of CUDA",
        CUresult::CUDA_ERROR_INVALID_CLUSTER_SIZE => "a kernel launch error has occurred due to cluster misconfiguration",
        CUresult::CUDA_ERROR_FUNCTION_NOT_LOADED => "the function handle is not loaded when calling an API that requires a loaded function",
        CUresult::CUDA_ERROR_INVALID_RESOURCE_TYPE => "one or more resources passed in are not valid resource types for the operation",
        CUresult::CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION => "one or more resources are insufficient or non-applicable for the operation",
        CUresult::CUDA_ERROR_KEY_ROTATION => "an error happened during the key rotation sequence",
        CUresult::CUDA_ERROR_UNKNOWN => "unknown error",
        // Ours (CUDA 13.1 to 13.5), not yet captured from a driver.
        CUresult::CUDA_ERROR_MULTICAST_RESOURCE_FULL => "no hardware resource left to bind memory to the multicast object",
        CUresult::CUDA_ERROR_INSUFFICIENT_LOADER_VERSION => "the fatbinary needs a newer loader",
        CUresult::CUDA_ERROR_STREAM_DETACHED => "stream detached: its green context is gone",
        CUresult::CUDA_ERROR_GRAPH_RECAPTURE_FAILURE => "graph recapture failed and was ended",
        CUresult::CUDA_ERROR_FABRIC_NOT_READY => "the fabric is not ready yet; try again later",
        _ => return None,
    })
}

}

super::functions! {
    /// A description of an error code, as a C string.
    ///
    /// NVIDIA's documentation: [`CUDA_ERROR`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__ERROR.html).
    fn cuGetErrorString(error: CUresult, pStr: *mut *const c_char) @ 6000 as "cuGetErrorString";
    /// The name of an error code, as a C string.
    ///
    /// NVIDIA's documentation: [`CUDA_ERROR`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__ERROR.html).
    fn cuGetErrorName(error: CUresult, pStr: *mut *const c_char) @ 6000 as "cuGetErrorName";
}
