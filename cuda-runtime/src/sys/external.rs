//! External resource interoperability: external memory and semaphores.
//!
//! NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaChannelFormatDesc, cudaExtent, cudaStream_t};

super::area! {

/// A mipmapped CUDA array (`struct CUmipmappedArray_st *`).
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_handle]
pub struct cudaMipmappedArray_t(*mut c_void);

/// Kinds of OS or API handle external memory is imported from.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_enum]
pub enum cudaExternalMemoryHandleType {
    /// A POSIX file descriptor.
    cudaExternalMemoryHandleTypeOpaqueFd = 1,
    /// A Windows NT handle.
    cudaExternalMemoryHandleTypeOpaqueWin32 = 2,
    /// A Windows global (KMT) handle.
    cudaExternalMemoryHandleTypeOpaqueWin32Kmt = 3,
    /// A Direct3D 12 heap.
    cudaExternalMemoryHandleTypeD3D12Heap = 4,
    /// A Direct3D 12 committed resource.
    cudaExternalMemoryHandleTypeD3D12Resource = 5,
    /// A Direct3D 11 resource (NT handle).
    cudaExternalMemoryHandleTypeD3D11Resource = 6,
    /// A Direct3D 11 resource (global handle).
    cudaExternalMemoryHandleTypeD3D11ResourceKmt = 7,
    /// An NvSciBuf object.
    cudaExternalMemoryHandleTypeNvSciBuf = 8,
}

/// The anonymous `win32` struct of `cudaExternalMemoryHandleDesc_handle`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalMemoryHandleDesc_handle.win32)]
#[cuda_struct(size = 16, align = 8)]
pub struct cudaExternalMemoryHandleDesc_handle_win32 {
    /// Handle.
    pub handle: *mut c_void,
    /// Name.
    pub name: *const c_void,
}

/// The anonymous `handle` union of `cudaExternalMemoryHandleDesc`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalMemoryHandleDesc.handle)]
#[cuda_struct(size = 16, align = 8)]
pub union cudaExternalMemoryHandleDesc_handle {
    /// Fd.
    pub fd: c_int,
    /// Win 32.
    pub win32: cudaExternalMemoryHandleDesc_handle_win32,
    /// Nv sci buf object.
    pub nvSciBufObject: *const c_void,
}

/// An external memory to import: its handle kind, the handle, its size.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_struct(size = 104, align = 8)]
pub struct cudaExternalMemoryHandleDesc {
    /// Type.
    pub r#type: cudaExternalMemoryHandleType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Handle.
    pub handle: cudaExternalMemoryHandleDesc_handle,
    /// Size.
    pub size: c_ulonglong,
    /// Flags.
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// A buffer to map out of imported external memory: offset and size.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_struct(size = 88, align = 8)]
pub struct cudaExternalMemoryBufferDesc {
    /// Offset.
    pub offset: c_ulonglong,
    /// Size.
    pub size: c_ulonglong,
    /// Flags.
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// A mipmapped array to map out of imported external memory.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_struct(size = 128, align = 8)]
pub struct cudaExternalMemoryMipmappedArrayDesc {
    /// Offset.
    pub offset: c_ulonglong,
    /// Format desc.
    pub formatDesc: cudaChannelFormatDesc,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Extent.
    pub extent: cudaExtent,
    /// Flags.
    pub flags: c_uint,
    /// Num levels.
    pub numLevels: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
}

/// Kinds of OS or API handle an external semaphore is imported from.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_enum]
pub enum cudaExternalSemaphoreHandleType {
    /// A POSIX file descriptor.
    cudaExternalSemaphoreHandleTypeOpaqueFd = 1,
    /// A Windows NT handle.
    cudaExternalSemaphoreHandleTypeOpaqueWin32 = 2,
    /// A Windows global (KMT) handle.
    cudaExternalSemaphoreHandleTypeOpaqueWin32Kmt = 3,
    /// A Direct3D 12 fence.
    cudaExternalSemaphoreHandleTypeD3D12Fence = 4,
    /// A Direct3D 11 fence.
    cudaExternalSemaphoreHandleTypeD3D11Fence = 5,
    /// An NvSciSync object.
    cudaExternalSemaphoreHandleTypeNvSciSync = 6,
    /// A Direct3D 11 keyed mutex (NT handle).
    cudaExternalSemaphoreHandleTypeKeyedMutex = 7,
    /// A Direct3D 11 keyed mutex (global handle).
    cudaExternalSemaphoreHandleTypeKeyedMutexKmt = 8,
    /// A timeline semaphore, by file descriptor.
    cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd = 9,
    /// A timeline semaphore, by NT handle.
    cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32 = 10,
}

/// The anonymous `win32` struct of `cudaExternalSemaphoreHandleDesc_handle`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreHandleDesc_handle.win32)]
#[cuda_struct(size = 16, align = 8)]
pub struct cudaExternalSemaphoreHandleDesc_handle_win32 {
    /// Handle.
    pub handle: *mut c_void,
    /// Name.
    pub name: *const c_void,
}

/// The anonymous `handle` union of `cudaExternalSemaphoreHandleDesc`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreHandleDesc.handle)]
#[cuda_struct(size = 16, align = 8)]
pub union cudaExternalSemaphoreHandleDesc_handle {
    /// Fd.
    pub fd: c_int,
    /// Win 32.
    pub win32: cudaExternalSemaphoreHandleDesc_handle_win32,
    /// Nv sci sync obj.
    pub nvSciSyncObj: *const c_void,
}

/// An external semaphore to import: its handle kind and the handle.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_struct(size = 96, align = 8)]
pub struct cudaExternalSemaphoreHandleDesc {
    /// Type.
    pub r#type: cudaExternalSemaphoreHandleType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Handle.
    pub handle: cudaExternalSemaphoreHandleDesc_handle,
    /// Flags.
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// The anonymous `fence` struct of `cudaExternalSemaphoreSignalParams_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreSignalParams_params.fence)]
#[cuda_struct(size = 8, align = 8)]
pub struct cudaExternalSemaphoreSignalParams_params_fence {
    /// Value.
    pub value: c_ulonglong,
}

/// The anonymous `nvSciSync` union of `cudaExternalSemaphoreSignalParams_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreSignalParams_params.nvSciSync)]
#[cuda_struct(size = 8, align = 8)]
pub union cudaExternalSemaphoreSignalParams_params_nvSciSync {
    /// Fence.
    pub fence: *mut c_void,
    /// Reserved.
    pub reserved: c_ulonglong,
}

/// The anonymous `keyedMutex` struct of `cudaExternalSemaphoreSignalParams_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreSignalParams_params.keyedMutex)]
#[cuda_struct(size = 8, align = 8)]
pub struct cudaExternalSemaphoreSignalParams_params_keyedMutex {
    /// Key.
    pub key: c_ulonglong,
}

/// The anonymous `params` struct of `cudaExternalSemaphoreSignalParams`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreSignalParams.params)]
#[cuda_struct(size = 72, align = 8)]
pub struct cudaExternalSemaphoreSignalParams_params {
    /// Fence.
    pub fence: cudaExternalSemaphoreSignalParams_params_fence,
    /// Nv sci sync.
    pub nvSciSync: cudaExternalSemaphoreSignalParams_params_nvSciSync,
    /// Keyed mutex.
    pub keyedMutex: cudaExternalSemaphoreSignalParams_params_keyedMutex,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 12],
}

/// What signalling an external semaphore sets (fence value, keyed mutex key, ...).
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_struct(size = 144, align = 8)]
pub struct cudaExternalSemaphoreSignalParams {
    /// Params.
    pub params: cudaExternalSemaphoreSignalParams_params,
    /// Flags.
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// The anonymous `fence` struct of `cudaExternalSemaphoreWaitParams_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreWaitParams_params.fence)]
#[cuda_struct(size = 8, align = 8)]
pub struct cudaExternalSemaphoreWaitParams_params_fence {
    /// Value.
    pub value: c_ulonglong,
}

/// The anonymous `nvSciSync` union of `cudaExternalSemaphoreWaitParams_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreWaitParams_params.nvSciSync)]
#[cuda_struct(size = 8, align = 8)]
pub union cudaExternalSemaphoreWaitParams_params_nvSciSync {
    /// Fence.
    pub fence: *mut c_void,
    /// Reserved.
    pub reserved: c_ulonglong,
}

/// The anonymous `keyedMutex` struct of `cudaExternalSemaphoreWaitParams_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreWaitParams_params.keyedMutex)]
#[cuda_struct(size = 16, align = 8)]
pub struct cudaExternalSemaphoreWaitParams_params_keyedMutex {
    /// Key.
    pub key: c_ulonglong,
    /// Timeout ms.
    pub timeoutMs: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// The anonymous `params` struct of `cudaExternalSemaphoreWaitParams`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreWaitParams.params)]
#[cuda_struct(size = 72, align = 8)]
pub struct cudaExternalSemaphoreWaitParams_params {
    /// Fence.
    pub fence: cudaExternalSemaphoreWaitParams_params_fence,
    /// Nv sci sync.
    pub nvSciSync: cudaExternalSemaphoreWaitParams_params_nvSciSync,
    /// Keyed mutex.
    pub keyedMutex: cudaExternalSemaphoreWaitParams_params_keyedMutex,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 10],
}

/// What waiting on an external semaphore waits for (fence value, keyed mutex key, ...).
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_struct(size = 144, align = 8)]
pub struct cudaExternalSemaphoreWaitParams {
    /// Params.
    pub params: cudaExternalSemaphoreWaitParams_params,
    /// Flags.
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// Memory imported from another API (`struct CUextMemory_st *`).
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_handle]
pub struct cudaExternalMemory_t(*mut c_void);

/// A semaphore imported from another API (`struct CUextSemaphore_st *`).
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_handle]
pub struct cudaExternalSemaphore_t(*mut c_void);

/// The anonymous `fence` struct of `cudaExternalSemaphoreSignalParams_v1_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreSignalParams_v1_params.fence)]
#[cuda_struct(size = 8, align = 8)]
pub struct cudaExternalSemaphoreSignalParams_v1_params_fence {
    /// Value.
    pub value: c_ulonglong,
}

/// The anonymous `nvSciSync` union of `cudaExternalSemaphoreSignalParams_v1_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreSignalParams_v1_params.nvSciSync)]
#[cuda_struct(size = 8, align = 8)]
pub union cudaExternalSemaphoreSignalParams_v1_params_nvSciSync {
    /// Fence.
    pub fence: *mut c_void,
    /// Reserved.
    pub reserved: c_ulonglong,
}

/// The anonymous `keyedMutex` struct of `cudaExternalSemaphoreSignalParams_v1_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreSignalParams_v1_params.keyedMutex)]
#[cuda_struct(size = 8, align = 8)]
pub struct cudaExternalSemaphoreSignalParams_v1_params_keyedMutex {
    /// Key.
    pub key: c_ulonglong,
}

/// The anonymous `params` struct of `cudaExternalSemaphoreSignalParams_v1`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreSignalParams_v1.params)]
#[cuda_struct(size = 24, align = 8)]
pub struct cudaExternalSemaphoreSignalParams_v1_params {
    /// Fence.
    pub fence: cudaExternalSemaphoreSignalParams_v1_params_fence,
    /// Nv sci sync.
    pub nvSciSync: cudaExternalSemaphoreSignalParams_v1_params_nvSciSync,
    /// Keyed mutex.
    pub keyedMutex: cudaExternalSemaphoreSignalParams_v1_params_keyedMutex,
}

/// 12.x's earlier form of the semaphore-signal parameters.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudaExternalSemaphoreSignalParams_v1 {
    /// Params.
    pub params: cudaExternalSemaphoreSignalParams_v1_params,
    /// Flags.
    pub flags: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// The anonymous `fence` struct of `cudaExternalSemaphoreWaitParams_v1_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreWaitParams_v1_params.fence)]
#[cuda_struct(size = 8, align = 8)]
pub struct cudaExternalSemaphoreWaitParams_v1_params_fence {
    /// Value.
    pub value: c_ulonglong,
}

/// The anonymous `nvSciSync` union of `cudaExternalSemaphoreWaitParams_v1_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreWaitParams_v1_params.nvSciSync)]
#[cuda_struct(size = 8, align = 8)]
pub union cudaExternalSemaphoreWaitParams_v1_params_nvSciSync {
    /// Fence.
    pub fence: *mut c_void,
    /// Reserved.
    pub reserved: c_ulonglong,
}

/// The anonymous `keyedMutex` struct of `cudaExternalSemaphoreWaitParams_v1_params`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreWaitParams_v1_params.keyedMutex)]
#[cuda_struct(size = 16, align = 8)]
pub struct cudaExternalSemaphoreWaitParams_v1_params_keyedMutex {
    /// Key.
    pub key: c_ulonglong,
    /// Timeout ms.
    pub timeoutMs: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// The anonymous `params` struct of `cudaExternalSemaphoreWaitParams_v1`.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[anonymous_in(cudaExternalSemaphoreWaitParams_v1.params)]
#[cuda_struct(size = 32, align = 8)]
pub struct cudaExternalSemaphoreWaitParams_v1_params {
    /// Fence.
    pub fence: cudaExternalSemaphoreWaitParams_v1_params_fence,
    /// Nv sci sync.
    pub nvSciSync: cudaExternalSemaphoreWaitParams_v1_params_nvSciSync,
    /// Keyed mutex.
    pub keyedMutex: cudaExternalSemaphoreWaitParams_v1_params_keyedMutex,
}

/// 12.x's earlier form of the semaphore-wait parameters.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
#[cuda_struct(size = 40, align = 8)]
pub struct cudaExternalSemaphoreWaitParams_v1 {
    /// Params.
    pub params: cudaExternalSemaphoreWaitParams_v1_params,
    /// Flags.
    pub flags: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// Flag: the imported external memory is a dedicated allocation.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
pub const cudaExternalMemoryDedicated: c_uint = 0x1;

/// Flag of a semaphore signal: skip the NvSciBuf memory synchronisation.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
pub const cudaExternalSemaphoreSignalSkipNvSciBufMemSync: c_uint = 0x01;

/// Flag of a semaphore wait: skip the NvSciBuf memory synchronisation.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
pub const cudaExternalSemaphoreWaitSkipNvSciBufMemSync: c_uint = 0x02;

/// Asks `cuDeviceGetNvSciSyncAttributes` for the attributes of a signaller.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
pub const cudaNvSciSyncAttrSignal: c_uint = 0x1;

/// Asks `cuDeviceGetNvSciSyncAttributes` for the attributes of a waiter.
///
/// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
pub const cudaNvSciSyncAttrWait: c_uint = 0x2;

}

super::functions! {
    /// Imports memory another API allocated (a file descriptor, NT handle, ...) as an external memory object.
    ///
    /// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
    fn cudaImportExternalMemory(extMem_out: *mut cudaExternalMemory_t, memHandleDesc: *const cudaExternalMemoryHandleDesc) @ 12000 as "cudaImportExternalMemory";
    /// Maps a range of imported external memory as a device address.
    ///
    /// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
    fn cudaExternalMemoryGetMappedBuffer(devPtr: *mut *mut c_void, extMem: cudaExternalMemory_t, bufferDesc: *const cudaExternalMemoryBufferDesc) @ 12000 as "cudaExternalMemoryGetMappedBuffer";
    /// Maps imported external memory as a mipmapped array.
    ///
    /// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
    fn cudaExternalMemoryGetMappedMipmappedArray(mipmap: *mut cudaMipmappedArray_t, extMem: cudaExternalMemory_t, mipmapDesc: *const cudaExternalMemoryMipmappedArrayDesc) @ 12000 as "cudaExternalMemoryGetMappedMipmappedArray";
    /// Destroys an external memory object (mappings made from it must be freed first).
    ///
    /// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
    fn cudaDestroyExternalMemory(extMem: cudaExternalMemory_t) @ 12000 as "cudaDestroyExternalMemory";
    /// Imports a semaphore another API created as an external semaphore object.
    ///
    /// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
    fn cudaImportExternalSemaphore(extSem_out: *mut cudaExternalSemaphore_t, semHandleDesc: *const cudaExternalSemaphoreHandleDesc) @ 12000 as "cudaImportExternalSemaphore";
    /// Signals external semaphores in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
    fn cudaSignalExternalSemaphoresAsync(extSemArray: *const cudaExternalSemaphore_t, paramsArray: *const cudaExternalSemaphoreSignalParams, numExtSems: c_uint, stream: cudaStream_t) @ 13000 as "cudaSignalExternalSemaphoresAsync";
    /// Waits on external semaphores in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
    fn cudaWaitExternalSemaphoresAsync(extSemArray: *const cudaExternalSemaphore_t, paramsArray: *const cudaExternalSemaphoreWaitParams, numExtSems: c_uint, stream: cudaStream_t) @ 13000 as "cudaWaitExternalSemaphoresAsync";
    /// Releases an imported semaphore.
    ///
    /// NVIDIA's documentation: [`CUDART_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXTRES__INTEROP.html).
    fn cudaDestroyExternalSemaphore(extSem: cudaExternalSemaphore_t) @ 12000 as "cudaDestroyExternalSemaphore";
}
