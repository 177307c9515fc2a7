//! Graph management: instantiation, executable graphs and launch.
//!
//! NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).

use core::ffi::{c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{cudaEvent_t, cudaExternalSemaphoreSignalNodeParams, cudaExternalSemaphoreWaitNodeParams, cudaGraphExec_t, cudaGraphNodeParams, cudaGraphNode_t, cudaGraph_t, cudaHostNodeParams, cudaKernelNodeParams, cudaMemcpy3DParms, cudaMemcpyKind, cudaMemsetParams, cudaStream_t};

super::area! {

/// Why an in-place update of an executable graph failed, or that it succeeded.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphExecUpdateResult {
    /// It worked.
    cudaGraphExecUpdateSuccess = 0,
    /// It failed for a reason the other codes do not name.
    cudaGraphExecUpdateError = 1,
    /// Nodes or edges differ.
    cudaGraphExecUpdateErrorTopologyChanged = 2,
    /// A node changed kind.
    cudaGraphExecUpdateErrorNodeTypeChanged = 3,
    /// A kernel node's function changed context.
    cudaGraphExecUpdateErrorFunctionChanged = 4,
    /// A parameter changed in a way an update cannot follow.
    cudaGraphExecUpdateErrorParametersChanged = 5,
    /// A node kind or setting that cannot be updated.
    cudaGraphExecUpdateErrorNotSupported = 6,
    /// The kernel changed in a way an update cannot follow.
    cudaGraphExecUpdateErrorUnsupportedFunctionChange = 7,
    /// A node attribute changed in a way an update cannot follow.
    cudaGraphExecUpdateErrorAttributesChanged = 8,
}

/// Why a graph instantiation failed, or that it succeeded.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphInstantiateResult {
    /// It worked.
    cudaGraphInstantiateSuccess = 0,
    /// It failed for a reason the other codes do not name.
    cudaGraphInstantiateError = 1,
    /// The graph's shape is not allowed (a cycle, for one).
    cudaGraphInstantiateInvalidStructure = 2,
    /// A node does something device launch cannot.
    cudaGraphInstantiateNodeOperationNotSupported = 3,
    /// Multiple devices not supported.
    cudaGraphInstantiateMultipleDevicesNotSupported = 4,
    /// A conditional handle no conditional node uses.
    cudaGraphInstantiateConditionalHandleUnused = 5,
}

/// What `cudaGraphInstantiateWithParams` takes and answers: flags, upload stream, result.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudaGraphInstantiateParams {
    /// Flags.
    pub flags: c_ulonglong,
    /// Upload stream.
    pub uploadStream: cudaStream_t,
    /// Err node out.
    pub errNode_out: cudaGraphNode_t,
    /// Result out.
    pub result_out: cudaGraphInstantiateResult,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// What `cuGraphExecUpdate` reports: the result and the nodes at fault.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 24, align = 8)]
pub struct cudaGraphExecUpdateResultInfo {
    /// Why the update failed, or success.
    pub result: cudaGraphExecUpdateResult,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The node at fault, if any.
    pub errorNode: cudaGraphNode_t,
    /// The node of the source graph at fault, if any.
    pub errorFromNode: cudaGraphNode_t,
}

}

super::functions! {
    /// The unique id of an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecGetId(hGraphExec: cudaGraphExec_t, graphID: *mut c_uint) @ 13050 as "cudaGraphExecGetId";
    /// Turns a graph into a launchable one (flags: free on launch, upload, ...).
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphInstantiate(pGraphExec: *mut cudaGraphExec_t, graph: cudaGraph_t, flags: c_ulonglong) @ 12000 as "cudaGraphInstantiate";
    /// Instantiates a graph into an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphInstantiateWithFlags(pGraphExec: *mut cudaGraphExec_t, graph: cudaGraph_t, flags: c_ulonglong) @ 12000 as "cudaGraphInstantiateWithFlags";
    /// Instantiates a graph with a parameter struct (flags, upload stream) and reports why it failed.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphInstantiateWithParams(pGraphExec: *mut cudaGraphExec_t, graph: cudaGraph_t, instantiateParams: *mut cudaGraphInstantiateParams) @ 12000 as "cudaGraphInstantiateWithParams";
    /// Gets the flags an executable graph was instantiated with.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecGetFlags(graphExec: cudaGraphExec_t, flags: *mut c_ulonglong) @ 12000 as "cudaGraphExecGetFlags";
    /// Changes a kernel node's parameters in an executable graph, without re-instantiating.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecKernelNodeSetParams(hGraphExec: cudaGraphExec_t, node: cudaGraphNode_t, pNodeParams: *const cudaKernelNodeParams) @ 12000 as "cudaGraphExecKernelNodeSetParams";
    /// Changes a copy node's parameters in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecMemcpyNodeSetParams(hGraphExec: cudaGraphExec_t, node: cudaGraphNode_t, pNodeParams: *const cudaMemcpy3DParms) @ 12000 as "cudaGraphExecMemcpyNodeSetParams";
    /// Changes, in an executable graph, a copy node into a copy into a device variable.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecMemcpyNodeSetParamsToSymbol(hGraphExec: cudaGraphExec_t, node: cudaGraphNode_t, symbol: *const c_void, src: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind) @ 12000 as "cudaGraphExecMemcpyNodeSetParamsToSymbol";
    /// Changes, in an executable graph, a copy node into a copy out of a device variable.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecMemcpyNodeSetParamsFromSymbol(hGraphExec: cudaGraphExec_t, node: cudaGraphNode_t, dst: *mut c_void, symbol: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind) @ 12000 as "cudaGraphExecMemcpyNodeSetParamsFromSymbol";
    /// Changes, in an executable graph, a copy node into a linear copy.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecMemcpyNodeSetParams1D(hGraphExec: cudaGraphExec_t, node: cudaGraphNode_t, dst: *mut c_void, src: *const c_void, count: usize, kind: cudaMemcpyKind) @ 12000 as "cudaGraphExecMemcpyNodeSetParams1D";
    /// Changes a memset node's parameters in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecMemsetNodeSetParams(hGraphExec: cudaGraphExec_t, node: cudaGraphNode_t, pNodeParams: *const cudaMemsetParams) @ 12000 as "cudaGraphExecMemsetNodeSetParams";
    /// Changes a host-function node's parameters in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecHostNodeSetParams(hGraphExec: cudaGraphExec_t, node: cudaGraphNode_t, pNodeParams: *const cudaHostNodeParams) @ 12000 as "cudaGraphExecHostNodeSetParams";
    /// Replaces the contents of a child-graph node in an executable graph with another graph of the same shape.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecChildGraphNodeSetParams(hGraphExec: cudaGraphExec_t, node: cudaGraphNode_t, childGraph: cudaGraph_t) @ 12000 as "cudaGraphExecChildGraphNodeSetParams";
    /// Changes the event an event-record node records, in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecEventRecordNodeSetEvent(hGraphExec: cudaGraphExec_t, hNode: cudaGraphNode_t, event: cudaEvent_t) @ 12000 as "cudaGraphExecEventRecordNodeSetEvent";
    /// Changes the event an event-wait node waits for, in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecEventWaitNodeSetEvent(hGraphExec: cudaGraphExec_t, hNode: cudaGraphNode_t, event: cudaEvent_t) @ 12000 as "cudaGraphExecEventWaitNodeSetEvent";
    /// Changes, in an executable graph, what a semaphore-signalling node signals.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec: cudaGraphExec_t, hNode: cudaGraphNode_t, nodeParams: *const cudaExternalSemaphoreSignalNodeParams) @ 12000 as "cudaGraphExecExternalSemaphoresSignalNodeSetParams";
    /// Changes, in an executable graph, what a semaphore-waiting node waits on.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec: cudaGraphExec_t, hNode: cudaGraphNode_t, nodeParams: *const cudaExternalSemaphoreWaitNodeParams) @ 12000 as "cudaGraphExecExternalSemaphoresWaitNodeSetParams";
    /// Updates an executable graph in place from a graph of the same topology, reporting what prevented it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecUpdate(hGraphExec: cudaGraphExec_t, hGraph: cudaGraph_t, resultInfo: *mut cudaGraphExecUpdateResultInfo) @ 12000 as "cudaGraphExecUpdate";
    /// Uploads an executable graph to the device ahead of its launch, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphUpload(graphExec: cudaGraphExec_t, stream: cudaStream_t) @ 12000 as "cudaGraphUpload";
    /// Runs an executable graph on a stream.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphLaunch(graphExec: cudaGraphExec_t, stream: cudaStream_t) @ 12000 as "cudaGraphLaunch";
    /// Frees an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecDestroy(graphExec: cudaGraphExec_t) @ 12000 as "cudaGraphExecDestroy";
    /// Changes any node's parameters in an executable graph through the generic node-parameter struct.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExecNodeSetParams(graphExec: cudaGraphExec_t, node: cudaGraphNode_t, nodeParams: *mut cudaGraphNodeParams) @ 12000 as "cudaGraphExecNodeSetParams";
}
