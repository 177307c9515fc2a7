//! Tensor map objects.
//!
//! NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).

use core::ffi::{c_int, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{cuuint32_t, cuuint64_t};

super::area! {

/// An opaque tensor map describing a tensor for the Tensor Memory Accelerator (128-byte aligned).
///
/// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
#[cuda_struct(size = 128, align = 128)]
#[repr(align(128))]
pub struct CUtensorMap {
    /// The encoded tensor map; only the encode functions write it.
    pub opaque: [cuuint64_t; 16],
}

/// Element types a tensor map describes.
///
/// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
#[cuda_enum]
pub enum CUtensorMapDataType {
    /// 8-bit unsigned integers.
    CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0,
    /// 16-bit unsigned integers.
    CU_TENSOR_MAP_DATA_TYPE_UINT16 = 1,
    /// 32-bit unsigned integers.
    CU_TENSOR_MAP_DATA_TYPE_UINT32 = 2,
    /// 32-bit signed integers.
    CU_TENSOR_MAP_DATA_TYPE_INT32 = 3,
    /// 64-bit unsigned integers.
    CU_TENSOR_MAP_DATA_TYPE_UINT64 = 4,
    /// 64-bit signed integers.
    CU_TENSOR_MAP_DATA_TYPE_INT64 = 5,
    /// IEEE half floats.
    CU_TENSOR_MAP_DATA_TYPE_FLOAT16 = 6,
    /// IEEE single floats.
    CU_TENSOR_MAP_DATA_TYPE_FLOAT32 = 7,
    /// IEEE double floats.
    CU_TENSOR_MAP_DATA_TYPE_FLOAT64 = 8,
    /// bfloat16 floats.
    CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9,
    /// Single floats, denormals flushed to zero.
    CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ = 10,
    /// TF32 values.
    CU_TENSOR_MAP_DATA_TYPE_TFLOAT32 = 11,
    /// TF32 values, denormals flushed to zero.
    CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ = 12,
    /// Sixteen packed 4-bit integers in 8 bytes.
    CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B = 13,
    /// Sixteen packed 4-bit integers padded to 16 bytes.
    CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B = 14,
    /// Sixteen packed 6-bit integers padded to 16 bytes.
    CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B = 15,
}

/// Interleave layouts of a tensor map.
///
/// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
#[cuda_enum]
pub enum CUtensorMapInterleave {
    /// Not interleaved.
    CU_TENSOR_MAP_INTERLEAVE_NONE = 0,
    /// Interleaved in 16-byte chunks.
    CU_TENSOR_MAP_INTERLEAVE_16B = 1,
    /// Interleaved in 32-byte chunks.
    CU_TENSOR_MAP_INTERLEAVE_32B = 2,
}

/// Shared-memory swizzle patterns of a tensor map.
///
/// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
#[cuda_enum]
pub enum CUtensorMapSwizzle {
    /// No swizzle.
    CU_TENSOR_MAP_SWIZZLE_NONE = 0,
    /// Swizzle within 32-byte spans.
    CU_TENSOR_MAP_SWIZZLE_32B = 1,
    /// Swizzle within 64-byte spans.
    CU_TENSOR_MAP_SWIZZLE_64B = 2,
    /// Swizzle within 128-byte spans.
    CU_TENSOR_MAP_SWIZZLE_128B = 3,
    /// 128-byte swizzle on 32-byte atoms.
    CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B = 4,
    /// 128-byte swizzle on 32-byte atoms, 8-byte halves flipped.
    CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B = 5,
    /// 128-byte swizzle on 64-byte atoms.
    CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B = 6,
}

/// L2 promotion sizes of a tensor map's loads.
///
/// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
#[cuda_enum]
pub enum CUtensorMapL2promotion {
    /// No promotion.
    CU_TENSOR_MAP_L2_PROMOTION_NONE = 0,
    /// Fetch 64 bytes into L2.
    CU_TENSOR_MAP_L2_PROMOTION_L2_64B = 1,
    /// Fetch 128 bytes into L2.
    CU_TENSOR_MAP_L2_PROMOTION_L2_128B = 2,
    /// Fetch 256 bytes into L2.
    CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3,
}

/// What a tensor map reads outside the tensor (zeros or NaN).
///
/// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
#[cuda_enum]
pub enum CUtensorMapFloatOOBfill {
    /// Zeros outside the tensor.
    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0,
    /// NaNs outside the tensor, and zero FMA results for them.
    CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA = 1,
}

/// Modes of the wide im2col tensor map.
///
/// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
#[cuda_enum]
pub enum CUtensorMapIm2ColWideMode {
    /// Wide im2col over W.
    CU_TENSOR_MAP_IM2COL_WIDE_MODE_W = 0,
    /// Wide im2col over W, 128 at a time.
    CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128 = 1,
}

/// The size of a `CUtensorMap` in 64-bit words.
///
/// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
pub const CU_TENSOR_MAP_NUM_QWORDS: c_uint = 16;

/// How far past its tensor a tensor map may read without faulting: the small or the large window (13.5).
///
/// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
#[cuda_enum]
pub enum CUtensorMapAllocClass {
    /// Let the driver choose from the tensor's layout.
    CU_TENSOR_MAP_ALLOC_CLASS_AUTO = 0,
    /// The small window (4 KiB).
    CU_TENSOR_MAP_ALLOC_CLASS_SMALL = 1,
    /// The large window (128 KiB); the allocation must span `CU_DEVICE_ATTRIBUTE_TENSOR_MAP_LARGE_TENSOR_MIN_SIZE` bytes.
    CU_TENSOR_MAP_ALLOC_CLASS_LARGE = 2,
}

}

super::functions! {
    /// Fills a tensor map describing tiled access to a tensor in global memory (TMA).
    ///
    /// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
    fn cuTensorMapEncodeTiled(tensorMap: *mut CUtensorMap, tensorDataType: CUtensorMapDataType, tensorRank: cuuint32_t, globalAddress: *mut c_void, globalDim: *const cuuint64_t, globalStrides: *const cuuint64_t, boxDim: *const cuuint32_t, elementStrides: *const cuuint32_t, interleave: CUtensorMapInterleave, swizzle: CUtensorMapSwizzle, l2Promotion: CUtensorMapL2promotion, oobFill: CUtensorMapFloatOOBfill) @ 12000 as "cuTensorMapEncodeTiled";
    /// Fills a tensor map describing im2col access to a tensor (TMA).
    ///
    /// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
    fn cuTensorMapEncodeIm2col(tensorMap: *mut CUtensorMap, tensorDataType: CUtensorMapDataType, tensorRank: cuuint32_t, globalAddress: *mut c_void, globalDim: *const cuuint64_t, globalStrides: *const cuuint64_t, pixelBoxLowerCorner: *const c_int, pixelBoxUpperCorner: *const c_int, channelsPerPixel: cuuint32_t, pixelsPerColumn: cuuint32_t, elementStrides: *const cuuint32_t, interleave: CUtensorMapInterleave, swizzle: CUtensorMapSwizzle, l2Promotion: CUtensorMapL2promotion, oobFill: CUtensorMapFloatOOBfill) @ 12000 as "cuTensorMapEncodeIm2col";
    /// Fills a tensor map describing wide im2col access to a tensor (TMA).
    ///
    /// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
    fn cuTensorMapEncodeIm2colWide(tensorMap: *mut CUtensorMap, tensorDataType: CUtensorMapDataType, tensorRank: cuuint32_t, globalAddress: *mut c_void, globalDim: *const cuuint64_t, globalStrides: *const cuuint64_t, pixelBoxLowerCornerWidth: c_int, pixelBoxUpperCornerWidth: c_int, channelsPerPixel: cuuint32_t, pixelsPerColumn: cuuint32_t, elementStrides: *const cuuint32_t, interleave: CUtensorMapInterleave, mode: CUtensorMapIm2ColWideMode, swizzle: CUtensorMapSwizzle, l2Promotion: CUtensorMapL2promotion, oobFill: CUtensorMapFloatOOBfill) @ 12080 as "cuTensorMapEncodeIm2colWide";
    /// Changes the global address in an existing tensor map.
    ///
    /// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
    fn cuTensorMapReplaceAddress(tensorMap: *mut CUtensorMap, globalAddress: *mut c_void) @ 12000 as "cuTensorMapReplaceAddress";
    /// Sets a tensor map's allocation class and writes the class that took effect (13.5).
    ///
    /// NVIDIA's documentation: [`CUDA_TENSOR_MEMORY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html).
    fn cuTensorMapSetAllocationClass(tensorMap: *mut CUtensorMap, allocClass: CUtensorMapAllocClass, outAllocClass: *mut CUtensorMapAllocClass) @ 13050 as "cuTensorMapSetAllocationClass";
}
