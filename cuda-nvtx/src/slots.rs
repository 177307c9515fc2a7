//! `callbacks!`: one module of NVTX's functions declared once, and everything the injection protocol
//! needs generated from that list.
//!
//! For each line `N fn name(args) -> R = default;` (N: the callback number) it generates:
//! - a slot, an `AtomicPtr` in the module's `SLOTS`, which starts at a trampoline of the same signature;
//! - the trampoline: it runs the one-time search for a tool ([`crate::inject::initialize`]), then calls
//!   again through the slot, which by then holds the tool's function or null;
//! - the call, `pub unsafe fn name(args) -> R`, named as in C: one load of the slot and a null check; null
//!   answers `default` (nothing, for a function without a result);
//! - the line as [`FunctionInfo`](cuda_struct::FunctionInfo) data, for the conformance check against the
//!   header's prototype;
//! - `publish`, which stores the table a tool filled into the slots, number by number.

/// Declares one module's functions; see the module docs.
macro_rules! callbacks {
    (
        $(#[doc = $mdoc:literal])*
        module $module:ident, size = $size:expr;
        $(
            $(#[doc = $doc:literal])*
            $cbid:literal fn $name:ident($($arg:ident: $ty:ty),* $(,)?) $(-> $ret:ty = $default:expr)?;
        )*
    ) => {
        $(#[doc = $mdoc])*
        pub mod $module {
            #![allow(non_snake_case, clippy::missing_safety_doc)]

            use ::core::sync::atomic::{AtomicPtr, Ordering};

            #[allow(unused_imports)]
            use super::*;

            /// The live slots, one per function, read by every call.
            pub(crate) struct Slots {
                $(pub(crate) $name: AtomicPtr<()>,)*
            }

            /// The slots, each at its trampoline until the search for a tool has run.
            pub(crate) static SLOTS: Slots = Slots {
                $($name: AtomicPtr::new(trampolines::$name as *mut ()),)*
            };

            /// The length of the table a tool is handed: the callback numbers, 0 included, and one more.
            pub(crate) const TABLE_LEN: usize = $size as usize + 1;

            mod trampolines {
                #[allow(unused_imports)]
                use super::*;
                $(
                    pub(super) unsafe extern "system" fn $name($($arg: $ty),*) $(-> $ret)? {
                        if !$crate::inject::initialize() {
                            // Called from inside the tool's own set-up, on the thread running it.
                            return $($default)?;
                        }
                        // SAFETY: the caller's promise for this call is the same as for the public one.
                        unsafe { super::$name($($arg),*) }
                    }
                )*
            }

            $(
                $(#[doc = $doc])*
                ///
                /// # Safety
                /// Every pointer argument must be valid as the NVTX documentation of the function says
                /// (a NUL-terminated string, an attributes struct with its `version` and `size` set), for
                /// the duration of the call.
                #[inline]
                pub unsafe fn $name($($arg: $ty),*) $(-> $ret)? {
                    let f = SLOTS.$name.load(Ordering::Acquire);
                    if f.is_null() {
                        return $($default)?;
                    }
                    // SAFETY: a slot only ever holds null, this line's trampoline, or what a tool wrote in the slot for callback number `$cbid` of this module, which the protocol says is a function of this prototype.
                    let f = unsafe { ::core::mem::transmute::<*mut (), unsafe extern "system" fn($($ty),*) $(-> $ret)?>(f) };
                    // SAFETY: the caller upholds the function's contract.
                    unsafe { f($($arg),*) }
                }
            )*

            /// Every function of the module as data: C name, parameters and result as declared.
            pub const FUNCTIONS: &[cuda_struct::FunctionInfo] = &[$(
                cuda_struct::FunctionInfo {
                    name: stringify!($name),
                    version: None,
                    since: None,
                    symbol: stringify!($name),
                    params: &[$((stringify!($arg), stringify!($ty))),*],
                    returns: callbacks!(@returns $($ret)?),
                    doc: concat!($($doc, "\n"),*),
                },
            )*];

            /// The callback number of each function, in [`FUNCTIONS`]' order.
            pub const CALLBACK_IDS: &[u32] = &[$($cbid),*];

            /// Stores what a tool wrote into its table (`filled[number]`, null where it wrote
            /// nothing) into the slots.
            pub(crate) fn publish(filled: &[*mut (); TABLE_LEN]) {
                $(SLOTS.$name.store(filled[$cbid], Ordering::Release);)*
            }

            /// Sets every slot to null: no tool.
            #[allow(dead_code)]
            pub(crate) fn clear() {
                publish(&[::core::ptr::null_mut(); TABLE_LEN]);
            }
        }
    };
    (@returns) => { None };
    (@returns $ret:ty) => { Some(stringify!($ret)) };
}

pub(crate) use callbacks;
