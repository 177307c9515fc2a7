//! The memory behind a [`DeviceBuffer`](crate::DeviceBuffer) and its stream-order bookkeeping: where it
//! was last used, the lock that keeps "order after the last use, queue, record" in one piece, and the
//! free that runs after the last use.
//!
//! Everything a launch touches per buffer lies on one cache line: the address the kernel receives, the
//! home stream, the last-use stream and the lock (the `Arc`'s counts, which a launch does not touch, lie
//! on the line before). The lock is a [`FlagLock`]: no locked instruction follows the driver call.

use std::sync::Arc;

use crate::sys::CUdeviceptr;
use crate::DriverError;

use super::super::stream::StreamInner;
use super::flag_lock::{FlagGuard, FlagLock};
use super::Allocator;

/// Where a buffer was last used, when that is not its home stream.
#[derive(Default)]
pub(crate) struct Track {
    last: Option<Arc<StreamInner>>,
}

impl Track {
    /// Takes the last-use stream out (for a free that orders after it).
    pub(crate) fn take_last(&mut self) -> Option<Arc<StreamInner>> {
        self.last.take()
    }
}

/// The memory behind a [`DeviceBuffer`](crate::DeviceBuffer), shared with the graphs whose captured work
/// touches it. Aligned to a cache line so that it shares its line with nothing else.
#[repr(align(64))]
pub(crate) struct Allocation {
    pub(crate) ptr: CUdeviceptr,
    pub(crate) home: Arc<StreamInner>,
    track: FlagLock<Track>,
    pub(crate) allocator: Allocator,
}

impl std::fmt::Debug for Allocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Allocation")
            .field("ptr", &self.ptr)
            .field("allocator", &self.allocator)
            .finish_non_exhaustive()
    }
}

impl Allocation {
    pub(crate) fn new(ptr: CUdeviceptr, allocator: Allocator, home: Arc<StreamInner>) -> Self {
        Allocation {
            ptr,
            home,
            track: FlagLock::new(Track::default()),
            allocator,
        }
    }

    /// Takes the lock of the buffer's [`Track`], held until the use is queued. Held locks are always
    /// taken in address order.
    #[inline]
    pub(crate) fn lock(&self) -> FlagGuard<'_, Track> {
        self.track.lock()
    }

    /// Orders a use on `stream` after the buffer's earlier uses; the lock is held by the caller until the
    /// use is queued. The stream's context must be current.
    #[inline]
    pub(crate) fn use_on(
        &self,
        track: &mut Track,
        stream: &Arc<StreamInner>,
    ) -> Result<(), DriverError> {
        self.use_on_after(track, stream, &mut None)
    }

    /// As [`use_on`](Self::use_on), skipping the wait when `ordered` names the stream this buffer was
    /// last used on (a launch with several buffers of one stream waits for it once), and setting
    /// `ordered` to the stream it waited for.
    #[inline]
    pub(crate) fn use_on_after(
        &self,
        track: &mut Track,
        stream: &Arc<StreamInner>,
        ordered: &mut Option<*const StreamInner>,
    ) -> Result<(), DriverError> {
        let prev = track.last.as_ref().unwrap_or(&self.home);
        if Arc::ptr_eq(prev, stream) {
            return Ok(());
        }
        self.switch(track, stream, ordered)
    }

    /// The slow half of [`use_on_after`](Self::use_on_after): the buffer was last used on another stream.
    #[inline(never)]
    fn switch(
        &self,
        track: &mut Track,
        stream: &Arc<StreamInner>,
        ordered: &mut Option<*const StreamInner>,
    ) -> Result<(), DriverError> {
        let prev = track.last.as_ref().unwrap_or(&self.home);
        if *ordered != Some(Arc::as_ptr(prev)) {
            stream.order_after(prev)?;
            *ordered = Some(Arc::as_ptr(prev));
        }
        track.last = (!Arc::ptr_eq(stream, &self.home)).then(|| Arc::clone(stream));
        Ok(())
    }
}

impl Drop for Allocation {
    fn drop(&mut self) {
        if self.ptr.is_null() {
            return;
        }
        let freeing = Freeing {
            ptr: self.ptr,
            allocator: self.allocator,
            last: self.track.get_mut().last.take(),
        };
        let home = &self.home;
        super::super::in_context(home.ctx(), || {
            // Under the capture lock, so that no capture begins (and takes the free) meanwhile.
            let mut capture = home.capture();
            if home.capturing() {
                // Freeing now would put the free into the graph: do it when the capture ends.
                capture.deferred.push(freeing);
            } else {
                // A free that fails leaks its memory rather than free it out of order.
                let _ = freeing.run(home);
                drop(capture);
                // Dropped without the lock: the last-use stream it holds may go with it.
                drop(freeing);
            }
        });
    }
}

/// A free waiting to happen: the address, its allocator, and where it was last used.
pub(crate) struct Freeing {
    pub(crate) ptr: CUdeviceptr,
    pub(crate) allocator: Allocator,
    pub(crate) last: Option<Arc<StreamInner>>,
}

impl Freeing {
    /// Frees on `stream` after the work queued there and on the last-use stream; the stream's context
    /// must be current. Memory whose order cannot be established is leaked rather than freed early.
    ///
    /// When the stream cannot be made to wait for the last-use stream, the host waits for that stream
    /// instead, in *its* context (a peer copy's stream belongs to another context, whose work a
    /// `cuCtxSynchronize` of this one does not cover); when that fails too, the memory is leaked.
    pub(crate) fn run(&self, stream: &StreamInner) -> Result<(), DriverError> {
        let driver = stream.ctx().driver();
        if let Some(last) = &self.last {
            stream.order_after(last).or_else(|_| {
                super::super::in_context(last.ctx(), || {
                    last.synchronize_after_use().or_else(|_| {
                        // SAFETY: no arguments; waits for every stream of `last`'s context, current here.
                        unsafe { driver.cuCtxSynchronize() }
                    })
                })
            })?;
        }
        match self.allocator {
            // SAFETY: allocated once, freed once here, in the stream's order after every use.
            Allocator::Pool => unsafe { driver.cuMemFreeAsync(self.ptr, stream.raw()) },
            Allocator::Device => {
                stream.synchronize()?;
                // SAFETY: allocated once, freed once here, after the stream has run every use.
                unsafe { driver.cuMemFree(self.ptr) }
            }
        }
    }
}
