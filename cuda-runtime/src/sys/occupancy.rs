//! Occupancy calculation.
//!
//! NVIDIA's documentation: [`CUDART_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__OCCUPANCY.html).

use core::ffi::{c_int, c_uint, c_void};

use super::cudaLaunchConfig_t;

super::area! {

/// No flags.
///
/// NVIDIA's documentation: [`CUDART_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__OCCUPANCY.html).
pub const cudaOccupancyDefault: c_uint = 0x00;

/// Assume the cache configuration cannot be changed to fit more blocks.
///
/// NVIDIA's documentation: [`CUDART_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__OCCUPANCY.html).
pub const cudaOccupancyDisableCachingOverride: c_uint = 0x01;

}

super::functions! {
    /// How many blocks of the function fit on one SM at once.
    ///
    /// NVIDIA's documentation: [`CUDART_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__OCCUPANCY.html).
    fn cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks: *mut c_int, func: *const c_void, blockSize: c_int, dynamicSMemSize: usize) @ 12000 as "cudaOccupancyMaxActiveBlocksPerMultiprocessor";
    /// Gets how much dynamic shared memory a block can have at a given occupancy.
    ///
    /// NVIDIA's documentation: [`CUDART_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__OCCUPANCY.html).
    fn cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize: *mut usize, func: *const c_void, numBlocks: c_int, blockSize: c_int) @ 12000 as "cudaOccupancyAvailableDynamicSMemPerBlock";
    /// Gets how many blocks of a kernel fit on one multiprocessor, with flags.
    ///
    /// NVIDIA's documentation: [`CUDART_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__OCCUPANCY.html).
    fn cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks: *mut c_int, func: *const c_void, blockSize: c_int, dynamicSMemSize: usize, flags: c_uint) @ 12000 as "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags";
    /// Gets the largest cluster size a launch configuration allows.
    ///
    /// NVIDIA's documentation: [`CUDART_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__OCCUPANCY.html).
    fn cudaOccupancyMaxPotentialClusterSize(clusterSize: *mut c_int, func: *const c_void, launchConfig: *const cudaLaunchConfig_t) @ 12000 as "cudaOccupancyMaxPotentialClusterSize";
    /// Gets how many clusters of a launch configuration can be resident at once.
    ///
    /// NVIDIA's documentation: [`CUDART_OCCUPANCY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__OCCUPANCY.html).
    fn cudaOccupancyMaxActiveClusters(numClusters: *mut c_int, func: *const c_void, launchConfig: *const cudaLaunchConfig_t) @ 12000 as "cudaOccupancyMaxActiveClusters";
}
