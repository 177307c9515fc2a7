//! Errors: a failing cuBLAS or cuBLASLt call, or one the loaded library cannot make ([`CublasError`]),
//! and the crate's [`Error`]: that, a library that could not be loaded, an argument refused before
//! anything was queued, or an error of the driver layer (ordering, context).

use cuda_struct::StatusCode;

use crate::sys::cublasStatus_t;

/// A cuBLAS or cuBLASLt call that failed: the call and its status, or the call alone when the loaded
/// library does not export it (an older cuBLAS than the function). The shared
/// [`CallError`](cuda_struct::CallError) of cuBLAS's status codes; a status newer than this crate's
/// list is kept as its number.
pub type CublasError = cuda_struct::CallError<cublasStatus_t>;

impl StatusCode for cublasStatus_t {
    const SUCCESS: Self = cublasStatus_t::CUBLAS_STATUS_SUCCESS;
    const LIBRARY: &'static str = "cuBLAS";

    /// None: the generated constants' docs restate their names, which the message already gives.
    fn description(self) -> Option<&'static str> {
        None
    }
}

cuda_driver::library_error! {
    /// What a call of the safe layer can fail with.
    pub enum Error {
        /// cuBLAS returned an error status, or the loaded library lacks the function.
        Cublas(CublasError),
        /// An argument refused before anything was queued: dimensions or leading dimensions that do not
        /// fit the buffers, a size past cuBLAS's integer, a stream of another context.
        InvalidArgument,
    }
    library = "cuBLAS";
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
    fn a_known_code_prints_its_name_and_an_unknown_one_its_number() {
        let e = CublasError::check(
            "cublasCreate_v2",
            cublasStatus_t::CUBLAS_STATUS_NOT_INITIALIZED,
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "cublasCreate_v2: CUBLAS_STATUS_NOT_INITIALIZED (1)"
        );
        let e = CublasError::check("cublasSgemm_v2", cublasStatus_t::from_raw(4242)).unwrap_err();
        assert_eq!(e.code().map(|c| c.raw()), Some(4242));
        assert!(e.to_string().contains("unknown cublasStatus_t 4242"), "{e}");
        assert!(CublasError::check("x", cublasStatus_t::CUBLAS_STATUS_SUCCESS).is_ok());
    }
}
