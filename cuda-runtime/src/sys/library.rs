//! Library management: context-independent code loading.
//!
//! NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).

use core::ffi::{c_char, c_int, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::cudaFuncAttribute;

super::area! {

/// CUDA kernel (`struct CUkern_st *`).
///
/// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
#[cuda_handle(send, sync)]
pub struct cudaKernel_t(*mut c_void);

/// The runtime's jit option (a C enum).
///
/// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
#[cuda_enum]
pub enum cudaJitOption {
    /// The most registers one thread may use.
    cudaJitMaxRegisters = 0,
    /// In: the fewest threads per block the code is compiled for.
    cudaJitThreadsPerBlock = 1,
    /// Out: milliseconds spent compiling and linking, written over the option's value.
    cudaJitWallTime = 2,
    /// A buffer for informational log lines; its size goes in `CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES`.
    cudaJitInfoLogBuffer = 3,
    /// In: bytes of the info log buffer.
    cudaJitInfoLogBufferSizeBytes = 4,
    /// A buffer for error log lines; its size goes in `CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES`.
    cudaJitErrorLogBuffer = 5,
    /// In: bytes of the error log buffer.
    cudaJitErrorLogBufferSizeBytes = 6,
    /// Optimization level, 0 to 4; 4, the most, is the default.
    cudaJitOptimizationLevel = 7,
    /// What to do when no matching cubin is there (a `CUjit_fallback`).
    cudaJitFallbackStrategy = 10,
    /// Whether to emit debug information (`-g`); 0, the default, is off.
    cudaJitGenerateDebugInfo = 11,
    /// Whether to log verbosely; 0, the default, is off.
    cudaJitLogVerbose = 12,
    /// Whether to emit line numbers (`-lineinfo`); 0, the default, is off.
    cudaJitGenerateLineInfo = 13,
    /// Cache mode, as `-dlcm` sets it (a `CUjit_cacheMode`).
    cudaJitCacheMode = 14,
    /// Whether to emit position-independent code; 0 is off.
    cudaJitPositionIndependentCode = 0x1e,
    /// A hint: the fewest CTAs of the grid to place on one SM.
    cudaJitMinCtaPerSm = 0x1f,
    /// The most threads one block may have (the product of its largest extents).
    cudaJitMaxThreadsPerBlock = 0x20,
    /// Lets `CU_JIT_MAX_REGISTERS`, `CU_JIT_THREADS_PER_BLOCK`, `CU_JIT_MAX_THREADS_PER_BLOCK` and `CU_JIT_MIN_CTA_PER_SM` win over the PTX's own directives.
    cudaJitOverrideDirectiveValues = 0x21,
}

/// Options of loading a library.
///
/// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
#[cuda_enum]
pub enum cudaLibraryOption {
    /// A table of host functions and data (internal use).
    cudaLibraryHostUniversalFunctionAndDataTable = 0,
    /// The image stays valid while the library is loaded, so the driver need not copy it.
    cudaLibraryBinaryIsPreserved = 1,
}

/// The runtime's jit cache mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
#[cuda_enum]
pub enum cudaJit_CacheMode {
    /// No `-dlcm` option.
    cudaJitCacheOptionNone = 0,
    /// Cg.
    cudaJitCacheOptionCG = 1,
    /// Ca.
    cudaJitCacheOptionCA = 2,
}

/// The runtime's jit fallback (a C enum).
///
/// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
#[cuda_enum]
pub enum cudaJit_Fallback {
    /// Compile the PTX when no cubin matches exactly.
    cudaPreferPtx = 0,
    /// Use a compatible cubin when no cubin matches exactly.
    cudaPreferBinary = 1,
}

/// CUDA library (`struct CUlib_st *`).
///
/// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
#[cuda_handle(send, sync)]
pub struct cudaLibrary_t(*mut c_void);

}

super::functions! {
    /// Loads a context-independent library from an image in memory.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaLibraryLoadData(library: *mut cudaLibrary_t, code: *const c_void, jitOptions: *mut cudaJitOption, jitOptionsValues: *mut *mut c_void, numJitOptions: c_uint, libraryOptions: *mut cudaLibraryOption, libraryOptionValues: *mut *mut c_void, numLibraryOptions: c_uint) @ 12000 as "cudaLibraryLoadData";
    /// Loads a context-independent library from a file.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaLibraryLoadFromFile(library: *mut cudaLibrary_t, fileName: *const c_char, jitOptions: *mut cudaJitOption, jitOptionsValues: *mut *mut c_void, numJitOptions: c_uint, libraryOptions: *mut cudaLibraryOption, libraryOptionValues: *mut *mut c_void, numLibraryOptions: c_uint) @ 12000 as "cudaLibraryLoadFromFile";
    /// Unloads a library.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaLibraryUnload(library: cudaLibrary_t) @ 12000 as "cudaLibraryUnload";
    /// Gets a kernel of a library by name.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaLibraryGetKernel(pKernel: *mut cudaKernel_t, library: cudaLibrary_t, name: *const c_char) @ 12000 as "cudaLibraryGetKernel";
    /// Gets the address and size of a library's global variable in the current context.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaLibraryGetGlobal(dptr: *mut *mut c_void, bytes: *mut usize, library: cudaLibrary_t, name: *const c_char) @ 12000 as "cudaLibraryGetGlobal";
    /// Gets the address and size of a library's managed variable.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaLibraryGetManaged(dptr: *mut *mut c_void, bytes: *mut usize, library: cudaLibrary_t, name: *const c_char) @ 12000 as "cudaLibraryGetManaged";
    /// Gets the address of a library's unified function by name.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaLibraryGetUnifiedFunction(fptr: *mut *mut c_void, library: cudaLibrary_t, symbol: *const c_char) @ 12000 as "cudaLibraryGetUnifiedFunction";
    /// Counts the kernels of a library.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaLibraryGetKernelCount(count: *mut c_uint, lib: cudaLibrary_t) @ 12000 as "cudaLibraryGetKernelCount";
    /// Lists the kernels of a library.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaLibraryEnumerateKernels(kernels: *mut cudaKernel_t, numKernels: c_uint, lib: cudaLibrary_t) @ 12000 as "cudaLibraryEnumerateKernels";
    /// Sets a context-independent kernel's attribute for one device.
    ///
    /// NVIDIA's documentation: [`CUDART_LIBRARY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__LIBRARY.html).
    fn cudaKernelSetAttributeForDevice(kernel: cudaKernel_t, attr: cudaFuncAttribute, value: c_int, device: c_int) @ 12000 as "cudaKernelSetAttributeForDevice";
}
