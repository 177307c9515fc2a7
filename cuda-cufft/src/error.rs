//! Errors: a failing cuFFT call or one the loaded library cannot make ([`CufftError`]), and the
//! crate's [`Error`]: that, a library that could not be loaded, an argument refused before anything
//! was queued, or an error of the driver layer (ordering, context).

use std::fmt;

use cuda_struct::load::LoadError;

use crate::sys::cufftResult;

/// A cuFFT call that failed, or that the loaded library cannot make: the shared
/// [`CallError`](cuda_struct::CallError) of cuFFT's status codes.
///
/// Displays as `cufftMakePlanMany64: CUFFT_INVALID_SIZE (8): <what the code means>`; a code of cuFFT
/// 11.x that 12.0 dropped prints with its old name, any other unknown code as its number.
pub type CufftError = cuda_struct::CallError<cufftResult>;

/// Everything the safe layer can fail with.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// A cuFFT call failed, or the loaded library lacks it.
    Cufft(CufftError),
    /// libcufft could not be loaded (every path tried, with its reason).
    Load(LoadError),
    /// An argument refused before anything was queued: a transform shape cuFFT cannot take (a zero
    /// or negative size, a rank outside 1 to 3, a layout that overflows), a buffer shorter than the
    /// plan's layout reaches, an execution of another type than the plan's, a stream of another
    /// context than the plan's.
    InvalidArgument(String),
    /// The driver layer refused or failed: the ordering of the buffers (a buffer the stream's context
    /// cannot use), binding the context, allocating.
    Driver(cuda_driver::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Cufft(e) => e.fmt(f),
            Error::Load(e) => e.fmt(f),
            Error::InvalidArgument(m) => f.write_str(m),
            Error::Driver(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Cufft(e) => Some(e),
            Error::Load(e) => Some(e),
            Error::InvalidArgument(_) => None,
            Error::Driver(e) => Some(e),
        }
    }
}

impl From<CufftError> for Error {
    fn from(e: CufftError) -> Self {
        Error::Cufft(e)
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

/// A cuFFT error as a driver-layer error: a driver error comes back as itself, anything else as
/// [`cuda_driver::Error::Library`], kept whole (`LibraryError::downcast_ref::<cuda_cufft::Error>()`
/// gives it back).
impl From<Error> for cuda_driver::Error {
    fn from(e: Error) -> Self {
        match e {
            Error::Driver(e) => e,
            other => cuda_driver::LibraryError::new("cuFFT", other).into(),
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
    use cuda_struct::MissingFunction;

    use super::*;

    #[test]
    fn a_code_prints_its_name_number_and_meaning() {
        let e = CufftError::failed("cufftMakePlan1d", cufftResult::CUFFT_INVALID_SIZE);
        let text = e.to_string();
        assert!(
            text.starts_with("cufftMakePlan1d: CUFFT_INVALID_SIZE (8): "),
            "{text}"
        );
        let newer = CufftError::failed("cufftExecC2C", cufftResult::from_raw(1234));
        assert!(newer.to_string().contains("unknown cufftResult 1234"));
        let old = CufftError::failed("cufftPlan1d", cufftResult::from_raw(0xC));
        assert!(
            old.to_string()
                .ends_with("CUFFT_PARSE_ERROR (12): cuFFT could not parse a plan string (a code of cuFFT 11.x)"),
            "{old}"
        );
        assert_eq!(CufftError::check("x", cufftResult::CUFFT_SUCCESS), Ok(()));
    }

    #[test]
    fn a_missing_function_says_so_and_has_no_code() {
        let e = CufftError::from(MissingFunction {
            name: "cufftGetPlanPropertyInt64",
            version: None,
            since: None,
        });
        assert!(e.is_missing() && e.code().is_none());
        assert_eq!(
            e.to_string(),
            "cufftGetPlanPropertyInt64: not in the loaded libcufft"
        );
    }

    #[test]
    fn a_driver_error_converts_back_to_itself() {
        let e = Error::Driver(cuda_driver::Error::InvalidArgument("x".into()));
        assert!(
            matches!(cuda_driver::Error::from(e), cuda_driver::Error::InvalidArgument(m) if m == "x")
        );
        let e = Error::InvalidArgument("short".into());
        assert!(matches!(
            cuda_driver::Error::from(e),
            cuda_driver::Error::Library(_)
        ));
    }
}
