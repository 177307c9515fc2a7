//! Memory management: CUDA arrays and mipmapped arrays.
//!
//! NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_handle, cuda_struct};

use super::{cudaArray_t, cudaChannelFormatDesc, cudaExtent, cudaMipmappedArray_t};

super::area! {

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

/// The runtime's array sparse properties (a C struct).
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

/// The runtime's array memory requirements (a C struct).
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

/// The C `#define cudaArrayDefault`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayDefault: c_uint = 0x00;

/// The C `#define cudaArrayLayered`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayLayered: c_uint = 0x01;

/// The C `#define cudaArraySurfaceLoadStore`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArraySurfaceLoadStore: c_uint = 0x02;

/// The C `#define cudaArrayCubemap`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayCubemap: c_uint = 0x04;

/// The C `#define cudaArrayTextureGather`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayTextureGather: c_uint = 0x08;

/// The C `#define cudaArrayColorAttachment`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayColorAttachment: c_uint = 0x20;

/// The C `#define cudaArraySparse`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArraySparse: c_uint = 0x40;

/// The C `#define cudaArrayDeferredMapping`.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
pub const cudaArrayDeferredMapping: c_uint = 0x80;

/// The C `#define cudaArraySparsePropertiesSingleMipTail`.
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
