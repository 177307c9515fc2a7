//! Errors: a failing cuFile call (cuFile's code and the CUDA driver's), a read or write that returned a
//! negative count, a function the loaded library lacks, and the safe layer's own refusals.

use std::fmt;

use cuda_driver::sys::CUresult;
use cuda_struct::load::LoadError;
use cuda_struct::MissingFunction;

use crate::sys::{description, CUfileError_t, CUfileOpError, CUFILEOP_BASE_ERR};

/// A cuFile version written `major * 1000 + minor * 10` (`1150`), shown as `1.15`.
pub(crate) struct Version(pub u32);

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 1000, (self.0 % 1000) / 10)
    }
}

/// A cuFile call that failed, or that the loaded library cannot make.
///
/// cuFile reports failures two ways, and this type keeps both: a `CUfileError_t` pair (cuFile's code,
/// and the CUDA driver's when cuFile's is `CU_FILE_CUDA_DRIVER_ERROR`), or, from `cuFileRead` and
/// `cuFileWrite`, a negative count that is either a negated cuFile code or a negated `errno`.
///
/// Displays as `cuFileDriverOpen: CU_FILE_DRIVER_NOT_INITIALIZED (5001): <what it means>`, with
/// `; CUDA: CUDA_ERROR_...` when the driver's code is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CuFileError {
    call: &'static str,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Code(CUfileOpError, CUresult),
    /// A negated `errno` from a read or write.
    Os(i32),
    /// `loaded`: the library's version, 0 when unknown.
    Missing {
        since: u32,
        loaded: u32,
    },
}

impl CuFileError {
    /// `Ok(())` when cuFile's code is `CU_FILE_SUCCESS`, else the error for `call`.
    ///
    /// # Errors
    /// Any other code.
    #[inline]
    pub fn check(call: &'static str, status: CUfileError_t) -> Result<(), CuFileError> {
        if status.err() == CUfileOpError::CU_FILE_SUCCESS {
            Ok(())
        } else {
            Err(CuFileError::failed(call, status))
        }
    }

    #[cold]
    #[inline(never)]
    fn failed(call: &'static str, status: CUfileError_t) -> CuFileError {
        CuFileError {
            call,
            kind: Kind::Code(status.err(), status.cu_err()),
        }
    }

    /// The byte count `cuFileRead`/`cuFileWrite` returned as a `Result`: a negative count is a negated
    /// cuFile code (above 5000) or a negated `errno`.
    ///
    /// # Errors
    /// A negative `count`.
    pub fn check_count(call: &'static str, count: isize) -> Result<usize, CuFileError> {
        if let Ok(n) = usize::try_from(count) {
            return Ok(n);
        }
        let code = count.unsigned_abs();
        let kind = match i32::try_from(code) {
            Ok(c) if c > CUFILEOP_BASE_ERR => {
                Kind::Code(CUfileOpError::from_raw(c as u32), CUresult::CUDA_SUCCESS)
            }
            Ok(errno) => Kind::Os(errno),
            Err(_) => Kind::Os(i32::MAX),
        };
        Err(CuFileError { call, kind })
    }

    /// The error for a declared function the loaded library (version `loaded`, 0: unknown) lacks.
    #[cold]
    pub(crate) fn missing(call: &'static str, since: u32, loaded: u32) -> CuFileError {
        CuFileError {
            call,
            kind: Kind::Missing { since, loaded },
        }
    }

    /// The C function that failed.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// cuFile's code; `None` for an `errno` or a function the library lacks.
    pub fn code(&self) -> Option<CUfileOpError> {
        match self.kind {
            Kind::Code(c, _) => Some(c),
            _ => None,
        }
    }

    /// The CUDA driver's code that came with cuFile's (`None` when it is `CUDA_SUCCESS`, or there
    /// is no cuFile code).
    pub fn cuda_code(&self) -> Option<CUresult> {
        match self.kind {
            Kind::Code(_, cu) if cu != CUresult::CUDA_SUCCESS => Some(cu),
            _ => None,
        }
    }

    /// The `errno` a read or write failed with, as a [`std::io::Error`]'s raw code.
    pub fn os_error(&self) -> Option<i32> {
        match self.kind {
            Kind::Os(e) => Some(e),
            _ => None,
        }
    }

    /// Whether the loaded library lacks the function.
    pub fn is_missing(&self) -> bool {
        matches!(self.kind, Kind::Missing { .. })
    }
}

impl fmt::Display for CuFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let call = self.call;
        match self.kind {
            Kind::Code(code, cu) => {
                match (code.name(), description(code)) {
                    (Some(name), Some(text)) => {
                        let text = text.trim_end_matches('.');
                        write!(f, "{call}: {name} ({}): {text}", code.raw())?
                    }
                    _ => write!(
                        f,
                        "{call}: unknown CUfileOpError {} (newer than this crate's list of codes)",
                        code.raw()
                    )?,
                }
                if cu != CUresult::CUDA_SUCCESS {
                    match cu.name() {
                        Some(name) => write!(f, "; CUDA: {name} ({})", cu.raw())?,
                        None => write!(f, "; CUDA: CUresult {}", cu.raw())?,
                    }
                }
                Ok(())
            }
            Kind::Os(errno) => write!(f, "{call}: {}", std::io::Error::from_raw_os_error(errno)),
            Kind::Missing { since, loaded } => {
                let loaded = match loaded {
                    0 => "of unknown version".to_owned(),
                    v => Version(v).to_string(),
                };
                write!(
                    f,
                    "{call}: not in the loaded cuFile ({loaded}); it needs cuFile {} or newer",
                    Version(since)
                )
            }
        }
    }
}

impl std::error::Error for CuFileError {}

impl From<MissingFunction> for CuFileError {
    fn from(m: MissingFunction) -> Self {
        CuFileError::missing(m.name, m.version.unwrap_or(0), 0)
    }
}

/// What can go wrong in the safe layer.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// No cuFile library could be loaded.
    Load(LoadError),
    /// A cuFile call failed, or the library lacks the function.
    CuFile(CuFileError),
    /// A CUDA driver call the safe layer made (ordering the buffer's uses, binding its context) failed.
    Driver(cuda_driver::Error),
    /// A read or write would go past the end of the registered buffer.
    OutOfBounds {
        /// The byte offset into the buffer.
        offset: usize,
        /// The bytes asked for.
        len: usize,
        /// The buffer's length in bytes.
        buffer_len: usize,
    },
    /// A file offset too large for `off_t`.
    FileOffset {
        /// The offset given.
        offset: u64,
    },
    /// The stream given is capturing a graph: a synchronous read or write cannot be captured.
    Capturing,
    /// The stream belongs to another context than the buffer.
    WrongContext,
    /// A string given to cuFile holds a NUL byte.
    Nul,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Load(e) => e.fmt(f),
            Error::CuFile(e) => e.fmt(f),
            Error::Driver(e) => e.fmt(f),
            Error::OutOfBounds {
                offset,
                len,
                buffer_len,
            } => write!(
                f,
                "{len} bytes at offset {offset} do not fit in the registered buffer of {buffer_len} bytes"
            ),
            Error::FileOffset { offset } => {
                write!(f, "file offset {offset} does not fit in off_t (i64)")
            }
            Error::Capturing => f.write_str(
                "the stream is capturing a graph; cuFile's synchronous read and write cannot be captured",
            ),
            Error::WrongContext => {
                f.write_str("the stream belongs to another CUDA context than the buffer")
            }
            Error::Nul => f.write_str("a string given to cuFile holds a NUL byte"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Load(e) => Some(e),
            Error::CuFile(e) => Some(e),
            Error::Driver(e) => Some(e),
            _ => None,
        }
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Self {
        Error::Load(e)
    }
}

impl From<CuFileError> for Error {
    fn from(e: CuFileError) -> Self {
        Error::CuFile(e)
    }
}

impl From<cuda_driver::Error> for Error {
    fn from(e: cuda_driver::Error) -> Self {
        Error::Driver(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_codes_are_kept_and_shown() {
        let status = CUfileError_t::new()
            .with_err(CUfileOpError::CU_FILE_CUDA_DRIVER_ERROR)
            .with_cu_err(CUresult::CUDA_ERROR_INVALID_CONTEXT);
        let e = CuFileError::check("cuFileBufRegister", status).unwrap_err();
        assert_eq!(e.code(), Some(CUfileOpError::CU_FILE_CUDA_DRIVER_ERROR));
        assert_eq!(e.cuda_code(), Some(CUresult::CUDA_ERROR_INVALID_CONTEXT));
        let text = e.to_string();
        assert!(
            text.starts_with("cuFileBufRegister: CU_FILE_CUDA_DRIVER_ERROR (5011)"),
            "{text}"
        );
        assert!(
            text.ends_with("; CUDA: CUDA_ERROR_INVALID_CONTEXT (201)"),
            "{text}"
        );
        assert!(CuFileError::check("x", CUfileError_t::new()).is_ok());
    }

    #[test]
    fn negative_counts_are_cufile_codes_or_errno() {
        assert_eq!(CuFileError::check_count("cuFileRead", 12), Ok(12));
        let e = CuFileError::check_count("cuFileRead", -5027).unwrap_err();
        assert_eq!(e.code(), Some(CUfileOpError::CU_FILE_HANDLE_NOT_REGISTERED));
        let e = CuFileError::check_count("cuFileRead", -5).unwrap_err();
        assert_eq!((e.code(), e.os_error()), (None, Some(5)));
        assert!(e.to_string().starts_with("cuFileRead: "), "{e}");
    }

    #[test]
    fn a_missing_function_names_its_version() {
        let e = CuFileError::missing("cuFileReadv", 1190, 1150);
        assert!(e.is_missing());
        assert_eq!(
            e.to_string(),
            "cuFileReadv: not in the loaded cuFile (1.15); it needs cuFile 1.19 or newer"
        );
    }
}
