//! Library management: context-independent code loading.
//!
//! [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)

use core::ffi::{c_char, c_int, c_uint, c_void};
use cuda_struct::cuda_enum;

use super::{CUdevice, CUdeviceptr, CUfunc_cache, CUfunction, CUfunction_attribute, CUjit_option, CUkernel, CUlibrary, CUmodule};

super::area! {

/// `CUlibraryOption` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
#[cuda_enum]
pub enum CUlibraryOption {
    /// The C constant `CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE`.
    CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE = 0,
    /// The C constant `CU_LIBRARY_BINARY_IS_PRESERVED`.
    CU_LIBRARY_BINARY_IS_PRESERVED = 1,
    /// The C constant `CU_LIBRARY_NUM_OPTIONS`.
    CU_LIBRARY_NUM_OPTIONS = 2,
}

}

super::functions! {
    /// The driver function `cuLibraryLoadData`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryLoadData(library: *mut CUlibrary, code: *const c_void, jitOptions: *mut CUjit_option, jitOptionsValues: *mut *mut c_void, numJitOptions: c_uint, libraryOptions: *mut CUlibraryOption, libraryOptionValues: *mut *mut c_void, numLibraryOptions: c_uint) @ 12000 as "cuLibraryLoadData";
    /// The driver function `cuLibraryLoadFromFile`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryLoadFromFile(library: *mut CUlibrary, fileName: *const c_char, jitOptions: *mut CUjit_option, jitOptionsValues: *mut *mut c_void, numJitOptions: c_uint, libraryOptions: *mut CUlibraryOption, libraryOptionValues: *mut *mut c_void, numLibraryOptions: c_uint) @ 12000 as "cuLibraryLoadFromFile";
    /// The driver function `cuLibraryUnload`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryUnload(library: CUlibrary) @ 12000 as "cuLibraryUnload";
    /// The driver function `cuLibraryGetKernel`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryGetKernel(pKernel: *mut CUkernel, library: CUlibrary, name: *const c_char) @ 12000 as "cuLibraryGetKernel";
    /// The driver function `cuLibraryGetKernelCount`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryGetKernelCount(count: *mut c_uint, lib: CUlibrary) @ 12040 as "cuLibraryGetKernelCount";
    /// The driver function `cuLibraryEnumerateKernels`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryEnumerateKernels(kernels: *mut CUkernel, numKernels: c_uint, lib: CUlibrary) @ 12040 as "cuLibraryEnumerateKernels";
    /// The driver function `cuLibraryGetModule`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryGetModule(pMod: *mut CUmodule, library: CUlibrary) @ 12000 as "cuLibraryGetModule";
    /// The driver function `cuKernelGetFunction`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuKernelGetFunction(pFunc: *mut CUfunction, kernel: CUkernel) @ 12000 as "cuKernelGetFunction";
    /// The driver function `cuKernelGetLibrary`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuKernelGetLibrary(pLib: *mut CUlibrary, kernel: CUkernel) @ 12050 as "cuKernelGetLibrary";
    /// The driver function `cuLibraryGetGlobal`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryGetGlobal(dptr: *mut CUdeviceptr, bytes: *mut usize, library: CUlibrary, name: *const c_char) @ 12000 as "cuLibraryGetGlobal";
    /// The driver function `cuLibraryGetManaged`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryGetManaged(dptr: *mut CUdeviceptr, bytes: *mut usize, library: CUlibrary, name: *const c_char) @ 12000 as "cuLibraryGetManaged";
    /// The driver function `cuLibraryGetUnifiedFunction`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuLibraryGetUnifiedFunction(fptr: *mut *mut c_void, library: CUlibrary, symbol: *const c_char) @ 12000 as "cuLibraryGetUnifiedFunction";
    /// The driver function `cuKernelGetAttribute`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuKernelGetAttribute(pi: *mut c_int, attrib: CUfunction_attribute, kernel: CUkernel, dev: CUdevice) @ 12000 as "cuKernelGetAttribute";
    /// The driver function `cuKernelSetAttribute`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuKernelSetAttribute(attrib: CUfunction_attribute, val: c_int, kernel: CUkernel, dev: CUdevice) @ 12000 as "cuKernelSetAttribute";
    /// The driver function `cuKernelSetCacheConfig`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuKernelSetCacheConfig(kernel: CUkernel, config: CUfunc_cache, dev: CUdevice) @ 12000 as "cuKernelSetCacheConfig";
    /// The driver function `cuKernelGetName`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuKernelGetName(name: *mut *const c_char, hfunc: CUkernel) @ 12030 as "cuKernelGetName";
    /// The driver function `cuKernelGetParamInfo`.
    ///
    /// [NVIDIA: Cuda Library](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html)
    fn cuKernelGetParamInfo(kernel: CUkernel, paramIndex: usize, paramOffset: *mut usize, paramSize: *mut usize) @ 12040 as "cuKernelGetParamInfo";
}
