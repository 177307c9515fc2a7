//! Device attributes: every `cudaDeviceAttr`.
//!
//! NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).

use cuda_struct::cuda_enum;

super::area! {

/// The runtime's device attr (a C enum).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_enum]
pub enum cudaDeviceAttr {
    /// Largest number of threads a block may have.
    cudaDevAttrMaxThreadsPerBlock = 1,
    /// Largest x extent of a block, in threads.
    cudaDevAttrMaxBlockDimX = 2,
    /// Largest y extent of a block, in threads.
    cudaDevAttrMaxBlockDimY = 3,
    /// Largest z extent of a block, in threads.
    cudaDevAttrMaxBlockDimZ = 4,
    /// Maximum grid dimension X.
    cudaDevAttrMaxGridDimX = 5,
    /// Maximum grid dimension Y.
    cudaDevAttrMaxGridDimY = 6,
    /// Maximum grid dimension Z.
    cudaDevAttrMaxGridDimZ = 7,
    /// Most shared memory one block may use, in bytes.
    cudaDevAttrMaxSharedMemoryPerBlock = 8,
    /// Bytes of memory for a kernel's `__constant__` variables.
    cudaDevAttrTotalConstantMemory = 9,
    /// Warp size in threads.
    cudaDevAttrWarpSize = 10,
    /// Largest pitch a memory copy accepts, in bytes.
    cudaDevAttrMaxPitch = 11,
    /// Most 32-bit registers one block may use.
    cudaDevAttrMaxRegistersPerBlock = 12,
    /// Usual clock rate, in kHz.
    cudaDevAttrClockRate = 13,
    /// Alignment textures need.
    cudaDevAttrTextureAlignment = 14,
    /// Whether copies may overlap kernel execution.
    cudaDevAttrGpuOverlap = 15,
    /// How many multiprocessors (SMs) the device has.
    cudaDevAttrMultiProcessorCount = 0x10,
    /// Whether kernels run under a time limit.
    cudaDevAttrKernelExecTimeout = 0x11,
    /// Whether the device is integrated, sharing memory with the host.
    cudaDevAttrIntegrated = 0x12,
    /// Whether host memory can be mapped into the device's address space.
    cudaDevAttrCanMapHostMemory = 0x13,
    /// The compute mode, a `CUcomputemode` value.
    cudaDevAttrComputeMode = 0x14,
    /// Max texture 1-D width.
    cudaDevAttrMaxTexture1DWidth = 0x15,
    /// Max texture 2-D width.
    cudaDevAttrMaxTexture2DWidth = 0x16,
    /// Max texture 2-D height.
    cudaDevAttrMaxTexture2DHeight = 0x17,
    /// Max texture 3-D width.
    cudaDevAttrMaxTexture3DWidth = 0x18,
    /// Max texture 3-D height.
    cudaDevAttrMaxTexture3DHeight = 0x19,
    /// Max texture 3-D depth.
    cudaDevAttrMaxTexture3DDepth = 0x1a,
    /// Max texture 2-D layered width.
    cudaDevAttrMaxTexture2DLayeredWidth = 0x1b,
    /// Max texture 2-D layered height.
    cudaDevAttrMaxTexture2DLayeredHeight = 0x1c,
    /// Max texture 2-D layered layers.
    cudaDevAttrMaxTexture2DLayeredLayers = 0x1d,
    /// Alignment surfaces need.
    cudaDevAttrSurfaceAlignment = 0x1e,
    /// Whether several kernels may run at once.
    cudaDevAttrConcurrentKernels = 0x1f,
    /// Whether ECC is on.
    cudaDevAttrEccEnabled = 0x20,
    /// The device's PCI bus number.
    cudaDevAttrPciBusId = 0x21,
    /// The device's PCI device number.
    cudaDevAttrPciDeviceId = 0x22,
    /// Whether the device runs under the TCC driver model.
    cudaDevAttrTccDriver = 0x23,
    /// Highest memory clock rate, in kHz.
    cudaDevAttrMemoryClockRate = 0x24,
    /// Width of the global memory bus, in bits.
    cudaDevAttrGlobalMemoryBusWidth = 0x25,
    /// Bytes of L2 cache.
    cudaDevAttrL2CacheSize = 0x26,
    /// Most threads that can be resident on one SM.
    cudaDevAttrMaxThreadsPerMultiProcessor = 0x27,
    /// How many asynchronous copy engines the device has.
    cudaDevAttrAsyncEngineCount = 0x28,
    /// Whether host and device share one unified address space.
    cudaDevAttrUnifiedAddressing = 0x29,
    /// Max texture 1-D layered width.
    cudaDevAttrMaxTexture1DLayeredWidth = 0x2a,
    /// Max texture 1-D layered layers.
    cudaDevAttrMaxTexture1DLayeredLayers = 0x2b,
    /// Max texture 2-D gather width.
    cudaDevAttrMaxTexture2DGatherWidth = 0x2d,
    /// Max texture 2-D gather height.
    cudaDevAttrMaxTexture2DGatherHeight = 0x2e,
    /// Max texture 3-D width alt.
    cudaDevAttrMaxTexture3DWidthAlt = 0x2f,
    /// Max texture 3-D height alt.
    cudaDevAttrMaxTexture3DHeightAlt = 0x30,
    /// Max texture 3-D depth alt.
    cudaDevAttrMaxTexture3DDepthAlt = 0x31,
    /// The device's PCI domain number.
    cudaDevAttrPciDomainId = 0x32,
    /// Pitch alignment textures need.
    cudaDevAttrTexturePitchAlignment = 0x33,
    /// Max texture cubemap width.
    cudaDevAttrMaxTextureCubemapWidth = 0x34,
    /// Max texture cubemap layered width.
    cudaDevAttrMaxTextureCubemapLayeredWidth = 0x35,
    /// Max texture cubemap layered layers.
    cudaDevAttrMaxTextureCubemapLayeredLayers = 0x36,
    /// Max surface 1-D width.
    cudaDevAttrMaxSurface1DWidth = 0x37,
    /// Max surface 2-D width.
    cudaDevAttrMaxSurface2DWidth = 0x38,
    /// Max surface 2-D height.
    cudaDevAttrMaxSurface2DHeight = 0x39,
    /// Max surface 3-D width.
    cudaDevAttrMaxSurface3DWidth = 0x3a,
    /// Max surface 3-D height.
    cudaDevAttrMaxSurface3DHeight = 0x3b,
    /// Max surface 3-D depth.
    cudaDevAttrMaxSurface3DDepth = 0x3c,
    /// Max surface 1-D layered width.
    cudaDevAttrMaxSurface1DLayeredWidth = 0x3d,
    /// Max surface 1-D layered layers.
    cudaDevAttrMaxSurface1DLayeredLayers = 0x3e,
    /// Max surface 2-D layered width.
    cudaDevAttrMaxSurface2DLayeredWidth = 0x3f,
    /// Max surface 2-D layered height.
    cudaDevAttrMaxSurface2DLayeredHeight = 0x40,
    /// Max surface 2-D layered layers.
    cudaDevAttrMaxSurface2DLayeredLayers = 0x41,
    /// Max surface cubemap width.
    cudaDevAttrMaxSurfaceCubemapWidth = 0x42,
    /// Max surface cubemap layered width.
    cudaDevAttrMaxSurfaceCubemapLayeredWidth = 0x43,
    /// Max surface cubemap layered layers.
    cudaDevAttrMaxSurfaceCubemapLayeredLayers = 0x44,
    /// Max texture 1-D linear width.
    cudaDevAttrMaxTexture1DLinearWidth = 0x45,
    /// Max texture 2-D linear width.
    cudaDevAttrMaxTexture2DLinearWidth = 0x46,
    /// Max texture 2-D linear height.
    cudaDevAttrMaxTexture2DLinearHeight = 0x47,
    /// Max texture 2-D linear pitch.
    cudaDevAttrMaxTexture2DLinearPitch = 0x48,
    /// Max texture 2-D mipmapped width.
    cudaDevAttrMaxTexture2DMipmappedWidth = 0x49,
    /// Max texture 2-D mipmapped height.
    cudaDevAttrMaxTexture2DMipmappedHeight = 0x4a,
    /// The compute capability's major number.
    cudaDevAttrComputeCapabilityMajor = 0x4b,
    /// The compute capability's minor number.
    cudaDevAttrComputeCapabilityMinor = 0x4c,
    /// Max texture 1-D mipmapped width.
    cudaDevAttrMaxTexture1DMipmappedWidth = 0x4d,
    /// Whether streams can have priorities.
    cudaDevAttrStreamPrioritiesSupported = 0x4e,
    /// Whether globals can be cached in L1.
    cudaDevAttrGlobalL1CacheSupported = 0x4f,
    /// Whether locals can be cached in L1.
    cudaDevAttrLocalL1CacheSupported = 0x50,
    /// Most shared memory one SM has, in bytes.
    cudaDevAttrMaxSharedMemoryPerMultiprocessor = 0x51,
    /// Most 32-bit registers one SM has.
    cudaDevAttrMaxRegistersPerMultiprocessor = 0x52,
    /// Whether managed memory can be allocated on this system.
    cudaDevAttrManagedMemory = 0x53,
    /// Is multi gpu board.
    cudaDevAttrIsMultiGpuBoard = 0x54,
    /// An id shared by the GPUs of one multi-GPU board.
    cudaDevAttrMultiGpuBoardGroupID = 0x55,
    /// Whether every native atomic works over the device-host link.
    cudaDevAttrHostNativeAtomicSupported = 0x56,
    /// How many times faster single precision is than double precision (in FLOPS).
    cudaDevAttrSingleToDoublePrecisionPerfRatio = 0x57,
    /// Whether pageable memory is coherently accessible without registering it first.
    cudaDevAttrPageableMemoryAccess = 0x58,
    /// Whether device and CPU may access managed memory at the same time, coherently.
    cudaDevAttrConcurrentManagedAccess = 0x59,
    /// Whether compute preemption is supported.
    cudaDevAttrComputePreemptionSupported = 0x5a,
    /// Whether registered host memory has the same virtual address on the device as on the CPU.
    cudaDevAttrCanUseHostPointerForRegisteredMem = 0x5b,
    /// Reserved 92.
    cudaDevAttrReserved92 = 0x5c,
    /// Reserved 93.
    cudaDevAttrReserved93 = 0x5d,
    /// Reserved 94.
    cudaDevAttrReserved94 = 0x5e,
    /// Whether cooperative kernels can be launched (`cuLaunchCooperativeKernel`).
    cudaDevAttrCooperativeLaunch = 0x5f,
    /// Reserved 96.
    cudaDevAttrReserved96 = 0x60,
    /// Most shared memory one block may opt in to.
    cudaDevAttrMaxSharedMemoryPerBlockOptin = 0x61,
    /// Whether `CU_STREAM_WAIT_VALUE_FLUSH` and the `CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES` operation work.
    cudaDevAttrCanFlushRemoteWrites = 0x62,
    /// Whether host memory can be registered (`cudaHostRegister`).
    cudaDevAttrHostRegisterSupported = 0x63,
    /// Whether pageable memory is reached through the host's page tables.
    cudaDevAttrPageableMemoryAccessUsesHostPageTables = 0x64,
    /// Whether the host reaches managed memory on the device directly, with no migration.
    cudaDevAttrDirectManagedMemAccessFromHost = 0x65,
    /// Most blocks that can be resident on one SM.
    cudaDevAttrMaxBlocksPerMultiprocessor = 0x6a,
    /// Largest L2 persisting-lines capacity that can be set, in bytes.
    cudaDevAttrMaxPersistingL2CacheSize = 0x6c,
    /// Largest `num_bytes` of a `CUaccessPolicyWindow`.
    cudaDevAttrMaxAccessPolicyWindowSize = 0x6d,
    /// Shared memory the driver keeps for itself in each block, in bytes.
    cudaDevAttrReservedSharedMemoryPerBlock = 0x6f,
    /// Whether sparse CUDA arrays (mipmapped ones too) are supported.
    cudaDevAttrSparseCudaArraySupported = 0x70,
    /// Host register read only supported.
    cudaDevAttrHostRegisterReadOnlySupported = 0x71,
    /// Whether external timeline semaphores can be imported.
    cudaDevAttrTimelineSemaphoreInteropSupported = 0x72,
    /// Whether memory pools and `cuMemAllocAsync` work.
    cudaDevAttrMemoryPoolsSupported = 0x73,
    /// Gpu direct rdma supported.
    cudaDevAttrGPUDirectRDMASupported = 0x74,
    /// A bit set of `CUflushGPUDirectRDMAWritesOptions`.
    cudaDevAttrGPUDirectRDMAFlushWritesOptions = 0x75,
    /// For which consumers GPUDirect RDMA writes need no flush (a `CUGPUDirectRDMAWritesOrdering`).
    cudaDevAttrGPUDirectRDMAWritesOrdering = 0x76,
    /// Memory pool supported handle types.
    cudaDevAttrMemoryPoolSupportedHandleTypes = 0x77,
    /// Whether thread-block clusters can be launched.
    cudaDevAttrClusterLaunch = 0x78,
    /// Whether CUDA arrays (mipmapped ones too) can be mapped later.
    cudaDevAttrDeferredMappingCudaArraySupported = 0x79,
    /// Reserved 122.
    cudaDevAttrReserved122 = 0x7a,
    /// Reserved 123.
    cudaDevAttrReserved123 = 0x7b,
    /// Reserved 124.
    cudaDevAttrReserved124 = 0x7c,
    /// Ipc event support.
    cudaDevAttrIpcEventSupport = 0x7d,
    /// How many memory synchronization domains the device has.
    cudaDevAttrMemSyncDomainCount = 0x7e,
    /// Reserved 127.
    cudaDevAttrReserved127 = 0x7f,
    /// Reserved 128.
    cudaDevAttrReserved128 = 0x80,
    /// Reserved 129.
    cudaDevAttrReserved129 = 0x81,
    /// How the device's NUMA is set up, a `CUdeviceNumaConfig` value.
    cudaDevAttrNumaConfig = 0x82,
    /// The NUMA node of the GPU's memory.
    cudaDevAttrNumaId = 0x83,
    /// Reserved 132.
    cudaDevAttrReserved132 = 0x84,
    /// Whether contexts made on this device are shared through MPS.
    cudaDevAttrMpsEnabled = 0x85,
    /// The host NUMA node nearest the device.
    cudaDevAttrHostNumaId = 0x86,
    /// Whether CUDA in graphics (CIG) works with D3D12.
    cudaDevAttrD3D12CigSupported = 0x87,
    /// Whether CUDA in graphics (CIG) works with Vulkan.
    cudaDevAttrVulkanCigSupported = 0x8a,
    /// PCI device id and vendor id, 16 bits each, in one value.
    cudaDevAttrGpuPciDeviceId = 0x8b,
    /// PCI subsystem id and subsystem vendor id, 16 bits each, in one value.
    cudaDevAttrGpuPciSubsystemId = 0x8c,
    /// Reserved 141.
    cudaDevAttrReserved141 = 0x8d,
    /// Whether memory pools and `cuMemAllocAsync` accept a HOST_NUMA location.
    cudaDevAttrHostNumaMemoryPoolsSupported = 0x8e,
    /// Whether HOST_NUMA memory can be shared across the nodes of a multi-node system.
    cudaDevAttrHostNumaMultinodeIpcSupported = 0x8f,
    /// Whether memory pools and `cuMemAllocAsync` accept a HOST location.
    cudaDevAttrHostMemoryPoolsSupported = 0x90,
    /// Reserved 145.
    cudaDevAttrReserved145 = 0x91,
    /// Whether only some native atomics work over the device-host link.
    cudaDevAttrOnlyPartialHostNativeAtomicSupported = 0x93,
    /// Atomic reduction supported.
    cudaDevAttrAtomicReductionSupported = 0x94,
    /// Locality domain count.
    cudaDevAttrLocalityDomainCount = 0x95,
    /// The shared memory a block may have beyond the default, by opting in.
    cudaDevAttrOversizedSharedMemoryPerBlock = 0x96,
    /// Cig streams supported.
    cudaDevAttrCigStreamsSupported = 0x97,
    /// Locality domain multiprocessor count.
    cudaDevAttrLocalityDomainMultiprocessorCount = 0x9d,
    /// Tensor map large tensor min size.
    cudaDevAttrTensorMapLargeTensorMinSize = 0xa0,
    /// One past the last device attribute (a count, not an attribute).
    cudaDevAttrMax = 0xa1,
    /// 12.x's name for this value (13.x: `cudaDevAttrReserved96`); 13.0 dropped the name.
    cudaDevAttrCooperativeMultiDeviceLaunch = 0x60,
    /// 12.x's name for this value (13.x: `cudaDevAttrTimelineSemaphoreInteropSupported`); 13.0 dropped the name.
    cudaDevAttrMaxTimelineSemaphoreInteropSupported = 0x72,
}

}

super::functions! {
}
