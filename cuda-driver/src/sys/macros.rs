//! The two blocks of an area file: `area!` around its type declarations, which lists them by kind, and
//! `functions!`, its driver functions, declared with `cuda_struct::functions!` as `CUresult` functions
//! whose calls go on [`Table`](super::Table).

/// Declares the driver functions of one area of the header.
///
/// Each line reads like the header: `fn cuMemAlloc(dptr: *mut CUdeviceptr, bytesize: usize) @ 3020 as
/// "cuMemAlloc_v2";` is `PFN_cuMemAlloc_v3020` from `cudaTypedefs.h`, exported as `cuMemAlloc_v2`. Every
/// function returns `CUresult`. This is [`cuda_struct::functions!`] with the driver's header: the area
/// gets its `Functions` table, and [`Table`](super::Table) (which holds every area's) gets one `unsafe`
/// method per function, named as in C, returning `Err(DriverError)` for a failing code and for a function
/// the driver lacks.
macro_rules! functions {
    ($($line:tt)*) => {
        ::cuda_struct::functions! {
            /// The function pointers of this area, as the lookup found them (`None`: the driver lacks it).
            pub struct Functions -> $crate::sys::CUresult, calls on $crate::sys::Table;
            $($line)*
        }
    };
}
pub(crate) use functions;

// Wraps the type declarations of one area file: passes every item through unchanged and lists it by kind,
// so that the registries ([`STRUCTS`](super::STRUCTS), ...), the fuzzers' lists and the conformance check
// follow from the declarations themselves. This is [`cuda_struct::area!`]; `areas!` in `sys/mod.rs`
// chains the areas' lists through their `items!` into the registry.
pub(crate) use cuda_struct::area;
