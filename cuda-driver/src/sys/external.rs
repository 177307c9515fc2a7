//! External resource interoperability: external memory and semaphores.
//!
//! NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUDA_ARRAY3D_DESCRIPTOR, CUdeviceptr, CUmipmappedArray, CUstream};

super::area! {

/// Memory imported from another API (`struct CUextMemory_st *`).
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_handle]
pub struct CUexternalMemory(*mut c_void);

/// A semaphore imported from another API (`struct CUextSemaphore_st *`).
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_handle]
pub struct CUexternalSemaphore(*mut c_void);

/// Kinds of OS or API handle external memory is imported from.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_enum]
pub enum CUexternalMemoryHandleType {
    /// A POSIX file descriptor.
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD = 1,
    /// A Windows NT handle.
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32 = 2,
    /// A Windows global (KMT) handle.
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT = 3,
    /// A Direct3D 12 heap.
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP = 4,
    /// A Direct3D 12 committed resource.
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE = 5,
    /// A Direct3D 11 resource (NT handle).
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE = 6,
    /// A Direct3D 11 resource (global handle).
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT = 7,
    /// An NvSciBuf object.
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF = 8,
    /// A Linux dma-buf file descriptor.
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_DMABUF_FD = 9,
}

/// A Windows handle, or the name of a shared one, to import.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_handle.win32)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_EXTERNAL_MEMORY_HANDLE_DESC_handle_win32 {
    /// The handle to import (a Windows `HANDLE`).
    pub handle: *mut c_void,
    /// A wide-string name of a shared object, when `handle` is null.
    pub name: *const c_void,
}

/// The handle to import, one member per handle kind.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_MEMORY_HANDLE_DESC.handle)]
#[cuda_struct(size = 16, align = 8)]
pub union CUDA_EXTERNAL_MEMORY_HANDLE_DESC_handle {
    /// A file descriptor, handed over to the driver on success.
    pub fd: c_int,
    /// A Windows handle or name.
    pub win32: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_handle_win32,
    /// An NvSciBuf object.
    pub nvSciBufObject: *const c_void,
}

/// What `cuImportExternalMemory` imports: handle kind, handle, size, flags.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_struct(size = 104, align = 8)]
pub struct CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
    /// Which kind of handle is imported.
    pub r#type: CUexternalMemoryHandleType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The handle to import (a Windows `HANDLE`).
    pub handle: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_handle,
    /// Bytes of the memory object.
    pub size: c_ulonglong,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// `CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1`: another C name of `CUDA_EXTERNAL_MEMORY_HANDLE_DESC`.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub type CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1 = CUDA_EXTERNAL_MEMORY_HANDLE_DESC;

/// A range of external memory to map as a buffer.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_struct(size = 88, align = 8)]
pub struct CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
    /// Offset of the buffer in the external memory.
    pub offset: c_ulonglong,
    /// Bytes of the buffer.
    pub size: c_ulonglong,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1`: another C name of `CUDA_EXTERNAL_MEMORY_BUFFER_DESC`.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub type CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1 = CUDA_EXTERNAL_MEMORY_BUFFER_DESC;

/// A region of external memory to map as a mipmapped array.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_struct(size = 120, align = 8)]
pub struct CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC {
    /// Offset of the array in the external memory.
    pub offset: c_ulonglong,
    /// Format, size and flags of the array.
    pub arrayDesc: CUDA_ARRAY3D_DESCRIPTOR,
    /// How many mip levels.
    pub numLevels: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1`: another C name of `CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC`.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub type CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1 = CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC;

/// Kinds of OS or API handle an external semaphore is imported from.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_enum]
pub enum CUexternalSemaphoreHandleType {
    /// A POSIX file descriptor.
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD = 1,
    /// A Windows NT handle.
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32 = 2,
    /// A Windows global (KMT) handle.
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT = 3,
    /// A Direct3D 12 fence.
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE = 4,
    /// A Direct3D 11 fence.
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE = 5,
    /// An NvSciSync object.
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC = 6,
    /// A Direct3D 11 keyed mutex (NT handle).
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX = 7,
    /// A Direct3D 11 keyed mutex (global handle).
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT = 8,
    /// A timeline semaphore, by file descriptor.
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD = 9,
    /// A timeline semaphore, by NT handle.
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32 = 10,
}

/// A Windows handle, or the name of a shared one, to import.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_handle.win32)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_handle_win32 {
    /// The handle to import (a Windows `HANDLE`).
    pub handle: *mut c_void,
    /// A wide-string name of a shared object, when `handle` is null.
    pub name: *const c_void,
}

/// The semaphore handle to import, one member per handle kind.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC.handle)]
#[cuda_struct(size = 16, align = 8)]
pub union CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_handle {
    /// A file descriptor, handed over to the driver on success.
    pub fd: c_int,
    /// A Windows handle or name.
    pub win32: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_handle_win32,
    /// An NvSciSync object.
    pub nvSciSyncObj: *const c_void,
}

/// What `cuImportExternalSemaphore` imports: handle kind, handle, flags.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_struct(size = 96, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC {
    /// Which kind of handle is imported.
    pub r#type: CUexternalSemaphoreHandleType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The handle to import (a Windows `HANDLE`).
    pub handle: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_handle,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// `CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1`: another C name of `CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC`.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub type CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1 = CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC;

/// The fence value a signal sets.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params.fence)]
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params_fence {
    /// The value the fence is set to.
    pub value: c_ulonglong,
}

/// The NvSciSync fence a signal uses.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params.nvSciSync)]
#[cuda_struct(size = 8, align = 8)]
pub union CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params_nvSciSync {
    /// The NvSciSync fence to signal.
    pub fence: *mut c_void,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: c_ulonglong,
}

/// The keyed-mutex key a signal releases.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params.keyedMutex)]
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params_keyedMutex {
    /// The keyed-mutex key.
    pub key: c_ulonglong,
}

/// What a signal does, per semaphore kind.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS.params)]
#[cuda_struct(size = 72, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params {
    /// For fences.
    pub fence: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params_fence,
    /// NvSciSync settings.
    pub nvSciSync: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params_nvSciSync,
    /// Keyed-mutex settings.
    pub keyedMutex: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params_keyedMutex,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 12],
}

/// Parameters of signalling one external semaphore.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_struct(size = 144, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS {
    /// Settings per semaphore kind.
    pub params: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_params,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1`: another C name of `CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub type CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 = CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS;

/// The fence value a wait waits for.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params.fence)]
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params_fence {
    /// The value the fence must reach.
    pub value: c_ulonglong,
}

/// The NvSciSync fence a wait uses.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params.nvSciSync)]
#[cuda_struct(size = 8, align = 8)]
pub union CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params_nvSciSync {
    /// The NvSciSync fence to wait for.
    pub fence: *mut c_void,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: c_ulonglong,
}

/// The keyed-mutex key and timeout a wait acquires with.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params.keyedMutex)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params_keyedMutex {
    /// The keyed-mutex key.
    pub key: c_ulonglong,
    /// How long to wait, in milliseconds (0: forever).
    pub timeoutMs: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// What a wait does, per semaphore kind.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[anonymous_in(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS.params)]
#[cuda_struct(size = 72, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params {
    /// For fences.
    pub fence: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params_fence,
    /// NvSciSync settings.
    pub nvSciSync: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params_nvSciSync,
    /// Keyed-mutex settings.
    pub keyedMutex: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params_keyedMutex,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 10],
}

/// Parameters of waiting on one external semaphore.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
#[cuda_struct(size = 144, align = 8)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS {
    /// Settings per semaphore kind.
    pub params: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_params,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1`: another C name of `CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub type CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 = CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS;

/// Flag: the imported external memory is a dedicated allocation.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub const CUDA_EXTERNAL_MEMORY_DEDICATED: c_uint = 0x1;

/// Flag: a signal skips the memory synchronization NvSciBuf needs.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC: c_uint = 0x01;

/// Flag: a wait skips the memory synchronization NvSciBuf needs.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub const CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC: c_uint = 0x02;

/// Asks `cuDeviceGetNvSciSyncAttributes` for the attributes of a signaller.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub const CUDA_NVSCISYNC_ATTR_SIGNAL: c_uint = 0x1;

/// Asks `cuDeviceGetNvSciSyncAttributes` for the attributes of a waiter.
///
/// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
pub const CUDA_NVSCISYNC_ATTR_WAIT: c_uint = 0x2;

}

super::functions! {
    /// Imports memory another API allocated (a file descriptor, NT handle, ...) as an external memory object.
    ///
    /// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
    fn cuImportExternalMemory(extMem_out: *mut CUexternalMemory, memHandleDesc: *const CUDA_EXTERNAL_MEMORY_HANDLE_DESC) @ 10000 as "cuImportExternalMemory";
    /// Maps a range of imported external memory as a device address.
    ///
    /// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
    fn cuExternalMemoryGetMappedBuffer(devPtr: *mut CUdeviceptr, extMem: CUexternalMemory, bufferDesc: *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC) @ 10000 as "cuExternalMemoryGetMappedBuffer";
    /// Maps imported external memory as a mipmapped array.
    ///
    /// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
    fn cuExternalMemoryGetMappedMipmappedArray(mipmap: *mut CUmipmappedArray, extMem: CUexternalMemory, mipmapDesc: *const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC) @ 10000 as "cuExternalMemoryGetMappedMipmappedArray";
    /// Destroys an external memory object (mappings made from it must be freed first).
    ///
    /// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
    fn cuDestroyExternalMemory(extMem: CUexternalMemory) @ 10000 as "cuDestroyExternalMemory";
    /// Imports a semaphore another API created as an external semaphore object.
    ///
    /// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
    fn cuImportExternalSemaphore(extSem_out: *mut CUexternalSemaphore, semHandleDesc: *const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC) @ 10000 as "cuImportExternalSemaphore";
    /// Signals external semaphores in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
    fn cuSignalExternalSemaphoresAsync(extSemArray: *const CUexternalSemaphore, paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, numExtSems: c_uint, stream: CUstream) @ 10000 as "cuSignalExternalSemaphoresAsync";
    /// Waits on external semaphores in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
    fn cuWaitExternalSemaphoresAsync(extSemArray: *const CUexternalSemaphore, paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, numExtSems: c_uint, stream: CUstream) @ 10000 as "cuWaitExternalSemaphoresAsync";
    /// Releases an imported semaphore.
    ///
    /// NVIDIA's documentation: [`CUDA_EXTRES_INTEROP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html).
    fn cuDestroyExternalSemaphore(extSem: CUexternalSemaphore) @ 10000 as "cuDestroyExternalSemaphore";
}
