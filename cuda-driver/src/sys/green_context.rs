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
}

/// Flags of splitting an SM resource.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_enum]
pub enum CUdevSmResourceSplit_flags {
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
}

/// An SM resource: a count of SMs, and how it may be split.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_struct(size = 12, align = 4)]
pub struct CUdevSmResource {
    /// The SM-count affinity.
    pub smCount: c_uint,
    /// Fewest SMs a split group may have.
    pub minSmPartitionSize: c_uint,
    /// SM count a split group is a multiple of.
    pub smCoscheduledAlignment: c_uint,
}

/// One device resource, tagged by `type`.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
#[cuda_struct(size = 144, align = 4)]
pub struct CUdevResource {
    /// The resource's kind.
    pub r#type: CUdevResourceType,
    /// The bytes of the resource's data, per `type` (an SM resource is `CUdevSmResource`).
    pub _internal_padding: [c_uchar; 92],
    /// C11 unnamed union, held as its member `_oversize`; `sm` overlay these bytes.
    pub _oversize: [c_uchar; 48],
}

/// `CUdevResource_v1`: another C name of `CUdevResource`.
///
/// NVIDIA's documentation: [`CUDA_GREEN_CONTEXTS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GREEN__CONTEXTS.html).
pub type CUdevResource_v1 = CUdevResource;

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
}
