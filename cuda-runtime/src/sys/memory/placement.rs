//! Memory management: symbols, pitched 3-D memory, batched operations and the rest of the group.
//!
//! NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::cudaStream_t;

super::area! {

/// The runtime's memory advise (a C enum).
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_enum]
pub enum cudaMemoryAdvise {
    /// The range is mostly read: keep read copies.
    cudaMemAdviseSetReadMostly = 1,
    /// Undo read-mostly.
    cudaMemAdviseUnsetReadMostly = 2,
    /// Keep the range at a location when possible.
    cudaMemAdviseSetPreferredLocation = 3,
    /// Undo the preferred location.
    cudaMemAdviseUnsetPreferredLocation = 4,
    /// A device will access the range: keep it mapped there.
    cudaMemAdviseSetAccessedBy = 5,
    /// Undo accessed-by for a device.
    cudaMemAdviseUnsetAccessedBy = 6,
}

/// Which property of a managed range `cudaMemRangeGetAttribute` reads.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_enum]
pub enum cudaMemRangeAttribute {
    /// Whether the range is read-mostly.
    cudaMemRangeAttributeReadMostly = 1,
    /// Its preferred location (device ordinal).
    cudaMemRangeAttributePreferredLocation = 2,
    /// The devices marked as accessing it.
    cudaMemRangeAttributeAccessedBy = 3,
    /// Where it was last prefetched to.
    cudaMemRangeAttributeLastPrefetchLocation = 4,
    /// The kind of its preferred location.
    cudaMemRangeAttributePreferredLocationType = 5,
    /// The ID of its preferred location.
    cudaMemRangeAttributePreferredLocationId = 6,
    /// The kind of its last prefetch location.
    cudaMemRangeAttributeLastPrefetchLocationType = 7,
    /// The ID of its last prefetch location.
    cudaMemRangeAttributeLastPrefetchLocationId = 8,
}

/// Kinds of memory location.
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_enum]
pub enum cudaMemLocationType {
    /// Invalid location type.
    cudaMemLocationTypeInvalid = 0,
    /// Location is unspecified.
    cudaMemLocationTypeNone = 0,
    /// A device; `id` is its ordinal.
    cudaMemLocationTypeDevice = 1,
    /// The host; `id` is not read.
    cudaMemLocationTypeHost = 2,
    /// A host NUMA node; `id` is its number.
    cudaMemLocationTypeHostNuma = 3,
    /// The NUMA node of the calling thread; `id` is not read.
    cudaMemLocationTypeHostNumaCurrent = 4,
    /// Invisible.
    cudaMemLocationTypeInvisible = 5,
    /// Device locality domain.
    cudaMemLocationTypeDeviceLocalityDomain = 6,
}

/// Specifies a memory location (`CUmemLocation`).
///
/// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
#[cuda_struct(size = 8, align = 4)]
pub struct cudaMemLocation {
    /// What kind of location this is; it says what `id` means.
    pub r#type: cudaMemLocationType,
    /// C11 unnamed union, held as its member `id`; `localized` overlay these bytes.
    pub id: c_int,
}

}

super::functions! {
    /// The device address of a device variable named by its host shadow.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaGetSymbolAddress(devPtr: *mut *mut c_void, symbol: *const c_void) @ 12000 as "cudaGetSymbolAddress";
    /// The size of a device variable named by its host shadow.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaGetSymbolSize(size: *mut usize, symbol: *const c_void) @ 12000 as "cudaGetSymbolSize";
    /// Migrates a managed range toward a location, in stream order.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemPrefetchAsync(devPtr: *const c_void, count: usize, location: cudaMemLocation, flags: c_uint, stream: cudaStream_t) @ 13000 as "cudaMemPrefetchAsync";
    /// Migrates several managed ranges, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemPrefetchBatchAsync(dptrs: *mut *mut c_void, sizes: *mut usize, count: usize, prefetchLocs: *mut cudaMemLocation, prefetchLocIdxs: *mut usize, numPrefetchLocs: usize, flags: c_ulonglong, stream: cudaStream_t) @ 13000 as "cudaMemPrefetchBatchAsync";
    /// Discards the contents of several managed ranges, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemDiscardBatchAsync(dptrs: *mut *mut c_void, sizes: *mut usize, count: usize, flags: c_ulonglong, stream: cudaStream_t) @ 13000 as "cudaMemDiscardBatchAsync";
    /// Discards and then prefetches several managed ranges, in stream order.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemDiscardAndPrefetchBatchAsync(dptrs: *mut *mut c_void, sizes: *mut usize, count: usize, prefetchLocs: *mut cudaMemLocation, prefetchLocIdxs: *mut usize, numPrefetchLocs: usize, flags: c_ulonglong, stream: cudaStream_t) @ 13000 as "cudaMemDiscardAndPrefetchBatchAsync";
    /// What a memory location (a device, a host NUMA node) is, as a struct of facts.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemGetLocationInfo(devPtr: *mut c_void, size: usize, summaryGranularity: usize, samplingGranularity: usize, location_out: *mut cudaMemLocation) @ 13050 as "cudaMemGetLocationInfo";
    /// Gives the driver a usage hint for a managed range.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemAdvise(devPtr: *const c_void, count: usize, advice: cudaMemoryAdvise, location: cudaMemLocation) @ 13000 as "cudaMemAdvise";
    /// Reads one attribute of a managed range.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemRangeGetAttribute(data: *mut c_void, dataSize: usize, attribute: cudaMemRangeAttribute, devPtr: *const c_void, count: usize) @ 12000 as "cudaMemRangeGetAttribute";
    /// Reads several attributes of a managed range.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemRangeGetAttributes(data: *mut *mut c_void, dataSizes: *mut usize, attributes: *mut cudaMemRangeAttribute, numAttributes: usize, devPtr: *const c_void, count: usize) @ 12000 as "cudaMemRangeGetAttributes";
    /// `cudaMemPrefetchAsync` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemPrefetchAsync_v12000(devPtr: *const c_void, count: usize, dstDevice: c_int, stream: cudaStream_t) = cudaMemPrefetchAsync @ 12000 as "cudaMemPrefetchAsync";
    /// Migrates a managed range toward a location, in stream order.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemPrefetchAsync_v2(devPtr: *const c_void, count: usize, location: cudaMemLocation, flags: c_uint, stream: cudaStream_t) @ 12000 as "cudaMemPrefetchAsync_v2";
    /// `cudaMemAdvise` as 12.x declared it (another prototype than 13.x's); only a 12.x runtime is asked for it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemAdvise_v12000(devPtr: *const c_void, count: usize, advice: cudaMemoryAdvise, device: c_int) = cudaMemAdvise @ 12000 as "cudaMemAdvise";
    /// Gives the driver a usage hint for a managed range.
    ///
    /// 12.x only: 13.0 dropped it.
    ///
    /// NVIDIA's documentation: [`CUDART_MEMORY`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html).
    fn cudaMemAdvise_v2(devPtr: *const c_void, count: usize, advice: cudaMemoryAdvise, location: cudaMemLocation) @ 12000 as "cudaMemAdvise_v2";
}
