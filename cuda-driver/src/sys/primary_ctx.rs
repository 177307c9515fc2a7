//! Primary context management.
//!
//! NVIDIA's documentation: [`CUDA_PRIMARY_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html).

use core::ffi::{c_int, c_uint, c_void};
use cuda_struct::cuda_handle;

use super::CUdevice;

super::area! {

/// A regular context handle (`struct CUctx_st *`).
///
/// NVIDIA's documentation: [`CUDA_PRIMARY_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html).
#[cuda_handle(send, sync)]
pub struct CUcontext(*mut c_void);

}

super::functions! {
    /// Retains the device's primary context, making it if needed.
    ///
    /// NVIDIA's documentation: [`CUDA_PRIMARY_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html).
    fn cuDevicePrimaryCtxRetain(pctx: *mut CUcontext, dev: CUdevice) @ 7000 as "cuDevicePrimaryCtxRetain";
    /// Releases one retain of the device's primary context.
    ///
    /// NVIDIA's documentation: [`CUDA_PRIMARY_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html).
    fn cuDevicePrimaryCtxRelease(dev: CUdevice) @ 11000 as "cuDevicePrimaryCtxRelease_v2";
    /// Sets the flags a device's primary context is (or will be) created with.
    ///
    /// NVIDIA's documentation: [`CUDA_PRIMARY_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html).
    fn cuDevicePrimaryCtxSetFlags(dev: CUdevice, flags: c_uint) @ 11000 as "cuDevicePrimaryCtxSetFlags_v2";
    /// Gets a primary context's flags and whether it is active.
    ///
    /// NVIDIA's documentation: [`CUDA_PRIMARY_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html).
    fn cuDevicePrimaryCtxGetState(dev: CUdevice, flags: *mut c_uint, active: *mut c_int) @ 7000 as "cuDevicePrimaryCtxGetState";
    /// Frees every allocation of the primary context and resets its state.
    ///
    /// NVIDIA's documentation: [`CUDA_PRIMARY_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html).
    fn cuDevicePrimaryCtxReset(dev: CUdevice) @ 11000 as "cuDevicePrimaryCtxReset_v2";
}
