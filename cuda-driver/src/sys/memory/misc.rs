//! Memory management: batch decompression and the rest of the memory group.
//!
//! [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)

use core::ffi::{c_uchar, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUstream, cuuint32_t};

super::area! {

/// Compression formats the copy engines decompress (bit set).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
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
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_struct(size = 64, align = 8)]
pub struct CUmemDecompressParams {
    /// The C member `srcNumBytes`.
    pub srcNumBytes: usize,
    /// The C member `dstNumBytes`.
    pub dstNumBytes: usize,
    /// The C member `dstActBytes`.
    pub dstActBytes: *mut cuuint32_t,
    /// The C member `src`.
    pub src: *const c_void,
    /// The C member `dst`.
    pub dst: *mut c_void,
    /// The C member `algo`.
    pub algo: CUmemDecompressAlgorithm,
    /// The C member `padding`.
    pub padding: [c_uchar; 20],
}

}

super::functions! {
    /// Decompresses several buffers with the copy engines, in stream order.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemBatchDecompressAsync(paramsArray: *mut CUmemDecompressParams, count: usize, flags: c_uint, errorIndex: *mut usize, stream: CUstream) @ 12060 as "cuMemBatchDecompressAsync";
}
