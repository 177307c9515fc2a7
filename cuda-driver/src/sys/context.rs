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
    /// Spin while waiting for the GPU, by default.
    CU_CTX_SCHED_SPIN = 0x01,
    /// Yield the thread while waiting for the GPU, by default.
    CU_CTX_SCHED_YIELD = 0x02,
    /// Block the thread while waiting for the GPU, by default.
    CU_CTX_SCHED_BLOCKING_SYNC = 0x04,
    /// Old name of `CU_CTX_SCHED_BLOCKING_SYNC` (deprecated).
    CU_CTX_BLOCKING_SYNC = 0x04,
    /// Mask of the scheduling flags (`CU_CTX_SCHED_*`).
    CU_CTX_SCHED_MASK = 0x07,
    /// Deprecated since CUDA 11.0; it does nothing.
    CU_CTX_MAP_HOST = 0x08,
    /// Keep the local memory grown for a launch after it.
    CU_CTX_LMEM_RESIZE_TO_MAX = 0x10,
    /// Write a coredump when an exception happens in this context.
    CU_CTX_COREDUMP_ENABLE = 0x20,
    /// Let a user pipe trigger coredumps in this context.
    CU_CTX_USER_COREDUMP_ENABLE = 0x40,
    /// Make synchronous memory operations in this context always synchronize.
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
    /// Makes a context current on the calling thread.
    fn cuCtxSetCurrent(ctx: CUcontext) @ 4000 as "cuCtxSetCurrent";
    /// The context current on the calling thread.
    fn cuCtxGetCurrent(pctx: *mut CUcontext) @ 4000 as "cuCtxGetCurrent";
    /// The device of the current context.
    fn cuCtxGetDevice(device: *mut CUdevice) @ 2000 as "cuCtxGetDevice";
    /// Waits until all work of the current context is done.
    fn cuCtxSynchronize() @ 2000 as "cuCtxSynchronize";
    /// Lets the current context access a peer context's memory.
    fn cuCtxEnablePeerAccess(peerContext: CUcontext, Flags: c_uint) @ 4000 as "cuCtxEnablePeerAccess";
    /// Ends the current context's access to a peer context's memory, unregistering what was registered.
    fn cuCtxDisablePeerAccess(peerContext: CUcontext) @ 4000 as "cuCtxDisablePeerAccess";
}
