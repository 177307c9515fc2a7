//! The injection protocol's types (`nvtxDetail/nvtxTypes.h`): the modules a tool fills, the callback
//! number of each function within its module, the export tables a tool asks for, and the signatures of
//! the entry points that pass between the program and the tool.

use core::ffi::{c_int, c_uint, c_void};

use cuda_struct::{cuda_enum, cuda_struct};

/// The groups of functions a tool fills, each a table indexed by its callback numbers
/// (`NvtxCallbackModule`).
#[cuda_enum]
pub enum NvtxCallbackModule {
    /// Not a module.
    NVTX_CB_MODULE_INVALID = 0,
    /// Marks, ranges and naming in the default domain ([`NvtxCallbackIdCore`]).
    NVTX_CB_MODULE_CORE = 1,
    /// Naming the CUDA driver's objects ([`NvtxCallbackIdCuda`]).
    NVTX_CB_MODULE_CUDA = 2,
    /// Naming OpenCL's objects ([`NvtxCallbackIdOpenCL`]).
    NVTX_CB_MODULE_OPENCL = 3,
    /// Naming the CUDA runtime's objects ([`NvtxCallbackIdCudaRt`]).
    NVTX_CB_MODULE_CUDART = 4,
    /// Domains and what happens in them ([`NvtxCallbackIdCore2`]).
    NVTX_CB_MODULE_CORE2 = 5,
    /// User synchronization objects ([`NvtxCallbackIdSync`]).
    NVTX_CB_MODULE_SYNC = 6,
    /// How many numbers there are (a count, not a module).
    NVTX_CB_MODULE_SIZE = 7,
    /// Forces the C enum to 32 bits.
    NVTX_CB_MODULE_FORCE_INT = 0x7fff_ffff,
}

/// The callback numbers of the core module (`NvtxCallbackIdCore`).
#[cuda_enum]
pub enum NvtxCallbackIdCore {
    /// Not a function.
    NVTX_CBID_CORE_INVALID = 0,
    /// `nvtxMarkEx`.
    NVTX_CBID_CORE_MarkEx = 1,
    /// `nvtxMarkA`.
    NVTX_CBID_CORE_MarkA = 2,
    /// `nvtxMarkW`.
    NVTX_CBID_CORE_MarkW = 3,
    /// `nvtxRangeStartEx`.
    NVTX_CBID_CORE_RangeStartEx = 4,
    /// `nvtxRangeStartA`.
    NVTX_CBID_CORE_RangeStartA = 5,
    /// `nvtxRangeStartW`.
    NVTX_CBID_CORE_RangeStartW = 6,
    /// `nvtxRangeEnd`.
    NVTX_CBID_CORE_RangeEnd = 7,
    /// `nvtxRangePushEx`.
    NVTX_CBID_CORE_RangePushEx = 8,
    /// `nvtxRangePushA`.
    NVTX_CBID_CORE_RangePushA = 9,
    /// `nvtxRangePushW`.
    NVTX_CBID_CORE_RangePushW = 10,
    /// `nvtxRangePop`.
    NVTX_CBID_CORE_RangePop = 11,
    /// `nvtxNameCategoryA`.
    NVTX_CBID_CORE_NameCategoryA = 12,
    /// `nvtxNameCategoryW`.
    NVTX_CBID_CORE_NameCategoryW = 13,
    /// `nvtxNameOsThreadA`.
    NVTX_CBID_CORE_NameOsThreadA = 14,
    /// `nvtxNameOsThreadW`.
    NVTX_CBID_CORE_NameOsThreadW = 15,
    /// How many numbers there are.
    NVTX_CBID_CORE_SIZE = 16,
    /// Forces the C enum to 32 bits.
    NVTX_CBID_CORE_FORCE_INT = 0x7fff_ffff,
}

/// The callback numbers of the domain module (`NvtxCallbackIdCore2`).
#[cuda_enum]
pub enum NvtxCallbackIdCore2 {
    /// Not a function.
    NVTX_CBID_CORE2_INVALID = 0,
    /// `nvtxDomainMarkEx`.
    NVTX_CBID_CORE2_DomainMarkEx = 1,
    /// `nvtxDomainRangeStartEx`.
    NVTX_CBID_CORE2_DomainRangeStartEx = 2,
    /// `nvtxDomainRangeEnd`.
    NVTX_CBID_CORE2_DomainRangeEnd = 3,
    /// `nvtxDomainRangePushEx`.
    NVTX_CBID_CORE2_DomainRangePushEx = 4,
    /// `nvtxDomainRangePop`.
    NVTX_CBID_CORE2_DomainRangePop = 5,
    /// `nvtxDomainResourceCreate`.
    NVTX_CBID_CORE2_DomainResourceCreate = 6,
    /// `nvtxDomainResourceDestroy`.
    NVTX_CBID_CORE2_DomainResourceDestroy = 7,
    /// `nvtxDomainNameCategoryA`.
    NVTX_CBID_CORE2_DomainNameCategoryA = 8,
    /// `nvtxDomainNameCategoryW`.
    NVTX_CBID_CORE2_DomainNameCategoryW = 9,
    /// `nvtxDomainRegisterStringA`.
    NVTX_CBID_CORE2_DomainRegisterStringA = 10,
    /// `nvtxDomainRegisterStringW`.
    NVTX_CBID_CORE2_DomainRegisterStringW = 11,
    /// `nvtxDomainCreateA`.
    NVTX_CBID_CORE2_DomainCreateA = 12,
    /// `nvtxDomainCreateW`.
    NVTX_CBID_CORE2_DomainCreateW = 13,
    /// `nvtxDomainDestroy`.
    NVTX_CBID_CORE2_DomainDestroy = 14,
    /// `nvtxInitialize`.
    NVTX_CBID_CORE2_Initialize = 15,
    /// How many numbers there are.
    NVTX_CBID_CORE2_SIZE = 16,
    /// Forces the C enum to 32 bits.
    NVTX_CBID_CORE2_FORCE_INT = 0x7fff_ffff,
}

/// The callback numbers of the CUDA driver module (`NvtxCallbackIdCuda`).
#[cuda_enum]
pub enum NvtxCallbackIdCuda {
    /// Not a function.
    NVTX_CBID_CUDA_INVALID = 0,
    /// `nvtxNameCuDeviceA`.
    NVTX_CBID_CUDA_NameCuDeviceA = 1,
    /// `nvtxNameCuDeviceW`.
    NVTX_CBID_CUDA_NameCuDeviceW = 2,
    /// `nvtxNameCuContextA`.
    NVTX_CBID_CUDA_NameCuContextA = 3,
    /// `nvtxNameCuContextW`.
    NVTX_CBID_CUDA_NameCuContextW = 4,
    /// `nvtxNameCuStreamA`.
    NVTX_CBID_CUDA_NameCuStreamA = 5,
    /// `nvtxNameCuStreamW`.
    NVTX_CBID_CUDA_NameCuStreamW = 6,
    /// `nvtxNameCuEventA`.
    NVTX_CBID_CUDA_NameCuEventA = 7,
    /// `nvtxNameCuEventW`.
    NVTX_CBID_CUDA_NameCuEventW = 8,
    /// How many numbers there are.
    NVTX_CBID_CUDA_SIZE = 9,
    /// Forces the C enum to 32 bits.
    NVTX_CBID_CUDA_FORCE_INT = 0x7fff_ffff,
}

/// The callback numbers of the CUDA runtime module (`NvtxCallbackIdCudaRt`).
#[cuda_enum]
pub enum NvtxCallbackIdCudaRt {
    /// Not a function.
    NVTX_CBID_CUDART_INVALID = 0,
    /// `nvtxNameCudaDeviceA`.
    NVTX_CBID_CUDART_NameCudaDeviceA = 1,
    /// `nvtxNameCudaDeviceW`.
    NVTX_CBID_CUDART_NameCudaDeviceW = 2,
    /// `nvtxNameCudaStreamA`.
    NVTX_CBID_CUDART_NameCudaStreamA = 3,
    /// `nvtxNameCudaStreamW`.
    NVTX_CBID_CUDART_NameCudaStreamW = 4,
    /// `nvtxNameCudaEventA`.
    NVTX_CBID_CUDART_NameCudaEventA = 5,
    /// `nvtxNameCudaEventW`.
    NVTX_CBID_CUDART_NameCudaEventW = 6,
    /// How many numbers there are.
    NVTX_CBID_CUDART_SIZE = 7,
    /// Forces the C enum to 32 bits.
    NVTX_CBID_CUDART_FORCE_INT = 0x7fff_ffff,
}

/// The callback numbers of the OpenCL module (`NvtxCallbackIdOpenCL`).
#[cuda_enum]
pub enum NvtxCallbackIdOpenCL {
    /// Not a function.
    NVTX_CBID_OPENCL_INVALID = 0,
    /// `nvtxNameClDeviceA`.
    NVTX_CBID_OPENCL_NameClDeviceA = 1,
    /// `nvtxNameClDeviceW`.
    NVTX_CBID_OPENCL_NameClDeviceW = 2,
    /// `nvtxNameClContextA`.
    NVTX_CBID_OPENCL_NameClContextA = 3,
    /// `nvtxNameClContextW`.
    NVTX_CBID_OPENCL_NameClContextW = 4,
    /// `nvtxNameClCommandQueueA`.
    NVTX_CBID_OPENCL_NameClCommandQueueA = 5,
    /// `nvtxNameClCommandQueueW`.
    NVTX_CBID_OPENCL_NameClCommandQueueW = 6,
    /// `nvtxNameClMemObjectA`.
    NVTX_CBID_OPENCL_NameClMemObjectA = 7,
    /// `nvtxNameClMemObjectW`.
    NVTX_CBID_OPENCL_NameClMemObjectW = 8,
    /// `nvtxNameClSamplerA`.
    NVTX_CBID_OPENCL_NameClSamplerA = 9,
    /// `nvtxNameClSamplerW`.
    NVTX_CBID_OPENCL_NameClSamplerW = 10,
    /// `nvtxNameClProgramA`.
    NVTX_CBID_OPENCL_NameClProgramA = 11,
    /// `nvtxNameClProgramW`.
    NVTX_CBID_OPENCL_NameClProgramW = 12,
    /// `nvtxNameClEventA`.
    NVTX_CBID_OPENCL_NameClEventA = 13,
    /// `nvtxNameClEventW`.
    NVTX_CBID_OPENCL_NameClEventW = 14,
    /// How many numbers there are.
    NVTX_CBID_OPENCL_SIZE = 15,
    /// Forces the C enum to 32 bits.
    NVTX_CBID_OPENCL_FORCE_INT = 0x7fff_ffff,
}

/// The callback numbers of the synchronization module (`NvtxCallbackIdSync`).
#[cuda_enum]
pub enum NvtxCallbackIdSync {
    /// Not a function.
    NVTX_CBID_SYNC_INVALID = 0,
    /// `nvtxDomainSyncUserCreate`.
    NVTX_CBID_SYNC_DomainSyncUserCreate = 1,
    /// `nvtxDomainSyncUserDestroy`.
    NVTX_CBID_SYNC_DomainSyncUserDestroy = 2,
    /// `nvtxDomainSyncUserAcquireStart`.
    NVTX_CBID_SYNC_DomainSyncUserAcquireStart = 3,
    /// `nvtxDomainSyncUserAcquireFailed`.
    NVTX_CBID_SYNC_DomainSyncUserAcquireFailed = 4,
    /// `nvtxDomainSyncUserAcquireSuccess`.
    NVTX_CBID_SYNC_DomainSyncUserAcquireSuccess = 5,
    /// `nvtxDomainSyncUserReleasing`.
    NVTX_CBID_SYNC_DomainSyncUserReleasing = 6,
    /// How many numbers there are.
    NVTX_CBID_SYNC_SIZE = 7,
    /// Forces the C enum to 32 bits.
    NVTX_CBID_SYNC_FORCE_INT = 0x7fff_ffff,
}

/// The tables a tool may ask the program for by number (`NvtxExportTableID`).
#[cuda_enum]
pub enum NvtxExportTableID {
    /// Not a table.
    NVTX_ETID_INVALID = 0,
    /// [`NvtxExportTableCallbacks`].
    NVTX_ETID_CALLBACKS = 1,
    /// Kept for an old table; answered with null.
    NVTX_ETID_RESERVED0 = 2,
    /// [`NvtxExportTableVersionInfo`].
    NVTX_ETID_VERSIONINFO = 3,
    /// How many numbers there are.
    NVTX_ETID_SIZE = 4,
    /// Forces the C enum to 32 bits.
    NVTX_ETID_FORCE_INT = 0x7fff_ffff,
}

/// Which initializer the CUDA driver is asked for (`NvtxInjectionInitializerKind`, in the 13.5
/// headers, not in 12.9's or 13.0's).
#[cuda_enum]
pub enum NvtxInjectionInitializerKind {
    /// Not a kind.
    NVTX_INJECTION_INITIALIZER_INVALID = 0,
    /// The core API's `InitializeInjectionNvtx2`.
    NVTX_INJECTION_INITIALIZER_CORE = 1,
    /// The extensions' initializer.
    NVTX_INJECTION_INITIALIZER_EXTENSION = 2,
    /// How many numbers there are.
    NVTX_INJECTION_INITIALIZER_SIZE = 3,
    /// Forces the C enum to 32 bits.
    NVTX_INJECTION_INITIALIZER_FORCE_INT = 0x7fff_ffff,
}

/// A function pointer of no particular type, as the slot tables hold them (`NvtxFunctionPointer`).
pub type NvtxFunctionPointer = Option<unsafe extern "system" fn()>;

/// A module's table: an array of pointers to the program's slots, indexed by callback number, null at
/// 0 and at the end (`NvtxFunctionTable`).
pub type NvtxFunctionTable = *mut *mut NvtxFunctionPointer;

/// The getter a tool is handed: the export table of a number, or null (`NvtxGetExportTableFunc_t`).
pub type NvtxGetExportTableFunc_t =
    Option<unsafe extern "system" fn(exportTableId: u32) -> *const c_void>;

/// A tool's entry point, `InitializeInjectionNvtx2`: non-zero when it set itself up
/// (`NvtxInitializeInjectionNvtxFunc_t`).
pub type NvtxInitializeInjectionNvtxFunc_t =
    Option<unsafe extern "system" fn(exportTable: NvtxGetExportTableFunc_t) -> c_int>;

/// Any of the initializers the CUDA driver hands out (`NvtxInjectionGenericFunc_t`).
pub type NvtxInjectionGenericFunc_t = Option<unsafe extern "system" fn()>;

/// The CUDA driver's `cuNvtxGetInjectionInitializer`: 0 when it wrote an initializer of the kind
/// (`NvtxGetInjectionInitializerFunc_t`).
pub type NvtxGetInjectionInitializerFunc_t = Option<
    unsafe extern "system" fn(
        kind: NvtxInjectionInitializerKind,
        initializer: *mut NvtxInjectionGenericFunc_t,
    ) -> c_int,
>;

/// The signature of [`NvtxExportTableCallbacks`]' `GetModuleFunctionTable`: writes a module's table and
/// its entry count (one less than its length), and answers 1; 0 for a module it does not know.
pub type NvtxGetModuleFunctionTableFunc = unsafe extern "system" fn(
    callback_module: NvtxCallbackModule,
    out_table: *mut NvtxFunctionTable,
    out_size: *mut c_uint,
) -> c_int;

/// The table of number [`NvtxExportTableID::NVTX_ETID_CALLBACKS`] (`NvtxExportTableCallbacks`).
#[cuda_struct(size = 16, align = 8, send, sync)]
pub struct NvtxExportTableCallbacks {
    /// This struct's size in bytes.
    pub struct_size: usize,
    /// An [`NvtxGetModuleFunctionTableFunc`], held as an address.
    pub GetModuleFunctionTable: *const c_void,
}

/// The table of number [`NvtxExportTableID::NVTX_ETID_VERSIONINFO`] (`NvtxExportTableVersionInfo`).
#[cuda_struct(size = 24, align = 8, send, sync)]
pub struct NvtxExportTableVersionInfo {
    /// This struct's size in bytes.
    pub struct_size: usize,
    /// The program's NVTX version, [`NVTX_VERSION`](super::NVTX_VERSION).
    pub version: u32,
    #[cuda(reserved)]
    reserved0: u32,
    /// Where a tool says which NVTX version it was built for: `void (uint32_t)`, held as an address.
    pub SetInjectionNvtxVersion: *const c_void,
}
