//! Copies and memsets of a buffer's views ([`DeviceSlice`] reads, [`DeviceSliceMut`] writes; a
//! [`DeviceBuffer`](crate::DeviceBuffer)'s own methods are its whole view's): each queued through [`queue`] on the buffer's
//! home stream or a stream the caller names. A copy with host memory the caller borrows returns only once the
//! device is done with it; pinned memory waits for its copies itself; inside a capture, the bytes of a
//! host copy are copied once, into memory the graph owns.

use std::ffi::c_void;
use std::sync::Arc;

use cuda_struct::CudaField;

use crate::sys::{CUcontext, CUdeviceptr};
use crate::{DeviceSlice, DeviceSliceMut, DriverError, Error, PinnedBuffer, Stream};

use crate::safe::host::pinned::HostSnapshot;
use crate::safe::host::wait::wait_for_host_copy;
use crate::safe::order::allocation::{Allocation, Memory};
use crate::safe::order::queue::queue;
use crate::safe::order::reach::Reach;
use crate::safe::owners::stream::{Held, StreamInner};

fn same_len(what: &str, expected: usize, actual: usize) -> Result<(), Error> {
    if expected == actual {
        Ok(())
    } else {
        Err(Error::InvalidArgument(format!(
            "{what}: the device buffer holds {expected} elements but the other side holds {actual}"
        )))
    }
}

impl<T: CudaField> DeviceSliceMut<'_, T> {
    /// Copies `src` (exactly [`len`](Self::len) elements) to the device on the buffer's home stream,
    /// returning once the device has read it, so `src` may be changed right after the call.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// buf.copy_from_host(&vec![7u32; buf.len()])?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyHtoDAsync` or `cuStreamSynchronize`.
    pub fn copy_from_host(&mut self, src: &[T]) -> Result<(), Error> {
        let home = self.home();
        self.copy_from_host_on(src, &home)
    }

    /// Copies `src` to the device on `stream`. On a stream that runs now, returns once the device has
    /// read `src`. On a capture stream, `src` is copied at once into pinned memory the graph owns, and
    /// each launch of the graph copies from there (so later changes to `src` do not reach the graph).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.copy_from_host_on(&vec![7u32; buf.len()], stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemAllocHost` (capture), `cuMemcpyHtoDAsync` or
    /// `cuStreamSynchronize`; a stream whose context cannot use the buffer.
    pub fn copy_from_host_on(&mut self, src: &[T], stream: &Stream) -> Result<(), Error> {
        same_len("copy_from_host", self.len, src.len())?;
        let s = stream.inner();
        if self.byte_len() == 0 {
            return Ok(());
        }
        s.bind()?;
        if s.scope().is_some() {
            let snapshot = HostSnapshot::of(s.ctx(), src)?;
            return self.captured_copy_in(s, snapshot);
        }
        let (ptr, bytes) = (self.ptr(), self.byte_len());
        let queued = self.queue_on(s, "copy_from_host", None, || {
            // SAFETY: `src` is readable for `bytes` and the range holds as many; the host waits for the
            // stream to run the copy (below) before `src`'s borrow ends.
            unsafe {
                s.driver()
                    .cuMemcpyHtoDAsync(ptr, src.as_ptr().cast(), bytes, s.raw())
            }
        });
        if queued.is_ok() {
            wait_for_host_copy(s)?;
        }
        queued
    }

    /// Queues a copy of another device range of the same length into this one on `stream`, after both
    /// buffers' earlier work. `src` is a buffer (`&buf`) or a view; the two may belong to different
    /// contexts (devices): the stream must belong to one of the two.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::DeviceBuffer;
    /// let src = DeviceBuffer::from_slice(stream, &[1u32, 2, 3])?;
    /// let mut dst = DeviceBuffer::<u32>::zeroed(stream, 3)?;
    /// dst.copy_from_device(&src, stream)?;
    /// assert_eq!(dst.to_vec()?, [1, 2, 3]);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A length mismatch; a stream of neither buffer's context; a copy between contexts on a capture
    /// stream; a failing `cuMemcpyDtoDAsync` (same context) or `cuMemcpyPeerAsync`.
    pub fn copy_from_device<'s>(
        &mut self,
        src: impl Into<DeviceSlice<'s, T>>,
        stream: &Stream,
    ) -> Result<(), Error>
    where
        T: 's,
    {
        let src = src.into();
        same_len("copy_from_device", self.len, src.len)?;
        let s = stream.inner();
        let (dst_ctx, src_ctx) = copy_pair_rule("copy_from_device", s, self.mem, src.mem)?;
        if self.byte_len() == 0 {
            return Ok(());
        }
        s.bind()?;
        let (dst, from, bytes) = (self.ptr(), src.ptr(), self.byte_len());
        let driver = s.driver();
        let mut memory = [Memory::write(self.mem), Memory::read(src.mem)];
        queue(s, Reach::Any, &mut memory, None, || {
            // SAFETY: both ranges hold `bytes` bytes in the contexts named, and do not overlap (a
            // mutable view excludes every other view of its range); both stay allocated until the
            // stream has run the copy (their frees order after it, or the graph holds them).
            unsafe {
                if dst_ctx == src_ctx {
                    driver.cuMemcpyDtoDAsync(dst, from, bytes, s.raw())
                } else {
                    driver.cuMemcpyPeerAsync(dst, dst_ctx, from, src_ctx, bytes, s.raw())
                }
            }
        })
    }

    /// Sets every byte to `value` on the buffer's home stream, in the buffer's stream order.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// buf.memset_d8(0)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuMemsetD8Async`.
    pub fn memset_d8(&mut self, value: u8) -> Result<(), Error> {
        let home = self.home();
        self.memset_d8_on(value, &home)
    }

    /// Sets every byte to `value` on `stream` (a capture stream too), in the buffer's stream order.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut view = buf.slice_mut(..4)?;
    /// view.memset_d8_on(0, stream)?; // only the first four elements
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuMemsetD8Async`; a stream whose context cannot use the buffer.
    pub fn memset_d8_on(&mut self, value: u8, stream: &Stream) -> Result<(), Error> {
        let count = self.byte_len();
        self.memset_on("memset_d8", stream, 1, |driver, ptr, s| {
            // SAFETY: the range holds `count` bytes and stays allocated until the stream has run.
            unsafe { driver.cuMemsetD8Async(ptr, value, count, s) }
        })
    }

    /// Sets every 16-bit word to `value` on the buffer's home stream; the range's address and byte
    /// size must be multiples of 2.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut view = buf.slice_mut(..4)?;
    /// view.memset_d16(0)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A misaligned address or size; a failing `cuMemsetD16Async`.
    pub fn memset_d16(&mut self, value: u16) -> Result<(), Error> {
        let home = self.home();
        self.memset_d16_on(value, &home)
    }

    /// Sets every 16-bit word to `value` on `stream` (a capture stream too), in the buffer's stream
    /// order; as [`memset_d16`](Self::memset_d16).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut view = buf.slice_mut(..4)?;
    /// view.memset_d16_on(0, stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`memset_d16`](Self::memset_d16); a stream whose context cannot use the buffer.
    pub fn memset_d16_on(&mut self, value: u16, stream: &Stream) -> Result<(), Error> {
        let count = self.byte_len() / 2;
        self.memset_on("memset_d16", stream, 2, |driver, ptr, s| {
            // SAFETY: the range holds `count` 16-bit words and stays allocated until the stream has run.
            unsafe { driver.cuMemsetD16Async(ptr, value, count, s) }
        })
    }

    /// Sets every 32-bit word to `value` on the buffer's home stream; the range's address and byte
    /// size must be multiples of 4.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// buf.memset_d32(0xffff_ffff)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A misaligned address or size; a failing `cuMemsetD32Async`.
    pub fn memset_d32(&mut self, value: u32) -> Result<(), Error> {
        let home = self.home();
        self.memset_d32_on(value, &home)
    }

    /// Sets every 32-bit word to `value` on `stream` (a capture stream too), in the buffer's stream
    /// order; as [`memset_d32`](Self::memset_d32).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.memset_d32_on(0, stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`memset_d32`](Self::memset_d32); a stream whose context cannot use the buffer.
    pub fn memset_d32_on(&mut self, value: u32, stream: &Stream) -> Result<(), Error> {
        let count = self.byte_len() / 4;
        self.memset_on("memset_d32", stream, 4, |driver, ptr, s| {
            // SAFETY: the range holds `count` 32-bit words and stays allocated until the stream has run.
            unsafe { driver.cuMemsetD32Async(ptr, value, count, s) }
        })
    }

    /// Queues a memset of `unit`-byte words after checking the range's address and size against it.
    fn memset_on(
        &mut self,
        what: &'static str,
        stream: &Stream,
        unit: usize,
        op: impl FnOnce(&crate::Driver, CUdeviceptr, crate::sys::CUstream) -> Result<(), DriverError>,
    ) -> Result<(), Error> {
        let ptr = self.ptr();
        if self.byte_len() % unit != 0 || ptr.native_handle() % unit != 0 {
            return Err(Error::InvalidArgument(format!(
                "{what} needs an address and a size that are multiples of {unit} bytes; the range \
                 starts at {:#x} and holds {} bytes",
                ptr.native_handle(),
                self.byte_len()
            )));
        }
        let s = stream.inner();
        if self.byte_len() == 0 {
            return Ok(());
        }
        s.bind()?;
        self.queue_on(s, what, None, || op(s.driver(), ptr, s.raw()))
    }

    /// Queues a copy from pinned memory on `stream`; the pinned buffer waits for the copy before it can
    /// be reached again or freed. On a capture stream the contents are copied at once into memory the
    /// graph owns, as [`copy_from_host_on`](Self::copy_from_host_on) does.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, pinned: &mut cuda_driver::PinnedBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.slice_mut(..)?.copy_from_pinned(pinned, stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyHtoDAsync` or `cuEventRecord`; a failing wait for the
    /// pinned buffer's earlier copy; a stream whose context cannot use the buffer.
    pub fn copy_from_pinned(
        &mut self,
        src: &mut PinnedBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        same_len("copy_from_pinned", self.len, src.len)?;
        let s = stream.inner();
        s.same_context("copy_from_pinned", "pinned buffer", src.context().raw())?;
        if s.scope().is_some() {
            let bytes = src.as_slice()?;
            return self.copy_from_host_on(bytes, stream);
        }
        src.settle()?;
        if self.byte_len() == 0 {
            return Ok(());
        }
        s.bind()?;
        let (ptr, bytes, from) = (self.ptr(), self.byte_len(), src.ptr);
        self.queue_on(s, "copy_from_pinned", None, || {
            // SAFETY: `src` is pinned and readable for `bytes`; it waits for the copy (marked below)
            // before any host access or free.
            unsafe {
                s.driver()
                    .cuMemcpyHtoDAsync(ptr, from.cast(), bytes, s.raw())
            }
        })?;
        src.mark_pending(s)
    }

    /// Copies the device contents into `dst`; as [`DeviceSlice::copy_to_host`].
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut host = vec![0u32; buf.len()];
    /// buf.copy_to_host(&mut host)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`DeviceSlice::copy_to_host`].
    pub fn copy_to_host(&self, dst: &mut [T]) -> Result<(), Error> {
        self.as_view().copy_to_host(dst)
    }

    /// The device contents as a new vector; as [`DeviceSlice::to_vec`].
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let host: Vec<u32> = buf.to_vec()?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`DeviceSlice::copy_to_host`].
    pub fn to_vec(&self) -> Result<Vec<T>, Error> {
        self.as_view().to_vec()
    }

    /// The buffer's home stream, as a `Stream` value.
    fn home(&self) -> Stream {
        Stream::from_inner(Arc::clone(&self.mem.home))
    }

    /// Queues `op` on `s` in this buffer's stream order (the buffers' context rule, `what` naming the
    /// call), with `held` held by the graph when `s` captures.
    fn queue_on(
        &self,
        s: &Arc<StreamInner>,
        what: &'static str,
        held: Option<Held>,
        op: impl FnOnce() -> Result<(), DriverError>,
    ) -> Result<(), Error> {
        queue(
            s,
            Reach::Peer(what),
            &mut [Memory::write(self.mem)],
            held,
            op,
        )
    }

    /// A copy from `snapshot` (host memory the graph will own) into this range, on the capture stream
    /// `s`.
    fn captured_copy_in(
        &mut self,
        s: &Arc<StreamInner>,
        snapshot: HostSnapshot,
    ) -> Result<(), Error> {
        let (ptr, bytes, from) = (self.ptr(), self.byte_len(), snapshot.ptr());
        let snapshot: Held = Arc::new(snapshot);
        self.queue_on(s, "copy_from_host", Some(snapshot), || {
            // SAFETY: the snapshot holds `bytes` bytes and is held by the graph (kept by `queue`) for
            // as long as the graph can run the copy; the allocation is held likewise.
            unsafe { s.driver().cuMemcpyHtoDAsync(ptr, from, bytes, s.raw()) }
        })
    }
}

impl<T: CudaField> DeviceSlice<'_, T> {
    /// Copies the device contents into `dst` (exactly [`len`](Self::len) elements) on the buffer's home
    /// stream, after the work queued on the buffer; returns once `dst` is written.
    ///
    /// ```no_run
    /// # fn f(buf: &cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let view = buf.slice(..4)?;
    /// let mut host = [0.0; 4];
    /// view.copy_to_host(&mut host)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyDtoHAsync` or `cuStreamSynchronize` (which also reports
    /// earlier asynchronous errors).
    pub fn copy_to_host(&self, dst: &mut [T]) -> Result<(), Error> {
        same_len("copy_to_host", self.len, dst.len())?;
        if self.byte_len() == 0 {
            return Ok(());
        }
        let s = &self.mem.home;
        s.bind()?;
        let (ptr, bytes) = (self.ptr(), self.byte_len());
        let out = dst.as_mut_ptr().cast::<c_void>();
        let queued = queue(
            s,
            Reach::Peer("copy_to_host"),
            &mut [self.tracked()],
            None,
            || {
                // SAFETY: `dst` is writable for `bytes` and any bytes are a valid `T` (`CudaField`); the host
                // waits for the stream to run the copy (below) before `dst`'s borrow ends.
                unsafe { s.driver().cuMemcpyDtoHAsync(out, ptr, bytes, s.raw()) }
            },
        );
        if queued.is_ok() {
            wait_for_host_copy(s)?;
        }
        queued
    }

    /// The device contents as a new vector.
    ///
    /// ```no_run
    /// # fn f(buf: &cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let view = buf.slice(..4)?;
    /// assert_eq!(view.to_vec()?.len(), 4);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`copy_to_host`](Self::copy_to_host).
    pub fn to_vec(&self) -> Result<Vec<T>, Error> {
        let mut out = vec![zeroed_field::<T>(); self.len];
        self.copy_to_host(&mut out)?;
        Ok(out)
    }

    /// Queues a copy of the device contents into pinned memory on `stream`; reaching the pinned buffer
    /// afterwards waits for the copy.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, pinned: &mut cuda_driver::PinnedBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.slice(..)?.copy_to_pinned(pinned, stream)?;
    /// let host: &[f32] = pinned.as_slice()?; // waits for the copy
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyDtoHAsync` or `cuEventRecord`; a failing wait for the
    /// pinned buffer's earlier copy; a capture stream (the graph would write host memory the caller
    /// owns at every launch); a stream whose context cannot use the buffer.
    pub fn copy_to_pinned(&self, dst: &mut PinnedBuffer<T>, stream: &Stream) -> Result<(), Error> {
        same_len("copy_to_pinned", self.len, dst.len)?;
        let s = stream.inner();
        s.same_context("copy_to_pinned", "pinned buffer", dst.context().raw())?;
        s.refuse_capture("copy_to_pinned")?;
        dst.settle()?;
        if self.byte_len() == 0 {
            return Ok(());
        }
        s.bind()?;
        let (ptr, bytes, out) = (self.ptr(), self.byte_len(), dst.ptr);
        queue(
            s,
            Reach::Peer("copy_to_pinned"),
            &mut [self.tracked()],
            None,
            || {
                // SAFETY: `dst` is pinned and writable for `bytes`, any bytes are a valid `T`; it waits for
                // the copy (marked below) before any host access or free.
                unsafe {
                    s.driver()
                        .cuMemcpyDtoHAsync(out.cast(), ptr, bytes, s.raw())
                }
            },
        )?;
        dst.mark_pending(s)
    }
}

/// The context rule of a copy between two buffers, stated once for the 1-D and 3-D copies: the stream
/// belongs to one of their contexts, and a copy between two contexts (a peer copy) is not captured.
/// Returns the destination's and the source's context handles.
pub(super) fn copy_pair_rule(
    what: &'static str,
    s: &StreamInner,
    dst: &Allocation,
    src: &Allocation,
) -> Result<(CUcontext, CUcontext), Error> {
    let (dst_ctx, src_ctx) = (dst.home.ctx_raw(), src.home.ctx_raw());
    if s.ctx_raw() != dst_ctx && s.ctx_raw() != src_ctx {
        return Err(crate::safe::owners::stream::other_context(
            what,
            "pair of buffers",
        ));
    }
    if dst_ctx != src_ctx {
        // A peer copy cannot be captured into a graph.
        s.refuse_capture(&format!("{what} between contexts"))?;
    }
    Ok((dst_ctx, src_ctx))
}

fn zeroed_field<T: CudaField>() -> T {
    // SAFETY: `CudaField` promises that every bit pattern, zero included, is a valid `T`.
    unsafe { std::mem::zeroed() }
}
