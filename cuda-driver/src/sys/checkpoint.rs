//! CUDA checkpointing.
//!
//! NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).

use core::ffi::{c_char, c_int, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUdeviceptr, CUstream, CUuuid, cuuint64_t};

super::area! {

/// Where a process stands in checkpointing.
///
/// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
#[cuda_enum]
pub enum CUprocessState {
    /// Running normally.
    CU_PROCESS_STATE_RUNNING = 0,
    /// Its CUDA calls are locked for a checkpoint.
    CU_PROCESS_STATE_LOCKED = 1,
    /// Its GPU state is saved in host memory.
    CU_PROCESS_STATE_CHECKPOINTED = 2,
    /// A checkpoint or restore step went wrong.
    CU_PROCESS_STATE_FAILED = 3,
    /// A checkpoint of the process's device memory is under way (13.4).
    CU_PROCESS_STATE_CHECKPOINTING = 4,
    /// A restore of the process's device memory is under way (13.4).
    CU_PROCESS_STATE_RESTORING = 5,
}

/// Arguments of `cuCheckpointProcessLock` (a timeout).
///
/// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
#[cuda_struct(size = 64, align = 8)]
pub struct CUcheckpointLockArgs {
    /// How long to wait, in milliseconds (0: forever).
    pub timeoutMs: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved0: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved1: [cuuint64_t; 7],
}

/// Arguments of `cuCheckpointProcessCheckpoint` (reserved for now).
///
/// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
#[cuda_struct(size = 64, align = 8)]
pub struct CUcheckpointCheckpointArgs {
    /// Where the driver writes a `CUcheckpointCustomStorageInfo` pointer when the application keeps the
    /// image itself; null checkpoints device memory to host memory (13.4).
    pub customStorageInfo_out: *mut *mut CUcheckpointCustomStorageInfo,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_char; 56],
}

/// A GPU of a checkpoint and the GPU it is restored on, by UUID.
///
/// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
#[cuda_struct(size = 32, align = 1)]
pub struct CUcheckpointGpuPair {
    /// Which GPU (by UUID) the saved state came from.
    pub oldUuid: CUuuid,
    /// Which GPU (by UUID) takes over that state on restore.
    pub newUuid: CUuuid,
}

/// Arguments of `cuCheckpointProcessRestore`: an optional GPU remapping.
///
/// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
#[cuda_struct(size = 64, align = 8)]
pub struct CUcheckpointRestoreArgs {
    /// The GPU remapping, `gpuPairsCount` pairs (null: none).
    pub gpuPairs: *mut CUcheckpointGpuPair,
    /// How many pairs `gpuPairs` holds.
    pub gpuPairsCount: c_uint,
    /// Padding C names; kept zero.
    #[cuda(reserved)]
    padding0: c_uint,
    /// Where the driver writes a `CUcheckpointCustomStorageInfo` pointer when the application supplies the
    /// image itself; null restores device memory from host memory (13.4).
    pub customStorageInfo_out: *mut *mut CUcheckpointCustomStorageInfo,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_char; 40],
}

/// Arguments of `cuCheckpointProcessUnlock` (reserved for now).
///
/// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
#[cuda_struct(size = 64, align = 8)]
pub struct CUcheckpointUnlockArgs {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [cuuint64_t; 8],
}

/// Where one device's checkpoint image lives when the application keeps it itself: a device buffer, its length and the stream to order work on (13.4).
///
/// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUcheckpointCustomStoragePerDeviceData {
    /// Device address of the buffer the image is read from or written to.
    pub devPtr: CUdeviceptr,
    /// Length of that buffer in bytes.
    pub size: usize,
    /// Stream on which the application moves the image in or out.
    pub stream: CUstream,
}

/// An in-flight checkpoint or restore that keeps its image in application storage; finished with `cuCheckpointOperationComplete` (13.4).
///
/// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
#[cuda_handle]
pub struct CUcheckpointOperationHandle(*mut c_void);

/// What the driver hands back for a checkpoint or restore to application storage: the operation and one storage record per device (13.4).
///
/// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUcheckpointCustomStorageInfo {
    /// The operation to pass to `cuCheckpointOperationComplete` once the data has been moved.
    pub handle: CUcheckpointOperationHandle,
    /// The per-device storage records, `deviceCount` of them, written by the driver (pass null in).
    pub perDeviceData: *mut CUcheckpointCustomStoragePerDeviceData,
    /// How many records `perDeviceData` points to.
    pub deviceCount: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

}

super::functions! {
    /// Gets the ID of the thread a process uses for checkpoint restore.
    ///
    /// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
    fn cuCheckpointProcessGetRestoreThreadId(pid: c_int, tid: *mut c_int) @ 12080 as "cuCheckpointProcessGetRestoreThreadId";
    /// Gets where a process stands in checkpointing (running, locked, checkpointed).
    ///
    /// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
    fn cuCheckpointProcessGetState(pid: c_int, state: *mut CUprocessState) @ 12080 as "cuCheckpointProcessGetState";
    /// Locks a process's CUDA calls ahead of a checkpoint.
    ///
    /// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
    fn cuCheckpointProcessLock(pid: c_int, args: *mut CUcheckpointLockArgs) @ 12080 as "cuCheckpointProcessLock";
    /// Saves a locked process's GPU state to host memory.
    ///
    /// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
    fn cuCheckpointProcessCheckpoint(pid: c_int, args: *mut CUcheckpointCheckpointArgs) @ 12080 as "cuCheckpointProcessCheckpoint";
    /// Puts a checkpointed process's GPU state back on the devices.
    ///
    /// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
    fn cuCheckpointProcessRestore(pid: c_int, args: *mut CUcheckpointRestoreArgs) @ 12080 as "cuCheckpointProcessRestore";
    /// Tells the driver that the application finished moving a checkpoint image, ending that checkpoint or restore (13.4).
    ///
    /// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
    fn cuCheckpointOperationComplete(handle: CUcheckpointOperationHandle) @ 13040 as "cuCheckpointOperationComplete";
    /// Lets a process's CUDA calls run again after a checkpoint or restore.
    ///
    /// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
    fn cuCheckpointProcessUnlock(pid: c_int, args: *mut CUcheckpointUnlockArgs) @ 12080 as "cuCheckpointProcessUnlock";
}
