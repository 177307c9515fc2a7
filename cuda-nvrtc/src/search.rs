//! Where NVRTC is looked for: the environment variable, the system loader's names, the CUDA toolkit,
//! and the layout of NVIDIA's pip wheels in site-packages. The search itself is
//! [`cuda_struct::load::Search`], shared with the other CUDA library crates; this module holds
//! NVRTC's names and folders.

use std::ffi::OsString;
use std::path::PathBuf;

use cuda_struct::load::{Attempt, LibrarySpec, TOOLKIT_DIRS};
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
pub(crate) const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "NVRTC");

/// The toolkit folders the search looked in that do not exist, as attempts for the load error (the
/// search leaves them out of its candidates, so the error would not say they were looked in): each of
/// [`TOOLKIT_DIRS`] below `$CUDA_PATH`, `$CUDA_HOME` and the default install. None when
/// [`PATH_VARIABLE`] is set, which replaces the search.
pub(crate) fn missing_toolkit_folders(env: impl Fn(&str) -> Option<OsString>) -> Vec<Attempt> {
    let var = |name: &str| env(name).filter(|v| !v.is_empty());
    if var(PATH_VARIABLE).is_some() {
        return Vec::new();
    }
    let default = if cfg!(windows) {
        "C:/Program Files/NVIDIA GPU Computing Toolkit/CUDA"
    } else {
        "/usr/local/cuda"
    };
    let mut roots: Vec<PathBuf> = ["CUDA_PATH", "CUDA_HOME"]
        .iter()
        .filter_map(|v| var(v).map(PathBuf::from))
        .collect();
    roots.push(PathBuf::from(default));
    let mut out: Vec<Attempt> = Vec::new();
    for dir in roots
        .iter()
        .flat_map(|r| TOOLKIT_DIRS.iter().map(move |d| r.join(d)))
    {
        let path = dir.to_string_lossy().into_owned();
        if !dir.is_dir() && !out.iter().any(|a| a.path == path) {
            out.push(Attempt {
                path,
                reason: "toolkit folder searched: it does not exist".into(),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_and_folders_are_nvrtcs() {
        assert!(DEFAULT_NAMES.iter().all(|n| n.contains("nvrtc")));
        assert!(WHEEL_DIRS.iter().any(|d| d.contains("cuda_nvrtc")));
    }

    #[test]
    #[cfg_attr(miri, ignore = "reads the file system")]
    fn the_load_error_lists_the_toolkit_folders_that_do_not_exist() {
        let env = |name: &str| match name {
            "CUDA_PATH" => Some("/nonexistent/cuda-a".into()),
            "CUDA_HOME" => Some("".into()),
            _ => None,
        };
        let listed: Vec<String> = missing_toolkit_folders(env)
            .into_iter()
            .map(|a| a.path)
            .collect();
        let first: Vec<String> = TOOLKIT_DIRS
            .iter()
            .map(|d| format!("/nonexistent/cuda-a/{d}"))
            .collect();
        assert_eq!(listed[..first.len()], first[..], "{listed:?}");
        // The variable replaces the search: nothing else was looked in.
        let set = |name: &str| (name == PATH_VARIABLE).then(|| "/x/libnvrtc.so".into());
        assert!(missing_toolkit_folders(set).is_empty());
    }
}
