//! Device memory, pinned host memory, and copies between them.

use std::ffi::c_void;
use std::marker::PhantomData;
use std::mem::size_of;

use cuda_struct::CudaField;

use crate::sys::{
    CUcontext, CUdeviceptr, CUipcMemHandle, CUDA_MEMCPY2D, CUDA_MEMCPY3D, CUDA_MEMCPY3D_PEER,
};
use crate::{Driver, DriverError, Error, Stream};

fn byte_len<T>(len: usize) -> Result<usize, Error> {
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
            "{what}: the device buffer holds {expected} elements but the host slice holds {actual}"
        )))
    }
}

/// `len` elements of `T` in device memory; freed on drop.
///
/// `T` is any [`CudaField`] type (integers, floats, `#[cuda_struct]` types...): every bit pattern the
/// device writes is a valid `T` when copied back.
#[derive(Debug)]
pub struct DeviceBuffer<T> {
    driver: &'static Driver,
    ctx: CUcontext,
    ptr: CUdeviceptr,
    len: usize,
    _marker: PhantomData<T>,
}

// SAFETY: device memory may be used and freed from any thread; drop switches to the owning context.
unsafe impl<T: Send> Send for DeviceBuffer<T> {}
// SAFETY: `&self` methods only read the buffer or pass its address to thread-safe driver calls.
unsafe impl<T: Sync> Sync for DeviceBuffer<T> {}

impl<T: CudaField> DeviceBuffer<T> {
    /// Allocates `len` elements in the current context (contents unspecified until written). A zero
    /// length allocates nothing.
    ///
    /// # Errors
    /// `CUDA_ERROR_OUT_OF_MEMORY` and other codes of `cuMemAlloc`; an overflowing byte size.
    pub fn alloc(driver: &'static Driver, len: usize) -> Result<Self, Error> {
        Self::alloc_with(driver, len, |ptr, bytes| {
            // SAFETY: `ptr` is a valid out-parameter.
            unsafe { driver.cuMemAlloc(ptr, bytes) }
        })
    }

    /// The one allocation path: `len` elements in the current context by `allocate(out, bytes)`, which
    /// is not called for zero bytes.
    fn alloc_with(
        driver: &'static Driver,
        len: usize,
        allocate: impl FnOnce(*mut CUdeviceptr, usize) -> Result<(), DriverError>,
    ) -> Result<Self, Error> {
        let bytes = byte_len::<T>(len)?;
        let ctx = super::current(driver)?;
        let mut ptr = CUdeviceptr::null();
        if bytes > 0 {
            allocate(ptr.as_mut_ptr(), bytes)?;
        }
        Ok(DeviceBuffer {
            driver,
            ctx,
            ptr,
            len,
            _marker: PhantomData,
        })
    }

    /// Allocates `len` elements on `stream` (`cuMemAllocAsync`, from the device's default pool).
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc), from `cuMemAllocAsync`.
    pub fn alloc_async(
        driver: &'static Driver,
        len: usize,
        stream: &Stream,
    ) -> Result<Self, Error> {
        Self::alloc_with(driver, len, |ptr, bytes| {
            // SAFETY: `ptr` is a valid out-parameter; the stream lives as long as the borrow.
            unsafe { driver.cuMemAllocAsync(ptr, bytes, stream.raw()) }
        })
    }

    /// Allocates and fills from `src`.
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc) and [`copy_from_host`](Self::copy_from_host).
    pub fn from_slice(driver: &'static Driver, src: &[T]) -> Result<Self, Error> {
        let mut buf = Self::alloc(driver, src.len())?;
        buf.copy_from_host(src)?;
        Ok(buf)
    }

    /// Allocates `len` zeroed elements.
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc) and [`memset_d8`](Self::memset_d8).
    pub fn zeroed(driver: &'static Driver, len: usize) -> Result<Self, Error> {
        let mut buf = Self::alloc(driver, len)?;
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

    /// The device address (valid while `self` lives), e.g. as a kernel argument.
    #[inline]
    pub fn device_ptr(&self) -> CUdeviceptr {
        self.ptr
    }

    /// Copies `src` (exactly [`len`](Self::len) elements) to the device, synchronously.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyHtoD`.
    pub fn copy_from_host(&mut self, src: &[T]) -> Result<(), Error> {
        same_len("copy_from_host", self.len, src.len())?;
        if self.len > 0 {
            // SAFETY: `src` is readable for `byte_len` bytes and the allocation holds as many.
            unsafe {
                self.driver
                    .cuMemcpyHtoD(self.ptr, src.as_ptr().cast(), self.byte_len())
            }?;
        }
        Ok(())
    }

    /// Copies the device contents into `dst` (exactly [`len`](Self::len) elements), synchronously.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyDtoH` (which also reports earlier asynchronous errors).
    pub fn copy_to_host(&self, dst: &mut [T]) -> Result<(), Error> {
        same_len("copy_to_host", self.len, dst.len())?;
        if self.len > 0 {
            // SAFETY: `dst` is writable for `byte_len` bytes, and any bytes are a valid `T` (`CudaField`).
            unsafe {
                self.driver
                    .cuMemcpyDtoH(dst.as_mut_ptr().cast(), self.ptr, self.byte_len())
            }?;
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

    /// Copies another device buffer of the same length into this one.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyDtoD`.
    pub fn copy_from_device(&mut self, src: &DeviceBuffer<T>) -> Result<(), Error> {
        same_len("copy_from_device", self.len, src.len)?;
        if self.len > 0 {
            // SAFETY: both allocations hold `byte_len` bytes.
            unsafe { self.driver.cuMemcpyDtoD(self.ptr, src.ptr, self.byte_len()) }?;
        }
        Ok(())
    }

    /// Sets every byte to `value`.
    ///
    /// # Errors
    /// A failing `cuMemsetD8`.
    pub fn memset_d8(&mut self, value: u8) -> Result<(), Error> {
        if self.len > 0 {
            // SAFETY: the allocation holds `byte_len` bytes.
            unsafe { self.driver.cuMemsetD8(self.ptr, value, self.byte_len()) }?;
        }
        Ok(())
    }

    /// Sets every 32-bit word to `value`; the byte size must be a multiple of 4.
    ///
    /// # Errors
    /// A byte size that is not a multiple of 4; a failing `cuMemsetD32`.
    pub fn memset_d32(&mut self, value: u32) -> Result<(), Error> {
        if self.byte_len() % 4 != 0 {
            return Err(Error::InvalidArgument(format!(
                "memset_d32 needs a multiple of 4 bytes, the buffer has {}",
                self.byte_len()
            )));
        }
        if self.len > 0 {
            // SAFETY: the allocation holds `byte_len / 4` words.
            unsafe {
                self.driver
                    .cuMemsetD32(self.ptr, value, self.byte_len() / 4)
            }?;
        }
        Ok(())
    }

    /// Enqueues a copy of `src` to the device on `stream`.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyHtoDAsync`.
    ///
    /// # Safety
    /// `src` must stay alive and unchanged until the stream has run the copy (synchronise the stream or an
    /// event recorded after it); pinned memory ([`PinnedBuffer`]) makes the copy truly asynchronous.
    #[inline]
    pub unsafe fn copy_from_host_async(&mut self, src: &[T], stream: &Stream) -> Result<(), Error> {
        same_len("copy_from_host_async", self.len, src.len())?;
        if self.len > 0 {
            // SAFETY: sizes as in `copy_from_host`; the caller keeps `src` alive for the copy.
            unsafe {
                self.driver.cuMemcpyHtoDAsync(
                    self.ptr,
                    src.as_ptr().cast(),
                    self.byte_len(),
                    stream.raw(),
                )
            }?;
        }
        Ok(())
    }

    /// Enqueues a copy of the device contents into `dst` on `stream`.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyDtoHAsync`.
    ///
    /// # Safety
    /// `dst` must stay alive, and must not be read or written, until the stream has run the copy.
    #[inline]
    pub unsafe fn copy_to_host_async(&self, dst: &mut [T], stream: &Stream) -> Result<(), Error> {
        same_len("copy_to_host_async", self.len, dst.len())?;
        if self.len > 0 {
            // SAFETY: sizes as in `copy_to_host`; the caller keeps `dst` alive and untouched for the copy.
            unsafe {
                self.driver.cuMemcpyDtoHAsync(
                    dst.as_mut_ptr().cast(),
                    self.ptr,
                    self.byte_len(),
                    stream.raw(),
                )
            }?;
        }
        Ok(())
    }

    /// Copies `src`, which may live on another device, into this buffer (`cuMemcpyPeer`), synchronously.
    /// Direct when peer access is enabled between the two contexts, staged by the driver otherwise.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyPeer`.
    pub fn copy_from_peer(&mut self, src: &DeviceBuffer<T>) -> Result<(), Error> {
        same_len("copy_from_peer", self.len, src.len)?;
        if self.len > 0 {
            // SAFETY: both allocations hold `byte_len` bytes, each in the context it was made in.
            unsafe {
                self.driver
                    .cuMemcpyPeer(self.ptr, self.ctx, src.ptr, src.ctx, self.byte_len())
            }?;
        }
        Ok(())
    }

    /// Enqueues a copy of `src` (possibly on another device) into this buffer on `stream`.
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyPeerAsync`.
    #[inline]
    pub fn copy_from_peer_async(
        &mut self,
        src: &DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        same_len("copy_from_peer_async", self.len, src.len)?;
        if self.len > 0 {
            // SAFETY: as for `copy_from_peer`; device memory freed before the copy runs is the driver's to
            // order (cuMemFree waits for outstanding work on the allocation).
            unsafe {
                self.driver.cuMemcpyPeerAsync(
                    self.ptr,
                    self.ctx,
                    src.ptr,
                    src.ctx,
                    self.byte_len(),
                    stream.raw(),
                )
            }?;
        }
        Ok(())
    }

    /// The context the buffer was allocated in (for `CUDA_MEMCPY3D_PEER`'s `srcContext`/`dstContext`).
    pub fn context(&self) -> CUcontext {
        self.ctx
    }

    /// The IPC handle another process opens with [`IpcMemory::open`](crate::IpcMemory::open); send its
    /// `as_bytes()`.
    ///
    /// # Errors
    /// A failing `cuIpcGetMemHandle`.
    pub fn ipc_handle(&self) -> Result<CUipcMemHandle, Error> {
        let mut handle = CUipcMemHandle::new();
        // SAFETY: `handle` is a valid out-parameter of the C type.
        unsafe { self.driver.cuIpcGetMemHandle(handle.as_mut_ptr(), self.ptr) }?;
        Ok(handle)
    }

    /// Frees the memory on `stream` (`cuMemFreeAsync`).
    ///
    /// # Errors
    /// A failing `cuMemFreeAsync`.
    pub fn free_async(self, stream: &Stream) -> Result<(), Error> {
        let this = std::mem::ManuallyDrop::new(self);
        if !this.ptr.is_null() {
            // SAFETY: allocated once, freed once here (drop will not run).
            unsafe { this.driver.cuMemFreeAsync(this.ptr, stream.raw()) }?;
        }
        Ok(())
    }

    /// Frees the memory, reporting an error that drop would ignore.
    ///
    /// # Errors
    /// A failing `cuMemFree`.
    pub fn free(self) -> Result<(), Error> {
        let this = std::mem::ManuallyDrop::new(self);
        if !this.ptr.is_null() {
            // SAFETY: allocated once, freed once here (drop will not run).
            super::in_context(this.driver, this.ctx, || unsafe {
                this.driver.cuMemFree(this.ptr)
            })?;
        }
        Ok(())
    }
}

impl<T> Drop for DeviceBuffer<T> {
    fn drop(&mut self) {
        if !self.ptr.is_null() {
            // SAFETY: allocated once, freed once here.
            let _ = super::in_context(self.driver, self.ctx, || unsafe {
                self.driver.cuMemFree(self.ptr)
            });
        }
    }
}

fn zeroed_field<T: CudaField>() -> T {
    // SAFETY: `CudaField` promises that every bit pattern, zero included, is a valid `T`.
    unsafe { std::mem::zeroed() }
}

/// `len` elements of page-locked host memory (`cuMemAllocHost`), zeroed, freed on drop. Dereferences to
/// a slice; copies from and to it can run asynchronously.
#[derive(Debug)]
pub struct PinnedBuffer<T> {
    driver: &'static Driver,
    ctx: CUcontext,
    ptr: *mut T,
    len: usize,
}

// SAFETY: the buffer owns its memory exclusively, like a `Box<[T]>`.
unsafe impl<T: Send> Send for PinnedBuffer<T> {}
// SAFETY: as above.
unsafe impl<T: Sync> Sync for PinnedBuffer<T> {}

impl<T: CudaField> PinnedBuffer<T> {
    /// Allocates `len` zeroed elements of pinned memory (in the current context).
    ///
    /// # Errors
    /// A failing `cuMemAllocHost`; an overflowing byte size.
    pub fn zeroed(driver: &'static Driver, len: usize) -> Result<Self, Error> {
        let bytes = byte_len::<T>(len)?;
        let ctx = super::current(driver)?;
        if bytes == 0 {
            return Ok(PinnedBuffer {
                driver,
                ctx,
                ptr: std::ptr::NonNull::dangling().as_ptr(),
                len,
            });
        }
        let mut raw: *mut c_void = std::ptr::null_mut();
        // SAFETY: `raw` is a valid out-parameter.
        unsafe { driver.cuMemAllocHost(&mut raw, bytes) }?;
        // SAFETY: the driver returned `bytes` writable bytes, page-aligned (so aligned for `T`).
        unsafe { std::ptr::write_bytes(raw.cast::<u8>(), 0, bytes) };
        Ok(PinnedBuffer {
            driver,
            ctx,
            ptr: raw.cast(),
            len,
        })
    }
}

impl<T> std::ops::Deref for PinnedBuffer<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // SAFETY: `ptr` holds `len` initialised elements (zeroed at allocation), owned by `self`.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
}

impl<T> std::ops::DerefMut for PinnedBuffer<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as for `deref`, and `&mut self` is exclusive.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

impl<T> Drop for PinnedBuffer<T> {
    fn drop(&mut self) {
        if self.len > 0 && size_of::<T>() > 0 {
            // SAFETY: allocated once by `cuMemAllocHost`, freed once here.
            let _ = super::in_context(self.driver, self.ctx, || unsafe {
                self.driver.cuMemFreeHost(self.ptr.cast())
            });
        }
    }
}

/// Copies `src` to the device address `dst`, synchronously.
///
/// # Errors
/// A failing `cuMemcpyHtoD`.
///
/// # Safety
/// `dst` must be device memory with room for `src.len()` elements.
pub unsafe fn copy_htod<T: CudaField>(
    driver: &Driver,
    dst: CUdeviceptr,
    src: &[T],
) -> Result<(), Error> {
    let bytes = byte_len::<T>(src.len())?;
    // SAFETY: `src` is readable for `bytes`; the caller vouches for `dst`.
    unsafe { driver.cuMemcpyHtoD(dst, src.as_ptr().cast(), bytes) }?;
    Ok(())
}

/// Copies from the device address `src` into `dst`, synchronously.
///
/// # Errors
/// A failing `cuMemcpyDtoH`.
///
/// # Safety
/// `src` must be device memory holding `dst.len()` elements.
pub unsafe fn copy_dtoh<T: CudaField>(
    driver: &Driver,
    dst: &mut [T],
    src: CUdeviceptr,
) -> Result<(), Error> {
    let bytes = byte_len::<T>(dst.len())?;
    // SAFETY: `dst` is writable for `bytes`, any bytes are a valid `T`; the caller vouches for `src`.
    unsafe { driver.cuMemcpyDtoH(dst.as_mut_ptr().cast(), src, bytes) }?;
    Ok(())
}

/// A 2-D copy as `CUDA_MEMCPY2D` describes it.
///
/// # Errors
/// A failing `cuMemcpy2D`.
///
/// # Safety
/// Every pointer in `params` must be valid for the rows, pitches and widths it states.
pub unsafe fn memcpy_2d(driver: &Driver, params: &CUDA_MEMCPY2D) -> Result<(), Error> {
    // SAFETY: the caller's promise.
    unsafe { driver.cuMemcpy2D(params.as_ptr()) }?;
    Ok(())
}

/// A 3-D copy as `CUDA_MEMCPY3D` describes it.
///
/// # Errors
/// A failing `cuMemcpy3D`.
///
/// # Safety
/// Every pointer in `params` must be valid for the box, pitches and heights it states.
pub unsafe fn memcpy_3d(driver: &Driver, params: &CUDA_MEMCPY3D) -> Result<(), Error> {
    // SAFETY: the caller's promise.
    unsafe { driver.cuMemcpy3D(params.as_ptr()) }?;
    Ok(())
}

/// An asynchronous 3-D copy on `stream`.
///
/// # Errors
/// A failing `cuMemcpy3DAsync`.
///
/// # Safety
/// As [`memcpy_3d`], and host memory must stay valid until the stream has run the copy.
pub unsafe fn memcpy_3d_async(
    driver: &Driver,
    params: &CUDA_MEMCPY3D,
    stream: &Stream,
) -> Result<(), Error> {
    // SAFETY: the caller's promise.
    unsafe { driver.cuMemcpy3DAsync(params.as_ptr(), stream.raw()) }?;
    Ok(())
}

/// A 3-D copy between contexts (devices) as `CUDA_MEMCPY3D_PEER` describes it.
///
/// # Errors
/// A failing `cuMemcpy3DPeer`.
///
/// # Safety
/// Every pointer in `params` must be valid for the box, pitches and heights it states, in the context named
/// beside it.
pub unsafe fn memcpy_3d_peer(driver: &Driver, params: &CUDA_MEMCPY3D_PEER) -> Result<(), Error> {
    // SAFETY: the caller's promise.
    unsafe { driver.cuMemcpy3DPeer(params.as_ptr()) }?;
    Ok(())
}

/// An asynchronous 3-D copy between contexts on `stream`.
///
/// # Errors
/// A failing `cuMemcpy3DPeerAsync`.
///
/// # Safety
/// As [`memcpy_3d_peer`], and host memory must stay valid until the stream has run the copy.
pub unsafe fn memcpy_3d_peer_async(
    driver: &Driver,
    params: &CUDA_MEMCPY3D_PEER,
    stream: &Stream,
) -> Result<(), Error> {
    // SAFETY: the caller's promise.
    unsafe { driver.cuMemcpy3DPeerAsync(params.as_ptr(), stream.raw()) }?;
    Ok(())
}

/// `(free, total)` bytes of the current context's device.
///
/// # Errors
/// A failing `cuMemGetInfo`.
pub fn memory_info(driver: &Driver) -> Result<(usize, usize), Error> {
    let (mut free, mut total) = (0usize, 0usize);
    // SAFETY: valid out-parameters.
    unsafe { driver.cuMemGetInfo(&mut free, &mut total) }?;
    Ok((free, total))
}
