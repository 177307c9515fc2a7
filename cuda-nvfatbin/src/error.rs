//! Errors: a failing nvFatbin call, a function the loaded library lacks, a library that could not be
//! loaded, an entry nvFatbin refused.

use std::fmt;

use cuda_struct::load::LoadError;
use cuda_struct::MissingFunction;

use crate::sys::{description, nvFatbinResult};

/// An nvFatbin version written `major * 1000 + minor * 10` (`12090`), shown as `12.9`.
pub(crate) struct Version(pub u32);

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 1000, (self.0 % 1000) / 10)
    }
}

/// An nvFatbin call that failed, or that the loaded library cannot make.
///
/// Displays as `nvFatbinAddCubin: NVFATBIN_ERROR_INVALID_ARCH (9): <what the code means>`; a code newer
/// than this crate prints as its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NvFatbinError {
    call: &'static str,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Code(nvFatbinResult),
    /// `loaded`: the library's version, 0 when unknown.
    Missing {
        since: u32,
        loaded: u32,
    },
}

impl NvFatbinError {
    /// `Ok(())` for `NVFATBIN_SUCCESS`, else the error for `call`.
    ///
    /// # Errors
    /// Any code other than `NVFATBIN_SUCCESS`.
    #[inline]
    pub fn check(call: &'static str, code: nvFatbinResult) -> Result<(), NvFatbinError> {
        if code == nvFatbinResult::NVFATBIN_SUCCESS {
            Ok(())
        } else {
            Err(NvFatbinError::failed(call, code))
        }
    }

    /// The error for `call` failing with `code`; out of line, so that a caller's success path stays short.
    #[cold]
    #[inline(never)]
    pub(crate) fn failed(call: &'static str, code: nvFatbinResult) -> NvFatbinError {
        NvFatbinError {
            call,
            kind: Kind::Code(code),
        }
    }

    /// The error for a declared function the loaded library (version `loaded`, 0: unknown) lacks.
    #[cold]
    pub(crate) fn missing(call: &'static str, since: u32, loaded: u32) -> NvFatbinError {
        NvFatbinError {
            call,
            kind: Kind::Missing { since, loaded },
        }
    }

    /// The C function that failed.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// nvFatbin's code; `None` when the call could not be made because the library lacks the function.
    pub fn code(&self) -> Option<nvFatbinResult> {
        match self.kind {
            Kind::Code(c) => Some(c),
            Kind::Missing { .. } => None,
        }
    }

    /// Whether the loaded library lacks the function.
    pub fn is_missing(&self) -> bool {
        matches!(self.kind, Kind::Missing { .. })
    }
}

impl fmt::Display for NvFatbinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Code(code) => match (code.name(), description(code)) {
                (Some(name), Some(text)) => {
                    let text = text.trim_end_matches('.');
                    write!(f, "{}: {name} ({}): {text}", self.call, code.raw())
                }
                _ => write!(
                    f,
                    "{}: unknown nvFatbinResult {} (newer than this crate's list of codes)",
                    self.call,
                    code.raw()
                ),
            },
            Kind::Missing { since, loaded } => {
                let loaded = match loaded {
                    0 => "of unknown version".to_owned(),
                    v => Version(v).to_string(),
                };
                write!(
                    f,
                    "{}: not in the loaded nvFatbin ({loaded}); it needs nvFatbin {} or newer",
                    self.call,
                    Version(since)
                )
            }
        }
    }
}

impl std::error::Error for NvFatbinError {}

impl From<MissingFunction> for NvFatbinError {
    fn from(m: MissingFunction) -> Self {
        NvFatbinError::missing(m.name, m.since.or(m.version).unwrap_or(0), 0)
    }
}

/// What can go wrong with a [`Fatbin`](crate::Fatbin).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// No nvFatbin library could be loaded.
    Load(LoadError),
    /// An nvFatbin call failed (making the fat binary, writing it out), or the library lacks the function.
    NvFatbin(NvFatbinError),
    /// nvFatbin refused an entry.
    Entry {
        /// The identifier the entry was added under (empty for a relocatable object).
        identifier: String,
        /// The failing call and its code.
        error: NvFatbinError,
    },
    /// A string given to nvFatbin (an option, an identifier, an architecture) holds a NUL byte.
    Nul {
        /// Which string.
        what: &'static str,
    },
}

impl Error {
    /// nvFatbin's code, for an error that has one.
    pub fn code(&self) -> Option<nvFatbinResult> {
        match self {
            Error::NvFatbin(e) | Error::Entry { error: e, .. } => e.code(),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Load(e) => e.fmt(f),
            Error::NvFatbin(e) => e.fmt(f),
            Error::Entry { identifier, error } => write!(f, "entry `{identifier}`: {error}"),
            Error::Nul { what } => {
                write!(f, "the {what} holds a NUL byte, which nvFatbin cannot take")
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Load(e) => Some(e),
            Error::NvFatbin(e) | Error::Entry { error: e, .. } => Some(e),
            Error::Nul { .. } => None,
        }
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Self {
        Error::Load(e)
    }
}

impl From<NvFatbinError> for Error {
    fn from(e: NvFatbinError) -> Self {
        Error::NvFatbin(e)
    }
}

/// An nvFatbin error as a driver-layer error ([`cuda_driver::Error::Library`]), kept whole: it is the
/// `source()`, and `LibraryError::downcast_ref::<cuda_nvfatbin::Error>()` gives it back.
#[cfg(feature = "driver")]
impl From<Error> for cuda_driver::Error {
    fn from(e: Error) -> Self {
        cuda_driver::LibraryError::new("nvFatbin", e).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_prints_its_name_number_and_meaning() {
        let e = NvFatbinError::failed(
            "nvFatbinAddCubin",
            nvFatbinResult::NVFATBIN_ERROR_INVALID_ARCH,
        );
        let e = Error::Entry {
            identifier: "k.cubin".into(),
            error: e,
        };
        assert_eq!(
            e.to_string(),
            "entry `k.cubin`: nvFatbinAddCubin: NVFATBIN_ERROR_INVALID_ARCH (9): The architecture \
             string is not a number nvFatbin knows (`\"90\"`, not `\"sm_90\"`)"
        );
        assert_eq!(e.code(), Some(nvFatbinResult::NVFATBIN_ERROR_INVALID_ARCH));
        let newer = NvFatbinError::failed("nvFatbinGet", nvFatbinResult::from_raw(40));
        assert_eq!(
            newer.to_string(),
            "nvFatbinGet: unknown nvFatbinResult 40 (newer than this crate's list of codes)"
        );
    }

    #[test]
    fn a_missing_function_names_itself_and_the_versions() {
        let e = NvFatbinError::missing("nvFatbinAddTileIR", 13010, 12090);
        assert!(e.is_missing() && e.code().is_none());
        assert_eq!(
            e.to_string(),
            "nvFatbinAddTileIR: not in the loaded nvFatbin (12.9); it needs nvFatbin 13.1 or newer"
        );
    }
}

#[cfg(all(test, feature = "driver"))]
mod driver_tests {
    use super::Error;

    #[test]
    fn an_error_converts_into_a_driver_error_whole() {
        fn both() -> Result<(), cuda_driver::Error> {
            Err(Error::Nul { what: "option" })?;
            Ok(())
        }
        let e = both().unwrap_err();
        let cuda_driver::Error::Library(inner) = &e else {
            panic!("not a library error: {e:?}")
        };
        assert_eq!(inner.library(), "nvFatbin");
        assert_eq!(
            inner.downcast_ref::<Error>(),
            Some(&Error::Nul { what: "option" })
        );
    }
}
