//! Level 1: vector operations, for the four BLAS types, on whole buffers or strided views
//! ([`Vector`](crate::Vector), [`VectorMut`](crate::VectorMut)).
//!
//! - `vectors.rs`: `axpy`, `scal` (and `scal_real`, a real factor: `cublasCsscal`/`cublasZdscal`),
//!   `copy`, `swap`, `rot` (and `rot_real`, a real sine: `cublasCsrot`/`cublasZdrot`), `rotm`.
//! - `reduce.rs`: what returns a value to the host: `dot` (= `dotc`), `dotc`, `dotu`, `nrm2`, `asum`,
//!   `iamax`, `iamin`, `rotg`, `rotmg`. The result is written to the host before the call returns
//!   (host pointer mode), which a capture cannot record: on a capturing stream they are refused.
//!   So is `rotm`, whose parameter array is read from host memory during the call.
//!
//! The C functions of each type are the trait's constants, one macro line per type naming them
//! ([`Blas`], and [`RealBlas`] for what only `f32` and `f64` have); the safe methods are generic.

use crate::gemm::Scalar;
use crate::sys::{cuComplex, cuDoubleComplex, Table};

mod own;
mod reduce;
mod vectors;

pub use reduce::{Givens, ModifiedGivens};

use crate::raw::*;

/// The level-1 C functions of one BLAS type (`S`, `D`, `C`, `Z`), one macro line per type. Sealed
/// (through [`Scalar`]).
///
/// Each constant is the raw call of one C function; its safety contract is the C function's: a live
/// handle, device pointers that hold `n` elements `inc` apart, host pointers for scalars and results.
pub trait Blas: Scalar {
    /// The real type of the type's norms, cosines and real factors (`f32` for `f32` and
    /// [`cuComplex`]).
    type Real: Copy + Default + core::fmt::Debug + Send + Sync + 'static;
    #[doc(hidden)]
    const AXPY: Axpy<Self>;
    #[doc(hidden)]
    const SCAL: Scal<Self, Self>;
    /// A real factor (`cublasCsscal`, `cublasZdscal`; for the real types their `scal`).
    #[doc(hidden)]
    const SCAL_REAL: Scal<Self, Self::Real>;
    #[doc(hidden)]
    const COPY: Xcopy<Self>;
    #[doc(hidden)]
    const SWAP: Swap<Self>;
    /// Unconjugated (`cublas?dotu`; for the real types their `dot`).
    #[doc(hidden)]
    const DOTU: Dot<Self>;
    /// `x` conjugated (`cublas?dotc`; for the real types their `dot`).
    #[doc(hidden)]
    const DOTC: Dot<Self>;
    #[doc(hidden)]
    const NRM2: Norm<Self, Self::Real>;
    #[doc(hidden)]
    const ASUM: Norm<Self, Self::Real>;
    #[doc(hidden)]
    const IAMAX: Index<Self>;
    #[doc(hidden)]
    const IAMIN: Index<Self>;
    /// A real cosine and a sine of the type.
    #[doc(hidden)]
    const ROT: Rot<Self, Self::Real, Self>;
    /// A real cosine and a real sine (`cublasCsrot`, `cublasZdrot`; for the real types their `rot`).
    #[doc(hidden)]
    const ROT_REAL: Rot<Self, Self::Real, Self::Real>;
    #[doc(hidden)]
    const ROTG: Rotg<Self, Self::Real>;
}

/// What only the real types have at level 1 (the modified Givens rotation: `rotm`, `rotmg`) and
/// marks the types of the symmetric band and packed routines (`sbmv`, `spmv`, `spr`, `spr2`).
pub trait RealBlas: Blas<Real = Self> + crate::Hermitian {
    #[doc(hidden)]
    const ROTM: Rotm<Self>;
    #[doc(hidden)]
    const ROTMG: Rotmg<Self>;
}

/// One `impl Blas` per type, from the names of its C functions.
macro_rules! blas {
    ($($t:ty, $real:ty => $axpy:ident $scal:ident $scal_real:ident $copy:ident $swap:ident
        $dotu:ident $dotc:ident $nrm2:ident $asum:ident $iamax:ident $iamin:ident $rot:ident
        $rot_real:ident $rotg:ident;)*) => {$(
        impl Blas for $t {
            type Real = $real;
            const AXPY: Axpy<Self> = Table::$axpy;
            const SCAL: Scal<Self, Self> = Table::$scal;
            const SCAL_REAL: Scal<Self, $real> = Table::$scal_real;
            const COPY: Xcopy<Self> = Table::$copy;
            const SWAP: Swap<Self> = Table::$swap;
            const DOTU: Dot<Self> = Table::$dotu;
            const DOTC: Dot<Self> = Table::$dotc;
            const NRM2: Norm<Self, $real> = Table::$nrm2;
            const ASUM: Norm<Self, $real> = Table::$asum;
            const IAMAX: Index<Self> = Table::$iamax;
            const IAMIN: Index<Self> = Table::$iamin;
            const ROT: Rot<Self, $real, Self> = Table::$rot;
            const ROT_REAL: Rot<Self, $real, $real> = Table::$rot_real;
            const ROTG: Rotg<Self, $real> = Table::$rotg;
        }
    )*};
}

#[rustfmt::skip]
blas! {
    f32, f32 => cublasSaxpy_v2 cublasSscal_v2 cublasSscal_v2 cublasScopy_v2 cublasSswap_v2
        cublasSdot_v2 cublasSdot_v2 cublasSnrm2_v2 cublasSasum_v2 cublasIsamax_v2 cublasIsamin_v2
        cublasSrot_v2 cublasSrot_v2 cublasSrotg_v2;
    f64, f64 => cublasDaxpy_v2 cublasDscal_v2 cublasDscal_v2 cublasDcopy_v2 cublasDswap_v2
        cublasDdot_v2 cublasDdot_v2 cublasDnrm2_v2 cublasDasum_v2 cublasIdamax_v2 cublasIdamin_v2
        cublasDrot_v2 cublasDrot_v2 cublasDrotg_v2;
    cuComplex, f32 => cublasCaxpy_v2 cublasCscal_v2 cublasCsscal_v2 cublasCcopy_v2 cublasCswap_v2
        cublasCdotu_v2 cublasCdotc_v2 cublasScnrm2_v2 cublasScasum_v2 cublasIcamax_v2
        cublasIcamin_v2 cublasCrot_v2 cublasCsrot_v2 cublasCrotg_v2;
    cuDoubleComplex, f64 => cublasZaxpy_v2 cublasZscal_v2 cublasZdscal_v2 cublasZcopy_v2
        cublasZswap_v2 cublasZdotu_v2 cublasZdotc_v2 cublasDznrm2_v2 cublasDzasum_v2
        cublasIzamax_v2 cublasIzamin_v2 cublasZrot_v2 cublasZdrot_v2 cublasZrotg_v2;
}

impl RealBlas for f32 {
    const ROTM: Rotm<Self> = Table::cublasSrotm_v2;
    const ROTMG: Rotmg<Self> = Table::cublasSrotmg_v2;
}

impl RealBlas for f64 {
    const ROTM: Rotm<Self> = Table::cublasDrotm_v2;
    const ROTMG: Rotmg<Self> = Table::cublasDrotmg_v2;
}
