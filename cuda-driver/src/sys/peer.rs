//! Peer context memory access.
//!
//! NVIDIA's documentation: [`CUDA_PEER_ACCESS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html).

use core::ffi::{c_int, c_uint};
use cuda_struct::cuda_enum;

use super::{CUatomicOperation, CUcontext, CUdevice};

super::area! {

/// What can be asked about the link between two devices (`cuDeviceGetP2PAttribute`).
///
/// NVIDIA's documentation: [`CUDA_PEER_ACCESS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html).
#[cuda_enum]
pub enum CUdevice_P2PAttribute {
    /// How well the link performs, relative to the other links.
    CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK = 0x01,
    /// P2P Access is enable.
    CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED = 0x02,
    /// Whether every CUDA atomic works over the link.
    CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED = 0x03,
    /// Deprecated, use CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED instead.
    CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED = 0x04,
    /// Whether the link lets one device access the other's CUDA arrays.
    CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED = 0x04,
    /// Whether only some CUDA atomics work over the link.
    CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED = 0x05,
}

}

super::functions! {
    /// Whether one device can access another's memory.
    ///
    /// NVIDIA's documentation: [`CUDA_PEER_ACCESS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html).
    fn cuDeviceCanAccessPeer(canAccessPeer: *mut c_int, dev: CUdevice, peerDev: CUdevice) @ 4000 as "cuDeviceCanAccessPeer";
    /// Lets the current context access a peer context's memory.
    ///
    /// NVIDIA's documentation: [`CUDA_PEER_ACCESS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html).
    fn cuCtxEnablePeerAccess(peerContext: CUcontext, Flags: c_uint) @ 4000 as "cuCtxEnablePeerAccess";
    /// Ends the current context's access to a peer context's memory, unregistering what was registered.
    ///
    /// NVIDIA's documentation: [`CUDA_PEER_ACCESS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html).
    fn cuCtxDisablePeerAccess(peerContext: CUcontext) @ 4000 as "cuCtxDisablePeerAccess";
    /// One attribute of the link from one device to another.
    ///
    /// NVIDIA's documentation: [`CUDA_PEER_ACCESS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html).
    fn cuDeviceGetP2PAttribute(value: *mut c_int, attrib: CUdevice_P2PAttribute, srcDevice: CUdevice, dstDevice: CUdevice) @ 8000 as "cuDeviceGetP2PAttribute";
    /// Tells which atomic operations work over the link between two devices.
    ///
    /// NVIDIA's documentation: [`CUDA_PEER_ACCESS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html).
    fn cuDeviceGetP2PAtomicCapabilities(capabilities: *mut c_uint, operations: *const CUatomicOperation, count: c_uint, srcDevice: CUdevice, dstDevice: CUdevice) @ 13000 as "cuDeviceGetP2PAtomicCapabilities";
}
