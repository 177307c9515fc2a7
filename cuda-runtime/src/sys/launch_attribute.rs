//! Launch attributes: ids, values and their older names.
//!
//! NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).

use core::ffi::{c_char, c_int, c_uchar, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaEvent_t, cudaSharedMemoryMode};

super::area! {

/// A cache hint for the hits and misses of a `CUaccessPolicyWindow` (`hitProp`, `missProp`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaAccessProperty {
    /// Normal cache persistence.
    cudaAccessPropertyNormal = 0,
    /// Streaming: less likely to stay in cache.
    cudaAccessPropertyStreaming = 1,
    /// Persisting: more likely to stay in cache.
    cudaAccessPropertyPersisting = 2,
}

/// A cache policy for the bytes from `base_ptr` to `base_ptr + num_bytes` (`CUaccessPolicyWindow`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudaAccessPolicyWindow {
    /// First address of the window.
    pub base_ptr: *mut c_void,
    /// Length of the window, in bytes.
    pub num_bytes: usize,
    /// The fraction of lines that get `hitProp`; the others get `missProp`.
    pub hitRatio: f32,
    /// The `CUaccessProperty` of hits.
    pub hitProp: cudaAccessProperty,
    /// The `CUaccessProperty` of misses.
    pub missProp: cudaAccessProperty,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// How a thread that synchronizes with a stream waits (`CUlaunchAttributeValue::syncPolicy`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaSynchronizationPolicy {
    /// The driver chooses how a synchronizing thread waits.
    cudaSyncPolicyAuto = 1,
    /// A synchronizing thread spins.
    cudaSyncPolicySpin = 2,
    /// A synchronizing thread yields its CPU.
    cudaSyncPolicyYield = 3,
    /// A synchronizing thread blocks on a synchronization primitive.
    cudaSyncPolicyBlockingSync = 4,
}

/// How the blocks of a cluster are placed on SMs.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaClusterSchedulingPolicy {
    /// The default policy.
    cudaClusterSchedulingPolicyDefault = 0,
    /// Spreads a cluster's blocks across SMs.
    cudaClusterSchedulingPolicySpread = 1,
    /// Lets the hardware balance a cluster's blocks across SMs.
    cudaClusterSchedulingPolicyLoadBalancing = 2,
    /// Rubin dsmem locality.
    cudaClusterSchedulingPolicyRubinDsmemLocality = 3,
}

/// CUDA graph device node handle (`struct CUgraphDeviceUpdatableNode_st *`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_handle]
pub struct cudaGraphDeviceNode_t(*mut c_void);

/// The memory synchronization domain a kernel runs in; its memory barriers are scoped to it.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaLaunchMemSyncDomain {
    /// The default domain.
    cudaLaunchMemSyncDomainDefault = 0,
    /// The remote domain.
    cudaLaunchMemSyncDomainRemote = 1,
}

/// Memory Synchronization Domain map (`CUlaunchMemSyncDomainMap`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_struct(size = 2, align = 1)]
pub struct cudaLaunchMemSyncDomainMap {
    /// The domain id that default-domain kernels get.
    pub default_: c_uchar,
    /// The domain id that remote-domain kernels get.
    pub remote: c_uchar,
}

/// The runtime's launch attribute portable cluster mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaLaunchAttributePortableClusterMode {
    /// Default.
    cudaLaunchPortableClusterModeDefault = 0,
    /// Require portable.
    cudaLaunchPortableClusterModeRequirePortable = 1,
    /// Allow non portable.
    cudaLaunchPortableClusterModeAllowNonPortable = 2,
}

/// Which launch attribute a `CUlaunchAttribute` sets (its `id`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaLaunchAttributeID {
    /// No attribute; an entry that is skipped.
    cudaLaunchAttributeIgnore = 0,
    /// Streams, graph nodes and launches: the value is `cudaLaunchAttributeValue::accessPolicyWindow`.
    cudaLaunchAttributeAccessPolicyWindow = 1,
    /// Graph nodes and launches: the value is `cudaLaunchAttributeValue::cooperative`.
    cudaLaunchAttributeCooperative = 2,
    /// Streams: the value is `cudaLaunchAttributeValue::syncPolicy`.
    cudaLaunchAttributeSynchronizationPolicy = 3,
    /// Graph nodes and launches: the value is `cudaLaunchAttributeValue::clusterDim`.
    cudaLaunchAttributeClusterDimension = 4,
    /// Graph nodes and launches: the value is `cudaLaunchAttributeValue::clusterSchedulingPolicyPreference`.
    cudaLaunchAttributeClusterSchedulingPolicyPreference = 5,
    /// Launches only: the value is `cudaLaunchAttributeValue::programmaticStreamSerializationAllowed`.
    cudaLaunchAttributeProgrammaticStreamSerialization = 6,
    /// Launches only: the value is `cudaLaunchAttributeValue::programmaticEvent`.
    cudaLaunchAttributeProgrammaticEvent = 7,
    /// Streams, graph nodes and launches: the value is `cudaLaunchAttributeValue::priority`.
    cudaLaunchAttributePriority = 8,
    /// Streams, graph nodes and launches: the value is `cudaLaunchAttributeValue::memSyncDomainMap`.
    cudaLaunchAttributeMemSyncDomainMap = 9,
    /// Streams, graph nodes and launches: the value is `cudaLaunchAttributeValue::memSyncDomain`.
    cudaLaunchAttributeMemSyncDomain = 10,
    /// Graph nodes and launches: the value is `cudaLaunchAttributeValue::preferredClusterDim`.
    cudaLaunchAttributePreferredClusterDimension = 11,
    /// Launches only: the value is `cudaLaunchAttributeValue::launchCompletionEvent`.
    cudaLaunchAttributeLaunchCompletionEvent = 12,
    /// Graph nodes and launches: the value is `cudaLaunchAttributeValue::deviceUpdatableKernelNode`.
    cudaLaunchAttributeDeviceUpdatableKernelNode = 13,
    /// Launches only: the value is `cudaLaunchAttributeValue::sharedMemCarveout`.
    cudaLaunchAttributePreferredSharedMemoryCarveout = 14,
    /// Streams, graph nodes and launches: the value is `cudaLaunchAttributeValue::nvlinkUtilCentricScheduling`.
    cudaLaunchAttributeNvlinkUtilCentricScheduling = 0x10,
    /// Portable cluster size mode.
    cudaLaunchAttributePortableClusterSizeMode = 0x11,
    /// Shared memory mode.
    cudaLaunchAttributeSharedMemoryMode = 0x12,
}

/// The anonymous `clusterDim` struct of `cudaLaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[anonymous_in(cudaLaunchAttributeValue.clusterDim)]
#[cuda_struct(size = 12, align = 4)]
pub struct cudaLaunchAttributeValue_clusterDim {
    /// Cluster extent along x, in blocks.
    pub x: c_uint,
    /// Cluster extent along y, in blocks.
    pub y: c_uint,
    /// Cluster extent along z, in blocks.
    pub z: c_uint,
}

/// The anonymous `programmaticEvent` struct of `cudaLaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[anonymous_in(cudaLaunchAttributeValue.programmaticEvent)]
#[cuda_struct(size = 16, align = 8)]
pub struct cudaLaunchAttributeValue_programmaticEvent {
    /// The event fired once every block has triggered it.
    pub event: cudaEvent_t,
    /// Flags as for `cuEventRecordWithFlags`.
    pub flags: c_int,
    /// When nonzero, each block triggers the event as it starts.
    pub triggerAtBlockStart: c_int,
}

/// The anonymous `preferredClusterDim` struct of `cudaLaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[anonymous_in(cudaLaunchAttributeValue.preferredClusterDim)]
#[cuda_struct(size = 12, align = 4)]
pub struct cudaLaunchAttributeValue_preferredClusterDim {
    /// Preferred cluster extent along x, in blocks.
    pub x: c_uint,
    /// Preferred cluster extent along y, in blocks.
    pub y: c_uint,
    /// Preferred cluster extent along z, in blocks.
    pub z: c_uint,
}

/// The anonymous `launchCompletionEvent` struct of `cudaLaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[anonymous_in(cudaLaunchAttributeValue.launchCompletionEvent)]
#[cuda_struct(size = 16, align = 8)]
pub struct cudaLaunchAttributeValue_launchCompletionEvent {
    /// The event fired once the last block has launched.
    pub event: cudaEvent_t,
    /// Flags as for `cuEventRecordWithFlags`.
    pub flags: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// The anonymous `deviceUpdatableKernelNode` struct of `cudaLaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[anonymous_in(cudaLaunchAttributeValue.deviceUpdatableKernelNode)]
#[cuda_struct(size = 16, align = 8)]
pub struct cudaLaunchAttributeValue_deviceUpdatableKernelNode {
    /// Whether the kernel node made can be updated from the device.
    pub deviceUpdatable: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Out: the handle the device-side update calls take.
    pub devNode: cudaGraphDeviceNode_t,
}

/// The value of a `CUlaunchAttribute`, read as its `id` says (`CUlaunchAttributeValue`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_struct(size = 64, align = 8)]
pub union cudaLaunchAttributeValue {
    /// Pad to 64 bytes.
    pub pad: [c_char; 64],
    /// Used with `CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW`.
    pub accessPolicyWindow: cudaAccessPolicyWindow,
    /// Used with `CU_LAUNCH_ATTRIBUTE_COOPERATIVE`.
    pub cooperative: c_int,
    /// Used with `CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY`.
    pub syncPolicy: cudaSynchronizationPolicy,
    /// Used with `CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION`: the cluster shape wanted.
    pub clusterDim: cudaLaunchAttributeValue_clusterDim,
    /// Used with `CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE`.
    pub clusterSchedulingPolicyPreference: cudaClusterSchedulingPolicy,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION`.
    pub programmaticStreamSerializationAllowed: c_int,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT`.
    pub programmaticEvent: cudaLaunchAttributeValue_programmaticEvent,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PRIORITY`.
    pub priority: c_int,
    /// Used with `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`.
    pub memSyncDomainMap: cudaLaunchMemSyncDomainMap,
    /// Used with `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN`.
    pub memSyncDomain: cudaLaunchMemSyncDomain,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION`: the preferred cluster shape.
    pub preferredClusterDim: cudaLaunchAttributeValue_preferredClusterDim,
    /// Used with `CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT`.
    pub launchCompletionEvent: cudaLaunchAttributeValue_launchCompletionEvent,
    /// Used with `CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE`.
    pub deviceUpdatableKernelNode: cudaLaunchAttributeValue_deviceUpdatableKernelNode,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT`.
    pub sharedMemCarveout: c_uint,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING` (0: disabled, 1: enabled).
    pub nvlinkUtilCentricScheduling: c_uint,
    /// Portable cluster size mode.
    pub portableClusterSizeMode: cudaLaunchAttributePortableClusterMode,
    /// Shared memory mode.
    pub sharedMemoryMode: cudaSharedMemoryMode,
}

/// Launch attribute (`CUlaunchAttribute`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_struct(size = 72, align = 8)]
pub struct cudaLaunchAttribute {
    /// Attribute to set.
    pub id: cudaLaunchAttributeID,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    pad: [c_char; 4],
    /// Val.
    pub val: cudaLaunchAttributeValue,
}

/// Another name of `cudaLaunchAttributeID`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub type cudaStreamAttrID = cudaLaunchAttributeID;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeAccessPolicyWindow`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaStreamAttributeAccessPolicyWindow: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeAccessPolicyWindow;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeSynchronizationPolicy`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaStreamAttributeSynchronizationPolicy: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeSynchronizationPolicy;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeMemSyncDomainMap`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaStreamAttributeMemSyncDomainMap: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeMemSyncDomainMap;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeMemSyncDomain`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaStreamAttributeMemSyncDomain: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeMemSyncDomain;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributePriority`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaStreamAttributePriority: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributePriority;

/// Another name of `cudaLaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub type cudaStreamAttrValue = cudaLaunchAttributeValue;

/// Another name of `cudaLaunchAttributeID`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub type cudaKernelNodeAttrID = cudaLaunchAttributeID;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeAccessPolicyWindow`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributeAccessPolicyWindow: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeAccessPolicyWindow;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeCooperative`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributeCooperative: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeCooperative;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributePriority`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributePriority: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributePriority;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeClusterDimension`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributeClusterDimension: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeClusterDimension;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeClusterSchedulingPolicyPreference`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributeClusterSchedulingPolicyPreference: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeClusterSchedulingPolicyPreference;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeMemSyncDomainMap`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributeMemSyncDomainMap: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeMemSyncDomainMap;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeMemSyncDomain`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributeMemSyncDomain: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeMemSyncDomain;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributePreferredSharedMemoryCarveout`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributePreferredSharedMemoryCarveout: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributePreferredSharedMemoryCarveout;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeDeviceUpdatableKernelNode`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributeDeviceUpdatableKernelNode: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeDeviceUpdatableKernelNode;

/// Another name of `cudaLaunchAttributeID::cudaLaunchAttributeNvlinkUtilCentricScheduling`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub const cudaKernelNodeAttributeNvlinkUtilCentricScheduling: cudaLaunchAttributeID = cudaLaunchAttributeID::cudaLaunchAttributeNvlinkUtilCentricScheduling;

/// Another name of `cudaLaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub type cudaKernelNodeAttrValue = cudaLaunchAttributeValue;

}

super::functions! {
}
