//! Peer-to-peer between two GPUs: our version of NVIDIA cuda-python's `simple_p2p.py`. It finds two
//! devices with peer access to each other, enables it both ways, times 100 ping-pong copies of a 64 MiB
//! buffer between them, then has each GPU's kernel read the other GPU's buffer directly (GPU 1 doubles
//! GPU 0's data into its own buffer, GPU 0 doubles that back into its own) and checks every element on the
//! host.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example simple_p2p
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! with one, or with no pair that has peer access, it says why and exits with 0; on a wrong result it
//! prints `Result = FAIL` and exits with 1.

mod common;

use std::process::ExitCode;

use cuda_driver::sys::{CUevent_flags, CUstream_flags};
use cuda_driver::{
    Context, Device, DeviceBuffer, Event, Function, LaunchConfig, Module, PinnedBuffer, Stream,
};

const NAME: &str = "simple_p2p";

const SIMPLE_KERNEL: &str = r#"
// Doubles each float: one thread per element, reading `src` wherever it lives (here: the other GPU).
extern "C" __global__ void SimpleKernel(const float *src, float *dst) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    dst[i] = 2.0f * src[i];
}
"#;

/// Floats per buffer: 16 Mi (64 MiB).
const N: usize = 16 * 1024 * 1024;
const THREADS: u32 = 512;
const PING_PONGS: u32 = 100;

fn main() -> ExitCode {
    common::main(NAME, |device, _, _| run(device.driver()))
}

fn run(driver: &'static cuda_driver::Driver) -> Result<bool, Box<dyn std::error::Error>> {
    let devices = Device::all(driver)?;
    println!("{NAME}: CUDA-capable device count: {}", devices.len());
    if devices.len() < 2 {
        println!(
            "{NAME}: skipped: needs two GPUs with peer access, this machine has {}",
            devices.len()
        );
        return Ok(true);
    }
    let Some((d0, d1)) = common::peer_pair(NAME, &devices)? else {
        println!(
            "{NAME}: skipped: needs two GPUs with peer access, and no two of this machine's {} have it",
            devices.len()
        );
        return Ok(true);
    };
    let (gpu0, gpu1) = (d0.ordinal(), d1.ordinal());

    println!("{NAME}: Enabling peer access between GPU{gpu0} and GPU{gpu1}...");
    let (c0, c1) = (Context::primary(d0)?, Context::primary(d1)?);
    let s0 = Stream::new(&c0, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let s1 = Stream::new(&c1, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let access_01 = c0.enable_peer_access(&c1)?;
    let access_10 = c1.enable_peer_access(&c0)?;

    // `cuMemAlloc` memory (the original's cudaMalloc): what peer access reaches.
    println!(
        "{NAME}: Allocating buffers ({}MB on GPU{gpu0}, GPU{gpu1} and CPU Host)...",
        (N * 4) >> 20
    );
    let mut g0 = DeviceBuffer::<f32>::alloc_unpooled(&s0, N)?;
    let mut g1 = DeviceBuffer::<f32>::alloc_unpooled(&s1, N)?;
    let mut h0 = PinnedBuffer::<f32>::zeroed(&c0, N)?;

    // Ping-pong copies, all queued on GPU 0's stream between two events.
    let start = Event::new(&c0, CUevent_flags::CU_EVENT_BLOCKING_SYNC)?;
    let stop = Event::new(&c0, CUevent_flags::CU_EVENT_BLOCKING_SYNC)?;
    start.record(&s0)?;
    for i in 0..PING_PONGS {
        if i % 2 == 0 {
            g1.copy_from_device(&g0, &s0)?;
        } else {
            g0.copy_from_device(&g1, &s0)?;
        }
    }
    stop.record(&s0)?;
    stop.synchronize()?;
    let ms = f64::from(Event::elapsed_ms(&start, &stop)?);
    let gib_per_s = f64::from(PING_PONGS) * (N * 4) as f64 / (ms / 1000.0) / f64::from(1u32 << 30);
    println!("{NAME}: cuMemcpyPeer between GPU{gpu0} and GPU{gpu1}: {gib_per_s:.2}GB/s");

    println!("{NAME}: Preparing host buffer and memcpy to GPU{gpu0}...");
    for (i, x) in h0.as_mut_slice()?.iter_mut().enumerate() {
        *x = (i % 4096) as f32;
    }
    g0.copy_from_pinned(&mut h0, &s0)?;

    let config = LaunchConfig {
        grid: ((N / THREADS as usize) as u32, 1, 1),
        block: (THREADS, 1, 1),
        shared_mem_bytes: 0,
    };
    let options = ["--fmad=true", "--std=c++17", "-default-device"];
    let m1 = Module::from_image(
        &c1,
        &common::cubin_for(d1, "simple_p2p.cu", SIMPLE_KERNEL, &options)?,
    )?;
    let m0 = Module::from_image(
        &c0,
        &common::cubin_for(d0, "simple_p2p.cu", SIMPLE_KERNEL, &options)?,
    )?;

    println!(
        "{NAME}: Run kernel on GPU{gpu1}, taking source data from GPU{gpu0} and writing to GPU{gpu1}..."
    );
    double(&m1.function("SimpleKernel")?, config, &s1, &g0, &mut g1)?;
    s1.synchronize()?;
    println!(
        "{NAME}: Run kernel on GPU{gpu0}, taking source data from GPU{gpu1} and writing to GPU{gpu0}..."
    );
    double(&m0.function("SimpleKernel")?, config, &s0, &g1, &mut g0)?;
    s0.synchronize()?;

    println!("{NAME}: Copy data back to host from GPU{gpu0} and verify results...");
    g0.copy_to_pinned(&mut h0, &s0)?;
    let mut errors = 0usize;
    for (i, &value) in h0.as_slice()?.iter().enumerate() {
        // Both kernels doubled it.
        let expected = (i % 4096) as f32 * 2.0 * 2.0;
        if value != expected {
            if errors < 10 {
                eprintln!(
                    "{NAME}: Verification error @ element {i}: val = {value}, ref = {expected}"
                );
            }
            errors += 1;
        }
    }

    println!("{NAME}: Disabling peer access...");
    access_01.close()?;
    access_10.close()?;

    if errors == 0 {
        println!(
            "{NAME}: Result = PASS ({N} floats doubled across GPU{gpu0} ({}) and GPU{gpu1} ({}) through peer \
             access, {gib_per_s:.2} GB/s ping-pong)",
            d0.name()?,
            d1.name()?
        );
    } else {
        println!("{NAME}: Result = FAIL ({errors} wrong elements)");
    }
    Ok(errors == 0)
}

/// `dst = 2 * src` by `function` on `stream`; `src` may be another device's buffer that `stream`'s context
/// holds peer access to.
fn double(
    function: &Function<'_>,
    config: LaunchConfig,
    stream: &Stream,
    src: &DeviceBuffer<f32>,
    dst: &mut DeviceBuffer<f32>,
) -> Result<(), cuda_driver::Error> {
    // SAFETY: `SimpleKernel(const float *src, float *dst)`: one thread per element of the N floats of
    // each buffer (the grid is exactly N / THREADS blocks), reading `src` and writing `dst`.
    unsafe { function.launch(config, stream, (src, dst)) }
}
