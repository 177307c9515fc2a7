//! Interactions with the CUDA driver API.
//!
//! NVIDIA's documentation: [`CUDART_DRIVER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER.html).

use core::ffi::{c_uint, c_ulonglong, c_void};
use cuda_struct::cuda_handle;

use super::{cudaExternalSemaphoreSignalParams, cudaExternalSemaphoreWaitParams, cudaExternalSemaphore_t, cudaGraphNode_t, cudaGraph_t, cudaKernel_t, cudaStreamCaptureStatus, cudaStream_t};

super::area! {

/// CUDA function (`struct CUfunc_st *`).
///
/// NVIDIA's documentation: [`CUDART_DRIVER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER.html).
#[cuda_handle(send, sync)]
pub struct cudaFunction_t(*mut c_void);

}

super::functions! {
    /// The driver function (`CUfunction`) behind a kernel's host stub.
    ///
    /// NVIDIA's documentation: [`CUDART_DRIVER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER.html).
    fn cudaGetFuncBySymbol(functionPtr: *mut cudaFunction_t, symbolPtr: *const c_void) @ 12000 as "cudaGetFuncBySymbol";
    /// The context-independent kernel (`cudaKernel_t`) behind a kernel's host stub.
    ///
    /// NVIDIA's documentation: [`CUDART_DRIVER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER.html).
    fn cudaGetKernel(kernelPtr: *mut cudaKernel_t, entryFuncAddr: *const c_void) @ 12000 as "cudaGetKernel";
    /// Gets a capturing stream's status, capture ID, graph and current dependencies.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_DRIVER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER.html).
    fn cudaStreamGetCaptureInfo_v2(stream: cudaStream_t, captureStatus_out: *mut cudaStreamCaptureStatus, id_out: *mut c_ulonglong, graph_out: *mut cudaGraph_t, dependencies_out: *mut *const cudaGraphNode_t, numDependencies_out: *mut usize) @ 12000 as "cudaStreamGetCaptureInfo_v2";
    /// Signals external semaphores in stream order.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_DRIVER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER.html).
    fn cudaSignalExternalSemaphoresAsync_v2(extSemArray: *const cudaExternalSemaphore_t, paramsArray: *const cudaExternalSemaphoreSignalParams, numExtSems: c_uint, stream: cudaStream_t) @ 12000 as "cudaSignalExternalSemaphoresAsync_v2";
    /// Waits on external semaphores in stream order.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_DRIVER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DRIVER.html).
    fn cudaWaitExternalSemaphoresAsync_v2(extSemArray: *const cudaExternalSemaphore_t, paramsArray: *const cudaExternalSemaphoreWaitParams, numExtSems: c_uint, stream: cudaStream_t) @ 12000 as "cudaWaitExternalSemaphoresAsync_v2";
}
