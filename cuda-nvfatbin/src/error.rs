//! Errors: a failing nvFatbin call, a function the loaded library lacks, a library that could not be
//! loaded, an entry nvFatbin refused.

use std::fmt;

use cuda_struct::load::LoadError;

use crate::sys::nvFatbinResult;

/// An nvFatbin call that failed, or that the loaded library cannot make.
///
/// Displays as `nvFatbinAddCubin: NVFATBIN_ERROR_INVALID_ARCH (9): <what the code means>`; a code newer
/// than this crate prints as its number.
///
/// The shared [`CallError`](cuda_struct::CallError) of nvFatbin's status codes.
pub type NvFatbinError = cuda_struct::CallError<nvFatbinResult>;

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
        let e = NvFatbinError::missing("nvFatbinAddTileIR", Some(13010), Some(12090));
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
