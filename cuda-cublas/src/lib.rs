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
//!   - level 1 ([`Handle::axpy`], [`Handle::dot`], ...) and level 2 ([`Handle::gemv`],
//!     [`Handle::ger_on`], [`Handle::symv_on`], ...);
//!   - level 3 in the four types ([`Blas3`], see [`level3`]): [`Handle::syrk_on`],
//!     [`Handle::syr2k_on`], [`Handle::syrkx_on`], [`Handle::symm_on`], [`Handle::trsm_on`],
//!     [`Handle::trmm_on`], [`Handle::trsm_batched_on`], and the extensions [`Handle::geam_on`],
//!     [`Handle::dgmm_on`]; for the complex types ([`Hermitian`]) [`Handle::hemm_on`],
//!     [`Handle::herk_on`], [`Handle::her2k_on`], [`Handle::herkx_on`].
//! - [`Lt`] and [`Matmul`]: cuBLASLt's matmul with an [`Epilogue`] (bias, ReLU, GELU), its
//!   descriptor, layouts and preference owned and destroyed once, the algorithm chosen by the
//!   heuristic at [`Lt::plan`] (`f32`, [`Bf16`], [`F16`]) or [`Lt::plan_to`] (FP8 inputs,
//!   [`F8E4M3`] and [`F8E5M2`], into a 16- or 32-bit output; [`Lt::matmul_scaled_on`] with their
//!   scale factors), each call through the same funnel.
//!
//! Reference: <https://docs.nvidia.com/cuda/cublas/>.

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
mod search;
mod shape;
pub mod sys;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::{CublasError, Error};
pub use fp8::{F8E4M3, F8E5M2};
pub use gemm::Scalar;
pub use gemm_ex::{Compute, ExType, Half};
pub use half::{Bf16, F16};
pub use handle::{Handle, DEFAULT_WORKSPACE};
pub use level1::Blas;
pub use level2::Blas2;
pub use level3::{Blas3, Diag, Fill, Hermitian, Side};
pub use library::Cublas;
pub use lt::{Epilogue, Lt, LtOutput, LtType, Matmul, ALIGN};
pub use search::{
    Candidate, LtSearch, Place, Search, DEFAULT_NAMES, LT_DEFAULT_NAMES, LT_PATH_VARIABLE,
    PATH_VARIABLE, WHEEL_DIRS,
};
pub use shape::{GemmShape, Op};
