//! Memory shared by another process through a `CUipcMemHandle`.

use crate::sys::{CUcontext, CUdeviceptr, CUipcMemHandle, CUipcMem_flags};
use crate::{Driver, Error};

/// Device memory of another process, opened from its IPC handle; closed on drop.
#[derive(Debug)]
pub struct IpcMemory {
    driver: &'static Driver,
    ctx: CUcontext,
    ptr: CUdeviceptr,
}

// SAFETY: the mapping may be used and closed from any thread; closing switches to its context.
unsafe impl Send for IpcMemory {}
// SAFETY: `&self` only hands out the address.
unsafe impl Sync for IpcMemory {}

impl IpcMemory {
    /// Opens the memory behind `handle` in the current context (e.g. a handle rebuilt with
    /// `CUipcMemHandle::from_bytes` from bytes the other process sent).
    ///
    /// # Errors
    /// A failing `cuIpcOpenMemHandle` (`CUDA_ERROR_INVALID_VALUE` for a handle of this same process).
    pub fn open(driver: &'static Driver, handle: CUipcMemHandle) -> Result<Self, Error> {
        let ctx = super::current(driver)?;
        let mut ptr = CUdeviceptr::null();
        let flags = CUipcMem_flags::CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS.raw();
        // SAFETY: `ptr` is a valid out-parameter; the handle is passed by value.
        unsafe { driver.cuIpcOpenMemHandle(ptr.as_mut_ptr(), handle, flags) }?;
        Ok(IpcMemory { driver, ctx, ptr })
    }

    /// The device address of the shared memory (valid while `self` lives).
    pub fn device_ptr(&self) -> CUdeviceptr {
        self.ptr
    }
}

super::owner!(
    IpcMemory,
    close,
    cuIpcCloseMemHandle,
    ptr,
    "Closes the mapping"
);
