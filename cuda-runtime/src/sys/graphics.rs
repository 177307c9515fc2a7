//! Graphics interoperability (the API-neutral part).
//!
//! NVIDIA's documentation: [`CUDART_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__INTEROP.html).

use core::ffi::{c_int, c_uint, c_void};
use cuda_struct::cuda_handle;

use super::{cudaArray_t, cudaMipmappedArray_t, cudaStream_t};

super::area! {

/// A graphics API resource registered with CUDA (`struct CUgraphicsResource_st *`).
///
/// NVIDIA's documentation: [`CUDART_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__INTEROP.html).
#[cuda_handle]
pub struct cudaGraphicsResource_t(*mut c_void);

}

super::functions! {
    /// Unregisters a graphics resource from CUDA, ending its interop.
    ///
    /// NVIDIA's documentation: [`CUDART_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__INTEROP.html).
    fn cudaGraphicsUnregisterResource(resource: cudaGraphicsResource_t) @ 12000 as "cudaGraphicsUnregisterResource";
    /// Sets how a graphics resource will be used (read-only, write-discard) when next mapped.
    ///
    /// NVIDIA's documentation: [`CUDART_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__INTEROP.html).
    fn cudaGraphicsResourceSetMapFlags(resource: cudaGraphicsResource_t, flags: c_uint) @ 12000 as "cudaGraphicsResourceSetMapFlags";
    /// Maps graphics resources for CUDA's use, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__INTEROP.html).
    fn cudaGraphicsMapResources(count: c_int, resources: *mut cudaGraphicsResource_t, stream: cudaStream_t) @ 12000 as "cudaGraphicsMapResources";
    /// Unmaps graphics resources, handing them back to the graphics API, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__INTEROP.html).
    fn cudaGraphicsUnmapResources(count: c_int, resources: *mut cudaGraphicsResource_t, stream: cudaStream_t) @ 12000 as "cudaGraphicsUnmapResources";
    /// Gets the device address and size of a mapped graphics buffer.
    ///
    /// NVIDIA's documentation: [`CUDART_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__INTEROP.html).
    fn cudaGraphicsResourceGetMappedPointer(devPtr: *mut *mut c_void, size: *mut usize, resource: cudaGraphicsResource_t) @ 12000 as "cudaGraphicsResourceGetMappedPointer";
    /// Gets the CUDA array for one face or mip level of a mapped graphics texture.
    ///
    /// NVIDIA's documentation: [`CUDART_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__INTEROP.html).
    fn cudaGraphicsSubResourceGetMappedArray(array: *mut cudaArray_t, resource: cudaGraphicsResource_t, arrayIndex: c_uint, mipLevel: c_uint) @ 12000 as "cudaGraphicsSubResourceGetMappedArray";
    /// Gets the mipmapped array a mapped graphics resource is seen as.
    ///
    /// NVIDIA's documentation: [`CUDART_INTEROP`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__INTEROP.html).
    fn cudaGraphicsResourceGetMappedMipmappedArray(mipmappedArray: *mut cudaMipmappedArray_t, resource: cudaGraphicsResource_t) @ 12000 as "cudaGraphicsResourceGetMappedMipmappedArray";
}
