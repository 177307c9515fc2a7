//! A POSIX descriptor handed to the driver's import functions, which take it as a `void *`.

use crate::Error;

/// Runs `f` with a POSIX descriptor as the `void *` handle the driver's import functions take (the
/// number as the pointer's value). Descriptor 0 would be a null pointer, which the driver refuses
/// (`CUDA_ERROR_INVALID_VALUE`, driver 580): it is passed as a duplicate numbered 3 or above, closed
/// after the call. A descriptor received as standard input is exactly that case.
#[cfg(unix)]
pub(crate) fn with_fd_handle<R>(
    fd: std::os::fd::BorrowedFd<'_>,
    f: impl FnOnce(*mut std::ffi::c_void) -> Result<R, Error>,
) -> Result<R, Error> {
    use std::os::fd::AsRawFd;
    let duplicate = if fd.as_raw_fd() == 0 {
        Some(fd.try_clone_to_owned().map_err(|e| {
            Error::InvalidArgument(format!(
                "could not duplicate descriptor 0 to pass it to the driver: {e}"
            ))
        })?)
    } else {
        None
    };
    let raw = duplicate
        .as_ref()
        .map_or(fd.as_raw_fd(), AsRawFd::as_raw_fd);
    // `raw` is not negative (an open descriptor), and not 0 (duplicated above).
    f(std::ptr::without_provenance_mut(raw as usize))
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::fd::{AsFd, BorrowedFd};

    fn handle_of(fd: BorrowedFd<'_>) -> usize {
        super::with_fd_handle(fd, |handle| Ok(handle as usize)).unwrap()
    }

    #[test]
    #[cfg_attr(
        miri,
        ignore = "duplicating a descriptor is a system call Miri does not model"
    )]
    fn descriptor_zero_reaches_the_driver_as_a_duplicate_not_a_null_handle() {
        // SAFETY: descriptor 0 (the test's standard input) is open for the whole test run.
        let stdin = unsafe { BorrowedFd::borrow_raw(0) };
        assert!(handle_of(stdin) >= 3, "descriptor 0 passed as is");
        let file = std::fs::File::open("/dev/null").unwrap();
        let raw = std::os::fd::AsRawFd::as_raw_fd(&file);
        assert_eq!(handle_of(file.as_fd()), raw as usize);
    }
}
