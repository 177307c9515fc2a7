//! The author's guide of cuda-struct: `tally.h`, a small C library that has nothing to do with CUDA,
//! declared end to end with cuda-struct alone. [`sys`] declares its types and functions; this file holds
//! the errors, the loader and a safe owner. The walkthrough is in cuda-struct's README; the tests run
//! against the library that `build.rs` compiles from `c/tally.c`.

pub mod sys;

use std::ffi::CStr;
use std::fmt;

use cuda_struct::load::{self, LibrarySpec, LoadError};
use cuda_struct::{Calls, FunctionTable, MissingFunction, Status};

use sys::{tallyConfig, tallyHandle, tallyMode, tallyStats, tallyStatus, Functions};

/// A call that failed, or that the loaded library cannot make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The C function `call` returned `status`.
    Failed {
        /// The C function.
        call: &'static str,
        /// What it returned.
        status: tallyStatus,
    },
    /// The loaded library lacks the function.
    Missing(MissingFunction),
}

impl From<MissingFunction> for Error {
    fn from(missing: MissingFunction) -> Self {
        Error::Missing(missing)
    }
}

impl Status for tallyStatus {
    type Error = Error;

    fn check(self, call: &'static str) -> Result<(), Error> {
        if self == tallyStatus::TALLY_SUCCESS {
            Ok(())
        } else {
            Err(Error::Failed { call, status: self })
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Failed { call, status } => match status.name() {
                Some(name) => write!(f, "{call}: {name}"),
                None => write!(f, "{call}: status {}", status.raw()),
            },
            Error::Missing(missing) => missing.fmt(f),
        }
    }
}

impl std::error::Error for Error {}

/// Where libtally is looked for: the file `$TALLY_LIBRARY` names, else the system loader's names.
pub const SPEC: LibrarySpec =
    LibrarySpec::system("TALLY_LIBRARY", &["libtally.so.1", "libtally.so"]);

/// A loaded libtally: the library, kept open while this lives, and its functions. The raw calls are its
/// `unsafe` methods, named as in C (`library.tallyAdd(..)`).
pub struct Library {
    _library: load::Library,
    functions: Functions,
}

impl Calls<Functions> for Library {
    fn functions(&self) -> &Functions {
        &self.functions
    }
}

impl Library {
    /// Loads libtally from the places [`SPEC`] names.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried, with its reason.
    pub fn load() -> Result<Library, LoadError> {
        Self::load_from(load::Search::from_env(&SPEC).paths())
    }

    /// Loads the first of `paths` that is a libtally.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried, with its reason.
    pub fn load_from<P: AsRef<str>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<Library, LoadError> {
        let accept = |library: load::Library| {
            if library.symbol("tallyCreate").is_none() {
                return Err("not libtally: it does not export tallyCreate".into());
            }
            // SAFETY: each function a libtally exports has the prototype tally.h gives it.
            let functions = unsafe { Functions::resolve(&mut library.by_symbol()) };
            Ok(Library {
                _library: library,
                functions,
            })
        };
        let hint = "Install libtally, or set TALLY_LIBRARY to the full path of libtally.so";
        // SAFETY: libtally has no initialisers; a file that is not libtally is refused before any call.
        unsafe { load::open_first("libtally", hint, paths, accept) }
    }

    /// The declared functions the loaded library lacks, by C name.
    pub fn missing_functions(&self) -> Vec<&'static str> {
        self.functions.missing_functions().map(|f| f.name).collect()
    }

    /// The library's words for `status` (`"no error"`); `None` for a status it does not know.
    ///
    /// # Errors
    /// [`Error::Missing`] when the library lacks `tallyStatusString`.
    pub fn status_string(&self, status: tallyStatus) -> Result<Option<String>, Error> {
        // SAFETY: any status may be passed; the answer is null or a static string of the library.
        let text = unsafe { self.tallyStatusString(status) }?;
        if text.is_null() {
            return Ok(None);
        }
        // SAFETY: non-null: a NUL-terminated string of the library, which `self` keeps loaded.
        Ok(Some(
            unsafe { CStr::from_ptr(text) }
                .to_string_lossy()
                .into_owned(),
        ))
    }
}

/// A tally, destroyed when dropped. It borrows the library that made it, which so stays loaded.
#[derive(Debug)]
pub struct Tally<'lib> {
    library: &'lib Library,
    handle: tallyHandle,
}

impl<'lib> Tally<'lib> {
    /// A tally of at most `capacity` values, combined by `mode`.
    ///
    /// # Errors
    /// `TALLY_ERROR_INVALID_VALUE` for a capacity of 0.
    pub fn new(library: &'lib Library, mode: tallyMode, capacity: u32) -> Result<Self, Error> {
        let config = tallyConfig::new().with_capacity(capacity).with_mode(mode);
        let mut handle = tallyHandle::null();
        // SAFETY: a valid out-pointer and a valid config, both read or written during the call only.
        unsafe { library.tallyCreate(handle.as_mut_ptr(), &config) }?;
        Ok(Tally { library, handle })
    }

    /// Adds `value`.
    ///
    /// # Errors
    /// `TALLY_ERROR_FULL` once the tally holds `capacity` values.
    pub fn add(&mut self, value: i64) -> Result<(), Error> {
        // SAFETY: the handle is live (dropped only with `self`).
        unsafe { self.library.tallyAdd(self.handle, value) }
    }

    /// How many values were added, and their sum or largest.
    ///
    /// # Errors
    /// Only for a library that breaks its contract.
    pub fn stats(&self) -> Result<tallyStats, Error> {
        let mut stats = tallyStats::new();
        // SAFETY: the handle is live; `stats` is a valid out-pointer.
        unsafe { self.library.tallyGetStats(self.handle, &mut stats) }?;
        Ok(stats)
    }

    /// Empties the tally.
    ///
    /// # Errors
    /// [`Error::Missing`] with a library that lacks `tallyReset`, as the one built here does.
    pub fn reset(&mut self) -> Result<(), Error> {
        // SAFETY: the handle is live.
        unsafe { self.library.tallyReset(self.handle) }
    }
}

impl Drop for Tally<'_> {
    fn drop(&mut self) {
        // SAFETY: the handle is live and never used again. A failure cannot be reported from `drop`.
        let _ = unsafe { self.library.tallyDestroy(self.handle) };
    }
}

impl fmt::Debug for Library {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Library")
            .field("functions", &self.functions)
            .finish_non_exhaustive()
    }
}
