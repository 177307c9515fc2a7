//! Triangular level 3: the solve `trsm` (in place: `B` becomes `X`) and the product `trmm` in
//! cuBLAS's out-of-place form (`C = alpha op(A) B`). cuBLAS lets `trmm`'s `C` be `B` (the classic
//! in-place form) but no other overlap; here `B` is borrowed shared and `C` mutably, so they are
//! distinct buffers and never overlap.

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use super::raw::Triangle;
use super::{at, dims, matrix, Blas3, Diag, Fill, Side};
use crate::error::Error;
use crate::handle::Handle;
use crate::shape::Op;

/// What a triangular operation is: where `A` stands, which triangle is stored, how it enters, and
/// its diagonal.
pub type TriangleKind = (Side, Fill, Op, Diag);

/// Checks `A` (square on `side`, of the order `m` or `n`) and an `m × n` `B` against their
/// buffers; returns the [`Triangle`] without addresses and the checked leading dimensions.
pub(super) fn triangle<T>(
    what: &str,
    (side, fill, op, diag): TriangleKind,
    (m, n): (usize, usize),
    (a, lda): (usize, usize),
    (b, ldb): (usize, usize),
) -> Result<Triangle<T>, Error> {
    let order = side.order(m, n);
    let lda = matrix(what, "A", a, (order, order), lda)?;
    let ldb = matrix(what, "B", b, (m, n), ldb)?;
    let [cm, cn] = dims(what, (m, n), ["m", "n"])?;
    Ok(Triangle {
        side: side.raw(),
        uplo: fill.raw(),
        op: op.raw(),
        diag: diag.raw(),
        m: cm,
        n: cn,
        a: (core::ptr::null(), lda),
        b: (core::ptr::null_mut(), ldb),
        c: (core::ptr::null_mut(), ldb),
    })
}

impl Handle {
    /// Solves `op(A) X = alpha B` (`side` left, `A` `m × m`) or `X op(A) = alpha B` (right, `A`
    /// `n × n`) for `X`, `A` triangular (its `fill` triangle read, its diagonal per `diag`), `B` the
    /// `m × n` right-hand sides, overwritten by `X` (`cublas?trsm`), on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a leading dimension below its matrix's rows, a buffer shorter
    /// than its matrix, a size past `int`, a stream of another context; [`Error::Driver`];
    /// [`Error::Cublas`].
    #[allow(clippy::too_many_arguments)]
    pub fn trsm_on<T: Blas3>(
        &mut self,
        kind: TriangleKind,
        mn: (usize, usize),
        alpha: T,
        (a, lda): (&DeviceBuffer<T>, usize),
        (b, ldb): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?trsm";
        let mut t = triangle::<T>(WHAT, kind, mn, (a.len(), lda), (b.len(), ldb))?;
        let uses = vec![BufferUse::read(a), BufferUse::write(b)];
        t.a.0 = at(&uses[0]) as *const T;
        t.b.0 = at(&uses[1]) as *mut T;
        // SAFETY: A and B within their checked spans; B read and written.
        unsafe { self.queue(WHAT, stream, uses, |l, h| T::trsm(l, h, &t, &alpha)) }
    }

    /// `C = alpha op(A) B` (`side` left, `A` `m × m`) or `C = alpha B op(A)` (right, `A` `n × n`),
    /// `A` triangular (its `fill` triangle read, its diagonal per `diag`), `B` and `C` `m × n`
    /// (`cublas?trmm`, out of place), on `stream`.
    ///
    /// # Errors
    /// As [`trsm_on`](Self::trsm_on).
    #[allow(clippy::too_many_arguments)]
    pub fn trmm_on<T: Blas3>(
        &mut self,
        kind: TriangleKind,
        (m, n): (usize, usize),
        alpha: T,
        (a, lda): (&DeviceBuffer<T>, usize),
        (b, ldb): (&DeviceBuffer<T>, usize),
        (c, ldc): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?trmm";
        let mut t = triangle::<T>(WHAT, kind, (m, n), (usize::MAX, lda), (usize::MAX, ldb))?;
        let order = kind.0.order(m, n);
        let reads = [(a, "A", order, order, lda), (b, "B", m, n, ldb)];
        // SAFETY: `?trmm` reads A and B (through a `*mut` of the C prototype's `const`) and writes C
        // within the shapes `three` checks.
        unsafe {
            self.three(WHAT, reads, (c, m, n, ldc), stream, |l, h, (a, b, c)| {
                (t.a, t.b, t.c) = (a, (b.0.cast_mut(), b.1), c);
                T::trmm(l, h, &t, &alpha)
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_triangle_is_square_on_its_side_and_b_is_m_by_n() {
        let left = (Side::Left, Fill::Lower, Op::N, Diag::NonUnit);
        let right = (Side::Right, Fill::Upper, Op::T, Diag::Unit);
        // m = 3, n = 5: A is 3 × 3 from the left, 5 × 5 from the right.
        let t = triangle::<f32>("t", left, (3, 5), (9, 3), (15, 3)).unwrap();
        assert_eq!((t.m, t.n, t.a.1, t.b.1), (3, 5, 3, 3));
        assert!(triangle::<f32>("t", left, (3, 5), (8, 3), (15, 3)).is_err());
        assert!(triangle::<f32>("t", right, (3, 5), (24, 5), (15, 3)).is_err());
        let t = triangle::<f32>("t", right, (3, 5), (25, 5), (15, 3)).unwrap();
        assert_eq!(t.diag, Diag::Unit.raw());
        // B's leading dimension below m.
        let Err(Error::InvalidArgument(m)) = triangle::<f32>("t", left, (3, 5), (9, 3), (99, 2))
        else {
            panic!("ldb < m was not refused")
        };
        assert!(m.contains("leading dimension of B is 2"), "{m}");
    }
}
