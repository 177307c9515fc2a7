//! The safe layer: Rust names, reference-counted owners, stream-ordered memory, `Result` everywhere. The
//! model is described once, in the crate docs.

mod array;
mod callback;
mod capture;
mod context;
mod copy;
mod device;
mod event;
mod graph;
mod host;
mod image;
mod ipc;
mod launch;
mod library;
mod managed;
mod memory;
mod module;
mod peer;
mod pinned;
mod pool;
mod release;
mod start;
mod stream;
mod tensor_map;
mod vmm;

pub use array::{
    AddressMode, Array, ArrayFlags, ArrayFormat, ArrayRegion, ArrayShape, Channels, Element,
    FilterMode, MipmappedArray, ReadMode, SurfaceObject, TextureDesc, TextureObject,
};
pub use context::{current_context, Context};
pub use copy::{copy_2d, copy_3d, copy_3d_async, copy_3d_peer, copy_3d_peer_async};
pub use device::Device;
pub use event::Event;
pub use graph::{Graph, GraphAllocation, GraphExec, GraphNode};
pub use host::{HostAllocFlags, HostRegisterFlags, HostRegistration, MappedBuffer};
pub use ipc::IpcMemory;
pub use launch::{
    KernelArg, KernelArgs, LaunchAttribute, LaunchConfig, ParamInfo, RelaxedAttribute,
};
pub use library::{Kernel, Library};
pub use managed::{Advice, Attach, Location, ManagedBuffer};
pub use memory::{Allocator, DeviceBuffer, DeviceSlice, DeviceSliceMut, Rows, Volume};
pub use module::{Function, Module};
pub use peer::PeerAccess;
pub use pinned::PinnedBuffer;
pub use pool::{MemPool, PoolAccess, PoolOptions, PoolReuse, PoolUsage};
pub use release::wait_for_releases;
pub use start::{EventFlags, StreamFlags};
pub use stream::Stream;
pub use tensor_map::{
    Im2colMap, TensorData, TensorDataMut, TensorMap, TensorMapMut, TensorSource, TiledMap,
};
pub use vmm::{granularity, PhysicalMemory, Shareable, VirtualRange};

use crate::sys::CUcontext;
use crate::{Driver, DriverError, Error};
use callback::Refused;

/// Loads the driver ([`Driver::load`]) and initialises it (`cuInit(0)`).
///
/// ```no_run
/// let driver = cuda_driver::init()?;
/// println!("{} device(s)", cuda_driver::Device::count(driver)?);
/// # Ok::<(), cuda_driver::Error>(())
/// ```
///
/// # Errors
/// [`Error::Load`] when libcuda cannot be loaded (listing every path tried), [`Error::Driver`] when
/// `cuInit` fails (for example `CUDA_ERROR_NO_DEVICE`).
pub fn init() -> Result<&'static Driver, Error> {
    callback::refuse("cuInit")?;
    let driver = Driver::load()?;
    // SAFETY: `cuInit(0)` has no pointer arguments and may be called any number of times.
    unsafe { driver.cuInit(0) }?;
    Ok(driver)
}

/// The end of a plain owner's life, written once: `close(self)` returns the driver's `Result`, and `Drop`
/// does the same and ignores it. Both run with the owner's context bound, so owners may be dropped on any
/// thread; `ManuallyDrop` keeps the two from both running, and the context value is dropped after.
macro_rules! owner {
    ($ty:ident, $call:ident, $field:ident) => {
        impl $ty {
            #[doc = concat!("Ends the value's life now (`", stringify!($call), "`), reporting an error that drop would ignore.")]
            #[doc = ""]
            #[doc = "# Errors"]
            #[doc = concat!("A failing `", stringify!($call), "`.")]
            pub fn close(self) -> Result<(), Error> {
                let mut this = std::mem::ManuallyDrop::new(self);
                let result = super::in_context(&this.ctx, || {
                    // SAFETY: created once, released once here (drop will not run).
                    unsafe { this.ctx.driver().$call(this.$field) }
                });
                // SAFETY: `this` is not used again and its drop does not run: its context is dropped once.
                unsafe { std::ptr::drop_in_place(&mut this.ctx) };
                Ok(result?)
            }
        }

        impl Drop for $ty {
            fn drop(&mut self) {
                if super::callback::inside() {
                    // Released after the host function, on the release thread (`release`).
                    return super::release::defer($ty {
                        ctx: self.ctx.clone(),
                        $field: std::mem::take(&mut self.$field),
                        ..*self
                    });
                }
                let _ = super::in_context(&self.ctx, || {
                    // SAFETY: created once, released once here.
                    unsafe { self.ctx.driver().$call(self.$field) }
                });
            }
        }
    };
}
pub(crate) use owner;

/// Runs `f` with `ctx` current on this thread, restoring the previous context afterwards; for ending
/// owners' lives from any thread without changing what the thread had current. Inside a host function
/// `f` does not run: the call is refused (owners hand their release to the release thread before,
/// see `release`).
pub(crate) fn in_context<R: Refused>(ctx: &crate::Context, f: impl FnOnce() -> R) -> R {
    in_context_raw(ctx.driver(), ctx.raw(), f)
}

/// [`in_context`] for a context known by its handle (alive while `f` runs).
pub(crate) fn in_context_raw<R: Refused>(
    driver: &Driver,
    ctx: CUcontext,
    f: impl FnOnce() -> R,
) -> R {
    if callback::inside() {
        return R::refused("cuCtxGetCurrent");
    }
    let previous = current(driver).ok();
    let switch = previous.is_some_and(|p| p != ctx);
    if switch {
        // SAFETY: the caller keeps the context alive while `f` runs.
        let _ = unsafe { driver.cuCtxSetCurrent(ctx) };
    }
    let out = f();
    if let (true, Some(previous)) = (switch, previous) {
        // SAFETY: `previous` was current a moment ago (or null, which unbinds); a context destroyed by
        // `f` is not restored.
        let _ = unsafe { driver.cuCtxSetCurrent(previous) };
    }
    out
}

/// A wait's result read as "no queued work runs any more": `Ok`, or an error after which none does (a
/// sticky error, a driver shut down); any other error is the wait's, and the work may still run.
pub(crate) fn work_over(waited: Result<(), DriverError>) -> Result<(), DriverError> {
    match waited {
        Err(e) if !e.stops_all_work() => Err(e),
        _ => Ok(()),
    }
}

/// Makes `ctx` current on the calling thread when the driver says it is not. Inlined into every call
/// that binds (a launch binds each time), with the switch out of line: a driver call evicts much of the
/// CPU's caches, and each further line of code a launch runs costs it again (BENCHMARKS.md).
#[inline(always)]
pub(crate) fn bind(driver: &'static Driver, ctx: CUcontext) -> Result<(), DriverError> {
    if current(driver)? != ctx {
        return switch_to(driver, ctx);
    }
    Ok(())
}

/// `cuCtxSetCurrent(ctx)`: [`bind`]'s rare path.
#[cold]
#[inline(never)]
fn switch_to(driver: &'static Driver, ctx: CUcontext) -> Result<(), DriverError> {
    // SAFETY: the caller holds the context alive.
    unsafe { driver.cuCtxSetCurrent(ctx) }
}

/// The calling thread's current context, or null. Refused inside a host function: every `bind` and
/// `in_context` asks this first, so no call that binds a context reaches the driver there.
#[inline]
pub(crate) fn current(driver: &Driver) -> Result<CUcontext, DriverError> {
    callback::refuse("cuCtxGetCurrent")?;
    let mut ctx = CUcontext::null();
    // SAFETY: `ctx` is a valid out-parameter.
    unsafe { driver.cuCtxGetCurrent(ctx.as_mut_ptr()) }?;
    Ok(ctx)
}

/// Runs `f` with a POSIX descriptor as the `void *` handle the driver's import functions take (the
/// number as the pointer's value). Descriptor 0 would be a null pointer, which the driver refuses
/// (`CUDA_ERROR_INVALID_VALUE`, driver 580): it is passed as a duplicate numbered 3 or above, closed
/// after the call. A descriptor received as standard input is exactly that case.
#[cfg(unix)]
pub(crate) fn with_fd_handle<R>(
    fd: std::os::fd::BorrowedFd<'_>,
    f: impl FnOnce(*mut std::ffi::c_void) -> Result<R, Error>,
) -> Result<R, Error> {
    use std::os::fd::AsRawFd;
    let duplicate = if fd.as_raw_fd() == 0 {
        Some(fd.try_clone_to_owned().map_err(|e| {
            Error::InvalidArgument(format!(
                "could not duplicate descriptor 0 to pass it to the driver: {e}"
            ))
        })?)
    } else {
        None
    };
    let raw = duplicate
        .as_ref()
        .map_or(fd.as_raw_fd(), AsRawFd::as_raw_fd);
    // `raw` is not negative (an open descriptor), and not 0 (duplicated above).
    f(std::ptr::without_provenance_mut(raw as usize))
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::fd::{AsFd, BorrowedFd};

    fn handle_of(fd: BorrowedFd<'_>) -> usize {
        super::with_fd_handle(fd, |handle| Ok(handle as usize)).unwrap()
    }

    #[test]
    #[cfg_attr(
        miri,
        ignore = "duplicating a descriptor is a system call Miri does not model"
    )]
    fn descriptor_zero_reaches_the_driver_as_a_duplicate_not_a_null_handle() {
        // SAFETY: descriptor 0 (the test's standard input) is open for the whole test run.
        let stdin = unsafe { BorrowedFd::borrow_raw(0) };
        assert!(handle_of(stdin) >= 3, "descriptor 0 passed as is");
        let file = std::fs::File::open("/dev/null").unwrap();
        let raw = std::os::fd::AsRawFd::as_raw_fd(&file);
        assert_eq!(handle_of(file.as_fd()), raw as usize);
    }

    /// The Rust-named flags are the driver's bits, so `Stream::new` and `Event::new` pass what the
    /// header says.
    #[test]
    fn rust_named_flags_are_the_drivers_bits() {
        use crate::{EventFlags, StreamFlags};
        assert_eq!(StreamFlags::NON_BLOCKING.raw(), 0x1);
        assert_eq!(StreamFlags::empty().raw(), 0);
        let flags = EventFlags::DISABLE_TIMING | EventFlags::BLOCKING_SYNC;
        assert_eq!(flags.raw(), 0x3);
        assert!(
            flags.contains(EventFlags::DISABLE_TIMING) && !flags.contains(EventFlags::INTERPROCESS)
        );
        assert_eq!(EventFlags::INTERPROCESS.raw(), 0x4);
    }
}
