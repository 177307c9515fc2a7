//! The status every cuFile call reports: `CUfileOpError` and the pair `CUfileError_t`.

use core::ffi::c_int;

use cuda_driver::sys::CUresult;
use cuda_struct::{cuda_enum, cuda_struct};

/// The number cuFile's error codes are counted from (`CUFILEOP_BASE_ERR`): code `n` is `5000 + n`.
pub const CUFILEOP_BASE_ERR: c_int = 5000;

/// cuFile's own error codes (the `err` half of [`CUfileError_t`]).
///
/// Open: a code from a newer cuFile is a value whose [`name`](cuda_struct::CudaEnum::name) is `None`.
/// Numbered as in 1.20 (CUDA 13.5); 1.14 (12.9) ended at `CU_FILE_IO_MAX_ERROR = 5039`, and 1.15 put
/// eleven codes in its place and moved the end marker to 5050. [`description`](crate::sys::description)
/// gives a sentence for each.
#[cuda_enum]
pub enum CUfileOpError {
    /// The call succeeded.
    CU_FILE_SUCCESS = 0,
    /// The nvidia-fs kernel module is not loaded and compatibility mode is off.
    CU_FILE_DRIVER_NOT_INITIALIZED = 5001,
    /// A property in the configuration is not valid.
    CU_FILE_DRIVER_INVALID_PROPS = 5002,
    /// A property is outside the range cuFile accepts.
    CU_FILE_DRIVER_UNSUPPORTED_LIMIT = 5003,
    /// The nvidia-fs module's version does not match what this cuFile needs.
    CU_FILE_DRIVER_VERSION_MISMATCH = 5004,
    /// The nvidia-fs module's version could not be read.
    CU_FILE_DRIVER_VERSION_READ_ERROR = 5005,
    /// The driver is being closed.
    CU_FILE_DRIVER_CLOSING = 5006,
    /// This platform cannot do GPUDirect Storage.
    CU_FILE_PLATFORM_NOT_SUPPORTED = 5007,
    /// This file (its file system or mount) cannot do GPUDirect Storage.
    CU_FILE_IO_NOT_SUPPORTED = 5008,
    /// This GPU cannot do GPUDirect Storage.
    CU_FILE_DEVICE_NOT_SUPPORTED = 5009,
    /// An ioctl to the nvidia-fs module failed.
    CU_FILE_NVFS_DRIVER_ERROR = 5010,
    /// A CUDA driver call failed; the `cu_err` half says which code.
    CU_FILE_CUDA_DRIVER_ERROR = 5011,
    /// The device pointer is not one cuFile can use.
    CU_FILE_CUDA_POINTER_INVALID = 5012,
    /// The pointer is to a kind of memory cuFile does not take.
    CU_FILE_CUDA_MEMORY_TYPE_INVALID = 5013,
    /// The pointer and length run past the end of the allocation.
    CU_FILE_CUDA_POINTER_RANGE_ERROR = 5014,
    /// The memory belongs to another CUDA context than the current one.
    CU_FILE_CUDA_CONTEXT_MISMATCH = 5015,
    /// The access goes past the most memory cuFile may pin.
    CU_FILE_INVALID_MAPPING_SIZE = 5016,
    /// The access goes past the registered or mapped range.
    CU_FILE_INVALID_MAPPING_RANGE = 5017,
    /// The kind of file is not one cuFile handles.
    CU_FILE_INVALID_FILE_TYPE = 5018,
    /// The file was opened with flags cuFile does not take.
    CU_FILE_INVALID_FILE_OPEN_FLAG = 5019,
    /// The descriptor was not opened with `O_DIRECT`.
    CU_FILE_DIO_NOT_SET = 5020,
    /// An argument is not valid.
    CU_FILE_INVALID_VALUE = 5022,
    /// This device memory is registered already.
    CU_FILE_MEMORY_ALREADY_REGISTERED = 5023,
    /// This device memory is not registered.
    CU_FILE_MEMORY_NOT_REGISTERED = 5024,
    /// The driver or the file could not be reached for lack of permission.
    CU_FILE_PERMISSION_DENIED = 5025,
    /// The driver is open already.
    CU_FILE_DRIVER_ALREADY_OPEN = 5026,
    /// The file handle is not registered.
    CU_FILE_HANDLE_NOT_REGISTERED = 5027,
    /// The file handle is registered already.
    CU_FILE_HANDLE_ALREADY_REGISTERED = 5028,
    /// No GPU was found.
    CU_FILE_DEVICE_NOT_FOUND = 5029,
    /// cuFile failed inside.
    CU_FILE_INTERNAL_ERROR = 5030,
    /// A new file descriptor could not be opened.
    CU_FILE_GETNEWFD_FAILED = 5031,
    /// Setting up the nvidia-fs module failed.
    CU_FILE_NVFS_SETUP_ERROR = 5033,
    /// The configuration turns GPUDirect Storage off for this file.
    CU_FILE_IO_DISABLED = 5034,
    /// A batch could not be submitted.
    CU_FILE_BATCH_SUBMIT_FAILED = 5035,
    /// GPU memory could not be pinned.
    CU_FILE_GPU_MEMORY_PINNING_FAILED = 5036,
    /// The batch queue has no room.
    CU_FILE_BATCH_FULL = 5037,
    /// Stream-ordered reads and writes are not available here.
    CU_FILE_ASYNC_NOT_SUPPORTED = 5038,
    /// Setting up a batch failed inside cuFile; trying again may work.
    /// New in 1.15; 1.14 has `CU_FILE_IO_MAX_ERROR` at this number.
    CU_FILE_INTERNAL_BATCH_SETUP_ERROR = 5039,
    /// Submitting a batch failed inside cuFile; trying again may work.
    /// New in 1.15.
    CU_FILE_INTERNAL_BATCH_SUBMIT_ERROR = 5040,
    /// Reading a batch's status failed inside cuFile; trying again may work.
    /// New in 1.15.
    CU_FILE_INTERNAL_BATCH_GETSTATUS_ERROR = 5041,
    /// Cancelling a batch failed inside cuFile; trying again may work.
    /// New in 1.15.
    CU_FILE_INTERNAL_BATCH_CANCEL_ERROR = 5042,
    /// cuFile ran out of memory; trying again may work.
    /// New in 1.15.
    CU_FILE_NOMEM_ERROR = 5043,
    /// The read or write failed.
    /// New in 1.15.
    CU_FILE_IO_ERROR = 5044,
    /// Registering a bounce buffer inside cuFile failed.
    /// New in 1.15.
    CU_FILE_INTERNAL_BUF_REGISTER_ERROR = 5045,
    /// A lookup in cuFile's tables failed.
    /// New in 1.15.
    CU_FILE_HASH_OPR_ERROR = 5046,
    /// The CUDA context is not one cuFile can use.
    /// New in 1.15.
    CU_FILE_INVALID_CONTEXT_ERROR = 5047,
    /// The nvidia-fs module failed inside.
    /// New in 1.15.
    CU_FILE_NVFS_INTERNAL_DRIVER_ERROR = 5048,
    /// The operation needs compatibility mode, which is off.
    /// New in 1.15.
    CU_FILE_BATCH_NOCOMPAT_ERROR = 5049,
    /// One past the last code (an end marker, never returned).
    /// 5050 from 1.15; 5039 in 1.14.
    CU_FILE_IO_MAX_ERROR = 5050,
}

/// What every cuFile call that can fail returns: cuFile's code, and the CUDA driver's code when cuFile's
/// is [`CU_FILE_CUDA_DRIVER_ERROR`](CUfileOpError::CU_FILE_CUDA_DRIVER_ERROR).
///
/// The safe layer turns it into a [`CuFileError`](crate::CuFileError).
#[cuda_struct(size = 8, align = 4)]
pub struct CUfileError_t {
    /// cuFile's code.
    pub err: CUfileOpError,
    /// The CUDA driver's code, meaningful when `err` says a driver call failed.
    pub cu_err: CUresult,
}
