//! cuBLAS levels 1 and 2 in each of the four types (`f32`, `f64`, `cuComplex`, `cuDoubleComplex`),
//! against a host reference computed in f64 (`cublas_level12/host.rs`): every routine, its vectors
//! strided views with offsets inside junk-filled buffers (so an element read or written out of place
//! shows), its matrices full with padding, banded or packed, every fill, operation and diagonal.
//!
//! libcublas is found as in `cublas.rs`; without it (or a GPU) the tests are reported ignored.

mod host;
mod symmetric;

use cuda_cublas::sys::{cuComplex, cuDoubleComplex};
use cuda_cublas::{Diag, Fill, Handle, Op, RealBlas, Vector, VectorMut};
use cuda_driver::{DeviceBuffer, Stream};

use super::cublas_common::{relative_error, setup};
use super::{Failure, TestResult};
use host::{axpby, cvalues, gather, solvable, spread, triangular, Dense, Num, C};

/// The values on the device.
fn up<T: Num>(st: &Stream, v: &[C]) -> Result<DeviceBuffer<T>, Failure> {
    let t: Vec<T> = v.iter().map(|&c| T::of(c)).collect();
    Ok(DeviceBuffer::from_slice(st, &t)?)
}

/// The values back on the host.
fn down<T: Num>(b: &DeviceBuffer<T>) -> Result<Vec<C>, Failure> {
    Ok(b.to_vec()?.into_iter().map(T::c).collect())
}

/// `n` elements of `b` from `off`, `inc` apart, read.
fn view<T>(
    b: &DeviceBuffer<T>,
    off: usize,
    n: usize,
    inc: usize,
) -> Result<Vector<'_, T>, Failure> {
    Ok(Vector::strided(b.slice(off..)?, n, inc)?)
}

/// `n` elements of `b` from `off`, `inc` apart, written.
fn view_mut<T>(
    b: &mut DeviceBuffer<T>,
    off: usize,
    n: usize,
    inc: usize,
) -> Result<VectorMut<'_, T>, Failure> {
    Ok(VectorMut::strided(b.slice_mut(off..)?, n, inc)?)
}

/// Asserts `got` is `want` within `T`'s tolerance (relative to `want`'s largest part).
fn close<T: Num>(what: &str, got: &[C], want: &[C]) {
    let flat = |v: &[C]| v.iter().flat_map(|c| [c.0, c.1]).collect::<Vec<f64>>();
    assert_eq!(got.len(), want.len(), "{} {what}: lengths", T::NAME);
    let err = relative_error(&flat(got), &flat(want));
    assert!(
        err <= T::TOL,
        "{} {what}: relative error {err:.2e}",
        T::NAME
    );
}

/// `v` with `vals` placed from `off`, `inc` apart.
fn put(v: &[C], off: usize, inc: usize, vals: &[C]) -> Vec<C> {
    let mut out = v.to_vec();
    for (i, &x) in vals.iter().enumerate() {
        out[off + i * inc] = x;
    }
    out
}

/// Where the level-1 vectors live: `x` from 2, every third element; `y` from 1, every second.
const N1: usize = 57;
const X: (usize, usize) = (2, 3);
const Y: (usize, usize) = (1, 2);

fn level_one<T: Num>(blas: &mut Handle, st: &Stream) -> TestResult {
    let (lx, ly) = (X.0 + (N1 - 1) * X.1 + 3, Y.0 + (N1 - 1) * Y.1 + 2);
    let (xv, yv) = (cvalues::<T>(N1, 40), cvalues::<T>(N1, 41));
    let (mut hx, mut hy) = (spread(&xv, X.0, X.1, lx), spread(&yv, Y.0, Y.1, ly));
    let mut x = up::<T>(st, &hx)?;
    let mut y = up::<T>(st, &hy)?;
    // The reductions.
    let sum = |f: &dyn Fn(usize) -> C| (0..N1).fold(C::default(), |s, i| s + f(i));
    let dotu = sum(&|i| xv[i] * yv[i]);
    let dotc = sum(&|i| xv[i].conj() * yv[i]);
    let (xs, ys) = (view(&x, X.0, N1, X.1)?, view(&y, Y.0, N1, Y.1)?);
    close::<T>("dotu", &[blas.dotu_on(xs, ys, st)?.c()], &[dotu]);
    close::<T>("dotc", &[blas.dotc_on(xs, ys, st)?.c()], &[dotc]);
    close::<T>("dot", &[blas.dot_on(xs, ys, st)?.c()], &[dotc]);
    let nrm = xv.iter().map(|c| c.norm2()).sum::<f64>().sqrt();
    close::<T>(
        "nrm2",
        &[C::re(T::unreal(blas.nrm2_on(xs, st)?))],
        &[C::re(nrm)],
    );
    let asum = xv.iter().map(|c| c.abs1()).sum::<f64>();
    close::<T>(
        "asum",
        &[C::re(T::unreal(blas.asum_on(xs, st)?))],
        &[C::re(asum)],
    );
    let by = |better: fn(f64, f64) -> bool| {
        (0..N1).fold(0, |m, i| {
            if better(xv[i].abs1(), xv[m].abs1()) {
                i
            } else {
                m
            }
        })
    };
    assert_eq!(
        blas.iamax_on(xs, st)?,
        Some(by(|a, b| a > b)),
        "{} iamax",
        T::NAME
    );
    assert_eq!(
        blas.iamin_on(xs, st)?,
        Some(by(|a, b| a < b)),
        "{} iamin",
        T::NAME
    );
    // The updates, one after another, the host copies following; the whole buffers are compared
    // (what lies between the elements must stay as it was).
    let check = |what: &str, x: &DeviceBuffer<T>, y: &DeviceBuffer<T>, hx: &[C], hy: &[C]| {
        close::<T>(&format!("{what} x"), &down(x)?, hx);
        close::<T>(&format!("{what} y"), &down(y)?, hy);
        Ok::<(), Failure>(())
    };
    let gx = |h: &[C]| gather(h, X.0, X.1, N1);
    let gy = |h: &[C]| gather(h, Y.0, Y.1, N1);
    let alpha = T::of(C(0.75, -0.5));
    blas.axpy_on(
        alpha,
        view(&x, X.0, N1, X.1)?,
        view_mut(&mut y, Y.0, N1, Y.1)?,
        st,
    )?;
    hy = put(
        &hy,
        Y.0,
        Y.1,
        &axpby(alpha.c(), &gx(&hx), C::re(1.0), &gy(&hy)),
    );
    check("axpy", &x, &y, &hx, &hy)?;
    blas.scal_on(alpha, view_mut(&mut x, X.0, N1, X.1)?, st)?;
    hx = put(
        &hx,
        X.0,
        X.1,
        &axpby(alpha.c(), &gx(&hx), C::default(), &gx(&hx)),
    );
    blas.scal_real_on(T::real(-1.5), view_mut(&mut y, Y.0, N1, Y.1)?, st)?;
    hy = put(
        &hy,
        Y.0,
        Y.1,
        &axpby(C::re(-1.5), &gy(&hy), C::default(), &gy(&hy)),
    );
    check("scal, scal_real", &x, &y, &hx, &hy)?;
    for real_sine in [false, true] {
        let s = if real_sine {
            C::re(0.8)
        } else {
            T::of(C(0.48, 0.64)).c()
        };
        let (xm, ym) = (
            view_mut(&mut x, X.0, N1, X.1)?,
            view_mut(&mut y, Y.0, N1, Y.1)?,
        );
        if real_sine {
            blas.rot_real_on(xm, ym, (T::real(0.6), T::real(0.8)), st)?;
        } else {
            blas.rot_on(xm, ym, (T::real(0.6), T::of(s)), st)?;
        }
        let (ox, oy) = (gx(&hx), gy(&hy));
        hx = put(&hx, X.0, X.1, &axpby(C::re(0.6), &ox, s, &oy));
        hy = put(&hy, Y.0, Y.1, &axpby(C::re(0.6), &oy, -s.conj(), &ox));
        check(if real_sine { "rot_real" } else { "rot" }, &x, &y, &hx, &hy)?;
    }
    blas.swap_on(
        view_mut(&mut x, X.0, N1, X.1)?,
        view_mut(&mut y, Y.0, N1, Y.1)?,
        st,
    )?;
    let (ox, oy) = (gx(&hx), gy(&hy));
    (hx, hy) = (put(&hx, X.0, X.1, &oy), put(&hy, Y.0, Y.1, &ox));
    check("swap", &x, &y, &hx, &hy)?;
    blas.copy_on(view(&x, X.0, N1, X.1)?, view_mut(&mut y, Y.0, N1, Y.1)?, st)?;
    hy = put(&hy, Y.0, Y.1, &gx(&hx));
    check("copy", &x, &y, &hx, &hy)?;
    // rotg: [c s; -conj(s) c] [a; b] = [r; 0], c² + |s|² = 1.
    let (a, b) = (T::of(C(3.0, 1.0)), T::of(C(-4.0, 2.0)));
    let g = blas.rotg_on(a, b, st)?;
    let (c, s, r) = (C::re(T::unreal(g.c)), g.s.c(), g.r.c());
    close::<T>("rotg r", &[c * a.c() + s * b.c()], &[r]);
    close::<T>(
        "rotg 0",
        &[-s.conj() * a.c() + c * b.c(), C::re(1.0)],
        &[C::default(), C::re(1.0)],
    );
    close::<T>(
        "rotg c²+|s|²",
        &[C::re(c.0 * c.0 + s.norm2())],
        &[C::re(1.0)],
    );
    Ok(())
}

/// The modified Givens rotation (`rotmg`, `rotm`), which only the real types have.
fn modified_givens<T: Num + RealBlas>(blas: &mut Handle, st: &Stream) -> TestResult {
    let (x1, y1) = (0.7, -0.4);
    let m = blas.rotmg_on(
        (T::of(C::re(2.0)), T::of(C::re(1.5))),
        (T::of(C::re(x1)), T::of(C::re(y1))),
        st,
    )?;
    let p: Vec<f64> = m.param.iter().map(|v| v.c().0).collect();
    // [flag, h11, h21, h12, h22]; the flag fixes some entries.
    let h = match p[0] as i32 {
        -1 => [p[1], p[2], p[3], p[4]],
        0 => [1.0, p[2], p[3], 1.0],
        1 => [p[1], -1.0, 1.0, p[4]],
        _ => [1.0, 0.0, 0.0, 1.0],
    };
    let [h11, h21, h12, h22] = h;
    close::<T>(
        "rotmg",
        &[C::re(h11 * x1 + h12 * y1), C::re(h21 * x1 + h22 * y1)],
        &[m.x1.c(), C::default()],
    );
    // rotm with a full matrix (flag -1) on strided views.
    let param = [-1.0, 0.9, -0.3, 0.4, 1.1].map(|v| T::of(C::re(v)));
    let (lx, ly) = (X.0 + (N1 - 1) * X.1 + 1, Y.0 + (N1 - 1) * Y.1 + 1);
    let (xv, yv) = (cvalues::<T>(N1, 42), cvalues::<T>(N1, 43));
    let (hx, hy) = (spread(&xv, X.0, X.1, lx), spread(&yv, Y.0, Y.1, ly));
    let (mut x, mut y) = (up::<T>(st, &hx)?, up::<T>(st, &hy)?);
    blas.rotm_on(
        view_mut(&mut x, X.0, N1, X.1)?,
        view_mut(&mut y, Y.0, N1, Y.1)?,
        param,
        st,
    )?;
    let wx = axpby(C::re(0.9), &xv, C::re(0.4), &yv);
    let wy = axpby(C::re(-0.3), &xv, C::re(1.1), &yv);
    close::<T>("rotm x", &down(&x)?, &put(&hx, X.0, X.1, &wx));
    close::<T>("rotm y", &down(&y)?, &put(&hy, Y.0, Y.1, &wy));
    Ok(())
}

fn level_one_in_each_type_with_strided_views() -> TestResult {
    let Some((g, mut blas)) = setup("cublas_level12::level1") else {
        return Ok(());
    };
    let st = g.ctx.stream()?;
    level_one::<f32>(&mut blas, &st)?;
    level_one::<f64>(&mut blas, &st)?;
    level_one::<cuComplex>(&mut blas, &st)?;
    level_one::<cuDoubleComplex>(&mut blas, &st)?;
    modified_givens::<f32>(&mut blas, &st)?;
    modified_givens::<f64>(&mut blas, &st)
}

/// `gemv`, `gbmv` and the rank-1 updates on an `m × n` matrix with padding, strided vectors.
fn general<T: Num>(blas: &mut Handle, st: &Stream) -> TestResult {
    let (m, n, lda, kl, ku) = (23, 17, 26, 3, 2);
    let d = Dense::new(m, n, {
        let v = cvalues::<T>(m * n, 50);
        move |i, j| v[i + j * m]
    });
    let banded = Dense::new(m, n, |i, j| {
        if i + ku >= j && i <= j + kl {
            d.at(i, j)
        } else {
            C::default()
        }
    });
    let (alpha, beta) = (T::of(C(0.5, 0.25)), T::of(C(-1.25, 0.5)));
    let (ab, ldb) = (d.band(kl, ku, kl + ku + 3), kl + ku + 3);
    let (da, dab) = (up::<T>(st, &d.full(lda))?, up::<T>(st, &ab)?);
    for op in [Op::N, Op::T, Op::C] {
        let (xn, yn) = if op == Op::N { (n, m) } else { (m, n) };
        let (xv, yv) = (cvalues::<T>(xn, 51), cvalues::<T>(yn, 52));
        let (hx, hy) = (spread(&xv, 1, 2, 2 * xn), spread(&yv, 0, 3, 3 * yn));
        let x = up::<T>(st, &hx)?;
        for (name, mat) in [("gemv", &d), ("gbmv", &banded)] {
            let mut y = up::<T>(st, &hy)?;
            let (xs, ys) = (view(&x, 1, xn, 2)?, view_mut(&mut y, 0, yn, 3)?);
            if name == "gemv" {
                blas.gemv_on(op, (m, n, lda), alpha, &da, xs, beta, ys, st)?;
            } else {
                blas.gbmv_on(op, (m, n, kl, ku), alpha, (&dab, ldb), xs, beta, ys, st)?;
            }
            let want = axpby(alpha.c(), &mat.apply(op, &xv), beta.c(), &yv);
            close::<T>(
                &format!("{name} {op:?}"),
                &down(&y)?,
                &put(&hy, 0, 3, &want),
            );
        }
    }
    // ger (= gerc), gerc, geru: A += alpha x yᵀ (yᴴ for the conjugated ones).
    let (xv, yv) = (cvalues::<T>(m, 53), cvalues::<T>(n, 54));
    let (x, y) = (
        up::<T>(st, &spread(&xv, 0, 2, 2 * m))?,
        up::<T>(st, &spread(&yv, 1, 1, n + 1))?,
    );
    for (name, conj) in [("ger", true), ("gerc", true), ("geru", false)] {
        let mut a = up::<T>(st, &d.full(lda))?;
        let (xs, ys, am) = (view(&x, 0, m, 2)?, view(&y, 1, n, 1)?, (&mut a, lda));
        match name {
            "ger" => blas.ger_on(alpha, xs, ys, am, st)?,
            "gerc" => blas.gerc_on(alpha, xs, ys, am, st)?,
            _ => blas.geru_on(alpha, xs, ys, am, st)?,
        }
        let want = Dense::new(m, n, |i, j| {
            let yj = if conj { yv[j].conj() } else { yv[j] };
            d.at(i, j) + alpha.c() * xv[i] * yj
        });
        close::<T>(name, &down(&a)?, &want.full(lda));
    }
    Ok(())
}

fn general_matrices_in_each_type() -> TestResult {
    let Some((g, mut blas)) = setup("cublas_level12::general") else {
        return Ok(());
    };
    let st = g.ctx.stream()?;
    general::<f32>(&mut blas, &st)?;
    general::<f64>(&mut blas, &st)?;
    general::<cuComplex>(&mut blas, &st)?;
    general::<cuDoubleComplex>(&mut blas, &st)
}

/// Every triangular routine, each fill, operation and diagonal: the products against the host, the
/// solves by their residual.
fn triangular_case<T: Num>(blas: &mut Handle, st: &Stream) -> TestResult {
    let (n, lda, k) = (19, 22, 4);
    let d = solvable::<T>(n, 60);
    let bv = cvalues::<T>(n, 61);
    let hb = spread(&bv, 2, 2, 2 * n + 1);
    for fill in [Fill::Upper, Fill::Lower] {
        let (kl, ku) = if fill == Fill::Upper { (0, k) } else { (k, 0) };
        let full = up::<T>(st, &d.full(lda))?;
        let band = up::<T>(st, &d.band(kl, ku, k + 2))?;
        let packed = up::<T>(st, &d.packed(fill))?;
        for (op, diag) in [Op::N, Op::T, Op::C]
            .into_iter()
            .flat_map(|o| [(o, Diag::NonUnit), (o, Diag::Unit)])
        {
            let t = (fill, op, diag);
            for (name, bands) in [
                ("trmv", n),
                ("trsv", n),
                ("tbmv", k),
                ("tbsv", k),
                ("tpmv", n),
                ("tpsv", n),
            ] {
                let mut x = up::<T>(st, &hb)?;
                let xs = view_mut(&mut x, 2, n, 2)?;
                match name {
                    "trmv" => blas.trmv_on(t, (&full, lda), xs, st)?,
                    "trsv" => blas.trsv_on(t, (&full, lda), xs, st)?,
                    "tbmv" => blas.tbmv_on(t, k, (&band, k + 2), xs, st)?,
                    "tbsv" => blas.tbsv_on(t, k, (&band, k + 2), xs, st)?,
                    "tpmv" => blas.tpmv_on(t, &packed, xs, st)?,
                    _ => blas.tpsv_on(t, &packed, xs, st)?,
                }
                let tri = triangular(&d, fill, diag, bands);
                let got = down(&x)?;
                let what = format!("{name} {fill:?} {op:?} {diag:?}");
                if name.ends_with("mv") {
                    close::<T>(&what, &got, &put(&hb, 2, 2, &tri.apply(op, &bv)));
                } else {
                    // op(A) x must give b back; what lies between the elements is untouched.
                    close::<T>(&what, &tri.apply(op, &gather(&got, 2, 2, n)), &bv);
                    close::<T>(&what, &put(&got, 2, 2, &bv), &hb);
                }
            }
        }
    }
    Ok(())
}

fn triangular_matrices_in_each_type() -> TestResult {
    let Some((g, mut blas)) = setup("cublas_level12::triangular") else {
        return Ok(());
    };
    let st = g.ctx.stream()?;
    triangular_case::<f32>(&mut blas, &st)?;
    triangular_case::<f64>(&mut blas, &st)?;
    triangular_case::<cuComplex>(&mut blas, &st)?;
    triangular_case::<cuDoubleComplex>(&mut blas, &st)
}

fn symmetric_and_hermitian_matrices_in_each_type() -> TestResult {
    let Some((g, mut blas)) = setup("cublas_level12::symmetric") else {
        return Ok(());
    };
    let st = g.ctx.stream()?;
    symmetric::case::<f32>(&mut blas, &st)?;
    symmetric::case::<f64>(&mut blas, &st)?;
    symmetric::case::<cuComplex>(&mut blas, &st)?;
    symmetric::case::<cuDoubleComplex>(&mut blas, &st)?;
    symmetric::real_names::<f32>(&mut blas, &st)?;
    symmetric::real_names::<f64>(&mut blas, &st)
}

tests![
    level_one_in_each_type_with_strided_views,
    general_matrices_in_each_type,
    triangular_matrices_in_each_type,
    symmetric_and_hermitian_matrices_in_each_type,
];
