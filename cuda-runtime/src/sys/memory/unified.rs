//! Unified addressing: pointer attributes.
//!
//! NVIDIA's documentation: [`CUDART_UNIFIED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__UNIFIED.html).

use core::ffi::{c_int, c_long, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

super::area! {

/// Where memory lives: unregistered host, host, device, managed.
///
/// NVIDIA's documentation: [`CUDART_UNIFIED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__UNIFIED.html).
#[cuda_enum]
pub enum cudaMemoryType {
    /// Unregistered.
    cudaMemoryTypeUnregistered = 0,
    /// Host memory.
    cudaMemoryTypeHost = 1,
    /// Device memory.
    cudaMemoryTypeDevice = 2,
    /// Managed.
    cudaMemoryTypeManaged = 3,
}

/// What `cudaPointerGetAttributes` says of an address: its memory type, device, both views.
///
/// NVIDIA's documentation: [`CUDART_UNIFIED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__UNIFIED.html).
#[cuda_struct(size = 88, align = 8)]
pub struct cudaPointerAttributes {
    /// Type.
    pub r#type: cudaMemoryType,
    /// Device.
    pub device: c_int,
    /// Device pointer.
    pub devicePointer: *mut c_void,
    /// Host pointer.
    pub hostPointer: *mut c_void,
    /// C11 unnamed union, held as its member `localityDomainOrdinal`; `unused` overlay these bytes.
    pub localityDomainOrdinal: c_int,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_long; 7],
}

/// Reachable from every stream and device.
///
/// NVIDIA's documentation: [`CUDART_UNIFIED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__UNIFIED.html).
pub const cudaMemAttachGlobal: c_uint = 0x01;

/// Reachable from the host only, until attached elsewhere.
///
/// NVIDIA's documentation: [`CUDART_UNIFIED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__UNIFIED.html).
pub const cudaMemAttachHost: c_uint = 0x02;

/// Reachable from one stream.
///
/// NVIDIA's documentation: [`CUDART_UNIFIED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__UNIFIED.html).
pub const cudaMemAttachSingle: c_uint = 0x04;

}

super::functions! {
    /// Reads several attributes of a pointer at once.
    ///
    /// NVIDIA's documentation: [`CUDART_UNIFIED`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__UNIFIED.html).
    fn cudaPointerGetAttributes(attributes: *mut cudaPointerAttributes, ptr: *const c_void) @ 12000 as "cudaPointerGetAttributes";
}
