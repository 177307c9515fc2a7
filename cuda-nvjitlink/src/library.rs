//! Loading libnvJitLink at run time.

use std::ffi::{c_uint, c_void};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LoadError};
use cuda_struct::{Calls, FunctionTable, MissingFunction};

use crate::error::NvJitLinkError;
use crate::search::Search;
use crate::sys::{nvJitLinkResult, Functions};

/// `nvJitLinkVersion`'s prototype (nvJitLink 12.3 and later): called before the table is trusted.
type VersionFn = unsafe extern "C" fn(*mut c_uint, *mut c_uint) -> nvJitLinkResult;

/// What a [`LoadError`] says was looked for.
const LIBRARY: &str = "the nvJitLink library";
/// What a [`LoadError`] tells the user to do.
const HINT: &str =
    "Install the CUDA toolkit or `pip install nvidia-nvjitlink` (`nvidia-nvjitlink-cu12` for 12.x), or \
     set CUDA_NVJITLINK_LIBRARY to the full path of libnvJitLink";

/// A loaded nvJitLink: the library and one resolved pointer (or `None`) per declared function.
///
/// The loaders return `&'static NvJitLink`: libraries are never unloaded, so a [`Linker`](crate::Linker)
/// can hold one without a lifetime of its own. `Send` and `Sync`: nvJitLink may be called from any
/// thread (each linker from one thread at a time, which [`Linker`](crate::Linker) ensures). The raw calls
/// are its `unsafe` methods named as in C (`jit.nvJitLinkComplete(..)`, generated from [`Functions`]).
pub struct NvJitLink {
    /// `None` only for the test-only stand-in (`fake.rs`).
    library: Option<Library>,
    version: Option<(u32, u32)>,
    functions: Functions,
    missing: Vec<&'static str>,
}

impl fmt::Debug for NvJitLink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NvJitLink")
            .field("path", &self.path())
            .field("version", &self.version)
            .field("missing", &self.missing)
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<NvJitLink> = OnceLock::new();

impl NvJitLink {
    /// Loads nvJitLink once per process, trying [`Search::from_env`]'s candidates in order
    /// ([`PATH_VARIABLE`](crate::PATH_VARIABLE), the loader's names, the toolkit, pip wheels), and returns
    /// it; later calls return the same. A failure is not remembered: a later call searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load() -> Result<&'static NvJitLink, LoadError> {
        if let Some(n) = DEFAULT.get() {
            return Ok(n);
        }
        let paths = Search::from_env().candidates().into_iter().map(|c| c.path);
        let jit = Self::first_of(paths)?;
        // If another thread won the race, its NvJitLink is kept and this one dropped (both stay loaded).
        Ok(DEFAULT.get_or_init(|| jit))
    }

    /// Loads the nvJitLink library at `path`, with no search. Each call loads anew and keeps the result
    /// for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not nvJitLink.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static NvJitLink, LoadError> {
        Self::load_from([path.as_ref()])
    }

    /// Loads the first of `paths` that is a usable nvJitLink (for example [`Search::candidates`]). Each
    /// call loads anew and keeps the result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static NvJitLink, LoadError> {
        Self::first_of(paths).map(|n| &*Box::leak(Box::new(n)))
    }

    fn first_of<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<NvJitLink, LoadError> {
        let paths = paths
            .into_iter()
            .map(|p| p.as_ref().to_string_lossy().into_owned());
        // SAFETY: loading a library runs its initialisers; nvJitLink's are sound to run, and a file that is
        // not nvJitLink is refused by `from_library` before any of its functions is called.
        unsafe { load::open_first(LIBRARY, HINT, paths, Self::from_library) }
    }

    fn from_library(library: Library) -> Result<NvJitLink, String> {
        if library.symbol("nvJitLinkCreate").is_none() {
            return Err("not nvJitLink: it does not export nvJitLinkCreate".into());
        }
        let version = match library.symbol("nvJitLinkVersion") {
            Some(f) => {
                // SAFETY: an export named `nvJitLinkVersion` of a library that is nvJitLink (it exports
                // `nvJitLinkCreate`) is nvJitLink's, with this prototype.
                let f = unsafe { std::mem::transmute::<*mut c_void, VersionFn>(f.as_ptr()) };
                let (mut major, mut minor): (c_uint, c_uint) = (0, 0);
                // SAFETY: two valid out-parameters; the call needs no set-up.
                let code = unsafe { f(&mut major, &mut minor) };
                NvJitLinkError::check("nvJitLinkVersion", code).map_err(|e| e.to_string())?;
                Some((major, minor))
            }
            // Before 12.3: a working library whose version it cannot say.
            None => None,
        };
        // SAFETY: each lookup answers the export of the declared name from `library`, an nvJitLink, which
        // `NvJitLink` keeps loaded; the plain names have the declared prototypes in every version.
        let functions = unsafe { Functions::resolve(&mut library.by_symbol()) };
        let missing = functions.missing_functions().map(|f| f.name).collect();
        Ok(NvJitLink {
            library: Some(library),
            version,
            functions,
            missing,
        })
    }

    /// An nvJitLink made of `functions` alone, loaded from nowhere: for tests of the safe layer against a
    /// stand-in (Miri cannot load libraries).
    ///
    /// # Safety
    /// Every function in the table must behave as the nvJitLink function of its name does.
    #[cfg(test)]
    pub(crate) unsafe fn from_functions(functions: Functions, version: (u32, u32)) -> NvJitLink {
        NvJitLink {
            library: None,
            version: Some(version),
            missing: functions.missing_functions().map(|f| f.name).collect(),
            functions,
        }
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.library.as_ref().map_or("", Library::path)
    }

    /// The library's version, `(major, minor)`, as `nvJitLinkVersion` reports it; `None` for a library
    /// older than 12.3, which lacks that function.
    pub fn version(&self) -> Option<(u32, u32)> {
        self.version
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        &self.functions
    }

    /// The declared functions the loaded library lacks (`nvJitLinkGetLinkedLTOIR` before 13.3, ...).
    pub fn missing_functions(&self) -> &[&'static str] {
        &self.missing
    }

    /// Whether `name` is declared by this crate and exported by the loaded library.
    pub fn is_available(&self, name: &str) -> bool {
        let declared = <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .any(|f| f.name == name);
        declared && !self.missing.contains(&name)
    }
}

impl Calls<Functions> for NvJitLink {
    #[inline]
    fn functions(&self) -> &Functions {
        &self.functions
    }

    #[cold]
    #[inline(never)]
    fn missing(&self, f: MissingFunction) -> NvJitLinkError {
        let loaded = self
            .version
            .map_or(0, |(major, minor)| major * 1000 + minor * 10);
        NvJitLinkError::missing(f.name, f.version.unwrap_or(0), loaded)
    }
}
