//! Memory shared by another process through a `CUipcMemHandle`.

use std::mem::size_of;

use cuda_struct::CudaField;

use crate::sys::{CUdeviceptr, CUipcMemHandle, CUipcMem_flags};
use crate::{Context, DeviceBuffer, Error, Stream};

use crate::safe::order::allocation::Allocator;
use crate::safe::owners::close;

/// Device memory of another process, opened from its IPC handle; closed on drop.
///
/// The other process owns the memory and its order: synchronise with it (an IPC [`Event`](crate::Event))
/// before and after using the address. [`into_buffer`](Self::into_buffer) makes it a [`DeviceBuffer`]
/// that this process's copies, memsets and launches take, under a contract about the other process.
#[derive(Debug)]
pub struct IpcMemory {
    ctx: Context,
    ptr: CUdeviceptr,
    bytes: usize,
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
        let driver = ctx.driver();
        let mut ptr = CUdeviceptr::null();
        let flags = CUipcMem_flags::CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS.raw();
        // SAFETY: `ptr` is a valid out-parameter; the handle is passed by value.
        unsafe { driver.cuIpcOpenMemHandle(ptr.as_mut_ptr(), handle, flags) }?;
        let mut memory = IpcMemory {
            ctx: ctx.clone(),
            ptr,
            bytes: 0,
        };
        let mut base = CUdeviceptr::null();
        let mut bytes = 0usize;
        // SAFETY: valid out-parameters; `ptr` is mapped in the current context. A failure leaves the
        // size unknown (0): the address is still usable, only `into_buffer` needs the size.
        if unsafe { driver.cuMemGetAddressRange(base.as_mut_ptr(), &mut bytes, ptr) }.is_ok()
            && base == ptr
        {
            memory.bytes = bytes;
        }
        Ok(memory)
    }

    /// The device address of the shared memory (valid while `self` lives).
    pub fn raw(&self) -> CUdeviceptr {
        self.ptr
    }

    /// The size of the shared allocation in bytes (`cuMemGetAddressRange`), or 0 where the driver did
    /// not tell it.
    pub fn byte_len(&self) -> usize {
        self.bytes
    }

    /// The shared memory as a buffer of `byte_len() / size_of::<T>()` elements with `stream` (of the
    /// context it was opened in) as its home: the safe layer then orders this process's uses of it like
    /// any buffer's, and closes the mapping (`cuIpcCloseMemHandle`, never a free) after the last one.
    ///
    /// # Errors
    /// A size that is unknown (0) or not a multiple of `size_of::<T>()`, or a stream of another context
    /// or a capture stream (the mapping is closed then; open the handle again).
    ///
    /// # Safety
    /// What no process can check for another: the exporting process must keep the allocation alive
    /// (not free it, nor exit) until this buffer is dropped and the work queued on it here has run, and
    /// the two processes must order their uses of the memory between themselves (an IPC event, or a
    /// message after a synchronisation), since neither sees the other's streams; and no other opening
    /// of the same handle in this process is used as a buffer while this one is (the driver hands out
    /// the same address again, and the two buffers would be ordered apart).
    pub unsafe fn into_buffer<T: CudaField>(
        self,
        stream: &Stream,
    ) -> Result<DeviceBuffer<T>, Error> {
        let s = stream.inner();
        s.same_context("IpcMemory::into_buffer", "IPC mapping", self.ctx.raw())?;
        s.refuse_capture("IpcMemory::into_buffer")?;
        let elem = size_of::<T>().max(1);
        if self.bytes == 0 || self.bytes % elem != 0 {
            return Err(Error::InvalidArgument(format!(
                "IpcMemory::into_buffer: the shared allocation holds {} bytes (0: the driver did not \
                 tell its size), not a positive whole number of {elem}-byte elements",
                self.bytes
            )));
        }
        let len = self.bytes / elem;
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: `this` is not used again and its drop does not run: its context is dropped once.
        drop(unsafe { std::ptr::read(&this.ctx) });
        // The buffer's allocation closes the mapping after its last use (`Allocator::Ipc`).
        // SAFETY: the shared allocation holds `self.bytes` bytes, `len` whole elements (checked
        // above), and the driver maps it aligned for every type.
        Ok(unsafe { DeviceBuffer::adopt(s, this.ptr, len, Allocator::Ipc) })
    }
}

close::owner!(IpcMemory, cuIpcCloseMemHandle, ptr);
