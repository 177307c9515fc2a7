//! Loading nvFatbin at run time.

use std::ffi::{c_char, c_uint, CStr};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LoadError};
use cuda_struct::{Calls, FunctionTable, MissingFunction};

use crate::error::NvFatbinError;
use crate::search::Search;
use crate::sys::{nvFatbinResult, Functions};

/// What a [`LoadError`] says was looked for.
const LIBRARY: &str = "the nvFatbin library";
/// What a [`LoadError`] tells the user to do.
const HINT: &str =
    "Install the CUDA toolkit (12.4 or later) or `pip install nvidia-nvfatbin` (`nvidia-nvfatbin-cu12` for \
     12.x), or set CUDA_NVFATBIN_LIBRARY to the full path of libnvfatbin";

/// A loaded nvFatbin: the library and one resolved pointer (or `None`) per declared function.
///
/// The loaders return `&'static NvFatbin`: libraries are never unloaded, so a [`Fatbin`](crate::Fatbin)
/// can hold one without a lifetime of its own. `Send` and `Sync`: nvFatbin may be called from any thread
/// (each fat binary from one thread at a time, which [`Fatbin`](crate::Fatbin) ensures). The raw calls
/// are its `unsafe` methods named as in C (`lib.nvFatbinGet(..)`, generated from [`Functions`]).
pub struct NvFatbin {
    /// `None` only for the test-only stand-in (`fake.rs`).
    library: Option<Library>,
    version: (u32, u32),
    functions: Functions,
    missing: Vec<&'static str>,
}

impl fmt::Debug for NvFatbin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NvFatbin")
            .field("path", &self.path())
            .field("version", &self.version)
            .field("missing", &self.missing)
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<NvFatbin> = OnceLock::new();

impl NvFatbin {
    /// Loads nvFatbin once per process, trying [`Search::from_env`]'s candidates in order
    /// ([`PATH_VARIABLE`](crate::PATH_VARIABLE), the loader's names, the toolkit, pip wheels), and returns
    /// it; later calls return the same. A failure is not remembered: a later call searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load() -> Result<&'static NvFatbin, LoadError> {
        if let Some(n) = DEFAULT.get() {
            return Ok(n);
        }
        let paths = Search::from_env().candidates().into_iter().map(|c| c.path);
        let lib = Self::first_of(paths)?;
        // If another thread won the race, its NvFatbin is kept and this one dropped (both stay loaded).
        Ok(DEFAULT.get_or_init(|| lib))
    }

    /// Loads the nvFatbin library at `path`, with no search. Each call loads anew and keeps the result
    /// for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not nvFatbin.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static NvFatbin, LoadError> {
        Self::load_from([path.as_ref()])
    }

    /// Loads the first of `paths` that is a usable nvFatbin (for example [`Search::candidates`]). Each
    /// call loads anew and keeps the result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static NvFatbin, LoadError> {
        Self::first_of(paths).map(|n| &*Box::leak(Box::new(n)))
    }

    fn first_of<P: AsRef<Path>>(paths: impl IntoIterator<Item = P>) -> Result<NvFatbin, LoadError> {
        let paths = paths
            .into_iter()
            .map(|p| p.as_ref().to_string_lossy().into_owned());
        // SAFETY: loading a library runs its initialisers; nvFatbin's are sound to run, and a file that is
        // not nvFatbin is refused by `from_library` before any of its functions is called.
        unsafe { load::open_first(LIBRARY, HINT, paths, Self::from_library) }
    }

    fn from_library(library: Library) -> Result<NvFatbin, String> {
        for name in ["nvFatbinCreate", "nvFatbinVersion"] {
            if library.symbol(name).is_none() {
                return Err(format!("not nvFatbin: it does not export {name}"));
            }
        }
        // SAFETY: each lookup answers the export of the declared name from `library`, an nvFatbin (it
        // exports nvFatbinCreate), which `NvFatbin` keeps loaded; the names have the declared prototypes.
        let functions = unsafe { Functions::resolve(&mut library.by_symbol()) };
        let mut lib = NvFatbin {
            library: Some(library),
            version: (0, 0),
            missing: functions.missing_functions().map(|f| f.name).collect(),
            functions,
        };
        let (mut major, mut minor): (c_uint, c_uint) = (0, 0);
        // SAFETY: two valid out-parameters; the call needs no set-up.
        unsafe { lib.nvFatbinVersion(&mut major, &mut minor) }.map_err(|e| e.to_string())?;
        lib.version = (major, minor);
        Ok(lib)
    }

    /// An nvFatbin made of `functions` alone, loaded from nowhere: for tests of the safe layer against a
    /// stand-in (Miri cannot load libraries).
    ///
    /// # Safety
    /// Every function in the table must behave as the nvFatbin function of its name does.
    #[cfg(test)]
    pub(crate) unsafe fn from_functions(functions: Functions, version: (u32, u32)) -> NvFatbin {
        NvFatbin {
            library: None,
            version,
            missing: functions.missing_functions().map(|f| f.name).collect(),
            functions,
        }
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.library.as_ref().map_or("", Library::path)
    }

    /// The library's version, `(major, minor)`, as `nvFatbinVersion` reports it (the CUDA release's).
    pub fn version(&self) -> (u32, u32) {
        self.version
    }

    /// The name nvFatbin gives `code` (`"NVFATBIN_ERROR_INVALID_ARCH"`); `None` when it answers null.
    ///
    /// # Errors
    /// A missing `nvFatbinGetErrorString`.
    pub fn error_string(&self, code: nvFatbinResult) -> Result<Option<String>, NvFatbinError> {
        // SAFETY: any value may be passed; nvFatbin answers a static string.
        let p: *const c_char = unsafe { self.nvFatbinGetErrorString(code) }?;
        if p.is_null() {
            return Ok(None);
        }
        // SAFETY: non-null: a NUL-terminated static string of the library, which stays loaded.
        Ok(Some(
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned(),
        ))
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        &self.functions
    }

    /// The declared functions the loaded library lacks (`nvFatbinAddTileIR` before 13.1).
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

impl Calls<Functions> for NvFatbin {
    #[inline]
    fn functions(&self) -> &Functions {
        &self.functions
    }

    #[cold]
    #[inline(never)]
    fn missing(&self, f: MissingFunction) -> NvFatbinError {
        let (major, minor) = self.version;
        let since = f.since.or(f.version).unwrap_or(0);
        NvFatbinError::missing(f.name, since, major * 1000 + minor * 10)
    }
}
