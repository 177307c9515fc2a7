//! Device management: handles, attributes, names, UUIDs, and primary contexts.
//!
//! NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).

use core::ffi::{c_char, c_int, c_uint, c_void};
use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

use super::CUdevice_attribute;

super::area! {

/// CUDA device.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_handle(send, sync)]
pub struct CUdevice(c_int);

/// CUDA definition of UUID (`CUuuid`).
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_struct(size = 16, align = 1)]
pub struct CUuuid {
    /// The 16 bytes of the UUID.
    pub bytes: [c_char; 16],
}

/// Legacy device properties (`CUdevprop`).
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_struct(size = 56, align = 4)]
pub struct CUdevprop {
    /// Largest number of threads a block may have.
    pub maxThreadsPerBlock: c_int,
    /// Largest extent of a block in each dimension.
    pub maxThreadsDim: [c_int; 3],
    /// Largest extent of a grid in each dimension.
    pub maxGridSize: [c_int; 3],
    /// Shared memory one block may use, in bytes.
    pub sharedMemPerBlock: c_int,
    /// Bytes of constant memory.
    pub totalConstantMemory: c_int,
    /// Warp size in threads.
    pub SIMDWidth: c_int,
    /// Largest pitch a memory copy accepts, in bytes.
    pub memPitch: c_int,
    /// 32-bit registers one block may use.
    pub regsPerBlock: c_int,
    /// Clock rate, in kHz.
    pub clockRate: c_int,
    /// Alignment textures need.
    pub textureAlign: c_int,
}

/// CUDA memory pool (`struct CUmemPoolHandle_st *`).
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_handle(send, sync)]
pub struct CUmemoryPool(*mut c_void);

/// Array formats.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
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
    /// The largest format value (a bound, not a format).
    CU_AD_FORMAT_MAX = 0x7fffffff,
    /// 8-bit YUV 4:2:2 with the components interleaved in one plane.
    CU_AD_FORMAT_UINT8_PACKED_422 = 0x51,
    /// 8-bit YUV 4:4:4 with the components interleaved in one plane.
    CU_AD_FORMAT_UINT8_PACKED_444 = 0x52,
    /// 8-bit YUV 4:2:0: a luma plane then one plane of interleaved chroma.
    CU_AD_FORMAT_UINT8_SEMIPLANAR_420 = 0x53,
    /// 16-bit YUV 4:2:0: a luma plane then one plane of interleaved chroma.
    CU_AD_FORMAT_UINT16_SEMIPLANAR_420 = 0x54,
    /// 8-bit YUV 4:2:2: a luma plane then one plane of interleaved chroma.
    CU_AD_FORMAT_UINT8_SEMIPLANAR_422 = 0x55,
    /// 16-bit YUV 4:2:2: a luma plane then one plane of interleaved chroma.
    CU_AD_FORMAT_UINT16_SEMIPLANAR_422 = 0x56,
    /// 8-bit YUV 4:4:4: a luma plane then one plane of interleaved chroma.
    CU_AD_FORMAT_UINT8_SEMIPLANAR_444 = 0x57,
    /// 16-bit YUV 4:4:4: a luma plane then one plane of interleaved chroma.
    CU_AD_FORMAT_UINT16_SEMIPLANAR_444 = 0x58,
    /// 8-bit YUV 4:2:0 with each component in a plane of its own.
    CU_AD_FORMAT_UINT8_PLANAR_420 = 0x59,
    /// 16-bit YUV 4:2:0 with each component in a plane of its own.
    CU_AD_FORMAT_UINT16_PLANAR_420 = 0x5a,
    /// 8-bit YUV 4:2:2 with each component in a plane of its own.
    CU_AD_FORMAT_UINT8_PLANAR_422 = 0x5b,
    /// 16-bit YUV 4:2:2 with each component in a plane of its own.
    CU_AD_FORMAT_UINT16_PLANAR_422 = 0x5c,
    /// 8-bit YUV 4:4:4 with each component in a plane of its own.
    CU_AD_FORMAT_UINT8_PLANAR_444 = 0x5d,
    /// 16-bit YUV 4:4:4 with each component in a plane of its own.
    CU_AD_FORMAT_UINT16_PLANAR_444 = 0x5e,
}

/// `CUdevice_v1`: another C name of `CUdevice`.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
pub type CUdevice_v1 = CUdevice;

/// `CUdevprop_v1`: another C name of `CUdevprop`.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
pub type CUdevprop_v1 = CUdevprop;

/// Compute modes of a device (default, exclusive process, prohibited).
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_enum]
pub enum CUcomputemode {
    /// Any number of contexts from any process.
    CU_COMPUTEMODE_DEFAULT = 0,
    /// No context may be created.
    CU_COMPUTEMODE_PROHIBITED = 2,
    /// Contexts from one process at a time.
    CU_COMPUTEMODE_EXCLUSIVE_PROCESS = 3,
}

/// Kinds of execution affinity.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_enum]
pub enum CUexecAffinityType {
    /// Limit by a count of SMs.
    CU_EXEC_AFFINITY_TYPE_SM_COUNT = 0,
    /// One past the last type (a count).
    CU_EXEC_AFFINITY_TYPE_MAX = 1,
}

/// Atomic operations whose support between devices, or with the host, can be asked.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_enum]
pub enum CUatomicOperation {
    /// Integer addition.
    CU_ATOMIC_OPERATION_INTEGER_ADD = 0,
    /// Integer minimum.
    CU_ATOMIC_OPERATION_INTEGER_MIN = 1,
    /// Integer maximum.
    CU_ATOMIC_OPERATION_INTEGER_MAX = 2,
    /// Wrapping increment.
    CU_ATOMIC_OPERATION_INTEGER_INCREMENT = 3,
    /// Wrapping decrement.
    CU_ATOMIC_OPERATION_INTEGER_DECREMENT = 4,
    /// Bitwise and.
    CU_ATOMIC_OPERATION_AND = 5,
    /// Bitwise or.
    CU_ATOMIC_OPERATION_OR = 6,
    /// Bitwise exclusive or.
    CU_ATOMIC_OPERATION_XOR = 7,
    /// Swap in a new value.
    CU_ATOMIC_OPERATION_EXCHANGE = 8,
    /// Compare and swap.
    CU_ATOMIC_OPERATION_CAS = 9,
    /// Floating-point addition.
    CU_ATOMIC_OPERATION_FLOAT_ADD = 10,
    /// Floating-point minimum.
    CU_ATOMIC_OPERATION_FLOAT_MIN = 11,
    /// Floating-point maximum.
    CU_ATOMIC_OPERATION_FLOAT_MAX = 12,
    /// One past the last operation (a count).
    CU_ATOMIC_OPERATION_MAX = 13,
}

/// What an atomic operation supports: signedness, widths, vectors (bit set).
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_enum]
pub enum CUatomicOperationCapability {
    /// On signed integers.
    CU_ATOMIC_CAPABILITY_SIGNED = 1,
    /// On unsigned integers.
    CU_ATOMIC_CAPABILITY_UNSIGNED = 2,
    /// As a reduction (no result returned).
    CU_ATOMIC_CAPABILITY_REDUCTION = 4,
    /// On 32-bit values.
    CU_ATOMIC_CAPABILITY_SCALAR_32 = 8,
    /// On 64-bit values.
    CU_ATOMIC_CAPABILITY_SCALAR_64 = 0x10,
    /// On 128-bit values.
    CU_ATOMIC_CAPABILITY_SCALAR_128 = 0x20,
    /// On vectors of four 32-bit values.
    CU_ATOMIC_CAPABILITY_VECTOR_32x4 = 0x40,
}

/// Ways GPUDirect RDMA writes can be flushed (bit set).
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_enum]
pub enum CUflushGPUDirectRDMAWritesOptions {
    /// `cuFlushGPUDirectRDMAWrites` works.
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST = 1,
    /// The flush stream memory operation works.
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS = 2,
}

/// How GPUDirect RDMA writes are ordered with respect to CUDA work.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_enum]
pub enum CUGPUDirectRDMAWritesOrdering {
    /// No ordering is promised; flush before reading.
    CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE = 0,
    /// Ordered for the owning device.
    CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER = 0x64,
    /// Ordered for every device.
    CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES = 0xc8,
}

/// Scopes of `cuFlushGPUDirectRDMAWrites`.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_enum]
pub enum CUflushGPUDirectRDMAWritesScope {
    /// Visible to the owning device.
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER = 0x64,
    /// Visible to every device.
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES = 0xc8,
}

/// Targets of `cuFlushGPUDirectRDMAWrites`.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_enum]
pub enum CUflushGPUDirectRDMAWritesTarget {
    /// The device of the current context.
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX = 0,
}

/// NUMA configurations of a device.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
#[cuda_enum]
pub enum CUdeviceNumaConfig {
    /// The device's memory is no NUMA node.
    CU_DEVICE_NUMA_CONFIG_NONE = 0,
    /// The device's memory is a NUMA node of its own.
    CU_DEVICE_NUMA_CONFIG_NUMA_NODE = 1,
}

/// The device ordinal that stands for the host (in memory advice and prefetch).
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
pub const CU_DEVICE_CPU: CUdevice = CUdevice(-1);

/// A device ordinal that names no device.
///
/// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
pub const CU_DEVICE_INVALID: CUdevice = CUdevice(-2);

}

super::functions! {
    /// The device of an ordinal.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGet(device: *mut CUdevice, ordinal: c_int) @ 2000 as "cuDeviceGet";
    /// How many CUDA devices there are.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetCount(count: *mut c_int) @ 2000 as "cuDeviceGetCount";
    /// The device's name, as a C string.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetName(name: *mut c_char, len: c_int, dev: CUdevice) @ 2000 as "cuDeviceGetName";
    /// The device's UUID.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetUuid(uuid: *mut CUuuid, dev: CUdevice) @ 11040 as "cuDeviceGetUuid_v2";
    /// `cuDeviceGetUuid` at its older ABI (version 9020, exported as `cuDeviceGetUuid`), for drivers before the newer one.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetUuid_v9020(uuid: *mut CUuuid, dev: CUdevice) = cuDeviceGetUuid @ 9020 as "cuDeviceGetUuid";
    /// Gets a device's LUID and node mask (Windows).
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetLuid(luid: *mut c_char, deviceNodeMask: *mut c_uint, dev: CUdevice) @ 10000 as "cuDeviceGetLuid";
    /// How much memory the device has, in bytes.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceTotalMem(bytes: *mut usize, dev: CUdevice) @ 3020 as "cuDeviceTotalMem_v2";
    /// Gets the widest 1D linear texture a device allows for a format.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetTexture1DLinearMaxWidth(maxWidthInElements: *mut usize, format: CUarray_format, numChannels: c_uint, dev: CUdevice) @ 11010 as "cuDeviceGetTexture1DLinearMaxWidth";
    /// One attribute of the device.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetAttribute(pi: *mut c_int, attrib: CUdevice_attribute, dev: CUdevice) @ 2000 as "cuDeviceGetAttribute";
    /// Tells which atomic operations work between a device and the host.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetHostAtomicCapabilities(capabilities: *mut c_uint, operations: *const CUatomicOperation, count: c_uint, dev: CUdevice) @ 13000 as "cuDeviceGetHostAtomicCapabilities";
    /// Fills the NvSciSync attributes a device needs.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetNvSciSyncAttributes(nvSciSyncAttrList: *mut c_void, dev: CUdevice, flags: c_int) @ 10020 as "cuDeviceGetNvSciSyncAttributes";
    /// Makes a pool the one `cuMemAllocAsync` uses on a device.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceSetMemPool(dev: CUdevice, pool: CUmemoryPool) @ 11020 as "cuDeviceSetMemPool";
    /// Gets the pool `cuMemAllocAsync` uses on a device.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetMemPool(pool: *mut CUmemoryPool, dev: CUdevice) @ 11020 as "cuDeviceGetMemPool";
    /// Gets the pool every device starts with.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetDefaultMemPool(pool_out: *mut CUmemoryPool, dev: CUdevice) @ 11020 as "cuDeviceGetDefaultMemPool";
    /// Tells whether a device supports a kind of execution affinity.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuDeviceGetExecAffinitySupport(pi: *mut c_int, r#type: CUexecAffinityType, dev: CUdevice) @ 11040 as "cuDeviceGetExecAffinitySupport";
    /// Makes GPUDirect RDMA writes visible to the given scope.
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html).
    fn cuFlushGPUDirectRDMAWrites(target: CUflushGPUDirectRDMAWritesTarget, scope: CUflushGPUDirectRDMAWritesScope) @ 11030 as "cuFlushGPUDirectRDMAWrites";
    /// Reads a device's legacy properties struct (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE__DEPRECATED.html).
    #[deprecated(note = "use cuDeviceGetAttribute")]
    fn cuDeviceGetProperties(prop: *mut CUdevprop, dev: CUdevice) @ 2000 as "cuDeviceGetProperties";
    /// Gets a device's compute capability (deprecated).
    ///
    /// NVIDIA's documentation: [`CUDA_DEVICE_DEPRECATED`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE__DEPRECATED.html).
    #[deprecated(note = "use cuDeviceGetAttribute")]
    fn cuDeviceComputeCapability(major: *mut c_int, minor: *mut c_int, dev: CUdevice) @ 2000 as "cuDeviceComputeCapability";
}
