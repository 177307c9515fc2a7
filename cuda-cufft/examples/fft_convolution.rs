//! A 1-D convolution through the FFT: a signal and a filter, zero-padded to a common length, go
//! through one batched real-to-complex plan; a kernel (compiled with NVRTC) multiplies the two
//! spectra point by point and scales by `1 / N`; a complex-to-real plan brings the product back. The
//! result is the linear convolution of the two, which is checked against a direct convolution on the
//! host.
//!
//! ```text
//! cargo run -p cuda-cufft --example fft_convolution
//! ```
//!
//! Prints `fft_convolution: Result = PASS (...)` when every element is within 1e-4 of the largest
//! magnitude of the direct result, and exits 0; `FAIL` and 1 otherwise or on an error. Without a GPU
//! it prints `fft_convolution: skipped: no GPU to run on: <why>` and exits with 77, the README's
//! convention; without libcufft, `fft_convolution: skipped: no libcufft: <why>` and 77 as well.

use std::process::ExitCode;

use cuda_cufft::{Complex32, Plan, Transform};
use cuda_driver::{Context, DeviceBuffer, LaunchConfig};

/// The signal's length.
const SIGNAL: usize = 3000;
/// The filter's length.
const FILTER: usize = 101;
/// The transform length: a power of two at least as long as the full convolution.
const N: usize = (SIGNAL + FILTER - 1).next_power_of_two();
/// The spectrum's length of one real transform of `N` points.
const HALF: usize = N / 2 + 1;

const KERNELS: &str = r#"
extern "C" __global__ void multiply(float2 *a, const float2 *b, float scale, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float2 x = a[i], y = b[i];
        a[i] = make_float2((x.x * y.x - x.y * y.y) * scale, (x.x * y.y + x.y * y.x) * scale);
    }
}"#;

/// The signal: two tones.
fn signal() -> Vec<f32> {
    (0..SIGNAL)
        .map(|i| ((i as f32) * 0.05).sin() + 0.3 * ((i as f32) * 0.73).cos())
        .collect()
}

/// The filter: a Gaussian bump.
fn filter() -> Vec<f32> {
    (0..FILTER)
        .map(|i| (-((i as f32 - 50.0) / 15.0).powi(2)).exp())
        .collect()
}

/// The convolution of `signal` and `filter` through cuFFT.
fn run(signal: &[f32], filter: &[f32]) -> Result<Vec<f32>, Box<dyn std::error::Error>> {
    let ctx = Context::new(0)?;
    let stream = ctx.stream()?;
    // Both inputs in one buffer, each zero-padded to N: one batched plan transforms both.
    let mut padded = vec![0.0f32; 2 * N];
    padded[..SIGNAL].copy_from_slice(signal);
    padded[N..N + FILTER].copy_from_slice(filter);
    let input = DeviceBuffer::from_slice(&stream, &padded)?;

    let mut forward = Plan::<f32>::new_1d(&ctx, Transform::RealToComplex, N, 2)?;
    let mut inverse = Plan::<f32>::new_1d(&ctx, Transform::ComplexToReal, N, 1)?;
    let mut spectra = DeviceBuffer::<Complex32>::alloc(&stream, 2 * HALF)?;
    forward.r2c_on(&input, &mut spectra, &stream)?;

    let module = cuda_nvrtc::compile_module(&ctx, KERNELS)?;
    let multiply = module.function("multiply")?;
    let (mut a, mut b) = spectra.split_at_mut(HALF)?;
    let n = HALF as u32;
    // Both halves are of one allocation, and a launch orders by allocation: one argument read and
    // another written would be refused as a kernel racing with itself, so the filter's half goes as
    // a write too (the kernel only reads it; the launch waits for and orders both halves alike).
    // SAFETY: multiply(float2 *, const float2 *, float, unsigned) writes a's and reads b's `n`
    // elements; both views hold `HALF` of them, and `Complex32` is a `float2`.
    unsafe {
        multiply.launch(
            LaunchConfig::for_elements(n, 256),
            &stream,
            (&mut a, &mut b, 1.0f32 / N as f32, n),
        )
    }?;
    // The product goes back through the inverse plan (which may overwrite its input).
    let mut output = DeviceBuffer::<f32>::alloc(&stream, N)?;
    inverse.c2r_on(spectra.slice_mut(..HALF)?, &mut output, &stream)?;
    let mut result = output.to_vec()?;
    result.truncate(SIGNAL + FILTER - 1);
    Ok(result)
}

/// The linear convolution of `x` and `h`, summed directly in `f64`.
fn direct(x: &[f32], h: &[f32]) -> Vec<f64> {
    let mut y = vec![0.0f64; x.len() + h.len() - 1];
    for (i, &xi) in x.iter().enumerate() {
        for (j, &hj) in h.iter().enumerate() {
            y[i + j] += f64::from(xi) * f64::from(hj);
        }
    }
    y
}

/// Runs the convolution and checks it; exit codes as the file's docs say.
pub fn main() -> ExitCode {
    let (signal, filter) = (signal(), filter());
    match run(&signal, &filter) {
        Ok(got) => {
            let want = direct(&signal, &filter);
            let scale = want.iter().fold(0.0f64, |m, y| m.max(y.abs()));
            let (worst, at) = got
                .iter()
                .zip(&want)
                .map(|(g, w)| (f64::from(*g) - w).abs())
                .enumerate()
                .fold(
                    (0.0, 0),
                    |(m, k), (i, e)| if e > m { (e, i) } else { (m, k) },
                );
            if worst <= 1e-4 * scale {
                println!(
                    "fft_convolution: Result = PASS ({} outputs of a {SIGNAL}-point signal and a \
                     {FILTER}-point filter through {N}-point FFTs; largest error {:.1e} of the \
                     largest magnitude {scale:.2})",
                    got.len(),
                    worst / scale
                );
                ExitCode::SUCCESS
            } else {
                println!(
                    "fft_convolution: Result = FAIL (element {at} is {} off; tolerance {})",
                    worst,
                    1e-4 * scale
                );
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            if let Some(why) = skip(e.as_ref()) {
                eprintln!("fft_convolution: skipped: {why}: {e}");
                return ExitCode::from(77);
            }
            eprintln!("fft_convolution: {e}");
            println!("fft_convolution: Result = FAIL ({e})");
            ExitCode::FAILURE
        }
    }
}

/// Why the example cannot run here, if that is what `e` says: no GPU (from the driver, NVRTC or
/// cuda-cufft), or no libcufft.
fn skip(e: &(dyn std::error::Error + 'static)) -> Option<&'static str> {
    let no_gpu = e
        .downcast_ref::<cuda_driver::Error>()
        .is_some_and(cuda_driver::Error::is_no_gpu)
        || e.downcast_ref::<cuda_cufft::Error>()
            .is_some_and(cuda_cufft::Error::is_no_gpu);
    if no_gpu {
        return Some("no GPU to run on");
    }
    matches!(
        e.downcast_ref::<cuda_cufft::Error>(),
        Some(cuda_cufft::Error::Load(_))
    )
    .then_some("no libcufft")
}
