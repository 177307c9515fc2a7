//! The prototypes of the raw calls the BLAS traits hold: each constant of [`Blas`](crate::Blas) and
//! its siblings is a method of the function [`Table`] as a pointer, by shape of the C function (`T`
//! the element type, `A` the type of a scalar argument where it differs).
#![allow(missing_docs)]

use core::ffi::c_int;

use crate::sys::{cublasDiagType_t, cublasFillMode_t, cublasHandle_t, cublasOperation_t, Table};
use crate::CublasError;

/// The pointer type of a table method taking the given arguments after the table:
/// `unsafe fn(&Table, A, B, ..) -> Result<(), CublasError>`.
macro_rules! call {
    ($($a:ty),*) => { unsafe fn(&Table, $($a),*) -> Result<(), CublasError> };
}

type H = cublasHandle_t;
type Uplo = cublasFillMode_t;
type Op = cublasOperation_t;
type Diag = cublasDiagType_t;
type I = c_int;

pub type Axpy<T> = call!(H, I, *const T, *const T, I, *mut T, I);
pub type Scal<T, A> = call!(H, I, *const A, *mut T, I);
pub type Xcopy<T> = call!(H, I, *const T, I, *mut T, I);
pub type Swap<T> = call!(H, I, *mut T, I, *mut T, I);
pub type Dot<T> = call!(H, I, *const T, I, *const T, I, *mut T);
pub type Norm<T, R> = call!(H, I, *const T, I, *mut R);
pub type Index<T> = call!(H, I, *const T, I, *mut I);
pub type Rot<T, R, S> = call!(H, I, *mut T, I, *mut T, I, *const R, *const S);
pub type Rotg<T, R> = call!(H, *mut T, *mut T, *mut R, *mut T);
pub type Rotm<T> = call!(H, I, *mut T, I, *mut T, I, *const T);
pub type Rotmg<T> = call!(H, *mut T, *mut T, *mut T, *const T, *mut T);
pub type Gemv<T> = call!(
    H,
    Op,
    I,
    I,
    *const T,
    *const T,
    I,
    *const T,
    I,
    *const T,
    *mut T,
    I
);
pub type Gbmv<T> = call!(
    H,
    Op,
    I,
    I,
    I,
    I,
    *const T,
    *const T,
    I,
    *const T,
    I,
    *const T,
    *mut T,
    I
);
pub type Ger<T> = call!(H, I, I, *const T, *const T, I, *const T, I, *mut T, I);
pub type Symv<T> = call!(
    H,
    Uplo,
    I,
    *const T,
    *const T,
    I,
    *const T,
    I,
    *const T,
    *mut T,
    I
);
pub type Syr<T, A> = call!(H, Uplo, I, *const A, *const T, I, *mut T, I);
pub type Syr2<T> = call!(H, Uplo, I, *const T, *const T, I, *const T, I, *mut T, I);
pub type Trmv<T> = call!(H, Uplo, Op, Diag, I, *const T, I, *mut T, I);
pub type Tbmv<T> = call!(H, Uplo, Op, Diag, I, I, *const T, I, *mut T, I);
pub type Tpmv<T> = call!(H, Uplo, Op, Diag, I, *const T, *mut T, I);
pub type Hbmv<T> = call!(
    H,
    Uplo,
    I,
    I,
    *const T,
    *const T,
    I,
    *const T,
    I,
    *const T,
    *mut T,
    I
);
pub type Hpmv<T> = call!(
    H,
    Uplo,
    I,
    *const T,
    *const T,
    *const T,
    I,
    *const T,
    *mut T,
    I
);
pub type Hpr<T, A> = call!(H, Uplo, I, *const A, *const T, I, *mut T);
pub type Hpr2<T> = call!(H, Uplo, I, *const T, *const T, I, *const T, I, *mut T);
