//! Memory management: memsets.
//!
//! NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

use core::ffi::{c_uchar, c_uint, c_ushort};

use super::{CUdeviceptr, CUstream};

super::area! {}

super::functions! {
    /// Sets device memory to one byte value.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD8(dstDevice: CUdeviceptr, uc: c_uchar, N: usize) @ 3020 as "cuMemsetD8_v2";
    /// Fills device memory with a 16-bit value.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD16(dstDevice: CUdeviceptr, us: c_ushort, N: usize) @ 3020 as "cuMemsetD16_v2";
    /// Sets device memory to one 32-bit value.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD32(dstDevice: CUdeviceptr, ui: c_uint, N: usize) @ 3020 as "cuMemsetD32_v2";
    /// Fills a pitched 2D range of device memory with an 8-bit value.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD2D8(dstDevice: CUdeviceptr, dstPitch: usize, uc: c_uchar, Width: usize, Height: usize) @ 3020 as "cuMemsetD2D8_v2";
    /// Fills a pitched 2D range of device memory with a 16-bit value.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD2D16(dstDevice: CUdeviceptr, dstPitch: usize, us: c_ushort, Width: usize, Height: usize) @ 3020 as "cuMemsetD2D16_v2";
    /// Fills a pitched 2D range of device memory with a 32-bit value.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD2D32(dstDevice: CUdeviceptr, dstPitch: usize, ui: c_uint, Width: usize, Height: usize) @ 3020 as "cuMemsetD2D32_v2";
    /// Sets device memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD8Async(dstDevice: CUdeviceptr, uc: c_uchar, N: usize, hStream: CUstream) @ 3020 as "cuMemsetD8Async";
    /// Fills device memory with a 16-bit value, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD16Async(dstDevice: CUdeviceptr, us: c_ushort, N: usize, hStream: CUstream) @ 3020 as "cuMemsetD16Async";
    /// Sets device memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD32Async(dstDevice: CUdeviceptr, ui: c_uint, N: usize, hStream: CUstream) @ 3020 as "cuMemsetD32Async";
    /// Fills a pitched 2D range with an 8-bit value, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD2D8Async(dstDevice: CUdeviceptr, dstPitch: usize, uc: c_uchar, Width: usize, Height: usize, hStream: CUstream) @ 3020 as "cuMemsetD2D8Async";
    /// Fills a pitched 2D range with a 16-bit value, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD2D16Async(dstDevice: CUdeviceptr, dstPitch: usize, us: c_ushort, Width: usize, Height: usize, hStream: CUstream) @ 3020 as "cuMemsetD2D16Async";
    /// Fills a pitched 2D range with a 32-bit value, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemsetD2D32Async(dstDevice: CUdeviceptr, dstPitch: usize, ui: c_uint, Width: usize, Height: usize, hStream: CUstream) @ 3020 as "cuMemsetD2D32Async";
}
