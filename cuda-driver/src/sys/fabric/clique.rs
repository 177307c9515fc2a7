//! Fabric clique information: the cliques a device belongs to.
//!
//! NVIDIA's documentation: [`CUDA_CLIQUE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CLIQUE.html).

use core::ffi::c_uint;
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUdevice, CUuuid};

super::area! {

/// Kinds of fabric clique: by pointer or by logical endpoint, one device or many (13.4).
///
/// NVIDIA's documentation: [`CUDA_CLIQUE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CLIQUE.html).
#[cuda_enum]
pub enum CUcliqueType {
    /// Devices that reach one another's memory through plain pointers.
    CU_CLIQUE_TYPE_UNICAST_POINTER = 0,
    /// Devices that share multicast objects through pointers.
    CU_CLIQUE_TYPE_MULTICAST_POINTER = 1,
    /// Devices that reach one another through unicast logical endpoints.
    CU_CLIQUE_TYPE_UNICAST_LOGICAL_ENDPOINT = 2,
    /// Devices that share multicast logical endpoints.
    CU_CLIQUE_TYPE_MULTICAST_LOGICAL_ENDPOINT = 3,
}

/// One clique a device is a member of: its kind and its id (13.4).
///
/// NVIDIA's documentation: [`CUDA_CLIQUE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CLIQUE.html).
#[cuda_struct(size = 8, align = 4)]
pub struct CUcliqueInfo {
    /// The kind of clique.
    pub r#type: CUcliqueType,
    /// The clique's id, the same for every member device.
    pub id: c_uint,
}

}

super::functions! {
    /// Writes the UUID of the fabric cluster the device belongs to (13.4).
    ///
    /// NVIDIA's documentation: [`CUDA_CLIQUE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CLIQUE.html).
    fn cuDeviceGetFabricClusterUuid(uuid: *mut CUuuid, dev: CUdevice) @ 13040 as "cuDeviceGetFabricClusterUuid";
    /// Counts the cliques a device is a member of (13.4).
    ///
    /// NVIDIA's documentation: [`CUDA_CLIQUE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CLIQUE.html).
    fn cuDeviceGetCliqueCount(count: *mut usize, dev: CUdevice) @ 13040 as "cuDeviceGetCliqueCount";
    /// Fills an array of `*count` entries with the device's cliques and sets `*count` to how many it wrote (13.4).
    ///
    /// NVIDIA's documentation: [`CUDA_CLIQUE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CLIQUE.html).
    fn cuDeviceGetCliqueInfo(cliqueInfo: *mut CUcliqueInfo, count: *mut usize, dev: CUdevice) @ 13040 as "cuDeviceGetCliqueInfo";
}
