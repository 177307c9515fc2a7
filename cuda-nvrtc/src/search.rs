//! Where NVRTC is looked for: the environment variable, the system loader's names, the CUDA toolkit,
//! and the layout of NVIDIA's pip wheels in site-packages. The search itself is
//! [`cuda_struct::load::Search`], shared with the other CUDA library crates; this module holds
//! NVRTC's names and folders.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the NVRTC library to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_NVRTC_LIBRARY";

/// The names given to the system loader, newest first.
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["nvrtc64_130_0.dll", "nvrtc64_120_0.dll"];
/// The names given to the system loader, newest first.
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &["libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"];

/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-cuda-nvrtc` 13.x, then
/// `nvidia-cuda-nvrtc-cu12`).
#[cfg(windows)]
pub const WHEEL_DIRS: &[&str] = &[
    "nvidia/cu13/bin/x86_64",
    "nvidia/cu13/bin",
    "nvidia/cuda_nvrtc/bin",
];
/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-cuda-nvrtc` 13.x, then
/// `nvidia-cuda-nvrtc-cu12`).
#[cfg(not(windows))]
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib", "nvidia/cuda_nvrtc/lib"];

/// Everything the shared search needs to know about NVRTC.
const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "NVRTC");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_and_folders_are_nvrtcs() {
        assert!(DEFAULT_NAMES.iter().all(|n| n.contains("nvrtc")));
        assert!(WHEEL_DIRS.iter().any(|d| d.contains("cuda_nvrtc")));
    }
}
