//! Graph management: handles, node parameters, instantiation and launch.

use core::ffi::{c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUcontext, CUdeviceptr, CUfunction, CUkernel, CUstream};

super::area! {

/// CUDA graph (`struct CUgraph_st *`).
#[cuda_handle(send, sync)]
pub struct CUgraph(*mut c_void);

/// CUDA graph node (`struct CUgraphNode_st *`).
#[cuda_handle(send, sync)]
pub struct CUgraphNode(*mut c_void);

/// CUDA executable graph (`struct CUgraphExec_st *`).
#[cuda_handle(send, sync)]
pub struct CUgraphExec(*mut c_void);

/// CUDA graph device node handle (`struct CUgraphDeviceUpdatableNode_st *`).
#[cuda_handle(send, sync)]
pub struct CUgraphDeviceNode(*mut c_void);

/// Flags of `cuGraphInstantiateWithFlags`.
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

/// GPU kernel node parameters (`CUDA_KERNEL_NODE_PARAMS`, the `CUDA_KERNEL_NODE_PARAMS_v2` layout).
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
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_HOST_NODE_PARAMS {
    /// What the node calls when it runs: a `CUhostFn`, `void (*)(void *userData)`.
    pub r#fn: *mut c_void,
    /// What the call gets as its argument.
    pub userData: *mut c_void,
}

}

super::functions! {
    /// Instantiates a graph into an executable graph.
    fn cuGraphInstantiateWithFlags(phGraphExec: *mut CUgraphExec, hGraph: CUgraph, flags: c_ulonglong) @ 11040 as "cuGraphInstantiateWithFlags";
    /// Runs an executable graph on a stream.
    fn cuGraphLaunch(hGraphExec: CUgraphExec, hStream: CUstream) @ 10000 as "cuGraphLaunch";
    /// Frees an executable graph.
    fn cuGraphExecDestroy(hGraphExec: CUgraphExec) @ 10000 as "cuGraphExecDestroy";
    /// Destroys a graph.
    fn cuGraphDestroy(hGraph: CUgraph) @ 10000 as "cuGraphDestroy";
}
