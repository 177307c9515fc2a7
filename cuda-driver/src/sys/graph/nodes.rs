//! Graph management: node parameters.
//!
//! [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)

use core::ffi::c_uint;
use cuda_struct::cuda_struct;

use super::{CUDA_BATCH_MEM_OP_NODE_PARAMS, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, CUDA_HOST_NODE_PARAMS, CUDA_KERNEL_NODE_PARAMS, CUDA_KERNEL_NODE_PARAMS_v1, CUDA_MEMCPY3D, CUDA_MEMSET_NODE_PARAMS, CUDA_MEM_ALLOC_NODE_PARAMS, CUdeviceptr, CUevent, CUexternalSemaphore, CUgraph, CUgraphExec, CUgraphNode, CUgraphNodeParams, CUlaunchAttributeID, CUlaunchAttributeValue};

super::area! {

/// `CUDA_EXT_SEM_SIGNAL_NODE_PARAMS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
#[cuda_struct(size = 24, align = 8)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS {
    /// The C member `extSemArray`.
    pub extSemArray: *mut CUexternalSemaphore,
    /// The C member `paramsArray`.
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    /// The C member `numExtSems`.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1`: another C name of `CUDA_EXT_SEM_SIGNAL_NODE_PARAMS`.
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS;

/// `CUDA_EXT_SEM_WAIT_NODE_PARAMS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
#[cuda_struct(size = 24, align = 8)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS {
    /// The C member `extSemArray`.
    pub extSemArray: *mut CUexternalSemaphore,
    /// The C member `paramsArray`.
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    /// The C member `numExtSems`.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1`: another C name of `CUDA_EXT_SEM_WAIT_NODE_PARAMS`.
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 = CUDA_EXT_SEM_WAIT_NODE_PARAMS;

}

super::functions! {
    /// The driver function `cuGraphKernelNodeGetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphKernelNodeGetParams(hNode: CUgraphNode, nodeParams: *mut CUDA_KERNEL_NODE_PARAMS) @ 12000 as "cuGraphKernelNodeGetParams_v2";
    /// `cuGraphKernelNodeGetParams` at its older ABI (version 10000, exported as `cuGraphKernelNodeGetParams`), for drivers before the newer one.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphKernelNodeGetParams_v10000(hNode: CUgraphNode, nodeParams: *mut CUDA_KERNEL_NODE_PARAMS_v1) = cuGraphKernelNodeGetParams @ 10000 as "cuGraphKernelNodeGetParams";
    /// The driver function `cuGraphKernelNodeSetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphKernelNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_KERNEL_NODE_PARAMS) @ 12000 as "cuGraphKernelNodeSetParams_v2";
    /// `cuGraphKernelNodeSetParams` at its older ABI (version 10000, exported as `cuGraphKernelNodeSetParams`), for drivers before the newer one.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphKernelNodeSetParams_v10000(hNode: CUgraphNode, nodeParams: *const CUDA_KERNEL_NODE_PARAMS_v1) = cuGraphKernelNodeSetParams @ 10000 as "cuGraphKernelNodeSetParams";
    /// The driver function `cuGraphMemcpyNodeGetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphMemcpyNodeGetParams(hNode: CUgraphNode, nodeParams: *mut CUDA_MEMCPY3D) @ 10000 as "cuGraphMemcpyNodeGetParams";
    /// The driver function `cuGraphMemcpyNodeSetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphMemcpyNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_MEMCPY3D) @ 10000 as "cuGraphMemcpyNodeSetParams";
    /// The driver function `cuGraphMemsetNodeGetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphMemsetNodeGetParams(hNode: CUgraphNode, nodeParams: *mut CUDA_MEMSET_NODE_PARAMS) @ 10000 as "cuGraphMemsetNodeGetParams";
    /// The driver function `cuGraphMemsetNodeSetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphMemsetNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_MEMSET_NODE_PARAMS) @ 10000 as "cuGraphMemsetNodeSetParams";
    /// The driver function `cuGraphHostNodeGetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphHostNodeGetParams(hNode: CUgraphNode, nodeParams: *mut CUDA_HOST_NODE_PARAMS) @ 10000 as "cuGraphHostNodeGetParams";
    /// The driver function `cuGraphHostNodeSetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphHostNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_HOST_NODE_PARAMS) @ 10000 as "cuGraphHostNodeSetParams";
    /// The driver function `cuGraphChildGraphNodeGetGraph`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphChildGraphNodeGetGraph(hNode: CUgraphNode, phGraph: *mut CUgraph) @ 10000 as "cuGraphChildGraphNodeGetGraph";
    /// The driver function `cuGraphEventRecordNodeGetEvent`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphEventRecordNodeGetEvent(hNode: CUgraphNode, event_out: *mut CUevent) @ 11010 as "cuGraphEventRecordNodeGetEvent";
    /// The driver function `cuGraphEventRecordNodeSetEvent`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphEventRecordNodeSetEvent(hNode: CUgraphNode, event: CUevent) @ 11010 as "cuGraphEventRecordNodeSetEvent";
    /// The driver function `cuGraphEventWaitNodeGetEvent`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphEventWaitNodeGetEvent(hNode: CUgraphNode, event_out: *mut CUevent) @ 11010 as "cuGraphEventWaitNodeGetEvent";
    /// The driver function `cuGraphEventWaitNodeSetEvent`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphEventWaitNodeSetEvent(hNode: CUgraphNode, event: CUevent) @ 11010 as "cuGraphEventWaitNodeSetEvent";
    /// The driver function `cuGraphExternalSemaphoresSignalNodeGetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphExternalSemaphoresSignalNodeGetParams(hNode: CUgraphNode, params_out: *mut CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) @ 11020 as "cuGraphExternalSemaphoresSignalNodeGetParams";
    /// The driver function `cuGraphExternalSemaphoresSignalNodeSetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphExternalSemaphoresSignalNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) @ 11020 as "cuGraphExternalSemaphoresSignalNodeSetParams";
    /// The driver function `cuGraphExternalSemaphoresWaitNodeGetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphExternalSemaphoresWaitNodeGetParams(hNode: CUgraphNode, params_out: *mut CUDA_EXT_SEM_WAIT_NODE_PARAMS) @ 11020 as "cuGraphExternalSemaphoresWaitNodeGetParams";
    /// The driver function `cuGraphExternalSemaphoresWaitNodeSetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphExternalSemaphoresWaitNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS) @ 11020 as "cuGraphExternalSemaphoresWaitNodeSetParams";
    /// The driver function `cuGraphBatchMemOpNodeGetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphBatchMemOpNodeGetParams(hNode: CUgraphNode, nodeParams_out: *mut CUDA_BATCH_MEM_OP_NODE_PARAMS) @ 11070 as "cuGraphBatchMemOpNodeGetParams";
    /// The driver function `cuGraphBatchMemOpNodeSetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphBatchMemOpNodeSetParams(hNode: CUgraphNode, nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS) @ 11070 as "cuGraphBatchMemOpNodeSetParams";
    /// The driver function `cuGraphMemAllocNodeGetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphMemAllocNodeGetParams(hNode: CUgraphNode, params_out: *mut CUDA_MEM_ALLOC_NODE_PARAMS) @ 11040 as "cuGraphMemAllocNodeGetParams";
    /// The driver function `cuGraphMemFreeNodeGetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphMemFreeNodeGetParams(hNode: CUgraphNode, dptr_out: *mut CUdeviceptr) @ 11040 as "cuGraphMemFreeNodeGetParams";
    /// The driver function `cuGraphNodeSetEnabled`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphNodeSetEnabled(hGraphExec: CUgraphExec, hNode: CUgraphNode, isEnabled: c_uint) @ 11060 as "cuGraphNodeSetEnabled";
    /// The driver function `cuGraphNodeGetEnabled`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphNodeGetEnabled(hGraphExec: CUgraphExec, hNode: CUgraphNode, isEnabled: *mut c_uint) @ 11060 as "cuGraphNodeGetEnabled";
    /// The driver function `cuGraphKernelNodeCopyAttributes`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphKernelNodeCopyAttributes(dst: CUgraphNode, src: CUgraphNode) @ 11000 as "cuGraphKernelNodeCopyAttributes";
    /// The driver function `cuGraphKernelNodeGetAttribute`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphKernelNodeGetAttribute(hNode: CUgraphNode, attr: CUlaunchAttributeID, value_out: *mut CUlaunchAttributeValue) @ 11000 as "cuGraphKernelNodeGetAttribute";
    /// The driver function `cuGraphKernelNodeSetAttribute`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphKernelNodeSetAttribute(hNode: CUgraphNode, attr: CUlaunchAttributeID, value: *const CUlaunchAttributeValue) @ 11000 as "cuGraphKernelNodeSetAttribute";
    /// The driver function `cuGraphNodeSetParams`.
    ///
    /// [NVIDIA: Cuda Graph](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html)
    fn cuGraphNodeSetParams(hNode: CUgraphNode, nodeParams: *mut CUgraphNodeParams) @ 12020 as "cuGraphNodeSetParams";
}
