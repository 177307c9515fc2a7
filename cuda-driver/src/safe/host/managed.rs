//! Managed memory: one allocation the host and the device both reach by address, in the buffers'
//! stream order. NVIDIA's documentation:
//! [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
//!
//! A [`ManagedBuffer`] is a buffer of the ordering model like a [`DeviceBuffer`](crate::DeviceBuffer):
//! its memory is an [`Allocation`] ([`Allocator::Managed`]) with a home stream, every device use
//! (launch, prefetch, attach) goes through [`queue`], and the free waits for the last use. What it adds
//! is the host's direct access, which waits for that last use first and holds the buffer's borrow while
//! the slice lives.

use std::mem::size_of;
use std::sync::Arc;

use cuda_struct::CudaField;

use crate::sys::{
    CUdevice, CUdevice_attribute, CUdeviceptr, CUmemAttach_flags, CUmemLocation, CUmemLocationType,
    CUmem_advise, CU_DEVICE_CPU,
};
use crate::{Context, Device, Error, Stream};

use crate::safe::host::access;
use crate::safe::order::allocation::{byte_len, Allocation, Allocator, Memory};
use crate::safe::order::buffer_core::{Buffer, BufferCore};
use crate::safe::order::queue::queue;
use crate::safe::order::reach::Reach;

/// What a managed allocation is attached to ([`ManagedBuffer::alloc`], [`ManagedBuffer::attach`]),
/// `CUmemAttach_flags`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attach {
    /// Any stream of any device may use it (`CU_MEM_ATTACH_GLOBAL`).
    Global,
    /// The host (`CU_MEM_ATTACH_HOST`): on a device without concurrent managed access, no kernel may
    /// use it until it is attached elsewhere.
    Host,
    /// The one stream it is attached to (`CU_MEM_ATTACH_SINGLE`, [`ManagedBuffer::attach`] only).
    Single,
}

impl Attach {
    fn raw(self) -> CUmemAttach_flags {
        match self {
            Attach::Global => CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL,
            Attach::Host => CUmemAttach_flags::CU_MEM_ATTACH_HOST,
            Attach::Single => CUmemAttach_flags::CU_MEM_ATTACH_SINGLE,
        }
    }
}

/// Where managed memory is prefetched to or preferred at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location {
    /// The host's memory.
    Host,
    /// A device's memory.
    Device(Device),
}

impl Location {
    /// The location at the 12.2 ABI (`CUmemLocation`).
    fn raw(self) -> CUmemLocation {
        match self {
            Location::Host => CUmemLocation::new()
                .with_type(CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST)
                .with_id(0),
            Location::Device(d) => CUmemLocation::new()
                .with_type(CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE)
                .with_id(d.ordinal()),
        }
    }

    /// The location at the 8.0 ABI (a device, `CU_DEVICE_CPU` for the host).
    fn device(self) -> CUdevice {
        match self {
            Location::Host => CU_DEVICE_CPU,
            Location::Device(d) => d.raw(),
        }
    }
}

/// A usage hint for managed memory ([`ManagedBuffer::advise`], `cuMemAdvise`). Hints change where
/// pages live and how they migrate, never what the memory holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advice {
    /// Mostly read: devices that read it keep copies of their own.
    SetReadMostly,
    /// Undoes [`SetReadMostly`](Self::SetReadMostly).
    UnsetReadMostly,
    /// Keep the pages at this location when possible.
    SetPreferredLocation(Location),
    /// Undoes [`SetPreferredLocation`](Self::SetPreferredLocation).
    UnsetPreferredLocation,
    /// This processor will access it: keep it mapped there.
    SetAccessedBy(Location),
    /// Undoes [`SetAccessedBy`](Self::SetAccessedBy) for that processor.
    UnsetAccessedBy(Location),
}

impl Advice {
    fn raw(self) -> (CUmem_advise, Location) {
        use CUmem_advise as A;
        match self {
            Advice::SetReadMostly => (A::CU_MEM_ADVISE_SET_READ_MOSTLY, Location::Host),
            Advice::UnsetReadMostly => (A::CU_MEM_ADVISE_UNSET_READ_MOSTLY, Location::Host),
            Advice::SetPreferredLocation(l) => (A::CU_MEM_ADVISE_SET_PREFERRED_LOCATION, l),
            Advice::UnsetPreferredLocation => {
                (A::CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION, Location::Host)
            }
            Advice::SetAccessedBy(l) => (A::CU_MEM_ADVISE_SET_ACCESSED_BY, l),
            Advice::UnsetAccessedBy(l) => (A::CU_MEM_ADVISE_UNSET_ACCESSED_BY, l),
        }
    }
}

/// `len` elements of `T` in managed memory (`cuMemAllocManaged`), zeroed, with a home stream like a
/// [`DeviceBuffer`](crate::DeviceBuffer)'s: kernels take it as `&buf` (read) or `&mut buf` (write),
/// ordered after its earlier work; it is freed after its last use.
///
/// The host reaches the elements through [`as_slice`](Self::as_slice) and
/// [`as_mut_slice`](Self::as_mut_slice), which first wait for the buffer's latest use and then hold
/// the buffer's borrow: while a `&mut [T]` lives nothing else can use the buffer, and while a `&[T]`
/// lives only kernels that read it can (a launch through `&buf` promises that). That is sound where
/// the device has concurrent managed access (`CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS`, every
/// Linux GPU since Pascal); on other devices the host may not touch managed memory while *any* kernel
/// of the context runs, which no borrow can promise, so there host access is refused and the buffer
/// is attached only globally (use a [`DeviceBuffer`](crate::DeviceBuffer) and its copies instead).
///
/// Managed memory is never captured into a graph (a graph's launches would not borrow it) nor used
/// from another context: such uses are refused with [`Error::InvalidArgument`].
#[derive(Debug)]
pub struct ManagedBuffer<T> {
    core: BufferCore<T>,
    /// `CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS` of the context's device, read at allocation.
    concurrent: bool,
}

impl<T> Buffer<T> for ManagedBuffer<T> {
    #[inline]
    fn core(&self) -> &BufferCore<T> {
        &self.core
    }
}

impl<T: CudaField> ManagedBuffer<T> {
    /// Allocates `len` elements of managed memory with `stream` as home, attached as `attach`
    /// ([`Attach::Global`] or [`Attach::Host`]). Contents: zeroed. The zeroing is queued on `stream`; the
    /// host's first access waits for it. A zero length allocates nothing.
    ///
    /// # Errors
    /// `CUDA_ERROR_NOT_SUPPORTED` where the device has no managed memory, and other codes of
    /// `cuMemAllocManaged` or `cuMemsetD8Async`; [`Attach::Single`], or [`Attach::Host`] on a device
    /// without concurrent managed access; an overflowing byte size; a capture stream.
    pub fn alloc(stream: &Stream, len: usize, attach: Attach) -> Result<Self, Error> {
        let bytes = byte_len::<T>(len)?;
        let home = stream.inner();
        home.refuse_capture("ManagedBuffer::alloc")?;
        let concurrent = concurrent_access(home.ctx().device())?;
        if attach == Attach::Single || (attach == Attach::Host && !concurrent) {
            return Err(refused_attach("ManagedBuffer::alloc", attach));
        }
        let driver = home.driver();
        home.bind()?;
        let mut ptr = CUdeviceptr::null();
        if bytes > 0 {
            let flags = attach.raw().raw();
            // SAFETY: `ptr` is a valid out-parameter; the context is current.
            unsafe { driver.cuMemAllocManaged(ptr.as_mut_ptr(), bytes, flags) }?;
        }
        // From here the allocation owns the memory: an error below frees it in order.
        let mem = Arc::new(Allocation::new(ptr, Allocator::Managed, Arc::clone(home)));
        crate::safe::order::allocation::host_aligned::<T>(
            "ManagedBuffer::alloc",
            ptr.into_raw() as usize,
        )?;
        if bytes > 0 {
            // SAFETY: the allocation holds `bytes` bytes and is freed on this stream after it.
            unsafe { driver.cuMemsetD8Async(ptr, 0, bytes, home.raw()) }?;
        }
        Ok(ManagedBuffer {
            // SAFETY: the driver allocated `bytes` bytes, `len` elements, aligned for `T` (checked
            // above).
            core: unsafe { BufferCore::new(mem, len) },
            concurrent,
        })
    }

    /// Allocates on `stream` attached globally and fills from `src` through the host. Contents: `src`.
    ///
    /// # Errors
    /// As [`alloc`](Self::alloc) and [`as_mut_slice`](Self::as_mut_slice).
    pub fn from_slice(stream: &Stream, src: &[T]) -> Result<Self, Error> {
        let mut buf = Self::alloc(stream, src.len(), Attach::Global)?;
        buf.as_mut_slice()?.copy_from_slice(src);
        Ok(buf)
    }
}

impl<T> ManagedBuffer<T> {
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.core.len
    }

    /// Whether the buffer holds no elements.
    pub fn is_empty(&self) -> bool {
        self.core.len == 0
    }

    /// The size in bytes.
    pub fn byte_len(&self) -> usize {
        self.core.len * size_of::<T>()
    }

    /// The context the buffer was allocated in.
    pub fn context(&self) -> &Context {
        self.core.mem.home.ctx()
    }

    /// Frees the memory after its latest use, reporting an error that drop would ignore.
    ///
    /// # Errors
    /// A failing `cuEventRecord`, `cuStreamWaitEvent`, `cuStreamSynchronize` or `cuMemFree` (memory
    /// whose last use cannot be waited for is leaked, never freed early).
    pub fn close(self) -> Result<(), Error> {
        access::close(self.core.mem)
    }

    /// Whether the device has concurrent managed access, which host access needs.
    pub fn concurrent_access(&self) -> bool {
        self.concurrent
    }

    /// The elements, once the buffer's latest use has run. Kernels that read the buffer (launched
    /// through `&buf`) may be queued while the slice lives; nothing can write it.
    ///
    /// # Errors
    /// A device without concurrent managed access; a failing wait (the work may still run, so no
    /// slice is given).
    pub fn as_slice(&self) -> Result<&[T], Error> {
        self.settle()?;
        // SAFETY: `len` elements, zeroed at allocation or written by the device (any bits are a valid
        // `T`, `CudaField`); the work that could write them has run (settled), and later writers need
        // `&mut self`; the device has concurrent managed access (settle checked).
        Ok(unsafe { access::slice(self.core.mem.ptr, self.core.len) })
    }

    /// The elements, mutably, once the buffer's latest use has run; no work can use the buffer while
    /// the slice lives.
    ///
    /// # Errors
    /// As [`as_slice`](Self::as_slice).
    pub fn as_mut_slice(&mut self) -> Result<&mut [T], Error> {
        self.settle()?;
        // SAFETY: as in `as_slice`; `&mut self` keeps every other use out while the slice lives.
        Ok(unsafe { access::slice_mut(self.core.mem.ptr, self.core.len) })
    }

    /// Waits for the buffer's latest use, refusing devices where the host may not touch managed memory
    /// while kernels run.
    fn settle(&self) -> Result<(), Error> {
        if !self.concurrent {
            return Err(Error::InvalidArgument(
                "ManagedBuffer: the device has no concurrent managed access, where the host may not \
                 touch managed memory while any kernel of the context runs; use a DeviceBuffer and \
                 its copies instead"
                    .into(),
            ));
        }
        access::settle(&self.core.mem)
    }

    /// Queues a migration of the whole buffer to `location` on `stream`, in the buffer's stream order
    /// (`cuMemPrefetchAsync`, at its 12.2 ABI where the driver has it). Only moves pages: contents and
    /// host access are unchanged.
    ///
    /// # Errors
    /// A stream of another context or a capture stream; a failing `cuMemPrefetchAsync` (for example
    /// `CUDA_ERROR_INVALID_DEVICE` for a device without concurrent managed access).
    pub fn prefetch(&self, location: Location, stream: &Stream) -> Result<(), Error> {
        if self.core.len == 0 || size_of::<T>() == 0 {
            return Ok(());
        }
        let s = stream.inner();
        s.bind()?;
        let (ptr, bytes, driver) = (self.core.mem.ptr, self.byte_len(), s.driver());
        let old = driver.unified.cuMemPrefetchAsync.is_none()
            && driver.unified.cuMemPrefetchAsync_v8000.is_some();
        queue(
            s,
            Reach::Peer("prefetch"),
            &mut [Memory::write(&self.core.mem)],
            None,
            || {
                if old {
                    // SAFETY: the allocation holds `bytes` managed bytes and outlives the queued work.
                    unsafe {
                        driver.cuMemPrefetchAsync_v8000(ptr, bytes, location.device(), s.raw())
                    }
                } else {
                    // SAFETY: as above.
                    unsafe { driver.cuMemPrefetchAsync(ptr, bytes, location.raw(), 0, s.raw()) }
                }
            },
        )
    }

    /// Gives the driver a usage hint for the whole buffer (`cuMemAdvise`, at its 12.2 ABI where the
    /// driver has it). Takes effect at once, outside stream order: a hint never changes contents.
    ///
    /// # Errors
    /// A failing `cuMemAdvise` (for example for a device that cannot access managed memory).
    pub fn advise(&self, advice: Advice) -> Result<(), Error> {
        if self.core.len == 0 || size_of::<T>() == 0 {
            return Ok(());
        }
        let (raw, location) = advice.raw();
        let ctx = self.context();
        ctx.bind()?;
        let driver = ctx.driver();
        let (ptr, bytes) = (self.core.mem.ptr, self.byte_len());
        if driver.unified.cuMemAdvise.is_none() && driver.unified.cuMemAdvise_v8000.is_some() {
            // SAFETY: the allocation holds `bytes` managed bytes; a hint touches no contents.
            unsafe { driver.cuMemAdvise_v8000(ptr, bytes, raw, location.device()) }?;
        } else {
            // SAFETY: as above.
            unsafe { driver.cuMemAdvise(ptr, bytes, raw, location.raw()) }?;
        }
        Ok(())
    }

    /// Queues a change of what the buffer is attached to on `stream`, in the buffer's stream order
    /// (`cuStreamAttachMemAsync`; [`Attach::Single`] attaches it to `stream`).
    ///
    /// # Errors
    /// [`Attach::Host`] or [`Attach::Single`] on a device without concurrent managed access (where a
    /// kernel on another stream would then fault); a stream of another context or a capture stream; a
    /// failing `cuStreamAttachMemAsync`.
    pub fn attach(&self, stream: &Stream, attach: Attach) -> Result<(), Error> {
        if !self.concurrent && attach != Attach::Global {
            return Err(refused_attach("ManagedBuffer::attach", attach));
        }
        if self.core.len == 0 || size_of::<T>() == 0 {
            return Ok(());
        }
        let s = stream.inner();
        s.bind()?;
        let (ptr, driver) = (self.core.mem.ptr, s.driver());
        let flags = attach.raw().raw();
        queue(
            s,
            Reach::Peer("attach"),
            &mut [Memory::write(&self.core.mem)],
            None,
            || {
                // SAFETY: a managed allocation, whole (length 0), alive until the stream has run it.
                unsafe { driver.cuStreamAttachMemAsync(s.raw(), ptr, 0, flags) }
            },
        )
    }
}

/// Whether `device` lets the host touch managed memory while kernels run.
fn concurrent_access(device: Device) -> Result<bool, Error> {
    let attr = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS;
    Ok(device.attribute(attr)? != 0)
}

#[cold]
fn refused_attach(what: &str, attach: Attach) -> Error {
    Error::InvalidArgument(format!(
        "{what}: {attach:?} is refused here (a new buffer is attached Global or Host, and on a device \
         without concurrent managed access only Global keeps every kernel's access valid)"
    ))
}

#[cfg(test)]
mod tests {
    use super::{Advice, Attach, Location};
    use crate::sys::{
        CUmemAttach_flags as F, CUmemLocationType as T, CUmem_advise as A, CU_DEVICE_CPU,
    };

    #[test]
    fn attach_names_its_c_flag() {
        assert_eq!(Attach::Global.raw(), F::CU_MEM_ATTACH_GLOBAL);
        assert_eq!(Attach::Host.raw(), F::CU_MEM_ATTACH_HOST);
        assert_eq!(Attach::Single.raw(), F::CU_MEM_ATTACH_SINGLE);
    }

    #[test]
    fn host_location_is_the_cpu_at_both_abis() {
        assert_eq!(Location::Host.raw().r#type(), T::CU_MEM_LOCATION_TYPE_HOST);
        assert_eq!(Location::Host.device(), CU_DEVICE_CPU);
    }

    #[test]
    fn advice_carries_its_location_only_where_it_has_one() {
        let cases = [
            (Advice::SetReadMostly, A::CU_MEM_ADVISE_SET_READ_MOSTLY),
            (Advice::UnsetReadMostly, A::CU_MEM_ADVISE_UNSET_READ_MOSTLY),
            (
                Advice::SetPreferredLocation(Location::Host),
                A::CU_MEM_ADVISE_SET_PREFERRED_LOCATION,
            ),
            (
                Advice::UnsetPreferredLocation,
                A::CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION,
            ),
            (
                Advice::SetAccessedBy(Location::Host),
                A::CU_MEM_ADVISE_SET_ACCESSED_BY,
            ),
            (
                Advice::UnsetAccessedBy(Location::Host),
                A::CU_MEM_ADVISE_UNSET_ACCESSED_BY,
            ),
        ];
        for (advice, want) in cases {
            let (raw, location) = advice.raw();
            assert_eq!(raw, want, "{advice:?}");
            assert_eq!(location, Location::Host, "{advice:?}");
        }
    }
}
