//! Multicast objects.
//!
//! [NVIDIA: Cuda Multicast](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html)

use core::ffi::{c_uint, c_ulonglong};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUdevice, CUdeviceptr, CUmemGenericAllocationHandle};

super::area! {

/// `CUmulticastGranularity_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Multicast](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html)
#[cuda_enum]
pub enum CUmulticastGranularity_flags {
    /// The C constant `CU_MULTICAST_GRANULARITY_MINIMUM`.
    CU_MULTICAST_GRANULARITY_MINIMUM = 0,
    /// The C constant `CU_MULTICAST_GRANULARITY_RECOMMENDED`.
    CU_MULTICAST_GRANULARITY_RECOMMENDED = 1,
}

/// `CUmulticastObjectProp` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Multicast](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html)
#[cuda_struct(size = 32, align = 8)]
pub struct CUmulticastObjectProp {
    /// The C member `numDevices`.
    pub numDevices: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The C member `size`.
    pub size: usize,
    /// The C member `handleTypes`.
    pub handleTypes: c_ulonglong,
    /// The C member `flags`.
    pub flags: c_ulonglong,
}

/// `CUmulticastObjectProp_v1`: another C name of `CUmulticastObjectProp`.
pub type CUmulticastObjectProp_v1 = CUmulticastObjectProp;

}

super::functions! {
    /// The driver function `cuMulticastCreate`.
    ///
    /// [NVIDIA: Cuda Multicast](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html)
    fn cuMulticastCreate(mcHandle: *mut CUmemGenericAllocationHandle, prop: *const CUmulticastObjectProp) @ 12010 as "cuMulticastCreate";
    /// The driver function `cuMulticastAddDevice`.
    ///
    /// [NVIDIA: Cuda Multicast](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html)
    fn cuMulticastAddDevice(mcHandle: CUmemGenericAllocationHandle, dev: CUdevice) @ 12010 as "cuMulticastAddDevice";
    /// The driver function `cuMulticastBindMem`.
    ///
    /// [NVIDIA: Cuda Multicast](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html)
    fn cuMulticastBindMem(mcHandle: CUmemGenericAllocationHandle, mcOffset: usize, memHandle: CUmemGenericAllocationHandle, memOffset: usize, size: usize, flags: c_ulonglong) @ 12010 as "cuMulticastBindMem";
    /// The driver function `cuMulticastBindAddr`.
    ///
    /// [NVIDIA: Cuda Multicast](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html)
    fn cuMulticastBindAddr(mcHandle: CUmemGenericAllocationHandle, mcOffset: usize, memptr: CUdeviceptr, size: usize, flags: c_ulonglong) @ 12010 as "cuMulticastBindAddr";
    /// The driver function `cuMulticastUnbind`.
    ///
    /// [NVIDIA: Cuda Multicast](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html)
    fn cuMulticastUnbind(mcHandle: CUmemGenericAllocationHandle, dev: CUdevice, mcOffset: usize, size: usize) @ 12010 as "cuMulticastUnbind";
    /// The driver function `cuMulticastGetGranularity`.
    ///
    /// [NVIDIA: Cuda Multicast](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html)
    fn cuMulticastGetGranularity(granularity: *mut usize, prop: *const CUmulticastObjectProp, option: CUmulticastGranularity_flags) @ 12010 as "cuMulticastGetGranularity";
}
