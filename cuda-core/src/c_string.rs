//! C strings: the text of a `char name[N]` field up to its NUL, and buffers a C function fills
//! (`nvmlDeviceGetName(device, char *name, unsigned length)`). Everything here needs only `core`.

use core::ffi::{c_char, CStr};
use core::fmt::{self, Write};

/// A C `char` array held no NUL, so it is not a C string.
///
/// Returned by the `x_c_str()` accessor of a `[c_char; N]` field and by [`c_string_from_buffer`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NoNulError {
    /// The length of the array, in bytes: none of them is NUL.
    pub len: usize,
}

impl fmt::Display for NoNulError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a C string: none of the {} bytes is NUL (the text was cut off, or the buffer never written)",
            self.len
        )
    }
}

impl core::error::Error for NoNulError {}

/// `chars` as bytes (`c_char` is `i8` or `u8`, by platform).
fn bytes_of(chars: &[c_char]) -> &[u8] {
    bytemuck::cast_slice(chars)
}

/// The C string at the start of `chars`: every byte up to its first NUL.
///
/// ```
/// use core::ffi::c_char;
/// let name: [c_char; 8] = [b'H' as c_char, b'1' as c_char, 0, 0, 0, 0, 0, 0];
/// assert_eq!(cuda_struct::c_str_in(&name).unwrap().to_str(), Ok("H1"));
/// assert_eq!(cuda_struct::c_str_in(&[b'x' as c_char; 4]).unwrap_err().len, 4);
/// ```
///
/// # Errors
/// [`NoNulError`] when no byte of `chars` is NUL.
pub fn c_str_in(chars: &[c_char]) -> Result<&CStr, NoNulError> {
    CStr::from_bytes_until_nul(bytes_of(chars)).map_err(|_| NoNulError { len: chars.len() })
}

/// The text of `chars` up to its first NUL (all of it when there is none), to print: bytes that are not
/// UTF-8 print as U+FFFD. `Display` writes the text, `Debug` writes it quoted and escaped as `str` does;
/// `.to_string()` makes a `String` of it.
///
/// ```
/// use core::ffi::c_char;
/// let name = [b'G' as c_char, b'P' as c_char, b'U' as c_char, 0xff_u8 as c_char, 0];
/// assert_eq!(format!("{}", cuda_struct::Lossy::new(&name)), "GPU\u{fffd}");
/// assert_eq!(format!("{:?}", cuda_struct::Lossy::new(&name)), "\"GPU\u{fffd}\"");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lossy<'a>(&'a [u8]);

impl<'a> Lossy<'a> {
    /// The text of `chars` up to its first NUL, or all of it.
    #[must_use]
    pub fn new(chars: &'a [c_char]) -> Self {
        let bytes = bytes_of(chars);
        let len = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        Lossy(&bytes[..len])
    }

    /// The bytes, without the NUL.
    #[must_use]
    pub fn as_bytes(&self) -> &'a [u8] {
        self.0
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, debug: bool) -> fmt::Result {
        for chunk in self.0.utf8_chunks() {
            if debug {
                for c in chunk.valid().chars() {
                    write!(f, "{}", c.escape_debug())?;
                }
            } else {
                f.write_str(chunk.valid())?;
            }
            if !chunk.invalid().is_empty() {
                f.write_char(char::REPLACEMENT_CHARACTER)?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Lossy<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, false)
    }
}

impl fmt::Debug for Lossy<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char('"')?;
        self.write(f, true)?;
        f.write_char('"')
    }
}

/// `Debug` for a `[c_char; N]` field of a `#[cuda_struct]`: the text, quoted, when the array looks like
/// a C string (UTF-8 without control characters, then a NUL, then only zeros); otherwise the bytes as
/// numbers, as before (a `char bytes[16]` UUID or an IPC handle is binary, and text would hide it). Not
/// public API.
#[doc(hidden)]
pub struct DebugChars<'a>(pub &'a [c_char]);

impl DebugChars<'_> {
    fn text(&self) -> Option<&str> {
        let bytes = bytes_of(self.0);
        let len = bytes.iter().position(|&b| b == 0)?;
        let text = core::str::from_utf8(&bytes[..len]).ok()?;
        let zeros = bytes[len..].iter().all(|&b| b == 0);
        (zeros && !text.chars().any(char::is_control)).then_some(text)
    }
}

impl fmt::Debug for DebugChars<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.text() {
            Some(text) => fmt::Debug::fmt(text, f),
            None => fmt::Debug::fmt(self.0, f),
        }
    }
}

/// A C string of at most `N - 1` bytes and its NUL, filled by a C function: what
/// [`c_string_from_buffer`] returns. Owns its bytes, so it needs no allocation.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CStringBuf<const N: usize> {
    chars: [c_char; N],
}

impl<const N: usize> CStringBuf<N> {
    /// The C string, up to its first NUL (there is one: the buffer was checked when it was filled).
    #[must_use]
    pub fn as_c_str(&self) -> &CStr {
        // A buffer without a NUL is never returned; an empty string would be the answer if it were.
        c_str_in(&self.chars).unwrap_or_default()
    }

    /// The text, where it is UTF-8.
    ///
    /// # Errors
    /// [`core::str::Utf8Error`] for bytes that are not UTF-8.
    pub fn to_str(&self) -> Result<&str, core::str::Utf8Error> {
        self.as_c_str().to_str()
    }

    /// The text, to print, with U+FFFD for bytes that are not UTF-8.
    #[must_use]
    pub fn lossy(&self) -> Lossy<'_> {
        Lossy::new(&self.chars)
    }
}

impl<const N: usize> fmt::Debug for CStringBuf<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.lossy(), f)
    }
}

impl<const N: usize> fmt::Display for CStringBuf<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.lossy(), f)
    }
}

/// Why [`c_string_from_buffer`] has no string: the C function failed, or it left no NUL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BufferError<E> {
    /// The C function's own error, as the closure returned it (for example "buffer too small").
    Call(E),
    /// The function succeeded but wrote no NUL in the buffer: the text was cut off.
    NoNul(NoNulError),
}

impl<E: fmt::Display> fmt::Display for BufferError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BufferError::Call(e) => e.fmt(f),
            BufferError::NoNul(e) => e.fmt(f),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> core::error::Error for BufferError<E> {}

/// Calls a C function that writes a string into a buffer the caller gives (`char *buf, len`), with a
/// zeroed buffer of `N` bytes, and returns the string it wrote.
///
/// `fill` receives the buffer's address and its length `N` (convert it to the C parameter's type with
/// `try_from`); the address is valid for writes of `N` bytes until `fill` returns.
///
/// ```
/// use core::ffi::{c_char, c_uint};
/// // Stands in for `int get_name(char *name, unsigned length)`: 0 on success, 7 if too small.
/// unsafe extern "C" fn get_name(name: *mut c_char, length: c_uint) -> i32 {
///     let text = b"NVIDIA H100\0";
///     if (length as usize) < text.len() {
///         return 7;
///     }
///     // SAFETY: the caller gives `length` writable bytes, at least `text.len()`.
///     unsafe { core::ptr::copy_nonoverlapping(text.as_ptr().cast(), name, text.len()) };
///     0
/// }
/// let status = |code: i32| if code == 0 { Ok(()) } else { Err(code) };
/// let name = cuda_struct::c_string_from_buffer::<96, _>(|buf, len| {
///     // SAFETY: `buf` is valid for `len` bytes, which fits a `c_uint`.
///     status(unsafe { get_name(buf, c_uint::try_from(len).unwrap()) })
/// })
/// .unwrap();
/// assert_eq!(name.to_str(), Ok("NVIDIA H100"));
/// let small = cuda_struct::c_string_from_buffer::<4, _>(|buf, len| {
///     // SAFETY: as above.
///     status(unsafe { get_name(buf, c_uint::try_from(len).unwrap()) })
/// });
/// assert_eq!(small, Err(cuda_struct::BufferError::Call(7)));
/// ```
///
/// # Errors
/// [`BufferError::Call`] with `fill`'s error; [`BufferError::NoNul`] when `fill` succeeded but no byte of
/// the buffer is NUL.
pub fn c_string_from_buffer<const N: usize, E>(
    fill: impl FnOnce(*mut c_char, usize) -> Result<(), E>,
) -> Result<CStringBuf<N>, BufferError<E>> {
    let mut chars = [0 as c_char; N];
    fill(chars.as_mut_ptr(), N).map_err(BufferError::Call)?;
    c_str_in(&chars).map_err(BufferError::NoNul)?;
    Ok(CStringBuf { chars })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;
    use std::string::ToString;

    fn chars(bytes: &[u8]) -> std::vec::Vec<c_char> {
        bytes.iter().map(|&b| b as c_char).collect()
    }

    #[test]
    fn the_c_str_stops_at_the_first_nul() {
        let name = chars(b"ab\0cd\0");
        assert_eq!(c_str_in(&name).unwrap().to_bytes(), b"ab");
        assert_eq!(Lossy::new(&name).to_string(), "ab");
    }

    #[test]
    fn an_array_without_nul_is_an_error_and_prints_whole() {
        let full = chars(b"abcd");
        let err = c_str_in(&full).unwrap_err();
        assert_eq!(err, NoNulError { len: 4 });
        assert!(err.to_string().contains("none of the 4 bytes is NUL"));
        assert_eq!(Lossy::new(&full).to_string(), "abcd");
    }

    #[test]
    fn debug_quotes_and_escapes_like_str() {
        let name = chars(b"a\"b\n\xfe\0");
        assert_eq!(format!("{:?}", Lossy::new(&name)), "\"a\\\"b\\n\u{fffd}\"");
    }

    #[test]
    fn debug_shows_text_only_for_what_looks_like_a_c_string() {
        let debug = |bytes: &[u8]| format!("{:?}", DebugChars(&chars(bytes)));
        assert_eq!(debug(b"H100\0\0\0"), "\"H100\"");
        assert_eq!(debug(b"\0\0"), "\"\"");
        // Binary: bytes after the NUL, a control character, no NUL, not UTF-8.
        assert_eq!(debug(b"A\0\x07"), "[65, 0, 7]");
        assert_eq!(debug(b"\x01\0"), "[1, 0]");
        assert_eq!(debug(b"ab"), "[97, 98]");
        assert!(debug(b"\xc3\0").starts_with('['));
    }

    #[test]
    fn a_buffer_filled_with_a_string_returns_it() {
        let got = c_string_from_buffer::<8, ()>(|buf, len| {
            assert_eq!(len, 8);
            // SAFETY: `buf` is valid for 8 bytes; 3 are written.
            unsafe { core::ptr::copy_nonoverlapping(c"h1".as_ptr(), buf, 3) };
            Ok(())
        })
        .unwrap();
        assert_eq!(got.to_str(), Ok("h1"));
        assert_eq!(format!("{got:?} {got}"), "\"h1\" h1");
    }

    #[test]
    fn a_buffer_filled_to_the_end_without_nul_is_an_error() {
        let got = c_string_from_buffer::<4, ()>(|buf, len| {
            // SAFETY: `buf` is valid for `len` bytes.
            unsafe { core::ptr::write_bytes(buf, b'x', len) };
            Ok(())
        });
        assert_eq!(got, Err(BufferError::NoNul(NoNulError { len: 4 })));
    }

    #[test]
    fn an_untouched_buffer_is_the_empty_string_and_a_failed_call_its_error() {
        let empty = c_string_from_buffer::<4, ()>(|_, _| Ok(())).unwrap();
        assert_eq!(empty.to_str(), Ok(""));
        let failed = c_string_from_buffer::<4, &str>(|_, _| Err("too small"));
        assert_eq!(failed, Err(BufferError::Call("too small")));
        assert_eq!(failed.unwrap_err().to_string(), "too small");
    }
}
