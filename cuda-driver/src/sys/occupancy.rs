//! Occupancy calculation.
//!
//! NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).

use core::ffi::{c_int, c_uint};
use cuda_struct::cuda_enum;

use super::{CUfunction, CUlaunchConfig};

super::area! {

/// Flags of the occupancy calculators.
///
/// NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).
#[cuda_enum]
pub enum CUoccupancy_flags {
    /// No flags.
    CU_OCCUPANCY_DEFAULT = 0,
    /// Assume the cache configuration cannot be changed to fit more blocks.
    CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE = 1,
}

/// A callback giving the dynamic shared memory a block size needs.
///
/// NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).
pub type CUoccupancyB2DSize = Option<unsafe extern "C" fn(c_int) -> usize>;

}

super::functions! {
    /// How many blocks of the function fit on one SM at once.
    ///
    /// NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).
    fn cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks: *mut c_int, func: CUfunction, blockSize: c_int, dynamicSMemSize: usize) @ 6050 as "cuOccupancyMaxActiveBlocksPerMultiprocessor";
    /// Gets how many blocks of a kernel fit on one multiprocessor, with flags.
    ///
    /// NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).
    fn cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks: *mut c_int, func: CUfunction, blockSize: c_int, dynamicSMemSize: usize, flags: c_uint) @ 7000 as "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags";
    /// Suggests the block size that maximizes a kernel's occupancy, and the grid size to fill the device.
    ///
    /// NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).
    fn cuOccupancyMaxPotentialBlockSize(minGridSize: *mut c_int, blockSize: *mut c_int, func: CUfunction, blockSizeToDynamicSMemSize: CUoccupancyB2DSize, dynamicSMemSize: usize, blockSizeLimit: c_int) @ 6050 as "cuOccupancyMaxPotentialBlockSize";
    /// Suggests an occupancy-maximizing block size, with flags.
    ///
    /// NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).
    fn cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize: *mut c_int, blockSize: *mut c_int, func: CUfunction, blockSizeToDynamicSMemSize: CUoccupancyB2DSize, dynamicSMemSize: usize, blockSizeLimit: c_int, flags: c_uint) @ 7000 as "cuOccupancyMaxPotentialBlockSizeWithFlags";
    /// Gets how much dynamic shared memory a block can have at a given occupancy.
    ///
    /// NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).
    fn cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize: *mut usize, func: CUfunction, numBlocks: c_int, blockSize: c_int) @ 10020 as "cuOccupancyAvailableDynamicSMemPerBlock";
    /// Gets the largest cluster size a launch configuration allows.
    ///
    /// NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).
    fn cuOccupancyMaxPotentialClusterSize(clusterSize: *mut c_int, func: CUfunction, config: *const CUlaunchConfig) @ 11070 as "cuOccupancyMaxPotentialClusterSize";
    /// Gets how many clusters of a launch configuration can be resident at once.
    ///
    /// NVIDIA's documentation: [`CUDA_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).
    fn cuOccupancyMaxActiveClusters(numClusters: *mut c_int, func: CUfunction, config: *const CUlaunchConfig) @ 11070 as "cuOccupancyMaxActiveClusters";
}
