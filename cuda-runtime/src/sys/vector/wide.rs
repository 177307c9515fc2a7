//! The vector types of vector_types.h, 1 to 4 longs, long longs, floats and doubles, and `dim3`.
//!
//! NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).

use core::ffi::{c_long, c_longlong, c_uint, c_ulong, c_ulonglong};
use cuda_struct::cuda_struct;

super::area! {

/// 1 long (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
pub struct long1 {
    /// X.
    pub x: c_long,
}

/// 1 unsigned long (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
pub struct ulong1 {
    /// X.
    pub x: c_ulong,
}

/// 2 longs (x, y), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 16, align = 16)]
#[repr(align(16))]
pub struct long2 {
    /// X.
    pub x: c_long,
    /// Y.
    pub y: c_long,
}

/// 2 unsigned longs (x, y), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 16, align = 16)]
#[repr(align(16))]
pub struct ulong2 {
    /// X.
    pub x: c_ulong,
    /// Y.
    pub y: c_ulong,
}

/// 3 longs (x, y, z), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 24, align = 8)]
pub struct long3 {
    /// X.
    pub x: c_long,
    /// Y.
    pub y: c_long,
    /// Z.
    pub z: c_long,
}

/// 3 unsigned longs (x, y, z), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 24, align = 8)]
pub struct ulong3 {
    /// X.
    pub x: c_ulong,
    /// Y.
    pub y: c_ulong,
    /// Z.
    pub z: c_ulong,
}

/// 4 longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct long4 {
    /// X.
    pub x: c_long,
    /// Y.
    pub y: c_long,
    /// Z.
    pub z: c_long,
    /// W.
    pub w: c_long,
}

/// 4 unsigned longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct ulong4 {
    /// X.
    pub x: c_ulong,
    /// Y.
    pub y: c_ulong,
    /// Z.
    pub z: c_ulong,
    /// W.
    pub w: c_ulong,
}

/// 4 longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct long4_16a {
    /// X.
    pub x: c_long,
    /// Y.
    pub y: c_long,
    /// Z.
    pub z: c_long,
    /// W.
    pub w: c_long,
}

/// 4 unsigned longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct ulong4_16a {
    /// X.
    pub x: c_ulong,
    /// Y.
    pub y: c_ulong,
    /// Z.
    pub z: c_ulong,
    /// W.
    pub w: c_ulong,
}

/// 4 longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 32)]
#[repr(align(32))]
pub struct long4_32a {
    /// X.
    pub x: c_long,
    /// Y.
    pub y: c_long,
    /// Z.
    pub z: c_long,
    /// W.
    pub w: c_long,
}

/// 4 unsigned longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 32)]
#[repr(align(32))]
pub struct ulong4_32a {
    /// X.
    pub x: c_ulong,
    /// Y.
    pub y: c_ulong,
    /// Z.
    pub z: c_ulong,
    /// W.
    pub w: c_ulong,
}

/// 1 float (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 4, align = 4)]
pub struct float1 {
    /// X.
    pub x: f32,
}

/// 2 floats (x, y), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
#[repr(align(8))]
pub struct float2 {
    /// X.
    pub x: f32,
    /// Y.
    pub y: f32,
}

/// 3 floats (x, y, z), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 12, align = 4)]
pub struct float3 {
    /// X.
    pub x: f32,
    /// Y.
    pub y: f32,
    /// Z.
    pub z: f32,
}

/// 4 floats (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 16, align = 16)]
#[repr(align(16))]
pub struct float4 {
    /// X.
    pub x: f32,
    /// Y.
    pub y: f32,
    /// Z.
    pub z: f32,
    /// W.
    pub w: f32,
}

/// 1 long long (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
pub struct longlong1 {
    /// X.
    pub x: c_longlong,
}

/// 1 unsigned long long (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
pub struct ulonglong1 {
    /// X.
    pub x: c_ulonglong,
}

/// 2 long longs (x, y), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 16, align = 16)]
#[repr(align(16))]
pub struct longlong2 {
    /// X.
    pub x: c_longlong,
    /// Y.
    pub y: c_longlong,
}

/// 2 unsigned long longs (x, y), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 16, align = 16)]
#[repr(align(16))]
pub struct ulonglong2 {
    /// X.
    pub x: c_ulonglong,
    /// Y.
    pub y: c_ulonglong,
}

/// 3 long longs (x, y, z), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 24, align = 8)]
pub struct longlong3 {
    /// X.
    pub x: c_longlong,
    /// Y.
    pub y: c_longlong,
    /// Z.
    pub z: c_longlong,
}

/// 3 unsigned long longs (x, y, z), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 24, align = 8)]
pub struct ulonglong3 {
    /// X.
    pub x: c_ulonglong,
    /// Y.
    pub y: c_ulonglong,
    /// Z.
    pub z: c_ulonglong,
}

/// 4 long longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct longlong4 {
    /// X.
    pub x: c_longlong,
    /// Y.
    pub y: c_longlong,
    /// Z.
    pub z: c_longlong,
    /// W.
    pub w: c_longlong,
}

/// 4 long longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct longlong4_16a {
    /// X.
    pub x: c_longlong,
    /// Y.
    pub y: c_longlong,
    /// Z.
    pub z: c_longlong,
    /// W.
    pub w: c_longlong,
}

/// 4 long longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 32)]
#[repr(align(32))]
pub struct longlong4_32a {
    /// X.
    pub x: c_longlong,
    /// Y.
    pub y: c_longlong,
    /// Z.
    pub z: c_longlong,
    /// W.
    pub w: c_longlong,
}

/// 4 unsigned long longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct ulonglong4 {
    /// X.
    pub x: c_ulonglong,
    /// Y.
    pub y: c_ulonglong,
    /// Z.
    pub z: c_ulonglong,
    /// W.
    pub w: c_ulonglong,
}

/// 4 unsigned long longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct ulonglong4_16a {
    /// X.
    pub x: c_ulonglong,
    /// Y.
    pub y: c_ulonglong,
    /// Z.
    pub z: c_ulonglong,
    /// W.
    pub w: c_ulonglong,
}

/// 4 unsigned long longs (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 32)]
#[repr(align(32))]
pub struct ulonglong4_32a {
    /// X.
    pub x: c_ulonglong,
    /// Y.
    pub y: c_ulonglong,
    /// Z.
    pub z: c_ulonglong,
    /// W.
    pub w: c_ulonglong,
}

/// 1 double (x), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 8, align = 8)]
pub struct double1 {
    /// X.
    pub x: f64,
}

/// 2 doubles (x, y), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 16, align = 16)]
#[repr(align(16))]
pub struct double2 {
    /// X.
    pub x: f64,
    /// Y.
    pub y: f64,
}

/// 3 doubles (x, y, z), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 24, align = 8)]
pub struct double3 {
    /// X.
    pub x: f64,
    /// Y.
    pub y: f64,
    /// Z.
    pub z: f64,
}

/// 4 doubles (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct double4 {
    /// X.
    pub x: f64,
    /// Y.
    pub y: f64,
    /// Z.
    pub z: f64,
    /// W.
    pub w: f64,
}

/// 4 doubles (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 16)]
#[repr(align(16))]
pub struct double4_16a {
    /// X.
    pub x: f64,
    /// Y.
    pub y: f64,
    /// Z.
    pub z: f64,
    /// W.
    pub w: f64,
}

/// 4 doubles (x, y, z, w), as CUDA C++ declares the vector type.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 32)]
#[repr(align(32))]
pub struct double4_32a {
    /// X.
    pub x: f64,
    /// Y.
    pub y: f64,
    /// Z.
    pub z: f64,
    /// W.
    pub w: f64,
}

/// Three extents (x, y, z): a grid or block size.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 12, align = 4)]
pub struct dim3 {
    /// X.
    pub x: c_uint,
    /// Y.
    pub y: c_uint,
    /// Z.
    pub z: c_uint,
}

}

super::functions! {
}
