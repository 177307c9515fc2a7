//! Device memory in stream order.
//!
//! A [`DeviceBuffer`] is allocated on a stream, its *home*: it is freed there, after the work queued on
//! it. A use on another stream makes that stream wait for the buffer's earlier work (one event), and the
//! next use elsewhere, or the free, waits for that stream in turn; uses on the home stream cost nothing.
//! This file holds the buffer and its life (allocation, accessors, raw address, IPC, free); `transfer`
//! its copies and memsets; `track` the shared allocation and its bookkeeping, under `flag_lock`.

mod flag_lock;
mod track;
mod transfer;

use std::marker::PhantomData;
use std::mem::size_of;
use std::sync::Arc;

use cuda_struct::CudaField;

use crate::sys::{CUdeviceptr, CUipcMemHandle};
use crate::{Context, Error, Stream};

use super::stream::{Kind, StreamInner};

pub(crate) use flag_lock::FlagGuard;
pub(crate) use track::{Allocation, Freeing, Released, Track};

pub(crate) fn byte_len<T>(len: usize) -> Result<usize, Error> {
    len.checked_mul(size_of::<T>()).ok_or_else(|| {
        Error::InvalidArgument(format!(
            "{len} elements of {} bytes overflow usize",
            size_of::<T>()
        ))
    })
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
        // Held until the allocation is queued, so that no capture takes it.
        let _no_capture = home.exclude_capture("alloc")?;
        let driver = home.driver();
        home.ctx().bind()?;
        let mut ptr = CUdeviceptr::null();
        if bytes > 0 {
            match allocator {
                Allocator::Pool => home.gated(|raw| {
                    // SAFETY: `ptr` is a valid out-parameter; the stream lives as long as the borrow.
                    unsafe { driver.cuMemAllocAsync(ptr.as_mut_ptr(), bytes, raw) }
                }),
                // SAFETY: `ptr` is a valid out-parameter; the context is current.
                Allocator::Device => unsafe { driver.cuMemAlloc(ptr.as_mut_ptr(), bytes) },
            }?;
        }
        Ok(DeviceBuffer {
            mem: Arc::new(Allocation::new(ptr, allocator, Arc::clone(home))),
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
        s.check_thread("raw")?;
        if s.kind() == Kind::PerThread {
            return Err(Error::InvalidArgument(
                "raw: a buffer's address cannot be handed out for the per-thread default stream; use a \
                 created or the legacy stream for foreign work"
                    .into(),
            ));
        }
        s.bind()?;
        // Declared before the locks, so dropped after them.
        let mut released = Released::default();
        // Under the capture lock (a slow path already: an event record and wait when the stream
        // changes), so that the capture state cannot change between the check and the bookkeeping.
        let mut capture = s.capture();
        if s.capturing() {
            capture
                .keep
                .push(super::graph::Keep::Memory(Arc::clone(&self.mem)));
        } else {
            let mut track = self.mem.lock();
            self.mem.use_on(&mut track, s, &mut released)?;
        }
        Ok(self.mem.ptr)
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
    /// anywhere; as [`close`](Self::close) otherwise. `stream` must belong to the buffer's context.
    ///
    /// # Errors
    /// As [`close`](Self::close); [`Error::InvalidArgument`] for a stream of another context, the
    /// per-thread default stream or a capturing stream, in which case the buffer is freed as when
    /// dropped (on its home stream).
    pub fn close_on(self, stream: &Stream) -> Result<(), Error> {
        let s = stream.inner();
        s.check_thread("close_on")?;
        if s.ctx().raw() != self.context().raw() {
            // The free would run with the other context bound and on its stream: refuse rather than
            // free memory outside the context that allocated it.
            return Err(Error::InvalidArgument(
                "close_on: the stream belongs to another context than the buffer; free on a stream of \
                 the buffer's context"
                    .into(),
            ));
        }
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
        let mut last = mem.lock().take_last();
        if last.is_none() && !Arc::ptr_eq(&mem.home, s) {
            last = Some(Arc::clone(&mem.home));
        }
        let freeing = Freeing {
            ptr: std::mem::take(&mut mem.ptr),
            allocator: mem.allocator,
            last,
        };
        s.bind()?;
        // Under the capture lock, so that no capture begins (and takes the free) meanwhile.
        let mut capture = s.capture();
        if s.capturing() {
            capture.deferred.push(freeing);
            return Ok(());
        }
        let freed = freeing.run(s);
        drop(capture);
        // Dropped without the lock: the last-use stream it holds may go with it.
        drop(freeing);
        freed?;
        Ok(())
    }
}
