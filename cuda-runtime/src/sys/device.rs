//! Device management.
//!
//! NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).

use core::ffi::{c_char, c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

super::area! {

/// The runtime's channel format kind (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaChannelFormatKind {
    /// Signed.
    cudaChannelFormatKindSigned = 0,
    /// Unsigned.
    cudaChannelFormatKindUnsigned = 1,
    /// 32-bit floating point.
    cudaChannelFormatKindFloat = 2,
    /// None.
    cudaChannelFormatKindNone = 3,
    /// YUV 4:2:0, planar, 8 bits.
    cudaChannelFormatKindNV12 = 4,
    /// Unsigned normalized8 x1.
    cudaChannelFormatKindUnsignedNormalized8X1 = 5,
    /// Unsigned normalized8 x2.
    cudaChannelFormatKindUnsignedNormalized8X2 = 6,
    /// Unsigned normalized8 x4.
    cudaChannelFormatKindUnsignedNormalized8X4 = 7,
    /// Unsigned normalized16 x1.
    cudaChannelFormatKindUnsignedNormalized16X1 = 8,
    /// Unsigned normalized16 x2.
    cudaChannelFormatKindUnsignedNormalized16X2 = 9,
    /// Unsigned normalized16 x4.
    cudaChannelFormatKindUnsignedNormalized16X4 = 10,
    /// Signed normalized8 x1.
    cudaChannelFormatKindSignedNormalized8X1 = 11,
    /// Signed normalized8 x2.
    cudaChannelFormatKindSignedNormalized8X2 = 12,
    /// Signed normalized8 x4.
    cudaChannelFormatKindSignedNormalized8X4 = 13,
    /// Signed normalized16 x1.
    cudaChannelFormatKindSignedNormalized16X1 = 14,
    /// Signed normalized16 x2.
    cudaChannelFormatKindSignedNormalized16X2 = 15,
    /// Signed normalized16 x4.
    cudaChannelFormatKindSignedNormalized16X4 = 0x10,
    /// Unsigned block compressed1.
    cudaChannelFormatKindUnsignedBlockCompressed1 = 0x11,
    /// Unsigned block compressed1 srgb.
    cudaChannelFormatKindUnsignedBlockCompressed1SRGB = 0x12,
    /// Unsigned block compressed2.
    cudaChannelFormatKindUnsignedBlockCompressed2 = 0x13,
    /// Unsigned block compressed2 srgb.
    cudaChannelFormatKindUnsignedBlockCompressed2SRGB = 0x14,
    /// Unsigned block compressed3.
    cudaChannelFormatKindUnsignedBlockCompressed3 = 0x15,
    /// Unsigned block compressed3 srgb.
    cudaChannelFormatKindUnsignedBlockCompressed3SRGB = 0x16,
    /// Unsigned block compressed4.
    cudaChannelFormatKindUnsignedBlockCompressed4 = 0x17,
    /// Signed block compressed4.
    cudaChannelFormatKindSignedBlockCompressed4 = 0x18,
    /// Unsigned block compressed5.
    cudaChannelFormatKindUnsignedBlockCompressed5 = 0x19,
    /// Signed block compressed5.
    cudaChannelFormatKindSignedBlockCompressed5 = 0x1a,
    /// Unsigned block compressed6 h.
    cudaChannelFormatKindUnsignedBlockCompressed6H = 0x1b,
    /// Signed block compressed6 h.
    cudaChannelFormatKindSignedBlockCompressed6H = 0x1c,
    /// Unsigned block compressed7.
    cudaChannelFormatKindUnsignedBlockCompressed7 = 0x1d,
    /// Unsigned block compressed7 srgb.
    cudaChannelFormatKindUnsignedBlockCompressed7SRGB = 0x1e,
    /// Unsigned normalized1010102.
    cudaChannelFormatKindUnsignedNormalized1010102 = 0x1f,
    /// Unsigned8 packed422.
    cudaChannelFormatKindUnsigned8Packed422 = 0x20,
    /// Unsigned8 packed444.
    cudaChannelFormatKindUnsigned8Packed444 = 0x21,
    /// Unsigned8 semi planar420.
    cudaChannelFormatKindUnsigned8SemiPlanar420 = 0x22,
    /// Unsigned16 semi planar420.
    cudaChannelFormatKindUnsigned16SemiPlanar420 = 0x23,
    /// Unsigned8 semi planar422.
    cudaChannelFormatKindUnsigned8SemiPlanar422 = 0x24,
    /// Unsigned16 semi planar422.
    cudaChannelFormatKindUnsigned16SemiPlanar422 = 0x25,
    /// Unsigned8 semi planar444.
    cudaChannelFormatKindUnsigned8SemiPlanar444 = 0x26,
    /// Unsigned16 semi planar444.
    cudaChannelFormatKindUnsigned16SemiPlanar444 = 0x27,
    /// Unsigned8 planar420.
    cudaChannelFormatKindUnsigned8Planar420 = 0x28,
    /// Unsigned16 planar420.
    cudaChannelFormatKindUnsigned16Planar420 = 0x29,
    /// Unsigned8 planar422.
    cudaChannelFormatKindUnsigned8Planar422 = 0x2a,
    /// Unsigned16 planar422.
    cudaChannelFormatKindUnsigned16Planar422 = 0x2b,
    /// Unsigned8 planar444.
    cudaChannelFormatKindUnsigned8Planar444 = 0x2c,
    /// Unsigned16 planar444.
    cudaChannelFormatKindUnsigned16Planar444 = 0x2d,
}

/// The runtime's channel format desc (a C struct).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 20, align = 4)]
pub struct cudaChannelFormatDesc {
    /// X.
    pub x: c_int,
    /// Y.
    pub y: c_int,
    /// Z.
    pub z: c_int,
    /// W.
    pub w: c_int,
    /// F.
    pub f: cudaChannelFormatKind,
}

/// The runtime's func cache (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaFuncCache {
    /// No preference.
    cudaFuncCachePreferNone = 0,
    /// More shared memory, less L1.
    cudaFuncCachePreferShared = 1,
    /// L1.
    cudaFuncCachePreferL1 = 2,
    /// As much L1 as shared memory.
    cudaFuncCachePreferEqual = 3,
}

/// The runtime's shared mem config (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaSharedMemConfig {
    /// Default.
    cudaSharedMemBankSizeDefault = 0,
    /// Four byte.
    cudaSharedMemBankSizeFourByte = 1,
    /// Eight byte.
    cudaSharedMemBankSizeEightByte = 2,
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

/// A device's 16-byte UUID.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 16, align = 1)]
pub struct cudaUUID_t {
    /// Bytes.
    pub bytes: [c_char; 16],
}

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

/// The runtime's dev workqueue config scope (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaDevWorkqueueConfigScope {
    /// Device ctx.
    cudaDevWorkqueueConfigScopeDeviceCtx = 0,
    /// Green ctx balanced.
    cudaDevWorkqueueConfigScopeGreenCtxBalanced = 1,
}

/// The runtime's dev workqueue config resource (a C struct).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 12, align = 4)]
pub struct cudaDevWorkqueueConfigResource {
    /// Device.
    pub device: c_int,
    /// Wq concurrency limit.
    pub wqConcurrencyLimit: c_uint,
    /// Sharing scope.
    pub sharingScope: cudaDevWorkqueueConfigScope,
}

/// The runtime's dev workqueue resource (a C struct).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 40, align = 1)]
pub struct cudaDevWorkqueueResource {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 40],
}

/// An event; the same object as the driver's `CUevent`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_handle(send, sync)]
pub struct cudaEvent_t(*mut c_void);

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

/// The C `#define cudaDeviceScheduleAuto`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleAuto: c_uint = 0x00;

/// The C `#define cudaDeviceScheduleSpin`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleSpin: c_uint = 0x01;

/// The C `#define cudaDeviceScheduleYield`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleYield: c_uint = 0x02;

/// The C `#define cudaDeviceScheduleBlockingSync`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleBlockingSync: c_uint = 0x04;

/// The C `#define cudaDeviceBlockingSync`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceBlockingSync: c_uint = 0x04;

/// The C `#define cudaDeviceScheduleMask`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceScheduleMask: c_uint = 0x07;

/// The C `#define cudaDeviceMapHost`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceMapHost: c_uint = 0x08;

/// The C `#define cudaDeviceLmemResizeToMax`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceLmemResizeToMax: c_uint = 0x10;

/// The C `#define cudaDeviceSyncMemops`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceSyncMemops: c_uint = 0x80;

/// The C `#define cudaDeviceMask`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaDeviceMask: c_uint = 0xff;

/// The C `#define cudaIpcMemLazyEnablePeerAccess`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaIpcMemLazyEnablePeerAccess: c_uint = 0x01;

/// The C `#define cudaCpuDeviceId`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaCpuDeviceId: c_int = -1;

/// The C `#define cudaInvalidDeviceId`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaInvalidDeviceId: c_int = -2;

/// The C `#define cudaInitDeviceFlagsAreValid`.
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
pub const cudaInitDeviceFlagsAreValid: c_uint = 0x01;

/// The C `#define cudaDevSmResourceGroupLocalityDomainIdAny`.
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
    /// Runtime call: device flush gpu direct rdma writes.
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
    /// Runtime call: device get shared mem config.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaDeviceGetSharedMemConfig(pConfig: *mut cudaSharedMemConfig) @ 12000 as "cudaDeviceGetSharedMemConfig";
    /// Runtime call: device set shared mem config.
    ///
    /// NVIDIA's documentation: [`CUDART_DEVICE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaDeviceSetSharedMemConfig(config: cudaSharedMemConfig) @ 12000 as "cudaDeviceSetSharedMemConfig";
    /// Runtime call: thread exit.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadExit() @ 12000 as "cudaThreadExit";
    /// Runtime call: thread synchronize.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadSynchronize() @ 12000 as "cudaThreadSynchronize";
    /// Runtime call: thread set limit.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadSetLimit(limit: cudaLimit, value: usize) @ 12000 as "cudaThreadSetLimit";
    /// Runtime call: thread get limit.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadGetLimit(pValue: *mut usize, limit: cudaLimit) @ 12000 as "cudaThreadGetLimit";
    /// Runtime call: thread get cache config.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadGetCacheConfig(pCacheConfig: *mut cudaFuncCache) @ 12000 as "cudaThreadGetCacheConfig";
    /// Runtime call: thread set cache config.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_THREAD_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__THREAD__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaThreadSetCacheConfig(cacheConfig: cudaFuncCache) @ 12000 as "cudaThreadSetCacheConfig";
}
