//! Library management: context-independent code loading.
//!
//! NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).

use core::ffi::{c_char, c_int, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUdevice, CUdeviceptr, CUfunc_cache, CUfunction, CUjit_option, CUmodule};

super::area! {

/// CUDA library (`struct CUlib_st *`).
///
/// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
#[cuda_handle(send, sync)]
pub struct CUlibrary(*mut c_void);

/// CUDA kernel (`struct CUkern_st *`).
///
/// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
#[cuda_handle(send, sync)]
pub struct CUkernel(*mut c_void);

/// Function properties.
///
/// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
#[cuda_enum]
pub enum CUfunction_attribute {
    /// The most threads a block of this function may have; a launch with more fails.
    CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
    /// Bytes of static shared memory the function needs.
    CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
    /// Bytes of user constant memory the function needs.
    CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
    /// Bytes of local memory each thread of the function uses.
    CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
    /// Registers each thread of the function uses.
    CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
    /// The PTX virtual architecture the function was compiled for.
    CU_FUNC_ATTRIBUTE_PTX_VERSION = 5,
    /// The binary architecture the function was compiled for.
    CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
    /// Whether the function was compiled with `-Xptxas --dlcm=ca`.
    CU_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7,
    /// The most dynamic shared memory the function may use, in bytes.
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
    /// Where L1 and shared memory share hardware: the preferred shared memory carveout, in percent.
    CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9,
    /// When set, a launch of the kernel has to give a valid cluster size.
    CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET = 10,
    /// Cluster width the function requires, in blocks.
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH = 11,
    /// Cluster height the function requires, in blocks.
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT = 12,
    /// Cluster depth the function requires, in blocks.
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH = 13,
    /// Whether a cluster size that is not portable is allowed.
    CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14,
    /// How the function's blocks are scheduled (a `CUclusterSchedulingPolicy`).
    CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 15,
    /// One past the last function attribute (a count, not an attribute).
    CU_FUNC_ATTRIBUTE_MAX = 18,
    /// 1 if kernel nodes of this function may be updated from the device.
    CU_FUNC_ATTRIBUTE_DEVICE_NODE_UPDATE_SUPPORTED = 0x10,
    /// The function's `CUsharedMemoryMode`.
    CU_FUNC_ATTRIBUTE_SHARED_MEMORY_MODE = 0x11,
}

/// Options of loading a library.
///
/// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
#[cuda_enum]
pub enum CUlibraryOption {
    /// A table of host functions and data (internal use).
    CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE = 0,
    /// The image stays valid while the library is loaded, so the driver need not copy it.
    CU_LIBRARY_BINARY_IS_PRESERVED = 1,
    /// One past the last option (a count).
    CU_LIBRARY_NUM_OPTIONS = 2,
}

/// A table of host functions and data a library loads with.
///
/// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUlibraryHostUniversalFunctionAndDataTable {
    /// The host functions.
    pub functionTable: *mut c_void,
    /// Bytes of `functionTable`.
    pub functionWindowSize: usize,
    /// The host data.
    pub dataTable: *mut c_void,
    /// Bytes of `dataTable`.
    pub dataWindowSize: usize,
}

}

super::functions! {
    /// Loads a context-independent library from an image in memory.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryLoadData(library: *mut CUlibrary, code: *const c_void, jitOptions: *mut CUjit_option, jitOptionsValues: *mut *mut c_void, numJitOptions: c_uint, libraryOptions: *mut CUlibraryOption, libraryOptionValues: *mut *mut c_void, numLibraryOptions: c_uint) @ 12000 as "cuLibraryLoadData";
    /// Loads a context-independent library from a file.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryLoadFromFile(library: *mut CUlibrary, fileName: *const c_char, jitOptions: *mut CUjit_option, jitOptionsValues: *mut *mut c_void, numJitOptions: c_uint, libraryOptions: *mut CUlibraryOption, libraryOptionValues: *mut *mut c_void, numLibraryOptions: c_uint) @ 12000 as "cuLibraryLoadFromFile";
    /// Unloads a library.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryUnload(library: CUlibrary) @ 12000 as "cuLibraryUnload";
    /// Gets a kernel of a library by name.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryGetKernel(pKernel: *mut CUkernel, library: CUlibrary, name: *const c_char) @ 12000 as "cuLibraryGetKernel";
    /// Counts the kernels of a library.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryGetKernelCount(count: *mut c_uint, lib: CUlibrary) @ 12040 as "cuLibraryGetKernelCount";
    /// Lists the kernels of a library.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryEnumerateKernels(kernels: *mut CUkernel, numKernels: c_uint, lib: CUlibrary) @ 12040 as "cuLibraryEnumerateKernels";
    /// Gets the module a library is loaded as in the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryGetModule(pMod: *mut CUmodule, library: CUlibrary) @ 12000 as "cuLibraryGetModule";
    /// Gets the function a library kernel is in the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuKernelGetFunction(pFunc: *mut CUfunction, kernel: CUkernel) @ 12000 as "cuKernelGetFunction";
    /// Gets the library a kernel belongs to.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuKernelGetLibrary(pLib: *mut CUlibrary, kernel: CUkernel) @ 12050 as "cuKernelGetLibrary";
    /// Gets the address and size of a library's global variable in the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryGetGlobal(dptr: *mut CUdeviceptr, bytes: *mut usize, library: CUlibrary, name: *const c_char) @ 12000 as "cuLibraryGetGlobal";
    /// Gets the address and size of a library's managed variable.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryGetManaged(dptr: *mut CUdeviceptr, bytes: *mut usize, library: CUlibrary, name: *const c_char) @ 12000 as "cuLibraryGetManaged";
    /// Gets the address of a library's unified function by name.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuLibraryGetUnifiedFunction(fptr: *mut *mut c_void, library: CUlibrary, symbol: *const c_char) @ 12000 as "cuLibraryGetUnifiedFunction";
    /// Reads an attribute of a kernel on a device.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuKernelGetAttribute(pi: *mut c_int, attrib: CUfunction_attribute, kernel: CUkernel, dev: CUdevice) @ 12000 as "cuKernelGetAttribute";
    /// Sets an attribute of a kernel on a device.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuKernelSetAttribute(attrib: CUfunction_attribute, val: c_int, kernel: CUkernel, dev: CUdevice) @ 12000 as "cuKernelSetAttribute";
    /// Sets a kernel's preferred split of L1 cache and shared memory on a device.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuKernelSetCacheConfig(kernel: CUkernel, config: CUfunc_cache, dev: CUdevice) @ 12000 as "cuKernelSetCacheConfig";
    /// Gets the name of a kernel.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuKernelGetName(name: *mut *const c_char, hfunc: CUkernel) @ 12030 as "cuKernelGetName";
    /// Gets the offset and size of one of a kernel's parameters.
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuKernelGetParamInfo(kernel: CUkernel, paramIndex: usize, paramOffset: *mut usize, paramSize: *mut usize) @ 12040 as "cuKernelGetParamInfo";
    /// How many parameters a library kernel takes (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_LIBRARY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
    fn cuKernelGetParamCount(kernel: CUkernel, paramCount: *mut usize) @ 13020 as "cuKernelGetParamCount";
}
