//! Graph management: handles, node parameters, instantiation and launch.
//!
//! NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).

use core::ffi::{c_char, c_int, c_longlong, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUDA_MEMCPY3D, CUcontext, CUdeviceptr, CUevent, CUfunction, CUgraph, CUgraphEdgeData, CUgraphNode, CUkernel, CUmemAccessDesc, CUmemPoolProps, CUstreamBatchMemOpParams};

super::area! {

/// GPU kernel node parameters (`CUDA_KERNEL_NODE_PARAMS`, the `CUDA_KERNEL_NODE_PARAMS_v2` layout).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 72, align = 8)]
pub struct CUDA_KERNEL_NODE_PARAMS {
    /// Kernel to launch.
    pub func: CUfunction,
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
    /// Pointers to the kernel's parameters, one per parameter.
    pub kernelParams: *mut *mut c_void,
    /// Extra options.
    pub extra: *mut *mut c_void,
    /// The kernel to launch, read only when `func` is null.
    pub kern: CUkernel,
    /// The context the kernel runs in.
    pub ctx: CUcontext,
}

/// Memset node parameters (`CUDA_MEMSET_NODE_PARAMS`, the `CUDA_MEMSET_NODE_PARAMS_v1` layout).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 40, align = 8)]
pub struct CUDA_MEMSET_NODE_PARAMS {
    /// The memory to set, as a device address.
    pub dst: CUdeviceptr,
    /// Bytes per row of the destination; not read when `height` is 1.
    pub pitch: usize,
    /// Value to be set.
    pub value: c_uint,
    /// Bytes per element: 1, 2 or 4.
    pub elementSize: c_uint,
    /// Elements per row.
    pub width: usize,
    /// Number of rows.
    pub height: usize,
}

/// Host node parameters (`CUDA_HOST_NODE_PARAMS`, the `CUDA_HOST_NODE_PARAMS_v1` layout).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_HOST_NODE_PARAMS {
    /// What the node calls when it runs: a `CUhostFn`, `void (*)(void *userData)`.
    pub r#fn: *mut c_void,
    /// What the call gets as its argument.
    pub userData: *mut c_void,
}

/// Parameters of a batch memory-operation node.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_BATCH_MEM_OP_NODE_PARAMS {
    /// The context the work runs in (null: the current one).
    pub ctx: CUcontext,
    /// How many operations `paramArray` holds.
    pub count: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The operations, `count` of them.
    pub paramArray: *mut CUstreamBatchMemOpParams,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// `CUDA_BATCH_MEM_OP_NODE_PARAMS_v1`: another C name of `CUDA_BATCH_MEM_OP_NODE_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS_v1 = CUDA_BATCH_MEM_OP_NODE_PARAMS;

/// Parameters of a kernel node, the first layout (no kernel or context fields).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 56, align = 8)]
pub struct CUDA_KERNEL_NODE_PARAMS_v1 {
    /// The function to launch.
    pub func: CUfunction,
    /// Grid width in blocks.
    pub gridDimX: c_uint,
    /// Grid height in blocks.
    pub gridDimY: c_uint,
    /// Grid depth in blocks.
    pub gridDimZ: c_uint,
    /// Block width in threads.
    pub blockDimX: c_uint,
    /// Block height in threads.
    pub blockDimY: c_uint,
    /// Block depth in threads.
    pub blockDimZ: c_uint,
    /// Dynamic shared memory per block, in bytes.
    pub sharedMemBytes: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Pointers to each kernel argument (or null, with `extra`).
    pub kernelParams: *mut *mut c_void,
    /// Launch options as a `CU_LAUNCH_PARAM_*` list (or null).
    pub extra: *mut *mut c_void,
}

/// `CUDA_KERNEL_NODE_PARAMS_v2`: another C name of `CUDA_KERNEL_NODE_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUDA_KERNEL_NODE_PARAMS_v2 = CUDA_KERNEL_NODE_PARAMS;

/// `CUDA_MEMSET_NODE_PARAMS_v1`: another C name of `CUDA_MEMSET_NODE_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUDA_MEMSET_NODE_PARAMS_v1 = CUDA_MEMSET_NODE_PARAMS;

/// `CUDA_HOST_NODE_PARAMS_v1`: another C name of `CUDA_HOST_NODE_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUDA_HOST_NODE_PARAMS_v1 = CUDA_HOST_NODE_PARAMS;

/// Kinds of graph node (kernel, copy, memset, host, child graph, event, ...).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUgraphNodeType {
    /// Runs a kernel.
    CU_GRAPH_NODE_TYPE_KERNEL = 0,
    /// Copies memory.
    CU_GRAPH_NODE_TYPE_MEMCPY = 1,
    /// Fills memory.
    CU_GRAPH_NODE_TYPE_MEMSET = 2,
    /// Calls a host function.
    CU_GRAPH_NODE_TYPE_HOST = 3,
    /// Runs a child graph.
    CU_GRAPH_NODE_TYPE_GRAPH = 4,
    /// Does nothing.
    CU_GRAPH_NODE_TYPE_EMPTY = 5,
    /// Waits for an event.
    CU_GRAPH_NODE_TYPE_WAIT_EVENT = 6,
    /// Records an event.
    CU_GRAPH_NODE_TYPE_EVENT_RECORD = 7,
    /// Signals external semaphores.
    CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL = 8,
    /// Waits on external semaphores.
    CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT = 9,
    /// Allocates memory.
    CU_GRAPH_NODE_TYPE_MEM_ALLOC = 10,
    /// Frees memory.
    CU_GRAPH_NODE_TYPE_MEM_FREE = 11,
    /// Runs stream memory operations.
    CU_GRAPH_NODE_TYPE_BATCH_MEM_OP = 12,
    /// Runs a body graph depending on a condition.
    CU_GRAPH_NODE_TYPE_CONDITIONAL = 13,
    /// A node running a batch of copies (`CUDA_MEMCPY_BATCH_NODE_PARAMS`).
    CU_GRAPH_NODE_TYPE_MEMCPY_BATCH = 14,
    /// Reserved by NVIDIA.
    CU_GRAPH_NODE_TYPE_RESERVED_16 = 0x10,
    /// Reserved by NVIDIA for nodes of an external engine.
    CU_GRAPH_NODE_TYPE_EXTERNAL_ENGINE = 0x11,
    /// A node running a batch of fabric copies (`CUDA_FABRIC_CPY_BATCH_NODE_PARAMS`).
    CU_GRAPH_NODE_TYPE_FABRIC_CPY_BATCH = 0x12,
}

/// Parameters of an allocation node: pool properties, access, size, and the address it gets.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 120, align = 8)]
pub struct CUDA_MEM_ALLOC_NODE_PARAMS {
    /// Properties of the memory the node allocates.
    pub poolProps: CUmemPoolProps,
    /// Which devices may access it, `accessDescCount` entries.
    pub accessDescs: *const CUmemAccessDesc,
    /// How many entries `accessDescs` holds.
    pub accessDescCount: usize,
    /// Bytes to allocate.
    pub bytesize: usize,
    /// The device address (an output when allocating).
    pub dptr: CUdeviceptr,
}

/// `CUDA_MEM_ALLOC_NODE_PARAMS_v1`: another C name of `CUDA_MEM_ALLOC_NODE_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUDA_MEM_ALLOC_NODE_PARAMS_v1 = CUDA_MEM_ALLOC_NODE_PARAMS;

/// Parameters of any node kind, tagged by `type` (the generic node-parameter struct).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 256, align = 8)]
pub struct CUgraphNodeParams {
    /// The node's kind; it says which member of the union below is meant.
    pub r#type: CUgraphNodeType,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved0: [c_int; 3],
    /// C11 unnamed union, held as its member `reserved1`; `kernel`, `memcpy`, `memset`, `host`, `graph`, `eventWait`, `eventRecord`, `extSemSignal`, `extSemWait`, `alloc`, `free`, `memOp`, `conditional`, `memcpyBatch`, `fabricCpyBatch` and `asBytes` (13.5) overlay these bytes.
    pub reserved1: [c_longlong; 29],
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved2: c_longlong,
}

/// Flag of `cuGraphConditionalHandleCreate`: give the handle its default value at each launch.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_GRAPH_COND_ASSIGN_DEFAULT: c_uint = 0x1;

/// Edge port: the dependent waits for the whole kernel.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_GRAPH_KERNEL_NODE_PORT_DEFAULT: c_uint = 0;

/// Edge port: the dependent may start once every block has triggered (programmatic launch).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC: c_uint = 1;

/// Edge port: the dependent may start once every block has begun.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER: c_uint = 2;

}

super::functions! {
    /// Creates an empty graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphCreate(phGraph: *mut CUgraph, flags: c_uint) @ 10000 as "cuGraphCreate";
    /// Adds a kernel launch node to a graph, after the given dependencies.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddKernelNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *const CUDA_KERNEL_NODE_PARAMS) @ 12000 as "cuGraphAddKernelNode_v2";
    /// `cuGraphAddKernelNode` at its older ABI (version 10000, exported as `cuGraphAddKernelNode`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddKernelNode_v10000(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *const CUDA_KERNEL_NODE_PARAMS_v1) = cuGraphAddKernelNode @ 10000 as "cuGraphAddKernelNode";
    /// Adds a memory copy node to a graph, after the given dependencies.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddMemcpyNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, copyParams: *const CUDA_MEMCPY3D, ctx: CUcontext) @ 10000 as "cuGraphAddMemcpyNode";
    /// Adds a memset node to a graph, after the given dependencies.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddMemsetNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, memsetParams: *const CUDA_MEMSET_NODE_PARAMS, ctx: CUcontext) @ 10000 as "cuGraphAddMemsetNode";
    /// Adds a node that calls a host function to a graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddHostNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *const CUDA_HOST_NODE_PARAMS) @ 10000 as "cuGraphAddHostNode";
    /// Adds a node that runs a copy of another graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddChildGraphNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, childGraph: CUgraph) @ 10000 as "cuGraphAddChildGraphNode";
    /// Adds a node that does nothing, useful to join dependencies.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddEmptyNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize) @ 10000 as "cuGraphAddEmptyNode";
    /// Adds a node that records an event.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddEventRecordNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, event: CUevent) @ 11010 as "cuGraphAddEventRecordNode";
    /// Adds a node that waits for an event.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddEventWaitNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, event: CUevent) @ 11010 as "cuGraphAddEventWaitNode";
    /// Adds a node that runs a batch of stream memory operations.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddBatchMemOpNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS) @ 11070 as "cuGraphAddBatchMemOpNode";
    /// Adds a node that allocates memory owned by the graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddMemAllocNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *mut CUDA_MEM_ALLOC_NODE_PARAMS) @ 11040 as "cuGraphAddMemAllocNode";
    /// Adds a node that frees memory a graph allocated.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddMemFreeNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, dptr: CUdeviceptr) @ 11040 as "cuGraphAddMemFreeNode";
    /// Copies a graph, nodes and edges included.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphClone(phGraphClone: *mut CUgraph, originalGraph: CUgraph) @ 10000 as "cuGraphClone";
    /// Finds, in a cloned graph, the node that corresponds to a node of the original.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeFindInClone(phNode: *mut CUgraphNode, hOriginalNode: CUgraphNode, hClonedGraph: CUgraph) @ 10000 as "cuGraphNodeFindInClone";
    /// Gets the kind of a graph node (kernel, copy, host, ...).
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetType(hNode: CUgraphNode, r#type: *mut CUgraphNodeType) @ 10000 as "cuGraphNodeGetType";
    /// The graph a node belongs to (13.1).
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetContainingGraph(hNode: CUgraphNode, phGraph: *mut CUgraph) @ 13010 as "cuGraphNodeGetContainingGraph";
    /// A node's id, unique inside its graph (13.1).
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetLocalId(hNode: CUgraphNode, nodeId: *mut c_uint) @ 13010 as "cuGraphNodeGetLocalId";
    /// A node's id as profilers and other tools report it (13.1).
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetToolsId(hNode: CUgraphNode, toolsNodeId: *mut c_ulonglong) @ 13010 as "cuGraphNodeGetToolsId";
    /// A graph's id, unique in the process (13.1).
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphGetId(hGraph: CUgraph, graphId: *mut c_uint) @ 13010 as "cuGraphGetId";
    /// Lists the nodes of a graph (call with a null array to get the count).
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphGetNodes(hGraph: CUgraph, nodes: *mut CUgraphNode, numNodes: *mut usize) @ 10000 as "cuGraphGetNodes";
    /// Lists the nodes of a graph that depend on nothing.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphGetRootNodes(hGraph: CUgraph, rootNodes: *mut CUgraphNode, numRootNodes: *mut usize) @ 10000 as "cuGraphGetRootNodes";
    /// Lists the dependency edges of a graph as pairs of nodes.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphGetEdges(hGraph: CUgraph, from: *mut CUgraphNode, to: *mut CUgraphNode, edgeData: *mut CUgraphEdgeData, numEdges: *mut usize) @ 12030 as "cuGraphGetEdges_v2";
    /// `cuGraphGetEdges` at its older ABI (version 10000, exported as `cuGraphGetEdges`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphGetEdges_v10000(hGraph: CUgraph, from: *mut CUgraphNode, to: *mut CUgraphNode, numEdges: *mut usize) = cuGraphGetEdges @ 10000 as "cuGraphGetEdges";
    /// Lists the nodes a node depends on.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetDependencies(hNode: CUgraphNode, dependencies: *mut CUgraphNode, edgeData: *mut CUgraphEdgeData, numDependencies: *mut usize) @ 12030 as "cuGraphNodeGetDependencies_v2";
    /// `cuGraphNodeGetDependencies` at its older ABI (version 10000, exported as `cuGraphNodeGetDependencies`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetDependencies_v10000(hNode: CUgraphNode, dependencies: *mut CUgraphNode, numDependencies: *mut usize) = cuGraphNodeGetDependencies @ 10000 as "cuGraphNodeGetDependencies";
    /// Lists the nodes that depend on a node.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetDependentNodes(hNode: CUgraphNode, dependentNodes: *mut CUgraphNode, edgeData: *mut CUgraphEdgeData, numDependentNodes: *mut usize) @ 12030 as "cuGraphNodeGetDependentNodes_v2";
    /// `cuGraphNodeGetDependentNodes` at its older ABI (version 10000, exported as `cuGraphNodeGetDependentNodes`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetDependentNodes_v10000(hNode: CUgraphNode, dependentNodes: *mut CUgraphNode, numDependentNodes: *mut usize) = cuGraphNodeGetDependentNodes @ 10000 as "cuGraphNodeGetDependentNodes";
    /// Adds dependency edges between existing nodes.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddDependencies(hGraph: CUgraph, from: *const CUgraphNode, to: *const CUgraphNode, edgeData: *const CUgraphEdgeData, numDependencies: usize) @ 12030 as "cuGraphAddDependencies_v2";
    /// `cuGraphAddDependencies` at its older ABI (version 10000, exported as `cuGraphAddDependencies`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddDependencies_v10000(hGraph: CUgraph, from: *const CUgraphNode, to: *const CUgraphNode, numDependencies: usize) = cuGraphAddDependencies @ 10000 as "cuGraphAddDependencies";
    /// Removes dependency edges between nodes.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphRemoveDependencies(hGraph: CUgraph, from: *const CUgraphNode, to: *const CUgraphNode, edgeData: *const CUgraphEdgeData, numDependencies: usize) @ 12030 as "cuGraphRemoveDependencies_v2";
    /// `cuGraphRemoveDependencies` at its older ABI (version 10000, exported as `cuGraphRemoveDependencies`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphRemoveDependencies_v10000(hGraph: CUgraph, from: *const CUgraphNode, to: *const CUgraphNode, numDependencies: usize) = cuGraphRemoveDependencies @ 10000 as "cuGraphRemoveDependencies";
    /// Destroys a graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphDestroy(hGraph: CUgraph) @ 10000 as "cuGraphDestroy";
    /// Writes a graph as a DOT file, for inspection.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphDebugDotPrint(hGraph: CUgraph, path: *const c_char, flags: c_uint) @ 11030 as "cuGraphDebugDotPrint";
    /// Adds a node of any kind, described by the generic node-parameter struct.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, dependencyData: *const CUgraphEdgeData, numDependencies: usize, nodeParams: *mut CUgraphNodeParams) @ 12030 as "cuGraphAddNode_v2";
    /// `cuGraphAddNode` at its 13.4 ABI (`cuGraphAddNode_v3`): adds a node of any kind, with edge data, through the generic parameter struct.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddNode_v3(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, dependencyData: *const CUgraphEdgeData, numDependencies: usize, nodeParams: *mut CUgraphNodeParams) = cuGraphAddNode @ 13040 as "cuGraphAddNode_v3";
    /// `cuGraphAddNode` at its older ABI (version 12020, exported as `cuGraphAddNode`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddNode_v12020(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *mut CUgraphNodeParams) = cuGraphAddNode @ 12020 as "cuGraphAddNode";
}
