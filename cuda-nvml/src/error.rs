//! Errors: a failing NVML call (its code's name and NVML's own message), a function the loaded library
//! lacks, a library that could not be loaded.

use std::ffi::CStr;
use std::fmt;
use std::sync::OnceLock;

use cuda_struct::load::LoadError;
use cuda_struct::{CudaEnum, MissingFunction, Status};

use crate::sys::nvmlReturn_t;
use crate::NvmlLibrary;

/// The first NVML loaded: every error takes its message from its `nvmlErrorString`.
pub(crate) static MESSAGES: OnceLock<&'static NvmlLibrary> = OnceLock::new();

/// A release written `major * 1000 + minor * 10` (`13020`), shown as `13.2`.
pub(crate) struct Release(pub u32);

impl fmt::Display for Release {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 1000, (self.0 % 1000) / 10)
    }
}

/// An NVML call that failed, or that the loaded library cannot make.
///
/// Displays as `nvmlDeviceGetPowerUsage: NVML_ERROR_NOT_SUPPORTED (3): Not Supported`: the call, the
/// code's name and number, and NVML's own message (`nvmlErrorString`), or this crate's sentence where
/// no library can be asked. A code newer than this crate prints as its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NvmlError {
    call: &'static str,
    kind: Kind,
    message: Option<&'static str>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Code(nvmlReturn_t),
    /// `since`: the release whose header first declared the function (0: before 13.0).
    Missing {
        since: u32,
    },
}

impl NvmlError {
    /// `Ok(())` for `NVML_SUCCESS`, else the error for `call`.
    ///
    /// # Errors
    /// Any code other than `NVML_SUCCESS`.
    #[inline]
    pub fn check(call: &'static str, code: nvmlReturn_t) -> Result<(), NvmlError> {
        if code == nvmlReturn_t::NVML_SUCCESS {
            Ok(())
        } else {
            Err(NvmlError::failed(call, code))
        }
    }

    /// The error for `call` failing with `code`, with NVML's message when a library is loaded.
    #[cold]
    #[inline(never)]
    pub fn failed(call: &'static str, code: nvmlReturn_t) -> NvmlError {
        let message = MESSAGES.get().and_then(|lib| {
            // SAFETY: `nvmlErrorString` accepts any code, needs no initialisation, and returns null or a
            // NUL-terminated string of the library, which is never unloaded.
            let p = unsafe { lib.nvmlErrorString(code) }.ok()?;
            if p.is_null() {
                return None;
            }
            // SAFETY: non-null: a NUL-terminated string that lives as long as the library (forever).
            unsafe { CStr::from_ptr(p) }.to_str().ok()
        });
        NvmlError {
            call,
            kind: Kind::Code(code),
            message,
        }
    }

    /// The error for a declared function the loaded library lacks.
    #[cold]
    pub(crate) fn missing(call: &'static str, since: u32) -> NvmlError {
        NvmlError {
            call,
            kind: Kind::Missing { since },
            message: None,
        }
    }

    /// The C function that failed.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// NVML's code; `None` when the call could not be made because the library lacks the function.
    pub fn code(&self) -> Option<nvmlReturn_t> {
        match self.kind {
            Kind::Code(c) => Some(c),
            Kind::Missing { .. } => None,
        }
    }

    /// The code's C name (`NVML_ERROR_NO_PERMISSION`); `None` for a missing function or a code newer
    /// than this crate.
    pub fn name(&self) -> Option<&'static str> {
        self.code().and_then(CudaEnum::name)
    }

    /// What went wrong, in a sentence: NVML's own message when the library could be asked, else this
    /// crate's description of the code.
    pub fn message(&self) -> &'static str {
        match (self.message, self.code()) {
            (Some(m), _) => m,
            (None, Some(code)) => {
                description(code).unwrap_or("an NVML error this crate does not know")
            }
            (None, None) => "the loaded NVML lacks this function",
        }
    }

    /// Whether the loaded library lacks the function.
    pub fn is_missing(&self) -> bool {
        matches!(self.kind, Kind::Missing { .. })
    }

    /// Whether the call needs privileges the process lacks (`NVML_ERROR_NO_PERMISSION`): run as root,
    /// or ask the administrator.
    pub fn is_no_permission(&self) -> bool {
        self.code() == Some(nvmlReturn_t::NVML_ERROR_NO_PERMISSION)
    }

    /// Whether the device or driver cannot answer (`NVML_ERROR_NOT_SUPPORTED`): a fan query on a GPU
    /// without fans, ECC on a GPU without ECC.
    pub fn is_not_supported(&self) -> bool {
        self.code() == Some(nvmlReturn_t::NVML_ERROR_NOT_SUPPORTED)
    }
}

/// This crate's sentence for `code` (the first line of its doc comment); `None` for a code newer than
/// this crate's list.
///
/// ```
/// use cuda_nvml::{description, sys::nvmlReturn_t};
/// let text = description(nvmlReturn_t::NVML_ERROR_NO_PERMISSION).unwrap();
/// assert!(text.contains("privileges"));
/// assert_eq!(description(nvmlReturn_t::from_raw(12345)), None);
/// ```
pub fn description(code: nvmlReturn_t) -> Option<&'static str> {
    let i = <nvmlReturn_t as CudaEnum>::VARIANTS
        .iter()
        .position(|(_, v)| *v == code)?;
    let doc = <nvmlReturn_t as CudaEnum>::VARIANT_DOCS[i];
    Some(doc.lines().next().unwrap_or("").trim())
}

impl fmt::Display for NvmlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Code(code) => {
                let message = self.message().trim_end_matches('.');
                match code.name() {
                    Some(name) => write!(f, "{}: {name} ({}): {message}", self.call, code.raw())?,
                    None => write!(
                        f,
                        "{}: unknown nvmlReturn_t {} (newer than this crate's list of codes): {message}",
                        self.call,
                        code.raw()
                    )?,
                }
                if self.is_no_permission() {
                    f.write_str(" (the call needs more privileges: run as root)")?;
                }
                Ok(())
            }
            Kind::Missing { since: 0 } => write!(
                f,
                "{}: not in the loaded NVML (an older or reduced driver library)",
                self.call
            ),
            Kind::Missing { since } => write!(
                f,
                "{}: not in the loaded NVML; it needs the NVML of CUDA {} or newer (a newer driver)",
                self.call,
                Release(since)
            ),
        }
    }
}

impl std::error::Error for NvmlError {}

impl From<MissingFunction> for NvmlError {
    fn from(m: MissingFunction) -> Self {
        NvmlError::missing(m.name, m.since.or(m.version).unwrap_or(0))
    }
}

impl Status for nvmlReturn_t {
    type Error = NvmlError;

    #[inline]
    fn check(self, function: &'static str) -> Result<(), NvmlError> {
        NvmlError::check(function, self)
    }
}

/// What can go wrong: no library, or a failing call.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// No NVML library could be loaded (no NVIDIA driver installed).
    Load(LoadError),
    /// An NVML call failed, or the library lacks the function.
    Nvml(NvmlError),
    /// A string given to NVML (a UUID, a PCI bus id) holds a NUL byte.
    Nul {
        /// Which string.
        what: &'static str,
    },
    /// The CUDA driver could not say which device a `cuda_driver::Device` is (feature `driver`).
    #[cfg(feature = "driver")]
    Driver(cuda_driver::Error),
}

impl Error {
    /// The NVML error, if this is one.
    pub fn nvml(&self) -> Option<&NvmlError> {
        match self {
            Error::Nvml(e) => Some(e),
            _ => None,
        }
    }

    /// Whether the device or driver cannot answer (`NVML_ERROR_NOT_SUPPORTED`).
    pub fn is_not_supported(&self) -> bool {
        self.nvml().is_some_and(NvmlError::is_not_supported)
    }

    /// Whether the call needs privileges the process lacks (`NVML_ERROR_NO_PERMISSION`).
    pub fn is_no_permission(&self) -> bool {
        self.nvml().is_some_and(NvmlError::is_no_permission)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Load(e) => e.fmt(f),
            Error::Nvml(e) => e.fmt(f),
            Error::Nul { what } => write!(f, "{what} holds a NUL byte"),
            #[cfg(feature = "driver")]
            Error::Driver(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Load(e) => Some(e),
            Error::Nvml(e) => Some(e),
            Error::Nul { .. } => None,
            #[cfg(feature = "driver")]
            Error::Driver(e) => Some(e),
        }
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Self {
        Error::Load(e)
    }
}

impl From<NvmlError> for Error {
    fn from(e: NvmlError) -> Self {
        Error::Nvml(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_call_names_the_call_the_code_and_what_it_means() {
        let e = NvmlError::failed(
            "nvmlDeviceGetPowerUsage",
            nvmlReturn_t::NVML_ERROR_NOT_SUPPORTED,
        );
        assert_eq!(e.call(), "nvmlDeviceGetPowerUsage");
        assert_eq!(e.name(), Some("NVML_ERROR_NOT_SUPPORTED"));
        assert!(e.is_not_supported() && !e.is_no_permission() && !e.is_missing());
        let text = e.to_string();
        assert!(
            text.starts_with("nvmlDeviceGetPowerUsage: NVML_ERROR_NOT_SUPPORTED (3): "),
            "{text}"
        );
    }

    #[test]
    fn no_permission_says_so_in_words() {
        let e = NvmlError::failed(
            "nvmlDeviceSetPowerManagementLimit",
            nvmlReturn_t::NVML_ERROR_NO_PERMISSION,
        );
        assert!(e.is_no_permission());
        let text = e.to_string();
        assert!(text.contains("NVML_ERROR_NO_PERMISSION (4)"), "{text}");
        assert!(text.contains("privileges"), "{text}");
        assert!(Error::from(e).is_no_permission());
    }

    #[test]
    fn success_is_ok_and_an_unknown_code_prints_its_number() {
        assert_eq!(
            NvmlError::check("nvmlInit_v2", nvmlReturn_t::NVML_SUCCESS),
            Ok(())
        );
        let e = NvmlError::check("nvmlInit_v2", nvmlReturn_t::from_raw(4242)).unwrap_err();
        assert_eq!(e.name(), None);
        assert!(e.to_string().contains("unknown nvmlReturn_t 4242"), "{e}");
    }

    #[test]
    fn a_missing_function_names_the_release_that_introduced_it() {
        let m = MissingFunction {
            name: "nvmlDeviceGetGpuUptime_v1",
            version: Some(13050),
            since: Some(13050),
        };
        let e = NvmlError::from(m);
        assert!(e.is_missing());
        assert_eq!(e.code(), None);
        let text = e.to_string();
        assert!(text.contains("nvmlDeviceGetGpuUptime_v1"), "{text}");
        assert!(text.contains("CUDA 13.5 or newer"), "{text}");
        let old = NvmlError::from(MissingFunction {
            name: "nvmlDeviceGetName",
            version: None,
            since: None,
        });
        assert!(old.to_string().contains("not in the loaded NVML"), "{old}");
    }

    #[test]
    fn every_code_has_a_one_sentence_description() {
        for (name, code) in <nvmlReturn_t as CudaEnum>::VARIANTS {
            let text = description(*code).unwrap();
            assert!(
                text.ends_with('.') && !text.contains('\n'),
                "{name}: {text:?}"
            );
            assert!(
                !text.starts_with('`'),
                "{name} has a generated doc line: {text:?}"
            );
        }
    }
}
