//! Coredump attributes.
//!
//! NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).

use core::ffi::{c_int, c_void};
use cuda_struct::{cuda_enum, cuda_handle};

use super::{CUdevice, CUuuid};

super::area! {

/// Coredump settings readable and writable with the `cuCoredump*Attribute` functions.
///
/// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
#[cuda_enum]
pub enum CUcoredumpSettings {
    /// Write a coredump when a GPU exception happens.
    CU_COREDUMP_ENABLE_ON_EXCEPTION = 1,
    /// Also stop and dump the host process.
    CU_COREDUMP_TRIGGER_HOST = 2,
    /// Leave memory contents out of the dump.
    CU_COREDUMP_LIGHTWEIGHT = 3,
    /// Let a write to a pipe trigger a dump.
    CU_COREDUMP_ENABLE_USER_TRIGGER = 4,
    /// The path of the dump file.
    CU_COREDUMP_FILE = 5,
    /// The path of the trigger pipe.
    CU_COREDUMP_PIPE = 6,
    /// What the dump leaves out (`CUCoredumpGenerationFlags`).
    CU_COREDUMP_GENERATION_FLAGS = 7,
    /// One past the last setting (a count).
    CU_COREDUMP_MAX = 8,
}

/// What a coredump leaves out (bit set).
///
/// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
#[cuda_enum]
pub enum CUCoredumpGenerationFlags {
    /// Dump everything.
    CU_COREDUMP_DEFAULT_FLAGS = 0,
    /// Leave out the ELF images as loaded.
    CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES = 1,
    /// Leave out global memory.
    CU_COREDUMP_SKIP_GLOBAL_MEMORY = 2,
    /// Leave out shared memory.
    CU_COREDUMP_SKIP_SHARED_MEMORY = 4,
    /// Leave out local memory.
    CU_COREDUMP_SKIP_LOCAL_MEMORY = 8,
    /// Do not abort the process after dumping.
    CU_COREDUMP_SKIP_ABORT = 0x10,
    /// Leave out constant banks.
    CU_COREDUMP_SKIP_CONSTBANK_MEMORY = 0x20,
    /// Every skip flag that makes a small dump.
    CU_COREDUMP_LIGHTWEIGHT_FLAGS = 0x12f,
    /// Write the dump through gzip (a `.gz` file).
    CU_COREDUMP_GZIP_COMPRESS = 0x40,
    /// Dump only contexts that hit the fault, not every context of the process.
    CU_COREDUMP_FAULTED_CONTEXTS_ONLY = 0x80,
    /// Leave tensor memory out of the dump.
    CU_COREDUMP_SKIP_TENSOR_MEMORY = 0x100,
    /// Skip the error barrier the GPU otherwise raises at exit when dumps are enabled.
    CU_COREDUMP_NO_ERRBAR_AT_EXIT = 0x40000000,
    /// Log the fault without writing a dump file (bit 31, negative as an `int`).
    CU_COREDUMP_LOG_ONLY = -2147483648,
}

/// A registered coredump start or completion callback, for deregistering it (13.2).
///
/// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
#[cuda_handle]
pub struct CUcoredumpCallbackHandle(*mut c_void);

/// A function the driver calls when a GPU coredump starts or finishes, with the user pointer, the process id and the faulting device.
///
/// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
pub type CUcoredumpStatusCallback = Option<unsafe extern "C" fn(*mut c_void, c_int, CUdevice)>;

}

super::functions! {
    /// Reads a coredump setting of the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuCoredumpGetAttribute(attrib: CUcoredumpSettings, value: *mut c_void, size: *mut usize) @ 12010 as "cuCoredumpGetAttribute";
    /// Reads a process-wide coredump setting.
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuCoredumpGetAttributeGlobal(attrib: CUcoredumpSettings, value: *mut c_void, size: *mut usize) @ 12010 as "cuCoredumpGetAttributeGlobal";
    /// Changes a coredump setting of the current context.
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuCoredumpSetAttribute(attrib: CUcoredumpSettings, value: *mut c_void, size: *mut usize) @ 12010 as "cuCoredumpSetAttribute";
    /// Changes a process-wide coredump setting.
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuCoredumpSetAttributeGlobal(attrib: CUcoredumpSettings, value: *mut c_void, size: *mut usize) @ 12010 as "cuCoredumpSetAttributeGlobal";
    /// Registers a function to run when the driver begins writing a GPU coredump; returns a handle for deregistering it (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuCoredumpRegisterStartCallback(callback: CUcoredumpStatusCallback, userData: *mut c_void, callbackOut: *mut CUcoredumpCallbackHandle) @ 13020 as "cuCoredumpRegisterStartCallback";
    /// Registers a function to run once a GPU coredump is fully written; returns a handle for deregistering it (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuCoredumpRegisterCompleteCallback(callback: CUcoredumpStatusCallback, userData: *mut c_void, callbackOut: *mut CUcoredumpCallbackHandle) @ 13020 as "cuCoredumpRegisterCompleteCallback";
    /// Removes a coredump start callback by its handle (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuCoredumpDeregisterStartCallback(callback: CUcoredumpCallbackHandle) @ 13020 as "cuCoredumpDeregisterStartCallback";
    /// Removes a coredump completion callback by its handle (13.2).
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuCoredumpDeregisterCompleteCallback(callback: CUcoredumpCallbackHandle) @ 13020 as "cuCoredumpDeregisterCompleteCallback";
    /// Gets an internal table of the driver named by a UUID (for tools; undocumented contents).
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuGetExportTable(ppExportTable: *mut *const c_void, pExportTableId: *const CUuuid) @ 3000 as "cuGetExportTable";
}
