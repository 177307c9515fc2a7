//! Graph management: node parameters.
//!
//! NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).

use core::ffi::{c_uint, c_void};
use cuda_struct::cuda_handle;

use super::{cudaEvent_t, cudaExternalSemaphoreSignalNodeParams, cudaExternalSemaphoreWaitNodeParams, cudaGraphNodeParams, cudaGraphNode_t, cudaGraph_t, cudaHostNodeParams, cudaKernelNodeParams, cudaLaunchAttributeID, cudaLaunchAttributeValue, cudaMemAllocNodeParams, cudaMemcpy3DParms, cudaMemcpyKind, cudaMemsetParams};

super::area! {

/// CUDA executable graph (`struct CUgraphExec_st *`).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_handle(send, sync)]
pub struct cudaGraphExec_t(*mut c_void);

}

super::functions! {
    /// Reads a kernel node's launch parameters.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphKernelNodeGetParams(node: cudaGraphNode_t, pNodeParams: *mut cudaKernelNodeParams) @ 12000 as "cudaGraphKernelNodeGetParams";
    /// Changes a kernel node's launch parameters.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphKernelNodeSetParams(node: cudaGraphNode_t, pNodeParams: *const cudaKernelNodeParams) @ 12000 as "cudaGraphKernelNodeSetParams";
    /// Copies the launch attributes of one kernel node to another.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphKernelNodeCopyAttributes(hDst: cudaGraphNode_t, hSrc: cudaGraphNode_t) @ 12000 as "cudaGraphKernelNodeCopyAttributes";
    /// Reads one launch attribute of a kernel node.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphKernelNodeGetAttribute(hNode: cudaGraphNode_t, attr: cudaLaunchAttributeID, value_out: *mut cudaLaunchAttributeValue) @ 12000 as "cudaGraphKernelNodeGetAttribute";
    /// Sets one launch attribute of a kernel node.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphKernelNodeSetAttribute(hNode: cudaGraphNode_t, attr: cudaLaunchAttributeID, value: *const cudaLaunchAttributeValue) @ 12000 as "cudaGraphKernelNodeSetAttribute";
    /// Reads a copy node's 3D copy description.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphMemcpyNodeGetParams(node: cudaGraphNode_t, pNodeParams: *mut cudaMemcpy3DParms) @ 12000 as "cudaGraphMemcpyNodeGetParams";
    /// Changes a copy node's 3D copy description.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphMemcpyNodeSetParams(node: cudaGraphNode_t, pNodeParams: *const cudaMemcpy3DParms) @ 12000 as "cudaGraphMemcpyNodeSetParams";
    /// Makes a copy node copy into a device variable named by its host shadow.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphMemcpyNodeSetParamsToSymbol(node: cudaGraphNode_t, symbol: *const c_void, src: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind) @ 12000 as "cudaGraphMemcpyNodeSetParamsToSymbol";
    /// Makes a copy node copy out of a device variable named by its host shadow.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphMemcpyNodeSetParamsFromSymbol(node: cudaGraphNode_t, dst: *mut c_void, symbol: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind) @ 12000 as "cudaGraphMemcpyNodeSetParamsFromSymbol";
    /// Makes a copy node a linear copy of bytes.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphMemcpyNodeSetParams1D(node: cudaGraphNode_t, dst: *mut c_void, src: *const c_void, count: usize, kind: cudaMemcpyKind) @ 12000 as "cudaGraphMemcpyNodeSetParams1D";
    /// Reads a memset node's parameters.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphMemsetNodeGetParams(node: cudaGraphNode_t, pNodeParams: *mut cudaMemsetParams) @ 12000 as "cudaGraphMemsetNodeGetParams";
    /// Changes a memset node's parameters.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphMemsetNodeSetParams(node: cudaGraphNode_t, pNodeParams: *const cudaMemsetParams) @ 12000 as "cudaGraphMemsetNodeSetParams";
    /// Reads a host-function node's function and argument.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphHostNodeGetParams(node: cudaGraphNode_t, pNodeParams: *mut cudaHostNodeParams) @ 12000 as "cudaGraphHostNodeGetParams";
    /// Changes a host-function node's function and argument.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphHostNodeSetParams(node: cudaGraphNode_t, pNodeParams: *const cudaHostNodeParams) @ 12000 as "cudaGraphHostNodeSetParams";
    /// Gets the graph embedded in a child-graph node.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphChildGraphNodeGetGraph(node: cudaGraphNode_t, pGraph: *mut cudaGraph_t) @ 12000 as "cudaGraphChildGraphNodeGetGraph";
    /// Gets the event an event-record node records.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphEventRecordNodeGetEvent(node: cudaGraphNode_t, event_out: *mut cudaEvent_t) @ 12000 as "cudaGraphEventRecordNodeGetEvent";
    /// Changes the event an event-record node records.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphEventRecordNodeSetEvent(node: cudaGraphNode_t, event: cudaEvent_t) @ 12000 as "cudaGraphEventRecordNodeSetEvent";
    /// Gets the event an event-wait node waits for.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphEventWaitNodeGetEvent(node: cudaGraphNode_t, event_out: *mut cudaEvent_t) @ 12000 as "cudaGraphEventWaitNodeGetEvent";
    /// Changes the event an event-wait node waits for.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphEventWaitNodeSetEvent(node: cudaGraphNode_t, event: cudaEvent_t) @ 12000 as "cudaGraphEventWaitNodeSetEvent";
    /// Reads what a semaphore-signalling node signals.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExternalSemaphoresSignalNodeGetParams(hNode: cudaGraphNode_t, params_out: *mut cudaExternalSemaphoreSignalNodeParams) @ 12000 as "cudaGraphExternalSemaphoresSignalNodeGetParams";
    /// Changes what a semaphore-signalling node signals.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExternalSemaphoresSignalNodeSetParams(hNode: cudaGraphNode_t, nodeParams: *const cudaExternalSemaphoreSignalNodeParams) @ 12000 as "cudaGraphExternalSemaphoresSignalNodeSetParams";
    /// Reads what a semaphore-waiting node waits on.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExternalSemaphoresWaitNodeGetParams(hNode: cudaGraphNode_t, params_out: *mut cudaExternalSemaphoreWaitNodeParams) @ 12000 as "cudaGraphExternalSemaphoresWaitNodeGetParams";
    /// Changes what a semaphore-waiting node waits on.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphExternalSemaphoresWaitNodeSetParams(hNode: cudaGraphNode_t, nodeParams: *const cudaExternalSemaphoreWaitNodeParams) @ 12000 as "cudaGraphExternalSemaphoresWaitNodeSetParams";
    /// Reads an allocation node's parameters, including the address it allocates.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphMemAllocNodeGetParams(node: cudaGraphNode_t, params_out: *mut cudaMemAllocNodeParams) @ 12000 as "cudaGraphMemAllocNodeGetParams";
    /// Gets the address a free node releases.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphMemFreeNodeGetParams(node: cudaGraphNode_t, dptr_out: *mut c_void) @ 12000 as "cudaGraphMemFreeNodeGetParams";
    /// Turns a node of an executable graph on or off for its next launches.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeSetEnabled(hGraphExec: cudaGraphExec_t, hNode: cudaGraphNode_t, isEnabled: c_uint) @ 12000 as "cudaGraphNodeSetEnabled";
    /// Tells whether a node of an executable graph is turned on.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetEnabled(hGraphExec: cudaGraphExec_t, hNode: cudaGraphNode_t, isEnabled: *mut c_uint) @ 12000 as "cudaGraphNodeGetEnabled";
    /// Changes any node's parameters through the generic node-parameter struct.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeSetParams(node: cudaGraphNode_t, nodeParams: *mut cudaGraphNodeParams) @ 12000 as "cudaGraphNodeSetParams";
    /// A node's parameters, as the generic node-parameter struct.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetParams(node: cudaGraphNode_t, nodeParams: *mut cudaGraphNodeParams) @ 13050 as "cudaGraphNodeGetParams";
}
