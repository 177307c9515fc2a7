//! The vector types of vector_types.h, 1 to 4 chars, shorts and ints.
//!
//! NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).

use core::ffi::{c_int, c_schar, c_short, c_uchar, c_uint, c_ushort};
use cuda_struct::cuda_struct;

super::area! {

/// 1 signed char (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 1, align = 1)]
pub struct char1 {
    /// X.
    pub x: c_schar,
}

/// 1 unsigned char (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 1, align = 1)]
pub struct uchar1 {
    /// X.
    pub x: c_uchar,
}

/// 2 signed chars (x, y), as CUDA C++ declares the vector type.
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

/// 2 unsigned chars (x, y), as CUDA C++ declares the vector type.
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

/// 3 signed chars (x, y, z), as CUDA C++ declares the vector type.
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

/// 3 unsigned chars (x, y, z), as CUDA C++ declares the vector type.
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

/// 4 signed chars (x, y, z, w), as CUDA C++ declares the vector type.
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

/// 4 unsigned chars (x, y, z, w), as CUDA C++ declares the vector type.
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

/// 1 short (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 2, align = 2)]
pub struct short1 {
    /// X.
    pub x: c_short,
}

/// 1 unsigned short (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 2, align = 2)]
pub struct ushort1 {
    /// X.
    pub x: c_ushort,
}

/// 2 shorts (x, y), as CUDA C++ declares the vector type.
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

/// 2 unsigned shorts (x, y), as CUDA C++ declares the vector type.
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

/// 3 shorts (x, y, z), as CUDA C++ declares the vector type.
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

/// 3 unsigned shorts (x, y, z), as CUDA C++ declares the vector type.
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

/// 4 shorts (x, y, z, w), as CUDA C++ declares the vector type.
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

/// 4 unsigned shorts (x, y, z, w), as CUDA C++ declares the vector type.
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

/// 1 int (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 4, align = 4)]
pub struct int1 {
    /// X.
    pub x: c_int,
}

/// 1 unsigned int (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 4, align = 4)]
pub struct uint1 {
    /// X.
    pub x: c_uint,
}

/// 2 ints (x, y), as CUDA C++ declares the vector type.
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

/// 2 unsigned ints (x, y), as CUDA C++ declares the vector type.
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

/// 3 ints (x, y, z), as CUDA C++ declares the vector type.
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

/// 3 unsigned ints (x, y, z), as CUDA C++ declares the vector type.
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

/// 4 ints (x, y, z, w), as CUDA C++ declares the vector type.
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

/// 4 unsigned ints (x, y, z, w), as CUDA C++ declares the vector type.
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
