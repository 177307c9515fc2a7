//! CUDA checkpointing.
//!
//! NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).

use core::ffi::{c_char, c_int, c_uint};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUuuid, cuuint64_t};

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
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [cuuint64_t; 8],
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
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_char; 44],
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved1: cuuint64_t,
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
    /// Lets a process's CUDA calls run again after a checkpoint or restore.
    ///
    /// NVIDIA's documentation: [`CUDA_CHECKPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html).
    fn cuCheckpointProcessUnlock(pid: c_int, args: *mut CUcheckpointUnlockArgs) @ 12080 as "cuCheckpointProcessUnlock";
}
