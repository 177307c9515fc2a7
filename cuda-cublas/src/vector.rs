//! The vector operands of levels 1 and 2: a whole buffer (`&buf`, `&mut buf`: every element, unit
//! stride) or a strided view ([`Vector::strided`], [`VectorMut::strided`]: `n` elements `inc` apart,
//! from the first element of a buffer or of a [`DeviceSlice`]). The rule for increments is on
//! [`Vector`].

use core::ffi::c_int;

use cuda_driver::{BufferUse, DeviceBuffer, DeviceSlice, DeviceSliceMut};

use crate::error::{invalid, Error};
use crate::shape::int;

/// A vector cuBLAS reads: `n` elements `inc` apart in a buffer or slice.
///
/// Every routine takes `impl Into<Vector<'_, T>>` for a vector it reads: `&buf` (every element,
/// unit stride), a [`DeviceSlice`] or a view made by [`Vector::strided`], which checks `inc >= 1`
/// and that `1 + (n - 1) inc` elements lie within the buffer, so no routine can reach past it.
///
/// ```no_run
/// # fn f(blas: &mut cuda_cublas::Handle, x: &cuda_driver::DeviceBuffer<f32>,
/// #      y: &mut cuda_driver::DeviceBuffer<f32>) -> Result<(), Box<dyn std::error::Error>> {
/// use cuda_cublas::{Vector, VectorMut};
/// // Every third element of x from its second, into every element of y's first 10.
/// let xs = Vector::strided(x.slice(1..)?, 10, 3)?;
/// blas.axpy(2.0, xs, VectorMut::strided(y.slice_mut(..10)?, 10, 1)?)?;
/// # Ok(()) }
/// ```
///
/// A vector read and a vector written are borrows of their buffers, so one buffer cannot be both
/// (cuBLAS would read what it is writing, unordered): this does not compile.
///
/// ```compile_fail,E0502
/// # fn f(blas: &mut cuda_cublas::Handle, y: &mut cuda_driver::DeviceBuffer<f32>)
/// #      -> Result<(), Box<dyn std::error::Error>> {
/// use cuda_cublas::{Vector, VectorMut};
/// let xs = Vector::strided(y.slice(1..)?, 10, 3)?;
/// blas.axpy(2.0, xs, VectorMut::strided(y.slice_mut(..10)?, 10, 1)?)?;
/// # Ok(()) }
/// ```
///
/// # Negative increments
/// Not offered: the increment is a `usize`. cuBLAS follows the reference BLAS for some routines (a
/// negative increment walks the same elements backwards) and returns nothing for others (the
/// reductions, for an increment below 1), so a signed increment would carry a rule per routine for
/// no gain: a backwards walk touches the same memory, and the order can be reversed on the host or
/// by a copy first.
pub struct Vector<'a, T> {
    pub(crate) data: DeviceSlice<'a, T>,
    n: usize,
    inc: usize,
}

/// A vector cuBLAS writes (and may read): `n` elements `inc` apart in a buffer or slice.
pub struct VectorMut<'a, T> {
    pub(crate) data: DeviceSliceMut<'a, T>,
    n: usize,
    inc: usize,
}

impl<T> Clone for Vector<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Vector<'_, T> {}

/// What [`Vector`] and [`VectorMut`] have alike: the length, increment and `Debug`.
macro_rules! vector_common {
    ($($v:ident)*) => {$(
        impl<T> $v<'_, T> {
            /// How many elements the vector has.
            pub fn len(&self) -> usize {
                self.n
            }

            /// Whether it has none.
            pub fn is_empty(&self) -> bool {
                self.n == 0
            }

            /// The distance between two elements, in elements.
            pub fn inc(&self) -> usize {
                self.inc
            }

            /// `(n, inc)`.
            pub(crate) fn dims(&self) -> (usize, usize) {
                (self.n, self.inc)
            }

            /// `n` and `inc` as cuBLAS's `int`s.
            pub(crate) fn ints(&self, what: &str, name: &str) -> Result<(c_int, c_int), Error> {
                Ok((int(what, name, self.n)?, int(what, "an increment", self.inc)?))
            }
        }

        impl<T> core::fmt::Debug for $v<'_, T> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_struct(stringify!($v))
                    .field("n", &self.n)
                    .field("inc", &self.inc)
                    .finish_non_exhaustive()
            }
        }
    )*};
}

vector_common! { Vector VectorMut }

/// Checks that a buffer of `len` elements holds `n` elements `inc` apart from its first.
pub(crate) fn strided_span(len: usize, n: usize, inc: usize) -> Result<(), Error> {
    if inc == 0 {
        return Err(invalid(
            "a vector's increment is 0; it must be at least 1".to_string(),
        ));
    }
    let need = match n {
        0 => 0,
        n => (n - 1)
            .checked_mul(inc)
            .and_then(|x| x.checked_add(1))
            .ok_or_else(|| {
                invalid(format!(
                    "a vector of {n} elements {inc} apart spans more elements than a usize holds"
                ))
            })?,
    };
    if len < need {
        return Err(invalid(format!(
            "a vector of {n} elements {inc} apart reaches {need} elements; the buffer has {len}"
        )));
    }
    Ok(())
}

impl<'a, T> Vector<'a, T> {
    /// `n` elements of `data`, `inc` apart from its first (`x[i]` at `i * inc`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for `inc == 0` or `1 + (n - 1) inc` past `data`'s length.
    pub fn strided(
        data: impl Into<DeviceSlice<'a, T>>,
        n: usize,
        inc: usize,
    ) -> Result<Self, Error> {
        let data = data.into();
        strided_span(data.len(), n, inc)?;
        Ok(Vector { data, n, inc })
    }
}

impl<'a, T> VectorMut<'a, T> {
    /// `n` elements of `data`, `inc` apart from its first.
    ///
    /// # Errors
    /// As [`Vector::strided`].
    pub fn strided(
        data: impl Into<DeviceSliceMut<'a, T>>,
        n: usize,
        inc: usize,
    ) -> Result<Self, Error> {
        let data = data.into();
        strided_span(data.len(), n, inc)?;
        Ok(VectorMut { data, n, inc })
    }
}

impl<'a, T> From<DeviceSlice<'a, T>> for Vector<'a, T> {
    fn from(data: DeviceSlice<'a, T>) -> Self {
        let n = data.len();
        Vector { data, n, inc: 1 }
    }
}

impl<'a, T> From<&'a DeviceBuffer<T>> for Vector<'a, T> {
    fn from(buf: &'a DeviceBuffer<T>) -> Self {
        Vector::from(DeviceSlice::from(buf))
    }
}

impl<'a, T> From<DeviceSliceMut<'a, T>> for VectorMut<'a, T> {
    fn from(data: DeviceSliceMut<'a, T>) -> Self {
        let n = data.len();
        VectorMut { data, n, inc: 1 }
    }
}

impl<'a, T> From<&'a mut DeviceBuffer<T>> for VectorMut<'a, T> {
    fn from(buf: &'a mut DeviceBuffer<T>) -> Self {
        VectorMut::from(DeviceSliceMut::from(buf))
    }
}

/// Checks that a vector has the length the shape takes.
pub(crate) fn want(what: &str, name: &str, n: usize, want: usize) -> Result<(), Error> {
    if n != want {
        return Err(invalid(format!(
            "{what}: {name} has {n} elements; the shape takes {want}"
        )));
    }
    Ok(())
}

/// Checks that `x` and `y` have one length; returns it and both increments as `int`s.
pub(crate) fn same_len(
    what: &str,
    (x, incx): (usize, usize),
    (y, incy): (usize, usize),
) -> Result<[c_int; 3], Error> {
    if x != y {
        return Err(invalid(format!(
            "{what}: x has {x} elements and y {y}; the call takes vectors of one length"
        )));
    }
    Ok([
        int(what, "n", x)?,
        int(what, "an increment", incx)?,
        int(what, "an increment", incy)?,
    ])
}

/// The device addresses of the uses, as numbers the queued closures can carry.
pub(crate) fn addresses<const N: usize>(uses: &[BufferUse<'_>]) -> [usize; N] {
    core::array::from_fn(|i| uses[i].ptr().native_handle())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(r: Result<(), Error>) -> String {
        match r {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn a_strided_vector_needs_one_plus_n_minus_one_increments() {
        // 4 elements 3 apart: 0, 3, 6, 9, so 10 elements.
        assert!(strided_span(10, 4, 3).is_ok());
        let m = refused(strided_span(9, 4, 3));
        assert!(m.contains("reaches 10") && m.contains("has 9"), "{m}");
        assert!(strided_span(0, 0, 5).is_ok());
        assert!(strided_span(1, 1, 1000).is_ok());
    }

    #[test]
    fn a_zero_increment_and_an_overflowing_span_are_refused() {
        let m = refused(strided_span(10, 2, 0));
        assert!(m.contains("increment is 0"), "{m}");
        let m = refused(strided_span(usize::MAX, 3, usize::MAX / 2 + 1));
        assert!(m.contains("more elements than a usize"), "{m}");
    }

    #[test]
    fn a_length_other_than_the_shape_is_refused() {
        assert!(want("f", "x", 3, 3).is_ok());
        let m = refused(want("f", "y", 2, 3));
        assert!(m.contains("y has 2 elements; the shape takes 3"), "{m}");
    }
}
