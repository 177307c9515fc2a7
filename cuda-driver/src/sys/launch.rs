//! Execution control: kernel launches, launch attributes and configurations, function attributes, and occupancy.
//!
//! NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).

use core::ffi::{c_char, c_int, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUfunc_cache, CUfunction, CUfunction_attribute, CUlaunchAttributeID, CUlaunchAttributeValue, CUmodule, CUsharedconfig, CUstream, CUtexref};

super::area! {

/// Launch attribute (`CUlaunchAttribute`).
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
#[cuda_struct(size = 72, align = 8)]
pub struct CUlaunchAttribute {
    /// Attribute to set.
    pub id: CUlaunchAttributeID,
    /// `char pad[8 - sizeof(CUlaunchAttributeID)]`.
    #[cuda(reserved)]
    pad: [c_char; 4],
    /// Value of the attribute.
    pub value: CUlaunchAttributeValue,
}

/// CUDA extensible launch configuration (`CUlaunchConfig`).
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
#[cuda_struct(size = 56, align = 8)]
pub struct CUlaunchConfig<'a> {
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
    /// Stream identifier.
    pub hStream: CUstream,
    /// List of attributes; nullable if `numAttrs` == 0.
    #[cuda(slice(len = numAttrs))]
    pub attrs: *mut CUlaunchAttribute,
    /// Number of attributes populated in `attrs`.
    pub numAttrs: c_uint,
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// A host function `cuLaunchHostFunc` and host nodes call with their argument.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub type CUhostFn = Option<unsafe extern "C" fn(*mut c_void)>;

/// One launch of `cuLaunchCooperativeKernelMultiDevice`.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
#[cuda_struct(size = 56, align = 8)]
pub struct CUDA_LAUNCH_PARAMS {
    /// The function to launch.
    pub function: CUfunction,
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
    /// The stream to launch in.
    pub hStream: CUstream,
    /// Pointers to each kernel argument (or null, with `extra`).
    pub kernelParams: *mut *mut c_void,
}

/// `CUDA_LAUNCH_PARAMS_v1`: another C name of `CUDA_LAUNCH_PARAMS`.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub type CUDA_LAUNCH_PARAMS_v1 = CUDA_LAUNCH_PARAMS;

/// Whether a function is loaded (under lazy loading).
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
#[cuda_enum]
pub enum CUfunctionLoadingState {
    /// Not loaded yet.
    CU_FUNCTION_LOADING_STATE_UNLOADED = 0,
    /// Loaded.
    CU_FUNCTION_LOADING_STATE_LOADED = 1,
    /// One past the last state (a count).
    CU_FUNCTION_LOADING_STATE_MAX = 2,
}

/// Multi-device launch flag: do not wait for earlier work before the kernels start.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub const CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC: c_uint = 0x01;

/// Multi-device launch flag: do not make later work wait for the kernels.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub const CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC: c_uint = 0x02;

/// The block dimension a launch with a required block size has.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub const CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM: c_uint = 1;

/// The C `#define CU_LAUNCH_PARAM_END_AS_INT`.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub const CU_LAUNCH_PARAM_END_AS_INT: c_uint = 0x00;

/// Ends the `extra` array of `cuLaunchKernel`.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub const CU_LAUNCH_PARAM_END: *mut c_void = core::ptr::without_provenance_mut(0x00);

/// The C `#define CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT`.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub const CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT: c_uint = 0x01;

/// In `extra`: the next entry points to a buffer holding every kernel parameter.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub const CU_LAUNCH_PARAM_BUFFER_POINTER: *mut c_void = core::ptr::without_provenance_mut(0x01);

/// The C `#define CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT`.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub const CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT: c_uint = 0x02;

/// In `extra`: the next entry points to the size of that parameter buffer.
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
pub const CU_LAUNCH_PARAM_BUFFER_SIZE: *mut c_void = core::ptr::without_provenance_mut(0x02);

/// How a thread running host tasks waits for the next one (13.2).
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
#[cuda_enum]
pub enum CUhostTaskSyncMode {
    /// The thread sleeps until a task is ready.
    CU_HOST_TASK_BLOCKING = 0,
    /// The thread polls until a task is ready.
    CU_HOST_TASK_SPINWAIT = 1,
}

/// Whether a launch may ask for a cluster size beyond the portable ones (13.2).
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
#[cuda_enum]
pub enum CUlaunchAttributePortableClusterMode {
    /// As the function's attribute says.
    CU_LAUNCH_PORTABLE_CLUSTER_MODE_DEFAULT = 0,
    /// Only portable cluster sizes.
    CU_LAUNCH_PORTABLE_CLUSTER_MODE_REQUIRE_PORTABLE = 1,
    /// Non-portable cluster sizes are allowed.
    CU_LAUNCH_PORTABLE_CLUSTER_MODE_ALLOW_NON_PORTABLE = 2,
}

/// How much dynamic shared memory a launch may ask for: portable sizes, larger ones, or oversized ones that shrink L1 (13.2).
///
/// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
#[cuda_enum]
pub enum CUsharedMemoryMode {
    /// As the function's attribute says.
    CU_SHARED_MEMORY_MODE_DEFAULT = 0,
    /// Only sizes every device of the architecture supports.
    CU_SHARED_MEMORY_MODE_REQUIRE_PORTABLE = 1,
    /// Sizes up to this device's limit, which may not be portable.
    CU_SHARED_MEMORY_MODE_ALLOW_NON_PORTABLE = 2,
    /// Oversized configurations may be chosen, leaving 8 KiB of L1.
    CU_SHARED_MEMORY_MODE_ALLOW_OVERSIZED_SHARED_MEMORY = 3,
    /// Oversized configurations are preferred, leaving 8 KiB of L1.
    CU_SHARED_MEMORY_MODE_PREFER_OVERSIZED_SHARED_MEMORY = 4,
}

}

super::functions! {
    /// One attribute of a function.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuFuncGetAttribute(pi: *mut c_int, attrib: CUfunction_attribute, hfunc: CUfunction) @ 2020 as "cuFuncGetAttribute";
    /// Sets one attribute of a function.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuFuncSetAttribute(hfunc: CUfunction, attrib: CUfunction_attribute, value: c_int) @ 9000 as "cuFuncSetAttribute";
    /// Sets a function's preferred split of L1 cache and shared memory.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuFuncSetCacheConfig(hfunc: CUfunction, config: CUfunc_cache) @ 3000 as "cuFuncSetCacheConfig";
    /// Gets the module a function belongs to.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuFuncGetModule(hmod: *mut CUmodule, hfunc: CUfunction) @ 11000 as "cuFuncGetModule";
    /// Gets the name of a function.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuFuncGetName(name: *mut *const c_char, hfunc: CUfunction) @ 12030 as "cuFuncGetName";
    /// Gets the offset and size of one of a function's parameters.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuFuncGetParamInfo(func: CUfunction, paramIndex: usize, paramOffset: *mut usize, paramSize: *mut usize) @ 12040 as "cuFuncGetParamInfo";
    /// How many parameters a kernel function takes (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuFuncGetParamCount(func: CUfunction, paramCount: *mut usize) @ 13020 as "cuFuncGetParamCount";
    /// Tells whether a function has been loaded (under lazy loading).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuFuncIsLoaded(state: *mut CUfunctionLoadingState, function: CUfunction) @ 12040 as "cuFuncIsLoaded";
    /// Loads a function now, under lazy loading.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuFuncLoad(function: CUfunction) @ 12040 as "cuFuncLoad";
    /// Launches a kernel (a `CUfunction` or a `CUkernel`).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuLaunchKernel(f: CUfunction, gridDimX: c_uint, gridDimY: c_uint, gridDimZ: c_uint, blockDimX: c_uint, blockDimY: c_uint, blockDimZ: c_uint, sharedMemBytes: c_uint, hStream: CUstream, kernelParams: *mut *mut c_void, extra: *mut *mut c_void) @ 4000 as "cuLaunchKernel";
    /// Launches a kernel (a `CUfunction` or a `CUkernel`) as a `CUlaunchConfig` describes.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuLaunchKernelEx(config: *const CUlaunchConfig<'_>, f: CUfunction, kernelParams: *mut *mut c_void, extra: *mut *mut c_void) @ 11060 as "cuLaunchKernelEx";
    /// Launches a kernel whose blocks may synchronize with one another.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuLaunchCooperativeKernel(f: CUfunction, gridDimX: c_uint, gridDimY: c_uint, gridDimZ: c_uint, blockDimX: c_uint, blockDimY: c_uint, blockDimZ: c_uint, sharedMemBytes: c_uint, hStream: CUstream, kernelParams: *mut *mut c_void) @ 9000 as "cuLaunchCooperativeKernel";
    /// Enqueues a host function call on a stream.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuLaunchHostFunc(hStream: CUstream, r#fn: CUhostFn, userData: *mut c_void) @ 10000 as "cuLaunchHostFunc";
    /// `cuLaunchHostFunc` at its 13.1 ABI (`cuLaunchHostFunc_v2`): with a `CUhostTaskSyncMode` for the thread that runs it.
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    fn cuLaunchHostFunc_v2(hStream: CUstream, r#fn: CUhostFn, userData: *mut c_void, syncMode: c_uint) = cuLaunchHostFunc @ 13010 as "cuLaunchHostFunc_v2" since 13020;
    /// Sets the block shape of the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuFuncSetBlockShape(hfunc: CUfunction, x: c_int, y: c_int, z: c_int) @ 2000 as "cuFuncSetBlockShape";
    /// Sets the dynamic shared memory of the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuFuncSetSharedSize(hfunc: CUfunction, bytes: c_uint) @ 2000 as "cuFuncSetSharedSize";
    /// Sets the parameter size of the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuParamSetSize(hfunc: CUfunction, numbytes: c_uint) @ 2000 as "cuParamSetSize";
    /// Sets an integer parameter of the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuParamSeti(hfunc: CUfunction, offset: c_int, value: c_uint) @ 2000 as "cuParamSeti";
    /// Sets a float parameter of the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuParamSetf(hfunc: CUfunction, offset: c_int, value: f32) @ 2000 as "cuParamSetf";
    /// Sets bytes of the parameters of the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuParamSetv(hfunc: CUfunction, offset: c_int, ptr: *mut c_void, numbytes: c_uint) @ 2000 as "cuParamSetv";
    /// Launches a function as a 1x1 grid with the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuLaunch(f: CUfunction) @ 2000 as "cuLaunch";
    /// Launches a function on a grid with the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuLaunchGrid(f: CUfunction, grid_width: c_int, grid_height: c_int) @ 2000 as "cuLaunchGrid";
    /// Launches a function on a grid, in stream order, with the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuLaunchKernel")]
    fn cuLaunchGridAsync(f: CUfunction, grid_width: c_int, grid_height: c_int, hStream: CUstream) @ 2000 as "cuLaunchGridAsync";
    /// Launches cooperative kernels on several devices at once (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html).
    #[deprecated(note = "use cuLaunchCooperativeKernel")]
    fn cuLaunchCooperativeKernelMultiDevice(launchParamsList: *mut CUDA_LAUNCH_PARAMS, numDevices: c_uint, flags: c_uint) @ 9000 as "cuLaunchCooperativeKernelMultiDevice";
    /// Passes a texture reference to a kernel of the old launch API (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuParamSetTexRef(hfunc: CUfunction, texunit: c_int, hTexRef: CUtexref) @ 2000 as "cuParamSetTexRef";
    /// Sets a function's shared-memory bank width (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_EXEC_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC__DEPRECATED.html).
    #[deprecated(note = "use cuFuncSetAttribute")]
    fn cuFuncSetSharedMemConfig(hfunc: CUfunction, config: CUsharedconfig) @ 4020 as "cuFuncSetSharedMemConfig";
}
