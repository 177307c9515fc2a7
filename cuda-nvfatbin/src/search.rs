//! Where nvFatbin is looked for: the environment variable, the system loader's names, the CUDA toolkit,
//! and the layout of NVIDIA's pip wheels in site-packages, in the order `cuda-nvrtc` looks for NVRTC.
//! The search itself is [`cuda_struct::load::Search`], shared with the other CUDA library crates; this
//! module holds nvFatbin's names and folders.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the nvFatbin library to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_NVFATBIN_LIBRARY";

/// The names given to the system loader, newest first.
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["nvfatbin_130_0.dll", "nvfatbin_120_0.dll"];
/// The names given to the system loader, newest first.
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &["libnvfatbin.so.13", "libnvfatbin.so.12", "libnvfatbin.so"];

/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-nvfatbin` 13.x, then
/// `nvidia-nvfatbin-cu12`).
#[cfg(windows)]
pub const WHEEL_DIRS: &[&str] = &[
    "nvidia/cu13/bin/x86_64",
    "nvidia/cu13/bin",
    "nvidia/nvfatbin/bin",
];
/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-nvfatbin` 13.x, then
/// `nvidia-nvfatbin-cu12`).
#[cfg(not(windows))]
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib", "nvidia/nvfatbin/lib"];

/// Everything the shared search needs to know about nvFatbin.
pub(crate) const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "nvFatbin");

#[cfg(test)]
mod tests {
    use std::ffi::OsString;

    use super::*;

    #[test]
    fn the_variable_alone_is_tried_when_set() {
        let env =
            |name: &str| (name == PATH_VARIABLE).then(|| OsString::from("/x/libnvfatbin.so.13"));
        let found = Search::with_env(&env).candidates();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].place, Place::Variable);
    }
}
