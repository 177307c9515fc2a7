//! A cuDLA call that failed, or that the loaded library cannot make.

use std::fmt;

use cuda_struct::MissingFunction;

use crate::sys::cudlaStatus;

/// A cuDLA call that failed (its `cudlaStatus`), or a function the loaded library lacks.
///
/// Displays as `cudlaCreateDevice: cudlaErrorInvalidDevice (8)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CuDlaError {
    call: &'static str,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Code(cudlaStatus),
    Missing { since: u32 },
}

impl CuDlaError {
    /// `Ok(())` for `cudlaSuccess`, else the error for `call`.
    ///
    /// # Errors
    /// Any other code.
    #[inline]
    pub fn check(call: &'static str, code: cudlaStatus) -> Result<(), CuDlaError> {
        if code == cudlaStatus::cudlaSuccess {
            Ok(())
        } else {
            Err(CuDlaError {
                call,
                kind: Kind::Code(code),
            })
        }
    }

    /// The C function that failed.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// cuDLA's code; `None` for a function the library lacks.
    pub fn code(&self) -> Option<cudlaStatus> {
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

impl fmt::Display for CuDlaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let call = self.call;
        match self.kind {
            Kind::Code(code) => match code.name() {
                Some(name) => write!(f, "{call}: {name} ({})", code.raw()),
                None => write!(f, "{call}: unknown cudlaStatus {:#x}", code.raw()),
            },
            Kind::Missing { since } => write!(
                f,
                "{call}: not in the loaded cuDLA; this crate knows it from the cuDLA of CUDA {}.{}",
                since / 1000,
                since % 1000 / 10
            ),
        }
    }
}

impl std::error::Error for CuDlaError {}

impl From<MissingFunction> for CuDlaError {
    fn from(m: MissingFunction) -> Self {
        CuDlaError {
            call: m.name,
            kind: Kind::Missing {
                since: m.version.unwrap_or(0),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_call_and_the_code() {
        let e = CuDlaError::check("cudlaCreateDevice", cudlaStatus::cudlaErrorInvalidDevice);
        assert_eq!(
            e.unwrap_err().to_string(),
            "cudlaCreateDevice: cudlaErrorInvalidDevice (8)"
        );
        assert!(CuDlaError::check("x", cudlaStatus::cudlaSuccess).is_ok());
        let missing = CuDlaError::from(MissingFunction {
            name: "cudlaSetTaskTimeoutInMs",
            version: Some(13020),
            since: Some(13020),
        });
        assert!(missing.is_missing());
        assert_eq!(
            missing.to_string(),
            "cudlaSetTaskTimeoutInMs: not in the loaded cuDLA; this crate knows it from the cuDLA of CUDA 13.2"
        );
    }
}
