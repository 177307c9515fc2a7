//! Where libNVVM is looked for: the environment variable, the system loader's names, the CUDA toolkit's
//! `nvvm/` folder, and the layout of NVIDIA's pip wheels in site-packages, in the order `cuda-nvrtc`
//! looks for NVRTC. The search itself is [`cuda_struct::load::Search`], shared with the other CUDA
//! library crates; this module holds libNVVM's names and folders.
//!
//! libNVVM does not live beside the toolkit's other libraries: a toolkit keeps it in `nvvm/lib64`
//! (`nvvm/bin` on Windows), which is why its toolkit folders are its own.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the libNVVM file to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_NVVM_LIBRARY";

/// The names given to the system loader (libNVVM's ABI has been `4` since CUDA 11.2).
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["nvvm64_40_0.dll"];
/// The names given to the system loader (libNVVM's ABI has been `4` since CUDA 11.2; the 12.x wheel
/// ships the unversioned name only).
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &["libnvvm.so.4", "libnvvm.so"];

/// The folders below a toolkit's root that hold libNVVM.
#[cfg(windows)]
pub const TOOLKIT_DIRS: &[&str] = &["nvvm/bin/x64", "nvvm/bin"];
/// The folders below a toolkit's root that hold libNVVM.
#[cfg(not(windows))]
pub const TOOLKIT_DIRS: &[&str] = &["nvvm/lib64", "nvvm/lib"];

/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-nvvm` 13.x, then
/// `nvidia-cuda-nvcc-cu12`, which carries 12.x's libNVVM).
#[cfg(windows)]
pub const WHEEL_DIRS: &[&str] = &[
    "nvidia/cu13/bin/x86_64",
    "nvidia/cu13/bin",
    "nvidia/cuda_nvcc/nvvm/bin",
];
/// The library's folders inside site-packages in NVIDIA's wheels (`nvidia-nvvm` 13.x, then
/// `nvidia-cuda-nvcc-cu12`, which carries 12.x's libNVVM).
#[cfg(not(windows))]
pub const WHEEL_DIRS: &[&str] = &["nvidia/cu13/lib", "nvidia/cuda_nvcc/nvvm/lib64"];

/// Everything the shared search needs to know about libNVVM.
pub(crate) const SPEC: LibrarySpec = LibrarySpec {
    env_var: PATH_VARIABLE,
    names: DEFAULT_NAMES,
    toolkit_dirs: TOOLKIT_DIRS,
    wheel_dirs: WHEEL_DIRS,
};

cuda_struct::library_search!(pub struct Search for SPEC, "libNVVM");

#[cfg(test)]
mod tests {
    use std::ffi::OsString;

    use super::*;

    #[test]
    fn the_variable_alone_is_tried_when_set() {
        let env =
            |name: &str| (name == PATH_VARIABLE).then(|| OsString::from("/opt/x/libnvvm.so.4"));
        let found = Search::with_env(&env).candidates();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].place, Place::Variable);
        assert_eq!(found[0].path.to_str(), Some("/opt/x/libnvvm.so.4"));
    }

    #[test]
    #[cfg(unix)]
    #[cfg_attr(miri, ignore = "makes a folder: Miri isolates the file system")]
    fn a_toolkit_is_searched_in_its_nvvm_folder() {
        let root = std::env::temp_dir().join(format!("cuda-nvvm-search-{}", std::process::id()));
        std::fs::create_dir_all(root.join("nvvm/lib64")).unwrap();
        let root_text = OsString::from(&root);
        let env = |name: &str| (name == "CUDA_HOME").then(|| root_text.clone());
        let found = Search::with_env(&env).ask_python(false).candidates();
        let toolkit: Vec<_> = found.iter().filter(|c| c.place == Place::Toolkit).collect();
        assert_eq!(
            toolkit.first().map(|c| c.path.clone()),
            Some(root.join("nvvm/lib64/libnvvm.so.4"))
        );
        // The loader's names come first.
        assert_eq!(found[0].place, Place::LoaderName);
        std::fs::remove_dir_all(&root).unwrap();
    }
}
