//! Texture and surface references (deprecated).
//!
//! [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)

use core::ffi::{c_int, c_uint};
use cuda_struct::cuda_enum;

use super::{CUDA_ARRAY_DESCRIPTOR, CUarray, CUarray_format, CUdeviceptr, CUmipmappedArray, CUsurfref, CUtexref};

super::area! {

/// `CUaddress_mode` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
#[cuda_enum]
pub enum CUaddress_mode {
    /// The C constant `CU_TR_ADDRESS_MODE_WRAP`.
    CU_TR_ADDRESS_MODE_WRAP = 0,
    /// The C constant `CU_TR_ADDRESS_MODE_CLAMP`.
    CU_TR_ADDRESS_MODE_CLAMP = 1,
    /// The C constant `CU_TR_ADDRESS_MODE_MIRROR`.
    CU_TR_ADDRESS_MODE_MIRROR = 2,
    /// The C constant `CU_TR_ADDRESS_MODE_BORDER`.
    CU_TR_ADDRESS_MODE_BORDER = 3,
}

/// `CUfilter_mode` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
#[cuda_enum]
pub enum CUfilter_mode {
    /// The C constant `CU_TR_FILTER_MODE_POINT`.
    CU_TR_FILTER_MODE_POINT = 0,
    /// The C constant `CU_TR_FILTER_MODE_LINEAR`.
    CU_TR_FILTER_MODE_LINEAR = 1,
}

/// The C `#define CU_TRSA_OVERRIDE_FORMAT`.
pub const CU_TRSA_OVERRIDE_FORMAT: c_uint = 0x01;

/// The C `#define CU_TRSF_READ_AS_INTEGER`.
pub const CU_TRSF_READ_AS_INTEGER: c_uint = 0x01;

/// The C `#define CU_TRSF_NORMALIZED_COORDINATES`.
pub const CU_TRSF_NORMALIZED_COORDINATES: c_uint = 0x02;

/// The C `#define CU_TRSF_SRGB`.
pub const CU_TRSF_SRGB: c_uint = 0x10;

/// The C `#define CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION`.
pub const CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION: c_uint = 0x20;

/// The C `#define CU_TRSF_SEAMLESS_CUBEMAP`.
pub const CU_TRSF_SEAMLESS_CUBEMAP: c_uint = 0x40;

/// The C `#define CU_PARAM_TR_DEFAULT`.
pub const CU_PARAM_TR_DEFAULT: c_int = -1;

}

super::functions! {
    /// The driver function `cuTexRefSetArray`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetArray(hTexRef: CUtexref, hArray: CUarray, Flags: c_uint) @ 2000 as "cuTexRefSetArray";
    /// The driver function `cuTexRefSetMipmappedArray`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetMipmappedArray(hTexRef: CUtexref, hMipmappedArray: CUmipmappedArray, Flags: c_uint) @ 5000 as "cuTexRefSetMipmappedArray";
    /// The driver function `cuTexRefSetAddress`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetAddress(ByteOffset: *mut usize, hTexRef: CUtexref, dptr: CUdeviceptr, bytes: usize) @ 3020 as "cuTexRefSetAddress_v2";
    /// The driver function `cuTexRefSetAddress2D`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetAddress2D(hTexRef: CUtexref, desc: *const CUDA_ARRAY_DESCRIPTOR, dptr: CUdeviceptr, Pitch: usize) @ 4010 as "cuTexRefSetAddress2D_v3";
    /// The driver function `cuTexRefSetFormat`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetFormat(hTexRef: CUtexref, fmt: CUarray_format, NumPackedComponents: c_int) @ 2000 as "cuTexRefSetFormat";
    /// The driver function `cuTexRefSetAddressMode`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetAddressMode(hTexRef: CUtexref, dim: c_int, am: CUaddress_mode) @ 2000 as "cuTexRefSetAddressMode";
    /// The driver function `cuTexRefSetFilterMode`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetFilterMode(hTexRef: CUtexref, fm: CUfilter_mode) @ 2000 as "cuTexRefSetFilterMode";
    /// The driver function `cuTexRefSetMipmapFilterMode`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetMipmapFilterMode(hTexRef: CUtexref, fm: CUfilter_mode) @ 5000 as "cuTexRefSetMipmapFilterMode";
    /// The driver function `cuTexRefSetMipmapLevelBias`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetMipmapLevelBias(hTexRef: CUtexref, bias: f32) @ 5000 as "cuTexRefSetMipmapLevelBias";
    /// The driver function `cuTexRefSetMipmapLevelClamp`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetMipmapLevelClamp(hTexRef: CUtexref, minMipmapLevelClamp: f32, maxMipmapLevelClamp: f32) @ 5000 as "cuTexRefSetMipmapLevelClamp";
    /// The driver function `cuTexRefSetMaxAnisotropy`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetMaxAnisotropy(hTexRef: CUtexref, maxAniso: c_uint) @ 5000 as "cuTexRefSetMaxAnisotropy";
    /// The driver function `cuTexRefSetBorderColor`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetBorderColor(hTexRef: CUtexref, pBorderColor: *mut f32) @ 8000 as "cuTexRefSetBorderColor";
    /// The driver function `cuTexRefSetFlags`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefSetFlags(hTexRef: CUtexref, Flags: c_uint) @ 2000 as "cuTexRefSetFlags";
    /// The driver function `cuTexRefGetAddress`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetAddress(pdptr: *mut CUdeviceptr, hTexRef: CUtexref) @ 3020 as "cuTexRefGetAddress_v2";
    /// The driver function `cuTexRefGetArray`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetArray(phArray: *mut CUarray, hTexRef: CUtexref) @ 2000 as "cuTexRefGetArray";
    /// The driver function `cuTexRefGetMipmappedArray`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetMipmappedArray(phMipmappedArray: *mut CUmipmappedArray, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMipmappedArray";
    /// The driver function `cuTexRefGetAddressMode`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetAddressMode(pam: *mut CUaddress_mode, hTexRef: CUtexref, dim: c_int) @ 2000 as "cuTexRefGetAddressMode";
    /// The driver function `cuTexRefGetFilterMode`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetFilterMode(pfm: *mut CUfilter_mode, hTexRef: CUtexref) @ 2000 as "cuTexRefGetFilterMode";
    /// The driver function `cuTexRefGetFormat`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetFormat(pFormat: *mut CUarray_format, pNumChannels: *mut c_int, hTexRef: CUtexref) @ 2000 as "cuTexRefGetFormat";
    /// The driver function `cuTexRefGetMipmapFilterMode`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetMipmapFilterMode(pfm: *mut CUfilter_mode, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMipmapFilterMode";
    /// The driver function `cuTexRefGetMipmapLevelBias`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetMipmapLevelBias(pbias: *mut f32, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMipmapLevelBias";
    /// The driver function `cuTexRefGetMipmapLevelClamp`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetMipmapLevelClamp(pminMipmapLevelClamp: *mut f32, pmaxMipmapLevelClamp: *mut f32, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMipmapLevelClamp";
    /// The driver function `cuTexRefGetMaxAnisotropy`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetMaxAnisotropy(pmaxAniso: *mut c_int, hTexRef: CUtexref) @ 5000 as "cuTexRefGetMaxAnisotropy";
    /// The driver function `cuTexRefGetBorderColor`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetBorderColor(pBorderColor: *mut f32, hTexRef: CUtexref) @ 8000 as "cuTexRefGetBorderColor";
    /// The driver function `cuTexRefGetFlags`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefGetFlags(pFlags: *mut c_uint, hTexRef: CUtexref) @ 2000 as "cuTexRefGetFlags";
    /// The driver function `cuTexRefCreate`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefCreate(pTexRef: *mut CUtexref) @ 2000 as "cuTexRefCreate";
    /// The driver function `cuTexRefDestroy`.
    ///
    /// [NVIDIA: Cuda Texref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuTexRefDestroy(hTexRef: CUtexref) @ 2000 as "cuTexRefDestroy";
    /// The driver function `cuSurfRefSetArray`.
    ///
    /// [NVIDIA: Cuda Surfref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__SURFREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuSurfRefSetArray(hSurfRef: CUsurfref, hArray: CUarray, Flags: c_uint) @ 3000 as "cuSurfRefSetArray";
    /// The driver function `cuSurfRefGetArray`.
    ///
    /// [NVIDIA: Cuda Surfref Deprecated](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__SURFREF__DEPRECATED.html)
    #[deprecated(note = "deprecated in cuda.h; see NVIDIA's documentation")]
    fn cuSurfRefGetArray(phArray: *mut CUarray, hSurfRef: CUsurfref) @ 3000 as "cuSurfRefGetArray";
}
