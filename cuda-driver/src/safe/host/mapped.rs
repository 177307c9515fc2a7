//! Host memory mapped into the device: [`MappedBuffer`] (`cuMemHostAlloc` with
//! `CU_MEMHOSTALLOC_DEVICEMAP`), a buffer of the ordering model whose allocation
//! ([`Allocator::HostMapped`]) has a home stream; the host's access waits for its latest use, as a
//! [`ManagedBuffer`](crate::ManagedBuffer)'s does. NVIDIA's documentation:
//! [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

use std::ffi::c_void;
use std::sync::Arc;

use cuda_struct::{cuda_enum, CudaField};

use crate::sys::{CUdeviceptr, CU_MEMHOSTALLOC_DEVICEMAP};
use crate::{Context, Error, Stream};

use crate::safe::host::access::{close, known_flags, settle};
use crate::safe::order::allocation::{byte_len, host_aligned, Allocation, Allocator};
use crate::safe::order::buffer_core::{Buffer, BufferCore};

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
            // SAFETY: the driver mapped `bytes` bytes, `len` elements, aligned for `T` (checked above).
            core: unsafe { BufferCore::new(Arc::new(mem), len) },
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
