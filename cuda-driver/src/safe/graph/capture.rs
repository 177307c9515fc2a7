//! Capture into a graph, only through a scope the layer owns: [`Context::capture`] makes a stream that
//! nothing outside the scope can name, captures what the closure queues on it (and on the streams it
//! forks), and ends the capture when the closure returns, on error or panic too.
//!
//! Why this is sound by construction: the stream is made for the capture and marked as capturing for
//! its whole life, so no call can find it in another state than the one it was made in; user code
//! reaches it only through a borrow that ends with the closure; no stream outside can wait on it
//! (`Stream::wait_for`, `Stream::wait_event` and `Event::record` refuse capture streams), so no stream is
//! drawn into the capture unseen; every use of a buffer on it records the buffer into the graph; and the
//! stream is non-blocking and captures in relaxed mode, so other threads' stream calls, frees and
//! allocations neither fail nor invalidate it. One call does: a synchronisation of the whole context
//! (`cuCtxSynchronize`, behind [`Context::synchronize`], and behind a module's unload, the end of a
//! [`PeerAccess`](crate::PeerAccess) and the fallback of a failed wait) fails while a capture is on in
//! the context and invalidates that capture, which then returns
//! `CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`; an error, never captured work that the graph does not hold
//! (the calls that met it leak what they would have freed).

use std::sync::Arc;

use crate::sys::{CUgraph, CUstreamCaptureMode, CUstream_flags};
use crate::{Context, Error, Graph, Stream};

use crate::safe::owners::stream::{Kind, Scope, StreamInner};

impl Context {
    /// Captures the work `f` queues on the stream it is given (and on the streams that stream
    /// [`fork`](Stream::fork)s) into a [`Graph`], which holds every buffer, module and host copy the
    /// work uses.
    ///
    /// Inside the scope: launches, device copies, memsets, [`DeviceBuffer::raw`](crate::DeviceBuffer::raw)
    /// (for foreign work captured with it), and copies from host memory (whose bytes are copied once,
    /// into memory the graph owns) go into the graph; allocating, freeing on, synchronising, querying,
    /// recording events on or waiting on the capture stream, and copies into host memory, are refused.
    /// Work queued on other streams meanwhile runs as usual.
    ///
    /// The closure's error is a [`cuda_driver::Error`](Error), so `?` and `Ok(())` need no annotation
    /// ([`capture_as`](Self::capture_as) takes a closure with an error type of its own):
    ///
    /// ```no_run
    /// # use cuda_driver::{Context, DeviceBuffer, Stream};
    /// # fn f(ctx: &Context, stream: &Stream, buf: &mut DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let graph = ctx.capture(|s| {
    ///     buf.memset_d32_on(7, s)?;
    ///     s.fork(|s2| buf.memset_d32_on(9, s2))
    /// })?;
    /// graph.instantiate()?.launch(stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// `f`'s error (the capture is ended and its graph discarded); a failing `cuStreamCreate`,
    /// `cuStreamBeginCapture` or `cuStreamEndCapture` (for example `CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`
    /// after work the capture cannot hold, or a synchronisation of the whole context meanwhile). A panic
    /// in `f` ends the capture and goes on unwinding.
    pub fn capture(&self, f: impl FnOnce(&Stream) -> Result<(), Error>) -> Result<Graph, Error> {
        self.capture_as(f)
    }

    /// [`capture`](Self::capture) for a closure whose error is a type of the caller's own (any `E`
    /// that a [`cuda_driver::Error`](Error) converts into): name it on the closure, as in
    /// `ctx.capture_as(|s| -> Result<(), MyError> { .. })`.
    ///
    /// ```no_run
    /// # use cuda_driver::{Context, DeviceBuffer};
    /// # fn f(ctx: &Context, buf: &mut DeviceBuffer<u32>) -> Result<(), Box<dyn std::error::Error>> {
    /// let graph = ctx.capture_as(|s| -> Result<(), Box<dyn std::error::Error>> {
    ///     buf.memset_d32_on(7, s)?;
    ///     Ok(())
    /// })?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`capture`](Self::capture).
    pub fn capture_as<E: From<Error>>(
        &self,
        f: impl FnOnce(&Stream) -> Result<(), E>,
    ) -> Result<Graph, E> {
        self.bind()?;
        let scope = Arc::new(Scope::default());
        let flags = CUstream_flags::CU_STREAM_NON_BLOCKING;
        let inner = StreamInner::create(self, flags, Kind::Capture(Arc::clone(&scope)))?;
        let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED;
        // SAFETY: the stream was made a moment ago and no other code can name it yet.
        unsafe { self.driver().cuStreamBeginCapture(inner.raw(), mode) }.map_err(Error::from)?;
        let end = End {
            ctx: self,
            stream: &inner,
            scope: &scope,
        };
        let out = f(&Stream::from_inner(Arc::clone(&inner)));
        let graph = end.end();
        // Taken whatever happened: the record refers to the scope's streams, which refer to the scope.
        let state = std::mem::take(&mut *scope.lock());
        let graph = Graph::captured(self.clone(), graph?, state);
        // A failed closure's graph is destroyed here, with what it held.
        out?;
        Ok(graph)
    }
}

/// Ends a capture once: when its closure returns, or when it unwinds (the graph is then destroyed).
struct End<'a> {
    ctx: &'a Context,
    stream: &'a Arc<StreamInner>,
    scope: &'a Scope,
}

impl End<'_> {
    /// Ends the capture and returns its graph.
    fn end(self) -> Result<CUgraph, Error> {
        let this = std::mem::ManuallyDrop::new(self);
        this.run()
    }

    fn run(&self) -> Result<CUgraph, Error> {
        self.ctx.bind()?;
        let mut graph = CUgraph::null();
        // SAFETY: ends the capture `Context::capture` began on its own stream; `graph` is a valid
        // out-parameter. No user code can reach the stream any more.
        unsafe {
            self.ctx
                .driver()
                .cuStreamEndCapture(self.stream.raw(), graph.as_mut_ptr())
        }?;
        Ok(graph)
    }
}

impl Drop for End<'_> {
    fn drop(&mut self) {
        if let Ok(graph) = self.run() {
            if !graph.is_null() {
                // SAFETY: the graph was just made and is not handed out.
                let _ = unsafe { self.ctx.driver().cuGraphDestroy(graph) };
            }
        }
        // The record refers to the scope's streams, which refer to the scope: let it go.
        let state = std::mem::take(&mut *self.scope.lock());
        drop(state);
    }
}
