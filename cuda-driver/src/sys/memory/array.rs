//! Memory management: CUDA arrays and mipmapped arrays.
//!
//! NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

use core::ffi::{c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUarray, CUarray_format, CUdevice};

super::area! {

/// Array descriptor (`CUDA_ARRAY_DESCRIPTOR`, the `CUDA_ARRAY_DESCRIPTOR_v2` layout).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUDA_ARRAY_DESCRIPTOR {
    /// Width of array.
    pub Width: usize,
    /// Height of array.
    pub Height: usize,
    /// Array format.
    pub Format: CUarray_format,
    /// How many channels each element has.
    pub NumChannels: c_uint,
}

/// 3D array descriptor (`CUDA_ARRAY3D_DESCRIPTOR`, the `CUDA_ARRAY3D_DESCRIPTOR_v2` layout).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 40, align = 8)]
pub struct CUDA_ARRAY3D_DESCRIPTOR {
    /// Width of 3D array.
    pub Width: usize,
    /// Height of 3D array.
    pub Height: usize,
    /// Depth of 3D array.
    pub Depth: usize,
    /// Array format.
    pub Format: CUarray_format,
    /// How many channels each element has.
    pub NumChannels: c_uint,
    /// Flags.
    pub Flags: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// A mipmapped CUDA array (`struct CUmipmappedArray_st *`).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_handle]
pub struct CUmipmappedArray(*mut c_void);

/// The faces of a cubemap array, by layer.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUarray_cubemap_face {
    /// The +x face.
    CU_CUBEMAP_FACE_POSITIVE_X = 0,
    /// The -x face.
    CU_CUBEMAP_FACE_NEGATIVE_X = 1,
    /// The +y face.
    CU_CUBEMAP_FACE_POSITIVE_Y = 2,
    /// The -y face.
    CU_CUBEMAP_FACE_NEGATIVE_Y = 3,
    /// The +z face.
    CU_CUBEMAP_FACE_POSITIVE_Z = 4,
    /// The -z face.
    CU_CUBEMAP_FACE_NEGATIVE_Z = 5,
}

/// `CUDA_ARRAY_DESCRIPTOR_v2`: another C name of `CUDA_ARRAY_DESCRIPTOR`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUDA_ARRAY_DESCRIPTOR_v2 = CUDA_ARRAY_DESCRIPTOR;

/// `CUDA_ARRAY3D_DESCRIPTOR_v2`: another C name of `CUDA_ARRAY3D_DESCRIPTOR`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUDA_ARRAY3D_DESCRIPTOR_v2 = CUDA_ARRAY3D_DESCRIPTOR;

/// The size of one tile of a sparse array, in elements.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[anonymous_in(CUDA_ARRAY_SPARSE_PROPERTIES.tileExtent)]
#[cuda_struct(size = 12, align = 4)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES_tileExtent {
    /// Tile width in elements.
    pub width: c_uint,
    /// Tile height in elements.
    pub height: c_uint,
    /// Tile depth in elements.
    pub depth: c_uint,
}

/// The tile layout of a sparse array: tile size, mip tail, flags.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 48, align = 8)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES {
    /// The size of one tile.
    pub tileExtent: CUDA_ARRAY_SPARSE_PROPERTIES_tileExtent,
    /// First mip level in the mip tail.
    pub miptailFirstLevel: c_uint,
    /// Bytes of the mip tail.
    pub miptailSize: c_ulonglong,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 4],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_ARRAY_SPARSE_PROPERTIES_v1`: another C name of `CUDA_ARRAY_SPARSE_PROPERTIES`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUDA_ARRAY_SPARSE_PROPERTIES_v1 = CUDA_ARRAY_SPARSE_PROPERTIES;

/// Size and alignment of the memory a deferred-mapping array needs.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_ARRAY_MEMORY_REQUIREMENTS {
    /// Bytes needed.
    pub size: usize,
    /// Required alignment in bytes.
    pub alignment: usize,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 4],
}

/// `CUDA_ARRAY_MEMORY_REQUIREMENTS_v1`: another C name of `CUDA_ARRAY_MEMORY_REQUIREMENTS`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub type CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 = CUDA_ARRAY_MEMORY_REQUIREMENTS;

/// Sparse-array flag: one mip tail for all layers.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL: c_uint = 0x1;

/// Array flag: a layered array (the depth counts layers).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_LAYERED: c_uint = 0x01;

/// Array flag: the old name of `CUDA_ARRAY3D_LAYERED`.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_2DARRAY: c_uint = 0x01;

/// Array flag: the array may be bound to a surface.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_SURFACE_LDST: c_uint = 0x02;

/// Array flag: a cubemap (six layers, or a multiple of six when layered).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_CUBEMAP: c_uint = 0x04;

/// Array flag: the array supports texture gather.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_TEXTURE_GATHER: c_uint = 0x08;

/// Array flag: the array holds depth values.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_DEPTH_TEXTURE: c_uint = 0x10;

/// Array flag: the array may be a color target of a graphics API.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_COLOR_ATTACHMENT: c_uint = 0x20;

/// Array flag: a sparse array, its memory mapped tile by tile.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_SPARSE: c_uint = 0x40;

/// Array flag: the array's memory is mapped later, by the caller.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_DEFERRED_MAPPING: c_uint = 0x80;

/// Array flag: the array may be used for video encoding and decoding.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
pub const CUDA_ARRAY3D_VIDEO_ENCODE_DECODE: c_uint = 0x100;

}

super::functions! {
    /// Creates a CUDA array of one or two dimensions.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuArrayCreate(pHandle: *mut CUarray, pAllocateArray: *const CUDA_ARRAY_DESCRIPTOR) @ 3020 as "cuArrayCreate_v2";
    /// Reads the format and size of a one- or two-dimensional CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuArrayGetDescriptor(pArrayDescriptor: *mut CUDA_ARRAY_DESCRIPTOR, hArray: CUarray) @ 3020 as "cuArrayGetDescriptor_v2";
    /// Reads the tile layout of a sparse CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuArrayGetSparseProperties(sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES, array: CUarray) @ 11010 as "cuArrayGetSparseProperties";
    /// Reads the tile layout of a sparse mipmapped array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMipmappedArrayGetSparseProperties(sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES, mipmap: CUmipmappedArray) @ 11010 as "cuMipmappedArrayGetSparseProperties";
    /// Gets the size and alignment of memory a deferred-mapping array needs.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuArrayGetMemoryRequirements(memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS, array: CUarray, device: CUdevice) @ 11060 as "cuArrayGetMemoryRequirements";
    /// Gets the size and alignment of memory a deferred-mapping mipmapped array needs.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMipmappedArrayGetMemoryRequirements(memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS, mipmap: CUmipmappedArray, device: CUdevice) @ 11060 as "cuMipmappedArrayGetMemoryRequirements";
    /// Gets one plane of a multi-planar CUDA array as an array of its own.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuArrayGetPlane(pPlaneArray: *mut CUarray, hArray: CUarray, planeIdx: c_uint) @ 11020 as "cuArrayGetPlane";
    /// Destroys a CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuArrayDestroy(hArray: CUarray) @ 2000 as "cuArrayDestroy";
    /// Creates a 3D CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuArray3DCreate(pHandle: *mut CUarray, pAllocateArray: *const CUDA_ARRAY3D_DESCRIPTOR) @ 3020 as "cuArray3DCreate_v2";
    /// Reads the description of a CUDA array of any dimension.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuArray3DGetDescriptor(pArrayDescriptor: *mut CUDA_ARRAY3D_DESCRIPTOR, hArray: CUarray) @ 3020 as "cuArray3DGetDescriptor_v2";
    /// Creates a mipmapped array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMipmappedArrayCreate(pHandle: *mut CUmipmappedArray, pMipmappedArrayDesc: *const CUDA_ARRAY3D_DESCRIPTOR, numMipmapLevels: c_uint) @ 5000 as "cuMipmappedArrayCreate";
    /// Gets one level of a mipmapped array as a CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMipmappedArrayGetLevel(pLevelArray: *mut CUarray, hMipmappedArray: CUmipmappedArray, level: c_uint) @ 5000 as "cuMipmappedArrayGetLevel";
    /// Destroys a mipmapped array.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMipmappedArrayDestroy(hMipmappedArray: CUmipmappedArray) @ 5000 as "cuMipmappedArrayDestroy";
}
