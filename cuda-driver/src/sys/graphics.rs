//! Graphics interoperability (the API-neutral part).
//!
//! NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).

use core::ffi::{c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::{CUarray, CUdeviceptr, CUmipmappedArray, CUstream};

super::area! {

/// A graphics API resource registered with CUDA (`struct CUgraphicsResource_st *`).
///
/// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
#[cuda_handle]
pub struct CUgraphicsResource(*mut c_void);

/// How a graphics resource will be used once registered (bit set).
///
/// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
#[cuda_enum]
pub enum CUgraphicsRegisterFlags {
    /// No restriction.
    CU_GRAPHICS_REGISTER_FLAGS_NONE = 0,
    /// CUDA only reads it.
    CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY = 1,
    /// CUDA overwrites it entirely.
    CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD = 2,
    /// It may be bound to a surface.
    CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST = 4,
    /// Texture gather may be used on it.
    CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER = 8,
}

/// How a mapped graphics resource will be used (bit set).
///
/// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
#[cuda_enum]
pub enum CUgraphicsMapResourceFlags {
    /// No restriction.
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE = 0,
    /// CUDA only reads it while mapped.
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY = 1,
    /// CUDA overwrites it entirely while mapped.
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD = 2,
}

}

super::functions! {
    /// Unregisters a graphics resource from CUDA, ending its interop.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
    fn cuGraphicsUnregisterResource(resource: CUgraphicsResource) @ 3000 as "cuGraphicsUnregisterResource";
    /// Gets the CUDA array for one face or mip level of a mapped graphics texture.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
    fn cuGraphicsSubResourceGetMappedArray(pArray: *mut CUarray, resource: CUgraphicsResource, arrayIndex: c_uint, mipLevel: c_uint) @ 3000 as "cuGraphicsSubResourceGetMappedArray";
    /// Gets the mipmapped array a mapped graphics resource is seen as.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
    fn cuGraphicsResourceGetMappedMipmappedArray(pMipmappedArray: *mut CUmipmappedArray, resource: CUgraphicsResource) @ 5000 as "cuGraphicsResourceGetMappedMipmappedArray";
    /// Gets the device address and size of a mapped graphics buffer.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
    fn cuGraphicsResourceGetMappedPointer(pDevPtr: *mut CUdeviceptr, pSize: *mut usize, resource: CUgraphicsResource) @ 3020 as "cuGraphicsResourceGetMappedPointer_v2";
    /// Sets how a graphics resource will be used (read-only, write-discard) when next mapped.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
    fn cuGraphicsResourceSetMapFlags(resource: CUgraphicsResource, flags: c_uint) @ 6050 as "cuGraphicsResourceSetMapFlags_v2";
    /// Maps graphics resources for CUDA's use, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
    fn cuGraphicsMapResources(count: c_uint, resources: *mut CUgraphicsResource, hStream: CUstream) @ 3000 as "cuGraphicsMapResources";
    /// Unmaps graphics resources, handing them back to the graphics API, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDA_GRAPHICS`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPHICS.html).
    fn cuGraphicsUnmapResources(count: c_uint, resources: *mut CUgraphicsResource, hStream: CUstream) @ 3000 as "cuGraphicsUnmapResources";
}
