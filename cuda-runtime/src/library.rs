//! Loading libcudart at run time and resolving every declared function by its symbol, for the runtime's
//! major version.

use std::ffi::{c_int, c_void, CStr};
use std::fmt;
use std::ops::Deref;
use std::path::Path;
use std::ptr::NonNull;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LoadError};
use cuda_struct::FunctionInfo;

use crate::error::RuntimeError;
use crate::search::Search;
use crate::sys::{self, cudaError, cudaError_t, Table};

/// `cudaRuntimeGetVersion`'s prototype, the same in every runtime: called before the table is trusted.
type VersionFn = unsafe extern "C" fn(*mut c_int) -> cudaError_t;

/// What a [`LoadError`] says was looked for.
const LIBRARY: &str = "the CUDA runtime library";
/// What a [`LoadError`] tells the user to do.
const HINT: &str = "Install the CUDA toolkit or `pip install nvidia-cuda-runtime`, or set \
     CUDA_RUNTIME_LIBRARY to the full path of libcudart";

/// A loaded CUDA runtime: the library and one resolved pointer (or `None`) per declared function.
///
/// The loaders return `&'static Runtime` (the library is never unloaded); it is `Send` and `Sync`. The raw
/// calls are the `unsafe` methods of its [`Table`], named as in C (`runtime.cudaMalloc(..)`), which it
/// dereferences to.
///
/// Which declarations are resolved: those of the loaded runtime's major version or older
/// (`libcudart.so.12` is never asked for a prototype 13.0 introduced), and not one [`sys::UNTIL`] says a
/// runtime of this version no longer has under that prototype (`libcudart.so.13` is never asked for
/// 12.x's `cudaMemAdvise`, a symbol it exports with another prototype). In per-thread-default-stream mode
/// ([`Runtime::load_per_thread_default_stream`]) a function with a per-thread variant
/// ([`sys::PER_THREAD`]) is resolved to it (`cudaMemcpy_ptds`), so that the null stream means the calling
/// thread's default stream.
pub struct Runtime {
    library: Library,
    version: i32,
    per_thread_default_stream: bool,
    table: Table,
    error_name: Option<sys::cudaGetErrorName>,
    error_string: Option<sys::cudaGetErrorString>,
    missing: Vec<&'static str>,
}

impl fmt::Debug for Runtime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Runtime")
            .field("path", &self.path())
            .field("version", &self.version)
            .field("per_thread_default_stream", &self.per_thread_default_stream)
            .field("missing", &self.missing.len())
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<Runtime> = OnceLock::new();
static PER_THREAD: OnceLock<Runtime> = OnceLock::new();

impl Runtime {
    /// Loads the runtime once per process, trying [`Search::from_env`]'s candidates in order
    /// ([`PATH_VARIABLE`](crate::PATH_VARIABLE), the loader's names, the toolkit, pip wheels), and returns
    /// it; later calls return the same. A failure is not remembered: a later call searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load() -> Result<&'static Runtime, LoadError> {
        Self::load_global(&DEFAULT, false)
    }

    /// As [`load`](Self::load), in per-thread-default-stream mode (what compiling with
    /// `CUDA_API_PER_THREAD_DEFAULT_STREAM` gives a C program).
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_per_thread_default_stream() -> Result<&'static Runtime, LoadError> {
        Self::load_global(&PER_THREAD, true)
    }

    fn load_global(
        cell: &'static OnceLock<Runtime>,
        per_thread: bool,
    ) -> Result<&'static Runtime, LoadError> {
        if let Some(r) = cell.get() {
            return Ok(r);
        }
        let paths = Search::from_env().candidates().into_iter().map(|c| c.path);
        let runtime = Self::first_of(paths, per_thread)?;
        // If another thread won the race, its runtime is kept and this one dropped (both stay loaded).
        Ok(cell.get_or_init(|| runtime))
    }

    /// Loads the runtime library at `path`, with no search. Each call loads anew and keeps the result for
    /// the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not a CUDA runtime.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static Runtime, LoadError> {
        Self::open_with(path, false)
    }

    /// As [`open`](Self::open), choosing the per-thread-default-stream mode.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not a CUDA runtime.
    pub fn open_with(
        path: impl AsRef<Path>,
        per_thread_default_stream: bool,
    ) -> Result<&'static Runtime, LoadError> {
        Self::first_of([path.as_ref()], per_thread_default_stream).map(|r| &*Box::leak(Box::new(r)))
    }

    /// Loads the first of `paths` that is a usable runtime (for example [`Search::candidates`]). Each
    /// call loads anew and keeps the result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static Runtime, LoadError> {
        Self::first_of(paths, false).map(|r| &*Box::leak(Box::new(r)))
    }

    fn first_of<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
        per_thread: bool,
    ) -> Result<Runtime, LoadError> {
        let paths = paths
            .into_iter()
            .map(|p| p.as_ref().to_string_lossy().into_owned());
        // SAFETY: loading a library runs its initialisers; libcudart's are sound to run (it loads the
        // driver lazily, on the first call that needs it), and a file that is not a CUDA runtime is refused
        // by `from_library` before any function but `cudaRuntimeGetVersion` is called.
        unsafe {
            load::open_first(LIBRARY, HINT, paths, |library| {
                Self::from_library(library, per_thread)
            })
        }
    }

    fn from_library(library: Library, per_thread: bool) -> Result<Runtime, String> {
        let Some(f) = library.symbol("cudaRuntimeGetVersion") else {
            return Err("not a CUDA runtime: it does not export cudaRuntimeGetVersion".into());
        };
        // SAFETY: an export named `cudaRuntimeGetVersion` of a library is the runtime's, with this prototype.
        let f = unsafe { std::mem::transmute::<*mut c_void, VersionFn>(f.as_ptr()) };
        let mut version: c_int = 0;
        // SAFETY: a valid out-parameter; the call needs no driver.
        let code = unsafe { f(&mut version) };
        RuntimeError::check("cudaRuntimeGetVersion", code).map_err(|e| e.to_string())?;
        if version < 12000 {
            return Err(format!(
                "CUDA runtime {}.{}: this crate declares the 12.x and 13.x runtimes",
                version / 1000,
                (version % 1000) / 10
            ));
        }
        let mut found: Vec<&'static str> = Vec::new();
        let mut asked: Vec<&'static str> = Vec::new();
        let mut lookup = |f: &'static FunctionInfo| {
            asked.push(f.name);
            let p = resolve(&library, f, version, per_thread);
            if p.is_some() {
                found.push(f.name);
            }
            p
        };
        // SAFETY: `resolve` answers, for a declaration, the export of its symbol (or per-thread symbol)
        // only for a runtime whose ABI of that name is the declared prototype (its major version, and not
        // past `UNTIL`); the conformance check compares every declaration with the headers of 12.9, 13.0
        // and 13.5. `Runtime` keeps the library loaded.
        let table = unsafe { Table::resolve(version, &mut lookup) };
        let mut missing: Vec<&'static str> = Vec::new();
        for name in asked {
            if !found.contains(&name) && !missing.contains(&name) {
                missing.push(name);
            }
        }
        let error_name = library.symbol("cudaGetErrorName").map(|p| {
            // SAFETY: libcudart's `cudaGetErrorName` has this prototype (checked against the headers).
            unsafe { std::mem::transmute::<*mut c_void, sys::cudaGetErrorName>(p.as_ptr()) }
        });
        let error_string = library.symbol("cudaGetErrorString").map(|p| {
            // SAFETY: libcudart's `cudaGetErrorString` has this prototype (checked against the headers).
            unsafe { std::mem::transmute::<*mut c_void, sys::cudaGetErrorString>(p.as_ptr()) }
        });
        Ok(Runtime {
            library,
            version,
            per_thread_default_stream: per_thread,
            table,
            error_name,
            error_string,
            missing,
        })
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.library.path()
    }

    /// The runtime's version, as `cudaRuntimeGetVersion` reports it (`13000` for 13.0).
    pub fn version(&self) -> i32 {
        self.version
    }

    /// Whether this runtime was loaded in per-thread-default-stream mode.
    pub fn per_thread_default_stream(&self) -> bool {
        self.per_thread_default_stream
    }

    /// The resolved function pointers, by area.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The declared functions the loaded runtime lacks under every declaration of their name, each once
    /// (12.x's `cudaThreadExit` in a 13.x runtime, 13.x's new functions in a 12.x one).
    pub fn missing_functions(&self) -> &[&'static str] {
        &self.missing
    }

    /// Whether `name` is declared by this crate and found in the loaded runtime under one of its
    /// declarations.
    pub fn is_available(&self, name: &str) -> bool {
        sys::functions().any(|f| f.name == name) && !self.missing.contains(&name)
    }

    /// The library's own name of a code, through `cudaGetErrorName` (`None` for one it does not know:
    /// it answers "unrecognized error code"). [`cudaError::name`] needs no library.
    pub fn library_error_name(&self, code: cudaError) -> Option<String> {
        let text = c_text(self.error_name?, code)?;
        (text != UNRECOGNIZED).then_some(text)
    }

    /// The library's own description of a code, through `cudaGetErrorString` (`None` for one it does not
    /// know). [`cudaError::description`] needs no library.
    pub fn library_error_string(&self, code: cudaError) -> Option<String> {
        let text = c_text(self.error_string?, code)?;
        (text != UNRECOGNIZED).then_some(text)
    }
}

/// What `cudaGetErrorName` and `cudaGetErrorString` answer for a code they do not know.
const UNRECOGNIZED: &str = "unrecognized error code";

fn c_text(
    f: unsafe extern "C" fn(cudaError_t) -> *const std::ffi::c_char,
    code: cudaError,
) -> Option<String> {
    // SAFETY: any value may be passed; the runtime answers a static string (or null).
    let p = unsafe { f(code) };
    if p.is_null() {
        return None;
    }
    // SAFETY: non-null: a NUL-terminated static string of the library, which stays loaded.
    Some(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
}

/// The address of declaration `f` in `library`, a runtime of version `version`; `None` when the library
/// lacks it or its ABI of that name is not the declared one.
fn resolve(
    library: &Library,
    f: &'static FunctionInfo,
    version: i32,
    per_thread: bool,
) -> Option<NonNull<c_void>> {
    let version = u32::try_from(version).unwrap_or(0);
    // Every runtime line gives its ABI version.
    let abi = f.version.unwrap_or(0);
    if abi / 1000 > version / 1000 {
        return None; // a prototype of a later major version
    }
    if sys::until(f.name, abi).is_some_and(|until| version >= until) {
        return None; // an older major's prototype, which this runtime exports differently or not at all
    }
    let symbol = match sys::per_thread_symbol(f.name, abi) {
        Some(s) if per_thread => s,
        _ => f.symbol,
    };
    library.symbol(symbol)
}

impl Deref for Runtime {
    type Target = Table;

    /// The table, whose methods are the raw calls: `runtime.cudaGetDeviceCount(&mut n)`.
    #[inline]
    fn deref(&self) -> &Table {
        &self.table
    }
}
