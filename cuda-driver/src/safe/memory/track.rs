//! The memory behind a [`DeviceBuffer`](crate::DeviceBuffer) and its stream-order bookkeeping: where it
//! was last used, the lock that keeps "order after the last use, queue, record" in one piece, and the
//! free that runs after the last use.
//!
//! Everything a launch touches per buffer lies on one cache line: the address the kernel receives, the
//! home stream, the last-use stream, its version and the lock (the `Arc`'s counts, which a launch does
//! not touch, lie on the line before). The lock is a [`FlagLock`]: no locked instruction follows the
//! driver call; a launch on the stream the buffer was last used on takes no lock at all (it checks the
//! version, see `stable_on`).

use std::sync::atomic::{AtomicPtr, AtomicU32, Ordering};
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
    /// The stream `last` named before it, kept so that a buffer going back and forth between streams
    /// (its home and another, or two others) switches without touching a reference count (two locked
    /// instructions per switch: 21 ns of the four-buffer other-stream launch on the stand-in libcuda,
    /// nothing measurable on the H200). It only delays the release of one stream until the buffer is
    /// dropped or used on a third.
    spare: Option<Arc<StreamInner>>,
}

impl Track {
    /// Takes the last-use stream out (for a free that orders after it).
    pub(crate) fn take_last(&mut self) -> Option<Arc<StreamInner>> {
        self.last.take()
    }

    /// Records `stream` (`None`: the home stream) as the last use, reusing the spare where it matches.
    /// The stream that leaves the track goes to `released`, not dropped here under the lock.
    fn set_last(&mut self, stream: Option<&Arc<StreamInner>>, released: &mut Released) {
        let old = match stream {
            None => self.last.take(),
            Some(s)
                if self
                    .spare
                    .as_ref()
                    .is_some_and(|spare| Arc::ptr_eq(spare, s)) =>
            {
                std::mem::swap(&mut self.last, &mut self.spare);
                return;
            }
            Some(s) => self.last.replace(Arc::clone(s)),
        };
        if let Some(old) = old {
            if let Some(gone) = self.spare.replace(old) {
                released.0.push(gone);
            }
        }
    }
}

/// Streams that buffers let go of while a lock was held, dropped when this is.
///
/// Dropping a stream's last owner ends the stream, and its end releases what its capture kept: a buffer
/// freed then takes its home stream's capture lock. Under a buffer's lock, or under a capture lock (the
/// one a `raw` or a copy holds while it orders a buffer), that could wait for a lock the thread itself
/// holds, or take two in the opposite order to another thread. So each operation that orders buffers
/// declares one of these before its first lock: locals drop in reverse order, after every guard.
#[derive(Default)]
pub(crate) struct Released(Vec<Arc<StreamInner>>);

impl Released {
    /// Keeps `stream` until this is dropped.
    pub(crate) fn push(&mut self, stream: Arc<StreamInner>) {
        self.0.push(stream);
    }
}

/// The memory behind a [`DeviceBuffer`](crate::DeviceBuffer), shared with the graphs whose captured work
/// touches it. Aligned to a cache line so that it shares its line with nothing else.
#[repr(align(64))]
pub(crate) struct Allocation {
    pub(crate) ptr: CUdeviceptr,
    pub(crate) home: Arc<StreamInner>,
    track: FlagLock<Track>,
    /// Odd while a switch of the last-use stream is under way (under the lock), and changed by each:
    /// a launch that found the buffer last used on its own stream without the lock reads it before and
    /// after queuing (see [`stable_on`](Self::stable_on)).
    version: AtomicU32,
    /// The last-use stream's address (null for the home stream), mirrored from `track` under the lock
    /// for the lock-free check; compared, never dereferenced.
    last_seen: AtomicPtr<StreamInner>,
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
            version: AtomicU32::new(0),
            last_seen: AtomicPtr::new(std::ptr::null_mut()),
            allocator,
        }
    }

    /// Takes the lock of the buffer's [`Track`], held until the use is queued. Held locks are always
    /// taken in address order.
    #[inline]
    pub(crate) fn lock(&self) -> FlagGuard<'_, Track> {
        self.track.lock()
    }

    /// The lock of the buffer's [`Track`] if no one holds it; never waits.
    #[inline]
    pub(crate) fn try_lock(&self) -> Option<FlagGuard<'_, Track>> {
        self.track.try_lock()
    }

    /// Orders a use on `stream` after the buffer's earlier uses; the lock is held by the caller until the
    /// use is queued. The stream's context must be current.
    #[inline]
    pub(crate) fn use_on(
        &self,
        track: &mut Track,
        stream: &Arc<StreamInner>,
        released: &mut Released,
    ) -> Result<(), DriverError> {
        self.use_on_after(track, stream, &mut None, released)
    }

    /// As [`use_on`](Self::use_on), skipping the wait when `ordered` names the stream this buffer was
    /// last used on (a launch with several buffers of one stream waits for it once), and setting
    /// `ordered` to the stream it waited for. A stream the buffer lets go of goes to `released`.
    #[inline]
    pub(crate) fn use_on_after(
        &self,
        track: &mut Track,
        stream: &Arc<StreamInner>,
        ordered: &mut Option<*const StreamInner>,
        released: &mut Released,
    ) -> Result<(), DriverError> {
        let prev = track.last.as_ref().unwrap_or(&self.home);
        if Arc::ptr_eq(prev, stream) {
            return Ok(());
        }
        self.switch(track, stream, ordered, released)
    }

    /// The slow half of [`use_on_after`](Self::use_on_after): the buffer was last used on another stream.
    #[inline(never)]
    fn switch(
        &self,
        track: &mut Track,
        stream: &Arc<StreamInner>,
        ordered: &mut Option<*const StreamInner>,
        released: &mut Released,
    ) -> Result<(), DriverError> {
        // Odd before the wait is queued: a lock-free launch on the old stream queued after that wait
        // sees the change and waits for its own launch instead. No fence: the record (or, for a
        // per-thread stream, the wait on its event) and that launch (or its event record) act on one
        // stream or event, which the driver orders between threads, so the store made before our call
        // is visible to the thread whose call comes after it.
        self.begin_switch();
        let prev = track.last.as_ref().unwrap_or(&self.home);
        let mut waited = Ok(());
        if *ordered != Some(Arc::as_ptr(prev)) {
            waited = stream.order_after(prev);
            if waited.is_ok() {
                *ordered = Some(Arc::as_ptr(prev));
            }
        }
        if waited.is_ok() {
            track.set_last(
                (!Arc::ptr_eq(stream, &self.home)).then_some(stream),
                released,
            );
            let seen = track.last.as_ref().map_or(std::ptr::null(), Arc::as_ptr);
            self.last_seen.store(seen.cast_mut(), Ordering::Relaxed);
        }
        self.end_switch();
        waited
    }

    /// Whether a use on `stream` must switch the last-use stream (wait for the old one); under the lock.
    #[inline]
    pub(crate) fn needs_switch(&self, track: &Track, stream: &Arc<StreamInner>) -> bool {
        !Arc::ptr_eq(track.last.as_ref().unwrap_or(&self.home), stream)
    }

    /// Makes the version odd (if it is not already), before any wait of a switch is queued; under the
    /// lock. A launch with several buffers marks all of them before its first wait, which they share.
    #[inline]
    pub(crate) fn begin_switch(&self) {
        let version = self.version.load(Ordering::Relaxed);
        if version & 1 == 0 {
            self.version
                .store(version.wrapping_add(1), Ordering::Release);
        }
    }

    /// Makes the version even again, after the last-use stream is updated; under the lock.
    #[inline]
    pub(crate) fn end_switch(&self) {
        let version = self.version.load(Ordering::Relaxed);
        if version & 1 == 1 {
            self.version
                .store(version.wrapping_add(1), Ordering::Release);
        }
    }

    /// For a launch without the lock: `Some(version)` when the buffer was last used on `stream` and no
    /// switch is under way, so that the launch needs no wait; it then checks
    /// [`changed_since`](Self::changed_since) after queuing.
    #[inline]
    pub(crate) fn stable_on(&self, stream: &Arc<StreamInner>) -> Option<u32> {
        let version = self.version.load(Ordering::Acquire);
        let seen = self.last_seen.load(Ordering::Acquire).cast_const();
        let last = if seen.is_null() {
            Arc::as_ptr(&self.home)
        } else {
            seen
        };
        (version & 1 == 0 && std::ptr::eq(last, Arc::as_ptr(stream))).then_some(version)
    }

    /// Whether a switch began since [`stable_on`](Self::stable_on) returned `version`.
    #[inline]
    pub(crate) fn changed_since(&self, version: u32) -> bool {
        self.version.load(Ordering::Acquire) != version
    }

    /// A switch ran on another thread while a launch on `stream` was queued without the lock, and may
    /// have waited for `stream` before the launch: wait for the launch on the host (the stream's context
    /// is current), or keep the memory for good when that fails or cannot be done (`recorded` false:
    /// a per-thread stream's event was not recorded after the launch).
    #[cold]
    #[inline(never)]
    pub(crate) fn raced_switch(this: &Arc<Self>, stream: &StreamInner, recorded: bool) {
        if !recorded || stream.synchronize_after_use().is_err() {
            super::super::stream::keep_forever(this);
        }
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
        let driver = stream.driver();
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
            Allocator::Pool => stream.gated(|raw| {
                // SAFETY: allocated once, freed once here, in the stream's order after every use.
                unsafe { driver.cuMemFreeAsync(self.ptr, raw) }
            }),
            Allocator::Device => {
                stream.synchronize()?;
                // SAFETY: allocated once, freed once here, after the stream has run every use.
                unsafe { driver.cuMemFree(self.ptr) }
            }
        }
    }
}
