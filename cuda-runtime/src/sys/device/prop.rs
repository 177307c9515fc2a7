//! Device properties: `cudaDeviceProp`.
//!
//! NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).

use core::ffi::{c_char, c_int, c_uint};
use cuda_struct::cuda_struct;

use super::cudaUUID_t;

super::area! {

/// A device's properties as `cudaGetDeviceProperties` fills them (the layout of 13.x).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 1008, align = 8)]
pub struct cudaDeviceProp {
    /// Name.
    pub name: [c_char; 256],
    /// Uuid.
    pub uuid: cudaUUID_t,
    /// Luid.
    pub luid: [c_char; 8],
    /// Luid device node mask.
    pub luidDeviceNodeMask: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Total global mem.
    pub totalGlobalMem: usize,
    /// Shared mem per block.
    pub sharedMemPerBlock: usize,
    /// Regs per block.
    pub regsPerBlock: c_int,
    /// Warp size in threads.
    pub warpSize: c_int,
    /// Mem pitch.
    pub memPitch: usize,
    /// Largest number of threads a block may have.
    pub maxThreadsPerBlock: c_int,
    /// Max threads dim.
    pub maxThreadsDim: [c_int; 3],
    /// Max grid size.
    pub maxGridSize: [c_int; 3],
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Total const mem.
    pub totalConstMem: usize,
    /// The compute capability's major number.
    pub major: c_int,
    /// The compute capability's minor number.
    pub minor: c_int,
    /// Alignment textures need.
    pub textureAlignment: usize,
    /// Pitch alignment textures need.
    pub texturePitchAlignment: usize,
    /// How many multiprocessors (SMs) the device has.
    pub multiProcessorCount: c_int,
    /// Whether the device is integrated, sharing memory with the host.
    pub integrated: c_int,
    /// Whether host memory can be mapped into the device's address space.
    pub canMapHostMemory: c_int,
    /// Max texture1 d.
    pub maxTexture1D: c_int,
    /// Max texture1 d mipmap.
    pub maxTexture1DMipmap: c_int,
    /// Max texture2 d.
    pub maxTexture2D: [c_int; 2],
    /// Max texture2 d mipmap.
    pub maxTexture2DMipmap: [c_int; 2],
    /// Max texture2 d linear.
    pub maxTexture2DLinear: [c_int; 3],
    /// Max texture2 d gather.
    pub maxTexture2DGather: [c_int; 2],
    /// Max texture3 d.
    pub maxTexture3D: [c_int; 3],
    /// Max texture3 d alt.
    pub maxTexture3DAlt: [c_int; 3],
    /// Max texture cubemap.
    pub maxTextureCubemap: c_int,
    /// Max texture1 d layered.
    pub maxTexture1DLayered: [c_int; 2],
    /// Max texture2 d layered.
    pub maxTexture2DLayered: [c_int; 3],
    /// Max texture cubemap layered.
    pub maxTextureCubemapLayered: [c_int; 2],
    /// Max surface1 d.
    pub maxSurface1D: c_int,
    /// Max surface2 d.
    pub maxSurface2D: [c_int; 2],
    /// Max surface3 d.
    pub maxSurface3D: [c_int; 3],
    /// Max surface1 d layered.
    pub maxSurface1DLayered: [c_int; 2],
    /// Max surface2 d layered.
    pub maxSurface2DLayered: [c_int; 3],
    /// Max surface cubemap.
    pub maxSurfaceCubemap: c_int,
    /// Max surface cubemap layered.
    pub maxSurfaceCubemapLayered: [c_int; 2],
    /// Alignment surfaces need.
    pub surfaceAlignment: usize,
    /// Whether several kernels may run at once.
    pub concurrentKernels: c_int,
    /// Whether ECC is on.
    pub ECCEnabled: c_int,
    /// The device's PCI bus number.
    pub pciBusID: c_int,
    /// The device's PCI device number.
    pub pciDeviceID: c_int,
    /// The device's PCI domain number.
    pub pciDomainID: c_int,
    /// Whether the device runs under the TCC driver model.
    pub tccDriver: c_int,
    /// How many asynchronous copy engines the device has.
    pub asyncEngineCount: c_int,
    /// Whether host and device share one unified address space.
    pub unifiedAddressing: c_int,
    /// Width of the global memory bus, in bits.
    pub memoryBusWidth: c_int,
    /// Bytes of L2 cache.
    pub l2CacheSize: c_int,
    /// Persisting l2 cache max size.
    pub persistingL2CacheMaxSize: c_int,
    /// Most threads that can be resident on one SM.
    pub maxThreadsPerMultiProcessor: c_int,
    /// Whether streams can have priorities.
    pub streamPrioritiesSupported: c_int,
    /// Whether globals can be cached in L1.
    pub globalL1CacheSupported: c_int,
    /// Whether locals can be cached in L1.
    pub localL1CacheSupported: c_int,
    #[cuda(reserved)]
    _pad2: [u8; 4],
    /// Shared mem per multiprocessor.
    pub sharedMemPerMultiprocessor: usize,
    /// Regs per multiprocessor.
    pub regsPerMultiprocessor: c_int,
    /// Whether managed memory can be allocated on this system.
    pub managedMemory: c_int,
    /// Is multi gpu board.
    pub isMultiGpuBoard: c_int,
    /// An id shared by the GPUs of one multi-GPU board.
    pub multiGpuBoardGroupID: c_int,
    /// Whether every native atomic works over the device-host link.
    pub hostNativeAtomicSupported: c_int,
    /// Whether pageable memory is coherently accessible without registering it first.
    pub pageableMemoryAccess: c_int,
    /// Whether device and CPU may access managed memory at the same time, coherently.
    pub concurrentManagedAccess: c_int,
    /// Whether compute preemption is supported.
    pub computePreemptionSupported: c_int,
    /// Whether registered host memory has the same virtual address on the device as on the CPU.
    pub canUseHostPointerForRegisteredMem: c_int,
    /// Whether cooperative kernels can be launched (`cuLaunchCooperativeKernel`).
    pub cooperativeLaunch: c_int,
    /// Shared mem per block optin.
    pub sharedMemPerBlockOptin: usize,
    /// Whether pageable memory is reached through the host's page tables.
    pub pageableMemoryAccessUsesHostPageTables: c_int,
    /// Whether the host reaches managed memory on the device directly, with no migration.
    pub directManagedMemAccessFromHost: c_int,
    /// Most blocks that can be resident on one SM.
    pub maxBlocksPerMultiProcessor: c_int,
    /// Access policy max window size.
    pub accessPolicyMaxWindowSize: c_int,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reservedSharedMemPerBlock: usize,
    /// Whether host memory can be registered (`cudaHostRegister`).
    pub hostRegisterSupported: c_int,
    /// Whether sparse CUDA arrays (mipmapped ones too) are supported.
    pub sparseCudaArraySupported: c_int,
    /// Host register read only supported.
    pub hostRegisterReadOnlySupported: c_int,
    /// Whether external timeline semaphores can be imported.
    pub timelineSemaphoreInteropSupported: c_int,
    /// Whether memory pools and `cuMemAllocAsync` work.
    pub memoryPoolsSupported: c_int,
    /// Gpu direct rdma supported.
    pub gpuDirectRDMASupported: c_int,
    /// A bit set of `CUflushGPUDirectRDMAWritesOptions`.
    pub gpuDirectRDMAFlushWritesOptions: c_uint,
    /// For which consumers GPUDirect RDMA writes need no flush (a `CUGPUDirectRDMAWritesOrdering`).
    pub gpuDirectRDMAWritesOrdering: c_int,
    /// Memory pool supported handle types.
    pub memoryPoolSupportedHandleTypes: c_uint,
    /// Whether CUDA arrays (mipmapped ones too) can be mapped later.
    pub deferredMappingCudaArraySupported: c_int,
    /// Whether events can be shared across processes.
    pub ipcEventSupported: c_int,
    /// Whether thread-block clusters can be launched.
    pub clusterLaunch: c_int,
    /// Whether function pointers are unified between host and device.
    pub unifiedFunctionPointers: c_int,
    /// Device numa config.
    pub deviceNumaConfig: c_int,
    /// Device numa id.
    pub deviceNumaId: c_int,
    /// Whether contexts made on this device are shared through MPS.
    pub mpsEnabled: c_int,
    /// The host NUMA node nearest the device.
    pub hostNumaId: c_int,
    /// PCI device id and vendor id, 16 bits each, in one value.
    pub gpuPciDeviceID: c_uint,
    /// PCI subsystem id and subsystem vendor id, 16 bits each, in one value.
    pub gpuPciSubsystemID: c_uint,
    /// Whether HOST_NUMA memory can be shared across the nodes of a multi-node system.
    pub hostNumaMultinodeIpcSupported: c_int,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_int; 56],
}

/// A device's properties as `cudaGetDeviceProperties` fills them (the layout of 13.x).
///
/// NVIDIA's documentation: [`CUDART_DEVICE`](https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__DEVICE.html).
#[cuda_struct(size = 1032, align = 8)]
pub struct cudaDeviceProp_v12 {
    /// Name.
    pub name: [c_char; 256],
    /// Uuid.
    pub uuid: cudaUUID_t,
    /// Luid.
    pub luid: [c_char; 8],
    /// Luid device node mask.
    pub luidDeviceNodeMask: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Total global mem.
    pub totalGlobalMem: usize,
    /// Shared mem per block.
    pub sharedMemPerBlock: usize,
    /// Regs per block.
    pub regsPerBlock: c_int,
    /// Warp size in threads.
    pub warpSize: c_int,
    /// Mem pitch.
    pub memPitch: usize,
    /// Largest number of threads a block may have.
    pub maxThreadsPerBlock: c_int,
    /// Max threads dim.
    pub maxThreadsDim: [c_int; 3],
    /// Max grid size.
    pub maxGridSize: [c_int; 3],
    /// Usual clock rate, in kHz.
    pub clockRate: c_int,
    /// Total const mem.
    pub totalConstMem: usize,
    /// The compute capability's major number.
    pub major: c_int,
    /// The compute capability's minor number.
    pub minor: c_int,
    /// Alignment textures need.
    pub textureAlignment: usize,
    /// Pitch alignment textures need.
    pub texturePitchAlignment: usize,
    /// Device overlap.
    pub deviceOverlap: c_int,
    /// How many multiprocessors (SMs) the device has.
    pub multiProcessorCount: c_int,
    /// Kernel exec timeout enabled.
    pub kernelExecTimeoutEnabled: c_int,
    /// Whether the device is integrated, sharing memory with the host.
    pub integrated: c_int,
    /// Whether host memory can be mapped into the device's address space.
    pub canMapHostMemory: c_int,
    /// The compute mode, a `CUcomputemode` value.
    pub computeMode: c_int,
    /// Max texture1 d.
    pub maxTexture1D: c_int,
    /// Max texture1 d mipmap.
    pub maxTexture1DMipmap: c_int,
    /// Max texture1 d linear.
    pub maxTexture1DLinear: c_int,
    /// Max texture2 d.
    pub maxTexture2D: [c_int; 2],
    /// Max texture2 d mipmap.
    pub maxTexture2DMipmap: [c_int; 2],
    /// Max texture2 d linear.
    pub maxTexture2DLinear: [c_int; 3],
    /// Max texture2 d gather.
    pub maxTexture2DGather: [c_int; 2],
    /// Max texture3 d.
    pub maxTexture3D: [c_int; 3],
    /// Max texture3 d alt.
    pub maxTexture3DAlt: [c_int; 3],
    /// Max texture cubemap.
    pub maxTextureCubemap: c_int,
    /// Max texture1 d layered.
    pub maxTexture1DLayered: [c_int; 2],
    /// Max texture2 d layered.
    pub maxTexture2DLayered: [c_int; 3],
    /// Max texture cubemap layered.
    pub maxTextureCubemapLayered: [c_int; 2],
    /// Max surface1 d.
    pub maxSurface1D: c_int,
    /// Max surface2 d.
    pub maxSurface2D: [c_int; 2],
    /// Max surface3 d.
    pub maxSurface3D: [c_int; 3],
    /// Max surface1 d layered.
    pub maxSurface1DLayered: [c_int; 2],
    /// Max surface2 d layered.
    pub maxSurface2DLayered: [c_int; 3],
    /// Max surface cubemap.
    pub maxSurfaceCubemap: c_int,
    /// Max surface cubemap layered.
    pub maxSurfaceCubemapLayered: [c_int; 2],
    /// Alignment surfaces need.
    pub surfaceAlignment: usize,
    /// Whether several kernels may run at once.
    pub concurrentKernels: c_int,
    /// Whether ECC is on.
    pub ECCEnabled: c_int,
    /// The device's PCI bus number.
    pub pciBusID: c_int,
    /// The device's PCI device number.
    pub pciDeviceID: c_int,
    /// The device's PCI domain number.
    pub pciDomainID: c_int,
    /// Whether the device runs under the TCC driver model.
    pub tccDriver: c_int,
    /// How many asynchronous copy engines the device has.
    pub asyncEngineCount: c_int,
    /// Whether host and device share one unified address space.
    pub unifiedAddressing: c_int,
    /// Highest memory clock rate, in kHz.
    pub memoryClockRate: c_int,
    /// Width of the global memory bus, in bits.
    pub memoryBusWidth: c_int,
    /// Bytes of L2 cache.
    pub l2CacheSize: c_int,
    /// Persisting l2 cache max size.
    pub persistingL2CacheMaxSize: c_int,
    /// Most threads that can be resident on one SM.
    pub maxThreadsPerMultiProcessor: c_int,
    /// Whether streams can have priorities.
    pub streamPrioritiesSupported: c_int,
    /// Whether globals can be cached in L1.
    pub globalL1CacheSupported: c_int,
    /// Whether locals can be cached in L1.
    pub localL1CacheSupported: c_int,
    /// Shared mem per multiprocessor.
    pub sharedMemPerMultiprocessor: usize,
    /// Regs per multiprocessor.
    pub regsPerMultiprocessor: c_int,
    /// Whether managed memory can be allocated on this system.
    pub managedMemory: c_int,
    /// Is multi gpu board.
    pub isMultiGpuBoard: c_int,
    /// An id shared by the GPUs of one multi-GPU board.
    pub multiGpuBoardGroupID: c_int,
    /// Whether every native atomic works over the device-host link.
    pub hostNativeAtomicSupported: c_int,
    /// How many times faster single precision is than double precision (in FLOPS).
    pub singleToDoublePrecisionPerfRatio: c_int,
    /// Whether pageable memory is coherently accessible without registering it first.
    pub pageableMemoryAccess: c_int,
    /// Whether device and CPU may access managed memory at the same time, coherently.
    pub concurrentManagedAccess: c_int,
    /// Whether compute preemption is supported.
    pub computePreemptionSupported: c_int,
    /// Whether registered host memory has the same virtual address on the device as on the CPU.
    pub canUseHostPointerForRegisteredMem: c_int,
    /// Whether cooperative kernels can be launched (`cuLaunchCooperativeKernel`).
    pub cooperativeLaunch: c_int,
    /// Deprecated, as `cuLaunchCooperativeKernelMultiDevice` is.
    pub cooperativeMultiDeviceLaunch: c_int,
    /// Shared mem per block optin.
    pub sharedMemPerBlockOptin: usize,
    /// Whether pageable memory is reached through the host's page tables.
    pub pageableMemoryAccessUsesHostPageTables: c_int,
    /// Whether the host reaches managed memory on the device directly, with no migration.
    pub directManagedMemAccessFromHost: c_int,
    /// Most blocks that can be resident on one SM.
    pub maxBlocksPerMultiProcessor: c_int,
    /// Access policy max window size.
    pub accessPolicyMaxWindowSize: c_int,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reservedSharedMemPerBlock: usize,
    /// Whether host memory can be registered (`cudaHostRegister`).
    pub hostRegisterSupported: c_int,
    /// Whether sparse CUDA arrays (mipmapped ones too) are supported.
    pub sparseCudaArraySupported: c_int,
    /// Host register read only supported.
    pub hostRegisterReadOnlySupported: c_int,
    /// Whether external timeline semaphores can be imported.
    pub timelineSemaphoreInteropSupported: c_int,
    /// Whether memory pools and `cuMemAllocAsync` work.
    pub memoryPoolsSupported: c_int,
    /// Gpu direct rdma supported.
    pub gpuDirectRDMASupported: c_int,
    /// A bit set of `CUflushGPUDirectRDMAWritesOptions`.
    pub gpuDirectRDMAFlushWritesOptions: c_uint,
    /// For which consumers GPUDirect RDMA writes need no flush (a `CUGPUDirectRDMAWritesOrdering`).
    pub gpuDirectRDMAWritesOrdering: c_int,
    /// Memory pool supported handle types.
    pub memoryPoolSupportedHandleTypes: c_uint,
    /// Whether CUDA arrays (mipmapped ones too) can be mapped later.
    pub deferredMappingCudaArraySupported: c_int,
    /// Whether events can be shared across processes.
    pub ipcEventSupported: c_int,
    /// Whether thread-block clusters can be launched.
    pub clusterLaunch: c_int,
    /// Whether function pointers are unified between host and device.
    pub unifiedFunctionPointers: c_int,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reserved: [c_int; 63],
}

}

super::functions! {
}
