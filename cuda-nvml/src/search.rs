//! Where NVML is looked for: the environment variable, then the driver's library by the names the system
//! loader knows. NVML comes with the NVIDIA driver (`libnvidia-ml.so.1`, `nvml.dll`), never with the
//! toolkit or a wheel (`nvidia-nvml-dev` holds the header only), so no toolkit or site-packages folder is
//! searched. The search itself is [`cuda_struct::load::Search`], shared with the other CUDA library crates.

use cuda_struct::load::LibrarySpec;
pub use cuda_struct::load::{Candidate, Place};

/// The environment variable naming the NVML library to load instead of searching.
pub const PATH_VARIABLE: &str = "CUDA_NVML_LIBRARY";

/// The names given to the system loader, in order.
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["nvml.dll"];
/// The names given to the system loader, in order: the driver's versioned name (what every driver
/// installs), then the development link some distributions add.
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &["libnvidia-ml.so.1", "libnvidia-ml.so"];

/// Everything the shared search needs to know about NVML.
pub(crate) const SPEC: LibrarySpec = LibrarySpec::driver(PATH_VARIABLE, DEFAULT_NAMES);

cuda_struct::library_search!(pub struct Search for SPEC, "NVML");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variable_alone_is_tried_when_set() {
        let env =
            |name: &str| (name == PATH_VARIABLE).then(|| "/opt/nvml/libnvidia-ml.so.1".into());
        let candidates = Search::with_env(&env).candidates();
        assert_eq!(candidates.len(), 1);
        assert_eq!(candidates[0].place, Place::Variable);
        assert_eq!(
            candidates[0].path,
            std::path::Path::new("/opt/nvml/libnvidia-ml.so.1")
        );
    }

    #[test]
    fn without_the_variable_only_the_loader_names_are_tried() {
        let env = |_: &str| None;
        let candidates = Search::with_env(&env).candidates();
        assert!(candidates.iter().all(|c| c.place == Place::LoaderName));
        let names: Vec<&str> = candidates.iter().filter_map(|c| c.path.to_str()).collect();
        assert_eq!(names, DEFAULT_NAMES);
    }
}
