//! The error of one failing call into a C library that answers with a status enum: the shared shape of
//! `CurandError`, `CufftError`, `NcclError`, `CublasError`, ... (each crate names it with a type alias).

use core::fmt;

use crate::{CudaEnum, MissingFunction, Status};

/// A C library's status type (a `#[cuda_enum]`), as [`CallError`] reads it. Each such type is a
/// [`Status`] whose error is [`CallError`], so a `functions!` table may return it.
///
/// ```
/// use cuda_struct::{cuda_enum, CallError, StatusCode};
///
/// #[cuda_enum]
/// pub enum demoStatus_t {
///     DEMO_SUCCESS = 0,
///     /// The size is not one the library takes.
///     DEMO_BAD_SIZE = 3,
/// }
///
/// impl StatusCode for demoStatus_t {
///     const SUCCESS: Self = demoStatus_t::DEMO_SUCCESS;
///     const LIBRARY: &'static str = "libdemo";
/// }
///
/// // A `functions!` table of functions returning `demoStatus_t` answers `Result<(), CallError<_>>`.
/// let e = CallError::check("demoRun", demoStatus_t::DEMO_BAD_SIZE).unwrap_err();
/// assert_eq!(e.to_string(), "demoRun: DEMO_BAD_SIZE (3): The size is not one the library takes");
/// let newer = CallError::failed("demoRun", demoStatus_t::from_raw(9));
/// assert_eq!(newer.to_string(), "demoRun: unknown demoStatus_t 9 (newer than this crate's list of codes)");
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a status type for `functions!`",
    label = "the return type of the table's functions",
    note = "implement `cuda_struct::StatusCode` for the C status enum (a `#[cuda_enum]`), or \
            `cuda_struct::Status` for another type"
)]
pub trait StatusCode: CudaEnum<Repr: fmt::Display> {
    /// The code that means the call succeeded.
    const SUCCESS: Self;
    /// The library as messages name it: `libcurand`, `cuFFT`, `NCCL`.
    const LIBRARY: &'static str;
    /// The name a code prints with: the constant's C name by default; a crate may also name codes an
    /// older library returns that its header no longer declares.
    fn code_name(self) -> Option<&'static str> {
        self.name()
    }
    /// What a known code means, in a few words (a final period is left out when printed); `None` for
    /// a code this crate has no sentence for. By default the constant's doc comment, trimmed.
    fn description(self) -> Option<&'static str> {
        let i = Self::VARIANTS.iter().position(|(_, v)| *v == self)?;
        Some(Self::VARIANT_DOCS.get(i)?.trim()).filter(|text| !text.is_empty())
    }
    /// Writes a version number of the library as its users know it; the number itself by default
    /// (cuFFT's `11401` could print as `11.4.1`).
    ///
    /// # Errors
    /// Those of the formatter.
    fn write_version(version: u32, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{version}")
    }
}

/// A call into a C library that failed with a status code, or that the loaded library cannot make
/// because it lacks the function.
///
/// Displays as `curandGenerateNormal: CURAND_STATUS_LENGTH_NOT_MULTIPLE (105): <what the code means>`; a
/// code newer than the crate prints as its number, and a missing function says which version of the
/// library has it where that is known. Small and `Copy`: the call's name is a `&'static str`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CallError<C> {
    call: &'static str,
    kind: Kind<C>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind<C> {
    Code(C),
    Missing {
        since: Option<u32>,
        loaded: Option<u32>,
    },
}

impl<C: StatusCode> CallError<C> {
    /// `Ok(())` for [`StatusCode::SUCCESS`], else the error for `call`.
    ///
    /// # Errors
    /// Any other code.
    #[inline]
    pub fn check(call: &'static str, code: C) -> Result<(), Self> {
        if code == C::SUCCESS {
            Ok(())
        } else {
            Err(Self::failed(call, code))
        }
    }

    /// The error for `call` failing with `code`; out of line, so that a caller's success path stays
    /// short.
    #[cold]
    #[inline(never)]
    pub fn failed(call: &'static str, code: C) -> Self {
        CallError {
            call,
            kind: Kind::Code(code),
        }
    }

    /// The error for a declared function the loaded library lacks: `since`, the library version that
    /// first has it, and `loaded`, the loaded library's version, where known.
    #[cold]
    pub fn missing(call: &'static str, since: Option<u32>, loaded: Option<u32>) -> Self {
        CallError {
            call,
            kind: Kind::Missing { since, loaded },
        }
    }

    /// The C function that failed.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// The library's code; `None` when the call could not be made because the library lacks the
    /// function.
    pub fn code(&self) -> Option<C> {
        match self.kind {
            Kind::Code(c) => Some(c),
            Kind::Missing { .. } => None,
        }
    }

    /// Whether the loaded library lacks the function.
    pub fn is_missing(&self) -> bool {
        matches!(self.kind, Kind::Missing { .. })
    }

    /// For a missing function, the library version that first has it, where known.
    pub fn since(&self) -> Option<u32> {
        match self.kind {
            Kind::Missing { since, .. } => since,
            Kind::Code(_) => None,
        }
    }
}

/// A library version printed by [`StatusCode::write_version`].
struct Version<C>(u32, core::marker::PhantomData<C>);

impl<C: StatusCode> fmt::Display for Version<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        C::write_version(self.0, f)
    }
}

impl<C: StatusCode> fmt::Display for CallError<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let call = self.call;
        match self.kind {
            Kind::Code(code) => match (code.code_name(), code.description()) {
                (Some(name), Some(text)) => {
                    let text = text.trim_end_matches('.');
                    write!(f, "{call}: {name} ({}): {text}", code.raw())
                }
                (Some(name), None) => write!(f, "{call}: {name} ({})", code.raw()),
                (None, _) => write!(
                    f,
                    "{call}: unknown {} {} (newer than this crate's list of codes)",
                    C::C_NAME,
                    code.raw()
                ),
            },
            Kind::Missing { since, loaded } => {
                write!(f, "{call}: not in the loaded {}", C::LIBRARY)?;
                if let Some(v) = loaded {
                    write!(f, " ({})", Version::<C>(v, core::marker::PhantomData))?;
                }
                if let Some(v) = since {
                    let since = Version::<C>(v, core::marker::PhantomData);
                    write!(f, "; it needs {} {since} or newer", C::LIBRARY)?;
                }
                Ok(())
            }
        }
    }
}

impl<C: StatusCode> core::error::Error for CallError<C> {}

impl<C: StatusCode> Status for C {
    type Error = CallError<C>;

    #[inline]
    fn check(self, function: &'static str) -> Result<(), CallError<C>> {
        CallError::check(function, self)
    }
}

/// A function the table resolved as missing: the version it came with is its `since`, else the ABI
/// version it was declared for; the loaded library's version is not known here.
impl<C: StatusCode> From<MissingFunction> for CallError<C> {
    fn from(m: MissingFunction) -> Self {
        Self::missing(m.name, m.since.or(m.version), None)
    }
}

#[cfg(test)]
mod tests {
    use std::string::ToString;

    use super::*;

    #[crate::cuda_enum(crate = "crate")]
    pub enum testStatus_t {
        TEST_OK = 0,
        /// No room left.
        TEST_FULL = 4,
        TEST_QUIET = 5,
    }

    impl StatusCode for testStatus_t {
        const SUCCESS: Self = testStatus_t::TEST_OK;
        const LIBRARY: &'static str = "libtest";
        fn write_version(v: u32, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}.{}", v / 1000, v % 1000 / 10)
        }
    }

    type TestError = CallError<testStatus_t>;

    #[test]
    fn success_is_ok_and_any_other_code_an_error_with_its_name_number_and_meaning() {
        assert_eq!(TestError::check("testRun", testStatus_t::TEST_OK), Ok(()));
        let e = TestError::check("testRun", testStatus_t::TEST_FULL).unwrap_err();
        assert_eq!(e.to_string(), "testRun: TEST_FULL (4): No room left");
        assert_eq!(
            Status::check(testStatus_t::TEST_FULL, "testRun"),
            Err(e),
            "the status of a `functions!` table"
        );
        assert_eq!(
            (e.call(), e.code()),
            ("testRun", Some(testStatus_t::TEST_FULL))
        );
        assert!(!e.is_missing() && e.since().is_none());
        let quiet = TestError::failed("testRun", testStatus_t::TEST_QUIET);
        assert_eq!(quiet.to_string(), "testRun: TEST_QUIET (5)");
        let newer = TestError::failed("testRun", testStatus_t::from_raw(77));
        assert_eq!(
            newer.to_string(),
            "testRun: unknown testStatus_t 77 (newer than this crate's list of codes)"
        );
    }

    #[test]
    fn a_missing_function_says_what_is_known_of_the_versions() {
        let e = TestError::missing("testNew", Some(13050), Some(12090));
        assert!(e.is_missing() && e.code().is_none());
        assert_eq!(e.since(), Some(13050));
        assert_eq!(
            e.to_string(),
            "testNew: not in the loaded libtest (12.9); it needs libtest 13.5 or newer"
        );
        let from_table = TestError::from(MissingFunction {
            name: "testOld",
            version: None,
            since: None,
        });
        assert_eq!(from_table.to_string(), "testOld: not in the loaded libtest");
        let declared = TestError::from(MissingFunction {
            name: "testAbi",
            version: Some(2),
            since: None,
        });
        assert_eq!(
            declared.since(),
            Some(2),
            "the ABI version stands in for `since`"
        );
    }
}
