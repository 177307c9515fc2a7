//! Errors: a failing NVRTC call, a function the loaded library lacks, a library that could not be loaded,
//! a source that did not compile.

use std::fmt;

use cuda_struct::load::LoadError;
use cuda_struct::MissingFunction;

use crate::log::Diagnostic;
use crate::sys::nvrtcResult;

/// An NVRTC version as `nvrtcVersion` reports it, written `major * 1000 + minor * 10` (`12090`).
pub(crate) struct Version(pub u32);

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 1000, (self.0 % 1000) / 10)
    }
}

/// An NVRTC call that failed, or that the loaded library cannot make.
///
/// Displays as `nvrtcCompileProgram: NVRTC_ERROR_COMPILATION (6)`; a code newer than this crate prints as
/// its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NvrtcError {
    call: &'static str,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Code(nvrtcResult),
    Missing {
        since: u32,
        until: Option<u32>,
        loaded: u32,
    },
}

impl NvrtcError {
    /// `Ok(())` for `NVRTC_SUCCESS`, else the error for `call`.
    ///
    /// # Errors
    /// Any code other than `NVRTC_SUCCESS`.
    #[inline]
    pub fn check(call: &'static str, code: nvrtcResult) -> Result<(), NvrtcError> {
        if code == nvrtcResult::NVRTC_SUCCESS {
            Ok(())
        } else {
            Err(NvrtcError::failed(call, code))
        }
    }

    /// The error for `call` failing with `code`; out of line, so that a caller's success path stays short.
    #[cold]
    #[inline(never)]
    pub(crate) fn failed(call: &'static str, code: nvrtcResult) -> NvrtcError {
        NvrtcError {
            call,
            kind: Kind::Code(code),
        }
    }

    /// The error for a declared function the loaded library (version `loaded`, 0: unknown) lacks.
    #[cold]
    pub(crate) fn missing(
        call: &'static str,
        since: u32,
        until: Option<u32>,
        loaded: u32,
    ) -> NvrtcError {
        NvrtcError {
            call,
            kind: Kind::Missing {
                since,
                until,
                loaded,
            },
        }
    }

    /// The C function that failed.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// NVRTC's code; `None` when the call could not be made because the library lacks the function.
    pub fn code(&self) -> Option<nvrtcResult> {
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

impl fmt::Display for NvrtcError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Code(code) => match code.name() {
                Some(name) => write!(f, "{}: {name} ({})", self.call, code.raw()),
                None => write!(
                    f,
                    "{}: unknown nvrtcResult {} (newer than this crate's list of codes)",
                    self.call,
                    code.raw()
                ),
            },
            Kind::Missing {
                since,
                until,
                loaded,
            } => {
                write!(
                    f,
                    "{}: not in the loaded NVRTC ({}); ",
                    self.call,
                    Version(loaded)
                )?;
                match until {
                    Some(until) => write!(
                        f,
                        "NVRTC {} has it up to, not including, {}",
                        Version(since),
                        Version(until)
                    ),
                    None => write!(f, "it needs NVRTC {} or newer", Version(since)),
                }
            }
        }
    }
}

impl std::error::Error for NvrtcError {}

impl From<MissingFunction> for NvrtcError {
    fn from(m: MissingFunction) -> Self {
        NvrtcError::missing(
            m.name,
            m.version.unwrap_or(0),
            crate::sys::removed_in(m.name),
            0,
        )
    }
}

/// A source that did not compile: NVRTC's log, and the diagnostics read from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    /// The program's name, as given to NVRTC.
    pub program: String,
    /// The whole program log.
    pub log: String,
    /// Each `file(line): severity: message` line of the log, in order.
    pub diagnostics: Vec<Diagnostic>,
}

impl CompileError {
    /// The first error of the log, if it has one in the usual form.
    pub fn first_error(&self) -> Option<&Diagnostic> {
        self.diagnostics.iter().find(|d| d.is_error())
    }
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} did not compile", self.program)?;
        match self.first_error() {
            Some(d) => {
                let errors = self.diagnostics.iter().filter(|d| d.is_error()).count();
                write!(f, ": {d}")?;
                if errors > 1 {
                    write!(f, " (and {} more errors)", errors - 1)?;
                }
                Ok(())
            }
            None => write!(f, ":\n{}", self.log.trim_end()),
        }
    }
}

impl std::error::Error for CompileError {}

/// What can go wrong with a [`Program`](crate::Program).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// No NVRTC library could be loaded.
    Load(LoadError),
    /// An NVRTC call failed, or the library lacks the function.
    Nvrtc(NvrtcError),
    /// The source did not compile.
    Compile(CompileError),
    /// `nvrtcCompileProgram` failed before compiling (an invalid option, for instance), with what NVRTC
    /// wrote in the program log about it.
    Rejected {
        /// The failing call.
        error: NvrtcError,
        /// NVRTC's program log (`nvrtc: error: invalid value for --gpu-architecture (-arch)`).
        log: String,
    },
    /// A string given to NVRTC (source, name, header, option, name expression) holds a NUL byte.
    Nul {
        /// Which string.
        what: &'static str,
    },
    /// More headers or options than NVRTC's `int` counts can hold.
    TooMany {
        /// Headers or options.
        what: &'static str,
        /// How many were given.
        count: usize,
    },
    /// NVRTC handed back text that is not UTF-8 (a log or a lowered name).
    NotUtf8 {
        /// Which text.
        what: &'static str,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Load(e) => e.fmt(f),
            Error::Nvrtc(e) => e.fmt(f),
            Error::Compile(e) => e.fmt(f),
            Error::Rejected { error, log } => write!(f, "{error}; NVRTC said: {}", log.trim_end()),
            Error::Nul { what } => {
                write!(f, "the {what} holds a NUL byte, which NVRTC cannot take")
            }
            Error::TooMany { what, count } => {
                write!(f, "{count} {what}: more than NVRTC can take ({})", i32::MAX)
            }
            Error::NotUtf8 { what } => write!(f, "NVRTC's {what} is not UTF-8"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Load(e) => Some(e),
            Error::Nvrtc(e) => Some(e),
            Error::Compile(e) => Some(e),
            Error::Rejected { error, .. } => Some(error),
            _ => None,
        }
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Self {
        Error::Load(e)
    }
}

impl From<NvrtcError> for Error {
    fn from(e: NvrtcError) -> Self {
        Error::Nvrtc(e)
    }
}

impl From<CompileError> for Error {
    fn from(e: CompileError) -> Self {
        Error::Compile(e)
    }
}
