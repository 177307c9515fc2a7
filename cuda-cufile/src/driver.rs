//! The driver owner: `cuFileDriverOpen` once for the process while any [`Driver`] lives,
//! `cuFileDriverClose` when the last goes.

use std::sync::{Arc, Mutex, PoisonError, Weak};

use crate::error::Error;
use crate::sys::CUfileDrvProps_t;
use crate::CuFile;

/// The open cuFile driver, shared: clones (and later [`Driver::open`] calls while one lives) share one
/// `cuFileDriverOpen`, closed with `cuFileDriverClose` when the last is dropped. Every registered file
/// and buffer holds one, so the driver outlives them.
#[derive(Clone, Debug)]
pub struct Driver {
    inner: Arc<Open>,
}

#[derive(Debug)]
struct Open {
    cufile: &'static CuFile,
}

/// The driver open now, if any: [`Driver::open`] shares it.
static OPEN: Mutex<Weak<Open>> = Mutex::new(Weak::new());

impl Driver {
    /// Opens the driver of `cufile` (loaded with [`CuFile::load`]), or shares the one open already.
    ///
    /// Where GPUDirect Storage is not set up (no nvidia-fs module), opening succeeds only with
    /// compatibility mode allowed (`"allow_compat_mode": true` in the JSON file that the environment
    /// variable `CUFILE_ENV_PATH_JSON` names, or
    /// [`CUFILE_PARAM_PROPERTIES_ALLOW_COMPAT_MODE`](crate::sys::CUFileBoolConfigParameter_t) set before
    /// opening); then reads and writes go through POSIX calls and a bounce buffer.
    ///
    /// # Errors
    /// [`Error::CuFile`] with cuFile's refusal (`CU_FILE_DRIVER_NOT_INITIALIZED`, ...).
    pub fn open(cufile: &'static CuFile) -> Result<Driver, Error> {
        let mut open = OPEN.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(inner) = open.upgrade() {
            if std::ptr::eq(inner.cufile, cufile) {
                return Ok(Driver { inner });
            }
        }
        // SAFETY: no arguments; cuFile counts opens itself, and this one is closed once, by `Open`'s drop.
        unsafe { cufile.cuFileDriverOpen() }?;
        let inner = Arc::new(Open { cufile });
        *open = Arc::downgrade(&inner);
        Ok(Driver { inner })
    }

    /// The library this driver was opened from.
    pub fn cufile(&self) -> &'static CuFile {
        self.inner.cufile
    }

    /// The driver's versions, limits and flags (`cuFileDriverGetProperties`).
    ///
    /// # Errors
    /// A failing `cuFileDriverGetProperties`.
    pub fn properties(&self) -> Result<CUfileDrvProps_t, Error> {
        let mut props = CUfileDrvProps_t::new();
        // SAFETY: a valid out-parameter of the declared type; the driver is open while `self` lives.
        unsafe { self.cufile().cuFileDriverGetProperties(props.as_mut_ptr()) }?;
        Ok(props)
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        // SAFETY: this `Open` made one `cuFileDriverOpen`; nothing registered outlives it (each holds a
        // `Driver`). A failure cannot be reported from a drop, and leaves the driver open.
        let _ = unsafe { self.cufile.cuFileDriverClose() };
    }
}
