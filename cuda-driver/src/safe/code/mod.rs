//! Device code and its launches: images handed to the driver (`image`), a context's [`Module`]
//! (`module`), a context-free [`Library`] and its [`Kernel`]s (`library`), and kernel launches
//! (`launch`).
//!
//! The crate docs' heading for this folder: "Code and launches".

pub(crate) mod image;
pub(crate) mod launch;
#[cfg(feature = "library")]
pub(crate) mod library;
pub(crate) mod module;

pub use launch::{
    KernelArg, KernelArgs, LaunchAttribute, LaunchConfig, ParamInfo, RelaxedAttribute,
};
#[cfg(feature = "library")]
pub use library::{Kernel, Library};
pub use module::{Function, Module};
