//! One error type per cause, each carrying the numbers needed to fix the call.

use core::fmt;

/// A byte slice had the wrong length for the type it was to become.
///
/// Returned by `from_bytes`: the slice must be exactly `size_of::<T>()` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeError {
    /// The size of the target type, in bytes.
    pub expected: usize,
    /// The length of the slice that was given.
    pub actual: usize,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "wrong byte length: expected exactly {} bytes, got {}",
            self.expected, self.actual
        )
    }
}

impl core::error::Error for SizeError {}

/// A raw pointer could not be borrowed as a reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PtrError {
    /// The pointer was null.
    Null,
    /// The pointer was not aligned for the target type.
    Misaligned {
        /// The address that was given.
        addr: usize,
        /// The alignment the target type needs.
        align: usize,
    },
}

impl fmt::Display for PtrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PtrError::Null => f.write_str("null pointer"),
            PtrError::Misaligned { addr, align } => write!(
                f,
                "misaligned pointer: address {addr:#x} is not a multiple of the required alignment {align}"
            ),
        }
    }
}

impl core::error::Error for PtrError {}

/// A slice was too long for the C integer field that stores its length.
///
/// Returned by the setters of `#[cuda(slice(len = ...))]` fields: the pointer and the count are written
/// together, and a length that the count's C type cannot hold is refused instead of truncated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LengthError {
    /// The C name of the count field.
    pub field: &'static str,
    /// The length of the slice that was given.
    pub len: usize,
    /// The largest length the count field can hold.
    pub max: usize,
}

impl fmt::Display for LengthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "slice of {} elements does not fit in `{}` (at most {})",
            self.len, self.field, self.max
        )
    }
}

impl core::error::Error for LengthError {}

/// A function that a loaded library does not provide (at the ABI version it was declared for, for a
/// library that versions its ABI).
///
/// The "missing" case of every call that [`functions!`](crate::functions) generates: the library is older
/// than the declaration (or is not the library it claims to be). The library's own error type converts it
/// (see [`Status`](crate::Status)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MissingFunction {
    /// The C name of the function.
    pub name: &'static str,
    /// The ABI version it was declared for ([`FunctionInfo::version`](crate::FunctionInfo::version));
    /// `None` for a library without ABI versions.
    pub version: Option<u32>,
    /// The library version that introduced the function at that ABI: the first whose header declares it
    /// ([`FunctionInfo::since`](crate::FunctionInfo::since)); `version` unless the declaration says
    /// otherwise.
    pub since: Option<u32>,
}

impl fmt::Display for MissingFunction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`", self.name)?;
        match (self.version, self.since) {
            (Some(version), Some(since)) if since != version => {
                write!(f, " (ABI version {version}, introduced in version {since})")?;
            }
            (Some(version), _) => write!(f, " (ABI version {version})")?,
            (None, Some(since)) => write!(f, " (introduced in version {since})")?,
            (None, None) => {}
        }
        f.write_str(" is not in the loaded library")
    }
}

impl core::error::Error for MissingFunction {}
