//! Two streams with an event between them: a producer on one stream, a consumer on another that
//! starts once the producer's work is done, and the consumer's time measured with two more events.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example two_streams
//! ```
//!
//! Exits 0 when every element read back is right, 1 on a wrong element or an error, and 77 with
//! `two_streams: skipped: no GPU to run on: <why>` without a GPU.

use std::process::ExitCode;

use cuda_driver::{Context, DeviceBuffer, Error, Event, EventFlags, LaunchConfig};

const KERNELS: &str = r#"
extern "C" __global__ void iota(float *x, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = (float)i;
}
extern "C" __global__ void square(const float *x, float *y, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = x[i] * x[i];
}"#;

const N: u32 = 1 << 12;

/// The squares read back and the consumer's time in milliseconds, or the first error.
pub fn run() -> Result<(Vec<f32>, f32), Error> {
    let ctx = Context::new(0)?;
    let module = cuda_nvrtc::compile_module(&ctx, KERNELS)?;
    let (iota, square) = (module.function("iota")?, module.function("square")?);
    let cfg = LaunchConfig::for_elements(N, 256);

    let producer = ctx.stream()?;
    let consumer = ctx.stream()?;
    let mut x = DeviceBuffer::<f32>::alloc(&producer, N as usize)?;
    let mut y = DeviceBuffer::<f32>::alloc(&consumer, N as usize)?;

    // SAFETY: iota(float *, unsigned) writes x's N elements.
    unsafe { iota.launch(cfg, &producer, (&mut x, N)) }?;
    // The event between the streams: what `producer` has queued so far runs before what `consumer`
    // queues from here on. Neither stream waits on the host.
    let produced = Event::new(&ctx, EventFlags::DISABLE_TIMING)?; // for ordering only: cheaper
    produced.record(&producer)?;
    consumer.wait_event(&produced)?;

    // Timing events (the default flags record time) around the consumer's work.
    let (start, end) = (ctx.event()?, ctx.event()?);
    start.record(&consumer)?;
    // The buffers order this launch already: it reads `x`, whose latest use is the `iota` launch on
    // `producer`, so the layer makes `consumer` wait for that launch itself (an event record and wait
    // of its own), with or without `produced` above. The event is what it takes when the dependency is
    // not a buffer passed to the launch: memory reached by raw address, a library's work on its own
    // stream, or work that must come after everything another stream has queued.
    // SAFETY: square(const float *, float *, unsigned) reads x and writes y, N elements each.
    unsafe { square.launch(cfg, &consumer, (&x, &mut y, N)) }?;
    end.record(&consumer)?;

    let out = y.to_vec()?; // waits for y's latest use (the launch on `consumer`)
    Ok((out, Event::elapsed_ms(&start, &end)?))
}

/// Runs the program and checks what it read back; exit codes as the file's docs say.
pub fn main() -> ExitCode {
    match run() {
        Ok((y, ms)) => match (0..y.len()).find(|&i| y[i] != (i * i) as f32) {
            None => {
                println!(
                    "two_streams: Result = PASS ({} elements squared on the consumer stream in {ms:.3} ms)",
                    y.len()
                );
                ExitCode::SUCCESS
            }
            Some(i) => {
                println!(
                    "two_streams: Result = FAIL (y[{i}] is {}, not {})",
                    y[i],
                    i * i
                );
                ExitCode::FAILURE
            }
        },
        Err(e) if e.is_no_gpu() => {
            eprintln!("two_streams: skipped: no GPU to run on: {e}");
            ExitCode::from(77)
        }
        Err(e) => {
            eprintln!("two_streams: {e}");
            println!("two_streams: Result = FAIL ({e})");
            ExitCode::FAILURE
        }
    }
}
