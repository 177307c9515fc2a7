//! Memory management: device and host allocations, copies, memsets, arrays, pointer attributes, virtual memory and pool types, and stream-ordered allocation.
//!
//! [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)

use core::ffi::{c_char, c_int, c_uchar, c_uint, c_ulonglong, c_ushort, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUcontext, CUdevice};

super::area! {

/// CUDA device pointer: an unsigned integer the size of a pointer on the target platform.
#[cuda_handle(send, sync)]
pub struct CUdeviceptr(c_ulonglong);

/// CUDA array (`struct CUarray_st *`).
#[cuda_handle(send, sync)]
pub struct CUarray(*mut c_void);

/// CUDA memory pool (`struct CUmemPoolHandle_st *`).
#[cuda_handle(send, sync)]
pub struct CUmemoryPool(*mut c_void);

/// A generic memory allocation handle (`cuMemCreate`).
#[cuda_handle(send, sync)]
pub struct CUmemGenericAllocationHandle(c_ulonglong);

/// Memory types.
#[cuda_enum]
pub enum CUmemorytype {
    /// Host memory.
    CU_MEMORYTYPE_HOST = 0x01,
    /// Device memory.
    CU_MEMORYTYPE_DEVICE = 0x02,
    /// Array memory.
    CU_MEMORYTYPE_ARRAY = 0x03,
    /// Unified device or host memory.
    CU_MEMORYTYPE_UNIFIED = 0x04,
}

/// Array formats.
#[cuda_enum]
pub enum CUarray_format {
    /// Unsigned 8-bit integers.
    CU_AD_FORMAT_UNSIGNED_INT8 = 0x01,
    /// Unsigned 16-bit integers.
    CU_AD_FORMAT_UNSIGNED_INT16 = 0x02,
    /// Unsigned 32-bit integers.
    CU_AD_FORMAT_UNSIGNED_INT32 = 0x03,
    /// Signed 8-bit integers.
    CU_AD_FORMAT_SIGNED_INT8 = 0x08,
    /// Signed 16-bit integers.
    CU_AD_FORMAT_SIGNED_INT16 = 0x09,
    /// Signed 32-bit integers.
    CU_AD_FORMAT_SIGNED_INT32 = 0x0a,
    /// 16-bit floating point.
    CU_AD_FORMAT_HALF = 0x10,
    /// 32-bit floating point.
    CU_AD_FORMAT_FLOAT = 0x20,
    /// 8-bit YUV planar format, with 4:2:0 sampling.
    CU_AD_FORMAT_NV12 = 0xb0,
    /// 1 channel unsigned 8-bit normalized integer.
    CU_AD_FORMAT_UNORM_INT8X1 = 0xc0,
    /// 2 channel unsigned 8-bit normalized integer.
    CU_AD_FORMAT_UNORM_INT8X2 = 0xc1,
    /// 4 channel unsigned 8-bit normalized integer.
    CU_AD_FORMAT_UNORM_INT8X4 = 0xc2,
    /// 1 channel unsigned 16-bit normalized integer.
    CU_AD_FORMAT_UNORM_INT16X1 = 0xc3,
    /// 2 channel unsigned 16-bit normalized integer.
    CU_AD_FORMAT_UNORM_INT16X2 = 0xc4,
    /// 4 channel unsigned 16-bit normalized integer.
    CU_AD_FORMAT_UNORM_INT16X4 = 0xc5,
    /// 1 channel signed 8-bit normalized integer.
    CU_AD_FORMAT_SNORM_INT8X1 = 0xc6,
    /// 2 channel signed 8-bit normalized integer.
    CU_AD_FORMAT_SNORM_INT8X2 = 0xc7,
    /// 4 channel signed 8-bit normalized integer.
    CU_AD_FORMAT_SNORM_INT8X4 = 0xc8,
    /// 1 channel signed 16-bit normalized integer.
    CU_AD_FORMAT_SNORM_INT16X1 = 0xc9,
    /// 2 channel signed 16-bit normalized integer.
    CU_AD_FORMAT_SNORM_INT16X2 = 0xca,
    /// 4 channel signed 16-bit normalized integer.
    CU_AD_FORMAT_SNORM_INT16X4 = 0xcb,
    /// 4 channel unsigned normalized block-compressed (BC1 compression) format.
    CU_AD_FORMAT_BC1_UNORM = 0x91,
    /// 4 channel unsigned normalized block-compressed (BC1 compression) format with sRGB encoding.
    CU_AD_FORMAT_BC1_UNORM_SRGB = 0x92,
    /// 4 channel unsigned normalized block-compressed (BC2 compression) format.
    CU_AD_FORMAT_BC2_UNORM = 0x93,
    /// 4 channel unsigned normalized block-compressed (BC2 compression) format with sRGB encoding.
    CU_AD_FORMAT_BC2_UNORM_SRGB = 0x94,
    /// 4 channel unsigned normalized block-compressed (BC3 compression) format.
    CU_AD_FORMAT_BC3_UNORM = 0x95,
    /// 4 channel unsigned normalized block-compressed (BC3 compression) format with sRGB encoding.
    CU_AD_FORMAT_BC3_UNORM_SRGB = 0x96,
    /// 1 channel unsigned normalized block-compressed (BC4 compression) format.
    CU_AD_FORMAT_BC4_UNORM = 0x97,
    /// 1 channel signed normalized block-compressed (BC4 compression) format.
    CU_AD_FORMAT_BC4_SNORM = 0x98,
    /// 2 channel unsigned normalized block-compressed (BC5 compression) format.
    CU_AD_FORMAT_BC5_UNORM = 0x99,
    /// 2 channel signed normalized block-compressed (BC5 compression) format.
    CU_AD_FORMAT_BC5_SNORM = 0x9a,
    /// 3 channel unsigned half-float block-compressed (BC6H compression) format.
    CU_AD_FORMAT_BC6H_UF16 = 0x9b,
    /// 3 channel signed half-float block-compressed (BC6H compression) format.
    CU_AD_FORMAT_BC6H_SF16 = 0x9c,
    /// 4 channel unsigned normalized block-compressed (BC7 compression) format.
    CU_AD_FORMAT_BC7_UNORM = 0x9d,
    /// 4 channel unsigned normalized block-compressed (BC7 compression) format with sRGB encoding.
    CU_AD_FORMAT_BC7_UNORM_SRGB = 0x9e,
    /// 10-bit YUV planar format, with 4:2:0 sampling.
    CU_AD_FORMAT_P010 = 0x9f,
    /// 16-bit YUV planar format, with 4:2:0 sampling.
    CU_AD_FORMAT_P016 = 0xa1,
    /// 8-bit YUV planar format, with 4:2:2 sampling.
    CU_AD_FORMAT_NV16 = 0xa2,
    /// 10-bit YUV planar format, with 4:2:2 sampling.
    CU_AD_FORMAT_P210 = 0xa3,
    /// 16-bit YUV planar format, with 4:2:2 sampling.
    CU_AD_FORMAT_P216 = 0xa4,
    /// 2 channel, 8-bit YUV packed planar format, with 4:2:2 sampling.
    CU_AD_FORMAT_YUY2 = 0xa5,
    /// 2 channel, 10-bit YUV packed planar format, with 4:2:2 sampling.
    CU_AD_FORMAT_Y210 = 0xa6,
    /// 2 channel, 16-bit YUV packed planar format, with 4:2:2 sampling.
    CU_AD_FORMAT_Y216 = 0xa7,
    /// 4 channel, 8-bit YUV packed planar format, with 4:4:4 sampling.
    CU_AD_FORMAT_AYUV = 0xa8,
    /// 10-bit YUV packed planar format, with 4:4:4 sampling.
    CU_AD_FORMAT_Y410 = 0xa9,
    /// 4 channel, 12-bit YUV packed planar format, with 4:4:4 sampling.
    CU_AD_FORMAT_Y416 = 0xb1,
    /// 3 channel 8-bit YUV planar format, with 4:4:4 sampling.
    CU_AD_FORMAT_Y444_PLANAR8 = 0xb2,
    /// 3 channel 10-bit YUV planar format, with 4:4:4 sampling.
    CU_AD_FORMAT_Y444_PLANAR10 = 0xb3,
    /// 3 channel 8-bit YUV semi-planar format, with 4:4:4 sampling.
    CU_AD_FORMAT_YUV444_8bit_SemiPlanar = 0xb4,
    /// 3 channel 16-bit YUV semi-planar format, with 4:4:4 sampling.
    CU_AD_FORMAT_YUV444_16bit_SemiPlanar = 0xb5,
    /// 4 channel unorm R10G10B10A2 RGB format.
    CU_AD_FORMAT_UNORM_INT_101010_2 = 0x50,
    /// The C constant `CU_AD_FORMAT_MAX`.
    CU_AD_FORMAT_MAX = 0x7fffffff,
}

/// Pointer information.
#[cuda_enum]
pub enum CUpointer_attribute {
    /// The `CUcontext` on which a pointer was allocated or registered.
    CU_POINTER_ATTRIBUTE_CONTEXT = 1,
    /// The `CUmemorytype` describing the physical location of a pointer.
    CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
    /// The address at which a pointer's memory may be accessed on the device.
    CU_POINTER_ATTRIBUTE_DEVICE_POINTER = 3,
    /// The address at which a pointer's memory may be accessed on the host.
    CU_POINTER_ATTRIBUTE_HOST_POINTER = 4,
    /// A pair of tokens for use with the nv-p2p.h Linux kernel interface.
    CU_POINTER_ATTRIBUTE_P2P_TOKENS = 5,
    /// Synchronize every synchronous memory operation initiated on this region.
    CU_POINTER_ATTRIBUTE_SYNC_MEMOPS = 6,
    /// A process-wide unique ID for an allocated memory region.
    CU_POINTER_ATTRIBUTE_BUFFER_ID = 7,
    /// Indicates if the pointer points to managed memory.
    CU_POINTER_ATTRIBUTE_IS_MANAGED = 8,
    /// A device ordinal of a device on which a pointer was allocated or registered.
    CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9,
    /// 1 if this pointer maps to an allocation that is suitable for `cudaIpcGetMemHandle`, 0 otherwise.
    CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE = 10,
    /// Starting address for this requested pointer.
    CU_POINTER_ATTRIBUTE_RANGE_START_ADDR = 11,
    /// Size of the address range for this requested pointer.
    CU_POINTER_ATTRIBUTE_RANGE_SIZE = 12,
    /// 1 if this pointer is in a valid address range that is mapped to a backing allocation, 0 otherwise.
    CU_POINTER_ATTRIBUTE_MAPPED = 13,
    /// Bitmask of allowed `CUmemAllocationHandleType` for this allocation.
    CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES = 14,
    /// 1 if the memory this pointer is referencing can be used with the GPUDirect RDMA API.
    CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE = 15,
    /// Returns the access flags the device associated with the current context has on the corresponding memory referenced by the pointer given.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAGS = 16,
    /// Returns the mempool handle for the allocation if it was allocated from a mempool.
    CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE = 17,
    /// Size of the actual underlying mapping that the pointer belongs to.
    CU_POINTER_ATTRIBUTE_MAPPING_SIZE = 18,
    /// The start address of the mapping that the pointer belongs to.
    CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR = 19,
    /// A process-wide unique id corresponding to the physical allocation the pointer belongs to.
    CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID = 20,
    /// Returns in `*data` a boolean that indicates whether the pointer points to memory that is capable to be used for hardware accelerated decompression.
    CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE = 21,
}

/// Defines the allocation types available.
#[cuda_enum]
pub enum CUmemAllocationType {
    /// Invalid allocation type.
    CU_MEM_ALLOCATION_TYPE_INVALID = 0x0,
    /// This allocation type is 'pinned', i.e. cannot migrate from its current location while the application is actively using it.
    CU_MEM_ALLOCATION_TYPE_PINNED = 0x1,
    /// This allocation type is managed memory.
    CU_MEM_ALLOCATION_TYPE_MANAGED = 0x2,
    /// The C constant `CU_MEM_ALLOCATION_TYPE_MAX`.
    CU_MEM_ALLOCATION_TYPE_MAX = 0x7fffffff,
}

/// Specifies the type of location.
#[cuda_enum]
pub enum CUmemLocationType {
    /// Invalid location type.
    CU_MEM_LOCATION_TYPE_INVALID = 0x0,
    /// Location is unspecified.
    CU_MEM_LOCATION_TYPE_NONE = 0x0,
    /// Location is a device location, thus id is a device ordinal.
    CU_MEM_LOCATION_TYPE_DEVICE = 0x1,
    /// Location is host, id is ignored.
    CU_MEM_LOCATION_TYPE_HOST = 0x2,
    /// Location is a host NUMA node, thus id is a host NUMA node id.
    CU_MEM_LOCATION_TYPE_HOST_NUMA = 0x3,
    /// Location is a host NUMA node of the current thread, id is ignored.
    CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT = 0x4,
    /// The C constant `CU_MEM_LOCATION_TYPE_MAX`.
    CU_MEM_LOCATION_TYPE_MAX = 0x7fffffff,
}

/// Flags for specifying particular handle types.
#[cuda_enum]
pub enum CUmemAllocationHandleType {
    /// Does not allow any export mechanism.
    CU_MEM_HANDLE_TYPE_NONE = 0x0,
    /// Allows a file descriptor to be used for exporting.
    CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR = 0x1,
    /// Allows a Win32 NT handle to be used for exporting.
    CU_MEM_HANDLE_TYPE_WIN32 = 0x2,
    /// Allows a Win32 KMT handle to be used for exporting.
    CU_MEM_HANDLE_TYPE_WIN32_KMT = 0x4,
    /// Allows a fabric handle to be used for exporting.
    CU_MEM_HANDLE_TYPE_FABRIC = 0x8,
    /// The C constant `CU_MEM_HANDLE_TYPE_MAX`.
    CU_MEM_HANDLE_TYPE_MAX = 0x7fffffff,
}

/// Specifies compression attribute for an allocation.
#[cuda_enum]
pub enum CUmemAllocationCompType {
    /// Allocating non-compressible memory.
    CU_MEM_ALLOCATION_COMP_NONE = 0x0,
    /// Allocating compressible memory.
    CU_MEM_ALLOCATION_COMP_GENERIC = 0x1,
}

/// Flag for requesting different optimal and required granularities for an allocation.
#[cuda_enum]
pub enum CUmemAllocationGranularity_flags {
    /// Minimum required granularity for allocation.
    CU_MEM_ALLOC_GRANULARITY_MINIMUM = 0x0,
    /// Recommended granularity for allocation for best performance.
    CU_MEM_ALLOC_GRANULARITY_RECOMMENDED = 0x1,
}

/// Specifies the memory protection flags for mapping.
#[cuda_enum]
pub enum CUmemAccess_flags {
    /// Default, make the address range not accessible.
    CU_MEM_ACCESS_FLAGS_PROT_NONE = 0x0,
    /// Make the address range read accessible.
    CU_MEM_ACCESS_FLAGS_PROT_READ = 0x1,
    /// Make the address range read-write accessible.
    CU_MEM_ACCESS_FLAGS_PROT_READWRITE = 0x3,
    /// The C constant `CU_MEM_ACCESS_FLAGS_PROT_MAX`.
    CU_MEM_ACCESS_FLAGS_PROT_MAX = 0x7fffffff,
}

/// 2D memory copy parameters (`CUDA_MEMCPY2D`, the `CUDA_MEMCPY2D_v2` layout).
#[cuda_struct(size = 128, align = 8)]
pub struct CUDA_MEMCPY2D {
    /// Source X in bytes.
    pub srcXInBytes: usize,
    /// Source Y.
    pub srcY: usize,
    /// Source memory type (host, device, array).
    pub srcMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Source host pointer.
    pub srcHost: *const c_void,
    /// Source device pointer.
    pub srcDevice: CUdeviceptr,
    /// Source array reference.
    pub srcArray: CUarray,
    /// Source pitch (ignored when src is array).
    pub srcPitch: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// Destination memory type (host, device, array).
    pub dstMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// Destination device pointer.
    pub dstDevice: CUdeviceptr,
    /// Destination array reference.
    pub dstArray: CUarray,
    /// Destination pitch (ignored when dst is array).
    pub dstPitch: usize,
    /// Width of 2D memory copy in bytes.
    pub WidthInBytes: usize,
    /// Height of 2D memory copy.
    pub Height: usize,
}

/// 3D memory copy parameters (`CUDA_MEMCPY3D`, the `CUDA_MEMCPY3D_v2` layout).
#[cuda_struct(size = 200, align = 8)]
pub struct CUDA_MEMCPY3D {
    /// Source X in bytes.
    pub srcXInBytes: usize,
    /// Source Y.
    pub srcY: usize,
    /// Source Z.
    pub srcZ: usize,
    /// Source LOD.
    pub srcLOD: usize,
    /// Source memory type (host, device, array).
    pub srcMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Source host pointer.
    pub srcHost: *const c_void,
    /// Source device pointer.
    pub srcDevice: CUdeviceptr,
    /// Source array reference.
    pub srcArray: CUarray,
    /// Must be NULL.
    #[cuda(reserved)]
    reserved0: *mut c_void,
    /// Source pitch (ignored when src is array).
    pub srcPitch: usize,
    /// Source height (ignored when src is array; may be 0 if Depth==1).
    pub srcHeight: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// Destination Z.
    pub dstZ: usize,
    /// Destination LOD.
    pub dstLOD: usize,
    /// Destination memory type (host, device, array).
    pub dstMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// Destination device pointer.
    pub dstDevice: CUdeviceptr,
    /// Destination array reference.
    pub dstArray: CUarray,
    /// Must be NULL.
    #[cuda(reserved)]
    reserved1: *mut c_void,
    /// Destination pitch (ignored when dst is array).
    pub dstPitch: usize,
    /// Destination height (ignored when dst is array; may be 0 if Depth==1).
    pub dstHeight: usize,
    /// Width of 3D memory copy in bytes.
    pub WidthInBytes: usize,
    /// Height of 3D memory copy.
    pub Height: usize,
    /// Depth of 3D memory copy.
    pub Depth: usize,
}

/// 3D memory cross-context copy parameters (`CUDA_MEMCPY3D_PEER`, the `CUDA_MEMCPY3D_PEER_v1` layout).
#[cuda_struct(size = 200, align = 8)]
pub struct CUDA_MEMCPY3D_PEER {
    /// Source X in bytes.
    pub srcXInBytes: usize,
    /// Source Y.
    pub srcY: usize,
    /// Source Z.
    pub srcZ: usize,
    /// Source LOD.
    pub srcLOD: usize,
    /// Source memory type (host, device, array).
    pub srcMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Source host pointer.
    pub srcHost: *const c_void,
    /// Source device pointer.
    pub srcDevice: CUdeviceptr,
    /// Source array reference.
    pub srcArray: CUarray,
    /// Source context (ignored with srcMemoryType is `CU_MEMORYTYPE_ARRAY`).
    pub srcContext: CUcontext,
    /// Source pitch (ignored when src is array).
    pub srcPitch: usize,
    /// Source height (ignored when src is array; may be 0 if Depth==1).
    pub srcHeight: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// Destination Z.
    pub dstZ: usize,
    /// Destination LOD.
    pub dstLOD: usize,
    /// Destination memory type (host, device, array).
    pub dstMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// Destination device pointer.
    pub dstDevice: CUdeviceptr,
    /// Destination array reference.
    pub dstArray: CUarray,
    /// Destination context (ignored with dstMemoryType is `CU_MEMORYTYPE_ARRAY`).
    pub dstContext: CUcontext,
    /// Destination pitch (ignored when dst is array).
    pub dstPitch: usize,
    /// Destination height (ignored when dst is array; may be 0 if Depth==1).
    pub dstHeight: usize,
    /// Width of 3D memory copy in bytes.
    pub WidthInBytes: usize,
    /// Height of 3D memory copy.
    pub Height: usize,
    /// Depth of 3D memory copy.
    pub Depth: usize,
}

/// Array descriptor (`CUDA_ARRAY_DESCRIPTOR`, the `CUDA_ARRAY_DESCRIPTOR_v2` layout).
#[cuda_struct(size = 24, align = 8)]
pub struct CUDA_ARRAY_DESCRIPTOR {
    /// Width of array.
    pub Width: usize,
    /// Height of array.
    pub Height: usize,
    /// Array format.
    pub Format: CUarray_format,
    /// Channels per array element.
    pub NumChannels: c_uint,
}

/// 3D array descriptor (`CUDA_ARRAY3D_DESCRIPTOR`, the `CUDA_ARRAY3D_DESCRIPTOR_v2` layout).
#[cuda_struct(size = 40, align = 8)]
pub struct CUDA_ARRAY3D_DESCRIPTOR {
    /// Width of 3D array.
    pub Width: usize,
    /// Height of 3D array.
    pub Height: usize,
    /// Depth of 3D array.
    pub Depth: usize,
    /// Array format.
    pub Format: CUarray_format,
    /// Channels per array element.
    pub NumChannels: c_uint,
    /// Flags.
    pub Flags: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// Specifies a memory location (`CUmemLocation`).
#[cuda_struct(size = 8, align = 4)]
pub struct CUmemLocation {
    /// Specifies the location type, which modifies the meaning of id.
    pub r#type: CUmemLocationType,
    /// Identifier for a given this location's `CUmemLocationType`.
    pub id: c_int,
}

/// The anonymous `allocFlags` struct of `CUmemAllocationProp`.
#[anonymous_in(CUmemAllocationProp.allocFlags)]
#[cuda_struct(size = 8, align = 2)]
pub struct CUmemAllocationProp_allocFlags {
    /// Allocation hint for requesting compressible memory (a `CUmemAllocationCompType` value).
    pub compressionType: c_uchar,
    /// Whether the allocation may be used with GPUDirect RDMA (see `CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED`).
    pub gpuDirectRDMACapable: c_uchar,
    /// Bitmask indicating intended usage for this allocation (`CU_MEM_CREATE_USAGE_*`).
    pub usage: c_ushort,
    #[cuda(reserved)]
    reserved: [c_uchar; 4],
}

/// Specifies the allocation properties for a allocation (`CUmemAllocationProp`).
#[cuda_struct(size = 32, align = 8)]
pub struct CUmemAllocationProp {
    /// Allocation type.
    pub r#type: CUmemAllocationType,
    /// Requested `CUmemAllocationHandleType`.
    pub requestedHandleTypes: CUmemAllocationHandleType,
    /// Location of allocation.
    pub location: CUmemLocation,
    /// Windows-specific POBJECT_ATTRIBUTES required when `CU_MEM_HANDLE_TYPE_WIN32` is specified.
    pub win32HandleMetaData: *mut c_void,
    /// Allocation flags.
    pub allocFlags: CUmemAllocationProp_allocFlags,
}

/// Memory access descriptor (`CUmemAccessDesc`).
#[cuda_struct(size = 12, align = 4)]
pub struct CUmemAccessDesc {
    /// Location on which the request is to change it's accessibility.
    pub location: CUmemLocation,
    /// `CUmemProt` accessibility flags to set on the request.
    pub flags: CUmemAccess_flags,
}

/// Specifies the properties of allocations made from the pool (`CUmemPoolProps`).
#[cuda_struct(size = 88, align = 8)]
pub struct CUmemPoolProps {
    /// Allocation type.
    pub allocType: CUmemAllocationType,
    /// Handle types that will be supported by allocations from the pool.
    pub handleTypes: CUmemAllocationHandleType,
    /// Location where allocations should reside.
    pub location: CUmemLocation,
    /// Windows-specific LPSECURITYATTRIBUTES required when `CU_MEM_HANDLE_TYPE_WIN32` is specified.
    pub win32SecurityAttributes: *mut c_void,
    /// Maximum pool size.
    pub maxSize: usize,
    /// Bitmask indicating intended usage for the pool.
    pub usage: c_ushort,
    /// Reserved for future use, must be 0.
    #[cuda(reserved)]
    reserved: [c_uchar; 54],
}

/// `CUdeviceptr_v2`: another C name of `CUdeviceptr`.
pub type CUdeviceptr_v2 = CUdeviceptr;

/// `CUasyncCallbackHandle` (a handle of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_handle]
pub struct CUasyncCallbackHandle(*mut c_void);

/// `CUasyncNotificationType` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_enum]
pub enum CUasyncNotificationType {
    /// The C constant `CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET`.
    CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET = 1,
}

/// `CUasyncNotificationInfo_info_overBudget` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[anonymous_in(CUasyncNotificationInfo_info.overBudget)]
#[cuda_struct(size = 8, align = 8)]
pub struct CUasyncNotificationInfo_info_overBudget {
    /// The C member `bytesOverBudget`.
    pub bytesOverBudget: c_ulonglong,
}

/// `CUasyncNotificationInfo_info` (a C union of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[anonymous_in(CUasyncNotificationInfo.info)]
#[cuda_struct(size = 8, align = 8)]
pub union CUasyncNotificationInfo_info {
    /// The C member `overBudget`.
    pub overBudget: CUasyncNotificationInfo_info_overBudget,
}

/// `CUasyncNotificationInfo` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_struct(size = 16, align = 8)]
pub struct CUasyncNotificationInfo {
    /// The C member `type`.
    pub r#type: CUasyncNotificationType,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The C member `info`.
    pub info: CUasyncNotificationInfo_info,
}

/// `CUasyncCallback`: a C callback type.
pub type CUasyncCallback = Option<unsafe extern "C" fn(*mut CUasyncNotificationInfo, *mut c_void, CUasyncCallbackHandle)>;

/// `CUDA_MEMCPY2D_v2`: another C name of `CUDA_MEMCPY2D`.
pub type CUDA_MEMCPY2D_v2 = CUDA_MEMCPY2D;

/// `CUDA_MEMCPY3D_v2`: another C name of `CUDA_MEMCPY3D`.
pub type CUDA_MEMCPY3D_v2 = CUDA_MEMCPY3D;

/// `CUDA_MEMCPY3D_PEER_v1`: another C name of `CUDA_MEMCPY3D_PEER`.
pub type CUDA_MEMCPY3D_PEER_v1 = CUDA_MEMCPY3D_PEER;

/// `CUDA_ARRAY_DESCRIPTOR_v2`: another C name of `CUDA_ARRAY_DESCRIPTOR`.
pub type CUDA_ARRAY_DESCRIPTOR_v2 = CUDA_ARRAY_DESCRIPTOR;

/// `CUDA_ARRAY3D_DESCRIPTOR_v2`: another C name of `CUDA_ARRAY3D_DESCRIPTOR`.
pub type CUDA_ARRAY3D_DESCRIPTOR_v2 = CUDA_ARRAY3D_DESCRIPTOR;

/// `CUmemGenericAllocationHandle_v1`: another C name of `CUmemGenericAllocationHandle`.
pub type CUmemGenericAllocationHandle_v1 = CUmemGenericAllocationHandle;

/// `CUmemRangeHandleType` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
#[cuda_enum]
pub enum CUmemRangeHandleType {
    /// The C constant `CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD`.
    CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD = 1,
    /// The C constant `CU_MEM_RANGE_HANDLE_TYPE_MAX`.
    CU_MEM_RANGE_HANDLE_TYPE_MAX = 0x7fffffff,
}

/// `CUmemLocation_v1`: another C name of `CUmemLocation`.
pub type CUmemLocation_v1 = CUmemLocation;

/// `CUmemAllocationProp_v1`: another C name of `CUmemAllocationProp`.
pub type CUmemAllocationProp_v1 = CUmemAllocationProp;

/// `CUmemAccessDesc_v1`: another C name of `CUmemAccessDesc`.
pub type CUmemAccessDesc_v1 = CUmemAccessDesc;

/// `CUmemPoolProps_v1`: another C name of `CUmemPoolProps`.
pub type CUmemPoolProps_v1 = CUmemPoolProps;

}

super::functions! {
    /// Gets free and total memory.
    fn cuMemGetInfo(free: *mut usize, total: *mut usize) @ 3020 as "cuMemGetInfo_v2";
    /// Allocates device memory.
    fn cuMemAlloc(dptr: *mut CUdeviceptr, bytesize: usize) @ 3020 as "cuMemAlloc_v2";
    /// The driver function `cuMemAllocPitch`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemAllocPitch(dptr: *mut CUdeviceptr, pPitch: *mut usize, WidthInBytes: usize, Height: usize, ElementSizeBytes: c_uint) @ 3020 as "cuMemAllocPitch_v2";
    /// Frees device memory.
    fn cuMemFree(dptr: CUdeviceptr) @ 3020 as "cuMemFree_v2";
    /// The driver function `cuMemGetAddressRange`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemGetAddressRange(pbase: *mut CUdeviceptr, psize: *mut usize, dptr: CUdeviceptr) @ 3020 as "cuMemGetAddressRange_v2";
    /// Allocates page-locked host memory.
    fn cuMemAllocHost(pp: *mut *mut c_void, bytesize: usize) @ 3020 as "cuMemAllocHost_v2";
    /// Frees page-locked host memory.
    fn cuMemFreeHost(p: *mut c_void) @ 2000 as "cuMemFreeHost";
    /// The driver function `cuMemHostAlloc`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostAlloc(pp: *mut *mut c_void, bytesize: usize, Flags: c_uint) @ 2020 as "cuMemHostAlloc";
    /// The driver function `cuMemHostGetDevicePointer`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostGetDevicePointer(pdptr: *mut CUdeviceptr, p: *mut c_void, Flags: c_uint) @ 3020 as "cuMemHostGetDevicePointer_v2";
    /// The driver function `cuMemHostGetFlags`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostGetFlags(pFlags: *mut c_uint, p: *mut c_void) @ 2030 as "cuMemHostGetFlags";
    /// The driver function `cuMemAllocManaged`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemAllocManaged(dptr: *mut CUdeviceptr, bytesize: usize, flags: c_uint) @ 6000 as "cuMemAllocManaged";
    /// The driver function `cuDeviceRegisterAsyncNotification`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuDeviceRegisterAsyncNotification(device: CUdevice, callbackFunc: CUasyncCallback, userData: *mut c_void, callback: *mut CUasyncCallbackHandle) @ 12040 as "cuDeviceRegisterAsyncNotification";
    /// The driver function `cuDeviceUnregisterAsyncNotification`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuDeviceUnregisterAsyncNotification(device: CUdevice, callback: CUasyncCallbackHandle) @ 12040 as "cuDeviceUnregisterAsyncNotification";
    /// The driver function `cuDeviceGetByPCIBusId`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuDeviceGetByPCIBusId(dev: *mut CUdevice, pciBusId: *const c_char) @ 4010 as "cuDeviceGetByPCIBusId";
    /// Returns a PCI Bus Id string for the device.
    fn cuDeviceGetPCIBusId(pciBusId: *mut c_char, len: c_int, dev: CUdevice) @ 4010 as "cuDeviceGetPCIBusId";
    /// The driver function `cuMemHostRegister`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostRegister(p: *mut c_void, bytesize: usize, Flags: c_uint) @ 6050 as "cuMemHostRegister_v2";
    /// The driver function `cuMemHostUnregister`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemHostUnregister(p: *mut c_void) @ 4000 as "cuMemHostUnregister";
    /// The driver function `cuMemGetHandleForAddressRange`.
    ///
    /// [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)
    fn cuMemGetHandleForAddressRange(handle: *mut c_void, dptr: CUdeviceptr, size: usize, handleType: CUmemRangeHandleType, flags: c_ulonglong) @ 11070 as "cuMemGetHandleForAddressRange";
}
