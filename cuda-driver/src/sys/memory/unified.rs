//! Unified addressing: pointer attributes, managed memory advice and prefetch.
//!
//! NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).

use core::ffi::{c_uint, c_ulonglong, c_void};
use cuda_struct::cuda_enum;

use super::{CUdevice, CUdeviceptr, CUmemLocation, CUstream};

super::area! {

/// Pointer information.
///
/// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
#[cuda_enum]
pub enum CUpointer_attribute {
    /// The context the pointer's memory was allocated or registered in (a `CUcontext`).
    CU_POINTER_ATTRIBUTE_CONTEXT = 1,
    /// Where the memory physically is (a `CUmemorytype`).
    CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
    /// The device-side address of the memory.
    CU_POINTER_ATTRIBUTE_DEVICE_POINTER = 3,
    /// The host-side address of the memory.
    CU_POINTER_ATTRIBUTE_HOST_POINTER = 4,
    /// Tokens for the Linux kernel's nv-p2p.h interface.
    CU_POINTER_ATTRIBUTE_P2P_TOKENS = 5,
    /// Whether synchronous memory operations on the region are always synchronized.
    CU_POINTER_ATTRIBUTE_SYNC_MEMOPS = 6,
    /// An id of the allocation, unique in the process.
    CU_POINTER_ATTRIBUTE_BUFFER_ID = 7,
    /// Whether the memory is managed.
    CU_POINTER_ATTRIBUTE_IS_MANAGED = 8,
    /// The ordinal of the device the memory belongs to.
    CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9,
    /// Whether the allocation can be shared with `cudaIpcGetMemHandle` (1) or not (0).
    CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE = 10,
    /// The first address of the range the pointer lies in.
    CU_POINTER_ATTRIBUTE_RANGE_START_ADDR = 11,
    /// How many bytes the range the pointer lies in spans.
    CU_POINTER_ATTRIBUTE_RANGE_SIZE = 12,
    /// Whether the address range is backed by a mapped allocation (1) or not (0).
    CU_POINTER_ATTRIBUTE_MAPPED = 13,
    /// The `CUmemAllocationHandleType` bits the allocation may be exported as.
    CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES = 14,
    /// Whether the memory works with GPUDirect RDMA (1) or not (0).
    CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE = 15,
    /// What the device of the current context may do with the memory (access flags).
    CU_POINTER_ATTRIBUTE_ACCESS_FLAGS = 16,
    /// The memory pool the allocation came from, if any.
    CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE = 17,
    /// How many bytes the mapping the pointer lies in spans.
    CU_POINTER_ATTRIBUTE_MAPPING_SIZE = 18,
    /// The first address of the mapping the pointer lies in.
    CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR = 19,
    /// An id of the physical allocation behind the pointer, unique in the process.
    CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID = 20,
    /// Whether the memory can be used for hardware decompression (a boolean written to `*data`).
    CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE = 21,
    /// The locality domain of the allocation, -1 when it has none (an `int`).
    CU_POINTER_ATTRIBUTE_LOCALITY_DOMAIN_ORDINAL = 0x16,
}

/// What managed memory is attached to (all streams, the host, one stream).
///
/// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
#[cuda_enum]
pub enum CUmemAttach_flags {
    /// Reachable from every stream and device.
    CU_MEM_ATTACH_GLOBAL = 1,
    /// Reachable from the host only, until attached elsewhere.
    CU_MEM_ATTACH_HOST = 2,
    /// Reachable from one stream.
    CU_MEM_ATTACH_SINGLE = 4,
}

/// Usage hints for managed memory.
///
/// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
#[cuda_enum]
pub enum CUmem_advise {
    /// The range is mostly read: keep read copies.
    CU_MEM_ADVISE_SET_READ_MOSTLY = 1,
    /// Undo read-mostly.
    CU_MEM_ADVISE_UNSET_READ_MOSTLY = 2,
    /// Keep the range at a location when possible.
    CU_MEM_ADVISE_SET_PREFERRED_LOCATION = 3,
    /// Undo the preferred location.
    CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION = 4,
    /// A device will access the range: keep it mapped there.
    CU_MEM_ADVISE_SET_ACCESSED_BY = 5,
    /// Undo accessed-by for a device.
    CU_MEM_ADVISE_UNSET_ACCESSED_BY = 6,
}

/// Attributes of a managed memory range.
///
/// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
#[cuda_enum]
pub enum CUmem_range_attribute {
    /// Whether the range is read-mostly.
    CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY = 1,
    /// Its preferred location (device ordinal).
    CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION = 2,
    /// The devices marked as accessing it.
    CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY = 3,
    /// Where it was last prefetched to.
    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION = 4,
    /// The kind of its preferred location.
    CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE = 5,
    /// The ID of its preferred location.
    CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID = 6,
    /// The kind of its last prefetch location.
    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE = 7,
    /// The ID of its last prefetch location.
    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID = 8,
}

/// Flags of `cuMemGetHandleForAddressRange`.
///
/// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
#[cuda_enum]
pub enum CUmemRangeFlags {
    /// Map the dma-buf through PCIe BAR1.
    CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE = 1,
}

}

super::functions! {
    /// One attribute of a pointer.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuPointerGetAttribute(data: *mut c_void, attribute: CUpointer_attribute, ptr: CUdeviceptr) @ 4000 as "cuPointerGetAttribute";
    /// Migrates a managed range toward a location, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemPrefetchAsync(devPtr: CUdeviceptr, count: usize, location: CUmemLocation, flags: c_uint, hStream: CUstream) @ 12020 as "cuMemPrefetchAsync_v2";
    /// `cuMemPrefetchAsync` at its older ABI (version 8000, exported as `cuMemPrefetchAsync`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemPrefetchAsync_v8000(devPtr: CUdeviceptr, count: usize, dstDevice: CUdevice, hStream: CUstream) = cuMemPrefetchAsync @ 8000 as "cuMemPrefetchAsync";
    /// Gives the driver a usage hint for a managed range.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemAdvise(devPtr: CUdeviceptr, count: usize, advice: CUmem_advise, location: CUmemLocation) @ 12020 as "cuMemAdvise_v2";
    /// `cuMemAdvise` at its older ABI (version 8000, exported as `cuMemAdvise`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemAdvise_v8000(devPtr: CUdeviceptr, count: usize, advice: CUmem_advise, device: CUdevice) = cuMemAdvise @ 8000 as "cuMemAdvise";
    /// Migrates several managed ranges, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemPrefetchBatchAsync(dptrs: *mut CUdeviceptr, sizes: *mut usize, count: usize, prefetchLocs: *mut CUmemLocation, prefetchLocIdxs: *mut usize, numPrefetchLocs: usize, flags: c_ulonglong, hStream: CUstream) @ 13000 as "cuMemPrefetchBatchAsync";
    /// Discards the contents of several managed ranges, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemDiscardBatchAsync(dptrs: *mut CUdeviceptr, sizes: *mut usize, count: usize, flags: c_ulonglong, hStream: CUstream) @ 13000 as "cuMemDiscardBatchAsync";
    /// Discards and then prefetches several managed ranges, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemDiscardAndPrefetchBatchAsync(dptrs: *mut CUdeviceptr, sizes: *mut usize, count: usize, prefetchLocs: *mut CUmemLocation, prefetchLocIdxs: *mut usize, numPrefetchLocs: usize, flags: c_ulonglong, hStream: CUstream) @ 13000 as "cuMemDiscardAndPrefetchBatchAsync";
    /// Where the pages of a managed or pageable range mostly reside: one `CUmemLocation` per summary region, from samples taken inside it (13.4).
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemGetLocationInfo(ptr: CUdeviceptr, size: usize, summaryGranularity: usize, samplingGranularity: usize, location_out: *mut CUmemLocation) @ 13040 as "cuMemGetLocationInfo";
    /// Reads one attribute of a managed range.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemRangeGetAttribute(data: *mut c_void, dataSize: usize, attribute: CUmem_range_attribute, devPtr: CUdeviceptr, count: usize) @ 8000 as "cuMemRangeGetAttribute";
    /// Reads several attributes of a managed range.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuMemRangeGetAttributes(data: *mut *mut c_void, dataSizes: *mut usize, attributes: *mut CUmem_range_attribute, numAttributes: usize, devPtr: CUdeviceptr, count: usize) @ 8000 as "cuMemRangeGetAttributes";
    /// Sets an attribute of an allocation (synchronous memory operations).
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuPointerSetAttribute(value: *const c_void, attribute: CUpointer_attribute, ptr: CUdeviceptr) @ 6000 as "cuPointerSetAttribute";
    /// Reads several attributes of a pointer at once.
    ///
    /// NVIDIA's documentation: [`CUDA_UNIFIED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html).
    fn cuPointerGetAttributes(numAttributes: c_uint, attributes: *mut CUpointer_attribute, data: *mut *mut c_void, ptr: CUdeviceptr) @ 7000 as "cuPointerGetAttributes";
}
