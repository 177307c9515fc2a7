//! Memory management: device and host allocations, copies, memsets, arrays, pointer attributes, virtual memory and pool types, and stream-ordered allocation.
//!
//! NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

use core::ffi::{c_char, c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUdevice, CUdeviceptr};

super::area! {

/// Whether an allocation is compressible.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUmemAllocationCompType {
    /// Not compressible.
    CU_MEM_ALLOCATION_COMP_NONE = 0x0,
    /// Compressible.
    CU_MEM_ALLOCATION_COMP_GENERIC = 0x1,
}

/// The registration of an asynchronous notification callback (`struct CUasyncCallbackEntry_st *`).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_handle]
pub struct CUasyncCallbackHandle(*mut c_void);

/// An opaque handle that shares memory across nodes of a fabric.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 64, align = 1)]
pub struct CUmemFabricHandle {
    /// The opaque handle bytes.
    pub data: [c_uchar; 64],
}

/// `CUmemFabricHandle_v1`: another C name of `CUmemFabricHandle`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUmemFabricHandle_v1 = CUmemFabricHandle;

/// Kinds of asynchronous notification.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUasyncNotificationType {
    /// The process uses more device memory than its budget.
    CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET = 1,
}

/// The data of an over-budget notification: bytes over.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[anonymous_in(CUasyncNotificationInfo_info.overBudget)]
#[cuda_struct(size = 8, align = 8)]
pub struct CUasyncNotificationInfo_info_overBudget {
    /// How many bytes over the budget.
    pub bytesOverBudget: c_ulonglong,
}

/// The data of a notification, per type.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[anonymous_in(CUasyncNotificationInfo.info)]
#[cuda_struct(size = 8, align = 8)]
pub union CUasyncNotificationInfo_info {
    /// Data of an over-budget notification.
    pub overBudget: CUasyncNotificationInfo_info_overBudget,
}

/// One asynchronous notification: its type and data.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 16, align = 8)]
pub struct CUasyncNotificationInfo {
    /// The notification's kind.
    pub r#type: CUasyncNotificationType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The notification's data, per `type`.
    pub info: CUasyncNotificationInfo_info,
}

/// A callback the driver calls with asynchronous notifications.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUasyncCallback = Option<unsafe extern "C" fn(*mut CUasyncNotificationInfo, *mut c_void, CUasyncCallbackHandle)>;

/// The tokens of an allocation for the nv-p2p kernel interface.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_POINTER_ATTRIBUTE_P2P_TOKENS {
    /// The nv-p2p token of the allocation.
    pub p2pToken: c_ulonglong,
    /// The address-space token.
    pub vaSpaceToken: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1`: another C name of `CUDA_POINTER_ATTRIBUTE_P2P_TOKENS`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1 = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS;

/// Access a device has to an allocation (none, read, read-write).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS {
    /// No access.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE = 0,
    /// Read only.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ = 1,
    /// Read and write.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE = 3,
}

/// Kinds of handle `cuMemGetHandleForAddressRange` exports.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUmemRangeHandleType {
    /// A dma-buf file descriptor.
    CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD = 1,
    /// The largest value (a bound).
    CU_MEM_RANGE_HANDLE_TYPE_MAX = 0x7fffffff,
}

/// `cuMemHostAlloc` flag: the memory counts as pinned for every context.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_MEMHOSTALLOC_PORTABLE: c_uint = 0x01;

/// `cuMemHostAlloc` flag: map the memory into the device address space.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_MEMHOSTALLOC_DEVICEMAP: c_uint = 0x02;

/// `cuMemHostAlloc` flag: write-combined memory, fast to write across PCIe, slow to read on the host.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_MEMHOSTALLOC_WRITECOMBINED: c_uint = 0x04;

/// `cuMemHostRegister` flag: the range counts as pinned for every context.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_MEMHOSTREGISTER_PORTABLE: c_uint = 0x01;

/// `cuMemHostRegister` flag: map the range into the device address space.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_MEMHOSTREGISTER_DEVICEMAP: c_uint = 0x02;

/// `cuMemHostRegister` flag: the range is I/O memory of a third-party device.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_MEMHOSTREGISTER_IOMEMORY: c_uint = 0x04;

/// `cuMemHostRegister` flag: the device only reads the range.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_MEMHOSTREGISTER_READ_ONLY: c_uint = 0x08;

}

super::functions! {
    /// Free and total memory of the device of the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemGetInfo(free: *mut usize, total: *mut usize) @ 3020 as "cuMemGetInfo_v2";
    /// Allocates device memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemAlloc(dptr: *mut CUdeviceptr, bytesize: usize) @ 3020 as "cuMemAlloc_v2";
    /// Allocates pitched 2D device memory, rows padded for access.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemAllocPitch(dptr: *mut CUdeviceptr, pPitch: *mut usize, WidthInBytes: usize, Height: usize, ElementSizeBytes: c_uint) @ 3020 as "cuMemAllocPitch_v2";
    /// Frees device memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemFree(dptr: CUdeviceptr) @ 3020 as "cuMemFree_v2";
    /// Gets the base address and size of the allocation holding an address.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemGetAddressRange(pbase: *mut CUdeviceptr, psize: *mut usize, dptr: CUdeviceptr) @ 3020 as "cuMemGetAddressRange_v2";
    /// Allocates pinned (page-locked) host memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemAllocHost(pp: *mut *mut c_void, bytesize: usize) @ 3020 as "cuMemAllocHost_v2";
    /// Frees memory from `cuMemAllocHost`.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemFreeHost(p: *mut c_void) @ 2000 as "cuMemFreeHost";
    /// Allocates page-locked host memory with flags (portable, mapped, write-combined).
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemHostAlloc(pp: *mut *mut c_void, bytesize: usize, Flags: c_uint) @ 2020 as "cuMemHostAlloc";
    /// Gets the device address of mapped page-locked host memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemHostGetDevicePointer(pdptr: *mut CUdeviceptr, p: *mut c_void, Flags: c_uint) @ 3020 as "cuMemHostGetDevicePointer_v2";
    /// Gets the flags page-locked host memory was allocated with.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemHostGetFlags(pFlags: *mut c_uint, p: *mut c_void) @ 2030 as "cuMemHostGetFlags";
    /// Allocates managed memory, reachable from host and devices.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemAllocManaged(dptr: *mut CUdeviceptr, bytesize: usize, flags: c_uint) @ 6000 as "cuMemAllocManaged";
    /// Registers a function the driver calls on a device's asynchronous notifications (such as memory over budget).
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuDeviceRegisterAsyncNotification(device: CUdevice, callbackFunc: CUasyncCallback, userData: *mut c_void, callback: *mut CUasyncCallbackHandle) @ 12040 as "cuDeviceRegisterAsyncNotification";
    /// Unregisters an asynchronous notification callback.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuDeviceUnregisterAsyncNotification(device: CUdevice, callback: CUasyncCallbackHandle) @ 12040 as "cuDeviceUnregisterAsyncNotification";
    /// Gets a device by its PCI bus ID string.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuDeviceGetByPCIBusId(dev: *mut CUdevice, pciBusId: *const c_char) @ 4010 as "cuDeviceGetByPCIBusId";
    /// The device's PCI bus id, as a C string.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuDeviceGetPCIBusId(pciBusId: *mut c_char, len: c_int, dev: CUdevice) @ 4010 as "cuDeviceGetPCIBusId";
    /// Page-locks an existing host range for fast copies and, with flags, device access.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemHostRegister(p: *mut c_void, bytesize: usize, Flags: c_uint) @ 6050 as "cuMemHostRegister_v2";
    /// Undoes `cuMemHostRegister` for a host range.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemHostUnregister(p: *mut c_void) @ 4000 as "cuMemHostUnregister";
    /// Exports a device address range as a handle of another API (such as a dma-buf file descriptor).
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemGetHandleForAddressRange(handle: *mut c_void, dptr: CUdeviceptr, size: usize, handleType: CUmemRangeHandleType, flags: c_ulonglong) @ 11070 as "cuMemGetHandleForAddressRange";
}
