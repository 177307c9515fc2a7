//! cuDLA from Rust: the deep-learning accelerator (DLA) of NVIDIA's Jetson and DRIVE platforms.
//!
//! - [`sys`]: `cudla.h` of CUDA 13.5 (cuDLA API 1.5), declared with `cuda-struct`'s macros: the status
//!   and the other enums, the tensor descriptor, task and event structs, the device and module handles,
//!   the `#define` constants and every function, one [`cuda_struct::functions!`] table.
//! - [`CuDla`]: `libcudla.so.1` loaded at run time; the calls are its `unsafe` methods, named as in C.
//!   A function the loaded library lacks is an error naming it. cuDLA exists only for aarch64 systems
//!   with a DLA: anywhere else [`CuDla::load`] returns a [`LoadError`] saying the library is absent.
//!
//! ```no_run
//! use cuda_cudla::CuDla;
//!
//! match CuDla::load() {
//!     Ok(dla) => {
//!         let mut count = 0u64;
//!         // SAFETY: one valid out-parameter.
//!         unsafe { dla.cudlaDeviceGetCount(&mut count) }?;
//!         println!("{count} DLA devices");
//!     }
//!     Err(e) => println!("no cuDLA here: {e}"),
//! }
//! # Ok::<(), cuda_cudla::CuDlaError>(())
//! ```
//!
//! Reference: <https://docs.nvidia.com/cuda/cudla-api/index.html>.

pub mod sys;

mod error;
mod library;
mod search;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::CuDlaError;
pub use library::CuDla;
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
