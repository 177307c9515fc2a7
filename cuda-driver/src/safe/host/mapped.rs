//! Host memory the device reaches by address: [`MappedBuffer`] (`cuMemHostAlloc` mapped into the
//! device) and [`HostRegistration`] (`cuMemHostRegister` of memory the caller lends).
//!
//! Both are buffers of the ordering model: their device address is an [`Allocation`] (allocator
//! [`Allocator::HostMapped`] or [`Allocator::HostRegistered`]) with a home stream, a kernel takes
//! them as `&buf` or `&mut buf` through [`queue`](crate::safe::order::queue::queue), and the host's access waits
//! for their latest use, as a [`ManagedBuffer`](crate::ManagedBuffer)'s does. NVIDIA's documentation:
//! [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

use std::ffi::c_void;
use std::marker::PhantomData;
use std::sync::Arc;

use cuda_struct::{cuda_enum, CudaField};

use crate::sys::{CUdeviceptr, CU_MEMHOSTALLOC_DEVICEMAP, CU_MEMHOSTREGISTER_DEVICEMAP};
use crate::{Context, Error, Stream};

use crate::safe::host::wait::wait_for_host_copy;
use crate::safe::host_fn;
use crate::safe::order::allocation::{byte_len, host_aligned, Allocation, Allocator};
use crate::safe::order::buffer_core::{Buffer, BufferCore};
use crate::safe::order::free::free;
use crate::safe::owners::current;

/// How [`MappedBuffer::zeroed`] allocates (`CU_MEMHOSTALLOC_*`); the memory is always mapped into the
/// device (`CU_MEMHOSTALLOC_DEVICEMAP`). Combine with `|`.
#[cuda_enum(flags)]
pub enum HostAllocFlags {
    /// Pinned for every context, not only the allocating one (`CU_MEMHOSTALLOC_PORTABLE`).
    PORTABLE = 0x01,
    /// Write-combined: faster for the device to read across PCIe, very slow for the host to read
    /// (`CU_MEMHOSTALLOC_WRITECOMBINED`).
    WRITE_COMBINED = 0x04,
}

/// How [`HostRegistration::scope`] registers (`CU_MEMHOSTREGISTER_*`); the range is always mapped into
/// the device (`CU_MEMHOSTREGISTER_DEVICEMAP`). Combine with `|`.
#[cuda_enum(flags)]
pub enum HostRegisterFlags {
    /// Pinned for every context, not only the registering one (`CU_MEMHOSTREGISTER_PORTABLE`).
    PORTABLE = 0x01,
}

/// Refuses flag bits beyond the declared ones and the mapping the call adds anyway (other bits can come
/// in through `from_bits_retain`): a bit the driver
/// knows could change what the device may do with the memory (read-only or I/O registrations fault on
/// a write a launch's contract allows).
fn known_flags(what: &str, bits: u32, known: u32) -> Result<(), Error> {
    if bits & !known == 0 {
        return Ok(());
    }
    Err(Error::InvalidArgument(format!(
        "{what}: flag bits {:#x} are not among the declared flags ({known:#x})",
        bits & !known
    )))
}

/// Waits for the uses of `mem` that may not have run (its last write and the reads since) before the
/// host touches it: their streams, or the whole context where a stream wait fails.
///
/// # Errors
/// Both waits failing: the work may still run, so the caller gives no access.
pub(crate) fn settle(mem: &Allocation) -> Result<(), Error> {
    // Inside a host function the wait would take the memory's use lock, which a use may hold while
    // its driver call waits for this very function: refused before the lock.
    host_fn::refuse("cuStreamSynchronize")?;
    for last in mem.latest().iter() {
        let driver = last.driver();
        last.synchronize().or_else(|e| {
            current::in_context(last.ctx(), || {
                // SAFETY: no arguments; the stream's context is current.
                unsafe { driver.cuCtxSynchronize() }
            })
            .map_err(|_| e)
        })?;
    }
    Ok(())
}

/// The `len` elements at the host address `ptr` (a device address that is also the host's, as
/// managed memory's is under unified addressing).
///
/// # Safety
/// `ptr` holds `len` initialised elements that nothing writes for `'a`, or is null when they take no
/// bytes (`len` zero, or `T` zero-sized).
pub(crate) unsafe fn slice<'a, T>(ptr: CUdeviceptr, len: usize) -> &'a [T] {
    if ptr.is_null() {
        // SAFETY: no bytes (zero elements, or zero-sized ones), at a dangling aligned address.
        return unsafe { std::slice::from_raw_parts(std::ptr::NonNull::dangling().as_ptr(), len) };
    }
    // SAFETY: the caller's promise; the address is aligned for `T` (checked when it was allocated).
    unsafe { std::slice::from_raw_parts(ptr.into_raw() as usize as *const T, len) }
}

/// As [`slice`], mutably.
///
/// # Safety
/// As [`slice`], and nothing else reads or writes the elements for `'a`.
pub(crate) unsafe fn slice_mut<'a, T>(ptr: CUdeviceptr, len: usize) -> &'a mut [T] {
    if ptr.is_null() {
        // SAFETY: as in `slice`.
        return unsafe {
            std::slice::from_raw_parts_mut(std::ptr::NonNull::dangling().as_ptr(), len)
        };
    }
    // SAFETY: as above, exclusive by the caller's promise.
    unsafe { std::slice::from_raw_parts_mut(ptr.into_raw() as usize as *mut T, len) }
}

/// Ends an owned allocation's life now (the `close` of managed and mapped buffers): frees it on its
/// home stream after its latest use, reporting the error that its drop would ignore. Memory a graph
/// still held would be freed with the graph, but graphs never hold host-reachable memory.
pub(crate) fn close(mem: Arc<Allocation>) -> Result<(), Error> {
    let Ok(mut mem) = Arc::try_unwrap(mem) else {
        return Ok(());
    };
    let ptr = std::mem::take(&mut mem.ptr);
    if ptr.is_null() {
        return Ok(());
    }
    let home = Arc::clone(&mem.home);
    let last = mem.take_last();
    home.bind()?;
    free(&home, &last, ptr, mem.allocator)?;
    Ok(())
}

/// `len` elements of pinned host memory mapped into the device (`cuMemHostAlloc` with
/// `CU_MEMHOSTALLOC_DEVICEMAP`), zeroed: kernels take it as `&buf` (read) or `&mut buf` (write) and
/// reach it over the bus ("zero copy"), in the buffers' stream order from its home stream.
///
/// The host reaches the elements through [`as_slice`](Self::as_slice) and
/// [`as_mut_slice`](Self::as_mut_slice), which first wait for the buffer's latest use (a failing
/// wait is an error, not a slice) and hold the buffer's borrow, so only reading kernels can be
/// queued while a `&[T]` lives and none while a `&mut [T]` does. Freed (`cuMemFreeHost`) after its
/// last use has run. Never captured into a graph nor used from another context (refused).
#[derive(Debug)]
pub struct MappedBuffer<T> {
    core: BufferCore<T>,
    /// The host's address of the core's elements.
    host: *mut T,
}

// SAFETY: `host` addresses the core's elements and is read and written only as the core's are: as
// `BufferCore`'s (owned memory, like a `Box<[T]>`).
unsafe impl<T: Send> Send for MappedBuffer<T> {}
// SAFETY: as `BufferCore`'s.
unsafe impl<T: Sync> Sync for MappedBuffer<T> {}

impl<T> Buffer<T> for MappedBuffer<T> {
    #[inline]
    fn core(&self) -> &BufferCore<T> {
        &self.core
    }
}

impl<T: CudaField> MappedBuffer<T> {
    /// Allocates `len` elements, mapped into the device of `stream`'s context, with `stream` as home.
    /// Contents: zeroed. A zero length allocates nothing.
    ///
    /// # Errors
    /// A failing `cuMemHostAlloc` or `cuMemHostGetDevicePointer` (a device that cannot map host
    /// memory, `CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY`); an overflowing byte size; a capture stream.
    pub fn zeroed(stream: &Stream, len: usize, flags: HostAllocFlags) -> Result<Self, Error> {
        let bytes = byte_len::<T>(len)?;
        let home = stream.inner();
        home.refuse_capture("MappedBuffer::zeroed")?;
        home.bind()?;
        let driver = home.driver();
        let mut host = std::ptr::NonNull::<T>::dangling().as_ptr();
        let known = HostAllocFlags::all().bits() | CU_MEMHOSTALLOC_DEVICEMAP;
        known_flags("MappedBuffer::zeroed", flags.bits(), known)?;
        let mut dptr = CUdeviceptr::null();
        if bytes > 0 {
            let mut raw: *mut c_void = std::ptr::null_mut();
            let flags = flags.bits() | CU_MEMHOSTALLOC_DEVICEMAP;
            // SAFETY: `raw` is a valid out-parameter; the context is current.
            unsafe { driver.cuMemHostAlloc(&mut raw, bytes, flags) }?;
            // SAFETY: `dptr` is a valid out-parameter; `raw` is mapped memory of this context.
            if let Err(e) = unsafe { driver.cuMemHostGetDevicePointer(dptr.as_mut_ptr(), raw, 0) } {
                // SAFETY: allocated above and not handed out.
                let _ = unsafe { driver.cuMemFreeHost(raw) };
                return Err(e.into());
            }
            if let Err(e) = host_aligned::<T>("MappedBuffer::zeroed", raw.addr()) {
                // SAFETY: allocated above and not handed out.
                let _ = unsafe { driver.cuMemFreeHost(raw) };
                return Err(e);
            }
            // SAFETY: the driver returned `bytes` writable bytes, aligned for `T` (checked above).
            unsafe { std::ptr::write_bytes(raw.cast::<u8>(), 0, bytes) };
            host = raw.cast();
        }
        let mem = Allocation::new(dptr, Allocator::HostMapped, Arc::clone(home));
        Ok(MappedBuffer {
            core: BufferCore::new(Arc::new(mem), len),
            host,
        })
    }
}

impl<T> MappedBuffer<T> {
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.core.len
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.core.len == 0
    }

    /// The context the buffer was allocated in.
    pub fn context(&self) -> &Context {
        self.core.mem.home.ctx()
    }

    /// Frees the memory after its latest use, reporting an error that drop would ignore.
    ///
    /// # Errors
    /// A failing `cuEventRecord`, `cuStreamWaitEvent`, `cuStreamSynchronize`, `cuPointerGetAttribute`
    /// or `cuMemFreeHost` (memory whose last use cannot be waited for is leaked, never freed early).
    pub fn close(self) -> Result<(), Error> {
        close(self.core.mem)
    }

    /// The elements, once the buffer's latest use has run.
    ///
    /// # Errors
    /// A failing wait (the work may still run, so no slice is given).
    pub fn as_slice(&self) -> Result<&[T], Error> {
        settle(&self.core.mem)?;
        // SAFETY: `len` elements owned by `self`, zeroed at allocation or written by kernels (any bits
        // are a valid `T`: only `CudaField` buffers are made); the work that could write them has run,
        // and later writers need `&mut self`.
        Ok(unsafe { std::slice::from_raw_parts(self.host, self.core.len) })
    }

    /// The elements, mutably, once the buffer's latest use has run.
    ///
    /// # Errors
    /// As [`as_slice`](Self::as_slice).
    pub fn as_mut_slice(&mut self) -> Result<&mut [T], Error> {
        settle(&self.core.mem)?;
        // SAFETY: as in `as_slice`; `&mut self` keeps every other use out while the slice lives.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.host, self.core.len) })
    }
}

/// Host memory the caller lends (`&'a mut [T]`), page-locked and mapped into the device
/// (`cuMemHostRegister` with `CU_MEMHOSTREGISTER_DEVICEMAP`) for the length of one closure
/// ([`scope`](Self::scope)): kernels take it as `&reg` (read) or `&mut reg` (write), in the buffers'
/// stream order from its home stream, and the host reaches it meanwhile only through
/// [`as_slice`](Self::as_slice) and [`as_mut_slice`](Self::as_mut_slice), which wait for its latest use.
///
/// The registration ends when the closure returns or unwinds: it waits until no work that uses the
/// memory can run any more — retrying a failing wait, since returning would hand the memory back to
/// its owner under a running kernel — and then unregisters it. A closure, not a value the caller
/// owns, because a value could be leaked (`mem::forget`) and the borrow would end with no wait.
/// Never captured into a graph nor used from another context (refused).
#[derive(Debug)]
pub struct HostRegistration<'a, T> {
    core: BufferCore<T>,
    /// The caller's slice, the core's elements as the host reaches them.
    host: *mut T,
    _borrow: PhantomData<&'a mut [T]>,
}

// SAFETY: `host` addresses the core's elements and is read and written only as the core's are: as
// `BufferCore`'s (memory exclusively borrowed, like a `&mut [T]`).
unsafe impl<T: Send> Send for HostRegistration<'_, T> {}
// SAFETY: as `BufferCore`'s.
unsafe impl<T: Sync> Sync for HostRegistration<'_, T> {}

impl<T> Buffer<T> for HostRegistration<'_, T> {
    #[inline]
    fn core(&self) -> &BufferCore<T> {
        &self.core
    }
}

impl<'a, T: CudaField> HostRegistration<'a, T> {
    /// Registers `host` in `stream`'s context with `stream` as home, runs `f` with the registration,
    /// then waits for every use of it and unregisters it (also when `f` panics). `T` is a
    /// [`CudaField`] type, so whatever the device writes is a valid `T` when the slice is back.
    ///
    /// The registration cannot leave the closure:
    ///
    /// ```compile_fail
    /// # use cuda_driver::{HostRegisterFlags, HostRegistration, Stream};
    /// # fn leak(stream: &Stream) -> Result<(), cuda_driver::Error> {
    /// let mut data = vec![0u32; 1024];
    /// // error: lifetime may not live long enough
    /// let kept = HostRegistration::scope(stream, &mut data, HostRegisterFlags::empty(), |r| r)?;
    /// # Ok(())
    /// # }
    /// ```
    ///
    /// The driver pins whole pages: slices that share a page cannot be registered at once.
    ///
    /// # Errors
    /// A failing `cuMemHostRegister` (for example `CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED` for a
    /// page another registration holds) or `cuMemHostGetDevicePointer`; a capture stream. An error of
    /// the final wait or unregistration is not reported (the memory is back with its owner either way).
    pub fn scope<R>(
        stream: &Stream,
        host: &'a mut [T],
        flags: HostRegisterFlags,
        f: impl FnOnce(&mut HostRegistration<'a, T>) -> R,
    ) -> Result<R, Error> {
        let mut registration = Self::register(stream, host, flags)?;
        Ok(f(&mut registration))
    }

    fn register(
        stream: &Stream,
        host: &'a mut [T],
        flags: HostRegisterFlags,
    ) -> Result<Self, Error> {
        let home = stream.inner();
        home.refuse_capture("HostRegistration::scope")?;
        home.bind()?;
        let driver = home.driver();
        let known = HostRegisterFlags::all().bits() | CU_MEMHOSTREGISTER_DEVICEMAP;
        known_flags("HostRegistration::scope", flags.bits(), known)?;
        let (ptr, len, bytes) = (host.as_mut_ptr(), host.len(), size_of_val(host));
        let mut dptr = CUdeviceptr::null();
        if bytes > 0 {
            let flags = flags.bits() | CU_MEMHOSTREGISTER_DEVICEMAP;
            // SAFETY: `host` is `bytes` bytes of the caller's memory, borrowed for the registration's
            // life; the context is current.
            unsafe { driver.cuMemHostRegister(ptr.cast(), bytes, flags) }?;
            // SAFETY: `dptr` is a valid out-parameter; the range is registered mapped just above.
            let mapped =
                unsafe { driver.cuMemHostGetDevicePointer(dptr.as_mut_ptr(), ptr.cast(), 0) };
            if let Err(e) = mapped {
                // SAFETY: registered above, no work uses it yet.
                let _ = unsafe { driver.cuMemHostUnregister(ptr.cast()) };
                return Err(e.into());
            }
        }
        let mem = Allocation::new(dptr, Allocator::HostRegistered, Arc::clone(home));
        Ok(HostRegistration {
            core: BufferCore::new(Arc::new(mem), len),
            host: ptr,
            _borrow: PhantomData,
        })
    }
}

impl<T> HostRegistration<'_, T> {
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.core.len
    }

    /// Whether the registration holds no elements.
    pub fn is_empty(&self) -> bool {
        self.core.len == 0
    }

    /// The context the memory is registered in.
    pub fn context(&self) -> &Context {
        self.core.mem.home.ctx()
    }

    /// The elements, once the registration's latest use has run.
    ///
    /// # Errors
    /// A failing wait (the work may still run, so no slice is given).
    pub fn as_slice(&self) -> Result<&[T], Error> {
        settle(&self.core.mem)?;
        // SAFETY: the lent slice, initialised (it was a `&mut [T]`; the device writes only valid `T`s,
        // `CudaField`); the work that could write it has run, and later writers need `&mut self`.
        Ok(unsafe { std::slice::from_raw_parts(self.host, self.core.len) })
    }

    /// The elements, mutably, once the registration's latest use has run.
    ///
    /// # Errors
    /// As [`as_slice`](Self::as_slice).
    pub fn as_mut_slice(&mut self) -> Result<&mut [T], Error> {
        settle(&self.core.mem)?;
        // SAFETY: as in `as_slice`; `&mut self` keeps every other use out while the slice lives.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.host, self.core.len) })
    }
}

impl<T> Drop for HostRegistration<'_, T> {
    fn drop(&mut self) {
        if self.core.mem.ptr.is_null() {
            return;
        }
        if host_fn::inside() {
            // The registration must end before the borrow of the host memory does, and the wait it
            // needs cannot happen inside a host function (nor be put off past the borrow): the pages
            // stay registered (leaked) rather than be unregistered under a copy.
            return;
        }
        // Returns only once no work that uses the memory can run: done, or stopped by an error after
        // which nothing runs; any other failure is retried. Every use waited for the last write before
        // it, and every write for the reads before it: the last write's stream and the readers' since
        // cover them all.
        let pending = self.core.mem.latest();
        for s in pending.iter() {
            let _ = wait_for_host_copy(s);
        }
        let last = &pending.last;
        // The allocation is this value's alone (graphs never hold registered memory): its address is
        // taken out so that its own drop does nothing.
        if let Some(mem) = Arc::get_mut(&mut self.core.mem) {
            mem.ptr = CUdeviceptr::null();
        }
        let driver = last.driver();
        let host = self.host.cast::<c_void>();
        current::in_context(last.ctx(), || {
            // SAFETY: registered once in `register`, unregistered once here, after every use.
            let _ = unsafe { driver.cuMemHostUnregister(host) };
        });
    }
}
