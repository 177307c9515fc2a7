//! `cufile.h`, declared with `cuda-struct`'s macros: every type, constant and function of cuFile 1.14,
//! 1.15 and 1.20 (shipped with CUDA 12.9, 13.0 and 13.5), C names exactly.
//!
//! The declarations follow 1.20. What older headers lack says so on the item ("New in 1.19": the first
//! header with it, among 1.14 to 1.20); a value from a newer library than this list is a value of an open enum, never
//! undefined behaviour. The statistics structs changed layout between versions: [`stats`] declares
//! each layout.
//!
//! The functions are one [`cuda_struct::functions!`] table, [`Functions`]: each line is the C
//! prototype and the first cuFile version whose library exports the function (`@ 1190` is 1.19,
//! `major * 1000 + minor * 10`, as `cuFileGetVersion` reports it). The calls are `unsafe` methods of
//! [`CuFile`](crate::CuFile), named as in C. `cuFileDriverClose` is looked up as
//! `cuFileDriverClose_v2`, the symbol cufile.h's own `#define` makes every caller use.
//!
//! Reference: <https://docs.nvidia.com/gpudirect-storage/api-reference-guide/>.
#![allow(non_camel_case_types, non_snake_case)]

use core::ffi::{c_char, c_int, c_long, c_uint, c_void};

use cuda_driver::sys::CUstream;
use cuda_struct::{CudaEnum, Status};

use crate::CuFileError;

pub mod stats;
mod status;
mod types;

pub use stats::{
    v1_15, CUfileOpCounter_t, CUfilePerGpuStats_t, CUfileStatsLevel1_t, CUfileStatsLevel2_t,
    CUfileStatsLevel3_t, CUFILE_GPU_UUID_LEN,
};
pub use status::{CUfileError_t, CUfileOpError, CUFILEOP_BASE_ERR};
pub use types::*;

/// A sentence saying what `code` means, from this crate's own list; `None` for a code newer than the
/// list.
///
/// ```
/// use cuda_cufile::sys::{description, CUfileOpError};
/// let text = description(CUfileOpError::CU_FILE_DIO_NOT_SET);
/// assert_eq!(text, Some("The descriptor was not opened with `O_DIRECT`."));
/// assert_eq!(description(CUfileOpError::from_raw(4999)), None);
/// ```
pub fn description(code: CUfileOpError) -> Option<&'static str> {
    let i = <CUfileOpError as CudaEnum>::VARIANTS
        .iter()
        .position(|(_, v)| *v == code)?;
    let doc = <CUfileOpError as CudaEnum>::VARIANT_DOCS[i];
    Some(doc.lines().next().unwrap_or("").trim())
}

impl Status for CUfileError_t {
    type Error = CuFileError;

    #[inline]
    fn check(self, function: &'static str) -> Result<(), CuFileError> {
        CuFileError::check(function, self)
    }
}

cuda_struct::functions! {
    /// Every cuFile function, resolved by its exported name (`None`: the loaded library lacks it).
    pub struct Functions -> CUfileError_t, calls on crate::CuFile;
    /// Registers a file described by `descr`; the handle is written to `fh`.
    fn cuFileHandleRegister(fh: *mut CUfileHandle_t, descr: *mut CUfileDescr_t) @ 1140;
    /// Forgets a registered file (the descriptor stays open).
    fn cuFileHandleDeregister(fh: CUfileHandle_t) -> () @ 1140;
    /// Registers `length` bytes of device memory from `bufPtr_base` for transfers.
    fn cuFileBufRegister(bufPtr_base: *const c_void, length: usize, flags: c_int) @ 1140;
    /// Forgets a registered buffer, given its base address.
    fn cuFileBufDeregister(bufPtr_base: *const c_void) @ 1140;
    /// Reads `size` bytes at `file_offset` of the file into the buffer at `bufPtr_offset`; the bytes
    /// read, or a negative error.
    fn cuFileRead(
        fh: CUfileHandle_t,
        bufPtr_base: *mut c_void,
        size: usize,
        file_offset: off_t,
        bufPtr_offset: off_t,
    ) -> ssize_t @ 1140;
    /// Writes `size` bytes of the buffer at `bufPtr_offset` to the file at `file_offset`; the bytes
    /// written, or a negative error.
    fn cuFileWrite(
        fh: CUfileHandle_t,
        bufPtr_base: *const c_void,
        size: usize,
        file_offset: off_t,
        bufPtr_offset: off_t,
    ) -> ssize_t @ 1140;
    /// Opens the driver for this process (counted: each open needs a close).
    fn cuFileDriverOpen() @ 1140;
    /// Closes one open of the driver (the header maps the plain name to this symbol).
    fn cuFileDriverClose() @ 1140 as "cuFileDriverClose_v2";
    /// The first ABI of `cuFileDriverClose`, under its plain symbol, which cufile.h still declares
    /// before redirecting the name to `cuFileDriverClose_v2`.
    fn cuFileDriverClose_v1() -> CUfileError_t = cuFileDriverClose @ 1140 as "cuFileDriverClose";
    /// How many opens of the driver are outstanding in this process.
    fn cuFileUseCount() -> c_long @ 1140;
    /// Fills `props` with the driver's versions, limits and flags.
    fn cuFileDriverGetProperties(props: *mut CUfileDrvProps_t) @ 1140;
    /// Turns poll mode on or off, and sets the size up to which it polls.
    fn cuFileDriverSetPollMode(poll: bool, poll_threshold_size: usize) @ 1140;
    /// Sets the largest single direct transfer, in KiB.
    fn cuFileDriverSetMaxDirectIOSize(max_direct_io_size: usize) @ 1140;
    /// Sets the most device memory used for staging, in KiB.
    fn cuFileDriverSetMaxCacheSize(max_cache_size: usize) @ 1140;
    /// Sets the most device memory pinned at once, in KiB.
    fn cuFileDriverSetMaxPinnedMemSize(max_pinned_size: usize) @ 1140;
    /// Makes a batch of up to `nr` entries; the handle is written to `batch_idp`.
    fn cuFileBatchIOSetUp(batch_idp: *mut CUfileBatchHandle_t, nr: c_uint) @ 1140;
    /// Starts `nr` entries of `iocbp` in a batch.
    fn cuFileBatchIOSubmit(
        batch_idp: CUfileBatchHandle_t,
        nr: c_uint,
        iocbp: *mut CUfileIOParams_t,
        flags: c_uint,
    ) @ 1140;
    /// Waits for at least `min_nr` finished entries (up to `*nr`, or until `timeout`) and writes them
    /// to `iocbp`, their count to `nr`.
    fn cuFileBatchIOGetStatus(
        batch_idp: CUfileBatchHandle_t,
        min_nr: c_uint,
        nr: *mut c_uint,
        iocbp: *mut CUfileIOEvents_t,
        timeout: *mut timespec,
    ) @ 1140;
    /// Cancels a batch's unfinished entries.
    fn cuFileBatchIOCancel(batch_idp: CUfileBatchHandle_t) @ 1140;
    /// Frees a batch.
    fn cuFileBatchIODestroy(batch_idp: CUfileBatchHandle_t) -> () @ 1140;
    /// Queues a read on `stream`; the arguments are read when the stream reaches it (unless fixed at
    /// registration) and the count is written to `bytes_read_p`.
    fn cuFileReadAsync(
        fh: CUfileHandle_t,
        bufPtr_base: *mut c_void,
        size_p: *mut usize,
        file_offset_p: *mut off_t,
        bufPtr_offset_p: *mut off_t,
        bytes_read_p: *mut ssize_t,
        stream: CUstream,
    ) @ 1140;
    /// Queues a write on `stream`, as `cuFileReadAsync` queues a read.
    fn cuFileWriteAsync(
        fh: CUfileHandle_t,
        bufPtr_base: *mut c_void,
        size_p: *mut usize,
        file_offset_p: *mut off_t,
        bufPtr_offset_p: *mut off_t,
        bytes_written_p: *mut ssize_t,
        stream: CUstream,
    ) @ 1140;
    /// Prepares `stream` for queued reads and writes; `flags` says which arguments are fixed.
    fn cuFileStreamRegister(stream: CUstream, flags: c_uint) @ 1140;
    /// Undoes `cuFileStreamRegister`.
    fn cuFileStreamDeregister(stream: CUstream) @ 1140;
    /// Writes the library's version (`1140` for 1.14) to `version`.
    fn cuFileGetVersion(version: *mut c_int) @ 1140;
    /// Reads a numeric setting.
    fn cuFileGetParameterSizeT(param: CUFileSizeTConfigParameter_t, value: *mut usize) @ 1140;
    /// Reads an on/off setting.
    fn cuFileGetParameterBool(param: CUFileBoolConfigParameter_t, value: *mut bool) @ 1140;
    /// Copies a text setting into `desc_str`, at most `len` bytes.
    fn cuFileGetParameterString(
        param: CUFileStringConfigParameter_t,
        desc_str: *mut c_char,
        len: c_int,
    ) @ 1140;
    /// Changes a numeric setting (before the driver is opened).
    fn cuFileSetParameterSizeT(param: CUFileSizeTConfigParameter_t, value: usize) @ 1140;
    /// Changes an on/off setting (before the driver is opened).
    fn cuFileSetParameterBool(param: CUFileBoolConfigParameter_t, value: bool) @ 1140;
    /// Changes a text setting (before the driver is opened).
    fn cuFileSetParameterString(
        param: CUFileStringConfigParameter_t,
        desc_str: *const c_char,
    ) @ 1140;
    /// The smallest and largest values a numeric setting accepts.
    fn cuFileGetParameterMinMaxValue(
        param: CUFileSizeTConfigParameter_t,
        min_value: *mut usize,
        max_value: *mut usize,
    ) @ 1150;
    /// Chooses how much is counted: 0 (nothing) to 3.
    fn cuFileSetStatsLevel(level: c_int) @ 1150;
    /// The level of statistics being counted.
    fn cuFileGetStatsLevel(level: *mut c_int) @ 1150;
    /// Starts counting.
    fn cuFileStatsStart() @ 1150;
    /// Stops counting.
    fn cuFileStatsStop() @ 1150;
    /// Sets every counter back to zero.
    fn cuFileStatsReset() @ 1150;
    /// Copies the level-1 counters (1.20's layout, which a 1.15 to 1.18 library fills up to its own size).
    fn cuFileGetStatsL1(stats: *mut CUfileStatsLevel1_t) @ 1150;
    /// Copies the level-2 counters (1.20's layout).
    fn cuFileGetStatsL2(stats: *mut CUfileStatsLevel2_t) @ 1150;
    /// Copies the level-3 counters (1.20's layout).
    fn cuFileGetStatsL3(stats: *mut CUfileStatsLevel3_t) @ 1150;
    /// The size of a GPU's BAR1 aperture, in KiB.
    fn cuFileGetBARSizeInKB(gpuIndex: c_int, barSize: *mut usize) @ 1150;
    /// Sets the POSIX pool's slab sizes and counts (`len` of each).
    fn cuFileSetParameterPosixPoolSlabArray(
        size_values: *const usize,
        count_values: *const usize,
        len: c_int,
    ) @ 1150;
    /// Reads the POSIX pool's slab sizes and counts into arrays of `len`.
    fn cuFileGetParameterPosixPoolSlabArray(
        size_values: *mut usize,
        count_values: *mut usize,
        len: c_int,
    ) @ 1150;
    /// Reads how a storage kind moves data to GPUs.
    fn cuFileDriverGetP2PFlags(
        status_flag: CUfileDriverStatusFlags_t,
        p2p_flags: *mut CUfileP2PFlags_t,
    ) @ 1160;
    /// Chooses how a storage kind moves data to GPUs.
    fn cuFileDriverSetP2PFlags(
        status_flag: CUfileDriverStatusFlags_t,
        p2p_flags: CUfileP2PFlags_t,
    ) @ 1160;
    /// Writes the PCIe topology cuFile sees to the file `filename`.
    fn cuFileExportPCIeTopology(filename: *const c_char) @ 1170;
    /// Sets the GPU bounce buffers' slab sizes and counts.
    fn cuFileSetParameterGpuBounceBufferSlabArray(
        size_values: *const usize,
        count_values: *const usize,
        len: c_int,
    ) @ 1170;
    /// Reads the GPU bounce buffers' slab sizes and counts.
    fn cuFileGetParameterGpuBounceBufferSlabArray(
        size_values: *mut usize,
        count_values: *mut usize,
        len: c_int,
    ) @ 1170;
    /// Reads into `iovcnt` pieces of memory, in order, from `file_offset`; the bytes read, or a
    /// negative error.
    fn cuFileReadv(
        fh: CUfileHandle_t,
        iov: *const CUfileIOVec_t,
        iovcnt: usize,
        file_offset: off_t,
        flags: c_uint,
    ) -> ssize_t @ 1190;
    /// Writes `iovcnt` pieces of memory, in order, from `file_offset`; the bytes written, or a
    /// negative error.
    fn cuFileWritev(
        fh: CUfileHandle_t,
        iov: *const CUfileIOVec_t,
        iovcnt: usize,
        file_offset: off_t,
        flags: c_uint,
    ) -> ssize_t @ 1190;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_a_one_sentence_description() {
        for (name, code) in <CUfileOpError as CudaEnum>::VARIANTS {
            let text = description(*code).unwrap();
            assert!(
                !text.contains('\n') && text.ends_with('.'),
                "{name}: {text:?}"
            );
        }
    }

    #[test]
    fn the_statistics_layouts_differ_where_the_versions_do() {
        use core::mem::size_of;
        // 1.19 added 2 counters and 10 numbers to level 1 (12 * 8 + 2 * 8 bytes).
        let grown = size_of::<CUfileStatsLevel1_t>() - size_of::<v1_15::CUfileStatsLevel1_t>();
        assert_eq!(grown, 2 * 16 + 10 * 8);
        assert_eq!(
            size_of::<CUfileStatsLevel3_t>() - size_of::<v1_15::CUfileStatsLevel3_t>(),
            grown
        );
    }
}
