//! Memory shared by another process through a `CUipcMemHandle`.

use crate::sys::{CUdeviceptr, CUipcMemHandle, CUipcMem_flags};
use crate::{Context, Error};

/// Device memory of another process, opened from its IPC handle; closed on drop.
///
/// The other process owns the memory and its order: synchronise with it (an IPC [`Event`](crate::Event))
/// before and after using the address.
#[derive(Debug)]
pub struct IpcMemory {
    ctx: Context,
    ptr: CUdeviceptr,
}

// SAFETY: the mapping may be used and closed from any thread; closing binds its context.
unsafe impl Send for IpcMemory {}
// SAFETY: `&self` only hands out the address.
unsafe impl Sync for IpcMemory {}

impl IpcMemory {
    /// Opens the memory behind `handle` in `ctx` (e.g. a handle rebuilt with
    /// `CUipcMemHandle::from_bytes` from bytes the other process sent).
    ///
    /// # Errors
    /// A failing `cuIpcOpenMemHandle` (`CUDA_ERROR_INVALID_VALUE` for a handle of this same process).
    pub fn open(ctx: &Context, handle: CUipcMemHandle) -> Result<Self, Error> {
        ctx.bind()?;
        let mut ptr = CUdeviceptr::null();
        let flags = CUipcMem_flags::CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS.raw();
        // SAFETY: `ptr` is a valid out-parameter; the handle is passed by value.
        unsafe {
            ctx.driver()
                .cuIpcOpenMemHandle(ptr.as_mut_ptr(), handle, flags)
        }?;
        Ok(IpcMemory {
            ctx: ctx.clone(),
            ptr,
        })
    }

    /// The device address of the shared memory (valid while `self` lives).
    pub fn raw(&self) -> CUdeviceptr {
        self.ptr
    }
}

super::owner!(IpcMemory, cuIpcCloseMemHandle, ptr);
