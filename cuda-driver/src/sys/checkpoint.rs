//! CUDA checkpointing.
//!
//! [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)

use core::ffi::{c_char, c_int, c_uint};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUuuid, cuuint64_t};

super::area! {

/// `CUprocessState` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
#[cuda_enum]
pub enum CUprocessState {
    /// The C constant `CU_PROCESS_STATE_RUNNING`.
    CU_PROCESS_STATE_RUNNING = 0,
    /// The C constant `CU_PROCESS_STATE_LOCKED`.
    CU_PROCESS_STATE_LOCKED = 1,
    /// The C constant `CU_PROCESS_STATE_CHECKPOINTED`.
    CU_PROCESS_STATE_CHECKPOINTED = 2,
    /// The C constant `CU_PROCESS_STATE_FAILED`.
    CU_PROCESS_STATE_FAILED = 3,
}

/// `CUcheckpointLockArgs` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
#[cuda_struct(size = 64, align = 8)]
pub struct CUcheckpointLockArgs {
    /// The C member `timeoutMs`.
    pub timeoutMs: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved0: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved1: [cuuint64_t; 7],
}

/// `CUcheckpointCheckpointArgs` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
#[cuda_struct(size = 64, align = 8)]
pub struct CUcheckpointCheckpointArgs {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [cuuint64_t; 8],
}

/// `CUcheckpointGpuPair` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
#[cuda_struct(size = 32, align = 1)]
pub struct CUcheckpointGpuPair {
    /// The C member `oldUuid`.
    pub oldUuid: CUuuid,
    /// The C member `newUuid`.
    pub newUuid: CUuuid,
}

/// `CUcheckpointRestoreArgs` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
#[cuda_struct(size = 64, align = 8)]
pub struct CUcheckpointRestoreArgs {
    /// The C member `gpuPairs`.
    pub gpuPairs: *mut CUcheckpointGpuPair,
    /// The C member `gpuPairsCount`.
    pub gpuPairsCount: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_char; 44],
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved1: cuuint64_t,
}

/// `CUcheckpointUnlockArgs` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
#[cuda_struct(size = 64, align = 8)]
pub struct CUcheckpointUnlockArgs {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [cuuint64_t; 8],
}

}

super::functions! {
    /// The driver function `cuCheckpointProcessGetRestoreThreadId`.
    ///
    /// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
    fn cuCheckpointProcessGetRestoreThreadId(pid: c_int, tid: *mut c_int) @ 12080 as "cuCheckpointProcessGetRestoreThreadId";
    /// The driver function `cuCheckpointProcessGetState`.
    ///
    /// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
    fn cuCheckpointProcessGetState(pid: c_int, state: *mut CUprocessState) @ 12080 as "cuCheckpointProcessGetState";
    /// The driver function `cuCheckpointProcessLock`.
    ///
    /// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
    fn cuCheckpointProcessLock(pid: c_int, args: *mut CUcheckpointLockArgs) @ 12080 as "cuCheckpointProcessLock";
    /// The driver function `cuCheckpointProcessCheckpoint`.
    ///
    /// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
    fn cuCheckpointProcessCheckpoint(pid: c_int, args: *mut CUcheckpointCheckpointArgs) @ 12080 as "cuCheckpointProcessCheckpoint";
    /// The driver function `cuCheckpointProcessRestore`.
    ///
    /// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
    fn cuCheckpointProcessRestore(pid: c_int, args: *mut CUcheckpointRestoreArgs) @ 12080 as "cuCheckpointProcessRestore";
    /// The driver function `cuCheckpointProcessUnlock`.
    ///
    /// [NVIDIA: Cuda Checkpoint](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CHECKPOINT.html)
    fn cuCheckpointProcessUnlock(pid: c_int, args: *mut CUcheckpointUnlockArgs) @ 12080 as "cuCheckpointProcessUnlock";
}
