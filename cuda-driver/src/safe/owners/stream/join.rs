//! Order between streams: a stream waiting for another's work so far, and a fork joined back into
//! its parent (on a capture stream too, where the join hands the fork's uses of memory to the parent).

use std::sync::Arc;

use crate::sys::CUstream_flags;
use crate::Error;

use super::{Kind, Stream, StreamInner};

impl Stream {
    /// Makes later work on this stream wait for the work queued on `other` so far.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let (a, b) = (ctx.stream()?, ctx.stream()?);
    /// b.wait_for(&a)?; // what `b` queues from here runs after `a`'s work so far
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventRecord` or `cuStreamWaitEvent`; either stream a capture stream (inside a
    /// capture, order between its streams comes from [`fork`](Self::fork) and from the buffers the
    /// work uses; outside, waiting on a capture stream would pull this stream into the capture).
    pub fn wait_for(&self, other: &Stream) -> Result<(), Error> {
        self.inner.refuse_capture("Stream::wait_for")?;
        other.inner.refuse_capture("Stream::wait_for")?;
        self.inner.bind()?;
        self.inner.order_after(&other.inner)?;
        Ok(())
    }

    /// Runs `f` with a new stream of this stream's context that starts after the work queued here so
    /// far, and makes this stream wait for everything `f` queued there before returning (when `f`
    /// returns an error or panics too). Inside a capture the new stream captures into the same graph:
    /// the fork and join become edges of the graph, as in NVIDIA's multi-stream capture. A host
    /// function queued on the new stream ([`launch_host_fn`](Self::launch_host_fn)) that panics is
    /// reported by this stream's next `synchronize` or `query`.
    ///
    /// ```no_run
    /// # use cuda_driver::{DeviceBuffer, Stream};
    /// # fn f(stream: &Stream, a: &mut DeviceBuffer<u32>, b: &mut DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// stream.fork(|side| b.memset_d32_on(1, side))?; // beside what `stream` queues meanwhile...
    /// a.memset_d32_on(2, stream)?;                   // ...but `stream` waits for it from here on
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuStreamCreate`, `cuEventRecord` or `cuStreamWaitEvent`, or `f`'s error.
    pub fn fork<R>(&self, f: impl FnOnce(&Stream) -> Result<R, Error>) -> Result<R, Error> {
        self.fork_as(f)
    }

    /// [`fork`](Self::fork) for a closure whose error is a type of the caller's own (any `E` that a
    /// [`cuda_driver::Error`](Error) converts into), named on the closure.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let n: Result<u32, Box<dyn std::error::Error>> = stream.fork_as(|side| {
    ///     side.synchronize()?;
    ///     Ok(1)
    /// });
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`fork`](Self::fork).
    pub fn fork_as<R, E: From<Error>>(
        &self,
        f: impl FnOnce(&Stream) -> Result<R, E>,
    ) -> Result<R, E> {
        let parent = &self.inner;
        parent.bind().map_err(Error::from)?;
        let kind = match parent.scope() {
            Some(scope) => Kind::Capture(Arc::clone(scope)),
            None => Kind::Created,
        };
        let flags = CUstream_flags::CU_STREAM_NON_BLOCKING;
        let mut child = StreamInner::create(&parent.ctx, flags, kind)?;
        // A host function queued on the fork reports a panic to the parent, which outlives the fork
        // (its record would go with it). The child was made a moment ago: nothing else holds it.
        if let Some(c) = Arc::get_mut(&mut child) {
            c.panics = Arc::clone(&parent.panics);
        }
        if let Some(scope) = parent.scope() {
            scope.lock().streams.push(Arc::clone(&child));
        }
        child.order_after(parent).map_err(Error::from)?;
        let join = Join {
            parent,
            child: &child,
        };
        let out = f(&Stream::from_inner(Arc::clone(&child)));
        let joined = join.join();
        let out = out?;
        joined?;
        Ok(out)
    }
}

/// Makes a fork's parent wait for the fork's work, once: when the fork's closure returns, or when it
/// unwinds (a capture whose fork is not joined cannot end).
struct Join<'a> {
    parent: &'a Arc<StreamInner>,
    child: &'a Arc<StreamInner>,
}

impl Join<'_> {
    fn join(self) -> Result<(), Error> {
        let this = std::mem::ManuallyDrop::new(self);
        this.run()
    }

    fn run(&self) -> Result<(), Error> {
        self.parent.bind()?;
        self.parent.order_after(self.child)?;
        if let Some(scope) = self.parent.scope() {
            let mut state = scope.lock();
            for used in state.uses.values_mut() {
                used.joined(self.child, self.parent);
            }
        }
        Ok(())
    }
}

impl Drop for Join<'_> {
    fn drop(&mut self) {
        let _ = self.run();
    }
}
