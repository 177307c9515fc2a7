//! Error log management.
//!
//! NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).

use core::ffi::{c_char, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

super::area! {

/// Severities of an error log entry.
///
/// NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).
#[cuda_enum]
pub enum cudaLogLevel {
    /// An error.
    cudaLogLevelError = 0,
    /// A warning.
    cudaLogLevelWarning = 1,
}

/// The registration of an error log callback (`struct CUlogsCallbackEntry_st *`).
///
/// NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).
#[cuda_handle]
pub struct cudaLogsCallbackHandle(*mut c_void);

/// A position in the error log.
///
/// NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).
#[cuda_handle]
pub struct cudaLogIterator(c_uint);

/// A callback the driver calls with each error log entry.
///
/// NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).
pub type cudaLogsCallback_t = Option<unsafe extern "C" fn(*mut c_void, cudaLogLevel, *mut c_char, usize)>;

}

super::functions! {
    /// Registers a function the driver calls with each error log entry.
    ///
    /// NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).
    fn cudaLogsRegisterCallback(callbackFunc: cudaLogsCallback_t, userData: *mut c_void, callback_out: *mut cudaLogsCallbackHandle) @ 13000 as "cudaLogsRegisterCallback";
    /// Unregisters an error log callback.
    ///
    /// NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).
    fn cudaLogsUnregisterCallback(callback: cudaLogsCallbackHandle) @ 13000 as "cudaLogsUnregisterCallback";
    /// Gets an iterator marking the current end of the error log.
    ///
    /// NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).
    fn cudaLogsCurrent(iterator_out: *mut cudaLogIterator, flags: c_uint) @ 13000 as "cudaLogsCurrent";
    /// Writes error log entries to a file.
    ///
    /// NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).
    fn cudaLogsDumpToFile(iterator: *mut cudaLogIterator, pathToFile: *const c_char, flags: c_uint) @ 13000 as "cudaLogsDumpToFile";
    /// Writes error log entries to a buffer.
    ///
    /// NVIDIA's documentation: [`CUDART_LOGS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LOGS.html).
    fn cudaLogsDumpToMemory(iterator: *mut cudaLogIterator, buffer: *mut c_char, size: *mut usize, flags: c_uint) @ 13000 as "cudaLogsDumpToMemory";
}
