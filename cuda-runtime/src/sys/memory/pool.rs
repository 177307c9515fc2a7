//! Stream-ordered memory allocator: memory pools.
//!
//! NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).

use core::ffi::{c_char, c_uchar, c_uint, c_ushort, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaMemLocation, cudaStream_t};

super::area! {

/// Which setting of a memory pool is read or set.
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
#[cuda_enum]
pub enum cudaMemPoolAttr {
    /// Reuse memory freed in another stream once an event orders it.
    cudaMemPoolReuseFollowEventDependencies = 1,
    /// Reuse memory whose free has already completed, in any stream.
    cudaMemPoolReuseAllowOpportunistic = 2,
    /// Reuse memory by letting the driver add dependencies.
    cudaMemPoolReuseAllowInternalDependencies = 3,
    /// Bytes the pool keeps when it would otherwise give memory back.
    cudaMemPoolAttrReleaseThreshold = 4,
    /// Bytes the pool holds from the OS now.
    cudaMemPoolAttrReservedMemCurrent = 5,
    /// Most bytes the pool held from the OS (resettable).
    cudaMemPoolAttrReservedMemHigh = 6,
    /// Bytes allocated from the pool now.
    cudaMemPoolAttrUsedMemCurrent = 7,
    /// Most bytes allocated from the pool (resettable).
    cudaMemPoolAttrUsedMemHigh = 8,
    /// Attr allocation type.
    cudaMemPoolAttrAllocationType = 9,
    /// Attr export handle types.
    cudaMemPoolAttrExportHandleTypes = 10,
    /// Attr location id.
    cudaMemPoolAttrLocationId = 11,
    /// Attr location type.
    cudaMemPoolAttrLocationType = 12,
    /// Attr max pool size.
    cudaMemPoolAttrMaxPoolSize = 13,
    /// Attr hw decompress enabled.
    cudaMemPoolAttrHwDecompressEnabled = 14,
    /// Attr locality domain id.
    cudaMemPoolAttrLocalityDomainId = 15,
}

/// The runtime's mem access flags (a C enum).
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
#[cuda_enum]
pub enum cudaMemAccessFlags {
    /// No access (the default).
    cudaMemAccessFlagsProtNone = 0,
    /// Read only.
    cudaMemAccessFlagsProtRead = 1,
    /// Read and write.
    cudaMemAccessFlagsProtReadWrite = 3,
}

/// Memory access descriptor (`CUmemAccessDesc`).
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
#[cuda_struct(size = 12, align = 4)]
pub struct cudaMemAccessDesc {
    /// The location whose access changes.
    pub location: cudaMemLocation,
    /// The access it gets (`CUmemProt` flags).
    pub flags: cudaMemAccessFlags,
}

/// Kinds of allocation (`cuMemCreate`, memory pools).
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
#[cuda_enum]
pub enum cudaMemAllocationType {
    /// Invalid allocation type.
    cudaMemAllocationTypeInvalid = 0,
    /// Pinned: the memory stays where it is while in use.
    cudaMemAllocationTypePinned = 1,
    /// Managed memory.
    cudaMemAllocationTypeManaged = 2,
    /// The largest value (a bound).
    cudaMemAllocationTypeMax = 0x7fffffff,
}

/// The kinds of handle an allocation can be exported as.
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
#[cuda_enum]
pub enum cudaMemAllocationHandleType {
    /// No export.
    cudaMemHandleTypeNone = 0,
    /// Exportable as a POSIX file descriptor.
    cudaMemHandleTypePosixFileDescriptor = 1,
    /// Exportable as a Win32 NT handle.
    cudaMemHandleTypeWin32 = 2,
    /// Exportable as a Win32 KMT handle.
    cudaMemHandleTypeWin32Kmt = 4,
    /// Exportable as a fabric handle.
    cudaMemHandleTypeFabric = 8,
}

/// What the allocations of a memory pool should be (`CUmemPoolProps`).
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
#[cuda_struct(size = 88, align = 8)]
pub struct cudaMemPoolProps {
    /// Allocation type.
    pub allocType: cudaMemAllocationType,
    /// The handle kinds the pool's allocations can be exported as.
    pub handleTypes: cudaMemAllocationHandleType,
    /// Where the pool's allocations live.
    pub location: cudaMemLocation,
    /// With `CU_MEM_HANDLE_TYPE_WIN32`: the Windows `LPSECURITYATTRIBUTES` to use.
    pub win32SecurityAttributes: *mut c_void,
    /// Maximum pool size.
    pub maxSize: usize,
    /// What the pool is meant for, as bits.
    pub usage: c_ushort,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 53],
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved1: c_uchar,
}

/// The data that lets another process import one allocation of a shared pool.
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
#[cuda_struct(size = 64, align = 1)]
pub struct cudaMemPoolPtrExportData {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uchar; 64],
}

/// An opaque handle that shares memory across nodes of a fabric.
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
#[cuda_struct(size = 64, align = 1)]
pub struct cudaMemFabricHandle_t {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_char; 64],
}

/// The runtime's mem pool (a handle).
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
#[cuda_handle(send, sync)]
pub struct cudaMemPool_t(*mut c_void);

/// Usage flag of a memory pool: its memory may be the target of hardware decompression.
///
/// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
pub const cudaMemPoolCreateUsageHwDecompress: c_uint = 0x2;

}

super::functions! {
    /// Allocates device memory in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMallocAsync(devPtr: *mut *mut c_void, size: usize, hStream: cudaStream_t) @ 12000 as "cudaMallocAsync";
    /// Frees device memory in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaFreeAsync(devPtr: *mut c_void, hStream: cudaStream_t) @ 12000 as "cudaFreeAsync";
    /// Releases a pool's unused memory down to a given size.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolTrimTo(memPool: cudaMemPool_t, minBytesToKeep: usize) @ 12000 as "cudaMemPoolTrimTo";
    /// Sets a memory pool attribute (release threshold, reuse policy, ...).
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolSetAttribute(memPool: cudaMemPool_t, attr: cudaMemPoolAttr, value: *mut c_void) @ 12000 as "cudaMemPoolSetAttribute";
    /// Reads a memory pool attribute.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolGetAttribute(memPool: cudaMemPool_t, attr: cudaMemPoolAttr, value: *mut c_void) @ 12000 as "cudaMemPoolGetAttribute";
    /// Sets which devices may access a pool's allocations.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolSetAccess(memPool: cudaMemPool_t, descList: *const cudaMemAccessDesc, count: usize) @ 12000 as "cudaMemPoolSetAccess";
    /// Reads a location's access to a pool's allocations.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolGetAccess(flags: *mut cudaMemAccessFlags, memPool: cudaMemPool_t, location: *mut cudaMemLocation) @ 12000 as "cudaMemPoolGetAccess";
    /// Creates a memory pool.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolCreate(memPool: *mut cudaMemPool_t, poolProps: *const cudaMemPoolProps) @ 12000 as "cudaMemPoolCreate";
    /// Destroys a memory pool.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolDestroy(memPool: cudaMemPool_t) @ 12000 as "cudaMemPoolDestroy";
    /// Gets the default pool for a location and allocation type.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemGetDefaultMemPool(memPool: *mut cudaMemPool_t, location: *mut cudaMemLocation, r#type: cudaMemAllocationType) @ 13000 as "cudaMemGetDefaultMemPool";
    /// Gets the current pool for a location and allocation type.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemGetMemPool(memPool: *mut cudaMemPool_t, location: *mut cudaMemLocation, r#type: cudaMemAllocationType) @ 13000 as "cudaMemGetMemPool";
    /// Sets the current pool for a location and allocation type.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemSetMemPool(location: *mut cudaMemLocation, r#type: cudaMemAllocationType, memPool: cudaMemPool_t) @ 13000 as "cudaMemSetMemPool";
    /// Allocates from a given pool, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMallocFromPoolAsync(ptr: *mut *mut c_void, size: usize, memPool: cudaMemPool_t, stream: cudaStream_t) @ 12000 as "cudaMallocFromPoolAsync";
    /// Exports a pool as an OS handle, to share with another process.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolExportToShareableHandle(shareableHandle: *mut c_void, memPool: cudaMemPool_t, handleType: cudaMemAllocationHandleType, flags: c_uint) @ 12000 as "cudaMemPoolExportToShareableHandle";
    /// Imports a pool another process exported.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolImportFromShareableHandle(memPool: *mut cudaMemPool_t, shareableHandle: *mut c_void, handleType: cudaMemAllocationHandleType, flags: c_uint) @ 12000 as "cudaMemPoolImportFromShareableHandle";
    /// Exports the data that lets another process import one allocation of a shared pool.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolExportPointer(exportData: *mut cudaMemPoolPtrExportData, ptr: *mut c_void) @ 12000 as "cudaMemPoolExportPointer";
    /// Imports an allocation of a shared pool from its exported data.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY_POOLS`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY__POOLS.html).
    fn cudaMemPoolImportPointer(ptr: *mut *mut c_void, memPool: cudaMemPool_t, exportData: *mut cudaMemPoolPtrExportData) @ 12000 as "cudaMemPoolImportPointer";
}
