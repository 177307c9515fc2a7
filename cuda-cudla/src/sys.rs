//! `cudla.h` of CUDA 13.5 (cuDLA API 1.5), declared with `cuda-struct`'s macros, C names exactly.
//!
//! NVIDIA publishes cuDLA in pip wheels (`nvidia-cudla`) only from CUDA 13.2, and only for aarch64;
//! 13.5's is the one header of the versions this workspace follows (12.9, 13.0, 13.5). The header needs
//! nothing but `<stdint.h>` and `<stddef.h>`, and the layouts are those of any 64-bit Linux, so the
//! conformance check compiles it on x86-64 as on aarch64.
//!
//! A type that C names only through a `typedef` of a tagged struct or enum is declared under its
//! typedef name (`cudlaModuleTensorDescriptor`).
//!
//! Reference: <https://docs.nvidia.com/cuda/cudla-api/index.html>.
#![allow(non_camel_case_types, non_snake_case)]

use core::ffi::{c_char, c_ulonglong, c_void};

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct, Status};

use crate::CuDlaError;

mod constants;
pub use constants::*;

/// What every cuDLA call returns.
///
/// Open: a code from a newer cuDLA is a value whose [`name`](cuda_struct::CudaEnum::name) is `None`.
#[cuda_enum]
pub enum cudlaStatus {
    /// The call succeeded.
    cudlaSuccess = 0,
    /// An argument was not valid.
    cudlaErrorInvalidParam = 1,
    /// The system ran out of a resource (memory, handles).
    cudlaErrorOutOfResources = 2,
    /// A device or context could not be made.
    cudlaErrorCreationFailed = 3,
    /// An address is not one cuDLA knows.
    cudlaErrorInvalidAddress = 4,
    /// An operating system call failed.
    cudlaErrorOs = 5,
    /// A CUDA call failed.
    cudlaErrorCuda = 6,
    /// The DLA's user-mode driver failed.
    cudlaErrorUmd = 7,
    /// The device index or handle is not valid.
    cudlaErrorInvalidDevice = 8,
    /// The attribute asked for is not valid.
    cudlaErrorInvalidAttribute = 9,
    /// The loadable was built for another DLA software version.
    cudlaErrorIncompatibleDlaSWVersion = 10,
    /// The memory is registered already.
    cudlaErrorMemoryRegistered = 11,
    /// The module (loadable) is not valid.
    cudlaErrorInvalidModule = 12,
    /// The operation is not available in this mode or on this platform.
    cudlaErrorUnsupportedOperation = 13,
    /// An NvSci call failed.
    cudlaErrorNvSci = 14,
    /// The DLA kernel driver was not found. New in 13.5 (not in 13.2's header).
    cudlaErrorDriverNotFound = 15,
    /// The DLA firmware refused an input.
    cudlaErrorDlaErrInvalidInput = 0x4000_0001,
    /// The DLA firmware refused a pre-action.
    cudlaErrorDlaErrInvalidPreAction = 0x4000_0002,
    /// The DLA firmware ran out of memory.
    cudlaErrorDlaErrNoMem = 0x4000_0003,
    /// The DLA was busy.
    cudlaErrorDlaErrProcessorBusy = 0x4000_0004,
    /// A task's status was not the one expected.
    cudlaErrorDlaErrTaskStatusMismatch = 0x4000_0005,
    /// The DLA took too long.
    cudlaErrorDlaErrEngineTimeout = 0x4000_0006,
    /// Data did not match what the DLA expected.
    cudlaErrorDlaErrDataMismatch = 0x4000_0007,
    /// An error cuDLA cannot name.
    cudlaErrorUnknown = 0x7fff_ffff,
}

/// How a device is used (`cudlaCreateDevice`'s flags).
#[cuda_enum]
pub enum cudlaMode {
    /// Tasks go through CUDA streams: memory is CUDA's, work is ordered with kernels.
    CUDLA_CUDA_DLA = 0,
    /// The DLA alone, synchronised through NvSci objects.
    CUDLA_STANDALONE = 1,
}

/// How a device's scratch memory is set up (bits of `cudlaCreateDevice`'s flags). New in 13.5.
#[cuda_enum]
pub enum cudlaScratchMemoryConfig {
    /// The default: scratch memory per module.
    CUDLA_SCRATCH_MEMORY_DEFAULT = 0,
    /// One static scratch area shared by the device's modules.
    CUDLA_SCRATCH_MEMORY_SHARED_STATIC = 1 << 1,
    /// The largest value (keeps the enum 32 bits wide).
    CUDLA_SCRATCH_MEMORY_CONFIG_MAX = 0x7fff_ffff,
}

/// Which NvSciSync attributes to fill (`cudlaGetNvSciSyncAttributes`).
#[cuda_enum]
pub enum cudlaNvSciSyncAttributes {
    /// The DLA waits on the object.
    CUDLA_NVSCISYNC_ATTR_WAIT = 1,
    /// The DLA signals the object.
    CUDLA_NVSCISYNC_ATTR_SIGNAL = 2,
}

/// An NvSciBuf buffer to import (`cudlaImportExternalMemory`).
#[cuda_struct(size = 16, align = 8)]
pub struct cudlaExternalMemoryHandleDesc {
    /// The NvSciBuf object.
    pub extBufObject: *const c_void,
    /// Its size in bytes.
    pub size: c_ulonglong,
}

/// An NvSciSync object to import (`cudlaImportExternalSemaphore`).
#[cuda_struct(size = 8, align = 8)]
pub struct cudlaExternalSemaphoreHandleDesc {
    /// The NvSciSync object.
    pub extSyncObject: *const c_void,
}

/// A DLA device opened with `cudlaCreateDevice` (`struct cudlaDevHandle_t *`).
#[cuda_handle]
pub struct cudlaDevHandle(*mut c_void);

/// A loadable loaded onto a device (`struct cudlaModule_t *`).
#[cuda_handle]
pub struct cudlaModule(*mut c_void);

/// What `cudlaModuleGetAttributes` is asked for.
#[cuda_enum]
pub enum cudlaModuleAttributeType {
    /// How many input tensors the module takes.
    CUDLA_NUM_INPUT_TENSORS = 0,
    /// How many output tensors it writes.
    CUDLA_NUM_OUTPUT_TENSORS = 1,
    /// The input tensors' descriptors.
    CUDLA_INPUT_TENSOR_DESCRIPTORS = 2,
    /// The output tensors' descriptors.
    CUDLA_OUTPUT_TENSOR_DESCRIPTORS = 3,
    /// How many task-statistics outputs it writes.
    CUDLA_NUM_OUTPUT_TASK_STATISTICS = 4,
    /// The task-statistics outputs' descriptors.
    CUDLA_OUTPUT_TASK_STATISTICS_DESCRIPTORS = 5,
}

/// One tensor of a module: its name, size, shape and layout.
#[cuda_struct(size = 168, align = 8)]
pub struct cudlaModuleTensorDescriptor {
    /// The tensor's name, NUL-terminated.
    pub name: [c_char; 81],
    #[cuda(reserved)]
    _pad0: [u8; 7],
    /// Its size in bytes.
    pub size: u64,
    /// Batch count.
    pub n: u64,
    /// Channel count.
    pub c: u64,
    /// Height.
    pub h: u64,
    /// Width.
    pub w: u64,
    /// Layout (`CUDLA_DATA_FORMAT_*`).
    pub dataFormat: u8,
    /// Element type (`CUDLA_DATA_TYPE_*`).
    pub dataType: u8,
    /// What it holds (`CUDLA_DATA_CATEGORY_*`).
    pub dataCategory: u8,
    /// Pixel format of an image (`CUDLA_PIXEL_FORMAT_*`).
    pub pixelFormat: u8,
    /// Pixel arrangement of an image (`CUDLA_PIXEL_MAPPING_*`).
    pub pixelMapping: u8,
    #[cuda(reserved)]
    _pad1: [u8; 3],
    /// The strides of each dimension, in bytes.
    pub stride: [u32; 8],
}

/// What `cudlaModuleGetAttributes` answers: a count, or where the descriptors were written.
#[cuda_struct(size = 8, align = 8)]
pub union cudlaModuleAttribute {
    /// The input tensor count.
    pub numInputTensors: u32,
    /// The output tensor count.
    pub numOutputTensors: u32,
    /// An array, of the input count, for the input descriptors.
    pub inputTensorDesc: *mut cudlaModuleTensorDescriptor,
    /// An array, of the output count, for the output descriptors.
    pub outputTensorDesc: *mut cudlaModuleTensorDescriptor,
}

/// What kind of fence a [`CudlaFence`] holds.
#[cuda_enum]
pub enum cudlaFenceType {
    /// An NvSciSync fence signalled at the end of the task.
    CUDLA_NVSCISYNC_FENCE = 1,
    /// An NvSciSync fence signalled at the start of the task.
    CUDLA_NVSCISYNC_FENCE_SOF = 2,
}

/// A fence a task waits for or signals.
#[cuda_struct(size = 16, align = 8)]
pub struct CudlaFence {
    /// The fence object.
    pub fence: *mut c_void,
    /// Its kind.
    pub r#type: cudlaFenceType,
    #[cuda(reserved)]
    _pad0: u32,
}

/// The fences a task waits for before it starts.
#[cuda_struct(size = 16, align = 8)]
pub struct cudlaWaitEvents {
    /// `numEvents` fences.
    pub preFences: *const CudlaFence,
    /// How many.
    pub numEvents: u32,
    #[cuda(reserved)]
    _pad0: u32,
}

/// What a task signals when it ends.
#[cuda_struct(size = 24, align = 8)]
pub struct cudlaSignalEvents {
    /// `numEvents` registered semaphores' addresses.
    pub devPtrs: *const *mut u64,
    /// The fences filled for them.
    pub eofFences: *mut CudlaFence,
    /// How many.
    pub numEvents: u32,
    #[cuda(reserved)]
    _pad0: u32,
}

/// How a module is loaded (`cudlaModuleLoadFromMemory`).
#[cuda_enum]
pub enum cudlaModuleLoadFlags {
    /// Nothing special.
    CUDLA_MODULE_DEFAULT = 0,
    /// Load it to run the accelerator's fault diagnostics.
    CUDLA_MODULE_ENABLE_FAULT_DIAGNOSTICS = 1,
}

/// How tasks are submitted (`cudlaSubmitTask`).
#[cuda_enum]
pub enum cudlaSubmissionFlags {
    /// Submit, but run nothing.
    CUDLA_SUBMIT_NOOP = 1,
    /// The caller holds the submission lock already.
    CUDLA_SUBMIT_SKIP_LOCK_ACQUIRE = 1 << 1,
    /// The task is a diagnostics task.
    CUDLA_SUBMIT_DIAGNOSTICS_TASK = 1 << 2,
}

/// How registered memory may be used (`cudlaMemRegister`'s flags).
#[cuda_enum]
pub enum cudlaAccessPermissionFlags {
    /// Read and written.
    CUDLA_READ_WRITE_PERM = 0,
    /// Only read.
    CUDLA_READ_ONLY_PERM = 1,
    /// The buffer receives task statistics.
    CUDLA_TASK_STATISTICS = 1 << 1,
}

/// One inference to run (`cudlaSubmitTask`).
#[cuda_struct(size = 48, align = 8)]
pub struct cudlaTask {
    /// The module to run.
    pub moduleHandle: cudlaModule,
    /// The registered output tensors' addresses, one per output.
    pub outputTensor: *const *mut u64,
    /// How many outputs.
    pub numOutputTensors: u32,
    /// How many inputs.
    pub numInputTensors: u32,
    /// The registered input tensors' addresses, one per input.
    pub inputTensor: *const *const u64,
    /// Fences to wait for first (may be null).
    pub waitEvents: *const cudlaWaitEvents,
    /// What to signal at the end (may be null).
    pub signalEvents: *mut cudlaSignalEvents,
}

/// What `cudlaDeviceGetAttribute` is asked for.
#[cuda_enum]
pub enum cudlaDevAttributeType {
    /// Whether the DLA shares the GPU's address space.
    CUDLA_UNIFIED_ADDRESSING = 0,
    /// The DLA's hardware version.
    CUDLA_DEVICE_VERSION = 1,
}

/// What `cudlaDeviceGetAttribute` answers.
#[cuda_struct(size = 4, align = 4)]
pub union cudlaDevAttribute {
    /// Non-zero when addressing is unified.
    pub unifiedAddressingSupported: u8,
    /// The hardware version.
    pub deviceVersion: u32,
}

impl Status for cudlaStatus {
    type Error = CuDlaError;

    #[inline]
    fn check(self, function: &'static str) -> Result<(), CuDlaError> {
        CuDlaError::check(function, self)
    }
}

cuda_struct::functions! {
    /// Every cuDLA function (`None`: the loaded library lacks it). `@ 13020`: in the cuDLA of CUDA 13.2,
    /// the oldest in a wheel (each is older than that; NVIDIA's documentation does not say since when).
    pub struct Functions -> cudlaStatus, calls on crate::CuDla;
    /// Writes the library's version to `version`.
    fn cudlaGetVersion(version: *mut u64) @ 13020;
    /// Writes how many DLA devices there are to `pNumDevices`.
    fn cudlaDeviceGetCount(pNumDevices: *mut u64) @ 13020;
    /// Opens device `device` in the mode `flags` says ([`cudlaMode`]).
    fn cudlaCreateDevice(device: u64, devHandle: *mut cudlaDevHandle, flags: u32) @ 13020;
    /// Makes `size` bytes at `ptr` usable by the device; their DLA address is written to `devPtr`.
    fn cudlaMemRegister(
        devHandle: cudlaDevHandle,
        ptr: *const u64,
        size: usize,
        devPtr: *mut *mut u64,
        flags: u32,
    ) @ 13020;
    /// Loads a loadable of `moduleSize` bytes onto the device.
    fn cudlaModuleLoadFromMemory(
        devHandle: cudlaDevHandle,
        pModule: *const u8,
        moduleSize: usize,
        hModule: *mut cudlaModule,
        flags: u32,
    ) @ 13020;
    /// Answers one attribute of a module.
    fn cudlaModuleGetAttributes(
        hModule: cudlaModule,
        attrType: cudlaModuleAttributeType,
        attribute: *mut cudlaModuleAttribute,
    ) @ 13020;
    /// Unloads a module.
    fn cudlaModuleUnload(hModule: cudlaModule, flags: u32) @ 13020;
    /// Queues `numTasks` tasks; `stream` is a CUDA stream in [`cudlaMode::CUDLA_CUDA_DLA`] mode.
    fn cudlaSubmitTask(
        devHandle: cudlaDevHandle,
        ptrToTasks: *const cudlaTask,
        numTasks: u32,
        stream: *mut c_void,
        flags: u32,
    ) @ 13020;
    /// Answers one attribute of the device.
    fn cudlaDeviceGetAttribute(
        devHandle: cudlaDevHandle,
        attrib: cudlaDevAttributeType,
        pAttribute: *mut cudlaDevAttribute,
    ) @ 13020;
    /// Undoes `cudlaMemRegister`, given the DLA address.
    fn cudlaMemUnregister(devHandle: cudlaDevHandle, devPtr: *const u64) @ 13020;
    /// The error of the last task that failed asynchronously on the device.
    fn cudlaGetLastError(devHandle: cudlaDevHandle) @ 13020;
    /// Closes a device.
    fn cudlaDestroyDevice(devHandle: cudlaDevHandle) @ 13020;
    /// Imports an NvSciBuf buffer; its DLA address is written to `devPtr`.
    fn cudlaImportExternalMemory(
        devHandle: cudlaDevHandle,
        desc: *const cudlaExternalMemoryHandleDesc,
        devPtr: *mut *mut u64,
        flags: u32,
    ) @ 13020;
    /// Fills an NvSciSync attribute list for waiting or signalling (`flags`).
    fn cudlaGetNvSciSyncAttributes(attrList: *mut u64, flags: u32) @ 13020;
    /// Imports an NvSciSync object; its DLA address is written to `devPtr`.
    fn cudlaImportExternalSemaphore(
        devHandle: cudlaDevHandle,
        desc: *const cudlaExternalSemaphoreHandleDesc,
        devPtr: *mut *mut u64,
        flags: u32,
    ) @ 13020;
    /// Sets how long a task may run, in milliseconds.
    fn cudlaSetTaskTimeoutInMs(devHandle: cudlaDevHandle, timeout: u32) @ 13020;
}
