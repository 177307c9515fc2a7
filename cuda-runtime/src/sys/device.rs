//! Device management.
//!
//! NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).

use core::ffi::{c_char, c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaChannelFormatDesc, cudaDeviceAttr, cudaDeviceProp, cudaDeviceProp_v12, cudaMemPool_t};

super::area! {

/// The runtime's func cache (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaFuncCache {
    /// No preference.
    cudaFuncCachePreferNone = 0,
    /// More shared memory, less L1.
    cudaFuncCachePreferShared = 1,
    /// L 1.
    cudaFuncCachePreferL1 = 2,
    /// As much L1 as shared memory.
    cudaFuncCachePreferEqual = 3,
}

/// The runtime's compute mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaComputeMode {
    /// Any number of contexts from any process.
    cudaComputeModeDefault = 0,
    /// Exclusive.
    cudaComputeModeExclusive = 1,
    /// No context may be created.
    cudaComputeModeProhibited = 2,
    /// Contexts from one process at a time.
    cudaComputeModeExclusiveProcess = 3,
}

/// Resource limits of a context (stack size, printf FIFO, heap, ...).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaLimit {
    /// Bytes of stack per GPU thread.
    cudaLimitStackSize = 0,
    /// Bytes of the buffer device `printf` writes to.
    cudaLimitPrintfFifoSize = 1,
    /// Bytes of the heap device `malloc` allocates from.
    cudaLimitMallocHeapSize = 2,
    /// Deepest nesting at which device-side launches may synchronize.
    cudaLimitDevRuntimeSyncDepth = 3,
    /// How many device-side launches may be outstanding.
    cudaLimitDevRuntimePendingLaunchCount = 4,
    /// L2 fetch size hint, 0 to 128 bytes.
    cudaLimitMaxL2FetchGranularity = 5,
    /// Bytes of L2 set aside for persisting accesses.
    cudaLimitPersistingL2CacheSize = 6,
    /// Per block memory size.
    cudaLimitPerBlockMemorySize = 10,
}

/// Ways GPUDirect RDMA writes can be flushed (bit set).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaFlushGPUDirectRDMAWritesOptions {
    /// `cuFlushGPUDirectRDMAWrites` works.
    cudaFlushGPUDirectRDMAWritesOptionHost = 1,
    /// The flush stream memory operation works.
    cudaFlushGPUDirectRDMAWritesOptionMemOps = 2,
}

/// How GPUDirect RDMA writes are ordered with respect to CUDA work.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaGPUDirectRDMAWritesOrdering {
    /// No ordering is promised; flush before reading.
    cudaGPUDirectRDMAWritesOrderingNone = 0,
    /// Ordered for the owning device.
    cudaGPUDirectRDMAWritesOrderingOwner = 0x64,
    /// Ordered for every device.
    cudaGPUDirectRDMAWritesOrderingAllDevices = 0xc8,
}

/// Scopes of `cuFlushGPUDirectRDMAWrites`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaFlushGPUDirectRDMAWritesScope {
    /// Visible to the owning device.
    cudaFlushGPUDirectRDMAWritesToOwner = 0x64,
    /// Visible to every device.
    cudaFlushGPUDirectRDMAWritesToAllDevices = 0xc8,
}

/// Targets of `cuFlushGPUDirectRDMAWrites`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaFlushGPUDirectRDMAWritesTarget {
    /// Cuda flush gpu direct rdma writes target current device.
    cudaFlushGPUDirectRDMAWritesTargetCurrentDevice = 0,
}

/// The runtime's device p 2 p attr (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaDeviceP2PAttr {
    /// How well the link performs, relative to the other links.
    cudaDevP2PAttrPerformanceRank = 1,
    /// P2P Access is enable.
    cudaDevP2PAttrAccessSupported = 2,
    /// Whether every CUDA atomic works over the link.
    cudaDevP2PAttrNativeAtomicSupported = 3,
    /// Whether the link lets one device access the other's CUDA arrays.
    cudaDevP2PAttrCudaArrayAccessSupported = 4,
    /// Whether only some CUDA atomics work over the link.
    cudaDevP2PAttrOnlyPartialNativeAtomicSupported = 5,
}

/// Atomic operations whose support between devices, or with the host, can be asked.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaAtomicOperation {
    /// Integer addition.
    cudaAtomicOperationIntegerAdd = 0,
    /// Integer minimum.
    cudaAtomicOperationIntegerMin = 1,
    /// Integer maximum.
    cudaAtomicOperationIntegerMax = 2,
    /// Wrapping increment.
    cudaAtomicOperationIntegerIncrement = 3,
    /// Wrapping decrement.
    cudaAtomicOperationIntegerDecrement = 4,
    /// Bitwise and.
    cudaAtomicOperationAnd = 5,
    /// Or.
    cudaAtomicOperationOr = 6,
    /// Bitwise exclusive or.
    cudaAtomicOperationXOR = 7,
    /// Swap in a new value.
    cudaAtomicOperationExchange = 8,
    /// Compare and swap.
    cudaAtomicOperationCAS = 9,
    /// Floating-point addition.
    cudaAtomicOperationFloatAdd = 10,
    /// Floating-point minimum.
    cudaAtomicOperationFloatMin = 11,
    /// Floating-point maximum.
    cudaAtomicOperationFloatMax = 12,
}

/// A device's 16-byte UUID.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 16, align = 1)]
pub struct cudaUUID_t {
    /// Bytes.
    pub bytes: [c_char; 16],
}

/// The runtime's dev sm resource group flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaDevSmResourceGroup_flags {
    /// Default.
    cudaDevSmResourceGroupDefault = 0,
    /// Backfill.
    cudaDevSmResourceGroupBackfill = 1,
    /// Locality domain id.
    cudaDevSmResourceGroupLocalityDomainId = 2,
    /// Locality domain supplemental sms.
    cudaDevSmResourceGroupLocalityDomainSupplementalSms = 4,
}

/// The runtime's dev sm resource split by count flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaDevSmResourceSplitByCount_flags {
    /// Ignore sm coscheduling.
    cudaDevSmResourceSplitIgnoreSmCoscheduling = 1,
    /// Max potential cluster size.
    cudaDevSmResourceSplitMaxPotentialClusterSize = 2,
}

/// NUMA configurations of a device.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaDeviceNumaConfig {
    /// The device's memory is no NUMA node.
    cudaDeviceNumaConfigNone = 0,
    /// The device's memory is a NUMA node of its own.
    cudaDeviceNumaConfigNumaNode = 1,
}

/// The registration of an asynchronous notification callback (`struct CUasyncCallbackEntry_st *`).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_handle]
pub struct cudaAsyncCallbackHandle_t(*mut c_void);

/// Kinds of asynchronous notification.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaAsyncNotificationType {
    /// Cuda async notification type over budget.
    cudaAsyncNotificationTypeOverBudget = 1,
}

/// The anonymous `overBudget` struct of `cudaAsyncNotificationInfo_t_info`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[anonymous_in(cudaAsyncNotificationInfo_t_info.overBudget)]
#[cuda_struct(size = 8, align = 8)]
pub struct cudaAsyncNotificationInfo_t_info_overBudget {
    /// Bytes over budget.
    pub bytesOverBudget: c_ulonglong,
}

/// The anonymous `info` union of `cudaAsyncNotificationInfo_t`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[anonymous_in(cudaAsyncNotificationInfo_t.info)]
#[cuda_struct(size = 8, align = 8)]
pub union cudaAsyncNotificationInfo_t_info {
    /// Over budget.
    pub overBudget: cudaAsyncNotificationInfo_t_info_overBudget,
}

/// One asynchronous notification: its type and data.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 16, align = 8)]
pub struct cudaAsyncNotificationInfo_t {
    /// The notification's kind.
    pub r#type: cudaAsyncNotificationType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The notification's data, per `type`.
    pub info: cudaAsyncNotificationInfo_t_info,
}

/// A callback the driver calls with asynchronous notifications.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub type cudaAsyncCallback = Option<unsafe extern "C" fn(*mut cudaAsyncNotificationInfo_t, *mut c_void, cudaAsyncCallbackHandle_t)>;

/// Automatic scheduling.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleAuto: c_uint = 0x00;

/// Spin while waiting for the GPU, by default.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleSpin: c_uint = 0x01;

/// Yield the thread while waiting for the GPU, by default.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleYield: c_uint = 0x02;

/// Block the thread while waiting for the GPU, by default.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleBlockingSync: c_uint = 0x04;

/// Old name of `cudaDeviceScheduleBlockingSync`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceBlockingSync: c_uint = 0x04;

/// The bits of the device flags that choose how a waiting thread waits.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleMask: c_uint = 0x07;

/// Deprecated since CUDA 11.0; it does nothing.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceMapHost: c_uint = 0x08;

/// Keep the local memory grown for a launch after it.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceLmemResizeToMax: c_uint = 0x10;

/// Make synchronous memory operations in this context always synchronize.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceSyncMemops: c_uint = 0x80;

/// Every bit the device flags may have.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceMask: c_uint = 0xff;

/// The device id that names the host CPU (for prefetches and advice).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaCpuDeviceId: c_int = -1;

/// A device id that names no device.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaInvalidDeviceId: c_int = -2;

/// Flag of `cudaInitDevice`: the flags given are to be applied.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaInitDeviceFlagsAreValid: c_uint = 0x01;

/// A locality domain id that means any of them (SM splits).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDevSmResourceGroupLocalityDomainIdAny: c_uint = !0;

}

super::functions! {
    /// Destroys the current device's primary context and everything made in it, in this process.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceReset() @ 12000 as "cudaDeviceReset";
    /// Waits until all work of the current context is done.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceSynchronize() @ 12000 as "cudaDeviceSynchronize";
    /// Sets a resource limit of the current context (stack size, printf buffer, ...).
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceSetLimit(limit: cudaLimit, value: usize) @ 12000 as "cudaDeviceSetLimit";
    /// Reads a resource limit of the current context.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetLimit(pValue: *mut usize, limit: cudaLimit) @ 12000 as "cudaDeviceGetLimit";
    /// Gets the widest 1D linear texture a device allows for a format.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetTexture1DLinearMaxWidth(maxWidthInElements: *mut usize, fmtDesc: *const cudaChannelFormatDesc, device: c_int) @ 12000 as "cudaDeviceGetTexture1DLinearMaxWidth";
    /// Gets the preferred split of L1 cache and shared memory of the current context.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetCacheConfig(pCacheConfig: *mut cudaFuncCache) @ 12000 as "cudaDeviceGetCacheConfig";
    /// The range of stream priorities: least, then greatest.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetStreamPriorityRange(leastPriority: *mut c_int, greatestPriority: *mut c_int) @ 12000 as "cudaDeviceGetStreamPriorityRange";
    /// Sets the preferred split of L1 cache and shared memory of the current context.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceSetCacheConfig(cacheConfig: cudaFuncCache) @ 12000 as "cudaDeviceSetCacheConfig";
    /// Gets a device by its PCI bus ID string.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetByPCIBusId(device: *mut c_int, pciBusId: *const c_char) @ 12000 as "cudaDeviceGetByPCIBusId";
    /// The device's PCI bus id, as a C string.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetPCIBusId(pciBusId: *mut c_char, len: c_int, device: c_int) @ 12000 as "cudaDeviceGetPCIBusId";
    /// Makes GPUDirect RDMA writes so far visible to the given scope.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceFlushGPUDirectRDMAWrites(target: cudaFlushGPUDirectRDMAWritesTarget, scope: cudaFlushGPUDirectRDMAWritesScope) @ 12000 as "cudaDeviceFlushGPUDirectRDMAWrites";
    /// Registers a function the driver calls on a device's asynchronous notifications (such as memory over budget).
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceRegisterAsyncNotification(device: c_int, callbackFunc: cudaAsyncCallback, userData: *mut c_void, callback: *mut cudaAsyncCallbackHandle_t) @ 12000 as "cudaDeviceRegisterAsyncNotification";
    /// Unregisters an asynchronous notification callback.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceUnregisterAsyncNotification(device: c_int, callback: cudaAsyncCallbackHandle_t) @ 12000 as "cudaDeviceUnregisterAsyncNotification";
    /// How many CUDA devices there are.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaGetDeviceCount(count: *mut c_int) @ 12000 as "cudaGetDeviceCount";
    /// Fills a `cudaDeviceProp` with a device's properties.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaGetDeviceProperties(prop: *mut cudaDeviceProp, device: c_int) @ 13000 as "cudaGetDeviceProperties";
    /// One attribute of the device.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetAttribute(value: *mut c_int, attr: cudaDeviceAttr, device: c_int) @ 12000 as "cudaDeviceGetAttribute";
    /// Tells which atomic operations work between a device and the host.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetHostAtomicCapabilities(capabilities: *mut c_uint, operations: *const cudaAtomicOperation, count: c_uint, device: c_int) @ 13000 as "cudaDeviceGetHostAtomicCapabilities";
    /// Gets the pool every device starts with.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetDefaultMemPool(memPool: *mut cudaMemPool_t, device: c_int) @ 12000 as "cudaDeviceGetDefaultMemPool";
    /// Makes a pool the one `cuMemAllocAsync` uses on a device.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceSetMemPool(device: c_int, memPool: cudaMemPool_t) @ 12000 as "cudaDeviceSetMemPool";
    /// Gets the pool `cuMemAllocAsync` uses on a device.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetMemPool(memPool: *mut cudaMemPool_t, device: c_int) @ 12000 as "cudaDeviceGetMemPool";
    /// Fills the NvSciSync attributes a device needs.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetNvSciSyncAttributes(nvSciSyncAttrList: *mut c_void, device: c_int, flags: c_int) @ 12000 as "cudaDeviceGetNvSciSyncAttributes";
    /// One attribute of the link from one device to another.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetP2PAttribute(value: *mut c_int, attr: cudaDeviceP2PAttr, srcDevice: c_int, dstDevice: c_int) @ 12000 as "cudaDeviceGetP2PAttribute";
    /// Tells which atomic operations work over the link between two devices.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaDeviceGetP2PAtomicCapabilities(capabilities: *mut c_uint, operations: *const cudaAtomicOperation, count: c_uint, srcDevice: c_int, dstDevice: c_int) @ 13000 as "cudaDeviceGetP2PAtomicCapabilities";
    /// The device that best matches a `cudaDeviceProp` of wishes.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaChooseDevice(device: *mut c_int, prop: *const cudaDeviceProp) @ 13000 as "cudaChooseDevice";
    /// Initialises a device's primary context without making it current.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaInitDevice(device: c_int, deviceFlags: c_uint, flags: c_uint) @ 12000 as "cudaInitDevice";
    /// Makes a device the one the calling thread's runtime calls go to (its primary context).
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaSetDevice(device: c_int) @ 12000 as "cudaSetDevice";
    /// The device the calling thread's runtime calls go to.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaGetDevice(device: *mut c_int) @ 12000 as "cudaGetDevice";
    /// Sets the list of devices the runtime may pick from.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaSetValidDevices(device_arr: *mut c_int, len: c_int) @ 12000 as "cudaSetValidDevices";
    /// Sets the flags the current device's primary context is created with.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaSetDeviceFlags(flags: c_uint) @ 12000 as "cudaSetDeviceFlags";
    /// The flags of the current device's primary context.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaGetDeviceFlags(flags: *mut c_uint) @ 12000 as "cudaGetDeviceFlags";
    /// Fills a `cudaDeviceProp` with a device's properties.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaGetDeviceProperties_v2(prop: *mut cudaDeviceProp_v12, device: c_int) @ 12000 as "cudaGetDeviceProperties_v2";
    /// `cudaChooseDevice` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
    fn cudaChooseDevice_v12000(device: *mut c_int, prop: *const cudaDeviceProp_v12) = cudaChooseDevice @ 12000 as "cudaChooseDevice";
}
