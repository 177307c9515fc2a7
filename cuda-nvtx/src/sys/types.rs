//! The types of `nvToolsExt.h` and of its CUDA, CUDA runtime, OpenCL and synchronization companions:
//! event and resource attributes with their unions, the handles a tool hands out, the enums that say
//! which union member is meant, and the resource kinds.

use core::ffi::{c_char, c_void};

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

/// The C `wchar_t` of the platform: 32 bits signed on Linux, 16 bits unsigned on Windows.
#[cfg(not(windows))]
pub type wchar_t = i32;
/// The C `wchar_t` of the platform: 32 bits signed on Linux, 16 bits unsigned on Windows.
#[cfg(windows)]
pub type wchar_t = u16;

/// The NVTX API version these declarations are (`NVTX_VERSION`): 3, the header-only NVTX.
pub const NVTX_VERSION: u32 = 3;

/// What a push or pop answers when no tool tracks the nesting (`NVTX_NO_PUSH_POP_TRACKING`).
pub const NVTX_NO_PUSH_POP_TRACKING: i32 = -2;

/// The init status: the tool was found and set up (`NVTX_SUCCESS`).
pub const NVTX_SUCCESS: i32 = 0;
/// The init status: a failure of no more precise kind.
pub const NVTX_FAIL: i32 = 1;
/// The init status: a setting that names the tool could not be read.
pub const NVTX_ERR_INIT_LOAD_PROPERTY: i32 = 2;
/// The init status: the tool's file could not be reached.
pub const NVTX_ERR_INIT_ACCESS_LIBRARY: i32 = 3;
/// The init status: the system loader refused the tool's file.
pub const NVTX_ERR_INIT_LOAD_LIBRARY: i32 = 4;
/// The init status: the tool's file lacks `InitializeInjectionNvtx2`.
pub const NVTX_ERR_INIT_MISSING_LIBRARY_ENTRY_POINT: i32 = 5;
/// The init status: the tool's `InitializeInjectionNvtx2` answered 0.
pub const NVTX_ERR_INIT_FAILED_LIBRARY_ENTRY_POINT: i32 = 6;
/// The init status: no tool was named or found.
pub const NVTX_ERR_NO_INJECTION_LIBRARY_AVAILABLE: i32 = 7;

/// The resource class of the generic kinds (`NVTX_RESOURCE_CLASS_GENERIC`), bits 16 and up of a kind.
pub const NVTX_RESOURCE_CLASS_GENERIC: u32 = 1;
/// The resource class of OS synchronization objects.
pub const NVTX_RESOURCE_CLASS_SYNC_OS: u32 = 2;
/// The resource class of POSIX threads' synchronization objects.
pub const NVTX_RESOURCE_CLASS_SYNC_PTHREAD: u32 = 3;
/// The resource class of the CUDA driver's objects.
pub const NVTX_RESOURCE_CLASS_CUDA: u32 = 4;
/// The resource class of the CUDA runtime's objects.
pub const NVTX_RESOURCE_CLASS_CUDART: u32 = 5;
/// The resource class of OpenCL's objects.
pub const NVTX_RESOURCE_CLASS_OPENCL: u32 = 6;

/// A range's identity from a start, to end it by (`nvtxRangeId_t`); 0 when no tool is attached.
pub type nvtxRangeId_t = u64;

/// A domain a tool created (`nvtxDomainHandle_t`): its events are grouped and can be shown or hidden
/// together. Null is the default domain.
#[cuda_handle(send, sync)]
pub struct nvtxDomainHandle_t(*mut c_void);

/// A string a tool registered in a domain (`nvtxStringHandle_t`), passed in place of the text.
#[cuda_handle(send, sync)]
pub struct nvtxStringHandle_t(*mut c_void);

/// A resource a tool named through `nvtxDomainResourceCreate` (`nvtxResourceHandle_t`).
#[cuda_handle(send, sync)]
pub struct nvtxResourceHandle_t(*mut c_void);

/// A user synchronization object a tool tracks (`nvtxSyncUser_t`).
#[cuda_handle(send, sync)]
pub struct nvtxSyncUser_t(*mut c_void);

/// Whether an event carries a color.
#[cuda_enum]
pub enum nvtxColorType_t {
    /// No color: the tool picks.
    NVTX_COLOR_UNKNOWN = 0,
    /// `color` holds 0xAARRGGBB.
    NVTX_COLOR_ARGB = 1,
}

/// Which member of [`nvtxMessageValue_t`] an event's text is in.
#[cuda_enum]
pub enum nvtxMessageType_t {
    /// No text.
    NVTX_MESSAGE_UNKNOWN = 0,
    /// `ascii`: a NUL-terminated byte string.
    NVTX_MESSAGE_TYPE_ASCII = 1,
    /// `unicode`: a NUL-terminated `wchar_t` string.
    NVTX_MESSAGE_TYPE_UNICODE = 2,
    /// `registered`: a handle from `nvtxDomainRegisterStringA`.
    NVTX_MESSAGE_TYPE_REGISTERED = 3,
}

/// An event's text: which member is meant is the `messageType` beside it.
#[cuda_struct(size = 8, align = 8, send, sync)]
pub union nvtxMessageValue_t {
    /// NUL-terminated bytes.
    pub ascii: *const c_char,
    /// NUL-terminated wide characters.
    pub unicode: *const wchar_t,
    /// A registered string.
    pub registered: nvtxStringHandle_t,
}

/// Which member of an event's payload union holds its number.
#[cuda_enum]
pub enum nvtxPayloadType_t {
    /// No number.
    NVTX_PAYLOAD_UNKNOWN = 0,
    /// `ullValue`.
    NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
    /// `llValue`.
    NVTX_PAYLOAD_TYPE_INT64 = 2,
    /// `dValue`.
    NVTX_PAYLOAD_TYPE_DOUBLE = 3,
    /// `uiValue`.
    NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
    /// `iValue`.
    NVTX_PAYLOAD_TYPE_INT32 = 5,
    /// `fValue`.
    NVTX_PAYLOAD_TYPE_FLOAT = 6,
}

/// The number an event carries (`union payload_t`, the member `payload` of [`nvtxEventAttributes_v2`]).
#[cuda_struct(size = 8, align = 8)]
pub union nvtxEventAttributes_v2_payload {
    /// As `uint64_t`.
    pub ullValue: u64,
    /// As `int64_t`.
    pub llValue: i64,
    /// As `double`.
    pub dValue: f64,
    /// As `uint32_t`.
    pub uiValue: u32,
    /// As `int32_t`.
    pub iValue: i32,
    /// As `float`.
    pub fValue: f32,
}

/// What a mark or a range says about itself: text, color, category and a number
/// (`nvtxEventAttributes_v2`, also named `nvtxEventAttributes_t`).
///
/// `version` must be [`NVTX_VERSION`] and `size` this struct's size, so that a tool reads no more than
/// was written; [`EventAttributes`](crate::EventAttributes) fills both.
#[cuda_struct(size = 48, align = 8, send, sync)]
pub struct nvtxEventAttributes_v2 {
    /// The layout's version: [`NVTX_VERSION`].
    pub version: u16,
    /// The struct's size in bytes (48).
    pub size: u16,
    /// The category, 0 for none; named with `nvtxNameCategoryA`.
    pub category: u32,
    /// An [`nvtxColorType_t`].
    pub colorType: i32,
    /// 0xAARRGGBB, when `colorType` says so.
    pub color: u32,
    /// An [`nvtxPayloadType_t`].
    pub payloadType: i32,
    #[cuda(reserved)]
    reserved0: i32,
    /// The number.
    pub payload: nvtxEventAttributes_v2_payload,
    /// An [`nvtxMessageType_t`].
    pub messageType: i32,
    #[cuda(reserved)]
    _pad0: u32,
    /// The text.
    pub message: nvtxMessageValue_t,
}

/// The attributes every event function takes: [`nvtxEventAttributes_v2`].
pub type nvtxEventAttributes_t = nvtxEventAttributes_v2;

/// The generic kinds of resource identifier (`nvtxResourceGenericType_t`): class 1.
#[cuda_enum]
pub enum nvtxResourceGenericType_t {
    /// No kind given.
    NVTX_RESOURCE_TYPE_UNKNOWN = 0,
    /// A pointer taken to be unique.
    NVTX_RESOURCE_TYPE_GENERIC_POINTER = 0x0001_0001,
    /// A handle taken to be unique.
    NVTX_RESOURCE_TYPE_GENERIC_HANDLE = 0x0001_0002,
    /// The OS's own thread number.
    NVTX_RESOURCE_TYPE_GENERIC_THREAD_NATIVE = 0x0001_0003,
    /// A `pthread_t`.
    NVTX_RESOURCE_TYPE_GENERIC_THREAD_POSIX = 0x0001_0004,
}

/// The identifier of a resource: which member is meant is `identifierType` beside it.
#[cuda_struct(size = 8, align = 8, send, sync)]
pub union nvtxResourceAttributes_v0_identifier {
    /// As a pointer.
    pub pValue: *const c_void,
    /// As a number.
    pub ullValue: u64,
}

/// A resource to name in a domain (`nvtxResourceAttributes_v0`, also `nvtxResourceAttributes_t`).
#[cuda_struct(size = 32, align = 8, send, sync)]
pub struct nvtxResourceAttributes_v0 {
    /// The layout's version: [`NVTX_VERSION`].
    pub version: u16,
    /// The struct's size in bytes (32).
    pub size: u16,
    /// A kind from one of the `nvtxResource*Type_t` enums.
    pub identifierType: i32,
    /// The identifier.
    pub identifier: nvtxResourceAttributes_v0_identifier,
    /// An [`nvtxMessageType_t`].
    pub messageType: i32,
    #[cuda(reserved)]
    _pad0: u32,
    /// The name.
    pub message: nvtxMessageValue_t,
}

/// The attributes `nvtxDomainResourceCreate` takes: [`nvtxResourceAttributes_v0`].
pub type nvtxResourceAttributes_t = nvtxResourceAttributes_v0;

/// A user synchronization object's name (`nvtxSyncUserAttributes_v0`, also `nvtxSyncUserAttributes_t`).
#[cuda_struct(size = 16, align = 8, send, sync)]
pub struct nvtxSyncUserAttributes_v0 {
    /// The layout's version: [`NVTX_VERSION`].
    pub version: u16,
    /// The struct's size in bytes (16).
    pub size: u16,
    /// An [`nvtxMessageType_t`].
    pub messageType: i32,
    /// The name.
    pub message: nvtxMessageValue_t,
}

/// The attributes `nvtxDomainSyncUserCreate` takes: [`nvtxSyncUserAttributes_v0`].
pub type nvtxSyncUserAttributes_t = nvtxSyncUserAttributes_v0;

/// The CUDA driver's objects as resources (`nvtxResourceCUDAType_t`): class 4.
#[cuda_enum]
pub enum nvtxResourceCUDAType_t {
    /// A `CUdevice`.
    NVTX_RESOURCE_TYPE_CUDA_DEVICE = 0x0004_0001,
    /// A `CUcontext`.
    NVTX_RESOURCE_TYPE_CUDA_CONTEXT = 0x0004_0002,
    /// A `CUstream`.
    NVTX_RESOURCE_TYPE_CUDA_STREAM = 0x0004_0003,
    /// A `CUevent`.
    NVTX_RESOURCE_TYPE_CUDA_EVENT = 0x0004_0004,
}

/// The CUDA runtime's objects as resources (`nvtxResourceCUDARTType_t`): class 5.
#[cuda_enum]
pub enum nvtxResourceCUDARTType_t {
    /// A runtime device number.
    NVTX_RESOURCE_TYPE_CUDART_DEVICE = 0x0005_0000,
    /// A `cudaStream_t`.
    NVTX_RESOURCE_TYPE_CUDART_STREAM = 0x0005_0001,
    /// A `cudaEvent_t`.
    NVTX_RESOURCE_TYPE_CUDART_EVENT = 0x0005_0002,
}

/// OpenCL's objects as resources (`nvtxResourceOpenCLType_t`): class 6.
#[cuda_enum]
pub enum nvtxResourceOpenCLType_t {
    /// A `cl_device_id`.
    NVTX_RESOURCE_TYPE_OPENCL_DEVICE = 0x0006_0001,
    /// A `cl_context`.
    NVTX_RESOURCE_TYPE_OPENCL_CONTEXT = 0x0006_0002,
    /// A `cl_command_queue`.
    NVTX_RESOURCE_TYPE_OPENCL_COMMANDQUEUE = 0x0006_0003,
    /// A `cl_mem`.
    NVTX_RESOURCE_TYPE_OPENCL_MEMOBJECT = 0x0006_0004,
    /// A `cl_sampler`.
    NVTX_RESOURCE_TYPE_OPENCL_SAMPLER = 0x0006_0005,
    /// A `cl_program`.
    NVTX_RESOURCE_TYPE_OPENCL_PROGRAM = 0x0006_0006,
    /// A `cl_event`.
    NVTX_RESOURCE_TYPE_OPENCL_EVENT = 0x0006_0007,
}

/// POSIX threads' synchronization objects as resources (`nvtxResourceSyncPosixThreadType_t`): class 3.
#[cuda_enum]
pub enum nvtxResourceSyncPosixThreadType_t {
    /// A `pthread_mutex_t`.
    NVTX_RESOURCE_TYPE_SYNC_PTHREAD_MUTEX = 0x0003_0001,
    /// A `pthread_cond_t`.
    NVTX_RESOURCE_TYPE_SYNC_PTHREAD_CONDITION = 0x0003_0002,
    /// A `pthread_rwlock_t`.
    NVTX_RESOURCE_TYPE_SYNC_PTHREAD_RWLOCK = 0x0003_0003,
    /// A `pthread_barrier_t`.
    NVTX_RESOURCE_TYPE_SYNC_PTHREAD_BARRIER = 0x0003_0004,
    /// A `pthread_spinlock_t`.
    NVTX_RESOURCE_TYPE_SYNC_PTHREAD_SPINLOCK = 0x0003_0005,
    /// A `pthread_once_t`.
    NVTX_RESOURCE_TYPE_SYNC_PTHREAD_ONCE = 0x0003_0006,
}

/// Windows' synchronization objects as resources (`nvtxResourceSyncWindowsType_t`): class 2.
#[cuda_enum]
pub enum nvtxResourceSyncWindowsType_t {
    /// A mutex.
    NVTX_RESOURCE_TYPE_SYNC_WINDOWS_MUTEX = 0x0002_0001,
    /// A semaphore.
    NVTX_RESOURCE_TYPE_SYNC_WINDOWS_SEMAPHORE = 0x0002_0002,
    /// An event object.
    NVTX_RESOURCE_TYPE_SYNC_WINDOWS_EVENT = 0x0002_0003,
    /// A critical section.
    NVTX_RESOURCE_TYPE_SYNC_WINDOWS_CRITICAL_SECTION = 0x0002_0004,
    /// A slim reader/writer lock.
    NVTX_RESOURCE_TYPE_SYNC_WINDOWS_SRWLOCK = 0x0002_0005,
}

/// Linux kernel synchronization objects as resources (`nvtxResourceSyncLinuxType_t`, also
/// `nvtxResourceSyncAndroidType_t`): class 2.
#[cuda_enum]
pub enum nvtxResourceSyncLinuxType_t {
    /// A mutex.
    NVTX_RESOURCE_TYPE_SYNC_LINUX_MUTEX = 0x0002_0001,
    /// A futex.
    NVTX_RESOURCE_TYPE_SYNC_LINUX_FUTEX = 0x0002_0002,
    /// A semaphore.
    NVTX_RESOURCE_TYPE_SYNC_LINUX_SEMAPHORE = 0x0002_0003,
    /// A completion.
    NVTX_RESOURCE_TYPE_SYNC_LINUX_COMPLETION = 0x0002_0004,
    /// A spinlock.
    NVTX_RESOURCE_TYPE_SYNC_LINUX_SPINLOCK = 0x0002_0005,
    /// A seqlock.
    NVTX_RESOURCE_TYPE_SYNC_LINUX_SEQLOCK = 0x0002_0006,
    /// Read-copy-update.
    NVTX_RESOURCE_TYPE_SYNC_LINUX_RCU = 0x0002_0007,
}
