//! Level 3 beyond GEMM and the `geam` extension, for the four BLAS types: `syrk` (a symmetric rank-k
//! update), `trsm` (a triangular solve with many right-hand sides) and `geam` (`C = alpha op(A) + beta
//! op(B)`). The C functions of each type come from one macro line per type ([`Blas3`]); the methods
//! are generic over it and check every shape against the buffers first.

use core::ffi::c_int;

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use crate::error::{invalid, Error};
use crate::gemm::Scalar;
use crate::handle::Handle;
use crate::shape::{int, span, Op};
use crate::sys::{
    cuComplex, cuDoubleComplex, cublasDiagType_t, cublasFillMode_t, cublasHandle_t,
    cublasOperation_t, cublasSideMode_t,
};
use crate::{Cublas, CublasError};

/// Which triangle of a symmetric or triangular matrix is stored (and, for `syrk`, written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fill {
    /// The lower triangle (`CUBLAS_FILL_MODE_LOWER`).
    Lower,
    /// The upper triangle (`CUBLAS_FILL_MODE_UPPER`).
    Upper,
}

impl Fill {
    fn raw(self) -> cublasFillMode_t {
        match self {
            Fill::Lower => cublasFillMode_t::CUBLAS_FILL_MODE_LOWER,
            Fill::Upper => cublasFillMode_t::CUBLAS_FILL_MODE_UPPER,
        }
    }
}

/// On which side of `X` the triangular matrix stands in `trsm`: `op(A) X = alpha B` (left) or
/// `X op(A) = alpha B` (right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// `op(A) X = alpha B`, `A` being `m × m`.
    Left,
    /// `X op(A) = alpha B`, `A` being `n × n`.
    Right,
}

/// Whether a triangular matrix's diagonal is read (`NonUnit`) or taken as ones (`Unit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Diag {
    /// The diagonal as stored.
    NonUnit,
    /// Ones on the diagonal; the stored diagonal is not read.
    Unit,
}

/// The level-3 C functions of one BLAS type, one macro line per type. Sealed (through [`Scalar`]).
///
/// Every function's safety contract is the C function's: a live handle, and device pointers that
/// hold the shapes the arguments name.
#[allow(clippy::missing_safety_doc, clippy::too_many_arguments)]
pub trait Blas3: Scalar {
    #[doc(hidden)]
    unsafe fn syrk(
        l: &Cublas,
        h: cublasHandle_t,
        uplo: cublasFillMode_t,
        op: cublasOperation_t,
        n: c_int,
        k: c_int,
        alpha: *const Self,
        a: *const Self,
        lda: c_int,
        beta: *const Self,
        c: *mut Self,
        ldc: c_int,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn trsm(
        l: &Cublas,
        h: cublasHandle_t,
        side: cublasSideMode_t,
        uplo: cublasFillMode_t,
        op: cublasOperation_t,
        diag: cublasDiagType_t,
        m: c_int,
        n: c_int,
        alpha: *const Self,
        a: *const Self,
        lda: c_int,
        b: *mut Self,
        ldb: c_int,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn geam(
        l: &Cublas,
        h: cublasHandle_t,
        ta: cublasOperation_t,
        tb: cublasOperation_t,
        m: c_int,
        n: c_int,
        alpha: *const Self,
        a: *const Self,
        lda: c_int,
        beta: *const Self,
        b: *const Self,
        ldb: c_int,
        c: *mut Self,
        ldc: c_int,
    ) -> Result<(), CublasError>;
}

/// One `impl Blas3` per type, from the names of its C functions.
macro_rules! blas3 {
    ($($t:ty => $syrk:ident $trsm:ident $geam:ident;)*) => {$(
        #[allow(clippy::too_many_arguments)]
        impl Blas3 for $t {
            unsafe fn syrk(
                l: &Cublas, h: cublasHandle_t, uplo: cublasFillMode_t, op: cublasOperation_t,
                n: c_int, k: c_int, alpha: *const Self, a: *const Self, lda: c_int,
                beta: *const Self, c: *mut Self, ldc: c_int,
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$syrk(h, uplo, op, n, k, alpha, a, lda, beta, c, ldc) }
            }
            unsafe fn trsm(
                l: &Cublas, h: cublasHandle_t, side: cublasSideMode_t, uplo: cublasFillMode_t,
                op: cublasOperation_t, diag: cublasDiagType_t, m: c_int, n: c_int,
                alpha: *const Self, a: *const Self, lda: c_int, b: *mut Self, ldb: c_int,
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$trsm(h, side, uplo, op, diag, m, n, alpha, a, lda, b, ldb) }
            }
            unsafe fn geam(
                l: &Cublas, h: cublasHandle_t, ta: cublasOperation_t, tb: cublasOperation_t,
                m: c_int, n: c_int, alpha: *const Self, a: *const Self, lda: c_int,
                beta: *const Self, b: *const Self, ldb: c_int, c: *mut Self, ldc: c_int,
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$geam(h, ta, tb, m, n, alpha, a, lda, beta, b, ldb, c, ldc) }
            }
        }
    )*};
}

blas3! {
    f32 => cublasSsyrk_v2 cublasStrsm_v2 cublasSgeam;
    f64 => cublasDsyrk_v2 cublasDtrsm_v2 cublasDgeam;
    cuComplex => cublasCsyrk_v2 cublasCtrsm_v2 cublasCgeam;
    cuDoubleComplex => cublasZsyrk_v2 cublasZtrsm_v2 cublasZgeam;
}

/// Checks that a buffer of `len` elements holds a stored `rows × cols` matrix with leading dimension
/// `ld`; returns `ld` as cuBLAS's `int`.
fn matrix(
    what: &str,
    name: &str,
    len: usize,
    rows: usize,
    cols: usize,
    ld: usize,
) -> Result<c_int, Error> {
    let need = span(what, name, rows, cols, ld)?;
    if len < need {
        return Err(invalid(format!(
            "{what}: {name} has {len} elements; a {rows} × {cols} matrix with leading dimension {ld} \
             reaches {need}"
        )));
    }
    int(what, "a leading dimension", ld)
}

/// The device address of a use, as a number the closures can carry.
fn at(u: &BufferUse<'_>) -> usize {
    u.ptr().native_handle()
}

impl Handle {
    /// The triangle `fill` of `C = alpha op(A) op(A)ᵀ + beta C` (`cublas?syrk`), `C` being `n × n`
    /// (leading dimension `ldc`), `op(A)` `n × k` (`A` stored with leading dimension `lda`), on
    /// `stream`. The other triangle of `C` is not touched.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a leading dimension below its matrix's rows, a buffer shorter
    /// than its matrix, a size past `int`, a stream of another context; [`Error::Driver`];
    /// [`Error::Cublas`] (`CUBLAS_STATUS_INVALID_VALUE` for [`Op::C`], which `syrk` does not take).
    #[allow(clippy::too_many_arguments)]
    pub fn syrk_on<T: Blas3>(
        &mut self,
        fill: Fill,
        op: Op,
        (n, k): (usize, usize),
        alpha: T,
        (a, lda): (&DeviceBuffer<T>, usize),
        beta: T,
        (c, ldc): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?syrk";
        let (ar, ac) = op.stored(n, k);
        let lda = matrix(WHAT, "A", a.len(), ar, ac, lda)?;
        let ldc = matrix(WHAT, "C", c.len(), n, n, ldc)?;
        let (cn, ck) = (int(WHAT, "n", n)?, int(WHAT, "k", k)?);
        let uses = vec![BufferUse::read(a), BufferUse::write(c)];
        let (pa, pc) = (at(&uses[0]), at(&uses[1]));
        let (uplo, raw) = (fill.raw(), op.raw());
        // SAFETY: A and C within their checked spans; C written.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::syrk(
                    l,
                    h,
                    uplo,
                    raw,
                    cn,
                    ck,
                    &alpha,
                    pa as *const T,
                    lda,
                    &beta,
                    pc as *mut T,
                    ldc,
                )
            })
        }
    }

    /// Solves `op(A) X = alpha B` (`side` left, `A` `m × m`) or `X op(A) = alpha B` (right, `A`
    /// `n × n`) for `X`, `A` triangular (its `fill` triangle read, its diagonal per `diag`), `B` the
    /// `m × n` right-hand sides, overwritten by `X` (`cublas?trsm`), on `stream`.
    ///
    /// # Errors
    /// As [`syrk_on`](Self::syrk_on).
    #[allow(clippy::too_many_arguments)]
    pub fn trsm_on<T: Blas3>(
        &mut self,
        (side, fill, op, diag): (Side, Fill, Op, Diag),
        (m, n): (usize, usize),
        alpha: T,
        (a, lda): (&DeviceBuffer<T>, usize),
        (b, ldb): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?trsm";
        let order = if side == Side::Left { m } else { n };
        let lda = matrix(WHAT, "A", a.len(), order, order, lda)?;
        let ldb = matrix(WHAT, "B", b.len(), m, n, ldb)?;
        let (cm, cn) = (int(WHAT, "m", m)?, int(WHAT, "n", n)?);
        let uses = vec![BufferUse::read(a), BufferUse::write(b)];
        let (pa, pb) = (at(&uses[0]), at(&uses[1]));
        let side = match side {
            Side::Left => cublasSideMode_t::CUBLAS_SIDE_LEFT,
            Side::Right => cublasSideMode_t::CUBLAS_SIDE_RIGHT,
        };
        let diag = match diag {
            Diag::NonUnit => cublasDiagType_t::CUBLAS_DIAG_NON_UNIT,
            Diag::Unit => cublasDiagType_t::CUBLAS_DIAG_UNIT,
        };
        let (uplo, raw) = (fill.raw(), op.raw());
        // SAFETY: A and B within their checked spans; B read and written.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::trsm(
                    l,
                    h,
                    side,
                    uplo,
                    raw,
                    diag,
                    cm,
                    cn,
                    &alpha,
                    pa as *const T,
                    lda,
                    pb as *mut T,
                    ldb,
                )
            })
        }
    }

    /// `C = alpha op(A) + beta op(B)` (`cublas?geam`), `C` being `m × n`, on `stream`: a transpose,
    /// a scaled sum or a copy of matrices with leading dimensions.
    ///
    /// # Errors
    /// As [`syrk_on`](Self::syrk_on).
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
        let (cm, cn) = (int(WHAT, "m", m)?, int(WHAT, "n", n)?);
        let uses = vec![BufferUse::read(a), BufferUse::read(b), BufferUse::write(c)];
        let [pa, pb, pc] = [0, 1, 2].map(|i| at(&uses[i]));
        let (ta, tb) = (op_a.raw(), op_b.raw());
        // SAFETY: A, B and C within their checked spans; C written.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::geam(
                    l,
                    h,
                    ta,
                    tb,
                    cm,
                    cn,
                    &alpha,
                    pa as *const T,
                    lda,
                    &beta,
                    pb as *const T,
                    ldb,
                    pc as *mut T,
                    ldc,
                )
            })
        }
    }
}
