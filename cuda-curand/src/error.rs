//! Errors: a failing cuRAND call or one the loaded library cannot make ([`CurandError`]), and the
//! crate's [`Error`]: that, a library that could not be loaded, an argument refused before anything
//! was queued, or an error of the driver layer (ordering, context).

use std::fmt;

use cuda_struct::load::LoadError;
use cuda_struct::MissingFunction;

use crate::sys::{curandStatus_t, description};

/// A cuRAND call that failed, or that the loaded library cannot make.
///
/// Displays as `curandGenerateNormal: CURAND_STATUS_LENGTH_NOT_MULTIPLE (105): <what the code means>`;
/// a code newer than this crate prints as its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CurandError {
    call: &'static str,
    code: Option<curandStatus_t>,
}

impl CurandError {
    /// `Ok(())` for `CURAND_STATUS_SUCCESS`, else the error for `call`.
    ///
    /// # Errors
    /// Any code other than `CURAND_STATUS_SUCCESS`.
    #[inline]
    pub fn check(call: &'static str, code: curandStatus_t) -> Result<(), CurandError> {
        if code == curandStatus_t::CURAND_STATUS_SUCCESS {
            Ok(())
        } else {
            Err(CurandError::failed(call, code))
        }
    }

    /// The error for `call` failing with `code`, out of line.
    #[cold]
    #[inline(never)]
    pub(crate) fn failed(call: &'static str, code: curandStatus_t) -> CurandError {
        CurandError {
            call,
            code: Some(code),
        }
    }

    /// The C function that failed.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// cuRAND's code; `None` when the loaded library lacks the function.
    pub fn code(&self) -> Option<curandStatus_t> {
        self.code
    }

    /// Whether the loaded library lacks the function.
    pub fn is_missing(&self) -> bool {
        self.code.is_none()
    }
}

impl fmt::Display for CurandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(code) = self.code else {
            return write!(f, "{}: not exported by the loaded libcurand", self.call);
        };
        match (code.name(), description(code)) {
            (Some(name), Some(text)) => {
                let text = text.trim_end_matches('.');
                write!(f, "{}: {name} ({}): {text}", self.call, code.raw())
            }
            _ => write!(
                f,
                "{}: unknown curandStatus_t {} (newer than this crate's list of codes)",
                self.call,
                code.raw()
            ),
        }
    }
}

impl std::error::Error for CurandError {}

impl From<MissingFunction> for CurandError {
    fn from(m: MissingFunction) -> Self {
        CurandError {
            call: m.name,
            code: None,
        }
    }
}

/// Everything the safe layer can fail with.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// A cuRAND call failed, or the loaded library lacks it.
    Curand(CurandError),
    /// libcurand could not be loaded (every path tried, with its reason).
    Load(LoadError),
    /// An argument refused before anything was queued: a length cuRAND would refuse (odd for normal
    /// numbers, not a multiple of a quasi-random generator's dimensions), a setting the generator's
    /// kind does not take, a stream of another context than the generator's.
    InvalidArgument(String),
    /// The driver layer refused or failed: the ordering of the buffers (a buffer the stream's context
    /// cannot use), binding the context, allocating.
    Driver(cuda_driver::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Curand(e) => e.fmt(f),
            Error::Load(e) => e.fmt(f),
            Error::InvalidArgument(m) => f.write_str(m),
            Error::Driver(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Curand(e) => Some(e),
            Error::Load(e) => Some(e),
            Error::InvalidArgument(_) => None,
            Error::Driver(e) => Some(e),
        }
    }
}

impl From<CurandError> for Error {
    fn from(e: CurandError) -> Self {
        Error::Curand(e)
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

/// A cuRAND error as a driver-layer error: a driver error comes back as itself, anything else as
/// [`cuda_driver::Error::Library`], kept whole (`LibraryError::downcast_ref::<cuda_curand::Error>()`
/// gives it back).
impl From<Error> for cuda_driver::Error {
    fn from(e: Error) -> Self {
        match e {
            Error::Driver(e) => e,
            other => cuda_driver::LibraryError::new("cuRAND", other).into(),
        }
    }
}

impl Error {
    /// Whether the error means there is no GPU to run on (the driver's
    /// [`is_no_gpu`](cuda_driver::Error::is_no_gpu)), for examples and tests that skip.
    pub fn is_no_gpu(&self) -> bool {
        matches!(self, Error::Driver(e) if e.is_no_gpu())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_prints_its_name_number_and_meaning() {
        let e = CurandError::failed(
            "curandGenerateNormal",
            curandStatus_t::CURAND_STATUS_LENGTH_NOT_MULTIPLE,
        );
        let text = e.to_string();
        assert!(
            text.starts_with("curandGenerateNormal: CURAND_STATUS_LENGTH_NOT_MULTIPLE (105): "),
            "{text}"
        );
        let newer = CurandError::failed("curandGenerate", curandStatus_t::from_raw(1234));
        assert!(newer.to_string().contains("unknown curandStatus_t 1234"));
        assert_eq!(
            CurandError::check("x", curandStatus_t::CURAND_STATUS_SUCCESS),
            Ok(())
        );
    }

    #[test]
    fn a_missing_function_says_so_and_has_no_code() {
        let e = CurandError::from(MissingFunction {
            name: "curandGenerateBinomial",
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
        let e = Error::InvalidArgument("odd".into());
        assert!(matches!(
            cuda_driver::Error::from(e),
            cuda_driver::Error::Library(_)
        ));
    }
}
