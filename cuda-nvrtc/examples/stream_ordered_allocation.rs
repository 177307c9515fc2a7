//! Stream-ordered allocation: device memory allocated and freed in a stream's order
//! (`cuMemAllocAsync` / `cuMemFreeAsync`) around a vector add compiled at run time by NVRTC, first
//! once, then twenty times with the default pool told to keep its memory across synchronisations (a
//! release threshold of `u64::MAX`), timed with events. Each pass checks the sum by its relative L2
//! error. The algorithm, sizes and check of NVIDIA cuda-python's `stream_ordered_allocation.py`,
//! written for cuda-nvrtc and cuda-driver's safe layer.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example stream_ordered_allocation
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! a device without memory pools says why and exits with 0; without NVRTC, or on a wrong result, it
//! exits with 1.

mod common;

use std::process::ExitCode;

use cuda_driver::sys::{CUdevice_attribute, CUevent_flags};
use cuda_driver::{Context, Device, DeviceBuffer, Event, Function, LaunchConfig, Module, Stream};
use cuda_nvrtc::{Arch, Nvrtc, Options, Program, Source};

const VECTOR_ADD: &str = r#"
extern "C" __global__ void vectorAddGPU(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"#;

/// Elements per vector.
const NELEM: usize = 1 << 20;
/// Passes of the timed loop.
const MAX_ITER: usize = 20;
const THREADS: u32 = 256;
/// The largest relative L2 error the check accepts.
const TOLERANCE: f64 = 1.0e-6;

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

fn main() -> ExitCode {
    common::main("stream_ordered_allocation", |device, ctx, stream| {
        let passed = run(device, ctx, stream)?;
        if !passed {
            eprintln!("stream_ordered_allocation: the check failed");
        }
        Ok(passed)
    })
}

fn run(device: Device, ctx: &Context, stream: &Stream) -> Result<bool> {
    let pools = device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED)?;
    if pools == 0 {
        println!(
            "stream_ordered_allocation: waived: {} does not support memory pools",
            device.name()?
        );
        return Ok(true);
    }
    let nvrtc = Nvrtc::load()?;
    let (major, minor) = device.compute_capability()?;
    let mut program = Program::new(nvrtc, &Source::new(VECTOR_ADD).name("vector_add.cu"))?;
    program.compile(&Options::new().arch(Arch::Sm((major * 10 + minor) as u32)))?;
    let module = Module::from_image(ctx, &program.cubin()?)?;
    let add = module.function("vectorAddGPU")?;

    // Inputs in [0, 1), from a fixed seed.
    let mut rng = common::XorShift(0x9e37_79b9_7f4a_7c15);
    let a = rng.units(NELEM);
    let b = rng.units(NELEM);
    let mut c = vec![0f32; NELEM];

    let basic = basic(stream, &add, &a, &b, &mut c)?;
    let post_sync = post_sync(device, ctx, stream, &add, &a, &b, &mut c)?;
    Ok(basic && post_sync)
}

/// One pass: allocate the three vectors on the stream, copy the inputs in, add, free the inputs in
/// stream order, copy the sum out, free it, synchronise, check.
fn basic(stream: &Stream, add: &Function<'_>, a: &[f32], b: &[f32], c: &mut [f32]) -> Result<bool> {
    println!("stream_ordered_allocation: basic pass");
    one_pass(stream, add, a, b, c)?;
    Ok(check(a, b, c))
}

/// `MAX_ITER` passes with the default pool keeping its memory across synchronisations, so that after
/// the first pass no allocation goes back to the operating system; timed with two events.
fn post_sync(
    device: Device,
    ctx: &Context,
    stream: &Stream,
    add: &Function<'_>,
    a: &[f32],
    b: &[f32],
    c: &mut [f32],
) -> Result<bool> {
    println!("stream_ordered_allocation: {MAX_ITER} passes keeping the pool's memory");
    let pool = device.default_mem_pool()?;
    // By default the threshold is 0: a synchronisation hands every unused byte back.
    pool.set_release_threshold(u64::MAX)?;
    let start = Event::new(ctx, CUevent_flags::CU_EVENT_DEFAULT)?;
    let end = Event::new(ctx, CUevent_flags::CU_EVENT_DEFAULT)?;
    start.record(stream)?;
    for _ in 0..MAX_ITER {
        one_pass(stream, add, a, b, c)?;
    }
    end.record(stream)?;
    end.synchronize()?;
    let ms = Event::elapsed_ms(&start, &end)?;
    println!("stream_ordered_allocation: total elapsed time {ms:.3} ms over {MAX_ITER} passes");
    Ok(check(a, b, c))
}

/// Allocate, copy in, add, free in stream order, copy out, synchronise.
fn one_pass(
    stream: &Stream,
    add: &Function<'_>,
    a: &[f32],
    b: &[f32],
    c: &mut [f32],
) -> Result<()> {
    let n = a.len();
    let mut da = DeviceBuffer::<f32>::alloc(stream, n)?;
    let mut db = DeviceBuffer::<f32>::alloc(stream, n)?;
    let mut dc = DeviceBuffer::<f32>::alloc(stream, n)?;
    da.copy_from_host(a)?;
    db.copy_from_host(b)?;
    let count = i32::try_from(n)?;
    let config = LaunchConfig::for_elements(u32::try_from(n)?, THREADS);
    // SAFETY: `vectorAddGPU(const float *, const float *, float *, int)`: it reads `a` and `b` and
    // writes `c`, `n` floats each, one thread per element.
    unsafe { add.launch(config, stream, (&da, &db, &mut dc, count)) }?;
    // Freed on the stream after the add; the copy below waits for nothing but the add.
    da.close()?;
    db.close()?;
    dc.copy_to_host(c)?;
    dc.close()?;
    stream.synchronize()?;
    Ok(())
}

/// The relative L2 error of `c` against `a + b` computed here, printed, and compared with the tolerance.
fn check(a: &[f32], b: &[f32], c: &[f32]) -> bool {
    let (mut error, mut reference) = (0f64, 0f64);
    for ((&x, &y), &z) in a.iter().zip(b).zip(c) {
        let want = f64::from(x + y);
        let diff = f64::from(z) - want;
        error += diff * diff;
        reference += want * want;
    }
    let relative = error.sqrt() / reference.sqrt();
    let ok = relative < TOLERANCE;
    println!(
        "stream_ordered_allocation: check: relative L2 error {relative:e} {} {TOLERANCE:e}: {}",
        if ok { "<" } else { ">=" },
        if ok { "passed" } else { "FAILED" }
    );
    ok
}
