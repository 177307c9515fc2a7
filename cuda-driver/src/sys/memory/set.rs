//! Memory management: memsets.
//!
//! [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)

use core::ffi::{c_uchar, c_uint, c_ushort};

use super::{CUdeviceptr, CUstream};

super::area! {}

super::functions! {
    /// Sets device memory to one byte value.
    fn cuMemsetD8(dstDevice: CUdeviceptr, uc: c_uchar, N: usize) @ 3020 as "cuMemsetD8_v2";
    /// The driver function `cuMemsetD16`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemsetD16(dstDevice: CUdeviceptr, us: c_ushort, N: usize) @ 3020 as "cuMemsetD16_v2";
    /// Sets device memory to one 32-bit value.
    fn cuMemsetD32(dstDevice: CUdeviceptr, ui: c_uint, N: usize) @ 3020 as "cuMemsetD32_v2";
    /// The driver function `cuMemsetD2D8`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemsetD2D8(dstDevice: CUdeviceptr, dstPitch: usize, uc: c_uchar, Width: usize, Height: usize) @ 3020 as "cuMemsetD2D8_v2";
    /// The driver function `cuMemsetD2D16`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemsetD2D16(dstDevice: CUdeviceptr, dstPitch: usize, us: c_ushort, Width: usize, Height: usize) @ 3020 as "cuMemsetD2D16_v2";
    /// The driver function `cuMemsetD2D32`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemsetD2D32(dstDevice: CUdeviceptr, dstPitch: usize, ui: c_uint, Width: usize, Height: usize) @ 3020 as "cuMemsetD2D32_v2";
    /// Sets device memory.
    fn cuMemsetD8Async(dstDevice: CUdeviceptr, uc: c_uchar, N: usize, hStream: CUstream) @ 3020 as "cuMemsetD8Async";
    /// The driver function `cuMemsetD16Async`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemsetD16Async(dstDevice: CUdeviceptr, us: c_ushort, N: usize, hStream: CUstream) @ 3020 as "cuMemsetD16Async";
    /// Sets device memory.
    fn cuMemsetD32Async(dstDevice: CUdeviceptr, ui: c_uint, N: usize, hStream: CUstream) @ 3020 as "cuMemsetD32Async";
    /// The driver function `cuMemsetD2D8Async`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemsetD2D8Async(dstDevice: CUdeviceptr, dstPitch: usize, uc: c_uchar, Width: usize, Height: usize, hStream: CUstream) @ 3020 as "cuMemsetD2D8Async";
    /// The driver function `cuMemsetD2D16Async`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemsetD2D16Async(dstDevice: CUdeviceptr, dstPitch: usize, us: c_ushort, Width: usize, Height: usize, hStream: CUstream) @ 3020 as "cuMemsetD2D16Async";
    /// The driver function `cuMemsetD2D32Async`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemsetD2D32Async(dstDevice: CUdeviceptr, dstPitch: usize, ui: c_uint, Width: usize, Height: usize, hStream: CUstream) @ 3020 as "cuMemsetD2D32Async";
}
