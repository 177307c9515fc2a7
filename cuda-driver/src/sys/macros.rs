//! `functions!`: one declaration per driver function, with its C prototype and the ABI version it means.

/// Declares the driver functions of one area of the header.
///
/// Each line reads like the header: `fn cuMemAlloc(dptr: *mut CUdeviceptr, bytesize: usize) @ 3020 as
/// "cuMemAlloc_v2";` is `PFN_cuMemAlloc_v3020` from `cudaTypedefs.h`, exported as `cuMemAlloc_v2`. Every
/// function returns `CUresult`. For the area this generates:
/// - `Functions`: one `Option<unsafe extern "C" fn(..) -> CUresult>` per function, resolved at load time
///   (`None` when the driver lacks it);
/// - `FUNCTIONS`: the declarations as data ([`FunctionInfo`](crate::FunctionInfo)), for availability probes
///   and the conformance check against `cudaTypedefs.h`;
/// - one `unsafe` method per function on [`Driver`](crate::Driver), named as in C, that returns
///   `Err(DriverError)` for a failing `CUresult` and for a function the driver lacks.
macro_rules! functions {
    ($(
        $(#[doc = $doc:literal])*
        fn $name:ident($($arg:ident : $ty:ty),* $(,)?) @ $version:literal as $symbol:literal;
    )*) => {
        /// The function pointers of this area, as the loaded driver gave them (`None`: the driver lacks it).
        #[allow(non_snake_case)]
        #[derive(Clone, Copy, Debug)]
        pub struct Functions {
            $(
                $(#[doc = $doc])*
                pub $name: ::core::option::Option<unsafe extern "C" fn($($arg: $ty),*) -> $crate::sys::CUresult>,
            )*
        }

        impl Functions {
            pub(crate) fn resolve(resolver: &mut $crate::driver::Resolver<'_>) -> Self {
                Self {
                    $(
                        // A `match`, not `Option::map` with a closure: 82 closures are 82 instances of
                        // `map` for the compiler to build.
                        $name: match resolver.resolve(stringify!($name), $version, $symbol) {
                            // SAFETY: the driver exported this symbol for ABI version `$version`, whose
                            // prototype (`PFN_<name>_v<version>` in cudaTypedefs.h) is the one declared here;
                            // the conformance check compares the two.
                            ::core::option::Option::Some(ptr) => ::core::option::Option::Some(unsafe {
                                ::core::mem::transmute::<
                                    *mut ::core::ffi::c_void,
                                    unsafe extern "C" fn($($arg: $ty),*) -> $crate::sys::CUresult,
                                >(ptr.as_ptr())
                            }),
                            ::core::option::Option::None => ::core::option::Option::None,
                        },
                    )*
                }
            }
        }

        /// The declarations of this area: name, ABI version, exported symbol and parameters.
        pub const FUNCTIONS: &[$crate::FunctionInfo] = &[
            $(
                $crate::FunctionInfo {
                    name: stringify!($name),
                    version: $version,
                    symbol: $symbol,
                    params: &[$((stringify!($arg), stringify!($ty))),*],
                },
            )*
        ];

        #[allow(non_snake_case, clippy::too_many_arguments)]
        impl $crate::Driver {
            $(
                $(#[doc = $doc])*
                #[doc = ""]
                #[doc = concat!(
                    "Calls `", stringify!($name), "` (`PFN_", stringify!($name), "_v", stringify!($version),
                    "`, exported as `", $symbol, "`)."
                )]
                #[doc = ""]
                #[doc = "# Errors"]
                #[doc = "[`DriverError`](crate::DriverError) for a failing `CUresult`, or when the driver lacks the function."]
                #[doc = ""]
                #[doc = "# Safety"]
                #[doc = "The arguments must meet the C function's contract in `cuda.h`: pointers valid for what it reads and writes, handles live."]
                #[inline]
                pub unsafe fn $name(&self, $($arg: $ty),*) -> ::core::result::Result<(), $crate::DriverError> {
                    match <Functions as $crate::driver::Area>::of(self.table()).$name {
                        // SAFETY: the caller upholds the C contract; the pointer has the declared prototype.
                        ::core::option::Option::Some(f) => $crate::DriverError::check(stringify!($name), unsafe { f($($arg),*) }),
                        ::core::option::Option::None => ::core::result::Result::Err(self.missing(stringify!($name), $version)),
                    }
                }
            )*
        }
    };
}
pub(crate) use functions;
