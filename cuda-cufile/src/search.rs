//! Where cuFile is looked for: the environment variable, the system loader's names, the CUDA toolkit,
//! and the layout of NVIDIA's pip wheels in site-packages. The search itself is
//! [`cuda_struct::load::Search`], shared with the other CUDA library crates; this module holds cuFile's
//! names and folders.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the cuFile library to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_CUFILE_LIBRARY";

/// The names given to the system loader: cuFile's soname has been `libcufile.so.0` in every 1.x
/// release (Linux only: GPUDirect Storage has no Windows library).
pub const DEFAULT_NAMES: &[&str] = &["libcufile.so.0", "libcufile.so"];

/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-cufile` 13.x, then
/// `nvidia-cufile-cu12`).
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib", "nvidia/cufile/lib"];

/// Everything the shared search needs to know about cuFile.
pub(crate) const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "cufile");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_and_folders_are_cufiles() {
        assert!(DEFAULT_NAMES.iter().all(|n| n.starts_with("libcufile.so")));
        assert!(WHEEL_DIRS.iter().any(|d| d.contains("cufile")));
    }
}
