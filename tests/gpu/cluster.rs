//! Cluster occupancy on a real device (compute capability 9.0 and later): the largest cluster a
//! configuration allows and how many such clusters fit are plausible for the device, and a launch with
//! clusters of that size runs with every block at its rank.

use cuda_driver::sys::{CUdevice_attribute, CUstream_flags};
use cuda_driver::{DeviceBuffer, LaunchAttribute, LaunchConfig, Module, Stream};

use super::{gpu, skip, Failure, TestResult, CLUSTER_RANK};

fn cluster_occupancy_is_plausible_and_a_launch_at_that_size_runs() -> TestResult {
    const TEST: &str = "cluster_occupancy_is_plausible_and_a_launch_at_that_size_runs";
    let Some(gpu) = gpu(TEST) else {
        return Ok(());
    };
    let (major, _) = gpu.device.compute_capability()?;
    if major < 9 {
        skip(format_args!("{TEST}: clusters need compute capability 9.0"));
        return Ok(());
    }
    let sms = gpu
        .device
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
    let module = Module::from_ptx(&gpu.ctx, CLUSTER_RANK)?;
    let f = module.function("cluster_rank")?;
    let mut config = LaunchConfig {
        grid: (64, 1, 1),
        block: (64, 1, 1),
        shared_mem_bytes: 0,
    };
    // Without the non-portable attribute the driver stays within the portable size, 8.
    let size = f.max_potential_cluster_size(&config, &[])?;
    if !(1..=8).contains(&size) {
        return Err(Failure(format!(
            "a largest cluster of {size} blocks, outside 1..=8"
        )));
    }
    // A grid of whole clusters of that size (the driver may answer a size that does not divide 64).
    config.grid.0 = size * 8;
    let cluster = [LaunchAttribute::ClusterDimension(size, 1, 1)];
    let clusters = f.max_active_clusters(&config, &cluster)?;
    // At least one cluster fits, and never more blocks than the multiprocessors could hold at the
    // kernel's occupancy.
    let per_sm = f.max_active_blocks_per_multiprocessor(64, 0)?;
    let most = u64::try_from(sms * per_sm).unwrap_or(0);
    if clusters == 0 || u64::from(clusters) * u64::from(size) > most {
        return Err(Failure(format!(
            "{clusters} active clusters of {size} blocks on {sms} multiprocessors of {per_sm} blocks"
        )));
    }
    // A launch at that size: block i is rank i % size of cluster i / size.
    let blocks = config.grid.0 as usize;
    let mut ranks = DeviceBuffer::<u32>::alloc(&gpu.stream, blocks)?;
    let mut ids = DeviceBuffer::<u32>::alloc(&gpu.stream, blocks)?;
    ranks.memset_d32(u32::MAX)?;
    ids.memset_d32(u32::MAX)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    // SAFETY: `cluster_rank(unsigned*, unsigned*)`; both buffers hold one `u32` per block.
    unsafe { f.launch_ex(config, &cluster, &stream, (&mut ranks, &mut ids)) }?;
    let (ranks, ids) = (ranks.to_vec()?, ids.to_vec()?);
    for (i, (&rank, &id)) in ranks.iter().zip(&ids).enumerate() {
        let (want_rank, want_id) = (i as u32 % size, i as u32 / size);
        if (rank, id) != (want_rank, want_id) {
            return Err(Failure(format!(
                "block {i}: rank {rank}, cluster {id}; expected {want_rank}, {want_id}"
            )));
        }
    }
    Ok(())
}

tests![
    cluster_occupancy_is_plausible_and_a_launch_at_that_size_runs,
];
