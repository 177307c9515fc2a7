//! Strings NVML writes into a buffer the caller gives: read up to their NUL.

use std::ffi::{c_char, c_uint};

use cuda_struct::{c_string_from_buffer, BufferError, CStringBuf};

use crate::sys::nvmlReturn_t;
use crate::NvmlError;

/// Calls `fill` (the C function `call`) with a zeroed buffer of `N` bytes and its length, and returns
/// the text up to the first NUL (bytes that are not UTF-8 replaced). A buffer filled without a NUL is
/// never read past: it is `NVML_ERROR_INSUFFICIENT_SIZE` for `call`.
pub(crate) fn text<const N: usize>(
    call: &'static str,
    fill: impl FnOnce(*mut c_char, c_uint) -> Result<(), NvmlError>,
) -> Result<String, NvmlError> {
    let length = c_uint::try_from(N).unwrap_or(c_uint::MAX);
    let read: Result<CStringBuf<N>, _> = c_string_from_buffer(|buf, _| fill(buf, length));
    match read {
        Ok(s) => Ok(s.lossy().to_string()),
        Err(BufferError::Call(e)) => Err(e),
        // Every byte written and none NUL: the text did not fit.
        Err(BufferError::NoNul(_)) => Err(NvmlError::failed(
            call,
            nvmlReturn_t::NVML_ERROR_INSUFFICIENT_SIZE,
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(buf: *mut c_char, length: c_uint, bytes: &[u8]) {
        assert!(bytes.len() <= length as usize);
        for (i, b) in bytes.iter().enumerate() {
            // SAFETY: `i < bytes.len() <= length`, the buffer's size.
            unsafe { *buf.add(i) = *b as c_char };
        }
    }

    #[test]
    fn the_text_stops_at_the_first_nul() {
        let s = text::<16>("t", |buf, len| {
            assert_eq!(len, 16);
            write(buf, len, b"H100\0GPU-12\0");
            Ok(())
        })
        .unwrap();
        assert_eq!(s, "H100");
    }

    #[test]
    fn an_empty_answer_is_an_empty_string() {
        assert_eq!(text::<8>("t", |_, _| Ok(())).unwrap(), "");
    }

    #[test]
    fn bytes_that_are_not_utf8_are_replaced() {
        let s = text::<8>("t", |buf, len| {
            write(buf, len, b"a\xffb\0");
            Ok(())
        })
        .unwrap();
        assert_eq!(s, "a\u{fffd}b");
    }

    #[test]
    fn the_calls_error_is_passed_on() {
        let err = NvmlError::failed(
            "nvmlDeviceGetName",
            nvmlReturn_t::NVML_ERROR_INSUFFICIENT_SIZE,
        );
        assert_eq!(text::<8>("t", |_, _| Err(err)), Err(err));
    }

    #[test]
    fn a_buffer_without_nul_is_not_read_past() {
        let err = text::<4>("nvmlDeviceGetName", |buf, len| {
            write(buf, len, b"abcd");
            Ok(())
        })
        .unwrap_err();
        assert_eq!(err.name(), Some("NVML_ERROR_INSUFFICIENT_SIZE"));
        assert_eq!(err.call(), "nvmlDeviceGetName");
    }
}
