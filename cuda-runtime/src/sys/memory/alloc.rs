//! Memory management: device and host allocations.
//!
//! NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).

use core::ffi::{c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

super::area! {

/// A pitched allocation: pointer, pitch in bytes, and its logical width and height.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudaPitchedPtr {
    /// Ptr.
    pub ptr: *mut c_void,
    /// Pitch.
    pub pitch: usize,
    /// Xsize.
    pub xsize: usize,
    /// Ysize.
    pub ysize: usize,
}

/// The size of a 3-D region: width (bytes for linear memory, elements for arrays), height, depth.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 24, align = 8)]
pub struct cudaExtent {
    /// Width.
    pub width: usize,
    /// Height.
    pub height: usize,
    /// Depth.
    pub depth: usize,
}

/// The runtime's host task sync mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_enum]
pub enum cudaHostTaskSyncMode {
    /// Blocking.
    cudaHostTaskBlocking = 0,
    /// Spin wait.
    cudaHostTaskSpinWait = 1,
}

/// Flag of `cudaHostAlloc`: no options.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaHostAllocDefault: c_uint = 0x00;

/// `cuMemHostAlloc` flag: the memory counts as pinned for every context.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaHostAllocPortable: c_uint = 0x01;

/// Flag of `cudaHostAlloc`: map the memory into the device's address space.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaHostAllocMapped: c_uint = 0x02;

/// Flag of `cudaHostAlloc`: write-combined memory (fast to write across PCIe, slow for the CPU to read).
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaHostAllocWriteCombined: c_uint = 0x04;

/// Flag of `cudaHostRegister`: no options.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaHostRegisterDefault: c_uint = 0x00;

/// `cuMemHostRegister` flag: the range counts as pinned for every context.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaHostRegisterPortable: c_uint = 0x01;

/// Flag of `cudaHostRegister`: map the memory into the device's address space.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaHostRegisterMapped: c_uint = 0x02;

/// Flag of `cudaHostRegister`: the range is I/O memory (a device's BAR), not RAM.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaHostRegisterIoMemory: c_uint = 0x04;

/// `cuMemHostRegister` flag: the device only reads the range.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaHostRegisterReadOnly: c_uint = 0x08;

}

super::functions! {
    /// Allocates managed memory, reachable from host and devices.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMallocManaged(devPtr: *mut *mut c_void, size: usize, flags: c_uint) @ 12000 as "cudaMallocManaged";
    /// Allocates device memory.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMalloc(devPtr: *mut *mut c_void, size: usize) @ 12000 as "cudaMalloc";
    /// Allocates pinned (page-locked) host memory.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMallocHost(ptr: *mut *mut c_void, size: usize) @ 12000 as "cudaMallocHost";
    /// Allocates pitched 2D device memory, rows padded for access.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMallocPitch(devPtr: *mut *mut c_void, pitch: *mut usize, width: usize, height: usize) @ 12000 as "cudaMallocPitch";
    /// Frees device memory.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaFree(devPtr: *mut c_void) @ 12000 as "cudaFree";
    /// Frees memory from `cuMemAllocHost`.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaFreeHost(ptr: *mut c_void) @ 12000 as "cudaFreeHost";
    /// Allocates page-locked host memory with flags (portable, mapped, write-combined).
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaHostAlloc(pHost: *mut *mut c_void, size: usize, flags: c_uint) @ 12000 as "cudaHostAlloc";
    /// Page-locks an existing host range for fast copies and, with flags, device access.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaHostRegister(ptr: *mut c_void, size: usize, flags: c_uint) @ 12000 as "cudaHostRegister";
    /// Undoes `cuMemHostRegister` for a host range.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaHostUnregister(ptr: *mut c_void) @ 12000 as "cudaHostUnregister";
    /// Gets the device address of mapped page-locked host memory.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaHostGetDevicePointer(pDevice: *mut *mut c_void, pHost: *mut c_void, flags: c_uint) @ 12000 as "cudaHostGetDevicePointer";
    /// Gets the flags page-locked host memory was allocated with.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaHostGetFlags(pFlags: *mut c_uint, pHost: *mut c_void) @ 12000 as "cudaHostGetFlags";
    /// Allocates pitched 3-D device memory.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMalloc3D(pitchedDevPtr: *mut cudaPitchedPtr, extent: cudaExtent) @ 12000 as "cudaMalloc3D";
    /// Free and total memory of the device of the current context.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemGetInfo(free: *mut usize, total: *mut usize) @ 12000 as "cudaMemGetInfo";
}
