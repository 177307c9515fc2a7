//! A file registered with cuFile, borrowed from a [`std::fs::File`].

use std::fs::File;
use std::marker::PhantomData;
use std::os::fd::AsRawFd;

use crate::error::Error;
use crate::sys::{CUfileDescr_t, CUfileDescr_t_handle, CUfileFileHandleType, CUfileHandle_t};
use crate::Driver;

/// A [`File`] registered with cuFile (`cuFileHandleRegister`), deregistered when dropped.
///
/// It borrows the file for `'f`: the descriptor cannot be closed while cuFile holds it. For GPUDirect
/// Storage proper, open the file with `O_DIRECT` (`std::os::unix::fs::OpenOptionsExt::custom_flags`);
/// in compatibility mode any regular file will do.
#[derive(Debug)]
pub struct FileHandle<'f> {
    handle: CUfileHandle_t,
    driver: Driver,
    _file: PhantomData<&'f File>,
}

// SAFETY: the handle names the registration, which cuFile lets any thread use; the borrow of the file is
// `&File`, which is `Sync`.
unsafe impl Send for FileHandle<'_> {}
// SAFETY: reads and writes through one handle from several threads are allowed by cuFile; nothing here
// changes the handle.
unsafe impl Sync for FileHandle<'_> {}

impl<'f> FileHandle<'f> {
    /// Registers `file` with the open `driver`.
    ///
    /// # Errors
    /// cuFile's refusal (`CU_FILE_INVALID_FILE_TYPE`, `CU_FILE_DIO_NOT_SET` outside compatibility
    /// mode, ...).
    pub fn register(driver: &Driver, file: &'f File) -> Result<FileHandle<'f>, Error> {
        let mut handle = CUfileDescr_t_handle::new();
        handle.set_fd(file.as_raw_fd());
        let mut descr = CUfileDescr_t::new()
            .with_type(CUfileFileHandleType::CU_FILE_HANDLE_TYPE_OPAQUE_FD)
            .with_handle(handle);
        let mut out = CUfileHandle_t::null();
        // SAFETY: a valid out-parameter and a description of an open descriptor, which `'f` keeps open
        // until the handle is deregistered.
        unsafe {
            driver
                .cufile()
                .cuFileHandleRegister(out.as_mut_ptr(), descr.as_mut_ptr())
        }?;
        Ok(FileHandle {
            handle: out,
            driver: driver.clone(),
            _file: PhantomData,
        })
    }

    /// The raw handle, for the `sys` calls.
    pub fn raw(&self) -> CUfileHandle_t {
        self.handle
    }

    /// The driver the file is registered with.
    pub fn driver(&self) -> &Driver {
        &self.driver
    }
}

impl Drop for FileHandle<'_> {
    fn drop(&mut self) {
        // SAFETY: the handle came from `cuFileHandleRegister` and is deregistered once; no read or write
        // through it can be running (they borrow `self`).
        let _ = unsafe { self.driver.cufile().cuFileHandleDeregister(self.handle) };
    }
}
