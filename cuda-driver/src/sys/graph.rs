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

/// Flags for instantiating a graph.
#[cuda_enum(flags)]
pub enum CUgraphInstantiate_flags {
    /// Automatically free memory allocated in a graph before relaunching.
    CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH = 1,
    /// Automatically upload the graph after instantiation.
    CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD = 2,
    /// Instantiate the graph to be launchable from the device.
    CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH = 4,
    /// Run the graph using the per-node priority attributes rather than the priority of the stream it is launched into.
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
    /// X dimension of each thread block.
    pub blockDimX: c_uint,
    /// Y dimension of each thread block.
    pub blockDimY: c_uint,
    /// Z dimension of each thread block.
    pub blockDimZ: c_uint,
    /// Dynamic shared-memory size per thread block in bytes.
    pub sharedMemBytes: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Array of pointers to kernel parameters.
    pub kernelParams: *mut *mut c_void,
    /// Extra options.
    pub extra: *mut *mut c_void,
    /// Kernel to launch, will only be referenced if func is NULL.
    pub kern: CUkernel,
    /// Context for the kernel task to run in.
    pub ctx: CUcontext,
}

/// Memset node parameters (`CUDA_MEMSET_NODE_PARAMS`, the `CUDA_MEMSET_NODE_PARAMS_v1` layout).
#[cuda_struct(size = 40, align = 8)]
pub struct CUDA_MEMSET_NODE_PARAMS {
    /// Destination device pointer.
    pub dst: CUdeviceptr,
    /// Pitch of destination device pointer; unused if height is 1.
    pub pitch: usize,
    /// Value to be set.
    pub value: c_uint,
    /// Size of each element in bytes; must be 1, 2, or 4.
    pub elementSize: c_uint,
    /// Width of the row in elements.
    pub width: usize,
    /// Number of rows.
    pub height: usize,
}

/// Host node parameters (`CUDA_HOST_NODE_PARAMS`, the `CUDA_HOST_NODE_PARAMS_v1` layout).
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_HOST_NODE_PARAMS {
    /// The function to call when the node executes: holds a `CUhostFn`, `void (*)(void *userData)`.
    pub r#fn: *mut c_void,
    /// Argument to pass to the function.
    pub userData: *mut c_void,
}

}

super::functions! {
    /// Creates an executable graph from a graph.
    fn cuGraphInstantiateWithFlags(phGraphExec: *mut CUgraphExec, hGraph: CUgraph, flags: c_ulonglong) @ 11040 as "cuGraphInstantiateWithFlags";
    /// Launches an executable graph in a stream.
    fn cuGraphLaunch(hGraphExec: CUgraphExec, hStream: CUstream) @ 10000 as "cuGraphLaunch";
    /// Destroys an executable graph.
    fn cuGraphExecDestroy(hGraphExec: CUgraphExec) @ 10000 as "cuGraphExecDestroy";
    /// Destroys a graph.
    fn cuGraphDestroy(hGraph: CUgraph) @ 10000 as "cuGraphDestroy";
}
