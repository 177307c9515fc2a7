//! The level-1 routines that return a value to the host: `dot`, `dotc`, `dotu`, `nrm2`, `asum`,
//! `iamax`, `iamin`, `rotg`, `rotmg`. Host pointer mode: cuBLAS has written the result when the call
//! returns, which a capture cannot record, so each is refused on a capturing stream.

use cuda_driver::{BufferUse, Stream};

use super::{Blas, RealBlas};
use crate::error::{invalid, Error};
use crate::gemm::Scalar;
use crate::handle::Handle;
use crate::vector::{addresses, same_len, Vector};

/// Refuses a call that returns its result to the host on a capturing stream.
pub(crate) fn not_captured(what: &str, stream: &Stream) -> Result<(), Error> {
    if stream.is_capturing() {
        return Err(invalid(format!(
            "{what}: the call reads or writes host memory as it is made, which a capture cannot \
             record; make it outside the capture"
        )));
    }
    Ok(())
}

/// A Givens rotation made by [`Handle::rotg_on`]: `[c s; -conj(s) c] [a; b] = [r; 0]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Givens<T: Blas> {
    /// The rotated first component.
    pub r: T,
    /// The cosine.
    pub c: T::Real,
    /// The sine.
    pub s: T,
}

/// A modified Givens transformation made by [`Handle::rotmg_on`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ModifiedGivens<T> {
    /// The scaled first factor.
    pub d1: T,
    /// The scaled second factor.
    pub d2: T,
    /// The rotated first component.
    pub x1: T,
    /// `[flag, h11, h21, h12, h22]`, for [`Handle::rotm_on`].
    pub param: [T; 5],
}

/// A zero of each type, for the out-parameters.
fn zero<T: Scalar>() -> T {
    // SAFETY: every BLAS type is plain numbers, for which all-zero bits are zero.
    unsafe { core::mem::zeroed() }
}

impl Handle {
    /// An inner product through `call`, one of the trait's `dot`s.
    fn inner<T: Blas>(
        &mut self,
        what: &'static str,
        call: crate::raw::Dot<T>,
        x: Vector<'_, T>,
        y: Vector<'_, T>,
        stream: &Stream,
    ) -> Result<T, Error> {
        not_captured(what, stream)?;
        let [n, incx, incy] = same_len(what, x.dims(), y.dims())?;
        let uses = vec![BufferUse::read(x.data), BufferUse::read(y.data)];
        let [px, py] = addresses(&uses);
        let mut r = zero::<T>();
        let out = &mut r as *mut T as usize;
        // SAFETY: n elements of each read, the views checked; the result written to `r` before the
        // call returns (host pointer mode).
        unsafe {
            self.queue(what, stream, uses, |l, h| {
                call(l, h, n, px as _, incx, py as _, incy, out as _)
            })
        }?;
        Ok(r)
    }

    /// An index (from 0) through `call`, one of the trait's `I?amax`, `I?amin` (which count from 1).
    fn index<T: Blas>(
        &mut self,
        what: &'static str,
        call: crate::raw::Index<T>,
        x: Vector<'_, T>,
        stream: &Stream,
    ) -> Result<Option<usize>, Error> {
        let i = self.reduce(what, call, x, stream)?;
        Ok(usize::try_from(i).ok().and_then(|i| i.checked_sub(1)))
    }

    /// A reduction of `x` into a host value of type `R` through `call`.
    fn reduce<T: Blas, R: Copy + Default>(
        &mut self,
        what: &'static str,
        call: crate::raw::Norm<T, R>,
        x: Vector<'_, T>,
        stream: &Stream,
    ) -> Result<R, Error> {
        not_captured(what, stream)?;
        let (n, inc) = x.ints(what, "n")?;
        let uses = vec![BufferUse::read(x.data)];
        let [px] = addresses(&uses);
        let mut r = R::default();
        let out = &mut r as *mut R as usize;
        // SAFETY: n elements of x read, the view checked; the result written to `r` before the call
        // returns (host pointer mode); `call` is one of the trait's reductions.
        unsafe {
            self.queue(what, stream, uses, |l, h| {
                call(l, h, n, px as _, inc, out as _)
            })
        }?;
        Ok(r)
    }

    /// The Givens rotation that zeroes `b` in `[a; b]` (`cublas?rotg`), computed in the handle's
    /// order on `stream`. Not in a capture.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a stream of another context or a capturing one;
    /// [`Error::Driver`], [`Error::Cublas`].
    pub fn rotg_on<T: Blas>(&mut self, a: T, b: T, stream: &Stream) -> Result<Givens<T>, Error> {
        const WHAT: &str = "cublas?rotg";
        not_captured(WHAT, stream)?;
        let mut g = (a, b, T::Real::default(), zero::<T>());
        let p = [
            &mut g.0 as *mut T as usize,
            &mut g.1 as *mut T as usize,
            &mut g.2 as *mut T::Real as usize,
            &mut g.3 as *mut T as usize,
        ];
        // SAFETY: four host values, alive through the call, written before it returns (host pointer
        // mode); no device buffer is touched.
        unsafe {
            self.queue(WHAT, stream, Vec::new(), |l, h| {
                (T::ROTG)(l, h, p[0] as _, p[1] as _, p[2] as _, p[3] as _)
            })
        }?;
        Ok(Givens {
            r: g.0,
            c: g.2,
            s: g.3,
        })
    }

    /// The modified Givens transformation that zeroes the second component of
    /// `[sqrt(d1) x1; sqrt(d2) y1]` (`cublas?rotmg`), on `stream`. Not in a capture.
    ///
    /// # Errors
    /// As [`rotg_on`](Self::rotg_on).
    pub fn rotmg_on<T: RealBlas>(
        &mut self,
        (d1, d2): (T, T),
        (x1, y1): (T, T),
        stream: &Stream,
    ) -> Result<ModifiedGivens<T>, Error> {
        const WHAT: &str = "cublas?rotmg";
        not_captured(WHAT, stream)?;
        let mut m = ModifiedGivens {
            d1,
            d2,
            x1,
            param: [zero::<T>(); 5],
        };
        let p: [usize; 4] = [
            &mut m.d1 as *mut T as usize,
            &mut m.d2 as *mut T as usize,
            &mut m.x1 as *mut T as usize,
            m.param.as_mut_ptr() as usize,
        ];
        let y = &y1 as *const T as usize;
        // SAFETY: host values alive through the call (`param` five elements), written before it
        // returns (host pointer mode); no device buffer is touched.
        unsafe {
            self.queue(WHAT, stream, Vec::new(), |l, h| {
                (T::ROTMG)(l, h, p[0] as _, p[1] as _, p[2] as _, y as _, p[3] as _)
            })
        }?;
        Ok(m)
    }
}

forward! {
    /// The inner product of `x` and `y`, for the complex types with `x` conjugated: the same as
    /// [`dotc_on`](Self::dotc_on) (`cublas?dot`, `cublas?dotc`), on `stream`, returned once
    /// computed. Not in a capture.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for lengths that differ or pass cuBLAS's `int`, a stream of another
    /// context or a capturing one; [`Error::Driver`], [`Error::Cublas`].
    fn dot_on<Blas>(x: impl Into<Vector<'a, T>>, y: impl Into<Vector<'a, T>>) -> T
        => inner("cublas?dot", DOTC);
    /// `Σ conj(x[i]) y[i]` (`cublas?dotc`; for the real types `cublas?dot`), on `stream`. Not in a
    /// capture.
    ///
    /// # Errors
    /// As [`dot_on`](Self::dot_on).
    fn dotc_on<Blas>(x: impl Into<Vector<'a, T>>, y: impl Into<Vector<'a, T>>) -> T
        => inner("cublas?dotc", DOTC);
    /// `Σ x[i] y[i]`, unconjugated (`cublas?dotu`; for the real types `cublas?dot`), on `stream`.
    /// Not in a capture.
    ///
    /// # Errors
    /// As [`dot_on`](Self::dot_on).
    fn dotu_on<Blas>(x: impl Into<Vector<'a, T>>, y: impl Into<Vector<'a, T>>) -> T
        => inner("cublas?dotu", DOTU);
    /// The Euclidean norm of `x` (`cublas?nrm2`) on `stream`. Not in a capture.
    ///
    /// # Errors
    /// As [`dot_on`](Self::dot_on).
    fn nrm2_on<Blas>(x: impl Into<Vector<'a, T>>) -> T::Real => reduce("cublas?nrm2", NRM2);
    /// The sum of magnitudes of `x` (`cublas?asum`; `|re| + |im|` for complex types) on `stream`.
    /// Not in a capture.
    ///
    /// # Errors
    /// As [`dot_on`](Self::dot_on).
    fn asum_on<Blas>(x: impl Into<Vector<'a, T>>) -> T::Real => reduce("cublas?asum", ASUM);
    /// The index (from 0) of the first element of largest magnitude in `x` (`cublasI?amax`, which
    /// counts from 1; `|re| + |im|` for complex types), `None` for an empty `x`. Not in a capture.
    ///
    /// # Errors
    /// As [`dot_on`](Self::dot_on).
    fn iamax_on<Blas>(x: impl Into<Vector<'a, T>>) -> Option<usize> => index("cublasI?amax", IAMAX);
    /// The index (from 0) of the first element of smallest magnitude in `x` (`cublasI?amin`), `None`
    /// for an empty `x`. Not in a capture.
    ///
    /// # Errors
    /// As [`dot_on`](Self::dot_on).
    fn iamin_on<Blas>(x: impl Into<Vector<'a, T>>) -> Option<usize> => index("cublasI?amin", IAMIN);
}
