//! Types of cuda.h's data-types section that no function of another area names first.
//!
//! [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)

use core::ffi::{c_int, c_uchar, c_uint, c_ulonglong, c_void};
use cuda_struct::{cuda_enum, cuda_struct};

use super::{CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, CUDA_MEMCPY3D, CUcontext, CUdeviceptr, CUevent, CUexternalSemaphore, CUfunction, CUgraph, CUkernel, CUmemAccessDesc, CUmemPoolProps, CUstreamBatchMemOpParams};

super::area! {

/// `CUmemFabricHandle` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 64, align = 1)]
pub struct CUmemFabricHandle {
    /// The C member `data`.
    pub data: [c_uchar; 64],
}

/// `CUmemFabricHandle_v1`: another C name of `CUmemFabricHandle`.
pub type CUmemFabricHandle_v1 = CUmemFabricHandle;

/// `CUmemAttach_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUmemAttach_flags {
    /// The C constant `CU_MEM_ATTACH_GLOBAL`.
    CU_MEM_ATTACH_GLOBAL = 1,
    /// The C constant `CU_MEM_ATTACH_HOST`.
    CU_MEM_ATTACH_HOST = 2,
    /// The C constant `CU_MEM_ATTACH_SINGLE`.
    CU_MEM_ATTACH_SINGLE = 4,
}

/// `CUevent_sched_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUevent_sched_flags {
    /// The C constant `CU_EVENT_SCHED_AUTO`.
    CU_EVENT_SCHED_AUTO = 0,
    /// The C constant `CU_EVENT_SCHED_SPIN`.
    CU_EVENT_SCHED_SPIN = 1,
    /// The C constant `CU_EVENT_SCHED_YIELD`.
    CU_EVENT_SCHED_YIELD = 2,
    /// The C constant `CU_EVENT_SCHED_BLOCKING_SYNC`.
    CU_EVENT_SCHED_BLOCKING_SYNC = 4,
}

/// `cl_event_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum cl_event_flags {
    /// The C constant `NVCL_EVENT_SCHED_AUTO`.
    NVCL_EVENT_SCHED_AUTO = 0,
    /// The C constant `NVCL_EVENT_SCHED_SPIN`.
    NVCL_EVENT_SCHED_SPIN = 1,
    /// The C constant `NVCL_EVENT_SCHED_YIELD`.
    NVCL_EVENT_SCHED_YIELD = 2,
    /// The C constant `NVCL_EVENT_SCHED_BLOCKING_SYNC`.
    NVCL_EVENT_SCHED_BLOCKING_SYNC = 4,
}

/// `cl_context_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum cl_context_flags {
    /// The C constant `NVCL_CTX_SCHED_AUTO`.
    NVCL_CTX_SCHED_AUTO = 0,
    /// The C constant `NVCL_CTX_SCHED_SPIN`.
    NVCL_CTX_SCHED_SPIN = 1,
    /// The C constant `NVCL_CTX_SCHED_YIELD`.
    NVCL_CTX_SCHED_YIELD = 2,
    /// The C constant `NVCL_CTX_SCHED_BLOCKING_SYNC`.
    NVCL_CTX_SCHED_BLOCKING_SYNC = 4,
}

/// `CUevent_record_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUevent_record_flags {
    /// The C constant `CU_EVENT_RECORD_DEFAULT`.
    CU_EVENT_RECORD_DEFAULT = 0,
    /// The C constant `CU_EVENT_RECORD_EXTERNAL`.
    CU_EVENT_RECORD_EXTERNAL = 1,
}

/// `CUevent_wait_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUevent_wait_flags {
    /// The C constant `CU_EVENT_WAIT_DEFAULT`.
    CU_EVENT_WAIT_DEFAULT = 0,
    /// The C constant `CU_EVENT_WAIT_EXTERNAL`.
    CU_EVENT_WAIT_EXTERNAL = 1,
}

/// `CUstreamWaitValue_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUstreamWaitValue_flags {
    /// The C constant `CU_STREAM_WAIT_VALUE_GEQ`.
    CU_STREAM_WAIT_VALUE_GEQ = 0,
    /// The C constant `CU_STREAM_WAIT_VALUE_EQ`.
    CU_STREAM_WAIT_VALUE_EQ = 1,
    /// The C constant `CU_STREAM_WAIT_VALUE_AND`.
    CU_STREAM_WAIT_VALUE_AND = 2,
    /// The C constant `CU_STREAM_WAIT_VALUE_NOR`.
    CU_STREAM_WAIT_VALUE_NOR = 3,
    /// The C constant `CU_STREAM_WAIT_VALUE_FLUSH`.
    CU_STREAM_WAIT_VALUE_FLUSH = 0x40000000,
}

/// `CUstreamWriteValue_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUstreamWriteValue_flags {
    /// The C constant `CU_STREAM_WRITE_VALUE_DEFAULT`.
    CU_STREAM_WRITE_VALUE_DEFAULT = 0,
    /// The C constant `CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER`.
    CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER = 1,
}

/// `CUstreamMemoryBarrier_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUstreamMemoryBarrier_flags {
    /// The C constant `CU_STREAM_MEMORY_BARRIER_TYPE_SYS`.
    CU_STREAM_MEMORY_BARRIER_TYPE_SYS = 0,
    /// The C constant `CU_STREAM_MEMORY_BARRIER_TYPE_GPU`.
    CU_STREAM_MEMORY_BARRIER_TYPE_GPU = 1,
}

/// `CUDA_BATCH_MEM_OP_NODE_PARAMS_v2` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 32, align = 8)]
pub struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 {
    /// The C member `ctx`.
    pub ctx: CUcontext,
    /// The C member `count`.
    pub count: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The C member `paramArray`.
    pub paramArray: *mut CUstreamBatchMemOpParams,
    /// The C member `flags`.
    pub flags: c_uint,
    #[cuda(reserved)]
    _pad1: [u8; 4],
}

/// `CUoccupancy_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUoccupancy_flags {
    /// The C constant `CU_OCCUPANCY_DEFAULT`.
    CU_OCCUPANCY_DEFAULT = 0,
    /// The C constant `CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE`.
    CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE = 1,
}

/// `CUstreamUpdateCaptureDependencies_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUstreamUpdateCaptureDependencies_flags {
    /// The C constant `CU_STREAM_ADD_CAPTURE_DEPENDENCIES`.
    CU_STREAM_ADD_CAPTURE_DEPENDENCIES = 0,
    /// The C constant `CU_STREAM_SET_CAPTURE_DEPENDENCIES`.
    CU_STREAM_SET_CAPTURE_DEPENDENCIES = 1,
}

/// `CUshared_carveout` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUshared_carveout {
    /// The C constant `CU_SHAREDMEM_CARVEOUT_DEFAULT`.
    CU_SHAREDMEM_CARVEOUT_DEFAULT = -1,
    /// The C constant `CU_SHAREDMEM_CARVEOUT_MAX_SHARED`.
    CU_SHAREDMEM_CARVEOUT_MAX_SHARED = 0x64,
    /// The C constant `CU_SHAREDMEM_CARVEOUT_MAX_L1`.
    CU_SHAREDMEM_CARVEOUT_MAX_L1 = 0,
}

/// `CUcomputemode` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUcomputemode {
    /// The C constant `CU_COMPUTEMODE_DEFAULT`.
    CU_COMPUTEMODE_DEFAULT = 0,
    /// The C constant `CU_COMPUTEMODE_PROHIBITED`.
    CU_COMPUTEMODE_PROHIBITED = 2,
    /// The C constant `CU_COMPUTEMODE_EXCLUSIVE_PROCESS`.
    CU_COMPUTEMODE_EXCLUSIVE_PROCESS = 3,
}

/// `CUjit_target` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUjit_target {
    /// The C constant `CU_TARGET_COMPUTE_30`.
    CU_TARGET_COMPUTE_30 = 0x1e,
    /// The C constant `CU_TARGET_COMPUTE_32`.
    CU_TARGET_COMPUTE_32 = 0x20,
    /// The C constant `CU_TARGET_COMPUTE_35`.
    CU_TARGET_COMPUTE_35 = 0x23,
    /// The C constant `CU_TARGET_COMPUTE_37`.
    CU_TARGET_COMPUTE_37 = 0x25,
    /// The C constant `CU_TARGET_COMPUTE_50`.
    CU_TARGET_COMPUTE_50 = 0x32,
    /// The C constant `CU_TARGET_COMPUTE_52`.
    CU_TARGET_COMPUTE_52 = 0x34,
    /// The C constant `CU_TARGET_COMPUTE_53`.
    CU_TARGET_COMPUTE_53 = 0x35,
    /// The C constant `CU_TARGET_COMPUTE_60`.
    CU_TARGET_COMPUTE_60 = 0x3c,
    /// The C constant `CU_TARGET_COMPUTE_61`.
    CU_TARGET_COMPUTE_61 = 0x3d,
    /// The C constant `CU_TARGET_COMPUTE_62`.
    CU_TARGET_COMPUTE_62 = 0x3e,
    /// The C constant `CU_TARGET_COMPUTE_70`.
    CU_TARGET_COMPUTE_70 = 0x46,
    /// The C constant `CU_TARGET_COMPUTE_72`.
    CU_TARGET_COMPUTE_72 = 0x48,
    /// The C constant `CU_TARGET_COMPUTE_75`.
    CU_TARGET_COMPUTE_75 = 0x4b,
    /// The C constant `CU_TARGET_COMPUTE_80`.
    CU_TARGET_COMPUTE_80 = 0x50,
    /// The C constant `CU_TARGET_COMPUTE_86`.
    CU_TARGET_COMPUTE_86 = 0x56,
    /// The C constant `CU_TARGET_COMPUTE_87`.
    CU_TARGET_COMPUTE_87 = 0x57,
    /// The C constant `CU_TARGET_COMPUTE_89`.
    CU_TARGET_COMPUTE_89 = 0x59,
    /// The C constant `CU_TARGET_COMPUTE_90`.
    CU_TARGET_COMPUTE_90 = 0x5a,
    /// The C constant `CU_TARGET_COMPUTE_100`.
    CU_TARGET_COMPUTE_100 = 0x64,
    /// The C constant `CU_TARGET_COMPUTE_110`.
    CU_TARGET_COMPUTE_110 = 0x6e,
    /// The C constant `CU_TARGET_COMPUTE_103`.
    CU_TARGET_COMPUTE_103 = 0x67,
    /// The C constant `CU_TARGET_COMPUTE_120`.
    CU_TARGET_COMPUTE_120 = 0x78,
    /// The C constant `CU_TARGET_COMPUTE_121`.
    CU_TARGET_COMPUTE_121 = 0x79,
    /// The C constant `CU_TARGET_COMPUTE_90A`.
    CU_TARGET_COMPUTE_90A = 0x1005a,
    /// The C constant `CU_TARGET_COMPUTE_100A`.
    CU_TARGET_COMPUTE_100A = 0x10064,
    /// The C constant `CU_TARGET_COMPUTE_110A`.
    CU_TARGET_COMPUTE_110A = 0x1006e,
    /// The C constant `CU_TARGET_COMPUTE_103A`.
    CU_TARGET_COMPUTE_103A = 0x10067,
    /// The C constant `CU_TARGET_COMPUTE_120A`.
    CU_TARGET_COMPUTE_120A = 0x10078,
    /// The C constant `CU_TARGET_COMPUTE_121A`.
    CU_TARGET_COMPUTE_121A = 0x10079,
    /// The C constant `CU_TARGET_COMPUTE_100F`.
    CU_TARGET_COMPUTE_100F = 0x20064,
    /// The C constant `CU_TARGET_COMPUTE_110F`.
    CU_TARGET_COMPUTE_110F = 0x2006e,
    /// The C constant `CU_TARGET_COMPUTE_103F`.
    CU_TARGET_COMPUTE_103F = 0x20067,
    /// The C constant `CU_TARGET_COMPUTE_120F`.
    CU_TARGET_COMPUTE_120F = 0x20078,
    /// The C constant `CU_TARGET_COMPUTE_121F`.
    CU_TARGET_COMPUTE_121F = 0x20079,
}

/// `CUjit_fallback` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUjit_fallback {
    /// The C constant `CU_PREFER_PTX`.
    CU_PREFER_PTX = 0,
    /// The C constant `CU_PREFER_BINARY`.
    CU_PREFER_BINARY = 1,
}

/// `CUjit_cacheMode` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUjit_cacheMode {
    /// The C constant `CU_JIT_CACHE_OPTION_NONE`.
    CU_JIT_CACHE_OPTION_NONE = 0,
    /// The C constant `CU_JIT_CACHE_OPTION_CG`.
    CU_JIT_CACHE_OPTION_CG = 1,
    /// The C constant `CU_JIT_CACHE_OPTION_CA`.
    CU_JIT_CACHE_OPTION_CA = 2,
}

/// `CUgraphicsRegisterFlags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUgraphicsRegisterFlags {
    /// The C constant `CU_GRAPHICS_REGISTER_FLAGS_NONE`.
    CU_GRAPHICS_REGISTER_FLAGS_NONE = 0,
    /// The C constant `CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY`.
    CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY = 1,
    /// The C constant `CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD`.
    CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD = 2,
    /// The C constant `CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST`.
    CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST = 4,
    /// The C constant `CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER`.
    CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER = 8,
}

/// `CUgraphicsMapResourceFlags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUgraphicsMapResourceFlags {
    /// The C constant `CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE`.
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE = 0,
    /// The C constant `CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY`.
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY = 1,
    /// The C constant `CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD`.
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD = 2,
}

/// `CUarray_cubemap_face` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUarray_cubemap_face {
    /// The C constant `CU_CUBEMAP_FACE_POSITIVE_X`.
    CU_CUBEMAP_FACE_POSITIVE_X = 0,
    /// The C constant `CU_CUBEMAP_FACE_NEGATIVE_X`.
    CU_CUBEMAP_FACE_NEGATIVE_X = 1,
    /// The C constant `CU_CUBEMAP_FACE_POSITIVE_Y`.
    CU_CUBEMAP_FACE_POSITIVE_Y = 2,
    /// The C constant `CU_CUBEMAP_FACE_NEGATIVE_Y`.
    CU_CUBEMAP_FACE_NEGATIVE_Y = 3,
    /// The C constant `CU_CUBEMAP_FACE_POSITIVE_Z`.
    CU_CUBEMAP_FACE_POSITIVE_Z = 4,
    /// The C constant `CU_CUBEMAP_FACE_NEGATIVE_Z`.
    CU_CUBEMAP_FACE_NEGATIVE_Z = 5,
}

/// `CUDA_KERNEL_NODE_PARAMS_v3` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 72, align = 8)]
pub struct CUDA_KERNEL_NODE_PARAMS_v3 {
    /// The C member `func`.
    pub func: CUfunction,
    /// The C member `gridDimX`.
    pub gridDimX: c_uint,
    /// The C member `gridDimY`.
    pub gridDimY: c_uint,
    /// The C member `gridDimZ`.
    pub gridDimZ: c_uint,
    /// The C member `blockDimX`.
    pub blockDimX: c_uint,
    /// The C member `blockDimY`.
    pub blockDimY: c_uint,
    /// The C member `blockDimZ`.
    pub blockDimZ: c_uint,
    /// The C member `sharedMemBytes`.
    pub sharedMemBytes: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// The C member `kernelParams`.
    pub kernelParams: *mut *mut c_void,
    /// The C member `extra`.
    pub extra: *mut *mut c_void,
    /// The C member `kern`.
    pub kern: CUkernel,
    /// The C member `ctx`.
    pub ctx: CUcontext,
}

/// `CUDA_MEMSET_NODE_PARAMS_v2` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 48, align = 8)]
pub struct CUDA_MEMSET_NODE_PARAMS_v2 {
    /// The C member `dst`.
    pub dst: CUdeviceptr,
    /// The C member `pitch`.
    pub pitch: usize,
    /// The C member `value`.
    pub value: c_uint,
    /// The C member `elementSize`.
    pub elementSize: c_uint,
    /// The C member `width`.
    pub width: usize,
    /// The C member `height`.
    pub height: usize,
    /// The C member `ctx`.
    pub ctx: CUcontext,
}

/// `CUDA_HOST_NODE_PARAMS_v2` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_HOST_NODE_PARAMS_v2 {
    /// The C member `fn`.
    pub r#fn: *mut c_void,
    /// The C member `userData`.
    pub userData: *mut c_void,
}

/// `CUgraphDependencyType` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUgraphDependencyType {
    /// The C constant `CU_GRAPH_DEPENDENCY_TYPE_DEFAULT`.
    CU_GRAPH_DEPENDENCY_TYPE_DEFAULT = 0,
    /// The C constant `CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC`.
    CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC = 1,
}

/// `CUlibraryHostUniversalFunctionAndDataTable` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 32, align = 8)]
pub struct CUlibraryHostUniversalFunctionAndDataTable {
    /// The C member `functionTable`.
    pub functionTable: *mut c_void,
    /// The C member `functionWindowSize`.
    pub functionWindowSize: usize,
    /// The C member `dataTable`.
    pub dataTable: *mut c_void,
    /// The C member `dataWindowSize`.
    pub dataWindowSize: usize,
}

/// `CUatomicOperationCapability` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUatomicOperationCapability {
    /// The C constant `CU_ATOMIC_CAPABILITY_SIGNED`.
    CU_ATOMIC_CAPABILITY_SIGNED = 1,
    /// The C constant `CU_ATOMIC_CAPABILITY_UNSIGNED`.
    CU_ATOMIC_CAPABILITY_UNSIGNED = 2,
    /// The C constant `CU_ATOMIC_CAPABILITY_REDUCTION`.
    CU_ATOMIC_CAPABILITY_REDUCTION = 4,
    /// The C constant `CU_ATOMIC_CAPABILITY_SCALAR_32`.
    CU_ATOMIC_CAPABILITY_SCALAR_32 = 8,
    /// The C constant `CU_ATOMIC_CAPABILITY_SCALAR_64`.
    CU_ATOMIC_CAPABILITY_SCALAR_64 = 0x10,
    /// The C constant `CU_ATOMIC_CAPABILITY_SCALAR_128`.
    CU_ATOMIC_CAPABILITY_SCALAR_128 = 0x20,
    /// The C constant `CU_ATOMIC_CAPABILITY_VECTOR_32x4`.
    CU_ATOMIC_CAPABILITY_VECTOR_32x4 = 0x40,
}

/// `CUDA_MEMCPY_NODE_PARAMS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 216, align = 8)]
pub struct CUDA_MEMCPY_NODE_PARAMS {
    /// The C member `flags`.
    pub flags: c_int,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: c_int,
    /// The C member `copyCtx`.
    pub copyCtx: CUcontext,
    /// The C member `copyParams`.
    pub copyParams: CUDA_MEMCPY3D,
}

/// `CUDA_POINTER_ATTRIBUTE_P2P_TOKENS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_POINTER_ATTRIBUTE_P2P_TOKENS {
    /// The C member `p2pToken`.
    pub p2pToken: c_ulonglong,
    /// The C member `vaSpaceToken`.
    pub vaSpaceToken: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1`: another C name of `CUDA_POINTER_ATTRIBUTE_P2P_TOKENS`.
pub type CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1 = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS;

/// `CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS {
    /// The C constant `CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE`.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE = 0,
    /// The C constant `CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ`.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ = 1,
    /// The C constant `CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE`.
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE = 3,
}

/// `CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 24, align = 8)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 {
    /// The C member `extSemArray`.
    pub extSemArray: *mut CUexternalSemaphore,
    /// The C member `paramsArray`.
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    /// The C member `numExtSems`.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 24, align = 8)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 {
    /// The C member `extSemArray`.
    pub extSemArray: *mut CUexternalSemaphore,
    /// The C member `paramsArray`.
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    /// The C member `numExtSems`.
    pub numExtSems: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUmemRangeFlags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUmemRangeFlags {
    /// The C constant `CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE`.
    CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE = 1,
}

/// `CUmemcpyFlags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUmemcpyFlags {
    /// The C constant `CU_MEMCPY_FLAG_DEFAULT`.
    CU_MEMCPY_FLAG_DEFAULT = 0,
    /// The C constant `CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE`.
    CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE = 1,
}

/// `CUDA_MEM_ALLOC_NODE_PARAMS_v2` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 120, align = 8)]
pub struct CUDA_MEM_ALLOC_NODE_PARAMS_v2 {
    /// The C member `poolProps`.
    pub poolProps: CUmemPoolProps,
    /// The C member `accessDescs`.
    pub accessDescs: *const CUmemAccessDesc,
    /// The C member `accessDescCount`.
    pub accessDescCount: usize,
    /// The C member `bytesize`.
    pub bytesize: usize,
    /// The C member `dptr`.
    pub dptr: CUdeviceptr,
}

/// `CUDA_MEM_FREE_NODE_PARAMS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_MEM_FREE_NODE_PARAMS {
    /// The C member `dptr`.
    pub dptr: CUdeviceptr,
}

/// `CUgraphChildGraphNodeOwnership` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUgraphChildGraphNodeOwnership {
    /// The C constant `CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE`.
    CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE = 0,
    /// The C constant `CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE`.
    CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE = 1,
}

/// `CUDA_CHILD_GRAPH_NODE_PARAMS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 16, align = 8)]
pub struct CUDA_CHILD_GRAPH_NODE_PARAMS {
    /// The C member `graph`.
    pub graph: CUgraph,
    /// The C member `ownership`.
    pub ownership: CUgraphChildGraphNodeOwnership,
    #[cuda(reserved)]
    _pad0: [u8; 4],
}

/// `CUDA_EVENT_RECORD_NODE_PARAMS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_EVENT_RECORD_NODE_PARAMS {
    /// The C member `event`.
    pub event: CUevent,
}

/// `CUDA_EVENT_WAIT_NODE_PARAMS` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 8, align = 8)]
pub struct CUDA_EVENT_WAIT_NODE_PARAMS {
    /// The C member `event`.
    pub event: CUevent,
}

/// `CUflushGPUDirectRDMAWritesOptions` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUflushGPUDirectRDMAWritesOptions {
    /// The C constant `CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST`.
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST = 1,
    /// The C constant `CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS`.
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS = 2,
}

/// `CUGPUDirectRDMAWritesOrdering` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUGPUDirectRDMAWritesOrdering {
    /// The C constant `CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE`.
    CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE = 0,
    /// The C constant `CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER`.
    CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER = 0x64,
    /// The C constant `CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES`.
    CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES = 0xc8,
}

/// `CUgraphDebugDot_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUgraphDebugDot_flags {
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE`.
    CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE = 1,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES`.
    CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES = 2,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS = 4,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS = 8,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS = 0x10,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS = 0x20,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS = 0x40,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS = 0x80,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS = 0x100,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES`.
    CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES = 0x200,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES`.
    CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES = 0x400,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS = 0x800,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS = 0x1000,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS = 0x2000,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO`.
    CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO = 0x4000,
    /// The C constant `CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS`.
    CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS = 0x8000,
}

/// `CUuserObject_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUuserObject_flags {
    /// The C constant `CU_USER_OBJECT_NO_DESTRUCTOR_SYNC`.
    CU_USER_OBJECT_NO_DESTRUCTOR_SYNC = 1,
}

/// `CUuserObjectRetain_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUuserObjectRetain_flags {
    /// The C constant `CU_GRAPH_USER_OBJECT_MOVE`.
    CU_GRAPH_USER_OBJECT_MOVE = 1,
}

/// `CUdeviceNumaConfig` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUdeviceNumaConfig {
    /// The C constant `CU_DEVICE_NUMA_CONFIG_NONE`.
    CU_DEVICE_NUMA_CONFIG_NONE = 0,
    /// The C constant `CU_DEVICE_NUMA_CONFIG_NUMA_NODE`.
    CU_DEVICE_NUMA_CONFIG_NUMA_NODE = 1,
}

/// `CUCoredumpGenerationFlags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUCoredumpGenerationFlags {
    /// The C constant `CU_COREDUMP_DEFAULT_FLAGS`.
    CU_COREDUMP_DEFAULT_FLAGS = 0,
    /// The C constant `CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES`.
    CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES = 1,
    /// The C constant `CU_COREDUMP_SKIP_GLOBAL_MEMORY`.
    CU_COREDUMP_SKIP_GLOBAL_MEMORY = 2,
    /// The C constant `CU_COREDUMP_SKIP_SHARED_MEMORY`.
    CU_COREDUMP_SKIP_SHARED_MEMORY = 4,
    /// The C constant `CU_COREDUMP_SKIP_LOCAL_MEMORY`.
    CU_COREDUMP_SKIP_LOCAL_MEMORY = 8,
    /// The C constant `CU_COREDUMP_SKIP_ABORT`.
    CU_COREDUMP_SKIP_ABORT = 0x10,
    /// The C constant `CU_COREDUMP_SKIP_CONSTBANK_MEMORY`.
    CU_COREDUMP_SKIP_CONSTBANK_MEMORY = 0x20,
    /// The C constant `CU_COREDUMP_LIGHTWEIGHT_FLAGS`.
    CU_COREDUMP_LIGHTWEIGHT_FLAGS = 0x2f,
}

/// `CUgreenCtxCreate_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUgreenCtxCreate_flags {
    /// The C constant `CU_GREEN_CTX_DEFAULT_STREAM`.
    CU_GREEN_CTX_DEFAULT_STREAM = 1,
}

/// `CUdevSmResourceSplit_flags` (a C enum of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_enum]
pub enum CUdevSmResourceSplit_flags {
    /// The C constant `CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING`.
    CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING = 1,
    /// The C constant `CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE`.
    CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE = 2,
}

/// `CUdevSmResource` (a C struct of cuda.h).
///
/// [NVIDIA: Cuda Types](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html)
#[cuda_struct(size = 12, align = 4)]
pub struct CUdevSmResource {
    /// The C member `smCount`.
    pub smCount: c_uint,
    /// The C member `minSmPartitionSize`.
    pub minSmPartitionSize: c_uint,
    /// The C member `smCoscheduledAlignment`.
    pub smCoscheduledAlignment: c_uint,
}

}

super::functions! {
}
