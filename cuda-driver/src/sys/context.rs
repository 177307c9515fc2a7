//! Context management.

use core::ffi::{c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::CUdevice;

super::area! {

/// A regular context handle (`struct CUctx_st *`).
#[cuda_handle(send, sync)]
pub struct CUcontext(*mut c_void);

/// Context creation flags.
#[cuda_enum(flags)]
pub enum CUctx_flags {
    /// Automatic scheduling.
    CU_CTX_SCHED_AUTO = 0x00,
    /// Set spin as default scheduling.
    CU_CTX_SCHED_SPIN = 0x01,
    /// Set yield as default scheduling.
    CU_CTX_SCHED_YIELD = 0x02,
    /// Set blocking synchronization as default scheduling.
    CU_CTX_SCHED_BLOCKING_SYNC = 0x04,
    /// Set blocking synchronization as default scheduling (deprecated).
    CU_CTX_BLOCKING_SYNC = 0x04,
    /// Mask of the scheduling flags (`CU_CTX_SCHED_*`).
    CU_CTX_SCHED_MASK = 0x07,
    /// Deprecated: This flag was deprecated as of CUDA 11.0 and it no longer has any effect.
    CU_CTX_MAP_HOST = 0x08,
    /// Keep local memory allocation after launch.
    CU_CTX_LMEM_RESIZE_TO_MAX = 0x10,
    /// Trigger coredumps from exceptions in this context.
    CU_CTX_COREDUMP_ENABLE = 0x20,
    /// Enable user pipe to trigger coredumps in this context.
    CU_CTX_USER_COREDUMP_ENABLE = 0x40,
    /// Ensure synchronous memory operations on this context will synchronize.
    CU_CTX_SYNC_MEMOPS = 0x80,
    /// Mask of all context creation flags.
    CU_CTX_FLAGS_MASK = 0xFF,
}

}

super::functions! {
    /// Create a CUDA context.
    fn cuCtxCreate(pctx: *mut CUcontext, flags: c_uint, dev: CUdevice) @ 3020 as "cuCtxCreate_v2";
    /// Destroy a CUDA context.
    fn cuCtxDestroy(ctx: CUcontext) @ 4000 as "cuCtxDestroy_v2";
    /// Binds the specified CUDA context to the calling CPU thread.
    fn cuCtxSetCurrent(ctx: CUcontext) @ 4000 as "cuCtxSetCurrent";
    /// Returns the CUDA context bound to the calling CPU thread.
    fn cuCtxGetCurrent(pctx: *mut CUcontext) @ 4000 as "cuCtxGetCurrent";
    /// Returns the device handle for the current context.
    fn cuCtxGetDevice(device: *mut CUdevice) @ 2000 as "cuCtxGetDevice";
    /// Block for the current context's tasks to complete.
    fn cuCtxSynchronize() @ 2000 as "cuCtxSynchronize";
    /// Enables direct access to memory allocations in a peer context.
    fn cuCtxEnablePeerAccess(peerContext: CUcontext, Flags: c_uint) @ 4000 as "cuCtxEnablePeerAccess";
    /// Disables direct access to memory allocations in a peer context and unregisters any registered allocations.
    fn cuCtxDisablePeerAccess(peerContext: CUcontext) @ 4000 as "cuCtxDisablePeerAccess";
}
