//! The statistics of cuFile 1.15 and later (`cuFileGetStatsL1` to `L3`), with each version's layout.
//!
//! `CUfileStatsLevel1_t` grew in 1.19 (CUDA 13.4): twelve counters of vectored reads and writes
//! (`readv_ops` to `writev_lat_sum_us`) were added at its end, and so `CUfileStatsLevel2_t` and
//! `CUfileStatsLevel3_t`, which embed it, grew and moved their later fields. The types at this module's
//! top are 1.20's layout (CUDA 13.5); [`v1_15`] holds the layout of 1.15 to 1.18 (CUDA 13.0 to 13.3)
//! under the same C names. The conformance check compares each with the header of its own version, and
//! fails if a layout that should differ from another version's header does not.
//!
//! Which to pass: a library writes its own version's layout, never more. [`CuFile::version`] tells
//! which; a 1.20 struct handed to a 1.15 library is only filled up to 1.15's size (the rest stays as it
//! was), while a 1.15 struct handed to a 1.19 or later library would be overrun, which is why the table's
//! functions take the newest layout.
//!
//! [`CuFile::version`]: crate::CuFile::version

use core::ffi::c_char;

use cuda_struct::cuda_struct;

/// The length of a GPU's UUID in [`CUfilePerGpuStats_t`]. New in 1.15.
pub const CUFILE_GPU_UUID_LEN: usize = 16;

/// Succeeded and failed calls of one kind.
#[cuda_struct(size = 16, align = 8)]
pub struct CUfileOpCounter_t {
    /// Calls that succeeded.
    pub ok: u64,
    /// Calls that failed.
    pub err: u64,
}

/// Level-1 statistics: counts, bytes, throughput and latency of every kind of call (1.20's layout; 1.15's
/// is [`v1_15::CUfileStatsLevel1_t`]).
#[cuda_struct(size = 624, align = 8)]
pub struct CUfileStatsLevel1_t {
    /// Counts of read calls, by outcome.
    pub read_ops: CUfileOpCounter_t,
    /// Counts of write calls, by outcome.
    pub write_ops: CUfileOpCounter_t,
    /// Counts of hdl register calls, by outcome.
    pub hdl_register_ops: CUfileOpCounter_t,
    /// Counts of hdl deregister calls, by outcome.
    pub hdl_deregister_ops: CUfileOpCounter_t,
    /// Counts of buf register calls, by outcome.
    pub buf_register_ops: CUfileOpCounter_t,
    /// Counts of buf deregister calls, by outcome.
    pub buf_deregister_ops: CUfileOpCounter_t,
    /// Bytes moved by read.
    pub read_bytes: u64,
    /// Bytes moved by write.
    pub write_bytes: u64,
    /// Throughput (read), bytes per second.
    pub read_bw_bytes_per_sec: u64,
    /// Throughput (write), bytes per second.
    pub write_bw_bytes_per_sec: u64,
    /// Mean latency of read, in microseconds.
    pub read_lat_avg_us: u64,
    /// Mean latency of write, in microseconds.
    pub write_lat_avg_us: u64,
    /// Rate of read operations, per second.
    pub read_ops_per_sec: u64,
    /// Rate of write operations, per second.
    pub write_ops_per_sec: u64,
    /// Summed latency of read, in microseconds.
    pub read_lat_sum_us: u64,
    /// Summed latency of write, in microseconds.
    pub write_lat_sum_us: u64,
    /// Counts of batch submit calls, by outcome.
    pub batch_submit_ops: CUfileOpCounter_t,
    /// Counts of batch complete calls, by outcome.
    pub batch_complete_ops: CUfileOpCounter_t,
    /// Counts of batch setup calls, by outcome.
    pub batch_setup_ops: CUfileOpCounter_t,
    /// Counts of batch cancel calls, by outcome.
    pub batch_cancel_ops: CUfileOpCounter_t,
    /// Counts of batch destroy calls, by outcome.
    pub batch_destroy_ops: CUfileOpCounter_t,
    /// Counts of batch enqueued calls, by outcome.
    pub batch_enqueued_ops: CUfileOpCounter_t,
    /// Counts of batch posix enqueued calls, by outcome.
    pub batch_posix_enqueued_ops: CUfileOpCounter_t,
    /// Counts of batch processed calls, by outcome.
    pub batch_processed_ops: CUfileOpCounter_t,
    /// Counts of batch posix processed calls, by outcome.
    pub batch_posix_processed_ops: CUfileOpCounter_t,
    /// Counts of batch nvfs submit calls, by outcome.
    pub batch_nvfs_submit_ops: CUfileOpCounter_t,
    /// Counts of batch p2p submit calls, by outcome.
    pub batch_p2p_submit_ops: CUfileOpCounter_t,
    /// Counts of batch aio submit calls, by outcome.
    pub batch_aio_submit_ops: CUfileOpCounter_t,
    /// Counts of batch iouring submit calls, by outcome.
    pub batch_iouring_submit_ops: CUfileOpCounter_t,
    /// Counts of batch mixed io submit calls, by outcome.
    pub batch_mixed_io_submit_ops: CUfileOpCounter_t,
    /// Counts of batch total submit calls, by outcome.
    pub batch_total_submit_ops: CUfileOpCounter_t,
    /// Bytes moved by batch read.
    pub batch_read_bytes: u64,
    /// Bytes moved by batch write.
    pub batch_write_bytes: u64,
    /// Throughput of batch read, bytes per second.
    pub batch_read_bw_bytes: u64,
    /// Throughput of batch write, bytes per second.
    pub batch_write_bw_bytes: u64,
    /// Mean latency of batch submit, in microseconds.
    pub batch_submit_lat_avg_us: u64,
    /// Mean latency of batch completion, in microseconds.
    pub batch_completion_lat_avg_us: u64,
    /// Rate of batch submit operations, per second.
    pub batch_submit_ops_per_sec: u64,
    /// Rate of batch complete operations, per second.
    pub batch_complete_ops_per_sec: u64,
    /// Summed latency of batch submit, in microseconds.
    pub batch_submit_lat_sum_us: u64,
    /// Summed latency of batch completion, in microseconds.
    pub batch_completion_lat_sum_us: u64,
    /// Bytes moved by last batch read.
    pub last_batch_read_bytes: u64,
    /// Bytes moved by last batch write.
    pub last_batch_write_bytes: u64,
    /// Counts of readv calls, by outcome.
    pub readv_ops: CUfileOpCounter_t,
    /// Counts of writev calls, by outcome.
    pub writev_ops: CUfileOpCounter_t,
    /// Bytes moved by readv.
    pub readv_bytes: u64,
    /// Bytes moved by writev.
    pub writev_bytes: u64,
    /// Throughput (readv), bytes per second.
    pub readv_bw_bytes_per_sec: u64,
    /// Throughput (writev), bytes per second.
    pub writev_bw_bytes_per_sec: u64,
    /// Mean latency of readv, in microseconds.
    pub readv_lat_avg_us: u64,
    /// Mean latency of writev, in microseconds.
    pub writev_lat_avg_us: u64,
    /// Rate of readv operations, per second.
    pub readv_ops_per_sec: u64,
    /// Rate of writev operations, per second.
    pub writev_ops_per_sec: u64,
    /// Summed latency of readv, in microseconds.
    pub readv_lat_sum_us: u64,
    /// Summed latency of writev, in microseconds.
    pub writev_lat_sum_us: u64,
}

/// Level-2 statistics: level 1 and histograms of request sizes (1.20's layout).
#[cuda_struct(size = 1136, align = 8)]
pub struct CUfileStatsLevel2_t {
    /// The level-1 counters.
    pub basic: CUfileStatsLevel1_t,
    /// How many reads fell in each size bucket (powers of two of KiB).
    pub read_size_kb_hist: [u64; 32],
    /// How many writes fell in each size bucket.
    pub write_size_kb_hist: [u64; 32],
}

/// One GPU's counters in the level-3 statistics.
#[cuda_struct(size = 248, align = 8)]
pub struct CUfilePerGpuStats_t {
    /// The GPU's UUID, its raw bytes.
    pub uuid: [c_char; CUFILE_GPU_UUID_LEN],
    /// Bytes read into this GPU.
    pub read_bytes: u64,
    /// Read throughput, bytes per second.
    pub read_bw_bytes_per_sec: u64,
    /// Share of the time spent reading, in percent.
    pub read_utilization: u64,
    /// Time spent reading, in microseconds.
    pub read_duration_us: u64,
    /// Reads in all.
    pub n_total_reads: u64,
    /// Reads done peer to peer.
    pub n_p2p_reads: u64,
    /// Reads done through nvidia-fs.
    pub n_nvfs_reads: u64,
    /// Reads done through POSIX calls.
    pub n_posix_reads: u64,
    /// Reads not aligned to pages.
    pub n_unaligned_reads: u64,
    /// Reads routed dynamically.
    pub n_dr_reads: u64,
    /// Holes met while reading sparse files.
    pub n_sparse_regions: u64,
    /// Inline regions met while reading.
    pub n_inline_regions: u64,
    /// Reads that failed.
    pub n_reads_err: u64,
    /// Bytes written from this GPU.
    pub writes_bytes: u64,
    /// Write throughput, bytes per second.
    pub write_bw_bytes_per_sec: u64,
    /// Share of the time spent writing, in percent.
    pub write_utilization: u64,
    /// Time spent writing, in microseconds.
    pub write_duration_us: u64,
    /// Writes in all.
    pub n_total_writes: u64,
    /// Writes done peer to peer.
    pub n_p2p_writes: u64,
    /// Writes done through nvidia-fs.
    pub n_nvfs_writes: u64,
    /// Writes done through POSIX calls.
    pub n_posix_writes: u64,
    /// Writes not aligned to pages.
    pub n_unaligned_writes: u64,
    /// Writes routed dynamically.
    pub n_dr_writes: u64,
    /// Writes that failed.
    pub n_writes_err: u64,
    /// Buffer mappings made.
    pub n_mmap: u64,
    /// Mappings that succeeded.
    pub n_mmap_ok: u64,
    /// Mappings that failed.
    pub n_mmap_err: u64,
    /// Mappings released.
    pub n_mmap_free: u64,
    /// Bytes of this GPU's memory registered.
    pub reg_bytes: u64,
}

/// Level-3 statistics: level 2 and per-GPU counters (1.20's layout).
#[cuda_struct(size = 5112, align = 8)]
pub struct CUfileStatsLevel3_t {
    /// The level-2 counters.
    pub detailed: CUfileStatsLevel2_t,
    /// How many entries of `per_gpu_stats` are filled.
    pub num_gpus: u32,
    #[cuda(reserved)]
    _pad0: u32,
    /// One entry per GPU, the first `num_gpus` filled.
    pub per_gpu_stats: [CUfilePerGpuStats_t; 16],
}

/// The statistics as cuFile 1.15 to 1.18 (CUDA 13.0 to 13.3) lay them out: level 1 without the twelve
/// vectored-I/O counters that 1.19 added, and levels 2 and 3 that embed it.
pub mod v1_15 {
    use cuda_struct::cuda_struct;

    use super::{CUfileOpCounter_t, CUfilePerGpuStats_t};

    /// Level-1 statistics as 1.15 lays them out (1.19 added the `readv_*`/`writev_*` counters).
    #[cuda_struct(size = 512, align = 8)]
    pub struct CUfileStatsLevel1_t {
        /// Counts of read calls, by outcome.
        pub read_ops: CUfileOpCounter_t,
        /// Counts of write calls, by outcome.
        pub write_ops: CUfileOpCounter_t,
        /// Counts of hdl register calls, by outcome.
        pub hdl_register_ops: CUfileOpCounter_t,
        /// Counts of hdl deregister calls, by outcome.
        pub hdl_deregister_ops: CUfileOpCounter_t,
        /// Counts of buf register calls, by outcome.
        pub buf_register_ops: CUfileOpCounter_t,
        /// Counts of buf deregister calls, by outcome.
        pub buf_deregister_ops: CUfileOpCounter_t,
        /// Bytes moved by read.
        pub read_bytes: u64,
        /// Bytes moved by write.
        pub write_bytes: u64,
        /// Throughput (read), bytes per second.
        pub read_bw_bytes_per_sec: u64,
        /// Throughput (write), bytes per second.
        pub write_bw_bytes_per_sec: u64,
        /// Mean latency of read, in microseconds.
        pub read_lat_avg_us: u64,
        /// Mean latency of write, in microseconds.
        pub write_lat_avg_us: u64,
        /// Rate of read operations, per second.
        pub read_ops_per_sec: u64,
        /// Rate of write operations, per second.
        pub write_ops_per_sec: u64,
        /// Summed latency of read, in microseconds.
        pub read_lat_sum_us: u64,
        /// Summed latency of write, in microseconds.
        pub write_lat_sum_us: u64,
        /// Counts of batch submit calls, by outcome.
        pub batch_submit_ops: CUfileOpCounter_t,
        /// Counts of batch complete calls, by outcome.
        pub batch_complete_ops: CUfileOpCounter_t,
        /// Counts of batch setup calls, by outcome.
        pub batch_setup_ops: CUfileOpCounter_t,
        /// Counts of batch cancel calls, by outcome.
        pub batch_cancel_ops: CUfileOpCounter_t,
        /// Counts of batch destroy calls, by outcome.
        pub batch_destroy_ops: CUfileOpCounter_t,
        /// Counts of batch enqueued calls, by outcome.
        pub batch_enqueued_ops: CUfileOpCounter_t,
        /// Counts of batch posix enqueued calls, by outcome.
        pub batch_posix_enqueued_ops: CUfileOpCounter_t,
        /// Counts of batch processed calls, by outcome.
        pub batch_processed_ops: CUfileOpCounter_t,
        /// Counts of batch posix processed calls, by outcome.
        pub batch_posix_processed_ops: CUfileOpCounter_t,
        /// Counts of batch nvfs submit calls, by outcome.
        pub batch_nvfs_submit_ops: CUfileOpCounter_t,
        /// Counts of batch p2p submit calls, by outcome.
        pub batch_p2p_submit_ops: CUfileOpCounter_t,
        /// Counts of batch aio submit calls, by outcome.
        pub batch_aio_submit_ops: CUfileOpCounter_t,
        /// Counts of batch iouring submit calls, by outcome.
        pub batch_iouring_submit_ops: CUfileOpCounter_t,
        /// Counts of batch mixed io submit calls, by outcome.
        pub batch_mixed_io_submit_ops: CUfileOpCounter_t,
        /// Counts of batch total submit calls, by outcome.
        pub batch_total_submit_ops: CUfileOpCounter_t,
        /// Bytes moved by batch read.
        pub batch_read_bytes: u64,
        /// Bytes moved by batch write.
        pub batch_write_bytes: u64,
        /// Throughput of batch read, bytes per second.
        pub batch_read_bw_bytes: u64,
        /// Throughput of batch write, bytes per second.
        pub batch_write_bw_bytes: u64,
        /// Mean latency of batch submit, in microseconds.
        pub batch_submit_lat_avg_us: u64,
        /// Mean latency of batch completion, in microseconds.
        pub batch_completion_lat_avg_us: u64,
        /// Rate of batch submit operations, per second.
        pub batch_submit_ops_per_sec: u64,
        /// Rate of batch complete operations, per second.
        pub batch_complete_ops_per_sec: u64,
        /// Summed latency of batch submit, in microseconds.
        pub batch_submit_lat_sum_us: u64,
        /// Summed latency of batch completion, in microseconds.
        pub batch_completion_lat_sum_us: u64,
        /// Bytes moved by last batch read.
        pub last_batch_read_bytes: u64,
        /// Bytes moved by last batch write.
        pub last_batch_write_bytes: u64,
    }

    /// Level-2 statistics as 1.15 lays them out.
    #[cuda_struct(size = 1024, align = 8)]
    pub struct CUfileStatsLevel2_t {
        /// The level-1 counters.
        pub basic: CUfileStatsLevel1_t,
        /// How many reads fell in each size bucket (powers of two of KiB).
        pub read_size_kb_hist: [u64; 32],
        /// How many writes fell in each size bucket.
        pub write_size_kb_hist: [u64; 32],
    }

    /// Level-3 statistics as 1.15 lays them out.
    #[cuda_struct(size = 5000, align = 8)]
    pub struct CUfileStatsLevel3_t {
        /// The level-2 counters.
        pub detailed: CUfileStatsLevel2_t,
        /// How many entries of `per_gpu_stats` are filled.
        pub num_gpus: u32,
        #[cuda(reserved)]
        _pad0: u32,
        /// One entry per GPU, the first `num_gpus` filled.
        pub per_gpu_stats: [CUfilePerGpuStats_t; 16],
    }
}
