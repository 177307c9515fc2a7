//! Module management: loading modules and their functions and globals, and JIT options.
//!
//! NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).

use core::ffi::{c_char, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

super::area! {

/// A device address: an unsigned integer as wide as a pointer on the target.
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_handle(send, sync)]
pub struct CUdeviceptr(c_ulonglong);

/// CUDA module (`struct CUmod_st *`).
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_handle(send, sync)]
pub struct CUmodule(*mut c_void);

/// CUDA function (`struct CUfunc_st *`).
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_handle(send, sync)]
pub struct CUfunction(*mut c_void);

/// Options of the JIT compiler and linker (`cuModuleLoadDataEx`, `cuLinkCreate`).
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_enum]
pub enum CUjit_option {
    /// The most registers one thread may use.
    CU_JIT_MAX_REGISTERS = 0,
    /// In: the fewest threads per block the code is compiled for.
    CU_JIT_THREADS_PER_BLOCK = 1,
    /// Out: milliseconds spent compiling and linking, written over the option's value.
    CU_JIT_WALL_TIME = 2,
    /// A buffer for informational log lines; its size goes in `CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES`.
    CU_JIT_INFO_LOG_BUFFER = 3,
    /// In: bytes of the info log buffer.
    CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
    /// A buffer for error log lines; its size goes in `CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES`.
    CU_JIT_ERROR_LOG_BUFFER = 5,
    /// In: bytes of the error log buffer.
    CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
    /// Optimization level, 0 to 4; 4, the most, is the default.
    CU_JIT_OPTIMIZATION_LEVEL = 7,
    /// No option value required.
    CU_JIT_TARGET_FROM_CUCONTEXT = 8,
    /// Compile for the `CUjit_target` given.
    CU_JIT_TARGET = 9,
    /// What to do when no matching cubin is there (a `CUjit_fallback`).
    CU_JIT_FALLBACK_STRATEGY = 10,
    /// Whether to emit debug information (`-g`); 0, the default, is off.
    CU_JIT_GENERATE_DEBUG_INFO = 11,
    /// Whether to log verbosely; 0, the default, is off.
    CU_JIT_LOG_VERBOSE = 12,
    /// Whether to emit line numbers (`-lineinfo`); 0, the default, is off.
    CU_JIT_GENERATE_LINE_INFO = 13,
    /// Cache mode, as `-dlcm` sets it (a `CUjit_cacheMode`).
    CU_JIT_CACHE_MODE = 14,
    /// Deprecated; not to be used.
    CU_JIT_NEW_SM3X_OPT = 15,
    /// For NVIDIA's internal use only.
    CU_JIT_FAST_COMPILE = 16,
    /// Names of device symbols to relocate to the host addresses in `CU_JIT_GLOBAL_SYMBOL_ADDRESSES`.
    CU_JIT_GLOBAL_SYMBOL_NAMES = 17,
    /// Host addresses the device symbols in `CU_JIT_GLOBAL_SYMBOL_NAMES` are relocated to.
    CU_JIT_GLOBAL_SYMBOL_ADDRESSES = 18,
    /// How many entries `CU_JIT_GLOBAL_SYMBOL_NAMES` and `CU_JIT_GLOBAL_SYMBOL_ADDRESSES` have.
    CU_JIT_GLOBAL_SYMBOL_COUNT = 19,
    /// Deprecated: link-time optimization of device code (`-dlto`); off by default.
    CU_JIT_LTO = 20,
    /// Deprecated: flush single-precision denormals to zero (`-ftz`); 0, the default, is off.
    CU_JIT_FTZ = 21,
    /// Deprecated: IEEE single-precision division and reciprocals (`-prec-div`); 1, the default, is on.
    CU_JIT_PREC_DIV = 22,
    /// Deprecated: IEEE single-precision square roots (`-prec-sqrt`); 1, the default, is on.
    CU_JIT_PREC_SQRT = 23,
    /// Deprecated: fuse multiplies with adds or subtracts into FMAs (`-fma`); 1, the default, is on, 0 off.
    CU_JIT_FMA = 24,
    /// Deprecated: kernels to keep at link time; the others may be dropped.
    CU_JIT_REFERENCED_KERNEL_NAMES = 25,
    /// Deprecated: how many entries `CU_JIT_REFERENCED_KERNEL_NAMES` has.
    CU_JIT_REFERENCED_KERNEL_COUNT = 26,
    /// Deprecated: `__device__` and `__constant__` variables to keep at link time; the others may be dropped.
    CU_JIT_REFERENCED_VARIABLE_NAMES = 27,
    /// Deprecated: how many entries `CU_JIT_REFERENCED_VARIABLE_NAMES` has.
    CU_JIT_REFERENCED_VARIABLE_COUNT = 28,
    /// Deprecated: a hint that `__constant__` and `__device__` variables device code never uses may be dropped; off by default.
    CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES = 29,
    /// Whether to emit position-independent code; 0 is off.
    CU_JIT_POSITION_INDEPENDENT_CODE = 30,
    /// A hint: the fewest CTAs of the grid to place on one SM.
    CU_JIT_MIN_CTA_PER_SM = 31,
    /// The most threads one block may have (the product of its largest extents).
    CU_JIT_MAX_THREADS_PER_BLOCK = 32,
    /// Lets `CU_JIT_MAX_REGISTERS`, `CU_JIT_THREADS_PER_BLOCK`, `CU_JIT_MAX_THREADS_PER_BLOCK` and `CU_JIT_MIN_CTA_PER_SM` win over the PTX's own directives.
    CU_JIT_OVERRIDE_DIRECTIVE_VALUES = 33,
    /// The most threads the compiler may optimize with at once.
    CU_JIT_SPLIT_COMPILE = 34,
    /// The number of JIT options (a count, not an option).
    CU_JIT_NUM_OPTIONS = 36,
    /// Threads the loader may use for a binary (an `unsigned int`; the environment variable of the same name wins).
    CU_JIT_BINARY_LOADER_THREAD_COUNT = 0x23,
}

/// `CUdeviceptr_v2`: another C name of `CUdeviceptr`.
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
pub type CUdeviceptr_v2 = CUdeviceptr;

/// A texture reference (deprecated; `struct CUtexref_st *`).
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_handle]
pub struct CUtexref(*mut c_void);

/// A surface reference (deprecated; `struct CUsurfref_st *`).
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_handle]
pub struct CUsurfref(*mut c_void);

/// The compute targets the JIT compiles for.
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_enum]
pub enum CUjit_target {
    /// Compute capability 3.0 (`sm_30`).
    CU_TARGET_COMPUTE_30 = 0x1e,
    /// Compute capability 3.2 (`sm_32`).
    CU_TARGET_COMPUTE_32 = 0x20,
    /// Compute capability 3.5 (`sm_35`).
    CU_TARGET_COMPUTE_35 = 0x23,
    /// Compute capability 3.7 (`sm_37`).
    CU_TARGET_COMPUTE_37 = 0x25,
    /// Compute capability 5.0 (`sm_50`).
    CU_TARGET_COMPUTE_50 = 0x32,
    /// Compute capability 5.2 (`sm_52`).
    CU_TARGET_COMPUTE_52 = 0x34,
    /// Compute capability 5.3 (`sm_53`).
    CU_TARGET_COMPUTE_53 = 0x35,
    /// Compute capability 6.0 (`sm_60`).
    CU_TARGET_COMPUTE_60 = 0x3c,
    /// Compute capability 6.1 (`sm_61`).
    CU_TARGET_COMPUTE_61 = 0x3d,
    /// Compute capability 6.2 (`sm_62`).
    CU_TARGET_COMPUTE_62 = 0x3e,
    /// Compute capability 7.0 (`sm_70`).
    CU_TARGET_COMPUTE_70 = 0x46,
    /// Compute capability 7.2 (`sm_72`).
    CU_TARGET_COMPUTE_72 = 0x48,
    /// Compute capability 7.5 (`sm_75`).
    CU_TARGET_COMPUTE_75 = 0x4b,
    /// Compute capability 8.0 (`sm_80`).
    CU_TARGET_COMPUTE_80 = 0x50,
    /// Compute capability 8.6 (`sm_86`).
    CU_TARGET_COMPUTE_86 = 0x56,
    /// Compute capability 8.7 (`sm_87`).
    CU_TARGET_COMPUTE_87 = 0x57,
    /// Compute capability 8.9 (`sm_89`).
    CU_TARGET_COMPUTE_89 = 0x59,
    /// Compute capability 9.0 (`sm_90`).
    CU_TARGET_COMPUTE_90 = 0x5a,
    /// Compute capability 10.0 (`sm_100`).
    CU_TARGET_COMPUTE_100 = 0x64,
    /// Compute capability 11.0 (`sm_110`).
    CU_TARGET_COMPUTE_110 = 0x6e,
    /// Compute capability 10.3 (`sm_103`).
    CU_TARGET_COMPUTE_103 = 0x67,
    /// Compute capability 12.0 (`sm_120`).
    CU_TARGET_COMPUTE_120 = 0x78,
    /// Compute capability 12.1 (`sm_121`).
    CU_TARGET_COMPUTE_121 = 0x79,
    /// Compute capability 9.0 (`sm_90a`, architecture-specific).
    CU_TARGET_COMPUTE_90A = 0x1005a,
    /// Compute capability 10.0 (`sm_100a`, architecture-specific).
    CU_TARGET_COMPUTE_100A = 0x10064,
    /// Compute capability 11.0 (`sm_110a`, architecture-specific).
    CU_TARGET_COMPUTE_110A = 0x1006e,
    /// Compute capability 10.3 (`sm_103a`, architecture-specific).
    CU_TARGET_COMPUTE_103A = 0x10067,
    /// Compute capability 12.0 (`sm_120a`, architecture-specific).
    CU_TARGET_COMPUTE_120A = 0x10078,
    /// Compute capability 12.1 (`sm_121a`, architecture-specific).
    CU_TARGET_COMPUTE_121A = 0x10079,
    /// Compute capability 10.0 (`sm_100f`, family-specific).
    CU_TARGET_COMPUTE_100F = 0x20064,
    /// Compute capability 11.0 (`sm_110f`, family-specific).
    CU_TARGET_COMPUTE_110F = 0x2006e,
    /// Compute capability 10.3 (`sm_103f`, family-specific).
    CU_TARGET_COMPUTE_103F = 0x20067,
    /// Compute capability 12.0 (`sm_120f`, family-specific).
    CU_TARGET_COMPUTE_120F = 0x20078,
    /// Compute capability 12.1 (`sm_121f`, family-specific).
    CU_TARGET_COMPUTE_121F = 0x20079,
    /// Compute capability 10.7.
    CU_TARGET_COMPUTE_107 = 0x6b,
    /// Compute capability 10.7, architecture-specific features.
    CU_TARGET_COMPUTE_107A = 0x1006b,
    /// Compute capability 10.7, family-specific features.
    CU_TARGET_COMPUTE_107F = 0x2006b,
}

/// What the JIT does when no exact cubin matches: use PTX or a compatible binary.
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_enum]
pub enum CUjit_fallback {
    /// Compile the PTX when no cubin matches exactly.
    CU_PREFER_PTX = 0,
    /// Use a compatible cubin when no cubin matches exactly.
    CU_PREFER_BINARY = 1,
}

/// Caching modes of global memory loads the JIT may set.
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_enum]
pub enum CUjit_cacheMode {
    /// No `-dlcm` option.
    CU_JIT_CACHE_OPTION_NONE = 0,
    /// Cache global loads in L2 only (`-dlcm=cg`).
    CU_JIT_CACHE_OPTION_CG = 1,
    /// Cache global loads in L1 and L2 (`-dlcm=ca`).
    CU_JIT_CACHE_OPTION_CA = 2,
}

/// Kinds of input a link session takes (cubin, PTX, fatbin, object, library, LTO-IR).
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_enum]
pub enum CUjitInputType {
    /// A cubin.
    CU_JIT_INPUT_CUBIN = 0,
    /// PTX text.
    CU_JIT_INPUT_PTX = 1,
    /// A fat binary.
    CU_JIT_INPUT_FATBINARY = 2,
    /// An object file (host code plus device code, as `nvcc -c` makes).
    CU_JIT_INPUT_OBJECT = 3,
    /// An archive of host objects with device code.
    CU_JIT_INPUT_LIBRARY = 4,
    /// LTO-IR (deprecated for the driver linker).
    CU_JIT_INPUT_NVVM = 5,
    /// One past the last input type (a count).
    CU_JIT_NUM_INPUT_TYPES = 6,
}

/// A JIT link session (`struct CUlinkState_st *`).
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_handle]
pub struct CUlinkState(*mut c_void);

/// Whether modules load lazily or eagerly.
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
#[cuda_enum]
pub enum CUmoduleLoadingMode {
    /// Everything at load time.
    CU_MODULE_EAGER_LOADING = 1,
    /// Each function on first use.
    CU_MODULE_LAZY_LOADING = 2,
}

/// Added to a compute target to name its architecture-specific ("a") variant.
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
pub const CU_COMPUTE_ACCELERATED_TARGET_BASE: c_uint = 0x10000;

/// Added to a compute target to name its family-specific ("f") variant.
///
/// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
pub const CU_COMPUTE_FAMILY_TARGET_BASE: c_uint = 0x20000;

}

super::functions! {
    /// Loads a module from a file (cubin, PTX or fatbin).
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleLoad(module: *mut CUmodule, fname: *const c_char) @ 2000 as "cuModuleLoad";
    /// Load a module's data.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleLoadData(module: *mut CUmodule, image: *const c_void) @ 2000 as "cuModuleLoadData";
    /// Loads a module from an image in memory, with JIT options.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleLoadDataEx(module: *mut CUmodule, image: *const c_void, numOptions: c_uint, options: *mut CUjit_option, optionValues: *mut *mut c_void) @ 2010 as "cuModuleLoadDataEx";
    /// Loads a module from a fat binary in memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleLoadFatBinary(module: *mut CUmodule, fatCubin: *const c_void) @ 2000 as "cuModuleLoadFatBinary";
    /// Unloads a module.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleUnload(hmod: CUmodule) @ 2000 as "cuModuleUnload";
    /// Tells whether modules load lazily or eagerly in this process.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleGetLoadingMode(mode: *mut CUmoduleLoadingMode) @ 11070 as "cuModuleGetLoadingMode";
    /// The function of a module with a given name.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleGetFunction(hfunc: *mut CUfunction, hmod: CUmodule, name: *const c_char) @ 2000 as "cuModuleGetFunction";
    /// Counts the functions of a module.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleGetFunctionCount(count: *mut c_uint, r#mod: CUmodule) @ 12040 as "cuModuleGetFunctionCount";
    /// Lists the functions of a module.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleEnumerateFunctions(functions: *mut CUfunction, numFunctions: c_uint, r#mod: CUmodule) @ 12040 as "cuModuleEnumerateFunctions";
    /// The address and size of a module's global variable.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuModuleGetGlobal(dptr: *mut CUdeviceptr, bytes: *mut usize, hmod: CUmodule, name: *const c_char) @ 3020 as "cuModuleGetGlobal_v2";
    /// Starts a JIT link session with options.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuLinkCreate(numOptions: c_uint, options: *mut CUjit_option, optionValues: *mut *mut c_void, stateOut: *mut CUlinkState) @ 6050 as "cuLinkCreate_v2";
    /// Adds an input (PTX, cubin, fatbin, library) from memory to a link session.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuLinkAddData(state: CUlinkState, r#type: CUjitInputType, data: *mut c_void, size: usize, name: *const c_char, numOptions: c_uint, options: *mut CUjit_option, optionValues: *mut *mut c_void) @ 6050 as "cuLinkAddData_v2";
    /// Adds an input file to a link session.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuLinkAddFile(state: CUlinkState, r#type: CUjitInputType, path: *const c_char, numOptions: c_uint, options: *mut CUjit_option, optionValues: *mut *mut c_void) @ 6050 as "cuLinkAddFile_v2";
    /// Finishes a link session and gives the linked cubin (owned by the session).
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuLinkComplete(state: CUlinkState, cubinOut: *mut *mut c_void, sizeOut: *mut usize) @ 5050 as "cuLinkComplete";
    /// Ends a link session and frees its output.
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html).
    fn cuLinkDestroy(state: CUlinkState) @ 5050 as "cuLinkDestroy";
    /// Gets a texture reference of a module by name (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuModuleGetTexRef(pTexRef: *mut CUtexref, hmod: CUmodule, name: *const c_char) @ 2000 as "cuModuleGetTexRef";
    /// Gets a surface reference of a module by name (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_MODULE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE__DEPRECATED.html).
    #[deprecated(note = "use surface objects (cuSurfObjectCreate)")]
    fn cuModuleGetSurfRef(pSurfRef: *mut CUsurfref, hmod: CUmodule, name: *const c_char) @ 3000 as "cuModuleGetSurfRef";
}
