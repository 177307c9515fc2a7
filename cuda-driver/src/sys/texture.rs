//! Texture and surface objects.
//!
//! NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).

use core::ffi::{c_int, c_uint, c_ulonglong};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUaddress_mode, CUarray, CUarray_format, CUdeviceptr, CUfilter_mode, CUmipmappedArray};

super::area! {

/// `CUtexObject_v1`: another C name of `CUtexObject`.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
pub type CUtexObject_v1 = CUtexObject;

/// A texture object: a resource with its sampling state, used from kernels.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[cuda_handle]
pub struct CUtexObject(c_ulonglong);

/// `CUsurfObject_v1`: another C name of `CUsurfObject`.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
pub type CUsurfObject_v1 = CUsurfObject;

/// A surface object: a CUDA array read and written from kernels.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[cuda_handle]
pub struct CUsurfObject(c_ulonglong);

/// Kinds of resource a texture or surface object is made from.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[cuda_enum]
pub enum CUresourcetype {
    /// A CUDA array.
    CU_RESOURCE_TYPE_ARRAY = 0,
    /// A mipmapped array.
    CU_RESOURCE_TYPE_MIPMAPPED_ARRAY = 1,
    /// Linear memory.
    CU_RESOURCE_TYPE_LINEAR = 2,
    /// Pitched 2D memory.
    CU_RESOURCE_TYPE_PITCH2D = 3,
}

/// The resource of a descriptor when it is a CUDA array.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[anonymous_in(CUDA_RESOURCE_DESC_res.array)]
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_RESOURCE_DESC_res_array {
    /// The CUDA array.
    pub hArray: CUarray,
}

/// The resource of a descriptor when it is a mipmapped array.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[anonymous_in(CUDA_RESOURCE_DESC_res.mipmap)]
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_RESOURCE_DESC_res_mipmap {
    /// The mipmapped array.
    pub hMipmappedArray: CUmipmappedArray,
}

/// The resource of a descriptor when it is linear memory.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[anonymous_in(CUDA_RESOURCE_DESC_res.linear)]
#[cuda_struct(size = 24, align = 8)]
pub struct CUDA_RESOURCE_DESC_res_linear {
    /// The device address.
    pub devPtr: CUdeviceptr,
    /// The element format.
    pub format: CUarray_format,
    /// Channels per element.
    pub numChannels: c_uint,
    /// Bytes of the buffer.
    pub sizeInBytes: usize,
}

/// The resource of a descriptor when it is pitched 2D memory.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[anonymous_in(CUDA_RESOURCE_DESC_res.pitch2D)]
#[cuda_struct(size = 40, align = 8)]
pub struct CUDA_RESOURCE_DESC_res_pitch2D {
    /// The device address.
    pub devPtr: CUdeviceptr,
    /// The element format.
    pub format: CUarray_format,
    /// Channels per element.
    pub numChannels: c_uint,
    /// Width in elements.
    pub width: usize,
    /// Height in rows.
    pub height: usize,
    /// Bytes between rows.
    pub pitchInBytes: usize,
}

/// The padding that gives a resource descriptor's union its size.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[anonymous_in(CUDA_RESOURCE_DESC_res.reserved)]
#[cuda_struct(size = 128, align = 4)]
pub struct CUDA_RESOURCE_DESC_res_reserved {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_int; 32],
}

/// The resource of a descriptor, one member per resource type.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[anonymous_in(CUDA_RESOURCE_DESC.res)]
#[cuda_struct(size = 128, align = 8)]
pub union CUDA_RESOURCE_DESC_res {
    /// For an array.
    pub array: CUDA_RESOURCE_DESC_res_array,
    /// For a mipmapped array.
    pub mipmap: CUDA_RESOURCE_DESC_res_mipmap,
    /// For linear memory.
    pub linear: CUDA_RESOURCE_DESC_res_linear,
    /// For pitched 2D memory.
    pub pitch2D: CUDA_RESOURCE_DESC_res_pitch2D,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: CUDA_RESOURCE_DESC_res_reserved,
}

/// What a texture or surface object reads: its resource type and the resource.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[cuda_struct(size = 144, align = 8)]
pub struct CUDA_RESOURCE_DESC {
    /// Which member of `res` is meant.
    pub resType: CUresourcetype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The resource.
    pub res: CUDA_RESOURCE_DESC_res,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// `CUDA_RESOURCE_DESC_v1`: another C name of `CUDA_RESOURCE_DESC`.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
pub type CUDA_RESOURCE_DESC_v1 = CUDA_RESOURCE_DESC;

/// How a texture object samples: addressing, filtering, normalization, mipmap settings.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[cuda_struct(size = 104, align = 4)]
pub struct CUDA_TEXTURE_DESC {
    /// Addressing per dimension.
    pub addressMode: [CUaddress_mode; 3],
    /// Filtering between texels.
    pub filterMode: CUfilter_mode,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_uint,
    /// Largest anisotropy ratio.
    pub maxAnisotropy: c_uint,
    /// Filtering between mip levels.
    pub mipmapFilterMode: CUfilter_mode,
    /// Bias added to the mip level.
    pub mipmapLevelBias: f32,
    /// Lowest mip level used.
    pub minMipmapLevelClamp: f32,
    /// Highest mip level used.
    pub maxMipmapLevelClamp: f32,
    /// The border color (RGBA).
    pub borderColor: [f32; 4],
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_int; 12],
}

/// `CUDA_TEXTURE_DESC_v1`: another C name of `CUDA_TEXTURE_DESC`.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
pub type CUDA_TEXTURE_DESC_v1 = CUDA_TEXTURE_DESC;

/// Formats a resource view may give the elements of a texture.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[cuda_enum]
pub enum CUresourceViewFormat {
    /// The resource's own format.
    CU_RES_VIEW_FORMAT_NONE = 0,
    /// 1 8-bit unsigned integer.
    CU_RES_VIEW_FORMAT_UINT_1X8 = 1,
    /// 2 8-bit unsigned integers.
    CU_RES_VIEW_FORMAT_UINT_2X8 = 2,
    /// 4 8-bit unsigned integers.
    CU_RES_VIEW_FORMAT_UINT_4X8 = 3,
    /// 1 8-bit signed integer.
    CU_RES_VIEW_FORMAT_SINT_1X8 = 4,
    /// 2 8-bit signed integers.
    CU_RES_VIEW_FORMAT_SINT_2X8 = 5,
    /// 4 8-bit signed integers.
    CU_RES_VIEW_FORMAT_SINT_4X8 = 6,
    /// 1 16-bit unsigned integer.
    CU_RES_VIEW_FORMAT_UINT_1X16 = 7,
    /// 2 16-bit unsigned integers.
    CU_RES_VIEW_FORMAT_UINT_2X16 = 8,
    /// 4 16-bit unsigned integers.
    CU_RES_VIEW_FORMAT_UINT_4X16 = 9,
    /// 1 16-bit signed integer.
    CU_RES_VIEW_FORMAT_SINT_1X16 = 10,
    /// 2 16-bit signed integers.
    CU_RES_VIEW_FORMAT_SINT_2X16 = 11,
    /// 4 16-bit signed integers.
    CU_RES_VIEW_FORMAT_SINT_4X16 = 12,
    /// 1 32-bit unsigned integer.
    CU_RES_VIEW_FORMAT_UINT_1X32 = 13,
    /// 2 32-bit unsigned integers.
    CU_RES_VIEW_FORMAT_UINT_2X32 = 14,
    /// 4 32-bit unsigned integers.
    CU_RES_VIEW_FORMAT_UINT_4X32 = 15,
    /// 1 32-bit signed integer.
    CU_RES_VIEW_FORMAT_SINT_1X32 = 0x10,
    /// 2 32-bit signed integers.
    CU_RES_VIEW_FORMAT_SINT_2X32 = 0x11,
    /// 4 32-bit signed integers.
    CU_RES_VIEW_FORMAT_SINT_4X32 = 0x12,
    /// 1 16-bit float.
    CU_RES_VIEW_FORMAT_FLOAT_1X16 = 0x13,
    /// 2 16-bit floats.
    CU_RES_VIEW_FORMAT_FLOAT_2X16 = 0x14,
    /// 4 16-bit floats.
    CU_RES_VIEW_FORMAT_FLOAT_4X16 = 0x15,
    /// 1 32-bit float.
    CU_RES_VIEW_FORMAT_FLOAT_1X32 = 0x16,
    /// 2 32-bit floats.
    CU_RES_VIEW_FORMAT_FLOAT_2X32 = 0x17,
    /// 4 32-bit floats.
    CU_RES_VIEW_FORMAT_FLOAT_4X32 = 0x18,
    /// BC1, unsigned block compression.
    CU_RES_VIEW_FORMAT_UNSIGNED_BC1 = 0x19,
    /// BC2, unsigned block compression.
    CU_RES_VIEW_FORMAT_UNSIGNED_BC2 = 0x1a,
    /// BC3, unsigned block compression.
    CU_RES_VIEW_FORMAT_UNSIGNED_BC3 = 0x1b,
    /// BC4, unsigned block compression.
    CU_RES_VIEW_FORMAT_UNSIGNED_BC4 = 0x1c,
    /// BC4, signed block compression.
    CU_RES_VIEW_FORMAT_SIGNED_BC4 = 0x1d,
    /// BC5, unsigned block compression.
    CU_RES_VIEW_FORMAT_UNSIGNED_BC5 = 0x1e,
    /// BC5, signed block compression.
    CU_RES_VIEW_FORMAT_SIGNED_BC5 = 0x1f,
    /// BC6H, unsigned block compression.
    CU_RES_VIEW_FORMAT_UNSIGNED_BC6H = 0x20,
    /// BC6H, signed block compression.
    CU_RES_VIEW_FORMAT_SIGNED_BC6H = 0x21,
    /// BC7, unsigned block compression.
    CU_RES_VIEW_FORMAT_UNSIGNED_BC7 = 0x22,
}

/// A view of a texture's resource: format, size and mipmap or layer range.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
#[cuda_struct(size = 112, align = 8)]
pub struct CUDA_RESOURCE_VIEW_DESC {
    /// The element format of the view.
    pub format: CUresourceViewFormat,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Width of the view.
    pub width: usize,
    /// Height of the view.
    pub height: usize,
    /// Depth of the view.
    pub depth: usize,
    /// First mip level of the view.
    pub firstMipmapLevel: c_uint,
    /// Last mip level of the view.
    pub lastMipmapLevel: c_uint,
    /// First layer of the view.
    pub firstLayer: c_uint,
    /// Last layer of the view.
    pub lastLayer: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
}

/// `CUDA_RESOURCE_VIEW_DESC_v1`: another C name of `CUDA_RESOURCE_VIEW_DESC`.
///
/// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
pub type CUDA_RESOURCE_VIEW_DESC_v1 = CUDA_RESOURCE_VIEW_DESC;

}

super::functions! {
    /// Creates a texture object from a resource, a texture and an optional view description.
    ///
    /// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
    fn cuTexObjectCreate(pTexObject: *mut CUtexObject, pResDesc: *const CUDA_RESOURCE_DESC, pTexDesc: *const CUDA_TEXTURE_DESC, pResViewDesc: *const CUDA_RESOURCE_VIEW_DESC) @ 5000 as "cuTexObjectCreate";
    /// Releases a texture object.
    ///
    /// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
    fn cuTexObjectDestroy(texObject: CUtexObject) @ 5000 as "cuTexObjectDestroy";
    /// Reads the resource description a texture object was made from.
    ///
    /// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
    fn cuTexObjectGetResourceDesc(pResDesc: *mut CUDA_RESOURCE_DESC, texObject: CUtexObject) @ 5000 as "cuTexObjectGetResourceDesc";
    /// Reads the sampling description a texture object was made with.
    ///
    /// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
    fn cuTexObjectGetTextureDesc(pTexDesc: *mut CUDA_TEXTURE_DESC, texObject: CUtexObject) @ 5000 as "cuTexObjectGetTextureDesc";
    /// Reads the resource view a texture object was made with.
    ///
    /// NVIDIA's documentation: [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).
    fn cuTexObjectGetResourceViewDesc(pResViewDesc: *mut CUDA_RESOURCE_VIEW_DESC, texObject: CUtexObject) @ 5000 as "cuTexObjectGetResourceViewDesc";
    /// Creates a surface object over a CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDA_SURFOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__SURFOBJECT.html).
    fn cuSurfObjectCreate(pSurfObject: *mut CUsurfObject, pResDesc: *const CUDA_RESOURCE_DESC) @ 5000 as "cuSurfObjectCreate";
    /// Releases a surface object.
    ///
    /// NVIDIA's documentation: [`CUDA_SURFOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__SURFOBJECT.html).
    fn cuSurfObjectDestroy(surfObject: CUsurfObject) @ 5000 as "cuSurfObjectDestroy";
    /// Reads the resource description a surface object was made from.
    ///
    /// NVIDIA's documentation: [`CUDA_SURFOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__SURFOBJECT.html).
    fn cuSurfObjectGetResourceDesc(pResDesc: *mut CUDA_RESOURCE_DESC, surfObject: CUsurfObject) @ 5000 as "cuSurfObjectGetResourceDesc";
}
