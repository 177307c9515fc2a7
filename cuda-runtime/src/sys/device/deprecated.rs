//! Device and thread management (deprecated).
//!
//! NVIDIA's documentation: [`CUDART_DEVICE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE__DEPRECATED.html).

use cuda_struct::cuda_enum;

use super::{cudaFuncCache, cudaLimit};

super::area! {

/// The runtime's shared mem config (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE__DEPRECATED.html).
#[cuda_enum]
pub enum cudaSharedMemConfig {
    /// Default.
    cudaSharedMemBankSizeDefault = 0,
    /// Four byte.
    cudaSharedMemBankSizeFourByte = 1,
    /// Eight byte.
    cudaSharedMemBankSizeEightByte = 2,
}

}

super::functions! {
    /// The shared-memory bank size setting of the current device.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaDeviceGetSharedMemConfig(pConfig: *mut cudaSharedMemConfig) @ 12000 as "cudaDeviceGetSharedMemConfig";
    /// Sets the shared-memory bank size of the current device.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaDeviceSetSharedMemConfig(config: cudaSharedMemConfig) @ 12000 as "cudaDeviceSetSharedMemConfig";
    /// Old name of `cudaDeviceReset` (12.x only).
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadExit() @ 12000 as "cudaThreadExit";
    /// Old name of `cudaDeviceSynchronize` (12.x only).
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadSynchronize() @ 12000 as "cudaThreadSynchronize";
    /// Old name of `cudaDeviceSetLimit` (12.x only).
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadSetLimit(limit: cudaLimit, value: usize) @ 12000 as "cudaThreadSetLimit";
    /// Old name of `cudaDeviceGetLimit` (12.x only).
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadGetLimit(pValue: *mut usize, limit: cudaLimit) @ 12000 as "cudaThreadGetLimit";
    /// Old name of `cudaDeviceGetCacheConfig` (12.x only).
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadGetCacheConfig(pCacheConfig: *mut cudaFuncCache) @ 12000 as "cudaThreadGetCacheConfig";
    /// Old name of `cudaDeviceSetCacheConfig` (12.x only).
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadSetCacheConfig(cacheConfig: cudaFuncCache) @ 12000 as "cudaThreadSetCacheConfig";
}
