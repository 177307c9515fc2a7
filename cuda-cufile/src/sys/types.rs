//! cufile.h's types apart from the status and the statistics: the driver's properties and flags, file
//! descriptions and handles, batches, vectors of buffers, the configuration parameters and the
//! `#define` constants.

use core::ffi::{c_char, c_int, c_uint, c_void};

use cuda_struct::{cuda_enum, cuda_handle, cuda_struct};

/// A file offset (`off_t`), 64 bits on the 64-bit Linux systems cuFile runs on.
pub type off_t = i64;
/// A file offset as the file-system callbacks take it (`loff_t`).
pub type loff_t = i64;
/// A byte count or, negative, an error (`ssize_t`).
pub type ssize_t = isize;

/// The storage kinds cuFile reports support for: bit numbers of `nvfs.dstatusflags` in
/// [`CUfileDrvProps_t`].
#[cuda_enum]
pub enum CUfileDriverStatusFlags_t {
    /// Lustre.
    CU_FILE_LUSTRE_SUPPORTED = 0,
    /// WekaFS.
    CU_FILE_WEKAFS_SUPPORTED = 1,
    /// NFS.
    CU_FILE_NFS_SUPPORTED = 2,
    /// IBM Spectrum Scale (GPFS).
    CU_FILE_GPFS_SUPPORTED = 3,
    /// Local NVMe drives.
    CU_FILE_NVME_SUPPORTED = 4,
    /// NVMe over fabrics.
    CU_FILE_NVMEOF_SUPPORTED = 5,
    /// SCSI drives.
    CU_FILE_SCSI_SUPPORTED = 6,
    /// ScaleFlux computational drives.
    CU_FILE_SCALEFLUX_CSD_SUPPORTED = 7,
    /// NVMesh.
    CU_FILE_NVMESH_SUPPORTED = 8,
    /// BeeGFS.
    CU_FILE_BEEGFS_SUPPORTED = 9,
    /// NVMe through PCI peer-to-peer transfers.
    CU_FILE_NVME_P2P_SUPPORTED = 11,
    /// ScateFS.
    CU_FILE_SCATEFS_SUPPORTED = 12,
    /// virtiofs.
    /// New in 1.16.
    CU_FILE_VIRTIOFS_SUPPORTED = 13,
    /// PanFS.
    /// New in 1.20.
    CU_FILE_PANFS_SUPPORTED = 14,
    /// How many bit numbers there are (a count, not a kind).
    /// New in 1.16.
    CU_FILE_MAX_TARGET_TYPES = 15,
}

/// The driver's modes: bit numbers of `nvfs.dcontrolflags` in [`CUfileDrvProps_t`].
#[cuda_enum]
pub enum CUfileDriverControlFlags_t {
    /// Completions are polled for, not waited on.
    CU_FILE_USE_POLL_MODE = 0,
    /// Reads and writes fall back to POSIX when GPUDirect Storage cannot serve them.
    CU_FILE_ALLOW_COMPAT_MODE = 1,
    /// Every read and write goes through plain POSIX calls.
    /// New in 1.19.
    CU_FILE_VANILLA_POSIX_IO_MODE = 2,
    /// Another name for `CU_FILE_VANILLA_POSIX_IO_MODE`.
    /// New in 1.17.
    CU_FILE_POSIX_IO_MODE = 2,
    /// Reads and writes may fall back when the direct path fails.
    /// New in 1.17.
    CU_FILE_FALLBACK_IO_MODE = 4,
}

/// Optional features: bit numbers of `fflags` in [`CUfileDrvProps_t`].
#[cuda_enum]
pub enum CUfileFeatureFlags_t {
    /// Dynamic routing of transfers between GPUs and storage.
    CU_FILE_DYN_ROUTING_SUPPORTED = 0,
    /// Batches ([`cuFileBatchIOSetUp`](crate::CuFile::cuFileBatchIOSetUp) and the rest).
    CU_FILE_BATCH_IO_SUPPORTED = 1,
    /// Stream-ordered reads and writes.
    CU_FILE_STREAMS_SUPPORTED = 2,
    /// One request split over several threads.
    CU_FILE_PARALLEL_IO_SUPPORTED = 3,
    /// PCI peer-to-peer transfers.
    /// New in 1.16.
    CU_FILE_P2P_SUPPORTED = 4,
}

/// How data moves between storage and the GPU: bit numbers of the flags that
/// [`cuFileDriverGetP2PFlags`](crate::CuFile::cuFileDriverGetP2PFlags) reports.
/// New in 1.16.
#[cuda_enum]
pub enum CUfileP2PFlags_t {
    /// The kernel's PCI P2PDMA.
    CUFILE_P2PDMA = 0,
    /// The nvidia-fs module.
    CUFILE_NVFS = 1,
    /// DMA-BUF.
    CUFILE_DMABUF = 2,
    /// Chip-to-chip links.
    CUFILE_C2C = 3,
    /// The nvidia-peermem module.
    CUFILE_NVIDIA_PEERMEM = 4,
}

/// [`CUfileP2PFlags_t`] `CUFILE_P2PDMA` as a bit (`1 << 0`).
pub const CU_FILE_P2P_FLAG_PCI_P2PDMA: CUfileP2PFlags_t = CUfileP2PFlags_t::from_raw(1 << 0);
/// [`CUfileP2PFlags_t`] `CUFILE_NVFS` as a bit.
pub const CU_FILE_P2P_FLAG_NVFS: CUfileP2PFlags_t = CUfileP2PFlags_t::from_raw(1 << 1);
/// [`CUfileP2PFlags_t`] `CUFILE_DMABUF` as a bit.
pub const CU_FILE_P2P_FLAG_DMABUF: CUfileP2PFlags_t = CUfileP2PFlags_t::from_raw(1 << 2);
/// [`CUfileP2PFlags_t`] `CUFILE_C2C` as a bit.
pub const CU_FILE_P2P_FLAG_C2C: CUfileP2PFlags_t = CUfileP2PFlags_t::from_raw(1 << 3);

/// Whether a batch entry reads or writes.
#[cuda_enum]
pub enum CUfileOpcode_t {
    /// From the file into memory.
    CUFILE_READ = 0,
    /// From memory into the file.
    CUFILE_WRITE = 1,
}

/// The nvidia-fs part of [`CUfileDrvProps_t`] (an unnamed struct in C, the member `nvfs`).
#[cuda_struct(size = 32, align = 8)]
pub struct CUfileDrvProps_t_nvfs {
    /// The nvidia-fs module's major version.
    pub major_version: c_uint,
    /// Its minor version.
    pub minor_version: c_uint,
    /// Up to this many bytes, completions are polled for in poll mode.
    pub poll_thresh_size: usize,
    /// The largest single direct transfer, in bytes.
    pub max_direct_io_size: usize,
    /// The supported storage kinds, one bit per [`CUfileDriverStatusFlags_t`] number.
    pub dstatusflags: c_uint,
    /// The modes in force, one bit per [`CUfileDriverControlFlags_t`] number.
    pub dcontrolflags: c_uint,
}

/// What the driver can do and how it is set up (`cuFileDriverGetProperties`).
#[cuda_struct(size = 56, align = 8)]
pub struct CUfileDrvProps_t {
    /// The nvidia-fs module's version, limits and flags.
    pub nvfs: CUfileDrvProps_t_nvfs,
    /// The optional features, one bit per [`CUfileFeatureFlags_t`] number.
    pub fflags: c_uint,
    /// The most device memory used to stage transfers, in KiB.
    pub max_device_cache_size: c_uint,
    /// The staging memory per buffer, in KiB.
    pub per_buffer_cache_size: c_uint,
    /// The most device memory pinned at once, in KiB.
    pub max_device_pinned_mem_size: c_uint,
    /// The most entries one batch may hold.
    pub max_batch_io_size: c_uint,
    /// How long a batch may wait, in milliseconds.
    pub max_batch_io_timeout_msecs: c_uint,
}

/// What a user-space file system's read and write callbacks are given about an RDMA transfer.
#[cuda_struct(size = 16, align = 8)]
pub struct cufileRDMAInfo_t {
    /// The layout version of this struct.
    pub version: c_int,
    /// How many bytes `desc_str` holds.
    pub desc_len: c_int,
    /// The transfer's description string.
    pub desc_str: *const c_char,
}

/// A buffer registration flag: register the memory for RDMA as well (`cuFileBufRegister`).
pub const CU_FILE_RDMA_REGISTER: c_int = 1;
/// A buffer registration flag: RDMA with relaxed ordering.
pub const CU_FILE_RDMA_RELAXED_ORDERING: c_int = 1 << 1;
/// The number the RDMA callbacks' error codes count from. New in 1.19.
pub const CU_FILE_RDMA_ERR_BASE: c_int = 6000;
/// An RDMA callback's success. New in 1.19.
pub const CU_FILE_RDMA_SUCCESS: c_int = 0;
/// An RDMA callback's answer: the token must be renewed. New in 1.19.
pub const CU_FILE_RDMA_RESET_TOKEN: c_int = CU_FILE_RDMA_ERR_BASE + 1;
/// An RDMA callback's answer: renewing the token failed. New in 1.19.
pub const CU_FILE_RDMA_RESET_TOKEN_FAILED: c_int = CU_FILE_RDMA_ERR_BASE + 2;

/// The callbacks of a user-space file system (`CU_FILE_HANDLE_TYPE_USERSPACE_FS`).
///
/// Each field is a C function pointer, held here as a raw pointer: cuFile calls them, Rust code that
/// fills the table writes `f as *mut c_void` for an `unsafe extern "C" fn` of the prototype cufile.h
/// gives (1.16 made their `handle`, address and info parameters `const`; the ABI is the same).
#[cuda_struct(size = 40, align = 8)]
pub struct CUfileFSOps_t {
    /// Returns the file system's name for a handle.
    pub fs_type: *mut c_void,
    /// Lists the RDMA devices' host addresses for a handle.
    pub getRDMADeviceList: *mut c_void,
    /// Ranks an RDMA device for one transfer.
    pub getRDMADevicePriority: *mut c_void,
    /// Reads through the file system.
    pub read: *mut c_void,
    /// Writes through the file system.
    pub write: *mut c_void,
}

/// What kind of file a [`CUfileDescr_t`] describes (`enum CUfileFileHandleType`, no typedef).
#[cuda_enum]
pub enum CUfileFileHandleType {
    /// A POSIX file descriptor (`handle.fd`).
    CU_FILE_HANDLE_TYPE_OPAQUE_FD = 1,
    /// A Windows handle (`handle.handle`).
    CU_FILE_HANDLE_TYPE_OPAQUE_WIN32 = 2,
    /// A file of a user-space file system, reached through `fs_ops`.
    CU_FILE_HANDLE_TYPE_USERSPACE_FS = 3,
}

/// The file itself in a [`CUfileDescr_t`] (an unnamed union in C, the member `handle`).
#[cuda_struct(size = 8, align = 8)]
pub union CUfileDescr_t_handle {
    /// A POSIX file descriptor.
    pub fd: c_int,
    /// A Windows handle, or a user-space file system's handle.
    pub handle: *mut c_void,
}

/// A file to register with `cuFileHandleRegister`.
#[cuda_struct(size = 24, align = 8)]
pub struct CUfileDescr_t {
    /// Which member of `handle` is set.
    pub r#type: CUfileFileHandleType,
    #[cuda(reserved)]
    _pad0: c_uint,
    /// The descriptor or handle.
    pub handle: CUfileDescr_t_handle,
    /// A user-space file system's callbacks; null otherwise.
    pub fs_ops: *const CUfileFSOps_t,
}

/// A registered file (`void *`): what `cuFileHandleRegister` returns and the reads and writes take.
///
/// A plain handle: it owns nothing. [`FileHandle`](crate::FileHandle) owns one.
#[cuda_handle]
pub struct CUfileHandle_t(*mut c_void);

/// The state of one batch entry (`CUfileStatus_t`).
#[cuda_enum]
pub enum CUfileStatus_t {
    /// Not started.
    CUFILE_WAITING = 0x1,
    /// Under way.
    CUFILE_PENDING = 0x2,
    /// Refused as not valid.
    CUFILE_INVALID = 0x4,
    /// Cancelled.
    CUFILE_CANCELED = 0x8,
    /// Done.
    CUFILE_COMPLETE = 0x10,
    /// Ran out of time.
    CUFILE_TIMEOUT = 0x20,
    /// Failed.
    CUFILE_FAILED = 0x40,
}

/// How a batch entry is described (`CUfileBatchMode_t`); one mode so far.
#[cuda_enum]
pub enum CUfileBatchMode_t {
    /// The `batch` member of [`CUfileIOParams_t_u`].
    CUFILE_BATCH = 1,
}

/// One batch entry's buffer and place in the file (the member `u.batch` of [`CUfileIOParams_t`]).
#[cuda_struct(size = 32, align = 8)]
pub struct CUfileIOParams_t_u_batch {
    /// The registered buffer's base address.
    pub devPtr_base: *mut c_void,
    /// Where in the file, in bytes.
    pub file_offset: off_t,
    /// Where in the buffer, in bytes from its base.
    pub devPtr_offset: off_t,
    /// How many bytes.
    pub size: usize,
}

/// The mode-dependent part of [`CUfileIOParams_t`] (an unnamed union in C, the member `u`).
#[cuda_struct(size = 32, align = 8)]
pub union CUfileIOParams_t_u {
    /// The entry in [`CUfileBatchMode_t::CUFILE_BATCH`] mode.
    pub batch: CUfileIOParams_t_u_batch,
}

/// One entry of a batch (`cuFileBatchIOSubmit`).
#[cuda_struct(size = 64, align = 8)]
pub struct CUfileIOParams_t {
    /// How `u` is to be read.
    pub mode: CUfileBatchMode_t,
    #[cuda(reserved)]
    _pad0: c_uint,
    /// The buffer and file range.
    pub u: CUfileIOParams_t_u,
    /// The registered file.
    pub fh: CUfileHandle_t,
    /// Read or write.
    pub opcode: CUfileOpcode_t,
    #[cuda(reserved)]
    _pad1: c_uint,
    /// A value of the caller's, handed back in the entry's [`CUfileIOEvents_t`].
    pub cookie: *mut c_void,
}

/// One finished entry of a batch (`cuFileBatchIOGetStatus`).
#[cuda_struct(size = 24, align = 8)]
pub struct CUfileIOEvents_t {
    /// The entry's `cookie`.
    pub cookie: *mut c_void,
    /// Its state.
    pub status: CUfileStatus_t,
    #[cuda(reserved)]
    _pad0: c_uint,
    /// The bytes moved.
    pub ret: usize,
}

/// A batch of reads and writes (`void *`), from `cuFileBatchIOSetUp`.
#[cuda_handle]
pub struct CUfileBatchHandle_t(*mut c_void);

/// `struct timespec` of `<time.h>`, the timeout of `cuFileBatchIOGetStatus` (64-bit Linux layout).
#[cuda_struct(size = 16, align = 8)]
pub struct timespec {
    /// Whole seconds.
    pub tv_sec: i64,
    /// Nanoseconds, below one second.
    pub tv_nsec: i64,
}

/// A stream registration flag: the buffer offset is fixed when the call is queued.
pub const CU_FILE_STREAM_FIXED_BUF_OFFSET: c_uint = 1;
/// A stream registration flag: the file offset is fixed when the call is queued.
pub const CU_FILE_STREAM_FIXED_FILE_OFFSET: c_uint = 2;
/// A stream registration flag: the size is fixed when the call is queued.
pub const CU_FILE_STREAM_FIXED_FILE_SIZE: c_uint = 4;
/// A stream registration flag: every size and offset is a multiple of the page size.
pub const CU_FILE_STREAM_PAGE_ALIGNED_INPUTS: c_uint = 8;

/// One piece of a vectored read or write (`cuFileReadv`, `cuFileWritev`). New in 1.19.
// The accessor of the C field `len` is `len()`; a C struct has no `is_empty` to pair it with.
#[allow(clippy::len_without_is_empty)]
#[cuda_struct(size = 16, align = 8)]
pub struct CUfileIOVec_t {
    /// The piece's memory.
    pub base: *mut c_void,
    /// Its length in bytes.
    pub len: usize,
}

/// The numeric settings (`cuFileGetParameterSizeT`, `cuFileSetParameterSizeT`), named after their keys
/// in `cufile.json`.
#[cuda_enum]
pub enum CUFileSizeTConfigParameter_t {
    /// `profile.cufile_stats`: the statistics level.
    CUFILE_PARAM_PROFILE_STATS = 0,
    /// `execution.max_io_queue_depth`.
    CUFILE_PARAM_EXECUTION_MAX_IO_QUEUE_DEPTH = 1,
    /// `execution.max_io_threads`.
    CUFILE_PARAM_EXECUTION_MAX_IO_THREADS = 2,
    /// `execution.min_io_threshold_size_kb`.
    CUFILE_PARAM_EXECUTION_MIN_IO_THRESHOLD_SIZE_KB = 3,
    /// `execution.max_request_parallelism`.
    CUFILE_PARAM_EXECUTION_MAX_REQUEST_PARALLELISM = 4,
    /// `properties.max_direct_io_size_kb`.
    CUFILE_PARAM_PROPERTIES_MAX_DIRECT_IO_SIZE_KB = 5,
    /// `properties.max_device_cache_size_kb`.
    CUFILE_PARAM_PROPERTIES_MAX_DEVICE_CACHE_SIZE_KB = 6,
    /// `properties.per_buffer_cache_size_kb`.
    CUFILE_PARAM_PROPERTIES_PER_BUFFER_CACHE_SIZE_KB = 7,
    /// `properties.max_device_pinned_mem_size_kb`.
    CUFILE_PARAM_PROPERTIES_MAX_DEVICE_PINNED_MEM_SIZE_KB = 8,
    /// `properties.io_batchsize`.
    CUFILE_PARAM_PROPERTIES_IO_BATCHSIZE = 9,
    /// `properties.poll_thresh_size_kb`.
    CUFILE_PARAM_POLLTHRESHOLD_SIZE_KB = 10,
    /// `properties.batch_io_timeout_ms`.
    CUFILE_PARAM_PROPERTIES_BATCH_IO_TIMEOUT_MS = 11,
}

/// The on/off settings (`cuFileGetParameterBool`, `cuFileSetParameterBool`).
#[cuda_enum]
pub enum CUFileBoolConfigParameter_t {
    /// `properties.use_poll_mode`.
    CUFILE_PARAM_PROPERTIES_USE_POLL_MODE = 0,
    /// `properties.allow_compat_mode`: fall back to POSIX where GPUDirect Storage is not available.
    CUFILE_PARAM_PROPERTIES_ALLOW_COMPAT_MODE = 1,
    /// `fs.generic.force_compat_mode`: always go through POSIX.
    CUFILE_PARAM_FORCE_COMPAT_MODE = 2,
    /// `fs.misc.api_check_aggressive`.
    CUFILE_PARAM_FS_MISC_API_CHECK_AGGRESSIVE = 3,
    /// `execution.parallel_io`.
    CUFILE_PARAM_EXECUTION_PARALLEL_IO = 4,
    /// `profile.nvtx`.
    CUFILE_PARAM_PROFILE_NVTX = 5,
    /// `properties.allow_system_memory`.
    CUFILE_PARAM_PROPERTIES_ALLOW_SYSTEM_MEMORY = 6,
    /// `properties.use_pci_p2pdma`.
    CUFILE_PARAM_USE_PCIP2PDMA = 7,
    /// `fs.generic.prefer_io_uring`.
    CUFILE_PARAM_PREFER_IO_URING = 8,
    /// `properties.force_odirect_mode`.
    CUFILE_PARAM_FORCE_ODIRECT_MODE = 9,
    /// `properties.skip_topology_detection`.
    CUFILE_PARAM_SKIP_TOPOLOGY_DETECTION = 10,
    /// `properties.stream_memops_bypass`.
    CUFILE_PARAM_STREAM_MEMOPS_BYPASS = 11,
    /// `properties.posix_io_mode`.
    /// New in 1.19.
    CUFILE_PARAM_PROPERTIES_POSIX_IO_MODE = 12,
    /// `properties.gds_fallback_io`.
    /// New in 1.19.
    CUFILE_PARAM_GDS_FALLBACK_IO = 13,
}

/// The text settings (`cuFileGetParameterString`, `cuFileSetParameterString`).
#[cuda_enum]
pub enum CUFileStringConfigParameter_t {
    /// `logging.level`.
    CUFILE_PARAM_LOGGING_LEVEL = 0,
    /// The log file's path (`CUFILE_LOGFILE_PATH`).
    CUFILE_PARAM_ENV_LOGFILE_PATH = 1,
    /// `logging.dir`.
    CUFILE_PARAM_LOG_DIR = 2,
    /// `properties.rdma_transport`.
    /// New in 1.19.
    CUFILE_PARAM_RDMA_TRANSPORT = 3,
}

/// The settings that are arrays of sizes and counts (`cuFileGetParameterPosixPoolSlabArray` and
/// the rest). New in 1.15 (CUDA 13.0).
#[cuda_enum]
pub enum CUFileArrayConfigParameter_t {
    /// The sizes of the POSIX pool's slabs, in KiB.
    CUFILE_PARAM_POSIX_POOL_SLAB_SIZE_KB = 0,
    /// How many slabs of each size the POSIX pool has.
    CUFILE_PARAM_POSIX_POOL_SLAB_COUNT = 1,
    /// The sizes of the GPU bounce buffers' slabs, in KiB.
    /// New in 1.17.
    CUFILE_PARAM_GPU_BOUNCE_BUFFER_SLAB_SIZE_KB = 2,
    /// How many GPU bounce buffer slabs of each size there are.
    /// New in 1.17.
    CUFILE_PARAM_GPU_BOUNCE_BUFFER_SLAB_COUNT = 3,
}
