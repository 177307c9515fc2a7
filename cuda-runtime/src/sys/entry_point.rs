//! Driver entry point access.
//!
//! NVIDIA's documentation: [`CUDART_DRIVER_ENTRY_POINT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER__ENTRY__POINT.html).

use core::ffi::{c_char, c_uint, c_ulonglong, c_void};
use cuda_struct::cuda_enum;

super::area! {

/// The runtime's driver entry point query result (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DRIVER_ENTRY_POINT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER__ENTRY__POINT.html).
#[cuda_enum]
pub enum cudaDriverEntryPointQueryResult {
    /// Success.
    cudaDriverEntryPointSuccess = 0,
    /// Symbol not found.
    cudaDriverEntryPointSymbolNotFound = 1,
    /// Version not sufficent.
    cudaDriverEntryPointVersionNotSufficent = 2,
}

}

super::functions! {
    /// The address of a driver function, at a given version.
    ///
    /// NVIDIA's documentation: [`CUDART_DRIVER_ENTRY_POINT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER__ENTRY__POINT.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaGetDriverEntryPoint(symbol: *const c_char, funcPtr: *mut *mut c_void, flags: c_ulonglong, driverStatus: *mut cudaDriverEntryPointQueryResult) @ 12000 as "cudaGetDriverEntryPoint";
    /// A driver function's address, asked for at a given ABI version.
    ///
    /// NVIDIA's documentation: [`CUDART_DRIVER_ENTRY_POINT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER__ENTRY__POINT.html).
    fn cudaGetDriverEntryPointByVersion(symbol: *const c_char, funcPtr: *mut *mut c_void, cudaVersion: c_uint, flags: c_ulonglong, driverStatus: *mut cudaDriverEntryPointQueryResult) @ 12000 as "cudaGetDriverEntryPointByVersion";
}
