//! Virtual memory management: reserve, create, map.
//!
//! NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).

use core::ffi::{c_int, c_uchar, c_uint, c_ulonglong, c_ushort, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUarray, CUdeviceptr, CUmemAccess_flags, CUmemAllocationType, CUmipmappedArray, CUresourcetype, CUstream};

super::area! {

/// A generic memory allocation handle (`cuMemCreate`).
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_handle(send, sync)]
pub struct CUmemGenericAllocationHandle(c_ulonglong);

/// Kinds of memory location.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_enum]
pub enum CUmemLocationType {
    /// Invalid location type.
    CU_MEM_LOCATION_TYPE_INVALID = 0x0,
    /// Location is unspecified.
    CU_MEM_LOCATION_TYPE_NONE = 0x0,
    /// A device; `id` is its ordinal.
    CU_MEM_LOCATION_TYPE_DEVICE = 0x1,
    /// The host; `id` is not read.
    CU_MEM_LOCATION_TYPE_HOST = 0x2,
    /// A host NUMA node; `id` is its number.
    CU_MEM_LOCATION_TYPE_HOST_NUMA = 0x3,
    /// The NUMA node of the calling thread; `id` is not read.
    CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT = 0x4,
    /// The largest value (a bound).
    CU_MEM_LOCATION_TYPE_MAX = 0x7fffffff,
    /// A location this process cannot see, on a device it can reach; its id is `CU_DEVICE_INVALID`.
    CU_MEM_LOCATION_TYPE_INVISIBLE = 5,
    /// One locality domain of a device; `id` carries device and domain bytes (`localized`).
    CU_MEM_LOCATION_TYPE_DEVICE_LOCALITY_DOMAIN = 6,
}

/// The kinds of handle an allocation can be exported as.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_enum]
pub enum CUmemAllocationHandleType {
    /// No export.
    CU_MEM_HANDLE_TYPE_NONE = 0x0,
    /// Exportable as a POSIX file descriptor.
    CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR = 0x1,
    /// Exportable as a Win32 NT handle.
    CU_MEM_HANDLE_TYPE_WIN32 = 0x2,
    /// Exportable as a Win32 KMT handle.
    CU_MEM_HANDLE_TYPE_WIN32_KMT = 0x4,
    /// Exportable as a fabric handle.
    CU_MEM_HANDLE_TYPE_FABRIC = 0x8,
    /// The largest value (a bound).
    CU_MEM_HANDLE_TYPE_MAX = 0x7fffffff,
}

/// Which granularity `cuMemGetAllocationGranularity` reports.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_enum]
pub enum CUmemAllocationGranularity_flags {
    /// The smallest granularity an allocation may have.
    CU_MEM_ALLOC_GRANULARITY_MINIMUM = 0x0,
    /// The granularity that performs best.
    CU_MEM_ALLOC_GRANULARITY_RECOMMENDED = 0x1,
}

/// Specifies a memory location (`CUmemLocation`).
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_struct(size = 8, align = 4)]
pub struct CUmemLocation {
    /// What kind of location this is; it says what `id` means.
    pub r#type: CUmemLocationType,
    /// Which location of that kind (see `CUmemLocationType`). A C11 unnamed union since 13.5: for
    /// `CU_MEM_LOCATION_TYPE_DEVICE_LOCALITY_DOMAIN`, `localized` overlays its first two bytes with the
    /// device and the locality-domain ids (`u8` each).
    pub id: c_int,
}

/// The anonymous `allocFlags` struct of `CUmemAllocationProp`.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[anonymous_in(CUmemAllocationProp.allocFlags)]
#[cuda_struct(size = 8, align = 2)]
pub struct CUmemAllocationProp_allocFlags {
    /// Whether to ask for compressible memory (a `CUmemAllocationCompType`).
    pub compressionType: c_uchar,
    /// Whether the allocation may be used with GPUDirect RDMA (see `CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED`).
    pub gpuDirectRDMACapable: c_uchar,
    /// What the allocation is meant for, as `CU_MEM_CREATE_USAGE_*` bits.
    pub usage: c_ushort,
    #[cuda(reserved)]
    reserved: [c_uchar; 4],
}

/// What an allocation made by `cuMemCreate` should be (`CUmemAllocationProp`).
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUmemAllocationProp {
    /// Allocation type.
    pub r#type: CUmemAllocationType,
    /// The handle kinds the allocation should be exportable as.
    pub requestedHandleTypes: CUmemAllocationHandleType,
    /// Location of allocation.
    pub location: CUmemLocation,
    /// With `CU_MEM_HANDLE_TYPE_WIN32`: the Windows `POBJECT_ATTRIBUTES` to use.
    pub win32HandleMetaData: *mut c_void,
    /// Allocation flags.
    pub allocFlags: CUmemAllocationProp_allocFlags,
}

/// Memory access descriptor (`CUmemAccessDesc`).
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_struct(size = 12, align = 4)]
pub struct CUmemAccessDesc {
    /// The location whose access changes.
    pub location: CUmemLocation,
    /// The access it gets (`CUmemProt` flags).
    pub flags: CUmemAccess_flags,
}

/// `CUmemGenericAllocationHandle_v1`: another C name of `CUmemGenericAllocationHandle`.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
pub type CUmemGenericAllocationHandle_v1 = CUmemGenericAllocationHandle;

/// Parts of a sparse array a mapping names: a mip level or the mip tail.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_enum]
pub enum CUarraySparseSubresourceType {
    /// A region of one mip level.
    CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL = 0,
    /// The mip tail.
    CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL = 1,
}

/// Whether a sparse mapping maps or unmaps.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_enum]
pub enum CUmemOperationType {
    /// Map memory in.
    CU_MEM_OPERATION_TYPE_MAP = 1,
    /// Unmap memory.
    CU_MEM_OPERATION_TYPE_UNMAP = 2,
}

/// Kinds of memory handle a sparse mapping binds.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_enum]
pub enum CUmemHandleType {
    /// An allocation handle from `cuMemCreate`.
    CU_MEM_HANDLE_TYPE_GENERIC = 0,
}

/// The region of one mip level a sparse mapping covers.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[anonymous_in(CUarrayMapInfo_subresource.sparseLevel)]
#[cuda_struct(size = 32, align = 4)]
pub struct CUarrayMapInfo_subresource_sparseLevel {
    /// The mip level.
    pub level: c_uint,
    /// The layer.
    pub layer: c_uint,
    /// X offset in elements.
    pub offsetX: c_uint,
    /// Y offset in elements.
    pub offsetY: c_uint,
    /// Z offset in elements.
    pub offsetZ: c_uint,
    /// Width in elements.
    pub extentWidth: c_uint,
    /// Height in elements.
    pub extentHeight: c_uint,
    /// Depth in elements.
    pub extentDepth: c_uint,
}

/// The part of the mip tail a sparse mapping covers.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[anonymous_in(CUarrayMapInfo_subresource.miptail)]
#[cuda_struct(size = 24, align = 8)]
pub struct CUarrayMapInfo_subresource_miptail {
    /// The layer.
    pub layer: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Offset in the mip tail.
    pub offset: c_ulonglong,
    /// Bytes to map.
    pub size: c_ulonglong,
}

/// The array a sparse mapping applies to.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[anonymous_in(CUarrayMapInfo.resource)]
#[cuda_struct(size = 8, align = 8)]
pub union CUarrayMapInfo_resource {
    /// The mipmapped array.
    pub mipmap: CUmipmappedArray,
    /// A CUDA array.
    pub array: CUarray,
}

/// The part of the array a sparse mapping covers.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[anonymous_in(CUarrayMapInfo.subresource)]
#[cuda_struct(size = 32, align = 8)]
pub union CUarrayMapInfo_subresource {
    /// A region of one level.
    pub sparseLevel: CUarrayMapInfo_subresource_sparseLevel,
    /// The mip tail.
    pub miptail: CUarrayMapInfo_subresource_miptail,
}

/// The memory a sparse mapping binds.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[anonymous_in(CUarrayMapInfo.memHandle)]
#[cuda_struct(size = 8, align = 8)]
pub union CUarrayMapInfo_memHandle {
    /// The allocation handle.
    pub memHandle: CUmemGenericAllocationHandle,
}

/// One sparse array (un)mapping of `cuMemMapArrayAsync`.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
#[cuda_struct(size = 96, align = 8)]
pub struct CUarrayMapInfo {
    /// Which member of `resource` is meant.
    pub resourceType: CUresourcetype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The array being mapped.
    pub resource: CUarrayMapInfo_resource,
    /// Which member of `subresource` is meant.
    pub subresourceType: CUarraySparseSubresourceType,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// The part being mapped.
    pub subresource: CUarrayMapInfo_subresource,
    /// Map or unmap.
    pub memOperationType: CUmemOperationType,
    /// Which kind of handle `memHandle` is.
    pub memHandleType: CUmemHandleType,
    /// The allocation handle.
    pub memHandle: CUarrayMapInfo_memHandle,
    /// Offset in the allocation handle.
    pub offset: c_ulonglong,
    /// Devices to map on, one bit each (one bit only today).
    pub deviceBitMask: c_uint,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 2],
}

/// `CUarrayMapInfo_v1`: another C name of `CUarrayMapInfo`.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
pub type CUarrayMapInfo_v1 = CUarrayMapInfo;

/// `CUmemLocation_v1`: another C name of `CUmemLocation`.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
pub type CUmemLocation_v1 = CUmemLocation;

/// `CUmemAllocationProp_v1`: another C name of `CUmemAllocationProp`.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
pub type CUmemAllocationProp_v1 = CUmemAllocationProp;

/// `CUmemAccessDesc_v1`: another C name of `CUmemAccessDesc`.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
pub type CUmemAccessDesc_v1 = CUmemAccessDesc;

/// Allocation usage flag: the memory backs tiles of sparse arrays.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
pub const CU_MEM_CREATE_USAGE_TILE_POOL: c_uint = 0x1;

/// Allocation usage flag: the memory may be a target of hardware decompression.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
pub const CU_MEM_CREATE_USAGE_HW_DECOMPRESS: c_uint = 0x2;

/// For GPUDirect RDMA on locality-domain memory: map it for RDMA over PCIe.
///
/// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
pub const CU_MEM_CREATE_USAGE_GPU_DIRECT_RDMA_OVER_PCIE: c_uint = 0x4;

}

super::functions! {
    /// Reserves a range of virtual addresses.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemAddressReserve(ptr: *mut CUdeviceptr, size: usize, alignment: usize, addr: CUdeviceptr, flags: c_ulonglong) @ 10020 as "cuMemAddressReserve";
    /// Frees a reserved range of virtual addresses.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemAddressFree(ptr: CUdeviceptr, size: usize) @ 10020 as "cuMemAddressFree";
    /// Creates physical memory, returned as an allocation handle.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemCreate(handle: *mut CUmemGenericAllocationHandle, size: usize, prop: *const CUmemAllocationProp, flags: c_ulonglong) @ 10020 as "cuMemCreate";
    /// Releases an allocation handle (the memory goes when its mappings do).
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemRelease(handle: CUmemGenericAllocationHandle) @ 10020 as "cuMemRelease";
    /// Maps physical memory into a reserved virtual address range.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemMap(ptr: CUdeviceptr, size: usize, offset: usize, handle: CUmemGenericAllocationHandle, flags: c_ulonglong) @ 10020 as "cuMemMap";
    /// Maps or unmaps tiles of sparse arrays, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemMapArrayAsync(mapInfoList: *mut CUarrayMapInfo, count: c_uint, hStream: CUstream) @ 11010 as "cuMemMapArrayAsync";
    /// Unmaps a virtual address range.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemUnmap(ptr: CUdeviceptr, size: usize) @ 10020 as "cuMemUnmap";
    /// Sets which devices may access a mapped virtual address range.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemSetAccess(ptr: CUdeviceptr, size: usize, desc: *const CUmemAccessDesc, count: usize) @ 10020 as "cuMemSetAccess";
    /// Reads a location's access to a virtual address.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemGetAccess(flags: *mut c_ulonglong, location: *const CUmemLocation, ptr: CUdeviceptr) @ 10020 as "cuMemGetAccess";
    /// Exports an allocation handle as an OS handle, to share with another process.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemExportToShareableHandle(shareableHandle: *mut c_void, handle: CUmemGenericAllocationHandle, handleType: CUmemAllocationHandleType, flags: c_ulonglong) @ 10020 as "cuMemExportToShareableHandle";
    /// Imports an allocation another process exported.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemImportFromShareableHandle(handle: *mut CUmemGenericAllocationHandle, osHandle: *mut c_void, shHandleType: CUmemAllocationHandleType) @ 10020 as "cuMemImportFromShareableHandle";
    /// Gets the size granularity of allocations with given properties.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemGetAllocationGranularity(granularity: *mut usize, prop: *const CUmemAllocationProp, option: CUmemAllocationGranularity_flags) @ 10020 as "cuMemGetAllocationGranularity";
    /// Reads the properties an allocation handle was created with.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemGetAllocationPropertiesFromHandle(prop: *mut CUmemAllocationProp, handle: CUmemGenericAllocationHandle) @ 10020 as "cuMemGetAllocationPropertiesFromHandle";
    /// Gets a new reference to the allocation handle mapped at an address.
    ///
    /// NVIDIA's documentation: [`CUDA_VA`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html).
    fn cuMemRetainAllocationHandle(handle: *mut CUmemGenericAllocationHandle, addr: *mut c_void) @ 11000 as "cuMemRetainAllocationHandle";
}
