//! The end of an owner's life, written once: [`owner!`] (`close` and `Drop` of a plain owner, with its
//! context bound) and [`work_over`] (a wait's result read as "no queued work runs any more").

use crate::DriverError;

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
                let result = $crate::safe::owners::current::in_context(&this.ctx, || {
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
                if $crate::safe::host_fn::inside() {
                    // Released after the host function, on the release thread (`host_fn::release`).
                    return $crate::safe::host_fn::release::defer($ty {
                        ctx: self.ctx.clone(),
                        $field: std::mem::take(&mut self.$field),
                        ..*self
                    });
                }
                let _ = $crate::safe::owners::current::in_context(&self.ctx, || {
                    // SAFETY: created once, released once here.
                    unsafe { self.ctx.driver().$call(self.$field) }
                });
            }
        }
    };
}
pub(crate) use owner;

/// A wait's result read as "no queued work runs any more": `Ok`, or an error after which none does (a
/// sticky error, a driver shut down); any other error is the wait's, and the work may still run.
pub(crate) fn work_over(waited: Result<(), DriverError>) -> Result<(), DriverError> {
    match waited {
        Err(e) if !e.stops_all_work() => Err(e),
        _ => Ok(()),
    }
}
