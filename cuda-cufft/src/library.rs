//! Loading libcufft at run time, through the shared loader of `cuda-struct` ([`RuntimeLibrary`],
//! [`Loaded`]).

use std::ffi::{c_int, c_void};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LibrarySpec, LoadError, Loaded, RuntimeLibrary};
use cuda_struct::{Calls, MissingFunction};

use crate::error::CufftError;
use crate::sys::{cufftResult, Functions};

/// `cufftGetVersion`'s prototype: called before the table is trusted.
type VersionFn = unsafe extern "C" fn(*mut c_int) -> cufftResult;

/// A loaded libcufft: the library and one resolved pointer (or `None`) per declared function.
///
/// The loaders return `&'static Cufft`: libraries are never unloaded, so a [`Plan`](crate::Plan) can
/// hold one without a lifetime of its own. `Send` and `Sync`: the API may be called from any thread
/// (each plan from one thread at a time, which [`Plan`](crate::Plan)'s `&mut self` ensures). The raw
/// calls are its `unsafe` methods named as in C (`cufft.cufftExecC2C(..)`, generated from
/// [`Functions`]).
pub struct Cufft {
    /// The library (none for the test-only stand-in, `fake.rs`), `cufftGetVersion`'s answer, the
    /// table.
    loaded: Loaded<Functions, u32>,
}

impl fmt::Debug for Cufft {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Cufft")
            .field("path", &self.path())
            .field("version", &self.version())
            .field("missing", &self.missing_functions())
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<Cufft> = OnceLock::new();

// SAFETY: libcufft's initialisers are sound to run in any process (it loads without a GPU), and a
// file that is not libcufft (does not export `cufftCreate`) is refused by `from_library`
// before any of its functions is called.
unsafe impl RuntimeLibrary for Cufft {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "libcufft";
    const HINT: &'static str =
        "Install the CUDA toolkit or `pip install nvidia-cufft` (`nvidia-cufft-cu12` for 12.x), \
         or set CUDA_CUFFT_LIBRARY to the full path of libcufft.so.12 (or .11)";

    fn from_library(library: Library) -> Result<Cufft, String> {
        if library.symbol("cufftCreate").is_none() {
            return Err("not libcufft: it does not export cufftCreate".into());
        }
        let Some(f) = library.symbol("cufftGetVersion") else {
            return Err("not libcufft: it does not export cufftGetVersion".into());
        };
        // SAFETY: an export named `cufftGetVersion` of a library that is libcufft (it exports
        // `cufftCreate`) is libcufft's, `cufftResult (int *)` in every release.
        let f = unsafe { std::mem::transmute::<*mut c_void, VersionFn>(f.as_ptr()) };
        let mut version: c_int = 0;
        // SAFETY: one valid out-parameter; the call needs no GPU and no set-up.
        let status = unsafe { f(&mut version) };
        CufftError::check("cufftGetVersion", status).map_err(|e| e.to_string())?;
        let version =
            u32::try_from(version).map_err(|_| format!("cufftGetVersion reported {version}"))?;
        // SAFETY: each lookup answers the export of the declared name from `library`, a libcufft,
        // which `Loaded` keeps loaded; the exports have the declared prototypes.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(Cufft { loaded })
    }
}

impl Cufft {
    /// Loads libcufft once per process, trying [`Search::from_env`](crate::Search::from_env)'s
    /// candidates in order ([`PATH_VARIABLE`](crate::PATH_VARIABLE), the loader's names, the toolkit,
    /// pip wheels), and returns it; later calls return the same. A failure is not remembered: a later
    /// call searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load() -> Result<&'static Cufft, LoadError> {
        load::load_once(&DEFAULT)
    }

    /// Loads the libcufft at `path`, with no search. Each call loads anew and keeps the result for
    /// the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not libcufft.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static Cufft, LoadError> {
        Self::load_from([path.as_ref()])
    }

    /// Loads the first of `paths` that is a usable libcufft. Each call loads anew and keeps the
    /// result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static Cufft, LoadError> {
        load::load_first(paths)
    }

    /// A libcufft made of `functions` alone, loaded from nowhere, kept for the rest of the process:
    /// for tests of the safe layer against a stand-in (Miri cannot load libraries, and a machine
    /// without a GPU cannot transform).
    ///
    /// # Safety
    /// Every function in the table must behave as the libcufft function of its name does, as far as
    /// the memory it touches goes: an execution touches only the elements its plan's layout names, in
    /// the pointers it is given and the work area set, on the stream set, and nothing else.
    pub unsafe fn from_functions(functions: Functions, version: u32) -> &'static Cufft {
        Box::leak(Box::new(Cufft {
            loaded: Loaded::from_functions(functions, version),
        }))
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.loaded.path()
    }

    /// The library's version as `cufftGetVersion` reports it, `major * 1000 + minor * 100 + patch`:
    /// 11401 for CUDA 12.9's cuFFT 11.4.1, 12000 for 13.0's 12.0.0, 12500 for 13.5's 12.5.0.
    pub fn version(&self) -> u32 {
        *self.loaded.version()
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    /// The declared functions the loaded library lacks (none for the libraries of CUDA 12.9 to 13.5).
    pub fn missing_functions(&self) -> &[&'static str] {
        self.loaded.missing_functions()
    }

    /// Whether `name` is declared by this crate and exported by the loaded library.
    pub fn is_available(&self, name: &str) -> bool {
        self.loaded.is_available(name)
    }
}

impl Calls<Functions> for Cufft {
    #[inline]
    fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    #[cold]
    #[inline(never)]
    fn missing(&self, f: MissingFunction) -> CufftError {
        CufftError::from(f)
    }
}
