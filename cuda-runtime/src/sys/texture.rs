//! Texture and surface objects, and the types of texture_types.h and surface_types.h.
//!
//! NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaArray_const_t, cudaArray_t, cudaChannelFormatDesc, cudaMipmappedArray_t};

super::area! {

/// The runtime's resource type (a C enum).
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_enum]
pub enum cudaResourceType {
    /// A CUDA array.
    cudaResourceTypeArray = 0,
    /// A mipmapped array.
    cudaResourceTypeMipmappedArray = 1,
    /// Linear memory.
    cudaResourceTypeLinear = 2,
    /// Pitched 2D memory.
    cudaResourceTypePitch2D = 3,
}

/// Formats a resource view may give the elements of a texture.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_enum]
pub enum cudaResourceViewFormat {
    /// The resource's own format.
    cudaResViewFormatNone = 0,
    /// Unsigned char 1.
    cudaResViewFormatUnsignedChar1 = 1,
    /// Unsigned char 2.
    cudaResViewFormatUnsignedChar2 = 2,
    /// Unsigned char 4.
    cudaResViewFormatUnsignedChar4 = 3,
    /// Signed char 1.
    cudaResViewFormatSignedChar1 = 4,
    /// Signed char 2.
    cudaResViewFormatSignedChar2 = 5,
    /// Signed char 4.
    cudaResViewFormatSignedChar4 = 6,
    /// Unsigned short 1.
    cudaResViewFormatUnsignedShort1 = 7,
    /// Unsigned short 2.
    cudaResViewFormatUnsignedShort2 = 8,
    /// Unsigned short 4.
    cudaResViewFormatUnsignedShort4 = 9,
    /// Signed short 1.
    cudaResViewFormatSignedShort1 = 10,
    /// Signed short 2.
    cudaResViewFormatSignedShort2 = 11,
    /// Signed short 4.
    cudaResViewFormatSignedShort4 = 12,
    /// Unsigned int 1.
    cudaResViewFormatUnsignedInt1 = 13,
    /// Unsigned int 2.
    cudaResViewFormatUnsignedInt2 = 14,
    /// Unsigned int 4.
    cudaResViewFormatUnsignedInt4 = 15,
    /// Signed int 1.
    cudaResViewFormatSignedInt1 = 0x10,
    /// Signed int 2.
    cudaResViewFormatSignedInt2 = 0x11,
    /// Signed int 4.
    cudaResViewFormatSignedInt4 = 0x12,
    /// Half 1.
    cudaResViewFormatHalf1 = 0x13,
    /// Half 2.
    cudaResViewFormatHalf2 = 0x14,
    /// Half 4.
    cudaResViewFormatHalf4 = 0x15,
    /// Float 1.
    cudaResViewFormatFloat1 = 0x16,
    /// Float 2.
    cudaResViewFormatFloat2 = 0x17,
    /// Float 4.
    cudaResViewFormatFloat4 = 0x18,
    /// Unsigned block compressed 1.
    cudaResViewFormatUnsignedBlockCompressed1 = 0x19,
    /// Unsigned block compressed 2.
    cudaResViewFormatUnsignedBlockCompressed2 = 0x1a,
    /// Unsigned block compressed 3.
    cudaResViewFormatUnsignedBlockCompressed3 = 0x1b,
    /// Unsigned block compressed 4.
    cudaResViewFormatUnsignedBlockCompressed4 = 0x1c,
    /// Signed block compressed 4.
    cudaResViewFormatSignedBlockCompressed4 = 0x1d,
    /// Unsigned block compressed 5.
    cudaResViewFormatUnsignedBlockCompressed5 = 0x1e,
    /// Signed block compressed 5.
    cudaResViewFormatSignedBlockCompressed5 = 0x1f,
    /// Unsigned block compressed 6 h.
    cudaResViewFormatUnsignedBlockCompressed6H = 0x20,
    /// Signed block compressed 6 h.
    cudaResViewFormatSignedBlockCompressed6H = 0x21,
    /// Unsigned block compressed 7.
    cudaResViewFormatUnsignedBlockCompressed7 = 0x22,
}

/// The anonymous `array` struct of `cudaResourceDesc_res`.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[anonymous_in(cudaResourceDesc_res.array)]
#[cuda_struct(size = 8, align = 8)]
pub struct cudaResourceDesc_res_array {
    /// Array.
    pub array: cudaArray_t,
}

/// The anonymous `mipmap` struct of `cudaResourceDesc_res`.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[anonymous_in(cudaResourceDesc_res.mipmap)]
#[cuda_struct(size = 8, align = 8)]
pub struct cudaResourceDesc_res_mipmap {
    /// Mipmap.
    pub mipmap: cudaMipmappedArray_t,
}

/// The anonymous `linear` struct of `cudaResourceDesc_res`.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[anonymous_in(cudaResourceDesc_res.linear)]
#[cuda_struct(size = 40, align = 8)]
pub struct cudaResourceDesc_res_linear {
    /// Dev ptr.
    pub devPtr: *mut c_void,
    /// Desc.
    pub desc: cudaChannelFormatDesc,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Size in bytes.
    pub sizeInBytes: usize,
}

/// The anonymous `pitch2D` struct of `cudaResourceDesc_res`.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[anonymous_in(cudaResourceDesc_res.pitch2D)]
#[cuda_struct(size = 56, align = 8)]
pub struct cudaResourceDesc_res_pitch2D {
    /// Dev ptr.
    pub devPtr: *mut c_void,
    /// Desc.
    pub desc: cudaChannelFormatDesc,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Width.
    pub width: usize,
    /// Height.
    pub height: usize,
    /// Pitch in bytes.
    pub pitchInBytes: usize,
}

/// The anonymous `reserved` struct of `cudaResourceDesc_res`.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[anonymous_in(cudaResourceDesc_res.reserved)]
#[cuda_struct(size = 128, align = 4)]
pub struct cudaResourceDesc_res_reserved {
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_int; 32],
}

/// The anonymous `res` union of `cudaResourceDesc`.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[anonymous_in(cudaResourceDesc.res)]
#[cuda_struct(size = 128, align = 8)]
pub union cudaResourceDesc_res {
    /// Array.
    pub array: cudaResourceDesc_res_array,
    /// Mipmap.
    pub mipmap: cudaResourceDesc_res_mipmap,
    /// Linear.
    pub linear: cudaResourceDesc_res_linear,
    /// Pitch 2-D.
    pub pitch2D: cudaResourceDesc_res_pitch2D,
    /// Reserved.
    pub reserved: cudaResourceDesc_res_reserved,
}

/// What a texture or surface object reads: an array, a mipmapped array, linear or pitched memory.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_struct(size = 144, align = 8)]
pub struct cudaResourceDesc {
    /// Res type.
    pub resType: cudaResourceType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Res.
    pub res: cudaResourceDesc_res,
    /// Flags.
    pub flags: c_uint,
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// How a texture object views its resource (format, extents, mip levels, layers).
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_struct(size = 112, align = 8)]
pub struct cudaResourceViewDesc {
    /// Format.
    pub format: cudaResourceViewFormat,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Width.
    pub width: usize,
    /// Height.
    pub height: usize,
    /// Depth.
    pub depth: usize,
    /// First mipmap level.
    pub firstMipmapLevel: c_uint,
    /// Last mipmap level.
    pub lastMipmapLevel: c_uint,
    /// First layer.
    pub firstLayer: c_uint,
    /// Last layer.
    pub lastLayer: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 16],
}

/// The runtime's surface boundary mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_enum]
pub enum cudaSurfaceBoundaryMode {
    /// Zero.
    cudaBoundaryModeZero = 0,
    /// Clamp.
    cudaBoundaryModeClamp = 1,
    /// Trap.
    cudaBoundaryModeTrap = 2,
}

/// The runtime's surface format mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_enum]
pub enum cudaSurfaceFormatMode {
    /// Forced.
    cudaFormatModeForced = 0,
    /// Auto.
    cudaFormatModeAuto = 1,
}

/// The runtime's surface object (a handle).
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_handle]
pub struct cudaSurfaceObject_t(c_ulonglong);

/// The runtime's texture address mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_enum]
pub enum cudaTextureAddressMode {
    /// Wrap around.
    cudaAddressModeWrap = 0,
    /// Clamp to the edge.
    cudaAddressModeClamp = 1,
    /// Mirror at the edge.
    cudaAddressModeMirror = 2,
    /// Return the border color.
    cudaAddressModeBorder = 3,
}

/// The runtime's texture filter mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_enum]
pub enum cudaTextureFilterMode {
    /// The nearest texel.
    cudaFilterModePoint = 0,
    /// Interpolate between texels.
    cudaFilterModeLinear = 1,
}

/// The runtime's texture read mode (a C enum).
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_enum]
pub enum cudaTextureReadMode {
    /// Element type.
    cudaReadModeElementType = 0,
    /// Normalized float.
    cudaReadModeNormalizedFloat = 1,
}

/// How a texture object samples: addressing, filtering, normalisation, mipmaps.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_struct(size = 72, align = 4)]
pub struct cudaTextureDesc {
    /// Address mode.
    pub addressMode: [cudaTextureAddressMode; 3],
    /// Filter mode.
    pub filterMode: cudaTextureFilterMode,
    /// Read mode.
    pub readMode: cudaTextureReadMode,
    /// S rgb.
    pub sRGB: c_int,
    /// Border color.
    pub borderColor: [f32; 4],
    /// Normalized coords.
    pub normalizedCoords: c_int,
    /// Max anisotropy.
    pub maxAnisotropy: c_uint,
    /// Mipmap filter mode.
    pub mipmapFilterMode: cudaTextureFilterMode,
    /// Mipmap level bias.
    pub mipmapLevelBias: f32,
    /// Min mipmap level clamp.
    pub minMipmapLevelClamp: f32,
    /// Max mipmap level clamp.
    pub maxMipmapLevelClamp: f32,
    /// Disable trilinear optimization.
    pub disableTrilinearOptimization: c_int,
    /// Seamless cubemap.
    pub seamlessCubemap: c_int,
}

/// The runtime's texture object (a handle).
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
#[cuda_handle]
pub struct cudaTextureObject_t(c_ulonglong);

/// Surface type: 1D.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaSurfaceType1D: c_uint = 0x01;

/// Surface type: 2D.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaSurfaceType2D: c_uint = 0x02;

/// Surface type: 3D.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaSurfaceType3D: c_uint = 0x03;

/// Surface type: Cubemap.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaSurfaceTypeCubemap: c_uint = 0x0C;

/// Surface type: 1D, layered.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaSurfaceType1DLayered: c_uint = 0xF1;

/// Surface type: 2D, layered.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaSurfaceType2DLayered: c_uint = 0xF2;

/// Surface type: Cubemap, layered.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaSurfaceTypeCubemapLayered: c_uint = 0xFC;

/// Texture type: 1D.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaTextureType1D: c_uint = 0x01;

/// Texture type: 2D.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaTextureType2D: c_uint = 0x02;

/// Texture type: 3D.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaTextureType3D: c_uint = 0x03;

/// Texture type: Cubemap.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaTextureTypeCubemap: c_uint = 0x0C;

/// Texture type: 1D, layered.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaTextureType1DLayered: c_uint = 0xF1;

/// Texture type: 2D, layered.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaTextureType2DLayered: c_uint = 0xF2;

/// Texture type: Cubemap, layered.
///
/// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
pub const cudaTextureTypeCubemapLayered: c_uint = 0xFC;

}

super::functions! {
    /// The channel format a CUDA array was made with.
    ///
    /// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
    fn cudaGetChannelDesc(desc: *mut cudaChannelFormatDesc, array: cudaArray_const_t) @ 12000 as "cudaGetChannelDesc";
    /// Creates a texture object from a resource, a texture and an optional view description.
    ///
    /// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
    fn cudaCreateTextureObject(pTexObject: *mut cudaTextureObject_t, pResDesc: *const cudaResourceDesc, pTexDesc: *const cudaTextureDesc, pResViewDesc: *const cudaResourceViewDesc) @ 12000 as "cudaCreateTextureObject";
    /// Releases a texture object.
    ///
    /// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
    fn cudaDestroyTextureObject(texObject: cudaTextureObject_t) @ 12000 as "cudaDestroyTextureObject";
    /// What a texture object was made from (its resource description).
    ///
    /// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
    fn cudaGetTextureObjectResourceDesc(pResDesc: *mut cudaResourceDesc, texObject: cudaTextureObject_t) @ 12000 as "cudaGetTextureObjectResourceDesc";
    /// The sampling settings a texture object was made with.
    ///
    /// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
    fn cudaGetTextureObjectTextureDesc(pTexDesc: *mut cudaTextureDesc, texObject: cudaTextureObject_t) @ 12000 as "cudaGetTextureObjectTextureDesc";
    /// The resource view a texture object was made with.
    ///
    /// NVIDIA's documentation: [`CUDART_TEXTURE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TEXTURE__OBJECT.html).
    fn cudaGetTextureObjectResourceViewDesc(pResViewDesc: *mut cudaResourceViewDesc, texObject: cudaTextureObject_t) @ 12000 as "cudaGetTextureObjectResourceViewDesc";
    /// Creates a surface object over a CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDART_SURFACE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__SURFACE__OBJECT.html).
    fn cudaCreateSurfaceObject(pSurfObject: *mut cudaSurfaceObject_t, pResDesc: *const cudaResourceDesc) @ 12000 as "cudaCreateSurfaceObject";
    /// Releases a surface object.
    ///
    /// NVIDIA's documentation: [`CUDART_SURFACE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__SURFACE__OBJECT.html).
    fn cudaDestroySurfaceObject(surfObject: cudaSurfaceObject_t) @ 12000 as "cudaDestroySurfaceObject";
    /// What a surface object was made from (its resource description).
    ///
    /// NVIDIA's documentation: [`CUDART_SURFACE_OBJECT`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__SURFACE__OBJECT.html).
    fn cudaGetSurfaceObjectResourceDesc(pResDesc: *mut cudaResourceDesc, surfObject: cudaSurfaceObject_t) @ 12000 as "cudaGetSurfaceObjectResourceDesc";
}
