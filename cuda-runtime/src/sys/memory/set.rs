//! Memory management: memsets.
//!
//! NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).

use core::ffi::{c_int, c_void};

use super::{cudaExtent, cudaPitchedPtr, cudaStream_t};

super::area! {}

super::functions! {
    /// Sets device memory to one byte value.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemset(devPtr: *mut c_void, value: c_int, count: usize) @ 12000 as "cudaMemset";
    /// Sets every byte of a pitched 2-D region to one value.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemset2D(devPtr: *mut c_void, pitch: usize, value: c_int, width: usize, height: usize) @ 12000 as "cudaMemset2D";
    /// Sets every byte of a pitched 3-D region to one value.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemset3D(pitchedDevPtr: cudaPitchedPtr, value: c_int, extent: cudaExtent) @ 12000 as "cudaMemset3D";
    /// Sets device memory.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemsetAsync(devPtr: *mut c_void, value: c_int, count: usize, stream: cudaStream_t) @ 12000 as "cudaMemsetAsync";
    /// Sets every byte of a pitched 2-D region to one value, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemset2DAsync(devPtr: *mut c_void, pitch: usize, value: c_int, width: usize, height: usize, stream: cudaStream_t) @ 12000 as "cudaMemset2DAsync";
    /// Sets every byte of a pitched 3-D region to one value, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemset3DAsync(pitchedDevPtr: cudaPitchedPtr, value: c_int, extent: cudaExtent, stream: cudaStream_t) @ 12000 as "cudaMemset3DAsync";
}
