//! Streams: created streams, the legacy default stream, the calling thread's per-thread default stream;
//! synchronise, query, wait on events, capture into graphs. Also the stream-order bookkeeping that buffers
//! and graphs use: each stream owns one event, recorded when another stream must wait for it.

use std::marker::PhantomData;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::sys::{
    CUcontext, CUevent, CUevent_flags, CUgraph, CUresult, CUstream, CUstreamCaptureMode,
    CUstream_flags,
};
use crate::{Context, Driver, DriverError, Error, Event, Graph};

use super::gate::Gate;
use super::graph::Keep;
use super::memory::Freeing;

/// Keeps `value` alive for good: for what work that a capture may have taken without the graph
/// holding it touches (see [`StreamInner::generation`]).
#[cold]
pub(crate) fn keep_forever<T>(value: &Arc<T>) {
    std::mem::forget(Arc::clone(value));
}

/// [`StreamInner::check_thread`]'s error, out of line.
#[cold]
#[inline(never)]
fn wrong_thread(what: &str) -> Error {
    Error::InvalidArgument(format!(
        "{what}: a per-thread default stream used from another thread than the one that made it (there \
         the handle means that thread's own stream); make a PerThreadStream on this thread"
    ))
}

/// Which stream a [`Stream`] value names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Made with `cuStreamCreate`; destroyed after its last owner.
    Created,
    /// `CU_STREAM_LEGACY`: the context's legacy default stream.
    Legacy,
    /// `CU_STREAM_PER_THREAD`: whichever thread calls means its own stream.
    PerThread,
}

/// What a capture collects: the memory and modules the captured work touches (moved into the
/// [`Graph`]), and frees that arrived while the stream could not take them.
#[derive(Default)]
pub(crate) struct Capture {
    pub(crate) keep: Vec<Keep>,
    pub(crate) deferred: Vec<Freeing>,
}

/// The shared part of a stream: what buffers, graphs and events hold.
///
/// Everything a launch or a stream-ordered call reads lies on the first cache line, in this order (the
/// `Arc`'s counts, which such calls do not touch, lie on the line before): the handle, the context's
/// handle and the driver (copied from `ctx`, so that binding the context reads no other line), the
/// event, the capture count, the gate and the kind. On the H200 a launch that reads a few more cold lines
/// than the raw pointer does costs measurably more (`benches/c/floor.c`).
#[repr(C, align(64))]
pub(crate) struct StreamInner {
    raw: CUstream,
    /// `ctx`'s handle.
    ctx_raw: CUcontext,
    /// `ctx`'s driver.
    driver: &'static Driver,
    /// Recorded on this stream when another must wait for the work queued on it so far.
    event: CUevent,
    /// Counts the captures begun and ended: odd while one is on. It changes only under `capture`'s lock,
    /// and turns odd *before* `cuStreamBeginCapture`, so work queued without the lock that reads the
    /// same even value before and after queuing was not captured (see [`generation`](Self::generation)).
    generation: AtomicU64,
    /// Keeps every driver call naming the stream apart from a capture beginning or ending on it (the
    /// driver crashes otherwise); see [`gated`](Self::gated).
    gate: Gate,
    kind: Kind,
    /// For `Kind::PerThread`: the thread whose stream the handle means (the one that made the value).
    thread: Option<std::thread::ThreadId>,
    /// Keeps the context alive as long as the stream.
    ctx: Context,
    capture: Mutex<Capture>,
}

// SAFETY: the handles are names the driver accepts from any thread; `Kind::PerThread` handles are only
// recorded on from the thread that queued the work (see `after_use`).
unsafe impl Send for StreamInner {}
// SAFETY: as above; the mutable state is behind an atomic and a mutex.
unsafe impl Sync for StreamInner {}

impl std::fmt::Debug for StreamInner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stream")
            .field("raw", &self.raw)
            .field("kind", &self.kind)
            .finish_non_exhaustive()
    }
}

impl StreamInner {
    fn new(ctx: &Context, raw: CUstream, kind: Kind) -> Result<Arc<Self>, Error> {
        let driver = ctx.driver();
        let mut event = CUevent::null();
        let flags = CUevent_flags::CU_EVENT_DISABLE_TIMING.raw();
        // SAFETY: `event` is a valid out-parameter; the context is current (bound by the caller).
        if let Err(e) = unsafe { driver.cuEventCreate(event.as_mut_ptr(), flags) } {
            if kind == Kind::Created {
                // SAFETY: created a moment ago by the caller and not handed out.
                let _ = unsafe { driver.cuStreamDestroy(raw) };
            }
            return Err(e.into());
        }
        Ok(Arc::new(StreamInner {
            raw,
            ctx_raw: ctx.raw(),
            driver,
            event,
            generation: AtomicU64::new(0),
            gate: Gate::default(),
            kind,
            thread: (kind == Kind::PerThread).then(|| std::thread::current().id()),
            ctx: ctx.clone(),
            capture: Mutex::new(Capture::default()),
        }))
    }

    #[inline]
    pub(crate) fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// The driver the stream was made with.
    #[inline]
    pub(crate) fn driver(&self) -> &'static Driver {
        self.driver
    }

    /// Makes the stream's context current on this thread when it is not (asking the driver, never a
    /// cached record): as `Context::bind`, reading only this stream's first line.
    #[inline]
    pub(crate) fn bind(&self) -> Result<(), DriverError> {
        super::bind(self.driver, self.ctx_raw)
    }

    /// Runs `call`, one driver call naming this stream (handed to it), never while a capture begins or
    /// ends on the stream: on driver 580 a launch, record, query or synchronize racing
    /// `cuStreamBeginCapture`/`cuStreamEndCapture` of the same stream crashes inside libcuda. `call`
    /// must not wait for a lock or call `gated` again (the gate's wait would then have no end).
    #[inline]
    pub(crate) fn gated<R>(&self, call: impl FnOnce(CUstream) -> R) -> R {
        self.gate.pass(|| call(self.raw))
    }

    #[inline]
    pub(crate) fn kind(&self) -> Kind {
        self.kind
    }

    #[inline]
    pub(crate) fn capturing(&self) -> bool {
        self.generation() & 1 == 1
    }

    /// The capture count: odd while a capture is on. Work queued without the capture lock reads it
    /// before and after queuing; an odd value first means "take the lock" (the capture could end
    /// meanwhile), a changed value after means a capture began in between, so the work may be in its
    /// graph, which then does not hold what the work touches: the caller keeps those alive for good
    /// (leaks them: rare, and sound).
    #[inline]
    pub(crate) fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// The capture lock: while it is held, no capture begins or ends on the stream.
    pub(crate) fn capture(&self) -> MutexGuard<'_, Capture> {
        self.capture.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The capture lock, refusing a capturing stream: work that must not be captured (host memory,
    /// allocations, graph launches) is queued holding it, so no capture begins until it is queued.
    pub(crate) fn exclude_capture(&self, what: &str) -> Result<MutexGuard<'_, Capture>, Error> {
        let guard = self.capture();
        self.refuse_if_capturing(what)?;
        Ok(guard)
    }

    /// Whether this stream's event already covers its queued work (per-thread streams record right after
    /// each use, on the calling thread; a capturing stream recorded it when the capture began).
    #[inline]
    fn recorded_eagerly(&self) -> bool {
        self.kind == Kind::PerThread || self.capturing()
    }

    /// Makes later work on `self` wait for the work queued on `prev` so far. Nothing when they are the
    /// same stream. The context must be current.
    #[inline]
    pub(crate) fn order_after(&self, prev: &StreamInner) -> Result<(), DriverError> {
        if std::ptr::eq(self, prev) {
            return Ok(());
        }
        let driver = self.driver;
        if !prev.recorded_eagerly() {
            if prev.kind == Kind::Legacy && prev.ctx_raw != self.ctx_raw {
                // `CU_STREAM_LEGACY` means the legacy stream of the *current* context: record with
                // `prev`'s context bound, or the event would land on this context's legacy stream
                // (or be refused, and the caller's fallback wait the wrong context).
                super::in_context(&prev.ctx, || {
                    prev.gated(|raw| {
                        // SAFETY: the event and stream live as long as `prev`; its context is current.
                        unsafe { driver.cuEventRecord(prev.event, raw) }
                    })
                })?;
            } else {
                prev.gated(|raw| {
                    // SAFETY: the event and stream live as long as `prev`.
                    unsafe { driver.cuEventRecord(prev.event, raw) }
                })?;
            }
        }
        self.gated(|raw| {
            // SAFETY: both live as long as the borrows.
            unsafe { driver.cuStreamWaitEvent(raw, prev.event, 0) }
        })
    }

    /// To be called after queuing tracked work on `self`: a per-thread stream records its event now, on
    /// the thread whose stream it is, so that a later [`order_after`](Self::order_after) from any thread
    /// waits for the right stream.
    #[inline]
    pub(crate) fn after_use(&self) -> Result<(), DriverError> {
        if self.kind == Kind::PerThread {
            self.gated(|raw| {
                // SAFETY: the event lives as long as `self`; the handle means this thread's stream.
                unsafe { self.driver.cuEventRecord(self.event, raw) }
            })?;
        }
        Ok(())
    }

    /// Refuses a per-thread stream used from another thread than the one that made it. There the handle
    /// means that other thread's stream, which the stream's bookkeeping (its event, its capture flag) does
    /// not follow; and a `&Stream` borrowed from a [`PerThreadStream`] is `Send` (`Stream` is `Sync`), so a
    /// scoped thread can hold one. Every use of a stream calls this before queuing work on it.
    #[inline]
    pub(crate) fn check_thread(&self, what: &str) -> Result<(), Error> {
        match self.thread {
            Some(owner) if owner != std::thread::current().id() => Err(wrong_thread(what)),
            _ => Ok(()),
        }
    }

    /// The error for work that cannot go on a capturing stream.
    pub(crate) fn refuse_if_capturing(&self, what: &str) -> Result<(), Error> {
        if self.capturing() {
            return Err(Error::InvalidArgument(format!(
                "{what}: the stream is capturing a graph; host memory and allocations cannot be part of a \
                 graph made by the safe layer (end the capture first)"
            )));
        }
        Ok(())
    }

    /// Waits until the work queued on the stream by its last tracked use is done (the event, where it is
    /// recorded eagerly; the stream otherwise); the context must be current.
    pub(crate) fn synchronize_after_use(&self) -> Result<(), DriverError> {
        if self.recorded_eagerly() {
            // SAFETY: the event lives as long as `self`.
            unsafe { self.driver.cuEventSynchronize(self.event) }
        } else {
            self.synchronize()
        }
    }

    /// Waits until all work on the stream is done; the context must be current.
    #[inline]
    pub(crate) fn synchronize(&self) -> Result<(), DriverError> {
        self.gated(|raw| {
            // SAFETY: the stream lives as long as `self`.
            unsafe { self.driver.cuStreamSynchronize(raw) }
        })
    }
}

impl Drop for StreamInner {
    fn drop(&mut self) {
        let driver = self.ctx.driver();
        let capture = std::mem::take(self.capture.get_mut().unwrap_or_else(|e| e.into_inner()));
        let this = &*self;
        super::in_context(&this.ctx, || {
            if this.capturing() {
                let mut graph = CUgraph::null();
                // SAFETY: ends the capture this stream began; the graph is destroyed at once.
                if unsafe { driver.cuStreamEndCapture(this.raw, graph.as_mut_ptr()) }.is_ok()
                    && !graph.is_null()
                {
                    // SAFETY: the graph was just made and is not handed out.
                    let _ = unsafe { driver.cuGraphDestroy(graph) };
                }
                this.generation.fetch_add(1, Ordering::Release);
            }
            drop(capture.keep);
            for freeing in &capture.deferred {
                let _ = freeing.run(this);
            }
            if this.kind == Kind::Created {
                // SAFETY: created once, destroyed once here, after the last owner (queued work still
                // completes: the driver releases the stream when it is idle).
                let _ = unsafe { driver.cuStreamDestroy(this.raw) };
            }
            // SAFETY: created once in `new`, destroyed once here.
            let _ = unsafe { driver.cuEventDestroy(this.event) };
        });
    }
}

/// A stream of a context: created with [`new`](Self::new), or the context's legacy default stream
/// ([`legacy`](Self::legacy)). Buffers allocated on it hold it, so it is destroyed after the last of them
/// and after its last owner.
#[derive(Debug)]
pub struct Stream {
    inner: Arc<StreamInner>,
}

impl Stream {
    /// Creates a stream in `ctx` (`CU_STREAM_DEFAULT`, or `CU_STREAM_NON_BLOCKING` for one that does not
    /// wait for the legacy default stream).
    ///
    /// # Errors
    /// A failing `cuStreamCreate`.
    pub fn new(ctx: &Context, flags: CUstream_flags) -> Result<Self, Error> {
        ctx.bind()?;
        let mut raw = CUstream::null();
        // SAFETY: `raw` is a valid out-parameter; the context is current.
        unsafe { ctx.driver().cuStreamCreate(raw.as_mut_ptr(), flags.raw()) }?;
        Ok(Stream {
            inner: StreamInner::new(ctx, raw, Kind::Created)?,
        })
    }

    /// Creates a stream with a priority (lower numbers are higher priority; see
    /// [`Context::stream_priority_range`]).
    ///
    /// # Errors
    /// A failing `cuStreamCreateWithPriority`.
    pub fn with_priority(
        ctx: &Context,
        flags: CUstream_flags,
        priority: i32,
    ) -> Result<Self, Error> {
        ctx.bind()?;
        let mut raw = CUstream::null();
        // SAFETY: `raw` is a valid out-parameter; the context is current.
        unsafe {
            ctx.driver()
                .cuStreamCreateWithPriority(raw.as_mut_ptr(), flags.raw(), priority)
        }?;
        Ok(Stream {
            inner: StreamInner::new(ctx, raw, Kind::Created)?,
        })
    }

    /// The context's legacy default stream (`CU_STREAM_LEGACY`): the one the runtime API calls stream 0
    /// without per-thread default streams. It is the same stream whichever thread uses it.
    ///
    /// # Errors
    /// A failing `cuEventCreate` (for the stream's bookkeeping event).
    pub fn legacy(ctx: &Context) -> Result<Self, Error> {
        ctx.bind()?;
        Ok(Stream {
            inner: StreamInner::new(ctx, CUstream::from_native_handle(0x1), Kind::Legacy)?,
        })
    }

    pub(crate) fn inner(&self) -> &Arc<StreamInner> {
        &self.inner
    }

    /// The raw handle (valid while `self` lives). For the legacy default stream it is
    /// `CU_STREAM_LEGACY`, for a [`PerThreadStream`] `CU_STREAM_PER_THREAD`.
    ///
    /// Foreign code calling the driver with it must not do so while another thread is in
    /// [`begin_capture`](Self::begin_capture) or [`end_capture`](Self::end_capture) of this stream: the
    /// driver crashes when a call on a stream races a capture beginning or ending on it, and the safe
    /// layer keeps only its own calls apart.
    #[inline]
    pub fn raw(&self) -> CUstream {
        self.inner.raw
    }

    /// The context the stream belongs to.
    #[inline]
    pub fn context(&self) -> &Context {
        &self.inner.ctx
    }

    /// Waits until all work on the stream is done.
    ///
    /// # Errors
    /// A failing `cuStreamSynchronize`, which also reports errors of the stream's earlier work.
    #[inline]
    pub fn synchronize(&self) -> Result<(), Error> {
        self.inner.check_thread("Stream::synchronize")?;
        self.inner.bind()?;
        self.inner.synchronize()?;
        Ok(())
    }

    /// Whether all work on the stream is done (`CUDA_ERROR_NOT_READY` is `Ok(false)`).
    ///
    /// # Errors
    /// Any other failing code of `cuStreamQuery`.
    #[inline]
    pub fn query(&self) -> Result<bool, Error> {
        self.inner.check_thread("Stream::query")?;
        self.inner.bind()?;
        let queried = self.inner.gated(|raw| {
            // SAFETY: the stream lives as long as `self`.
            unsafe { self.inner.driver.cuStreamQuery(raw) }
        });
        match queried {
            Ok(()) => Ok(true),
            Err(e) if e.code() == Some(CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
            Err(e) => Err(e.into()),
        }
    }

    /// Makes later work on this stream wait until `event` has completed.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `event` was last recorded on a capturing stream and this stream is
    /// not capturing (the wait would make it join the capture unseen); a failing `cuStreamWaitEvent`.
    #[inline]
    pub fn wait_event(&self, event: &Event) -> Result<(), Error> {
        self.inner.check_thread("Stream::wait_event")?;
        self.inner.bind()?;
        let captured = event.captured.lock().unwrap_or_else(|e| e.into_inner());
        if *captured && !self.inner.capturing() {
            // The wait would make this stream join the capture without the safe layer knowing: its
            // work would go into the graph, which would then not hold the buffers it touches.
            return Err(Error::InvalidArgument(
                "Stream::wait_event: the event was last recorded into a graph being captured, and \
                 waiting on it would pull this stream into the capture behind the safe layer's back; \
                 queue the work on the capturing stream"
                    .into(),
            ));
        }
        self.inner.gated(|raw| {
            // SAFETY: both live as long as the borrows.
            unsafe {
                self.inner
                    .ctx
                    .driver()
                    .cuStreamWaitEvent(raw, event.raw(), 0)
            }
        })?;
        drop(captured);
        Ok(())
    }

    /// Makes later work on this stream wait for the work queued on `other` so far.
    ///
    /// # Errors
    /// A failing `cuEventRecord` or `cuStreamWaitEvent`.
    pub fn wait_for(&self, other: &Stream) -> Result<(), Error> {
        self.inner.check_thread("Stream::wait_for")?;
        self.inner.bind()?;
        self.inner.order_after(&other.inner)?;
        Ok(())
    }

    /// Starts capturing the work issued to this stream into a graph. Work issued through the safe layer
    /// during the capture makes the graph hold what it touches (buffers, modules).
    ///
    /// The per-thread default stream is not captured through the safe layer: every
    /// [`PerThreadStream`] of a thread names that one stream, each with bookkeeping of its own, so work
    /// issued through another handle would go into the graph without the graph holding its buffers.
    /// Capture a created stream ([`Stream::new`]) instead.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a stream already capturing and for the per-thread default stream;
    /// a failing `cuEventRecord` or `cuStreamBeginCapture` (for example on the legacy default stream).
    pub fn begin_capture(&self, mode: CUstreamCaptureMode) -> Result<(), Error> {
        let driver = self.inner.ctx.driver();
        self.inner.check_thread("Stream::begin_capture")?;
        if self.inner.kind == Kind::PerThread {
            return Err(Error::InvalidArgument(
                "Stream::begin_capture: the per-thread default stream cannot be captured through the \
                 safe layer (each PerThreadStream of a thread names the same stream, so no one handle \
                 sees all the work a capture would take); capture a created stream (Stream::new)"
                    .into(),
            ));
        }
        self.inner.bind()?;
        // Held until the capture is on: work that must not be captured, and frees, wait for it.
        let _capture = self.inner.capture();
        if self.inner.capturing() {
            return Err(Error::InvalidArgument(
                "Stream::begin_capture: the stream is already capturing".into(),
            ));
        }
        // Odd before the capture begins: work queued meanwhile without the lock sees the change.
        self.inner.generation.fetch_add(1, Ordering::AcqRel);
        // With the gate closed: no other call on the stream is in flight while the event is recorded
        // and the capture begins, so no work queued without the lock falls between the two (real work
        // that the event, which later uses order after while the stream captures, would not cover).
        let begun = self.inner.gate.closed(|| {
            // SAFETY: the event and stream live as long as `self`; the gate is closed, so the calls
            // are made directly, not through a pass.
            unsafe { driver.cuEventRecord(self.inner.event, self.inner.raw) }
                .and_then(|()| unsafe { driver.cuStreamBeginCapture(self.inner.raw, mode) })
        });
        if begun.is_err() {
            self.inner.generation.fetch_add(1, Ordering::AcqRel);
        }
        begun?;
        Ok(())
    }

    /// Ends the capture and returns the captured graph, which holds the buffers and modules its work
    /// touches.
    ///
    /// # Errors
    /// A failing `cuStreamEndCapture` (for example `CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`).
    pub fn end_capture(&self) -> Result<Graph, Error> {
        let driver = self.inner.ctx.driver();
        self.inner.check_thread("Stream::end_capture")?;
        self.inner.bind()?;
        let mut graph = CUgraph::null();
        // Held until the deferred frees are queued: no capture begins (to take them) or ends meanwhile.
        let mut lock = self.inner.capture();
        if !self.inner.capturing() {
            return Err(Error::InvalidArgument(
                "Stream::end_capture: the stream is not capturing".into(),
            ));
        }
        // With the gate closed, as in `begin_capture`.
        let result = self.inner.gate.closed(|| {
            // SAFETY: `graph` is a valid out-parameter; the stream lives as long as `self`.
            unsafe { driver.cuStreamEndCapture(self.inner.raw, graph.as_mut_ptr()) }
        });
        self.inner.generation.fetch_add(1, Ordering::AcqRel);
        let capture = std::mem::take(&mut *lock);
        for freeing in &capture.deferred {
            // A free that fails here leaks its memory rather than free it out of order.
            let _ = freeing.run(&self.inner);
        }
        drop(lock);
        // Dropped without the lock: the last-use streams they hold may go with them.
        drop(capture.deferred);
        result?;
        Ok(Graph::from_raw(self.inner.ctx.clone(), graph, capture.keep))
    }

    /// Waits for the stream's queued work, reporting its error (which drop would not), then lets the
    /// value go; the handle itself is destroyed after the buffers and graphs that still hold the stream.
    ///
    /// # Errors
    /// A failing `cuStreamSynchronize`.
    pub fn close(self) -> Result<(), Error> {
        self.synchronize()
    }
}

/// The calling thread's per-thread default stream (`CU_STREAM_PER_THREAD`). The handle means "the stream
/// of the thread that calls", so the value stays on the thread that made it: it is neither `Send` nor
/// `Sync`.
///
/// ```compile_fail
/// fn needs_send<T: Send>(_: T) {}
/// fn check(s: cuda_driver::PerThreadStream) { needs_send(s) }
/// ```
///
/// Buffers cannot be allocated on it (their frees could land on another thread's stream); buffers of other
/// streams may be used on it, and are ordered like any other use. The `&Stream` it dereferences to can
/// reach another thread (a scoped one), where every use of it is refused.
#[derive(Debug)]
pub struct PerThreadStream {
    stream: Stream,
    _this_thread: PhantomData<*const ()>,
}

impl PerThreadStream {
    /// The calling thread's default stream in `ctx`.
    ///
    /// # Errors
    /// A failing `cuEventCreate` (for the stream's bookkeeping event).
    pub fn new(ctx: &Context) -> Result<Self, Error> {
        ctx.bind()?;
        Ok(PerThreadStream {
            stream: Stream {
                inner: StreamInner::new(ctx, CUstream::from_native_handle(0x2), Kind::PerThread)?,
            },
            _this_thread: PhantomData,
        })
    }
}

impl std::ops::Deref for PerThreadStream {
    type Target = Stream;
    fn deref(&self) -> &Stream {
        &self.stream
    }
}
