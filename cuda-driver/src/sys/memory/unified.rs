//! Unified addressing: pointer attributes, managed memory advice and prefetch.
//!
//! [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)

use core::ffi::{c_uint, c_ulonglong, c_void};
use cuda_struct::cuda_enum;

use super::{CUdevice, CUdeviceptr, CUmemLocation, CUpointer_attribute, CUstream};

super::area! {

/// `CUmem_advise` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
#[cuda_enum]
pub enum CUmem_advise {
    /// The C constant `CU_MEM_ADVISE_SET_READ_MOSTLY`.
    CU_MEM_ADVISE_SET_READ_MOSTLY = 1,
    /// The C constant `CU_MEM_ADVISE_UNSET_READ_MOSTLY`.
    CU_MEM_ADVISE_UNSET_READ_MOSTLY = 2,
    /// The C constant `CU_MEM_ADVISE_SET_PREFERRED_LOCATION`.
    CU_MEM_ADVISE_SET_PREFERRED_LOCATION = 3,
    /// The C constant `CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION`.
    CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION = 4,
    /// The C constant `CU_MEM_ADVISE_SET_ACCESSED_BY`.
    CU_MEM_ADVISE_SET_ACCESSED_BY = 5,
    /// The C constant `CU_MEM_ADVISE_UNSET_ACCESSED_BY`.
    CU_MEM_ADVISE_UNSET_ACCESSED_BY = 6,
}

/// `CUmem_range_attribute` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
#[cuda_enum]
pub enum CUmem_range_attribute {
    /// The C constant `CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY`.
    CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY = 1,
    /// The C constant `CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION`.
    CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION = 2,
    /// The C constant `CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY`.
    CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY = 3,
    /// The C constant `CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION`.
    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION = 4,
    /// The C constant `CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE`.
    CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE = 5,
    /// The C constant `CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID`.
    CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID = 6,
    /// The C constant `CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE`.
    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE = 7,
    /// The C constant `CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID`.
    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID = 8,
}

}

super::functions! {
    /// One attribute of a pointer.
    fn cuPointerGetAttribute(data: *mut c_void, attribute: CUpointer_attribute, ptr: CUdeviceptr) @ 4000 as "cuPointerGetAttribute";
    /// The driver function `cuMemPrefetchAsync`.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuMemPrefetchAsync(devPtr: CUdeviceptr, count: usize, location: CUmemLocation, flags: c_uint, hStream: CUstream) @ 12020 as "cuMemPrefetchAsync_v2";
    /// `cuMemPrefetchAsync` at its older ABI (version 8000, exported as `cuMemPrefetchAsync`), for drivers before the newer one.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuMemPrefetchAsync_v8000(devPtr: CUdeviceptr, count: usize, dstDevice: CUdevice, hStream: CUstream) = cuMemPrefetchAsync @ 8000 as "cuMemPrefetchAsync";
    /// The driver function `cuMemAdvise`.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuMemAdvise(devPtr: CUdeviceptr, count: usize, advice: CUmem_advise, location: CUmemLocation) @ 12020 as "cuMemAdvise_v2";
    /// `cuMemAdvise` at its older ABI (version 8000, exported as `cuMemAdvise`), for drivers before the newer one.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuMemAdvise_v8000(devPtr: CUdeviceptr, count: usize, advice: CUmem_advise, device: CUdevice) = cuMemAdvise @ 8000 as "cuMemAdvise";
    /// The driver function `cuMemPrefetchBatchAsync`.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuMemPrefetchBatchAsync(dptrs: *mut CUdeviceptr, sizes: *mut usize, count: usize, prefetchLocs: *mut CUmemLocation, prefetchLocIdxs: *mut usize, numPrefetchLocs: usize, flags: c_ulonglong, hStream: CUstream) @ 13000 as "cuMemPrefetchBatchAsync";
    /// The driver function `cuMemDiscardBatchAsync`.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuMemDiscardBatchAsync(dptrs: *mut CUdeviceptr, sizes: *mut usize, count: usize, flags: c_ulonglong, hStream: CUstream) @ 13000 as "cuMemDiscardBatchAsync";
    /// The driver function `cuMemDiscardAndPrefetchBatchAsync`.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuMemDiscardAndPrefetchBatchAsync(dptrs: *mut CUdeviceptr, sizes: *mut usize, count: usize, prefetchLocs: *mut CUmemLocation, prefetchLocIdxs: *mut usize, numPrefetchLocs: usize, flags: c_ulonglong, hStream: CUstream) @ 13000 as "cuMemDiscardAndPrefetchBatchAsync";
    /// The driver function `cuMemRangeGetAttribute`.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuMemRangeGetAttribute(data: *mut c_void, dataSize: usize, attribute: CUmem_range_attribute, devPtr: CUdeviceptr, count: usize) @ 8000 as "cuMemRangeGetAttribute";
    /// The driver function `cuMemRangeGetAttributes`.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuMemRangeGetAttributes(data: *mut *mut c_void, dataSizes: *mut usize, attributes: *mut CUmem_range_attribute, numAttributes: usize, devPtr: CUdeviceptr, count: usize) @ 8000 as "cuMemRangeGetAttributes";
    /// The driver function `cuPointerSetAttribute`.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuPointerSetAttribute(value: *const c_void, attribute: CUpointer_attribute, ptr: CUdeviceptr) @ 6000 as "cuPointerSetAttribute";
    /// The driver function `cuPointerGetAttributes`.
    ///
    /// [NVIDIA: Cuda Unified](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html)
    fn cuPointerGetAttributes(numAttributes: c_uint, attributes: *mut CUpointer_attribute, data: *mut *mut c_void, ptr: CUdeviceptr) @ 7000 as "cuPointerGetAttributes";
}
