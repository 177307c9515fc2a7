//! Graph management: node parameters.
//!
//! NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUDA_BATCH_MEM_OP_NODE_PARAMS, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, CUDA_FABRIC_COPY_BATCH_OP, CUDA_HOST_NODE_PARAMS, CUDA_KERNEL_NODE_PARAMS, CUDA_KERNEL_NODE_PARAMS_v1, CUDA_MEMCPY3D, CUDA_MEMSET_NODE_PARAMS, CUDA_MEM_ALLOC_NODE_PARAMS, CUcontext, CUdeviceptr, CUevent, CUexternalSemaphore, CUfunction, CUgraph, CUgraphConditionalHandle, CUgraphNode, CUgraphNodeParams, CUgreenCtx, CUkernel, CUlaunchAttributeID, CUlaunchAttributeValue, CUmemAccessDesc, CUmemPoolProps, CUmemcpyAttributes, CUstreamBatchMemOpParams};

super::area! {

/// CUDA executable graph (`struct CUgraphExec_st *`).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_handle(send, sync)]
pub struct CUgraphExec(*mut c_void);

/// Flags of `cuGraphInstantiateWithFlags`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum(flags)]
pub enum CUgraphInstantiate_flags {
    /// Free the graph's own allocations before each new launch.
    CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH = 1,
    /// Upload the graph right after instantiating it.
    CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD = 2,
    /// Make the graph launchable from the device.
    CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH = 4,
    /// Use each node's priority attribute, not the priority of the stream the graph runs in.
    CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY = 8,
}

/// Parameters of a batch memory-operation node (the layout with a context field).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 {
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

/// Parameters of a kernel node as the generic node-parameter struct holds them.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 72, align = 8)]
pub struct CUDA_KERNEL_NODE_PARAMS_v3 {
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
    /// A library kernel to launch instead of `func` (when `func` is null).
    pub kern: CUkernel,
    /// The context the work runs in (null: the current one).
    pub ctx: CUcontext,
}

/// Parameters of a memset node, with the context it runs in.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 48, align = 8)]
pub struct CUDA_MEMSET_NODE_PARAMS_v2 {
    /// The device address to fill.
    pub dst: CUdeviceptr,
    /// Bytes between rows (unused for one row).
    pub pitch: usize,
    /// The value to fill with.
    pub value: c_uint,
    /// Element size in bytes: 1, 2 or 4.
    pub elementSize: c_uint,
    /// Width of a row in elements.
    pub width: usize,
    /// Height in rows.
    pub height: usize,
    /// The context the work runs in (null: the current one).
    pub ctx: CUcontext,
}

/// Parameters of a host-function node (the generic node-parameter layout).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_HOST_NODE_PARAMS_v2 {
    /// The host function (a `CUhostFn`, held as a pointer).
    pub r#fn: *mut c_void,
    /// The argument passed to the host function.
    pub userData: *mut c_void,
    /// How the thread running host tasks waits, a `CUhostTaskSyncMode` (13.2).
    pub syncMode: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// C11 unnamed union, held as its member `gCtx`; `ctx` overlays these bytes: the (green) context the
    /// host task should prefer, null for none (13.4).
    pub gCtx: CUgreenCtx,
}

/// What a conditional node does with its condition: run once if set, loop while set, or switch.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUgraphConditionalNodeType {
    /// Run the body once when the value is nonzero (or the second body when zero).
    CU_GRAPH_COND_TYPE_IF = 0,
    /// Run the body again while the value is nonzero.
    CU_GRAPH_COND_TYPE_WHILE = 1,
    /// Run the body the value indexes.
    CU_GRAPH_COND_TYPE_SWITCH = 2,
}

/// Parameters of a conditional node: handle, type, body graphs.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_CONDITIONAL_NODE_PARAMS {
    /// The handle whose value decides.
    pub handle: CUgraphConditionalHandle,
    /// If, while or switch.
    pub r#type: CUgraphConditionalNodeType,
    /// How many body graphs.
    pub size: c_uint,
    /// Output: the body graphs, `size` of them.
    pub phGraph_out: *mut CUgraph,
    /// The context the work runs in (null: the current one).
    pub ctx: CUcontext,
}

/// Kinds of graph edge: plain, or programmatic (overlapping kernels).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUgraphDependencyType {
    /// A full dependency.
    CU_GRAPH_DEPENDENCY_TYPE_DEFAULT = 0,
    /// A programmatic dependency between kernel nodes.
    CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC = 1,
}

/// Parameters of a copy node in the generic node-parameter struct.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 216, align = 8)]
pub struct CUDA_MEMCPY_NODE_PARAMS {
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_int,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: c_int,
    /// The context the copy runs in.
    pub copyCtx: CUcontext,
    /// The 3D copy.
    pub copyParams: CUDA_MEMCPY3D,
}

/// What a node that signals external semaphores takes: the semaphores and their signal settings.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS {
    /// The semaphores, `numExtSems` of them.
    pub extSemArray: *mut CUexternalSemaphore,
    /// Per-semaphore settings, `numExtSems` of them.
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    /// How many semaphores.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1`: another C name of `CUDA_EXT_SEM_SIGNAL_NODE_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS;

/// What a node that signals external semaphores takes, in the generic node-parameter layout.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 {
    /// The semaphores, `numExtSems` of them.
    pub extSemArray: *mut CUexternalSemaphore,
    /// Per-semaphore settings, `numExtSems` of them.
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    /// How many semaphores.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// C11 unnamed union, held as its member `gCtx`; `ctx` overlays these bytes: the (green) context the
    /// semaphore signal should prefer, null for none (13.4).
    pub gCtx: CUgreenCtx,
}

/// What a node that waits on external semaphores takes: the semaphores and their wait settings.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS {
    /// The semaphores, `numExtSems` of them.
    pub extSemArray: *mut CUexternalSemaphore,
    /// Per-semaphore settings, `numExtSems` of them.
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    /// How many semaphores.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1`: another C name of `CUDA_EXT_SEM_WAIT_NODE_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 = CUDA_EXT_SEM_WAIT_NODE_PARAMS;

/// What a node that waits on external semaphores takes, in the generic node-parameter layout.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 {
    /// The semaphores, `numExtSems` of them.
    pub extSemArray: *mut CUexternalSemaphore,
    /// Per-semaphore settings, `numExtSems` of them.
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    /// How many semaphores.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// C11 unnamed union, held as its member `gCtx`; `ctx` overlays these bytes: the (green) context the
    /// semaphore wait should prefer, null for none (13.4).
    pub gCtx: CUgreenCtx,
}

/// Parameters of an allocation node (the generic node-parameter layout).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 120, align = 8)]
pub struct CUDA_MEM_ALLOC_NODE_PARAMS_v2 {
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

/// Parameters of a free node: the address it frees.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_MEM_FREE_NODE_PARAMS {
    /// The device address (an output when allocating).
    pub dptr: CUdeviceptr,
}

/// Whether a child-graph node copies its graph or takes it over.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUgraphChildGraphNodeOwnership {
    /// The node copies the graph.
    CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE = 0,
    /// The node takes the graph over.
    CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE = 1,
    /// Written back when child-graph parameters are read, so that they are not passed on unchanged by mistake.
    CU_GRAPH_CHILD_GRAPH_OWNERSHIP_INVALID = -1,
}

/// Parameters of a child-graph node: the graph and who owns it.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_CHILD_GRAPH_NODE_PARAMS {
    /// The graph.
    pub graph: CUgraph,
    /// Whether the node copies or takes the graph.
    pub ownership: CUgraphChildGraphNodeOwnership,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// Parameters of an event-record node: the event.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_EVENT_RECORD_NODE_PARAMS {
    /// The event.
    pub event: CUevent,
    /// C11 unnamed union, held as its member `gCtx`; `ctx` overlays these bytes: the (green) context the
    /// record should prefer, null for none (13.4).
    pub gCtx: CUgreenCtx,
}

/// Parameters of an event-wait node: the event.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_EVENT_WAIT_NODE_PARAMS {
    /// The event.
    pub event: CUevent,
}

/// What `cuGraphDebugDotPrint` writes about each node (bit set).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUgraphDebugDot_flags {
    /// Write everything.
    CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE = 1,
    /// Write runtime API node types.
    CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES = 2,
    /// Write kernel parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS = 4,
    /// Write copy parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS = 8,
    /// Write memset parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS = 0x10,
    /// Write host function parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS = 0x20,
    /// Write event nodes' events.
    CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS = 0x40,
    /// Write semaphore signal parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS = 0x80,
    /// Write semaphore wait parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS = 0x100,
    /// Write kernel launch attributes.
    CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES = 0x200,
    /// Write node and graph handles.
    CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES = 0x400,
    /// Write allocation parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS = 0x800,
    /// Write free parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS = 0x1000,
    /// Write batch memory-operation parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS = 0x2000,
    /// Write extra topology details.
    CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO = 0x4000,
    /// Write conditional node parameters.
    CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS = 0x8000,
    /// Show the parameters of batched copy nodes.
    CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_BATCH_NODE_PARAMS = 0x10000,
    /// Show the parameters of fabric copy batch nodes.
    CU_GRAPH_DEBUG_DOT_FLAGS_FABRIC_CPY_BATCH_NODE_PARAMS = 0x20000,
}

/// The kernel-node name of the access-policy-window launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW;

/// The kernel-node name of the cooperative launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_COOPERATIVE;

/// The kernel-node name of the cluster-dimension launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;

/// The kernel-node name of the cluster-scheduling launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE;

/// The kernel-node name of the priority launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_PRIORITY: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PRIORITY;

/// The kernel-node name of the memory-sync-domain-map launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP;

/// The kernel-node name of the memory-sync-domain launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN;

/// The kernel-node name of the preferred-cluster-dimension launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION;

/// The kernel-node name of the device-updatable launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE;

/// The kernel-node name of the shared-memory-carveout launch attribute.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub const CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: CUlaunchAttributeID = CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT;

/// Parameters of a batched copy node: parallel arrays of destinations, sources and sizes, and attributes for index ranges (13.5).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 64, align = 8)]
pub struct CUDA_MEMCPY_BATCH_NODE_PARAMS_V1 {
    /// Entries in `dsts`, `srcs` and `sizes`.
    pub count: usize,
    /// Destination addresses.
    pub dsts: *mut CUdeviceptr,
    /// Source addresses.
    pub srcs: *mut CUdeviceptr,
    /// Bytes of each copy.
    pub sizes: *mut usize,
    /// Copy attributes, `numAttrs` of them.
    pub attrs: *mut CUmemcpyAttributes,
    /// Per attribute, the position in `dsts`/`srcs`/`sizes` from which it holds.
    pub attrsIdxs: *mut usize,
    /// Entries in `attrs` and `attrsIdxs`.
    pub numAttrs: usize,
    /// C11 unnamed union, held as its member `gCtx`; `ctx` overlay these bytes.
    pub gCtx: CUgreenCtx,
}

/// `CUDA_MEMCPY_BATCH_NODE_PARAMS`: another C name of `CUDA_MEMCPY_BATCH_NODE_PARAMS_V1`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUDA_MEMCPY_BATCH_NODE_PARAMS = CUDA_MEMCPY_BATCH_NODE_PARAMS_V1;

/// Parameters of a fabric copy batch node: the operations, flags, and the preferred (green) context (13.5).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_FABRIC_CPY_BATCH_NODE_PARAMS_V1 {
    /// Entries in `opList`; fixed once the graph is instantiated.
    pub numOps: usize,
    /// The copies.
    pub opList: *mut CUDA_FABRIC_COPY_BATCH_OP,
    /// No flags are defined yet: 0.
    pub flags: c_ulonglong,
    /// C11 unnamed union, held as its member `gCtx`; `ctx` overlay these bytes.
    pub gCtx: CUgreenCtx,
}

/// `CUDA_FABRIC_CPY_BATCH_NODE_PARAMS`: another C name of `CUDA_FABRIC_CPY_BATCH_NODE_PARAMS_V1`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
pub type CUDA_FABRIC_CPY_BATCH_NODE_PARAMS = CUDA_FABRIC_CPY_BATCH_NODE_PARAMS_V1;

}

super::functions! {
    /// Reads a kernel node's launch parameters.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphKernelNodeGetParams(hNode: CUgraphNode, nodeParams: *mut CUDA_KERNEL_NODE_PARAMS) @ 12000 as "cuGraphKernelNodeGetParams_v2";
    /// `cuGraphKernelNodeGetParams` at its older ABI (version 10000, exported as `cuGraphKernelNodeGetParams`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphKernelNodeGetParams_v10000(hNode: CUgraphNode, nodeParams: *mut CUDA_KERNEL_NODE_PARAMS_v1) = cuGraphKernelNodeGetParams @ 10000 as "cuGraphKernelNodeGetParams";
    /// Changes a kernel node's launch parameters.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphKernelNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_KERNEL_NODE_PARAMS) @ 12000 as "cuGraphKernelNodeSetParams_v2";
    /// `cuGraphKernelNodeSetParams` at its older ABI (version 10000, exported as `cuGraphKernelNodeSetParams`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphKernelNodeSetParams_v10000(hNode: CUgraphNode, nodeParams: *const CUDA_KERNEL_NODE_PARAMS_v1) = cuGraphKernelNodeSetParams @ 10000 as "cuGraphKernelNodeSetParams";
    /// Reads a copy node's 3D copy description.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphMemcpyNodeGetParams(hNode: CUgraphNode, nodeParams: *mut CUDA_MEMCPY3D) @ 10000 as "cuGraphMemcpyNodeGetParams";
    /// Changes a copy node's 3D copy description.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphMemcpyNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_MEMCPY3D) @ 10000 as "cuGraphMemcpyNodeSetParams";
    /// Reads a memset node's parameters.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphMemsetNodeGetParams(hNode: CUgraphNode, nodeParams: *mut CUDA_MEMSET_NODE_PARAMS) @ 10000 as "cuGraphMemsetNodeGetParams";
    /// Changes a memset node's parameters.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphMemsetNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_MEMSET_NODE_PARAMS) @ 10000 as "cuGraphMemsetNodeSetParams";
    /// Reads a host-function node's function and argument.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphHostNodeGetParams(hNode: CUgraphNode, nodeParams: *mut CUDA_HOST_NODE_PARAMS) @ 10000 as "cuGraphHostNodeGetParams";
    /// Changes a host-function node's function and argument.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphHostNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_HOST_NODE_PARAMS) @ 10000 as "cuGraphHostNodeSetParams";
    /// Gets the graph embedded in a child-graph node.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphChildGraphNodeGetGraph(hNode: CUgraphNode, phGraph: *mut CUgraph) @ 10000 as "cuGraphChildGraphNodeGetGraph";
    /// Gets the event an event-record node records.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphEventRecordNodeGetEvent(hNode: CUgraphNode, event_out: *mut CUevent) @ 11010 as "cuGraphEventRecordNodeGetEvent";
    /// Changes the event an event-record node records.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphEventRecordNodeSetEvent(hNode: CUgraphNode, event: CUevent) @ 11010 as "cuGraphEventRecordNodeSetEvent";
    /// Gets the event an event-wait node waits for.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphEventWaitNodeGetEvent(hNode: CUgraphNode, event_out: *mut CUevent) @ 11010 as "cuGraphEventWaitNodeGetEvent";
    /// Changes the event an event-wait node waits for.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphEventWaitNodeSetEvent(hNode: CUgraphNode, event: CUevent) @ 11010 as "cuGraphEventWaitNodeSetEvent";
    /// Reads what a semaphore-signalling node signals.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExternalSemaphoresSignalNodeGetParams(hNode: CUgraphNode, params_out: *mut CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) @ 11020 as "cuGraphExternalSemaphoresSignalNodeGetParams";
    /// Changes what a semaphore-signalling node signals.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExternalSemaphoresSignalNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) @ 11020 as "cuGraphExternalSemaphoresSignalNodeSetParams";
    /// Reads what a semaphore-waiting node waits on.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExternalSemaphoresWaitNodeGetParams(hNode: CUgraphNode, params_out: *mut CUDA_EXT_SEM_WAIT_NODE_PARAMS) @ 11020 as "cuGraphExternalSemaphoresWaitNodeGetParams";
    /// Changes what a semaphore-waiting node waits on.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphExternalSemaphoresWaitNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS) @ 11020 as "cuGraphExternalSemaphoresWaitNodeSetParams";
    /// Reads a batch memory-operation node's parameters.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphBatchMemOpNodeGetParams(hNode: CUgraphNode, nodeParams_out: *mut CUDA_BATCH_MEM_OP_NODE_PARAMS) @ 11070 as "cuGraphBatchMemOpNodeGetParams";
    /// Changes a batch memory-operation node's parameters.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphBatchMemOpNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS) @ 11070 as "cuGraphBatchMemOpNodeSetParams";
    /// Reads an allocation node's parameters, including the address it allocates.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphMemAllocNodeGetParams(hNode: CUgraphNode, params_out: *mut CUDA_MEM_ALLOC_NODE_PARAMS) @ 11040 as "cuGraphMemAllocNodeGetParams";
    /// Gets the address a free node releases.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphMemFreeNodeGetParams(hNode: CUgraphNode, dptr_out: *mut CUdeviceptr) @ 11040 as "cuGraphMemFreeNodeGetParams";
    /// Turns a node of an executable graph on or off for its next launches.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeSetEnabled(hGraphExec: CUgraphExec, hNode: CUgraphNode, isEnabled: c_uint) @ 11060 as "cuGraphNodeSetEnabled";
    /// Tells whether a node of an executable graph is turned on.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetEnabled(hGraphExec: CUgraphExec, hNode: CUgraphNode, isEnabled: *mut c_uint) @ 11060 as "cuGraphNodeGetEnabled";
    /// Copies the launch attributes of one kernel node to another.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphKernelNodeCopyAttributes(dst: CUgraphNode, src: CUgraphNode) @ 11000 as "cuGraphKernelNodeCopyAttributes";
    /// Reads one launch attribute of a kernel node.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphKernelNodeGetAttribute(hNode: CUgraphNode, attr: CUlaunchAttributeID, value_out: *mut CUlaunchAttributeValue) @ 11000 as "cuGraphKernelNodeGetAttribute";
    /// Sets one launch attribute of a kernel node.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphKernelNodeSetAttribute(hNode: CUgraphNode, attr: CUlaunchAttributeID, value: *const CUlaunchAttributeValue) @ 11000 as "cuGraphKernelNodeSetAttribute";
    /// Changes any node's parameters through the generic node-parameter struct.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeSetParams(hNode: CUgraphNode, nodeParams: *mut CUgraphNodeParams) @ 12020 as "cuGraphNodeSetParams";
    /// `cuGraphNodeSetParams` at its 13.4 ABI (`cuGraphNodeSetParams_v2`): changes any node's parameters through the generic struct.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeSetParams_v2(hNode: CUgraphNode, nodeParams: *mut CUgraphNodeParams) = cuGraphNodeSetParams @ 13040 as "cuGraphNodeSetParams_v2";
    /// Reads any node's parameters into the generic node-parameter struct (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphNodeGetParams(hNode: CUgraphNode, nodeParams: *mut CUgraphNodeParams) @ 13020 as "cuGraphNodeGetParams";
}
