//! Graph management: graph memory, user objects and conditional handles.
//!
//! NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).

use core::ffi::{c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::{CUDA_EXT_SEM_SIGNAL_NODE_PARAMS, CUDA_EXT_SEM_WAIT_NODE_PARAMS, CUcontext, CUdevice, CUgraph, CUgraphNode, CUhostFn, cuuint64_t};

super::area! {

/// A reference-counted object with a destructor, ownable by graphs (`struct CUuserObject_st *`).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_handle]
pub struct CUuserObject(*mut c_void);

/// The value a conditional node reads, set from device code.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_handle]
pub struct CUgraphConditionalHandle(cuuint64_t);

/// Statistics and settings of a device's graph-allocation memory.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUgraphMem_attribute {
    /// Bytes graphs hold now.
    CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT = 0,
    /// Most bytes graphs held (resettable).
    CU_GRAPH_MEM_ATTR_USED_MEM_HIGH = 1,
    /// Bytes reserved for graphs now.
    CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT = 2,
    /// Most bytes reserved for graphs (resettable).
    CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH = 3,
}

/// Flags of `cuUserObjectCreate`.
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUuserObject_flags {
    /// The destructor needs no synchronization with CUDA work.
    CU_USER_OBJECT_NO_DESTRUCTOR_SYNC = 1,
}

/// Flags of `cuGraphRetainUserObject` (move the caller's reference).
///
/// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
#[cuda_enum]
pub enum CUuserObjectRetain_flags {
    /// Hand the caller's reference to the graph.
    CU_GRAPH_USER_OBJECT_MOVE = 1,
}

}

super::functions! {
    /// Adds a node that signals external semaphores.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddExternalSemaphoresSignalNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) @ 11020 as "cuGraphAddExternalSemaphoresSignalNode";
    /// Adds a node that waits on external semaphores.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphAddExternalSemaphoresWaitNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS) @ 11020 as "cuGraphAddExternalSemaphoresWaitNode";
    /// Returns memory cached for graph allocations on a device to the system.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuDeviceGraphMemTrim(device: CUdevice) @ 11040 as "cuDeviceGraphMemTrim";
    /// Reads a statistic or setting of a device's graph-allocation memory.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuDeviceGetGraphMemAttribute(device: CUdevice, attr: CUgraphMem_attribute, value: *mut c_void) @ 11040 as "cuDeviceGetGraphMemAttribute";
    /// Changes a setting of a device's graph-allocation memory (resets a high watermark).
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuDeviceSetGraphMemAttribute(device: CUdevice, attr: CUgraphMem_attribute, value: *mut c_void) @ 11040 as "cuDeviceSetGraphMemAttribute";
    /// Removes a node, and its edges, from a graph.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphDestroyNode(hNode: CUgraphNode) @ 10000 as "cuGraphDestroyNode";
    /// Creates a reference-counted object whose destructor the driver calls when the last reference goes.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuUserObjectCreate(object_out: *mut CUuserObject, ptr: *mut c_void, destroy: CUhostFn, initialRefcount: c_uint, flags: c_uint) @ 11030 as "cuUserObjectCreate";
    /// Adds references to a user object.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuUserObjectRetain(object: CUuserObject, count: c_uint) @ 11030 as "cuUserObjectRetain";
    /// Gives back references to a user object; its destructor runs when none remain.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuUserObjectRelease(object: CUuserObject, count: c_uint) @ 11030 as "cuUserObjectRelease";
    /// Makes a graph hold references to a user object.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphRetainUserObject(graph: CUgraph, object: CUuserObject, count: c_uint, flags: c_uint) @ 11030 as "cuGraphRetainUserObject";
    /// Drops references a graph holds to a user object.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphReleaseUserObject(graph: CUgraph, object: CUuserObject, count: c_uint) @ 11030 as "cuGraphReleaseUserObject";
    /// Creates the handle a conditional node's kernel sets to steer the node.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPH`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html).
    fn cuGraphConditionalHandleCreate(pHandle_out: *mut CUgraphConditionalHandle, hGraph: CUgraph, ctx: CUcontext, defaultLaunchValue: c_uint, flags: c_uint) @ 12030 as "cuGraphConditionalHandleCreate";
}
