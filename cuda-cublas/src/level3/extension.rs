//! cuBLAS's BLAS-like extensions of level-3 shape: `geam` (`C = alpha op(A) + beta op(B)`: a
//! transpose, a scaled sum, a copy with leading dimensions) and `dgmm` (`C = A diag(x)` or
//! `C = diag(x) A`). cuBLAS lets either write over an input; here `C` is borrowed mutably apart from
//! them, so it never does.

use cuda_driver::{DeviceBuffer, Stream};

use super::{dims, Blas3, Side};
use crate::error::{invalid, Error};
use crate::handle::Handle;
use crate::shape::Op;

impl Handle {
    /// `C = alpha op(A) + beta op(B)` (`cublas?geam`), `C` being `m × n`, on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a leading dimension below its matrix's rows, a buffer shorter
    /// than its matrix, a size past `int`, a stream of another context; [`Error::Driver`];
    /// [`Error::Cublas`].
    #[allow(clippy::too_many_arguments)]
    pub fn geam_on<T: Blas3>(
        &mut self,
        (op_a, op_b): (Op, Op),
        (m, n): (usize, usize),
        alpha: T,
        (a, lda): (&DeviceBuffer<T>, usize),
        beta: T,
        (b, ldb): (&DeviceBuffer<T>, usize),
        (c, ldc): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        let (ar, ac) = op_a.stored(m, n);
        let (br, bc) = op_b.stored(m, n);
        let mn = dims("cublas?geam", (m, n), ["m", "n"])?;
        let ops = [op_a.raw(), op_b.raw()];
        let reads = [(a, "A", ar, ac, lda), (b, "B", br, bc, ldb)];
        // SAFETY: `?geam` reads A and B and writes C within the shapes `three` checks.
        unsafe {
            self.three(
                "cublas?geam",
                reads,
                (c, m, n, ldc),
                stream,
                |l, h, (a, b, c)| T::geam(l, h, ops, mn, &alpha, a, &beta, b, c),
            )
        }
    }

    /// `C = A diag(x)` (`side` right, `x` of `n` elements) or `C = diag(x) A` (left, `x` of `m`),
    /// `A` and `C` `m × n` (`cublas?dgmm`), on `stream`. `x` is read with stride `incx` (at least 1).
    ///
    /// # Errors
    /// As [`geam_on`](Self::geam_on); an `incx` of 0 or an `x` shorter than the diagonal it strides.
    #[allow(clippy::too_many_arguments)]
    pub fn dgmm_on<T: Blas3>(
        &mut self,
        side: Side,
        (m, n): (usize, usize),
        (a, lda): (&DeviceBuffer<T>, usize),
        (x, incx): (&DeviceBuffer<T>, usize),
        (c, ldc): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?dgmm";
        let mn = dims(WHAT, (m, n), ["m", "n"])?;
        if incx == 0 {
            return Err(invalid(format!("{WHAT}: incx is 0")));
        }
        // x as a 1 × order matrix with leading dimension incx: the same span.
        let reads = [(a, "A", m, n, lda), (x, "x", 1, side.order(m, n), incx)];
        let side = side.raw();
        // SAFETY: `?dgmm` reads A and x and writes C within the shapes `three` checks.
        unsafe {
            self.three(WHAT, reads, (c, m, n, ldc), stream, |l, h, (a, x, c)| {
                T::dgmm(l, h, side, mn, a, x, c)
            })
        }
    }
}
