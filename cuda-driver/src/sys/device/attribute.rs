//! Device attributes: every `CUdevice_attribute`.
//!
//! NVIDIA's documentation: [`CUDA_TYPES`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html).

use cuda_struct::cuda_enum;

super::area! {

/// Device properties.
///
/// NVIDIA's documentation: [`CUDA_TYPES`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html).
#[cuda_enum]
pub enum CUdevice_attribute {
    /// Largest number of threads a block may have.
    CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1,
    /// Largest x extent of a block, in threads.
    CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2,
    /// Largest y extent of a block, in threads.
    CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3,
    /// Largest z extent of a block, in threads.
    CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4,
    /// Maximum grid dimension X.
    CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5,
    /// Maximum grid dimension Y.
    CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6,
    /// Maximum grid dimension Z.
    CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7,
    /// Most shared memory one block may use, in bytes.
    CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
    /// Old name of `CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK`.
    CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK = 8,
    /// Bytes of memory for a kernel's `__constant__` variables.
    CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9,
    /// Warp size in threads.
    CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
    /// Largest pitch a memory copy accepts, in bytes.
    CU_DEVICE_ATTRIBUTE_MAX_PITCH = 11,
    /// Most 32-bit registers one block may use.
    CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK = 12,
    /// Old name of `CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK`.
    CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK = 12,
    /// Usual clock rate, in kHz.
    CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
    /// Alignment textures need.
    CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT = 14,
    /// Whether copies may overlap kernel execution.
    CU_DEVICE_ATTRIBUTE_GPU_OVERLAP = 15,
    /// How many multiprocessors (SMs) the device has.
    CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
    /// Whether kernels run under a time limit.
    CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT = 17,
    /// Whether the device is integrated, sharing memory with the host.
    CU_DEVICE_ATTRIBUTE_INTEGRATED = 18,
    /// Whether host memory can be mapped into the device's address space.
    CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY = 19,
    /// The compute mode, a `CUcomputemode` value.
    CU_DEVICE_ATTRIBUTE_COMPUTE_MODE = 20,
    /// Maximum 1D texture width.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH = 21,
    /// Maximum 2D texture width.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH = 22,
    /// Largest height of a 2D texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT = 23,
    /// Maximum 3D texture width.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH = 24,
    /// Largest height of a 3D texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT = 25,
    /// Maximum 3D texture depth.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH = 26,
    /// Largest width of a layered 2D texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH = 27,
    /// Largest height of a layered 2D texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT = 28,
    /// Most layers a layered 2D texture may have.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS = 29,
    /// Old name of `CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH`.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH = 27,
    /// Old name of `CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT`.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT = 28,
    /// Old name of `CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS`.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES = 29,
    /// Alignment surfaces need.
    CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT = 30,
    /// Whether several kernels may run at once.
    CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS = 31,
    /// Whether ECC is on.
    CU_DEVICE_ATTRIBUTE_ECC_ENABLED = 32,
    /// The device's PCI bus number.
    CU_DEVICE_ATTRIBUTE_PCI_BUS_ID = 33,
    /// The device's PCI device number.
    CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID = 34,
    /// Whether the device runs under the TCC driver model.
    CU_DEVICE_ATTRIBUTE_TCC_DRIVER = 35,
    /// Highest memory clock rate, in kHz.
    CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE = 36,
    /// Width of the global memory bus, in bits.
    CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH = 37,
    /// Bytes of L2 cache.
    CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
    /// Most threads that can be resident on one SM.
    CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR = 39,
    /// How many asynchronous copy engines the device has.
    CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT = 40,
    /// Whether host and device share one unified address space.
    CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING = 41,
    /// Largest width of a layered 1D texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH = 42,
    /// Most layers a layered 1D texture may have.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS = 43,
    /// Deprecated, do not use.
    CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER = 44,
    /// Largest width of a 2D texture made with `CUDA_ARRAY3D_TEXTURE_GATHER`.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH = 45,
    /// Largest height of a 2D texture made with `CUDA_ARRAY3D_TEXTURE_GATHER`.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT = 46,
    /// Largest width of a 3D texture, in the alternate limits.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE = 47,
    /// Largest height of a 3D texture, in the alternate limits.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE = 48,
    /// Largest depth of a 3D texture, in the alternate limits.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE = 49,
    /// The device's PCI domain number.
    CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID = 50,
    /// Pitch alignment textures need.
    CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT = 51,
    /// Largest width (and height) of a cubemap texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH = 52,
    /// Largest width (and height) of a layered cubemap texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH = 53,
    /// Most layers a layered cubemap texture may have.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS = 54,
    /// Maximum 1D surface width.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH = 55,
    /// Maximum 2D surface width.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH = 56,
    /// Largest height of a 2D surface.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT = 57,
    /// Maximum 3D surface width.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH = 58,
    /// Largest height of a 3D surface.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT = 59,
    /// Maximum 3D surface depth.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH = 60,
    /// Largest width of a layered 1D surface.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH = 61,
    /// Most layers a layered 1D surface may have.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS = 62,
    /// Largest width of a layered 2D surface.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH = 63,
    /// Largest height of a layered 2D surface.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT = 64,
    /// Most layers a layered 2D surface may have.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS = 65,
    /// Largest width of a cubemap surface.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH = 66,
    /// Largest width of a layered cubemap surface.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH = 67,
    /// Most layers a layered cubemap surface may have.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS = 68,
    /// Deprecated, do not use.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH = 69,
    /// Largest width of a 2D texture on linear memory.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH = 70,
    /// Largest height of a 2D texture on linear memory.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT = 71,
    /// Largest pitch, in bytes, of a 2D texture on linear memory.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH = 72,
    /// Largest width of a mipmapped 2D texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH = 73,
    /// Largest height of a mipmapped 2D texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT = 74,
    /// The compute capability's major number.
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
    /// The compute capability's minor number.
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
    /// Largest width of a mipmapped 1D texture.
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH = 77,
    /// Whether streams can have priorities.
    CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED = 78,
    /// Whether globals can be cached in L1.
    CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED = 79,
    /// Whether locals can be cached in L1.
    CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED = 80,
    /// Most shared memory one SM has, in bytes.
    CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR = 81,
    /// Most 32-bit registers one SM has.
    CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR = 82,
    /// Whether managed memory can be allocated on this system.
    CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY = 83,
    /// Whether the device sits on a board with several GPUs.
    CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD = 84,
    /// An id shared by the GPUs of one multi-GPU board.
    CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID = 85,
    /// Whether every native atomic works over the device-host link.
    CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED = 86,
    /// How many times faster single precision is than double precision (in FLOPS).
    CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO = 87,
    /// Whether pageable memory is coherently accessible without registering it first.
    CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS = 88,
    /// Whether device and CPU may access managed memory at the same time, coherently.
    CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS = 89,
    /// Whether compute preemption is supported.
    CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED = 90,
    /// Whether registered host memory has the same virtual address on the device as on the CPU.
    CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM = 91,
    /// Deprecated with the v1 MemOps: whether `cuStreamBatchMemOp` and its relatives work.
    CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1 = 92,
    /// Deprecated with the v1 MemOps: whether `cuStreamBatchMemOp` takes 64-bit operations.
    CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1 = 93,
    /// Deprecated with the v1 MemOps: whether `CU_STREAM_WAIT_VALUE_NOR` works.
    CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1 = 94,
    /// Whether cooperative kernels can be launched (`cuLaunchCooperativeKernel`).
    CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH = 95,
    /// Deprecated, as `cuLaunchCooperativeKernelMultiDevice` is.
    CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH = 96,
    /// Most shared memory one block may opt in to.
    CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
    /// Whether `CU_STREAM_WAIT_VALUE_FLUSH` and the `CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES` operation work.
    CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES = 98,
    /// Whether host memory can be registered (`cudaHostRegister`).
    CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED = 99,
    /// Whether pageable memory is reached through the host's page tables.
    CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES = 100,
    /// Whether the host reaches managed memory on the device directly, with no migration.
    CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST = 101,
    /// Old name of `CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED`.
    CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED = 102,
    /// Whether the virtual memory management calls work (`cuMemAddressReserve`, `cuMemCreate`, `cuMemMap`, ...).
    CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED = 102,
    /// Whether `cuMemCreate` memory can be exported as a POSIX file descriptor (`cuMemExportToShareableHandle`).
    CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED = 103,
    /// Whether `cuMemCreate` memory can be exported as a Win32 NT handle (`cuMemExportToShareableHandle`).
    CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED = 104,
    /// Whether `cuMemCreate` memory can be exported as a Win32 KMT handle (`cuMemExportToShareableHandle`).
    CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED = 105,
    /// Most blocks that can be resident on one SM.
    CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR = 106,
    /// Whether memory compression is supported.
    CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED = 107,
    /// Largest L2 persisting-lines capacity that can be set, in bytes.
    CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE = 108,
    /// Largest `num_bytes` of a `CUaccessPolicyWindow`.
    CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE = 109,
    /// Whether `cuMemCreate` accepts the GPUDirect RDMA flag.
    CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED = 110,
    /// Shared memory the driver keeps for itself in each block, in bytes.
    CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK = 111,
    /// Whether sparse CUDA arrays (mipmapped ones too) are supported.
    CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED = 112,
    /// Whether `cuMemHostRegister` accepts `CU_MEMHOSTREGISTER_READ_ONLY`, mapping the memory read-only for the GPU.
    CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED = 113,
    /// Whether external timeline semaphores can be imported.
    CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED = 114,
    /// Whether memory pools and `cuMemAllocAsync` work.
    CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED = 115,
    /// Whether GPUDirect RDMA (`nvidia_p2p_get_pages`, ...) works; see <https://docs.nvidia.com/cuda/gpudirect-rdma>.
    CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED = 116,
    /// A bit set of `CUflushGPUDirectRDMAWritesOptions`.
    CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS = 117,
    /// For which consumers GPUDirect RDMA writes need no flush (a `CUGPUDirectRDMAWritesOrdering`).
    CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING = 118,
    /// The handle types memory pools can be shared across processes with.
    CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES = 119,
    /// Whether thread-block clusters can be launched.
    CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH = 120,
    /// Whether CUDA arrays (mipmapped ones too) can be mapped later.
    CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED = 121,
    /// Whether the MemOp calls (`cuStreamBatchMemOp`, ...) take 64-bit operations.
    CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS = 122,
    /// Whether the MemOp calls accept `CU_STREAM_WAIT_VALUE_NOR`.
    CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR = 123,
    /// Whether buffers can be shared through dma_buf.
    CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED = 124,
    /// Whether events can be shared across processes.
    CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED = 125,
    /// How many memory synchronization domains the device has.
    CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT = 126,
    /// Whether memory can be accessed through a tensor map.
    CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED = 127,
    /// Whether memory can be exported as a fabric handle (`cuMemExportToShareableHandle`, `cuMemCreate`).
    CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED = 128,
    /// Whether function pointers are unified between host and device.
    CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS = 129,
    /// How the device's NUMA is set up, a `CUdeviceNumaConfig` value.
    CU_DEVICE_ATTRIBUTE_NUMA_CONFIG = 130,
    /// The NUMA node of the GPU's memory.
    CU_DEVICE_ATTRIBUTE_NUMA_ID = 131,
    /// Whether switch multicast and reductions work.
    CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED = 132,
    /// Whether contexts made on this device are shared through MPS.
    CU_DEVICE_ATTRIBUTE_MPS_ENABLED = 133,
    /// The host NUMA node nearest the device.
    CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID = 134,
    /// Whether CUDA in graphics (CIG) works with D3D12.
    CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED = 135,
    /// A bit set of `CUmemDecompressAlgorithm`.
    CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK = 136,
    /// The longest single decompression allowed, in bytes.
    CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH = 137,
    /// Whether CUDA in graphics (CIG) works with Vulkan.
    CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED = 138,
    /// PCI device id and vendor id, 16 bits each, in one value.
    CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID = 139,
    /// PCI subsystem id and subsystem vendor id, 16 bits each, in one value.
    CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID = 140,
    /// Whether virtual memory management calls (`cuMemCreate`, `cuMemMap`, ...) accept a HOST_NUMA location.
    CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED = 141,
    /// Whether memory pools and `cuMemAllocAsync` accept a HOST_NUMA location.
    CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED = 142,
    /// Whether HOST_NUMA memory can be shared across the nodes of a multi-node system.
    CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED = 143,
    /// Whether memory pools and `cuMemAllocAsync` accept a HOST location.
    CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED = 144,
    /// Whether virtual memory management calls (`cuMemCreate`, `cuMemMap`, ...) accept a HOST location.
    CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED = 145,
    /// Whether page-locked host buffers can be shared through dma_buf.
    CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED = 146,
    /// Whether only some native atomics work over the device-host link.
    CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED = 147,
    /// One past the last device attribute (a count, not an attribute).
    CU_DEVICE_ATTRIBUTE_MAX = 162,
    /// 1 if batched stream memory operations may carry atomic reductions (`CU_STREAM_MEM_OP_ATOMIC_REDUCTION`).
    CU_DEVICE_ATTRIBUTE_ATOMIC_REDUCTION_SUPPORTED = 0x94,
    /// How many locality domains the device is divided into.
    CU_DEVICE_ATTRIBUTE_LOCALITY_DOMAIN_COUNT = 0x95,
    /// Largest shared memory a block can get in the oversized shared-memory modes, in bytes.
    CU_DEVICE_ATTRIBUTE_MAX_OVERSIZED_SHARED_MEMORY_PER_BLOCK = 0x96,
    /// 1 if streams can capture into Direct3D 12 command lists (CUDA in graphics).
    CU_DEVICE_ATTRIBUTE_D3D12_CIG_STREAMS_SUPPORTED = 0x97,
    /// 1 if a dma_buf descriptor exported from device memory can be mapped with mmap().
    CU_DEVICE_ATTRIBUTE_DMA_BUF_MMAP_SUPPORTED = 0x98,
    /// 1 if the device can own unicast logical endpoints.
    CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_UNICAST_SUPPORTED = 0x99,
    /// 1 if the device can take part in multicast logical endpoints.
    CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_MULTICAST_SUPPORTED = 0x9a,
    /// 1 if logical endpoints on this device accept counted operations.
    CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_COUNTED_OPS_SUPPORTED = 0x9b,
    /// 1 if the owning device may itself reach its unicast logical endpoint.
    CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_UNICAST_ACCESS_ON_OWNER_DEVICE_SUPPORTED = 0x9c,
    /// How many SMs one locality domain has.
    CU_DEVICE_ATTRIBUTE_LOCALITY_DOMAIN_MULTIPROCESSOR_COUNT = 0x9d,
    /// Bit set of the `CUlogicalEndpointIpcHandleType`s logical endpoints can be exported as.
    CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_SUPPORTED_HANDLE_TYPES = 0x9e,
    /// 1 if streams can capture into Vulkan command buffers (CUDA in graphics).
    CU_DEVICE_ATTRIBUTE_VULKAN_CIG_STREAMS_SUPPORTED = 0x9f,
    /// Bytes past a tensor's base that must stay readable when a tensor map uses `CU_TENSOR_MAP_ALLOC_CLASS_LARGE`.
    CU_DEVICE_ATTRIBUTE_TENSOR_MAP_LARGE_TENSOR_MIN_SIZE = 0xa0,
    /// 1 if GPUDirect RDMA works on locality-domain memory over the default link (else it needs `CU_MEM_CREATE_USAGE_GPU_DIRECT_RDMA_OVER_PCIE`).
    CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_LOCALIZED_MEMORY_SUPPORTED = 0xa1,
}

}

super::functions! {
}
