//! Graph management: instantiation, executable graphs and launch.
//!
//! NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).

use core::ffi::{c_uint, c_ulonglong};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUDA_BATCH_MEM_OP_NODE_PARAMS, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS, CUDA_EXT_SEM_WAIT_NODE_PARAMS, CUDA_HOST_NODE_PARAMS, CUDA_KERNEL_NODE_PARAMS, CUDA_KERNEL_NODE_PARAMS_v1, CUDA_MEMCPY3D, CUDA_MEMSET_NODE_PARAMS, CUcontext, CUevent, CUgraph, CUgraphExec, CUgraphNode, CUgraphNodeParams, CUstream, cuuint64_t};

super::area! {

/// Why a graph instantiation failed, or that it succeeded.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUgraphInstantiateResult {
    /// It worked.
    CUDA_GRAPH_INSTANTIATE_SUCCESS = 0,
    /// It failed for a reason the other codes do not name.
    CUDA_GRAPH_INSTANTIATE_ERROR = 1,
    /// The graph's shape is not allowed (a cycle, for one).
    CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE = 2,
    /// A node does something device launch cannot.
    CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED = 3,
    /// Nodes from several contexts in a device-launchable graph.
    CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED = 4,
    /// A conditional handle no conditional node uses.
    CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED = 5,
}

/// What `cuGraphInstantiateWithParams` takes and reports: flags, upload stream, failing node, result.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_GRAPH_INSTANTIATE_PARAMS {
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: cuuint64_t,
    /// The stream to upload the graph in, with the upload flag.
    pub hUploadStream: CUstream,
    /// Output: the node at fault, on failure.
    pub hErrNode_out: CUgraphNode,
    /// Output: why instantiation failed, or success.
    pub result_out: CUgraphInstantiateResult,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// Why an in-place update of an executable graph failed, or that it succeeded.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUgraphExecUpdateResult {
    /// It worked.
    CU_GRAPH_EXEC_UPDATE_SUCCESS = 0,
    /// It failed for a reason the other codes do not name.
    CU_GRAPH_EXEC_UPDATE_ERROR = 1,
    /// Nodes or edges differ.
    CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED = 2,
    /// A node changed kind.
    CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED = 3,
    /// A kernel node's function changed context.
    CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED = 4,
    /// A parameter changed in a way an update cannot follow.
    CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED = 5,
    /// A node kind or setting that cannot be updated.
    CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED = 6,
    /// The kernel changed in a way an update cannot follow.
    CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE = 7,
    /// A node attribute changed in a way an update cannot follow.
    CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED = 8,
}

/// What `cuGraphExecUpdate` reports: the result and the nodes at fault.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUgraphExecUpdateResultInfo {
    /// Why the update failed, or success.
    pub result: CUgraphExecUpdateResult,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The node at fault, if any.
    pub errorNode: CUgraphNode,
    /// The node of the source graph at fault, if any.
    pub errorFromNode: CUgraphNode,
}

/// `CUgraphExecUpdateResultInfo_v1`: another C name of `CUgraphExecUpdateResultInfo`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUgraphExecUpdateResultInfo_v1 = CUgraphExecUpdateResultInfo;

}

super::functions! {
    /// Changes a batch memory-operation node's parameters in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecBatchMemOpNodeSetParams(hGraphExec: CUgraphExec, hNode: CUgraphNode, nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS) @ 11070 as "cuGraphExecBatchMemOpNodeSetParams";
    /// An executable graph's id, unique in the process (13.1).
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecGetId(hGraphExec: CUgraphExec, graphId: *mut c_uint) @ 13010 as "cuGraphExecGetId";
    /// Instantiates a graph into an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphInstantiateWithFlags(phGraphExec: *mut CUgraphExec, hGraph: CUgraph, flags: c_ulonglong) @ 11040 as "cuGraphInstantiateWithFlags";
    /// Instantiates a graph with a parameter struct (flags, upload stream) and reports why it failed.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphInstantiateWithParams(phGraphExec: *mut CUgraphExec, hGraph: CUgraph, instantiateParams: *mut CUDA_GRAPH_INSTANTIATE_PARAMS) @ 12000 as "cuGraphInstantiateWithParams";
    /// Gets the flags an executable graph was instantiated with.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecGetFlags(hGraphExec: CUgraphExec, flags: *mut cuuint64_t) @ 12000 as "cuGraphExecGetFlags";
    /// Changes a kernel node's parameters in an executable graph, without re-instantiating.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecKernelNodeSetParams(hGraphExec: CUgraphExec, hNode: CUgraphNode, nodeParams: *const CUDA_KERNEL_NODE_PARAMS) @ 12000 as "cuGraphExecKernelNodeSetParams_v2";
    /// `cuGraphExecKernelNodeSetParams` at its older ABI (version 10010, exported as `cuGraphExecKernelNodeSetParams`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecKernelNodeSetParams_v10010(hGraphExec: CUgraphExec, hNode: CUgraphNode, nodeParams: *const CUDA_KERNEL_NODE_PARAMS_v1) = cuGraphExecKernelNodeSetParams @ 10010 as "cuGraphExecKernelNodeSetParams";
    /// Changes a copy node's parameters in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecMemcpyNodeSetParams(hGraphExec: CUgraphExec, hNode: CUgraphNode, copyParams: *const CUDA_MEMCPY3D, ctx: CUcontext) @ 10020 as "cuGraphExecMemcpyNodeSetParams";
    /// Changes a memset node's parameters in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecMemsetNodeSetParams(hGraphExec: CUgraphExec, hNode: CUgraphNode, memsetParams: *const CUDA_MEMSET_NODE_PARAMS, ctx: CUcontext) @ 10020 as "cuGraphExecMemsetNodeSetParams";
    /// Changes a host-function node's parameters in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecHostNodeSetParams(hGraphExec: CUgraphExec, hNode: CUgraphNode, nodeParams: *const CUDA_HOST_NODE_PARAMS) @ 10020 as "cuGraphExecHostNodeSetParams";
    /// Replaces the contents of a child-graph node in an executable graph with another graph of the same shape.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecChildGraphNodeSetParams(hGraphExec: CUgraphExec, hNode: CUgraphNode, childGraph: CUgraph) @ 11010 as "cuGraphExecChildGraphNodeSetParams";
    /// Changes the event an event-record node records, in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecEventRecordNodeSetEvent(hGraphExec: CUgraphExec, hNode: CUgraphNode, event: CUevent) @ 11010 as "cuGraphExecEventRecordNodeSetEvent";
    /// Changes the event an event-wait node waits for, in an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecEventWaitNodeSetEvent(hGraphExec: CUgraphExec, hNode: CUgraphNode, event: CUevent) @ 11010 as "cuGraphExecEventWaitNodeSetEvent";
    /// Changes, in an executable graph, what a semaphore-signalling node signals.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec: CUgraphExec, hNode: CUgraphNode, nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) @ 11020 as "cuGraphExecExternalSemaphoresSignalNodeSetParams";
    /// Changes, in an executable graph, what a semaphore-waiting node waits on.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec: CUgraphExec, hNode: CUgraphNode, nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS) @ 11020 as "cuGraphExecExternalSemaphoresWaitNodeSetParams";
    /// Uploads an executable graph to the device ahead of its launch, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphUpload(hGraphExec: CUgraphExec, hStream: CUstream) @ 11010 as "cuGraphUpload";
    /// Runs an executable graph on a stream.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphLaunch(hGraphExec: CUgraphExec, hStream: CUstream) @ 10000 as "cuGraphLaunch";
    /// Frees an executable graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecDestroy(hGraphExec: CUgraphExec) @ 10000 as "cuGraphExecDestroy";
    /// Updates an executable graph in place from a graph of the same topology, reporting what prevented it.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecUpdate(hGraphExec: CUgraphExec, hGraph: CUgraph, resultInfo: *mut CUgraphExecUpdateResultInfo) @ 12000 as "cuGraphExecUpdate_v2";
    /// `cuGraphExecUpdate` at its older ABI (version 10020, exported as `cuGraphExecUpdate`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecUpdate_v10020(hGraphExec: CUgraphExec, hGraph: CUgraph, hErrorNode_out: *mut CUgraphNode, updateResult_out: *mut CUgraphExecUpdateResult) = cuGraphExecUpdate @ 10020 as "cuGraphExecUpdate";
    /// Changes any node's parameters in an executable graph through the generic node-parameter struct.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExecNodeSetParams(hGraphExec: CUgraphExec, hNode: CUgraphNode, nodeParams: *mut CUgraphNodeParams) @ 12020 as "cuGraphExecNodeSetParams";
}
