//! Graph management: graph memory, user objects and conditional handles.
//!
//! [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)

use core::ffi::{c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::{CUDA_EXT_SEM_SIGNAL_NODE_PARAMS, CUDA_EXT_SEM_WAIT_NODE_PARAMS, CUcontext, CUdevice, CUgraph, CUgraphNode, CUhostFn, cuuint64_t};

super::area! {

/// `CUuserObject` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
#[cuda_handle]
pub struct CUuserObject(*mut c_void);

/// `CUgraphConditionalHandle` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
#[cuda_handle]
pub struct CUgraphConditionalHandle(cuuint64_t);

/// `CUgraphMem_attribute` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
#[cuda_enum]
pub enum CUgraphMem_attribute {
    /// The C constant `CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT`.
    CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT = 0,
    /// The C constant `CU_GRAPH_MEM_ATTR_USED_MEM_HIGH`.
    CU_GRAPH_MEM_ATTR_USED_MEM_HIGH = 1,
    /// The C constant `CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT`.
    CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT = 2,
    /// The C constant `CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH`.
    CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH = 3,
}

/// `CUuserObject_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
#[cuda_enum]
pub enum CUuserObject_flags {
    /// The C constant `CU_USER_OBJECT_NO_DESTRUCTOR_SYNC`.
    CU_USER_OBJECT_NO_DESTRUCTOR_SYNC = 1,
}

/// `CUuserObjectRetain_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
#[cuda_enum]
pub enum CUuserObjectRetain_flags {
    /// The C constant `CU_GRAPH_USER_OBJECT_MOVE`.
    CU_GRAPH_USER_OBJECT_MOVE = 1,
}

}

super::functions! {
    /// The driver function `cuGraphAddExternalSemaphoresSignalNode`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphAddExternalSemaphoresSignalNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) @ 11020 as "cuGraphAddExternalSemaphoresSignalNode";
    /// The driver function `cuGraphAddExternalSemaphoresWaitNode`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphAddExternalSemaphoresWaitNode(phGraphNode: *mut CUgraphNode, hGraph: CUgraph, dependencies: *const CUgraphNode, numDependencies: usize, nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS) @ 11020 as "cuGraphAddExternalSemaphoresWaitNode";
    /// The driver function `cuDeviceGraphMemTrim`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuDeviceGraphMemTrim(device: CUdevice) @ 11040 as "cuDeviceGraphMemTrim";
    /// The driver function `cuDeviceGetGraphMemAttribute`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuDeviceGetGraphMemAttribute(device: CUdevice, attr: CUgraphMem_attribute, value: *mut c_void) @ 11040 as "cuDeviceGetGraphMemAttribute";
    /// The driver function `cuDeviceSetGraphMemAttribute`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuDeviceSetGraphMemAttribute(device: CUdevice, attr: CUgraphMem_attribute, value: *mut c_void) @ 11040 as "cuDeviceSetGraphMemAttribute";
    /// The driver function `cuGraphDestroyNode`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphDestroyNode(hNode: CUgraphNode) @ 10000 as "cuGraphDestroyNode";
    /// The driver function `cuUserObjectCreate`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuUserObjectCreate(object_out: *mut CUuserObject, ptr: *mut c_void, destroy: CUhostFn, initialRefcount: c_uint, flags: c_uint) @ 11030 as "cuUserObjectCreate";
    /// The driver function `cuUserObjectRetain`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuUserObjectRetain(object: CUuserObject, count: c_uint) @ 11030 as "cuUserObjectRetain";
    /// The driver function `cuUserObjectRelease`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuUserObjectRelease(object: CUuserObject, count: c_uint) @ 11030 as "cuUserObjectRelease";
    /// The driver function `cuGraphRetainUserObject`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphRetainUserObject(graph: CUgraph, object: CUuserObject, count: c_uint, flags: c_uint) @ 11030 as "cuGraphRetainUserObject";
    /// The driver function `cuGraphReleaseUserObject`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphReleaseUserObject(graph: CUgraph, object: CUuserObject, count: c_uint) @ 11030 as "cuGraphReleaseUserObject";
    /// The driver function `cuGraphConditionalHandleCreate`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphConditionalHandleCreate(pHandle_out: *mut CUgraphConditionalHandle, hGraph: CUgraph, ctx: CUcontext, defaultLaunchValue: c_uint, flags: c_uint) @ 12030 as "cuGraphConditionalHandleCreate";
}
