//! cuBLAS and cuBLASLt from Rust.
//!
//! - [`sys`]: `cublas_api.h` (the v2 API) and `cublasLt.h` declared whole with `cuda-struct`'s
//!   macros, generated from NVIDIA's headers of CUDA 12.9, 13.0 and 13.5 by `scripts/gen-cublas.py`,
//!   C names exactly; checked against each header by the workspace's conformance test.
//! - [`Cublas`]: libcublas and libcublasLt loaded at run time ([`Cublas::load`] searches
//!   [`PATH_VARIABLE`] / [`LT_PATH_VARIABLE`], the loader's names, the toolkit and NVIDIA's pip wheels
//!   `nvidia-cublas` and `nvidia-cublas-cu12`), every function resolved by name; one the loaded
//!   libraries lack is an error value naming it when called, never a load failure.
//!
//! Reference: <https://docs.nvidia.com/cuda/cublas/>.

mod error;
mod library;
mod search;
pub mod sys;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::CublasError;
pub use library::Cublas;
pub use search::{
    Candidate, LtSearch, Place, Search, DEFAULT_NAMES, LT_DEFAULT_NAMES, LT_PATH_VARIABLE,
    PATH_VARIABLE, WHEEL_DIRS,
};
