//! cuBLAS level 3 in each of its four types against the host's arithmetic in f64: `symm`, `syr2k`,
//! `syrkx`, `trmm`, `dgmm`, the pointer batches `gemmBatched` and `trsmBatched`, and for the complex
//! types `hemm`, `herk`, `her2k`, `herkx` and `gemm3m`. Each routine is checked by one generic
//! helper over every side, triangle and operation it takes, with padded leading dimensions; the
//! updates also check that the triangle they do not own is left as it was. A captured pointer batch
//! replays after its operands, its address arrays and its handle are gone.

use std::ops::{Add, Mul, Sub};

use cuda_cublas::sys::{cuComplex, cuDoubleComplex};
use cuda_cublas::{Blas3, Diag, Error, Fill, GemmShape, Complex, Handle, Op, Side};
use cuda_driver::{DeviceBuffer, Stream};

use super::cublas_common::{reference, relative_error, setup, values};
use super::TestResult;

/// A complex number in f64, the host's arithmetic for every type.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
struct Z(f64, f64);

impl Add for Z {
    type Output = Z;
    fn add(self, o: Z) -> Z {
        Z(self.0 + o.0, self.1 + o.1)
    }
}
impl Sub for Z {
    type Output = Z;
    fn sub(self, o: Z) -> Z {
        Z(self.0 - o.0, self.1 - o.1)
    }
}
impl Mul for Z {
    type Output = Z;
    fn mul(self, o: Z) -> Z {
        Z(self.0 * o.0 - self.1 * o.1, self.0 * o.1 + self.1 * o.0)
    }
}
impl Z {
    fn conj(self) -> Z {
        Z(self.0, -self.1)
    }
    fn real(self) -> Z {
        Z(self.0, 0.0)
    }
}

/// An element type under test: its conversions from and to [`Z`] and its tolerance.
trait Elem: Blas3 {
    const NAME: &'static str;
    const COMPLEX: bool;
    /// The relative error allowed against the f64 reference.
    const TOL: f64;
    fn from_z(z: Z) -> Self;
    fn to_z(self) -> Z;
}

impl Elem for f32 {
    const NAME: &'static str = "f32";
    const COMPLEX: bool = false;
    const TOL: f64 = 1e-5;
    fn from_z(z: Z) -> Self {
        z.0 as f32
    }
    fn to_z(self) -> Z {
        Z(f64::from(self), 0.0)
    }
}
impl Elem for f64 {
    const NAME: &'static str = "f64";
    const COMPLEX: bool = false;
    const TOL: f64 = 1e-12;
    fn from_z(z: Z) -> Self {
        z.0
    }
    fn to_z(self) -> Z {
        Z(self, 0.0)
    }
}
impl Elem for cuComplex {
    const NAME: &'static str = "c32";
    const COMPLEX: bool = true;
    const TOL: f64 = 1e-5;
    fn from_z(z: Z) -> Self {
        cuComplex::new().with_x(z.0 as f32).with_y(z.1 as f32)
    }
    fn to_z(self) -> Z {
        Z(f64::from(self.x()), f64::from(self.y()))
    }
}
impl Elem for cuDoubleComplex {
    const NAME: &'static str = "c64";
    const COMPLEX: bool = true;
    const TOL: f64 = 1e-12;
    fn from_z(z: Z) -> Self {
        cuDoubleComplex::new().with_x(z.0).with_y(z.1)
    }
    fn to_z(self) -> Z {
        Z(self.x(), self.y())
    }
}

/// The complex types with their real scalars.
trait HermElem: Elem + Complex {
    fn real(x: f64) -> Self::Real;
}
impl HermElem for cuComplex {
    fn real(x: f64) -> f32 {
        x as f32
    }
}
impl HermElem for cuDoubleComplex {
    fn real(x: f64) -> f64 {
        x
    }
}

/// `len` deterministic values of `T` (complex ones with an imaginary part).
fn zs<T: Elem>(len: usize, seed: u64) -> Vec<Z> {
    let re = values(len, seed);
    let im = if T::COMPLEX { values(len, seed + 1000) } else { vec![0.0; len] };
    re.into_iter().zip(im).map(|(r, i)| Z(r, i)).collect()
}

/// The scalars of the tests, real for the real types.
fn scalar<T: Elem>(re: f64, im: f64) -> Z {
    if T::COMPLEX {
        Z(re, im)
    } else {
        Z(re, 0.0)
    }
}

fn up<T: Elem>(st: &Stream, v: &[Z]) -> Result<DeviceBuffer<T>, cuda_driver::Error> {
    DeviceBuffer::from_slice(st, &v.iter().map(|&z| T::from_z(z)).collect::<Vec<T>>())
}

fn down<T: Elem>(b: &DeviceBuffer<T>) -> Result<Vec<Z>, cuda_driver::Error> {
    Ok(b.to_vec()?.into_iter().map(T::to_z).collect())
}

/// The relative error of `got` against `want`, both complex, asserted below `T`'s tolerance.
fn close<T: Elem>(what: &str, got: &[Z], want: &[Z]) {
    close_within::<T>(what, got, want, T::TOL);
}

/// [`close`] with a tolerance of the caller's.
fn close_within<T: Elem>(what: &str, got: &[Z], want: &[Z], tol: f64) {
    let flat = |v: &[Z]| v.iter().flat_map(|z| [z.0, z.1]).collect::<Vec<f64>>();
    let err = relative_error(&flat(got), &flat(want));
    assert!(err < tol, "{} {what}: relative error {err}", T::NAME);
}

/// Element `(i, j)` of `op(A)`, `A` stored with leading dimension `ld`.
fn op_at(a: &[Z], ld: usize, op: Op, i: usize, j: usize) -> Z {
    match op {
        Op::N => a[i + j * ld],
        Op::T => a[j + i * ld],
        Op::C => a[j + i * ld].conj(),
    }
}

/// Element `(i, j)` of the symmetric (or Hermitian) matrix whose `fill` triangle `a` stores.
fn sym(a: &[Z], ld: usize, fill: Fill, herm: bool, i: usize, j: usize) -> Z {
    let stored = if fill == Fill::Lower { i >= j } else { i <= j };
    match (stored, herm) {
        _ if herm && i == j => a[i + i * ld].real(),
        (true, _) => a[i + j * ld],
        (false, false) => a[j + i * ld],
        (false, true) => a[j + i * ld].conj(),
    }
}

/// Element `(i, j)` of the triangular matrix whose `fill` triangle `a` stores.
fn tri(a: &[Z], ld: usize, fill: Fill, diag: Diag, i: usize, j: usize) -> Z {
    if i == j && diag == Diag::Unit {
        return Z(1.0, 0.0);
    }
    let stored = if fill == Fill::Lower { i >= j } else { i <= j };
    if stored {
        a[i + j * ld]
    } else {
        Z::default()
    }
}

/// `sum_p x(i, p) y(p, j)` for `i < m`, `j < n`, `p < k`.
fn dot(k: usize, x: impl Fn(usize) -> Z, y: impl Fn(usize) -> Z) -> Z {
    (0..k).fold(Z::default(), |s, p| s + x(p) * y(p))
}

const FILLS: [Fill; 2] = [Fill::Lower, Fill::Upper];
const SIDES: [Side; 2] = [Side::Left, Side::Right];

/// `symm` (or `hemm` with `herm`): `C = alpha S B + beta C` or `alpha B S + beta C`, by `run`.
fn check_sided<T: Elem>(
    st: &Stream,
    herm: bool,
    mut run: impl FnMut(Side, Fill, Z, &DeviceBuffer<T>, &DeviceBuffer<T>, Z, &mut DeviceBuffer<T>) -> Result<(), Error>,
) -> TestResult {
    let (m, n, pad) = (7, 5, 2);
    let (alpha, beta) = (scalar::<T>(0.75, 0.25), scalar::<T>(-0.5, 0.125));
    for side in SIDES {
        for fill in FILLS {
            let order = if side == Side::Left { m } else { n };
            let lda = order + pad;
            let (a, b, c) = (zs::<T>(lda * order, 40), zs::<T>((m + pad) * n, 41), zs::<T>((m + pad) * n, 42));
            let (da, db) = (up::<T>(st, &a)?, up::<T>(st, &b)?);
            let mut dc = up::<T>(st, &c)?;
            run(side, fill, alpha, &da, &db, beta, &mut dc)?;
            let mut want = c.clone();
            for j in 0..n {
                for i in 0..m {
                    let s = |x: usize, y: usize| sym(&a, lda, fill, herm, x, y);
                    let bb = |x: usize, y: usize| b[x + y * (m + pad)];
                    let prod = match side {
                        Side::Left => dot(m, |p| s(i, p), |p| bb(p, j)),
                        Side::Right => dot(n, |p| bb(i, p), |p| s(p, j)),
                    };
                    want[i + j * (m + pad)] = alpha * prod + beta * c[i + j * (m + pad)];
                }
            }
            close::<T>(&format!("{} {side:?} {fill:?}", if herm { "hemm" } else { "symm" }), &down(&dc)?, &want);
        }
    }
    Ok(())
}

/// Which update a [`check_update`] runs.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Update {
    Syr2k,
    Syrkx,
    Herk,
    Her2k,
    Herkx,
}

/// An update of the `fill` triangle of an `n × n` `C` by `run` against the host's, the other
/// triangle unchanged. For the Hermitian ones `C`'s diagonal is real and `herkx`'s `B` a real
/// multiple of `A`, so the result is Hermitian, as they assume.
fn check_update<T: Elem>(
    st: &Stream,
    kind: Update,
    mut run: impl FnMut(Fill, Op, Z, &DeviceBuffer<T>, &DeviceBuffer<T>, f64, &mut DeviceBuffer<T>) -> Result<(), Error>,
) -> TestResult {
    let (n, k, pad) = (6, 4, 1);
    let herm = matches!(kind, Update::Herk | Update::Her2k | Update::Herkx);
    // herk's alpha is real; herkx's is too, so that its product stays Hermitian.
    let alpha = match kind {
        Update::Herk | Update::Herkx => Z(0.75, 0.0),
        _ => scalar::<T>(0.75, 0.25),
    };
    let beta = -0.5;
    let flip = if herm { Op::C } else { Op::T };
    for op in [Op::N, flip] {
        for fill in FILLS {
            let (ar, ac) = if op == Op::N { (n, k) } else { (k, n) };
            let lda = ar + pad;
            let a = zs::<T>(lda * ac, 50);
            let b: Vec<Z> = match kind {
                Update::Herkx => a.iter().map(|&z| z * Z(0.5, 0.0)).collect(),
                _ => zs::<T>(lda * ac, 51),
            };
            let ldc = n + pad;
            let mut c = zs::<T>(ldc * n, 52);
            if herm {
                (0..n).for_each(|i| c[i + i * ldc] = c[i + i * ldc].real());
            }
            let (da, db) = (up::<T>(st, &a)?, up::<T>(st, &b)?);
            let mut dc = up::<T>(st, &c)?;
            run(fill, op, alpha, &da, &db, beta, &mut dc)?;
            // op(X) op(Y)ᵀ (or ᴴ) at (i, j).
            let outer = |x: &[Z], y: &[Z], i: usize, j: usize| {
                let t = if herm { Op::C } else { Op::T };
                let back = |op: Op| match (op, t) {
                    (Op::N, t) => t,
                    _ => Op::N,
                };
                dot(k, |p| op_at(x, lda, op, i, p), |p| op_at(y, lda, back(op), p, j))
            };
            let mut want = c.clone();
            for j in 0..n {
                for i in 0..n {
                    let mine = if fill == Fill::Lower { i >= j } else { i <= j };
                    if !mine {
                        continue;
                    }
                    let prod = match kind {
                        Update::Herk => alpha * outer(&a, &a, i, j),
                        Update::Syrkx | Update::Herkx => alpha * outer(&a, &b, i, j),
                        Update::Syr2k => alpha * (outer(&a, &b, i, j) + outer(&b, &a, i, j)),
                        Update::Her2k => alpha * outer(&a, &b, i, j) + alpha.conj() * outer(&b, &a, i, j),
                    };
                    want[i + j * ldc] = prod + Z(beta, 0.0) * c[i + j * ldc];
                }
            }
            close::<T>(&format!("{kind:?} {op:?} {fill:?}"), &down(&dc)?, &want);
        }
    }
    Ok(())
}

/// `trmm` over every side, triangle, operation and diagonal: `C = alpha op(T) B` or `alpha B op(T)`.
fn check_trmm<T: Elem>(blas: &mut Handle, st: &Stream) -> TestResult {
    let (m, n, pad) = (6, 5, 3);
    let alpha = scalar::<T>(1.5, -0.5);
    let ops: &[Op] = if T::COMPLEX { &[Op::N, Op::T, Op::C] } else { &[Op::N, Op::T] };
    for side in SIDES {
        for fill in FILLS {
            for &op in ops {
                for diag in [Diag::NonUnit, Diag::Unit] {
                    let order = if side == Side::Left { m } else { n };
                    let (lda, ldb) = (order + pad, m + pad);
                    let (a, b) = (zs::<T>(lda * order, 60), zs::<T>(ldb * n, 61));
                    let (da, db) = (up::<T>(st, &a)?, up::<T>(st, &b)?);
                    let mut dc = DeviceBuffer::<T>::zeroed(st, m * n)?;
                    let kind = (side, fill, op, diag);
                    blas.trmm_on(kind, (m, n), T::from_z(alpha), (&da, lda), (&db, ldb), (&mut dc, m), st)?;
                    // op(T) at (i, j): op of the triangle's element.
                    let t = |i: usize, j: usize| match op {
                        Op::N => tri(&a, lda, fill, diag, i, j),
                        Op::T => tri(&a, lda, fill, diag, j, i),
                        Op::C => tri(&a, lda, fill, diag, j, i).conj(),
                    };
                    let bb = |i: usize, j: usize| b[i + j * ldb];
                    let want: Vec<Z> = (0..m * n)
                        .map(|x| {
                            let (i, j) = (x % m, x / m);
                            alpha
                                * match side {
                                    Side::Left => dot(m, |p| t(i, p), |p| bb(p, j)),
                                    Side::Right => dot(n, |p| bb(i, p), |p| t(p, j)),
                                }
                        })
                        .collect();
                    close::<T>(&format!("trmm {kind:?}"), &down(&dc)?, &want);
                }
            }
        }
    }
    Ok(())
}

/// `dgmm` on both sides with `x` read every other element.
fn check_dgmm<T: Elem>(blas: &mut Handle, st: &Stream) -> TestResult {
    let (m, n, lda) = (5, 4, 7);
    let a = zs::<T>(lda * n, 70);
    let da = up::<T>(st, &a)?;
    for side in SIDES {
        let order = if side == Side::Left { m } else { n };
        let x = zs::<T>(2 * order, 71);
        let dx = up::<T>(st, &x)?;
        let mut dc = DeviceBuffer::<T>::zeroed(st, m * n)?;
        blas.dgmm_on(side, (m, n), (&da, lda), (&dx, 2), (&mut dc, m), st)?;
        let want: Vec<Z> = (0..m * n)
            .map(|p| {
                let (i, j) = (p % m, p / m);
                a[i + j * lda] * x[2 * if side == Side::Left { i } else { j }]
            })
            .collect();
        close::<T>(&format!("dgmm {side:?}"), &down(&dc)?, &want);
    }
    Ok(())
}

/// `gemmBatched` with a shared `A`, and `trsmBatched` checked by multiplying back.
fn check_batched<T: Elem>(blas: &mut Handle, st: &Stream) -> TestResult {
    let (m, n, k) = (6, 5, 4);
    let s = GemmShape::packed(Op::N, Op::T, m, n, k);
    let a = [zs::<T>(m * k, 80), zs::<T>(m * k, 81)];
    let b = [zs::<T>(n * k, 82), zs::<T>(n * k, 83), zs::<T>(n * k, 84)];
    let da = [up::<T>(st, &a[0])?, up::<T>(st, &a[1])?];
    let db = [up::<T>(st, &b[0])?, up::<T>(st, &b[1])?, up::<T>(st, &b[2])?];
    let mut dc: Vec<DeviceBuffer<T>> = (0..3).map(|_| DeviceBuffer::zeroed(st, m * n)).collect::<Result<_, _>>()?;
    let alpha = scalar::<T>(0.5, 1.0);
    let pick = [0, 1, 0];
    let a_list: Vec<&DeviceBuffer<T>> = pick.iter().map(|&i| &da[i]).collect();
    let b_list: Vec<&DeviceBuffer<T>> = db.iter().collect();
    let mut c_list: Vec<&mut DeviceBuffer<T>> = dc.iter_mut().collect();
    let zero = T::from_z(Z::default());
    blas.gemm_batched_on(s, T::from_z(alpha), &a_list, &b_list, zero, &mut c_list, st)?;
    for (i, c) in dc.iter().enumerate() {
        let want: Vec<Z> = (0..m * n)
            .map(|x| {
                let (r, j) = (x % m, x / m);
                alpha * dot(k, |p| a[pick[i]][r + p * m], |p| b[i][j + p * n])
            })
            .collect();
        close::<T>(&format!("gemmBatched product {i}"), &down(c)?, &want);
    }
    // trsmBatched: L X_i = alpha B_i, L lower triangular with a strong diagonal; then L X_i.
    let mut l = zs::<T>(m * m, 85);
    (0..m).for_each(|i| l[i + i * m] = l[i + i * m] + Z(4.0, 0.0));
    let dl = up::<T>(st, &l)?;
    let rhs = [zs::<T>(m * n, 86), zs::<T>(m * n, 87)];
    let mut dx = [up::<T>(st, &rhs[0])?, up::<T>(st, &rhs[1])?];
    let kind = (Side::Left, Fill::Lower, Op::N, Diag::NonUnit);
    let [x0, x1] = &mut dx;
    blas.trsm_batched_on(kind, (m, n), T::from_z(alpha), (&[&dl, &dl], m), (&mut [x0, x1], m), st)?;
    for (i, x) in dx.iter().enumerate() {
        let x = down(x)?;
        let back: Vec<Z> = (0..m * n)
            .map(|p| {
                let (r, j) = (p % m, p / m);
                dot(m, |q| tri(&l, m, Fill::Lower, Diag::NonUnit, r, q), |q| x[q + j * m])
            })
            .collect();
        let want: Vec<Z> = rhs[i].iter().map(|&z| alpha * z).collect();
        close::<T>(&format!("trsmBatched solve {i}"), &back, &want);
    }
    Ok(())
}

/// Every routine of the four types that all of them have.
fn each_type<T: Elem>(blas: &mut Handle, st: &Stream) -> TestResult {
    check_sided::<T>(st, false, |side, fill, alpha, a, b, beta, c| {
        let (m, n) = (7, 5);
        let lda = if side == Side::Left { m } else { n } + 2;
        let (alpha, beta) = (T::from_z(alpha), T::from_z(beta));
        blas.symm_on((side, fill), (m, n), alpha, (a, lda), (b, m + 2), beta, (c, m + 2), st)
    })?;
    for kind in [Update::Syr2k, Update::Syrkx] {
        check_update::<T>(st, kind, |fill, op, alpha, a, b, beta, c| {
            let (n, k) = (6, 4);
            let lda = if op == Op::N { n } else { k } + 1;
            let (alpha, beta) = (T::from_z(alpha), T::from_z(Z(beta, 0.0)));
            let (a, b, c) = ((a, lda), (b, lda), (c, n + 1));
            if kind == Update::Syr2k {
                blas.syr2k_on(fill, op, (n, k), alpha, a, b, beta, c, st)
            } else {
                blas.syrkx_on(fill, op, (n, k), alpha, a, b, beta, c, st)
            }
        })?;
    }
    check_trmm::<T>(blas, st)?;
    check_dgmm::<T>(blas, st)?;
    check_batched::<T>(blas, st)
}

/// The Hermitian routines and `gemm3m` of a complex type.
fn hermitian<T: HermElem>(blas: &mut Handle, st: &Stream) -> TestResult {
    check_sided::<T>(st, true, |side, fill, alpha, a, b, beta, c| {
        let (m, n) = (7, 5);
        let lda = if side == Side::Left { m } else { n } + 2;
        let (alpha, beta) = (T::from_z(alpha), T::from_z(beta));
        blas.hemm_on((side, fill), (m, n), alpha, (a, lda), (b, m + 2), beta, (c, m + 2), st)
    })?;
    for kind in [Update::Herk, Update::Her2k, Update::Herkx] {
        check_update::<T>(st, kind, |fill, op, alpha, a, b, beta, c| {
            let (n, k) = (6, 4);
            let lda = if op == Op::N { n } else { k } + 1;
            let (a, b, c, beta) = ((a, lda), (b, lda), (c, n + 1), T::real(beta));
            match kind {
                Update::Herk => blas.herk_on(fill, op, (n, k), T::real(alpha.0), a, beta, c, st),
                Update::Her2k => blas.her2k_on(fill, op, (n, k), T::from_z(alpha), a, b, beta, c, st),
                _ => blas.herkx_on(fill, op, (n, k), T::from_z(alpha), a, b, beta, c, st),
            }
        })?;
    }
    let (m, n, k) = (33, 17, 20);
    let s = GemmShape::packed(Op::C, Op::N, m, n, k);
    let (a, b, c) = (zs::<T>(k * m, 90), zs::<T>(k * n, 91), zs::<T>(m * n, 92));
    let (da, db) = (up::<T>(st, &a)?, up::<T>(st, &b)?);
    let mut dc = up::<T>(st, &c)?;
    let (alpha, beta) = (Z(0.5, -0.25), Z(1.0, 0.5));
    blas.gemm3m_on(s, T::from_z(alpha), &da, &db, T::from_z(beta), &mut dc, st)?;
    let want: Vec<Z> = (0..m * n)
        .map(|x| {
            let (i, j) = (x % m, x / m);
            alpha * dot(k, |p| a[p + i * k].conj(), |p| b[p + j * k]) + beta * c[x]
        })
        .collect();
    // The Gauss product sums differences of products: a few times the rounding of `gemm`.
    close_within::<T>("gemm3m", &down(&dc)?, &want, 10.0 * T::TOL);
    Ok(())
}

fn every_level_three_routine_matches_the_host_in_each_type() -> TestResult {
    let Some((g, mut blas)) = setup("cublas_level3::each_type") else {
        return Ok(());
    };
    let st = g.ctx.stream()?;
    each_type::<f32>(&mut blas, &st)?;
    each_type::<f64>(&mut blas, &st)?;
    each_type::<cuComplex>(&mut blas, &st)?;
    each_type::<cuDoubleComplex>(&mut blas, &st)?;
    hermitian::<cuComplex>(&mut blas, &st)?;
    hermitian::<cuDoubleComplex>(&mut blas, &st)?;
    println!("cublas_level3::each_type: symm syr2k syrkx trmm dgmm gemmBatched trsmBatched (4 types), hemm herk her2k herkx gemm3m (2 types) match");
    Ok(())
}

/// `C_i += A_i B_i` captured as a pointer batch: the graph holds the address arrays (made by the
/// call), the operands and the handle, so it replays right after all of them are dropped.
fn a_captured_pointer_batch_replays_after_its_operands_and_handle_are_gone() -> TestResult {
    let Some((g, mut blas)) = setup("cublas_level3::captured_batch") else {
        return Ok(());
    };
    let (m, n, k) = (8, 6, 5);
    let shape = GemmShape::packed(Op::N, Op::N, m, n, k);
    let host = |v: &[f64]| v.iter().map(|&x| x as f32).collect::<Vec<_>>();
    let (a, b) = ([values(m * k, 31), values(m * k, 32)], values(k * n, 33));
    let da = [
        DeviceBuffer::from_slice(&g.stream, &host(&a[0]))?,
        DeviceBuffer::from_slice(&g.stream, &host(&a[1]))?,
    ];
    let db = DeviceBuffer::from_slice(&g.stream, &host(&b))?;
    let mut c0 = DeviceBuffer::<f32>::zeroed(&g.stream, m * n)?;
    let mut c1 = DeviceBuffer::<f32>::zeroed(&g.stream, m * n)?;
    let graph = g.ctx.capture(|st| {
        blas.gemm_batched_on(shape, 1.0, &[&da[0], &da[1]], &[&db, &db], 1.0, &mut [&mut c0, &mut c1], st)
            .map_err(cuda_driver::Error::from)
    })?;
    let exec = graph.instantiate()?;
    drop(graph);
    drop((da, db, blas));
    for replay in 1..=2 {
        exec.launch(&g.stream)?;
        for (i, c) in [&c0, &c1].into_iter().enumerate() {
            let got: Vec<f64> = c.to_vec()?.into_iter().map(f64::from).collect();
            let once = reference(&shape, 1.0, &a[i], &b, 0.0, &vec![0.0; m * n]);
            let want: Vec<f64> = once.iter().map(|x| x * f64::from(replay)).collect();
            let err = relative_error(&got, &want);
            assert!(err < 1e-5, "replay {replay}, product {i}: relative error {err}");
        }
    }
    println!("cublas_level3::captured_batch: two replays after the operands and the handle were dropped match");
    Ok(())
}

tests![
    every_level_three_routine_matches_the_host_in_each_type,
    a_captured_pointer_batch_replays_after_its_operands_and_handle_are_gone,
];
