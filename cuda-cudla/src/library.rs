//! Loading libcudla at run time, through the shared loader of `cuda-struct` ([`RuntimeLibrary`],
//! [`Loaded`]).

use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LibrarySpec, LoadError, Loaded, RuntimeLibrary};

use crate::sys::Functions;

/// What a [`LoadError`] tells the user: cuDLA exists only where there is a DLA.
#[cfg(target_arch = "aarch64")]
const HINT: &str = "cuDLA comes with JetPack or DRIVE OS on systems with a deep-learning accelerator \
     (`pip install nvidia-cudla` on aarch64), or set CUDA_CUDLA_LIBRARY to the full path of libcudla.so.1";
/// What a [`LoadError`] tells the user: cuDLA exists only where there is a DLA.
#[cfg(not(target_arch = "aarch64"))]
const HINT: &str = "cuDLA is absent here: it exists only for aarch64 systems with a deep-learning \
     accelerator (NVIDIA Jetson and DRIVE), and this program is not built for aarch64";

/// A loaded cuDLA: the library and one resolved pointer (or `None`) per declared function. The calls
/// are its `unsafe` methods named as in C (`dla.cudlaDeviceGetCount(..)`).
pub struct CuDla {
    loaded: Loaded<Functions>,
}

impl fmt::Debug for CuDla {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CuDla")
            .field("path", &self.path())
            .field("missing", &self.missing_functions())
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<CuDla> = OnceLock::new();

// SAFETY: cuDLA's initialisers are sound to run, and a file that is not cuDLA (does not export
// `cudlaCreateDevice`) is refused by `from_library` before any of its functions is called.
unsafe impl RuntimeLibrary for CuDla {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "the cuDLA library (libcudla.so.1)";
    const HINT: &'static str = HINT;

    fn from_library(library: Library) -> Result<CuDla, String> {
        if library.symbol("cudlaCreateDevice").is_none() {
            return Err("not cuDLA: it does not export cudlaCreateDevice".into());
        }
        // SAFETY: each lookup answers the export of the declared name from `library`, a cuDLA, which
        // `Loaded` keeps loaded; the exports have the prototypes of cudla.h. (No version is probed: the
        // library cannot be called here to ask, and its version function takes one `uint64_t *`.)
        let loaded = unsafe { Loaded::resolve(library, ()) };
        Ok(CuDla { loaded })
    }
}

impl CuDla {
    /// Loads cuDLA once per process, trying [`Search::from_env`](crate::Search::from_env)'s candidates
    /// in order, and returns it; later calls return the same. A failure is not remembered.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried; on any machine but an aarch64 one with a DLA, it says
    /// that cuDLA is absent there.
    pub fn load() -> Result<&'static CuDla, LoadError> {
        load::load_once(&DEFAULT)
    }

    /// Loads the cuDLA library at `path`, with no search; kept for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing, not loadable here, or not cuDLA.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static CuDla, LoadError> {
        load::load_first([path.as_ref()])
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.loaded.path()
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    /// The declared functions the loaded library lacks.
    pub fn missing_functions(&self) -> &[&'static str] {
        self.loaded.missing_functions()
    }

    /// Whether `name` is declared by this crate and exported by the loaded library.
    pub fn is_available(&self, name: &str) -> bool {
        self.loaded.is_available(name)
    }
}

impl cuda_struct::Calls<Functions> for CuDla {
    #[inline]
    fn functions(&self) -> &Functions {
        self.loaded.functions()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot load libraries")]
    #[cfg(not(target_arch = "aarch64"))]
    fn loading_off_aarch64_says_cudla_is_absent() {
        let e = CuDla::open("libcudla.so.1").unwrap_err();
        let text = e.to_string();
        assert!(
            text.starts_with("could not load the cuDLA library"),
            "{text}"
        );
        assert!(text.contains("cuDLA is absent here"), "{text}");
        assert!(text.contains("Jetson"), "{text}");
        assert_eq!(e.attempts().len(), 1);
    }
}
