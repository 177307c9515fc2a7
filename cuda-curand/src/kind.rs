//! The Rust names of a generator's kind ([`Kind`]) and ordering ([`Ordering`]), and the element types
//! a distribution writes ([`Real`]).

use crate::sys::{curandGenerator_t, curandOrdering_t, curandRngType_t};
use crate::{Curand, CurandError};

/// Which algorithm a [`Generator`](crate::Generator) runs (`curandRngType_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Kind {
    /// XORWOW (cuRAND's pseudo-random default).
    Xorwow,
    /// MRG32k3a.
    Mrg32k3a,
    /// MTGP32, the Mersenne Twister for graphics processors.
    Mtgp32,
    /// MT19937, the Mersenne Twister.
    Mt19937,
    /// Philox 4x32 with ten rounds, counter-based.
    Philox4x32_10,
    /// Sobol with 32-bit direction vectors (quasi-random).
    Sobol32,
    /// Scrambled Sobol with 32-bit direction vectors (quasi-random).
    ScrambledSobol32,
    /// Sobol with 64-bit direction vectors (quasi-random; writes 64-bit words).
    Sobol64,
    /// Scrambled Sobol with 64-bit direction vectors (quasi-random; writes 64-bit words).
    ScrambledSobol64,
}

impl Kind {
    /// Every kind, pseudo-random first.
    pub const ALL: [Kind; 9] = [
        Kind::Xorwow,
        Kind::Mrg32k3a,
        Kind::Mtgp32,
        Kind::Mt19937,
        Kind::Philox4x32_10,
        Kind::Sobol32,
        Kind::ScrambledSobol32,
        Kind::Sobol64,
        Kind::ScrambledSobol64,
    ];

    /// The C value.
    ///
    /// ```
    /// use cuda_curand::{sys::curandRngType_t, Kind};
    /// assert_eq!(Kind::Philox4x32_10.raw(), curandRngType_t::CURAND_RNG_PSEUDO_PHILOX4_32_10);
    /// ```
    pub fn raw(self) -> curandRngType_t {
        match self {
            Kind::Xorwow => curandRngType_t::CURAND_RNG_PSEUDO_XORWOW,
            Kind::Mrg32k3a => curandRngType_t::CURAND_RNG_PSEUDO_MRG32K3A,
            Kind::Mtgp32 => curandRngType_t::CURAND_RNG_PSEUDO_MTGP32,
            Kind::Mt19937 => curandRngType_t::CURAND_RNG_PSEUDO_MT19937,
            Kind::Philox4x32_10 => curandRngType_t::CURAND_RNG_PSEUDO_PHILOX4_32_10,
            Kind::Sobol32 => curandRngType_t::CURAND_RNG_QUASI_SOBOL32,
            Kind::ScrambledSobol32 => curandRngType_t::CURAND_RNG_QUASI_SCRAMBLED_SOBOL32,
            Kind::Sobol64 => curandRngType_t::CURAND_RNG_QUASI_SOBOL64,
            Kind::ScrambledSobol64 => curandRngType_t::CURAND_RNG_QUASI_SCRAMBLED_SOBOL64,
        }
    }

    /// Whether the kind is quasi-random (Sobol): it takes dimensions, not a seed.
    ///
    /// ```
    /// assert!(cuda_curand::Kind::Sobol32.is_quasi() && !cuda_curand::Kind::Xorwow.is_quasi());
    /// ```
    pub fn is_quasi(self) -> bool {
        matches!(
            self,
            Kind::Sobol32 | Kind::ScrambledSobol32 | Kind::Sobol64 | Kind::ScrambledSobol64
        )
    }

    /// Whether its raw output is 64-bit words ([`Generator::raw_u64`](crate::Generator::raw_u64)),
    /// not 32-bit ones ([`Generator::raw_u32`](crate::Generator::raw_u32)).
    ///
    /// ```
    /// assert!(cuda_curand::Kind::Sobol64.has_64_bit_output());
    /// ```
    pub fn has_64_bit_output(self) -> bool {
        matches!(self, Kind::Sobol64 | Kind::ScrambledSobol64)
    }
}

/// In which order a generator hands out its numbers (`curandOrdering_t`): which numbers a seed yields,
/// and how fast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Ordering {
    /// Pseudo-random: the fastest order on the device.
    PseudoBest,
    /// Pseudo-random: the default (today the best order).
    PseudoDefault,
    /// Pseudo-random: a faster seeding with weaker statistics between threads.
    PseudoSeeded,
    /// Pseudo-random: the order of older releases, the same in every release.
    PseudoLegacy,
    /// Pseudo-random: chosen for the device, for speed (results may differ between devices).
    PseudoDynamic,
    /// Quasi-random: the one order, dimension by dimension.
    QuasiDefault,
}

impl Ordering {
    /// The C value.
    ///
    /// ```
    /// use cuda_curand::{sys::curandOrdering_t, Ordering};
    /// assert_eq!(Ordering::PseudoLegacy.raw(), curandOrdering_t::CURAND_ORDERING_PSEUDO_LEGACY);
    /// ```
    pub fn raw(self) -> curandOrdering_t {
        match self {
            Ordering::PseudoBest => curandOrdering_t::CURAND_ORDERING_PSEUDO_BEST,
            Ordering::PseudoDefault => curandOrdering_t::CURAND_ORDERING_PSEUDO_DEFAULT,
            Ordering::PseudoSeeded => curandOrdering_t::CURAND_ORDERING_PSEUDO_SEEDED,
            Ordering::PseudoLegacy => curandOrdering_t::CURAND_ORDERING_PSEUDO_LEGACY,
            Ordering::PseudoDynamic => curandOrdering_t::CURAND_ORDERING_PSEUDO_DYNAMIC,
            Ordering::QuasiDefault => curandOrdering_t::CURAND_ORDERING_QUASI_DEFAULT,
        }
    }

    /// Whether the ordering is one for quasi-random generators.
    pub fn is_quasi(self) -> bool {
        self == Ordering::QuasiDefault
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
}

/// An element type the continuous distributions write: `f32` (`curandGenerateUniform`, ...) or `f64`
/// (`curandGenerateUniformDouble`, ...). Sealed.
pub trait Real: sealed::Sealed + Copy + Send + Sync + 'static {
    /// Whether the value is finite (for the checks of a mean and a standard deviation).
    #[doc(hidden)]
    fn finite(self) -> bool;
    /// Whether the value is greater than zero.
    #[doc(hidden)]
    fn positive(self) -> bool;
    /// The value as `f64`, for messages.
    #[doc(hidden)]
    fn to_f64(self) -> f64;
    /// `curandGenerateUniform` or its double form.
    ///
    /// # Safety
    /// `out` addresses `n` elements of device memory the generator may write, ordered for it.
    #[doc(hidden)]
    unsafe fn uniform(
        c: &Curand,
        g: curandGenerator_t,
        out: *mut Self,
        n: usize,
    ) -> Result<(), CurandError>;
    /// `curandGenerateNormal` or its double form.
    ///
    /// # Safety
    /// As [`uniform`](Self::uniform).
    #[doc(hidden)]
    unsafe fn normal(
        c: &Curand,
        g: curandGenerator_t,
        out: *mut Self,
        n: usize,
        mean: Self,
        stddev: Self,
    ) -> Result<(), CurandError>;
    /// `curandGenerateLogNormal` or its double form.
    ///
    /// # Safety
    /// As [`uniform`](Self::uniform).
    #[doc(hidden)]
    unsafe fn log_normal(
        c: &Curand,
        g: curandGenerator_t,
        out: *mut Self,
        n: usize,
        mean: Self,
        stddev: Self,
    ) -> Result<(), CurandError>;
}

/// `Real` for one float type: cuRAND's three functions of that type, and the value checks.
macro_rules! real {
    ($t:ty, $uniform:ident, $normal:ident, $log_normal:ident) => {
        impl Real for $t {
            unsafe fn uniform(
                c: &Curand,
                g: curandGenerator_t,
                out: *mut Self,
                n: usize,
            ) -> Result<(), CurandError> {
                // SAFETY: the caller's promise.
                unsafe { c.$uniform(g, out, n) }
            }
            unsafe fn normal(
                c: &Curand,
                g: curandGenerator_t,
                out: *mut Self,
                n: usize,
                mean: Self,
                stddev: Self,
            ) -> Result<(), CurandError> {
                // SAFETY: the caller's promise.
                unsafe { c.$normal(g, out, n, mean, stddev) }
            }
            unsafe fn log_normal(
                c: &Curand,
                g: curandGenerator_t,
                out: *mut Self,
                n: usize,
                mean: Self,
                stddev: Self,
            ) -> Result<(), CurandError> {
                // SAFETY: the caller's promise.
                unsafe { c.$log_normal(g, out, n, mean, stddev) }
            }
            fn finite(self) -> bool {
                self.is_finite()
            }
            fn positive(self) -> bool {
                self > 0.0
            }
            fn to_f64(self) -> f64 {
                f64::from(self)
            }
        }
    };
}

real!(
    f32,
    curandGenerateUniform,
    curandGenerateNormal,
    curandGenerateLogNormal
);
real!(
    f64,
    curandGenerateUniformDouble,
    curandGenerateNormalDouble,
    curandGenerateLogNormalDouble
);
