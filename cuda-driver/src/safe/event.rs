//! Events: record, synchronise, time, share with another process.

use crate::sys::{CUevent, CUevent_flags, CUipcEventHandle, CUresult};
use std::sync::Mutex;

use crate::{Context, Error, Stream};

/// An event of a context; destroyed on drop.
#[derive(Debug)]
pub struct Event {
    ctx: Context,
    raw: CUevent,
    /// Whether the last record was into a graph being captured; held across each record and wait, so
    /// a wait never sees the flag of another record than the one it waits for.
    pub(crate) captured: Mutex<bool>,
}

// SAFETY: event handles may be used from any thread; every call binds the event's context.
unsafe impl Send for Event {}
// SAFETY: every `&self` method is a thread-safe driver call.
unsafe impl Sync for Event {}

impl Event {
    /// Creates an event in `ctx` with `flags`, combined with `|` (`CU_EVENT_DISABLE_TIMING`,
    /// `CU_EVENT_BLOCKING_SYNC`, ...; `CUevent_flags::CU_EVENT_DEFAULT` for none).
    ///
    /// # Errors
    /// A failing `cuEventCreate`.
    pub fn new(ctx: &Context, flags: CUevent_flags) -> Result<Self, Error> {
        ctx.bind()?;
        let mut raw = CUevent::null();
        // SAFETY: `raw` is a valid out-parameter; the context is current.
        unsafe { ctx.driver().cuEventCreate(raw.as_mut_ptr(), flags.raw()) }?;
        Ok(Event {
            ctx: ctx.clone(),
            raw,
            captured: Mutex::new(false),
        })
    }

    /// Creates an event another process can open: `CU_EVENT_INTERPROCESS | CU_EVENT_DISABLE_TIMING`, the
    /// flags [`ipc_handle`](Self::ipc_handle) needs.
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
            captured: Mutex::new(false),
        })
    }

    /// The raw handle (valid while `self` lives).
    #[inline]
    pub fn raw(&self) -> CUevent {
        self.raw
    }

    /// Records the event on `stream`.
    ///
    /// # Errors
    /// A failing `cuEventRecord`.
    #[inline]
    pub fn record(&self, stream: &Stream) -> Result<(), Error> {
        stream.inner().check_thread("Event::record")?;
        stream.context().inner().bind()?;
        let mut captured = self.captured.lock().unwrap_or_else(|e| e.into_inner());
        let generation = stream.inner().generation();
        stream.inner().gated(|raw| {
            // SAFETY: both live as long as the borrows.
            unsafe { self.ctx.driver().cuEventRecord(self.raw, raw) }
        })?;
        // A capture on before, or begun meanwhile, may hold the record.
        *captured = generation & 1 == 1 || stream.inner().generation() != generation;
        Ok(())
    }

    /// Waits until the event has completed.
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
            captured: Mutex::new(false),
        })
    }
}

super::owner!(Event, cuEventDestroy, raw);
