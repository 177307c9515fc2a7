//! Level 2: matrix-vector operations, for the four BLAS types, the vectors whole buffers or strided
//! views ([`Vector`](crate::Vector), [`VectorMut`](crate::VectorMut)).
//!
//! - `general.rs`: `gemv`, `gbmv` (banded), `ger` (= `gerc`), `gerc`, `geru`.
//! - `triangular.rs`: `trmv`, `trsv`, `tbmv`, `tbsv` (banded), `tpmv`, `tpsv` (packed).
//! - `symmetric.rs`: `symv`, `syr`, `syr2` (all four types: cuBLAS has complex symmetric ones too);
//!   the Hermitian `hemv`, `hbmv`, `hpmv`, `her`, `her2`, `hpr`, `hpr2` ([`Hermitian`]: for the
//!   complex types `cublasChemv`..., for the real types, where Hermitian is symmetric, the symmetric
//!   functions `cublasSsymv`, `cublasSsbmv`, `cublasSspmv`, `cublasSsyr`, ...), and the real names of
//!   those, `sbmv`, `spmv`, `spr`, `spr2`, for `f32` and `f64` ([`RealBlas`](crate::RealBlas)).
//!
//! Every matrix is checked against its buffer before the call: a full one (`rows × cols`, leading
//! dimension at least the rows), a banded one (`kl + ku + 1` stored rows per column, or `k + 1`, and
//! a leading dimension at least that), a packed triangle (`n (n + 1) / 2` elements); every vector
//! has the length the shape takes. The matrix a routine writes is a write use, every other operand a
//! read; a vector written (`y`, `x` of the triangular ones) is a write use.

use core::ffi::c_int;

use cuda_driver::{BufferUse, Stream};

use crate::error::Error;
use crate::handle::Handle;
use crate::level1::Blas;
use crate::raw::*;
use crate::sys::{cuComplex, cuDoubleComplex, cublasHandle_t, Table};
use crate::vector::{addresses, Vector, VectorMut};
use crate::{Cublas, CublasError};

mod general;
mod symmetric;
mod triangular;

pub use triangular::Triangle;

/// The level-2 C functions of one BLAS type that all four have, one macro line per type. Sealed
/// (through [`Scalar`](crate::Scalar)).
///
/// Each constant is the raw call of one C function; its safety contract is the C function's: a live
/// handle, device pointers that hold the shapes the arguments name.
pub trait Blas2: Blas {
    #[doc(hidden)]
    const GEMV: Gemv<Self>;
    #[doc(hidden)]
    const GBMV: Gbmv<Self>;
    /// `A += alpha x yᵀ` (`cublas?geru`; for the real types `cublas?ger`).
    #[doc(hidden)]
    const GERU: Ger<Self>;
    /// `A += alpha x yᴴ` (`cublas?gerc`; for the real types `cublas?ger`).
    #[doc(hidden)]
    const GERC: Ger<Self>;
    #[doc(hidden)]
    const SYMV: Symv<Self>;
    #[doc(hidden)]
    const SYR: Syr<Self, Self>;
    #[doc(hidden)]
    const SYR2: Syr2<Self>;
    #[doc(hidden)]
    const TRMV: Trmv<Self>;
    #[doc(hidden)]
    const TRSV: Trmv<Self>;
    #[doc(hidden)]
    const TBMV: Tbmv<Self>;
    #[doc(hidden)]
    const TBSV: Tbmv<Self>;
    #[doc(hidden)]
    const TPMV: Tpmv<Self>;
    #[doc(hidden)]
    const TPSV: Tpmv<Self>;
}

/// The Hermitian level-2 C functions of one type: `cublas?hemv`, `hbmv`, `hpmv`, `her`, `her2`,
/// `hpr`, `hpr2` for the complex types, and for the real types (a real Hermitian matrix is a
/// symmetric one) `cublas?symv`, `sbmv`, `spmv`, `syr`, `syr2`, `spr`, `spr2`. One macro line per
/// type. `her` and `hpr` take a real `alpha`.
pub trait Hermitian: Blas2 {
    #[doc(hidden)]
    const HEMV: Symv<Self>;
    #[doc(hidden)]
    const HBMV: Hbmv<Self>;
    #[doc(hidden)]
    const HPMV: Hpmv<Self>;
    #[doc(hidden)]
    const HER: Syr<Self, Self::Real>;
    #[doc(hidden)]
    const HER2: Syr2<Self>;
    #[doc(hidden)]
    const HPR: Hpr<Self, Self::Real>;
    #[doc(hidden)]
    const HPR2: Hpr2<Self>;
}

/// One `impl Blas2` per type, from the names of its C functions.
macro_rules! blas2 {
    ($($t:ty => $gemv:ident $gbmv:ident $geru:ident $gerc:ident $symv:ident $syr:ident $syr2:ident
        $trmv:ident $trsv:ident $tbmv:ident $tbsv:ident $tpmv:ident $tpsv:ident;)*) => {$(
        impl Blas2 for $t {
            const GEMV: Gemv<Self> = Table::$gemv;
            const GBMV: Gbmv<Self> = Table::$gbmv;
            const GERU: Ger<Self> = Table::$geru;
            const GERC: Ger<Self> = Table::$gerc;
            const SYMV: Symv<Self> = Table::$symv;
            const SYR: Syr<Self, Self> = Table::$syr;
            const SYR2: Syr2<Self> = Table::$syr2;
            const TRMV: Trmv<Self> = Table::$trmv;
            const TRSV: Trmv<Self> = Table::$trsv;
            const TBMV: Tbmv<Self> = Table::$tbmv;
            const TBSV: Tbmv<Self> = Table::$tbsv;
            const TPMV: Tpmv<Self> = Table::$tpmv;
            const TPSV: Tpmv<Self> = Table::$tpsv;
        }
    )*};
}

#[rustfmt::skip]
blas2! {
    f32 => cublasSgemv_v2 cublasSgbmv_v2 cublasSger_v2 cublasSger_v2 cublasSsymv_v2 cublasSsyr_v2
        cublasSsyr2_v2 cublasStrmv_v2 cublasStrsv_v2 cublasStbmv_v2 cublasStbsv_v2 cublasStpmv_v2
        cublasStpsv_v2;
    f64 => cublasDgemv_v2 cublasDgbmv_v2 cublasDger_v2 cublasDger_v2 cublasDsymv_v2 cublasDsyr_v2
        cublasDsyr2_v2 cublasDtrmv_v2 cublasDtrsv_v2 cublasDtbmv_v2 cublasDtbsv_v2 cublasDtpmv_v2
        cublasDtpsv_v2;
    cuComplex => cublasCgemv_v2 cublasCgbmv_v2 cublasCgeru_v2 cublasCgerc_v2 cublasCsymv_v2
        cublasCsyr_v2 cublasCsyr2_v2 cublasCtrmv_v2 cublasCtrsv_v2 cublasCtbmv_v2 cublasCtbsv_v2
        cublasCtpmv_v2 cublasCtpsv_v2;
    cuDoubleComplex => cublasZgemv_v2 cublasZgbmv_v2 cublasZgeru_v2 cublasZgerc_v2 cublasZsymv_v2
        cublasZsyr_v2 cublasZsyr2_v2 cublasZtrmv_v2 cublasZtrsv_v2 cublasZtbmv_v2 cublasZtbsv_v2
        cublasZtpmv_v2 cublasZtpsv_v2;
}

/// One `impl Hermitian` per type, from the names of its C functions.
macro_rules! hermitian {
    ($($t:ty => $hemv:ident $hbmv:ident $hpmv:ident $her:ident $her2:ident $hpr:ident
        $hpr2:ident;)*) => {$(
        impl Hermitian for $t {
            const HEMV: Symv<Self> = Table::$hemv;
            const HBMV: Hbmv<Self> = Table::$hbmv;
            const HPMV: Hpmv<Self> = Table::$hpmv;
            const HER: Syr<Self, Self::Real> = Table::$her;
            const HER2: Syr2<Self> = Table::$her2;
            const HPR: Hpr<Self, Self::Real> = Table::$hpr;
            const HPR2: Hpr2<Self> = Table::$hpr2;
        }
    )*};
}

#[rustfmt::skip]
hermitian! {
    f32 => cublasSsymv_v2 cublasSsbmv_v2 cublasSspmv_v2 cublasSsyr_v2 cublasSsyr2_v2 cublasSspr_v2
        cublasSspr2_v2;
    f64 => cublasDsymv_v2 cublasDsbmv_v2 cublasDspmv_v2 cublasDsyr_v2 cublasDsyr2_v2 cublasDspr_v2
        cublasDspr2_v2;
    cuComplex => cublasChemv_v2 cublasChbmv_v2 cublasChpmv_v2 cublasCher_v2 cublasCher2_v2
        cublasChpr_v2 cublasChpr2_v2;
    cuDoubleComplex => cublasZhemv_v2 cublasZhbmv_v2 cublasZhpmv_v2 cublasZher_v2 cublasZher2_v2
        cublasZhpr_v2 cublasZhpr2_v2;
}

/// A call of one cuBLAS function: given the library, the handle, the operands' addresses (in the
/// order of the uses) and the two vectors' increments.
trait Call:
    FnOnce(&'static Cublas, cublasHandle_t, [usize; 3], [c_int; 2]) -> Result<(), CublasError>
{
}

impl<F> Call for F where
    F: FnOnce(&'static Cublas, cublasHandle_t, [usize; 3], [c_int; 2]) -> Result<(), CublasError>
{
}

impl Handle {
    /// Queues a product `y = f(A, x)`: the matrix use `a` (a read), `x` read, `y` written; `call`
    /// gets the addresses of A, x and y.
    ///
    /// # Safety
    /// `call` makes one cuBLAS call that reads A within `a` and the vectors within their views (the
    /// caller checked the shapes against them), and writes y alone.
    unsafe fn product<T>(
        &mut self,
        what: &'static str,
        stream: &Stream,
        (a, x, y): (BufferUse<'_>, Vector<'_, T>, VectorMut<'_, T>),
        call: impl Call,
    ) -> Result<(), Error> {
        let ((_, incx), (_, incy)) = (x.ints(what, "n")?, y.ints(what, "n")?);
        let uses = vec![a, BufferUse::read(x.data), BufferUse::write(y.data)];
        let p = addresses(&uses);
        // SAFETY: the caller's contract.
        unsafe { self.queue(what, stream, uses, |l, h| call(l, h, p, [incx, incy])) }
    }

    /// Queues an update `A = f(A, x, y)`: `x` and `y` read, the matrix use `a` (a write); `call`
    /// gets the addresses of x, y and A.
    ///
    /// # Safety
    /// `call` makes one cuBLAS call that reads the vectors within their views and reads and writes A
    /// within `a` (the caller checked the shapes against them).
    unsafe fn update<T>(
        &mut self,
        what: &'static str,
        stream: &Stream,
        (x, y, a): (Vector<'_, T>, Vector<'_, T>, BufferUse<'_>),
        call: impl Call,
    ) -> Result<(), Error> {
        let ((_, incx), (_, incy)) = (x.ints(what, "n")?, y.ints(what, "n")?);
        let uses = vec![BufferUse::read(x.data), BufferUse::read(y.data), a];
        let p = addresses(&uses);
        // SAFETY: the caller's contract.
        unsafe { self.queue(what, stream, uses, |l, h| call(l, h, p, [incx, incy])) }
    }
}
