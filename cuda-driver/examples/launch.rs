//! Loads the `vector_add` PTX kernel, launches it with `cuLaunchKernelEx` in clusters of 2x1x1 blocks,
//! and checks every element of the result.
//!
//! ```text
//! cargo run -p cuda-driver --example launch
//! ```
//!
//! Without a GPU it prints `launch: skipped: no GPU to run on: <why>` and exits with 77, the README's
//! convention; on a GPU older than sm_90, which cannot run the kernel, or on any other error, it prints
//! why and exits with 1.

use std::process::ExitCode;

use cuda_driver::sys::CUstream_flags;
use cuda_driver::{Context, Device, DeviceBuffer, LaunchAttribute, LaunchConfig, Module, Stream};

const VECTOR_ADD: &str = include_str!("kernels/vector_add.ptx");

/// Elements in each vector.
const N: u32 = 1 << 20;
/// Threads per block.
const BLOCK: u32 = 256;
/// Blocks per cluster, in x.
const CLUSTER: u32 = 2;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.downcast_ref().is_some_and(cuda_driver::Error::is_no_gpu) => {
            eprintln!("launch: skipped: no GPU to run on: {e}");
            ExitCode::from(77)
        }
        Err(e) => {
            eprintln!("launch: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let driver = cuda_driver::init()?;
    let device = Device::get(driver, 0)?;
    // Everything starts from the context: no `make_current`, no driver passed around.
    let ctx = Context::primary(device)?;
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;

    let module = Module::from_ptx(&ctx, VECTOR_ADD)?;
    let vector_add = module.function("vector_add")?;

    // Exact in f32: small integers and their sums.
    let a: Vec<f32> = (0..N).map(|i| (i % 1000) as f32).collect();
    let b: Vec<f32> = (0..N).map(|i| (i % 7) as f32 * 0.5).collect();
    // Buffers live on the stream: the launch below is in their order, and their frees after it.
    let da = DeviceBuffer::from_slice(&stream, &a)?;
    let db = DeviceBuffer::from_slice(&stream, &b)?;
    let mut dc = DeviceBuffer::<f32>::zeroed(&stream, a.len())?;

    // A whole number of clusters: round the grid up (the kernel ignores threads past N).
    let grid = N.div_ceil(BLOCK).next_multiple_of(CLUSTER);
    let config = LaunchConfig {
        grid: (grid, 1, 1),
        block: (BLOCK, 1, 1),
        shared_mem_bytes: 0,
    };
    let attrs = [LaunchAttribute::ClusterDimension(CLUSTER, 1, 1)];

    // SAFETY: `vector_add(const float*, const float*, float*, unsigned)`: two buffers of N floats it
    // reads, one it writes, and N.
    unsafe { vector_add.launch_ex(config, &attrs, &stream, (&da, &db, &mut dc, N)) }?;

    let c = dc.to_vec()?;
    if let Some(i) = (0..c.len()).find(|&i| c[i] != a[i] + b[i]) {
        return Err(format!(
            "wrong result: c[{i}] = {}, expected {} + {} = {}",
            c[i],
            a[i],
            b[i],
            a[i] + b[i]
        )
        .into());
    }
    println!(
        "vector_add on {}: {N} elements correct; grid {grid} blocks of {BLOCK} threads in clusters of {CLUSTER}x1x1 \
         (cuLaunchKernelEx)",
        device.name()?
    );
    Ok(())
}
