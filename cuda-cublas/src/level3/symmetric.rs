//! Symmetric level 3: the rank-k update `syrk`, the rank-2k updates `syr2k` and `syrkx`, and the
//! product `symm`, with the two checks they share with their Hermitian twins (`Handle::rank_k_update`,
//! `Handle::sided`).

use cuda_driver::{DeviceBuffer, Stream};
use cuda_struct::CudaField;

use super::raw::{Sided, Update};
use super::{dims, Blas3, Fill, Side};
use crate::error::{invalid, Error};
use crate::handle::Handle;
use crate::shape::Op;
use crate::sys::{cuComplex, cuDoubleComplex, cublasHandle_t};
use crate::{Cublas, CublasError};

/// Whether `T` is one of the complex BLAS types, whose symmetric updates take `N` and `T` alone
/// (a type test, so that the public [`Blas3`] grows no item a user's trait could clash with).
fn complex<T: 'static>() -> bool {
    use core::any::TypeId;
    let t = TypeId::of::<T>();
    t == TypeId::of::<cuComplex>() || t == TypeId::of::<cuDoubleComplex>()
}

/// An operand with its leading dimension.
type Operand<'a, T> = (&'a DeviceBuffer<T>, usize);
/// The written operand with its leading dimension.
type Written<'a, T> = (&'a mut DeviceBuffer<T>, usize);

impl Handle {
    /// Checks a rank-k (`b` none) or rank-2k update — `C` `n × n`, `op(A)` and `op(B)` `n × k` —
    /// against the buffers and queues `call` with the operands' addresses (`B`'s that of `A` when
    /// none is given). `refused` is the operation the routine does not take, if any: it is an
    /// [`Error::InvalidArgument`] naming the routine.
    ///
    /// # Safety
    /// `call` makes the one cuBLAS call the [`Update`] describes: it reads `A` (and `B`) and writes
    /// the `fill` triangle of `C` within the checked shapes.
    #[allow(clippy::too_many_arguments)]
    pub(super) unsafe fn rank_k_update<T: CudaField>(
        &mut self,
        what: &'static str,
        (fill, op, refused): (Fill, Op, Option<Op>),
        (n, k): (usize, usize),
        (a, lda): Operand<'_, T>,
        b: Option<Operand<'_, T>>,
        (c, ldc): Written<'_, T>,
        stream: &Stream,
        call: impl FnOnce(&'static Cublas, cublasHandle_t, &Update<T>) -> Result<(), CublasError>,
    ) -> Result<(), Error> {
        if refused == Some(op) {
            // The refused one is `T` or `C`; the routine takes `N` and the other.
            let other = if op == Op::T { Op::C } else { Op::T };
            return Err(invalid(format!(
                "{what}: op is Op::{op:?}; the routine takes Op::N or Op::{other:?}"
            )));
        }
        let (ar, ac) = op.stored(n, k);
        let (b, ldb) = b.unwrap_or((a, lda));
        let [cn, ck] = dims(what, (n, k), ["n", "k"])?;
        let (uplo, op) = (fill.raw(), op.raw());
        let reads = [(a, "A", ar, ac, lda), (b, "B", ar, ac, ldb)];
        // SAFETY: the update reads A and B and writes C within the shapes checked by `three`, and
        // `call` as the caller promises.
        unsafe {
            self.three(what, reads, (c, n, n, ldc), stream, |l, h, (a, b, c)| {
                let (n, k) = (cn, ck);
                call(
                    l,
                    h,
                    &Update {
                        uplo,
                        op,
                        n,
                        k,
                        a,
                        b,
                        c,
                    },
                )
            })
        }
    }

    /// Checks a product with a symmetric or Hermitian `A` — `B` and `C` `m × n`, `A` square on
    /// `side` — against the buffers and queues `call` with the operands' addresses.
    ///
    /// # Safety
    /// `call` makes the one cuBLAS call the [`Sided`] describes: it reads the `fill` triangle of `A`
    /// and `B`, and writes `C`, within the checked shapes.
    #[allow(clippy::too_many_arguments)]
    pub(super) unsafe fn sided<T: CudaField>(
        &mut self,
        what: &'static str,
        (side, fill): (Side, Fill),
        (m, n): (usize, usize),
        (a, lda): Operand<'_, T>,
        (b, ldb): Operand<'_, T>,
        (c, ldc): Written<'_, T>,
        stream: &Stream,
        call: impl FnOnce(&'static Cublas, cublasHandle_t, &Sided<T>) -> Result<(), CublasError>,
    ) -> Result<(), Error> {
        let order = side.order(m, n);
        let [cm, cn] = dims(what, (m, n), ["m", "n"])?;
        let (side, uplo) = (side.raw(), fill.raw());
        let reads = [(a, "A", order, order, lda), (b, "B", m, n, ldb)];
        // SAFETY: the product reads A and B and writes C within the shapes checked by `three`, and
        // `call` as the caller promises.
        unsafe {
            self.three(what, reads, (c, m, n, ldc), stream, |l, h, (a, b, c)| {
                let (m, n) = (cm, cn);
                call(
                    l,
                    h,
                    &Sided {
                        side,
                        uplo,
                        m,
                        n,
                        a,
                        b,
                        c,
                    },
                )
            })
        }
    }

    /// The triangle `fill` of `C = alpha op(A) op(A)ᵀ + beta C` (`cublas?syrk`), `C` being `n × n`
    /// (leading dimension `ldc`), `op(A)` `n × k` (`A` stored with leading dimension `lda`), on
    /// `stream`. The other triangle of `C` is not touched.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a leading dimension below its matrix's rows, a buffer shorter
    /// than its matrix, a size past `int`, a stream of another context, or [`Op::C`] with a complex
    /// type (the complex `syrk` takes `N` and `T`); [`Error::Driver`]; [`Error::Cublas`].
    #[allow(clippy::too_many_arguments)]
    pub fn syrk_on<T: Blas3>(
        &mut self,
        fill: Fill,
        op: Op,
        nk: (usize, usize),
        alpha: T,
        a: Operand<'_, T>,
        beta: T,
        c: Written<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: `?syrk` reads A and writes the triangle of C the update describes.
        unsafe {
            self.rank_k_update(
                "cublas?syrk",
                (fill, op, complex::<T>().then_some(Op::C)),
                nk,
                a,
                None,
                c,
                stream,
                |l, h, u| T::syrk(l, h, u, &alpha, &beta),
            )
        }
    }

    /// The triangle `fill` of `C = alpha (op(A) op(B)ᵀ + op(B) op(A)ᵀ) + beta C`
    /// (`cublas?syr2k`), `C` `n × n`, `op(A)` and `op(B)` `n × k`, on `stream`.
    ///
    /// # Errors
    /// As [`syrk_on`](Self::syrk_on).
    #[allow(clippy::too_many_arguments)]
    pub fn syr2k_on<T: Blas3>(
        &mut self,
        fill: Fill,
        op: Op,
        nk: (usize, usize),
        alpha: T,
        a: Operand<'_, T>,
        b: Operand<'_, T>,
        beta: T,
        c: Written<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: `?syr2k` reads A and B and writes the triangle of C the update describes.
        unsafe {
            self.rank_k_update(
                "cublas?syr2k",
                (fill, op, complex::<T>().then_some(Op::C)),
                nk,
                a,
                Some(b),
                c,
                stream,
                |l, h, u| T::syr2k(l, h, u, &alpha, &beta),
            )
        }
    }

    /// The triangle `fill` of `C = alpha op(A) op(B)ᵀ + beta C` (`cublas?syrkx`), `C` `n × n`,
    /// `op(A)` and `op(B)` `n × k`, on `stream`: a variation of `syrk` for a product known to be
    /// symmetric (`B` a scaled `A`, say); only the triangle is computed.
    ///
    /// # Errors
    /// As [`syrk_on`](Self::syrk_on).
    #[allow(clippy::too_many_arguments)]
    pub fn syrkx_on<T: Blas3>(
        &mut self,
        fill: Fill,
        op: Op,
        nk: (usize, usize),
        alpha: T,
        a: Operand<'_, T>,
        b: Operand<'_, T>,
        beta: T,
        c: Written<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: `?syrkx` reads A and B and writes the triangle of C the update describes.
        unsafe {
            self.rank_k_update(
                "cublas?syrkx",
                (fill, op, complex::<T>().then_some(Op::C)),
                nk,
                a,
                Some(b),
                c,
                stream,
                |l, h, u| T::syrkx(l, h, u, &alpha, &beta),
            )
        }
    }

    /// `C = alpha A B + beta C` (`side` left, `A` `m × m`) or `C = alpha B A + beta C` (right, `A`
    /// `n × n`), `A` symmetric with its `fill` triangle stored, `B` and `C` `m × n`
    /// (`cublas?symm`), on `stream`.
    ///
    /// # Errors
    /// As [`syrk_on`](Self::syrk_on).
    #[allow(clippy::too_many_arguments)]
    pub fn symm_on<T: Blas3>(
        &mut self,
        (side, fill): (Side, Fill),
        mn: (usize, usize),
        alpha: T,
        a: Operand<'_, T>,
        b: Operand<'_, T>,
        beta: T,
        c: Written<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: `?symm` reads A's triangle and B and writes C, as the arguments describe.
        unsafe {
            self.sided(
                "cublas?symm",
                (side, fill),
                mn,
                a,
                b,
                c,
                stream,
                |l, h, s| T::symm(l, h, s, &alpha, &beta),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_complex_types_are_told_from_the_real_ones() {
        assert!(complex::<cuComplex>() && complex::<cuDoubleComplex>());
        assert!(!complex::<f32>() && !complex::<f64>());
    }
}
