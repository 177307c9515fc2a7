//! Memory management: device and host allocations, copies, memsets, arrays, pointer attributes, virtual memory and pool types, and stream-ordered allocation.
//!
//! [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)

use core::ffi::{c_char, c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUdevice, CUdeviceptr};

super::area! {

/// Whether an allocation is compressible.
#[cuda_enum]
pub enum CUmemAllocationCompType {
    /// Not compressible.
    CU_MEM_ALLOCATION_COMP_NONE = 0x0,
    /// Compressible.
    CU_MEM_ALLOCATION_COMP_GENERIC = 0x1,
}

/// `CUasyncCallbackHandle` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_handle]
pub struct CUasyncCallbackHandle(*mut c_void);

/// `CUmemFabricHandle` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_struct(size = 64, align = 1)]
pub struct CUmemFabricHandle {
    /// The C member `data`.
    pub data: [c_uchar; 64],
}

/// `CUmemFabricHandle_v1`: another C name of `CUmemFabricHandle`.
pub type CUmemFabricHandle_v1 = CUmemFabricHandle;

/// `CUasyncNotificationType` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_enum]
pub enum CUasyncNotificationType {
    /// The C constant `CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET`.
    CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET = 1,
}

/// `CUasyncNotificationInfo_info_overBudget` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[anonymous_in(CUasyncNotificationInfo_info.overBudget)]
#[cuda_struct(size = 8, align = 8)]
pub struct CUasyncNotificationInfo_info_overBudget {
    /// The C member `bytesOverBudget`.
    pub bytesOverBudget: c_ulonglong,
}

/// `CUasyncNotificationInfo_info` (a C union of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[anonymous_in(CUasyncNotificationInfo.info)]
#[cuda_struct(size = 8, align = 8)]
pub union CUasyncNotificationInfo_info {
    /// The C member `overBudget`.
    pub overBudget: CUasyncNotificationInfo_info_overBudget,
}

/// `CUasyncNotificationInfo` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_struct(size = 16, align = 8)]
pub struct CUasyncNotificationInfo {
    /// The C member `type`.
    pub r#type: CUasyncNotificationType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The C member `info`.
    pub info: CUasyncNotificationInfo_info,
}

/// `CUasyncCallback`: a C callback type.
pub type CUasyncCallback = Option<unsafe extern "C" fn(*mut CUasyncNotificationInfo, *mut c_void, CUasyncCallbackHandle)>;

/// `CUDA_POINTER_ATTRIBUTE_P2P_TOKENS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_POINTER_ATTRIBUTE_P2P_TOKENS {
    /// The C member `p2pToken`.
    pub p2pToken: c_ulonglong,
    /// The C member `vaSpaceToken`.
    pub vaSpaceToken: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1`: another C name of `CUDA_POINTER_ATTRIBUTE_P2P_TOKENS`.
pub type CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1 = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS;

/// `CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_enum]
pub enum CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS {
    /// The C constant `CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE`.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE = 0,
    /// The C constant `CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ`.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ = 1,
    /// The C constant `CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE`.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE = 3,
}

/// `CUmemRangeHandleType` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_enum]
pub enum CUmemRangeHandleType {
    /// The C constant `CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD`.
    CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD = 1,
    /// The C constant `CU_MEM_RANGE_HANDLE_TYPE_MAX`.
    CU_MEM_RANGE_HANDLE_TYPE_MAX = 0x7fffffff,
}

/// The C `#define CU_MEMHOSTALLOC_PORTABLE`.
pub const CU_MEMHOSTALLOC_PORTABLE: c_uint = 0x01;

/// The C `#define CU_MEMHOSTALLOC_DEVICEMAP`.
pub const CU_MEMHOSTALLOC_DEVICEMAP: c_uint = 0x02;

/// The C `#define CU_MEMHOSTALLOC_WRITECOMBINED`.
pub const CU_MEMHOSTALLOC_WRITECOMBINED: c_uint = 0x04;

/// The C `#define CU_MEMHOSTREGISTER_PORTABLE`.
pub const CU_MEMHOSTREGISTER_PORTABLE: c_uint = 0x01;

/// The C `#define CU_MEMHOSTREGISTER_DEVICEMAP`.
pub const CU_MEMHOSTREGISTER_DEVICEMAP: c_uint = 0x02;

/// The C `#define CU_MEMHOSTREGISTER_IOMEMORY`.
pub const CU_MEMHOSTREGISTER_IOMEMORY: c_uint = 0x04;

/// The C `#define CU_MEMHOSTREGISTER_READ_ONLY`.
pub const CU_MEMHOSTREGISTER_READ_ONLY: c_uint = 0x08;

}

super::functions! {
    /// Free and total memory of the device of the current context.
    fn cuMemGetInfo(free: *mut usize, total: *mut usize) @ 3020 as "cuMemGetInfo_v2";
    /// Allocates device memory.
    fn cuMemAlloc(dptr: *mut CUdeviceptr, bytesize: usize) @ 3020 as "cuMemAlloc_v2";
    /// The driver function `cuMemAllocPitch`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemAllocPitch(dptr: *mut CUdeviceptr, pPitch: *mut usize, WidthInBytes: usize, Height: usize, ElementSizeBytes: c_uint) @ 3020 as "cuMemAllocPitch_v2";
    /// Frees device memory.
    fn cuMemFree(dptr: CUdeviceptr) @ 3020 as "cuMemFree_v2";
    /// The driver function `cuMemGetAddressRange`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemGetAddressRange(pbase: *mut CUdeviceptr, psize: *mut usize, dptr: CUdeviceptr) @ 3020 as "cuMemGetAddressRange_v2";
    /// Allocates pinned (page-locked) host memory.
    fn cuMemAllocHost(pp: *mut *mut c_void, bytesize: usize) @ 3020 as "cuMemAllocHost_v2";
    /// Frees memory from `cuMemAllocHost`.
    fn cuMemFreeHost(p: *mut c_void) @ 2000 as "cuMemFreeHost";
    /// The driver function `cuMemHostAlloc`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostAlloc(pp: *mut *mut c_void, bytesize: usize, Flags: c_uint) @ 2020 as "cuMemHostAlloc";
    /// The driver function `cuMemHostGetDevicePointer`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostGetDevicePointer(pdptr: *mut CUdeviceptr, p: *mut c_void, Flags: c_uint) @ 3020 as "cuMemHostGetDevicePointer_v2";
    /// The driver function `cuMemHostGetFlags`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostGetFlags(pFlags: *mut c_uint, p: *mut c_void) @ 2030 as "cuMemHostGetFlags";
    /// The driver function `cuMemAllocManaged`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemAllocManaged(dptr: *mut CUdeviceptr, bytesize: usize, flags: c_uint) @ 6000 as "cuMemAllocManaged";
    /// The driver function `cuDeviceRegisterAsyncNotification`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuDeviceRegisterAsyncNotification(device: CUdevice, callbackFunc: CUasyncCallback, userData: *mut c_void, callback: *mut CUasyncCallbackHandle) @ 12040 as "cuDeviceRegisterAsyncNotification";
    /// The driver function `cuDeviceUnregisterAsyncNotification`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuDeviceUnregisterAsyncNotification(device: CUdevice, callback: CUasyncCallbackHandle) @ 12040 as "cuDeviceUnregisterAsyncNotification";
    /// The driver function `cuDeviceGetByPCIBusId`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuDeviceGetByPCIBusId(dev: *mut CUdevice, pciBusId: *const c_char) @ 4010 as "cuDeviceGetByPCIBusId";
    /// The device's PCI bus id, as a C string.
    fn cuDeviceGetPCIBusId(pciBusId: *mut c_char, len: c_int, dev: CUdevice) @ 4010 as "cuDeviceGetPCIBusId";
    /// The driver function `cuMemHostRegister`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostRegister(p: *mut c_void, bytesize: usize, Flags: c_uint) @ 6050 as "cuMemHostRegister_v2";
    /// The driver function `cuMemHostUnregister`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostUnregister(p: *mut c_void) @ 4000 as "cuMemHostUnregister";
    /// The driver function `cuMemGetHandleForAddressRange`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemGetHandleForAddressRange(handle: *mut c_void, dptr: CUdeviceptr, size: usize, handleType: CUmemRangeHandleType, flags: c_ulonglong) @ 11070 as "cuMemGetHandleForAddressRange";
}
