//! The hand-listed driver API: the types, enums and functions of CUDA 13.0's `cuda.h` that this crate uses,
//! C names exactly, one module per area of the header.
//!
//! - Handles (`CUstream`, `CUdevice`, `CUdeviceptr`, ...) are `#[cuda_handle]` newtypes over the C value.
//! - Enums (`CUresult`, `CUdevice_attribute`, ...) are `#[cuda_enum]` open newtypes: a value from a newer
//!   driver is a value, and `name()` returns `None` for it.
//! - Structs and unions (`CUDA_MEMCPY3D`, `CUlaunchConfig`, ...) are `#[cuda_struct]`s with the header's
//!   size and alignment; every gap C leaves is an explicit reserved field, kept zero. Anonymous C structs are
//!   named `<Outer>_<member>` (`CUlaunchAttributeValue_clusterDim`).
//! - Functions are declared once per area with `functions!`: the `cuda.h` prototype, the ABI version of its
//!   `PFN_<name>_v<version>` typedef in `cudaTypedefs.h`, and the symbol that version is exported as. They
//!   are called through [`Driver`](crate::Driver).
//!
//! Everything is re-exported here, so `cuda_driver::sys::CUresult` names `sys::result::CUresult`.
#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals)]

mod macros;
mod registry; // STRUCTS, HANDLES, ENUMS, ALIASES: the hand-list as data, re-exported below
mod table; // Table: every area's functions, and the raw calls

use self::macros::functions;

pub mod context;
pub mod device;
pub mod event;
pub mod graph;
pub mod init;
pub mod ipc;
pub mod launch;
pub mod memory;
pub mod module;
pub mod result;
pub mod stream;

// Each area also defines its own `Functions` table (see `functions!`); those are reached by their area's
// path (`sys::memory::Functions`), and the globs leave them ambiguous on purpose.
#[allow(ambiguous_glob_reexports)]
pub use self::{
    context::*, device::*, event::*, graph::*, init::*, ipc::*, launch::*, memory::*, module::*,
    result::*, stream::*,
};

pub use self::registry::*;
pub use self::table::{functions, Table};

/// `cuuint32_t`: the header's 32-bit unsigned integer.
pub type cuuint32_t = u32;
/// `cuuint64_t`: the header's 64-bit unsigned integer.
pub type cuuint64_t = u64;
