//! Peer context memory access.
//!
//! [NVIDIA: Cuda Peer Access](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html)

use core::ffi::{c_int, c_uint};

use super::{CUatomicOperation, CUcontext, CUdevice, CUdevice_P2PAttribute};

super::area! {}

super::functions! {
    /// Whether one device can access another's memory.
    fn cuDeviceCanAccessPeer(canAccessPeer: *mut c_int, dev: CUdevice, peerDev: CUdevice) @ 4000 as "cuDeviceCanAccessPeer";
    /// Lets the current context access a peer context's memory.
    fn cuCtxEnablePeerAccess(peerContext: CUcontext, Flags: c_uint) @ 4000 as "cuCtxEnablePeerAccess";
    /// Ends the current context's access to a peer context's memory, unregistering what was registered.
    fn cuCtxDisablePeerAccess(peerContext: CUcontext) @ 4000 as "cuCtxDisablePeerAccess";
    /// One attribute of the link from one device to another.
    fn cuDeviceGetP2PAttribute(value: *mut c_int, attrib: CUdevice_P2PAttribute, srcDevice: CUdevice, dstDevice: CUdevice) @ 8000 as "cuDeviceGetP2PAttribute";
    /// The driver function `cuDeviceGetP2PAtomicCapabilities`.
    ///
    /// [NVIDIA: Cuda Peer Access](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html)
    fn cuDeviceGetP2PAtomicCapabilities(capabilities: *mut c_uint, operations: *const CUatomicOperation, count: c_uint, srcDevice: CUdevice, dstDevice: CUdevice) @ 13000 as "cuDeviceGetP2PAtomicCapabilities";
}
