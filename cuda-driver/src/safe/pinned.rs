//! Pinned host memory: a slice whose asynchronous copies the buffer itself waits for before the host
//! touches it again.

use std::ffi::c_void;
use std::mem::size_of;
use std::sync::atomic::{AtomicBool, Ordering};

use cuda_struct::CudaField;

use crate::sys::{CUevent, CUevent_flags};
use crate::{Context, Error};

use super::stream::StreamInner;

/// `len` elements of page-locked host memory (`cuMemAllocHost`), zeroed, freed on drop. Dereferences to
/// a slice; [`DeviceBuffer::copy_from_pinned`](crate::DeviceBuffer::copy_from_pinned) and
/// [`DeviceBuffer::copy_to_pinned`](crate::DeviceBuffer::copy_to_pinned) queue copies from and
/// to it, and any access to the slice (or the free) first waits for the last such copy.
#[derive(Debug)]
pub struct PinnedBuffer<T> {
    ctx: Context,
    pub(crate) ptr: *mut T,
    pub(crate) len: usize,
    /// Recorded after the last queued copy; waited for (once) before the memory is touched.
    event: CUevent,
    pending: AtomicBool,
}

// SAFETY: the buffer owns its memory exclusively, like a `Box<[T]>`.
unsafe impl<T: Send> Send for PinnedBuffer<T> {}
// SAFETY: as above; the pending flag is atomic and waiting on the event is thread-safe.
unsafe impl<T: Sync> Sync for PinnedBuffer<T> {}

impl<T: CudaField> PinnedBuffer<T> {
    /// Allocates `len` zeroed elements of pinned memory in `ctx`.
    ///
    /// # Errors
    /// A failing `cuMemAllocHost` or `cuEventCreate`; an overflowing byte size.
    pub fn zeroed(ctx: &Context, len: usize) -> Result<Self, Error> {
        let bytes = super::memory::byte_len::<T>(len)?;
        ctx.bind()?;
        let driver = ctx.driver();
        let mut event = CUevent::null();
        let flags = CUevent_flags::CU_EVENT_DISABLE_TIMING.raw();
        // SAFETY: `event` is a valid out-parameter; the context is current.
        unsafe { driver.cuEventCreate(event.as_mut_ptr(), flags) }?;
        let mut ptr = std::ptr::NonNull::<T>::dangling().as_ptr();
        if bytes > 0 {
            let mut raw: *mut c_void = std::ptr::null_mut();
            // SAFETY: `raw` is a valid out-parameter.
            if let Err(e) = unsafe { driver.cuMemAllocHost(&mut raw, bytes) } {
                // SAFETY: created above and not handed out.
                let _ = unsafe { driver.cuEventDestroy(event) };
                return Err(e.into());
            }
            // SAFETY: the driver returned `bytes` writable bytes, page-aligned (so aligned for `T`).
            unsafe { std::ptr::write_bytes(raw.cast::<u8>(), 0, bytes) };
            ptr = raw.cast();
        }
        Ok(PinnedBuffer {
            ctx: ctx.clone(),
            ptr,
            len,
            event,
            pending: AtomicBool::new(false),
        })
    }
}

impl<T> PinnedBuffer<T> {
    /// Waits for the last queued copy, if one may still run, with the buffer's context bound (the buffer
    /// may have moved to a thread where no context, or another one, is current). A wait that fails is
    /// retried on the whole context; only a sticky error (a context in which no copy runs any more) is
    /// taken as "done" (or a driver already shut down), never another failure, since the slice is handed out right after.
    pub(crate) fn settle(&self) {
        if self.pending.load(Ordering::Acquire) {
            let driver = self.ctx.driver();
            let done = super::in_context(&self.ctx, || {
                // SAFETY: the event lives as long as `self`; its context is current.
                let waited = unsafe { driver.cuEventSynchronize(self.event) };
                // SAFETY: no arguments; the buffer's context is current.
                waited.or_else(|_| unsafe { driver.cuCtxSynchronize() })
            });
            // A sticky error, or a driver already shut down (process exit), runs no copy any more.
            if done.is_ok() || done.is_err_and(|e| e.stops_all_work()) {
                self.pending.store(false, Ordering::Release);
            } else {
                // Neither wait could be made, so the copy may still be running: the slice cannot be
                // handed out, and there is no error to return from `Deref`.
                std::process::abort();
            }
        }
    }

    pub(crate) fn mark_pending(&mut self, s: &StreamInner) -> Result<(), Error> {
        let recorded = s.gated(|raw| {
            // SAFETY: the event and stream live as long as the borrows; the stream's context is current.
            unsafe { self.ctx.driver().cuEventRecord(self.event, raw) }
        });
        if let Err(e) = recorded {
            // The copy is queued but cannot be tracked: wait for it here instead.
            let _ = s.synchronize();
            return Err(e.into());
        }
        self.pending.store(true, Ordering::Release);
        Ok(())
    }
}

impl<T> std::ops::Deref for PinnedBuffer<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.settle();
        // SAFETY: `ptr` holds `len` initialised elements (zeroed at allocation), owned by `self`, and no
        // queued copy writes them any more (settled above).
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
}

impl<T> std::ops::DerefMut for PinnedBuffer<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.settle();
        // SAFETY: as for `deref`, `&mut self` is exclusive, and no queued copy reads them any more.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

impl<T> Drop for PinnedBuffer<T> {
    fn drop(&mut self) {
        self.settle();
        let driver = self.ctx.driver();
        super::in_context(&self.ctx, || {
            if self.len > 0 && size_of::<T>() > 0 {
                // SAFETY: allocated once by `cuMemAllocHost`, freed once here, after the last copy.
                let _ = unsafe { driver.cuMemFreeHost(self.ptr.cast()) };
            }
            // SAFETY: created once, destroyed once here.
            let _ = unsafe { driver.cuEventDestroy(self.event) };
        });
    }
}
