//! Error handling: `CUresult`, every code of CUDA 13.0, and the text `cuGetErrorString` gives for each.
//!
//! [NVIDIA: Cuda Error](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__ERROR.html)

use core::ffi::c_char;
use cuda_struct::cuda_enum;

super::area! {

/// Error codes.
#[cuda_enum]
pub enum CUresult {
    /// The API call returned with no errors.
    CUDA_SUCCESS = 0,
    /// This indicates that one or more of the parameters passed to the API call is not within an acceptable range of values.
    CUDA_ERROR_INVALID_VALUE = 1,
    /// The API call failed because it was unable to allocate enough memory or other resources to perform the requested operation.
    CUDA_ERROR_OUT_OF_MEMORY = 2,
    /// This indicates that the CUDA driver has not been initialized with `cuInit()` or that initialization has failed.
    CUDA_ERROR_NOT_INITIALIZED = 3,
    /// This indicates that the CUDA driver is in the process of shutting down.
    CUDA_ERROR_DEINITIALIZED = 4,
    /// This indicates profiler is not initialized for this run.
    CUDA_ERROR_PROFILER_DISABLED = 5,
    /// Deprecated: This error return is deprecated as of CUDA 5.0.
    CUDA_ERROR_PROFILER_NOT_INITIALIZED = 6,
    /// Deprecated: This error return is deprecated as of CUDA 5.0.
    CUDA_ERROR_PROFILER_ALREADY_STARTED = 7,
    /// Deprecated: This error return is deprecated as of CUDA 5.0.
    CUDA_ERROR_PROFILER_ALREADY_STOPPED = 8,
    /// This indicates that the CUDA driver that the application has loaded is a stub library.
    CUDA_ERROR_STUB_LIBRARY = 34,
    /// This indicates that the API call requires a newer CUDA driver than the one currently installed.
    CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER = 36,
    /// This indicates that requested CUDA device is unavailable at the current time.
    CUDA_ERROR_DEVICE_UNAVAILABLE = 46,
    /// This indicates that no CUDA-capable devices were detected by the installed CUDA driver.
    CUDA_ERROR_NO_DEVICE = 100,
    /// This indicates that the device ordinal supplied by the user does not correspond to a valid CUDA device or that the action requested is invalid for the specified device.
    CUDA_ERROR_INVALID_DEVICE = 101,
    /// This error indicates that the Grid license is not applied.
    CUDA_ERROR_DEVICE_NOT_LICENSED = 102,
    /// This indicates that the device kernel image is invalid.
    CUDA_ERROR_INVALID_IMAGE = 200,
    /// This most frequently indicates that there is no context bound to the current thread.
    CUDA_ERROR_INVALID_CONTEXT = 201,
    /// This indicated that the context being supplied as a parameter to the API call was already the active context (deprecated).
    CUDA_ERROR_CONTEXT_ALREADY_CURRENT = 202,
    /// This indicates that a map or register operation has failed.
    CUDA_ERROR_MAP_FAILED = 205,
    /// This indicates that an unmap or unregister operation has failed.
    CUDA_ERROR_UNMAP_FAILED = 206,
    /// This indicates that the specified array is currently mapped and thus cannot be destroyed.
    CUDA_ERROR_ARRAY_IS_MAPPED = 207,
    /// This indicates that the resource is already mapped.
    CUDA_ERROR_ALREADY_MAPPED = 208,
    /// This indicates that there is no kernel image available that is suitable for the device.
    CUDA_ERROR_NO_BINARY_FOR_GPU = 209,
    /// This indicates that a resource has already been acquired.
    CUDA_ERROR_ALREADY_ACQUIRED = 210,
    /// This indicates that a resource is not mapped.
    CUDA_ERROR_NOT_MAPPED = 211,
    /// This indicates that a mapped resource is not available for access as an array.
    CUDA_ERROR_NOT_MAPPED_AS_ARRAY = 212,
    /// This indicates that a mapped resource is not available for access as a pointer.
    CUDA_ERROR_NOT_MAPPED_AS_POINTER = 213,
    /// This indicates that an uncorrectable ECC error was detected during execution.
    CUDA_ERROR_ECC_UNCORRECTABLE = 214,
    /// This indicates that the `CUlimit` passed to the API call is not supported by the active device.
    CUDA_ERROR_UNSUPPORTED_LIMIT = 215,
    /// This indicates that the `CUcontext` passed to the API call can only be bound to a single CPU thread at a time but is already bound to a CPU thread.
    CUDA_ERROR_CONTEXT_ALREADY_IN_USE = 216,
    /// This indicates that peer access is not supported across the given devices.
    CUDA_ERROR_PEER_ACCESS_UNSUPPORTED = 217,
    /// This indicates that a PTX JIT compilation failed.
    CUDA_ERROR_INVALID_PTX = 218,
    /// This indicates an error with OpenGL or DirectX context.
    CUDA_ERROR_INVALID_GRAPHICS_CONTEXT = 219,
    /// This indicates that an uncorrectable NVLink error was detected during the execution.
    CUDA_ERROR_NVLINK_UNCORRECTABLE = 220,
    /// This indicates that the PTX JIT compiler library was not found.
    CUDA_ERROR_JIT_COMPILER_NOT_FOUND = 221,
    /// This indicates that the provided PTX was compiled with an unsupported toolchain.
    CUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222,
    /// This indicates that the PTX JIT compilation was disabled.
    CUDA_ERROR_JIT_COMPILATION_DISABLED = 223,
    /// This indicates that the `CUexecAffinityType` passed to the API call is not supported by the active device.
    CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY = 224,
    /// This indicates that the code to be compiled by the PTX JIT contains unsupported call to cudaDeviceSynchronize.
    CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC = 225,
    /// This indicates that an exception occurred on the device that is now contained by the GPU's error containment capability.
    CUDA_ERROR_CONTAINED = 226,
    /// This indicates that the device kernel source is invalid.
    CUDA_ERROR_INVALID_SOURCE = 300,
    /// This indicates that the file specified was not found.
    CUDA_ERROR_FILE_NOT_FOUND = 301,
    /// This indicates that a link to a shared object failed to resolve.
    CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND = 302,
    /// This indicates that initialization of a shared object failed.
    CUDA_ERROR_SHARED_OBJECT_INIT_FAILED = 303,
    /// This indicates that an OS call failed.
    CUDA_ERROR_OPERATING_SYSTEM = 304,
    /// This indicates that a resource handle passed to the API call was not valid.
    CUDA_ERROR_INVALID_HANDLE = 400,
    /// This indicates that a resource required by the API call is not in a valid state to perform the requested operation.
    CUDA_ERROR_ILLEGAL_STATE = 401,
    /// This indicates an attempt was made to introspect an object in a way that would discard semantically important information.
    CUDA_ERROR_LOSSY_QUERY = 402,
    /// This indicates that a named symbol was not found.
    CUDA_ERROR_NOT_FOUND = 500,
    /// This indicates that asynchronous operations issued previously have not completed yet.
    CUDA_ERROR_NOT_READY = 600,
    /// While executing a kernel, the device encountered a load or store instruction on an invalid memory address.
    CUDA_ERROR_ILLEGAL_ADDRESS = 700,
    /// This indicates that a launch did not occur because it did not have appropriate resources.
    CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
    /// This indicates that the device kernel took too long to execute.
    CUDA_ERROR_LAUNCH_TIMEOUT = 702,
    /// This error indicates a kernel launch that uses an incompatible texturing mode.
    CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING = 703,
    /// This error indicates that a call to `cuCtxEnablePeerAccess()` is trying to re-enable peer access to a context which has already had peer access to it enabled.
    CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704,
    /// This error indicates that `cuCtxDisablePeerAccess()` is trying to disable peer access which has not been enabled yet via `cuCtxEnablePeerAccess()`.
    CUDA_ERROR_PEER_ACCESS_NOT_ENABLED = 705,
    /// This error indicates that the primary context for the specified device has already been initialized.
    CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE = 708,
    /// This error indicates that the context current to the calling thread has been destroyed using `cuCtxDestroy`, or is a primary context which has not yet been initialized.
    CUDA_ERROR_CONTEXT_IS_DESTROYED = 709,
    /// A device-side assert triggered during kernel execution.
    CUDA_ERROR_ASSERT = 710,
    /// This error indicates that the hardware resources required to enable peer access have been exhausted for one or more of the devices passed to `cuCtxEnablePeerAccess()`.
    CUDA_ERROR_TOO_MANY_PEERS = 711,
    /// This error indicates that the memory range passed to `cuMemHostRegister()` has already been registered.
    CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712,
    /// This error indicates that the pointer passed to `cuMemHostUnregister()` does not correspond to any currently registered memory region.
    CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED = 713,
    /// While executing a kernel, the device encountered a stack error.
    CUDA_ERROR_HARDWARE_STACK_ERROR = 714,
    /// While executing a kernel, the device encountered an illegal instruction.
    CUDA_ERROR_ILLEGAL_INSTRUCTION = 715,
    /// While executing a kernel, the device encountered a load or store instruction on a memory address which is not aligned.
    CUDA_ERROR_MISALIGNED_ADDRESS = 716,
    /// While executing a kernel, the device encountered an instruction which can only operate on memory locations in certain address spaces (global, shared, or local), but was supplied a memory address not belonging to an allowed address space.
    CUDA_ERROR_INVALID_ADDRESS_SPACE = 717,
    /// While executing a kernel, the device program counter wrapped its address space.
    CUDA_ERROR_INVALID_PC = 718,
    /// An exception occurred on the device while executing a kernel.
    CUDA_ERROR_LAUNCH_FAILED = 719,
    /// This error indicates that the number of blocks launched per grid for a kernel that was launched via either `cuLaunchCooperativeKernel` or `cuLaunchCooperativeKernelMultiDevice` exceeds the maximum number of blocks as allowed by `cuOccupancyMaxActiveBlocksPerMultiprocessor` or `cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags` times the number of multiprocessors as specified by the device attribute `CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT`.
    CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE = 720,
    /// An exception occurred on the device while exiting a kernel using tensor memory: the tensor memory was not completely deallocated.
    CUDA_ERROR_TENSOR_MEMORY_LEAK = 721,
    /// This error indicates that the attempted operation is not permitted.
    CUDA_ERROR_NOT_PERMITTED = 800,
    /// This error indicates that the attempted operation is not supported on the current system or device.
    CUDA_ERROR_NOT_SUPPORTED = 801,
    /// This error indicates that the system is not yet ready to start any CUDA work.
    CUDA_ERROR_SYSTEM_NOT_READY = 802,
    /// This error indicates that there is a mismatch between the versions of the display driver and the CUDA driver.
    CUDA_ERROR_SYSTEM_DRIVER_MISMATCH = 803,
    /// This error indicates that the system was upgraded to run with forward compatibility but the visible hardware detected by CUDA does not support this configuration.
    CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE = 804,
    /// This error indicates that the MPS client failed to connect to the MPS control daemon or the MPS server.
    CUDA_ERROR_MPS_CONNECTION_FAILED = 805,
    /// This error indicates that the remote procedural call between the MPS server and the MPS client failed.
    CUDA_ERROR_MPS_RPC_FAILURE = 806,
    /// This error indicates that the MPS server is not ready to accept new MPS client requests.
    CUDA_ERROR_MPS_SERVER_NOT_READY = 807,
    /// This error indicates that the hardware resources required to create MPS client have been exhausted.
    CUDA_ERROR_MPS_MAX_CLIENTS_REACHED = 808,
    /// This error indicates the the hardware resources required to support device connections have been exhausted.
    CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED = 809,
    /// This error indicates that the MPS client has been terminated by the server.
    CUDA_ERROR_MPS_CLIENT_TERMINATED = 810,
    /// This error indicates that the module is using CUDA Dynamic Parallelism, but the current configuration, like MPS, does not support it.
    CUDA_ERROR_CDP_NOT_SUPPORTED = 811,
    /// This error indicates that a module contains an unsupported interaction between different versions of CUDA Dynamic Parallelism.
    CUDA_ERROR_CDP_VERSION_MISMATCH = 812,
    /// This error indicates that the operation is not permitted when the stream is capturing.
    CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED = 900,
    /// This error indicates that the current capture sequence on the stream has been invalidated due to a previous error.
    CUDA_ERROR_STREAM_CAPTURE_INVALIDATED = 901,
    /// This error indicates that the operation would have resulted in a merge of two independent capture sequences.
    CUDA_ERROR_STREAM_CAPTURE_MERGE = 902,
    /// This error indicates that the capture was not initiated in this stream.
    CUDA_ERROR_STREAM_CAPTURE_UNMATCHED = 903,
    /// This error indicates that the capture sequence contains a fork that was not joined to the primary stream.
    CUDA_ERROR_STREAM_CAPTURE_UNJOINED = 904,
    /// This error indicates that a dependency would have been created which crosses the capture sequence boundary.
    CUDA_ERROR_STREAM_CAPTURE_ISOLATION = 905,
    /// This error indicates a disallowed implicit dependency on a current capture sequence from cudaStreamLegacy.
    CUDA_ERROR_STREAM_CAPTURE_IMPLICIT = 906,
    /// This error indicates that the operation is not permitted on an event which was last recorded in a capturing stream.
    CUDA_ERROR_CAPTURED_EVENT = 907,
    /// A stream capture sequence not initiated with the `CU_STREAM_CAPTURE_MODE_RELAXED` argument to `cuStreamBeginCapture` was passed to `cuStreamEndCapture` in a different thread.
    CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD = 908,
    /// This error indicates that the timeout specified for the wait operation has lapsed.
    CUDA_ERROR_TIMEOUT = 909,
    /// This error indicates that the graph update was not performed because it included changes which violated constraints specific to instantiated graph update.
    CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE = 910,
    /// This indicates that an async error has occurred in a device outside of CUDA.
    CUDA_ERROR_EXTERNAL_DEVICE = 911,
    /// Indicates a kernel launch error due to cluster misconfiguration.
    CUDA_ERROR_INVALID_CLUSTER_SIZE = 912,
    /// Indiciates a function handle is not loaded when calling an API that requires a loaded function.
    CUDA_ERROR_FUNCTION_NOT_LOADED = 913,
    /// This error indicates one or more resources passed in are not valid resource types for the operation.
    CUDA_ERROR_INVALID_RESOURCE_TYPE = 914,
    /// This error indicates one or more resources are insufficient or non-applicable for the operation.
    CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION = 915,
    /// This error indicates that an error happened during the key rotation sequence.
    CUDA_ERROR_KEY_ROTATION = 916,
    /// This indicates that an unknown internal error has occurred.
    CUDA_ERROR_UNKNOWN = 999,
}

/// The text `cuGetErrorString` returns for `code`, or `None` for a code this crate does not list.
///
/// Captured from the NVIDIA driver 580.159.04 (CUDA 13.0), so that errors print the same text where no
/// driver could be loaded.
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
        _ => return None,
    })
}

}

super::functions! {
    /// Gets the string description of an error code.
    fn cuGetErrorString(error: CUresult, pStr: *mut *const c_char) @ 6000 as "cuGetErrorString";
    /// Gets the string representation of an error code enum name.
    fn cuGetErrorName(error: CUresult, pStr: *mut *const c_char) @ 6000 as "cuGetErrorName";
}
