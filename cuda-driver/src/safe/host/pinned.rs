//! Pinned host memory: a slice whose asynchronous copies the buffer itself waits for before the host
//! touches it again.

use std::ffi::c_void;
use std::mem::size_of;
use std::sync::atomic::{AtomicBool, Ordering};

use cuda_struct::CudaField;

use crate::sys::{CUevent, CUevent_flags};
use crate::{Context, Error};

use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::owners::close;
use crate::safe::owners::current;
use crate::safe::owners::stream::StreamInner;

/// `len` elements of page-locked host memory (`cuMemAllocHost`), zeroed, freed on drop.
/// [`DeviceBuffer::copy_from_pinned`](crate::DeviceBuffer::copy_from_pinned) and
/// [`DeviceBuffer::copy_to_pinned`](crate::DeviceBuffer::copy_to_pinned) queue copies from and to it;
/// reaching the elements ([`as_slice`](Self::as_slice), [`as_mut_slice`](Self::as_mut_slice)) or the
/// free first waits for the last such copy, and a wait that fails is an error, not a slice.
#[derive(Debug)]
pub struct PinnedBuffer<T> {
    ctx: Context,
    pub(crate) ptr: *mut T,
    pub(crate) len: usize,
    /// Recorded after the last queued copy; waited for (once) before the memory is touched.
    event: CUevent,
    pending: AtomicBool,
    /// A queued copy that neither the event nor a stream wait covers: the memory is never freed.
    unrecorded: AtomicBool,
}

// SAFETY: the buffer owns its memory exclusively, like a `Box<[T]>`.
unsafe impl<T: Send> Send for PinnedBuffer<T> {}
// SAFETY: as above; the pending flag is atomic and waiting on the event is thread-safe.
unsafe impl<T: Sync> Sync for PinnedBuffer<T> {}

impl<T: CudaField> PinnedBuffer<T> {
    /// Allocates `len` elements of pinned memory in `ctx`. Contents: zeroed.
    ///
    /// # Errors
    /// A failing `cuMemAllocHost` or `cuEventCreate`; an overflowing byte size.
    pub fn zeroed(ctx: &Context, len: usize) -> Result<Self, Error> {
        let bytes = crate::safe::order::allocation::byte_len::<T>(len)?;
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
            if let Err(e) = crate::safe::order::allocation::host_aligned::<T>(
                "PinnedBuffer::zeroed",
                raw.addr(),
            ) {
                // SAFETY: allocated and created above and not handed out.
                let _ = unsafe { driver.cuMemFreeHost(raw) };
                // SAFETY: as above.
                let _ = unsafe { driver.cuEventDestroy(event) };
                return Err(e);
            }
            // SAFETY: the driver returned `bytes` writable bytes, aligned for `T` (checked above).
            unsafe { std::ptr::write_bytes(raw.cast::<u8>(), 0, bytes) };
            ptr = raw.cast();
        }
        Ok(PinnedBuffer {
            ctx: ctx.clone(),
            ptr,
            len,
            event,
            pending: AtomicBool::new(false),
            unrecorded: AtomicBool::new(false),
        })
    }
}

impl<T> PinnedBuffer<T> {
    /// The elements, once the last queued copy into or out of them is done.
    ///
    /// # Errors
    /// A failing wait for that copy (see [`settle`](Self::settle)).
    pub fn as_slice(&self) -> Result<&[T], Error> {
        self.settle()?;
        // SAFETY: `ptr` holds `len` initialised elements (zeroed at allocation), owned by `self`, and no
        // queued copy writes them any more (settled above; a new copy needs `&mut self`).
        Ok(unsafe { std::slice::from_raw_parts(self.ptr, self.len) })
    }

    /// The elements, mutably, once the last queued copy into or out of them is done.
    ///
    /// # Errors
    /// A failing wait for that copy (see [`settle`](Self::settle)).
    pub fn as_mut_slice(&mut self) -> Result<&mut [T], Error> {
        self.settle()?;
        // SAFETY: as in `as_slice`; `&mut self` is exclusive, and no queued copy reads them any more.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) })
    }

    /// The context the memory was allocated in.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Waits for the last queued copy, if one may still run, with the buffer's context bound (the
    /// buffer may have moved to a thread where no context, or another one, is current). A failing wait
    /// is retried on the whole context; an error after which no copy runs any more (a sticky error, a
    /// driver shut down) counts as done.
    ///
    /// # Errors
    /// Both waits failing otherwise: the copy may still run, so the memory stays out of reach (and a
    /// later call waits again).
    pub fn settle(&self) -> Result<(), Error> {
        if !self.pending.load(Ordering::Acquire) {
            return Ok(());
        }
        let driver = self.ctx.driver();
        let unrecorded = self.unrecorded.load(Ordering::Acquire);
        let done = current::in_context(&self.ctx, || {
            let waited = if unrecorded {
                // The event does not cover the copy: only the whole context does.
                // SAFETY: no arguments; the buffer's context is current.
                unsafe { driver.cuCtxSynchronize() }
            } else {
                // SAFETY: the event lives as long as `self`; its context is current.
                unsafe { driver.cuEventSynchronize(self.event) }
            };
            // SAFETY: no arguments; the buffer's context is current.
            waited.or_else(|_| unsafe { driver.cuCtxSynchronize() })
        });
        close::work_over(done)?;
        self.unrecorded.store(false, Ordering::Release);
        self.pending.store(false, Ordering::Release);
        Ok(())
    }

    pub(crate) fn mark_pending(&mut self, s: &StreamInner) -> Result<(), Error> {
        // SAFETY: the event and stream live as long as the borrows; the stream's context is current.
        let recorded = unsafe { self.ctx.driver().cuEventRecord(self.event, s.raw()) };
        if let Err(e) = recorded {
            // The copy is queued but cannot be tracked: wait for the whole stream instead, or keep the
            // memory out of reach where even that fails.
            if s.synchronize().is_err() {
                self.unrecorded.store(true, Ordering::Release);
                self.pending.store(true, Ordering::Release);
            }
            return Err(e.into());
        }
        self.pending.store(true, Ordering::Release);
        Ok(())
    }
}

impl<T> Drop for PinnedBuffer<T> {
    fn drop(&mut self) {
        if host_fn::inside() {
            // Freed after the host function, on the release thread (`host_fn::release`), as the same memory
            // seen as bytes (the free needs only the address, and bytes need no `T: 'static`).
            let bytes = if size_of::<T>() == 0 {
                0
            } else {
                self.len * size_of::<T>()
            };
            return release::defer(PinnedBuffer::<u8> {
                ctx: self.ctx.clone(),
                ptr: self.ptr.cast(),
                len: bytes,
                event: self.event,
                pending: AtomicBool::new(self.pending.load(Ordering::Acquire)),
                unrecorded: AtomicBool::new(self.unrecorded.load(Ordering::Acquire)),
            });
        }
        // A copy that may still run keeps its memory: leaked rather than freed under it.
        let settled = self.settle().is_ok();
        let driver = self.ctx.driver();
        current::in_context(&self.ctx, || {
            if settled && self.len > 0 && size_of::<T>() > 0 {
                // SAFETY: allocated once by `cuMemAllocHost`, freed once here, after the last copy.
                let _ = unsafe { driver.cuMemFreeHost(self.ptr.cast()) };
            }
            // SAFETY: created once, destroyed once here.
            let _ = unsafe { driver.cuEventDestroy(self.event) };
        });
    }
}

/// Pinned memory a graph owns, freed when the graph goes: bytes copied in from the host, which a host
/// copy in the graph reads at every launch ([`of`](Self::of)), or the zeroed landing of a copy node
/// into host memory, which only that node writes and only the host node after it reads
/// ([`zeroed`](Self::zeroed)).
#[derive(Debug)]
pub(crate) struct HostSnapshot {
    ctx: Context,
    ptr: *mut c_void,
}

// SAFETY: the snapshot owns its memory; the crate writes it only in `of` and `zeroed`, and the driver
// only through a copy node whose readers are ordered after it (`graph::to_host`).
unsafe impl Send for HostSnapshot {}
// SAFETY: as above: shared access reads the address, and the bytes only where `graph::to_host` orders
// the read after the write.
unsafe impl Sync for HostSnapshot {}

impl HostSnapshot {
    /// A pinned copy of `src`'s bytes in `ctx` (current here); `src` is not empty.
    pub(crate) fn of<T: CudaField>(ctx: &Context, src: &[T]) -> Result<Self, Error> {
        let bytes = std::mem::size_of_val(src);
        let mut ptr: *mut c_void = std::ptr::null_mut();
        // SAFETY: `ptr` is a valid out-parameter.
        unsafe { ctx.driver().cuMemAllocHost(&mut ptr, bytes.max(1)) }?;
        // SAFETY: the driver returned `bytes` writable bytes, which cannot overlap `src`.
        unsafe { std::ptr::copy_nonoverlapping(src.as_ptr().cast::<u8>(), ptr.cast(), bytes) };
        Ok(HostSnapshot {
            ctx: ctx.clone(),
            ptr,
        })
    }

    /// `len` zeroed elements of pinned memory in `ctx` (current here); `len` is not 0.
    ///
    /// # Errors
    /// An overflowing size; a failing `cuMemAllocHost`; an address not aligned for `T`.
    pub(crate) fn zeroed<T: CudaField>(ctx: &Context, len: usize) -> Result<Self, Error> {
        let bytes = crate::safe::order::allocation::byte_len::<T>(len)?;
        let mut ptr: *mut c_void = std::ptr::null_mut();
        // SAFETY: `ptr` is a valid out-parameter.
        unsafe { ctx.driver().cuMemAllocHost(&mut ptr, bytes.max(1)) }?;
        let memory = HostSnapshot {
            ctx: ctx.clone(),
            ptr,
        };
        crate::safe::order::allocation::host_aligned::<T>(
            "Graph::add_copy_to_host_fn",
            ptr.addr(),
        )?;
        // SAFETY: the driver returned `bytes` writable bytes.
        unsafe { std::ptr::write_bytes(ptr.cast::<u8>(), 0, bytes) };
        Ok(memory)
    }

    /// The pinned memory's address.
    pub(crate) fn ptr(&self) -> *const c_void {
        self.ptr
    }

    /// The memory as `len` elements of `T`.
    ///
    /// # Safety
    /// Made by [`zeroed::<T>(_, len)`](Self::zeroed) (so in bounds and aligned), and nothing writes the
    /// memory while the slice lives.
    pub(crate) unsafe fn as_slice<T: CudaField>(&self, len: usize) -> &[T] {
        // SAFETY: the caller's contract; every bit pattern is a `T` (`CudaField`).
        unsafe { std::slice::from_raw_parts(self.ptr.cast::<T>(), len) }
    }
}

impl Drop for HostSnapshot {
    fn drop(&mut self) {
        if host_fn::inside() {
            // Freed after the host function, on the release thread (`host_fn::release`).
            return release::defer(HostSnapshot {
                ctx: self.ctx.clone(),
                ptr: self.ptr,
            });
        }
        let driver = self.ctx.driver();
        current::in_context(&self.ctx, || {
            // SAFETY: allocated once by `cuMemAllocHost`, freed once here, when the last graph,
            // executable or host-node closure holding it is gone; an executable lets go only after its
            // last launch has run (or leaks what it holds when it cannot tell).
            let _ = unsafe { driver.cuMemFreeHost(self.ptr) };
        });
    }
}
