//! Triangular matrices: `x = op(A) x` (`trmv`, `tbmv`, `tpmv`) and the solves `op(A) x = b`, `b`
//! overwritten by `x` (`trsv`, `tbsv`, `tpsv`), `A` full, banded or packed. `n` is `x`'s length.
//! The solves do not test for singularity (cuBLAS's rule): a zero on the diagonal gives infinities or
//! NaNs, not an error.

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use super::Blas2;
use crate::error::Error;
use crate::handle::Handle;
use crate::shape::{band, int, matrix, packed, Op};
use crate::vector::{addresses, VectorMut};
use crate::{Diag, Fill};

/// Which triangle is stored, how it enters, and whether its diagonal is read.
pub type Triangle = (Fill, Op, Diag);

forward! {
    /// `x = op(A) x` (`cublas?trmv`), `A` an `n × n` triangular matrix (its `fill` triangle read,
    /// leading dimension `lda`), `n` being `x`'s length, on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an `lda` below `n`, an `A` shorter than the shape, a size past
    /// `int`, a stream of another context; [`Error::Driver`]; [`Error::Cublas`].
    fn trmv_on<Blas2>(t: Triangle, a: (&DeviceBuffer<T>, usize), x: impl Into<VectorMut<'a, T>>)
        -> () => full("cublas?trmv", TRMV);
    /// Solves `op(A) x = b` (`cublas?trsv`), `x` holding `b` and overwritten by the solution; `A` as
    /// for [`trmv_on`](Self::trmv_on).
    ///
    /// # Errors
    /// As [`trmv_on`](Self::trmv_on).
    fn trsv_on<Blas2>(t: Triangle, a: (&DeviceBuffer<T>, usize), x: impl Into<VectorMut<'a, T>>)
        -> () => full("cublas?trsv", TRSV);
    /// `x = op(A) x` (`cublas?tbmv`), `A` an `n × n` triangular band matrix with `k` bands beside
    /// the diagonal, stored in BLAS's band layout (`k + 1` rows per column: for [`Fill::Upper`]
    /// `A(i, j)` at row `k + i - j`, for [`Fill::Lower`] at row `i - j`), leading dimension
    /// `lda >= k + 1`, on `stream`.
    ///
    /// # Errors
    /// As [`trmv_on`](Self::trmv_on); an `lda` below `k + 1`.
    fn tbmv_on<Blas2>(t: Triangle, k: usize, a: (&DeviceBuffer<T>, usize),
        x: impl Into<VectorMut<'a, T>>) -> () => banded("cublas?tbmv", TBMV);
    /// Solves `op(A) x = b` (`cublas?tbsv`) for a triangular band `A` as in
    /// [`tbmv_on`](Self::tbmv_on), `x` holding `b` and overwritten by the solution.
    ///
    /// # Errors
    /// As [`tbmv_on`](Self::tbmv_on).
    fn tbsv_on<Blas2>(t: Triangle, k: usize, a: (&DeviceBuffer<T>, usize),
        x: impl Into<VectorMut<'a, T>>) -> () => banded("cublas?tbsv", TBSV);
    /// `x = op(A) x` (`cublas?tpmv`), `A` an `n × n` triangular matrix whose `fill` triangle is
    /// packed column by column in `ap` (`n (n + 1) / 2` elements), on `stream`.
    ///
    /// # Errors
    /// As [`trmv_on`](Self::trmv_on); an `ap` shorter than the packed triangle.
    fn tpmv_on<Blas2>(t: Triangle, ap: &DeviceBuffer<T>, x: impl Into<VectorMut<'a, T>>) -> ()
        => packed_triangle("cublas?tpmv", TPMV);
    /// Solves `op(A) x = b` (`cublas?tpsv`) for a packed triangular `A` as in
    /// [`tpmv_on`](Self::tpmv_on), `x` holding `b` and overwritten by the solution.
    ///
    /// # Errors
    /// As [`tpmv_on`](Self::tpmv_on).
    fn tpsv_on<Blas2>(t: Triangle, ap: &DeviceBuffer<T>, x: impl Into<VectorMut<'a, T>>) -> ()
        => packed_triangle("cublas?tpsv", TPSV);
}

impl Handle {
    /// `trmv` or `trsv` through `call`.
    fn full<T: Blas2>(
        &mut self,
        what: &'static str,
        call: crate::raw::Trmv<T>,
        (fill, op, d): Triangle,
        (a, lda): (&DeviceBuffer<T>, usize),
        x: VectorMut<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = x.len();
        let lda = matrix(what, "A", a.len(), (n, n), lda)?;
        let (cn, inc) = x.ints(what, "n")?;
        let uses = vec![BufferUse::read(a), BufferUse::write(x.data)];
        let [pa, px] = addresses(&uses);
        let (u, o, d) = (fill.raw(), op.raw(), d.raw());
        // SAFETY: A within its checked span, x of n elements read and written.
        unsafe {
            self.queue(what, stream, uses, |l, h| {
                call(l, h, u, o, d, cn, pa as _, lda, px as _, inc)
            })
        }
    }

    /// `tbmv` or `tbsv` through `call`.
    #[allow(clippy::too_many_arguments)]
    fn banded<T: Blas2>(
        &mut self,
        what: &'static str,
        call: crate::raw::Tbmv<T>,
        (fill, op, d): Triangle,
        k: usize,
        (a, lda): (&DeviceBuffer<T>, usize),
        x: VectorMut<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = x.len();
        let lda = band(what, a.len(), n, (k, 0), lda)?;
        let (cn, inc) = x.ints(what, "n")?;
        let ck = int(what, "k", k)?;
        let uses = vec![BufferUse::read(a), BufferUse::write(x.data)];
        let [pa, px] = addresses(&uses);
        let (u, o, d) = (fill.raw(), op.raw(), d.raw());
        // SAFETY: the band storage within its checked span, x of n elements read and written.
        unsafe {
            self.queue(what, stream, uses, |l, h| {
                call(l, h, u, o, d, cn, ck, pa as _, lda, px as _, inc)
            })
        }
    }

    /// `tpmv` or `tpsv` through `call`.
    fn packed_triangle<T: Blas2>(
        &mut self,
        what: &'static str,
        call: crate::raw::Tpmv<T>,
        (fill, op, d): Triangle,
        ap: &DeviceBuffer<T>,
        x: VectorMut<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = x.len();
        packed(what, ap.len(), n)?;
        let (cn, inc) = x.ints(what, "n")?;
        let uses = vec![BufferUse::read(ap), BufferUse::write(x.data)];
        let [pa, px] = addresses(&uses);
        let (u, o, d) = (fill.raw(), op.raw(), d.raw());
        // SAFETY: the packed triangle within `ap` (checked), x of n elements read and written.
        unsafe {
            self.queue(what, stream, uses, |l, h| {
                call(l, h, u, o, d, cn, pa as _, px as _, inc)
            })
        }
    }
}
