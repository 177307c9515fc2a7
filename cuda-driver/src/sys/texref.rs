//! Texture and surface references (deprecated).
//!
//! NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).

use core::ffi::{c_int, c_uint};
use cuda_struct::cuda_enum;

use super::{CUDA_ARRAY_DESCRIPTOR, CUarray, CUarray_format, CUdeviceptr, CUmipmappedArray, CUsurfref, CUtexref};

super::area! {

/// How a texture addresses coordinates outside its range (wrap, clamp, mirror, border).
///
/// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
#[cuda_enum]
pub enum CUaddress_mode {
    /// Wrap around.
    CU_TR_ADDRESS_MODE_WRAP = 0,
    /// Clamp to the edge.
    CU_TR_ADDRESS_MODE_CLAMP = 1,
    /// Mirror at the edge.
    CU_TR_ADDRESS_MODE_MIRROR = 2,
    /// Return the border color.
    CU_TR_ADDRESS_MODE_BORDER = 3,
}

/// How a texture filters between texels (point or linear).
///
/// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
#[cuda_enum]
pub enum CUfilter_mode {
    /// The nearest texel.
    CU_TR_FILTER_MODE_POINT = 0,
    /// Interpolate between texels.
    CU_TR_FILTER_MODE_LINEAR = 1,
}

/// Flag of `cuTexRefSetArray`: take the format from the texture reference, not the array.
///
/// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
pub const CU_TRSA_OVERRIDE_FORMAT: c_uint = 0x01;

/// Texture flag: read integers as integers, not normalized floats.
///
/// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
pub const CU_TRSF_READ_AS_INTEGER: c_uint = 0x01;

/// Texture flag: coordinates run from 0 to 1.
///
/// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
pub const CU_TRSF_NORMALIZED_COORDINATES: c_uint = 0x02;

/// Texture flag: convert sRGB texels to linear on read.
///
/// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
pub const CU_TRSF_SRGB: c_uint = 0x10;

/// Texture flag: always filter trilinearly, without the hardware's shortcut.
///
/// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
pub const CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION: c_uint = 0x20;

/// Texture flag: filter across cubemap face edges.
///
/// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
pub const CU_TRSF_SEAMLESS_CUBEMAP: c_uint = 0x40;

/// The texture-unit value of `cuParamSetTexRef` (deprecated launch API).
///
/// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
pub const CU_PARAM_TR_DEFAULT: c_int = -1;

}

super::functions! {
    /// Binds a CUDA array to a texture reference (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetArray(hTexRef: CUtexref, hArray: CUarray, Flags: c_uint) @ 2000 as "cuTexRefSetArray";
    /// Makes a texture reference sample from a mipmapped array (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetMipmappedArray(hTexRef: CUtexref, hMipmappedArray: CUmipmappedArray, Flags: c_uint) @ 5000 as "cuTexRefSetMipmappedArray";
    /// Binds linear memory to a texture reference (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetAddress(ByteOffset: *mut usize, hTexRef: CUtexref, dptr: CUdeviceptr, bytes: usize) @ 3020 as "cuTexRefSetAddress_v2";
    /// Binds pitched 2D memory to a texture reference (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetAddress2D(hTexRef: CUtexref, desc: *const CUDA_ARRAY_DESCRIPTOR, dptr: CUdeviceptr, Pitch: usize) @ 4010 as "cuTexRefSetAddress2D_v3";
    /// Sets a texture reference's element format (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetFormat(hTexRef: CUtexref, fmt: CUarray_format, NumPackedComponents: c_int) @ 2000 as "cuTexRefSetFormat";
    /// Sets a texture reference's addressing mode on one dimension (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetAddressMode(hTexRef: CUtexref, dim: c_int, am: CUaddress_mode) @ 2000 as "cuTexRefSetAddressMode";
    /// Sets a texture reference's filtering (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetFilterMode(hTexRef: CUtexref, fm: CUfilter_mode) @ 2000 as "cuTexRefSetFilterMode";
    /// Sets a texture reference's filtering between mipmap levels (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetMipmapFilterMode(hTexRef: CUtexref, fm: CUfilter_mode) @ 5000 as "cuTexRefSetMipmapFilterMode";
    /// Sets a texture reference's mipmap level bias (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetMipmapLevelBias(hTexRef: CUtexref, bias: f32) @ 5000 as "cuTexRefSetMipmapLevelBias";
    /// Sets a texture reference's range of mipmap levels (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetMipmapLevelClamp(hTexRef: CUtexref, minMipmapLevelClamp: f32, maxMipmapLevelClamp: f32) @ 5000 as "cuTexRefSetMipmapLevelClamp";
    /// Sets a texture reference's maximum anisotropy (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetMaxAnisotropy(hTexRef: CUtexref, maxAniso: c_uint) @ 5000 as "cuTexRefSetMaxAnisotropy";
    /// Sets a texture reference's border color (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetBorderColor(hTexRef: CUtexref, pBorderColor: *mut f32) @ 8000 as "cuTexRefSetBorderColor";
    /// Sets a texture reference's flags (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefSetFlags(hTexRef: CUtexref, Flags: c_uint) @ 2000 as "cuTexRefSetFlags";
    /// Gets the address bound to a texture reference (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetAddress(pdptr: *mut CUdeviceptr, hTexRef: CUtexref) @ 3020 as "cuTexRefGetAddress_v2";
    /// Tells which CUDA array a texture reference reads (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetArray(phArray: *mut CUarray, hTexRef: CUtexref) @ 2000 as "cuTexRefGetArray";
    /// Tells which mipmapped array a texture reference reads (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetMipmappedArray(phMipmappedArray: *mut CUmipmappedArray, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMipmappedArray";
    /// Gets a texture reference's addressing mode on one dimension (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetAddressMode(pam: *mut CUaddress_mode, hTexRef: CUtexref, dim: c_int) @ 2000 as "cuTexRefGetAddressMode";
    /// Gets a texture reference's filtering (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetFilterMode(pfm: *mut CUfilter_mode, hTexRef: CUtexref) @ 2000 as "cuTexRefGetFilterMode";
    /// Gets a texture reference's element format (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetFormat(pFormat: *mut CUarray_format, pNumChannels: *mut c_int, hTexRef: CUtexref) @ 2000 as "cuTexRefGetFormat";
    /// Gets a texture reference's filtering between mipmap levels (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetMipmapFilterMode(pfm: *mut CUfilter_mode, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMipmapFilterMode";
    /// Gets a texture reference's mipmap level bias (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetMipmapLevelBias(pbias: *mut f32, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMipmapLevelBias";
    /// Gets a texture reference's range of mipmap levels (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetMipmapLevelClamp(pminMipmapLevelClamp: *mut f32, pmaxMipmapLevelClamp: *mut f32, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMipmapLevelClamp";
    /// Gets a texture reference's maximum anisotropy (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetMaxAnisotropy(pmaxAniso: *mut c_int, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMaxAnisotropy";
    /// Gets a texture reference's border color (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetBorderColor(pBorderColor: *mut f32, hTexRef: CUtexref) @ 8000 as "cuTexRefGetBorderColor";
    /// Gets a texture reference's flags (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefGetFlags(pFlags: *mut c_uint, hTexRef: CUtexref) @ 2000 as "cuTexRefGetFlags";
    /// Creates a texture reference (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefCreate(pTexRef: *mut CUtexref) @ 2000 as "cuTexRefCreate";
    /// Destroys a texture reference (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_TEXREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html).
    #[deprecated(note = "use texture objects (cuTexObjectCreate)")]
    fn cuTexRefDestroy(hTexRef: CUtexref) @ 2000 as "cuTexRefDestroy";
    /// Makes a surface reference access a given array (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_SURFREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__SURFREF__DEPRECATED.html).
    #[deprecated(note = "use surface objects (cuSurfObjectCreate)")]
    fn cuSurfRefSetArray(hSurfRef: CUsurfref, hArray: CUarray, Flags: c_uint) @ 3000 as "cuSurfRefSetArray";
    /// Tells which CUDA array a surface reference accesses (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_SURFREF_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__SURFREF__DEPRECATED.html).
    #[deprecated(note = "use surface objects (cuSurfObjectCreate)")]
    fn cuSurfRefGetArray(phArray: *mut CUarray, hSurfRef: CUsurfref) @ 3000 as "cuSurfRefGetArray";
}
