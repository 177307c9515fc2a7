//! Where libcufft is looked for: the environment variable, the system loader's names, the CUDA
//! toolkit's library folders, and the layout of NVIDIA's pip wheels in site-packages. The search
//! itself is [`cuda_struct::load::Search`], shared with the other CUDA library crates; this module holds
//! libcufft's names and folders.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the libcufft file to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_CUFFT_LIBRARY";

/// The names given to the system loader: cuFFT 12.x (CUDA 13.x) is `libcufft.so.12`, cuFFT 11.x
/// (CUDA 12.x) `libcufft.so.11`; the newer ABI is tried first.
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &["libcufft.so.12", "libcufft.so.11", "libcufft.so"];
/// The names given to the system loader (the toolkit's DLL carries the ABI in its name).
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["cufft64_12.dll", "cufft64_11.dll"];

/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-cufft` for 13.x, then
/// `nvidia-cufft-cu12`).
#[cfg(not(windows))]
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib", "nvidia/cufft/lib"];
/// The library's folders inside site-packages in NVIDIA's wheels.
#[cfg(windows)]
pub const WHEEL_DIRS: &[&str] = &[
    "nvidia/cu13/bin/x86_64",
    "nvidia/cu13/bin",
    "nvidia/cufft/bin",
];

/// Everything the shared search needs to know about libcufft.
pub(crate) const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "libcufft");

#[cfg(test)]
mod tests {
    use std::ffi::OsString;

    use super::*;

    #[test]
    fn the_variable_alone_is_tried_when_set() {
        let env =
            |name: &str| (name == PATH_VARIABLE).then(|| OsString::from("/opt/x/libcufft.so.12"));
        let found = Search::with_env(&env).candidates();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].place, Place::Variable);
        assert_eq!(found[0].path.to_str(), Some("/opt/x/libcufft.so.12"));
    }

    #[test]
    #[cfg(unix)]
    #[cfg_attr(
        miri,
        ignore = "looks for toolkit folders: Miri isolates the file system"
    )]
    fn without_the_variable_the_loader_names_come_first() {
        let env = |_: &str| None;
        let found = Search::with_env(&env).ask_python(false).candidates();
        assert_eq!(found[0].place, Place::LoaderName);
        assert_eq!(found[0].path.to_str(), Some("libcufft.so.12"));
    }
}
