//! cuBLAS's BLAS-like extensions of level-3 shape: `geam` (`C = alpha op(A) + beta op(B)`: a
//! transpose, a scaled sum, a copy with leading dimensions) and `dgmm` (`C = A diag(x)` or
//! `C = diag(x) A`). cuBLAS lets either write over an input; here `C` is borrowed mutably apart from
//! them, so it never does.

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use super::{at, dims, matrix, Blas3, Side};
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
        const WHAT: &str = "cublas?geam";
        let (ar, ac) = op_a.stored(m, n);
        let (br, bc) = op_b.stored(m, n);
        let lda = matrix(WHAT, "A", a.len(), ar, ac, lda)?;
        let ldb = matrix(WHAT, "B", b.len(), br, bc, ldb)?;
        let ldc = matrix(WHAT, "C", c.len(), m, n, ldc)?;
        let mn = dims(WHAT, (m, n), ["m", "n"])?;
        let uses = vec![BufferUse::read(a), BufferUse::read(b), BufferUse::write(c)];
        let [pa, pb, pc] = [0, 1, 2].map(|i| at(&uses[i]));
        let ops = [op_a.raw(), op_b.raw()];
        // SAFETY: A, B and C within their checked spans; C written.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::geam(
                    l,
                    h,
                    ops,
                    mn,
                    &alpha,
                    (pa as *const T, lda),
                    &beta,
                    (pb as *const T, ldb),
                    (pc as *mut T, ldc),
                )
            })
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
        let lda = matrix(WHAT, "A", a.len(), m, n, lda)?;
        let ldc = matrix(WHAT, "C", c.len(), m, n, ldc)?;
        let mn = dims(WHAT, (m, n), ["m", "n"])?;
        let order = side.order(m, n);
        // x as a 1 × order matrix with leading dimension incx: the same span.
        if incx == 0 {
            return Err(invalid(format!("{WHAT}: incx is 0")));
        }
        let incx = matrix(WHAT, "x", x.len(), 1, order, incx)?;
        let uses = vec![BufferUse::read(a), BufferUse::read(x), BufferUse::write(c)];
        let [pa, px, pc] = [0, 1, 2].map(|i| at(&uses[i]));
        let side = side.raw();
        // SAFETY: A, x and C within their checked spans; C written.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::dgmm(
                    l,
                    h,
                    side,
                    mn,
                    (pa as *const T, lda),
                    (px as *const T, incx),
                    (pc as *mut T, ldc),
                )
            })
        }
    }
}
