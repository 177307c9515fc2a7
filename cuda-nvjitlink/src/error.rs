//! Errors: a failing nvJitLink call, a function the loaded library lacks, a library that could not be
//! loaded, a link that failed with its logs.

use std::fmt;

use cuda_struct::load::LoadError;

use crate::sys::nvJitLinkResult;

/// An nvJitLink call that failed, or that the loaded library cannot make.
///
/// Displays as `nvJitLinkComplete: NVJITLINK_ERROR_NVVM_COMPILE (5): <what the code means>`; a code newer
/// than this crate prints as its number.
///
/// The shared [`CallError`](cuda_struct::CallError) of nvJitLink's status codes.
pub type NvJitLinkError = cuda_struct::CallError<nvJitLinkResult>;

/// A call on a live linker that failed, with the two logs nvJitLink kept: what went wrong (the error log)
/// and what it reported along the way (the information log, filled by `-verbose` and `-time`).
///
/// Displays as the failing call and the error log's first non-empty line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    /// The failing call and its code.
    pub error: NvJitLinkError,
    /// The error log, as nvJitLink wrote it (its NUL left out; bytes that are not UTF-8 replaced).
    pub error_log: String,
    /// The information log, likewise.
    pub info_log: String,
}

impl LinkError {
    /// nvJitLink's code (`None` only for a function the library lacks).
    pub fn code(&self) -> Option<nvJitLinkResult> {
        self.error.code()
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)?;
        let mut lines = self
            .error_log
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty());
        if let Some(first) = lines.next() {
            write!(f, "; error log: {first}")?;
            let more = lines.count();
            if more > 0 {
                write!(f, " (and {more} more lines)")?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for LinkError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// What can go wrong with a [`Linker`](crate::Linker).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// No nvJitLink library could be loaded.
    Load(LoadError),
    /// An nvJitLink call failed where there are no logs to read (no linker was made), or the library
    /// lacks the function.
    NvJitLink(NvJitLinkError),
    /// A call on a linker failed: adding an input, or the link itself. The logs say why.
    Link(LinkError),
    /// A string given to nvJitLink (an option, an input's name, a path) holds a NUL byte.
    Nul {
        /// Which string.
        what: &'static str,
    },
    /// More options than nvJitLink's `uint32_t` count can hold.
    TooMany {
        /// What was counted.
        what: &'static str,
        /// How many were given.
        count: usize,
    },
}

impl Error {
    /// nvJitLink's code, for an error that has one.
    pub fn code(&self) -> Option<nvJitLinkResult> {
        match self {
            Error::NvJitLink(e) => e.code(),
            Error::Link(e) => e.code(),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Load(e) => e.fmt(f),
            Error::NvJitLink(e) => e.fmt(f),
            Error::Link(e) => e.fmt(f),
            Error::Nul { what } => {
                write!(
                    f,
                    "the {what} holds a NUL byte, which nvJitLink cannot take"
                )
            }
            Error::TooMany { what, count } => {
                write!(
                    f,
                    "{count} {what}: more than nvJitLink can take ({})",
                    u32::MAX
                )
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Load(e) => Some(e),
            Error::NvJitLink(e) => Some(e),
            Error::Link(e) => Some(e),
            _ => None,
        }
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Self {
        Error::Load(e)
    }
}

impl From<NvJitLinkError> for Error {
    fn from(e: NvJitLinkError) -> Self {
        Error::NvJitLink(e)
    }
}

impl From<LinkError> for Error {
    fn from(e: LinkError) -> Self {
        Error::Link(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_prints_its_name_number_and_meaning() {
        let e = NvJitLinkError::failed(
            "nvJitLinkCreate",
            nvJitLinkResult::NVJITLINK_ERROR_MISSING_ARCH,
        );
        assert_eq!(
            e.to_string(),
            "nvJitLinkCreate: NVJITLINK_ERROR_MISSING_ARCH (2): No target architecture was given: \
             `-arch=sm_<N>` is required"
        );
        let newer = NvJitLinkError::failed("nvJitLinkComplete", nvJitLinkResult::from_raw(40));
        assert_eq!(
            newer.to_string(),
            "nvJitLinkComplete: unknown nvJitLinkResult 40 (newer than this crate's list of codes)"
        );
        assert_eq!(newer.code().map(|c| c.raw()), Some(40));
    }

    #[test]
    fn a_missing_function_names_itself_and_the_versions() {
        let e = NvJitLinkError::missing("nvJitLinkGetLinkedLTOIR", Some(13030), Some(13000));
        assert!(e.is_missing() && e.code().is_none());
        assert_eq!(
            e.to_string(),
            "nvJitLinkGetLinkedLTOIR: not in the loaded nvJitLink (13.0); it needs nvJitLink 13.3 or newer"
        );
        let unknown = NvJitLinkError::missing("nvJitLinkVersion", Some(12030), None);
        assert_eq!(
            unknown.to_string(),
            "nvJitLinkVersion: not in the loaded nvJitLink; it needs nvJitLink 12.3 or newer"
        );
    }

    #[test]
    fn a_link_error_shows_the_first_line_of_its_log() {
        let e = LinkError {
            error: NvJitLinkError::failed(
                "nvJitLinkComplete",
                nvJitLinkResult::NVJITLINK_ERROR_FINALIZE,
            ),
            error_log: "\nerror   : Undefined reference to 'twice' in 'a.ltoir'\nline two\n".into(),
            info_log: String::new(),
        };
        let text = e.to_string();
        assert!(
            text.ends_with("; error log: error   : Undefined reference to 'twice' in 'a.ltoir' (and 1 more lines)"),
            "{text}"
        );
    }
}

/// An nvJitLink error as a driver-layer error ([`cuda_driver::Error::Library`]), kept whole: it is the
/// `source()`, and `LibraryError::downcast_ref::<cuda_nvjitlink::Error>()` gives it back.
#[cfg(feature = "driver")]
impl From<Error> for cuda_driver::Error {
    fn from(e: Error) -> Self {
        cuda_driver::LibraryError::new("nvJitLink", e).into()
    }
}

#[cfg(all(test, feature = "driver"))]
mod driver_tests {
    use super::Error;

    #[test]
    fn an_nvjitlink_error_converts_into_a_driver_error_whole() {
        fn both() -> Result<(), cuda_driver::Error> {
            Err(Error::Load(cuda_struct::load::LoadError::new(
                "libnvJitLink",
                "",
                Vec::new(),
            )))?;
            Ok(())
        }
        let e = both().unwrap_err();
        let cuda_driver::Error::Library(inner) = &e else {
            panic!("not a library error: {e:?}")
        };
        assert_eq!(inner.library(), "nvJitLink");
        assert!(matches!(
            inner.downcast_ref::<Error>(),
            Some(Error::Load(_))
        ));
    }
}
