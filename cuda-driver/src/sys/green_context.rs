//! Green contexts and device resources.
//!
//! NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).

use core::ffi::{c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUcontext, CUdevice, CUevent, CUgreenCtx, CUstream};

super::area! {

/// A descriptor of device resources, to create a green context from (`struct CUdevResourceDesc_st *`).
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_handle]
pub struct CUdevResourceDesc(*mut c_void);

/// Flags of `cuGreenCtxCreate`.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_enum]
pub enum CUgreenCtxCreate_flags {
    /// Give the green context a default stream (required).
    CU_GREEN_CTX_DEFAULT_STREAM = 1,
    /// No flags.
    CU_GREEN_CTX_NONE = 0,
}

/// Flags of `cuDevSmResourceSplitByCount` (cuda.h 13.0 called the type `CUdevSmResourceSplit_flags`).
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_enum]
pub enum CUdevSmResourceSplitByCount_flags {
    /// Split without keeping co-scheduled SMs together.
    CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING = 1,
    /// Split so the largest possible cluster fits.
    CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE = 2,
}

/// Kinds of device resource.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_enum]
pub enum CUdevResourceType {
    /// No resource.
    CU_DEV_RESOURCE_TYPE_INVALID = 0,
    /// Streaming multiprocessors.
    CU_DEV_RESOURCE_TYPE_SM = 1,
    /// A workqueue configuration (`CUdevResource::wqConfig`).
    CU_DEV_RESOURCE_TYPE_WORKQUEUE_CONFIG = 0x3e8,
    /// An existing workqueue (`CUdevResource::wq`).
    CU_DEV_RESOURCE_TYPE_WORKQUEUE = 0x2710,
}

/// An SM resource: a count of SMs, and how it may be split.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_struct(size = 20, align = 4)]
pub struct CUdevSmResource {
    /// The SM-count affinity.
    pub smCount: c_uint,
    /// Fewest SMs a split group may have.
    pub minSmPartitionSize: c_uint,
    /// SM count a split group is a multiple of.
    pub smCoscheduledAlignment: c_uint,
    /// Bit set of `CUdevSmResourceGroup_flags` the resource was made with (13.1).
    pub flags: c_uint,
    /// The locality domain its SMs come from, when `flags` has `CU_DEV_SM_RESOURCE_GROUP_LOCALITY_DOMAIN_ID` (13.4).
    pub localityDomainId: c_uint,
}

/// One device resource, tagged by `type`.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_struct(size = 144, align = 8)]
pub struct CUdevResource {
    /// The resource's kind.
    pub r#type: CUdevResourceType,
    /// The bytes of the resource's data, per `type` (an SM resource is `CUdevSmResource`).
    pub _internal_padding: [c_uchar; 92],
    /// C11 unnamed union, held as its member `_oversize`; `sm`, `wqConfig` and `wq` overlay these bytes
    /// (48 bytes before 13.1, which took the last 8 for `nextResource`).
    pub _oversize: [c_uchar; 40],
    /// The next resource of a chain, for calls that take several (null: none) (13.1).
    pub nextResource: *mut CUdevResource,
}

/// `CUdevResource_v1`: another C name of `CUdevResource`.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
pub type CUdevResource_v1 = CUdevResource;

/// Flags of one SM group given to `cuDevSmResourceSplit` (13.1).
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_enum]
pub enum CUdevSmResourceGroup_flags {
    /// No flags.
    CU_DEV_SM_RESOURCE_GROUP_DEFAULT = 0,
    /// Let the group take SMs left over once the other groups are served.
    CU_DEV_SM_RESOURCE_GROUP_BACKFILL = 1,
    /// Take the group's SMs from the locality domain named in `localityDomainId`.
    CU_DEV_SM_RESOURCE_GROUP_LOCALITY_DOMAIN_ID = 2,
    /// With `..._LOCALITY_DOMAIN_ID`: may also use SMs beyond the domain's usual share.
    CU_DEV_SM_RESOURCE_GROUP_LOCALITY_DOMAIN_SUPPLEMENTAL_SMS = 4,
}

/// How a green context's workqueues are shared with other contexts (13.1).
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_enum]
pub enum CUdevWorkqueueConfigScope {
    /// Share every workqueue with every context, as the driver does by default.
    CU_WORKQUEUE_SCOPE_DEVICE_CTX = 0,
    /// Prefer workqueues no other balanced green context uses.
    CU_WORKQUEUE_SCOPE_GREEN_CTX_BALANCED = 1,
}

/// A workqueue configuration resource: device, expected concurrency and sharing (13.1).
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_struct(size = 12, align = 4)]
pub struct CUdevWorkqueueConfigResource {
    /// The device the configuration is for.
    pub device: CUdevice,
    /// How many stream-ordered workloads are expected to run at once.
    pub wqConcurrencyLimit: c_uint,
    /// How the workqueues are shared.
    pub sharingScope: CUdevWorkqueueConfigScope,
}

/// An existing workqueue, as opaque bytes (13.1).
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_struct(size = 40, align = 1)]
pub struct CUdevWorkqueueResource {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 40],
}

/// One SM group asked of `cuDevSmResourceSplit`: size, co-scheduling, flags and locality domain (13.1).
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_struct(size = 64, align = 4)]
pub struct CU_DEV_SM_RESOURCE_GROUP_PARAMS {
    /// SMs in the group.
    pub smCount: c_uint,
    /// SMs kept together as one co-scheduled unit.
    pub coscheduledSmCount: c_uint,
    /// A larger unit to merge co-scheduled units into where possible.
    pub preferredCoscheduledSmCount: c_uint,
    /// Bit set of `CUdevSmResourceGroup_flags`.
    pub flags: c_uint,
    /// The locality domain to draw SMs from, read with `CU_DEV_SM_RESOURCE_GROUP_LOCALITY_DOMAIN_ID`.
    pub localityDomainId: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 11],
}

/// Every bit set: any locality domain will do.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
pub const CU_DEV_SM_RESOURCE_GROUP_LOCALITY_DOMAIN_ID_ANY: c_uint = 0xFFFFFFFF;

}

super::functions! {
    /// Creates a green context from a resource descriptor on a device.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuGreenCtxCreate(phCtx: *mut CUgreenCtx, desc: CUdevResourceDesc, dev: CUdevice, flags: c_uint) @ 12040 as "cuGreenCtxCreate";
    /// Destroys a green context.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuGreenCtxDestroy(hCtx: CUgreenCtx) @ 12040 as "cuGreenCtxDestroy";
    /// Gets a regular context that stands for a green context.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuCtxFromGreenCtx(pContext: *mut CUcontext, hCtx: CUgreenCtx) @ 12040 as "cuCtxFromGreenCtx";
    /// Gets a resource (such as the SMs) of a device.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuDeviceGetDevResource(device: CUdevice, resource: *mut CUdevResource, r#type: CUdevResourceType) @ 12040 as "cuDeviceGetDevResource";
    /// Gets a resource (such as the SMs) available to a context.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuCtxGetDevResource(hCtx: CUcontext, resource: *mut CUdevResource, r#type: CUdevResourceType) @ 12040 as "cuCtxGetDevResource";
    /// Gets a resource (such as the SMs) of a green context.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuGreenCtxGetDevResource(hCtx: CUgreenCtx, resource: *mut CUdevResource, r#type: CUdevResourceType) @ 12040 as "cuGreenCtxGetDevResource";
    /// Splits an SM resource into groups of a given size.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuDevSmResourceSplitByCount(result: *mut CUdevResource, nbGroups: *mut c_uint, input: *const CUdevResource, remaining: *mut CUdevResource, useFlags: c_uint, minCount: c_uint) @ 12040 as "cuDevSmResourceSplitByCount";
    /// Splits an SM resource into groups described one by one, plus what is left over (13.1).
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuDevSmResourceSplit(result: *mut CUdevResource, nbGroups: c_uint, input: *const CUdevResource, remainder: *mut CUdevResource, flags: c_uint, groupParams: *mut CU_DEV_SM_RESOURCE_GROUP_PARAMS) @ 13010 as "cuDevSmResourceSplit";
    /// Makes a resource descriptor from resources, for creating a green context.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuDevResourceGenerateDesc(phDesc: *mut CUdevResourceDesc, resources: *mut CUdevResource, nbResources: c_uint) @ 12040 as "cuDevResourceGenerateDesc";
    /// Records an event that completes when all current work of a green context has.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuGreenCtxRecordEvent(hCtx: CUgreenCtx, hEvent: CUevent) @ 12040 as "cuGreenCtxRecordEvent";
    /// Makes all later work of a green context wait for an event.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuGreenCtxWaitEvent(hCtx: CUgreenCtx, hEvent: CUevent) @ 12040 as "cuGreenCtxWaitEvent";
    /// Gets the green context a stream belongs to.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuStreamGetGreenCtx(hStream: CUstream, phCtx: *mut CUgreenCtx) @ 12040 as "cuStreamGetGreenCtx";
    /// Creates a stream in a green context.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuGreenCtxStreamCreate(phStream: *mut CUstream, greenCtx: CUgreenCtx, flags: c_uint, priority: c_int) @ 12050 as "cuGreenCtxStreamCreate";
    /// Gets the unique ID of a green context.
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuGreenCtxGetId(greenCtx: CUgreenCtx, greenCtxId: *mut c_ulonglong) @ 12090 as "cuGreenCtxGetId" since 13000;
    /// Reads a resource of the given type that a stream has (13.1).
    ///
    /// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
    fn cuStreamGetDevResource(hStream: CUstream, resource: *mut CUdevResource, r#type: CUdevResourceType) @ 13010 as "cuStreamGetDevResource";
}
