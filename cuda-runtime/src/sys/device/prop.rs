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
    /// The device's name, NUL-terminated (`name_str` reads it as a `&str`).
    pub name: [c_char; 256],
    /// The device's 16-byte UUID.
    pub uuid: cudaUUID_t,
    /// The device's 8-byte LUID (Windows only; zero elsewhere).
    pub luid: [c_char; 8],
    /// The LUID's device node mask (Windows only; zero elsewhere).
    pub luidDeviceNodeMask: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Bytes of global memory on the device.
    pub totalGlobalMem: usize,
    /// Most shared memory one block may use, in bytes.
    pub sharedMemPerBlock: usize,
    /// Most 32-bit registers one block may use.
    pub regsPerBlock: c_int,
    /// Warp size in threads.
    pub warpSize: c_int,
    /// Largest pitch a memory copy accepts, in bytes.
    pub memPitch: usize,
    /// Largest number of threads a block may have.
    pub maxThreadsPerBlock: c_int,
    /// One per element: `[0]`: largest x extent of a block, in threads; `[1]`: largest y extent of a block, in threads; `[2]`: largest z extent of a block, in threads.
    pub maxThreadsDim: [c_int; 3],
    /// One per element: `[0]`: maximum grid dimension X; `[1]`: maximum grid dimension Y; `[2]`: maximum grid dimension Z.
    pub maxGridSize: [c_int; 3],
    #[cuda(reserved)]
    _pad1: [u8; 4],
    /// Bytes of memory for a kernel's `__constant__` variables.
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
    /// Maximum 1D texture width.
    pub maxTexture1D: c_int,
    /// Largest width of a mipmapped 1D texture.
    pub maxTexture1DMipmap: c_int,
    /// One per element: `[0]`: maximum 2D texture width; `[1]`: largest height of a 2D texture.
    pub maxTexture2D: [c_int; 2],
    /// One per element: `[0]`: largest width of a mipmapped 2D texture; `[1]`: largest height of a mipmapped 2D texture.
    pub maxTexture2DMipmap: [c_int; 2],
    /// One per element: `[0]`: largest width of a 2D texture on linear memory; `[1]`: largest height of a 2D texture on linear memory; `[2]`: largest pitch, in bytes, of a 2D texture on linear memory.
    pub maxTexture2DLinear: [c_int; 3],
    /// One per element: `[0]`: largest width of a 2D texture made with `CUDA_ARRAY3D_TEXTURE_GATHER`; `[1]`: largest height of a 2D texture made with `CUDA_ARRAY3D_TEXTURE_GATHER`.
    pub maxTexture2DGather: [c_int; 2],
    /// One per element: `[0]`: maximum 3D texture width; `[1]`: largest height of a 3D texture; `[2]`: maximum 3D texture depth.
    pub maxTexture3D: [c_int; 3],
    /// One per element: `[0]`: largest width of a 3D texture, in the alternate limits; `[1]`: largest height of a 3D texture, in the alternate limits; `[2]`: largest depth of a 3D texture, in the alternate limits.
    pub maxTexture3DAlt: [c_int; 3],
    /// Largest width (and height) of a cubemap texture.
    pub maxTextureCubemap: c_int,
    /// One per element: `[0]`: largest width of a layered 1D texture; `[1]`: most layers a layered 1D texture may have.
    pub maxTexture1DLayered: [c_int; 2],
    /// One per element: `[0]`: largest width of a layered 2D texture; `[1]`: largest height of a layered 2D texture; `[2]`: most layers a layered 2D texture may have.
    pub maxTexture2DLayered: [c_int; 3],
    /// One per element: `[0]`: largest width (and height) of a layered cubemap texture; `[1]`: most layers a layered cubemap texture may have.
    pub maxTextureCubemapLayered: [c_int; 2],
    /// Maximum 1D surface width.
    pub maxSurface1D: c_int,
    /// One per element: `[0]`: maximum 2D surface width; `[1]`: largest height of a 2D surface.
    pub maxSurface2D: [c_int; 2],
    /// One per element: `[0]`: maximum 3D surface width; `[1]`: largest height of a 3D surface; `[2]`: maximum 3D surface depth.
    pub maxSurface3D: [c_int; 3],
    /// One per element: `[0]`: largest width of a layered 1D surface; `[1]`: most layers a layered 1D surface may have.
    pub maxSurface1DLayered: [c_int; 2],
    /// One per element: `[0]`: largest width of a layered 2D surface; `[1]`: largest height of a layered 2D surface; `[2]`: most layers a layered 2D surface may have.
    pub maxSurface2DLayered: [c_int; 3],
    /// Largest width of a cubemap surface.
    pub maxSurfaceCubemap: c_int,
    /// One per element: `[0]`: largest width of a layered cubemap surface; `[1]`: most layers a layered cubemap surface may have.
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
    /// Largest L2 persisting-lines capacity that can be set, in bytes.
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
    /// Most shared memory one SM has, in bytes.
    pub sharedMemPerMultiprocessor: usize,
    /// Most 32-bit registers one SM has.
    pub regsPerMultiprocessor: c_int,
    /// Whether managed memory can be allocated on this system.
    pub managedMemory: c_int,
    /// Whether the device sits on a board with several GPUs.
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
    /// Most shared memory one block may opt in to.
    pub sharedMemPerBlockOptin: usize,
    /// Whether pageable memory is reached through the host's page tables.
    pub pageableMemoryAccessUsesHostPageTables: c_int,
    /// Whether the host reaches managed memory on the device directly, with no migration.
    pub directManagedMemAccessFromHost: c_int,
    /// Most blocks that can be resident on one SM.
    pub maxBlocksPerMultiProcessor: c_int,
    /// Largest `num_bytes` of a `CUaccessPolicyWindow`.
    pub accessPolicyMaxWindowSize: c_int,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reservedSharedMemPerBlock: usize,
    /// Whether host memory can be registered (`cudaHostRegister`).
    pub hostRegisterSupported: c_int,
    /// Whether sparse CUDA arrays (mipmapped ones too) are supported.
    pub sparseCudaArraySupported: c_int,
    /// Whether `cuMemHostRegister` accepts `CU_MEMHOSTREGISTER_READ_ONLY`, mapping the memory read-only for the GPU.
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
    /// The handle types memory pools can be shared across processes with.
    pub memoryPoolSupportedHandleTypes: c_uint,
    /// Whether CUDA arrays (mipmapped ones too) can be mapped later.
    pub deferredMappingCudaArraySupported: c_int,
    /// Whether events can be shared across processes.
    pub ipcEventSupported: c_int,
    /// Whether thread-block clusters can be launched.
    pub clusterLaunch: c_int,
    /// Whether function pointers are unified between host and device.
    pub unifiedFunctionPointers: c_int,
    /// How the device's NUMA is set up, a `CUdeviceNumaConfig` value.
    pub deviceNumaConfig: c_int,
    /// The NUMA node of the GPU's memory.
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
    /// The device's name, NUL-terminated (`name_str` reads it as a `&str`).
    pub name: [c_char; 256],
    /// The device's 16-byte UUID.
    pub uuid: cudaUUID_t,
    /// The device's 8-byte LUID (Windows only; zero elsewhere).
    pub luid: [c_char; 8],
    /// The LUID's device node mask (Windows only; zero elsewhere).
    pub luidDeviceNodeMask: c_uint,
    #[cuda(reserved)]
    _pad0: [u8; 4],
    /// Bytes of global memory on the device.
    pub totalGlobalMem: usize,
    /// Most shared memory one block may use, in bytes.
    pub sharedMemPerBlock: usize,
    /// Most 32-bit registers one block may use.
    pub regsPerBlock: c_int,
    /// Warp size in threads.
    pub warpSize: c_int,
    /// Largest pitch a memory copy accepts, in bytes.
    pub memPitch: usize,
    /// Largest number of threads a block may have.
    pub maxThreadsPerBlock: c_int,
    /// One per element: `[0]`: largest x extent of a block, in threads; `[1]`: largest y extent of a block, in threads; `[2]`: largest z extent of a block, in threads.
    pub maxThreadsDim: [c_int; 3],
    /// One per element: `[0]`: maximum grid dimension X; `[1]`: maximum grid dimension Y; `[2]`: maximum grid dimension Z.
    pub maxGridSize: [c_int; 3],
    /// Usual clock rate, in kHz.
    pub clockRate: c_int,
    /// Bytes of memory for a kernel's `__constant__` variables.
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
    /// Maximum 1D texture width.
    pub maxTexture1D: c_int,
    /// Largest width of a mipmapped 1D texture.
    pub maxTexture1DMipmap: c_int,
    /// Max texture 1-D linear.
    pub maxTexture1DLinear: c_int,
    /// One per element: `[0]`: maximum 2D texture width; `[1]`: largest height of a 2D texture.
    pub maxTexture2D: [c_int; 2],
    /// One per element: `[0]`: largest width of a mipmapped 2D texture; `[1]`: largest height of a mipmapped 2D texture.
    pub maxTexture2DMipmap: [c_int; 2],
    /// One per element: `[0]`: largest width of a 2D texture on linear memory; `[1]`: largest height of a 2D texture on linear memory; `[2]`: largest pitch, in bytes, of a 2D texture on linear memory.
    pub maxTexture2DLinear: [c_int; 3],
    /// One per element: `[0]`: largest width of a 2D texture made with `CUDA_ARRAY3D_TEXTURE_GATHER`; `[1]`: largest height of a 2D texture made with `CUDA_ARRAY3D_TEXTURE_GATHER`.
    pub maxTexture2DGather: [c_int; 2],
    /// One per element: `[0]`: maximum 3D texture width; `[1]`: largest height of a 3D texture; `[2]`: maximum 3D texture depth.
    pub maxTexture3D: [c_int; 3],
    /// One per element: `[0]`: largest width of a 3D texture, in the alternate limits; `[1]`: largest height of a 3D texture, in the alternate limits; `[2]`: largest depth of a 3D texture, in the alternate limits.
    pub maxTexture3DAlt: [c_int; 3],
    /// Largest width (and height) of a cubemap texture.
    pub maxTextureCubemap: c_int,
    /// One per element: `[0]`: largest width of a layered 1D texture; `[1]`: most layers a layered 1D texture may have.
    pub maxTexture1DLayered: [c_int; 2],
    /// One per element: `[0]`: largest width of a layered 2D texture; `[1]`: largest height of a layered 2D texture; `[2]`: most layers a layered 2D texture may have.
    pub maxTexture2DLayered: [c_int; 3],
    /// One per element: `[0]`: largest width (and height) of a layered cubemap texture; `[1]`: most layers a layered cubemap texture may have.
    pub maxTextureCubemapLayered: [c_int; 2],
    /// Maximum 1D surface width.
    pub maxSurface1D: c_int,
    /// One per element: `[0]`: maximum 2D surface width; `[1]`: largest height of a 2D surface.
    pub maxSurface2D: [c_int; 2],
    /// One per element: `[0]`: maximum 3D surface width; `[1]`: largest height of a 3D surface; `[2]`: maximum 3D surface depth.
    pub maxSurface3D: [c_int; 3],
    /// One per element: `[0]`: largest width of a layered 1D surface; `[1]`: most layers a layered 1D surface may have.
    pub maxSurface1DLayered: [c_int; 2],
    /// One per element: `[0]`: largest width of a layered 2D surface; `[1]`: largest height of a layered 2D surface; `[2]`: most layers a layered 2D surface may have.
    pub maxSurface2DLayered: [c_int; 3],
    /// Largest width of a cubemap surface.
    pub maxSurfaceCubemap: c_int,
    /// One per element: `[0]`: largest width of a layered cubemap surface; `[1]`: most layers a layered cubemap surface may have.
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
    /// Largest L2 persisting-lines capacity that can be set, in bytes.
    pub persistingL2CacheMaxSize: c_int,
    /// Most threads that can be resident on one SM.
    pub maxThreadsPerMultiProcessor: c_int,
    /// Whether streams can have priorities.
    pub streamPrioritiesSupported: c_int,
    /// Whether globals can be cached in L1.
    pub globalL1CacheSupported: c_int,
    /// Whether locals can be cached in L1.
    pub localL1CacheSupported: c_int,
    /// Most shared memory one SM has, in bytes.
    pub sharedMemPerMultiprocessor: usize,
    /// Most 32-bit registers one SM has.
    pub regsPerMultiprocessor: c_int,
    /// Whether managed memory can be allocated on this system.
    pub managedMemory: c_int,
    /// Whether the device sits on a board with several GPUs.
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
    /// Most shared memory one block may opt in to.
    pub sharedMemPerBlockOptin: usize,
    /// Whether pageable memory is reached through the host's page tables.
    pub pageableMemoryAccessUsesHostPageTables: c_int,
    /// Whether the host reaches managed memory on the device directly, with no migration.
    pub directManagedMemAccessFromHost: c_int,
    /// Most blocks that can be resident on one SM.
    pub maxBlocksPerMultiProcessor: c_int,
    /// Largest `num_bytes` of a `CUaccessPolicyWindow`.
    pub accessPolicyMaxWindowSize: c_int,
    /// Reserved; kept zero.
    #[cuda(reserved)]
    reservedSharedMemPerBlock: usize,
    /// Whether host memory can be registered (`cudaHostRegister`).
    pub hostRegisterSupported: c_int,
    /// Whether sparse CUDA arrays (mipmapped ones too) are supported.
    pub sparseCudaArraySupported: c_int,
    /// Whether `cuMemHostRegister` accepts `CU_MEMHOSTREGISTER_READ_ONLY`, mapping the memory read-only for the GPU.
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
    /// The handle types memory pools can be shared across processes with.
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
