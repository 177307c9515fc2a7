//! The level-1 operations that write vectors: `axpy`, `scal`, `scal_real`, `copy`, `swap`, `rot`,
//! `rot_real`, `rotm`.

use cuda_driver::{BufferUse, Stream};

use super::{Blas, RealBlas};
use crate::error::Error;
use crate::handle::Handle;
use crate::vector::{addresses, same_len, Vector, VectorMut};

use super::reduce::not_captured;

impl Handle {
    /// `y = alpha x + y` (`cublas?axpy`) on `stream`; `x` and `y` of one length.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for lengths that differ or pass cuBLAS's `int`, a stream of another
    /// context; [`Error::Driver`], [`Error::Cublas`].
    pub fn axpy_on<'a, T: Blas>(
        &mut self,
        alpha: T,
        x: impl Into<Vector<'a, T>>,
        y: impl Into<VectorMut<'a, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?axpy";
        let (x, y) = (x.into(), y.into());
        let [n, incx, incy] = same_len(WHAT, x.dims(), y.dims())?;
        let uses = vec![BufferUse::read(x.data), BufferUse::write(y.data)];
        let [px, py] = addresses(&uses);
        // SAFETY: n elements incx apart read of x, incy apart written of y, the views checked.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                (T::AXPY)(l, h, n, &alpha, px as _, incx, py as _, incy)
            })
        }
    }

    /// `x = alpha x` through `call`, a `scal` of the factor type `A`.
    fn scale<T: Blas, A: Copy + Send + Sync + 'static>(
        &mut self,
        what: &'static str,
        call: crate::raw::Scal<T, A>,
        alpha: A,
        x: VectorMut<'_, T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let (n, inc) = x.ints(what, "n")?;
        let uses = vec![BufferUse::write(x.data)];
        let [px] = addresses(&uses);
        // SAFETY: n elements inc apart of x read and written, the view checked; `call` is one of
        // the trait's `scal`s.
        unsafe {
            self.queue(what, stream, uses, |l, h| {
                call(l, h, n, &alpha, px as _, inc)
            })
        }
    }

    /// `y = x` (`cublas?copy`) on `stream`; one length.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on).
    pub fn copy_on<'a, T: Blas>(
        &mut self,
        x: impl Into<Vector<'a, T>>,
        y: impl Into<VectorMut<'a, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?copy";
        let (x, y) = (x.into(), y.into());
        let [n, incx, incy] = same_len(WHAT, x.dims(), y.dims())?;
        let uses = vec![BufferUse::read(x.data), BufferUse::write(y.data)];
        let [px, py] = addresses(&uses);
        // SAFETY: n elements of x read and of y written, the views checked.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                (T::COPY)(l, h, n, px as _, incx, py as _, incy)
            })
        }
    }

    /// Exchanges `x` and `y` (`cublas?swap`) on `stream`; one length.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on).
    pub fn swap_on<'a, T: Blas>(
        &mut self,
        x: impl Into<VectorMut<'a, T>>,
        y: impl Into<VectorMut<'a, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?swap";
        let (x, y) = (x.into(), y.into());
        let [n, incx, incy] = same_len(WHAT, x.dims(), y.dims())?;
        let uses = vec![BufferUse::write(x.data), BufferUse::write(y.data)];
        let [px, py] = addresses(&uses);
        // SAFETY: n elements of each read and written, the views checked.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                (T::SWAP)(l, h, n, px as _, incx, py as _, incy)
            })
        }
    }

    /// A rotation through `call`, a `rot` of the sine type `S`.
    #[allow(clippy::too_many_arguments)]
    fn rotate<T: Blas, S: Copy + Send + Sync + 'static>(
        &mut self,
        what: &'static str,
        call: crate::raw::Rot<T, T::Real, S>,
        x: VectorMut<'_, T>,
        y: VectorMut<'_, T>,
        (c, s): (T::Real, S),
        stream: &Stream,
    ) -> Result<(), Error> {
        let [n, incx, incy] = same_len(what, x.dims(), y.dims())?;
        let uses = vec![BufferUse::write(x.data), BufferUse::write(y.data)];
        let [px, py] = addresses(&uses);
        // SAFETY: n elements of each read and written, the views checked; `call` is one of the
        // trait's `rot`s.
        unsafe {
            self.queue(what, stream, uses, |l, h| {
                call(l, h, n, px as _, incx, py as _, incy, &c, &s)
            })
        }
    }

    /// Applies the modified Givens transformation `param` (`[flag, h11, h21, h12, h22]`, as
    /// [`rotmg_on`](Self::rotmg_on) makes it) to the pairs `(x[i], y[i])` (`cublas?rotm`), on
    /// `stream`. Not in a capture: `param` is read from the host during the call.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on); a capturing stream.
    pub fn rotm_on<'a, T: RealBlas>(
        &mut self,
        x: impl Into<VectorMut<'a, T>>,
        y: impl Into<VectorMut<'a, T>>,
        param: [T; 5],
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublas?rotm";
        not_captured(WHAT, stream)?;
        let (x, y) = (x.into(), y.into());
        let [n, incx, incy] = same_len(WHAT, x.dims(), y.dims())?;
        let uses = vec![BufferUse::write(x.data), BufferUse::write(y.data)];
        let [px, py] = addresses(&uses);
        // SAFETY: n elements of each read and written, the views checked; `param` five host
        // elements, alive through the call.
        unsafe {
            self.queue(WHAT, stream, uses, |l, h| {
                (T::ROTM)(l, h, n, px as _, incx, py as _, incy, param.as_ptr())
            })
        }
    }
}

forward! {
    /// `x = alpha x` (`cublas?scal`) on `stream`.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on).
    fn scal_on<Blas>(alpha: T, x: impl Into<VectorMut<'a, T>>) -> () => scale("cublas?scal", SCAL);
    /// `x = alpha x` with a real `alpha` (`cublasCsscal`, `cublasZdscal`; for the real types
    /// `cublas?scal`) on `stream`.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on).
    fn scal_real_on<Blas>(alpha: T::Real, x: impl Into<VectorMut<'a, T>>) -> ()
        => scale("cublas?scal (real factor)", SCAL_REAL);
    /// Applies the plane rotation `[c s; -conj(s) c]` to the pairs `(x[i], y[i])`: `x = c x + s y`,
    /// `y = c y - conj(s) x` (`cublas?rot`: a real cosine, a sine of the type), on `stream`.
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on).
    fn rot_on<Blas>(x: impl Into<VectorMut<'a, T>>, y: impl Into<VectorMut<'a, T>>,
        cs: (T::Real, T)) -> () => rotate("cublas?rot", ROT);
    /// [`rot_on`](Self::rot_on) with a real sine (`cublasCsrot`, `cublasZdrot`; for the real types
    /// `cublas?rot`).
    ///
    /// # Errors
    /// As [`axpy_on`](Self::axpy_on).
    fn rot_real_on<Blas>(x: impl Into<VectorMut<'a, T>>, y: impl Into<VectorMut<'a, T>>,
        cs: (T::Real, T::Real)) -> () => rotate("cublas?rot (real sine)", ROT_REAL);
}
