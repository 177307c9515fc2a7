//! Virtual memory management: reserve, create, map.
//!
//! [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)

use core::ffi::{c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUarray, CUdeviceptr, CUmemAccessDesc, CUmemAllocationGranularity_flags, CUmemAllocationHandleType, CUmemAllocationProp, CUmemGenericAllocationHandle, CUmemLocation, CUmipmappedArray, CUresourcetype, CUstream};

super::area! {

/// `CUarraySparseSubresourceType` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
#[cuda_enum]
pub enum CUarraySparseSubresourceType {
    /// The C constant `CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL`.
    CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL = 0,
    /// The C constant `CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL`.
    CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL = 1,
}

/// `CUmemOperationType` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
#[cuda_enum]
pub enum CUmemOperationType {
    /// The C constant `CU_MEM_OPERATION_TYPE_MAP`.
    CU_MEM_OPERATION_TYPE_MAP = 1,
    /// The C constant `CU_MEM_OPERATION_TYPE_UNMAP`.
    CU_MEM_OPERATION_TYPE_UNMAP = 2,
}

/// `CUmemHandleType` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
#[cuda_enum]
pub enum CUmemHandleType {
    /// The C constant `CU_MEM_HANDLE_TYPE_GENERIC`.
    CU_MEM_HANDLE_TYPE_GENERIC = 0,
}

/// `CUarrayMapInfo_subresource_sparseLevel` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
#[anonymous_in(CUarrayMapInfo_subresource.sparseLevel)]
#[cuda_struct(size = 32, align = 4)]
pub struct CUarrayMapInfo_subresource_sparseLevel {
    /// The C member `level`.
    pub level: c_uint,
    /// The C member `layer`.
    pub layer: c_uint,
    /// The C member `offsetX`.
    pub offsetX: c_uint,
    /// The C member `offsetY`.
    pub offsetY: c_uint,
    /// The C member `offsetZ`.
    pub offsetZ: c_uint,
    /// The C member `extentWidth`.
    pub extentWidth: c_uint,
    /// The C member `extentHeight`.
    pub extentHeight: c_uint,
    /// The C member `extentDepth`.
    pub extentDepth: c_uint,
}

/// `CUarrayMapInfo_subresource_miptail` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
#[anonymous_in(CUarrayMapInfo_subresource.miptail)]
#[cuda_struct(size = 24, align = 8)]
pub struct CUarrayMapInfo_subresource_miptail {
    /// The C member `layer`.
    pub layer: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The C member `offset`.
    pub offset: c_ulonglong,
    /// The C member `size`.
    pub size: c_ulonglong,
}

/// `CUarrayMapInfo_resource` (a C union of cuda.h).
///
/// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
#[anonymous_in(CUarrayMapInfo.resource)]
#[cuda_struct(size = 8, align = 8)]
pub union CUarrayMapInfo_resource {
    /// The C member `mipmap`.
    pub mipmap: CUmipmappedArray,
    /// The C member `array`.
    pub array: CUarray,
}

/// `CUarrayMapInfo_subresource` (a C union of cuda.h).
///
/// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
#[anonymous_in(CUarrayMapInfo.subresource)]
#[cuda_struct(size = 32, align = 8)]
pub union CUarrayMapInfo_subresource {
    /// The C member `sparseLevel`.
    pub sparseLevel: CUarrayMapInfo_subresource_sparseLevel,
    /// The C member `miptail`.
    pub miptail: CUarrayMapInfo_subresource_miptail,
}

/// `CUarrayMapInfo_memHandle` (a C union of cuda.h).
///
/// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
#[anonymous_in(CUarrayMapInfo.memHandle)]
#[cuda_struct(size = 8, align = 8)]
pub union CUarrayMapInfo_memHandle {
    /// The C member `memHandle`.
    pub memHandle: CUmemGenericAllocationHandle,
}

/// `CUarrayMapInfo` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
#[cuda_struct(size = 96, align = 8)]
pub struct CUarrayMapInfo {
    /// The C member `resourceType`.
    pub resourceType: CUresourcetype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The C member `resource`.
    pub resource: CUarrayMapInfo_resource,
    /// The C member `subresourceType`.
    pub subresourceType: CUarraySparseSubresourceType,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// The C member `subresource`.
    pub subresource: CUarrayMapInfo_subresource,
    /// The C member `memOperationType`.
    pub memOperationType: CUmemOperationType,
    /// The C member `memHandleType`.
    pub memHandleType: CUmemHandleType,
    /// The C member `memHandle`.
    pub memHandle: CUarrayMapInfo_memHandle,
    /// The C member `offset`.
    pub offset: c_ulonglong,
    /// The C member `deviceBitMask`.
    pub deviceBitMask: c_uint,
    /// The C member `flags`.
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 2],
}

/// `CUarrayMapInfo_v1`: another C name of `CUarrayMapInfo`.
pub type CUarrayMapInfo_v1 = CUarrayMapInfo;

}

super::functions! {
    /// The driver function `cuMemAddressReserve`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemAddressReserve(ptr: *mut CUdeviceptr, size: usize, alignment: usize, addr: CUdeviceptr, flags: c_ulonglong) @ 10020 as "cuMemAddressReserve";
    /// The driver function `cuMemAddressFree`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemAddressFree(ptr: CUdeviceptr, size: usize) @ 10020 as "cuMemAddressFree";
    /// The driver function `cuMemCreate`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemCreate(handle: *mut CUmemGenericAllocationHandle, size: usize, prop: *const CUmemAllocationProp, flags: c_ulonglong) @ 10020 as "cuMemCreate";
    /// The driver function `cuMemRelease`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemRelease(handle: CUmemGenericAllocationHandle) @ 10020 as "cuMemRelease";
    /// The driver function `cuMemMap`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemMap(ptr: CUdeviceptr, size: usize, offset: usize, handle: CUmemGenericAllocationHandle, flags: c_ulonglong) @ 10020 as "cuMemMap";
    /// The driver function `cuMemMapArrayAsync`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemMapArrayAsync(mapInfoList: *mut CUarrayMapInfo, count: c_uint, hStream: CUstream) @ 11010 as "cuMemMapArrayAsync";
    /// The driver function `cuMemUnmap`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemUnmap(ptr: CUdeviceptr, size: usize) @ 10020 as "cuMemUnmap";
    /// The driver function `cuMemSetAccess`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemSetAccess(ptr: CUdeviceptr, size: usize, desc: *const CUmemAccessDesc, count: usize) @ 10020 as "cuMemSetAccess";
    /// The driver function `cuMemGetAccess`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemGetAccess(flags: *mut c_ulonglong, location: *const CUmemLocation, ptr: CUdeviceptr) @ 10020 as "cuMemGetAccess";
    /// The driver function `cuMemExportToShareableHandle`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemExportToShareableHandle(shareableHandle: *mut c_void, handle: CUmemGenericAllocationHandle, handleType: CUmemAllocationHandleType, flags: c_ulonglong) @ 10020 as "cuMemExportToShareableHandle";
    /// The driver function `cuMemImportFromShareableHandle`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemImportFromShareableHandle(handle: *mut CUmemGenericAllocationHandle, osHandle: *mut c_void, shHandleType: CUmemAllocationHandleType) @ 10020 as "cuMemImportFromShareableHandle";
    /// The driver function `cuMemGetAllocationGranularity`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemGetAllocationGranularity(granularity: *mut usize, prop: *const CUmemAllocationProp, option: CUmemAllocationGranularity_flags) @ 10020 as "cuMemGetAllocationGranularity";
    /// The driver function `cuMemGetAllocationPropertiesFromHandle`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemGetAllocationPropertiesFromHandle(prop: *mut CUmemAllocationProp, handle: CUmemGenericAllocationHandle) @ 10020 as "cuMemGetAllocationPropertiesFromHandle";
    /// The driver function `cuMemRetainAllocationHandle`.
    ///
    /// [NVIDIA: Cuda Va](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__VA.html)
    fn cuMemRetainAllocationHandle(handle: *mut CUmemGenericAllocationHandle, addr: *mut c_void) @ 11000 as "cuMemRetainAllocationHandle";
}
