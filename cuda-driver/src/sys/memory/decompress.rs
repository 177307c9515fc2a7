//! Memory management: batch decompression and the rest of the memory group.
//!
//! NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

use core::ffi::{c_uchar, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUstream, cuuint32_t};

super::area! {

/// Compression formats the copy engines decompress (bit set).
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_enum]
pub enum CUmemDecompressAlgorithm {
    /// No decompression.
    CU_MEM_DECOMPRESS_UNSUPPORTED = 0,
    /// Deflate.
    CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE = 1,
    /// Snappy.
    CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY = 2,
    /// LZ4.
    CU_MEM_DECOMPRESS_ALGORITHM_LZ4 = 4,
}

/// One decompression of a batch: source, destination, sizes, algorithm.
///
/// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
#[cuda_struct(size = 64, align = 8)]
pub struct CUmemDecompressParams {
    /// Bytes of compressed input.
    pub srcNumBytes: usize,
    /// Bytes of room for the output.
    pub dstNumBytes: usize,
    /// Output: bytes written (device memory).
    pub dstActBytes: *mut cuuint32_t,
    /// The compressed input (device memory).
    pub src: *const c_void,
    /// Where the output goes (device memory).
    pub dst: *mut c_void,
    /// The compression format.
    pub algo: CUmemDecompressAlgorithm,
    /// Padding to the struct's size.
    pub padding: [c_uchar; 20],
}

}

super::functions! {
    /// Decompresses several buffers with the copy engines, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).
    fn cuMemBatchDecompressAsync(paramsArray: *mut CUmemDecompressParams, count: usize, flags: c_uint, errorIndex: *mut usize, stream: CUstream) @ 12060 as "cuMemBatchDecompressAsync";
}
