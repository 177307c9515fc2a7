//! GEMM throughput through cuda-cublas: square products `C = A B` of sizes 256 to 8192 in f32
//! (`cublasSgemm`), f32 on TF32 tensor cores (`cublasGemmEx`, `CUBLAS_COMPUTE_32F_FAST_TF32`) and
//! bf16 (`cublasGemmEx`, f32 computation), each timed over repeated calls on
//! the handle's stream (host clock around a synchronised batch, after a warm-up), printed in TFLOP/s
//! (`2 n³` operations a product). The sizes up to 512 are checked against a product computed on the
//! host first.
//!
//! ```text
//! cargo run --release -p cuda-cublas --example gemm_bench
//! ```
//!
//! Prints one line per type and size, then `PASS` when every check held. Without a GPU or libcublas it
//! prints `gemm_bench: skipped: <why>` and exits with 77, the README's convention; on any other error,
//! or a check out of bounds (`FAIL`), it exits with 1.

use std::process::ExitCode;
use std::time::Instant;

use cuda_cublas::{Bf16, GemmShape, Handle, Op};
use cuda_driver::{Context, DeviceBuffer};

/// The sizes timed.
const SIZES: [usize; 6] = [256, 512, 1024, 2048, 4096, 8192];
/// The largest size checked against the host's product.
const CHECKED: usize = 512;

/// Runs the benchmark; exits 0 on PASS, 1 on FAIL or an error, 77 without a GPU or libcublas.
pub fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) if skip(e.as_ref()) => {
            eprintln!("gemm_bench: skipped: {e}");
            ExitCode::from(77)
        }
        Err(e) => {
            eprintln!("gemm_bench: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Whether `e` says there is no GPU or no libcublas.
fn skip(e: &(dyn std::error::Error + 'static)) -> bool {
    e.downcast_ref::<cuda_driver::Error>()
        .is_some_and(cuda_driver::Error::is_no_gpu)
        || e.downcast_ref::<cuda_cublas::Error>()
            .is_some_and(|e| e.is_no_gpu() || matches!(e, cuda_cublas::Error::Load(_)))
}

/// Values in [-1, 1) from a small generator, the same every run.
fn values(len: usize, seed: u32) -> Vec<f32> {
    let mut x = seed.wrapping_mul(2_654_435_761) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 8) as f32 / (1u32 << 23) as f32 - 1.0
        })
        .collect()
}

/// The host's column-major `A B` of `n × n` matrices, in f64.
fn host_product(a: &[f32], b: &[f32], n: usize) -> Vec<f64> {
    let mut c = vec![0.0f64; n * n];
    for j in 0..n {
        for p in 0..n {
            let bpj = f64::from(b[p + j * n]);
            for i in 0..n {
                c[i + j * n] += f64::from(a[i + p * n]) * bpj;
            }
        }
    }
    c
}

/// The largest difference relative to the largest magnitude of `want`.
fn relative_error(got: impl Iterator<Item = f64>, want: &[f64]) -> f64 {
    let scale = want.iter().fold(1e-30f64, |m, x| m.max(x.abs()));
    got.zip(want).fold(0.0f64, |m, (g, w)| m.max((g - w).abs())) / scale
}

/// Repetitions for a size: about a second of work at a few hundred TFLOP/s, at least 3.
fn reps(n: usize) -> usize {
    (200_000_000_000usize / (2 * n * n * n)).clamp(3, 2000)
}

fn run() -> Result<bool, Box<dyn std::error::Error>> {
    let ctx = Context::new(0)?;
    let mut blas = Handle::new(&ctx)?;
    println!(
        "gemm_bench: libcublas {} ({}), workspace {} MiB",
        blas.library().version(),
        blas.library().path(),
        blas.workspace_bytes() >> 20
    );
    let mut pass = true;
    for n in SIZES {
        let s = GemmShape::packed(Op::N, Op::N, n, n, n);
        let (a, b) = (values(n * n, 1), values(n * n, 2));
        let want = (n <= CHECKED).then(|| host_product(&a, &b, n));

        // f32.
        let da = DeviceBuffer::from_slice(blas.stream(), &a)?;
        let db = DeviceBuffer::from_slice(blas.stream(), &b)?;
        let mut dc = DeviceBuffer::<f32>::zeroed(blas.stream(), n * n)?;
        blas.gemm(s, 1.0, &da, &db, 0.0, &mut dc)?;
        let check = match &want {
            Some(w) => {
                let err = relative_error(dc.to_vec()?.into_iter().map(f64::from), w);
                pass &= err < 1e-4;
                format!(", relative error {err:.1e}")
            }
            None => String::new(),
        };
        let tflops = time(&mut blas, n, &mut |b| {
            b.gemm(s, 1.0, &da, &db, 0.0, &mut dc)
        })?;
        println!("gemm_bench: f32  n = {n:5}: {tflops:8.2} TFLOP/s{check}");

        // f32 data on TF32 tensor cores (`cublasGemmEx`, CUBLAS_COMPUTE_32F_FAST_TF32).
        blas.gemm_tf32(s, 1.0, &da, &db, 0.0, &mut dc)?;
        let check = match &want {
            Some(w) => {
                let err = relative_error(dc.to_vec()?.into_iter().map(f64::from), w);
                pass &= err < 5e-3;
                format!(", relative error {err:.1e}")
            }
            None => String::new(),
        };
        let tflops = time(&mut blas, n, &mut |b| {
            b.gemm_tf32(s, 1.0, &da, &db, 0.0, &mut dc)
        })?;
        println!("gemm_bench: tf32 n = {n:5}: {tflops:8.2} TFLOP/s{check}");
        drop((da, db, dc));

        // bf16 inputs and output, f32 computation.
        let h = |v: &[f32]| v.iter().map(|&x| Bf16::from_f32(x)).collect::<Vec<_>>();
        let (ha, hb) = (h(&a), h(&b));
        let da = DeviceBuffer::from_slice(blas.stream(), &ha)?;
        let db = DeviceBuffer::from_slice(blas.stream(), &hb)?;
        let mut dc = DeviceBuffer::<Bf16>::zeroed(blas.stream(), n * n)?;
        blas.gemm_ex(s, 1.0, &da, &db, 0.0, &mut dc)?;
        let check = match n <= CHECKED {
            true => {
                let back = |v: &[Bf16]| v.iter().map(|x| x.to_f32()).collect::<Vec<_>>();
                let w = host_product(&back(&ha), &back(&hb), n);
                let err =
                    relative_error(dc.to_vec()?.into_iter().map(|x| f64::from(x.to_f32())), &w);
                pass &= err < 1.0 / 128.0;
                format!(", relative error {err:.1e}")
            }
            false => String::new(),
        };
        let tflops = time(&mut blas, n, &mut |b| {
            b.gemm_ex(s, 1.0, &da, &db, 0.0, &mut dc)
        })?;
        println!("gemm_bench: bf16 n = {n:5}: {tflops:8.2} TFLOP/s{check}");
    }
    println!("gemm_bench: {}", if pass { "PASS" } else { "FAIL" });
    Ok(pass)
}

/// TFLOP/s of `call` (an `n³` GEMM), after a warm-up, over `reps(n)` calls between two
/// synchronisations of the handle's stream.
fn time(
    blas: &mut Handle,
    n: usize,
    call: &mut dyn FnMut(&mut Handle) -> Result<(), cuda_cublas::Error>,
) -> Result<f64, Box<dyn std::error::Error>> {
    for _ in 0..3 {
        call(blas)?;
    }
    blas.stream().synchronize()?;
    let reps = reps(n);
    let start = Instant::now();
    for _ in 0..reps {
        call(blas)?;
    }
    blas.stream().synchronize()?;
    let secs = start.elapsed().as_secs_f64();
    Ok(2.0 * (n as f64).powi(3) * reps as f64 / secs / 1e12)
}
