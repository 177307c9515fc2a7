//! The plain forms of the level-1 `_on` methods (and `gemv`): the same call on the handle's own
//! stream.

use crate::error::Error;
use crate::handle::Handle;
use crate::level1::{Blas, Givens, ModifiedGivens, RealBlas};
use crate::level2::Blas2;
use crate::shape::Op;
use crate::vector::{Vector, VectorMut};
use cuda_driver::DeviceBuffer;

/// One plain method per line: its docs, its bound, the `_on` form and the arguments.
macro_rules! on_own_stream {
    ($($(#[$doc:meta])* fn $name:ident<$bound:path> => $on:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        impl Handle {
            $(
                $(#[$doc])*
                ///
                /// # Errors
                #[doc = concat!("As [`", stringify!($on), "`](Self::", stringify!($on), ").")]
                #[allow(clippy::too_many_arguments, clippy::extra_unused_lifetimes)]
                pub fn $name<'a, T: $bound>(&mut self, $($arg: $ty),*) -> Result<$ret, Error> {
                    let own = self.own();
                    self.$on($($arg,)* &own)
                }
            )*
        }
    };
}

on_own_stream! {
    /// `y = alpha x + y` on the handle's own stream.
    fn axpy<Blas> => axpy_on(alpha: T, x: impl Into<Vector<'a, T>>, y: impl Into<VectorMut<'a, T>>) -> ();
    /// `x = alpha x` on the handle's own stream.
    fn scal<Blas> => scal_on(alpha: T, x: impl Into<VectorMut<'a, T>>) -> ();
    /// `x = alpha x` with a real `alpha` on the handle's own stream.
    fn scal_real<Blas> => scal_real_on(alpha: T::Real, x: impl Into<VectorMut<'a, T>>) -> ();
    /// `y = x` on the handle's own stream.
    fn copy<Blas> => copy_on(x: impl Into<Vector<'a, T>>, y: impl Into<VectorMut<'a, T>>) -> ();
    /// Exchanges `x` and `y` on the handle's own stream.
    fn swap<Blas> => swap_on(x: impl Into<VectorMut<'a, T>>, y: impl Into<VectorMut<'a, T>>) -> ();
    /// A plane rotation of `x` and `y` on the handle's own stream.
    fn rot<Blas> => rot_on(x: impl Into<VectorMut<'a, T>>, y: impl Into<VectorMut<'a, T>>, cs: (T::Real, T)) -> ();
    /// A plane rotation with a real sine on the handle's own stream.
    fn rot_real<Blas> => rot_real_on(x: impl Into<VectorMut<'a, T>>, y: impl Into<VectorMut<'a, T>>, cs: (T::Real, T::Real)) -> ();
    /// A modified Givens transformation of `x` and `y` on the handle's own stream.
    fn rotm<RealBlas> => rotm_on(x: impl Into<VectorMut<'a, T>>, y: impl Into<VectorMut<'a, T>>, param: [T; 5]) -> ();
    /// The inner product of `x` and `y` (conjugating `x` for complex types, as `dotc`) on the
    /// handle's own stream.
    fn dot<Blas> => dot_on(x: impl Into<Vector<'a, T>>, y: impl Into<Vector<'a, T>>) -> T;
    /// `Σ conj(x[i]) y[i]` on the handle's own stream.
    fn dotc<Blas> => dotc_on(x: impl Into<Vector<'a, T>>, y: impl Into<Vector<'a, T>>) -> T;
    /// `Σ x[i] y[i]` (unconjugated) on the handle's own stream.
    fn dotu<Blas> => dotu_on(x: impl Into<Vector<'a, T>>, y: impl Into<Vector<'a, T>>) -> T;
    /// The Euclidean norm of `x` on the handle's own stream.
    fn nrm2<Blas> => nrm2_on(x: impl Into<Vector<'a, T>>) -> T::Real;
    /// The sum of magnitudes of `x` on the handle's own stream.
    fn asum<Blas> => asum_on(x: impl Into<Vector<'a, T>>) -> T::Real;
    /// The index of the first element of largest magnitude on the handle's own stream.
    fn iamax<Blas> => iamax_on(x: impl Into<Vector<'a, T>>) -> Option<usize>;
    /// The index of the first element of smallest magnitude on the handle's own stream.
    fn iamin<Blas> => iamin_on(x: impl Into<Vector<'a, T>>) -> Option<usize>;
    /// The Givens rotation that zeroes `b` in `[a; b]`, in the order of the handle's own stream.
    fn rotg<Blas> => rotg_on(a: T, b: T) -> Givens<T>;
    /// The modified Givens transformation of `(d1, d2)` and `(x1, y1)`, in the order of the
    /// handle's own stream.
    fn rotmg<RealBlas> => rotmg_on(d: (T, T), xy: (T, T)) -> ModifiedGivens<T>;
    /// `y = alpha op(A) x + beta y` on the handle's own stream.
    fn gemv<Blas2> => gemv_on(op: Op, dims: (usize, usize, usize), alpha: T, a: &DeviceBuffer<T>, x: impl Into<Vector<'a, T>>, beta: T, y: impl Into<VectorMut<'a, T>>) -> ();
}
