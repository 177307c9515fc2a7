//! Inter-process communication: memory and event handles.
//!
//! NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

use core::ffi::{c_char, c_uint};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUdeviceptr, CUevent};

super::area! {

/// Bytes in an IPC handle (`CUipcEventHandle`, `CUipcMemHandle`).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_IPC_HANDLE_SIZE: usize = 64;

/// CUDA Ipc Mem Flags.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum(flags)]
pub enum CUipcMem_flags {
    /// Turn on peer access between the devices when it is needed.
    CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS = 0x1,
}

/// CUDA IPC event handle (`CUipcEventHandle`).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 64, align = 1)]
pub struct CUipcEventHandle {
    /// The opaque handle bytes (`CU_IPC_HANDLE_SIZE`).
    pub reserved: [c_char; CU_IPC_HANDLE_SIZE],
}

/// CUDA IPC mem handle (`CUipcMemHandle`).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 64, align = 1)]
pub struct CUipcMemHandle {
    /// The opaque handle bytes (`CU_IPC_HANDLE_SIZE`).
    pub reserved: [c_char; CU_IPC_HANDLE_SIZE],
}

/// `CUipcEventHandle_v1`: another C name of `CUipcEventHandle`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUipcEventHandle_v1 = CUipcEventHandle;

/// `CUipcMemHandle_v1`: another C name of `CUipcMemHandle`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUipcMemHandle_v1 = CUipcMemHandle;

}

super::functions! {
    /// A handle that lets another process open an event.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuIpcGetEventHandle(pHandle: *mut CUipcEventHandle, event: CUevent) @ 4010 as "cuIpcGetEventHandle";
    /// Opens, in this process, an event another process exported.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuIpcOpenEventHandle(phEvent: *mut CUevent, handle: CUipcEventHandle) @ 4010 as "cuIpcOpenEventHandle";
    /// A handle that lets another process open an allocation.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuIpcGetMemHandle(pHandle: *mut CUipcMemHandle, dptr: CUdeviceptr) @ 4010 as "cuIpcGetMemHandle";
    /// Opens, in this process, an allocation another process exported.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuIpcOpenMemHandle(pdptr: *mut CUdeviceptr, handle: CUipcMemHandle, Flags: c_uint) @ 11000 as "cuIpcOpenMemHandle_v2";
    /// Closes an allocation opened with `cuIpcOpenMemHandle`.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuIpcCloseMemHandle(dptr: CUdeviceptr) @ 4010 as "cuIpcCloseMemHandle";
}
