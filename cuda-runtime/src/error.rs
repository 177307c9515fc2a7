//! Errors: a failing runtime call, a function the loaded library lacks; and the names and descriptions of
//! `cudaError_t` codes, which work without the library.

use std::fmt;

use cuda_struct::MissingFunction;

use crate::error_text::DESCRIPTIONS;
use crate::sys::cudaError;

/// A runtime version as `cudaRuntimeGetVersion` reports it, written `major * 1000 + minor * 10` (`13000`).
pub(crate) struct Version(pub u32);

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 1000, (self.0 % 1000) / 10)
    }
}

impl cudaError {
    /// The library's short description of this code, as `cudaGetErrorString` gives it
    /// (`"invalid argument"` for `cudaErrorInvalidValue`), without loading the library; `None` for a code
    /// this crate has no description of (one newer than it).
    pub fn description(self) -> Option<&'static str> {
        DESCRIPTIONS
            .binary_search_by_key(&self.raw(), |(code, _)| *code)
            .ok()
            .map(|i| DESCRIPTIONS[i].1)
    }
}

/// A runtime call that failed, or that the loaded library cannot make.
///
/// Displays as `cudaMalloc: cudaErrorMemoryAllocation (2): out of memory`; a code newer than this crate
/// prints as its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuntimeError {
    call: &'static str,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Code(cudaError),
    Missing { since: u32, loaded: i32 },
}

impl RuntimeError {
    /// `Ok(())` for `cudaSuccess`, else the error for `call`.
    ///
    /// # Errors
    /// Any code other than `cudaSuccess`.
    #[inline]
    pub fn check(call: &'static str, code: cudaError) -> Result<(), RuntimeError> {
        if code == cudaError::cudaSuccess {
            Ok(())
        } else {
            Err(RuntimeError::failed(call, code))
        }
    }

    /// The error for `call` failing with `code`; out of line, so that a caller's success path stays short.
    #[cold]
    #[inline(never)]
    pub(crate) fn failed(call: &'static str, code: cudaError) -> RuntimeError {
        RuntimeError {
            call,
            kind: Kind::Code(code),
        }
    }

    /// The error for a declared function (of version `since`) that the loaded runtime (version `loaded`,
    /// 0: unknown) lacks or must not be asked for.
    #[cold]
    pub(crate) fn missing(call: &'static str, since: u32, loaded: i32) -> RuntimeError {
        RuntimeError {
            call,
            kind: Kind::Missing { since, loaded },
        }
    }

    /// The C function that failed.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// The runtime's code; `None` when the call could not be made because the library lacks the function.
    pub fn code(&self) -> Option<cudaError> {
        match self.kind {
            Kind::Code(c) => Some(c),
            Kind::Missing { .. } => None,
        }
    }

    /// Whether the loaded library lacks the function (or has it only with another prototype).
    pub fn is_missing(&self) -> bool {
        matches!(self.kind, Kind::Missing { .. })
    }
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Code(code) => {
                match code.name() {
                    Some(name) => write!(f, "{}: {name} ({})", self.call, code.raw())?,
                    None => write!(
                        f,
                        "{}: unknown cudaError_t {} (newer than this crate's list of codes)",
                        self.call,
                        code.raw()
                    )?,
                }
                match code.description() {
                    Some(d) => write!(f, ": {d}"),
                    None => Ok(()),
                }
            }
            Kind::Missing { since, loaded } => {
                let loaded = u32::try_from(loaded).unwrap_or(0);
                write!(f, "{}: not in the loaded CUDA runtime", self.call)?;
                if loaded > 0 {
                    write!(f, " ({})", Version(loaded))?;
                }
                let until = crate::sys::until(self.call, since);
                match until {
                    Some(until) if loaded >= until => write!(
                        f,
                        "; this crate declares its {}.x prototype, which runtimes from {} on do not have",
                        since / 1000,
                        Version(until)
                    ),
                    _ if loaded > 0 && since / 1000 > loaded / 1000 => {
                        write!(f, "; it needs CUDA {} or newer", Version(since))
                    }
                    _ => Ok(()),
                }
            }
        }
    }
}

impl std::error::Error for RuntimeError {}

impl From<MissingFunction> for RuntimeError {
    fn from(m: MissingFunction) -> Self {
        RuntimeError::missing(m.name, m.version.unwrap_or(0), 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_descriptions_work_without_the_library() {
        let e = cudaError::cudaErrorInsufficientDriver;
        assert_eq!(e.raw(), 35);
        assert_eq!(e.name(), Some("cudaErrorInsufficientDriver"));
        assert_eq!(
            e.description(),
            Some("CUDA driver version is insufficient for CUDA runtime version")
        );
        assert_eq!(cudaError::from_raw(123_456).name(), None);
        assert_eq!(cudaError::from_raw(123_456).description(), None);
    }

    #[test]
    fn descriptions_are_sorted_and_named() {
        assert!(DESCRIPTIONS.windows(2).all(|w| w[0].0 < w[1].0));
        for (code, _) in DESCRIPTIONS {
            assert!(cudaError::from_raw(*code).name().is_some(), "{code}");
        }
    }

    #[test]
    fn an_error_says_call_name_code_and_description() {
        let e =
            RuntimeError::check("cudaMalloc", cudaError::cudaErrorMemoryAllocation).unwrap_err();
        assert_eq!(
            e.to_string(),
            "cudaMalloc: cudaErrorMemoryAllocation (2): out of memory"
        );
        assert_eq!(e.code(), Some(cudaError::cudaErrorMemoryAllocation));
        let newer = RuntimeError::failed("cudaFoo", cudaError::from_raw(77_777));
        assert!(newer.to_string().contains("unknown cudaError_t 77777"));
    }

    #[test]
    fn a_missing_function_names_itself() {
        let e = RuntimeError::missing("cudaMemAdvise", 12000, 13000);
        assert!(e.is_missing() && e.code().is_none());
        assert_eq!(
            e.to_string(),
            "cudaMemAdvise: not in the loaded CUDA runtime (13.0); this crate declares its 12.x \
             prototype, which runtimes from 13.0 on do not have"
        );
        let e = RuntimeError::missing("cudaLogsRegisterCallback", 13000, 12090);
        assert_eq!(
            e.to_string(),
            "cudaLogsRegisterCallback: not in the loaded CUDA runtime (12.9); it needs CUDA 13.0 or newer"
        );
    }
}

/// A runtime API error as a driver-layer error ([`cuda_driver::Error::Library`]), kept whole: it is the
/// `source()`, and `LibraryError::downcast_ref::<cuda_runtime::RuntimeError>()` gives it back. (A
/// [`LoadError`](crate::LoadError) converts already: it is `cuda_driver::Error::Load`.)
#[cfg(feature = "driver")]
impl From<RuntimeError> for cuda_driver::Error {
    fn from(e: RuntimeError) -> Self {
        cuda_driver::LibraryError::new("the CUDA runtime", e).into()
    }
}

#[cfg(all(test, feature = "driver"))]
mod driver_tests {
    use super::RuntimeError;
    use crate::sys::cudaError;

    /// `?` on a runtime call and a driver call in one function, the runtime's error kept whole.
    #[test]
    fn a_runtime_error_converts_into_a_driver_error_whole() {
        fn both() -> Result<(), cuda_driver::Error> {
            RuntimeError::check("cudaMalloc", cudaError::cudaErrorMemoryAllocation)?;
            Ok(())
        }
        let e = both().unwrap_err();
        assert!(
            e.to_string()
                .starts_with("cudaMalloc: cudaErrorMemoryAllocation (2)"),
            "{e}"
        );
        let cuda_driver::Error::Library(inner) = &e else {
            panic!("not a library error: {e:?}")
        };
        let original = inner
            .downcast_ref::<RuntimeError>()
            .expect("the runtime's error");
        assert_eq!(original.code(), Some(cudaError::cudaErrorMemoryAllocation));
    }
}
