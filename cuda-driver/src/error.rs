//! Errors: a failing driver call, a function the driver lacks, a library that could not be loaded.

use std::fmt;

use cuda_struct::load::LoadError;
use cuda_struct::{MissingFunction, Status};

use crate::sys::{self, CUresult};

/// A CUDA version number as the driver writes it (`12080`) in the form people read (`12.8`).
pub(crate) struct Version(pub i32);

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 1000, (self.0 % 1000) / 10)
    }
}

/// A driver call that failed, or that the loaded driver cannot make.
///
/// Displays as `cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory`; names and descriptions come
/// from a static table, so they work even where loading failed, and a code newer than this crate prints
/// as its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DriverError {
    call: &'static str,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    Code(CUresult),
    /// `version`: the ABI asked for; `since`: the CUDA version that introduced the function at it.
    Missing {
        version: u32,
        since: u32,
        driver_version: i32,
    },
    /// Not made: the calling thread is running a host function, where CUDA must not be called.
    InHostFn,
}

impl DriverError {
    /// `Ok(())` for `CUDA_SUCCESS`, else the error for `call`.
    ///
    /// # Errors
    /// Any code other than `CUDA_SUCCESS`.
    #[inline]
    pub fn check(call: &'static str, code: CUresult) -> Result<(), DriverError> {
        if code == CUresult::CUDA_SUCCESS {
            Ok(())
        } else {
            Err(DriverError::failed(call, code))
        }
    }

    /// The error for a call that returned `code`; out of line, so that a caller's success path stays short.
    #[cold]
    #[inline(never)]
    fn failed(call: &'static str, code: CUresult) -> DriverError {
        DriverError {
            call,
            kind: Kind::Code(code),
        }
    }

    /// The error for a function the loaded driver lacks, which reports `driver_version` (0: unknown).
    pub(crate) fn missing(f: MissingFunction, driver_version: i32) -> DriverError {
        DriverError {
            call: f.name,
            kind: Kind::Missing {
                // Every driver line gives its version (`table!` checks it at compile time).
                version: f.version.unwrap_or(0),
                since: f.since.unwrap_or(0),
                driver_version,
            },
        }
    }

    /// The error for `call`, refused because the calling thread is running a host function
    /// ([`Stream::launch_host_fn`](crate::Stream::launch_host_fn)); out of line.
    #[cold]
    #[inline(never)]
    pub(crate) fn in_host_fn(call: &'static str) -> DriverError {
        DriverError {
            call,
            kind: Kind::InHostFn,
        }
    }

    /// The C function that failed (or, for [`is_in_host_fn`](Self::is_in_host_fn), was not called).
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// The driver's code; `None` when the call could not be made because the driver lacks the function.
    /// A call refused inside a host function ([`is_in_host_fn`](Self::is_in_host_fn)) reads as
    /// `CUDA_ERROR_NOT_PERMITTED`, the code CUDA documents for such a call.
    pub fn code(&self) -> Option<CUresult> {
        match self.kind {
            Kind::Code(c) => Some(c),
            Kind::Missing { .. } => None,
            Kind::InHostFn => Some(CUresult::CUDA_ERROR_NOT_PERMITTED),
        }
    }

    /// Whether the call was refused, and not made, because the calling thread is running a host
    /// function ([`Stream::launch_host_fn`](crate::Stream::launch_host_fn)), inside which CUDA must not
    /// be called.
    pub fn is_in_host_fn(&self) -> bool {
        matches!(self.kind, Kind::InHostFn)
    }

    /// Whether the error is sticky: a kernel fault (`CUDA_ERROR_ILLEGAL_ADDRESS`, `..._LAUNCH_FAILED`,
    /// `..._MISALIGNED_ADDRESS`, ...) that breaks the context for good. Every later call in it fails,
    /// for every owner sharing it. The recovery the driver API documents is to drop every owner made in
    /// the context (streams, buffers, modules, events, graphs, `Context` values), reset the primary
    /// context with [`Device::reset_primary_context`](crate::Device::reset_primary_context), and start
    /// again; driver 580 (CUDA 13.0) on an H200 still answered the next retain with the same error, so
    /// there only a new process recovers.
    pub fn is_sticky(&self) -> bool {
        use CUresult as R;
        matches!(
            self.code(),
            Some(
                R::CUDA_ERROR_ILLEGAL_ADDRESS
                    | R::CUDA_ERROR_LAUNCH_TIMEOUT
                    | R::CUDA_ERROR_HARDWARE_STACK_ERROR
                    | R::CUDA_ERROR_ILLEGAL_INSTRUCTION
                    | R::CUDA_ERROR_MISALIGNED_ADDRESS
                    | R::CUDA_ERROR_INVALID_ADDRESS_SPACE
                    | R::CUDA_ERROR_INVALID_PC
                    | R::CUDA_ERROR_LAUNCH_FAILED
                    | R::CUDA_ERROR_ECC_UNCORRECTABLE
                    | R::CUDA_ERROR_ASSERT
                    | R::CUDA_ERROR_TENSOR_MEMORY_LEAK
                    | R::CUDA_ERROR_NVLINK_UNCORRECTABLE
                    | R::CUDA_ERROR_CONTAINED
                    | R::CUDA_ERROR_EXTERNAL_DEVICE
            )
        )
    }

    /// Whether no queued work can run any more after this error: a sticky error (the context is dead) or
    /// a driver already shut down (`CUDA_ERROR_DEINITIALIZED`, at process exit).
    pub(crate) fn stops_all_work(&self) -> bool {
        self.is_sticky() || self.code() == Some(CUresult::CUDA_ERROR_DEINITIALIZED)
    }

    /// Whether the loaded driver lacks the function (it is too old for the ABI version this crate needs).
    pub fn is_missing(&self) -> bool {
        matches!(self.kind, Kind::Missing { .. })
    }

    /// For a function the loaded driver lacks, the CUDA version that introduced it at the ABI this crate
    /// declares (`13020` for `cuFuncGetParamCount`): the driver it needs. `None` for a failing code.
    pub fn introduced_in(&self) -> Option<u32> {
        match self.kind {
            Kind::Missing { since, .. } => Some(since),
            Kind::Code(_) | Kind::InHostFn => None,
        }
    }
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_plain(f)?;
        if self.is_sticky() {
            f.write_str(
                "; this error is sticky: the context is unusable for every owner sharing it; drop \
                 every owner made in it (streams, buffers, modules, events, graphs, Context values) \
                 and call Device::reset_primary_context, or, where the driver still refuses (driver \
                 580 does for the rest of the process), start a new process",
            )?;
        }
        Ok(())
    }
}

impl DriverError {
    fn fmt_plain(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Code(code) => match (code.name(), sys::description(code)) {
                (Some(name), Some(text)) => {
                    write!(f, "{}: {name} ({}): {text}", self.call, code.raw())
                }
                (Some(name), None) => write!(f, "{}: {name} ({})", self.call, code.raw()),
                (None, _) => write!(
                    f,
                    "{}: unknown CUresult {} (newer than this crate's list of codes)",
                    self.call,
                    code.raw()
                ),
            },
            Kind::InHostFn => write!(
                f,
                "{}: not called: the thread is running a host function (Stream::launch_host_fn), \
                 inside which CUDA must not be called (CUDA_ERROR_NOT_PERMITTED); do the work before \
                 queuing the function, or after the stream's synchronize",
                self.call
            ),
            Kind::Missing {
                version,
                since,
                driver_version,
            } => {
                // The typedef names the C function: `cuCtxCreate_v3020` and `cuLaunchHostFunc_v2` are
                // `cuCtxCreate` and `cuLaunchHostFunc` at another ABI.
                let c_name = self
                    .call
                    .rsplit_once("_v")
                    .filter(|(_, v)| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
                    .map_or(self.call, |(name, _)| name);
                write!(
                    f,
                    "{}: not available in the loaded driver; CUDA {} introduced it, so it needs a driver \
                     for CUDA {} or newer (PFN_{c_name}_v{version})",
                    self.call,
                    Version(since as i32),
                    Version(since as i32),
                )?;
                if driver_version > 0 {
                    write!(
                        f,
                        ", and the loaded driver supports CUDA {}",
                        Version(driver_version)
                    )?;
                }
                if driver_version >= since as i32 {
                    // New enough, yet without the function: not NVIDIA's libcuda (a stub or a wrapper).
                    write!(
                        f,
                        " but does not provide it; load NVIDIA's libcuda (set {} to its path)",
                        crate::driver::PATH_VARIABLE
                    )
                } else {
                    f.write_str("; update the NVIDIA driver")
                }
            }
        }
    }
}

impl std::error::Error for DriverError {}

impl From<MissingFunction> for DriverError {
    /// A function missing from a table whose driver version is unknown.
    fn from(f: MissingFunction) -> Self {
        DriverError::missing(f, 0)
    }
}

impl Status for CUresult {
    type Error = DriverError;

    #[inline]
    fn check(self, function: &'static str) -> Result<(), DriverError> {
        DriverError::check(function, self)
    }
}

/// Any error of the safe layer: loading failed, or a driver call did; and the one error type that the
/// companion crates' errors convert into ([`Error::Library`]), so that one function can use `?` on
/// calls of the driver, NVRTC, nvJitLink and the runtime API alike.
///
/// The conversions live in those crates, each behind its `driver` feature (`From<cuda_nvrtc::Error>`,
/// `From<cuda_nvjitlink::Error>`, `From<cuda_runtime::RuntimeError>`), and keep the original error whole
/// (see [`LibraryError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// libcuda could not be loaded (or, converted by `?`, another library: the error names which, and
    /// every place tried).
    Load(LoadError),
    /// A driver call failed.
    Driver(DriverError),
    /// A slice was too long for a C count.
    Length(cuda_struct::LengthError),
    /// Bytes of the wrong length for a C type (e.g. an IPC handle received from another process).
    Size(cuda_struct::SizeError),
    /// A size or shape that the call cannot take, with what was expected.
    InvalidArgument(String),
    /// PTX that the JIT compiler refused, with its log.
    Jit {
        /// The failing `cuModuleLoadDataEx`.
        error: DriverError,
        /// What the JIT compiler wrote to its error log.
        log: String,
    },
    /// A host function queued with [`Stream::launch_host_fn`](crate::Stream::launch_host_fn)
    /// panicked; reported once, by the stream's next `synchronize` or `query`.
    HostFnPanicked {
        /// The first panic's message (when its payload was a `&str` or a `String`).
        message: String,
        /// How many host functions of the stream panicked since the last report.
        count: usize,
    },
    /// A lookup by name that failed (`cuModuleGetFunction`, `cuModuleGetGlobal`, `cuLibraryGetKernel`),
    /// with the name looked up: `CUDA_ERROR_NOT_FOUND` when the module has no such symbol.
    Lookup {
        /// The failing call.
        error: DriverError,
        /// What was looked up: `"kernel"` or `"global"`.
        what: &'static str,
        /// The name, as given.
        name: String,
    },
    /// An error of a companion library's crate (cuda-nvrtc, cuda-nvjitlink, cuda-runtime), kept whole:
    /// it is this error's [`source`](std::error::Error::source), and [`LibraryError::downcast_ref`]
    /// gives it back as its own type.
    Library(LibraryError),
}

/// An error of another crate of this workspace carried as an [`Error`] (its `Library` variant), made by
/// those crates' `From` conversions: it displays as the original does, and [`downcast_ref`](Self::downcast_ref)
/// returns the original.
#[derive(Clone)]
pub struct LibraryError {
    library: &'static str,
    error: std::sync::Arc<dyn std::error::Error + Send + Sync + 'static>,
}

impl LibraryError {
    /// Wraps `error`, an error of `library` (`"NVRTC"`, `"nvJitLink"`, `"the CUDA runtime"`).
    pub fn new(
        library: &'static str,
        error: impl std::error::Error + Send + Sync + 'static,
    ) -> Self {
        LibraryError {
            library,
            error: std::sync::Arc::new(error),
        }
    }

    /// The library whose error this is.
    pub fn library(&self) -> &'static str {
        self.library
    }

    /// The original error, if it is an `E` (`cuda_nvrtc::Error`, `cuda_nvjitlink::Error`,
    /// `cuda_runtime::RuntimeError`).
    pub fn downcast_ref<E: std::error::Error + 'static>(&self) -> Option<&E> {
        self.error.downcast_ref()
    }
}

impl fmt::Debug for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LibraryError")
            .field("library", &self.library)
            .field("error", &self.error)
            .finish()
    }
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

/// Two library errors are equal when they are the same value or read the same, of the same library.
impl PartialEq for LibraryError {
    fn eq(&self, other: &Self) -> bool {
        self.library == other.library
            && (std::sync::Arc::ptr_eq(&self.error, &other.error)
                || self.error.to_string() == other.error.to_string())
    }
}

impl Eq for LibraryError {}

impl std::error::Error for LibraryError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&*self.error)
    }
}

impl From<LibraryError> for Error {
    fn from(e: LibraryError) -> Self {
        Error::Library(e)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Load(e) => e.fmt(f),
            Error::Driver(e) => e.fmt(f),
            Error::Length(e) => e.fmt(f),
            Error::Size(e) => e.fmt(f),
            Error::Library(e) => e.fmt(f),
            Error::Lookup { error, what, name } => {
                if error.code() == Some(CUresult::CUDA_ERROR_NOT_FOUND) {
                    let place = if error.call().starts_with("cuLibrary") {
                        "library"
                    } else {
                        "module"
                    };
                    write!(f, "no {what} named {name:?} in the {place} ({error})")
                } else {
                    write!(f, "looking up the {what} named {name:?}: {error}")
                }
            }
            Error::InvalidArgument(s) => f.write_str(s),
            Error::Jit { error, log } => write!(f, "{error}; the JIT compiler said:\n{log}"),
            Error::HostFnPanicked { message, count } => {
                write!(
                    f,
                    "a host function queued on the stream panicked: {message}"
                )?;
                if *count > 1 {
                    write!(f, " (and {} more since the last report)", count - 1)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Load(e) => Some(e),
            Error::Driver(e) => Some(e),
            Error::Length(e) => Some(e),
            Error::Size(e) => Some(e),
            Error::InvalidArgument(_) | Error::HostFnPanicked { .. } => None,
            Error::Jit { error, .. } => Some(error),
            Error::Library(e) => Some(&*e.error),
            Error::Lookup { error, .. } => Some(error),
        }
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Self {
        Error::Load(e)
    }
}

impl From<DriverError> for Error {
    fn from(e: DriverError) -> Self {
        Error::Driver(e)
    }
}

impl Error {
    /// `error` of a lookup of the `what` named `name` (see [`Error::Lookup`]); out of line.
    #[cold]
    pub(crate) fn lookup<'n>(
        what: &'static str,
        name: &'n str,
    ) -> impl FnOnce(DriverError) -> Error + 'n {
        move |error| Error::Lookup {
            error,
            what,
            name: name.to_owned(),
        }
    }

    /// Whether the error says there is no GPU to run on: libcuda could not be loaded, it is the toolkit's
    /// stub (`CUDA_ERROR_STUB_LIBRARY`), or it found no device (`CUDA_ERROR_NO_DEVICE`, from `cuInit`
    /// on a machine without one). What the examples report as "skipped: no GPU to run on" (exit code
    /// 77); any other error is a failure.
    ///
    /// ```no_run
    /// match cuda_driver::Context::new(0) {
    ///     Ok(ctx) => println!("running on {}", ctx.device().name()?),
    ///     Err(e) if e.is_no_gpu() => println!("no GPU: {e}"),
    ///     Err(e) => return Err(e),
    /// }
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    pub fn is_no_gpu(&self) -> bool {
        match self {
            Error::Load(e) => e.library() == crate::driver::LIBRARY,
            _ => matches!(
                self.code(),
                Some(CUresult::CUDA_ERROR_NO_DEVICE | CUresult::CUDA_ERROR_STUB_LIBRARY)
            ),
        }
    }

    /// The driver's code, when a driver call failed with one.
    pub fn code(&self) -> Option<CUresult> {
        match self {
            Error::Driver(e) | Error::Jit { error: e, .. } | Error::Lookup { error: e, .. } => {
                e.code()
            }
            _ => None,
        }
    }
}

impl From<cuda_struct::SizeError> for Error {
    fn from(e: cuda_struct::SizeError) -> Self {
        Error::Size(e)
    }
}

impl From<cuda_struct::LengthError> for Error {
    fn from(e: cuda_struct::LengthError) -> Self {
        Error::Length(e)
    }
}

#[cfg(test)]
mod tests;
