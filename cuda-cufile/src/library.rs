//! Loading libcufile at run time, through the shared loader of `cuda-struct`
//! ([`RuntimeLibrary`], [`Loaded`]).

use std::ffi::{c_int, c_void};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LibrarySpec, LoadError, Loaded, RuntimeLibrary};
use cuda_struct::{Calls, MissingFunction};

use crate::error::{CuFileError, Version};
use crate::sys::{CUfileError_t, Functions};

/// `cuFileGetVersion`'s prototype: called before the table is trusted.
type VersionFn = unsafe extern "C" fn(*mut c_int) -> CUfileError_t;

/// A loaded cuFile: the library and one resolved pointer (or `None`) per declared function.
///
/// The loaders return `&'static CuFile`: libraries are never unloaded. `Send` and `Sync`: cuFile may be
/// called from any thread. The raw calls are its `unsafe` methods named as in C
/// (`cufile.cuFileDriverOpen()`, generated from [`Functions`]); the safe layer is [`Driver`](crate::Driver).
pub struct CuFile {
    /// The library, `cuFileGetVersion`'s answer (`1150` for 1.15), the table.
    loaded: Loaded<Functions, u32>,
}

impl fmt::Debug for CuFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CuFile")
            .field("path", &self.path())
            .field("version", &Version(self.version()).to_string())
            .field("missing", &self.missing_functions())
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<CuFile> = OnceLock::new();

// SAFETY: cuFile's initialisers are sound to run in any process, and a file that is not cuFile (does not
// export `cuFileDriverOpen`) is refused by `from_library` before any of its functions is called.
unsafe impl RuntimeLibrary for CuFile {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "the cuFile library (GPUDirect Storage)";
    const HINT: &'static str =
        "Install the CUDA toolkit's GPUDirect Storage package or `pip install nvidia-cufile` \
         (`nvidia-cufile-cu12` for 12.x), or set CUDA_CUFILE_LIBRARY to the full path of libcufile.so.0";

    fn from_library(library: Library) -> Result<CuFile, String> {
        if library.symbol("cuFileDriverOpen").is_none() {
            return Err("not cuFile: it does not export cuFileDriverOpen".into());
        }
        let Some(f) = library.symbol("cuFileGetVersion") else {
            return Err("not cuFile: it does not export cuFileGetVersion".into());
        };
        // SAFETY: an export named `cuFileGetVersion` of a library that is cuFile (it exports
        // `cuFileDriverOpen`) is cuFile's, with this prototype in every 1.x version. (One `int`, not the
        // major and minor pair `load::probe_version` reads.)
        let f = unsafe { std::mem::transmute::<*mut c_void, VersionFn>(f.as_ptr()) };
        let mut version: c_int = 0;
        // SAFETY: one valid out-parameter; the call needs neither the driver opened nor a GPU.
        let status = unsafe { f(&mut version) };
        CuFileError::check("cuFileGetVersion", status).map_err(|e| e.to_string())?;
        let version =
            u32::try_from(version).map_err(|_| format!("cuFileGetVersion reported {version}"))?;
        // SAFETY: each lookup answers the export of the declared name from `library`, a cuFile, which
        // `Loaded` keeps loaded; the exports have the declared prototypes in every 1.x version.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(CuFile { loaded })
    }
}

impl CuFile {
    /// Loads cuFile once per process, trying [`Search::from_env`](crate::Search::from_env)'s candidates
    /// in order ([`PATH_VARIABLE`](crate::PATH_VARIABLE), the loader's names, the toolkit, pip wheels),
    /// and returns it; later calls return the same. A failure is not remembered.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load() -> Result<&'static CuFile, LoadError> {
        load::load_once(&DEFAULT)
    }

    /// Loads the cuFile library at `path`, with no search; kept for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not cuFile.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static CuFile, LoadError> {
        Self::load_from([path.as_ref()])
    }

    /// Loads the first of `paths` that is a usable cuFile; kept for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static CuFile, LoadError> {
        load::load_first(paths)
    }

    /// A cuFile made of `functions` alone, loaded from nowhere, reporting `version`: for tests of the
    /// safe layer against a stand-in (Miri cannot load libraries).
    #[cfg(test)]
    pub(crate) fn from_functions(functions: Functions, version: u32) -> CuFile {
        CuFile {
            loaded: Loaded::from_functions(functions, version),
        }
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.loaded.path()
    }

    /// The library's version, `major * 1000 + minor * 10` as `cuFileGetVersion` reports it (`1150` for
    /// 1.15, shipped with CUDA 13.0).
    pub fn version(&self) -> u32 {
        *self.loaded.version()
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    /// The declared functions the loaded library lacks (`cuFileReadv` before 1.19, ...).
    pub fn missing_functions(&self) -> &[&'static str] {
        self.loaded.missing_functions()
    }

    /// Whether `name` is declared by this crate and exported by the loaded library.
    pub fn is_available(&self, name: &str) -> bool {
        self.loaded.is_available(name)
    }
}

impl Calls<Functions> for CuFile {
    #[inline]
    fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    #[cold]
    #[inline(never)]
    fn missing(&self, f: MissingFunction) -> CuFileError {
        CuFileError::missing(f.name, f.version.unwrap_or(0), self.version())
    }
}
