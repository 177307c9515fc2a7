//! The calling thread's current context: [`bind`] makes an owner's context current for a call (asking
//! the driver each time), [`in_context`] runs a release with a context current and restores what the
//! thread had. Both refuse inside a host function (`host_fn`), where no driver call may be made.

use std::sync::{Mutex, MutexGuard};

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
        // `f` may have let go of the last owner of `previous` (on this thread or another): then the
        // thread is left with none.
        let _ = restore(driver, previous);
    }
    out
}

/// The handles of contexts this crate destroyed, until the driver hands one out again: a thread may
/// still name one as the context it had (it was current there when its last owner let go, perhaps
/// inside [`in_context`]'s `f`), and a destroyed handle must not reach the driver again (a real
/// driver may have freed what it points to). One lock orders each destruction with each restore.
static DESTROYED: Mutex<Vec<usize>> = Mutex::new(Vec::new());

fn destroyed() -> MutexGuard<'static, Vec<usize>> {
    DESTROYED.lock().unwrap_or_else(|e| e.into_inner())
}

/// Notes the handle for [`restore`], then runs `destroy` (the `cuCtxDestroy` of `ctx`, a context this
/// crate created). The lock covers the note alone: a restore that took it first finished its
/// `cuCtxSetCurrent` while `ctx` was alive, and every later one sees the note; `cuCtxDestroy`, which
/// waits for the context's work, runs outside it, so no other thread's restore waits behind a teardown.
pub(crate) fn destroy<R>(ctx: CUcontext, destroy: impl FnOnce() -> R) -> R {
    destroyed().push(ctx.into_raw().addr());
    destroy()
}

/// Notes that the driver handed out `ctx` for a new context (it may reuse a destroyed one's handle).
pub(crate) fn created(ctx: CUcontext) {
    destroyed().retain(|&k| k != ctx.into_raw().addr());
}

/// Makes `previous` current again (what the thread had before a call switched), unless it is a
/// context this crate destroyed since: then none.
pub(crate) fn restore(driver: &Driver, previous: CUcontext) -> Result<(), DriverError> {
    let list = destroyed();
    let gone = list.contains(&previous.into_raw().addr());
    let ctx = if gone { CUcontext::null() } else { previous };
    // SAFETY: `ctx` is null (which unbinds) or was current a moment ago and is not destroyed: the lock
    // keeps its destruction, if one comes, after this call.
    unsafe { driver.cuCtxSetCurrent(ctx) }
}
