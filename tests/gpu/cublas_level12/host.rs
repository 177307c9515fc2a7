//! The host's side of the level-1/2 tests: complex numbers in f64 (a real type's values have a zero
//! imaginary part, so one formula serves all four types), the element types as those numbers, BLAS's
//! storages (full with padding, band, packed) built from a dense matrix, and the reference products.

use std::ops::{Add, Mul, Neg, Sub};

use cuda_cublas::sys::{cuComplex, cuDoubleComplex};
use cuda_cublas::{Diag, Fill, Hermitian, Op};

use super::super::cublas_common::values;

/// A complex number in f64.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct C(pub f64, pub f64);

impl C {
    pub fn conj(self) -> C {
        C(self.0, -self.1)
    }
    pub fn abs1(self) -> f64 {
        self.0.abs() + self.1.abs()
    }
    pub fn norm2(self) -> f64 {
        self.0 * self.0 + self.1 * self.1
    }
    pub fn re(x: f64) -> C {
        C(x, 0.0)
    }
}

impl Add for C {
    type Output = C;
    fn add(self, o: C) -> C {
        C(self.0 + o.0, self.1 + o.1)
    }
}

impl Sub for C {
    type Output = C;
    fn sub(self, o: C) -> C {
        C(self.0 - o.0, self.1 - o.1)
    }
}

impl Mul for C {
    type Output = C;
    fn mul(self, o: C) -> C {
        C(self.0 * o.0 - self.1 * o.1, self.0 * o.1 + self.1 * o.0)
    }
}

impl Neg for C {
    type Output = C;
    fn neg(self) -> C {
        C(-self.0, -self.1)
    }
}

/// An element type of the tests: its values as [`C`], its tolerance.
pub(super) trait Num: Hermitian + std::fmt::Debug {
    const NAME: &'static str;
    const COMPLEX: bool;
    /// The largest relative error accepted (f32: ~1e-6 per operation, summed).
    const TOL: f64;
    fn of(c: C) -> Self;
    fn c(self) -> C;
    fn real(x: f64) -> Self::Real;
    fn unreal(r: Self::Real) -> f64;
}

macro_rules! real {
    ($($t:ty, $tol:expr;)*) => {$(
        impl Num for $t {
            const NAME: &'static str = stringify!($t);
            const COMPLEX: bool = false;
            const TOL: f64 = $tol;
            fn of(c: C) -> Self { c.0 as $t }
            fn c(self) -> C { C::re(f64::from(self)) }
            fn real(x: f64) -> $t { x as $t }
            fn unreal(r: $t) -> f64 { f64::from(r) }
        }
    )*};
}

macro_rules! complex {
    ($($t:ty, $r:ty, $tol:expr;)*) => {$(
        impl Num for $t {
            const NAME: &'static str = stringify!($t);
            const COMPLEX: bool = true;
            const TOL: f64 = $tol;
            fn of(c: C) -> Self { <$t>::new().with_x(c.0 as $r).with_y(c.1 as $r) }
            fn c(self) -> C { C(f64::from(self.x()), f64::from(self.y())) }
            fn real(x: f64) -> $r { x as $r }
            fn unreal(r: $r) -> f64 { f64::from(r) }
        }
    )*};
}

real! { f32, 2e-5; f64, 1e-12; }
complex! { cuComplex, f32, 2e-5; cuDoubleComplex, f64, 1e-12; }

/// `len` values in [-1, 1) (and as many imaginary parts for a complex type), from `seed`, each
/// exactly as `T` holds it (the reference starts from what the device is given).
pub(super) fn cvalues<T: Num>(len: usize, seed: u64) -> Vec<C> {
    let re = values(len, seed);
    let im = if T::COMPLEX {
        values(len, seed ^ 0x5555)
    } else {
        vec![0.0; len]
    };
    re.into_iter()
        .zip(im)
        .map(|(a, b)| T::of(C(a, b)).c())
        .collect()
}

/// What the padding and the unused parts of a storage hold: cuBLAS must neither read it into a result
/// nor write it. Of the values' size (a larger one would loosen every relative comparison) and real
/// (a real type holds no imaginary part).
pub(super) const JUNK: C = C(0.375, 0.0);

/// `v` placed from `off`, `inc` apart, in `len` elements of junk.
pub(super) fn spread(v: &[C], off: usize, inc: usize, len: usize) -> Vec<C> {
    let mut out = vec![JUNK; len];
    for (i, &x) in v.iter().enumerate() {
        out[off + i * inc] = x;
    }
    out
}

/// The elements `off`, `off + inc`, ... (`n` of them) of `v`.
pub(super) fn gather(v: &[C], off: usize, inc: usize, n: usize) -> Vec<C> {
    (0..n).map(|i| v[off + i * inc]).collect()
}

/// A dense `rows × cols` matrix, column-major.
#[derive(Clone, Debug)]
pub(super) struct Dense {
    pub rows: usize,
    pub cols: usize,
    pub v: Vec<C>,
}

impl Dense {
    pub fn new(rows: usize, cols: usize, f: impl Fn(usize, usize) -> C) -> Dense {
        let mut v = Vec::with_capacity(rows * cols);
        for j in 0..cols {
            for i in 0..rows {
                v.push(f(i, j));
            }
        }
        Dense { rows, cols, v }
    }
    pub fn at(&self, i: usize, j: usize) -> C {
        self.v[i + j * self.rows]
    }

    /// Stored with leading dimension `ld`, the padding junk.
    pub fn full(&self, ld: usize) -> Vec<C> {
        let mut out = vec![JUNK; ld * (self.cols - 1) + self.rows];
        for j in 0..self.cols {
            for i in 0..self.rows {
                out[i + j * ld] = self.at(i, j);
            }
        }
        out
    }

    /// In BLAS's band storage, `kl` bands below the diagonal and `ku` above, leading dimension `ld`.
    pub fn band(&self, kl: usize, ku: usize, ld: usize) -> Vec<C> {
        let mut out = vec![JUNK; ld * (self.cols - 1) + kl + ku + 1];
        for j in 0..self.cols {
            for i in j.saturating_sub(ku)..self.rows.min(j + kl + 1) {
                out[ku + i - j + j * ld] = self.at(i, j);
            }
        }
        out
    }

    /// The `fill` triangle, packed column by column.
    pub fn packed(&self, fill: Fill) -> Vec<C> {
        let mut out = Vec::new();
        for j in 0..self.cols {
            let rows = match fill {
                Fill::Upper => 0..j + 1,
                Fill::Lower => j..self.rows,
            };
            out.extend(rows.map(|i| self.at(i, j)));
        }
        out
    }

    /// `op(self) x`.
    pub fn apply(&self, op: Op, x: &[C]) -> Vec<C> {
        let (r, c) = if op == Op::N {
            (self.rows, self.cols)
        } else {
            (self.cols, self.rows)
        };
        let e = |i: usize, j: usize| match op {
            Op::N => self.at(i, j),
            Op::T => self.at(j, i),
            Op::C => self.at(j, i).conj(),
        };
        (0..r)
            .map(|i| (0..c).fold(C::default(), |s, j| s + e(i, j) * x[j]))
            .collect()
    }
}

/// Whether `(i, j)` is in the `fill` triangle and within `k` bands of the diagonal.
pub(super) fn inside(fill: Fill, k: usize, i: usize, j: usize) -> bool {
    let tri = match fill {
        Fill::Upper => i <= j,
        Fill::Lower => i >= j,
    };
    tri && i.abs_diff(j) <= k
}

/// The triangular matrix cuBLAS sees in the `fill` triangle (`k` bands) of `d`, diagonal per `diag`.
pub(super) fn triangular(d: &Dense, fill: Fill, diag: Diag, k: usize) -> Dense {
    Dense::new(d.rows, d.cols, |i, j| {
        if i == j && diag == Diag::Unit {
            C::re(1.0)
        } else if inside(fill, k, i, j) {
            d.at(i, j)
        } else {
            C::default()
        }
    })
}

/// The symmetric (`hermitian == false`) or Hermitian matrix cuBLAS sees in the `fill` triangle
/// (`k` bands) of `d`: the other triangle mirrored (conjugated for Hermitian).
pub(super) fn mirrored(d: &Dense, fill: Fill, k: usize, hermitian: bool) -> Dense {
    Dense::new(d.rows, d.cols, |i, j| {
        let v = if inside(fill, k, i, j) {
            d.at(i, j)
        } else if inside(fill, k, j, i) {
            let m = d.at(j, i);
            if hermitian {
                m.conj()
            } else {
                m
            }
        } else {
            C::default()
        };
        if hermitian && i == j {
            C::re(v.0)
        } else {
            v
        }
    })
}

/// `alpha a + beta b`, element by element.
pub(super) fn axpby(alpha: C, a: &[C], beta: C, b: &[C]) -> Vec<C> {
    a.iter()
        .zip(b)
        .map(|(&x, &y)| alpha * x + beta * y)
        .collect()
}

/// Test matrices with a strong diagonal (the solves stay well conditioned).
pub(super) fn solvable<T: Num>(n: usize, seed: u64) -> Dense {
    let v = cvalues::<T>(n * n, seed);
    Dense::new(n, n, |i, j| {
        let x = v[i + j * n];
        if i == j {
            C(2.0 + x.0.abs(), x.1)
        } else {
            C(0.2 * x.0, 0.2 * x.1)
        }
    })
}
