//! cuBLAS and cuBLASLt from Rust.
//!
//! - [`sys`]: `cublas_api.h` (the v2 API) and `cublasLt.h` declared whole with `cuda-struct`'s
//!   macros, generated from NVIDIA's headers of CUDA 12.9, 13.0 and 13.5 by `scripts/gen-cublas.py`,
//!   C names exactly; checked against each header by the workspace's conformance test.
//! - [`Cublas`]: libcublas and libcublasLt loaded at run time ([`Cublas::load`] searches
//!   [`PATH_VARIABLE`] / [`LT_PATH_VARIABLE`], the loader's names, the toolkit and NVIDIA's pip wheels
//!   `nvidia-cublas` and `nvidia-cublas-cu12`), every function resolved by name; one the loaded
//!   libraries lack is an error value naming it when called, never a load failure.
//! - [`Handle`]: the safe layer. A cuBLAS handle of one `cuda_driver` context with its own stream
//!   and workspace, each call checked against the buffers' lengths (dimensions, leading dimensions,
//!   strides, overflow) before anything is queued, and queued through `cuda_driver`'s ordering funnel
//!   (operands read, results and the workspace written): on the handle's stream, any stream of its
//!   context, or inside `ctx.capture(|s| ..)`. Its routines:
//!   - GEMM for `f32`, `f64`, [`cuComplex`](sys::cuComplex), [`cuDoubleComplex`](sys::cuDoubleComplex)
//!     ([`Scalar`]): [`Handle::gemm`], [`Handle::gemm_strided_batched`], [`Handle::gemm_batched_on`]
//!     (buffers in a list), [`Handle::gemm3m_on`] (complex);
//!   - the `Ex` GEMMs ([`ExType`], [`Compute`]): [`Handle::gemm_ex`] for [`Bf16`] and [`F16`],
//!     [`Handle::gemm_tf32`] (`f32` on TF32 tensor cores), [`Handle::gemm_batch_ex_on`] (strided);
//!   - every level-1 and level-2 routine of the four types (below, "Levels 1 and 2");
//!   - level 3 in the four types ([`Blas3`], see [`level3`]): [`Handle::syrk_on`],
//!     [`Handle::syr2k_on`], [`Handle::syrkx_on`], [`Handle::symm_on`], [`Handle::trsm_on`],
//!     [`Handle::trmm_on`], [`Handle::trsm_batched_on`], and the extensions [`Handle::geam_on`],
//!     [`Handle::dgmm_on`]; for the complex types ([`Complex`]) [`Handle::hemm_on`],
//!     [`Handle::herk_on`], [`Handle::her2k_on`], [`Handle::herkx_on`].
//! - [`Lt`] and [`Matmul`]: cuBLASLt's matmul with an [`Epilogue`] (bias, ReLU, GELU), its
//!   descriptor, layouts and preference owned and destroyed once, the algorithm chosen by the
//!   heuristic at [`Lt::plan`] (`f32`, [`Bf16`], [`F16`]) or [`Lt::plan_to`] (FP8 inputs,
//!   [`F8E4M3`] and [`F8E5M2`], into a 16- or 32-bit output; [`Lt::matmul_scaled_on`] with their
//!   scale factors), each call through the same funnel.
//!
//! # Levels 1 and 2
//! Methods of [`Handle`], generic over the element type ([`Blas`], [`Blas2`], [`Hermitian`],
//! [`RealBlas`]); each `xxx_on` takes a stream, and the level-1 ones and `gemv` have a plain form on
//! the handle's stream.
//! - Level 1: [`axpy`](Handle::axpy_on), [`scal`](Handle::scal_on),
//!   [`scal_real`](Handle::scal_real_on) (a real factor: `cublasCsscal`, `cublasZdscal`),
//!   [`copy`](Handle::copy_on), [`swap`](Handle::swap_on), [`dot`](Handle::dot_on) (for the complex
//!   types the conjugated one, as [`dotc`](Handle::dotc_on)), [`dotu`](Handle::dotu_on),
//!   [`nrm2`](Handle::nrm2_on), [`asum`](Handle::asum_on), [`iamax`](Handle::iamax_on),
//!   [`iamin`](Handle::iamin_on), [`rot`](Handle::rot_on), [`rot_real`](Handle::rot_real_on) (a real
//!   sine: `cublasCsrot`, `cublasZdrot`), [`rotg`](Handle::rotg_on); for `f32`, `f64`
//!   [`rotm`](Handle::rotm_on), [`rotmg`](Handle::rotmg_on).
//! - Level 2: [`gemv`](Handle::gemv_on), [`gbmv`](Handle::gbmv_on), [`ger`](Handle::ger_on) (for
//!   the complex types the conjugated one, as [`gerc`](Handle::gerc_on)), [`geru`](Handle::geru_on),
//!   [`symv`](Handle::symv_on), [`syr`](Handle::syr_on), [`syr2`](Handle::syr2_on),
//!   [`trmv`](Handle::trmv_on), [`trsv`](Handle::trsv_on), [`tbmv`](Handle::tbmv_on),
//!   [`tbsv`](Handle::tbsv_on), [`tpmv`](Handle::tpmv_on), [`tpsv`](Handle::tpsv_on),
//!   [`hemv`](Handle::hemv_on), [`hbmv`](Handle::hbmv_on), [`hpmv`](Handle::hpmv_on),
//!   [`her`](Handle::her_on), [`her2`](Handle::her2_on), [`hpr`](Handle::hpr_on),
//!   [`hpr2`](Handle::hpr2_on) (for the real types the symmetric C functions); for `f32`, `f64`
//!   [`sbmv`](Handle::sbmv_on), [`spmv`](Handle::spmv_on), [`spr`](Handle::spr_on),
//!   [`spr2`](Handle::spr2_on).
//!
//! A vector is a whole buffer (`&x`, `&mut y`) or a strided view ([`Vector::strided`],
//! [`VectorMut::strided`]: `n` elements `inc` apart in a buffer or a slice of one, checked when made).
//! Increments are at least 1: negative ones are not offered (see [`Vector`]). What reads or writes
//! host memory as it is called (the reductions, `rotg`, `rotmg`, and `rotm`, whose parameters are
//! read from the host) is refused on a capturing stream; everything else can be captured.
//!
//! Reference: <https://docs.nvidia.com/cuda/cublas/>.

#[macro_use]
mod forward;
mod error;
mod fp8;
mod gemm;
mod gemm_ex;
mod half;
mod handle;
mod level1;
mod level2;
pub mod level3;
mod library;
mod lt;
mod raw;
mod search;
mod shape;
pub mod sys;
mod vector;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::{CublasError, Error};
pub use fp8::{F8E4M3, F8E5M2};
pub use gemm::Scalar;
pub use gemm_ex::{Compute, ExType, Half};
pub use half::{Bf16, F16};
pub use handle::{Handle, DEFAULT_WORKSPACE};
pub use level1::{Blas, Givens, ModifiedGivens, RealBlas};
pub use level2::{Blas2, Hermitian, Triangle};
pub use level3::{Blas3, Complex, Diag, Fill, Side};
pub use library::Cublas;
pub use lt::{Epilogue, Lt, LtOutput, LtType, Matmul, ALIGN};
pub use search::{
    Candidate, LtSearch, Place, Search, DEFAULT_NAMES, LT_DEFAULT_NAMES, LT_PATH_VARIABLE,
    PATH_VARIABLE, WHEEL_DIRS,
};
pub use shape::{GemmShape, Op};
pub use vector::{Vector, VectorMut};
