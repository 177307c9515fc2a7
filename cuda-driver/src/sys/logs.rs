//! Error log management.
//!
//! [NVIDIA: Cuda Logs](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html)

use core::ffi::{c_char, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

super::area! {

/// `CUlogLevel` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Logs](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html)
#[cuda_enum]
pub enum CUlogLevel {
    /// The C constant `CU_LOG_LEVEL_ERROR`.
    CU_LOG_LEVEL_ERROR = 0,
    /// The C constant `CU_LOG_LEVEL_WARNING`.
    CU_LOG_LEVEL_WARNING = 1,
}

/// `CUlogsCallbackHandle` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Logs](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html)
#[cuda_handle]
pub struct CUlogsCallbackHandle(*mut c_void);

/// `CUlogsCallback`: a C callback type.
pub type CUlogsCallback = Option<unsafe extern "C" fn(*mut c_void, CUlogLevel, *mut c_char, usize)>;

/// `CUlogIterator` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Logs](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html)
#[cuda_handle]
pub struct CUlogIterator(c_uint);

}

super::functions! {
    /// The driver function `cuLogsRegisterCallback`.
    ///
    /// [NVIDIA: Cuda Logs](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html)
    fn cuLogsRegisterCallback(callbackFunc: CUlogsCallback, userData: *mut c_void, callback_out: *mut CUlogsCallbackHandle) @ 12090 as "cuLogsRegisterCallback";
    /// The driver function `cuLogsUnregisterCallback`.
    ///
    /// [NVIDIA: Cuda Logs](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html)
    fn cuLogsUnregisterCallback(callback: CUlogsCallbackHandle) @ 12090 as "cuLogsUnregisterCallback";
    /// The driver function `cuLogsCurrent`.
    ///
    /// [NVIDIA: Cuda Logs](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html)
    fn cuLogsCurrent(iterator_out: *mut CUlogIterator, flags: c_uint) @ 12090 as "cuLogsCurrent";
    /// The driver function `cuLogsDumpToFile`.
    ///
    /// [NVIDIA: Cuda Logs](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html)
    fn cuLogsDumpToFile(iterator: *mut CUlogIterator, pathToFile: *const c_char, flags: c_uint) @ 12090 as "cuLogsDumpToFile";
    /// The driver function `cuLogsDumpToMemory`.
    ///
    /// [NVIDIA: Cuda Logs](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGS.html)
    fn cuLogsDumpToMemory(iterator: *mut CUlogIterator, buffer: *mut c_char, size: *mut usize, flags: c_uint) @ 12090 as "cuLogsDumpToMemory";
}
