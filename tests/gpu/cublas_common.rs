//! What the cuBLAS test modules share: the library found as the bundle carries it, a handle of the
//! test's GPU, deterministic matrices, the host's GEMM in f64 and the relative error measure.

use cuda_cublas::{Cublas, GemmShape, Handle, Op};

use super::{gpu, Gpu};

/// libcublas: the usual search, else the copy a bundle carries in `lib/` beside `bin/`.
fn load() -> Result<&'static Cublas, String> {
    let searched = match Cublas::load() {
        Ok(c) => return Ok(c),
        Err(e) => e,
    };
    let bundled = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.join("lib/libcublas.so.13")))
        .filter(|p| p.is_file());
    match bundled {
        Some(path) => Cublas::open(&path).map_err(|e| e.to_string()),
        None => Err(searched.to_string()),
    }
}

/// The GPU, libcublas and a handle, or `None` after the line saying why the test did not run.
pub fn setup(test: &str) -> Option<(Gpu, Handle)> {
    let g = gpu(test)?;
    let cublas = match load() {
        Ok(c) => c,
        Err(e) => {
            super::harness::not_run(format_args!("{test}: no libcublas: {e}"));
            return None;
        }
    };
    match Handle::with_library(cublas, &g.ctx, cuda_cublas::DEFAULT_WORKSPACE) {
        Ok(h) => Some((g, h)),
        Err(e) => panic!("{test}: Handle::with_library: {e}"),
    }
}

/// A deterministic matrix of `len` values in [-1, 1).
pub fn values(len: usize, seed: u64) -> Vec<f64> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 11) as f64 / (1u64 << 52) as f64 - 1.0
        })
        .collect()
}

/// The host's `alpha op(A) op(B) + beta C` for column-major matrices of `shape`.
pub fn reference(
    s: &GemmShape,
    alpha: f64,
    a: &[f64],
    b: &[f64],
    beta: f64,
    c: &[f64],
) -> Vec<f64> {
    let at = |i: usize, p: usize| match s.op_a {
        Op::N => a[i + p * s.lda],
        _ => a[p + i * s.lda],
    };
    let bt = |p: usize, j: usize| match s.op_b {
        Op::N => b[p + j * s.ldb],
        _ => b[j + p * s.ldb],
    };
    let mut out = c.to_vec();
    for j in 0..s.n {
        for i in 0..s.m {
            let dot: f64 = (0..s.k).map(|p| at(i, p) * bt(p, j)).sum();
            out[i + j * s.ldc] = alpha * dot + beta * c[i + j * s.ldc];
        }
    }
    out
}

/// The largest difference between `got` and `want`, relative to `want`'s largest magnitude.
pub fn relative_error(got: &[f64], want: &[f64]) -> f64 {
    let scale = want.iter().fold(1e-30f64, |m, x| m.max(x.abs()));
    got.iter()
        .zip(want)
        .fold(0.0f64, |m, (g, w)| m.max((g - w).abs()))
        / scale
}
