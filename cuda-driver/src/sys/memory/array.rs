//! Memory management: CUDA arrays and mipmapped arrays.
//!
//! [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)

use core::ffi::{c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_handle, cuda_struct};

use super::{CUDA_ARRAY3D_DESCRIPTOR, CUDA_ARRAY_DESCRIPTOR, CUarray, CUdevice};

super::area! {

/// `CUmipmappedArray` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_handle]
pub struct CUmipmappedArray(*mut c_void);

/// `CUDA_ARRAY_SPARSE_PROPERTIES_tileExtent` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[anonymous_in(CUDA_ARRAY_SPARSE_PROPERTIES.tileExtent)]
#[cuda_struct(size = 12, align = 4)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES_tileExtent {
    /// The C member `width`.
    pub width: c_uint,
    /// The C member `height`.
    pub height: c_uint,
    /// The C member `depth`.
    pub depth: c_uint,
}

/// `CUDA_ARRAY_SPARSE_PROPERTIES` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_struct(size = 48, align = 8)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES {
    /// The C member `tileExtent`.
    pub tileExtent: CUDA_ARRAY_SPARSE_PROPERTIES_tileExtent,
    /// The C member `miptailFirstLevel`.
    pub miptailFirstLevel: c_uint,
    /// The C member `miptailSize`.
    pub miptailSize: c_ulonglong,
    /// The C member `flags`.
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 4],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_ARRAY_SPARSE_PROPERTIES_v1`: another C name of `CUDA_ARRAY_SPARSE_PROPERTIES`.
pub type CUDA_ARRAY_SPARSE_PROPERTIES_v1 = CUDA_ARRAY_SPARSE_PROPERTIES;

/// `CUDA_ARRAY_MEMORY_REQUIREMENTS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_ARRAY_MEMORY_REQUIREMENTS {
    /// The C member `size`.
    pub size: usize,
    /// The C member `alignment`.
    pub alignment: usize,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 4],
}

/// `CUDA_ARRAY_MEMORY_REQUIREMENTS_v1`: another C name of `CUDA_ARRAY_MEMORY_REQUIREMENTS`.
pub type CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 = CUDA_ARRAY_MEMORY_REQUIREMENTS;

}

super::functions! {
    /// The driver function `cuArrayCreate`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuArrayCreate(pHandle: *mut CUarray, pAllocateArray: *const CUDA_ARRAY_DESCRIPTOR) @ 3020 as "cuArrayCreate_v2";
    /// The driver function `cuArrayGetDescriptor`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuArrayGetDescriptor(pArrayDescriptor: *mut CUDA_ARRAY_DESCRIPTOR, hArray: CUarray) @ 3020 as "cuArrayGetDescriptor_v2";
    /// The driver function `cuArrayGetSparseProperties`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuArrayGetSparseProperties(sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES, array: CUarray) @ 11010 as "cuArrayGetSparseProperties";
    /// The driver function `cuMipmappedArrayGetSparseProperties`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMipmappedArrayGetSparseProperties(sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES, mipmap: CUmipmappedArray) @ 11010 as "cuMipmappedArrayGetSparseProperties";
    /// The driver function `cuArrayGetMemoryRequirements`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuArrayGetMemoryRequirements(memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS, array: CUarray, device: CUdevice) @ 11060 as "cuArrayGetMemoryRequirements";
    /// The driver function `cuMipmappedArrayGetMemoryRequirements`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMipmappedArrayGetMemoryRequirements(memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS, mipmap: CUmipmappedArray, device: CUdevice) @ 11060 as "cuMipmappedArrayGetMemoryRequirements";
    /// The driver function `cuArrayGetPlane`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuArrayGetPlane(pPlaneArray: *mut CUarray, hArray: CUarray, planeIdx: c_uint) @ 11020 as "cuArrayGetPlane";
    /// Destroys a CUDA array.
    fn cuArrayDestroy(hArray: CUarray) @ 2000 as "cuArrayDestroy";
    /// Creates a 3D CUDA array.
    fn cuArray3DCreate(pHandle: *mut CUarray, pAllocateArray: *const CUDA_ARRAY3D_DESCRIPTOR) @ 3020 as "cuArray3DCreate_v2";
    /// The driver function `cuArray3DGetDescriptor`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuArray3DGetDescriptor(pArrayDescriptor: *mut CUDA_ARRAY3D_DESCRIPTOR, hArray: CUarray) @ 3020 as "cuArray3DGetDescriptor_v2";
    /// The driver function `cuMipmappedArrayCreate`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMipmappedArrayCreate(pHandle: *mut CUmipmappedArray, pMipmappedArrayDesc: *const CUDA_ARRAY3D_DESCRIPTOR, numMipmapLevels: c_uint) @ 5000 as "cuMipmappedArrayCreate";
    /// The driver function `cuMipmappedArrayGetLevel`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMipmappedArrayGetLevel(pLevelArray: *mut CUarray, hMipmappedArray: CUmipmappedArray, level: c_uint) @ 5000 as "cuMipmappedArrayGetLevel";
    /// The driver function `cuMipmappedArrayDestroy`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMipmappedArrayDestroy(hMipmappedArray: CUmipmappedArray) @ 5000 as "cuMipmappedArrayDestroy";
}
