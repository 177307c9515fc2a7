//! Opening a shared library at run time: candidate paths tried in order, each failure kept with the
//! system loader's reason, and symbols looked up by name (cargo feature `load`, the one part of this
//! crate that needs `std`). Which paths to try for one of CUDA's libraries is [`Search`]'s business;
//! a library crate's whole load-and-probe (search once, check each candidate's version before trusting
//! its table, resolve the table) is [`RuntimeLibrary`] and [`Loaded`], shown in full there.
//!
//! ```no_run
//! use cuda_struct::load::{self, Library};
//!
//! // SAFETY: NVRTC's initialisers are sound to run in any process.
//! let lib = unsafe {
//!     load::open_first(
//!         "the NVRTC library",
//!         "Install the CUDA toolkit.",
//!         ["libnvrtc.so.13", "libnvrtc.so"],
//!         |lib: Library| match lib.symbol("nvrtcVersion") {
//!             Some(_) => Ok(lib),
//!             None => Err("not NVRTC: it does not export nvrtcVersion".into()),
//!         },
//!     )
//! }?;
//! println!("loaded {}", lib.path());
//! # Ok::<(), cuda_struct::load::LoadError>(())
//! ```

use core::ffi::c_void;
use core::fmt;
use core::ptr::NonNull;
use std::string::{String, ToString};
use std::vec::Vec;

use crate::FunctionInfo;

mod declare;
mod loaded;
mod search;

pub use loaded::{
    load_first, load_once, probe_version, probe_version_number, Loaded, RuntimeLibrary,
};
pub use search::{Candidate, LibrarySpec, Place, Search, TOOLKIT_DIRS};

/// An opened shared library. It stays loaded while this value lives.
pub struct Library {
    inner: libloading::Library,
    path: String,
}

impl fmt::Debug for Library {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Library")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl Library {
    /// Opens the library at `path` (a file name is searched for as the system loader does).
    ///
    /// # Errors
    /// The system loader's reason, as text.
    ///
    /// # Safety
    /// Opening a library runs its initialisers: they must be sound to run in this process.
    pub unsafe fn open(path: &str) -> Result<Library, String> {
        // SAFETY: the caller vouches for the library's initialisers.
        let inner = unsafe { libloading::Library::new(path) }.map_err(|e| e.to_string())?;
        Ok(Library {
            inner,
            path: path.into(),
        })
    }

    /// The path or name the library was opened by.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The address of the exported symbol `name` (without a trailing NUL), or `None` when the library does
    /// not export it (or exports it as null).
    pub fn symbol(&self, name: &str) -> Option<NonNull<c_void>> {
        // SAFETY: the symbol is read as an address only; calling it is the caller's business, with its
        // own promise of the prototype.
        let sym = unsafe { self.inner.get::<*mut c_void>(name.as_bytes()) }.ok()?;
        NonNull::new(*sym)
    }

    /// A lookup for [`FunctionTable::resolve`](crate::FunctionTable::resolve) that finds each function by
    /// its exported symbol.
    pub fn by_symbol(&self) -> impl FnMut(&'static FunctionInfo) -> Option<NonNull<c_void>> + '_ {
        |f| self.symbol(f.symbol)
    }
}

/// Opens the first of `candidates` that the system loader opens and `accept` takes, returning what
/// `accept` made of it.
///
/// `accept` checks that the library is the one wanted (and may resolve its tables); a refusal is recorded
/// with its reason and the next candidate is tried. `library` names what is looked for ("the CUDA driver
/// library") and `hint` tells the user how to fix a failure; both go into the error's message.
///
/// # Errors
/// [`LoadError`] listing every candidate with its reason, in order.
///
/// # Safety
/// Each candidate's initialisers must be sound to run in this process (see [`Library::open`]).
pub unsafe fn open_first<T, P: AsRef<str>>(
    library: &'static str,
    hint: &'static str,
    candidates: impl IntoIterator<Item = P>,
    mut accept: impl FnMut(Library) -> Result<T, String>,
) -> Result<T, LoadError> {
    let mut attempts = Vec::new();
    for path in candidates {
        let path = path.as_ref();
        // SAFETY: the caller vouches for every candidate's initialisers.
        match unsafe { Library::open(path) }.and_then(&mut accept) {
            Ok(t) => return Ok(t),
            Err(reason) => attempts.push(Attempt {
                path: path.into(),
                reason,
            }),
        }
    }
    Err(LoadError::new(library, hint, attempts))
}

/// No candidate library could be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    library: &'static str,
    hint: &'static str,
    attempts: Vec<Attempt>,
}

/// One library that was tried, and why it was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// The path or name given to the system loader.
    pub path: String,
    /// The loader's reason, or what the library lacked.
    pub reason: String,
}

impl LoadError {
    /// The error for `library` (what was looked for), with `hint` (how to fix it) and every attempt.
    pub fn new(library: &'static str, hint: &'static str, attempts: Vec<Attempt>) -> Self {
        LoadError {
            library,
            hint,
            attempts,
        }
    }

    /// Every library tried, in order, with the reason each was not used.
    pub fn attempts(&self) -> &[Attempt] {
        &self.attempts
    }

    /// What was looked for, e.g. "the CUDA driver library".
    pub fn library(&self) -> &'static str {
        self.library
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "could not load {}; ", self.library)?;
        if self.attempts.is_empty() {
            f.write_str("no path to try")?;
        } else {
            f.write_str("tried ")?;
        }
        for (i, a) in self.attempts.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "`{}` ({})", a.path, a.reason)?;
        }
        write!(f, ". {}", self.hint)
    }
}

impl core::error::Error for LoadError {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::ToOwned;
    use std::format;
    use std::vec;

    #[test]
    fn load_error_lists_every_attempt_and_the_hint() {
        let err = LoadError::new(
            "the X library",
            "Install X.",
            vec![
                Attempt {
                    path: "libx.so.1".into(),
                    reason: "not found".into(),
                },
                Attempt {
                    path: "libx.so".into(),
                    reason: "also not found".into(),
                },
            ],
        );
        assert_eq!(
            err.to_string(),
            "could not load the X library; tried `libx.so.1` (not found); `libx.so` (also not found). \
             Install X."
        );
        assert_eq!(err.attempts().len(), 2);
        assert_eq!(err.library(), "the X library");
    }

    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
    fn every_candidate_is_tried_in_order_with_its_reason() {
        let dir = std::env::temp_dir().join(format!("cuda-struct-load-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let not_elf = dir.join("not-a-library.so");
        std::fs::write(&not_elf, b"not an ELF file\n").unwrap();
        let missing = dir.join("no-such-library.so").display().to_string();
        let not_elf = not_elf.display().to_string();
        let mut accepted = Vec::new();
        // SAFETY: neither candidate opens, so no initialiser runs.
        let err = unsafe {
            open_first("the X library", "Install X.", [&missing, &not_elf], |l| {
                accepted.push(l.path().to_owned());
                Ok(())
            })
        }
        .unwrap_err();
        assert!(accepted.is_empty());
        let tried: Vec<&str> = err.attempts().iter().map(|a| a.path.as_str()).collect();
        assert_eq!(tried, [missing.as_str(), not_elf.as_str()]);
        assert!(err.attempts().iter().all(|a| !a.reason.is_empty()), "{err}");
    }

    #[cfg(target_os = "linux")]
    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
    fn a_refusal_is_recorded_and_the_next_candidate_taken() {
        // The C library is loaded in every process already, so opening it runs no new initialiser code.
        let mut seen = Vec::new();
        // SAFETY: libc's initialisers have already run in this process.
        let lib = unsafe {
            open_first("libc", "", ["libc.so.6", "libc.so.6"], |l: Library| {
                seen.push(l.path().to_owned());
                if seen.len() == 1 {
                    Err("first refused".into())
                } else {
                    Ok(l)
                }
            })
        }
        .unwrap();
        assert_eq!(seen, ["libc.so.6", "libc.so.6"]);
        assert!(lib.symbol("malloc").is_some());
        assert!(lib.symbol("no_such_symbol_in_libc").is_none());
        let info: &'static FunctionInfo = &FunctionInfo {
            name: "strlen",
            version: None,
            since: None,
            symbol: "strlen",
            params: &[],
            returns: Some("usize"),
            doc: "",
        };
        assert_eq!(lib.by_symbol()(info), lib.symbol("strlen"));
        assert!(format!("{lib:?}").contains("libc.so.6"));
    }
}
