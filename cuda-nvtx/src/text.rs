//! Text for NVTX: what every safe call that takes a name or message accepts, turned into the
//! NUL-terminated bytes C wants only when a tool will read them.

use core::ffi::{c_char, CStr};
use core::marker::PhantomData;

use crate::sys::nvtxStringHandle_t;

/// A name or message: a `&CStr` (`c"load"`, passed as it is) or a `&str`, `&String` or `String`
/// (copied with a NUL added, on the stack when short, and only when a tool is attached).
///
/// A `&str` holding a NUL is cut there: NVTX's C strings end at the first NUL.
pub trait Text {
    /// Calls `f` with the text as a C string.
    fn with_c_str<R>(self, f: impl FnOnce(*const c_char) -> R) -> R;
}

impl Text for &CStr {
    #[inline]
    fn with_c_str<R>(self, f: impl FnOnce(*const c_char) -> R) -> R {
        f(self.as_ptr())
    }
}

/// Texts up to this many bytes are made C strings on the stack.
const STACK: usize = 128;

impl Text for &str {
    #[inline]
    fn with_c_str<R>(self, f: impl FnOnce(*const c_char) -> R) -> R {
        let bytes = self.as_bytes();
        let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        let bytes = &bytes[..end];
        if bytes.len() < STACK {
            let mut buf = [0u8; STACK];
            buf[..bytes.len()].copy_from_slice(bytes);
            f(buf.as_ptr().cast())
        } else {
            let mut owned = Vec::with_capacity(bytes.len() + 1);
            owned.extend_from_slice(bytes);
            owned.push(0);
            f(owned.as_ptr().cast())
        }
    }
}

impl Text for &String {
    #[inline]
    fn with_c_str<R>(self, f: impl FnOnce(*const c_char) -> R) -> R {
        self.as_str().with_c_str(f)
    }
}

impl Text for String {
    #[inline]
    fn with_c_str<R>(self, f: impl FnOnce(*const c_char) -> R) -> R {
        self.as_str().with_c_str(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(t: impl Text) -> Vec<u8> {
        // SAFETY: `with_c_str` passes a NUL-terminated string valid for the call.
        t.with_c_str(|p| unsafe { CStr::from_ptr(p) }.to_bytes().to_vec())
    }

    #[test]
    fn short_long_and_nul_texts_arrive_as_c_strings() {
        assert_eq!(read("load"), b"load");
        assert_eq!(read(c"load"), b"load");
        let with_nul = String::from("a\0b");
        assert_eq!(read(&with_nul), b"a");
        assert_eq!(read(format!("worker {}", 3)), b"worker 3");
        let long = "x".repeat(STACK * 3);
        assert_eq!(read(long.as_str()), long.as_bytes());
        let edge = "y".repeat(STACK - 1);
        assert_eq!(read(edge.as_str()), edge.as_bytes());
        let over = "z".repeat(STACK);
        assert_eq!(read(over.as_str()), over.as_bytes());
    }
}

/// A text registered in a domain ([`Domain::register_string`](crate::Domain::register_string)),
/// valid while the domain lives: `'d` is the domain's borrow.
#[derive(Clone, Copy, Debug)]
pub struct RegisteredString<'d> {
    handle: nvtxStringHandle_t,
    domain: PhantomData<&'d ()>,
}

impl RegisteredString<'_> {
    /// The string `handle` of a domain borrowed for `'d`.
    pub(crate) fn new(handle: nvtxStringHandle_t) -> Self {
        RegisteredString {
            handle,
            domain: PhantomData,
        }
    }

    /// The tool's handle (null without a tool).
    pub fn raw(&self) -> nvtxStringHandle_t {
        self.handle
    }
}
