//! Where nvJitLink is looked for: the environment variable, the system loader's names, the CUDA toolkit,
//! and the layout of NVIDIA's pip wheels in site-packages, in the same order as `cuda-nvrtc` looks for
//! NVRTC. The search itself is [`cuda_struct::load::Search`], shared with the other CUDA library crates;
//! this module holds nvJitLink's names and folders.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the nvJitLink library to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_NVJITLINK_LIBRARY";

/// The names given to the system loader, newest first.
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["nvJitLink_130_0.dll", "nvJitLink_120_0.dll"];
/// The names given to the system loader, newest first.
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &[
    "libnvJitLink.so.13",
    "libnvJitLink.so.12",
    "libnvJitLink.so",
];

/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-nvjitlink` 13.x, then
/// `nvidia-nvjitlink-cu12`).
#[cfg(windows)]
pub const WHEEL_DIRS: &[&str] = &[
    "nvidia/cu13/bin/x86_64",
    "nvidia/cu13/bin",
    "nvidia/nvjitlink/bin",
];
/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-nvjitlink` 13.x, then
/// `nvidia-nvjitlink-cu12`).
#[cfg(not(windows))]
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib", "nvidia/nvjitlink/lib"];

/// Everything the shared search needs to know about nvJitLink.
pub(crate) const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "nvJitLink");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_and_folders_are_nvjitlinks() {
        assert!(DEFAULT_NAMES.iter().all(|n| n.contains("nvJitLink")));
        assert!(WHEEL_DIRS.iter().any(|d| d.contains("nvjitlink")));
    }
}
