//! Errors: a failing NCCL call, one the loaded library cannot make, or an error a communicator met
//! after its call returned ([`NcclError`]), and the crate's [`Error`]: that, a library that could not be
//! loaded, an argument refused before anything was queued, or an error of the driver layer.

use std::fmt;

use cuda_struct::load::LoadError;
use cuda_struct::MissingFunction;

use crate::sys::{description, ncclResult_t};

/// A failing NCCL call, a function the loaded library lacks, or an asynchronous error a communicator
/// reported (`ncclCommGetAsyncError`).
///
/// Displays as `ncclAllReduce: ncclInvalidArgument (4): <what the code means>`, then NCCL's own text
/// of the failure (`ncclGetLastError`) where the safe layer could read it; a code newer than this
/// crate prints as its number.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NcclError {
    call: &'static str,
    code: Option<ncclResult_t>,
    detail: Option<String>,
}

impl NcclError {
    /// `Ok(())` for `ncclSuccess`, else the error for `call`.
    ///
    /// # Errors
    /// Any code other than `ncclSuccess`.
    #[inline]
    pub fn check(call: &'static str, code: ncclResult_t) -> Result<(), NcclError> {
        if code == ncclResult_t::ncclSuccess {
            Ok(())
        } else {
            Err(NcclError::failed(call, code))
        }
    }

    /// The error for `call` failing with `code`, out of line.
    #[cold]
    #[inline(never)]
    pub(crate) fn failed(call: &'static str, code: ncclResult_t) -> NcclError {
        NcclError {
            call,
            code: Some(code),
            detail: None,
        }
    }

    /// The same error with NCCL's text of it (from `ncclGetLastError`); an empty text is none.
    pub(crate) fn with_detail(mut self, text: Option<String>) -> NcclError {
        self.detail = text.filter(|t| !t.trim().is_empty());
        self
    }

    /// The C function that failed (`ncclCommGetAsyncError` for an asynchronous error).
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// NCCL's code; `None` when the loaded library lacks the function.
    pub fn code(&self) -> Option<ncclResult_t> {
        self.code
    }

    /// NCCL's own text of the failure (`ncclGetLastError`), when the safe layer could read one.
    pub fn detail(&self) -> Option<&str> {
        self.detail.as_deref()
    }

    /// Whether the loaded library lacks the function.
    pub fn is_missing(&self) -> bool {
        self.code.is_none()
    }
}

impl fmt::Display for NcclError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(code) = self.code else {
            return write!(f, "{}: not exported by the loaded libnccl", self.call);
        };
        match (code.name(), description(code)) {
            (Some(name), Some(text)) => {
                let text = text.trim_end_matches('.');
                write!(f, "{}: {name} ({}): {text}", self.call, code.raw())?;
            }
            _ => write!(
                f,
                "{}: unknown ncclResult_t {} (newer than this crate's list of codes)",
                self.call,
                code.raw()
            )?,
        }
        match &self.detail {
            Some(detail) => write!(f, " (NCCL: {})", detail.trim()),
            None => Ok(()),
        }
    }
}

impl std::error::Error for NcclError {}

impl From<MissingFunction> for NcclError {
    fn from(m: MissingFunction) -> Self {
        NcclError {
            call: m.name,
            code: None,
            detail: None,
        }
    }
}

/// Everything the safe layer can fail with.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// An NCCL call failed, the loaded library lacks it, or a communicator reported an asynchronous
    /// error.
    Nccl(NcclError),
    /// libnccl could not be loaded (every path tried, with its reason).
    Load(LoadError),
    /// An argument refused before anything was queued: a count that does not fit a buffer, a rank or
    /// root out of range, a stream or buffer of another context than the communicator's, a group
    /// that already failed.
    InvalidArgument(String),
    /// The driver layer refused or failed: the ordering of the buffers, binding the context.
    Driver(cuda_driver::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Nccl(e) => e.fmt(f),
            Error::Load(e) => e.fmt(f),
            Error::InvalidArgument(m) => f.write_str(m),
            Error::Driver(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Nccl(e) => Some(e),
            Error::Load(e) => Some(e),
            Error::InvalidArgument(_) => None,
            Error::Driver(e) => Some(e),
        }
    }
}

impl From<NcclError> for Error {
    fn from(e: NcclError) -> Self {
        Error::Nccl(e)
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Self {
        Error::Load(e)
    }
}

impl From<cuda_driver::Error> for Error {
    fn from(e: cuda_driver::Error) -> Self {
        Error::Driver(e)
    }
}

/// An NCCL error as a driver-layer error: a driver error comes back as itself, anything else as
/// [`cuda_driver::Error::Library`], kept whole.
impl From<Error> for cuda_driver::Error {
    fn from(e: Error) -> Self {
        match e {
            Error::Driver(e) => e,
            other => cuda_driver::LibraryError::new("NCCL", other).into(),
        }
    }
}

impl Error {
    /// Whether the error means there is no GPU to run on, for examples and tests that skip.
    pub fn is_no_gpu(&self) -> bool {
        matches!(self, Error::Driver(e) if e.is_no_gpu())
    }
}

/// The error for an argument refused before anything was queued.
#[cold]
pub(crate) fn invalid(message: String) -> Error {
    Error::InvalidArgument(message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_prints_its_name_number_meaning_and_nccl_text() {
        let e = NcclError::failed("ncclAllReduce", ncclResult_t::ncclInvalidArgument)
            .with_detail(Some("invalid root 3".into()));
        let text = e.to_string();
        assert!(
            text.starts_with("ncclAllReduce: ncclInvalidArgument (4): "),
            "{text}"
        );
        assert!(text.ends_with("(NCCL: invalid root 3)"), "{text}");
        assert_eq!(e.detail(), Some("invalid root 3"));
        let newer = NcclError::failed("ncclSend", ncclResult_t::from_raw(42));
        assert!(newer.to_string().contains("unknown ncclResult_t 42"));
        assert_eq!(newer.code().map(|c| c.raw()), Some(42));
        assert_eq!(NcclError::check("x", ncclResult_t::ncclSuccess), Ok(()));
        let blank =
            NcclError::failed("x", ncclResult_t::ncclSystemError).with_detail(Some(" ".into()));
        assert_eq!(blank.detail(), None);
    }

    #[test]
    fn a_missing_function_says_so_and_has_no_code() {
        let e = NcclError::from(MissingFunction {
            name: "ncclAlltoAll",
            version: None,
            since: None,
        });
        assert!(e.is_missing() && e.code().is_none());
        assert!(e.to_string().contains("not exported"), "{e}");
    }

    #[test]
    fn a_driver_error_converts_back_to_itself() {
        let e = Error::Driver(cuda_driver::Error::InvalidArgument("x".into()));
        assert!(
            matches!(cuda_driver::Error::from(e), cuda_driver::Error::InvalidArgument(m) if m == "x")
        );
        let e = Error::InvalidArgument("count".into());
        assert!(matches!(
            cuda_driver::Error::from(e),
            cuda_driver::Error::Library(_)
        ));
    }
}
