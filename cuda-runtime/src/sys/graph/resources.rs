//! Graph management: graph memory, user objects, conditional handles.
//!
//! NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaError_t, cudaEvent_t, cudaExternalSemaphoreSignalParams, cudaExternalSemaphoreWaitParams, cudaExternalSemaphore_t, cudaGraphDeviceNode_t, cudaGraphNodeParams, cudaGraphNode_t, cudaGraph_t, cudaHostFn_t, cudaKernelFunctionType, cudaMemAccessDesc, cudaMemPoolProps, cudaMemcpy3DParms, cudaMemcpyAttributes, dim3};

super::area! {

/// The runtime's execution context (a handle).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_handle]
pub struct cudaExecutionContext_t(*mut c_void);

/// A copy node's parameters, as the generic node-parameter struct holds them.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 176, align = 8)]
pub struct cudaMemcpyNodeParams {
    /// Flags.
    pub flags: c_int,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: c_int,
    /// Ctx.
    pub ctx: cudaExecutionContext_t,
    /// Copy params.
    pub copyParams: cudaMemcpy3DParms,
}

/// A memset node's parameters, as the generic node-parameter struct holds them.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 48, align = 8)]
pub struct cudaMemsetParamsV2 {
    /// Dst.
    pub dst: *mut c_void,
    /// Pitch.
    pub pitch: usize,
    /// Value.
    pub value: c_uint,
    /// Element size.
    pub elementSize: c_uint,
    /// Width.
    pub width: usize,
    /// Height.
    pub height: usize,
    /// Ctx.
    pub ctx: cudaExecutionContext_t,
}

/// A host-function node's parameters, as the generic node-parameter struct holds them.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudaHostNodeParamsV2 {
    /// Fn.
    pub r#fn: *mut c_void,
    /// User data.
    pub userData: *mut c_void,
    /// Sync mode.
    pub syncMode: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Ctx.
    pub ctx: cudaExecutionContext_t,
}

/// The runtime's graph recapture status (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphRecaptureStatus {
    /// Eligible for update.
    cudaGraphRecaptureEligibleForUpdate = 0,
    /// Ineligible for update.
    cudaGraphRecaptureIneligibleForUpdate = 1,
    /// Error.
    cudaGraphRecaptureError = 2,
}

/// The runtime's user object flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaUserObjectFlags {
    /// Cuda user object no destructor sync.
    cudaUserObjectNoDestructorSync = 1,
}

/// The runtime's user object retain flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaUserObjectRetainFlags {
    /// Cuda graph user object move.
    cudaGraphUserObjectMove = 1,
}

/// How a graphics resource will be used once registered (bit set).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphicsRegisterFlags {
    /// No restriction.
    cudaGraphicsRegisterFlagsNone = 0,
    /// CUDA only reads it.
    cudaGraphicsRegisterFlagsReadOnly = 1,
    /// CUDA overwrites it entirely.
    cudaGraphicsRegisterFlagsWriteDiscard = 2,
    /// Surface load store.
    cudaGraphicsRegisterFlagsSurfaceLoadStore = 4,
    /// Texture gather may be used on it.
    cudaGraphicsRegisterFlagsTextureGather = 8,
}

/// The runtime's graphics map flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphicsMapFlags {
    /// None.
    cudaGraphicsMapFlagsNone = 0,
    /// Read only.
    cudaGraphicsMapFlagsReadOnly = 1,
    /// Write discard.
    cudaGraphicsMapFlagsWriteDiscard = 2,
}

/// The runtime's graphics cube face (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphicsCubeFace {
    /// Positive x.
    cudaGraphicsCubeFacePositiveX = 0,
    /// Negative x.
    cudaGraphicsCubeFaceNegativeX = 1,
    /// Positive y.
    cudaGraphicsCubeFacePositiveY = 2,
    /// Negative y.
    cudaGraphicsCubeFaceNegativeY = 3,
    /// Positive z.
    cudaGraphicsCubeFacePositiveZ = 4,
    /// Negative z.
    cudaGraphicsCubeFaceNegativeZ = 5,
}

/// A memory-allocation node's parameters, as the generic node-parameter struct holds them.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 120, align = 8)]
pub struct cudaMemAllocNodeParamsV2 {
    /// Pool props.
    pub poolProps: cudaMemPoolProps,
    /// Access descs.
    pub accessDescs: *const cudaMemAccessDesc,
    /// Access desc count.
    pub accessDescCount: usize,
    /// Bytesize.
    pub bytesize: usize,
    /// Dptr.
    pub dptr: *mut c_void,
}

/// Memory-free node: the address to free.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 8, align = 8)]
pub struct cudaMemFreeNodeParams {
    /// Dptr.
    pub dptr: *mut c_void,
}

/// The runtime's graph mem attribute type (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphMemAttributeType {
    /// Bytes graphs hold now.
    cudaGraphMemAttrUsedMemCurrent = 0,
    /// Most bytes graphs held (resettable).
    cudaGraphMemAttrUsedMemHigh = 1,
    /// Bytes reserved for graphs now.
    cudaGraphMemAttrReservedMemCurrent = 2,
    /// Most bytes reserved for graphs (resettable).
    cudaGraphMemAttrReservedMemHigh = 3,
}

/// A reference-counted object with a destructor, ownable by graphs (`struct CUuserObject_st *`).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_handle]
pub struct cudaUserObject_t(*mut c_void);

/// The value a conditional node reads, set from device code.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_handle]
pub struct cudaGraphConditionalHandle(c_ulonglong);

/// A kernel node's parameters, as the generic node-parameter struct holds them.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 72, align = 8)]
pub struct cudaKernelNodeParamsV2 {
    /// C11 unnamed union, held as its member `func`; `kern`, `cuFunc` overlay these bytes.
    pub func: *mut c_void,
    /// Grid dim.
    pub gridDim: dim3,
    /// Block dim.
    pub blockDim: dim3,
    /// Shared mem bytes.
    pub sharedMemBytes: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Kernel params.
    pub kernelParams: *mut *mut c_void,
    /// Extra.
    pub extra: *mut *mut c_void,
    /// Ctx.
    pub ctx: cudaExecutionContext_t,
    /// Function type.
    pub functionType: cudaKernelFunctionType,
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// A semaphore-signalling node's parameters (generic node-parameter form).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudaExternalSemaphoreSignalNodeParamsV2 {
    /// Ext sem array.
    pub extSemArray: *mut cudaExternalSemaphore_t,
    /// Params array.
    pub paramsArray: *const cudaExternalSemaphoreSignalParams,
    /// Num ext sems.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Ctx.
    pub ctx: cudaExecutionContext_t,
}

/// A semaphore-waiting node's parameters (generic node-parameter form).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudaExternalSemaphoreWaitNodeParamsV2 {
    /// Ext sem array.
    pub extSemArray: *mut cudaExternalSemaphore_t,
    /// Params array.
    pub paramsArray: *const cudaExternalSemaphoreWaitParams,
    /// Num ext sems.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Ctx.
    pub ctx: cudaExecutionContext_t,
}

/// The runtime's graph conditional handle flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphConditionalHandleFlags {
    /// Cuda graph cond assign default.
    cudaGraphCondAssignDefault = 1,
}

/// What a conditional node does with its condition: run once if set, loop while set, or switch.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphConditionalNodeType {
    /// If.
    cudaGraphCondTypeIf = 0,
    /// Run the body again while the value is nonzero.
    cudaGraphCondTypeWhile = 1,
    /// Run the body the value indexes.
    cudaGraphCondTypeSwitch = 2,
}

/// A conditional node's parameters: handle, kind, body graphs.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudaConditionalNodeParams {
    /// Handle.
    pub handle: cudaGraphConditionalHandle,
    /// Type.
    pub r#type: cudaGraphConditionalNodeType,
    /// Size.
    pub size: c_uint,
    /// Ph graph out.
    pub phGraph_out: *mut cudaGraph_t,
    /// Ctx.
    pub ctx: cudaExecutionContext_t,
}

/// A batched-copy node's parameters.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 64, align = 8)]
pub struct cudaMemcpyBatchNodeParams {
    /// Count.
    pub count: usize,
    /// Dsts.
    pub dsts: *mut *mut c_void,
    /// Srcs.
    pub srcs: *mut *mut c_void,
    /// Sizes.
    pub sizes: *mut usize,
    /// Attrs.
    pub attrs: *mut cudaMemcpyAttributes,
    /// Attrs idxs.
    pub attrsIdxs: *mut usize,
    /// Num attrs.
    pub numAttrs: usize,
    /// Ctx.
    pub ctx: cudaExecutionContext_t,
}

/// Whether a child-graph node copies its graph or takes it over.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphChildGraphNodeOwnership {
    /// The node copies the graph.
    cudaGraphChildGraphOwnershipClone = 0,
    /// The node takes the graph over.
    cudaGraphChildGraphOwnershipMove = 1,
    /// Invalid.
    cudaGraphChildGraphOwnershipInvalid = -1,
}

/// A child-graph node's parameters: the graph it embeds.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 16, align = 8)]
pub struct cudaChildGraphNodeParams {
    /// Graph.
    pub graph: cudaGraph_t,
    /// Ownership.
    pub ownership: cudaGraphChildGraphNodeOwnership,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// An event-record node's parameters: the event.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 16, align = 8)]
pub struct cudaEventRecordNodeParams {
    /// Event.
    pub event: cudaEvent_t,
    /// Ctx.
    pub ctx: cudaExecutionContext_t,
}

/// An event-wait node's parameters: the event.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 8, align = 8)]
pub struct cudaEventWaitNodeParams {
    /// Event.
    pub event: cudaEvent_t,
}

/// Kinds of graph edge: plain, or programmatic (overlapping kernels).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphDependencyType {
    /// A full dependency.
    cudaGraphDependencyTypeDefault = 0,
    /// A programmatic dependency between kernel nodes.
    cudaGraphDependencyTypeProgrammatic = 1,
}

/// The runtime's graph kernel node field (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphKernelNodeField {
    /// Invalid.
    cudaGraphKernelNodeFieldInvalid = 0,
    /// Grid dim.
    cudaGraphKernelNodeFieldGridDim = 1,
    /// Param.
    cudaGraphKernelNodeFieldParam = 2,
    /// Enabled.
    cudaGraphKernelNodeFieldEnabled = 3,
}

/// The anonymous `param` struct of `cudaGraphKernelNodeUpdate_updateData`.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[anonymous_in(cudaGraphKernelNodeUpdate_updateData.param)]
#[cuda_struct(size = 24, align = 8)]
pub struct cudaGraphKernelNodeUpdate_updateData_param {
    /// P value.
    pub pValue: *const c_void,
    /// Offset.
    pub offset: usize,
    /// Size.
    pub size: usize,
}

/// The anonymous `updateData` union of `cudaGraphKernelNodeUpdate`.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[anonymous_in(cudaGraphKernelNodeUpdate.updateData)]
#[cuda_struct(size = 24, align = 8)]
pub union cudaGraphKernelNodeUpdate_updateData {
    /// Grid dim.
    pub gridDim: dim3,
    /// Param.
    pub param: cudaGraphKernelNodeUpdate_updateData_param,
    /// Is enabled.
    pub isEnabled: c_uint,
}

/// One change to a kernel node made from device code (field, value).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 40, align = 8)]
pub struct cudaGraphKernelNodeUpdate {
    /// Node.
    pub node: cudaGraphDeviceNode_t,
    /// Field.
    pub field: cudaGraphKernelNodeField,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Update data.
    pub updateData: cudaGraphKernelNodeUpdate_updateData,
}

/// The runtime's get driver entry point flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGetDriverEntryPointFlags {
    /// Default.
    cudaEnableDefault = 0,
    /// Legacy stream.
    cudaEnableLegacyStream = 1,
    /// Per thread default stream.
    cudaEnablePerThreadDefaultStream = 2,
}

/// The runtime's graph debug dot flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphDebugDotFlags {
    /// Write everything.
    cudaGraphDebugDotFlagsVerbose = 1,
    /// Write kernel parameters.
    cudaGraphDebugDotFlagsKernelNodeParams = 4,
    /// Write copy parameters.
    cudaGraphDebugDotFlagsMemcpyNodeParams = 8,
    /// Write memset parameters.
    cudaGraphDebugDotFlagsMemsetNodeParams = 0x10,
    /// Write host function parameters.
    cudaGraphDebugDotFlagsHostNodeParams = 0x20,
    /// Write event nodes' events.
    cudaGraphDebugDotFlagsEventNodeParams = 0x40,
    /// Write semaphore signal parameters.
    cudaGraphDebugDotFlagsExtSemasSignalNodeParams = 0x80,
    /// Write semaphore wait parameters.
    cudaGraphDebugDotFlagsExtSemasWaitNodeParams = 0x100,
    /// Write kernel launch attributes.
    cudaGraphDebugDotFlagsKernelNodeAttributes = 0x200,
    /// Write node and graph handles.
    cudaGraphDebugDotFlagsHandles = 0x400,
    /// Write conditional node parameters.
    cudaGraphDebugDotFlagsConditionalNodeParams = 0x8000,
    /// Memcpy batch node params.
    cudaGraphDebugDotFlagsMemcpyBatchNodeParams = 0x10000,
}

/// The runtime's graph instantiate flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphInstantiateFlags {
    /// Free the graph's own allocations before each new launch.
    cudaGraphInstantiateFlagAutoFreeOnLaunch = 1,
    /// Upload the graph right after instantiating it.
    cudaGraphInstantiateFlagUpload = 2,
    /// Make the graph launchable from the device.
    cudaGraphInstantiateFlagDeviceLaunch = 4,
    /// Use each node's priority attribute, not the priority of the stream the graph runs in.
    cudaGraphInstantiateFlagUseNodePriority = 8,
}

/// The runtime's graph recapture callback (a C callback type).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
pub type cudaGraphRecaptureCallback_t = Option<unsafe extern "C" fn(*mut c_void, cudaGraphNode_t, *const cudaGraphNodeParams, *const cudaGraphNodeParams, cudaGraphRecaptureStatus) -> cudaError_t>;

/// Edge port: the dependent waits for the whole kernel.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
pub const cudaGraphKernelNodePortDefault: c_uint = 0;

/// Edge port: the dependent may start once every block has triggered (programmatic launch).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
pub const cudaGraphKernelNodePortProgrammatic: c_uint = 1;

/// Edge port: the dependent waits until every block of the kernel has started (or finished).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
pub const cudaGraphKernelNodePortLaunchCompletion: c_uint = 2;

}

super::functions! {
    /// Returns memory cached for graph allocations on a device to the system.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaDeviceGraphMemTrim(device: c_int) @ 12000 as "cudaDeviceGraphMemTrim";
    /// Reads a statistic or setting of a device's graph-allocation memory.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaDeviceGetGraphMemAttribute(device: c_int, attr: cudaGraphMemAttributeType, value: *mut c_void) @ 12000 as "cudaDeviceGetGraphMemAttribute";
    /// Changes a setting of a device's graph-allocation memory (resets a high watermark).
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaDeviceSetGraphMemAttribute(device: c_int, attr: cudaGraphMemAttributeType, value: *mut c_void) @ 12000 as "cudaDeviceSetGraphMemAttribute";
    /// Removes a node, and its edges, from a graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphDestroyNode(node: cudaGraphNode_t) @ 12000 as "cudaGraphDestroyNode";
    /// Creates a reference-counted object whose destructor the driver calls when the last reference goes.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaUserObjectCreate(object_out: *mut cudaUserObject_t, ptr: *mut c_void, destroy: cudaHostFn_t, initialRefcount: c_uint, flags: c_uint) @ 12000 as "cudaUserObjectCreate";
    /// Adds references to a user object.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaUserObjectRetain(object: cudaUserObject_t, count: c_uint) @ 12000 as "cudaUserObjectRetain";
    /// Gives back references to a user object; its destructor runs when none remain.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaUserObjectRelease(object: cudaUserObject_t, count: c_uint) @ 12000 as "cudaUserObjectRelease";
    /// Makes a graph hold references to a user object.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphRetainUserObject(graph: cudaGraph_t, object: cudaUserObject_t, count: c_uint, flags: c_uint) @ 12000 as "cudaGraphRetainUserObject";
    /// Drops references a graph holds to a user object.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphReleaseUserObject(graph: cudaGraph_t, object: cudaUserObject_t, count: c_uint) @ 12000 as "cudaGraphReleaseUserObject";
    /// Creates the handle a conditional node's kernel sets to steer the node.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphConditionalHandleCreate(pHandle_out: *mut cudaGraphConditionalHandle, graph: cudaGraph_t, defaultLaunchValue: c_uint, flags: c_uint) @ 12000 as "cudaGraphConditionalHandleCreate";
    /// Creates the handle a conditional node's kernel sets to steer the node.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphConditionalHandleCreate_v2(pHandle_out: *mut cudaGraphConditionalHandle, graph: cudaGraph_t, ctx: cudaExecutionContext_t, defaultLaunchValue: c_uint, flags: c_uint) @ 13050 as "cudaGraphConditionalHandleCreate_v2";
}
