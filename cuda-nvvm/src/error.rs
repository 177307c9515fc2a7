//! Errors: a failing libNVVM call, a function the loaded library lacks, a library that could not be
//! loaded, a verify or compile that failed with its log.

use std::fmt;

use cuda_struct::load::LoadError;

use crate::sys::nvvmResult;

/// A libNVVM call that failed, or that the loaded library cannot make: the shared
/// [`CallError`](cuda_struct::CallError) of libNVVM's status codes.
///
/// Displays as `nvvmCompileProgram: NVVM_ERROR_COMPILATION (9): <what the code means>`; a code newer
/// than this crate prints as its number; a missing function says which CUDA release's libNVVM has it
/// ([`since`](cuda_struct::CallError::since), `13010` for 13.1).
pub type NvvmError = cuda_struct::CallError<nvvmResult>;

/// A verify or compile that failed, with the log libNVVM wrote for it (where each problem is, by module
/// and line).
///
/// Displays as the failing call and the log's first non-empty line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    /// The failing call and its code.
    pub error: NvvmError,
    /// The program log, as libNVVM wrote it (its NUL left out; bytes that are not UTF-8 replaced).
    pub log: String,
}

impl CompileError {
    /// libNVVM's code (`None` only for a function the library lacks).
    pub fn code(&self) -> Option<nvvmResult> {
        self.error.code()
    }
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)?;
        let mut lines = self.log.lines().map(str::trim).filter(|l| !l.is_empty());
        if let Some(first) = lines.next() {
            write!(f, "; log: {first}")?;
            let more = lines.count();
            if more > 0 {
                write!(f, " (and {more} more lines)")?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for CompileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// What can go wrong with a [`Program`](crate::Program).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// No libNVVM could be loaded.
    Load(LoadError),
    /// A libNVVM call failed where there is no log to read, or the library lacks the function.
    Nvvm(NvvmError),
    /// Adding a module, verifying or compiling failed; the log says why.
    Compile(CompileError),
    /// A string given to libNVVM (an option, a module's name, an architecture) holds a NUL byte.
    Nul {
        /// Which string.
        what: &'static str,
    },
    /// More options than libNVVM's `int` count can hold.
    TooMany {
        /// What was counted.
        what: &'static str,
        /// How many were given.
        count: usize,
    },
}

impl Error {
    /// libNVVM's code, for an error that has one.
    pub fn code(&self) -> Option<nvvmResult> {
        match self {
            Error::Nvvm(e) => e.code(),
            Error::Compile(e) => e.code(),
            _ => None,
        }
    }

    /// The program log, for an error that carries one.
    pub fn log(&self) -> Option<&str> {
        match self {
            Error::Compile(e) => Some(&e.log),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Load(e) => e.fmt(f),
            Error::Nvvm(e) => e.fmt(f),
            Error::Compile(e) => e.fmt(f),
            Error::Nul { what } => {
                write!(f, "the {what} holds a NUL byte, which libNVVM cannot take")
            }
            Error::TooMany { what, count } => {
                write!(
                    f,
                    "{count} {what}: more than libNVVM can take ({})",
                    i32::MAX
                )
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Load(e) => Some(e),
            Error::Nvvm(e) => Some(e),
            Error::Compile(e) => Some(e),
            _ => None,
        }
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Self {
        Error::Load(e)
    }
}

impl From<NvvmError> for Error {
    fn from(e: NvvmError) -> Self {
        Error::Nvvm(e)
    }
}

impl From<CompileError> for Error {
    fn from(e: CompileError) -> Self {
        Error::Compile(e)
    }
}

/// A libNVVM error as a driver-layer error ([`cuda_driver::Error::Library`]), kept whole: it is the
/// `source()`, and `LibraryError::downcast_ref::<cuda_nvvm::Error>()` gives it back.
#[cfg(feature = "driver")]
impl From<Error> for cuda_driver::Error {
    fn from(e: Error) -> Self {
        cuda_driver::LibraryError::new("libNVVM", e).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_prints_its_name_number_and_meaning() {
        let e = NvvmError::failed("nvvmCompileProgram", nvvmResult::NVVM_ERROR_COMPILATION);
        assert_eq!(
            e.to_string(),
            "nvvmCompileProgram: NVVM_ERROR_COMPILATION (9): Compiling failed; the program log says why"
        );
        let newer = NvvmError::failed("nvvmVerifyProgram", nvvmResult::from_raw(40));
        assert_eq!(
            newer.to_string(),
            "nvvmVerifyProgram: unknown nvvmResult 40 (newer than this crate's list of codes)"
        );
        assert_eq!(newer.code().map(|c| c.raw()), Some(40));
    }

    #[test]
    fn a_missing_function_names_itself_and_the_release_that_brought_it() {
        let e = NvvmError::missing("nvvmLLVMVersion", Some(13010), None);
        assert!(e.is_missing() && e.code().is_none());
        assert_eq!(e.since(), Some(13010));
        assert_eq!(
            e.to_string(),
            "nvvmLLVMVersion: not in the loaded libNVVM; it needs libNVVM of CUDA 13.1 or newer"
        );
    }

    #[test]
    fn a_compile_error_shows_the_first_line_of_its_log() {
        let e = CompileError {
            error: NvvmError::failed("nvvmCompileProgram", nvvmResult::NVVM_ERROR_INVALID_IR),
            log: "\nadd.ll (3, 5): parse expected value token\nline two\n".into(),
        };
        assert_eq!(
            e.to_string(),
            "nvvmCompileProgram: NVVM_ERROR_INVALID_IR (6): A module is not valid NVVM IR; the program \
             log says where; log: add.ll (3, 5): parse expected value token (and 1 more lines)"
        );
        let e = Error::from(e);
        assert_eq!(
            e.log(),
            Some("\nadd.ll (3, 5): parse expected value token\nline two\n")
        );
    }
}

#[cfg(all(test, feature = "driver"))]
mod driver_tests {
    use super::Error;

    #[test]
    fn an_error_converts_into_a_driver_error_whole() {
        fn both() -> Result<(), cuda_driver::Error> {
            Err(Error::Nul { what: "option" })?;
            Ok(())
        }
        let e = both().unwrap_err();
        let cuda_driver::Error::Library(inner) = &e else {
            panic!("not a library error: {e:?}")
        };
        assert_eq!(inner.library(), "libNVVM");
        assert_eq!(
            inner.downcast_ref::<Error>(),
            Some(&Error::Nul { what: "option" })
        );
    }
}
