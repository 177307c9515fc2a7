//! Stream management and stream capture.
//!
//! NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).

use core::ffi::{c_char, c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUcontext, CUdevice, CUdeviceptr, CUevent, CUgraphNodeParams, CUlaunchAttributePortableClusterMode, CUresult, CUsharedMemoryMode, CUstream, cuuint64_t};

super::area! {

/// Stream creation flags.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum(flags)]
pub enum CUstream_flags {
    /// Default stream flag.
    CU_STREAM_DEFAULT = 0x0,
    /// No implicit synchronization with the null stream (stream 0).
    CU_STREAM_NON_BLOCKING = 0x1,
}

/// How capture restricts the calls other threads make (`cuStreamBeginCapture`, `cuThreadExchangeStreamCaptureMode`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUstreamCaptureMode {
    /// The default: this thread may not make unsafe calls while it, or any thread in global mode, captures.
    CU_STREAM_CAPTURE_MODE_GLOBAL = 0,
    /// This thread may not make unsafe calls only while it has a capture of its own going (not relaxed).
    CU_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1,
    /// No restriction on this thread's calls.
    CU_STREAM_CAPTURE_MODE_RELAXED = 2,
}

/// Which launch attribute a `CUlaunchAttribute` sets (its `id`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUlaunchAttributeID {
    /// No attribute; an entry that is skipped.
    CU_LAUNCH_ATTRIBUTE_IGNORE = 0,
    /// For streams, graph nodes and launches: the value is `CUlaunchAttributeValue::accessPolicyWindow`.
    CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW = 1,
    /// For graph nodes and launches: the value is `CUlaunchAttributeValue::cooperative`.
    CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2,
    /// For streams: the value is `CUlaunchAttributeValue::syncPolicy`.
    CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY = 3,
    /// For graph nodes and launches: the value is `CUlaunchAttributeValue::clusterDim`.
    CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
    /// For graph nodes and launches: the value is `CUlaunchAttributeValue::clusterSchedulingPolicyPreference`.
    CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 5,
    /// For launches only: the value is `CUlaunchAttributeValue::programmaticStreamSerializationAllowed`.
    CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6,
    /// For launches only: the value is `CUlaunchAttributeValue::programmaticEvent`.
    CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT = 7,
    /// For streams, graph nodes and launches: the value is `CUlaunchAttributeValue::priority`.
    CU_LAUNCH_ATTRIBUTE_PRIORITY = 8,
    /// For streams, graph nodes and launches: the value is `CUlaunchAttributeValue::memSyncDomainMap`.
    CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP = 9,
    /// For streams, graph nodes and launches: the value is `CUlaunchAttributeValue::memSyncDomain`.
    CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN = 10,
    /// For graph nodes and launches: the value is `CUlaunchAttributeValue::preferredClusterDim`.
    CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION = 11,
    /// For launches only: the value is `CUlaunchAttributeValue::launchCompletionEvent`.
    CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT = 12,
    /// For graph nodes and launches: the value is `CUlaunchAttributeValue::deviceUpdatableKernelNode`.
    CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE = 13,
    /// For launches only: the value is `CUlaunchAttributeValue::sharedMemCarveout`.
    CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 14,
    /// For streams, graph nodes and launches: the value is `CUlaunchAttributeValue::nvlinkUtilCentricScheduling`.
    CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING = 16,
    /// Whether this launch may use a cluster size that is not portable (`portableClusterSizeMode`).
    CU_LAUNCH_ATTRIBUTE_PORTABLE_CLUSTER_SIZE_MODE = 0x11,
    /// The launch's `CUsharedMemoryMode` (`sharedMemoryMode`).
    CU_LAUNCH_ATTRIBUTE_SHARED_MEMORY_MODE = 0x12,
}

/// A cache hint for the hits and misses of a `CUaccessPolicyWindow` (`hitProp`, `missProp`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUaccessProperty {
    /// Normal cache persistence.
    CU_ACCESS_PROPERTY_NORMAL = 0,
    /// Streaming: less likely to stay in cache.
    CU_ACCESS_PROPERTY_STREAMING = 1,
    /// Persisting: more likely to stay in cache.
    CU_ACCESS_PROPERTY_PERSISTING = 2,
}

/// How a thread that synchronizes with a stream waits (`CUlaunchAttributeValue::syncPolicy`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUsynchronizationPolicy {
    /// The driver chooses how a synchronizing thread waits.
    CU_SYNC_POLICY_AUTO = 1,
    /// A synchronizing thread spins.
    CU_SYNC_POLICY_SPIN = 2,
    /// A synchronizing thread yields its CPU.
    CU_SYNC_POLICY_YIELD = 3,
    /// A synchronizing thread blocks on a synchronization primitive.
    CU_SYNC_POLICY_BLOCKING_SYNC = 4,
}

/// The memory synchronization domain a kernel runs in; its memory barriers are scoped to it.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUlaunchMemSyncDomain {
    /// The default domain.
    CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT = 0,
    /// The remote domain.
    CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE = 1,
}

/// How the blocks of a cluster are placed on SMs.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUclusterSchedulingPolicy {
    /// The default policy.
    CU_CLUSTER_SCHEDULING_POLICY_DEFAULT = 0,
    /// Spreads a cluster's blocks across SMs.
    CU_CLUSTER_SCHEDULING_POLICY_SPREAD = 1,
    /// Lets the hardware balance a cluster's blocks across SMs.
    CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING = 2,
    /// Place clusters for fast distributed shared memory among their blocks (Rubin GPUs).
    CU_CLUSTER_SCHEDULING_POLICY_RUBIN_DSMEM_LOCALITY = 3,
}

/// A cache policy for the bytes from `base_ptr` to `base_ptr + num_bytes` (`CUaccessPolicyWindow`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUaccessPolicyWindow {
    /// First address of the window.
    pub base_ptr: *mut c_void,
    /// Length of the window, in bytes.
    pub num_bytes: usize,
    /// The fraction of lines that get `hitProp`; the others get `missProp`.
    pub hitRatio: f32,
    /// The `CUaccessProperty` of hits.
    pub hitProp: CUaccessProperty,
    /// The `CUaccessProperty` of misses.
    pub missProp: CUaccessProperty,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// Memory Synchronization Domain map (`CUlaunchMemSyncDomainMap`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_struct(size = 2, align = 1)]
pub struct CUlaunchMemSyncDomainMap {
    /// The domain id that default-domain kernels get.
    pub default_: c_uchar,
    /// The domain id that remote-domain kernels get.
    pub remote: c_uchar,
}

/// The anonymous `clusterDim` struct of `CUlaunchAttributeValue`: the cluster dimensions, in blocks.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[anonymous_in(CUlaunchAttributeValue.clusterDim)]
#[cuda_struct(size = 12, align = 4)]
pub struct CUlaunchAttributeValue_clusterDim {
    /// Cluster extent along x, in blocks.
    pub x: c_uint,
    /// Cluster extent along y, in blocks.
    pub y: c_uint,
    /// Cluster extent along z, in blocks.
    pub z: c_uint,
}

/// The anonymous `programmaticEvent` struct of `CUlaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[anonymous_in(CUlaunchAttributeValue.programmaticEvent)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUlaunchAttributeValue_programmaticEvent {
    /// The event fired once every block has triggered it.
    pub event: CUevent,
    /// Flags as for `cuEventRecordWithFlags`.
    pub flags: c_int,
    /// When nonzero, each block triggers the event as it starts.
    pub triggerAtBlockStart: c_int,
}

/// The anonymous `launchCompletionEvent` struct of `CUlaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[anonymous_in(CUlaunchAttributeValue.launchCompletionEvent)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUlaunchAttributeValue_launchCompletionEvent {
    /// The event fired once the last block has launched.
    pub event: CUevent,
    /// Flags as for `cuEventRecordWithFlags`.
    pub flags: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// The anonymous `preferredClusterDim` struct of `CUlaunchAttributeValue`: the preferred cluster dimensions, in blocks.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[anonymous_in(CUlaunchAttributeValue.preferredClusterDim)]
#[cuda_struct(size = 12, align = 4)]
pub struct CUlaunchAttributeValue_preferredClusterDim {
    /// Preferred cluster extent along x, in blocks.
    pub x: c_uint,
    /// Preferred cluster extent along y, in blocks.
    pub y: c_uint,
    /// Preferred cluster extent along z, in blocks.
    pub z: c_uint,
}

/// The anonymous `deviceUpdatableKernelNode` struct of `CUlaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[anonymous_in(CUlaunchAttributeValue.deviceUpdatableKernelNode)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUlaunchAttributeValue_deviceUpdatableKernelNode {
    /// Whether the kernel node made can be updated from the device.
    pub deviceUpdatable: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Out: the handle the device-side update calls take.
    pub devNode: CUgraphDeviceNode,
}

/// The value of a `CUlaunchAttribute`, read as its `id` says (`CUlaunchAttributeValue`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_struct(size = 64, align = 8)]
pub union CUlaunchAttributeValue {
    /// Pad to 64 bytes.
    pub pad: [c_char; 64],
    /// Used with `CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW`.
    pub accessPolicyWindow: CUaccessPolicyWindow,
    /// Used with `CU_LAUNCH_ATTRIBUTE_COOPERATIVE`.
    pub cooperative: c_int,
    /// Used with `CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY`.
    pub syncPolicy: CUsynchronizationPolicy,
    /// Used with `CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION`: the cluster shape wanted.
    pub clusterDim: CUlaunchAttributeValue_clusterDim,
    /// Used with `CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE`.
    pub clusterSchedulingPolicyPreference: CUclusterSchedulingPolicy,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION`.
    pub programmaticStreamSerializationAllowed: c_int,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT`.
    pub programmaticEvent: CUlaunchAttributeValue_programmaticEvent,
    /// Used with `CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT`.
    pub launchCompletionEvent: CUlaunchAttributeValue_launchCompletionEvent,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PRIORITY`.
    pub priority: c_int,
    /// Used with `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`.
    pub memSyncDomainMap: CUlaunchMemSyncDomainMap,
    /// Used with `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN`.
    pub memSyncDomain: CUlaunchMemSyncDomain,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION`: the preferred cluster shape.
    pub preferredClusterDim: CUlaunchAttributeValue_preferredClusterDim,
    /// Used with `CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE`.
    pub deviceUpdatableKernelNode: CUlaunchAttributeValue_deviceUpdatableKernelNode,
    /// Used with `CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT`.
    pub sharedMemCarveout: c_uint,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING` (0: disabled, 1: enabled).
    pub nvlinkUtilCentricScheduling: c_uint,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_PORTABLE_CLUSTER_SIZE_MODE` (13.2).
    pub portableClusterSizeMode: CUlaunchAttributePortableClusterMode,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_SHARED_MEMORY_MODE` (13.2).
    pub sharedMemoryMode: CUsharedMemoryMode,
}

/// CUDA graph (`struct CUgraph_st *`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_handle(send, sync)]
pub struct CUgraph(*mut c_void);

/// CUDA graph node (`struct CUgraphNode_st *`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_handle(send, sync)]
pub struct CUgraphNode(*mut c_void);

/// CUDA graph device node handle (`struct CUgraphDeviceUpdatableNode_st *`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_handle(send, sync)]
pub struct CUgraphDeviceNode(*mut c_void);

/// A green context: a context limited to a set of device resources (`struct CUgreenCtx_st *`).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_handle]
pub struct CUgreenCtx(*mut c_void);

/// Whether new capture dependencies replace or add to the current ones.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUstreamUpdateCaptureDependencies_flags {
    /// Add to the current dependencies.
    CU_STREAM_ADD_CAPTURE_DEPENDENCIES = 0,
    /// Replace the current dependencies.
    CU_STREAM_SET_CAPTURE_DEPENDENCIES = 1,
}

/// `CUaccessPolicyWindow_v1`: another C name of `CUaccessPolicyWindow`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub type CUaccessPolicyWindow_v1 = CUaccessPolicyWindow;

/// Data on a graph edge: ports and dependency type.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_struct(size = 8, align = 1)]
pub struct CUgraphEdgeData {
    /// The port of the node the edge leaves.
    pub from_port: c_uchar,
    /// The port of the node the edge enters.
    pub to_port: c_uchar,
    /// The dependency type (`CUgraphDependencyType`).
    pub r#type: c_uchar,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 5],
}

/// `CUkernelNodeAttrID`: another C name of `CUlaunchAttributeID`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub type CUkernelNodeAttrID = CUlaunchAttributeID;

/// `CUkernelNodeAttrValue_v1`: another C name of `CUlaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub type CUkernelNodeAttrValue_v1 = CUlaunchAttributeValue;

/// `CUkernelNodeAttrValue`: another C name of `CUlaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub type CUkernelNodeAttrValue = CUlaunchAttributeValue;

/// Whether a stream is capturing, and whether its capture was invalidated.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUstreamCaptureStatus {
    /// Not capturing.
    CU_STREAM_CAPTURE_STATUS_NONE = 0,
    /// Capturing.
    CU_STREAM_CAPTURE_STATUS_ACTIVE = 1,
    /// Capturing, but an error spoiled the capture; end it.
    CU_STREAM_CAPTURE_STATUS_INVALIDATED = 2,
}

/// `CUstreamAttrID`: another C name of `CUlaunchAttributeID`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub type CUstreamAttrID = CUlaunchAttributeID;

/// `CUstreamAttrValue_v1`: another C name of `CUlaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub type CUstreamAttrValue_v1 = CUlaunchAttributeValue;

/// `CUstreamAttrValue`: another C name of `CUlaunchAttributeValue`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub type CUstreamAttrValue = CUlaunchAttributeValue;

/// A callback `cuStreamAddCallback` calls with the stream and its status.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub type CUstreamCallback = Option<unsafe extern "C" fn(CUstream, CUresult, *mut c_void)>;

/// The stream name of the access-policy-window launch attribute.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub const CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW;

/// The stream name of the synchronization-policy launch attribute.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub const CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY;

/// The stream name of the priority launch attribute.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub const CU_STREAM_ATTRIBUTE_PRIORITY: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PRIORITY;

/// The stream name of the memory-sync-domain-map launch attribute.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub const CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP;

/// The stream name of the memory-sync-domain launch attribute.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub const CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN;

/// What kind of graphics command object a CIG capture records into (13.2).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUstreamCigDataType {
    /// A Direct3D 12 command list.
    STREAM_CIG_DATA_TYPE_D3D12_COMMAND_LIST = 1,
    /// A Vulkan command buffer, as NVIDIA's internal handle.
    STREAM_CIG_DATA_TYPE_VULKAN_COMMAND_BUFFER_HANDLE_NV = 2,
}

/// One graphics command object for a CIG capture (13.2).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_struct(size = 16, align = 8)]
pub struct CUstreamCigParam {
    /// What `streamSharedData` points to.
    pub streamSharedDataType: CUstreamCigDataType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The command list or command buffer.
    pub streamSharedData: *mut c_void,
}

/// Arguments of `cuStreamBeginCaptureToCig` (13.2).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_struct(size = 8, align = 8)]
pub struct CUstreamCigCaptureParams {
    /// The graphics command object to record into.
    pub streamCigParams: *mut CUstreamCigParam,
}

/// What a recapture found for one node, as its callback is told (13.3).
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
#[cuda_enum]
pub enum CUgraphRecaptureStatus {
    /// An executable graph made from this graph can take the node's new parameters by update.
    CU_GRAPH_RECAPTURE_ELIGIBLE_FOR_UPDATE = 0,
    /// An executable graph made from this graph cannot take the node's new parameters by update.
    CU_GRAPH_RECAPTURE_INELIGIBLE_FOR_UPDATE = 1,
    /// Recapturing the node failed; the recapture ends whatever the callback returns.
    CU_GRAPH_RECAPTURE_ERROR = 2,
}

/// Called for each node during `cuStreamBeginRecaptureToGraph`'s capture with the user pointer, the node, its old and new parameters and a `CUgraphRecaptureStatus`.
///
/// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
pub type CUgraphRecaptureCallback = Option<unsafe extern "C" fn(*mut c_void, CUgraphNode, *const CUgraphNodeParams, *const CUgraphNodeParams, CUgraphRecaptureStatus) -> CUresult>;

}

super::functions! {
    /// Create a stream.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamCreate(phStream: *mut CUstream, Flags: c_uint) @ 2000 as "cuStreamCreate";
    /// Makes a stream with a priority.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamCreateWithPriority(phStream: *mut CUstream, flags: c_uint, priority: c_int) @ 5050 as "cuStreamCreateWithPriority";
    /// Starts capturing a stream's work into a graphics command list or buffer (CUDA in graphics) (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamBeginCaptureToCig(hStream: CUstream, streamCigCaptureParams: *mut CUstreamCigCaptureParams) @ 13010 as "cuStreamBeginCaptureToCig" since 13020;
    /// Ends a capture begun with `cuStreamBeginCaptureToCig` (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamEndCaptureToCig(hStream: CUstream) @ 13010 as "cuStreamEndCaptureToCig" since 13020;
    /// Gets a stream's priority.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetPriority(hStream: CUstream, priority: *mut c_int) @ 5050 as "cuStreamGetPriority";
    /// Gets the device a stream belongs to.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetDevice(hStream: CUstream, device: *mut CUdevice) @ 12080 as "cuStreamGetDevice";
    /// Gets the flags a stream was created with.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetFlags(hStream: CUstream, flags: *mut c_uint) @ 5050 as "cuStreamGetFlags";
    /// Gets the unique ID of a stream.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetId(hStream: CUstream, streamId: *mut c_ulonglong) @ 12000 as "cuStreamGetId";
    /// Gets the context a stream belongs to.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetCtx(hStream: CUstream, pctx: *mut CUcontext) @ 9020 as "cuStreamGetCtx";
    /// Gets the context, or green context, a stream belongs to.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetCtx_v2(hStream: CUstream, pCtx: *mut CUcontext, pGreenCtx: *mut CUgreenCtx) = cuStreamGetCtx @ 12050 as "cuStreamGetCtx_v2";
    /// Makes a stream wait for an event.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamWaitEvent(hStream: CUstream, hEvent: CUevent, Flags: c_uint) @ 3020 as "cuStreamWaitEvent";
    /// Enqueues a host callback on a stream (prefer `cuLaunchHostFunc`).
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamAddCallback(hStream: CUstream, callback: CUstreamCallback, userData: *mut c_void, flags: c_uint) @ 5000 as "cuStreamAddCallback";
    /// Starts capturing a stream's work into a graph.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamBeginCapture(hStream: CUstream, mode: CUstreamCaptureMode) @ 10010 as "cuStreamBeginCapture_v2";
    /// Starts capturing a stream into an existing graph again, reporting each node's change through a callback (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamBeginRecaptureToGraph(hStream: CUstream, mode: CUstreamCaptureMode, hGraph: CUgraph, callbackFunc: CUgraphRecaptureCallback, userData: *mut c_void) @ 13030 as "cuStreamBeginRecaptureToGraph";
    /// Begins capturing a stream's work into an existing graph.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamBeginCaptureToGraph(hStream: CUstream, hGraph: CUgraph, dependencies: *const CUgraphNode, dependencyData: *const CUgraphEdgeData, numDependencies: usize, mode: CUstreamCaptureMode) @ 12030 as "cuStreamBeginCaptureToGraph";
    /// Sets how this thread interacts with stream capture, returning the previous mode.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuThreadExchangeStreamCaptureMode(mode: *mut CUstreamCaptureMode) @ 10010 as "cuThreadExchangeStreamCaptureMode";
    /// Ends the capture of a stream, giving the graph.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamEndCapture(hStream: CUstream, phGraph: *mut CUgraph) @ 10000 as "cuStreamEndCapture";
    /// Tells whether a stream is capturing.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamIsCapturing(hStream: CUstream, captureStatus: *mut CUstreamCaptureStatus) @ 10000 as "cuStreamIsCapturing";
    /// Gets a capturing stream's status, capture ID, graph and current dependencies.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetCaptureInfo(hStream: CUstream, captureStatus_out: *mut CUstreamCaptureStatus, id_out: *mut cuuint64_t, graph_out: *mut CUgraph, dependencies_out: *mut *const CUgraphNode, edgeData_out: *mut *const CUgraphEdgeData, numDependencies_out: *mut usize) @ 12030 as "cuStreamGetCaptureInfo_v3";
    /// `cuStreamGetCaptureInfo` at its older ABI (version 10010, exported as `cuStreamGetCaptureInfo`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetCaptureInfo_v10010(hStream: CUstream, captureStatus_out: *mut CUstreamCaptureStatus, id_out: *mut cuuint64_t) = cuStreamGetCaptureInfo @ 10010 as "cuStreamGetCaptureInfo";
    /// `cuStreamGetCaptureInfo` at its older ABI (version 11030, exported as `cuStreamGetCaptureInfo_v2`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetCaptureInfo_v11030(hStream: CUstream, captureStatus_out: *mut CUstreamCaptureStatus, id_out: *mut cuuint64_t, graph_out: *mut CUgraph, dependencies_out: *mut *const CUgraphNode, numDependencies_out: *mut usize) = cuStreamGetCaptureInfo @ 11030 as "cuStreamGetCaptureInfo_v2";
    /// Changes the set of nodes the next captured work of a stream depends on.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamUpdateCaptureDependencies(hStream: CUstream, dependencies: *mut CUgraphNode, dependencyData: *const CUgraphEdgeData, numDependencies: usize, flags: c_uint) @ 12030 as "cuStreamUpdateCaptureDependencies_v2";
    /// `cuStreamUpdateCaptureDependencies` at its older ABI (version 11030, exported as `cuStreamUpdateCaptureDependencies`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamUpdateCaptureDependencies_v11030(hStream: CUstream, dependencies: *mut CUgraphNode, numDependencies: usize, flags: c_uint) = cuStreamUpdateCaptureDependencies @ 11030 as "cuStreamUpdateCaptureDependencies";
    /// Attaches managed memory to a stream, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamAttachMemAsync(hStream: CUstream, dptr: CUdeviceptr, length: usize, flags: c_uint) @ 6000 as "cuStreamAttachMemAsync";
    /// Whether all work on a stream is done.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamQuery(hStream: CUstream) @ 2000 as "cuStreamQuery";
    /// Waits until all work on a stream is done.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamSynchronize(hStream: CUstream) @ 2000 as "cuStreamSynchronize";
    /// Destroys a stream.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamDestroy(hStream: CUstream) @ 4000 as "cuStreamDestroy_v2";
    /// Copies the attributes of one stream to another.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamCopyAttributes(dst: CUstream, src: CUstream) @ 11000 as "cuStreamCopyAttributes";
    /// Reads a stream attribute.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamGetAttribute(hStream: CUstream, attr: CUlaunchAttributeID, value_out: *mut CUlaunchAttributeValue) @ 11000 as "cuStreamGetAttribute";
    /// Sets a stream attribute.
    ///
    /// NVIDIA's documentation: [`CUDA_STREAM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html).
    fn cuStreamSetAttribute(hStream: CUstream, attr: CUlaunchAttributeID, value: *const CUlaunchAttributeValue) @ 11000 as "cuStreamSetAttribute";
}
