//! All-reduce over every visible GPU: one rank per device, made at once by `ncclCommInitAll`, each
//! rank's buffer filled with its own values, summed in one group (one thread drives every GPU), and
//! every rank's result checked against the sum computed on the host. Runs with one GPU (a reduction
//! over one rank) and with as many as there are.
//!
//! ```text
//! cargo run -p cuda-nccl --example all_reduce
//! ```
//!
//! Prints the library, the devices, the time of the reduction and the bus bandwidth NCCL's own tests
//! report (`2 (n - 1) / n` times the bytes per second; none with one rank), then
//! `all_reduce: PASS (<n> ranks, <m> floats)` when every element of every rank is right, or
//! `all_reduce: FAIL ...` naming the first wrong one (exit 1). Without a GPU or a libnccl
//! (`CUDA_NCCL_LIBRARY` names one) it prints `all_reduce: skipped: ...` and exits with 77, the
//! README's convention; on any other error it exits with 1.

use std::process::ExitCode;
use std::time::Instant;

use cuda_driver::{Context, Device, DeviceBuffer};
use cuda_nccl::{Communicator, Group, ReduceOp};

/// Floats per rank: 64 MiB.
const N: usize = 16 << 20;

/// Rank `r`'s element `i`: small integers, so that the sums are exact in `f32`.
fn value(r: usize, i: usize) -> f32 {
    ((i * 7 + r * 13) % 1024) as f32
}

fn main() -> ExitCode {
    match run() {
        Ok(Some(true)) => ExitCode::SUCCESS,
        Ok(Some(false)) => ExitCode::FAILURE,
        Ok(None) => {
            eprintln!("all_reduce: skipped: the driver sees no device");
            ExitCode::from(77)
        }
        Err(e) if skipped(e.as_ref()) => {
            eprintln!("all_reduce: skipped: no GPU or no libnccl to run on: {e}");
            ExitCode::from(77)
        }
        Err(e) => {
            eprintln!("all_reduce: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Whether `e` says there is no GPU, or no libnccl.
fn skipped(e: &(dyn std::error::Error + 'static)) -> bool {
    e.downcast_ref::<cuda_driver::Error>()
        .is_some_and(cuda_driver::Error::is_no_gpu)
        || e.downcast_ref::<cuda_nccl::Error>()
            .is_some_and(|e| e.is_no_gpu() || matches!(e, cuda_nccl::Error::Load(_)))
}

/// `None` when there is no device.
fn run() -> Result<Option<bool>, Box<dyn std::error::Error>> {
    let driver = cuda_driver::init()?;
    let count = Device::count(driver)?;
    if count == 0 {
        return Ok(None);
    }
    let mut contexts = Vec::with_capacity(count);
    for ordinal in 0..count {
        contexts.push(Context::primary(Device::get(driver, ordinal)?)?);
    }
    let mut comms = Communicator::init_all(&contexts)?;
    let nccl = comms[0].library();
    println!(
        "all_reduce: libnccl {} from {}",
        nccl.version(),
        nccl.path()
    );
    for (comm, ctx) in comms.iter().zip(&contexts) {
        println!(
            "all_reduce: rank {} of {} on device {} ({})",
            comm.rank(),
            comm.count(),
            comm.device(),
            ctx.device().name()?
        );
    }
    let streams: Vec<_> = comms.iter().map(Communicator::stream).collect();
    let mut bufs = Vec::with_capacity(comms.len());
    for (r, s) in streams.iter().enumerate() {
        let host: Vec<f32> = (0..N).map(|i| value(r, i)).collect();
        bufs.push(DeviceBuffer::from_slice(s, &host)?);
    }
    for s in &streams {
        s.synchronize()?;
    }
    let started = Instant::now();
    let mut group = Group::start(nccl)?;
    for ((comm, buf), s) in comms.iter().zip(&mut bufs).zip(&streams) {
        group.all_reduce_in_place(comm, buf, ReduceOp::Sum, s)?;
    }
    group.end()?;
    for s in &streams {
        s.synchronize()?;
    }
    let seconds = started.elapsed().as_secs_f64();
    let ranks = comms.len();
    let bytes = (N * size_of::<f32>()) as f64;
    let bus = 2.0 * (ranks as f64 - 1.0) / ranks as f64 * bytes / seconds / 1e9;
    println!(
        "all_reduce: {ranks} ranks x {N} floats in {:.3} ms, bus bandwidth {bus:.1} GB/s",
        seconds * 1e3
    );
    for (r, buf) in bufs.iter().enumerate() {
        let got = buf.to_vec()?;
        let wrong = got
            .iter()
            .enumerate()
            .find(|&(i, &v)| v != (0..ranks).map(|q| value(q, i)).sum::<f32>());
        if let Some((i, v)) = wrong {
            let want: f32 = (0..ranks).map(|q| value(q, i)).sum();
            println!("all_reduce: FAIL: rank {r}, element {i}: {v}, expected {want}");
            return Ok(Some(false));
        }
    }
    for comm in &mut comms {
        comm.async_error()?;
    }
    println!("all_reduce: PASS ({ranks} ranks, {N} floats)");
    Ok(Some(true))
}
