//! Graph management: building graphs.
//!
//! NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).

use core::ffi::{c_char, c_int, c_longlong, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{cudaEvent_t, cudaExternalSemaphoreSignalParams, cudaExternalSemaphoreWaitParams, cudaExternalSemaphore_t, cudaGraphEdgeData, cudaGraphNode_t, cudaGraph_t, cudaMemAccessDesc, cudaMemPoolProps, cudaMemcpy3DParms, cudaMemcpyKind, dim3};

super::area! {

/// Memset node: destination, pitch, value, element size, width, height.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 40, align = 8)]
pub struct cudaMemsetParams {
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
}

/// A host-function node's parameters: the function and its argument.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 16, align = 8)]
pub struct cudaHostNodeParams {
    /// Fn.
    pub r#fn: *mut c_void,
    /// User data.
    pub userData: *mut c_void,
}

/// A memory-allocation node's parameters; the node answers the address.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 120, align = 8)]
pub struct cudaMemAllocNodeParams {
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

/// Kernel node: function, grid, block, shared memory, arguments.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 56, align = 8)]
pub struct cudaKernelNodeParams {
    /// Func.
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
}

/// A node's parameters for signalling external semaphores.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 24, align = 8)]
pub struct cudaExternalSemaphoreSignalNodeParams {
    /// Ext sem array.
    pub extSemArray: *mut cudaExternalSemaphore_t,
    /// Params array.
    pub paramsArray: *const cudaExternalSemaphoreSignalParams,
    /// Num ext sems.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// A node's parameters for waiting on external semaphores.
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 24, align = 8)]
pub struct cudaExternalSemaphoreWaitNodeParams {
    /// Ext sem array.
    pub extSemArray: *mut cudaExternalSemaphore_t,
    /// Params array.
    pub paramsArray: *const cudaExternalSemaphoreWaitParams,
    /// Num ext sems.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// Kinds of graph node (kernel, copy, memset, host, child graph, event, ...).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_enum]
pub enum cudaGraphNodeType {
    /// Runs a kernel.
    cudaGraphNodeTypeKernel = 0,
    /// Copies memory.
    cudaGraphNodeTypeMemcpy = 1,
    /// Fills memory.
    cudaGraphNodeTypeMemset = 2,
    /// Calls a host function.
    cudaGraphNodeTypeHost = 3,
    /// Runs a child graph.
    cudaGraphNodeTypeGraph = 4,
    /// Does nothing.
    cudaGraphNodeTypeEmpty = 5,
    /// Waits for an event.
    cudaGraphNodeTypeWaitEvent = 6,
    /// Records an event.
    cudaGraphNodeTypeEventRecord = 7,
    /// Ext semaphore signal.
    cudaGraphNodeTypeExtSemaphoreSignal = 8,
    /// Ext semaphore wait.
    cudaGraphNodeTypeExtSemaphoreWait = 9,
    /// Allocates memory.
    cudaGraphNodeTypeMemAlloc = 10,
    /// Frees memory.
    cudaGraphNodeTypeMemFree = 11,
    /// Runs a body graph depending on a condition.
    cudaGraphNodeTypeConditional = 13,
    /// Memcpy batch.
    cudaGraphNodeTypeMemcpyBatch = 14,
    /// Reserved 16.
    cudaGraphNodeTypeReserved16 = 0x10,
    /// External engine.
    cudaGraphNodeTypeExternalEngine = 0x11,
    /// Count.
    cudaGraphNodeTypeCount = 0x12,
}

/// Parameters of any node kind, tagged by `type` (the generic node-parameter struct).
///
/// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
#[cuda_struct(size = 256, align = 8)]
pub struct cudaGraphNodeParams {
    /// The node's kind; it says which member of the union below is meant.
    pub r#type: cudaGraphNodeType,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved0: [c_int; 3],
    /// C11 unnamed union, held as its member `reserved1`; `kernel`, `memcpy`, `memset`, `host`, `graph`, `eventWait`, `eventRecord`, `extSemSignal`, `extSemWait`, `alloc`, `free`, `conditional`, `memcpyBatch` overlay these bytes.
    pub reserved1: [c_longlong; 29],
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved2: c_longlong,
}

}

super::functions! {
    /// Creates an empty graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphCreate(pGraph: *mut cudaGraph_t, flags: c_uint) @ 12000 as "cudaGraphCreate";
    /// Adds a kernel launch node to a graph, after the given dependencies.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddKernelNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, pNodeParams: *const cudaKernelNodeParams) @ 12000 as "cudaGraphAddKernelNode";
    /// Adds a memory copy node to a graph, after the given dependencies.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddMemcpyNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, pCopyParams: *const cudaMemcpy3DParms) @ 12000 as "cudaGraphAddMemcpyNode";
    /// Adds a node that copies into a device variable named by its host shadow.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddMemcpyNodeToSymbol(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, symbol: *const c_void, src: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind) @ 12000 as "cudaGraphAddMemcpyNodeToSymbol";
    /// Adds a node that copies out of a device variable named by its host shadow.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddMemcpyNodeFromSymbol(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, dst: *mut c_void, symbol: *const c_void, count: usize, offset: usize, kind: cudaMemcpyKind) @ 12000 as "cudaGraphAddMemcpyNodeFromSymbol";
    /// Adds a node that copies a linear range of bytes.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddMemcpyNode1D(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, dst: *mut c_void, src: *const c_void, count: usize, kind: cudaMemcpyKind) @ 12000 as "cudaGraphAddMemcpyNode1D";
    /// Adds a memset node to a graph, after the given dependencies.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddMemsetNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, pMemsetParams: *const cudaMemsetParams) @ 12000 as "cudaGraphAddMemsetNode";
    /// Adds a node that calls a host function to a graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddHostNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, pNodeParams: *const cudaHostNodeParams) @ 12000 as "cudaGraphAddHostNode";
    /// Adds a node that runs a copy of another graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddChildGraphNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, childGraph: cudaGraph_t) @ 12000 as "cudaGraphAddChildGraphNode";
    /// Adds a node that does nothing, useful to join dependencies.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddEmptyNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize) @ 12000 as "cudaGraphAddEmptyNode";
    /// Adds a node that records an event.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddEventRecordNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, event: cudaEvent_t) @ 12000 as "cudaGraphAddEventRecordNode";
    /// Adds a node that waits for an event.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddEventWaitNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, event: cudaEvent_t) @ 12000 as "cudaGraphAddEventWaitNode";
    /// Adds a node that signals external semaphores.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddExternalSemaphoresSignalNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, nodeParams: *const cudaExternalSemaphoreSignalNodeParams) @ 12000 as "cudaGraphAddExternalSemaphoresSignalNode";
    /// Adds a node that waits on external semaphores.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddExternalSemaphoresWaitNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, nodeParams: *const cudaExternalSemaphoreWaitNodeParams) @ 12000 as "cudaGraphAddExternalSemaphoresWaitNode";
    /// Adds a node that allocates memory owned by the graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddMemAllocNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, nodeParams: *mut cudaMemAllocNodeParams) @ 12000 as "cudaGraphAddMemAllocNode";
    /// Adds a node that frees memory a graph allocated.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddMemFreeNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, dptr: *mut c_void) @ 12000 as "cudaGraphAddMemFreeNode";
    /// Copies a graph, nodes and edges included.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphClone(pGraphClone: *mut cudaGraph_t, originalGraph: cudaGraph_t) @ 12000 as "cudaGraphClone";
    /// Finds, in a cloned graph, the node that corresponds to a node of the original.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeFindInClone(pNode: *mut cudaGraphNode_t, originalNode: cudaGraphNode_t, clonedGraph: cudaGraph_t) @ 12000 as "cudaGraphNodeFindInClone";
    /// Gets the kind of a graph node (kernel, copy, host, ...).
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetType(node: cudaGraphNode_t, pType: *mut cudaGraphNodeType) @ 12000 as "cudaGraphNodeGetType";
    /// The graph a node belongs to.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetContainingGraph(hNode: cudaGraphNode_t, phGraph: *mut cudaGraph_t) @ 13050 as "cudaGraphNodeGetContainingGraph";
    /// A node's id within its graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetLocalId(hNode: cudaGraphNode_t, nodeId: *mut c_uint) @ 13050 as "cudaGraphNodeGetLocalId";
    /// A node's id as profiling tools see it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetToolsId(hNode: cudaGraphNode_t, toolsNodeId: *mut c_ulonglong) @ 13050 as "cudaGraphNodeGetToolsId";
    /// The unique id of a graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphGetId(hGraph: cudaGraph_t, graphID: *mut c_uint) @ 13050 as "cudaGraphGetId";
    /// Lists the nodes of a graph (call with a null array to get the count).
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphGetNodes(graph: cudaGraph_t, nodes: *mut cudaGraphNode_t, numNodes: *mut usize) @ 12000 as "cudaGraphGetNodes";
    /// Lists the nodes of a graph that depend on nothing.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphGetRootNodes(graph: cudaGraph_t, pRootNodes: *mut cudaGraphNode_t, pNumRootNodes: *mut usize) @ 12000 as "cudaGraphGetRootNodes";
    /// Lists the dependency edges of a graph as pairs of nodes.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphGetEdges(graph: cudaGraph_t, from: *mut cudaGraphNode_t, to: *mut cudaGraphNode_t, edgeData: *mut cudaGraphEdgeData, numEdges: *mut usize) @ 13000 as "cudaGraphGetEdges";
    /// Lists the nodes a node depends on.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetDependencies(node: cudaGraphNode_t, pDependencies: *mut cudaGraphNode_t, edgeData: *mut cudaGraphEdgeData, pNumDependencies: *mut usize) @ 13000 as "cudaGraphNodeGetDependencies";
    /// Lists the nodes that depend on a node.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetDependentNodes(node: cudaGraphNode_t, pDependentNodes: *mut cudaGraphNode_t, edgeData: *mut cudaGraphEdgeData, pNumDependentNodes: *mut usize) @ 13000 as "cudaGraphNodeGetDependentNodes";
    /// Adds dependency edges between existing nodes.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddDependencies(graph: cudaGraph_t, from: *const cudaGraphNode_t, to: *const cudaGraphNode_t, edgeData: *const cudaGraphEdgeData, numDependencies: usize) @ 13000 as "cudaGraphAddDependencies";
    /// Removes dependency edges between nodes.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphRemoveDependencies(graph: cudaGraph_t, from: *const cudaGraphNode_t, to: *const cudaGraphNode_t, edgeData: *const cudaGraphEdgeData, numDependencies: usize) @ 13000 as "cudaGraphRemoveDependencies";
    /// Destroys a graph.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphDestroy(graph: cudaGraph_t) @ 12000 as "cudaGraphDestroy";
    /// Writes a graph as a DOT file, for inspection.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphDebugDotPrint(graph: cudaGraph_t, path: *const c_char, flags: c_uint) @ 12000 as "cudaGraphDebugDotPrint";
    /// Adds a node of any kind, described by the generic node-parameter struct.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddNode(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, dependencyData: *const cudaGraphEdgeData, numDependencies: usize, nodeParams: *mut cudaGraphNodeParams) @ 13000 as "cudaGraphAddNode";
    /// `cudaGraphGetEdges` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphGetEdges_v12000(graph: cudaGraph_t, from: *mut cudaGraphNode_t, to: *mut cudaGraphNode_t, numEdges: *mut usize) = cudaGraphGetEdges @ 12000 as "cudaGraphGetEdges";
    /// Lists the dependency edges of a graph as pairs of nodes.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphGetEdges_v2(graph: cudaGraph_t, from: *mut cudaGraphNode_t, to: *mut cudaGraphNode_t, edgeData: *mut cudaGraphEdgeData, numEdges: *mut usize) @ 12000 as "cudaGraphGetEdges_v2";
    /// `cudaGraphNodeGetDependencies` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetDependencies_v12000(node: cudaGraphNode_t, pDependencies: *mut cudaGraphNode_t, pNumDependencies: *mut usize) = cudaGraphNodeGetDependencies @ 12000 as "cudaGraphNodeGetDependencies";
    /// Lists the nodes a node depends on.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetDependencies_v2(node: cudaGraphNode_t, pDependencies: *mut cudaGraphNode_t, edgeData: *mut cudaGraphEdgeData, pNumDependencies: *mut usize) @ 12000 as "cudaGraphNodeGetDependencies_v2";
    /// `cudaGraphNodeGetDependentNodes` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetDependentNodes_v12000(node: cudaGraphNode_t, pDependentNodes: *mut cudaGraphNode_t, pNumDependentNodes: *mut usize) = cudaGraphNodeGetDependentNodes @ 12000 as "cudaGraphNodeGetDependentNodes";
    /// Lists the nodes that depend on a node.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphNodeGetDependentNodes_v2(node: cudaGraphNode_t, pDependentNodes: *mut cudaGraphNode_t, edgeData: *mut cudaGraphEdgeData, pNumDependentNodes: *mut usize) @ 12000 as "cudaGraphNodeGetDependentNodes_v2";
    /// `cudaGraphAddDependencies` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddDependencies_v12000(graph: cudaGraph_t, from: *const cudaGraphNode_t, to: *const cudaGraphNode_t, numDependencies: usize) = cudaGraphAddDependencies @ 12000 as "cudaGraphAddDependencies";
    /// Adds dependency edges between existing nodes.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddDependencies_v2(graph: cudaGraph_t, from: *const cudaGraphNode_t, to: *const cudaGraphNode_t, edgeData: *const cudaGraphEdgeData, numDependencies: usize) @ 12000 as "cudaGraphAddDependencies_v2";
    /// `cudaGraphRemoveDependencies` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphRemoveDependencies_v12000(graph: cudaGraph_t, from: *const cudaGraphNode_t, to: *const cudaGraphNode_t, numDependencies: usize) = cudaGraphRemoveDependencies @ 12000 as "cudaGraphRemoveDependencies";
    /// Removes dependency edges between nodes.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphRemoveDependencies_v2(graph: cudaGraph_t, from: *const cudaGraphNode_t, to: *const cudaGraphNode_t, edgeData: *const cudaGraphEdgeData, numDependencies: usize) @ 12000 as "cudaGraphRemoveDependencies_v2";
    /// `cudaGraphAddNode` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddNode_v12000(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, numDependencies: usize, nodeParams: *mut cudaGraphNodeParams) = cudaGraphAddNode @ 12000 as "cudaGraphAddNode";
    /// Adds a node of any kind, described by the generic node-parameter struct.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_GRAPH`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__GRAPH.html).
    fn cudaGraphAddNode_v2(pGraphNode: *mut cudaGraphNode_t, graph: cudaGraph_t, pDependencies: *const cudaGraphNode_t, dependencyData: *const cudaGraphEdgeData, numDependencies: usize, nodeParams: *mut cudaGraphNodeParams) @ 12000 as "cudaGraphAddNode_v2";
}
