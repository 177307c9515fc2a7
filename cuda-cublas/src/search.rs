//! Where libcublas and libcublasLt are looked for: the environment variables, the system loader's
//! names, the CUDA toolkit's library folders, and NVIDIA's pip wheels in site-packages. The search
//! itself is [`cuda_struct::load::Search`], shared with the other CUDA library crates.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the libcublas file to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_CUBLAS_LIBRARY";
/// The environment variable naming the libcublasLt file to load instead of searching.
pub const LT_PATH_VARIABLE: &str = "CUDA_CUBLASLT_LIBRARY";

/// The names given to the system loader: the ABI is the CUDA major version (13, then 12).
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &["libcublas.so.13", "libcublas.so.12", "libcublas.so"];
/// The names given to the system loader.
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["cublas64_13.dll", "cublas64_12.dll"];
/// libcublasLt's names for the system loader.
#[cfg(not(windows))]
pub const LT_DEFAULT_NAMES: &[&str] = &["libcublasLt.so.13", "libcublasLt.so.12", "libcublasLt.so"];
/// libcublasLt's names for the system loader.
#[cfg(windows)]
pub const LT_DEFAULT_NAMES: &[&str] = &["cublasLt64_13.dll", "cublasLt64_12.dll"];

/// The libraries' folders inside site-packages in NVIDIA's wheels (`nvidia-cublas` for 13.x, then
/// `nvidia-cublas-cu12`).
#[cfg(not(windows))]
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib", "nvidia/cublas/lib"];
/// The libraries' folders inside site-packages in NVIDIA's wheels.
#[cfg(windows)]
pub const WHEEL_DIRS: &[&str] = &[
    "nvidia/cu13/bin/x86_64",
    "nvidia/cu13/bin",
    "nvidia/cublas/bin",
];

/// Everything the shared search needs to know about libcublas.
pub(crate) const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);
/// Everything the shared search needs to know about libcublasLt.
pub(crate) const LT_SPEC: LibrarySpec =
    LibrarySpec::toolkit(LT_PATH_VARIABLE, LT_DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "libcublas");
pub use lt::LtSearch;

/// libcublasLt's search, in a module of its own (the macro's test names would clash with libcublas's).
mod lt {
    use super::LT_SPEC;

    cuda_struct::library_search!(pub struct LtSearch for LT_SPEC, "libcublasLt");
}

#[cfg(test)]
mod tests {
    use std::ffi::OsString;

    use super::*;

    #[test]
    fn each_variable_alone_is_tried_when_set() {
        let env = |name: &str| match name {
            PATH_VARIABLE => Some(OsString::from("/opt/x/libcublas.so.13")),
            LT_PATH_VARIABLE => Some(OsString::from("/opt/x/libcublasLt.so.13")),
            _ => None,
        };
        let found = Search::with_env(&env).candidates();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].place, Place::Variable);
        assert_eq!(found[0].path.to_str(), Some("/opt/x/libcublas.so.13"));
        let found = LtSearch::with_env(&env).candidates();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].path.to_str(), Some("/opt/x/libcublasLt.so.13"));
    }
}
