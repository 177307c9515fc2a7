//! Data types of driver_types.h that no function of another area names first.
//!
//! NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).

use core::ffi::{c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

super::area! {

/// What an atomic operation supports: signedness, widths, vectors (bit set).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_enum]
pub enum cudaAtomicOperationCapability {
    /// On signed integers.
    cudaAtomicCapabilitySigned = 1,
    /// On unsigned integers.
    cudaAtomicCapabilityUnsigned = 2,
    /// As a reduction (no result returned).
    cudaAtomicCapabilityReduction = 4,
    /// On 32-bit values.
    cudaAtomicCapabilityScalar32 = 8,
    /// On 64-bit values.
    cudaAtomicCapabilityScalar64 = 0x10,
    /// On 128-bit values.
    cudaAtomicCapabilityScalar128 = 0x20,
    /// Vector 32x 4.
    cudaAtomicCapabilityVector32x4 = 0x40,
}

/// A table of host functions and data a library loads with.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_struct(size = 32, align = 8)]
pub struct cudalibraryHostUniversalFunctionAndDataTable {
    /// The host functions.
    pub functionTable: *mut c_void,
    /// Bytes of `functionTable`.
    pub functionWindowSize: usize,
    /// The host data.
    pub dataTable: *mut c_void,
    /// Bytes of `dataTable`.
    pub dataWindowSize: usize,
}

/// The runtime's fabric op status source (a C enum).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_enum]
pub enum cudaFabricOpStatusSource {
    /// Mbarrier v 1.
    cudaFabricOpStatusSourceMbarrierV1 = 0,
    /// Max.
    cudaFabricOpStatusSourceMax = 0x7fffffff,
}

/// The runtime's fabric op status info (a C enum).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
#[cuda_enum]
pub enum cudaFabricOpStatusInfo {
    /// Success.
    cudaFabricOpStatusInfoSuccess = 0,
    /// Last.
    cudaFabricOpStatusInfoLast = 0,
    /// Max.
    cudaFabricOpStatusInfoMax = 0x7fffffff,
}

/// Flag of `cudaDeviceEnablePeerAccess`: no options (the only value).
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
pub const cudaPeerAccessDefault: c_uint = 0x00;

/// Flag of the multi-device cooperative launch (12.x): do not wait for earlier work first.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
pub const cudaCooperativeLaunchMultiDeviceNoPreSync: c_uint = 0x01;

/// Flag of the multi-device cooperative launch (12.x): let later work start before it ends.
///
/// NVIDIA's documentation: [`CUDART_TYPES`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html).
pub const cudaCooperativeLaunchMultiDeviceNoPostSync: c_uint = 0x02;

}

super::functions! {
}
