//! Module management: loading modules and their functions and globals, and JIT options.
//!
//! [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)

use core::ffi::{c_char, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::CUdeviceptr;

super::area! {

/// CUDA module (`struct CUmod_st *`).
#[cuda_handle(send, sync)]
pub struct CUmodule(*mut c_void);

/// CUDA function (`struct CUfunc_st *`).
#[cuda_handle(send, sync)]
pub struct CUfunction(*mut c_void);

/// CUDA library (`struct CUlib_st *`).
#[cuda_handle(send, sync)]
pub struct CUlibrary(*mut c_void);

/// CUDA kernel (`struct CUkern_st *`).
#[cuda_handle(send, sync)]
pub struct CUkernel(*mut c_void);

/// Online compiler and linker options.
#[cuda_enum]
pub enum CUjit_option {
    /// Max number of registers that a thread may use.
    CU_JIT_MAX_REGISTERS = 0,
    /// IN: Specifies minimum number of threads per block to target compilation for.
    CU_JIT_THREADS_PER_BLOCK = 1,
    /// Overwrites the option value with the total wall clock time, in milliseconds, spent in the compiler and linker.
    CU_JIT_WALL_TIME = 2,
    /// Pointer to a buffer in which to print any log messages that are informational in nature (the buffer size is specified via option `CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES`).
    CU_JIT_INFO_LOG_BUFFER = 3,
    /// IN: Log buffer size in bytes.
    CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
    /// Pointer to a buffer in which to print any log messages that reflect errors (the buffer size is specified via option `CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES`).
    CU_JIT_ERROR_LOG_BUFFER = 5,
    /// IN: Log buffer size in bytes.
    CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
    /// Level of optimizations to apply to generated code (0 - 4), with 4 being the default and highest level of optimizations.
    CU_JIT_OPTIMIZATION_LEVEL = 7,
    /// No option value required.
    CU_JIT_TARGET_FROM_CUCONTEXT = 8,
    /// Target is chosen based on supplied `CUjit_target`.
    CU_JIT_TARGET = 9,
    /// Specifies choice of fallback strategy if matching cubin is not found.
    CU_JIT_FALLBACK_STRATEGY = 10,
    /// Specifies whether to create debug information in output (-g) (0: false, default).
    CU_JIT_GENERATE_DEBUG_INFO = 11,
    /// Generate verbose log messages (0: false, default).
    CU_JIT_LOG_VERBOSE = 12,
    /// Generate line number information (-lineinfo) (0: false, default).
    CU_JIT_GENERATE_LINE_INFO = 13,
    /// Specifies whether to enable caching explicitly (-dlcm).
    CU_JIT_CACHE_MODE = 14,
    /// Deprecated: This jit option is deprecated and should not be used.
    CU_JIT_NEW_SM3X_OPT = 15,
    /// This jit option is used for internal purpose only.
    CU_JIT_FAST_COMPILE = 16,
    /// Array of device symbol names that will be relocated to the corresponding host addresses stored in `CU_JIT_GLOBAL_SYMBOL_ADDRESSES`.
    CU_JIT_GLOBAL_SYMBOL_NAMES = 17,
    /// Array of host addresses that will be used to relocate corresponding device symbols stored in `CU_JIT_GLOBAL_SYMBOL_NAMES`.
    CU_JIT_GLOBAL_SYMBOL_ADDRESSES = 18,
    /// Number of entries in `CU_JIT_GLOBAL_SYMBOL_NAMES` and `CU_JIT_GLOBAL_SYMBOL_ADDRESSES` arrays.
    CU_JIT_GLOBAL_SYMBOL_COUNT = 19,
    /// Deprecated: enable link-time optimization (-dlto) for device code (Disabled by default).
    CU_JIT_LTO = 20,
    /// Deprecated: control single-precision denormals (-ftz) support (0: false, default).
    CU_JIT_FTZ = 21,
    /// Deprecated: control single-precision floating-point division and reciprocals (-prec-div) support (1: true, default).
    CU_JIT_PREC_DIV = 22,
    /// Deprecated: control single-precision floating-point square root (-prec-sqrt) support (1: true, default).
    CU_JIT_PREC_SQRT = 23,
    /// Deprecated: enable/Disable the contraction of floating-point multiplies and adds/subtracts into floating-point multiply-add (-fma) operations (1: Enable, default; 0: Disable).
    CU_JIT_FMA = 24,
    /// Deprecated: array of kernel names that should be preserved at link time while others can be removed.
    CU_JIT_REFERENCED_KERNEL_NAMES = 25,
    /// Deprecated: number of entries in `CU_JIT_REFERENCED_KERNEL_NAMES` array.
    CU_JIT_REFERENCED_KERNEL_COUNT = 26,
    /// Deprecated: array of variable names (`__device__` and/or `__constant__`) that should be preserved at link time while others can be removed.
    CU_JIT_REFERENCED_VARIABLE_NAMES = 27,
    /// Deprecated: number of entries in `CU_JIT_REFERENCED_VARIABLE_NAMES` array.
    CU_JIT_REFERENCED_VARIABLE_COUNT = 28,
    /// Deprecated: This option serves as a hint to enable the JIT compiler/linker to remove constant (`__constant__`) and device (`__device__`) variables unreferenced in device code (Disabled by default).
    CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES = 29,
    /// Generate position independent code (0: false).
    CU_JIT_POSITION_INDEPENDENT_CODE = 30,
    /// This option hints to the JIT compiler the minimum number of CTAs from the kernel’s grid to be mapped to a SM.
    CU_JIT_MIN_CTA_PER_SM = 31,
    /// Maximum number threads in a thread block, computed as the product of the maximum extent specifed for each dimension of the block.
    CU_JIT_MAX_THREADS_PER_BLOCK = 32,
    /// This option lets the values specified using `CU_JIT_MAX_REGISTERS`, `CU_JIT_THREADS_PER_BLOCK`, `CU_JIT_MAX_THREADS_PER_BLOCK` and `CU_JIT_MIN_CTA_PER_SM` take precedence over any PTX directives.
    CU_JIT_OVERRIDE_DIRECTIVE_VALUES = 33,
    /// This option specifies the maximum number of concurrent threads to use when running compiler optimizations.
    CU_JIT_SPLIT_COMPILE = 34,
    /// The number of JIT options (a count, not an option).
    CU_JIT_NUM_OPTIONS = 35,
}

/// `CUtexref` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
#[cuda_handle]
pub struct CUtexref(*mut c_void);

/// `CUsurfref` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
#[cuda_handle]
pub struct CUsurfref(*mut c_void);

/// `CUjitInputType` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
#[cuda_enum]
pub enum CUjitInputType {
    /// The C constant `CU_JIT_INPUT_CUBIN`.
    CU_JIT_INPUT_CUBIN = 0,
    /// The C constant `CU_JIT_INPUT_PTX`.
    CU_JIT_INPUT_PTX = 1,
    /// The C constant `CU_JIT_INPUT_FATBINARY`.
    CU_JIT_INPUT_FATBINARY = 2,
    /// The C constant `CU_JIT_INPUT_OBJECT`.
    CU_JIT_INPUT_OBJECT = 3,
    /// The C constant `CU_JIT_INPUT_LIBRARY`.
    CU_JIT_INPUT_LIBRARY = 4,
    /// The C constant `CU_JIT_INPUT_NVVM`.
    CU_JIT_INPUT_NVVM = 5,
    /// The C constant `CU_JIT_NUM_INPUT_TYPES`.
    CU_JIT_NUM_INPUT_TYPES = 6,
}

/// `CUlinkState` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
#[cuda_handle]
pub struct CUlinkState(*mut c_void);

/// `CUmoduleLoadingMode` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
#[cuda_enum]
pub enum CUmoduleLoadingMode {
    /// The C constant `CU_MODULE_EAGER_LOADING`.
    CU_MODULE_EAGER_LOADING = 1,
    /// The C constant `CU_MODULE_LAZY_LOADING`.
    CU_MODULE_LAZY_LOADING = 2,
}

}

super::functions! {
    /// The driver function `cuModuleLoad`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuModuleLoad(module: *mut CUmodule, fname: *const c_char) @ 2000 as "cuModuleLoad";
    /// Load a module's data.
    fn cuModuleLoadData(module: *mut CUmodule, image: *const c_void) @ 2000 as "cuModuleLoadData";
    /// Load a module's data with options.
    fn cuModuleLoadDataEx(module: *mut CUmodule, image: *const c_void, numOptions: c_uint, options: *mut CUjit_option, optionValues: *mut *mut c_void) @ 2010 as "cuModuleLoadDataEx";
    /// The driver function `cuModuleLoadFatBinary`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuModuleLoadFatBinary(module: *mut CUmodule, fatCubin: *const c_void) @ 2000 as "cuModuleLoadFatBinary";
    /// Unloads a module.
    fn cuModuleUnload(hmod: CUmodule) @ 2000 as "cuModuleUnload";
    /// The driver function `cuModuleGetLoadingMode`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuModuleGetLoadingMode(mode: *mut CUmoduleLoadingMode) @ 11070 as "cuModuleGetLoadingMode";
    /// Returns a function handle.
    fn cuModuleGetFunction(hfunc: *mut CUfunction, hmod: CUmodule, name: *const c_char) @ 2000 as "cuModuleGetFunction";
    /// The driver function `cuModuleGetFunctionCount`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuModuleGetFunctionCount(count: *mut c_uint, r#mod: CUmodule) @ 12040 as "cuModuleGetFunctionCount";
    /// The driver function `cuModuleEnumerateFunctions`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuModuleEnumerateFunctions(functions: *mut CUfunction, numFunctions: c_uint, r#mod: CUmodule) @ 12040 as "cuModuleEnumerateFunctions";
    /// Returns a global pointer from a module.
    fn cuModuleGetGlobal(dptr: *mut CUdeviceptr, bytes: *mut usize, hmod: CUmodule, name: *const c_char) @ 3020 as "cuModuleGetGlobal_v2";
    /// The driver function `cuLinkCreate`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuLinkCreate(numOptions: c_uint, options: *mut CUjit_option, optionValues: *mut *mut c_void, stateOut: *mut CUlinkState) @ 6050 as "cuLinkCreate_v2";
    /// The driver function `cuLinkAddData`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuLinkAddData(state: CUlinkState, r#type: CUjitInputType, data: *mut c_void, size: usize, name: *const c_char, numOptions: c_uint, options: *mut CUjit_option, optionValues: *mut *mut c_void) @ 6050 as "cuLinkAddData_v2";
    /// The driver function `cuLinkAddFile`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuLinkAddFile(state: CUlinkState, r#type: CUjitInputType, path: *const c_char, numOptions: c_uint, options: *mut CUjit_option, optionValues: *mut *mut c_void) @ 6050 as "cuLinkAddFile_v2";
    /// The driver function `cuLinkComplete`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuLinkComplete(state: CUlinkState, cubinOut: *mut *mut c_void, sizeOut: *mut usize) @ 5050 as "cuLinkComplete";
    /// The driver function `cuLinkDestroy`.
    ///
    /// [NVIDIA: Cuda Module](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html)
    fn cuLinkDestroy(state: CUlinkState) @ 5050 as "cuLinkDestroy";
    /// The driver function `cuModuleGetTexRef`.
    ///
    /// [NVIDIA: Cuda Module Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE__DEPRECATED.html)
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuModuleGetTexRef(pTexRef: *mut CUtexref, hmod: CUmodule, name: *const c_char) @ 2000 as "cuModuleGetTexRef";
    /// The driver function `cuModuleGetSurfRef`.
    ///
    /// [NVIDIA: Cuda Module Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE__DEPRECATED.html)
    #[deprecated(note = "use surface objects (cuSurfObjectCreate)")]
    fn cuModuleGetSurfRef(pSurfRef: *mut CUsurfref, hmod: CUmodule, name: *const c_char) @ 3000 as "cuModuleGetSurfRef";
}
