//! Symmetric and Hermitian matrices, full (with padding), banded and packed, each fill: the
//! products against the host, and the updates, which must change the stored triangle alone.

use cuda_cublas::{Fill, Handle, RealBlas};
use cuda_driver::Stream;

use super::host::{axpby, cvalues, inside, mirrored, spread, Dense, Num, C};
use super::{close, down, put, up, view, view_mut};
use crate::TestResult;

const N: usize = 21;
const LDA: usize = 24;
/// Bands beside the diagonal of the band matrices, and their leading dimension.
const K: usize = 3;
const LDB: usize = K + 2;

/// A test matrix with a real diagonal (what a Hermitian one has).
fn matrix<T: Num>(seed: u64) -> Dense {
    let v = cvalues::<T>(N * N, seed);
    Dense::new(N, N, |i, j| {
        let x = v[i + j * N];
        if i == j {
            C::re(x.0)
        } else {
            x
        }
    })
}

/// The band storage of the `fill` triangle's `K` bands.
fn band(d: &Dense, fill: Fill) -> Vec<C> {
    match fill {
        Fill::Upper => d.band(0, K, LDB),
        Fill::Lower => d.band(K, 0, LDB),
    }
}

/// `stored` (full, leading dimension `LDA`) with the `fill` triangle of `updated` written in.
fn triangle_of(stored: &Dense, updated: &Dense, fill: Fill) -> Vec<C> {
    let mut w = stored.full(LDA);
    for j in 0..N {
        for i in 0..N {
            if inside(fill, N, i, j) {
                w[i + j * LDA] = updated.at(i, j);
            }
        }
    }
    w
}

/// `symv`, `hemv`, `hbmv`, `hpmv`, `syr`, `syr2`, `her`, `her2`, `hpr`, `hpr2` in each fill.
pub(super) fn case<T: Num>(blas: &mut Handle, st: &Stream) -> TestResult {
    let d = matrix::<T>(70);
    let (xv, yv) = (cvalues::<T>(N, 71), cvalues::<T>(N, 72));
    let (hx, hy) = (spread(&xv, 1, 2, 2 * N), spread(&yv, 0, 3, 3 * N));
    let (x, y) = (up::<T>(st, &hx)?, up::<T>(st, &spread(&yv, 0, 1, N))?);
    let (alpha, beta, ra) = (T::of(C(0.5, 0.25)), T::of(C(-1.25, 0.5)), 0.75);
    for fill in [Fill::Upper, Fill::Lower] {
        let full = up::<T>(st, &d.full(LDA))?;
        let banded = up::<T>(st, &band(&d, fill))?;
        let packed = up::<T>(st, &d.packed(fill))?;
        for (name, bands, hermitian) in [
            ("symv", N, false),
            ("hemv", N, true),
            ("hbmv", K, true),
            ("hpmv", N, true),
        ] {
            let mut out = up::<T>(st, &hy)?;
            let (xs, ys) = (view(&x, 1, N, 2)?, view_mut(&mut out, 0, N, 3)?);
            match name {
                "symv" => blas.symv_on(fill, alpha, (&full, LDA), xs, beta, ys, st)?,
                "hemv" => blas.hemv_on(fill, alpha, (&full, LDA), xs, beta, ys, st)?,
                "hbmv" => blas.hbmv_on(fill, K, alpha, (&banded, LDB), xs, beta, ys, st)?,
                _ => blas.hpmv_on(fill, alpha, &packed, xs, beta, ys, st)?,
            }
            let a = mirrored(&d, fill, bands, hermitian);
            let want = axpby(alpha.c(), &a.apply(cuda_cublas::Op::N, &xv), beta.c(), &yv);
            close::<T>(
                &format!("{name} {fill:?}"),
                &down(&out)?,
                &put(&hy, 0, 3, &want),
            );
        }
        let a = alpha.c();
        for name in ["syr", "syr2", "her", "her2", "hpr", "hpr2"] {
            let update = |i: usize, j: usize| match name {
                "syr" => a * xv[i] * xv[j],
                "syr2" => a * (xv[i] * yv[j] + yv[i] * xv[j]),
                "her" | "hpr" => C::re(ra) * xv[i] * xv[j].conj(),
                _ => a * xv[i] * yv[j].conj() + a.conj() * yv[i] * xv[j].conj(),
            };
            let updated = Dense::new(N, N, |i, j| d.at(i, j) + update(i, j));
            let (xs, ys) = (view(&x, 1, N, 2)?, view(&y, 0, N, 1)?);
            let what = format!("{name} {fill:?}");
            if name.starts_with("hp") {
                let mut ap = up::<T>(st, &d.packed(fill))?;
                if name == "hpr" {
                    blas.hpr_on(fill, T::real(ra), xs, &mut ap, st)?;
                } else {
                    blas.hpr2_on(fill, alpha, xs, ys, &mut ap, st)?;
                }
                close::<T>(&what, &down(&ap)?, &updated.packed(fill));
                continue;
            }
            let mut m = up::<T>(st, &d.full(LDA))?;
            let am = (&mut m, LDA);
            match name {
                "syr" => blas.syr_on(fill, alpha, xs, am, st)?,
                "syr2" => blas.syr2_on(fill, alpha, xs, ys, am, st)?,
                "her" => blas.her_on(fill, T::real(ra), xs, am, st)?,
                _ => blas.her2_on(fill, alpha, xs, ys, am, st)?,
            }
            close::<T>(&what, &down(&m)?, &triangle_of(&d, &updated, fill));
        }
    }
    Ok(())
}

/// The real types' names of the band and packed routines: `sbmv`, `spmv`, `spr`, `spr2`.
pub(super) fn real_names<T: Num + RealBlas>(blas: &mut Handle, st: &Stream) -> TestResult {
    let d = matrix::<T>(80);
    let (xv, yv) = (cvalues::<T>(N, 81), cvalues::<T>(N, 82));
    let (x, y) = (up::<T>(st, &xv)?, up::<T>(st, &yv)?);
    let (alpha, beta) = (T::of(C::re(0.5)), T::of(C::re(-1.25)));
    for fill in [Fill::Lower, Fill::Upper] {
        let banded = up::<T>(st, &band(&d, fill))?;
        let packed = up::<T>(st, &d.packed(fill))?;
        for (name, bands) in [("sbmv", K), ("spmv", N)] {
            let mut out = up::<T>(st, &yv)?;
            if name == "sbmv" {
                blas.sbmv_on(fill, K, alpha, (&banded, LDB), &x, beta, &mut out, st)?;
            } else {
                blas.spmv_on(fill, alpha, &packed, &x, beta, &mut out, st)?;
            }
            let a = mirrored(&d, fill, bands, false);
            let want = axpby(
                C::re(0.5),
                &a.apply(cuda_cublas::Op::N, &xv),
                C::re(-1.25),
                &yv,
            );
            close::<T>(&format!("{name} {fill:?}"), &down(&out)?, &want);
        }
        let mut ap = up::<T>(st, &d.packed(fill))?;
        blas.spr_on(fill, alpha, &x, &mut ap, st)?;
        let want = Dense::new(N, N, |i, j| d.at(i, j) + C::re(0.5) * xv[i] * xv[j]);
        close::<T>(&format!("spr {fill:?}"), &down(&ap)?, &want.packed(fill));
        let mut ap = up::<T>(st, &d.packed(fill))?;
        blas.spr2_on(fill, alpha, &x, &y, &mut ap, st)?;
        let want = Dense::new(N, N, |i, j| {
            d.at(i, j) + C::re(0.5) * (xv[i] * yv[j] + yv[i] * xv[j])
        });
        close::<T>(&format!("spr2 {fill:?}"), &down(&ap)?, &want.packed(fill));
    }
    Ok(())
}
