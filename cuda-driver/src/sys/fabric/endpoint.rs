//! Logical endpoints: fabric-addressable memory ranges, their ids, binding, export and import.
//!
//! NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).

use core::ffi::{c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUdevice, CUmemGenericAllocationHandle, cuuint32_t, cuuint64_t};

super::area! {

/// The id of a logical endpoint, from a range reserved with `cuLogicalEndpointIdReserve` (13.3).
///
/// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
#[cuda_handle]
pub struct CUlogicalEndpointId(cuuint32_t);

/// How a logical endpoint is shared with another process (13.3).
///
/// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
#[cuda_enum]
pub enum CUlogicalEndpointIpcHandleType {
    /// Not shareable.
    CU_LOGICAL_ENDPOINT_IPC_HANDLE_TYPE_NONE = 0,
    /// Shared as a fabric handle (`CUlogicalEndpointFabricHandle`).
    CU_LOGICAL_ENDPOINT_IPC_HANDLE_TYPE_FABRIC = 1,
}

/// The 64 opaque bytes that carry a logical endpoint to another process (13.3).
///
/// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
#[cuda_struct(size = 64, align = 1)]
pub struct CUlogicalEndpointFabricHandle {
    /// The handle's bytes, as the driver wrote them.
    pub data: [c_uchar; 64],
}

/// Whether a logical endpoint has one owning device or a team of devices (13.3).
///
/// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
#[cuda_enum]
pub enum CUlogicalEndpointType {
    /// Not a valid type (the zero value).
    CU_LOGICAL_ENDPOINT_TYPE_INVALID = 0,
    /// One owner device; `unicast.device` names it.
    CU_LOGICAL_ENDPOINT_TYPE_UNICAST = 1,
    /// A team of devices; `multicast.numDevices` says how many.
    CU_LOGICAL_ENDPOINT_TYPE_MULTICAST = 2,
}

/// Flags of `CUlogicalEndpointProp::flags` (13.3).
///
/// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
#[cuda_enum]
pub enum CUlogicalEndpointFlag {
    /// No flags.
    CU_LOGICAL_ENDPOINT_FLAG_NONE = 0,
    /// The endpoint will be used with counted operations.
    CU_LOGICAL_ENDPOINT_FLAG_COUNTED_OPS = 1,
}

/// The multicast form of the logical-endpoint properties (`unicast`, with its `device`, overlays the same four bytes).
///
/// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
#[anonymous_in(CUlogicalEndpointProp.multicast)]
#[cuda_struct(size = 4, align = 4)]
pub struct CUlogicalEndpointProp_multicast {
    /// How many devices the team has; for a unicast endpoint these bytes are the owner `CUdevice`.
    pub numDevices: c_uint,
}

/// What a logical endpoint is to be: its type, owner or team size, length, export types and flags (13.3).
///
/// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
#[cuda_struct(size = 24, align = 8)]
pub struct CUlogicalEndpointProp {
    /// Unicast or multicast.
    pub r#type: CUlogicalEndpointType,
    /// C11 unnamed union, held as its member `multicast`; `unicast` overlay these bytes.
    pub multicast: CUlogicalEndpointProp_multicast,
    /// Length of the endpoint in bytes.
    pub size: c_ulonglong,
    /// Bit set of the `CUlogicalEndpointIpcHandleType`s it may be exported as.
    pub ipcHandleTypes: c_uint,
    /// Bit set of `CUlogicalEndpointFlag`.
    pub flags: c_uint,
}

}

super::functions! {
    /// Reserves `count` consecutive logical endpoint ids and writes the first (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointIdReserve(baseLeId: *mut CUlogicalEndpointId, count: cuuint32_t) @ 13030 as "cuLogicalEndpointIdReserve";
    /// Gives back a range of ids taken with `cuLogicalEndpointIdReserve` (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointIdRelease(baseLeId: CUlogicalEndpointId, count: cuuint32_t) @ 13030 as "cuLogicalEndpointIdRelease";
    /// Makes a logical endpoint with the given properties under a reserved id (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointCreate(leId: CUlogicalEndpointId, prop: *const CUlogicalEndpointProp) @ 13030 as "cuLogicalEndpointCreate";
    /// Adds a device to the team of a multicast logical endpoint (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointAddDevice(leId: CUlogicalEndpointId, dev: CUdevice) @ 13030 as "cuLogicalEndpointAddDevice";
    /// Ends a logical endpoint; its id stays reserved (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointDestroy(leId: CUlogicalEndpointId) @ 13030 as "cuLogicalEndpointDestroy";
    /// Backs a range of a logical endpoint, for one device, with mapped memory at an address (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointBindAddr(leId: CUlogicalEndpointId, dev: CUdevice, offset: cuuint64_t, ptr: *mut c_void, size: cuuint64_t, flags: c_ulonglong) @ 13030 as "cuLogicalEndpointBindAddr";
    /// Backs a range of a logical endpoint, for one device, with a physical allocation handle (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointBindMem(leId: CUlogicalEndpointId, dev: CUdevice, offset: cuuint64_t, memHandle: CUmemGenericAllocationHandle, memOffset: cuuint64_t, size: cuuint64_t, flags: c_ulonglong) @ 13030 as "cuLogicalEndpointBindMem";
    /// Removes the backing of a range of a logical endpoint for one device (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointUnbind(leId: CUlogicalEndpointId, dev: CUdevice, offset: cuuint64_t, size: cuuint64_t) @ 13030 as "cuLogicalEndpointUnbind";
    /// Writes a shareable handle of the requested type for a logical endpoint (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointExport(handle: *mut c_void, leId: CUlogicalEndpointId, handleType: CUlogicalEndpointIpcHandleType) @ 13030 as "cuLogicalEndpointExport";
    /// Opens, under a local id, a logical endpoint another process exported (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointImport(leId: CUlogicalEndpointId, handle: *const c_void, handleType: CUlogicalEndpointIpcHandleType) @ 13030 as "cuLogicalEndpointImport";
    /// The binding alignment and largest size that endpoints with these properties allow (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointGetLimits(bindAlignment: *mut cuuint64_t, maxSize: *mut cuuint64_t, prop: *const CUlogicalEndpointProp) @ 13030 as "cuLogicalEndpointGetLimits";
    /// Asks whether every endpoint of an id range is fully set up; the answer goes to `*queryStatus` (13.3).
    ///
    /// NVIDIA's documentation: [`CUDA_LOGICAL_ENDPOINT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LOGICAL__ENDPOINT.html).
    fn cuLogicalEndpointQuery(leId: CUlogicalEndpointId, count: cuuint32_t, queryStatus: *mut c_int) @ 13030 as "cuLogicalEndpointQuery";
}
