//! Stream-ordered memory allocator: memory pools.
//!
//! NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).

use core::ffi::{c_uchar, c_uint, c_ulonglong, c_ushort, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUdeviceptr, CUmemAccessDesc, CUmemAllocationHandleType, CUmemLocation, CUmemoryPool, CUstream};

super::area! {

/// Kinds of allocation (`cuMemCreate`, memory pools).
///
/// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
#[cuda_enum]
pub enum CUmemAllocationType {
    /// Invalid allocation type.
    CU_MEM_ALLOCATION_TYPE_INVALID = 0x0,
    /// Pinned: the memory stays where it is while in use.
    CU_MEM_ALLOCATION_TYPE_PINNED = 0x1,
    /// Managed memory.
    CU_MEM_ALLOCATION_TYPE_MANAGED = 0x2,
    /// The largest value (a bound).
    CU_MEM_ALLOCATION_TYPE_MAX = 0x7fffffff,
}

/// Access rights of a mapped range.
///
/// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
#[cuda_enum]
pub enum CUmemAccess_flags {
    /// No access (the default).
    CU_MEM_ACCESS_FLAGS_PROT_NONE = 0x0,
    /// Read only.
    CU_MEM_ACCESS_FLAGS_PROT_READ = 0x1,
    /// Read and write.
    CU_MEM_ACCESS_FLAGS_PROT_READWRITE = 0x3,
    /// The largest value (a bound).
    CU_MEM_ACCESS_FLAGS_PROT_MAX = 0x7fffffff,
}

/// What the allocations of a memory pool should be (`CUmemPoolProps`).
///
/// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
#[cuda_struct(size = 88, align = 8)]
pub struct CUmemPoolProps {
    /// Allocation type.
    pub allocType: CUmemAllocationType,
    /// The handle kinds the pool's allocations can be exported as.
    pub handleTypes: CUmemAllocationHandleType,
    /// Where the pool's allocations live.
    pub location: CUmemLocation,
    /// With `CU_MEM_HANDLE_TYPE_WIN32`: the Windows `LPSECURITYATTRIBUTES` to use.
    pub win32SecurityAttributes: *mut c_void,
    /// Maximum pool size.
    pub maxSize: usize,
    /// What the pool is meant for, as bits.
    pub usage: c_ushort,
    /// Non-zero asks for memory that GPUDirect RDMA can use; on a locality domain whose default RDMA path
    /// cannot reach it, the pool is not localized (13.4).
    pub gpuDirectRDMACapable: c_uchar,
    /// Not used yet; has to be zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 53],
}

/// Settings and statistics one can read or write on a pool (release threshold, reuse, usage).
///
/// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
#[cuda_enum]
pub enum CUmemPool_attribute {
    /// Reuse memory freed in another stream once an event orders it.
    CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES = 1,
    /// Reuse memory whose free has already completed, in any stream.
    CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC = 2,
    /// Reuse memory by letting the driver add dependencies.
    CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES = 3,
    /// Bytes the pool keeps when it would otherwise give memory back.
    CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4,
    /// Bytes the pool holds from the OS now.
    CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT = 5,
    /// Most bytes the pool held from the OS (resettable).
    CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH = 6,
    /// Bytes allocated from the pool now.
    CU_MEMPOOL_ATTR_USED_MEM_CURRENT = 7,
    /// Most bytes allocated from the pool (resettable).
    CU_MEMPOOL_ATTR_USED_MEM_HIGH = 8,
    /// The pool's `CUmemAllocationType` (read only).
    CU_MEMPOOL_ATTR_ALLOCATION_TYPE = 9,
    /// Handle types the pool can be exported as; none for an imported pool (read only).
    CU_MEMPOOL_ATTR_EXPORT_HANDLE_TYPES = 10,
    /// The id of the pool's location, an `int` (read only).
    CU_MEMPOOL_ATTR_LOCATION_ID = 11,
    /// The `CUmemLocationType` of the pool's location (read only).
    CU_MEMPOOL_ATTR_LOCATION_TYPE = 12,
    /// The pool's size limit in bytes after alignment, 0 for none (a `cuuint64_t`, read only).
    CU_MEMPOOL_ATTR_MAX_POOL_SIZE = 13,
    /// Whether the pool's memory can feed the hardware decompressor (read only).
    CU_MEMPOOL_ATTR_HW_DECOMPRESS_ENABLED = 14,
    /// The locality domain the pool is tied to, -1 for a pool of the whole device (read only).
    CU_MEMPOOL_ATTR_LOCALITY_DOMAIN_ID = 15,
}

/// `CUmemPoolProps_v1`: another C name of `CUmemPoolProps`.
///
/// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
pub type CUmemPoolProps_v1 = CUmemPoolProps;

/// The data that lets another process import one allocation of a shared pool.
///
/// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
#[cuda_struct(size = 64, align = 1)]
pub struct CUmemPoolPtrExportData {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 64],
}

/// `CUmemPoolPtrExportData_v1`: another C name of `CUmemPoolPtrExportData`.
///
/// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
pub type CUmemPoolPtrExportData_v1 = CUmemPoolPtrExportData;

/// Pool usage flag: allocations may be targets of hardware decompression.
///
/// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
pub const CU_MEM_POOL_CREATE_USAGE_HW_DECOMPRESS: c_uint = 0x2;

}

super::functions! {
    /// Frees device memory in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemFreeAsync(dptr: CUdeviceptr, hStream: CUstream) @ 11020 as "cuMemFreeAsync";
    /// Allocates device memory in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemAllocAsync(dptr: *mut CUdeviceptr, bytesize: usize, hStream: CUstream) @ 11020 as "cuMemAllocAsync";
    /// Releases a pool's unused memory down to a given size.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolTrimTo(pool: CUmemoryPool, minBytesToKeep: usize) @ 11020 as "cuMemPoolTrimTo";
    /// Sets a memory pool attribute (release threshold, reuse policy, ...).
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolSetAttribute(pool: CUmemoryPool, attr: CUmemPool_attribute, value: *mut c_void) @ 11020 as "cuMemPoolSetAttribute";
    /// Reads a memory pool attribute.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolGetAttribute(pool: CUmemoryPool, attr: CUmemPool_attribute, value: *mut c_void) @ 11020 as "cuMemPoolGetAttribute";
    /// Sets which devices may access a pool's allocations.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolSetAccess(pool: CUmemoryPool, map: *const CUmemAccessDesc, count: usize) @ 11020 as "cuMemPoolSetAccess";
    /// Reads a location's access to a pool's allocations.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolGetAccess(flags: *mut CUmemAccess_flags, memPool: CUmemoryPool, location: *mut CUmemLocation) @ 11020 as "cuMemPoolGetAccess";
    /// Creates a memory pool.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolCreate(pool: *mut CUmemoryPool, poolProps: *const CUmemPoolProps) @ 11020 as "cuMemPoolCreate";
    /// Destroys a memory pool.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolDestroy(pool: CUmemoryPool) @ 11020 as "cuMemPoolDestroy";
    /// Gets the default pool for a location and allocation type.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemGetDefaultMemPool(pool_out: *mut CUmemoryPool, location: *mut CUmemLocation, r#type: CUmemAllocationType) @ 13000 as "cuMemGetDefaultMemPool";
    /// Gets the current pool for a location and allocation type.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemGetMemPool(pool: *mut CUmemoryPool, location: *mut CUmemLocation, r#type: CUmemAllocationType) @ 13000 as "cuMemGetMemPool";
    /// Sets the current pool for a location and allocation type.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemSetMemPool(location: *mut CUmemLocation, r#type: CUmemAllocationType, pool: CUmemoryPool) @ 13000 as "cuMemSetMemPool";
    /// Allocates from a given pool, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemAllocFromPoolAsync(dptr: *mut CUdeviceptr, bytesize: usize, pool: CUmemoryPool, hStream: CUstream) @ 11020 as "cuMemAllocFromPoolAsync";
    /// Exports a pool as an OS handle, to share with another process.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolExportToShareableHandle(handle_out: *mut c_void, pool: CUmemoryPool, handleType: CUmemAllocationHandleType, flags: c_ulonglong) @ 11020 as "cuMemPoolExportToShareableHandle";
    /// Imports a pool another process exported.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolImportFromShareableHandle(pool_out: *mut CUmemoryPool, handle: *mut c_void, handleType: CUmemAllocationHandleType, flags: c_ulonglong) @ 11020 as "cuMemPoolImportFromShareableHandle";
    /// Exports the data that lets another process import one allocation of a shared pool.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolExportPointer(shareData_out: *mut CUmemPoolPtrExportData, ptr: CUdeviceptr) @ 11020 as "cuMemPoolExportPointer";
    /// Imports an allocation of a shared pool from its exported data.
    ///
    /// NVIDIA's documentation: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).
    fn cuMemPoolImportPointer(ptr_out: *mut CUdeviceptr, pool: CUmemoryPool, shareData: *mut CUmemPoolPtrExportData) @ 11020 as "cuMemPoolImportPointer";
}
