//! The vector types of vector_types.h, 1 to 4 chars, shorts and ints.
//!
//! NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).

use core::ffi::{c_int, c_schar, c_short, c_uchar, c_uint, c_ushort};
use cuda_struct::cuda_struct;

super::area! {

/// The runtime's char1 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 1, align = 1)]
pub struct char1 {
    /// X.
    pub x: c_schar,
}

/// The runtime's uchar1 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 1, align = 1)]
pub struct uchar1 {
    /// X.
    pub x: c_uchar,
}

/// The runtime's char2 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 2, align = 2)]
#[repr(align(2))]
pub struct char2 {
    /// X.
    pub x: c_schar,
    /// Y.
    pub y: c_schar,
}

/// The runtime's uchar2 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 2, align = 2)]
#[repr(align(2))]
pub struct uchar2 {
    /// X.
    pub x: c_uchar,
    /// Y.
    pub y: c_uchar,
}

/// The runtime's char3 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 3, align = 1)]
pub struct char3 {
    /// X.
    pub x: c_schar,
    /// Y.
    pub y: c_schar,
    /// Z.
    pub z: c_schar,
}

/// The runtime's uchar3 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 3, align = 1)]
pub struct uchar3 {
    /// X.
    pub x: c_uchar,
    /// Y.
    pub y: c_uchar,
    /// Z.
    pub z: c_uchar,
}

/// The runtime's char4 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 4, align = 4)]
#[repr(align(4))]
pub struct char4 {
    /// X.
    pub x: c_schar,
    /// Y.
    pub y: c_schar,
    /// Z.
    pub z: c_schar,
    /// W.
    pub w: c_schar,
}

/// The runtime's uchar4 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 4, align = 4)]
#[repr(align(4))]
pub struct uchar4 {
    /// X.
    pub x: c_uchar,
    /// Y.
    pub y: c_uchar,
    /// Z.
    pub z: c_uchar,
    /// W.
    pub w: c_uchar,
}

/// The runtime's short1 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 2, align = 2)]
pub struct short1 {
    /// X.
    pub x: c_short,
}

/// The runtime's ushort1 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 2, align = 2)]
pub struct ushort1 {
    /// X.
    pub x: c_ushort,
}

/// The runtime's short2 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 4, align = 4)]
#[repr(align(4))]
pub struct short2 {
    /// X.
    pub x: c_short,
    /// Y.
    pub y: c_short,
}

/// The runtime's ushort2 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 4, align = 4)]
#[repr(align(4))]
pub struct ushort2 {
    /// X.
    pub x: c_ushort,
    /// Y.
    pub y: c_ushort,
}

/// The runtime's short3 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 6, align = 2)]
pub struct short3 {
    /// X.
    pub x: c_short,
    /// Y.
    pub y: c_short,
    /// Z.
    pub z: c_short,
}

/// The runtime's ushort3 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 6, align = 2)]
pub struct ushort3 {
    /// X.
    pub x: c_ushort,
    /// Y.
    pub y: c_ushort,
    /// Z.
    pub z: c_ushort,
}

/// The runtime's short4 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
#[repr(align(8))]
pub struct short4 {
    /// X.
    pub x: c_short,
    /// Y.
    pub y: c_short,
    /// Z.
    pub z: c_short,
    /// W.
    pub w: c_short,
}

/// The runtime's ushort4 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
#[repr(align(8))]
pub struct ushort4 {
    /// X.
    pub x: c_ushort,
    /// Y.
    pub y: c_ushort,
    /// Z.
    pub z: c_ushort,
    /// W.
    pub w: c_ushort,
}

/// The runtime's int1 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 4, align = 4)]
pub struct int1 {
    /// X.
    pub x: c_int,
}

/// The runtime's uint1 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 4, align = 4)]
pub struct uint1 {
    /// X.
    pub x: c_uint,
}

/// The runtime's int2 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
#[repr(align(8))]
pub struct int2 {
    /// X.
    pub x: c_int,
    /// Y.
    pub y: c_int,
}

/// The runtime's uint2 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
#[repr(align(8))]
pub struct uint2 {
    /// X.
    pub x: c_uint,
    /// Y.
    pub y: c_uint,
}

/// The runtime's int3 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 12, align = 4)]
pub struct int3 {
    /// X.
    pub x: c_int,
    /// Y.
    pub y: c_int,
    /// Z.
    pub z: c_int,
}

/// The runtime's uint3 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 12, align = 4)]
pub struct uint3 {
    /// X.
    pub x: c_uint,
    /// Y.
    pub y: c_uint,
    /// Z.
    pub z: c_uint,
}

/// The runtime's int4 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 16, align = 16)]
#[repr(align(16))]
pub struct int4 {
    /// X.
    pub x: c_int,
    /// Y.
    pub y: c_int,
    /// Z.
    pub z: c_int,
    /// W.
    pub w: c_int,
}

/// The runtime's uint4 (a C struct).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 16, align = 16)]
#[repr(align(16))]
pub struct uint4 {
    /// X.
    pub x: c_uint,
    /// Y.
    pub y: c_uint,
    /// Z.
    pub z: c_uint,
    /// W.
    pub w: c_uint,
}

}

super::functions! {
}
