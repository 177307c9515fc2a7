//! The README's program: a first program from start to read-back, each step one call or two.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example first_program
//! ```
//!
//! Exits 0 when every element read back is right, 1 on a wrong element or an error, and 77 with
//! `first_program: skipped: no GPU to run on: <why>` without a GPU.

use std::process::ExitCode;

use cuda_driver::{Context, DeviceBuffer, Error, LaunchConfig, MemPool, PoolOptions};

// README:start
const KERNELS: &str = r#"
extern "C" __global__ void scale(float *x, float a, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= a;
}
extern "C" __global__ void add(const float *x, float *y, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] += x[i];
}"#;

/// The program: `z[i] = 7i` read back, or the first error.
pub fn run() -> Result<Vec<f32>, Error> {
    let ctx = Context::new(0)?; // device 0's primary context; libcuda loaded on first use
    let stream = ctx.stream()?; // non-blocking
    let module = cuda_nvrtc::compile_module(&ctx, KERNELS)?; // NVRTC, for this device's sm_XY
    let (scale, add) = (module.function("scale")?, module.function("add")?);

    let n = 1 << 16;
    let cfg = LaunchConfig::for_elements(n, 256);
    let host: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let mut x = DeviceBuffer::from_slice(&stream, &host)?;
    let mut y = DeviceBuffer::<f32>::zeroed(&stream, n as usize)?;
    // SAFETY: scale(float *, float, unsigned) writes x's n elements. `&mut x`: the launch writes it.
    unsafe { scale.launch(cfg, &stream, (&mut x, 2.0f32, n)) }?; // x = 2i

    // A second stream, after the first's work so far. (Here the event is for show: `x` was last
    // written on `stream`, so the launch below waits for that anyway.)
    let other = ctx.stream()?;
    let ready = ctx.event()?;
    ready.record(&stream)?;
    other.wait_event(&ready)?;
    // SAFETY: add(const float *, float *, unsigned) reads x and writes y, n elements each.
    unsafe { add.launch(cfg, &other, (&x, &mut y, n)) }?; // y = 2i

    // Captured into a graph (nothing runs yet), then replayed three times.
    let graph = ctx.capture(|s| {
        // SAFETY: as above.
        unsafe { add.launch(cfg, s, (&x, &mut y, n)) }?;
        // SAFETY: as above.
        unsafe { add.launch(cfg, s, (&x, &mut y, n)) }
    })?;
    let replay = graph.instantiate()?;
    for _ in 0..3 {
        replay.launch(&stream)?; // y += 4i, after the launch on `other` (y's last use)
    }

    // Memory from a pool of our own, freed back to it on drop.
    let pool = MemPool::new(ctx.device(), &PoolOptions::new())?;
    let mut z = DeviceBuffer::<f32>::alloc_from_pool(&stream, &pool, n as usize)?;
    z.copy_from_device(&y, &stream)?;
    // SAFETY: as the first launch.
    unsafe { scale.launch(cfg, &stream, (&mut z, 0.5f32, n)) }?; // z = 7i
    z.to_vec() // waits for z's work, then copies
}
// README:end

/// Runs the program and checks what it read back; exit codes as the file's docs say.
pub fn main() -> ExitCode {
    match run() {
        Ok(z) => match z.iter().enumerate().find(|&(i, &v)| v != 7.0 * i as f32) {
            None => {
                println!(
                    "first_program: Result = PASS ({} elements, z[i] = 7i)",
                    z.len()
                );
                ExitCode::SUCCESS
            }
            Some((i, v)) => {
                println!(
                    "first_program: Result = FAIL (z[{i}] is {v}, not {})",
                    7 * i
                );
                ExitCode::FAILURE
            }
        },
        Err(e) if e.is_no_gpu() => {
            eprintln!("first_program: skipped: no GPU to run on: {e}");
            ExitCode::from(77)
        }
        Err(e) => {
            eprintln!("first_program: {e}");
            println!("first_program: Result = FAIL ({e})");
            ExitCode::FAILURE
        }
    }
}
