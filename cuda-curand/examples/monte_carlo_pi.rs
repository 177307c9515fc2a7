//! Estimates π by Monte Carlo: points drawn uniformly in the unit square, on the GPU by cuRAND, and
//! the share of them inside the quarter circle, times four. Twice: with pseudo-random points (Philox)
//! and with quasi-random ones (two-dimensional Sobol, which fills the square more evenly and so
//! converges faster). Each batch is generated into the same device buffers, read back and counted on
//! the host; the buffers' stream order puts each generation after the previous read.
//!
//! ```text
//! cargo run -p cuda-curand --example monte_carlo_pi
//! ```
//!
//! Prints both estimates with their errors and `PASS` when each is within six standard errors of π
//! (the standard error of the pseudo-random estimate; the quasi-random one is held to the same bound).
//! Without a GPU it prints `monte_carlo_pi: skipped: no GPU to run on: <why>` and exits with 77, the
//! README's convention; on any other error, or an estimate out of bounds (`FAIL`), it exits with 1.

use std::process::ExitCode;

use cuda_curand::{Generator, Kind};
use cuda_driver::{Context, DeviceBuffer};

/// Points per batch.
const BATCH: usize = 1 << 20;
/// Batches per estimate.
const BATCHES: usize = 16;

/// Runs the estimate; exits 0 on PASS, 1 on FAIL or an error, 77 without a GPU.
pub fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) if no_gpu(e.as_ref()) => {
            eprintln!("monte_carlo_pi: skipped: no GPU to run on: {e}");
            ExitCode::from(77)
        }
        Err(e) => {
            eprintln!("monte_carlo_pi: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Whether `e` says there is no GPU (from the driver directly, or through cuda-curand).
fn no_gpu(e: &(dyn std::error::Error + 'static)) -> bool {
    e.downcast_ref::<cuda_driver::Error>()
        .is_some_and(cuda_driver::Error::is_no_gpu)
        || e.downcast_ref::<cuda_curand::Error>()
            .is_some_and(cuda_curand::Error::is_no_gpu)
}

/// π estimated from `BATCHES` batches of `gen`'s points: x from the first half of each generation,
/// y from the second (for Sobol with two dimensions, the two coordinates of the same points).
fn estimate(gen: &mut Generator) -> Result<f64, Box<dyn std::error::Error>> {
    let mut xy = DeviceBuffer::<f32>::alloc(gen.stream(), 2 * BATCH)?;
    let mut inside = 0u64;
    for _ in 0..BATCHES {
        gen.uniform(&mut xy)?;
        let host = xy.to_vec()?;
        let (xs, ys) = host.split_at(BATCH);
        inside += xs
            .iter()
            .zip(ys)
            .filter(|(&x, &y)| {
                let (x, y) = (f64::from(x), f64::from(y));
                x * x + y * y <= 1.0
            })
            .count() as u64;
    }
    Ok(4.0 * inside as f64 / (BATCH * BATCHES) as f64)
}

/// Both estimates, printed; whether both are within the bound.
pub fn run() -> Result<bool, Box<dyn std::error::Error>> {
    let ctx = Context::new(0)?;
    let n = (BATCH * BATCHES) as f64;
    // The standard error of a pseudo-random estimate: 4 sqrt(p (1 - p) / n), p = π/4.
    let p = std::f64::consts::FRAC_PI_4;
    let bound = 6.0 * 4.0 * (p * (1.0 - p) / n).sqrt();

    let mut pseudo = Generator::new(&ctx, Kind::Philox4x32_10)?;
    pseudo.set_seed(2026)?;
    let mut quasi = Generator::new(&ctx, Kind::Sobol32)?;
    quasi.set_dimensions(2)?;
    println!(
        "monte_carlo_pi: libcurand {} from {}",
        pseudo.library().version(),
        pseudo.library().path()
    );

    let mut pass = true;
    for (name, gen) in [
        ("Philox (pseudo)", &mut pseudo),
        ("Sobol (quasi)", &mut quasi),
    ] {
        let pi = estimate(gen)?;
        let error = pi - std::f64::consts::PI;
        let ok = error.abs() <= bound;
        pass &= ok;
        println!(
            "monte_carlo_pi: {name}: pi ~ {pi:.6} from {n} points, error {error:+.6} (bound {bound:.6}): {}",
            if ok { "ok" } else { "out of bounds" }
        );
    }
    println!("monte_carlo_pi: {}", if pass { "PASS" } else { "FAIL" });
    Ok(pass)
}
