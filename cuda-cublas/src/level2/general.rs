//! General matrices: `gemv`, `gbmv` (banded), and the rank-1 updates `ger` (= `gerc`), `gerc`,
//! `geru`.

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use super::Blas2;
use crate::error::Error;
use crate::handle::Handle;
use crate::shape::{band, int, matrix, Op};
use crate::vector::{want, Vector, VectorMut};

/// The lengths `x` and `y` take for `op(A)` of a stored `m × n` `A`: `(n, m)`, or `(m, n)`
/// transposed.
fn operand_lengths(op: Op, m: usize, n: usize) -> (usize, usize) {
    if op == Op::N {
        (n, m)
    } else {
        (m, n)
    }
}

impl Handle {
    /// `y = alpha op(A) x + beta y` (`cublas?gemv`) on `stream`: `A` stored `m × n` with leading
    /// dimension `lda`, `x` of `n` elements and `y` of `m` (the other way round for a transpose).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an `lda` below `m`, an `A` shorter than the shape reaches, `x`
    /// or `y` of another length than the operation's, a size past `int`, a stream of another
    /// context; [`Error::Driver`], [`Error::Cublas`].
    #[allow(clippy::too_many_arguments)]
    pub fn gemv_on<'a, T: Blas2>(
        &mut self,
        op: Op,
        (m, n, lda): (usize, usize, usize),
        alpha: T,
        a: &DeviceBuffer<T>,
        x: impl Into<Vector<'a, T>>,
        beta: T,
        y: impl Into<VectorMut<'a, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?gemv";
        let (x, y) = (x.into(), y.into());
        let lda = matrix(WHAT, "A", a.len(), (m, n), lda)?;
        let (xn, yn) = operand_lengths(op, m, n);
        want(WHAT, "x", x.len(), xn)?;
        want(WHAT, "y", y.len(), yn)?;
        let [cm, cn] = [int(WHAT, "m", m)?, int(WHAT, "n", n)?];
        let raw = op.raw();
        // SAFETY: A within its checked span, x and y of the operation's lengths; y written.
        unsafe {
            self.product(
                WHAT,
                stream,
                (BufferUse::read(a), x, y),
                |l, h, [pa, px, py], [incx, incy]| {
                    (T::GEMV)(
                        l, h, raw, cm, cn, &alpha, pa as _, lda, px as _, incx, &beta, py as _,
                        incy,
                    )
                },
            )
        }
    }

    /// `y = alpha op(A) x + beta y` for a banded `m × n` `A` with `kl` bands below the diagonal and
    /// `ku` above (`cublas?gbmv`), stored in BLAS's band layout: column `j` of `A` in column `j` of
    /// the buffer, `A(i, j)` at row `ku + i - j`, leading dimension `lda >= kl + ku + 1`. `x` and `y`
    /// as for [`gemv_on`](Self::gemv_on).
    ///
    /// # Errors
    /// As [`gemv_on`](Self::gemv_on); an `lda` below `kl + ku + 1`.
    #[allow(clippy::too_many_arguments)]
    pub fn gbmv_on<'a, T: Blas2>(
        &mut self,
        op: Op,
        (m, n, kl, ku): (usize, usize, usize, usize),
        alpha: T,
        (a, lda): (&DeviceBuffer<T>, usize),
        x: impl Into<Vector<'a, T>>,
        beta: T,
        y: impl Into<VectorMut<'a, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?gbmv";
        let (x, y) = (x.into(), y.into());
        let lda = band(WHAT, a.len(), n, (kl, ku), lda)?;
        let (xn, yn) = operand_lengths(op, m, n);
        want(WHAT, "x", x.len(), xn)?;
        want(WHAT, "y", y.len(), yn)?;
        let [cm, cn, ckl, cku] = [
            int(WHAT, "m", m)?,
            int(WHAT, "n", n)?,
            int(WHAT, "kl", kl)?,
            int(WHAT, "ku", ku)?,
        ];
        let raw = op.raw();
        // SAFETY: the band storage within its checked span, x and y of the operation's lengths; y
        // written.
        unsafe {
            self.product(
                WHAT,
                stream,
                (BufferUse::read(a), x, y),
                |l, h, [pa, px, py], [incx, incy]| {
                    (T::GBMV)(
                        l, h, raw, cm, cn, ckl, cku, &alpha, pa as _, lda, px as _, incx, &beta,
                        py as _, incy,
                    )
                },
            )
        }
    }

    /// A rank-1 update through `call`, one of the trait's `ger`s.
    #[allow(clippy::too_many_arguments)]
    fn rank_one<T: Blas2>(
        &mut self,
        what: &'static str,
        call: crate::raw::Ger<T>,
        alpha: T,
        x: Vector<'_, T>,
        y: Vector<'_, T>,
        (a, lda): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        let (m, n) = (x.len(), y.len());
        let lda = matrix(what, "A", a.len(), (m, n), lda)?;
        let (cm, cn) = (int(what, "m", x.len())?, int(what, "n", y.len())?);
        // SAFETY: x and y of the shape's lengths, A within its checked span; A read and written.
        unsafe {
            self.update(
                what,
                stream,
                (x, y, BufferUse::write(a)),
                |l, h, [px, py, pa], [incx, incy]| {
                    call(
                        l, h, cm, cn, &alpha, px as _, incx, py as _, incy, pa as _, lda,
                    )
                },
            )
        }
    }
}

forward! {
    /// `A = alpha x yᵀ + A`, for the complex types `yᴴ`: the same as [`gerc_on`](Self::gerc_on)
    /// (`cublas?ger`, `cublas?gerc`), `A` being `m × n` with leading dimension `lda`, `x` of `m`
    /// elements and `y` of `n`, on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an `lda` below `m`, an `A` shorter than the shape, a size past
    /// `int`, a stream of another context; [`Error::Driver`]; [`Error::Cublas`].
    fn ger_on<Blas2>(alpha: T, x: impl Into<Vector<'a, T>>, y: impl Into<Vector<'a, T>>,
        a: (&mut DeviceBuffer<T>, usize)) -> () => rank_one("cublas?ger", GERC);
    /// `A = alpha x yᴴ + A` (`cublas?gerc`; for the real types `cublas?ger`), as
    /// [`ger_on`](Self::ger_on).
    ///
    /// # Errors
    /// As [`ger_on`](Self::ger_on).
    fn gerc_on<Blas2>(alpha: T, x: impl Into<Vector<'a, T>>, y: impl Into<Vector<'a, T>>,
        a: (&mut DeviceBuffer<T>, usize)) -> () => rank_one("cublas?gerc", GERC);
    /// `A = alpha x yᵀ + A`, unconjugated (`cublas?geru`; for the real types `cublas?ger`), as
    /// [`ger_on`](Self::ger_on).
    ///
    /// # Errors
    /// As [`ger_on`](Self::ger_on).
    fn geru_on<Blas2>(alpha: T, x: impl Into<Vector<'a, T>>, y: impl Into<Vector<'a, T>>,
        a: (&mut DeviceBuffer<T>, usize)) -> () => rank_one("cublas?geru", GERU);
}
