//! cuFile's settings, read and changed through the library (`cuFileGetParameter*`,
//! `cuFileSetParameter*`): the same keys as `cufile.json`, changed only before the driver is opened.

use std::ffi::{c_char, c_int, CStr, CString};

use crate::error::{CuFileError, Error};
use crate::sys::{
    CUFileBoolConfigParameter_t, CUFileSizeTConfigParameter_t, CUFileStringConfigParameter_t,
};
use crate::CuFile;

impl CuFile {
    /// An on/off setting (`cuFileGetParameterBool`).
    ///
    /// # Errors
    /// cuFile's refusal (a parameter this library does not know).
    pub fn parameter_bool(&self, param: CUFileBoolConfigParameter_t) -> Result<bool, CuFileError> {
        let mut value = false;
        // SAFETY: a valid out-parameter; the call reads the configuration only.
        unsafe { self.cuFileGetParameterBool(param, &mut value) }?;
        Ok(value)
    }

    /// Changes an on/off setting (`cuFileSetParameterBool`): compatibility mode is
    /// `CUFILE_PARAM_PROPERTIES_ALLOW_COMPAT_MODE`. Only before the driver is opened; later, cuFile
    /// refuses with `CU_FILE_DRIVER_ALREADY_OPEN`.
    ///
    /// # Errors
    /// cuFile's refusal.
    pub fn set_parameter_bool(
        &self,
        param: CUFileBoolConfigParameter_t,
        value: bool,
    ) -> Result<(), CuFileError> {
        // SAFETY: plain values; cuFile refuses a change it cannot make.
        unsafe { self.cuFileSetParameterBool(param, value) }
    }

    /// A numeric setting (`cuFileGetParameterSizeT`).
    ///
    /// # Errors
    /// cuFile's refusal.
    pub fn parameter_size(
        &self,
        param: CUFileSizeTConfigParameter_t,
    ) -> Result<usize, CuFileError> {
        let mut value = 0;
        // SAFETY: a valid out-parameter.
        unsafe { self.cuFileGetParameterSizeT(param, &mut value) }?;
        Ok(value)
    }

    /// Changes a numeric setting (`cuFileSetParameterSizeT`), before the driver is opened.
    ///
    /// # Errors
    /// cuFile's refusal.
    pub fn set_parameter_size(
        &self,
        param: CUFileSizeTConfigParameter_t,
        value: usize,
    ) -> Result<(), CuFileError> {
        // SAFETY: plain values.
        unsafe { self.cuFileSetParameterSizeT(param, value) }
    }

    /// A text setting (`cuFileGetParameterString`), up to 4095 bytes.
    ///
    /// # Errors
    /// cuFile's refusal.
    pub fn parameter_string(
        &self,
        param: CUFileStringConfigParameter_t,
    ) -> Result<String, CuFileError> {
        let mut buf = vec![0 as c_char; 4096];
        let len = c_int::try_from(buf.len() - 1).unwrap_or(c_int::MAX);
        // SAFETY: `buf` holds `len + 1` bytes; cuFile writes at most `len` and a NUL.
        unsafe { self.cuFileGetParameterString(param, buf.as_mut_ptr(), len) }?;
        let last = buf.len() - 1;
        buf[last] = 0;
        // SAFETY: `buf` ends with a NUL (set above), so the string stops inside it.
        let text = unsafe { CStr::from_ptr(buf.as_ptr()) };
        Ok(text.to_string_lossy().into_owned())
    }

    /// Changes a text setting (`cuFileSetParameterString`): the log's folder is
    /// `CUFILE_PARAM_LOG_DIR`. Before the driver is opened.
    ///
    /// # Errors
    /// [`Error::Nul`] for a value holding a NUL byte; cuFile's refusal.
    pub fn set_parameter_string(
        &self,
        param: CUFileStringConfigParameter_t,
        value: &str,
    ) -> Result<(), Error> {
        let value = CString::new(value).map_err(|_| Error::Nul)?;
        // SAFETY: a NUL-terminated string that lives through the call.
        unsafe { self.cuFileSetParameterString(param, value.as_ptr()) }?;
        Ok(())
    }
}
