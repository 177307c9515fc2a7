//! Matrix multiplication with asynchronous copies from global to shared memory (`cuda::memcpy_async`,
//! `cuda::pipeline`, `cuda::barrier`): our version of NVIDIA cuda-python's
//! `global_to_shmem_async_copy.py`. The original runs the one kernel a `kernel=` flag picks; this runs all
//! eight in turn on the same 1280 x 1280 matrices (A all 1.0, B all 2.1), times each over 100 launches
//! and checks every element of C against `wA * 2.1` with the original's relative-error test, one line per
//! kernel, then a summary.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example global_to_shmem_async_copy
//! ```
//!
//! NVRTC compiles the kernels for the device with the toolkit's headers (`<cuda/pipeline>` and friends),
//! found as `common::toolkit_include_options` says. Without a GPU it exits with 77 (`<name>: skipped:
//! no GPU to run on: <why>`, the README's convention); on a wrong result it prints `Result = FAIL` and
//! exits with 1.

#[path = "../common/mod.rs"]
mod common;
mod kernels;

use std::process::ExitCode;

use cuda_driver::sys::CUevent_flags;
use cuda_driver::{
    Context, Device, DeviceBuffer, Event, Function, LaunchConfig, Module, PinnedBuffer, Stream,
};

const NAME: &str = "global_to_shmem_async_copy";
/// Tile edge, and threads per block in x and y.
const BLOCK: u32 = 16;
/// Width and height of both matrices: 10 * 4 * 32, the original's default.
const DIM: usize = 10 * 4 * 32;
/// Every element of B (every element of A is 1.0).
const VAL_B: f32 = 2.10;
/// Timed launches per kernel.
const ITERATIONS: u32 = 100;

/// One of the eight kernels, in the original's numbering.
struct Kernel {
    name: &'static str,
    /// Its block is 16 x 18: one producer warp below the 16 x 16 consumers.
    producer_warp: bool,
    /// Needs compute capability 7.0 (its body is compiled out below).
    needs_sm70: bool,
}

const KERNELS: [Kernel; 8] = [
    Kernel::new("AsyncCopyMultiStageLargeChunk", false, false),
    Kernel::new("AsyncCopyLargeChunk", false, false),
    Kernel::new("AsyncCopyLargeChunkAWBarrier", false, true),
    Kernel::new("AsyncCopyMultiStageSharedState", true, false),
    Kernel::new("AsyncCopyMultiStage", false, false),
    Kernel::new("AsyncCopySingleStage", false, false),
    Kernel::new("Naive", false, false),
    Kernel::new("NaiveLargeChunk", false, false),
];

impl Kernel {
    const fn new(name: &'static str, producer_warp: bool, needs_sm70: bool) -> Self {
        Kernel {
            name,
            producer_warp,
            needs_sm70,
        }
    }

    /// The grid covers C with 16 x 16 tiles; the block adds the producer warp's two rows where it has one.
    fn config(&self) -> LaunchConfig {
        let rows = if self.producer_warp { BLOCK + 2 } else { BLOCK };
        LaunchConfig {
            grid: (DIM as u32 / BLOCK, DIM as u32 / BLOCK, 1),
            block: (BLOCK, rows, 1),
            shared_mem_bytes: 0,
        }
    }
}

fn main() -> ExitCode {
    common::main(NAME, run)
}

/// The device matrices, their pinned host copies and the stream they are used on.
struct Matrices<'a> {
    stream: &'a Stream,
    a: DeviceBuffer<f32>,
    b: DeviceBuffer<f32>,
    c: DeviceBuffer<f32>,
    host_c: PinnedBuffer<f32>,
}

fn run(device: Device, ctx: &Context, stream: &Stream) -> Result<bool, Box<dyn std::error::Error>> {
    let (major, minor) = device.compute_capability()?;
    println!(
        "{NAME}: {} (compute capability {major}.{minor}), MatrixA({DIM},{DIM}), MatrixB({DIM},{DIM})",
        device.name()?
    );
    let mut options = vec!["--fmad=true", "--std=c++17", "-default-device"];
    let includes = common::toolkit_include_options()?;
    options.extend(includes.iter().map(String::as_str));
    let cubin = common::cubin_for(
        device,
        "global_to_shmem_async_copy.cu",
        kernels::SOURCE,
        &options,
    )?;
    let module = Module::from_image(ctx, &cubin)?;

    // Pinned host matrices, as the original's cudaMallocHost, copied in on the example's stream.
    let n = DIM * DIM;
    let mut host_a = PinnedBuffer::<f32>::zeroed(ctx, n)?;
    let mut host_b = PinnedBuffer::<f32>::zeroed(ctx, n)?;
    host_a.as_mut_slice()?.fill(1.0);
    host_b.as_mut_slice()?.fill(VAL_B);
    let mut m = Matrices {
        stream,
        a: DeviceBuffer::alloc_unpooled(stream, n)?,
        b: DeviceBuffer::alloc_unpooled(stream, n)?,
        c: DeviceBuffer::alloc_unpooled(stream, n)?,
        host_c: PinnedBuffer::zeroed(ctx, n)?,
    };
    m.a.copy_from_pinned(&mut host_a, stream)?;
    m.b.copy_from_pinned(&mut host_b, stream)?;

    let (mut passed, mut skipped) = (0, 0);
    for kernel in &KERNELS {
        if kernel.needs_sm70 && major < 7 {
            println!(
                "{NAME}: {}: skipped: globalToShmemAsyncCopy requires SM 7.0 or higher",
                kernel.name
            );
            skipped += 1;
            continue;
        }
        let function = module.function(&format!("MatrixMul{}", kernel.name))?;
        if run_kernel(ctx, kernel, &function, &mut m)? {
            passed += 1;
        }
    }
    let ran = KERNELS.len() - skipped;
    let ok = passed == ran;
    println!(
        "{NAME}: Result = {} ({passed} of {ran} kernels correct{}, {DIM}x{DIM} matrices)",
        if ok { "PASS" } else { "FAIL" },
        if skipped > 0 {
            format!(", {skipped} skipped")
        } else {
            String::new()
        }
    );
    Ok(ok)
}

/// C = A * B with `function`: C zeroed, one warm-up launch, `ITERATIONS` timed ones, then every element
/// checked. Prints the kernel's line; `Ok(false)` for a wrong result.
fn run_kernel(
    ctx: &Context,
    kernel: &Kernel,
    function: &Function<'_>,
    m: &mut Matrices<'_>,
) -> Result<bool, Box<dyn std::error::Error>> {
    let config = kernel.config();
    let stream = m.stream;
    // Zeroed before each kernel, so that one that writes nothing cannot pass on another's result.
    m.c.memset_d32_on(0, stream)?;
    launch(function, config, m)?;
    stream.synchronize()?;

    let start = Event::new(ctx, CUevent_flags::CU_EVENT_DEFAULT)?;
    let stop = Event::new(ctx, CUevent_flags::CU_EVENT_DEFAULT)?;
    start.record(stream)?;
    for _ in 0..ITERATIONS {
        launch(function, config, m)?;
    }
    stop.record(stream)?;
    stop.synchronize()?;
    let ms = f64::from(Event::elapsed_ms(&start, &stop)?) / f64::from(ITERATIONS);
    let flops = 2.0 * (DIM as f64).powi(3);
    let gflops = flops * 1e-9 / (ms / 1000.0);

    m.c.copy_to_pinned(&mut m.host_c, stream)?;
    let c = m.host_c.as_slice()?;
    // The original's test: |C - wA * valB| / |C| / wA against 1e-6, for every element.
    let reference = DIM as f32 * VAL_B;
    let eps = 1.0e-6f64;
    let mut errors = 0usize;
    for (i, &value) in c.iter().enumerate() {
        let abs_err = f64::from((value - reference).abs());
        let rel_err = abs_err / f64::from(value.abs()) / DIM as f64;
        // A zero element gives an infinite error; a NaN one is counted too.
        if rel_err > eps || rel_err.is_nan() {
            if errors < 10 {
                eprintln!(
                    "{NAME}: {}: Error! Matrix[{i}]={value:.8} ref={reference:.8} err term is > {rel_err:e}",
                    kernel.name
                );
            }
            errors += 1;
        }
    }
    let threads = config.block.0 * config.block.1;
    println!(
        "{NAME}: {:<30} Performance= {gflops:.2} GFlop/s, Time= {ms:.3} msec, Size= {flops:.0} Ops, \
         WorkgroupSize= {threads} threads/block: {}",
        kernel.name,
        if errors == 0 {
            "PASS".to_string()
        } else {
            format!("FAIL ({errors} wrong elements)")
        }
    );
    Ok(errors == 0)
}

/// One launch of `function` on the matrices: `C = A * B`.
fn launch(
    function: &Function<'_>,
    config: LaunchConfig,
    m: &mut Matrices<'_>,
) -> Result<(), cuda_driver::Error> {
    let (wa, wb) = (DIM as i32, DIM as i32);
    // SAFETY: every kernel of `kernels::SOURCE` is `(float *C, const float *A, const float *B, int wA,
    // int wB)`; with this grid each block writes its 16 x 16 tile of C (DIM x DIM) and reads the DIM x 16
    // bands of A and B it needs, all inside the three DIM * DIM buffers.
    unsafe { function.launch(config, m.stream, (&mut m.c, &m.a, &m.b, wa, wb)) }
}
