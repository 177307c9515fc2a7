//! `functions!`: one declaration per NVRTC function, with its C prototype and the NVRTC versions that have it.
//!
//! Shaped like `cuda-driver`'s list (one line per function, reading like the header); NVRTC has no
//! `cuGetProcAddress`, so each function is resolved by its exported name through a plain lookup function.

/// What a C function returns, and what its method makes of it.
pub trait Returned: Copy {
    /// What the method returns on success.
    type Output;
    /// `Ok` for a success (or any value of a type that is not a status), else the error for `call`.
    ///
    /// # Errors
    /// A status other than `NVRTC_SUCCESS`.
    fn check(self, call: &'static str) -> Result<Self::Output, crate::NvrtcError>;
}

impl Returned for crate::sys::nvrtcResult {
    type Output = ();
    #[inline]
    fn check(self, call: &'static str) -> Result<(), crate::NvrtcError> {
        crate::NvrtcError::check(call, self)
    }
}

impl Returned for *const core::ffi::c_char {
    type Output = *const core::ffi::c_char;
    #[inline]
    fn check(self, _call: &'static str) -> Result<Self, crate::NvrtcError> {
        Ok(self)
    }
}

/// Declares NVRTC's functions.
///
/// `fn nvrtcGetCUBIN(prog: nvrtcProgram, cubin: *mut c_char) @ 11010;` is the prototype of `nvrtc.h`, in
/// NVRTC since 11.1; `@ 11040 until 13000` marks one that 13.0 removed; a trailing `-> *const c_char` a
/// function that does not return `nvrtcResult`. For the list this generates:
/// - `Functions`: one `Option<unsafe extern "C" fn(..) -> R>` per function (`None`: the loaded library
///   lacks it), and `Functions::resolve`, which takes the lookup function;
/// - `FUNCTIONS`: the declarations as data ([`FunctionInfo`](crate::FunctionInfo)), for the conformance
///   check against `nvrtc.h`;
/// - one `unsafe` method per function on [`Nvrtc`](crate::Nvrtc), named as in C, returning
///   `Err(NvrtcError)` for a failing `nvrtcResult` and for a function the library lacks.
macro_rules! functions {
    (@ret) => { $crate::sys::nvrtcResult };
    (@ret $ret:ty) => { $ret };
    (@ret_name) => { "nvrtcResult" };
    (@ret_name $ret:ty) => { stringify!($ret) };
    (@until) => { ::core::option::Option::None };
    (@until $until:literal) => { ::core::option::Option::Some($until) };
    ($(
        $(#[doc = $doc:literal])*
        fn $name:ident($($arg:ident : $ty:ty),* $(,)?) @ $since:literal $(until $until:literal)? $(-> $ret:ty)?;
    )*) => {
        /// NVRTC's function pointers, as the loaded library exports them (`None`: it lacks the function).
        #[allow(non_snake_case)]
        #[derive(Clone, Copy, Debug)]
        pub struct Functions {
            $(
                $(#[doc = $doc])*
                pub $name: ::core::option::Option<unsafe extern "C" fn($($arg: $ty),*) -> functions!(@ret $($ret)?)>,
            )*
        }

        impl Functions {
            /// Looks every function up by its C name (NUL-terminated) through `lookup`.
            ///
            /// # Safety
            /// `lookup` must answer, for each name, the address of the function of that name exported
            /// by an NVRTC library that stays loaded while the table is used, or `None`: each address is
            /// taken to have the prototype declared here.
            pub(crate) unsafe fn resolve(
                mut lookup: impl FnMut(&'static [u8]) -> ::core::option::Option<::core::ptr::NonNull<::core::ffi::c_void>>,
            ) -> Self {
                Self {
                    $(
                        $name: match lookup(concat!(stringify!($name), "\0").as_bytes()) {
                            // SAFETY: the caller promises an NVRTC export of this name, whose prototype
                            // in nvrtc.h is the one declared here; the conformance check compares the two.
                            ::core::option::Option::Some(ptr) => ::core::option::Option::Some(unsafe {
                                ::core::mem::transmute::<
                                    *mut ::core::ffi::c_void,
                                    unsafe extern "C" fn($($arg: $ty),*) -> functions!(@ret $($ret)?),
                                >(ptr.as_ptr())
                            }),
                            ::core::option::Option::None => ::core::option::Option::None,
                        },
                    )*
                }
            }

            /// The declared functions this table lacks.
            pub fn missing(&self) -> ::std::vec::Vec<&'static str> {
                let mut missing = ::std::vec::Vec::new();
                $(
                    if self.$name.is_none() {
                        missing.push(stringify!($name));
                    }
                )*
                missing
            }
        }

        /// Every declared NVRTC function: name, the versions that have it, return type and parameters.
        pub const FUNCTIONS: &[$crate::FunctionInfo] = &[
            $(
                $crate::FunctionInfo {
                    name: stringify!($name),
                    since: $since,
                    until: functions!(@until $($until)?),
                    returns: functions!(@ret_name $($ret)?),
                    params: &[$((stringify!($arg), stringify!($ty))),*],
                },
            )*
        ];

        #[allow(non_snake_case, clippy::too_many_arguments)]
        impl $crate::Nvrtc {
            $(
                $(#[doc = $doc])*
                #[doc = ""]
                #[doc = concat!("Calls `", stringify!($name), "` (NVRTC ", stringify!($since), " on",
                    $(", removed in ", stringify!($until),)? ").")]
                #[doc = ""]
                #[doc = "# Errors"]
                #[doc = "[`NvrtcError`](crate::NvrtcError) for a failing `nvrtcResult`, or when the loaded library lacks the function."]
                #[doc = ""]
                #[doc = "# Safety"]
                #[doc = "The arguments must meet the C function's contract in `nvrtc.h`: pointers valid for what it reads and writes (buffers as large as the matching size query said), programs live."]
                #[inline]
                pub unsafe fn $name(&self, $($arg: $ty),*) -> ::core::result::Result<
                    <functions!(@ret $($ret)?) as $crate::functions::Returned>::Output,
                    $crate::NvrtcError,
                > {
                    match self.functions().$name {
                        // SAFETY: the caller upholds the C contract; the pointer has the declared prototype.
                        ::core::option::Option::Some(f) => $crate::functions::Returned::check(unsafe { f($($arg),*) }, stringify!($name)),
                        ::core::option::Option::None => ::core::result::Result::Err(self.missing(stringify!($name))),
                    }
                }
            )*
        }
    };
}
pub(crate) use functions;
