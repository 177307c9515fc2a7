//! Multicast objects.
//!
//! NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).

use core::ffi::{c_uint, c_ulonglong};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUdevice, CUdeviceptr, CUmemGenericAllocationHandle};

super::area! {

/// Which granularity `cuMulticastGetGranularity` gives: minimum or recommended.
///
/// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
#[cuda_enum]
pub enum CUmulticastGranularity_flags {
    /// The smallest size allowed.
    CU_MULTICAST_GRANULARITY_MINIMUM = 0,
    /// The size that performs best.
    CU_MULTICAST_GRANULARITY_RECOMMENDED = 1,
}

/// Properties of a multicast object: devices, size, handle types.
///
/// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
#[cuda_struct(size = 32, align = 8)]
pub struct CUmulticastObjectProp {
    /// How many devices the object spans.
    pub numDevices: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Bytes the object spans.
    pub size: usize,
    /// OS handle types it may be exported as.
    pub handleTypes: c_ulonglong,
    /// Flags; see the constants this struct's functions accept (0: none).
    pub flags: c_ulonglong,
}

/// `CUmulticastObjectProp_v1`: another C name of `CUmulticastObjectProp`.
///
/// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
pub type CUmulticastObjectProp_v1 = CUmulticastObjectProp;

}

super::functions! {
    /// Creates a multicast object that mirrors writes to several devices.
    ///
    /// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
    fn cuMulticastCreate(mcHandle: *mut CUmemGenericAllocationHandle, prop: *const CUmulticastObjectProp) @ 12010 as "cuMulticastCreate";
    /// Makes a device one of a multicast object's members.
    ///
    /// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
    fn cuMulticastAddDevice(mcHandle: CUmemGenericAllocationHandle, dev: CUdevice) @ 12010 as "cuMulticastAddDevice";
    /// Backs a multicast object, on one member device, with physical memory.
    ///
    /// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
    fn cuMulticastBindMem(mcHandle: CUmemGenericAllocationHandle, mcOffset: usize, memHandle: CUmemGenericAllocationHandle, memOffset: usize, size: usize, flags: c_ulonglong) @ 12010 as "cuMulticastBindMem";
    /// `cuMulticastBindMem` at its 13.1 ABI (`cuMulticastBindMem_v2`): names the member device explicitly.
    ///
    /// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
    fn cuMulticastBindMem_v2(mcHandle: CUmemGenericAllocationHandle, dev: CUdevice, mcOffset: usize, memHandle: CUmemGenericAllocationHandle, memOffset: usize, size: usize, flags: c_ulonglong) = cuMulticastBindMem @ 13010 as "cuMulticastBindMem_v2";
    /// Binds mapped device memory at an address to a multicast object.
    ///
    /// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
    fn cuMulticastBindAddr(mcHandle: CUmemGenericAllocationHandle, mcOffset: usize, memptr: CUdeviceptr, size: usize, flags: c_ulonglong) @ 12010 as "cuMulticastBindAddr";
    /// `cuMulticastBindAddr` at its 13.1 ABI (`cuMulticastBindAddr_v2`): names the member device explicitly.
    ///
    /// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
    fn cuMulticastBindAddr_v2(mcHandle: CUmemGenericAllocationHandle, dev: CUdevice, mcOffset: usize, memptr: CUdeviceptr, size: usize, flags: c_ulonglong) = cuMulticastBindAddr @ 13010 as "cuMulticastBindAddr_v2";
    /// Unbinds a device's memory from a multicast object.
    ///
    /// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
    fn cuMulticastUnbind(mcHandle: CUmemGenericAllocationHandle, dev: CUdevice, mcOffset: usize, size: usize) @ 12010 as "cuMulticastUnbind";
    /// Gets the size granularity a multicast object needs.
    ///
    /// NVIDIA's documentation: [`CUDA_MULTICAST`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MULTICAST.html).
    fn cuMulticastGetGranularity(granularity: *mut usize, prop: *const CUmulticastObjectProp, option: CUmulticastGranularity_flags) @ 12010 as "cuMulticastGetGranularity";
}
