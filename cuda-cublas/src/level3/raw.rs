//! [`Blas3`]: the level-3 C functions of one BLAS type, one macro line per type, and the argument
//! groups they share (the checked shapes with the operands' addresses).

use core::ffi::c_int;

use crate::gemm::Scalar;
use crate::sys::{
    cuComplex, cuDoubleComplex, cublasDiagType_t, cublasFillMode_t, cublasHandle_t,
    cublasOperation_t, cublasSideMode_t,
};
use crate::{Cublas, CublasError};

/// The arguments of a rank-k or rank-2k update (`?syrk`, `?syr2k`, `?syrkx`, `?herk`, `?her2k`,
/// `?herkx`): `C` `n × n`, `op(A)` and `op(B)` `n × k` (`B` unused by the rank-k forms).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Update<T> {
    pub uplo: cublasFillMode_t,
    pub op: cublasOperation_t,
    pub n: c_int,
    pub k: c_int,
    pub a: (*const T, c_int),
    pub b: (*const T, c_int),
    pub c: (*mut T, c_int),
}

/// The arguments of a product with a symmetric or Hermitian `A` (`?symm`, `?hemm`): `B` and `C`
/// `m × n`, `A` square on `side`.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Sided<T> {
    pub side: cublasSideMode_t,
    pub uplo: cublasFillMode_t,
    pub m: c_int,
    pub n: c_int,
    pub a: (*const T, c_int),
    pub b: (*const T, c_int),
    pub c: (*mut T, c_int),
}

/// The arguments of a triangular operation (`?trsm`, `?trmm`): `A` triangular on `side`, `B`
/// `m × n` (written by `trsm`, read by `trmm`), `C` `m × n` (written by `trmm`, unused by `trsm`).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Triangle<T> {
    pub side: cublasSideMode_t,
    pub uplo: cublasFillMode_t,
    pub op: cublasOperation_t,
    pub diag: cublasDiagType_t,
    pub m: c_int,
    pub n: c_int,
    pub a: (*const T, c_int),
    pub b: (*mut T, c_int),
    pub c: (*mut T, c_int),
}

/// The level-3 C functions of one BLAS type, one macro line per type. Sealed (through [`Scalar`]).
///
/// Every function's safety contract is the C function's: a live handle, and device pointers that
/// hold the shapes the arguments name (host pointers for the scalars).
#[allow(clippy::missing_safety_doc, clippy::too_many_arguments)]
pub trait Blas3: Scalar {
    #[doc(hidden)]
    unsafe fn syrk(
        l: &Cublas,
        h: cublasHandle_t,
        u: &Update<Self>,
        alpha: *const Self,
        beta: *const Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn syr2k(
        l: &Cublas,
        h: cublasHandle_t,
        u: &Update<Self>,
        alpha: *const Self,
        beta: *const Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn syrkx(
        l: &Cublas,
        h: cublasHandle_t,
        u: &Update<Self>,
        alpha: *const Self,
        beta: *const Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn symm(
        l: &Cublas,
        h: cublasHandle_t,
        s: &Sided<Self>,
        alpha: *const Self,
        beta: *const Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn trsm(
        l: &Cublas,
        h: cublasHandle_t,
        t: &Triangle<Self>,
        alpha: *const Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn trmm(
        l: &Cublas,
        h: cublasHandle_t,
        t: &Triangle<Self>,
        alpha: *const Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn geam(
        l: &Cublas,
        h: cublasHandle_t,
        ops: [cublasOperation_t; 2],
        mn: [c_int; 2],
        alpha: *const Self,
        a: (*const Self, c_int),
        beta: *const Self,
        b: (*const Self, c_int),
        c: (*mut Self, c_int),
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn dgmm(
        l: &Cublas,
        h: cublasHandle_t,
        side: cublasSideMode_t,
        mn: [c_int; 2],
        a: (*const Self, c_int),
        x: (*const Self, c_int),
        c: (*mut Self, c_int),
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn gemm_batched(
        l: &Cublas,
        h: cublasHandle_t,
        ops: [cublasOperation_t; 2],
        mnk: [c_int; 3],
        alpha: *const Self,
        a: (*const *const Self, c_int),
        b: (*const *const Self, c_int),
        beta: *const Self,
        c: (*const *mut Self, c_int),
        batch: c_int,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn trsm_batched(
        l: &Cublas,
        h: cublasHandle_t,
        t: &Triangle<Self>,
        alpha: *const Self,
        a: *const *const Self,
        b: *const *mut Self,
        batch: c_int,
    ) -> Result<(), CublasError>;
}

/// One `impl Blas3` per type, from the names of its C functions.
macro_rules! blas3 {
    ($($t:ty => $syrk:ident $syr2k:ident $syrkx:ident $symm:ident $trsm:ident $trmm:ident $geam:ident
        $dgmm:ident $gemmb:ident $trsmb:ident;)*) => {$(
        #[allow(clippy::too_many_arguments)]
        impl Blas3 for $t {
            unsafe fn syrk(l: &Cublas, h: cublasHandle_t, u: &Update<Self>, alpha: *const Self, beta: *const Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$syrk(h, u.uplo, u.op, u.n, u.k, alpha, u.a.0, u.a.1, beta, u.c.0, u.c.1) }
            }
            unsafe fn syr2k(l: &Cublas, h: cublasHandle_t, u: &Update<Self>, alpha: *const Self, beta: *const Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$syr2k(h, u.uplo, u.op, u.n, u.k, alpha, u.a.0, u.a.1, u.b.0, u.b.1, beta, u.c.0, u.c.1) }
            }
            unsafe fn syrkx(l: &Cublas, h: cublasHandle_t, u: &Update<Self>, alpha: *const Self, beta: *const Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$syrkx(h, u.uplo, u.op, u.n, u.k, alpha, u.a.0, u.a.1, u.b.0, u.b.1, beta, u.c.0, u.c.1) }
            }
            unsafe fn symm(l: &Cublas, h: cublasHandle_t, s: &Sided<Self>, alpha: *const Self, beta: *const Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$symm(h, s.side, s.uplo, s.m, s.n, alpha, s.a.0, s.a.1, s.b.0, s.b.1, beta, s.c.0, s.c.1) }
            }
            unsafe fn trsm(l: &Cublas, h: cublasHandle_t, t: &Triangle<Self>, alpha: *const Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$trsm(h, t.side, t.uplo, t.op, t.diag, t.m, t.n, alpha, t.a.0, t.a.1, t.b.0, t.b.1) }
            }
            unsafe fn trmm(l: &Cublas, h: cublasHandle_t, t: &Triangle<Self>, alpha: *const Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$trmm(h, t.side, t.uplo, t.op, t.diag, t.m, t.n, alpha, t.a.0, t.a.1, t.b.0, t.b.1, t.c.0, t.c.1) }
            }
            unsafe fn geam(
                l: &Cublas, h: cublasHandle_t, ops: [cublasOperation_t; 2], mn: [c_int; 2],
                alpha: *const Self, a: (*const Self, c_int), beta: *const Self,
                b: (*const Self, c_int), c: (*mut Self, c_int),
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$geam(h, ops[0], ops[1], mn[0], mn[1], alpha, a.0, a.1, beta, b.0, b.1, c.0, c.1) }
            }
            unsafe fn dgmm(
                l: &Cublas, h: cublasHandle_t, side: cublasSideMode_t, mn: [c_int; 2],
                a: (*const Self, c_int), x: (*const Self, c_int), c: (*mut Self, c_int),
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$dgmm(h, side, mn[0], mn[1], a.0, a.1, x.0, x.1, c.0, c.1) }
            }
            unsafe fn gemm_batched(
                l: &Cublas, h: cublasHandle_t, ops: [cublasOperation_t; 2], mnk: [c_int; 3],
                alpha: *const Self, a: (*const *const Self, c_int), b: (*const *const Self, c_int),
                beta: *const Self, c: (*const *mut Self, c_int), batch: c_int,
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe {
                    l.$gemmb(h, ops[0], ops[1], mnk[0], mnk[1], mnk[2], alpha, a.0, a.1, b.0, b.1,
                        beta, c.0, c.1, batch)
                }
            }
            unsafe fn trsm_batched(
                l: &Cublas, h: cublasHandle_t, t: &Triangle<Self>, alpha: *const Self,
                a: *const *const Self, b: *const *mut Self, batch: c_int,
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe {
                    l.$trsmb(h, t.side, t.uplo, t.op, t.diag, t.m, t.n, alpha, a, t.a.1, b, t.b.1,
                        batch)
                }
            }
        }
    )*};
}

// The columns: syrk syr2k syrkx symm trsm trmm geam dgmm gemmBatched trsmBatched.
blas3! {
    f32 => cublasSsyrk_v2 cublasSsyr2k_v2 cublasSsyrkx cublasSsymm_v2 cublasStrsm_v2
        cublasStrmm_v2 cublasSgeam cublasSdgmm cublasSgemmBatched cublasStrsmBatched;
    f64 => cublasDsyrk_v2 cublasDsyr2k_v2 cublasDsyrkx cublasDsymm_v2 cublasDtrsm_v2
        cublasDtrmm_v2 cublasDgeam cublasDdgmm cublasDgemmBatched cublasDtrsmBatched;
    cuComplex => cublasCsyrk_v2 cublasCsyr2k_v2 cublasCsyrkx cublasCsymm_v2 cublasCtrsm_v2
        cublasCtrmm_v2 cublasCgeam cublasCdgmm cublasCgemmBatched cublasCtrsmBatched;
    cuDoubleComplex => cublasZsyrk_v2 cublasZsyr2k_v2 cublasZsyrkx cublasZsymm_v2 cublasZtrsm_v2
        cublasZtrmm_v2 cublasZgeam cublasZdgmm cublasZgemmBatched cublasZtrsmBatched;
}
