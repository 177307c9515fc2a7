//! Streams: created streams and the context's legacy default stream; synchronise, query, wait for one
//! another, fork. A stream that a [`Context::capture`] scope makes is a stream too, marked as capturing
//! for its whole life: what it collects for the graph ([`Scope`]) lives here, type-erased, so that this
//! file knows nothing of buffers or graphs.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::sys::{CUcontext, CUevent, CUevent_flags, CUresult, CUstream, CUstream_flags};
use crate::{Context, Driver, DriverError, Error};

use crate::safe::host_fn::release;
use crate::safe::host_fn::{self, Panics};
use crate::safe::order::mode::Mode;
use crate::safe::owners::current;

mod join;

/// Something a graph holds for as long as it lives (memory, a module, a host snapshot).
pub(crate) type Held = Arc<dyn Any + Send + Sync>;

/// Which stream a [`Stream`] value names.
#[derive(Debug)]
pub(crate) enum Kind {
    /// Made with `cuStreamCreate`; destroyed after its last owner.
    Created,
    /// `CU_STREAM_LEGACY`: the context's legacy default stream.
    Legacy,
    /// Made by a capture scope, capturing from before user code sees it until after user code can no
    /// longer name it.
    Capture(Arc<Scope>),
}

/// What one capture collects, shared by its streams (the scope's and its forks').
#[derive(Debug, Default)]
pub(crate) struct Scope {
    state: Mutex<ScopeState>,
}

/// A buffer used in a capture: the memory (kept), the capture stream of its last write there and
/// those of the reads since (the rule of `order`, inside the capture).
pub(crate) struct ScopeUse {
    pub(crate) memory: Held,
    pub(crate) write: Option<Arc<StreamInner>>,
    pub(crate) reads: Vec<Arc<StreamInner>>,
}

impl ScopeUse {
    /// Orders a use on `s` by the rule: a read after the last write, a write after it and every
    /// read since. `s`'s context must be current.
    pub(crate) fn order(&self, s: &StreamInner, mode: Mode) -> Result<(), DriverError> {
        if mode == Mode::Read && self.reads.iter().any(|r| std::ptr::eq(Arc::as_ptr(r), s)) {
            return Ok(());
        }
        if let Some(w) = &self.write {
            s.order_after(w)?;
        }
        if mode == Mode::Write {
            for r in &self.reads {
                s.order_after(r)?;
            }
        }
        Ok(())
    }

    /// Records a use on `s`, queued after [`order`](Self::order).
    pub(crate) fn record(&mut self, s: &Arc<StreamInner>, mode: Mode) {
        match mode {
            Mode::Write => {
                self.write = Some(Arc::clone(s));
                self.reads.clear();
            }
            Mode::Read => {
                let wrote = self.write.as_ref().is_some_and(|w| Arc::ptr_eq(w, s));
                if !wrote && !self.reads.iter().any(|r| Arc::ptr_eq(r, s)) {
                    self.reads.push(Arc::clone(s));
                }
            }
        }
    }

    /// `child`'s work is now ordered before `parent`'s later work: a use on `child` counts as one on
    /// `parent`, which outlives it in the capture.
    fn joined(&mut self, child: &Arc<StreamInner>, parent: &Arc<StreamInner>) {
        if self.write.as_ref().is_some_and(|w| Arc::ptr_eq(w, child)) {
            self.write = Some(Arc::clone(parent));
        }
        if let Some(at) = self.reads.iter().position(|r| Arc::ptr_eq(r, child)) {
            self.reads.swap_remove(at);
            let wrote = self.write.as_ref().is_some_and(|w| Arc::ptr_eq(w, parent));
            if !wrote && !self.reads.iter().any(|r| Arc::ptr_eq(r, parent)) {
                self.reads.push(Arc::clone(parent));
            }
        }
    }
}

/// See [`Scope`].
#[derive(Default)]
pub(crate) struct ScopeState {
    /// Buffers by the address of their shared state, each with its latest capture stream.
    pub(crate) uses: HashMap<usize, ScopeUse>,
    /// Everything else the captured work touches.
    pub(crate) held: Vec<Held>,
    /// Every stream of the capture, kept until it ends (a forked stream is part of the capture until
    /// then, so it is destroyed only after).
    pub(crate) streams: Vec<Arc<StreamInner>>,
}

impl std::fmt::Debug for ScopeState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScopeState")
            .field("uses", &self.uses.len())
            .field("held", &self.held.len())
            .finish_non_exhaustive()
    }
}

impl Scope {
    /// The scope's lock: held while work is queued into the capture, so that its record of what the
    /// work touches and the order between its streams change together.
    pub(crate) fn lock(&self) -> MutexGuard<'_, ScopeState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The shared part of a stream: what buffers, graphs and events hold. What a launch reads (the fields
/// up to `kind`) lies on one cache line, and the `Arc`'s counts, which a launch does not touch, on the
/// line before: a launch's driver call evicts much of the CPU's caches, and each further line costs it.
#[repr(C, align(64))]
pub(crate) struct StreamInner {
    raw: CUstream,
    /// `ctx`'s handle, for the context checks.
    ctx_raw: CUcontext,
    /// `ctx`'s driver.
    driver: &'static Driver,
    /// Recorded on this stream when another must wait for the work queued on it so far.
    event: CUevent,
    kind: Kind,
    /// Panics of host functions queued here, until `Stream::synchronize` or `Stream::query` reports
    /// them. Each queued function holds this, never the stream, so that its end releases nothing of
    /// the driver's.
    panics: Arc<Panics>,
    /// Keeps the context alive as long as the stream.
    ctx: Context,
}

const _: () = assert!(std::mem::offset_of!(StreamInner, panics) <= 64);

// SAFETY: the handles are names the driver accepts from any thread; the value holds no thread state, and
// the capture record is behind a mutex.
unsafe impl Send for StreamInner {}
// SAFETY: as above.
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
    /// Wraps `raw` (created by the caller, or a special handle), creating its ordering event; a created
    /// stream is destroyed again when that fails. The context must be current.
    pub(crate) fn new(ctx: &Context, raw: CUstream, kind: Kind) -> Result<Arc<Self>, Error> {
        let driver = ctx.driver();
        let mut event = CUevent::null();
        let flags = CUevent_flags::CU_EVENT_DISABLE_TIMING.raw();
        // SAFETY: `event` is a valid out-parameter; the context is current (bound by the caller).
        if let Err(e) = unsafe { driver.cuEventCreate(event.as_mut_ptr(), flags) } {
            if !matches!(kind, Kind::Legacy) {
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
            kind,
            panics: Arc::default(),
            ctx: ctx.clone(),
        }))
    }

    /// Creates a stream in `ctx` (current here) with `flags`.
    pub(crate) fn create(
        ctx: &Context,
        flags: CUstream_flags,
        kind: Kind,
    ) -> Result<Arc<Self>, Error> {
        let mut raw = CUstream::null();
        // SAFETY: `raw` is a valid out-parameter; the context is current.
        unsafe { ctx.driver().cuStreamCreate(raw.as_mut_ptr(), flags.raw()) }?;
        StreamInner::new(ctx, raw, kind)
    }

    #[inline]
    pub(crate) fn ctx(&self) -> &Context {
        &self.ctx
    }

    /// The context's handle (what the context checks compare).
    #[inline]
    pub(crate) fn ctx_raw(&self) -> CUcontext {
        self.ctx_raw
    }

    /// The driver the stream was made with.
    #[inline]
    pub(crate) fn driver(&self) -> &'static Driver {
        self.driver
    }

    #[inline]
    pub(crate) fn raw(&self) -> CUstream {
        self.raw
    }

    /// Makes the stream's context current on this thread when it is not (asking the driver, never a
    /// cached record).
    #[inline]
    pub(crate) fn bind(&self) -> Result<(), DriverError> {
        current::bind(self.driver, self.ctx_raw)
    }

    /// The record of panics of host functions queued here.
    #[inline]
    pub(crate) fn panics(&self) -> &Arc<Panics> {
        &self.panics
    }

    /// The capture this stream belongs to, if it is a capture stream (fixed for the stream's life).
    #[inline]
    pub(crate) fn scope(&self) -> Option<&Arc<Scope>> {
        match &self.kind {
            Kind::Capture(scope) => Some(scope),
            _ => None,
        }
    }

    /// Refuses a capture stream for work that cannot be part of a graph, naming the operation.
    pub(crate) fn refuse_capture(&self, what: &str) -> Result<(), Error> {
        if self.scope().is_some() {
            return Err(Error::InvalidArgument(format!(
                "{what}: not on a capture stream (the work would run at each replay of the graph, or \
                 its result would be needed before the graph exists); do it outside the capture scope"
            )));
        }
        Ok(())
    }

    /// Refuses an object of another context than this stream's: `what` is the call, `owner` the kind
    /// of object.
    #[inline]
    pub(crate) fn same_context(
        &self,
        what: &str,
        owner: &str,
        ctx: CUcontext,
    ) -> Result<(), Error> {
        if ctx == self.ctx_raw {
            Ok(())
        } else {
            Err(other_context(what, owner))
        }
    }

    /// Records the stream's event: it then covers the work queued on the stream so far. The legacy
    /// stream's handle means "the current context's", so it records with its own context bound.
    fn record(&self) -> Result<(), DriverError> {
        let record = || {
            // SAFETY: the event and stream live as long as `self`.
            unsafe { self.driver.cuEventRecord(self.event, self.raw) }
        };
        match self.kind {
            Kind::Legacy => current::in_context(&self.ctx, record),
            _ => record(),
        }
    }

    /// Makes later work on `self` wait for the work queued on `prev` so far. Nothing when they are the
    /// same stream. `self`'s context must be current.
    ///
    /// Two threads may record `prev`'s one event at once: a wait then covers the later record, which
    /// includes everything the earlier one did, so each wait is at least as late as it needs.
    pub(crate) fn order_after(&self, prev: &StreamInner) -> Result<(), DriverError> {
        if std::ptr::eq(self, prev) {
            return Ok(());
        }
        prev.record()?;
        // SAFETY: both live as long as the borrows; an event may be waited on from any context.
        unsafe { self.driver.cuStreamWaitEvent(self.raw, prev.event, 0) }
    }

    /// Waits until all work on the stream is done, with its context bound.
    pub(crate) fn synchronize(&self) -> Result<(), DriverError> {
        current::in_context(&self.ctx, || {
            // SAFETY: the stream lives as long as `self`.
            unsafe { self.driver.cuStreamSynchronize(self.raw) }
        })
    }
}

/// The error of [`StreamInner::same_context`], out of line.
#[cold]
#[inline(never)]
pub(crate) fn other_context(what: &str, owner: &str) -> Error {
    Error::InvalidArgument(format!(
        "{what}: the {owner} belongs to another context than the stream; every object a call \
         touches must be usable from the stream's context (the crate docs list the rule of each)"
    ))
}

impl Drop for StreamInner {
    fn drop(&mut self) {
        if host_fn::inside() {
            // Destroyed after the host function, on the release thread (`host_fn::release`).
            return release::defer(StreamInner {
                raw: self.raw,
                ctx_raw: self.ctx_raw,
                driver: self.driver,
                event: self.event,
                kind: std::mem::replace(&mut self.kind, Kind::Legacy),
                panics: Arc::clone(&self.panics),
                ctx: self.ctx.clone(),
            });
        }
        let driver = self.driver;
        current::in_context(&self.ctx, || {
            if !matches!(self.kind, Kind::Legacy) {
                // SAFETY: created once, destroyed once here, after the last owner (queued work still
                // completes: the driver releases the stream when it is idle).
                let _ = unsafe { driver.cuStreamDestroy(self.raw) };
            }
            // SAFETY: created once in `new`, destroyed once here.
            let _ = unsafe { driver.cuEventDestroy(self.event) };
        });
    }
}

/// A stream of a context: created with [`new`](Self::new), the context's legacy default stream
/// ([`legacy`](Self::legacy)), or, inside [`Context::capture`], a stream that captures into a graph.
/// Buffers allocated on it hold it, and so do buffers last used on it (see the crate docs, "Which
/// stream"), so it is destroyed after the last of them and after its last owner.
#[derive(Debug)]
pub struct Stream {
    inner: Arc<StreamInner>,
}

impl Stream {
    /// Creates a stream in `ctx` with `flags`: [`StreamFlags::NON_BLOCKING`](crate::StreamFlags) for one
    /// that does not wait for the legacy default stream (what [`Context::stream`] makes), or
    /// [`StreamFlags::empty()`](crate::StreamFlags) for one that does.
    ///
    /// ```no_run
    /// use cuda_driver::{Context, Stream, StreamFlags};
    /// let ctx = Context::new(0)?;
    /// let stream = Stream::new(&ctx, StreamFlags::empty())?; // ordered with the legacy default stream
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// A failing `cuStreamCreate`.
    pub fn new(ctx: &Context, flags: crate::StreamFlags) -> Result<Self, Error> {
        ctx.bind()?;
        Ok(Stream {
            inner: StreamInner::create(ctx, flags, Kind::Created)?,
        })
    }

    /// Creates a stream with a priority (lower numbers are higher priority; see
    /// [`Context::stream_priority_range`]).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::{Stream, StreamFlags};
    /// let (_least, greatest) = ctx.stream_priority_range()?;
    /// let urgent = Stream::with_priority(ctx, StreamFlags::NON_BLOCKING, greatest)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuStreamCreateWithPriority`.
    pub fn with_priority(
        ctx: &Context,
        flags: crate::StreamFlags,
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
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let zero = cuda_driver::Stream::legacy(ctx)?; // the runtime API's stream 0
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventCreate` (for the stream's ordering event).
    pub fn legacy(ctx: &Context) -> Result<Self, Error> {
        ctx.bind()?;
        Ok(Stream {
            inner: StreamInner::new(ctx, CUstream::from_native_handle(0x1), Kind::Legacy)?,
        })
    }

    pub(crate) fn from_inner(inner: Arc<StreamInner>) -> Self {
        Stream { inner }
    }

    pub(crate) fn inner(&self) -> &Arc<StreamInner> {
        &self.inner
    }

    /// The raw handle (valid while `self` lives). For the legacy default stream it is
    /// `CU_STREAM_LEGACY`.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let raw: cuda_driver::sys::CUstream = stream.raw(); // for foreign code; valid while `stream` lives
    /// # Ok(()) }
    /// ```
    #[inline]
    pub fn raw(&self) -> CUstream {
        self.inner.raw
    }

    /// The context the stream belongs to.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let ctx: &cuda_driver::Context = stream.context();
    /// ctx.synchronize()?;
    /// # Ok(()) }
    /// ```
    #[inline]
    pub fn context(&self) -> &Context {
        &self.inner.ctx
    }

    /// Whether this is a stream of a [`Context::capture`] scope, whose work goes into a graph.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let graph = ctx.capture(|s| {
    ///     assert!(s.is_capturing());
    ///     Ok(())
    /// })?;
    /// # Ok(()) }
    /// ```
    pub fn is_capturing(&self) -> bool {
        self.inner.scope().is_some()
    }

    /// Waits until all work on the stream is done.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// stream.synchronize()?; // returns when everything queued on `stream` has run
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuStreamSynchronize`, which also reports errors of the stream's earlier work; a
    /// capture stream (whose work runs only when the graph is launched); [`Error::HostFnPanicked`]
    /// when a host function queued through this stream ([`launch_host_fn`](Self::launch_host_fn))
    /// panicked since the last report (reported once: the next call is `Ok` again).
    ///
    /// Owners that host functions dropped (see [`launch_host_fn`](Self::launch_host_fn)) may still be
    /// on their way to their release: [`wait_for_releases`](crate::wait_for_releases) waits for them.
    #[inline]
    pub fn synchronize(&self) -> Result<(), Error> {
        self.inner.refuse_capture("Stream::synchronize")?;
        self.inner.synchronize()?;
        self.inner.panics.take()
    }

    /// Whether all work on the stream is done (`CUDA_ERROR_NOT_READY` is `Ok(false)`).
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// if stream.query()? {
    ///     println!("idle");
    /// }
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// Any other failing code of `cuStreamQuery`; a capture stream; [`Error::HostFnPanicked`], once,
    /// as [`synchronize`](Self::synchronize) (whether or not the stream is done).
    #[inline]
    pub fn query(&self) -> Result<bool, Error> {
        self.inner.refuse_capture("Stream::query")?;
        self.inner.bind()?;
        // SAFETY: the stream lives as long as `self`.
        let done = match unsafe { self.inner.driver.cuStreamQuery(self.inner.raw) } {
            Ok(()) => true,
            Err(e) if e.code() == Some(CUresult::CUDA_ERROR_NOT_READY) => false,
            Err(e) => return Err(e.into()),
        };
        self.inner.panics.take()?;
        Ok(done)
    }

    /// Queues `f` to run once on the host, in stream order: after the work queued here so far, and
    /// before the work queued after it, which waits for it (`cuLaunchHostFunc`). The driver calls it
    /// on a thread of its own.
    ///
    /// ```no_run
    /// # use std::sync::mpsc;
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let (tx, rx) = mpsc::channel();
    /// stream.launch_host_fn(move || tx.send("the work queued before me is done").unwrap())?;
    /// stream.synchronize()?;
    /// assert!(rx.try_recv().is_ok());
    /// # Ok(()) }
    /// ```
    ///
    /// **No CUDA inside.** CUDA must not be called from a host function (the stream waits for it,
    /// so a call that waits for the stream would never return). While `f` runs, every call of this
    /// crate that would call the driver returns an error ([`DriverError::is_in_host_fn`],
    /// `CUDA_ERROR_NOT_PERMITTED`) and calls nothing: queuing work, synchronising, querying,
    /// allocating. An owner of this crate that `f` captured and drops there (a buffer, a stream, an
    /// event, a module, a pool, a context: `move || drop(buf)` keeps `buf` alive until the work queued
    /// before is done) is released *after* `f`, by a thread of this crate that does so outside any host
    /// function, in the owner's context and in the order its ordinary drop keeps (a buffer is freed
    /// after the work that used it), usually right after `f`. A synchronisation does not wait for that
    /// release (it may wait for other streams' work, which may wait for the synchronising thread):
    /// [`wait_for_releases`](crate::wait_for_releases) does, for a caller that must know the memory
    /// is back. (A
    /// [`HostRegistration`](crate::HostRegistration) dropped inside stays registered: its end must
    /// wait for copies before the borrow of the host memory ends.) Work that calls no driver function
    /// (channels, atomics, locks) is what host functions are for. The mark is the driver thread's
    /// alone: a thread that `f` starts is not marked, so `f` must not wait for a thread that calls
    /// CUDA (a call there that waits for this stream would never return: a deadlock, though no
    /// memory is touched wrongly).
    ///
    /// **A panic** in `f` is caught where the driver calls it (it never unwinds into the driver, and
    /// never aborts) and reported once, as [`Error::HostFnPanicked`], by this stream's next
    /// [`synchronize`](Self::synchronize) or [`query`](Self::query) (the stream's later work still
    /// runs). The record belongs to this `Stream` value (a second [`legacy`](Self::legacy) value of the
    /// same context keeps its own). A panic of a host function whose stream is gone by then is
    /// dropped.
    ///
    /// **Ownership.** `f` is boxed and handed to the driver, which calls it exactly once; it is freed
    /// after its call (its captures dropped on the driver's thread, inside the catch). When the driver
    /// refuses to queue it, nothing was queued: `f` is dropped here, without running, and the error
    /// returned. A stream dropped with host functions still queued is destroyed by the driver once its
    /// work is done: they run, and are freed, as usual.
    ///
    /// # Errors
    /// A failing `cuLaunchHostFunc`; a capture stream (a host function of a graph runs at each launch
    /// of the graph, which a closure run once cannot do); a call from inside a host function.
    pub fn launch_host_fn(&self, f: impl FnOnce() + Send + 'static) -> Result<(), Error> {
        // The plain `cuLaunchHostFunc` (CUDA 10.0), which every supported driver has, not
        // `cuLaunchHostFunc_v2` (13.2), whose addition (whether the driver's thread sleeps or polls
        // while it waits for the function's turn) is a tuning knob, not a different contract.
        let s = &self.inner;
        s.refuse_capture("Stream::launch_host_fn")?;
        s.bind()?;
        let call = host_fn::Once::new(f, Arc::clone(&s.panics));
        call.queue(|function, data| {
            // SAFETY: the stream lives as long as `self` (the driver runs its queued work even when
            // it is destroyed first); the driver calls `function` once, with `data`, which the
            // function takes ownership of.
            unsafe { s.driver.cuLaunchHostFunc(s.raw, function, data) }
        })?;
        Ok(())
    }
}
