//! Host memory the caller lends to the device: [`HostRegistration`] (`cuMemHostRegister` with
//! `CU_MEMHOSTREGISTER_DEVICEMAP`) for the length of one closure, a buffer of the ordering model
//! ([`Allocator::HostRegistered`]) whose end waits for every use before the loan ends.

use std::ffi::c_void;
use std::marker::PhantomData;
use std::sync::Arc;

use cuda_struct::{cuda_enum, CudaField};

use crate::sys::{CUdeviceptr, CU_MEMHOSTREGISTER_DEVICEMAP};
use crate::{Context, Error, Stream};

use crate::safe::host::access::{known_flags, settle};
use crate::safe::host::wait::wait_for_host_copy;
use crate::safe::host_fn;
use crate::safe::order::allocation::{Allocation, Allocator};
use crate::safe::order::buffer_core::{Buffer, BufferCore};
use crate::safe::owners::current;

/// How [`HostRegistration::scope`] registers (`CU_MEMHOSTREGISTER_*`); the range is always mapped into
/// the device (`CU_MEMHOSTREGISTER_DEVICEMAP`). Combine with `|`.
#[cuda_enum(flags)]
pub enum HostRegisterFlags {
    /// Pinned for every context, not only the registering one (`CU_MEMHOSTREGISTER_PORTABLE`).
    PORTABLE = 0x01,
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
            // SAFETY: the registration maps the `len` elements of `host` (none when `bytes` is 0).
            core: unsafe { BufferCore::new(Arc::new(mem), len) },
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
