//! Coredump attributes.
//!
//! NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).

use core::ffi::c_void;
use cuda_struct::cuda_enum;

use super::CUuuid;

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
    CU_COREDUMP_LIGHTWEIGHT_FLAGS = 0x2f,
}

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
    /// Gets an internal table of the driver named by a UUID (for tools; undocumented contents).
    ///
    /// NVIDIA's documentation: [`CUDA_COREDUMP`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__COREDUMP.html).
    fn cuGetExportTable(ppExportTable: *mut *const c_void, pExportTableId: *const CUuuid) @ 3000 as "cuGetExportTable";
}
