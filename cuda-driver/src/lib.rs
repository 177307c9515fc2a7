//! The CUDA driver API from Rust.
//!
//! - [`sys`]: the hand-listed driver types, enums and functions, C names exactly, one file per area of
//!   `cuda.h`, declared with `cuda-struct`'s macros.
//! - [`Driver`]: libcuda loaded at run time, every function resolved through `cuGetProcAddress` with the
//!   ABI version it was declared for. Nothing is chosen by cargo features: one build serves every driver
//!   new enough for the functions it calls, and a function an older driver lacks is an error value.
//! - The safe layer ([`Device`], [`Context`], [`Stream`], [`Event`], [`DeviceBuffer`], [`Module`], ...):
//!   Rust names, RAII owners, `Result` everywhere.
//!
//! ```no_run
//! let cuda = cuda_driver::init()?;
//! for device in cuda_driver::Device::all(cuda)? {
//!     println!("{}: {}", device.ordinal(), device.name()?);
//! }
//! # Ok::<(), cuda_driver::Error>(())
//! ```
pub mod sys;

mod driver;
mod error;
mod safe;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use driver::{Driver, LoadOptions, DEFAULT_NAMES, PATH_VARIABLE};
pub use error::{DriverError, Error};
pub use safe::*;
pub use sys::{functions, Table};
