//! Where libcudart is looked for: the environment variable, the system loader's names, the CUDA toolkit,
//! and the layout of NVIDIA's pip wheels in site-packages. The search itself is
//! [`cuda_struct::load::Search`], shared with the other CUDA library crates; this module holds
//! libcudart's names and folders.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the CUDA runtime library to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_RUNTIME_LIBRARY";

/// The names given to the system loader, newest first.
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["cudart64_13.dll", "cudart64_12.dll"];
/// The names given to the system loader, newest first.
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &["libcudart.so.13", "libcudart.so.12", "libcudart.so"];

/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-cuda-runtime` 13.x, then
/// `nvidia-cuda-runtime-cu12`).
#[cfg(windows)]
pub const WHEEL_DIRS: &[&str] = &[
    "nvidia/cu13/bin/x86_64",
    "nvidia/cu13/bin",
    "nvidia/cuda_runtime/bin",
];
/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-cuda-runtime` 13.x, then
/// `nvidia-cuda-runtime-cu12`).
#[cfg(not(windows))]
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib", "nvidia/cuda_runtime/lib"];

/// Everything the shared search needs to know about libcudart.
const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "libcudart");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_and_folders_are_cudarts() {
        assert!(DEFAULT_NAMES.iter().all(|n| n.contains("cudart")));
        assert!(WHEEL_DIRS.iter().any(|d| d.contains("cuda_runtime")));
    }
}
