//! Level 1 (`axpy`, `dot`, `nrm2`, `asum`, `iamax`, `scal`, `copy`, `swap`) and level 2 (`gemv`) for
//! the four BLAS types, over whole buffers with unit stride.
//!
//! The C functions of each type come from one macro line per type ([`Blas`]); the safe methods are
//! generic over it. The reductions (`dot`, `nrm2`, `asum`, `iamax`) return their result to the host
//! (host pointer mode: cuBLAS writes it before the call returns), so they cannot be captured: on a
//! capturing stream they are refused.

use core::ffi::c_int;

use cuda_driver::{BufferUse, DeviceBuffer, Stream};

use crate::error::{invalid, Error};
use crate::gemm::Scalar;
use crate::handle::Handle;
use crate::shape::{int, span, Op};
use crate::sys::{cuComplex, cuDoubleComplex, cublasHandle_t, cublasOperation_t};
use crate::{Cublas, CublasError};

/// The level-1 and level-2 C functions of one BLAS type (`S`, `D`, `C`, `Z`), one macro line per
/// type. Sealed (through [`Scalar`]).
///
/// Every function's safety contract is the C function's: a live handle, and pointers that hold `n`
/// elements (matrices: the shape) on the device; a host pointer for the result.
#[allow(clippy::missing_safety_doc, clippy::too_many_arguments)]
pub trait Blas: Scalar {
    /// The real type of the type's norms (`f32` for `f32` and [`cuComplex`]).
    type Real: Copy + Default + core::fmt::Debug;
    #[doc(hidden)]
    unsafe fn axpy(
        l: &Cublas,
        h: cublasHandle_t,
        n: c_int,
        a: *const Self,
        x: *const Self,
        y: *mut Self,
    ) -> Result<(), CublasError>;
    /// The inner product; for the complex types the conjugated one (`cublas?dotc`).
    #[doc(hidden)]
    unsafe fn dot(
        l: &Cublas,
        h: cublasHandle_t,
        n: c_int,
        x: *const Self,
        y: *const Self,
        r: *mut Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn nrm2(
        l: &Cublas,
        h: cublasHandle_t,
        n: c_int,
        x: *const Self,
        r: *mut Self::Real,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn asum(
        l: &Cublas,
        h: cublasHandle_t,
        n: c_int,
        x: *const Self,
        r: *mut Self::Real,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn iamax(
        l: &Cublas,
        h: cublasHandle_t,
        n: c_int,
        x: *const Self,
        r: *mut c_int,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn scal(
        l: &Cublas,
        h: cublasHandle_t,
        n: c_int,
        a: *const Self,
        x: *mut Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn copy(
        l: &Cublas,
        h: cublasHandle_t,
        n: c_int,
        x: *const Self,
        y: *mut Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn swap(
        l: &Cublas,
        h: cublasHandle_t,
        n: c_int,
        x: *mut Self,
        y: *mut Self,
    ) -> Result<(), CublasError>;
    #[doc(hidden)]
    unsafe fn gemv(
        l: &Cublas,
        h: cublasHandle_t,
        op: cublasOperation_t,
        m: c_int,
        n: c_int,
        a: *const Self,
        pa: *const Self,
        lda: c_int,
        x: *const Self,
        b: *const Self,
        y: *mut Self,
    ) -> Result<(), CublasError>;
}

/// One `impl Blas` per type, from the names of its C functions.
macro_rules! blas {
    ($($t:ty, $real:ty => $axpy:ident $dot:ident $nrm2:ident $asum:ident $iamax:ident $scal:ident
        $copy:ident $swap:ident $gemv:ident;)*) => {$(
        #[allow(clippy::too_many_arguments)]
        impl Blas for $t {
            type Real = $real;
            unsafe fn axpy(l: &Cublas, h: cublasHandle_t, n: c_int, a: *const Self, x: *const Self, y: *mut Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$axpy(h, n, a, x, 1, y, 1) }
            }
            unsafe fn dot(l: &Cublas, h: cublasHandle_t, n: c_int, x: *const Self, y: *const Self, r: *mut Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$dot(h, n, x, 1, y, 1, r) }
            }
            unsafe fn nrm2(l: &Cublas, h: cublasHandle_t, n: c_int, x: *const Self, r: *mut $real) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$nrm2(h, n, x, 1, r) }
            }
            unsafe fn asum(l: &Cublas, h: cublasHandle_t, n: c_int, x: *const Self, r: *mut $real) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$asum(h, n, x, 1, r) }
            }
            unsafe fn iamax(l: &Cublas, h: cublasHandle_t, n: c_int, x: *const Self, r: *mut c_int) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$iamax(h, n, x, 1, r) }
            }
            unsafe fn scal(l: &Cublas, h: cublasHandle_t, n: c_int, a: *const Self, x: *mut Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$scal(h, n, a, x, 1) }
            }
            unsafe fn copy(l: &Cublas, h: cublasHandle_t, n: c_int, x: *const Self, y: *mut Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$copy(h, n, x, 1, y, 1) }
            }
            unsafe fn swap(l: &Cublas, h: cublasHandle_t, n: c_int, x: *mut Self, y: *mut Self) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$swap(h, n, x, 1, y, 1) }
            }
            unsafe fn gemv(
                l: &Cublas, h: cublasHandle_t, op: cublasOperation_t, m: c_int, n: c_int, a: *const Self,
                pa: *const Self, lda: c_int, x: *const Self, b: *const Self, y: *mut Self,
            ) -> Result<(), CublasError> {
                // SAFETY: the trait's contract.
                unsafe { l.$gemv(h, op, m, n, a, pa, lda, x, 1, b, y, 1) }
            }
        }
    )*};
}

#[rustfmt::skip]
blas! {
    f32, f32 => cublasSaxpy_v2 cublasSdot_v2 cublasSnrm2_v2 cublasSasum_v2 cublasIsamax_v2
        cublasSscal_v2 cublasScopy_v2 cublasSswap_v2 cublasSgemv_v2;
    f64, f64 => cublasDaxpy_v2 cublasDdot_v2 cublasDnrm2_v2 cublasDasum_v2 cublasIdamax_v2
        cublasDscal_v2 cublasDcopy_v2 cublasDswap_v2 cublasDgemv_v2;
    cuComplex, f32 => cublasCaxpy_v2 cublasCdotc_v2 cublasScnrm2_v2 cublasScasum_v2 cublasIcamax_v2
        cublasCscal_v2 cublasCcopy_v2 cublasCswap_v2 cublasCgemv_v2;
    cuDoubleComplex, f64 => cublasZaxpy_v2 cublasZdotc_v2 cublasDznrm2_v2 cublasDzasum_v2
        cublasIzamax_v2 cublasZscal_v2 cublasZcopy_v2 cublasZswap_v2 cublasZgemv_v2;
}

/// The pointer of a use, as a pointer to `T`.
fn at<T>(u: &BufferUse<'_>) -> *mut T {
    u.ptr().native_handle() as *mut T
}

/// Checks that `x` and `y` have one length and returns it as cuBLAS's `int`.
fn same_len(what: &str, x: usize, y: usize) -> Result<c_int, Error> {
    if x != y {
        return Err(invalid(format!(
            "{what}: x has {x} elements and y {y}; the call takes vectors of one length"
        )));
    }
    int(what, "n", x)
}

/// Refuses a reduction into the host on a capturing stream.
fn not_captured(what: &str, stream: &Stream) -> Result<(), Error> {
    if stream.is_capturing() {
        return Err(invalid(format!(
            "{what}: the result is written to the host as the call returns, which a capture cannot \
             record; reduce outside the capture"
        )));
    }
    Ok(())
}

impl Handle {
    /// `y = alpha x + y` (`cublas?axpy`) on `stream`; `x` and `y` of one length.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for lengths that differ or pass cuBLAS's `int`, a stream of another
    /// context; [`Error::Driver`], [`Error::Cublas`].
    pub fn axpy_on<T: Blas>(
        &mut self,
        alpha: T,
        x: &DeviceBuffer<T>,
        y: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = same_len("cublas?axpy", x.len(), y.len())?;
        let uses = vec![BufferUse::read(x), BufferUse::write(y)];
        let (px, py) = (at::<T>(&uses[0]) as usize, at::<T>(&uses[1]) as usize);
        // SAFETY: n elements of x read and of y written, the lengths checked.
        unsafe {
            self.queue("cublas?axpy", stream, uses, |l, h| {
                T::axpy(l, h, n, &alpha, px as *const T, py as *mut T)
            })
        }
    }

    /// `x = alpha x` (`cublas?scal`) on `stream`.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on).
    pub fn scal_on<T: Blas>(
        &mut self,
        alpha: T,
        x: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = int("cublas?scal", "n", x.len())?;
        let uses = vec![BufferUse::write(x)];
        let px = at::<T>(&uses[0]) as usize;
        // SAFETY: n elements of x read and written.
        unsafe {
            self.queue("cublas?scal", stream, uses, |l, h| {
                T::scal(l, h, n, &alpha, px as *mut T)
            })
        }
    }

    /// `y = x` (`cublas?copy`) on `stream`; one length.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on).
    pub fn copy_on<T: Blas>(
        &mut self,
        x: &DeviceBuffer<T>,
        y: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = same_len("cublas?copy", x.len(), y.len())?;
        let uses = vec![BufferUse::read(x), BufferUse::write(y)];
        let (px, py) = (at::<T>(&uses[0]) as usize, at::<T>(&uses[1]) as usize);
        // SAFETY: n elements of x read and of y written.
        unsafe {
            self.queue("cublas?copy", stream, uses, |l, h| {
                T::copy(l, h, n, px as *const T, py as *mut T)
            })
        }
    }

    /// Exchanges `x` and `y` (`cublas?swap`) on `stream`; one length.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on).
    pub fn swap_on<T: Blas>(
        &mut self,
        x: &mut DeviceBuffer<T>,
        y: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let n = same_len("cublas?swap", x.len(), y.len())?;
        let uses = vec![BufferUse::write(x), BufferUse::write(y)];
        let (px, py) = (at::<T>(&uses[0]) as usize, at::<T>(&uses[1]) as usize);
        // SAFETY: n elements of each read and written.
        unsafe {
            self.queue("cublas?swap", stream, uses, |l, h| {
                T::swap(l, h, n, px as *mut T, py as *mut T)
            })
        }
    }

    /// The inner product of `x` and `y` (`cublas?dot`; for complex types `x` conjugated,
    /// `cublas?dotc`), on `stream`, returned once computed. Not in a capture.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on); a capturing stream.
    pub fn dot_on<T: Blas>(
        &mut self,
        x: &DeviceBuffer<T>,
        y: &DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<T, Error> {
        not_captured("cublas?dot", stream)?;
        let n = same_len("cublas?dot", x.len(), y.len())?;
        let uses = vec![BufferUse::read(x), BufferUse::read(y)];
        let (px, py) = (at::<T>(&uses[0]) as usize, at::<T>(&uses[1]) as usize);
        let mut r = T::default_value();
        let out = &mut r as *mut T as usize;
        // SAFETY: n elements of each read; the result written to `r` before the call returns (host
        // pointer mode).
        unsafe {
            self.queue("cublas?dot", stream, uses, |l, h| {
                T::dot(l, h, n, px as *const T, py as *const T, out as *mut T)
            })
        }?;
        Ok(r)
    }

    /// The Euclidean norm of `x` (`cublas?nrm2`) on `stream`. Not in a capture.
    ///
    /// # Errors
    /// As [`dot_on`](Self::dot_on).
    pub fn nrm2_on<T: Blas>(
        &mut self,
        x: &DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<T::Real, Error> {
        self.reduce("cublas?nrm2", x, stream, |l, h, n, px, r| {
            // SAFETY: `reduce` passes n elements of x and a host result.
            unsafe { T::nrm2(l, h, n, px, r) }
        })
    }

    /// The sum of magnitudes of `x` (`cublas?asum`; `|re| + |im|` for complex types) on `stream`.
    /// Not in a capture.
    ///
    /// # Errors
    /// As [`dot_on`](Self::dot_on).
    pub fn asum_on<T: Blas>(
        &mut self,
        x: &DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<T::Real, Error> {
        self.reduce("cublas?asum", x, stream, |l, h, n, px, r| {
            // SAFETY: `reduce` passes n elements of x and a host result.
            unsafe { T::asum(l, h, n, px, r) }
        })
    }

    /// The index (from 0) of the first element of largest magnitude in `x` (`cublasI?amax`, which
    /// counts from 1), `None` for an empty `x`. Not in a capture.
    ///
    /// # Errors
    /// As [`dot_on`](Self::dot_on).
    pub fn iamax_on<T: Blas>(
        &mut self,
        x: &DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<Option<usize>, Error> {
        let i: c_int = self.reduce("cublasI?amax", x, stream, |l, h, n, px, r| {
            // SAFETY: `reduce` passes n elements of x and a host result.
            unsafe { T::iamax(l, h, n, px, r) }
        })?;
        Ok(usize::try_from(i).ok().and_then(|i| i.checked_sub(1)))
    }

    /// A reduction of `x` into a host value of type `R`.
    fn reduce<T: Blas, R: Copy + Default>(
        &mut self,
        what: &'static str,
        x: &DeviceBuffer<T>,
        stream: &Stream,
        call: impl FnOnce(
            &'static Cublas,
            cublasHandle_t,
            c_int,
            *const T,
            *mut R,
        ) -> Result<(), CublasError>,
    ) -> Result<R, Error> {
        not_captured(what, stream)?;
        let n = int(what, "n", x.len())?;
        let uses = vec![BufferUse::read(x)];
        let px = at::<T>(&uses[0]) as usize;
        let mut r = R::default();
        let out = &mut r as *mut R as usize;
        // SAFETY: n elements of x read; the result written to `r` before the call returns (host
        // pointer mode); `call` is one of the trait's reductions.
        unsafe {
            self.queue(what, stream, uses, |l, h| {
                call(l, h, n, px as *const T, out as *mut R)
            })
        }?;
        Ok(r)
    }

    /// `y = alpha op(A) x + beta y` (`cublas?gemv`) on `stream`: `A` stored `m × n` with leading
    /// dimension `lda`, `x` of `n` elements and `y` of `m` (the other way round for a transpose).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an `lda` below `m`, an `A` shorter than the shape reaches, `x`
    /// or `y` of another length than the operation's, a size past `int`; as [`axpy_on`](Self::axpy_on).
    #[allow(clippy::too_many_arguments)]
    pub fn gemv_on<T: Blas>(
        &mut self,
        op: Op,
        (m, n, lda): (usize, usize, usize),
        alpha: T,
        a: &DeviceBuffer<T>,
        x: &DeviceBuffer<T>,
        beta: T,
        y: &mut DeviceBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?gemv";
        let need = span(WHAT, "A", m, n, lda)?;
        if a.len() < need {
            return Err(invalid(format!(
                "{WHAT}: A has {} elements; the shape reaches {need}",
                a.len()
            )));
        }
        let (xn, yn) = if op == Op::N { (n, m) } else { (m, n) };
        if x.len() != xn || y.len() != yn {
            return Err(invalid(format!(
                "{WHAT}: x has {} elements and y {}; op(A) is {yn} × {xn}, so x needs {xn} and y {yn}",
                x.len(),
                y.len()
            )));
        }
        let [cm, cn, clda] = [
            int(WHAT, "m", m)?,
            int(WHAT, "n", n)?,
            int(WHAT, "lda", lda)?,
        ];
        let uses = vec![BufferUse::read(a), BufferUse::read(x), BufferUse::write(y)];
        let [pa, px, py] = [0, 1, 2].map(|i| at::<T>(&uses[i]) as usize);
        let raw = op.raw();
        // SAFETY: A within its checked span, x and y of the operation's lengths; y written.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                T::gemv(
                    l,
                    h,
                    raw,
                    cm,
                    cn,
                    &alpha,
                    pa as *const T,
                    clda,
                    px as *const T,
                    &beta,
                    py as *mut T,
                )
            })
        }
    }
}

/// A zero of each type, for the reductions' out-parameters.
trait Zero {
    fn default_value() -> Self;
}

impl<T: Scalar> Zero for T {
    fn default_value() -> Self {
        // SAFETY: every BLAS type is plain numbers, for which all-zero bits are zero.
        unsafe { core::mem::zeroed() }
    }
}

/// The plain forms of the `_on` methods: the same call on the handle's own stream.
macro_rules! on_own_stream {
    ($($(#[$doc:meta])* fn $name:ident => $on:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        impl Handle {
            $(
                $(#[$doc])*
                ///
                /// # Errors
                #[doc = concat!("As [`", stringify!($on), "`](Self::", stringify!($on), ").")]
                #[allow(clippy::too_many_arguments)]
                pub fn $name<T: Blas>(&mut self, $($arg: $ty),*) -> Result<$ret, Error> {
                    let own = self.own();
                    self.$on($($arg,)* &own)
                }
            )*
        }
    };
}

on_own_stream! {
    /// `y = alpha x + y` on the handle's own stream.
    fn axpy => axpy_on(alpha: T, x: &DeviceBuffer<T>, y: &mut DeviceBuffer<T>) -> ();
    /// `x = alpha x` on the handle's own stream.
    fn scal => scal_on(alpha: T, x: &mut DeviceBuffer<T>) -> ();
    /// `y = x` on the handle's own stream.
    fn copy => copy_on(x: &DeviceBuffer<T>, y: &mut DeviceBuffer<T>) -> ();
    /// Exchanges `x` and `y` on the handle's own stream.
    fn swap => swap_on(x: &mut DeviceBuffer<T>, y: &mut DeviceBuffer<T>) -> ();
    /// The inner product of `x` and `y` (conjugating `x` for complex types) on the handle's own stream.
    fn dot => dot_on(x: &DeviceBuffer<T>, y: &DeviceBuffer<T>) -> T;
    /// The Euclidean norm of `x` on the handle's own stream.
    fn nrm2 => nrm2_on(x: &DeviceBuffer<T>) -> T::Real;
    /// The sum of magnitudes of `x` on the handle's own stream.
    fn asum => asum_on(x: &DeviceBuffer<T>) -> T::Real;
    /// The index of the first element of largest magnitude on the handle's own stream.
    fn iamax => iamax_on(x: &DeviceBuffer<T>) -> Option<usize>;
    /// `y = alpha op(A) x + beta y` on the handle's own stream.
    fn gemv => gemv_on(op: Op, dims: (usize, usize, usize), alpha: T, a: &DeviceBuffer<T>, x: &DeviceBuffer<T>, beta: T, y: &mut DeviceBuffer<T>) -> ();
}
