//! Loading libnccl at run time, through the shared loader of `cuda-struct` ([`RuntimeLibrary`],
//! [`Loaded`]).

use std::ffi::{c_int, c_void};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LibrarySpec, LoadError, Loaded, RuntimeLibrary};
use cuda_struct::{Calls, MissingFunction};

use crate::error::NcclError;
use crate::sys::{ncclResult_t, Functions};

/// `ncclGetVersion`'s prototype: called before the table is trusted.
type VersionFn = unsafe extern "C" fn(*mut c_int) -> ncclResult_t;

/// A loaded libnccl: the library and one resolved pointer (or `None`) per declared function.
///
/// The loaders return `&'static Nccl`: libraries are never unloaded, so a
/// [`Communicator`](crate::Communicator) can hold one without a lifetime of its own. `Send` and `Sync`:
/// NCCL may be called from any thread (each communicator from one thread at a time, which
/// [`Communicator`](crate::Communicator)'s `&mut self` ensures). The raw calls are its `unsafe` methods
/// named as in C (`nccl.ncclAllReduce(..)`, generated from [`Functions`]).
pub struct Nccl {
    /// The library (none for the test-only stand-in, `fake.rs`), `ncclGetVersion`'s answer, the
    /// table.
    loaded: Loaded<Functions, u32>,
}

impl fmt::Debug for Nccl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Nccl")
            .field("path", &self.path())
            .field("version", &self.version())
            .field("missing", &self.missing_functions())
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<Nccl> = OnceLock::new();

// SAFETY: libnccl's initialisers are sound to run in any process (it loads without a GPU), and a
// file that is not libnccl (does not export `ncclCommInitAll`) is refused by `from_library`
// before any of its functions is called.
unsafe impl RuntimeLibrary for Nccl {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "libnccl";
    const HINT: &'static str =
        "Install NCCL (the `libnccl2` package) or `pip install nvidia-nccl-cu13` (`nvidia-nccl-cu12` \
         for CUDA 12), or set CUDA_NCCL_LIBRARY to the full path of libnccl.so.2";

    fn from_library(library: Library) -> Result<Nccl, String> {
        if library.symbol("ncclCommInitAll").is_none() {
            return Err("not libnccl: it does not export ncclCommInitAll".into());
        }
        let Some(f) = library.symbol("ncclGetVersion") else {
            return Err("not libnccl: it does not export ncclGetVersion".into());
        };
        // SAFETY: an export named `ncclGetVersion` of a library that is libnccl (it exports
        // `ncclCommInitAll`) is libnccl's, `ncclResult_t (int *)` in every release.
        let f = unsafe { std::mem::transmute::<*mut c_void, VersionFn>(f.as_ptr()) };
        let mut version: c_int = 0;
        // SAFETY: one valid out-parameter; the call needs no GPU and no set-up.
        let status = unsafe { f(&mut version) };
        NcclError::check("ncclGetVersion", status).map_err(|e| e.to_string())?;
        let version =
            u32::try_from(version).map_err(|_| format!("ncclGetVersion reported {version}"))?;
        // SAFETY: each lookup answers the export of the declared name from `library`, a libnccl,
        // which `Loaded` keeps loaded; the exports have the declared prototypes.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(Nccl { loaded })
    }
}

impl Nccl {
    /// Loads libnccl once per process, trying [`Search::from_env`](crate::Search::from_env)'s
    /// candidates in order ([`PATH_VARIABLE`](crate::PATH_VARIABLE), the loader's names, the toolkit,
    /// pip wheels), and returns it; later calls return the same. A failure is not remembered: a later
    /// call searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load() -> Result<&'static Nccl, LoadError> {
        load::load_once(&DEFAULT)
    }

    /// Loads the libnccl at `path`, with no search. Each call loads anew and keeps the result for
    /// the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not libnccl.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static Nccl, LoadError> {
        Self::load_from([path.as_ref()])
    }

    /// Loads the first of `paths` that is a usable libnccl. Each call loads anew and keeps the
    /// result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static Nccl, LoadError> {
        load::load_first(paths)
    }

    /// A libnccl made of `functions` alone, loaded from nowhere, kept for the rest of the process:
    /// for tests of the safe layer against a stand-in (Miri cannot load libraries, and a machine
    /// without a GPU cannot run a collective).
    ///
    /// # Safety
    /// Every function in the table must behave as the libnccl function of its name does, as far as
    /// the memory it touches goes: a collective reads and writes only the elements its counts name, on
    /// the stream it is given, and nothing else.
    pub unsafe fn from_functions(functions: Functions, version: u32) -> &'static Nccl {
        Box::leak(Box::new(Nccl {
            loaded: Loaded::from_functions(functions, version),
        }))
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.loaded.path()
    }

    /// The library's version as `ncclGetVersion` reports it, `major * 1000 + minor * 100 + patch`:
    /// 22703 for CUDA 12.9's NCCL 2.27.3, 22707 for 13.0's 2.27.7, 23203 for 13.5's 2.32.3.
    pub fn version(&self) -> u32 {
        *self.loaded.version()
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    /// The declared functions the loaded library lacks (against NCCL 2.27, those 2.28 to 2.32
    /// added).
    pub fn missing_functions(&self) -> &[&'static str] {
        self.loaded.missing_functions()
    }

    /// Whether `name` is declared by this crate and exported by the loaded library.
    pub fn is_available(&self, name: &str) -> bool {
        self.loaded.is_available(name)
    }
}

impl Calls<Functions> for Nccl {
    #[inline]
    fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    #[cold]
    #[inline(never)]
    fn missing(&self, f: MissingFunction) -> NcclError {
        NcclError::from(f)
    }
}
