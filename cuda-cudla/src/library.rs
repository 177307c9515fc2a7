//! Loading libcudla at run time.

use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LoadError};
use cuda_struct::FunctionTable;

use crate::search::Search;
use crate::sys::Functions;

/// What a [`LoadError`] says was looked for.
const LIBRARY: &str = "the cuDLA library (libcudla.so.1)";
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
    library: Library,
    functions: Functions,
    missing: Vec<&'static str>,
}

impl fmt::Debug for CuDla {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CuDla")
            .field("path", &self.library.path())
            .field("missing", &self.missing)
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<CuDla> = OnceLock::new();

impl CuDla {
    /// Loads cuDLA once per process, trying [`Search::from_env`]'s candidates in order, and returns
    /// it; later calls return the same. A failure is not remembered.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried; on any machine but an aarch64 one with a DLA, it says
    /// that cuDLA is absent there.
    pub fn load() -> Result<&'static CuDla, LoadError> {
        if let Some(c) = DEFAULT.get() {
            return Ok(c);
        }
        let paths = Search::from_env()
            .candidates()
            .into_iter()
            .map(|c| c.path.to_string_lossy().into_owned());
        let dla = Self::first_of(paths)?;
        Ok(DEFAULT.get_or_init(|| dla))
    }

    /// Loads the cuDLA library at `path`, with no search; kept for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing, not loadable here, or not cuDLA.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static CuDla, LoadError> {
        let path = path.as_ref().to_string_lossy().into_owned();
        Self::first_of([path]).map(|c| &*Box::leak(Box::new(c)))
    }

    fn first_of(paths: impl IntoIterator<Item = String>) -> Result<CuDla, LoadError> {
        // SAFETY: loading a library runs its initialisers; cuDLA's are sound to run, and a file that is
        // not cuDLA is refused by `from_library` before any of its functions is called.
        unsafe { load::open_first(LIBRARY, HINT, paths, Self::from_library) }
    }

    fn from_library(library: Library) -> Result<CuDla, String> {
        if library.symbol("cudlaCreateDevice").is_none() {
            return Err("not cuDLA: it does not export cudlaCreateDevice".into());
        }
        // SAFETY: each lookup answers the export of the declared name from `library`, a cuDLA, which
        // `CuDla` keeps loaded; the exports have the prototypes of cudla.h.
        let functions = unsafe { Functions::resolve(&mut library.by_symbol()) };
        let missing = functions.missing_functions().map(|f| f.name).collect();
        Ok(CuDla {
            library,
            functions,
            missing,
        })
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.library.path()
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        &self.functions
    }

    /// The declared functions the loaded library lacks.
    pub fn missing_functions(&self) -> &[&'static str] {
        &self.missing
    }
}

impl cuda_struct::Calls<Functions> for CuDla {
    #[inline]
    fn functions(&self) -> &Functions {
        &self.functions
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
