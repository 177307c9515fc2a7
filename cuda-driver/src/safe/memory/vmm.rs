//! Virtual memory management: physical allocations (`cuMemCreate`) and reserved address ranges
//! (`cuMemAddressReserve`) mapped onto them, owned separately, as the driver keeps them
//! ([CUDA_VA](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)).
//!
//! A [`VirtualRange`] becomes a [`DeviceBuffer`] once every byte of it is mapped and the buffer's
//! device may read and write it: only then can no use of the buffer reach an unmapped address. The
//! buffer unmaps and frees the range after its last use. A physical allocation stays alive while it is
//! mapped anywhere, so its owner may be dropped right after mapping; an allocation imported from another
//! process holds the memory on its own, so an exporter's drop cannot take it away.

#[cfg(unix)]
use std::os::fd::{BorrowedFd, FromRawFd, OwnedFd};

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::sys::{
    CUdeviceptr, CUmemAccessDesc, CUmemAccess_flags, CUmemAllocationGranularity_flags,
    CUmemAllocationHandleType, CUmemAllocationProp, CUmemAllocationType,
    CUmemGenericAllocationHandle, CUmemLocation, CUmemLocationType,
};
use crate::{Context, Device, DeviceBuffer, Error, Stream};

use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::order::allocation::Allocator;
use crate::safe::owners::current;

/// How a [`PhysicalMemory`] may be shared with another process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shareable {
    /// Not at all.
    No,
    /// As a POSIX file descriptor ([`PhysicalMemory::export_fd`]).
    PosixFd,
}

impl Shareable {
    fn raw(self) -> CUmemAllocationHandleType {
        match self {
            Shareable::No => CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_NONE,
            Shareable::PosixFd => {
                CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
            }
        }
    }
}

/// Pinned device memory of `device`, exportable as `shareable` says.
fn properties(device: Device, shareable: Shareable) -> CUmemAllocationProp {
    CUmemAllocationProp::new()
        .with_type(CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED)
        .with_requested_handle_types(shareable.raw())
        .with_location(device_location(device))
}

fn device_location(device: Device) -> CUmemLocation {
    CUmemLocation::new()
        .with_type(CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE)
        .with_id(device.ordinal())
}

/// The size every [`PhysicalMemory`] of `device` (and every mapping of it) must be a multiple of: the
/// driver's minimum, or its recommended size for speed.
///
/// # Errors
/// A failing `cuMemGetAllocationGranularity` (e.g. `CUDA_ERROR_NOT_SUPPORTED` on a device without
/// virtual memory management).
pub fn granularity(
    device: Device,
    shareable: Shareable,
    recommended: bool,
) -> Result<usize, Error> {
    host_fn::refuse("cuMemGetAllocationGranularity")?;
    let prop = properties(device, shareable);
    let option = if recommended {
        CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_RECOMMENDED
    } else {
        CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_MINIMUM
    };
    let mut size = 0usize;
    // SAFETY: valid out-parameter and properties.
    unsafe {
        device
            .driver()
            .cuMemGetAllocationGranularity(&mut size, &prop, option)
    }?;
    Ok(size)
}

/// Refuses a `size` that is zero or not a multiple of `device`'s minimum granularity, naming `what`.
fn whole_granules(
    what: &str,
    device: Device,
    shareable: Shareable,
    size: usize,
) -> Result<(), Error> {
    let unit = granularity(device, shareable, false)?;
    if size == 0 || size % unit != 0 {
        return Err(Error::InvalidArgument(format!(
            "{what}: {size} bytes is not a positive multiple of the device's granularity, {unit} \
             bytes"
        )));
    }
    Ok(())
}

/// A physical allocation of device memory with no address of its own (`cuMemCreate`), released on
/// drop; the memory lives on while a [`VirtualRange`] maps it.
#[derive(Debug)]
pub struct PhysicalMemory {
    ctx: Context,
    handle: CUmemGenericAllocationHandle,
    size: usize,
    /// What `export_fd` may export (descriptors exist on Unix only).
    #[cfg_attr(not(unix), allow(dead_code))]
    shareable: Shareable,
    /// Set by the one mapping a physical allocation may have ([`VirtualRange::map`]): two mappings
    /// would be two buffers over the same bytes, each in an order of its own. Shared with the range
    /// that maps it, which clears it once it has unmapped the memory.
    mapped: Arc<AtomicBool>,
}

// SAFETY: the handle is a name the driver accepts from any thread; every call binds the context.
unsafe impl Send for PhysicalMemory {}
// SAFETY: `&self` methods only read the handle.
unsafe impl Sync for PhysicalMemory {}

impl PhysicalMemory {
    /// Allocates `size` bytes on `ctx`'s device; `size` must be a multiple of [`granularity`].
    ///
    /// # Errors
    /// A size that is zero or not a multiple of the minimum granularity; a failing `cuMemCreate`.
    pub fn new(ctx: &Context, size: usize, shareable: Shareable) -> Result<Self, Error> {
        let device = ctx.device();
        whole_granules("PhysicalMemory::new", device, shareable, size)?;
        ctx.bind()?;
        let prop = properties(device, shareable);
        let mut handle = CUmemGenericAllocationHandle::null();
        // SAFETY: valid out-parameter and properties; no flags.
        unsafe {
            ctx.driver()
                .cuMemCreate(handle.as_mut_ptr(), size, &prop, 0)
        }?;
        Ok(PhysicalMemory {
            ctx: ctx.clone(),
            handle,
            size,
            shareable,
            mapped: Arc::default(),
        })
    }

    /// The size in bytes.
    pub fn size(&self) -> usize {
        self.size
    }

    /// A file descriptor another process imports with [`import_fd`](Self::import_fd) (sent by
    /// inheritance or `SCM_RIGHTS`); the allocation must have been made [`Shareable::PosixFd`].
    ///
    /// # Errors
    /// An allocation not made shareable; a failing `cuMemExportToShareableHandle`.
    #[cfg(unix)]
    pub fn export_fd(&self) -> Result<OwnedFd, Error> {
        if self.shareable != Shareable::PosixFd {
            return Err(Error::InvalidArgument(
                "export_fd: the allocation was not made with Shareable::PosixFd".into(),
            ));
        }
        self.ctx.bind()?;
        let mut fd: std::ffi::c_int = -1;
        // SAFETY: for a POSIX descriptor the driver writes an `int` through the pointer.
        unsafe {
            self.ctx.driver().cuMemExportToShareableHandle(
                std::ptr::from_mut(&mut fd).cast(),
                self.handle,
                Shareable::PosixFd.raw(),
                0,
            )
        }?;
        if fd < 0 {
            return Err(Error::InvalidArgument(format!(
                "export_fd: the driver returned the descriptor {fd}"
            )));
        }
        // SAFETY: the driver made a new descriptor for this process, which nothing else owns.
        Ok(unsafe { OwnedFd::from_raw_fd(fd) })
    }

    /// Imports a physical allocation another process exported with [`export_fd`](Self::export_fd), in
    /// `ctx`, as `size` bytes. The import holds the memory: the exporter releasing its own does not
    /// take it away. The descriptor stays the caller's.
    ///
    /// # Errors
    /// A size that is zero or not a multiple of the device's granularity; a failing
    /// `cuMemImportFromShareableHandle`.
    ///
    /// # Safety
    /// What the driver cannot tell this process: `size` is at most the exported allocation's size (the
    /// exporter sends it with the descriptor; a mapping beyond the allocation is not documented to be
    /// refused), and no other mapping of the same memory in this process is used as a buffer while this
    /// one is (importing this process's own export, or importing twice, aliases the memory, and the two
    /// buffers would be ordered apart).
    #[cfg(unix)]
    pub unsafe fn import_fd(ctx: &Context, fd: BorrowedFd<'_>, size: usize) -> Result<Self, Error> {
        whole_granules("import_fd", ctx.device(), Shareable::PosixFd, size)?;
        ctx.bind()?;
        let mut handle = CUmemGenericAllocationHandle::null();
        crate::safe::memory::fd::with_fd_handle(fd, |os_handle| {
            // SAFETY: a valid out-parameter; for a POSIX descriptor the driver reads the number passed
            // as the pointer's value, and the descriptor stays open for the call (borrowed).
            let imported = unsafe {
                ctx.driver().cuMemImportFromShareableHandle(
                    handle.as_mut_ptr(),
                    os_handle,
                    Shareable::PosixFd.raw(),
                )
            };
            Ok(imported?)
        })?;
        Ok(PhysicalMemory {
            ctx: ctx.clone(),
            handle,
            size,
            shareable: Shareable::PosixFd,
            mapped: Arc::default(),
        })
    }
}

impl Drop for PhysicalMemory {
    fn drop(&mut self) {
        if host_fn::inside() {
            // Released after the host function, on the release thread (`host_fn::release`).
            return release::defer(PhysicalMemory {
                ctx: self.ctx.clone(),
                handle: self.handle,
                size: self.size,
                shareable: self.shareable,
                mapped: Arc::clone(&self.mapped),
            });
        }
        let _ = current::in_context(&self.ctx, || {
            // SAFETY: created or imported once, released once here; mappings keep the memory alive.
            unsafe { self.ctx.driver().cuMemRelease(self.handle) }
        });
    }
}

/// A reserved range of device addresses (`cuMemAddressReserve`), mapped piece by piece onto
/// [`PhysicalMemory`]; unmapped and freed on drop, or handed to a [`DeviceBuffer`] with
/// [`into_buffer`](Self::into_buffer) once wholly mapped and accessible.
#[derive(Debug)]
pub struct VirtualRange {
    ctx: Context,
    ptr: CUdeviceptr,
    size: usize,
    /// The mapped pieces, as (offset, size, the physical memory's mark), in mapping order.
    mapped: Vec<(usize, usize, Arc<AtomicBool>)>,
    /// The devices given read-write access to the whole range.
    readwrite: Vec<Device>,
    /// Set when a buffer took the range over: the drop then leaves it alone.
    handed_over: bool,
}

// SAFETY: the addresses are names the driver accepts from any thread; every call binds the context.
unsafe impl Send for VirtualRange {}
// SAFETY: `&self` methods only read.
unsafe impl Sync for VirtualRange {}

impl VirtualRange {
    /// Reserves `size` bytes of addresses, aligned to `alignment` (0: the driver's choice); `size` must
    /// be a multiple of [`granularity`].
    ///
    /// # Errors
    /// A size that is zero or not a multiple of the granularity; a failing `cuMemAddressReserve`.
    pub fn reserve(ctx: &Context, size: usize, alignment: usize) -> Result<Self, Error> {
        whole_granules("VirtualRange::reserve", ctx.device(), Shareable::No, size)?;
        ctx.bind()?;
        let mut ptr = CUdeviceptr::null();
        // SAFETY: a valid out-parameter; no fixed address, no flags.
        unsafe {
            ctx.driver().cuMemAddressReserve(
                ptr.as_mut_ptr(),
                size,
                alignment,
                CUdeviceptr::null(),
                0,
            )
        }?;
        Ok(VirtualRange {
            ctx: ctx.clone(),
            ptr,
            size,
            mapped: Vec::new(),
            readwrite: Vec::new(),
            handed_over: false,
        })
    }

    /// The first address of the range (for foreign code: nothing keeps it mapped but `self`).
    pub fn raw(&self) -> CUdeviceptr {
        self.ptr
    }

    /// The size in bytes.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Maps all of `memory` at `offset` bytes into the range (`cuMemMap`). A physical allocation is
    /// mapped once at a time: a second mapping would be a second buffer over the same bytes, ordered
    /// apart. When the range is dropped (which unmaps it) the memory may be mapped again; a range
    /// handed to a buffer ([`into_buffer`](Self::into_buffer)) keeps its memory marked for good (the
    /// buffer's free unmaps it, but does not tell the memory).
    ///
    /// # Errors
    /// An offset that is not a multiple of the memory's granularity; a piece that does not fit the
    /// range or overlaps one already mapped; memory mapped already; a failing `cuMemMap`.
    pub fn map(&mut self, offset: usize, memory: &PhysicalMemory) -> Result<(), Error> {
        let size = memory.size;
        let unit = granularity(memory.ctx.device(), memory.shareable, false)?;
        let end = offset.checked_add(size).filter(|&end| end <= self.size);
        let overlaps = |&(o, s, _): &(usize, usize, _)| offset < o + s && o < offset + size;
        if offset % unit != 0 || end.is_none() || self.mapped.iter().any(overlaps) {
            return Err(Error::InvalidArgument(format!(
                "VirtualRange::map: {size} bytes at offset {offset} (granularity {unit}) do not fit \
                 the {} bytes of the range beside the pieces already mapped",
                self.size
            )));
        }
        if memory.mapped.swap(true, Ordering::AcqRel) {
            return Err(Error::InvalidArgument(
                "VirtualRange::map: the physical memory is mapped already; one allocation backs one \
                 range"
                    .into(),
            ));
        }
        self.ctx.bind()?;
        let at = CUdeviceptr::from_native_handle(self.ptr.native_handle() + offset);
        // SAFETY: the piece lies inside the reserved range, at a granule, and overlaps no mapping; the
        // handle lives.
        let mapped = unsafe { self.ctx.driver().cuMemMap(at, size, 0, memory.handle, 0) };
        if let Err(e) = mapped {
            memory.mapped.store(false, Ordering::Release);
            return Err(e.into());
        }
        self.mapped.push((offset, size, Arc::clone(&memory.mapped)));
        Ok(())
    }

    /// Whether every byte of the range is mapped.
    pub fn is_mapped(&self) -> bool {
        self.mapped.iter().map(|&(_, s, _)| s).sum::<usize>() == self.size
    }

    /// Gives each of `devices` read-write access to the whole range (`cuMemSetAccess`), which must be
    /// mapped first.
    ///
    /// # Errors
    /// A range not wholly mapped; a failing `cuMemSetAccess` (e.g. a device that cannot reach the
    /// memory's device).
    pub fn set_access(&mut self, devices: &[Device]) -> Result<(), Error> {
        if !self.is_mapped() {
            return Err(not_mapped("VirtualRange::set_access", self));
        }
        let descs: Vec<CUmemAccessDesc> = devices
            .iter()
            .map(|&d| {
                CUmemAccessDesc::new()
                    .with_location(device_location(d))
                    .with_flags(CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
            })
            .collect();
        self.ctx.bind()?;
        // SAFETY: the range is mapped; `descs` holds `descs.len()` descriptors for the call.
        unsafe {
            self.ctx
                .driver()
                .cuMemSetAccess(self.ptr, self.size, descs.as_ptr(), descs.len())
        }?;
        for &d in devices {
            if !self.readwrite.contains(&d) {
                self.readwrite.push(d);
            }
        }
        Ok(())
    }

    /// The range as a buffer of `size / size_of::<T>()` elements with `stream` as its home: the safe
    /// layer then orders its uses like any buffer's, and unmaps and frees the range after the last.
    /// The range must be wholly mapped, and the stream's device must have read-write access to it.
    ///
    /// # Errors
    /// A stream of another context than the range's, or a capture stream; a range not wholly mapped or
    /// not accessible from the stream's device; a size that is not a multiple of `size_of::<T>()` (the
    /// range is freed in each case).
    pub fn into_buffer<T: cuda_struct::CudaField>(
        mut self,
        stream: &Stream,
    ) -> Result<DeviceBuffer<T>, Error> {
        const WHAT: &str = "VirtualRange::into_buffer";
        let s = stream.inner();
        s.same_context(WHAT, "virtual range", self.ctx.raw())?;
        s.refuse_capture(WHAT)?;
        if !self.is_mapped() {
            return Err(not_mapped(WHAT, &self));
        }
        let device = s.ctx().device();
        if !self.readwrite.contains(&device) {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the stream's device has no read-write access to the range \
                 (VirtualRange::set_access)"
            )));
        }
        let elem = std::mem::size_of::<T>().max(1);
        if self.size % elem != 0 {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: {} bytes are not a whole number of {elem}-byte elements",
                self.size
            )));
        }
        // The buffer's allocation unmaps and frees the range from now on (`Allocator::Mapped`).
        self.handed_over = true;
        let bytes = self.size;
        // SAFETY: the range maps `bytes` bytes, a whole number of elements (checked above), at an
        // address aligned to the allocation granularity.
        Ok(unsafe { DeviceBuffer::adopt(s, self.ptr, bytes / elem, Allocator::Mapped { bytes }) })
    }
}

#[cold]
fn not_mapped(what: &str, range: &VirtualRange) -> Error {
    let mapped: usize = range.mapped.iter().map(|&(_, s, _)| s).sum();
    Error::InvalidArgument(format!(
        "{what}: {mapped} of the range's {} bytes are mapped; map all of it first",
        range.size
    ))
}

impl Drop for VirtualRange {
    fn drop(&mut self) {
        if self.handed_over {
            return;
        }
        if host_fn::inside() {
            // Unmapped and freed after the host function, on the release thread (`host_fn::release`).
            self.handed_over = true;
            return release::defer(VirtualRange {
                ctx: self.ctx.clone(),
                ptr: self.ptr,
                size: self.size,
                mapped: std::mem::take(&mut self.mapped),
                readwrite: std::mem::take(&mut self.readwrite),
                handed_over: false,
            });
        }
        let driver = self.ctx.driver();
        let _ = current::in_context(&self.ctx, || {
            for (offset, size, mark) in &self.mapped {
                let at = CUdeviceptr::from_native_handle(self.ptr.native_handle() + offset);
                // SAFETY: mapped once by `map`; no queued work uses a range that is not a buffer.
                unsafe { driver.cuMemUnmap(at, *size) }?;
                // Unmapped: the physical memory may back another range.
                mark.store(false, Ordering::Release);
            }
            // SAFETY: reserved once, freed once here, after its mappings.
            unsafe { driver.cuMemAddressFree(self.ptr, self.size) }
        });
    }
}
