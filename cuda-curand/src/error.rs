//! Errors: a failing cuRAND call or one the loaded library cannot make ([`CurandError`]), and the
//! crate's [`Error`]: that, a library that could not be loaded, an argument refused before anything
//! was queued, or an error of the driver layer (ordering, context).

use crate::sys::curandStatus_t;

/// A cuRAND call that failed, or that the loaded library cannot make: the shared
/// [`CallError`](cuda_struct::CallError) of cuRAND's status codes.
///
/// Displays as `curandGenerateNormal: CURAND_STATUS_LENGTH_NOT_MULTIPLE (105): <what the code means>`;
/// a code newer than this crate prints as its number.
pub type CurandError = cuda_struct::CallError<curandStatus_t>;

cuda_driver::library_error! {
    /// Everything the safe layer can fail with.
    pub enum Error {
        /// A cuRAND call failed, or the loaded library lacks it.
        Curand(CurandError),
        /// An argument refused before anything was queued: a length cuRAND would refuse (odd for normal
        /// numbers, not a multiple of a quasi-random generator's dimensions), a setting the generator's
        /// kind does not take, a stream of another context than the generator's.
        InvalidArgument,
    }
    library = "cuRAND";
}

#[cfg(test)]
mod tests {
    use cuda_struct::MissingFunction;

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
        assert_eq!(
            e.to_string(),
            "curandGenerateBinomial: not in the loaded libcurand"
        );
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
