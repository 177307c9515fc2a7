//! The CUDA runtime API from Rust.
//!
//! - [`sys`]: every type, enum, constant and function of `cuda_runtime_api.h` and the headers it pulls in
//!   through `builtin_types.h` (`driver_types.h`, `surface_types.h`, `texture_types.h`, `vector_types.h`),
//!   C names exactly, one file per area of NVIDIA's runtime documentation, declared with `cuda-struct`'s
//!   macros in the shape of `cuda-driver`'s `sys`. 13.x, and what 12.x has that 13.0 dropped or changed,
//!   so one build serves both.
//! - [`Runtime`]: libcudart loaded at run time (no link-time dependency, no build script), found as
//!   [`Search`] says; a function the loaded library lacks, or has only with another prototype, is an error
//!   value naming it. The per-thread-default-stream variants (`_ptds`, `_ptsz`) are resolved in that mode.
//! - [`cudaError`](sys::cudaError) (`cudaError_t`), an open enum whose [`name`](sys::cudaError::name) and
//!   [`description`](sys::cudaError::description) work without the library.
//! - A small safe surface: [`Runtime::device_properties`] (a [`cudaDeviceProp`](sys::cudaDeviceProp),
//!   zero-initialised by `new()`, its name readable with `name_str`), [`Runtime::device_count`],
//!   [`Runtime::driver_version`]; with the cargo feature `driver`, the interop with `cuda-driver`
//!   (`cudaStream_t` ⇄ `CUstream`, `cudaEvent_t` ⇄ `CUevent`, and the `unsafe` hand-over of a
//!   `cuda_driver::Stream`, `runtime_stream`).
//!
//! ```no_run
//! use cuda_runtime::Runtime;
//!
//! let cudart = Runtime::load()?;
//! for device in 0..cudart.device_count()? {
//!     let prop = cudart.device_properties(device)?;
//!     println!("{device}: {} (sm_{}{})", prop.name_str()?, prop.major(), prop.minor());
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Without a driver the library still loads, and a call answers `cudaErrorInsufficientDriver` as a value:
//!
//! ```no_run
//! use cuda_runtime::{sys::cudaError, Runtime};
//!
//! let err = Runtime::load()?.device_count().unwrap_err();
//! assert_eq!(err.code(), Some(cudaError::cudaErrorInsufficientDriver)); // 35
//! assert_eq!(err.code().unwrap().description(), Some("CUDA driver version is insufficient for CUDA runtime version"));
//! # Ok::<(), cuda_runtime::LoadError>(())
//! ```
//!
//! Reference: <https://docs.nvidia.com/cuda/cuda-runtime-api/index.html>.

#[cfg(windows)]
compile_error!(
    "cuda-runtime declares the Linux layouts of cuda_runtime_api.h: on Windows `long` is 4 bytes, so \
     long1..ulong4 and cudaPointerAttributes differ, and no header check has proved those layouts yet"
);
pub mod sys;

mod error;
mod error_text;
#[cfg(feature = "driver")]
mod interop;
mod library;
mod props;
mod search;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::RuntimeError;
#[cfg(feature = "driver")]
pub use interop::{runtime_stream, HandOverError};
pub use library::Runtime;
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
pub use sys::{functions, Table};
