//! The Hermitian routines of the two complex types ([`Complex`]): `hemm`, `herk`, `her2k`,
//! `herkx`, and the Gauss-complexity product `gemm3m`. Where cuBLAS's C function takes a real scalar
//! (`herk`'s `alpha` and `beta`, `her2k`'s and `herkx`'s `beta`: a Hermitian `C` keeps a real
//! diagonal only so), the method takes [`Complex::Real`].

use core::ffi::c_int;

use cuda_driver::{DeviceBuffer, Stream};

use super::raw::{Sided, Update};
use super::{Blas3, Fill, Side};
use crate::error::Error;
use crate::handle::Handle;
use crate::shape::{GemmShape, Op};
use crate::sys::{cuComplex, cuDoubleComplex, cublasHandle_t, cublasOperation_t};
use crate::{Cublas, CublasError};

/// The complex BLAS types, [`cuComplex`] and [`cuDoubleComplex`], with their Hermitian C functions,
/// one macro line per type. Sealed (through [`Scalar`](crate::Scalar)).
///
/// Every function's safety contract is the C function's: a live handle, and device pointers that
/// hold the shapes the arguments name (host pointers for the scalars).
#[allow(clippy::missing_safety_doc, clippy::too_many_arguments)]
pub trait Complex: Blas3 {
    /// The real type of the same precision (`f32`, `f64`): the real scalars' type.
    type Real: Copy + Send + Sync + 'static;
    #[doc(hidden)]
    unsafe fn hemm(
        l: &Cublas,
        h: cublasHandle_t,
        s: &Sided<Self>,
        alpha: *const Self,
        beta: *const Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn herk(
        l: &Cublas,
        h: cublasHandle_t,
        u: &Update<Self>,
        alpha: *const Self::Real,
        beta: *const Self::Real,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn her2k(
        l: &Cublas,
        h: cublasHandle_t,
        u: &Update<Self>,
        alpha: *const Self,
        beta: *const Self::Real,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn herkx(
        l: &Cublas,
        h: cublasHandle_t,
        u: &Update<Self>,
        alpha: *const Self,
        beta: *const Self::Real,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn gemm3m(
        lib: &Cublas,
        h: cublasHandle_t,
        ops: [cublasOperation_t; 2],
        mnk: [c_int; 3],
        alpha: *const Self,
        a: (*const Self, c_int),
        b: (*const Self, c_int),
        beta: *const Self,
        c: (*mut Self, c_int),
    ) -> Result<(), CublasError>;
}

/// One `impl Complex` per complex type, from its real type and the names of its C functions.
macro_rules! hermitian {
    ($($t:ty, $real:ty => $hemm:ident $herk:ident $her2k:ident $herkx:ident $gemm3m:ident;)*) => {$(
        #[allow(clippy::too_many_arguments)]
        impl Complex for $t {
            type Real = $real;
            unsafe fn hemm(l: &Cublas, h: cublasHandle_t, s: &Sided<Self>, alpha: *const Self, beta: *const Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$hemm(h, s.side, s.uplo, s.m, s.n, alpha, s.a.0, s.a.1, s.b.0, s.b.1, beta, s.c.0, s.c.1) }
            }
            unsafe fn herk(l: &Cublas, h: cublasHandle_t, u: &Update<Self>, alpha: *const $real, beta: *const $real) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$herk(h, u.uplo, u.op, u.n, u.k, alpha, u.a.0, u.a.1, beta, u.c.0, u.c.1) }
            }
            unsafe fn her2k(l: &Cublas, h: cublasHandle_t, u: &Update<Self>, alpha: *const Self, beta: *const $real) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$her2k(h, u.uplo, u.op, u.n, u.k, alpha, u.a.0, u.a.1, u.b.0, u.b.1, beta, u.c.0, u.c.1) }
            }
            unsafe fn herkx(l: &Cublas, h: cublasHandle_t, u: &Update<Self>, alpha: *const Self, beta: *const $real) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$herkx(h, u.uplo, u.op, u.n, u.k, alpha, u.a.0, u.a.1, u.b.0, u.b.1, beta, u.c.0, u.c.1) }
            }
            unsafe fn gemm3m(
                lib: &Cublas, h: cublasHandle_t, ops: [cublasOperation_t; 2], mnk: [c_int; 3],
                alpha: *const Self, a: (*const Self, c_int), b: (*const Self, c_int),
                beta: *const Self, c: (*mut Self, c_int),
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe {
                    lib.$gemm3m(h, ops[0], ops[1], mnk[0], mnk[1], mnk[2], alpha, a.0, a.1, b.0, b.1,
                        beta, c.0, c.1)
                }
            }
        }
    )*};
}

hermitian! {
    cuComplex, f32 => cublasChemm_v2 cublasCherk_v2 cublasCher2k_v2 cublasCherkx cublasCgemm3m;
    cuDoubleComplex, f64 => cublasZhemm_v2 cublasZherk_v2 cublasZher2k_v2 cublasZherkx cublasZgemm3m;
}

/// An operand with its leading dimension.
type Operand<'a, T> = (&'a DeviceBuffer<T>, usize);
/// The written operand with its leading dimension.
type Written<'a, T> = (&'a mut DeviceBuffer<T>, usize);

impl Handle {
    /// `C = alpha A B + beta C` (`side` left, `A` `m × m`) or `C = alpha B A + beta C` (right),
    /// `A` Hermitian with its `fill` triangle stored (the imaginary parts of its diagonal not read),
    /// `B` and `C` `m × n` (`cublas?hemm`), on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a leading dimension below its matrix's rows, a buffer shorter
    /// than its matrix, a size past `int`, a stream of another context; [`Error::Driver`];
    /// [`Error::Cublas`].
    #[allow(clippy::too_many_arguments)]
    pub fn hemm_on<T: Complex>(
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
        // SAFETY: `?hemm` reads A's triangle and B and writes C, as the arguments describe.
        unsafe {
            self.sided(
                "cublas?hemm",
                (side, fill),
                mn,
                a,
                b,
                c,
                stream,
                |l, h, s| T::hemm(l, h, s, &alpha, &beta),
            )
        }
    }

    /// The triangle `fill` of `C = alpha op(A) op(A)ᴴ + beta C` (`cublas?herk`), `alpha` and `beta`
    /// real, `C` `n × n` Hermitian, `op(A)` `n × k` (`op` [`Op::N`] or [`Op::C`]), on `stream`.
    ///
    /// # Errors
    /// As [`hemm_on`](Self::hemm_on); [`Error::InvalidArgument`] for [`Op::T`], which the
    /// Hermitian updates do not take.
    #[allow(clippy::too_many_arguments)]
    pub fn herk_on<T: Complex>(
        &mut self,
        fill: Fill,
        op: Op,
        nk: (usize, usize),
        alpha: T::Real,
        a: Operand<'_, T>,
        beta: T::Real,
        c: Written<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: `?herk` reads A and writes the triangle of C the update describes.
        unsafe {
            self.rank_k_update(
                "cublas?herk",
                (fill, op, Some(Op::T)),
                nk,
                a,
                None,
                c,
                stream,
                |l, h, u| T::herk(l, h, u, &alpha, &beta),
            )
        }
    }

    /// The triangle `fill` of `C = alpha op(A) op(B)ᴴ + conj(alpha) op(B) op(A)ᴴ + beta C`
    /// (`cublas?her2k`), `beta` real, `C` `n × n`, `op(A)` and `op(B)` `n × k`, on `stream`.
    ///
    /// # Errors
    /// As [`herk_on`](Self::herk_on).
    #[allow(clippy::too_many_arguments)]
    pub fn her2k_on<T: Complex>(
        &mut self,
        fill: Fill,
        op: Op,
        nk: (usize, usize),
        alpha: T,
        a: Operand<'_, T>,
        b: Operand<'_, T>,
        beta: T::Real,
        c: Written<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: `?her2k` reads A and B and writes the triangle of C the update describes.
        unsafe {
            self.rank_k_update(
                "cublas?her2k",
                (fill, op, Some(Op::T)),
                nk,
                a,
                Some(b),
                c,
                stream,
                |l, h, u| T::her2k(l, h, u, &alpha, &beta),
            )
        }
    }

    /// The triangle `fill` of `C = alpha op(A) op(B)ᴴ + beta C` (`cublas?herkx`), `beta` real, for
    /// a product known to be Hermitian; `C` `n × n`, `op(A)` and `op(B)` `n × k`, on `stream`.
    ///
    /// # Errors
    /// As [`herk_on`](Self::herk_on).
    #[allow(clippy::too_many_arguments)]
    pub fn herkx_on<T: Complex>(
        &mut self,
        fill: Fill,
        op: Op,
        nk: (usize, usize),
        alpha: T,
        a: Operand<'_, T>,
        b: Operand<'_, T>,
        beta: T::Real,
        c: Written<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: `?herkx` reads A and B and writes the triangle of C the update describes.
        unsafe {
            self.rank_k_update(
                "cublas?herkx",
                (fill, op, Some(Op::T)),
                nk,
                a,
                Some(b),
                c,
                stream,
                |l, h, u| T::herkx(l, h, u, &alpha, &beta),
            )
        }
    }

    /// `C = alpha op(A) op(B) + beta C` by the Gauss complexity reduction (`cublas?gemm3m`: three
    /// real products instead of four), checked and ordered as [`gemm_on`](Self::gemm_on).
    ///
    /// # Errors
    /// As [`gemm_on`](Self::gemm_on); [`Error::Cublas`] (`CUBLAS_STATUS_ARCH_MISMATCH`) on a GPU
    /// older than Maxwell.
    #[allow(clippy::too_many_arguments)]
    pub fn gemm3m_on<T: Complex>(
        &mut self,
        shape: GemmShape,
        alpha: T,
        a: &DeviceBuffer<T>,
        b: &DeviceBuffer<T>,
        beta: T,
        c: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: `?gemm3m` makes the product the shape describes, as `?gemm` does.
        unsafe {
            self.gemm_with(
                "cublas?gemm3m",
                T::gemm3m,
                shape,
                (alpha, beta),
                a,
                b,
                c,
                stream,
            )
        }
    }
}
