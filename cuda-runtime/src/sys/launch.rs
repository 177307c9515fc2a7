//! Execution control: kernel launches, launch attributes, function attributes.
//!
//! NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).

use core::ffi::{c_char, c_int, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{cudaFuncCache, cudaLaunchAttribute, cudaSharedMemConfig, cudaStream_t, dim3};

super::area! {

/// The runtime's round mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaRoundMode {
    /// Nearest.
    cudaRoundNearest = 0,
    /// Zero.
    cudaRoundZero = 1,
    /// Pos inf.
    cudaRoundPosInf = 2,
    /// Min inf.
    cudaRoundMinInf = 3,
}

/// A host function `cuLaunchHostFunc` and host nodes call with their argument.
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
pub type cudaHostFn_t = Option<unsafe extern "C" fn(*mut c_void)>;

/// The runtime's shared memory mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaSharedMemoryMode {
    /// Default.
    cudaSharedMemoryModeDefault = 0,
    /// Require portable.
    cudaSharedMemoryModeRequirePortable = 1,
    /// Allow non portable.
    cudaSharedMemoryModeAllowNonPortable = 2,
    /// Allow oversized shared memory.
    cudaSharedMemoryModeAllowOversizedSharedMemory = 3,
    /// Prefer oversized shared memory.
    cudaSharedMemoryModePreferOversizedSharedMemory = 4,
}

/// A kernel's attributes as `cudaFuncGetAttributes` fills them (registers, shared memory, ...).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_struct(size = 144, align = 8)]
pub struct cudaFuncAttributes {
    /// Shared size bytes.
    pub sharedSizeBytes: usize,
    /// Const size bytes.
    pub constSizeBytes: usize,
    /// Local size bytes.
    pub localSizeBytes: usize,
    /// Max threads per block.
    pub maxThreadsPerBlock: c_int,
    /// Num regs.
    pub numRegs: c_int,
    /// Ptx version.
    pub ptxVersion: c_int,
    /// Binary version.
    pub binaryVersion: c_int,
    /// Cache mode ca.
    pub cacheModeCA: c_int,
    /// Max dynamic shared size bytes.
    pub maxDynamicSharedSizeBytes: c_int,
    /// Preferred shmem carveout.
    pub preferredShmemCarveout: c_int,
    /// Cluster dim must be set.
    pub clusterDimMustBeSet: c_int,
    /// Required cluster width.
    pub requiredClusterWidth: c_int,
    /// Required cluster height.
    pub requiredClusterHeight: c_int,
    /// Required cluster depth.
    pub requiredClusterDepth: c_int,
    /// How the kernel's clusters prefer to be scheduled (a `cudaClusterSchedulingPolicy`).
    pub clusterSchedulingPolicyPreference: c_int,
    /// Non portable cluster size allowed.
    pub nonPortableClusterSizeAllowed: c_int,
    /// Device node update status.
    pub deviceNodeUpdateStatus: c_int,
    /// Shared memory mode.
    pub sharedMemoryMode: cudaSharedMemoryMode,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_int; 14],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// The runtime's func attribute (a C enum).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaFuncAttribute {
    /// Max dynamic shared memory size.
    cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
    /// Where L1 and shared memory share hardware: the preferred shared memory carveout, in percent.
    cudaFuncAttributePreferredSharedMemoryCarveout = 9,
    /// Cluster dim must be set.
    cudaFuncAttributeClusterDimMustBeSet = 10,
    /// Cluster width the function requires, in blocks.
    cudaFuncAttributeRequiredClusterWidth = 11,
    /// Cluster height the function requires, in blocks.
    cudaFuncAttributeRequiredClusterHeight = 12,
    /// Cluster depth the function requires, in blocks.
    cudaFuncAttributeRequiredClusterDepth = 13,
    /// Whether a cluster size that is not portable is allowed.
    cudaFuncAttributeNonPortableClusterSizeAllowed = 14,
    /// How the function's blocks are scheduled (a `CUclusterSchedulingPolicy`).
    cudaFuncAttributeClusterSchedulingPolicyPreference = 15,
    /// Shared memory mode.
    cudaFuncAttributeSharedMemoryMode = 0x10,
    /// One past the last function attribute (a count, not an attribute).
    cudaFuncAttributeMax = 0x11,
}

/// The runtime's shared carveout (a C enum).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaSharedCarveout {
    /// Let the driver pick (-1).
    cudaSharedmemCarveoutDefault = -1,
    /// All of the unified cache as shared memory (100).
    cudaSharedmemCarveoutMaxShared = 0x64,
    /// As little shared memory as possible (0).
    cudaSharedmemCarveoutMaxL1 = 0,
}

/// The runtime's cg scope (a C enum).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaCGScope {
    /// Invalid.
    cudaCGScopeInvalid = 0,
    /// Grid.
    cudaCGScopeGrid = 1,
    /// Reserved.
    cudaCGScopeReserved = 2,
    /// 12.x's name for this value (13.x: `cudaCGScopeReserved`); 13.0 dropped the name.
    cudaCGScopeMultiGrid = 2,
}

/// The runtime's kernel function type (a C enum).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_enum]
pub enum cudaKernelFunctionType {
    /// Unspecified.
    cudaKernelFunctionTypeUnspecified = 0,
    /// Device entry.
    cudaKernelFunctionTypeDeviceEntry = 1,
    /// Kernel.
    cudaKernelFunctionTypeKernel = 2,
    /// Function.
    cudaKernelFunctionTypeFunction = 3,
}

/// CUDA extensible launch configuration (`CUlaunchConfig`).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_struct(size = 56, align = 8)]
pub struct cudaLaunchConfig_t {
    /// Grid dim.
    pub gridDim: dim3,
    /// Block dim.
    pub blockDim: dim3,
    /// Dynamic smem bytes.
    pub dynamicSmemBytes: usize,
    /// Stream.
    pub stream: cudaStream_t,
    /// List of attributes; nullable if `numAttrs` == 0.
    pub attrs: *mut cudaLaunchAttribute,
    /// Number of attributes populated in `attrs`.
    pub numAttrs: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// One launch of a multi-device cooperative launch (12.x).
///
/// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
#[cuda_struct(size = 56, align = 8)]
pub struct cudaLaunchParams {
    /// Func.
    pub func: *mut c_void,
    /// Grid dim.
    pub gridDim: dim3,
    /// Block dim.
    pub blockDim: dim3,
    /// Args.
    pub args: *mut *mut c_void,
    /// Shared mem.
    pub sharedMem: usize,
    /// Stream.
    pub stream: cudaStream_t,
}

}

super::functions! {
    /// Launches a kernel (given by its host stub) with a grid, block, arguments and shared memory.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaLaunchKernel(func: *const c_void, gridDim: dim3, blockDim: dim3, args: *mut *mut c_void, sharedMem: usize, stream: cudaStream_t) @ 12000 as "cudaLaunchKernel";
    /// Launches a kernel (a `CUfunction` or a `CUkernel`) as a `CUlaunchConfig` describes.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaLaunchKernelExC(config: *const cudaLaunchConfig_t, func: *const c_void, args: *mut *mut c_void) @ 12000 as "cudaLaunchKernelExC";
    /// Launches a kernel whose blocks may synchronize with one another.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaLaunchCooperativeKernel(func: *const c_void, gridDim: dim3, blockDim: dim3, args: *mut *mut c_void, sharedMem: usize, stream: cudaStream_t) @ 12000 as "cudaLaunchCooperativeKernel";
    /// Sets a function's preferred split of L1 cache and shared memory.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaFuncSetCacheConfig(func: *const c_void, cacheConfig: cudaFuncCache) @ 12000 as "cudaFuncSetCacheConfig";
    /// One attribute of a function.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaFuncGetAttributes(attr: *mut cudaFuncAttributes, func: *const c_void) @ 12000 as "cudaFuncGetAttributes";
    /// Sets one attribute of a function.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaFuncSetAttribute(func: *const c_void, attr: cudaFuncAttribute, value: c_int) @ 12000 as "cudaFuncSetAttribute";
    /// Gets the name of a function.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaFuncGetName(name: *mut *const c_char, func: *const c_void) @ 12000 as "cudaFuncGetName";
    /// Gets the offset and size of one of a function's parameters.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaFuncGetParamInfo(func: *const c_void, paramIndex: usize, paramOffset: *mut usize, paramSize: *mut usize) @ 12000 as "cudaFuncGetParamInfo";
    /// How many parameters a kernel takes.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaFuncGetParamCount(func: *const c_void, paramCount: *mut usize) @ 13050 as "cudaFuncGetParamCount";
    /// Enqueues a host function call on a stream.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaLaunchHostFunc(stream: cudaStream_t, r#fn: cudaHostFn_t, userData: *mut c_void) @ 12000 as "cudaLaunchHostFunc";
    /// Enqueues a host function call on a stream.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    fn cudaLaunchHostFunc_v2(stream: cudaStream_t, r#fn: cudaHostFn_t, userData: *mut c_void, syncMode: c_uint) @ 13050 as "cudaLaunchHostFunc_v2";
    /// Sets a function's shared-memory bank width (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION__DEPRECATED.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaFuncSetSharedMemConfig(func: *const c_void, config: cudaSharedMemConfig) @ 12000 as "cudaFuncSetSharedMemConfig";
    /// Launches cooperative kernels on several devices at once (deprecated).
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaLaunchCooperativeKernelMultiDevice(launchParamsList: *mut cudaLaunchParams, numDevices: c_uint, flags: c_uint) @ 12000 as "cudaLaunchCooperativeKernelMultiDevice";
    /// Runtime call: set double for device.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaSetDoubleForDevice(d: *mut f64) @ 12000 as "cudaSetDoubleForDevice";
    /// Runtime call: set double for host.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_EXECUTION`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__EXECUTION.html).
    #[deprecated(note = "deprecated in the runtime headers; see NVIDIA's documentation")]
    fn cudaSetDoubleForHost(d: *mut f64) @ 12000 as "cudaSetDoubleForHost";
}
