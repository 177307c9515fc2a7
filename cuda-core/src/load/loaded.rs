//! A run-time-loaded library with one function table: searched for once per process, or opened from
//! paths the caller gives; each candidate checked (a version probe) before its table is trusted; the
//! table resolved with the list of what the library lacks kept beside it.
//!
//! A library crate implements [`RuntimeLibrary`] for its own type (say what is searched for, how a
//! candidate is checked, what to tell the user on failure) and keeps a [`Loaded`] inside it; its
//! loaders are then one line each ([`load_once`], [`load_first`]).
//!
//! ```no_run
//! use core::ffi::c_int;
//! use std::sync::OnceLock;
//!
//! use cuda_struct::load::{self, Library, LibrarySpec, LoadError, Loaded, RuntimeLibrary};
//! use cuda_struct::{MissingFunction, Status};
//!
//! /// The status code libfoo returns.
//! #[derive(Clone, Copy, PartialEq, Eq, Debug)]
//! #[repr(transparent)]
//! pub struct FooStatus(c_int);
//!
//! #[derive(Debug)]
//! pub enum FooError {
//!     Failed(&'static str, c_int),
//!     Missing(MissingFunction),
//! }
//! impl From<MissingFunction> for FooError {
//!     fn from(m: MissingFunction) -> Self {
//!         FooError::Missing(m)
//!     }
//! }
//! impl Status for FooStatus {
//!     type Error = FooError;
//!     fn check(self, function: &'static str) -> Result<(), FooError> {
//!         if self.0 == 0 { Ok(()) } else { Err(FooError::Failed(function, self.0)) }
//!     }
//! }
//!
//! cuda_struct::functions! {
//!     /// libfoo's functions.
//!     pub struct Functions -> FooStatus;
//!     /// Writes the library's version.
//!     fn fooVersion(major: *mut c_int, minor: *mut c_int);
//!     /// Does the work.
//!     fn fooRun(n: c_int);
//! }
//!
//! /// A loaded libfoo.
//! #[derive(Debug)]
//! pub struct Foo {
//!     loaded: Loaded<Functions, (i32, i32)>,
//! }
//!
//! // SAFETY: libfoo's initialisers are sound to run in any process, and `from_library` calls nothing
//! // of a candidate but `fooVersion` before it is known to be libfoo.
//! unsafe impl RuntimeLibrary for Foo {
//!     const SPEC: LibrarySpec = LibrarySpec::system("FOO_LIBRARY", &["libfoo.so.1"]);
//!     const LIBRARY: &'static str = "the foo library";
//!     const HINT: &'static str = "Install libfoo, or set FOO_LIBRARY to its path";
//!
//!     fn from_library(library: Library) -> Result<Foo, String> {
//!         let check = |code: FooStatus| code.check("fooVersion").map_err(|e| format!("{e:?}"));
//!         // SAFETY: libfoo's `fooVersion` is `int fooVersion(int *major, int *minor)`.
//!         let version = unsafe { load::probe_version(&library, "fooVersion", check) }
//!             .ok_or("not libfoo: it does not export fooVersion")??;
//!         // SAFETY: `library` is libfoo (it answered `fooVersion`), which exports each declared
//!         // function with the declared prototype.
//!         let loaded = unsafe { Loaded::resolve(library, version) };
//!         Ok(Foo { loaded })
//!     }
//! }
//!
//! static FOO: OnceLock<Foo> = OnceLock::new();
//!
//! impl Foo {
//!     /// Searches for libfoo once per process; a failure is not remembered.
//!     pub fn load() -> Result<&'static Foo, LoadError> {
//!         load::load_once(&FOO)
//!     }
//! }
//!
//! let foo = Foo::load()?;
//! println!("libfoo {:?} from {}", foo.loaded.version(), foo.loaded.path());
//! // SAFETY: `fooRun` takes any count.
//! unsafe { foo.loaded.functions().fooRun(3) }.unwrap();
//! # Ok::<(), LoadError>(())
//! ```

use core::ffi::c_void;
use core::fmt;
use core::ptr::NonNull;
use std::path::Path;
use std::string::String;
use std::sync::OnceLock;
use std::vec::Vec;

use super::{open_first, Library, LibrarySpec, LoadError, Search};
use crate::FunctionTable;

/// What sets one run-time-loaded library apart: where it is searched for, how a candidate is checked
/// and made into the crate's type, and what a failure says.
///
/// # Safety
/// Opening a library runs its initialisers. Implementing this trait vouches that opening any file
/// found by [`SPEC`](Self::SPEC)'s search, or given to [`load_first`] for this type, is sound (as it is
/// for NVIDIA's libraries); and [`from_library`](Self::from_library) calls nothing of a library
/// before it has checked that the library is the one it claims (its version probe).
pub unsafe trait RuntimeLibrary: Sized + Send + Sync + 'static {
    /// Where [`load_once`] looks ([`Search::from_env`] of this spec).
    const SPEC: LibrarySpec;
    /// What is looked for, for a [`LoadError`]: "the NVRTC library".
    const LIBRARY: &'static str;
    /// What a [`LoadError`] tells the user to do.
    const HINT: &'static str;

    /// Checks that `library` is this library (probing its version before any table is trusted, see
    /// [`probe_version`]) and makes the crate's type of it, usually around [`Loaded::resolve`].
    ///
    /// # Errors
    /// Why `library` is not used; the next candidate is tried.
    fn from_library(library: Library) -> Result<Self, String>;

    /// The default search's failure, with anything more the library has to say (the folders looked in
    /// that do not exist, for instance). As it is, by default.
    fn explain(error: LoadError) -> LoadError {
        error
    }
}

/// `L` loaded once per `cell`: the first call searches ([`Search::from_env`] of [`RuntimeLibrary::SPEC`])
/// and keeps the first candidate [`RuntimeLibrary::from_library`] takes; later calls return it. A
/// failure is not remembered: a later call searches again.
///
/// # Errors
/// [`LoadError`] listing every candidate with its reason, passed through [`RuntimeLibrary::explain`].
pub fn load_once<L: RuntimeLibrary>(cell: &OnceLock<L>) -> Result<&L, LoadError> {
    if let Some(l) = cell.get() {
        return Ok(l);
    }
    let library = first_of::<L>(Search::from_env(&L::SPEC).paths()).map_err(L::explain)?;
    // If another thread won the race, its value is kept and this one dropped (both stay loaded: a
    // dropped `Library` closes its handle, and the system loader keeps a library open while any handle is).
    Ok(cell.get_or_init(|| library))
}

/// The first of `paths` that [`RuntimeLibrary::from_library`] takes, with no search. Each call loads
/// anew and keeps the result for the rest of the process (the value is leaked, so it can be shared
/// without a lifetime).
///
/// # Errors
/// [`LoadError`] listing every path with its reason.
pub fn load_first<L: RuntimeLibrary, P: AsRef<Path>>(
    paths: impl IntoIterator<Item = P>,
) -> Result<&'static L, LoadError> {
    let paths = paths
        .into_iter()
        .map(|p| p.as_ref().to_string_lossy().into_owned());
    first_of::<L>(paths).map(|l| &*std::boxed::Box::leak(std::boxed::Box::new(l)))
}

fn first_of<L: RuntimeLibrary>(paths: impl IntoIterator<Item = String>) -> Result<L, LoadError> {
    // SAFETY: `L`'s implementation of `RuntimeLibrary` vouches for its candidates' initialisers.
    unsafe { open_first(L::LIBRARY, L::HINT, paths, L::from_library) }
}

/// Calls `library`'s export `symbol`, a version function of C prototype `R symbol(N *major, N *minor)`,
/// and answers `(major, minor)`, or what `check` says of a failing status. `None` when the library does
/// not export `symbol`.
///
/// # Errors
/// `check`'s refusal of the status the call returned.
///
/// # Safety
/// An export named `symbol` of `library` must have that prototype (C calling convention, `N` and `R` the
/// C types' Rust twins) and be callable with no set-up.
pub unsafe fn probe_version<N: Default, R>(
    library: &Library,
    symbol: &str,
    check: impl FnOnce(R) -> Result<(), String>,
) -> Option<Result<(N, N), String>> {
    let f = library.symbol(symbol)?;
    // SAFETY: the caller promises the export's prototype.
    Some(unsafe { call_version(f, check) })
}

/// Calls `library`'s export `symbol`, a version function of C prototype `R symbol(N *version)` (one
/// number: cuRAND's, cuFFT's, NCCL's, cuFile's), and answers the number, or what `check` says of a
/// failing status. `None` when the library does not export `symbol`.
///
/// # Errors
/// `check`'s refusal of the status the call returned.
///
/// # Safety
/// An export named `symbol` of `library` must have that prototype (C calling convention, `N` and `R` the
/// C types' Rust twins) and be callable with no set-up.
pub unsafe fn probe_version_number<N: Default, R>(
    library: &Library,
    symbol: &str,
    check: impl FnOnce(R) -> Result<(), String>,
) -> Option<Result<N, String>> {
    let f = library.symbol(symbol)?;
    // SAFETY: the caller promises the export's prototype.
    Some(unsafe { call_version_number(f, check) })
}

/// Calls `f`, a version function `R f(N *version)`, and checks its status with `check`.
///
/// # Safety
/// `f` must be a function of that prototype, callable with no set-up.
unsafe fn call_version_number<N: Default, R>(
    f: NonNull<c_void>,
    check: impl FnOnce(R) -> Result<(), String>,
) -> Result<N, String> {
    // SAFETY: the caller promises the prototype; a function pointer and a data pointer have one size.
    let f = unsafe {
        core::mem::transmute::<*mut c_void, unsafe extern "C" fn(*mut N) -> R>(f.as_ptr())
    };
    let mut version = N::default();
    // SAFETY: one valid out-parameter; the caller promises the call needs no set-up.
    check(unsafe { f(&mut version) })?;
    Ok(version)
}

/// Calls `f`, a version function `R f(N *major, N *minor)`, and checks its status with `check`.
///
/// # Safety
/// `f` must be a function of that prototype, callable with no set-up.
unsafe fn call_version<N: Default, R>(
    f: NonNull<c_void>,
    check: impl FnOnce(R) -> Result<(), String>,
) -> Result<(N, N), String> {
    // SAFETY: the caller promises the prototype; a function pointer and a data pointer have one size.
    let f = unsafe {
        core::mem::transmute::<*mut c_void, unsafe extern "C" fn(*mut N, *mut N) -> R>(f.as_ptr())
    };
    let (mut major, mut minor) = (N::default(), N::default());
    // SAFETY: two valid out-parameters; the caller promises the call needs no set-up.
    check(unsafe { f(&mut major, &mut minor) })?;
    Ok((major, minor))
}

/// A library's resolved function table, with the library it was resolved from (kept loaded), the version
/// its probe read, and the declared functions it lacks.
///
/// What every run-time-loaded library's type holds; the type adds its own calls and error.
pub struct Loaded<F, V = ()> {
    /// `None` for a table made of functions alone ([`Loaded::from_functions`]).
    library: Option<Library>,
    version: V,
    functions: F,
    missing: Vec<&'static str>,
}

impl<F: FunctionTable, V> Loaded<F, V> {
    /// Resolves `F` from `library`'s exports, by symbol, keeping the library loaded for the table's
    /// life and `version` beside it.
    ///
    /// # Safety
    /// `library` must be the library `F` declares: every export of a declared function's symbol has that
    /// declaration's prototype (see [`FunctionTable::resolve`]).
    pub unsafe fn resolve(library: Library, version: V) -> Self {
        // SAFETY: the caller promises each export's prototype; `library` is kept loaded with the table.
        let functions = unsafe { F::resolve(&mut library.by_symbol()) };
        let mut loaded = Self::from_functions(functions, version);
        loaded.library = Some(library);
        loaded
    }

    /// A table made of `functions` alone, loaded from nowhere (a stand-in for tests; its
    /// [`path`](Self::path) is empty).
    pub fn from_functions(functions: F, version: V) -> Self {
        Loaded {
            library: None,
            version,
            missing: functions.missing_functions().map(|f| f.name).collect(),
            functions,
        }
    }

    /// The library the table was resolved from (`None` for a table made of functions alone).
    pub fn library(&self) -> Option<&Library> {
        self.library.as_ref()
    }

    /// The path or name the library was loaded from (empty for a table made of functions alone).
    pub fn path(&self) -> &str {
        self.library.as_ref().map_or("", Library::path)
    }

    /// The version the library's probe read.
    pub fn version(&self) -> &V {
        &self.version
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &F {
        &self.functions
    }

    /// The declared functions the library lacks, in declaration order.
    pub fn missing_functions(&self) -> &[&'static str] {
        &self.missing
    }

    /// Whether `name` is declared by `F` and the library exports it.
    pub fn is_available(&self, name: &str) -> bool {
        let declared = F::FUNCTIONS.iter().any(|f| f.name == name);
        declared && !self.missing.contains(&name)
    }
}

impl<F, V: fmt::Debug> fmt::Debug for Loaded<F, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Loaded")
            .field("path", &self.library.as_ref().map_or("", Library::path))
            .field("version", &self.version)
            .field("missing", &self.missing)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests;
