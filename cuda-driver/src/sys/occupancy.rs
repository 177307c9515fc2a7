//! Occupancy calculation.
//!
//! [NVIDIA: Cuda Occupancy](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html)

use core::ffi::{c_int, c_uint};
use cuda_struct::cuda_enum;

use super::{CUfunction, CUlaunchConfig};

super::area! {

/// `CUoccupancy_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Occupancy](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html)
#[cuda_enum]
pub enum CUoccupancy_flags {
    /// The C constant `CU_OCCUPANCY_DEFAULT`.
    CU_OCCUPANCY_DEFAULT = 0,
    /// The C constant `CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE`.
    CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE = 1,
}

/// `CUoccupancyB2DSize`: a C callback type.
pub type CUoccupancyB2DSize = Option<unsafe extern "C" fn(c_int) -> usize>;

}

super::functions! {
    /// How many blocks of the function fit on one SM at once.
    fn cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks: *mut c_int, func: CUfunction, blockSize: c_int, dynamicSMemSize: usize) @ 6050 as "cuOccupancyMaxActiveBlocksPerMultiprocessor";
    /// The driver function `cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`.
    ///
    /// [NVIDIA: Cuda Occupancy](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html)
    fn cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks: *mut c_int, func: CUfunction, blockSize: c_int, dynamicSMemSize: usize, flags: c_uint) @ 7000 as "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags";
    /// The driver function `cuOccupancyMaxPotentialBlockSize`.
    ///
    /// [NVIDIA: Cuda Occupancy](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html)
    fn cuOccupancyMaxPotentialBlockSize(minGridSize: *mut c_int, blockSize: *mut c_int, func: CUfunction, blockSizeToDynamicSMemSize: CUoccupancyB2DSize, dynamicSMemSize: usize, blockSizeLimit: c_int) @ 6050 as "cuOccupancyMaxPotentialBlockSize";
    /// The driver function `cuOccupancyMaxPotentialBlockSizeWithFlags`.
    ///
    /// [NVIDIA: Cuda Occupancy](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html)
    fn cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize: *mut c_int, blockSize: *mut c_int, func: CUfunction, blockSizeToDynamicSMemSize: CUoccupancyB2DSize, dynamicSMemSize: usize, blockSizeLimit: c_int, flags: c_uint) @ 7000 as "cuOccupancyMaxPotentialBlockSizeWithFlags";
    /// The driver function `cuOccupancyAvailableDynamicSMemPerBlock`.
    ///
    /// [NVIDIA: Cuda Occupancy](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html)
    fn cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize: *mut usize, func: CUfunction, numBlocks: c_int, blockSize: c_int) @ 10020 as "cuOccupancyAvailableDynamicSMemPerBlock";
    /// The driver function `cuOccupancyMaxPotentialClusterSize`.
    ///
    /// [NVIDIA: Cuda Occupancy](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html)
    fn cuOccupancyMaxPotentialClusterSize(clusterSize: *mut c_int, func: CUfunction, config: *const CUlaunchConfig) @ 11070 as "cuOccupancyMaxPotentialClusterSize";
    /// The driver function `cuOccupancyMaxActiveClusters`.
    ///
    /// [NVIDIA: Cuda Occupancy](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html)
    fn cuOccupancyMaxActiveClusters(numClusters: *mut c_int, func: CUfunction, config: *const CUlaunchConfig) @ 11070 as "cuOccupancyMaxActiveClusters";
}
