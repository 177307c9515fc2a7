//! The end of an allocation: its free (or close, unmap, destroy) on its home stream, after its last
//! use, by the allocator that made it; on the release thread when the allocation goes inside a host
//! function.

use std::sync::Arc;

use crate::sys::CUdeviceptr;

use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::memory::pool::PoolInner;
use crate::safe::order::allocation::{Allocation, Allocator};
use crate::safe::order::last_use::Pending;
use crate::safe::owners::current;
use crate::safe::owners::stream::StreamInner;

impl Drop for Allocation {
    fn drop(&mut self) {
        let ptr = std::mem::take(&mut self.ptr);
        if ptr.is_null() {
            return;
        }
        let last = self.take_last();
        if host_fn::inside() {
            // The free happens after the host function, on the release thread (`host_fn::release`); the pool
            // goes with it, to be let go after the free.
            return release::defer(Deferred {
                ptr,
                allocator: self.allocator,
                home: Arc::clone(&self.home),
                last,
                _pool: self.pool.take(),
            });
        }
        let home = &self.home;
        current::in_context(home.ctx(), || {
            // A free that fails leaks its memory rather than free it out of order.
            let _ = free(home, &last, ptr, self.allocator);
        });
    }
}

/// A free that an allocation dropped inside a host function hands to the release thread: what
/// [`Allocation`]'s drop frees with, its pool dropped after the free.
struct Deferred {
    ptr: CUdeviceptr,
    allocator: Allocator,
    home: Arc<StreamInner>,
    last: Pending,
    _pool: Option<Arc<PoolInner>>,
}

impl Drop for Deferred {
    fn drop(&mut self) {
        let home = &self.home;
        current::in_context(home.ctx(), || {
            // A free that fails leaks its memory rather than free it out of order.
            let _ = free(home, &self.last, self.ptr, self.allocator);
        });
    }
}

/// Frees `ptr` on `stream` (never a capture stream) after the work queued there and on the streams of
/// `last`, those of its last write and the reads since; `stream`'s context must be current. Memory
/// whose order cannot be established is leaked rather than freed early: when `stream` cannot be made
/// to wait for one of them, the host waits for that stream instead (in its own context); when that
/// fails too, nothing is freed.
pub(crate) fn free(
    stream: &StreamInner,
    last: &Pending,
    ptr: CUdeviceptr,
    allocator: Allocator,
) -> Result<(), crate::DriverError> {
    let driver = stream.driver();
    for last in last.iter() {
        stream.order_after(last).or_else(|_| last.synchronize())?;
    }
    match allocator {
        // SAFETY: allocated once, freed once here, in the stream's order after every use.
        Allocator::Pool => unsafe { driver.cuMemFreeAsync(ptr, stream.raw()) },
        Allocator::Device => {
            stream.synchronize()?;
            // SAFETY: allocated once, freed once here, after the stream has run every use.
            unsafe { driver.cuMemFree(ptr) }
        }
        Allocator::Ipc => {
            stream.synchronize()?;
            // SAFETY: opened once, closed once here, after the stream has run every use.
            unsafe { driver.cuIpcCloseMemHandle(ptr) }
        }
        Allocator::Mapped { bytes } => {
            stream.synchronize()?;
            // SAFETY: mapped wholly by the range that handed itself over; unmapped once here, after
            // the stream has run every use, then its addresses freed once.
            unsafe { driver.cuMemUnmap(ptr, bytes) }?;
            // SAFETY: as above.
            unsafe { driver.cuMemAddressFree(ptr, bytes) }
        }
        Allocator::Managed => {
            stream.synchronize()?;
            // SAFETY: allocated once by `cuMemAllocManaged`, freed once here, after every use.
            unsafe { driver.cuMemFree(ptr) }
        }
        Allocator::HostMapped => {
            stream.synchronize()?;
            free_mapped(driver, ptr)
        }
        // Unregistered by its registration's end, once, never here: an unregister by address here
        // could hit a newer registration of the same pages.
        Allocator::HostRegistered => stream.synchronize(),
        Allocator::Array => {
            stream.synchronize()?;
            let array = crate::sys::CUarray::from_native_handle(ptr.native_handle());
            // SAFETY: created once by `cuArray3DCreate`, destroyed once here, after the stream has run
            // every use; the texture and surface objects over it hold the allocation, so none is left.
            unsafe { driver.cuArrayDestroy(array) }
        }
        Allocator::MipmappedArray => {
            stream.synchronize()?;
            let array = crate::sys::CUmipmappedArray::from_native_handle(ptr.native_handle());
            // SAFETY: created once by `cuMipmappedArrayCreate`, destroyed once here, after the stream
            // has run every use of any level; the levels and objects over it hold the allocation.
            unsafe { driver.cuMipmappedArrayDestroy(array) }
        }
    }
}

/// Frees mapped memory (`cuMemHostAlloc`), known by its device address (the stream of its last use has
/// run; its context is current).
fn free_mapped(driver: &crate::Driver, ptr: CUdeviceptr) -> Result<(), crate::DriverError> {
    let mut host: *mut std::ffi::c_void = std::ptr::null_mut();
    let attr = crate::sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_HOST_POINTER;
    // SAFETY: `host` is a valid out-parameter of the attribute's type (a pointer).
    unsafe { driver.cuPointerGetAttribute((&raw mut host).cast(), attr, ptr) }?;
    // SAFETY: allocated once by `cuMemHostAlloc`, freed once here, after every use.
    unsafe { driver.cuMemFreeHost(host) }
}
