//! Error log management.
//!
//! NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).

use core::ffi::{c_char, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

super::area! {

/// Severities of an error log entry.
///
/// NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).
#[cuda_enum]
pub enum CUlogLevel {
    /// An error.
    CU_LOG_LEVEL_ERROR = 0,
    /// A warning.
    CU_LOG_LEVEL_WARNING = 1,
}

/// The registration of an error log callback (`struct CUlogsCallbackEntry_st *`).
///
/// NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).
#[cuda_handle]
pub struct CUlogsCallbackHandle(*mut c_void);

/// A callback the driver calls with each error log entry.
///
/// NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).
pub type CUlogsCallback = Option<unsafe extern "C" fn(*mut c_void, CUlogLevel, *mut c_char, usize)>;

/// A position in the error log.
///
/// NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).
#[cuda_handle]
pub struct CUlogIterator(c_uint);

}

super::functions! {
    /// Registers a function the driver calls with each error log entry.
    ///
    /// NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).
    fn cuLogsRegisterCallback(callbackFunc: CUlogsCallback, userData: *mut c_void, callback_out: *mut CUlogsCallbackHandle) @ 12090 as "cuLogsRegisterCallback";
    /// Unregisters an error log callback.
    ///
    /// NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).
    fn cuLogsUnregisterCallback(callback: CUlogsCallbackHandle) @ 12090 as "cuLogsUnregisterCallback";
    /// Gets an iterator marking the current end of the error log.
    ///
    /// NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).
    fn cuLogsCurrent(iterator_out: *mut CUlogIterator, flags: c_uint) @ 12090 as "cuLogsCurrent";
    /// Writes error log entries to a file.
    ///
    /// NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).
    fn cuLogsDumpToFile(iterator: *mut CUlogIterator, pathToFile: *const c_char, flags: c_uint) @ 12090 as "cuLogsDumpToFile";
    /// Writes error log entries to a buffer.
    ///
    /// NVIDIA's documentation: [`CUDA_LOGS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html).
    fn cuLogsDumpToMemory(iterator: *mut CUlogIterator, buffer: *mut c_char, size: *mut usize, flags: c_uint) @ 12090 as "cuLogsDumpToMemory";
}
