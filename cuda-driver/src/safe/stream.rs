//! Streams: create with flags and priority, synchronise, query, wait on events, capture into graphs.

use std::ffi::c_int;

use crate::sys::{CUcontext, CUgraph, CUresult, CUstream, CUstreamCaptureMode, CUstream_flags};
use crate::{Driver, Error, Event, Graph};

/// A stream; destroyed on drop.
#[derive(Debug)]
pub struct Stream {
    driver: &'static Driver,
    ctx: CUcontext,
    raw: CUstream,
}

// SAFETY: stream handles may be used from any thread; destruction switches to the stream's context.
unsafe impl Send for Stream {}
// SAFETY: every `&self` method is a thread-safe driver call.
unsafe impl Sync for Stream {}

impl Stream {
    /// Creates a stream in the current context (`CU_STREAM_DEFAULT` or `CU_STREAM_NON_BLOCKING`).
    ///
    /// # Errors
    /// A failing `cuStreamCreate` (for example with no current context).
    pub fn new(driver: &'static Driver, flags: CUstream_flags) -> Result<Self, Error> {
        let ctx = super::current(driver)?;
        let mut raw = CUstream::null();
        // SAFETY: `raw` is a valid out-parameter.
        unsafe { driver.cuStreamCreate(raw.as_mut_ptr(), flags.raw()) }?;
        Ok(Stream { driver, ctx, raw })
    }

    /// Creates a stream with a priority (lower numbers are higher priority; see
    /// [`priority_range`](Self::priority_range)).
    ///
    /// # Errors
    /// A failing `cuStreamCreateWithPriority`.
    pub fn with_priority(
        driver: &'static Driver,
        flags: CUstream_flags,
        priority: i32,
    ) -> Result<Self, Error> {
        let ctx = super::current(driver)?;
        let mut raw = CUstream::null();
        // SAFETY: `raw` is a valid out-parameter.
        unsafe { driver.cuStreamCreateWithPriority(raw.as_mut_ptr(), flags.raw(), priority) }?;
        Ok(Stream { driver, ctx, raw })
    }

    /// `(least, greatest)` stream priority of the current context.
    ///
    /// # Errors
    /// A failing `cuCtxGetStreamPriorityRange`.
    pub fn priority_range(driver: &'static Driver) -> Result<(i32, i32), Error> {
        let (mut least, mut greatest): (c_int, c_int) = (0, 0);
        // SAFETY: valid out-parameters.
        unsafe { driver.cuCtxGetStreamPriorityRange(&mut least, &mut greatest) }?;
        Ok((least, greatest))
    }

    /// The raw handle (valid while `self` lives).
    #[inline]
    pub fn raw(&self) -> CUstream {
        self.raw
    }

    /// The driver.
    pub fn driver(&self) -> &'static Driver {
        self.driver
    }

    /// Waits until all work on the stream is done.
    ///
    /// # Errors
    /// A failing `cuStreamSynchronize`, which also reports errors of the stream's earlier work.
    #[inline]
    pub fn synchronize(&self) -> Result<(), Error> {
        // SAFETY: the stream lives as long as `self`.
        unsafe { self.driver.cuStreamSynchronize(self.raw) }?;
        Ok(())
    }

    /// Whether all work on the stream is done (`CUDA_ERROR_NOT_READY` is `Ok(false)`).
    ///
    /// # Errors
    /// Any other failing code of `cuStreamQuery`.
    #[inline]
    pub fn query(&self) -> Result<bool, Error> {
        // SAFETY: the stream lives as long as `self`.
        match unsafe { self.driver.cuStreamQuery(self.raw) } {
            Ok(()) => Ok(true),
            Err(e) if e.code() == Some(CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
            Err(e) => Err(e.into()),
        }
    }

    /// Makes later work on this stream wait until `event` has completed.
    ///
    /// # Errors
    /// A failing `cuStreamWaitEvent`.
    #[inline]
    pub fn wait_event(&self, event: &Event) -> Result<(), Error> {
        // SAFETY: both live as long as the borrows.
        unsafe { self.driver.cuStreamWaitEvent(self.raw, event.raw(), 0) }?;
        Ok(())
    }

    /// Starts capturing the work issued to this stream into a graph.
    ///
    /// # Errors
    /// A failing `cuStreamBeginCapture` (for example on the legacy null stream).
    pub fn begin_capture(&self, mode: CUstreamCaptureMode) -> Result<(), Error> {
        // SAFETY: the stream lives as long as `self`.
        unsafe { self.driver.cuStreamBeginCapture(self.raw, mode) }?;
        Ok(())
    }

    /// Ends the capture and returns the captured graph.
    ///
    /// # Errors
    /// A failing `cuStreamEndCapture` (for example `CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`).
    pub fn end_capture(&self) -> Result<Graph, Error> {
        let mut graph = CUgraph::null();
        // SAFETY: `graph` is a valid out-parameter.
        unsafe { self.driver.cuStreamEndCapture(self.raw, graph.as_mut_ptr()) }?;
        Ok(Graph::from_raw(self.driver, self.ctx, graph))
    }
}

super::owner!(Stream, destroy, cuStreamDestroy, raw, "Destroys the stream");
