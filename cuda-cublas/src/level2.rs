//! Level 2 beyond `gemv` (which is with level 1, sharing its trait): `ger` (a rank-1 update, for the
//! complex types the conjugated `gerc`) and `symv` (a symmetric matrix times a vector), for the four
//! BLAS types, whole vectors with unit stride. One macro line per type ([`Blas2`]).

use core::ffi::c_int;

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use crate::error::{invalid, Error};
use crate::gemm::Scalar;
use crate::handle::Handle;
use crate::level3::Fill;
use crate::shape::{int, span};
use crate::sys::{cuComplex, cuDoubleComplex, cublasFillMode_t, cublasHandle_t};
use crate::{Cublas, CublasError};

/// The level-2 C functions of one BLAS type beyond `gemv`, one macro line per type. Sealed (through
/// [`Scalar`]).
///
/// Every function's safety contract is the C function's: a live handle, device pointers that hold
/// the shapes the arguments name.
#[allow(clippy::missing_safety_doc, clippy::too_many_arguments)]
pub trait Blas2: Scalar {
    /// `A = alpha x yᵀ + A` (`yᴴ` for the complex types).
    #[doc(hidden)]
    unsafe fn ger(
        l: &Cublas,
        h: cublasHandle_t,
        m: c_int,
        n: c_int,
        alpha: *const Self,
        x: *const Self,
        y: *const Self,
        a: *mut Self,
        lda: c_int,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn symv(
        l: &Cublas,
        h: cublasHandle_t,
        uplo: cublasFillMode_t,
        n: c_int,
        alpha: *const Self,
        a: *const Self,
        lda: c_int,
        x: *const Self,
        beta: *const Self,
        y: *mut Self,
    ) -> Result<(), CublasError>;
}

/// One `impl Blas2` per type, from the names of its C functions.
macro_rules! blas2 {
    ($($t:ty => $ger:ident $symv:ident;)*) => {$(
        #[allow(clippy::too_many_arguments)]
        impl Blas2 for $t {
            unsafe fn ger(
                l: &Cublas, h: cublasHandle_t, m: c_int, n: c_int, alpha: *const Self,
                x: *const Self, y: *const Self, a: *mut Self, lda: c_int,
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$ger(h, m, n, alpha, x, 1, y, 1, a, lda) }
            }
            unsafe fn symv(
                l: &Cublas, h: cublasHandle_t, uplo: cublasFillMode_t, n: c_int,
                alpha: *const Self, a: *const Self, lda: c_int, x: *const Self,
                beta: *const Self, y: *mut Self,
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$symv(h, uplo, n, alpha, a, lda, x, 1, beta, y, 1) }
            }
        }
    )*};
}

blas2! {
    f32 => cublasSger_v2 cublasSsymv_v2;
    f64 => cublasDger_v2 cublasDsymv_v2;
    cuComplex => cublasCgerc_v2 cublasCsymv_v2;
    cuDoubleComplex => cublasZgerc_v2 cublasZsymv_v2;
}

/// Checks that `a` holds an `rows × cols` matrix with leading dimension `ld`; `ld` as `int`.
fn matrix(what: &str, len: usize, rows: usize, cols: usize, ld: usize) -> Result<c_int, Error> {
    let need = span(what, "A", rows, cols, ld)?;
    if len < need {
        return Err(invalid(format!(
            "{what}: A has {len} elements; a {rows} × {cols} matrix with leading dimension {ld} \
             reaches {need}"
        )));
    }
    int(what, "lda", ld)
}

/// Checks a vector's length against the one the shape needs.
fn vector(what: &str, name: &str, len: usize, want: usize) -> Result<(), Error> {
    if len != want {
        return Err(invalid(format!(
            "{what}: {name} has {len} elements; the shape takes {want}"
        )));
    }
    Ok(())
}

impl Handle {
    /// `A = alpha x yᵀ + A` (`cublas?ger`; for the complex types `yᴴ`, `cublas?gerc`), `A` being
    /// `m × n` with leading dimension `lda`, `x` of `m` elements and `y` of `n`, on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an `lda` below `m`, an `A` shorter than the shape, `x` or `y` of
    /// another length, a size past `int`, a stream of another context; [`Error::Driver`];
    /// [`Error::Cublas`].
    #[allow(clippy::too_many_arguments)]
    pub fn ger_on<T: Blas2>(
        &mut self,
        alpha: T,
        x: &DeviceBuffer<T>,
        y: &DeviceBuffer<T>,
        (a, lda): (&mut DeviceBuffer<T>, usize),
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?ger";
        let (m, n) = (x.len(), y.len());
        let lda = matrix(WHAT, a.len(), m, n, lda)?;
        let (cm, cn) = (int(WHAT, "m", m)?, int(WHAT, "n", n)?);
        let uses = vec![BufferUse::read(x), BufferUse::read(y), BufferUse::write(a)];
        let [px, py, pa] = [0, 1, 2].map(|i| uses[i].ptr().native_handle());
        // SAFETY: x and y of the shape's lengths, A within its checked span; A read and written.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::ger(
                    l,
                    h,
                    cm,
                    cn,
                    &alpha,
                    px as *const T,
                    py as *const T,
                    pa as *mut T,
                    lda,
                )
            })
        }
    }

    /// `y = alpha A x + beta y` (`cublas?symv`), `A` an `n × n` symmetric matrix of which the `fill`
    /// triangle is read (leading dimension `lda`), `x` and `y` of `n` elements, on `stream`.
    ///
    /// # Errors
    /// As [`ger_on`](Self::ger_on).
    #[allow(clippy::too_many_arguments)]
    pub fn symv_on<T: Blas2>(
        &mut self,
        fill: Fill,
        alpha: T,
        (a, lda): (&DeviceBuffer<T>, usize),
        x: &DeviceBuffer<T>,
        beta: T,
        y: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?symv";
        let n = x.len();
        vector(WHAT, "y", y.len(), n)?;
        let lda = matrix(WHAT, a.len(), n, n, lda)?;
        let cn = int(WHAT, "n", n)?;
        let uses = vec![BufferUse::read(a), BufferUse::read(x), BufferUse::write(y)];
        let [pa, px, py] = [0, 1, 2].map(|i| uses[i].ptr().native_handle());
        let uplo = match fill {
            Fill::Lower => cublasFillMode_t::CUBLAS_FILL_MODE_LOWER,
            Fill::Upper => cublasFillMode_t::CUBLAS_FILL_MODE_UPPER,
        };
        // SAFETY: A within its checked span, x and y of n elements; y written.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::symv(
                    l,
                    h,
                    uplo,
                    cn,
                    &alpha,
                    pa as *const T,
                    lda,
                    px as *const T,
                    &beta,
                    py as *mut T,
                )
            })
        }
    }
}
