//! Where cuDLA is looked for: the environment variable, the system loader's names, the CUDA toolkit,
//! and NVIDIA's wheel in site-packages, as the other CUDA library crates look ([`cuda_struct::load`]).

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the cuDLA library to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_CUDLA_LIBRARY";

/// The names given to the system loader (Linux on aarch64 only: there is no other cuDLA).
pub const DEFAULT_NAMES: &[&str] = &["libcudla.so.1", "libcudla.so"];

/// The library's folder inside site-packages in NVIDIA's wheel (`nvidia-cudla`, 13.x).
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib"];

/// Everything the shared search needs to know about cuDLA.
pub(crate) const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "cuDLA");
