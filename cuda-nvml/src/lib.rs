//! NVML from Rust: the NVIDIA Management Library, what `nvidia-smi` is built on.
//!
//! - [`sys`]: `nvml.h` of NVML 12.9, 13.0 and 13.5 (NVIDIA's `nvidia-nvml-dev` wheels), every type,
//!   constant and function declared with `cuda-struct`'s macros, C names exactly; the functions one
//!   `functions!` table, each with the release whose header introduced it.
//! - [`NvmlLibrary`]: `libnvidia-ml.so.1` loaded at run time from the driver (no link-time dependency);
//!   where it is looked for: [`Search`]. A function the loaded library lacks is an [`NvmlError`] naming
//!   it and the release that introduced it.
//!
//! Reference: <https://docs.nvidia.com/deploy/nvml-api/>.

pub mod sys;

mod error;
mod info;
mod library;
mod search;

pub use cuda_struct::load::{Attempt, LoadError};
pub use error::{description, Error, NvmlError};
pub use library::NvmlLibrary;
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE};
