//! Module management: loading modules and their functions and globals, and JIT options.

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

/// Options of the JIT compiler and linker (`cuModuleLoadDataEx`, `cuLinkCreate`).
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
    CU_JIT_NUM_OPTIONS = 35,
}

}

super::functions! {
    /// Load a module's data.
    fn cuModuleLoadData(module: *mut CUmodule, image: *const c_void) @ 2000 as "cuModuleLoadData";
    /// Loads a module from an image in memory, with JIT options.
    fn cuModuleLoadDataEx(module: *mut CUmodule, image: *const c_void, numOptions: c_uint, options: *mut CUjit_option, optionValues: *mut *mut c_void) @ 2010 as "cuModuleLoadDataEx";
    /// The function of a module with a given name.
    fn cuModuleGetFunction(hfunc: *mut CUfunction, hmod: CUmodule, name: *const c_char) @ 2000 as "cuModuleGetFunction";
    /// The address and size of a module's global variable.
    fn cuModuleGetGlobal(dptr: *mut CUdeviceptr, bytes: *mut usize, hmod: CUmodule, name: *const c_char) @ 3020 as "cuModuleGetGlobal_v2";
    /// Unloads a module.
    fn cuModuleUnload(hmod: CUmodule) @ 2000 as "cuModuleUnload";
}
