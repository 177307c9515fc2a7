//! Execution control: kernel launches, launch attributes and configurations, function attributes, and occupancy.
//!
//! [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)

use core::ffi::{c_char, c_int, c_uchar, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUevent, CUfunc_cache, CUfunction, CUgraphDeviceNode, CUmodule, CUsharedconfig, CUstream, CUtexref};

super::area! {

/// Function properties.
#[cuda_enum]
pub enum CUfunction_attribute {
    /// The most threads a block of this function may have; a launch with more fails.
    CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
    /// Bytes of static shared memory the function needs.
    CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
    /// Bytes of user constant memory the function needs.
    CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
    /// Bytes of local memory each thread of the function uses.
    CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
    /// Registers each thread of the function uses.
    CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
    /// The PTX virtual architecture the function was compiled for.
    CU_FUNC_ATTRIBUTE_PTX_VERSION = 5,
    /// The binary architecture the function was compiled for.
    CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
    /// Whether the function was compiled with `-Xptxas --dlcm=ca`.
    CU_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7,
    /// The most dynamic shared memory the function may use, in bytes.
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
    /// Where L1 and shared memory share hardware: the preferred shared memory carveout, in percent.
    CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9,
    /// When set, a launch of the kernel has to give a valid cluster size.
    CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET = 10,
    /// Cluster width the function requires, in blocks.
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH = 11,
    /// Cluster height the function requires, in blocks.
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT = 12,
    /// Cluster depth the function requires, in blocks.
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH = 13,
    /// Whether a cluster size that is not portable is allowed.
    CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14,
    /// How the function's blocks are scheduled (a `CUclusterSchedulingPolicy`).
    CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 15,
    /// One past the last function attribute (a count, not an attribute).
    CU_FUNC_ATTRIBUTE_MAX = 16,
}

/// Which launch attribute a `CUlaunchAttribute` sets (its `id`).
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
}

/// A cache hint for the hits and misses of a `CUaccessPolicyWindow` (`hitProp`, `missProp`).
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
#[cuda_enum]
pub enum CUlaunchMemSyncDomain {
    /// The default domain.
    CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT = 0,
    /// The remote domain.
    CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE = 1,
}

/// How the blocks of a cluster are placed on SMs.
#[cuda_enum]
pub enum CUclusterSchedulingPolicy {
    /// The default policy.
    CU_CLUSTER_SCHEDULING_POLICY_DEFAULT = 0,
    /// Spreads a cluster's blocks across SMs.
    CU_CLUSTER_SCHEDULING_POLICY_SPREAD = 1,
    /// Lets the hardware balance a cluster's blocks across SMs.
    CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING = 2,
}

/// A cache policy for the bytes from `base_ptr` to `base_ptr + num_bytes` (`CUaccessPolicyWindow`).
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
#[cuda_struct(size = 2, align = 1)]
pub struct CUlaunchMemSyncDomainMap {
    /// The domain id that default-domain kernels get.
    pub default_: c_uchar,
    /// The domain id that remote-domain kernels get.
    pub remote: c_uchar,
}

/// The anonymous `clusterDim` struct of `CUlaunchAttributeValue`: the cluster dimensions, in blocks.
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
}

/// Launch attribute (`CUlaunchAttribute`).
#[cuda_struct(size = 72, align = 8)]
pub struct CUlaunchAttribute {
    /// Attribute to set.
    pub id: CUlaunchAttributeID,
    /// `char pad[8 - sizeof(CUlaunchAttributeID)]`.
    #[cuda(reserved)]
    pad: [c_char; 4],
    /// Value of the attribute.
    pub value: CUlaunchAttributeValue,
}

/// CUDA extensible launch configuration (`CUlaunchConfig`).
#[cuda_struct(size = 56, align = 8)]
pub struct CUlaunchConfig<'a> {
    /// Width of grid in blocks.
    pub gridDimX: c_uint,
    /// Height of grid in blocks.
    pub gridDimY: c_uint,
    /// Depth of grid in blocks.
    pub gridDimZ: c_uint,
    /// Block extent along x, in threads.
    pub blockDimX: c_uint,
    /// Block extent along y, in threads.
    pub blockDimY: c_uint,
    /// Block extent along z, in threads.
    pub blockDimZ: c_uint,
    /// Bytes of dynamic shared memory each block gets.
    pub sharedMemBytes: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Stream identifier.
    pub hStream: CUstream,
    /// List of attributes; nullable if `numAttrs` == 0.
    #[cuda(slice(len = numAttrs))]
    pub attrs: *mut CUlaunchAttribute,
    /// Number of attributes populated in `attrs`.
    pub numAttrs: c_uint,
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// `CUhostFn`: a C callback type.
pub type CUhostFn = Option<unsafe extern "C" fn(*mut c_void)>;

/// `CUaccessPolicyWindow_v1`: another C name of `CUaccessPolicyWindow`.
pub type CUaccessPolicyWindow_v1 = CUaccessPolicyWindow;

/// `CUkernelNodeAttrID`: another C name of `CUlaunchAttributeID`.
pub type CUkernelNodeAttrID = CUlaunchAttributeID;

/// `CUkernelNodeAttrValue_v1`: another C name of `CUlaunchAttributeValue`.
pub type CUkernelNodeAttrValue_v1 = CUlaunchAttributeValue;

/// `CUkernelNodeAttrValue`: another C name of `CUlaunchAttributeValue`.
pub type CUkernelNodeAttrValue = CUlaunchAttributeValue;

/// `CUstreamAttrID`: another C name of `CUlaunchAttributeID`.
pub type CUstreamAttrID = CUlaunchAttributeID;

/// `CUstreamAttrValue_v1`: another C name of `CUlaunchAttributeValue`.
pub type CUstreamAttrValue_v1 = CUlaunchAttributeValue;

/// `CUstreamAttrValue`: another C name of `CUlaunchAttributeValue`.
pub type CUstreamAttrValue = CUlaunchAttributeValue;

/// `CUDA_LAUNCH_PARAMS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
#[cuda_struct(size = 56, align = 8)]
pub struct CUDA_LAUNCH_PARAMS {
    /// The C member `function`.
    pub function: CUfunction,
    /// The C member `gridDimX`.
    pub gridDimX: c_uint,
    /// The C member `gridDimY`.
    pub gridDimY: c_uint,
    /// The C member `gridDimZ`.
    pub gridDimZ: c_uint,
    /// The C member `blockDimX`.
    pub blockDimX: c_uint,
    /// The C member `blockDimY`.
    pub blockDimY: c_uint,
    /// The C member `blockDimZ`.
    pub blockDimZ: c_uint,
    /// The C member `sharedMemBytes`.
    pub sharedMemBytes: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The C member `hStream`.
    pub hStream: CUstream,
    /// The C member `kernelParams`.
    pub kernelParams: *mut *mut c_void,
}

/// `CUDA_LAUNCH_PARAMS_v1`: another C name of `CUDA_LAUNCH_PARAMS`.
pub type CUDA_LAUNCH_PARAMS_v1 = CUDA_LAUNCH_PARAMS;

/// `CUfunctionLoadingState` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
#[cuda_enum]
pub enum CUfunctionLoadingState {
    /// The C constant `CU_FUNCTION_LOADING_STATE_UNLOADED`.
    CU_FUNCTION_LOADING_STATE_UNLOADED = 0,
    /// The C constant `CU_FUNCTION_LOADING_STATE_LOADED`.
    CU_FUNCTION_LOADING_STATE_LOADED = 1,
    /// The C constant `CU_FUNCTION_LOADING_STATE_MAX`.
    CU_FUNCTION_LOADING_STATE_MAX = 2,
}

}

super::functions! {
    /// One attribute of a function.
    fn cuFuncGetAttribute(pi: *mut c_int, attrib: CUfunction_attribute, hfunc: CUfunction) @ 2020 as "cuFuncGetAttribute";
    /// Sets one attribute of a function.
    fn cuFuncSetAttribute(hfunc: CUfunction, attrib: CUfunction_attribute, value: c_int) @ 9000 as "cuFuncSetAttribute";
    /// The driver function `cuFuncSetCacheConfig`.
    ///
    /// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
    fn cuFuncSetCacheConfig(hfunc: CUfunction, config: CUfunc_cache) @ 3000 as "cuFuncSetCacheConfig";
    /// The driver function `cuFuncGetModule`.
    ///
    /// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
    fn cuFuncGetModule(hmod: *mut CUmodule, hfunc: CUfunction) @ 11000 as "cuFuncGetModule";
    /// The driver function `cuFuncGetName`.
    ///
    /// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
    fn cuFuncGetName(name: *mut *const c_char, hfunc: CUfunction) @ 12030 as "cuFuncGetName";
    /// The driver function `cuFuncGetParamInfo`.
    ///
    /// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
    fn cuFuncGetParamInfo(func: CUfunction, paramIndex: usize, paramOffset: *mut usize, paramSize: *mut usize) @ 12040 as "cuFuncGetParamInfo";
    /// The driver function `cuFuncIsLoaded`.
    ///
    /// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
    fn cuFuncIsLoaded(state: *mut CUfunctionLoadingState, function: CUfunction) @ 12040 as "cuFuncIsLoaded";
    /// The driver function `cuFuncLoad`.
    ///
    /// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
    fn cuFuncLoad(function: CUfunction) @ 12040 as "cuFuncLoad";
    /// Launches a kernel (a `CUfunction` or a `CUkernel`).
    fn cuLaunchKernel(f: CUfunction, gridDimX: c_uint, gridDimY: c_uint, gridDimZ: c_uint, blockDimX: c_uint, blockDimY: c_uint, blockDimZ: c_uint, sharedMemBytes: c_uint, hStream: CUstream, kernelParams: *mut *mut c_void, extra: *mut *mut c_void) @ 4000 as "cuLaunchKernel";
    /// Launches a kernel (a `CUfunction` or a `CUkernel`) as a `CUlaunchConfig` describes.
    fn cuLaunchKernelEx(config: *const CUlaunchConfig<'_>, f: CUfunction, kernelParams: *mut *mut c_void, extra: *mut *mut c_void) @ 11060 as "cuLaunchKernelEx";
    /// The driver function `cuLaunchCooperativeKernel`.
    ///
    /// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
    fn cuLaunchCooperativeKernel(f: CUfunction, gridDimX: c_uint, gridDimY: c_uint, gridDimZ: c_uint, blockDimX: c_uint, blockDimY: c_uint, blockDimZ: c_uint, sharedMemBytes: c_uint, hStream: CUstream, kernelParams: *mut *mut c_void) @ 9000 as "cuLaunchCooperativeKernel";
    /// The driver function `cuLaunchCooperativeKernelMultiDevice`.
    ///
    /// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
    #[deprecated(note = "use cuLaunchCooperativeKernel")]
    fn cuLaunchCooperativeKernelMultiDevice(launchParamsList: *mut CUDA_LAUNCH_PARAMS, numDevices: c_uint, flags: c_uint) @ 9000 as "cuLaunchCooperativeKernelMultiDevice";
    /// The driver function `cuLaunchHostFunc`.
    ///
    /// [NVIDIA: Cuda Exec](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html)
    fn cuLaunchHostFunc(hStream: CUstream, r#fn: CUhostFn, userData: *mut c_void) @ 10000 as "cuLaunchHostFunc";
    /// The driver function `cuFuncSetBlockShape`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuFuncSetBlockShape(hfunc: CUfunction, x: c_int, y: c_int, z: c_int) @ 2000 as "cuFuncSetBlockShape";
    /// The driver function `cuFuncSetSharedSize`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuFuncSetSharedSize(hfunc: CUfunction, bytes: c_uint) @ 2000 as "cuFuncSetSharedSize";
    /// The driver function `cuParamSetSize`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuParamSetSize(hfunc: CUfunction, numbytes: c_uint) @ 2000 as "cuParamSetSize";
    /// The driver function `cuParamSeti`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuParamSeti(hfunc: CUfunction, offset: c_int, value: c_uint) @ 2000 as "cuParamSeti";
    /// The driver function `cuParamSetf`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuParamSetf(hfunc: CUfunction, offset: c_int, value: f32) @ 2000 as "cuParamSetf";
    /// The driver function `cuParamSetv`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuParamSetv(hfunc: CUfunction, offset: c_int, ptr: *mut c_void, numbytes: c_uint) @ 2000 as "cuParamSetv";
    /// The driver function `cuLaunch`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuLaunch(f: CUfunction) @ 2000 as "cuLaunch";
    /// The driver function `cuLaunchGrid`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuLaunchGrid(f: CUfunction, grid_width: c_int, grid_height: c_int) @ 2000 as "cuLaunchGrid";
    /// The driver function `cuLaunchGridAsync`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuLaunchGridAsync(f: CUfunction, grid_width: c_int, grid_height: c_int, hStream: CUstream) @ 2000 as "cuLaunchGridAsync";
    /// The driver function `cuParamSetTexRef`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuParamSetTexRef(hfunc: CUfunction, texunit: c_int, hTexRef: CUtexref) @ 2000 as "cuParamSetTexRef";
    /// The driver function `cuFuncSetSharedMemConfig`.
    ///
    /// [NVIDIA: Cuda Exec Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html)
    #[deprecated(note = "use cuFuncSetAttribute")]
    fn cuFuncSetSharedMemConfig(hfunc: CUfunction, config: CUsharedconfig) @ 4020 as "cuFuncSetSharedMemConfig";
}
