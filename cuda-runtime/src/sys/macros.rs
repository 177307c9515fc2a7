//! The two blocks of an area file: `area!` around its type declarations, which lists them by kind, and
//! `functions!`, its runtime functions, declared with `cuda_struct::functions!` as `cudaError_t` functions
//! whose calls go on [`Table`](super::Table). (The same shape as cuda-driver's `sys`.)

/// Declares the runtime functions of one area of the header.
///
/// Each line reads like the header: `fn cudaMalloc(devPtr: *mut *mut c_void, size: usize) @ 12000 as
/// "cudaMalloc";`. The version is the runtime the prototype belongs to: 12000 for one that 12.x and 13.x
/// share, 13000 for one 13.0 added or changed, 13050 for one 13.5 is the first checked header to have;
/// a 12.x prototype that 13.0 changed is declared as `<name>_v12000` and listed in
/// [`UNTIL`](super::UNTIL). Every function returns `cudaError_t`. The area gets its `Functions` table,
/// and [`Table`](super::Table) (which holds every area's) gets one `unsafe` method per function, named as
/// in C, returning `Err(RuntimeError)` for a failing code and for a function the runtime lacks.
macro_rules! functions {
    ($($line:tt)*) => {
        ::cuda_struct::functions! {
            /// The function pointers of this area, as the lookup found them (`None`: the runtime lacks it).
            pub struct Functions -> $crate::sys::cudaError_t, calls on $crate::sys::Table;
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
