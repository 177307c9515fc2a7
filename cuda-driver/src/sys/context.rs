//! Context management.
//!
//! NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUcontext, CUdevice, CUexecAffinityType};

super::area! {

/// Context creation flags.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_enum(flags)]
pub enum CUctx_flags {
    /// Automatic scheduling.
    CU_CTX_SCHED_AUTO = 0x00,
    /// Spin while waiting for the GPU, by default.
    CU_CTX_SCHED_SPIN = 0x01,
    /// Yield the thread while waiting for the GPU, by default.
    CU_CTX_SCHED_YIELD = 0x02,
    /// Block the thread while waiting for the GPU, by default.
    CU_CTX_SCHED_BLOCKING_SYNC = 0x04,
    /// Old name of `CU_CTX_SCHED_BLOCKING_SYNC` (deprecated).
    CU_CTX_BLOCKING_SYNC = 0x04,
    /// Mask of the scheduling flags (`CU_CTX_SCHED_*`).
    CU_CTX_SCHED_MASK = 0x07,
    /// Deprecated since CUDA 11.0; it does nothing.
    CU_CTX_MAP_HOST = 0x08,
    /// Keep the local memory grown for a launch after it.
    CU_CTX_LMEM_RESIZE_TO_MAX = 0x10,
    /// Write a coredump when an exception happens in this context.
    CU_CTX_COREDUMP_ENABLE = 0x20,
    /// Let a user pipe trigger coredumps in this context.
    CU_CTX_USER_COREDUMP_ENABLE = 0x40,
    /// Make synchronous memory operations in this context always synchronize.
    CU_CTX_SYNC_MEMOPS = 0x80,
    /// Mask of all context creation flags.
    CU_CTX_FLAGS_MASK = 0xFF,
}

/// CUDA event (`struct CUevent_st *`).
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_handle(send, sync)]
pub struct CUevent(*mut c_void);

/// Preferred splits of L1 cache and shared memory.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_enum]
pub enum CUfunc_cache {
    /// No preference.
    CU_FUNC_CACHE_PREFER_NONE = 0,
    /// More shared memory, less L1.
    CU_FUNC_CACHE_PREFER_SHARED = 1,
    /// More L1, less shared memory.
    CU_FUNC_CACHE_PREFER_L1 = 2,
    /// As much L1 as shared memory.
    CU_FUNC_CACHE_PREFER_EQUAL = 3,
}

/// Shared-memory bank widths (deprecated settings).
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_enum]
pub enum CUsharedconfig {
    /// The device's usual bank width.
    CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE = 0,
    /// Banks 4 bytes wide.
    CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE = 1,
    /// Banks 8 bytes wide.
    CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE = 2,
}

/// Named shared-memory carveout preferences, in percent.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_enum]
pub enum CUshared_carveout {
    /// Let the driver pick (-1).
    CU_SHAREDMEM_CARVEOUT_DEFAULT = -1,
    /// All of the unified cache as shared memory (100).
    CU_SHAREDMEM_CARVEOUT_MAX_SHARED = 0x64,
    /// As little shared memory as possible (0).
    CU_SHAREDMEM_CARVEOUT_MAX_L1 = 0,
}

/// Resource limits of a context (stack size, printf FIFO, heap, ...).
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_enum]
pub enum CUlimit {
    /// Bytes of stack per GPU thread.
    CU_LIMIT_STACK_SIZE = 0,
    /// Bytes of the buffer device `printf` writes to.
    CU_LIMIT_PRINTF_FIFO_SIZE = 1,
    /// Bytes of the heap device `malloc` allocates from.
    CU_LIMIT_MALLOC_HEAP_SIZE = 2,
    /// Deepest nesting at which device-side launches may synchronize.
    CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH = 3,
    /// How many device-side launches may be outstanding.
    CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT = 4,
    /// L2 fetch size hint, 0 to 128 bytes.
    CU_LIMIT_MAX_L2_FETCH_GRANULARITY = 5,
    /// Bytes of L2 set aside for persisting accesses.
    CU_LIMIT_PERSISTING_L2_CACHE_SIZE = 6,
    /// Shared memory per block (read-only).
    CU_LIMIT_SHMEM_SIZE = 7,
    /// Whether CUDA-in-graphics is on (read-only).
    CU_LIMIT_CIG_ENABLED = 8,
    /// Whether kernels may fall back when CIG leaves too little shared memory.
    CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED = 9,
    /// One past the last limit (a count).
    CU_LIMIT_MAX = 11,
    /// Memory set aside per thread block, in bytes (13.4).
    CU_LIMIT_PER_BLOCK_MEMORY_SIZE = 10,
}

/// An execution affinity that limits a context to a number of SMs.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_struct(size = 4, align = 4)]
pub struct CUexecAffinitySmCount {
    /// How many SMs.
    pub val: c_uint,
}

/// `CUexecAffinitySmCount_v1`: another C name of `CUexecAffinitySmCount`.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
pub type CUexecAffinitySmCount_v1 = CUexecAffinitySmCount;

/// The value of an execution affinity, per affinity type.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[anonymous_in(CUexecAffinityParam.param)]
#[cuda_struct(size = 4, align = 4)]
pub union CUexecAffinityParam_param {
    /// The SM-count affinity.
    pub smCount: CUexecAffinitySmCount,
}

/// One execution affinity of a context: its type and value.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_struct(size = 8, align = 4)]
pub struct CUexecAffinityParam {
    /// The affinity's kind.
    pub r#type: CUexecAffinityType,
    /// The affinity's value.
    pub param: CUexecAffinityParam_param,
}

/// `CUexecAffinityParam_v1`: another C name of `CUexecAffinityParam`.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
pub type CUexecAffinityParam_v1 = CUexecAffinityParam;

/// Kinds of data a CUDA-in-graphics context is created with.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_enum]
pub enum CUcigDataType {
    /// A Direct3D 12 command queue.
    CIG_DATA_TYPE_D3D12_COMMAND_QUEUE = 1,
    /// An opaque NVIDIA-defined blob.
    CIG_DATA_TYPE_NV_BLOB = 2,
}

/// The graphics data a CUDA-in-graphics context shares.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_struct(size = 16, align = 8)]
pub struct CUctxCigParam {
    /// What `sharedData` points to.
    pub sharedDataType: CUcigDataType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The graphics API object shared with CUDA.
    pub sharedData: *mut c_void,
}

/// What `cuCtxCreate` (12.5 ABI) takes beyond flags: affinities and CIG data.
///
/// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUctxCreateParams {
    /// Execution affinities, `numExecAffinityParams` of them (null: none).
    pub execAffinityParams: *mut CUexecAffinityParam,
    /// How many affinities `execAffinityParams` holds.
    pub numExecAffinityParams: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// CUDA-in-graphics data (null: none).
    pub cigParams: *mut CUctxCigParam,
}

}

super::functions! {
    /// Create a CUDA context.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxCreate(pctx: *mut CUcontext, ctxCreateParams: *mut CUctxCreateParams, flags: c_uint, dev: CUdevice) @ 12050 as "cuCtxCreate_v4";
    /// `cuCtxCreate` at its older ABI (version 3020, exported as `cuCtxCreate_v2`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxCreate_v3020(pctx: *mut CUcontext, flags: c_uint, dev: CUdevice) = cuCtxCreate @ 3020 as "cuCtxCreate_v2";
    /// `cuCtxCreate` at its older ABI (version 11040, exported as `cuCtxCreate_v3`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxCreate_v11040(pctx: *mut CUcontext, paramsArray: *mut CUexecAffinityParam, numParams: c_int, flags: c_uint, dev: CUdevice) = cuCtxCreate @ 11040 as "cuCtxCreate_v3";
    /// Destroy a CUDA context.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxDestroy(ctx: CUcontext) @ 4000 as "cuCtxDestroy_v2";
    /// Pushes a context on the calling thread's stack, making it current.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxPushCurrent(ctx: CUcontext) @ 4000 as "cuCtxPushCurrent_v2";
    /// Pops the current context off the calling thread's stack.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxPopCurrent(pctx: *mut CUcontext) @ 4000 as "cuCtxPopCurrent_v2";
    /// Makes a context current on the calling thread.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxSetCurrent(ctx: CUcontext) @ 4000 as "cuCtxSetCurrent";
    /// The context current on the calling thread.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetCurrent(pctx: *mut CUcontext) @ 4000 as "cuCtxGetCurrent";
    /// The device of the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetDevice(device: *mut CUdevice) @ 2000 as "cuCtxGetDevice";
    /// Gets the device of a given context (null: the current one).
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetDevice_v2(device: *mut CUdevice, ctx: CUcontext) = cuCtxGetDevice @ 13000 as "cuCtxGetDevice_v2";
    /// Reads the creation flags of the context bound to the thread.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetFlags(flags: *mut c_uint) @ 7000 as "cuCtxGetFlags";
    /// Changes the creation flags of the context bound to the thread.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxSetFlags(flags: c_uint) @ 12010 as "cuCtxSetFlags";
    /// Gets the unique ID of a context.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetId(ctx: CUcontext, ctxId: *mut c_ulonglong) @ 12000 as "cuCtxGetId";
    /// Waits until all work of the current context is done.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxSynchronize() @ 2000 as "cuCtxSynchronize";
    /// Waits until all work of a given context (null: the current one) is done.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxSynchronize_v2(ctx: CUcontext) = cuCtxSynchronize @ 13000 as "cuCtxSynchronize_v2";
    /// Sets a resource limit of the current context (stack size, printf buffer, ...).
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxSetLimit(limit: CUlimit, value: usize) @ 3010 as "cuCtxSetLimit";
    /// Reads a resource limit of the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetLimit(pvalue: *mut usize, limit: CUlimit) @ 3010 as "cuCtxGetLimit";
    /// Gets the preferred split of L1 cache and shared memory of the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetCacheConfig(pconfig: *mut CUfunc_cache) @ 3020 as "cuCtxGetCacheConfig";
    /// Sets the preferred split of L1 cache and shared memory of the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxSetCacheConfig(config: CUfunc_cache) @ 3020 as "cuCtxSetCacheConfig";
    /// Gets the API version a context was created for.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetApiVersion(ctx: CUcontext, version: *mut c_uint) @ 3020 as "cuCtxGetApiVersion";
    /// The range of stream priorities: least, then greatest.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetStreamPriorityRange(leastPriority: *mut c_int, greatestPriority: *mut c_int) @ 5050 as "cuCtxGetStreamPriorityRange";
    /// Resets all persisting lines of the L2 cache to normal.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxResetPersistingL2Cache() @ 11000 as "cuCtxResetPersistingL2Cache";
    /// Gets the execution affinity (such as an SM count) of the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxGetExecAffinity(pExecAffinity: *mut CUexecAffinityParam, r#type: CUexecAffinityType) @ 11040 as "cuCtxGetExecAffinity";
    /// Records an event that completes when all current work of a context has.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxRecordEvent(hCtx: CUcontext, hEvent: CUevent) @ 12050 as "cuCtxRecordEvent";
    /// Makes all later work of a context wait for an event.
    ///
    /// NVIDIA's documentation: [`CUDA_CTX`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html).
    fn cuCtxWaitEvent(hCtx: CUcontext, hEvent: CUevent) @ 12050 as "cuCtxWaitEvent";
    /// Adds a reference to the current context (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_CTX_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX__DEPRECATED.html).
    #[deprecated(note = "use cuCtxCreate or the primary context")]
    fn cuCtxAttach(pctx: *mut CUcontext, flags: c_uint) @ 2000 as "cuCtxAttach";
    /// Drops a reference to a context taken by `cuCtxAttach` (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_CTX_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX__DEPRECATED.html).
    #[deprecated(note = "use cuCtxDestroy")]
    fn cuCtxDetach(ctx: CUcontext) @ 2000 as "cuCtxDetach";
    /// Gets the shared-memory bank width of the current context (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_CTX_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX__DEPRECATED.html).
    #[deprecated(note = "use cuFuncGetAttribute")]
    fn cuCtxGetSharedMemConfig(pConfig: *mut CUsharedconfig) @ 4020 as "cuCtxGetSharedMemConfig";
    /// Sets the shared-memory bank width of the current context (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_CTX_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX__DEPRECATED.html).
    #[deprecated(note = "use cuFuncSetAttribute")]
    fn cuCtxSetSharedMemConfig(config: CUsharedconfig) @ 4020 as "cuCtxSetSharedMemConfig";
}
