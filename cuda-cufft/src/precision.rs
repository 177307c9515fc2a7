//! [`Real`]: the two precisions a plan computes in, each with its complex type, its three transform
//! types and its three execution calls.

use cuda_struct::CudaField;

use crate::error::CufftError;
use crate::shape::Transform;
use crate::sys::{cufftDoubleComplex, cufftHandle, cufftType};
use crate::Cufft;

/// A complex `f32` (cuFFT's `cufftComplex`): real part `x`, imaginary part `y`.
pub type Complex32 = crate::sys::cufftComplex;
/// A complex `f64` (cuFFT's `cufftDoubleComplex`): real part `x`, imaginary part `y`.
pub type Complex64 = cufftDoubleComplex;

/// Complex numbers built and read by their parts (the C fields `x` and `y`).
macro_rules! complex {
    ($complex:ty, $t:ty) => {
        impl $complex {
            /// The complex number `re + i * im`.
            pub fn from_parts(re: $t, im: $t) -> Self {
                <$complex>::new().with_x(re).with_y(im)
            }

            /// The real part.
            pub fn re(&self) -> $t {
                self.x()
            }

            /// The imaginary part.
            pub fn im(&self) -> $t {
                self.y()
            }
        }
    };
}
complex!(crate::sys::cuComplex, f32);
complex!(crate::sys::cuDoubleComplex, f64);

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
}

/// `f32` or `f64`: the precision of a [`Plan`](crate::Plan), which picks cuFFT's transform types
/// and execution calls. Sealed: cuFFT has these two.
pub trait Real: CudaField + sealed::Sealed + Send + Sync + 'static {
    /// The complex type of this precision ([`Complex32`] or [`Complex64`]).
    type Complex: CudaField + Send + Sync + 'static;

    /// cuFFT's type for `transform` in this precision.
    fn raw_type(transform: Transform) -> cufftType;

    /// `cufftExecC2C` or `cufftExecZ2Z`.
    ///
    /// # Safety
    /// A live plan of this precision's complex-to-complex type, whose stream and work area are set;
    /// `input` and `output` address at least what the plan's layout reaches.
    #[doc(hidden)]
    unsafe fn exec_c2c(
        cufft: &Cufft,
        plan: cufftHandle,
        input: *mut Self::Complex,
        output: *mut Self::Complex,
        direction: i32,
    ) -> Result<(), CufftError>;

    /// `cufftExecR2C` or `cufftExecD2Z`.
    ///
    /// # Safety
    /// As [`exec_c2c`](Self::exec_c2c), for a real-to-complex plan.
    #[doc(hidden)]
    unsafe fn exec_r2c(
        cufft: &Cufft,
        plan: cufftHandle,
        input: *mut Self,
        output: *mut Self::Complex,
    ) -> Result<(), CufftError>;

    /// `cufftExecC2R` or `cufftExecZ2D`.
    ///
    /// # Safety
    /// As [`exec_c2c`](Self::exec_c2c), for a complex-to-real plan.
    #[doc(hidden)]
    unsafe fn exec_c2r(
        cufft: &Cufft,
        plan: cufftHandle,
        input: *mut Self::Complex,
        output: *mut Self,
    ) -> Result<(), CufftError>;
}

/// `Real` for one precision: its complex type, its three types and calls.
macro_rules! real {
    ($t:ty, $complex:ty, [$c2c:ident, $r2c:ident, $c2r:ident], [$e_c2c:ident, $e_r2c:ident, $e_c2r:ident]) => {
        impl Real for $t {
            type Complex = $complex;

            fn raw_type(transform: Transform) -> cufftType {
                match transform {
                    Transform::ComplexToComplex => cufftType::$c2c,
                    Transform::RealToComplex => cufftType::$r2c,
                    Transform::ComplexToReal => cufftType::$c2r,
                }
            }

            unsafe fn exec_c2c(
                cufft: &Cufft,
                plan: cufftHandle,
                input: *mut $complex,
                output: *mut $complex,
                direction: i32,
            ) -> Result<(), CufftError> {
                // SAFETY: the caller's promise.
                unsafe { cufft.$e_c2c(plan, input, output, direction) }
            }

            unsafe fn exec_r2c(
                cufft: &Cufft,
                plan: cufftHandle,
                input: *mut $t,
                output: *mut $complex,
            ) -> Result<(), CufftError> {
                // SAFETY: the caller's promise.
                unsafe { cufft.$e_r2c(plan, input, output) }
            }

            unsafe fn exec_c2r(
                cufft: &Cufft,
                plan: cufftHandle,
                input: *mut $complex,
                output: *mut $t,
            ) -> Result<(), CufftError> {
                // SAFETY: the caller's promise.
                unsafe { cufft.$e_c2r(plan, input, output) }
            }
        }
    };
}

real!(
    f32,
    Complex32,
    [CUFFT_C2C, CUFFT_R2C, CUFFT_C2R],
    [cufftExecC2C, cufftExecR2C, cufftExecC2R]
);
real!(
    f64,
    Complex64,
    [CUFFT_Z2Z, CUFFT_D2Z, CUFFT_Z2D],
    [cufftExecZ2Z, cufftExecD2Z, cufftExecZ2D]
);
