//! Events: record, synchronise, time, share with another process.

use crate::sys::{CUcontext, CUevent, CUevent_flags, CUipcEventHandle, CUresult};
use crate::{Driver, Error, Stream};

/// An event; destroyed on drop.
#[derive(Debug)]
pub struct Event {
    driver: &'static Driver,
    ctx: CUcontext,
    raw: CUevent,
}

// SAFETY: event handles may be used from any thread; destruction switches to the event's context.
unsafe impl Send for Event {}
// SAFETY: every `&self` method is a thread-safe driver call.
unsafe impl Sync for Event {}

impl Event {
    /// Creates an event in the current context (`CUevent_flags` values, OR-ed: `CU_EVENT_DEFAULT`,
    /// `CU_EVENT_DISABLE_TIMING`, `CU_EVENT_INTERPROCESS`, ...).
    ///
    /// # Errors
    /// A failing `cuEventCreate`.
    pub fn new(driver: &'static Driver, flags: CUevent_flags) -> Result<Self, Error> {
        let ctx = super::current(driver)?;
        let mut raw = CUevent::null();
        // SAFETY: `raw` is a valid out-parameter.
        unsafe { driver.cuEventCreate(raw.as_mut_ptr(), flags.raw()) }?;
        Ok(Event { driver, ctx, raw })
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
        // SAFETY: both live as long as the borrows.
        unsafe { self.driver.cuEventRecord(self.raw, stream.raw()) }?;
        Ok(())
    }

    /// Waits until the event has completed.
    ///
    /// # Errors
    /// A failing `cuEventSynchronize`.
    #[inline]
    pub fn synchronize(&self) -> Result<(), Error> {
        // SAFETY: the event lives as long as `self`.
        unsafe { self.driver.cuEventSynchronize(self.raw) }?;
        Ok(())
    }

    /// Whether the event has completed (`CUDA_ERROR_NOT_READY` is `Ok(false)`).
    ///
    /// # Errors
    /// Any other failing code of `cuEventQuery`.
    #[inline]
    pub fn query(&self) -> Result<bool, Error> {
        // SAFETY: the event lives as long as `self`.
        match unsafe { self.driver.cuEventQuery(self.raw) } {
            Ok(()) => Ok(true),
            Err(e) if e.code() == Some(CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
            Err(e) => Err(e.into()),
        }
    }

    /// Milliseconds from `start` to `end`, both recorded and completed.
    ///
    /// # Errors
    /// A failing `cuEventElapsedTime` (`CUDA_ERROR_NOT_READY` if one has not completed).
    pub fn elapsed_ms(start: &Event, end: &Event) -> Result<f32, Error> {
        let mut ms = 0f32;
        // SAFETY: `ms` is a valid out-parameter; both events live as long as the borrows.
        unsafe { start.driver.cuEventElapsedTime(&mut ms, start.raw, end.raw) }?;
        Ok(ms)
    }

    /// The handle another process opens with [`open_ipc`](Self::open_ipc); the event must have been created
    /// with `CU_EVENT_INTERPROCESS | CU_EVENT_DISABLE_TIMING`. Send its `as_bytes()`.
    ///
    /// # Errors
    /// A failing `cuIpcGetEventHandle`.
    pub fn ipc_handle(&self) -> Result<CUipcEventHandle, Error> {
        let mut handle = CUipcEventHandle::new();
        // SAFETY: `handle` is a valid out-parameter of the C type.
        unsafe {
            self.driver
                .cuIpcGetEventHandle(handle.as_mut_ptr(), self.raw)
        }?;
        Ok(handle)
    }

    /// Opens an event another process shared (in the current context).
    ///
    /// # Errors
    /// A failing `cuIpcOpenEventHandle`.
    pub fn open_ipc(driver: &'static Driver, handle: CUipcEventHandle) -> Result<Self, Error> {
        let ctx = super::current(driver)?;
        let mut raw = CUevent::null();
        // SAFETY: `raw` is a valid out-parameter; the handle is passed by value.
        unsafe { driver.cuIpcOpenEventHandle(raw.as_mut_ptr(), handle) }?;
        Ok(Event { driver, ctx, raw })
    }
}

super::owner!(Event, destroy, cuEventDestroy, raw, "Destroys the event");
