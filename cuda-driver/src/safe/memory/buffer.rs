//! Device memory in stream order.
//!
//! A [`DeviceBuffer`] is allocated on a stream, its *home*: it is freed there, after the work queued on
//! it. Every use goes through `order::queue`, which keeps the buffer's place in stream order under
//! the buffer's lock. This file holds the buffer and its life (allocation, accessors, raw address,
//! IPC, close); `view` holds its ranges ([`DeviceSlice`](crate::DeviceSlice), [`DeviceSliceMut`](crate::DeviceSliceMut)); `transfer` the copies
//! and memsets of a range, `pitched` and `volume` its 2-D and 3-D ones, and `whole` the buffer's own
//! (its whole range's); `order` the shared allocation, the ordering and the free.

use std::mem::size_of;
use std::sync::Arc;

use cuda_struct::CudaField;

use crate::sys::{CUdeviceptr, CUipcMemHandle};
use crate::{Context, Error, Stream};

use crate::safe::memory::pool::current::POOL_SWITCH;
use crate::safe::order::allocation::{byte_len, Allocation, Allocator, Memory};
use crate::safe::order::buffer_core::{Buffer, BufferCore};
use crate::safe::order::free::free;
use crate::safe::order::queue::queue;
use crate::safe::order::reach::Reach;
use crate::safe::owners::stream::StreamInner;

/// `len` elements of `T` in device memory, allocated on a stream (its home) and freed there after the
/// work that uses it.
///
/// `T` is any [`CudaField`] type (integers, floats, `#[cuda_struct]` types...): every bit pattern the
/// device writes is a valid `T` when copied back.
#[derive(Debug)]
pub struct DeviceBuffer<T> {
    pub(super) core: BufferCore<T>,
}

impl<T> Buffer<T> for DeviceBuffer<T> {
    #[inline]
    fn core(&self) -> &BufferCore<T> {
        &self.core
    }
}

impl<T> DeviceBuffer<T> {
    /// The buffer of `len` elements over `mem`.
    ///
    /// # Safety
    /// As [`BufferCore::new`]: `mem` holds at least `len` elements of `T`.
    pub(crate) unsafe fn from_allocation(mem: Allocation, len: usize) -> Self {
        DeviceBuffer {
            // SAFETY: the caller's promise.
            core: unsafe { BufferCore::new(Arc::new(mem), len) },
        }
    }
}

impl<T: CudaField> DeviceBuffer<T> {
    /// Allocates `len` elements on `stream` from the device's pool (`cuMemAllocAsync`). Contents: unspecified until written.
    /// A zero length allocates nothing.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut buf = cuda_driver::DeviceBuffer::<f32>::alloc(stream, 1024)?; // contents unwritten
    /// buf.memset_d32(0)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// `CUDA_ERROR_OUT_OF_MEMORY` and other codes of `cuMemAllocAsync`; an overflowing byte size; the
    /// per-thread default stream or a capturing stream.
    pub fn alloc(stream: &Stream, len: usize) -> Result<Self, Error> {
        Self::alloc_with(stream, len, Allocator::Pool)
    }

    /// Allocates `len` elements with `cuMemAlloc`: memory outside any stream-ordered pool, the kind
    /// [`ipc_handle`](Self::ipc_handle) can share and peer access reaches, with `stream` as its home.
    /// Its free synchronises the home stream (`cuMemFree` is not stream-ordered). Contents: unspecified until written.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let buf = cuda_driver::DeviceBuffer::<u8>::alloc_unpooled(stream, 1 << 20)?;
    /// let handle = buf.ipc_handle()?; // only cuMemAlloc memory can be shared this way
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc), from `cuMemAlloc`.
    pub fn alloc_unpooled(stream: &Stream, len: usize) -> Result<Self, Error> {
        Self::alloc_with(stream, len, Allocator::Device)
    }

    fn alloc_with(stream: &Stream, len: usize, allocator: Allocator) -> Result<Self, Error> {
        let bytes = byte_len::<T>(len)?;
        let home = stream.inner();
        // A buffer's home is where it is freed, which must be real stream order, not a graph's.
        home.refuse_capture("alloc")?;
        let driver = home.driver();
        home.bind()?;
        let mut ptr = CUdeviceptr::null();
        if bytes > 0 {
            if allocator == Allocator::Pool {
                // The device's current pool cannot change (and the old one go) meanwhile.
                let _switch = POOL_SWITCH.lock().unwrap_or_else(|e| e.into_inner());
                // SAFETY: `ptr` is a valid out-parameter; the stream lives as long as the borrow.
                unsafe { driver.cuMemAllocAsync(ptr.as_mut_ptr(), bytes, home.raw()) }
            } else {
                // SAFETY: `ptr` is a valid out-parameter; the context is current.
                unsafe { driver.cuMemAlloc(ptr.as_mut_ptr(), bytes) }
            }?;
        }
        // SAFETY: the driver allocated `bytes` bytes, `len` elements of `T` (its allocations are
        // aligned for every type).
        Ok(unsafe { Self::adopt(home, ptr, len, allocator) })
    }

    /// A buffer of `len` elements at `ptr`, which `allocator`'s way of ending it owns from now on, with
    /// `home` (current context, not a capture stream) as its home.
    ///
    /// # Safety
    /// As [`BufferCore::new`]: `ptr` is the start of at least `len` elements of `T`.
    pub(crate) unsafe fn adopt(
        home: &Arc<StreamInner>,
        ptr: CUdeviceptr,
        len: usize,
        allocator: Allocator,
    ) -> Self {
        let mem = Arc::new(Allocation::new(ptr, allocator, Arc::clone(home)));
        DeviceBuffer {
            // SAFETY: the caller's promise.
            core: unsafe { BufferCore::new(mem, len) },
        }
    }

    /// Allocates on `stream` and fills from `src` (returning once `src` has been read). Contents: `src`.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let buf = cuda_driver::DeviceBuffer::from_slice(stream, &[1.0f32, 2.0, 3.0])?;
    /// assert_eq!(buf.len(), 3);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc) and [`copy_from_host`](Self::copy_from_host).
    pub fn from_slice(stream: &Stream, src: &[T]) -> Result<Self, Error> {
        let mut buf = Self::alloc(stream, src.len())?;
        buf.copy_from_host(src)?;
        Ok(buf)
    }

    /// Allocates `len` elements on `stream`. Contents: zeroed.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let buf = cuda_driver::DeviceBuffer::<u64>::zeroed(stream, 16)?;
    /// assert_eq!(buf.to_vec()?, [0; 16]);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc) and [`memset_d8`](Self::memset_d8).
    pub fn zeroed(stream: &Stream, len: usize) -> Result<Self, Error> {
        let mut buf = Self::alloc(stream, len)?;
        buf.memset_d8(0)?;
        Ok(buf)
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let buf = cuda_driver::DeviceBuffer::<u16>::zeroed(stream, 8)?;
    /// assert_eq!((buf.len(), buf.byte_len()), (8, 16));
    /// # Ok(()) }
    /// ```
    pub fn len(&self) -> usize {
        self.core.len
    }

    /// Whether the buffer holds no elements.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let buf = cuda_driver::DeviceBuffer::<f32>::alloc(stream, 0)?;
    /// assert!(buf.is_empty()); // a zero length allocates nothing
    /// # Ok(()) }
    /// ```
    pub fn is_empty(&self) -> bool {
        self.core.len == 0
    }

    /// The size in bytes.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// assert_eq!(buf.byte_len(), buf.len() * 4); // f32
    /// # Ok(()) }
    /// ```
    pub fn byte_len(&self) -> usize {
        self.core.len * size_of::<T>()
    }

    /// Which allocator the memory came from.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let buf = cuda_driver::DeviceBuffer::<u8>::alloc(stream, 64)?;
    /// assert!(matches!(buf.allocator(), cuda_driver::Allocator::Pool)); // cuMemAllocAsync
    /// # Ok(()) }
    /// ```
    pub fn allocator(&self) -> Allocator {
        self.core.mem.allocator
    }

    /// The context the buffer was allocated in.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// assert!(buf.context().same(stream.context())); // allocated on `stream`
    /// # Ok(()) }
    /// ```
    pub fn context(&self) -> &Context {
        self.core.mem.home.ctx()
    }

    /// The device address, for foreign code (cuBLAS, NCCL, a raw launch) that will use the buffer on
    /// `stream`: `stream` is made to wait for the buffer's earlier work, and the buffer's next use
    /// elsewhere (and its free) waits for what is queued on `stream` by then. On a capture stream the
    /// graph holds the buffer, and the foreign work queued there is captured with it. The use counts as
    /// a write (the foreign code may write through the address); for foreign code that only reads, the
    /// address of a shared view ([`DeviceSlice::raw`](crate::DeviceSlice::raw)) is a read, which runs
    /// beside other reads.
    ///
    /// Getting the address is safe; the `unsafe` code that hands it to foreign work must queue that work
    /// before any other use of the buffer is queued, on any thread (a launch, a copy, a graph that holds
    /// it), and before a [`PeerAccess`](crate::PeerAccess) the use relies on is dropped: hold `&mut` to
    /// the buffer, or otherwise keep it from other threads, until then. A library crate that wraps such
    /// calls wants [`Stream::queue_foreign`](crate::Stream::queue_foreign) instead: its uses are named
    /// with their modes, and the call runs under the buffers' locks, so none of this is left to it.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let ptr = buf.raw(stream)?; // `stream` now waits for the buffer's earlier work
    /// // ... hand `ptr` to cuBLAS or a raw launch on `stream`, before any other use of `buf` ...
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventRecord` or `cuStreamWaitEvent`; a stream whose context cannot use the buffer
    /// (the buffers' context rule, in the crate docs).
    pub fn raw(&self, stream: &Stream) -> Result<CUdeviceptr, Error> {
        let s = stream.inner();
        s.bind()?;
        queue(
            s,
            Reach::Peer("raw"),
            &mut [Memory::write(&self.core.mem)],
            None,
            || Ok(()),
        )?;
        Ok(self.core.mem.ptr)
    }

    /// The IPC handle another process opens with [`IpcMemory::open`](crate::IpcMemory::open); send its
    /// `as_bytes()`. Only [`Allocator::Device`] memory ([`alloc_unpooled`](Self::alloc_unpooled)) can be shared.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let buf = cuda_driver::DeviceBuffer::<u8>::alloc_unpooled(stream, 1 << 20)?;
    /// let handle = buf.ipc_handle()?;
    /// let bytes: &[u8] = handle.as_bytes(); // send these to the other process
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for memory not from [`alloc_unpooled`](Self::alloc_unpooled); a
    /// failing `cuIpcGetMemHandle`.
    pub fn ipc_handle(&self) -> Result<CUipcMemHandle, Error> {
        let refused = match self.core.mem.allocator {
            Allocator::Device => None,
            Allocator::Pool => Some(
                "the buffer comes from the stream-ordered pool, which cuIpcGetMemHandle refuses; \
                 allocate it with DeviceBuffer::alloc_unpooled",
            ),
            Allocator::Ipc => {
                Some("the buffer is another process's memory; that process shares it")
            }
            Allocator::Mapped { .. } => Some(
                "the buffer is a mapped virtual range; share its physical memory with \
                 PhysicalMemory::export_fd",
            ),
            // Never a `DeviceBuffer`'s: their own types hold them.
            Allocator::Managed | Allocator::HostMapped | Allocator::HostRegistered => {
                Some("the memory is managed or host memory, which IPC does not share")
            }
            Allocator::Array | Allocator::MipmappedArray => {
                Some("the memory is a CUDA array, which IPC does not share")
            }
        };
        if let Some(why) = refused {
            return Err(Error::InvalidArgument(format!("ipc_handle: {why}")));
        }
        self.context().bind()?;
        let mut handle = CUipcMemHandle::new();
        // SAFETY: `handle` is a valid out-parameter of the C type.
        unsafe {
            self.context()
                .driver()
                .cuIpcGetMemHandle(handle.as_mut_ptr(), self.core.mem.ptr)
        }?;
        Ok(handle)
    }

    /// Frees the memory on its home stream after the work that uses it, reporting an error that drop
    /// would ignore. If a graph (or a [`TextureObject`](crate::TextureObject) a graph holds) still
    /// holds the memory, it is freed when the last of them goes, and this returns `Ok`.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let buf = cuda_driver::DeviceBuffer::<u8>::zeroed(stream, 64)?;
    /// buf.close()?; // the free's error, which drop would ignore
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuEventRecord`, `cuStreamWaitEvent`, `cuMemFreeAsync` or `cuMemFree`.
    pub fn close(self) -> Result<(), Error> {
        let home = Arc::clone(&self.core.mem.home);
        self.close_on_inner(&home)
    }

    /// Frees the memory on `stream` (`cuMemFreeAsync` there), after the work queued on the buffer
    /// anywhere; as [`close`](Self::close) otherwise.
    ///
    /// ```no_run
    /// # fn f(stream: &cuda_driver::Stream, other: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let buf = cuda_driver::DeviceBuffer::<u8>::zeroed(stream, 64)?;
    /// buf.close_on(other)?; // freed on `other`, after the buffer's work on `stream`
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`close`](Self::close); [`Error::InvalidArgument`] for a stream of another context or a
    /// capture stream, in which case the buffer is freed as when dropped (on its home stream).
    pub fn close_on(self, stream: &Stream) -> Result<(), Error> {
        let s = stream.inner();
        s.same_context("close_on", "buffer", self.context().raw())?;
        s.refuse_capture("close_on")?;
        self.close_on_inner(s)
    }

    fn close_on_inner(self, s: &Arc<StreamInner>) -> Result<(), Error> {
        let Ok(mut mem) = Arc::try_unwrap(self.core.mem) else {
            return Ok(());
        };
        let ptr = std::mem::take(&mut mem.ptr);
        if ptr.is_null() {
            return Ok(());
        }
        let last = mem.take_last();
        s.bind()?;
        free(s, &last, ptr, mem.allocator)?;
        Ok(())
    }
}
