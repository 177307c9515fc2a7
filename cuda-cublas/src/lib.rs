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
//!   and workspace, its GEMMs ([`Handle::gemm`], [`Handle::gemm_strided_batched`] for `f32`, `f64`,
//!   [`cuComplex`](sys::cuComplex), [`cuDoubleComplex`](sys::cuDoubleComplex); [`Handle::gemm_ex`]
//!   for [`Bf16`] and [`F16`] with `f32` computation), level 1 ([`Handle::axpy`], [`Handle::dot`],
//!   ...), [`Handle::gemv`], [`Handle::ger_on`], [`Handle::symv_on`], [`Handle::syrk_on`], [`Handle::trsm_on`] and [`Handle::geam_on`], each
//!   checked against the buffers' lengths and queued
//!   through `cuda_driver`'s ordering funnel: on the handle's stream, any stream of its context, or
//!   inside `ctx.capture(|s| ..)`.
//! - [`Lt`] and [`Matmul`]: cuBLASLt's matmul for `f32` and [`Bf16`] with an [`Epilogue`] (bias,
//!   ReLU), its descriptor, layouts and preference owned and destroyed once, the algorithm chosen by
//!   the heuristic at [`Lt::plan`], each call through the same funnel.
//!
//! Reference: <https://docs.nvidia.com/cuda/cublas/>.

#[macro_use]
mod forward;
mod error;
mod gemm;
mod half;
mod handle;
mod level1;
mod level2;
mod level3;
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
pub use gemm::{Half, Scalar};
pub use half::{Bf16, F16};
pub use handle::{Handle, DEFAULT_WORKSPACE};
pub use level1::{Blas, Givens, ModifiedGivens, RealBlas};
pub use level2::{Blas2, Hermitian, Triangle};
pub use level3::{Blas3, Diag, Fill, Side};
pub use library::Cublas;
pub use lt::{Epilogue, Lt, LtType, Matmul, ALIGN};
pub use search::{
    Candidate, LtSearch, Place, Search, DEFAULT_NAMES, LT_DEFAULT_NAMES, LT_PATH_VARIABLE,
    PATH_VARIABLE, WHEEL_DIRS,
};
pub use shape::{GemmShape, Op};
pub use vector::{Vector, VectorMut};
