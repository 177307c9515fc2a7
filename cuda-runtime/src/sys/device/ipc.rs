//! Inter-process communication: memory and event handles.
//!
//! NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).

use core::ffi::{c_char, c_uint, c_void};
use cuda_struct::cuda_struct;

use super::cudaEvent_t;

super::area! {

/// CUDA IPC event handle (`CUipcEventHandle`).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 64, align = 1)]
pub struct cudaIpcEventHandle_t {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_char; 64],
}

/// CUDA IPC mem handle (`CUipcMemHandle`).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 64, align = 1)]
pub struct cudaIpcMemHandle_t {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_char; 64],
}

/// Turn on peer access between the devices when it is needed.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaIpcMemLazyEnablePeerAccess: c_uint = 0x01;

}

super::functions! {
    /// A handle that lets another process open an event.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaIpcGetEventHandle(handle: *mut cudaIpcEventHandle_t, event: cudaEvent_t) @ 12000 as "cudaIpcGetEventHandle";
    /// Opens, in this process, an event another process exported.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaIpcOpenEventHandle(event: *mut cudaEvent_t, handle: cudaIpcEventHandle_t) @ 12000 as "cudaIpcOpenEventHandle";
    /// A handle that lets another process open an allocation.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaIpcGetMemHandle(handle: *mut cudaIpcMemHandle_t, devPtr: *mut c_void) @ 12000 as "cudaIpcGetMemHandle";
    /// Opens, in this process, an allocation another process exported.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaIpcOpenMemHandle(devPtr: *mut *mut c_void, handle: cudaIpcMemHandle_t, flags: c_uint) @ 12000 as "cudaIpcOpenMemHandle";
    /// Closes an allocation opened with `cuIpcOpenMemHandle`.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaIpcCloseMemHandle(devPtr: *mut c_void) @ 12000 as "cudaIpcCloseMemHandle";
}
