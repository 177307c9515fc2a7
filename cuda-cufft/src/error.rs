//! Errors: a failing cuFFT call or one the loaded library cannot make ([`CufftError`]), and the
//! crate's [`Error`]: that, a library that could not be loaded, an argument refused before anything
//! was queued, or an error of the driver layer (ordering, context).

use crate::sys::cufftResult;

/// A cuFFT call that failed, or that the loaded library cannot make: the shared
/// [`CallError`](cuda_struct::CallError) of cuFFT's status codes.
///
/// Displays as `cufftMakePlanMany64: CUFFT_INVALID_SIZE (8): <what the code means>`; a code of cuFFT
/// 11.x that 12.0 dropped prints with its old name, any other unknown code as its number.
pub type CufftError = cuda_struct::CallError<cufftResult>;

cuda_driver::library_error! {
    /// Everything the safe layer can fail with.
    pub enum Error {
        /// A cuFFT call failed, or the loaded library lacks it.
        Cufft(CufftError),
        /// An argument refused before anything was queued: a transform shape cuFFT cannot take (a zero
        /// or negative size, a rank outside 1 to 3, a layout that overflows), a buffer shorter than the
        /// plan's layout reaches, an execution of another type than the plan's, a stream of another
        /// context than the plan's.
        InvalidArgument,
    }
    library = "cuFFT";
}

/// The error for an argument refused before anything was queued.
#[cold]
pub(crate) fn invalid(message: String) -> Error {
    Error::InvalidArgument(message)
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
