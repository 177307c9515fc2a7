//! Memory management: device and host allocations, copies, memsets, arrays, pointer attributes, virtual memory and pool types, and stream-ordered allocation.
//!
//! [NVIDIA: Cuda Mem](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html)

use core::ffi::{c_char, c_int, c_uchar, c_uint, c_ulonglong, c_ushort, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::{CUcontext, CUdevice};

super::area! {

/// A device address: an unsigned integer as wide as a pointer on the target.
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
    /// Unified memory, reachable from host and device alike.
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
    /// YUV 4:2:0, planar, 8 bits.
    CU_AD_FORMAT_NV12 = 0xb0,
    /// Normalized unsigned 8-bit integer, one channel.
    CU_AD_FORMAT_UNORM_INT8X1 = 0xc0,
    /// Normalized unsigned 8-bit integer, two channels.
    CU_AD_FORMAT_UNORM_INT8X2 = 0xc1,
    /// Normalized unsigned 8-bit integer, four channels.
    CU_AD_FORMAT_UNORM_INT8X4 = 0xc2,
    /// Normalized unsigned 16-bit integer, one channel.
    CU_AD_FORMAT_UNORM_INT16X1 = 0xc3,
    /// Normalized unsigned 16-bit integer, two channels.
    CU_AD_FORMAT_UNORM_INT16X2 = 0xc4,
    /// Normalized unsigned 16-bit integer, four channels.
    CU_AD_FORMAT_UNORM_INT16X4 = 0xc5,
    /// Normalized signed 8-bit integer, one channel.
    CU_AD_FORMAT_SNORM_INT8X1 = 0xc6,
    /// Normalized signed 8-bit integer, two channels.
    CU_AD_FORMAT_SNORM_INT8X2 = 0xc7,
    /// Normalized signed 8-bit integer, four channels.
    CU_AD_FORMAT_SNORM_INT8X4 = 0xc8,
    /// Normalized signed 16-bit integer, one channel.
    CU_AD_FORMAT_SNORM_INT16X1 = 0xc9,
    /// Normalized signed 16-bit integer, two channels.
    CU_AD_FORMAT_SNORM_INT16X2 = 0xca,
    /// Normalized signed 16-bit integer, four channels.
    CU_AD_FORMAT_SNORM_INT16X4 = 0xcb,
    /// BC1 block compression, normalized unsigned, four channels.
    CU_AD_FORMAT_BC1_UNORM = 0x91,
    /// BC1 block compression, normalized unsigned, four channels, sRGB.
    CU_AD_FORMAT_BC1_UNORM_SRGB = 0x92,
    /// BC2 block compression, normalized unsigned, four channels.
    CU_AD_FORMAT_BC2_UNORM = 0x93,
    /// BC2 block compression, normalized unsigned, four channels, sRGB.
    CU_AD_FORMAT_BC2_UNORM_SRGB = 0x94,
    /// BC3 block compression, normalized unsigned, four channels.
    CU_AD_FORMAT_BC3_UNORM = 0x95,
    /// BC3 block compression, normalized unsigned, four channels, sRGB.
    CU_AD_FORMAT_BC3_UNORM_SRGB = 0x96,
    /// BC4 block compression, normalized unsigned, one channel.
    CU_AD_FORMAT_BC4_UNORM = 0x97,
    /// BC4 block compression, normalized signed, one channel.
    CU_AD_FORMAT_BC4_SNORM = 0x98,
    /// BC5 block compression, normalized unsigned, two channels.
    CU_AD_FORMAT_BC5_UNORM = 0x99,
    /// BC5 block compression, normalized signed, two channels.
    CU_AD_FORMAT_BC5_SNORM = 0x9a,
    /// BC6H block compression, unsigned half floats, three channels.
    CU_AD_FORMAT_BC6H_UF16 = 0x9b,
    /// BC6H block compression, signed half floats, three channels.
    CU_AD_FORMAT_BC6H_SF16 = 0x9c,
    /// BC7 block compression, normalized unsigned, four channels.
    CU_AD_FORMAT_BC7_UNORM = 0x9d,
    /// BC7 block compression, normalized unsigned, four channels, sRGB.
    CU_AD_FORMAT_BC7_UNORM_SRGB = 0x9e,
    /// YUV 4:2:0, planar, 10 bits.
    CU_AD_FORMAT_P010 = 0x9f,
    /// YUV 4:2:0, planar, 16 bits.
    CU_AD_FORMAT_P016 = 0xa1,
    /// YUV 4:2:2, planar, 8 bits.
    CU_AD_FORMAT_NV16 = 0xa2,
    /// YUV 4:2:2, planar, 10 bits.
    CU_AD_FORMAT_P210 = 0xa3,
    /// YUV 4:2:2, planar, 16 bits.
    CU_AD_FORMAT_P216 = 0xa4,
    /// YUV 4:2:2, packed, 8 bits, two channels.
    CU_AD_FORMAT_YUY2 = 0xa5,
    /// YUV 4:2:2, packed, 10 bits, two channels.
    CU_AD_FORMAT_Y210 = 0xa6,
    /// YUV 4:2:2, packed, 16 bits, two channels.
    CU_AD_FORMAT_Y216 = 0xa7,
    /// YUV 4:4:4, packed, 8 bits, four channels.
    CU_AD_FORMAT_AYUV = 0xa8,
    /// YUV 4:4:4, packed, 10 bits.
    CU_AD_FORMAT_Y410 = 0xa9,
    /// YUV 4:4:4, packed, 12 bits, four channels.
    CU_AD_FORMAT_Y416 = 0xb1,
    /// YUV 4:4:4, planar, 8 bits, three channels.
    CU_AD_FORMAT_Y444_PLANAR8 = 0xb2,
    /// YUV 4:4:4, planar, 10 bits, three channels.
    CU_AD_FORMAT_Y444_PLANAR10 = 0xb3,
    /// YUV 4:4:4, semi-planar, 8 bits, three channels.
    CU_AD_FORMAT_YUV444_8bit_SemiPlanar = 0xb4,
    /// YUV 4:4:4, semi-planar, 16 bits, three channels.
    CU_AD_FORMAT_YUV444_16bit_SemiPlanar = 0xb5,
    /// RGB R10G10B10A2, normalized unsigned, four channels.
    CU_AD_FORMAT_UNORM_INT_101010_2 = 0x50,
    /// The C constant `CU_AD_FORMAT_MAX`.
    CU_AD_FORMAT_MAX = 0x7fffffff,
}

/// Pointer information.
#[cuda_enum]
pub enum CUpointer_attribute {
    /// The context the pointer's memory was allocated or registered in (a `CUcontext`).
    CU_POINTER_ATTRIBUTE_CONTEXT = 1,
    /// Where the memory physically is (a `CUmemorytype`).
    CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
    /// The device-side address of the memory.
    CU_POINTER_ATTRIBUTE_DEVICE_POINTER = 3,
    /// The host-side address of the memory.
    CU_POINTER_ATTRIBUTE_HOST_POINTER = 4,
    /// Tokens for the Linux kernel's nv-p2p.h interface.
    CU_POINTER_ATTRIBUTE_P2P_TOKENS = 5,
    /// Whether synchronous memory operations on the region are always synchronized.
    CU_POINTER_ATTRIBUTE_SYNC_MEMOPS = 6,
    /// An id of the allocation, unique in the process.
    CU_POINTER_ATTRIBUTE_BUFFER_ID = 7,
    /// Whether the memory is managed.
    CU_POINTER_ATTRIBUTE_IS_MANAGED = 8,
    /// The ordinal of the device the memory belongs to.
    CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9,
    /// Whether the allocation can be shared with `cudaIpcGetMemHandle` (1) or not (0).
    CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE = 10,
    /// The first address of the range the pointer lies in.
    CU_POINTER_ATTRIBUTE_RANGE_START_ADDR = 11,
    /// How many bytes the range the pointer lies in spans.
    CU_POINTER_ATTRIBUTE_RANGE_SIZE = 12,
    /// Whether the address range is backed by a mapped allocation (1) or not (0).
    CU_POINTER_ATTRIBUTE_MAPPED = 13,
    /// The `CUmemAllocationHandleType` bits the allocation may be exported as.
    CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES = 14,
    /// Whether the memory works with GPUDirect RDMA (1) or not (0).
    CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE = 15,
    /// What the device of the current context may do with the memory (access flags).
    CU_POINTER_ATTRIBUTE_ACCESS_FLAGS = 16,
    /// The memory pool the allocation came from, if any.
    CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE = 17,
    /// How many bytes the mapping the pointer lies in spans.
    CU_POINTER_ATTRIBUTE_MAPPING_SIZE = 18,
    /// The first address of the mapping the pointer lies in.
    CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR = 19,
    /// An id of the physical allocation behind the pointer, unique in the process.
    CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID = 20,
    /// Whether the memory can be used for hardware decompression (a boolean written to `*data`).
    CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE = 21,
}

/// Kinds of allocation (`cuMemCreate`, memory pools).
#[cuda_enum]
pub enum CUmemAllocationType {
    /// Invalid allocation type.
    CU_MEM_ALLOCATION_TYPE_INVALID = 0x0,
    /// Pinned: the memory stays where it is while in use.
    CU_MEM_ALLOCATION_TYPE_PINNED = 0x1,
    /// Managed memory.
    CU_MEM_ALLOCATION_TYPE_MANAGED = 0x2,
    /// The C constant `CU_MEM_ALLOCATION_TYPE_MAX`.
    CU_MEM_ALLOCATION_TYPE_MAX = 0x7fffffff,
}

/// Kinds of memory location.
#[cuda_enum]
pub enum CUmemLocationType {
    /// Invalid location type.
    CU_MEM_LOCATION_TYPE_INVALID = 0x0,
    /// Location is unspecified.
    CU_MEM_LOCATION_TYPE_NONE = 0x0,
    /// A device; `id` is its ordinal.
    CU_MEM_LOCATION_TYPE_DEVICE = 0x1,
    /// The host; `id` is not read.
    CU_MEM_LOCATION_TYPE_HOST = 0x2,
    /// A host NUMA node; `id` is its number.
    CU_MEM_LOCATION_TYPE_HOST_NUMA = 0x3,
    /// The NUMA node of the calling thread; `id` is not read.
    CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT = 0x4,
    /// The C constant `CU_MEM_LOCATION_TYPE_MAX`.
    CU_MEM_LOCATION_TYPE_MAX = 0x7fffffff,
}

/// The kinds of handle an allocation can be exported as.
#[cuda_enum]
pub enum CUmemAllocationHandleType {
    /// No export.
    CU_MEM_HANDLE_TYPE_NONE = 0x0,
    /// Exportable as a POSIX file descriptor.
    CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR = 0x1,
    /// Exportable as a Win32 NT handle.
    CU_MEM_HANDLE_TYPE_WIN32 = 0x2,
    /// Exportable as a Win32 KMT handle.
    CU_MEM_HANDLE_TYPE_WIN32_KMT = 0x4,
    /// Exportable as a fabric handle.
    CU_MEM_HANDLE_TYPE_FABRIC = 0x8,
    /// The C constant `CU_MEM_HANDLE_TYPE_MAX`.
    CU_MEM_HANDLE_TYPE_MAX = 0x7fffffff,
}

/// Whether an allocation is compressible.
#[cuda_enum]
pub enum CUmemAllocationCompType {
    /// Not compressible.
    CU_MEM_ALLOCATION_COMP_NONE = 0x0,
    /// Compressible.
    CU_MEM_ALLOCATION_COMP_GENERIC = 0x1,
}

/// Which granularity `cuMemGetAllocationGranularity` reports.
#[cuda_enum]
pub enum CUmemAllocationGranularity_flags {
    /// The smallest granularity an allocation may have.
    CU_MEM_ALLOC_GRANULARITY_MINIMUM = 0x0,
    /// The granularity that performs best.
    CU_MEM_ALLOC_GRANULARITY_RECOMMENDED = 0x1,
}

/// Access rights of a mapped range.
#[cuda_enum]
pub enum CUmemAccess_flags {
    /// No access (the default).
    CU_MEM_ACCESS_FLAGS_PROT_NONE = 0x0,
    /// Read only.
    CU_MEM_ACCESS_FLAGS_PROT_READ = 0x1,
    /// Read and write.
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
    /// What kind of memory the source is (host, device or array).
    pub srcMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Source host pointer.
    pub srcHost: *const c_void,
    /// Source device pointer.
    pub srcDevice: CUdeviceptr,
    /// Source array reference.
    pub srcArray: CUarray,
    /// Bytes per source row (not read for an array).
    pub srcPitch: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// What kind of memory the destination is (host, device or array).
    pub dstMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// The destination, as a device address.
    pub dstDevice: CUdeviceptr,
    /// The destination, as an array.
    pub dstArray: CUarray,
    /// Bytes per destination row (not read for an array).
    pub dstPitch: usize,
    /// Bytes to copy per row.
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
    /// What kind of memory the source is (host, device or array).
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
    /// Bytes per source row (not read for an array).
    pub srcPitch: usize,
    /// Rows per source slice (not read for an array; may be 0 when Depth is 1).
    pub srcHeight: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// Destination Z.
    pub dstZ: usize,
    /// Destination LOD.
    pub dstLOD: usize,
    /// What kind of memory the destination is (host, device or array).
    pub dstMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// The destination, as a device address.
    pub dstDevice: CUdeviceptr,
    /// The destination, as an array.
    pub dstArray: CUarray,
    /// Must be NULL.
    #[cuda(reserved)]
    reserved1: *mut c_void,
    /// Bytes per destination row (not read for an array).
    pub dstPitch: usize,
    /// Rows per destination slice (not read for an array; may be 0 when Depth is 1).
    pub dstHeight: usize,
    /// Bytes to copy per row.
    pub WidthInBytes: usize,
    /// Height of 3D memory copy.
    pub Height: usize,
    /// Depth of 3D memory copy.
    pub Depth: usize,
}

/// A 3D copy between contexts (`CUDA_MEMCPY3D_PEER`, laid out as `CUDA_MEMCPY3D_PEER_v1`).
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
    /// What kind of memory the source is (host, device or array).
    pub srcMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Source host pointer.
    pub srcHost: *const c_void,
    /// Source device pointer.
    pub srcDevice: CUdeviceptr,
    /// Source array reference.
    pub srcArray: CUarray,
    /// The source's context (not read for a `CU_MEMORYTYPE_ARRAY` source).
    pub srcContext: CUcontext,
    /// Bytes per source row (not read for an array).
    pub srcPitch: usize,
    /// Rows per source slice (not read for an array; may be 0 when Depth is 1).
    pub srcHeight: usize,
    /// Destination X in bytes.
    pub dstXInBytes: usize,
    /// Destination Y.
    pub dstY: usize,
    /// Destination Z.
    pub dstZ: usize,
    /// Destination LOD.
    pub dstLOD: usize,
    /// What kind of memory the destination is (host, device or array).
    pub dstMemoryType: CUmemorytype,
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Destination host pointer.
    pub dstHost: *mut c_void,
    /// The destination, as a device address.
    pub dstDevice: CUdeviceptr,
    /// The destination, as an array.
    pub dstArray: CUarray,
    /// The destination's context (not read for a `CU_MEMORYTYPE_ARRAY` destination).
    pub dstContext: CUcontext,
    /// Bytes per destination row (not read for an array).
    pub dstPitch: usize,
    /// Rows per destination slice (not read for an array; may be 0 when Depth is 1).
    pub dstHeight: usize,
    /// Bytes to copy per row.
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
    /// How many channels each element has.
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
    /// How many channels each element has.
    pub NumChannels: c_uint,
    /// Flags.
    pub Flags: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// Specifies a memory location (`CUmemLocation`).
#[cuda_struct(size = 8, align = 4)]
pub struct CUmemLocation {
    /// What kind of location this is; it says what `id` means.
    pub r#type: CUmemLocationType,
    /// Which location of that kind (see `CUmemLocationType`).
    pub id: c_int,
}

/// The anonymous `allocFlags` struct of `CUmemAllocationProp`.
#[anonymous_in(CUmemAllocationProp.allocFlags)]
#[cuda_struct(size = 8, align = 2)]
pub struct CUmemAllocationProp_allocFlags {
    /// Whether to ask for compressible memory (a `CUmemAllocationCompType`).
    pub compressionType: c_uchar,
    /// Whether the allocation may be used with GPUDirect RDMA (see `CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED`).
    pub gpuDirectRDMACapable: c_uchar,
    /// What the allocation is meant for, as `CU_MEM_CREATE_USAGE_*` bits.
    pub usage: c_ushort,
    #[cuda(reserved)]
    reserved: [c_uchar; 4],
}

/// What an allocation made by `cuMemCreate` should be (`CUmemAllocationProp`).
#[cuda_struct(size = 32, align = 8)]
pub struct CUmemAllocationProp {
    /// Allocation type.
    pub r#type: CUmemAllocationType,
    /// The handle kinds the allocation should be exportable as.
    pub requestedHandleTypes: CUmemAllocationHandleType,
    /// Location of allocation.
    pub location: CUmemLocation,
    /// With `CU_MEM_HANDLE_TYPE_WIN32`: the Windows `POBJECT_ATTRIBUTES` to use.
    pub win32HandleMetaData: *mut c_void,
    /// Allocation flags.
    pub allocFlags: CUmemAllocationProp_allocFlags,
}

/// Memory access descriptor (`CUmemAccessDesc`).
#[cuda_struct(size = 12, align = 4)]
pub struct CUmemAccessDesc {
    /// The location whose access changes.
    pub location: CUmemLocation,
    /// The access it gets (`CUmemProt` flags).
    pub flags: CUmemAccess_flags,
}

/// What the allocations of a memory pool should be (`CUmemPoolProps`).
#[cuda_struct(size = 88, align = 8)]
pub struct CUmemPoolProps {
    /// Allocation type.
    pub allocType: CUmemAllocationType,
    /// The handle kinds the pool's allocations can be exported as.
    pub handleTypes: CUmemAllocationHandleType,
    /// Where the pool's allocations live.
    pub location: CUmemLocation,
    /// With `CU_MEM_HANDLE_TYPE_WIN32`: the Windows `LPSECURITYATTRIBUTES` to use.
    pub win32SecurityAttributes: *mut c_void,
    /// Maximum pool size.
    pub maxSize: usize,
    /// What the pool is meant for, as bits.
    pub usage: c_ushort,
    /// Not used yet; has to be zero.
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
    /// Free and total memory of the device of the current context.
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
    /// Allocates pinned (page-locked) host memory.
    fn cuMemAllocHost(pp: *mut *mut c_void, bytesize: usize) @ 3020 as "cuMemAllocHost_v2";
    /// Frees memory from `cuMemAllocHost`.
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
    /// The device's PCI bus id, as a C string.
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
