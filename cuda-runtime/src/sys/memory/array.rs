//! Memory management: CUDA arrays and mipmapped arrays.
//!
//! NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{cudaArray_t, cudaExtent, cudaMipmappedArray_t};

super::area! {

/// The kind of each channel of a texel: signed, unsigned, float, or a packed format.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_enum]
pub enum cudaChannelFormatKind {
    /// Signed.
    cudaChannelFormatKindSigned = 0,
    /// Unsigned.
    cudaChannelFormatKindUnsigned = 1,
    /// 32-bit floating point.
    cudaChannelFormatKindFloat = 2,
    /// None.
    cudaChannelFormatKindNone = 3,
    /// YUV 4:2:0, planar, 8 bits.
    cudaChannelFormatKindNV12 = 4,
    /// Unsigned normalized 8 x 1.
    cudaChannelFormatKindUnsignedNormalized8X1 = 5,
    /// Unsigned normalized 8 x 2.
    cudaChannelFormatKindUnsignedNormalized8X2 = 6,
    /// Unsigned normalized 8 x 4.
    cudaChannelFormatKindUnsignedNormalized8X4 = 7,
    /// Unsigned normalized 16 x 1.
    cudaChannelFormatKindUnsignedNormalized16X1 = 8,
    /// Unsigned normalized 16 x 2.
    cudaChannelFormatKindUnsignedNormalized16X2 = 9,
    /// Unsigned normalized 16 x 4.
    cudaChannelFormatKindUnsignedNormalized16X4 = 10,
    /// Signed normalized 8 x 1.
    cudaChannelFormatKindSignedNormalized8X1 = 11,
    /// Signed normalized 8 x 2.
    cudaChannelFormatKindSignedNormalized8X2 = 12,
    /// Signed normalized 8 x 4.
    cudaChannelFormatKindSignedNormalized8X4 = 13,
    /// Signed normalized 16 x 1.
    cudaChannelFormatKindSignedNormalized16X1 = 14,
    /// Signed normalized 16 x 2.
    cudaChannelFormatKindSignedNormalized16X2 = 15,
    /// Signed normalized 16 x 4.
    cudaChannelFormatKindSignedNormalized16X4 = 0x10,
    /// Unsigned block compressed 1.
    cudaChannelFormatKindUnsignedBlockCompressed1 = 0x11,
    /// Unsigned block compressed 1 srgb.
    cudaChannelFormatKindUnsignedBlockCompressed1SRGB = 0x12,
    /// Unsigned block compressed 2.
    cudaChannelFormatKindUnsignedBlockCompressed2 = 0x13,
    /// Unsigned block compressed 2 srgb.
    cudaChannelFormatKindUnsignedBlockCompressed2SRGB = 0x14,
    /// Unsigned block compressed 3.
    cudaChannelFormatKindUnsignedBlockCompressed3 = 0x15,
    /// Unsigned block compressed 3 srgb.
    cudaChannelFormatKindUnsignedBlockCompressed3SRGB = 0x16,
    /// Unsigned block compressed 4.
    cudaChannelFormatKindUnsignedBlockCompressed4 = 0x17,
    /// Signed block compressed 4.
    cudaChannelFormatKindSignedBlockCompressed4 = 0x18,
    /// Unsigned block compressed 5.
    cudaChannelFormatKindUnsignedBlockCompressed5 = 0x19,
    /// Signed block compressed 5.
    cudaChannelFormatKindSignedBlockCompressed5 = 0x1a,
    /// Unsigned block compressed 6 h.
    cudaChannelFormatKindUnsignedBlockCompressed6H = 0x1b,
    /// Signed block compressed 6 h.
    cudaChannelFormatKindSignedBlockCompressed6H = 0x1c,
    /// Unsigned block compressed 7.
    cudaChannelFormatKindUnsignedBlockCompressed7 = 0x1d,
    /// Unsigned block compressed 7 srgb.
    cudaChannelFormatKindUnsignedBlockCompressed7SRGB = 0x1e,
    /// Unsigned normalized 1010102.
    cudaChannelFormatKindUnsignedNormalized1010102 = 0x1f,
    /// Unsigned 8 packed 422.
    cudaChannelFormatKindUnsigned8Packed422 = 0x20,
    /// Unsigned 8 packed 444.
    cudaChannelFormatKindUnsigned8Packed444 = 0x21,
    /// Unsigned 8 semi planar 420.
    cudaChannelFormatKindUnsigned8SemiPlanar420 = 0x22,
    /// Unsigned 16 semi planar 420.
    cudaChannelFormatKindUnsigned16SemiPlanar420 = 0x23,
    /// Unsigned 8 semi planar 422.
    cudaChannelFormatKindUnsigned8SemiPlanar422 = 0x24,
    /// Unsigned 16 semi planar 422.
    cudaChannelFormatKindUnsigned16SemiPlanar422 = 0x25,
    /// Unsigned 8 semi planar 444.
    cudaChannelFormatKindUnsigned8SemiPlanar444 = 0x26,
    /// Unsigned 16 semi planar 444.
    cudaChannelFormatKindUnsigned16SemiPlanar444 = 0x27,
    /// Unsigned 8 planar 420.
    cudaChannelFormatKindUnsigned8Planar420 = 0x28,
    /// Unsigned 16 planar 420.
    cudaChannelFormatKindUnsigned16Planar420 = 0x29,
    /// Unsigned 8 planar 422.
    cudaChannelFormatKindUnsigned8Planar422 = 0x2a,
    /// Unsigned 16 planar 422.
    cudaChannelFormatKindUnsigned16Planar422 = 0x2b,
    /// Unsigned 8 planar 444.
    cudaChannelFormatKindUnsigned8Planar444 = 0x2c,
    /// Unsigned 16 planar 444.
    cudaChannelFormatKindUnsigned16Planar444 = 0x2d,
}

/// A texel's format: the bits of each of up to four channels, and their kind.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 20, align = 4)]
pub struct cudaChannelFormatDesc {
    /// X.
    pub x: c_int,
    /// Y.
    pub y: c_int,
    /// Z.
    pub z: c_int,
    /// W.
    pub w: c_int,
    /// F.
    pub f: cudaChannelFormatKind,
}

/// The runtime's mipmapped array const (a handle).
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_handle]
pub struct cudaMipmappedArray_const_t(*const c_void);

/// The anonymous `tileExtent` struct of `cudaArraySparseProperties`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[anonymous_in(cudaArraySparseProperties.tileExtent)]
#[cuda_struct(size = 12, align = 4)]
pub struct cudaArraySparseProperties_tileExtent {
    /// Width.
    pub width: c_uint,
    /// Height.
    pub height: c_uint,
    /// Depth.
    pub depth: c_uint,
}

/// A sparse array's tile size and mip tail layout.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 48, align = 8)]
pub struct cudaArraySparseProperties {
    /// Tile extent.
    pub tileExtent: cudaArraySparseProperties_tileExtent,
    /// Miptail first level.
    pub miptailFirstLevel: c_uint,
    /// Miptail size.
    pub miptailSize: c_ulonglong,
    /// Flags.
    pub flags: c_uint,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 4],
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// The size and alignment a CUDA array's backing memory needs.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudaArrayMemoryRequirements {
    /// Size.
    pub size: usize,
    /// Alignment.
    pub alignment: usize,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_uint; 4],
}

/// Flag of the array allocators: no options.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayDefault: c_uint = 0x00;

/// Array flag: a layered array (the depth counts layers).
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayLayered: c_uint = 0x01;

/// Flag of the array allocators: the array can back a surface.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArraySurfaceLoadStore: c_uint = 0x02;

/// Array flag: a cubemap (six layers, or a multiple of six when layered).
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayCubemap: c_uint = 0x04;

/// Array flag: the array supports texture gather.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayTextureGather: c_uint = 0x08;

/// Array flag: the array may be a color target of a graphics API.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayColorAttachment: c_uint = 0x20;

/// Array flag: a sparse array, its memory mapped tile by tile.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArraySparse: c_uint = 0x40;

/// Array flag: the array's memory is mapped later, by the caller.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayDeferredMapping: c_uint = 0x80;

/// Flag of `cudaArraySparseProperties`: one mip tail for all the layers.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArraySparsePropertiesSingleMipTail: c_uint = 0x1;

}

super::functions! {
    /// Allocates a 1-D or 2-D CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMallocArray(array: *mut cudaArray_t, desc: *const cudaChannelFormatDesc, width: usize, height: usize, flags: c_uint) @ 12000 as "cudaMallocArray";
    /// Destroys a CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaFreeArray(array: cudaArray_t) @ 12000 as "cudaFreeArray";
    /// Destroys a mipmapped array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaFreeMipmappedArray(mipmappedArray: cudaMipmappedArray_t) @ 12000 as "cudaFreeMipmappedArray";
    /// Allocates a CUDA array of up to three dimensions.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMalloc3DArray(array: *mut cudaArray_t, desc: *const cudaChannelFormatDesc, extent: cudaExtent, flags: c_uint) @ 12000 as "cudaMalloc3DArray";
    /// Allocates a mipmapped CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMallocMipmappedArray(mipmappedArray: *mut cudaMipmappedArray_t, desc: *const cudaChannelFormatDesc, extent: cudaExtent, numLevels: c_uint, flags: c_uint) @ 12000 as "cudaMallocMipmappedArray";
    /// One level of a mipmapped array, as a CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaGetMipmappedArrayLevel(levelArray: *mut cudaArray_t, mipmappedArray: cudaMipmappedArray_const_t, level: c_uint) @ 12000 as "cudaGetMipmappedArrayLevel";
    /// Reads the format and size of a one- or two-dimensional CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaArrayGetInfo(desc: *mut cudaChannelFormatDesc, extent: *mut cudaExtent, flags: *mut c_uint, array: cudaArray_t) @ 12000 as "cudaArrayGetInfo";
    /// Gets one plane of a multi-planar CUDA array as an array of its own.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaArrayGetPlane(pPlaneArray: *mut cudaArray_t, hArray: cudaArray_t, planeIdx: c_uint) @ 12000 as "cudaArrayGetPlane";
    /// Gets the size and alignment of memory a deferred-mapping array needs.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaArrayGetMemoryRequirements(memoryRequirements: *mut cudaArrayMemoryRequirements, array: cudaArray_t, device: c_int) @ 12000 as "cudaArrayGetMemoryRequirements";
    /// Gets the size and alignment of memory a deferred-mapping mipmapped array needs.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMipmappedArrayGetMemoryRequirements(memoryRequirements: *mut cudaArrayMemoryRequirements, mipmap: cudaMipmappedArray_t, device: c_int) @ 12000 as "cudaMipmappedArrayGetMemoryRequirements";
    /// Reads the tile layout of a sparse CUDA array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaArrayGetSparseProperties(sparseProperties: *mut cudaArraySparseProperties, array: cudaArray_t) @ 12000 as "cudaArrayGetSparseProperties";
    /// Reads the tile layout of a sparse mipmapped array.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMipmappedArrayGetSparseProperties(sparseProperties: *mut cudaArraySparseProperties, mipmap: cudaMipmappedArray_t) @ 12000 as "cudaMipmappedArrayGetSparseProperties";
}
