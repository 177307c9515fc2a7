//! Peer device memory access.
//!
//! NVIDIA's documentation: [`CUDART_PEER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__PEER.html).

use core::ffi::{c_int, c_uint};

super::area! {}

super::functions! {
    /// Whether one device can access another's memory.
    ///
    /// NVIDIA's documentation: [`CUDART_PEER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__PEER.html).
    fn cudaDeviceCanAccessPeer(canAccessPeer: *mut c_int, device: c_int, peerDevice: c_int) @ 12000 as "cudaDeviceCanAccessPeer";
    /// Lets the current context access a peer context's memory.
    ///
    /// NVIDIA's documentation: [`CUDART_PEER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__PEER.html).
    fn cudaDeviceEnablePeerAccess(peerDevice: c_int, flags: c_uint) @ 12000 as "cudaDeviceEnablePeerAccess";
    /// Ends the current context's access to a peer context's memory, unregistering what was registered.
    ///
    /// NVIDIA's documentation: [`CUDART_PEER`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__PEER.html).
    fn cudaDeviceDisablePeerAccess(peerDevice: c_int) @ 12000 as "cudaDeviceDisablePeerAccess";
}
