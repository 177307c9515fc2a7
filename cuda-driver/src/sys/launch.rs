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
    /// The maximum number of threads per block, beyond which a launch of the function would fail.
    CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
    /// The size in bytes of statically-allocated shared memory required by this function.
    CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
    /// The size in bytes of user-allocated constant memory required by this function.
    CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
    /// The size in bytes of local memory used by each thread of this function.
    CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
    /// The number of registers used by each thread of this function.
    CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
    /// The PTX virtual architecture version for which the function was compiled.
    CU_FUNC_ATTRIBUTE_PTX_VERSION = 5,
    /// The binary architecture version for which the function was compiled.
    CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
    /// The attribute to indicate whether the function has been compiled with user specified option "-Xptxas --dlcm=ca" set.
    CU_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7,
    /// The maximum size in bytes of dynamically-allocated shared memory that can be used by this function.
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
    /// On devices where the L1 cache and shared memory use the same hardware resources, this sets the shared memory carveout preference, in percent of the total shared memory.
    CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9,
    /// If this attribute is set, the kernel must launch with a valid cluster size specified.
    CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET = 10,
    /// The required cluster width in blocks.
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH = 11,
    /// The required cluster height in blocks.
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT = 12,
    /// The required cluster depth in blocks.
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH = 13,
    /// Whether the function can be launched with non-portable cluster size.
    CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14,
    /// The block scheduling policy of a function.
    CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 15,
    /// One past the last function attribute (a count, not an attribute).
    CU_FUNC_ATTRIBUTE_MAX = 16,
}

/// Launch attributes enum; used as id field of `CUlaunchAttribute`.
#[cuda_enum]
pub enum CUlaunchAttributeID {
    /// Ignored entry, for convenient composition.
    CU_LAUNCH_ATTRIBUTE_IGNORE = 0,
    /// Valid for streams, graph nodes, launches; see `CUlaunchAttributeValue::accessPolicyWindow`.
    CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW = 1,
    /// Valid for graph nodes, launches; see `CUlaunchAttributeValue::cooperative`.
    CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2,
    /// Valid for streams; see `CUlaunchAttributeValue::syncPolicy`.
    CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY = 3,
    /// Valid for graph nodes, launches; see `CUlaunchAttributeValue::clusterDim`.
    CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
    /// Valid for graph nodes, launches; see `CUlaunchAttributeValue::clusterSchedulingPolicyPreference`.
    CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 5,
    /// Valid for launches; see `CUlaunchAttributeValue::programmaticStreamSerializationAllowed`.
    CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6,
    /// Valid for launches; see `CUlaunchAttributeValue::programmaticEvent`.
    CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT = 7,
    /// Valid for streams, graph nodes, launches; see `CUlaunchAttributeValue::priority`.
    CU_LAUNCH_ATTRIBUTE_PRIORITY = 8,
    /// Valid for streams, graph nodes, launches; see `CUlaunchAttributeValue::memSyncDomainMap`.
    CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP = 9,
    /// Valid for streams, graph nodes, launches; see `CUlaunchAttributeValue::memSyncDomain`.
    CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN = 10,
    /// Valid for graph nodes, launches; see `CUlaunchAttributeValue::preferredClusterDim`.
    CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION = 11,
    /// Valid for launches; see `CUlaunchAttributeValue::launchCompletionEvent`.
    CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT = 12,
    /// Valid for graph nodes, launches; see `CUlaunchAttributeValue::deviceUpdatableKernelNode`.
    CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE = 13,
    /// Valid for launches; see `CUlaunchAttributeValue::sharedMemCarveout`.
    CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 14,
    /// Valid for streams, graph nodes, launches; see `CUlaunchAttributeValue::nvlinkUtilCentricScheduling`.
    CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING = 16,
}

/// Specifies performance hint with `CUaccessPolicyWindow` for hitProp and missProp members.
#[cuda_enum]
pub enum CUaccessProperty {
    /// Normal cache persistence.
    CU_ACCESS_PROPERTY_NORMAL = 0,
    /// Streaming access is less likely to persit from cache.
    CU_ACCESS_PROPERTY_STREAMING = 1,
    /// Persisting access is more likely to persist in cache.
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

/// Memory Synchronization Domain: the domain a kernel is launched in, which scopes its memory barriers.
#[cuda_enum]
pub enum CUlaunchMemSyncDomain {
    /// Launch kernels in the default domain.
    CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT = 0,
    /// Launch kernels in the remote domain.
    CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE = 1,
}

/// Cluster scheduling policies.
#[cuda_enum]
pub enum CUclusterSchedulingPolicy {
    /// The default policy.
    CU_CLUSTER_SCHEDULING_POLICY_DEFAULT = 0,
    /// Spread the blocks within a cluster to the SMs.
    CU_CLUSTER_SCHEDULING_POLICY_SPREAD = 1,
    /// Allow the hardware to load-balance the blocks in a cluster to the SMs.
    CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING = 2,
}

/// Specifies an access policy for a window, a contiguous extent of memory beginning at base_ptr and ending at base_ptr + num_bytes (`CUaccessPolicyWindow`).
#[cuda_struct(size = 32, align = 8)]
pub struct CUaccessPolicyWindow {
    /// Starting address of the access policy window.
    pub base_ptr: *mut c_void,
    /// Size in bytes of the window policy.
    pub num_bytes: usize,
    /// HitRatio specifies percentage of lines assigned hitProp, rest are assigned missProp.
    pub hitRatio: f32,
    /// `CUaccessProperty` set for hit.
    pub hitProp: CUaccessProperty,
    /// `CUaccessProperty` set for miss.
    pub missProp: CUaccessProperty,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// Memory Synchronization Domain map (`CUlaunchMemSyncDomainMap`).
#[cuda_struct(size = 2, align = 1)]
pub struct CUlaunchMemSyncDomainMap {
    /// The default domain ID to use for designated kernels.
    pub default_: c_uchar,
    /// The remote domain ID to use for designated kernels.
    pub remote: c_uchar,
}

/// The anonymous `clusterDim` struct of `CUlaunchAttributeValue`: the cluster dimensions, in blocks.
#[anonymous_in(CUlaunchAttributeValue.clusterDim)]
#[cuda_struct(size = 12, align = 4)]
pub struct CUlaunchAttributeValue_clusterDim {
    /// The X dimension of the cluster, in blocks.
    pub x: c_uint,
    /// The Y dimension of the cluster, in blocks.
    pub y: c_uint,
    /// The Z dimension of the cluster, in blocks.
    pub z: c_uint,
}

/// The anonymous `programmaticEvent` struct of `CUlaunchAttributeValue`.
#[anonymous_in(CUlaunchAttributeValue.programmaticEvent)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUlaunchAttributeValue_programmaticEvent {
    /// Event to fire when all blocks trigger it.
    pub event: CUevent,
    /// Event record flags, see `cuEventRecordWithFlags`.
    pub flags: c_int,
    /// If this is set to non-0, each block launch will automatically trigger the event.
    pub triggerAtBlockStart: c_int,
}

/// The anonymous `launchCompletionEvent` struct of `CUlaunchAttributeValue`.
#[anonymous_in(CUlaunchAttributeValue.launchCompletionEvent)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUlaunchAttributeValue_launchCompletionEvent {
    /// Event to fire when the last block launches.
    pub event: CUevent,
    /// Event record flags, see `cuEventRecordWithFlags`.
    pub flags: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// The anonymous `preferredClusterDim` struct of `CUlaunchAttributeValue`: the preferred cluster dimensions, in blocks.
#[anonymous_in(CUlaunchAttributeValue.preferredClusterDim)]
#[cuda_struct(size = 12, align = 4)]
pub struct CUlaunchAttributeValue_preferredClusterDim {
    /// The X dimension of the preferred cluster, in blocks.
    pub x: c_uint,
    /// The Y dimension of the preferred cluster, in blocks.
    pub y: c_uint,
    /// The Z dimension of the preferred cluster, in blocks.
    pub z: c_uint,
}

/// The anonymous `deviceUpdatableKernelNode` struct of `CUlaunchAttributeValue`.
#[anonymous_in(CUlaunchAttributeValue.deviceUpdatableKernelNode)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUlaunchAttributeValue_deviceUpdatableKernelNode {
    /// Whether or not the resulting kernel node should be device-updatable.
    pub deviceUpdatable: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Returns a handle to pass to the various device-side update functions.
    pub devNode: CUgraphDeviceNode,
}

/// Launch attributes union; used as value field of `CUlaunchAttribute` (`CUlaunchAttributeValue`).
#[cuda_struct(size = 64, align = 8)]
pub union CUlaunchAttributeValue {
    /// Pad to 64 bytes.
    pub pad: [c_char; 64],
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW`.
    pub accessPolicyWindow: CUaccessPolicyWindow,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_COOPERATIVE`.
    pub cooperative: c_int,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY`.
    pub syncPolicy: CUsynchronizationPolicy,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION`: the desired cluster dimensions for the kernel.
    pub clusterDim: CUlaunchAttributeValue_clusterDim,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE`.
    pub clusterSchedulingPolicyPreference: CUclusterSchedulingPolicy,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION`.
    pub programmaticStreamSerializationAllowed: c_int,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT`.
    pub programmaticEvent: CUlaunchAttributeValue_programmaticEvent,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT`.
    pub launchCompletionEvent: CUlaunchAttributeValue_launchCompletionEvent,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_PRIORITY`.
    pub priority: c_int,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`.
    pub memSyncDomainMap: CUlaunchMemSyncDomainMap,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN`.
    pub memSyncDomain: CUlaunchMemSyncDomain,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION`: the desired preferred cluster dimensions for the kernel.
    pub preferredClusterDim: CUlaunchAttributeValue_preferredClusterDim,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE`.
    pub deviceUpdatableKernelNode: CUlaunchAttributeValue_deviceUpdatableKernelNode,
    /// Value of launch attribute `CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT`.
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
    /// X dimension of each thread block.
    pub blockDimX: c_uint,
    /// Y dimension of each thread block.
    pub blockDimY: c_uint,
    /// Z dimension of each thread block.
    pub blockDimZ: c_uint,
    /// Dynamic shared-memory size per thread block in bytes.
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
    /// Returns information about a function.
    fn cuFuncGetAttribute(pi: *mut c_int, attrib: CUfunction_attribute, hfunc: CUfunction) @ 2020 as "cuFuncGetAttribute";
    /// Sets information about a function.
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
    /// Launches a CUDA function `CUfunction` or a CUDA kernel `CUkernel`.
    fn cuLaunchKernel(f: CUfunction, gridDimX: c_uint, gridDimY: c_uint, gridDimZ: c_uint, blockDimX: c_uint, blockDimY: c_uint, blockDimZ: c_uint, sharedMemBytes: c_uint, hStream: CUstream, kernelParams: *mut *mut c_void, extra: *mut *mut c_void) @ 4000 as "cuLaunchKernel";
    /// Launches a CUDA function `CUfunction` or a CUDA kernel `CUkernel` with launch-time configuration.
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
