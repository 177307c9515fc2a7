//! Events: record, wait for, synchronise, time, share with another process.

use std::sync::{Arc, Mutex};

use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::owners::close;
use crate::safe::owners::current;
use crate::sys::{CUevent, CUevent_flags, CUipcEventHandle, CUresult};
use crate::{Context, Error, Stream};

use super::stream::StreamInner;

/// An event of a context; destroyed on drop, after the launches that trigger it (see
/// [`Function::launch_relaxed`](crate::Function::launch_relaxed)) have run.
#[derive(Debug)]
pub struct Event {
    ctx: Context,
    raw: CUevent,
    /// The streams of launches that name the event in an attribute (the driver triggers it from the
    /// kernel): waited for before the event is destroyed.
    launches: Mutex<Vec<Arc<StreamInner>>>,
}

// SAFETY: event handles may be used from any thread; every call binds the event's context.
unsafe impl Send for Event {}
// SAFETY: every `&self` method is a thread-safe driver call.
unsafe impl Sync for Event {}

impl Event {
    /// Creates an event in `ctx` with `flags`, combined with `|` ([`EventFlags::DISABLE_TIMING`](crate::EventFlags),
    /// [`EventFlags::BLOCKING_SYNC`](crate::EventFlags), ...; [`EventFlags::empty()`](crate::EventFlags)
    /// for the default, which [`Context::event`] makes).
    ///
    /// ```no_run
    /// use cuda_driver::{Context, Event, EventFlags};
    /// let ctx = Context::new(0)?;
    /// let marker = Event::new(&ctx, EventFlags::DISABLE_TIMING)?; // for ordering only
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventCreate`.
    pub fn new(ctx: &Context, flags: crate::EventFlags) -> Result<Self, Error> {
        ctx.bind()?;
        let mut raw = CUevent::null();
        // SAFETY: `raw` is a valid out-parameter; the context is current.
        unsafe { ctx.driver().cuEventCreate(raw.as_mut_ptr(), flags.raw()) }?;
        Ok(Event {
            ctx: ctx.clone(),
            raw,
            launches: Mutex::new(Vec::new()),
        })
    }

    /// Creates an event another process can open: `CU_EVENT_INTERPROCESS | CU_EVENT_DISABLE_TIMING`, the
    /// flags [`ipc_handle`](Self::ipc_handle) needs.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let shared = cuda_driver::Event::new_ipc(ctx)?;
    /// let handle = shared.ipc_handle()?; // bytes for another process's Event::open_ipc
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventCreate`.
    pub fn new_ipc(ctx: &Context) -> Result<Self, Error> {
        ctx.bind()?;
        let flags =
            (CUevent_flags::CU_EVENT_INTERPROCESS | CUevent_flags::CU_EVENT_DISABLE_TIMING).raw();
        let mut raw = CUevent::null();
        // SAFETY: `raw` is a valid out-parameter; the context is current.
        unsafe { ctx.driver().cuEventCreate(raw.as_mut_ptr(), flags) }?;
        Ok(Event {
            ctx: ctx.clone(),
            raw,
            launches: Mutex::new(Vec::new()),
        })
    }

    /// The raw handle (valid while `self` lives).
    ///
    /// ```no_run
    /// # fn f(event: &cuda_driver::Event) -> Result<(), cuda_driver::Error> {
    /// let raw: cuda_driver::sys::CUevent = event.raw(); // valid while `event` lives
    /// # Ok(()) }
    /// ```
    #[inline]
    pub fn raw(&self) -> CUevent {
        self.raw
    }

    /// The context the event belongs to.
    ///
    /// ```no_run
    /// # fn f(event: &cuda_driver::Event, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// assert!(event.context().same(stream.context())); // before recording it on `stream`
    /// # Ok(()) }
    /// ```
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// Records the event on `stream`, a stream of the event's context.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let stream = ctx.stream()?;
    /// let mark = ctx.event()?;
    /// mark.record(&stream)?; // completes when `stream`'s work so far has run
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventRecord`; a stream of another context; a capture stream (inside a capture,
    /// order between streams comes from [`Stream::fork`] and the buffers used).
    #[inline]
    pub fn record(&self, stream: &Stream) -> Result<(), Error> {
        let s = stream.inner();
        s.same_context("Event::record", "event", self.ctx.raw())?;
        s.refuse_capture("Event::record")?;
        s.bind()?;
        // SAFETY: both live as long as the borrows.
        unsafe { self.ctx.driver().cuEventRecord(self.raw, s.raw()) }?;
        Ok(())
    }

    /// Keeps the event until the work queued on `stream` so far has run (a launch that triggers it).
    pub(crate) fn hold_until_done(&self, stream: &Arc<StreamInner>) {
        let mut launches = self.launches.lock().unwrap_or_else(|e| e.into_inner());
        if !launches.iter().any(|s| Arc::ptr_eq(s, stream)) {
            launches.push(Arc::clone(stream));
        }
    }

    /// Waits until the event has completed.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let stream = ctx.stream()?;
    /// let mark = ctx.event()?;
    /// mark.record(&stream)?;
    /// mark.synchronize()?; // the host waits for that work, not for what is queued after
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventSynchronize`.
    #[inline]
    pub fn synchronize(&self) -> Result<(), Error> {
        self.ctx.inner().bind()?;
        // SAFETY: the event lives as long as `self`.
        unsafe { self.ctx.driver().cuEventSynchronize(self.raw) }?;
        Ok(())
    }

    /// Whether the event has completed (`CUDA_ERROR_NOT_READY` is `Ok(false)`).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let mark = ctx.event()?;
    /// mark.record(&ctx.stream()?)?;
    /// let done: bool = mark.query()?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// Any other failing code of `cuEventQuery`.
    #[inline]
    pub fn query(&self) -> Result<bool, Error> {
        self.ctx.inner().bind()?;
        // SAFETY: the event lives as long as `self`.
        match unsafe { self.ctx.driver().cuEventQuery(self.raw) } {
            Ok(()) => Ok(true),
            Err(e) if e.code() == Some(CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
            Err(e) => Err(e.into()),
        }
    }

    /// Milliseconds from `start` to `end`, both recorded and completed.
    ///
    /// Uses `cuEventElapsedTime` at its 12.8 ABI (`cuEventElapsedTime_v2`) when the driver has it, and
    /// the 2.0 ABI on older drivers.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::Event;
    /// let stream = ctx.stream()?;
    /// let (start, end) = (ctx.event()?, ctx.event()?);
    /// start.record(&stream)?;
    /// // ... work on `stream` ...
    /// end.record(&stream)?;
    /// println!("{:.3} ms", Event::elapsed_ms(&start, &end)?);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventElapsedTime` (`CUDA_ERROR_NOT_READY` if one has not completed).
    pub fn elapsed_ms(start: &Event, end: &Event) -> Result<f32, Error> {
        start.ctx.inner().bind()?;
        let mut ms = 0f32;
        let driver = start.ctx.driver();
        // The 12.8 ABI where the driver has it, else the 2.0 one (one field read, no driver call); with
        // neither, the 12.8 call's "missing" error names that version.
        if driver.event.cuEventElapsedTime.is_none()
            && driver.event.cuEventElapsedTime_v2000.is_some()
        {
            // SAFETY: `ms` is a valid out-parameter; both events live as long as the borrows.
            unsafe { driver.cuEventElapsedTime_v2000(&mut ms, start.raw, end.raw) }?;
        } else {
            // SAFETY: as above; the 12.8 ABI takes the same arguments.
            unsafe { driver.cuEventElapsedTime(&mut ms, start.raw, end.raw) }?;
        }
        Ok(ms)
    }

    /// The handle another process opens with [`open_ipc`](Self::open_ipc); the event must come from
    /// [`new_ipc`](Self::new_ipc). Send its `as_bytes()`.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let event = cuda_driver::Event::new_ipc(ctx)?;
    /// let handle = event.ipc_handle()?;
    /// let bytes: &[u8] = handle.as_bytes(); // send these to the other process
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuIpcGetEventHandle`.
    pub fn ipc_handle(&self) -> Result<CUipcEventHandle, Error> {
        self.ctx.inner().bind()?;
        let mut handle = CUipcEventHandle::new();
        // SAFETY: `handle` is a valid out-parameter of the C type.
        unsafe {
            self.ctx
                .driver()
                .cuIpcGetEventHandle(handle.as_mut_ptr(), self.raw)
        }?;
        Ok(handle)
    }

    /// Opens an event another process shared, in `ctx`.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, bytes: &[u8]) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::sys::CUipcEventHandle;
    /// let handle = CUipcEventHandle::from_bytes(bytes).expect("64 bytes from the other process");
    /// let event = cuda_driver::Event::open_ipc(ctx, handle)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuIpcOpenEventHandle`.
    pub fn open_ipc(ctx: &Context, handle: CUipcEventHandle) -> Result<Self, Error> {
        ctx.bind()?;
        let mut raw = CUevent::null();
        // SAFETY: `raw` is a valid out-parameter; the handle is passed by value.
        unsafe { ctx.driver().cuIpcOpenEventHandle(raw.as_mut_ptr(), handle) }?;
        Ok(Event {
            ctx: ctx.clone(),
            raw,
            launches: Mutex::new(Vec::new()),
        })
    }

    /// Waits for the launches that trigger the event (an event the driver may still write is not
    /// destroyed under it: a stream that cannot be waited for leaks the event instead), then destroys it.
    fn destroy(&mut self) -> Result<(), Error> {
        let launches = std::mem::take(self.launches.get_mut().unwrap_or_else(|e| e.into_inner()));
        for stream in &launches {
            close::work_over(stream.synchronize())?;
        }
        let raw = std::mem::take(&mut self.raw);
        if raw.is_null() {
            return Ok(());
        }
        let driver = self.ctx.driver();
        // SAFETY: created once, destroyed once here, after every launch that triggers it has run.
        current::in_context(&self.ctx, || unsafe { driver.cuEventDestroy(raw) })?;
        Ok(())
    }

    /// Ends the event's life now, reporting an error that drop would ignore.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let event = cuda_driver::Event::new(ctx, cuda_driver::EventFlags::empty())?;
    /// event.close()?; // the error a drop would have ignored
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuStreamSynchronize` (for a launch that triggers it) or `cuEventDestroy`.
    pub fn close(mut self) -> Result<(), Error> {
        self.destroy()
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        if host_fn::inside() {
            // Destroyed after the host function, on the release thread (`host_fn::release`).
            let launches =
                std::mem::take(self.launches.get_mut().unwrap_or_else(|e| e.into_inner()));
            return release::defer(Event {
                ctx: self.ctx.clone(),
                raw: std::mem::take(&mut self.raw),
                launches: Mutex::new(launches),
            });
        }
        let _ = self.destroy();
    }
}

impl Stream {
    /// Makes later work on this stream wait until `event` has completed (the event may belong to
    /// another context or device).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let (a, b) = (ctx.stream()?, ctx.stream()?);
    /// let ready = ctx.event()?;
    /// ready.record(&a)?;
    /// b.wait_event(&ready)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuStreamWaitEvent`; a capture stream.
    #[inline]
    pub fn wait_event(&self, event: &Event) -> Result<(), Error> {
        let s = self.inner();
        s.refuse_capture("Stream::wait_event")?;
        s.bind()?;
        // SAFETY: both live as long as the borrows.
        unsafe { s.driver().cuStreamWaitEvent(s.raw(), event.raw, 0) }?;
        Ok(())
    }
}
