//! Initialization, version management, error names and strings, and driver entry point access.
//!
//! NVIDIA's documentation: [`CUDA_INITIALIZE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__INITIALIZE.html).

use core::ffi::{c_char, c_int, c_uint, c_void};
use cuda_struct::cuda_enum;

super::area! {

/// Flags to specify search options (the `flags` of `cuGetProcAddress`).
///
/// NVIDIA's documentation: [`CUDA_INITIALIZE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__INITIALIZE.html).
#[cuda_enum]
pub enum CUdriverProcAddress_flags {
    /// The usual lookup.
    CU_GET_PROC_ADDRESS_DEFAULT = 0,
    /// Look up the legacy-default-stream variants.
    CU_GET_PROC_ADDRESS_LEGACY_STREAM = 1 << 0,
    /// Look up the per-thread-default-stream variants.
    CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM = 1 << 1,
}

/// Flags to indicate search status (the `symbolStatus` of `cuGetProcAddress`).
///
/// NVIDIA's documentation: [`CUDA_INITIALIZE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__INITIALIZE.html).
#[cuda_enum]
pub enum CUdriverProcAddressQueryResult {
    /// The symbol was found.
    CU_GET_PROC_ADDRESS_SUCCESS = 0,
    /// No symbol of that name.
    CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND = 1,
    /// The symbol exists, but not at the version asked for.
    CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT = 2,
}

/// `cuuint64_t`: the header's 64-bit unsigned integer.
///
/// NVIDIA's documentation: [`CUDA_INITIALIZE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__INITIALIZE.html).
pub type cuuint64_t = u64;

}

super::functions! {
    /// Initializes the driver; must come before any other call.
    ///
    /// NVIDIA's documentation: [`CUDA_INITIALIZE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__INITIALIZE.html).
    fn cuInit(Flags: c_uint) @ 2000 as "cuInit";
    /// The newest CUDA version the driver supports (e.g. 13000).
    ///
    /// NVIDIA's documentation: [`CUDA_VERSION`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VERSION.html).
    fn cuDriverGetVersion(driverVersion: *mut c_int) @ 2020 as "cuDriverGetVersion";
    /// The address of a driver function, at a given version.
    ///
    /// NVIDIA's documentation: [`CUDA_DRIVER_ENTRY_POINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DRIVER__ENTRY__POINT.html).
    fn cuGetProcAddress(symbol: *const c_char, pfn: *mut *mut c_void, cudaVersion: c_int, flags: cuuint64_t, symbolStatus: *mut CUdriverProcAddressQueryResult) @ 12000 as "cuGetProcAddress_v2";
    /// `cuGetProcAddress` at its older ABI (version 11030, exported as `cuGetProcAddress`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_DRIVER_ENTRY_POINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DRIVER__ENTRY__POINT.html).
    fn cuGetProcAddress_v11030(symbol: *const c_char, pfn: *mut *mut c_void, driverVersion: c_int, flags: cuuint64_t) = cuGetProcAddress @ 11030 as "cuGetProcAddress";
}
