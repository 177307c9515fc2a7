//! The calling thread's current context: [`bind`] makes an owner's context current for a call (asking
//! the driver each time), [`in_context`] runs a release with a context current and restores what the
//! thread had. Both refuse inside a host function (`host_fn`), where no driver call may be made.

use crate::sys::CUcontext;
use crate::{Driver, DriverError};

use crate::safe::host_fn::{self, Refused};

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
    host_fn::refuse("cuCtxGetCurrent")?;
    let mut ctx = CUcontext::null();
    // SAFETY: `ctx` is a valid out-parameter.
    unsafe { driver.cuCtxGetCurrent(ctx.as_mut_ptr()) }?;
    Ok(ctx)
}

/// Runs `f` with `ctx` current on this thread, restoring the previous context afterwards; for ending
/// owners' lives from any thread without changing what the thread had current. Inside a host function
/// `f` does not run: the call is refused (owners hand their release to the release thread before,
/// see `host_fn::release`).
pub(crate) fn in_context<R: Refused>(ctx: &crate::Context, f: impl FnOnce() -> R) -> R {
    in_context_raw(ctx.driver(), ctx.raw(), f)
}

/// [`in_context`] for a context known by its handle (alive while `f` runs).
pub(crate) fn in_context_raw<R: Refused>(
    driver: &Driver,
    ctx: CUcontext,
    f: impl FnOnce() -> R,
) -> R {
    if host_fn::inside() {
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
