//! Version management.
//!
//! NVIDIA's documentation: [`CUDART__VERSION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART____VERSION.html).

use core::ffi::c_int;

super::area! {}

super::functions! {
    /// The newest CUDA version the driver supports (e.g. 13000).
    ///
    /// NVIDIA's documentation: [`CUDART__VERSION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART____VERSION.html).
    fn cudaDriverGetVersion(driverVersion: *mut c_int) @ 12000 as "cudaDriverGetVersion";
    /// The runtime library's version (`13000` for 13.0).
    ///
    /// NVIDIA's documentation: [`CUDART__VERSION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART____VERSION.html).
    fn cudaRuntimeGetVersion(runtimeVersion: *mut c_int) @ 12000 as "cudaRuntimeGetVersion";
}
