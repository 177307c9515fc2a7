//! The public entry to the funnel for library crates (cuRAND, cuBLAS, cuFFT, NCCL): a call of foreign
//! code that queues work on a stream names the buffers it touches, each with its mode
//! ([`BufferUse`]), and runs inside [`Stream::queue_foreign`], which orders it exactly as a launch is
//! ordered (see [`queue`](super::queue)): on a stream or into a capture.

use std::any::Any;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::Arc;

use crate::sys::{CUdeviceptr, CUstream};
use crate::{DeviceSlice, DeviceSliceMut, Error, Stream};

use crate::safe::order::allocation::Memory;
use crate::safe::order::mode::Mode;
use crate::safe::order::queue::queue_with;
use crate::safe::order::reach::Reach;
use crate::safe::owners::stream::Held;

/// One buffer that foreign work touches, and how: made from a borrow, so the borrow checker sees the
/// alias. [`BufferUse::read`] takes a shared view (`&buf`, a [`DeviceSlice`]) and lets the work read
/// it; [`BufferUse::write`] takes a mutable view (`&mut buf`, a [`DeviceSliceMut`]) and lets the work
/// write it too. The value borrows the buffer as the view did, so no other use of a written buffer can
/// be made while it lives.
///
/// ```no_run
/// # fn f(src: &cuda_driver::DeviceBuffer<f32>, dst: &mut cuda_driver::DeviceBuffer<f32>) {
/// use cuda_driver::BufferUse;
/// let bytes = dst.byte_len();
/// let uses = [BufferUse::read(src), BufferUse::write(&mut *dst)];
/// assert!(!uses[0].writes() && uses[1].writes());
/// assert_eq!(uses[1].byte_len(), bytes);
/// # }
/// ```
#[derive(Clone, Copy, Debug)]
pub struct BufferUse<'a> {
    memory: Memory<'a>,
    ptr: CUdeviceptr,
    bytes: usize,
}

impl<'a> BufferUse<'a> {
    /// A use that reads the elements of `view` (a `&DeviceBuffer<T>` or a [`DeviceSlice`]).
    #[inline]
    pub fn read<T: 'a>(view: impl Into<DeviceSlice<'a, T>>) -> Self {
        let view = view.into();
        BufferUse {
            memory: view.tracked(),
            ptr: view.ptr(),
            bytes: view.byte_len(),
        }
    }

    /// A use that may read and write the elements of `view` (a `&mut DeviceBuffer<T>` or a
    /// [`DeviceSliceMut`]).
    #[inline]
    pub fn write<T: 'a>(view: impl Into<DeviceSliceMut<'a, T>>) -> Self {
        let view = view.into();
        BufferUse {
            memory: view.tracked(),
            ptr: view.ptr(),
            bytes: view.byte_len(),
        }
    }

    /// The device address of the first byte the work may touch (for the work to hand to the library
    /// inside [`Stream::queue_foreign`]; reaching the memory any other way is not ordered).
    #[inline]
    pub fn ptr(&self) -> CUdeviceptr {
        self.ptr
    }

    /// How many bytes from [`ptr`](Self::ptr) the work may touch.
    #[inline]
    pub fn byte_len(&self) -> usize {
        self.bytes
    }

    /// Whether the use may write (made with [`write`](Self::write)).
    #[inline]
    pub fn writes(&self) -> bool {
        self.memory.1 == Mode::Write
    }
}

/// The most uses [`Stream::queue_foreign`] orders without allocating.
const INLINE: usize = 8;

impl Stream {
    /// Runs `work`, which queues foreign work (a library call: a GEMM, a generation, an FFT, a
    /// collective) on this stream, ordered as a launch is: the stream's context is made current, the
    /// stream is made to wait for what the rule of the crate docs names for each of `uses` (a read waits
    /// for the buffer's last write, a write for that and every read since), `work` gets the raw stream
    /// handle, and afterwards each use is recorded as the buffer's latest, so later uses elsewhere (and
    /// the buffer's free) wait for the work. All of this happens under the buffers' locks, so no other
    /// use of them is queued in between, on any thread. On a capture stream the work is captured, the
    /// graph holds every buffer of `uses` and `hold` (for a library object whose state the captured
    /// work reads, say a generator), and the uses are ordered by the same rule among the capture's
    /// streams. Each buffer must be usable from the stream's context: its own, or a
    /// [`Allocator::Device`](crate::Allocator::Device) buffer of a peer the context holds access to
    /// (the rule of [`DeviceBuffer::raw`](crate::DeviceBuffer::raw)). Two uses of one buffer are one
    /// use, a write if either writes.
    ///
    /// The uses are recorded whatever `work` returns (a failing library call may have queued part of
    /// its work), so `work` reports the library's status through `R`. A panic in `work` is resumed
    /// after the uses are recorded and the locks released.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream, x: &cuda_driver::DeviceBuffer<f32>, y: &mut cuda_driver::DeviceBuffer<f32>) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::BufferUse;
    /// let n = y.len();
    /// let uses = [BufferUse::read(x), BufferUse::write(&mut *y)];
    /// let (xp, yp) = (uses[0].ptr(), uses[1].ptr());
    /// // SAFETY: the (imaginary) library call reads n floats at xp and writes n at yp, on `raw` only.
    /// let status = unsafe {
    ///     stream.queue_foreign("saxpy", &uses, None, |raw| {
    ///         let _ = (raw, xp, yp, n); // e.g. `lib_saxpy(handle_on(raw), n, 2.0, xp, yp)`
    ///         0
    ///     })
    /// }?;
    /// assert_eq!(status, 0);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A buffer the stream's context cannot use ([`Error::InvalidArgument`], naming `what`); a failing
    /// `cuCtxGetCurrent`/`cuCtxSetCurrent`,
    /// `cuEventRecord` or `cuStreamWaitEvent`; a call inside a host function. In each case `work` did
    /// not run.
    ///
    /// # Safety
    /// `work` must:
    /// - queue work only on the stream it is given (on a capture stream, that is what is captured;
    ///   work queued elsewhere would be ordered with nothing);
    /// - touch, of the memory this crate orders, only the bytes `ptr()..ptr() + byte_len()` of each of
    ///   `uses`, and write only those of the uses made with [`BufferUse::write`]; memory the library
    ///   owns (a workspace, a generator's state) is the caller's to order, for instance by naming a
    ///   buffer that stands for it in `uses` as a write;
    /// - not queue or wait through this crate (a launch, a copy, a synchronisation, another
    ///   `queue_foreign`), nor drop an owner of this crate (a buffer, a stream, a graph, a context),
    ///   whose release may queue a free or wait: the buffers' locks, and on a capture stream the
    ///   capture's, are held while it runs, so such a call could wait for itself;
    /// - leave the work it queued reading nothing it borrowed only for the call (a host array the
    ///   library reads at run time must live until the work has run);
    /// - leave the library's own objects and memory that the queued work reads or writes (a
    ///   workspace, a plan, a generator's state) allocated, and not rewritten or freed by a later
    ///   host-side call of the library, until that work has run; on a capture stream that is the last
    ///   launch of every graph made from the capture, so the object that owns them goes in `hold`
    ///   (the graph drops it, on any thread, after its last launch has run), and no later call of the
    ///   library may free or move what captured work reads while such a graph lives;
    /// - not leave the library set to `raw` past the stream's life: a capture stream is destroyed
    ///   when the capture ends, any other stream when its last owner lets go (the buffers' records
    ///   hold it only while they name it), so a library object that keeps its stream (a cuRAND
    ///   generator, a cuBLAS handle) is set to a stream the caller keeps alive before any later call
    ///   that may use it, its destruction included.
    pub unsafe fn queue_foreign<R>(
        &self,
        what: &'static str,
        uses: &[BufferUse<'_>],
        hold: Option<Arc<dyn Any + Send + Sync>>,
        work: impl FnOnce(CUstream) -> R,
    ) -> Result<R, Error> {
        let s = self.inner();
        s.bind()?;
        let raw = s.raw();
        let mut ran = None;
        let run = || {
            ran = Some(catch_unwind(AssertUnwindSafe(|| work(raw))));
            Ok(())
        };
        let held = || hold.map(|h| h as Held);
        match uses {
            [] => queue_with(s, Reach::Peer(what), &mut [], held, run),
            [first, ..] if uses.len() <= INLINE => {
                let mut memory = [first.memory; INLINE];
                for (m, u) in memory.iter_mut().zip(uses) {
                    *m = u.memory;
                }
                queue_with(s, Reach::Peer(what), &mut memory[..uses.len()], held, run)
            }
            _ => {
                let mut memory: Vec<Memory<'_>> = uses.iter().map(|u| u.memory).collect();
                queue_with(s, Reach::Peer(what), &mut memory, held, run)
            }
        }?;
        match ran {
            Some(Ok(out)) => Ok(out),
            // Recorded and unlocked by now: the panic goes on.
            Some(Err(payload)) => resume_unwind(payload),
            // The funnel returns `Ok` only after running the work.
            None => Err(Error::InvalidArgument(format!(
                "{what}: the work did not run"
            ))),
        }
    }
}
