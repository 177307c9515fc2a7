//! Device memory in stream order, pinned host memory, and copies between them.
//!
//! A [`DeviceBuffer`] is allocated on a stream, its *home*: it is freed there, after the work queued on
//! it. A use on another stream makes that stream wait for the buffer's earlier work (one event), and the
//! next use elsewhere, or the free, waits for that stream in turn; uses on the home stream cost nothing.

use std::ffi::c_void;
use std::marker::PhantomData;
use std::mem::size_of;
use std::sync::{Arc, Mutex};

use cuda_struct::CudaField;

use crate::sys::{CUdeviceptr, CUipcMemHandle};
use crate::{Context, DriverError, Error, PinnedBuffer, Stream};

use super::stream::{Kind, StreamInner};

pub(crate) fn byte_len<T>(len: usize) -> Result<usize, Error> {
    len.checked_mul(size_of::<T>()).ok_or_else(|| {
        Error::InvalidArgument(format!(
            "{len} elements of {} bytes overflow usize",
            size_of::<T>()
        ))
    })
}

fn same_len(what: &str, expected: usize, actual: usize) -> Result<(), Error> {
    if expected == actual {
        Ok(())
    } else {
        Err(Error::InvalidArgument(format!(
            "{what}: the device buffer holds {expected} elements but the other side holds {actual}"
        )))
    }
}

/// Which allocator a [`DeviceBuffer`]'s memory came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allocator {
    /// `cuMemAllocAsync` on the home stream, from the device's default pool; freed with `cuMemFreeAsync`
    /// on the home stream. [`DeviceBuffer::alloc`] and friends.
    Pool,
    /// `cuMemAlloc`; freed by synchronising the home stream and `cuMemFree`. The only memory
    /// `cuIpcGetMemHandle` accepts: [`DeviceBuffer::alloc_ipc`].
    Device,
}

/// Where a buffer was last used, when that is not its home stream.
#[derive(Default)]
pub(crate) struct Track {
    last: Option<Arc<StreamInner>>,
}

/// The memory behind a [`DeviceBuffer`], shared with the graphs whose captured work touches it. Aligned to
/// two cache lines, so that the lock every launch takes shares its line with nothing another thread (the
/// driver's included) writes.
#[repr(align(128))]
pub(crate) struct Allocation {
    ptr: CUdeviceptr,
    allocator: Allocator,
    home: Arc<StreamInner>,
    track: Mutex<Track>,
}

impl std::fmt::Debug for Allocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Allocation")
            .field("ptr", &self.ptr)
            .field("allocator", &self.allocator)
            .finish_non_exhaustive()
    }
}

impl Allocation {
    #[inline]
    pub(crate) fn lock(&self) -> std::sync::MutexGuard<'_, Track> {
        self.track.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Orders a use on `stream` after the buffer's earlier uses; the lock is held by the caller until the
    /// use is queued. The stream's context must be current.
    #[inline]
    pub(crate) fn use_on(
        &self,
        track: &mut Track,
        stream: &Arc<StreamInner>,
    ) -> Result<(), DriverError> {
        self.use_on_after(track, stream, &mut None)
    }

    /// As [`use_on`](Self::use_on), skipping the wait when `ordered` names the stream this buffer was
    /// last used on (a launch with several buffers of one stream waits for it once), and setting
    /// `ordered` to the stream it waited for.
    #[inline]
    pub(crate) fn use_on_after(
        &self,
        track: &mut Track,
        stream: &Arc<StreamInner>,
        ordered: &mut Option<*const StreamInner>,
    ) -> Result<(), DriverError> {
        let prev = track.last.as_ref().unwrap_or(&self.home);
        if Arc::ptr_eq(prev, stream) {
            return Ok(());
        }
        if *ordered != Some(Arc::as_ptr(prev)) {
            stream.order_after(prev)?;
            *ordered = Some(Arc::as_ptr(prev));
        }
        track.last = (!Arc::ptr_eq(stream, &self.home)).then(|| Arc::clone(stream));
        Ok(())
    }

    pub(crate) fn ptr_field(&self) -> *const CUdeviceptr {
        &self.ptr
    }
}

impl Drop for Allocation {
    fn drop(&mut self) {
        if self.ptr.is_null() {
            return;
        }
        let freeing = Freeing {
            ptr: self.ptr,
            allocator: self.allocator,
            last: self.track.get_mut().map(|t| t.last.take()).unwrap_or(None),
        };
        let home = &self.home;
        super::in_context(home.ctx(), || {
            if home.capturing() {
                // Freeing now would put the free into the graph: do it when the capture ends.
                home.capture().deferred.push(freeing);
            } else {
                // A free that fails leaks its memory rather than free it out of order.
                let _ = freeing.run(home);
            }
        });
    }
}

/// A free waiting to happen: the address, its allocator, and where it was last used.
pub(crate) struct Freeing {
    ptr: CUdeviceptr,
    allocator: Allocator,
    last: Option<Arc<StreamInner>>,
}

impl Freeing {
    /// Frees on `stream` after the work queued there and on the last-use stream; the stream's context
    /// must be current. Memory whose order cannot be established is leaked rather than freed early.
    pub(crate) fn run(self, stream: &StreamInner) -> Result<(), DriverError> {
        let driver = stream.ctx().driver();
        let mut ordered = match &self.last {
            Some(last) => stream.order_after(last),
            None => Ok(()),
        };
        if ordered.is_err() {
            // SAFETY: no arguments; waits for every stream of the current context.
            ordered = unsafe { driver.cuCtxSynchronize() };
        }
        ordered?;
        match self.allocator {
            // SAFETY: allocated once, freed once here, in the stream's order after every use.
            Allocator::Pool => unsafe { driver.cuMemFreeAsync(self.ptr, stream.raw()) },
            Allocator::Device => {
                stream.synchronize()?;
                // SAFETY: allocated once, freed once here, after the stream has run every use.
                unsafe { driver.cuMemFree(self.ptr) }
            }
        }
    }
}

/// `len` elements of `T` in device memory, allocated on a stream (its home) and freed there after the
/// work that uses it.
///
/// `T` is any [`CudaField`] type (integers, floats, `#[cuda_struct]` types...): every bit pattern the
/// device writes is a valid `T` when copied back.
#[derive(Debug)]
pub struct DeviceBuffer<T> {
    mem: Arc<Allocation>,
    len: usize,
    _marker: PhantomData<T>,
}

// SAFETY: device memory may be used and freed from any thread; every call binds the home context.
unsafe impl<T: Send> Send for DeviceBuffer<T> {}
// SAFETY: `&self` methods only read the buffer or queue work whose order is kept under the buffer's lock.
unsafe impl<T: Sync> Sync for DeviceBuffer<T> {}

impl<T> DeviceBuffer<T> {
    pub(crate) fn allocation(&self) -> &Arc<Allocation> {
        &self.mem
    }
}

impl<T: CudaField> DeviceBuffer<T> {
    /// Allocates `len` elements on `stream` from the device's pool (`cuMemAllocAsync`; contents
    /// unspecified until written). A zero length allocates nothing.
    ///
    /// # Errors
    /// `CUDA_ERROR_OUT_OF_MEMORY` and other codes of `cuMemAllocAsync`; an overflowing byte size; the
    /// per-thread default stream or a capturing stream.
    pub fn alloc(stream: &Stream, len: usize) -> Result<Self, Error> {
        Self::alloc_with(stream, len, Allocator::Pool)
    }

    /// Allocates `len` elements with `cuMemAlloc`, the memory [`ipc_handle`](Self::ipc_handle) can share,
    /// with `stream` as its home.
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc), from `cuMemAlloc`.
    pub fn alloc_ipc(stream: &Stream, len: usize) -> Result<Self, Error> {
        Self::alloc_with(stream, len, Allocator::Device)
    }

    fn alloc_with(stream: &Stream, len: usize, allocator: Allocator) -> Result<Self, Error> {
        let bytes = byte_len::<T>(len)?;
        let home = stream.inner();
        if home.kind() == Kind::PerThread {
            return Err(Error::InvalidArgument(
                "alloc: a buffer cannot live on the per-thread default stream (its free could land on \
                 another thread's stream); allocate on a created or the legacy stream"
                    .into(),
            ));
        }
        home.refuse_if_capturing("alloc")?;
        let driver = home.ctx().driver();
        home.ctx().bind()?;
        let mut ptr = CUdeviceptr::null();
        if bytes > 0 {
            match allocator {
                // SAFETY: `ptr` is a valid out-parameter; the stream lives as long as the borrow.
                Allocator::Pool => unsafe {
                    driver.cuMemAllocAsync(ptr.as_mut_ptr(), bytes, home.raw())
                },
                // SAFETY: `ptr` is a valid out-parameter; the context is current.
                Allocator::Device => unsafe { driver.cuMemAlloc(ptr.as_mut_ptr(), bytes) },
            }?;
        }
        Ok(DeviceBuffer {
            mem: Arc::new(Allocation {
                ptr,
                allocator,
                home: Arc::clone(home),
                track: Mutex::new(Track::default()),
            }),
            len,
            _marker: PhantomData,
        })
    }

    /// Allocates on `stream` and fills from `src` (returning once `src` has been read).
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc) and [`copy_from_host`](Self::copy_from_host).
    pub fn from_slice(stream: &Stream, src: &[T]) -> Result<Self, Error> {
        let mut buf = Self::alloc(stream, src.len())?;
        buf.copy_from_host(src)?;
        Ok(buf)
    }

    /// Allocates `len` zeroed elements on `stream`.
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc) and [`memset_d8`](Self::memset_d8).
    pub fn zeroed(stream: &Stream, len: usize) -> Result<Self, Error> {
        let mut buf = Self::alloc(stream, len)?;
        buf.memset_d8(0)?;
        Ok(buf)
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The size in bytes.
    pub fn byte_len(&self) -> usize {
        self.len * size_of::<T>()
    }

    /// Which allocator the memory came from.
    pub fn allocator(&self) -> Allocator {
        self.mem.allocator
    }

    /// The context the buffer was allocated in.
    pub fn context(&self) -> &Context {
        self.mem.home.ctx()
    }

    /// The device address, for foreign code (cuBLAS, NCCL, a raw launch) that will use the buffer on
    /// `stream`: `stream` is made to wait for the buffer's earlier work, and the buffer's next use
    /// elsewhere (and its free) waits for what is queued on `stream` by then. Queue the foreign work
    /// before using the buffer again through the safe layer.
    ///
    /// # Errors
    /// A failing `cuEventRecord` or `cuStreamWaitEvent`; the per-thread default stream, whose work cannot
    /// be recorded after the fact.
    pub fn raw(&self, stream: &Stream) -> Result<CUdeviceptr, Error> {
        let s = stream.inner();
        if s.kind() == Kind::PerThread {
            return Err(Error::InvalidArgument(
                "raw: a buffer's address cannot be handed out for the per-thread default stream; use a \
                 created or the legacy stream for foreign work"
                    .into(),
            ));
        }
        s.ctx().inner().bind()?;
        if s.capturing() {
            s.capture()
                .keep
                .push(super::graph::Keep::Memory(Arc::clone(&self.mem)));
        } else {
            let mut track = self.mem.lock();
            self.mem.use_on(&mut track, s)?;
        }
        Ok(self.mem.ptr)
    }

    /// Runs `op` on stream `s` with the buffer's (and `other`'s) earlier work ordered before it, holding
    /// their locks (in address order) until it is queued.
    fn on_stream(
        &self,
        s: &Arc<StreamInner>,
        other: Option<&Allocation>,
        op: impl FnOnce() -> Result<(), DriverError>,
    ) -> Result<(), Error> {
        s.ctx().inner().bind()?;
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
                a.use_on(&mut ta, s)?;
                b.use_on(&mut tb, s)?;
                op()?;
                s.after_use()?;
            }
            _ => {
                let mut t = self.mem.lock();
                self.mem.use_on(&mut t, s)?;
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
        let home = Arc::clone(&self.mem.home);
        home.refuse_if_capturing("copy_from_host")?;
        if self.len > 0 {
            let (ptr, bytes) = (self.mem.ptr, self.byte_len());
            self.on_stream(&home, None, || {
                // SAFETY: `src` is readable for `bytes`, the allocation holds as many, and the stream is
                // synchronised below before `src`'s borrow ends.
                unsafe {
                    home.ctx().driver().cuMemcpyHtoDAsync(
                        ptr,
                        src.as_ptr().cast(),
                        bytes,
                        home.raw(),
                    )
                }
            })?;
            home.synchronize()?;
        }
        Ok(())
    }

    /// Copies the device contents into `dst` (exactly [`len`](Self::len) elements), after the work queued
    /// on the buffer; returns once `dst` is written.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyDtoHAsync` or `cuStreamSynchronize` (which also reports
    /// earlier asynchronous errors).
    pub fn copy_to_host(&self, dst: &mut [T]) -> Result<(), Error> {
        same_len("copy_to_host", self.len, dst.len())?;
        let home = &self.mem.home;
        home.refuse_if_capturing("copy_to_host")?;
        if self.len > 0 {
            let (ptr, bytes) = (self.mem.ptr, self.byte_len());
            let out = dst.as_mut_ptr().cast::<c_void>();
            self.on_stream(home, None, || {
                // SAFETY: `dst` is writable for `bytes` and any bytes are a valid `T` (`CudaField`); the
                // stream is synchronised below before `dst`'s borrow ends.
                unsafe {
                    home.ctx()
                        .driver()
                        .cuMemcpyDtoHAsync(out, ptr, bytes, home.raw())
                }
            })?;
            home.synchronize()?;
        }
        Ok(())
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
        s.ctx().inner().bind()?;
        let (dst_ctx, src_ctx) = (self.context().raw(), src.context().raw());
        let (dst, from, bytes) = (self.mem.ptr, src.mem.ptr, self.byte_len());
        let op = || {
            // SAFETY: both allocations hold `bytes` bytes in the contexts named; both buffers stay
            // allocated until the stream has passed the copy (their frees order after it, or the graph
            // being captured holds them).
            unsafe {
                if dst_ctx == src_ctx {
                    // The same context: a plain copy, which (unlike the peer copy) can be captured.
                    s.ctx()
                        .driver()
                        .cuMemcpyDtoDAsync(dst, from, bytes, s.raw())
                } else {
                    s.ctx()
                        .driver()
                        .cuMemcpyPeerAsync(dst, dst_ctx, from, src_ctx, bytes, s.raw())
                }
            }
        };
        if s.capturing() {
            let mut c = s.capture();
            c.keep
                .push(super::graph::Keep::Memory(Arc::clone(&self.mem)));
            c.keep
                .push(super::graph::Keep::Memory(Arc::clone(&src.mem)));
            drop(c);
            if bytes > 0 {
                op()?;
            }
            return Ok(());
        }
        if bytes == 0 {
            return Ok(());
        }
        self.on_stream(s, Some(&src.mem), op)
    }

    /// Sets every byte to `value`, in the buffer's stream order (on its home stream).
    ///
    /// # Errors
    /// A failing `cuMemsetD8Async`.
    pub fn memset_d8(&mut self, value: u8) -> Result<(), Error> {
        let home = Arc::clone(&self.mem.home);
        if self.len > 0 {
            let (ptr, bytes) = (self.mem.ptr, self.byte_len());
            self.on_stream(&home, None, || {
                // SAFETY: the allocation holds `bytes` bytes and stays allocated until the stream has run.
                unsafe {
                    home.ctx()
                        .driver()
                        .cuMemsetD8Async(ptr, value, bytes, home.raw())
                }
            })?;
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
            self.on_stream(&home, None, || {
                // SAFETY: the allocation holds `words` words and stays allocated until the stream has run.
                unsafe {
                    home.ctx()
                        .driver()
                        .cuMemsetD32Async(ptr, value, words, home.raw())
                }
            })?;
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
        s.refuse_if_capturing("copy_from_pinned")?;
        src.settle();
        if self.len > 0 {
            let (ptr, bytes, from) = (self.mem.ptr, self.byte_len(), src.ptr);
            self.on_stream(s, None, || {
                // SAFETY: `src` is pinned and readable for `bytes`; it waits for `pending` (recorded
                // below) before any host access or free.
                unsafe {
                    s.ctx()
                        .driver()
                        .cuMemcpyHtoDAsync(ptr, from.cast(), bytes, s.raw())
                }
            })?;
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
        s.refuse_if_capturing("copy_to_pinned")?;
        dst.settle();
        if self.len > 0 {
            let (ptr, bytes, out) = (self.mem.ptr, self.byte_len(), dst.ptr);
            self.on_stream(s, None, || {
                // SAFETY: `dst` is pinned and writable for `bytes`, any bytes are a valid `T`; it waits
                // for `pending` (recorded below) before any host access or free.
                unsafe {
                    s.ctx()
                        .driver()
                        .cuMemcpyDtoHAsync(out.cast(), ptr, bytes, s.raw())
                }
            })?;
            dst.mark_pending(s)?;
        }
        Ok(())
    }

    /// The IPC handle another process opens with [`IpcMemory::open`](crate::IpcMemory::open); send its
    /// `as_bytes()`. Only [`Allocator::Device`] memory ([`alloc_ipc`](Self::alloc_ipc)) can be shared.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for pool memory; a failing `cuIpcGetMemHandle`.
    pub fn ipc_handle(&self) -> Result<CUipcMemHandle, Error> {
        if self.mem.allocator != Allocator::Device {
            return Err(Error::InvalidArgument(
                "ipc_handle: the buffer comes from the stream-ordered pool, which cuIpcGetMemHandle \
                 refuses; allocate it with DeviceBuffer::alloc_ipc"
                    .into(),
            ));
        }
        self.context().bind()?;
        let mut handle = CUipcMemHandle::new();
        // SAFETY: `handle` is a valid out-parameter of the C type.
        unsafe {
            self.context()
                .driver()
                .cuIpcGetMemHandle(handle.as_mut_ptr(), self.mem.ptr)
        }?;
        Ok(handle)
    }

    /// Frees the memory on its home stream after the work that uses it, reporting an error that drop
    /// would ignore. If a graph still holds the memory, it is freed when the last such graph goes, and
    /// this returns `Ok`.
    ///
    /// # Errors
    /// A failing `cuEventRecord`, `cuStreamWaitEvent`, `cuMemFreeAsync` or `cuMemFree`.
    pub fn close(self) -> Result<(), Error> {
        let home = Arc::clone(&self.mem.home);
        self.close_on_inner(&home)
    }

    /// Frees the memory on `stream` (`cuMemFreeAsync` there), after the work queued on the buffer
    /// anywhere; as [`close`](Self::close) otherwise.
    ///
    /// # Errors
    /// As [`close`](Self::close).
    pub fn close_on(self, stream: &Stream) -> Result<(), Error> {
        let s = stream.inner();
        if s.kind() == Kind::PerThread || s.capturing() {
            return Err(Error::InvalidArgument(
                "close_on: free on a created or the legacy stream, not the per-thread default stream or \
                 a capturing one"
                    .into(),
            ));
        }
        self.close_on_inner(s)
    }

    fn close_on_inner(self, s: &Arc<StreamInner>) -> Result<(), Error> {
        let Ok(mut mem) = Arc::try_unwrap(self.mem) else {
            return Ok(());
        };
        if mem.ptr.is_null() {
            return Ok(());
        }
        let mut last = mem.lock().last.take();
        if last.is_none() && !Arc::ptr_eq(&mem.home, s) {
            last = Some(Arc::clone(&mem.home));
        }
        let freeing = Freeing {
            ptr: std::mem::take(&mut mem.ptr),
            allocator: mem.allocator,
            last,
        };
        s.ctx().inner().bind()?;
        if s.capturing() {
            s.capture().deferred.push(freeing);
            return Ok(());
        }
        freeing.run(s)?;
        Ok(())
    }
}

fn zeroed_field<T: CudaField>() -> T {
    // SAFETY: `CudaField` promises that every bit pattern, zero included, is a valid `T`.
    unsafe { std::mem::zeroed() }
}
