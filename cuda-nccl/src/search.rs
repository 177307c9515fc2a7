//! Where libnccl is looked for: the environment variable, the system loader's names, the CUDA
//! toolkit's library folders, and the layout of NVIDIA's pip wheels in site-packages. The search
//! itself is [`cuda_struct::load::Search`], shared with the other CUDA library crates; this module holds
//! libnccl's names and folders.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the libnccl file to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_NCCL_LIBRARY";

/// The names given to the system loader: NCCL's ABI has been `2` since NCCL 2.0, so one name serves
/// the libraries built for CUDA 12 and 13 alike (the distributions' `libnccl2` package installs it).
pub const DEFAULT_NAMES: &[&str] = &["libnccl.so.2", "libnccl.so"];

/// The library's folder inside site-packages in NVIDIA's wheels: `nvidia-nccl-cu13` and
/// `nvidia-nccl-cu12` both put it there.
pub const WHEEL_DIRS: &[&str] = &["nvidia/nccl/lib"];

/// Everything the shared search needs to know about libnccl.
pub(crate) const SPEC: LibrarySpec = LibrarySpec::toolkit(PATH_VARIABLE, DEFAULT_NAMES, WHEEL_DIRS);

cuda_struct::library_search!(pub struct Search for SPEC, "libnccl");

#[cfg(test)]
mod tests {
    use std::ffi::OsString;

    use super::*;

    #[test]
    fn the_variable_alone_is_tried_when_set() {
        let env =
            |name: &str| (name == PATH_VARIABLE).then(|| OsString::from("/opt/x/libnccl.so.2"));
        let found = Search::with_env(&env).candidates();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].place, Place::Variable);
        assert_eq!(found[0].path.to_str(), Some("/opt/x/libnccl.so.2"));
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
        assert_eq!(found[0].path.to_str(), Some("libnccl.so.2"));
    }
}
