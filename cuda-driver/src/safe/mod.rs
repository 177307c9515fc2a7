//! The safe layer: Rust names, RAII owners beside the non-owning `sys` handles, `Result` everywhere.
//!
//! # Contexts
//! As in CUDA, work happens in the calling thread's current context: make one current first
//! ([`PrimaryContext::make_current`]). Owners ([`Stream`], [`Event`], [`DeviceBuffer`], [`Module`], ...)
//! remember the context they were made in and make it current, briefly, to destroy themselves, so they
//! may be dropped on any thread.
//!
//! # Ordering
//! The synchronous copies and memsets of [`DeviceBuffer`] run on the legacy default stream, which
//! streams created with `CU_STREAM_NON_BLOCKING` do not wait for: order such work with an event, or use the
//! `_async` variants on the stream itself.
//!
//! # Threads
//! Every type here is `Send` and `Sync`: the driver API is thread-safe, the handles are names rather than
//! memory, and the methods take `&self` only where the driver allows concurrent use. A [`DeviceBuffer`] is
//! `Send`/`Sync` when its element type is.
//!
//! # Drop
//! Drop never panics; an error while destroying is ignored there. Call `close()` (or `destroy()`, `free()`)
//! to see it as a `Result`.

mod context;
mod device;
mod event;
mod graph;
mod ipc;
mod launch;
mod memory;
mod module;
mod stream;

pub use context::{current_context, synchronize, Context, PrimaryContext};
pub use device::Device;
pub use event::Event;
pub use graph::{Graph, GraphExec};
pub use ipc::IpcMemory;
pub use launch::{
    cluster_dim_attribute, priority_attribute, KernelArgs, KernelParam, LaunchConfig,
};
pub use memory::{
    copy_dtoh, copy_htod, memcpy_2d, memcpy_3d, memcpy_3d_async, memcpy_3d_peer,
    memcpy_3d_peer_async, memory_info, DeviceBuffer, PinnedBuffer,
};
pub use module::{Function, Module};
pub use stream::Stream;

use crate::sys::CUcontext;
use crate::{Driver, DriverError, Error};

/// Loads the driver ([`Driver::load`]) and initialises it (`cuInit(0)`).
///
/// # Errors
/// [`Error::Load`] when libcuda cannot be loaded (listing every path tried), [`Error::Driver`] when
/// `cuInit` fails (for example `CUDA_ERROR_NO_DEVICE`).
pub fn init() -> Result<&'static Driver, Error> {
    let driver = Driver::load()?;
    // SAFETY: `cuInit(0)` has no pointer arguments and may be called any number of times.
    unsafe { driver.cuInit(0) }?;
    Ok(driver)
}

/// The end of an owner's life, written once: `$method(self)` (destroy, unload, close) returns the driver's
/// `Result`, and `Drop` does the same and ignores it. Both run in the owner's context, so owners may be
/// dropped on any thread, and `ManuallyDrop` keeps the two from both running.
macro_rules! owner {
    ($ty:ident, $method:ident, $call:ident, $field:ident, $doc:literal) => {
        impl $ty {
            #[doc = concat!($doc, ", reporting an error that drop would ignore.")]
            #[doc = ""]
            #[doc = "# Errors"]
            #[doc = concat!("A failing `", stringify!($call), "`.")]
            pub fn $method(self) -> Result<(), Error> {
                let this = std::mem::ManuallyDrop::new(self);
                // SAFETY: created once, released once here (drop will not run).
                super::in_context(this.driver, this.ctx, || unsafe {
                    this.driver.$call(this.$field)
                })?;
                Ok(())
            }
        }

        impl Drop for $ty {
            fn drop(&mut self) {
                // SAFETY: created once, released once here.
                let _ = super::in_context(self.driver, self.ctx, || unsafe {
                    self.driver.$call(self.$field)
                });
            }
        }
    };
}
pub(crate) use owner;

/// Runs `f` with `ctx` current on this thread, restoring the previous context afterwards; for destroying
/// owners from any thread.
pub(crate) fn in_context<R>(driver: &Driver, ctx: CUcontext, f: impl FnOnce() -> R) -> R {
    let mut previous = CUcontext::null();
    // SAFETY: `previous` is a valid out-parameter.
    let got = unsafe { driver.cuCtxGetCurrent(previous.as_mut_ptr()) }.is_ok();
    let switch = got && previous != ctx && !ctx.is_null();
    if switch {
        // SAFETY: `ctx` is the live context the owner was created in.
        let _ = unsafe { driver.cuCtxSetCurrent(ctx) };
    }
    let out = f();
    if switch {
        // SAFETY: `previous` was current a moment ago (or null, which unbinds).
        let _ = unsafe { driver.cuCtxSetCurrent(previous) };
    }
    out
}

/// The calling thread's current context, or null.
#[inline]
pub(crate) fn current(driver: &Driver) -> Result<CUcontext, DriverError> {
    let mut ctx = CUcontext::null();
    // SAFETY: `ctx` is a valid out-parameter.
    unsafe { driver.cuCtxGetCurrent(ctx.as_mut_ptr()) }?;
    Ok(ctx)
}
