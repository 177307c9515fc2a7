//! Copies and memsets of a [`DeviceBuffer`]: each queued in the buffer's stream order, on its home stream
//! or a stream the caller names, with host memory the call returns after reading (or pinned memory that
//! waits for the copy).

use std::ffi::c_void;
use std::sync::Arc;

use cuda_struct::CudaField;

use crate::sys::CUstreamCaptureMode;
use crate::{DeviceBuffer, Driver, DriverError, Error, PinnedBuffer, Stream};

use super::super::graph::Keep;
use super::super::stream::{keep_forever, StreamInner};
use super::{Allocation, Released};

fn same_len(what: &str, expected: usize, actual: usize) -> Result<(), Error> {
    if expected == actual {
        Ok(())
    } else {
        Err(Error::InvalidArgument(format!(
            "{what}: the device buffer holds {expected} elements but the other side holds {actual}"
        )))
    }
}

impl<T: CudaField> DeviceBuffer<T> {
    /// Runs `op` on stream `s` with the buffer's (and `other`'s) earlier work ordered before it, holding
    /// their locks (in address order) until it is queued; on a capturing stream, makes the graph hold
    /// both instead. The streams the buffers let go of go to `released`, which the caller declares
    /// before any lock of its own (a host copy holds the capture lock of the buffer's home stream).
    fn on_stream(
        &self,
        what: &str,
        s: &Arc<StreamInner>,
        other: Option<&Arc<Allocation>>,
        op: impl FnOnce() -> Result<(), DriverError>,
        released: &mut Released,
    ) -> Result<(), Error> {
        s.check_thread(what)?;
        s.ctx().inner().bind()?;
        let generation = s.generation();
        if generation & 1 == 1 {
            return self.on_capturing_stream(s, other, op, released);
        }
        let queued = self.ordered(s, other.map(|o| &**o), op, released);
        if s.generation() != generation {
            // A capture began while the work was queued, so it may be in that graph, which does not
            // hold the memory: keep it for good.
            keep_forever(&self.mem);
            if let Some(o) = other {
                keep_forever(o);
            }
        }
        queued
    }

    /// [`on_stream`](Self::on_stream) where a capture was on: under the capture lock, so that the capture
    /// cannot end before `op` is queued into it.
    #[cold]
    fn on_capturing_stream(
        &self,
        s: &Arc<StreamInner>,
        other: Option<&Arc<Allocation>>,
        op: impl FnOnce() -> Result<(), DriverError>,
        released: &mut Released,
    ) -> Result<(), Error> {
        let mut capture = s.capture();
        if !s.capturing() {
            // It ended meanwhile; none begins while the lock is held.
            return self.ordered(s, other.map(|o| &**o), op, released);
        }
        capture.keep.push(Keep::Memory(Arc::clone(&self.mem)));
        if let Some(o) = other {
            capture.keep.push(Keep::Memory(Arc::clone(o)));
        }
        op()?;
        Ok(())
    }

    /// The ordered part of [`on_stream`](Self::on_stream), for a stream that is not capturing.
    fn ordered(
        &self,
        s: &Arc<StreamInner>,
        other: Option<&Allocation>,
        op: impl FnOnce() -> Result<(), DriverError>,
        released: &mut Released,
    ) -> Result<(), Error> {
        match other {
            Some(o) if !std::ptr::eq(o, &*self.mem) => {
                let mine: &Allocation = &self.mem;
                let (a, b) = if std::ptr::from_ref(o) < std::ptr::from_ref(mine) {
                    (o, mine)
                } else {
                    (mine, o)
                };
                let mut ta = a.lock();
                let mut tb = b.lock();
                a.use_on(&mut ta, s, released)?;
                b.use_on(&mut tb, s, released)?;
                op()?;
                s.after_use()?;
            }
            _ => {
                let mut t = self.mem.lock();
                self.mem.use_on(&mut t, s, released)?;
                op()?;
                s.after_use()?;
            }
        }
        Ok(())
    }

    /// Copies `src` (exactly [`len`](Self::len) elements) to the device, returning once the device has
    /// read it: the copy is queued on the home stream and the stream synchronised, so `src` may be pinned
    /// memory and changed right after the call.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyHtoDAsync` or `cuStreamSynchronize`.
    pub fn copy_from_host(&mut self, src: &[T]) -> Result<(), Error> {
        same_len("copy_from_host", self.len, src.len())?;
        let (ptr, bytes) = (self.mem.ptr, self.byte_len());
        let home = &self.mem.home;
        self.host_copy("copy_from_host", || {
            home.gated(|raw| {
                // SAFETY: `src` is readable for `bytes`, the allocation holds as many, and `host_copy` waits
                // for the stream to run the copy before `src`'s borrow ends.
                unsafe {
                    home.ctx()
                        .driver()
                        .cuMemcpyHtoDAsync(ptr, src.as_ptr().cast(), bytes, raw)
                }
            })
        })
    }

    /// Copies the device contents into `dst` (exactly [`len`](Self::len) elements), after the work queued
    /// on the buffer; returns once `dst` is written.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyDtoHAsync` or `cuStreamSynchronize` (which also reports
    /// earlier asynchronous errors).
    pub fn copy_to_host(&self, dst: &mut [T]) -> Result<(), Error> {
        same_len("copy_to_host", self.len, dst.len())?;
        let (ptr, bytes) = (self.mem.ptr, self.byte_len());
        let out = dst.as_mut_ptr().cast::<c_void>();
        let home = &self.mem.home;
        self.host_copy("copy_to_host", || {
            home.gated(|raw| {
                // SAFETY: `dst` is writable for `bytes` and any bytes are a valid `T` (`CudaField`);
                // `host_copy` waits for the stream to run the copy before `dst`'s borrow ends.
                unsafe { home.driver().cuMemcpyDtoHAsync(out, ptr, bytes, raw) }
            })
        })
    }

    /// Queues `op`, a copy between the buffer and host memory the caller borrows, on the home stream, and
    /// returns only once the stream has run it: the host memory is never touched after the borrow ends.
    ///
    /// The wait cannot be skipped on failure. This thread's capture mode is relaxed for the copy and the
    /// wait, so that another thread's global-mode capture does not forbid the synchronisation (the one
    /// non-sticky failure we know of); if the stream wait still fails, the context is synchronised
    /// instead, and if that fails too without an error that stops all work, the process aborts rather
    /// than return while the copy may still run.
    fn host_copy(
        &self,
        what: &str,
        op: impl FnOnce() -> Result<(), DriverError>,
    ) -> Result<(), Error> {
        let home = &self.mem.home;
        // Declared before the locks, so dropped after them.
        let mut released = Released::default();
        // Held until the copy has run: no capture begins meanwhile (to take the copy, or to make the
        // wait fail).
        let _no_capture = home.exclude_capture(what)?;
        if self.len == 0 {
            return Ok(());
        }
        let _relaxed = RelaxedCapture::enter(home.driver());
        let mut queued = false;
        let result = self.on_stream(
            what,
            home,
            None,
            || {
                op()?;
                queued = true;
                Ok(())
            },
            &mut released,
        );
        if queued {
            wait_for_host_copy(home)?;
        }
        result
    }
    /// The device contents as a new vector.
    ///
    /// # Errors
    /// As [`copy_to_host`](Self::copy_to_host).
    pub fn to_vec(&self) -> Result<Vec<T>, Error> {
        let mut out = vec![zeroed_field::<T>(); self.len];
        self.copy_to_host(&mut out)?;
        Ok(out)
    }

    /// Queues a copy of another device buffer of the same length (possibly of another context or
    /// device) into this one on `stream`, after both buffers' earlier work.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyDtoDAsync` (same context) or `cuMemcpyPeerAsync`.
    pub fn copy_from_device(
        &mut self,
        src: &DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        same_len("copy_from_device", self.len, src.len)?;
        let s = stream.inner();
        s.check_thread("copy_from_device")?;
        s.ctx().inner().bind()?;
        let (dst_ctx, src_ctx) = (self.context().raw(), src.context().raw());
        let (dst, from, bytes) = (self.mem.ptr, src.mem.ptr, self.byte_len());
        let driver = s.driver();
        let op = || {
            s.gated(|raw| {
                // SAFETY: both allocations hold `bytes` bytes in the contexts named; both buffers stay
                // allocated until the stream has passed the copy (their frees order after it, or the
                // graph being captured holds them).
                unsafe {
                    if dst_ctx == src_ctx {
                        // The same context: a plain copy, which (unlike the peer copy) can be captured.
                        driver.cuMemcpyDtoDAsync(dst, from, bytes, raw)
                    } else {
                        driver.cuMemcpyPeerAsync(dst, dst_ctx, from, src_ctx, bytes, raw)
                    }
                }
            })
        };
        if bytes == 0 {
            return Ok(());
        }
        let mut released = Released::default();
        self.on_stream("copy_from_device", s, Some(&src.mem), op, &mut released)
    }

    /// Sets every byte to `value`, in the buffer's stream order (on its home stream).
    ///
    /// # Errors
    /// A failing `cuMemsetD8Async`.
    pub fn memset_d8(&mut self, value: u8) -> Result<(), Error> {
        let home = Arc::clone(&self.mem.home);
        if self.len > 0 {
            let (ptr, bytes) = (self.mem.ptr, self.byte_len());
            let mut released = Released::default();
            let op = || {
                home.gated(|raw| {
                    // SAFETY: the allocation holds `bytes` bytes and stays allocated until the stream has run.
                    unsafe { home.driver().cuMemsetD8Async(ptr, value, bytes, raw) }
                })
            };
            self.on_stream("memset_d8", &home, None, op, &mut released)?;
        }
        Ok(())
    }

    /// Sets every 32-bit word to `value`, in the buffer's stream order; the byte size must be a multiple of 4.
    ///
    /// # Errors
    /// A byte size that is not a multiple of 4; a failing `cuMemsetD32Async`.
    pub fn memset_d32(&mut self, value: u32) -> Result<(), Error> {
        if self.byte_len() % 4 != 0 {
            return Err(Error::InvalidArgument(format!(
                "memset_d32 needs a multiple of 4 bytes, the buffer has {}",
                self.byte_len()
            )));
        }
        let home = Arc::clone(&self.mem.home);
        if self.len > 0 {
            let (ptr, words) = (self.mem.ptr, self.byte_len() / 4);
            let mut released = Released::default();
            let op = || {
                home.gated(|raw| {
                    // SAFETY: the allocation holds `words` words and stays allocated until the stream has run.
                    unsafe { home.driver().cuMemsetD32Async(ptr, value, words, raw) }
                })
            };
            self.on_stream("memset_d32", &home, None, op, &mut released)?;
        }
        Ok(())
    }

    /// Queues a copy from pinned memory on `stream`. The pinned buffer waits for the copy before it can be
    /// touched again or freed, so the call is safe.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyHtoDAsync` or `cuEventRecord`; a capturing stream.
    pub fn copy_from_pinned(
        &mut self,
        src: &mut PinnedBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        same_len("copy_from_pinned", self.len, src.len)?;
        let s = stream.inner();
        // Declared before the lock, so dropped after it.
        let mut released = Released::default();
        // Held until the copy is recorded: no capture takes the copy or the record.
        let _no_capture = s.exclude_capture("copy_from_pinned")?;
        src.settle();
        if self.len > 0 {
            let (ptr, bytes, from) = (self.mem.ptr, self.byte_len(), src.ptr);
            let op = || {
                s.gated(|raw| {
                    // SAFETY: `src` is pinned and readable for `bytes`; it waits for `pending` (recorded
                    // below) before any host access or free.
                    unsafe {
                        s.ctx()
                            .driver()
                            .cuMemcpyHtoDAsync(ptr, from.cast(), bytes, raw)
                    }
                })
            };
            self.on_stream("copy_from_pinned", s, None, op, &mut released)?;
            src.mark_pending(s)?;
        }
        Ok(())
    }

    /// Queues a copy of the device contents into pinned memory on `stream`; reading the pinned buffer
    /// afterwards waits for the copy.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyDtoHAsync` or `cuEventRecord`; a capturing stream.
    pub fn copy_to_pinned(&self, dst: &mut PinnedBuffer<T>, stream: &Stream) -> Result<(), Error> {
        same_len("copy_to_pinned", self.len, dst.len)?;
        let s = stream.inner();
        // Declared before the lock, so dropped after it.
        let mut released = Released::default();
        // Held until the copy is recorded: no capture takes the copy or the record.
        let _no_capture = s.exclude_capture("copy_to_pinned")?;
        dst.settle();
        if self.len > 0 {
            let (ptr, bytes, out) = (self.mem.ptr, self.byte_len(), dst.ptr);
            let op = || {
                s.gated(|raw| {
                    // SAFETY: `dst` is pinned and writable for `bytes`, any bytes are a valid `T`; it waits
                    // for `pending` (recorded below) before any host access or free.
                    unsafe {
                        s.ctx()
                            .driver()
                            .cuMemcpyDtoHAsync(out.cast(), ptr, bytes, raw)
                    }
                })
            };
            self.on_stream("copy_to_pinned", s, None, op, &mut released)?;
            dst.mark_pending(s)?;
        }
        Ok(())
    }
}

/// Waits for a queued copy that reads or writes borrowed host memory (see `host_copy`).
fn wait_for_host_copy(home: &StreamInner) -> Result<(), Error> {
    let Err(e) = home.synchronize() else {
        return Ok(());
    };
    if e.stops_all_work() {
        return Err(e.into());
    }
    let driver = home.driver();
    let fallback = super::super::in_context(home.ctx(), || {
        // SAFETY: no arguments; waits for every stream of the home context, current here.
        unsafe { driver.cuCtxSynchronize() }
    });
    match fallback {
        Ok(()) => Err(e.into()),
        Err(f) if f.stops_all_work() => Err(e.into()),
        Err(f) => {
            // Neither wait could be made: the copy may still read or write memory whose borrow ends
            // when we return, and no error value can prevent that.
            eprintln!("cuda-driver: a host copy could not be waited for ({e}; then {f}): aborting");
            std::process::abort()
        }
    }
}

/// The calling thread's stream capture mode set to relaxed until dropped, where the driver has
/// `cuThreadExchangeStreamCaptureMode` (CUDA 10.1 and later).
struct RelaxedCapture<'d> {
    driver: &'d Driver,
    previous: Option<CUstreamCaptureMode>,
}

impl<'d> RelaxedCapture<'d> {
    fn enter(driver: &'d Driver) -> Self {
        let mut mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED;
        // SAFETY: `mode` is a valid in/out parameter.
        let swapped = unsafe { driver.cuThreadExchangeStreamCaptureMode(&mut mode) };
        RelaxedCapture {
            driver,
            previous: swapped.is_ok().then_some(mode),
        }
    }
}

impl Drop for RelaxedCapture<'_> {
    fn drop(&mut self) {
        if let Some(mut mode) = self.previous {
            // SAFETY: as in `enter`; restores the mode this thread had.
            let _ = unsafe { self.driver.cuThreadExchangeStreamCaptureMode(&mut mode) };
        }
    }
}

fn zeroed_field<T: CudaField>() -> T {
    // SAFETY: `CudaField` promises that every bit pattern, zero included, is a valid `T`.
    unsafe { std::mem::zeroed() }
}
