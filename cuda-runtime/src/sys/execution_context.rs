//! Execution contexts and device resources (green contexts).
//!
//! NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).

use core::ffi::{c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaEvent_t, cudaExecutionContext_t, cudaStream_t, cudaUUID_t};

super::area! {

/// A descriptor of device resources, to create a green context from (`struct CUdevResourceDesc_st *`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
#[cuda_handle]
pub struct cudaDevResourceDesc_t(*mut c_void);

/// Kinds of device resource.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
#[cuda_enum]
pub enum cudaDevResourceType {
    /// No resource.
    cudaDevResourceTypeInvalid = 0,
    /// Sm.
    cudaDevResourceTypeSm = 1,
    /// Workqueue config.
    cudaDevResourceTypeWorkqueueConfig = 0x3e8,
    /// Workqueue.
    cudaDevResourceTypeWorkqueue = 0x2710,
}

/// An SM resource: a count of SMs, and how it may be split.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
#[cuda_struct(size = 20, align = 4)]
pub struct cudaDevSmResource {
    /// The SM-count affinity.
    pub smCount: c_uint,
    /// Fewest SMs a split group may have.
    pub minSmPartitionSize: c_uint,
    /// SM count a split group is a multiple of.
    pub smCoscheduledAlignment: c_uint,
    /// Flags.
    pub flags: c_uint,
    /// Locality domain id.
    pub localityDomainId: c_uint,
}

/// The runtime's dev workqueue config scope (a C enum).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
#[cuda_enum]
pub enum cudaDevWorkqueueConfigScope {
    /// Device ctx.
    cudaDevWorkqueueConfigScopeDeviceCtx = 0,
    /// Green ctx balanced.
    cudaDevWorkqueueConfigScopeGreenCtxBalanced = 1,
}

/// The runtime's dev workqueue config resource (a C struct).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
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
/// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
#[cuda_struct(size = 40, align = 1)]
pub struct cudaDevWorkqueueResource {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 40],
}

/// The runtime's dev sm resource group params (a C struct).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
#[cuda_struct(size = 64, align = 4)]
pub struct cudaDevSmResourceGroupParams {
    /// Sm count.
    pub smCount: c_uint,
    /// Coscheduled sm count.
    pub coscheduledSmCount: c_uint,
    /// Preferred coscheduled sm count.
    pub preferredCoscheduledSmCount: c_uint,
    /// Flags.
    pub flags: c_uint,
    /// Locality domain id.
    pub localityDomainId: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 11],
}

/// One device resource, tagged by `type`.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
#[cuda_struct(size = 144, align = 8)]
pub struct cudaDevResource {
    /// The resource's kind.
    pub r#type: cudaDevResourceType,
    /// The bytes of the resource's data, per `type` (an SM resource is `CUdevSmResource`).
    pub _internal_padding: [c_uchar; 92],
    /// C11 unnamed union, held as its member `sm`; `wqConfig`, `wq`, `_oversize` overlay these bytes.
    pub sm: cudaDevSmResource,
    #[cuda(reserved)]
    _pad0: [u8; 20],
    /// Next resource.
    pub nextResource: *mut cudaDevResource,
}

}

super::functions! {
    /// Gets a resource (such as the SMs) of a device.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaDeviceGetDevResource(device: c_int, resource: *mut cudaDevResource, r#type: cudaDevResourceType) @ 13050 as "cudaDeviceGetDevResource";
    /// Splits an SM resource into groups of a given size.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaDevSmResourceSplitByCount(result: *mut cudaDevResource, nbGroups: *mut c_uint, input: *const cudaDevResource, remaining: *mut cudaDevResource, flags: c_uint, minCount: c_uint) @ 13050 as "cudaDevSmResourceSplitByCount";
    /// Splits an SM resource into groups as a list of group parameters asks.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaDevSmResourceSplit(result: *mut cudaDevResource, nbGroups: c_uint, input: *const cudaDevResource, remainder: *mut cudaDevResource, flags: c_uint, groupParams: *mut cudaDevSmResourceGroupParams) @ 13050 as "cudaDevSmResourceSplit";
    /// Makes a resource descriptor from resources, for creating a green context.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaDevResourceGenerateDesc(phDesc: *mut cudaDevResourceDesc_t, resources: *mut cudaDevResource, nbResources: c_uint) @ 13050 as "cudaDevResourceGenerateDesc";
    /// Creates a green context from a resource descriptor on a device.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaGreenCtxCreate(phCtx: *mut cudaExecutionContext_t, desc: cudaDevResourceDesc_t, device: c_int, flags: c_uint) @ 13050 as "cudaGreenCtxCreate";
    /// Destroys an execution context.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaExecutionCtxDestroy(ctx: cudaExecutionContext_t) @ 13050 as "cudaExecutionCtxDestroy";
    /// A resource (SMs, work queues) an execution context holds.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaExecutionCtxGetDevResource(ctx: cudaExecutionContext_t, resource: *mut cudaDevResource, r#type: cudaDevResourceType) @ 13050 as "cudaExecutionCtxGetDevResource";
    /// The device of an execution context.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaExecutionCtxGetDevice(device: *mut c_int, ctx: cudaExecutionContext_t) @ 13050 as "cudaExecutionCtxGetDevice";
    /// The unique id of an execution context.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaExecutionCtxGetId(ctx: cudaExecutionContext_t, ctxId: *mut c_ulonglong) @ 13050 as "cudaExecutionCtxGetId";
    /// Creates a stream whose work runs in an execution context.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaExecutionCtxStreamCreate(phStream: *mut cudaStream_t, ctx: cudaExecutionContext_t, flags: c_uint, priority: c_int) @ 13050 as "cudaExecutionCtxStreamCreate";
    /// Waits for all the work of an execution context.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaExecutionCtxSynchronize(ctx: cudaExecutionContext_t) @ 13050 as "cudaExecutionCtxSynchronize";
    /// A resource (SMs, work queues) the context behind a stream holds.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaStreamGetDevResource(hStream: cudaStream_t, resource: *mut cudaDevResource, r#type: cudaDevResourceType) @ 13050 as "cudaStreamGetDevResource";
    /// Records an event that captures the work of an execution context so far.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaExecutionCtxRecordEvent(ctx: cudaExecutionContext_t, event: cudaEvent_t) @ 13050 as "cudaExecutionCtxRecordEvent";
    /// Makes an execution context's later work wait for an event.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaExecutionCtxWaitEvent(ctx: cudaExecutionContext_t, event: cudaEvent_t) @ 13050 as "cudaExecutionCtxWaitEvent";
    /// The execution context of a device's primary context.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaDeviceGetExecutionCtx(ctx: *mut cudaExecutionContext_t, device: c_int) @ 13050 as "cudaDeviceGetExecutionCtx";
    /// Gets an internal table of the driver named by a UUID (for tools; undocumented contents).
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_CONTEXT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__CONTEXT.html).
    fn cudaGetExportTable(ppExportTable: *mut *const c_void, pExportTableId: *const cudaUUID_t) @ 12000 as "cudaGetExportTable";
}
