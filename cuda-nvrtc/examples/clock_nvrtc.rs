//! Timing a kernel with the GPU's own clock: a block-wise minimum reduction compiled at run time by NVRTC
//! to PTX, loaded by the driver's JIT, launched with dynamic shared memory; each block records `clock()`
//! at its start and end. A port of NVIDIA cuda-python's `clock_nvrtc.py` to cuda-nvrtc and cuda-driver.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example clock_nvrtc
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! without NVRTC, or on a wrong result, it exits with 1.

mod common;

use std::process::ExitCode;

use cuda_driver::{Context, Device, DeviceBuffer, LaunchConfig, Module, Stream};
use cuda_nvrtc::{Arch, Nvrtc, Options, Program, Source};

const TIMED_REDUCTION: &str = r#"
extern "C" __global__ void timedReduction(const float *input, float *output, long long *timer) {
    extern __shared__ float shared[];
    const unsigned tid = threadIdx.x, bid = blockIdx.x;
    if (tid == 0) timer[bid] = clock64();
    shared[tid] = input[tid];
    shared[tid + blockDim.x] = input[tid + blockDim.x];
    // Halve the live range each round, keeping the smaller of each pair.
    for (unsigned d = blockDim.x; d > 0; d /= 2) {
        __syncthreads();
        if (tid < d && shared[tid + d] < shared[tid]) shared[tid] = shared[tid + d];
    }
    if (tid == 0) output[bid] = shared[0];
    __syncthreads();
    if (tid == 0) timer[bid + gridDim.x] = clock64();
}
"#;

const BLOCKS: u32 = 64;
const THREADS: u32 = 256;

fn main() -> ExitCode {
    common::main("clock_nvrtc", |device, ctx, stream| {
        run(device, ctx, stream).map(|()| true)
    })
}

fn run(device: Device, ctx: &Context, stream: &Stream) -> Result<(), Box<dyn std::error::Error>> {
    let nvrtc = Nvrtc::load()?;
    let (major, minor) = device.compute_capability()?;
    let mut program = Program::new(nvrtc, &Source::new(TIMED_REDUCTION).name("clock.cu"))?;
    program.compile(&Options::new().arch(Arch::Compute((major * 10 + minor) as u32)))?;
    // PTX, which the driver JIT-compiles as it loads it.
    let module = Module::from_image(ctx, &program.ptx()?)?;
    let kernel = module.function("timedReduction")?;

    // The same 2 * THREADS inputs for every block, smallest in the middle: each block's minimum is -1.
    let n = 2 * THREADS as usize;
    let mut input: Vec<f32> = (0..n).map(|i| i as f32).collect();
    input[n / 2 + 3] = -1.0;
    let dinput = DeviceBuffer::from_slice(stream, &input)?;
    let mut doutput = DeviceBuffer::<f32>::zeroed(stream, BLOCKS as usize)?;
    let mut dtimer = DeviceBuffer::<i64>::zeroed(stream, 2 * BLOCKS as usize)?;
    let config = LaunchConfig {
        grid: (BLOCKS, 1, 1),
        block: (THREADS, 1, 1),
        shared_mem_bytes: (n * size_of::<f32>()) as u32,
    };
    // SAFETY: `timedReduction(const float *, float *, long long *)`: it reads 2 * THREADS inputs and
    // writes BLOCKS outputs and 2 * BLOCKS timers; the shared memory holds 2 * THREADS floats.
    unsafe { kernel.launch(config, stream, (&dinput, &mut doutput, &mut dtimer)) }?;

    let output = doutput.to_vec()?;
    if let Some(b) = output.iter().position(|&m| m != -1.0) {
        return Err(format!("block {b}: minimum {}, expected -1", output[b]).into());
    }
    let timer = dtimer.to_vec()?;
    let (start, end) = timer.split_at(BLOCKS as usize);
    if let Some(b) = (0..BLOCKS as usize).find(|&b| end[b] <= start[b]) {
        return Err(format!("block {b}: clock went from {} to {}", start[b], end[b]).into());
    }
    let average: f64 = start
        .iter()
        .zip(end)
        .map(|(s, e)| (e - s) as f64)
        .sum::<f64>()
        / f64::from(BLOCKS);
    println!(
        "clock_nvrtc: {BLOCKS} blocks of {THREADS} threads, minimum correct; average clocks/block = {average:.1}"
    );
    Ok(())
}
