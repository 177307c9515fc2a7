//! Errors: a failing cuBLAS or cuBLASLt call, or one the loaded library cannot make ([`CublasError`]).

use std::fmt;

use cuda_struct::{MissingFunction, Status};

use crate::sys::cublasStatus_t;

/// A cuBLAS or cuBLASLt call that failed: the call and its status, or the call alone when the loaded
/// library does not export it (an older cuBLAS than the function).
///
/// A status newer than this crate's list is kept as its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CublasError {
    call: &'static str,
    code: Option<cublasStatus_t>,
}

impl CublasError {
    /// `Ok` for `CUBLAS_STATUS_SUCCESS`, otherwise the error of `call` with `code`.
    ///
    /// # Errors
    /// Any other status, kept as it is (an unknown one too).
    #[inline]
    pub fn check(call: &'static str, code: cublasStatus_t) -> Result<(), CublasError> {
        if code == cublasStatus_t::CUBLAS_STATUS_SUCCESS {
            Ok(())
        } else {
            Err(CublasError::failed(call, code))
        }
    }

    #[cold]
    #[inline(never)]
    fn failed(call: &'static str, code: cublasStatus_t) -> CublasError {
        CublasError {
            call,
            code: Some(code),
        }
    }

    /// The C name of the call that failed.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// The status it returned; `None` when the loaded library does not export the call.
    pub fn code(&self) -> Option<cublasStatus_t> {
        self.code
    }

    /// Whether the call is missing from the loaded library.
    pub fn is_missing(&self) -> bool {
        self.code.is_none()
    }
}

impl fmt::Display for CublasError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(code) = self.code else {
            return write!(
                f,
                "{}: not exported by the loaded cuBLAS (an older release than the function)",
                self.call
            );
        };
        match code.name() {
            Some(name) => write!(f, "{}: {name} ({})", self.call, code.raw()),
            None => write!(
                f,
                "{}: unknown cublasStatus_t {} (newer than this crate's list of codes)",
                self.call,
                code.raw()
            ),
        }
    }
}

impl std::error::Error for CublasError {}

impl From<MissingFunction> for CublasError {
    fn from(m: MissingFunction) -> Self {
        CublasError {
            call: m.name,
            code: None,
        }
    }
}

impl Status for cublasStatus_t {
    type Error = CublasError;

    #[inline]
    fn check(self, function: &'static str) -> Result<(), CublasError> {
        CublasError::check(function, self)
    }
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
