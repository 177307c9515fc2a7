//! Modules loaded from PTX, and their functions and globals.

use std::ffi::{c_int, c_uint, c_void, CString};

use crate::sys::{
    CUcontext, CUdeviceptr, CUfunction, CUfunction_attribute, CUjit_option, CUmodule,
};
use crate::{Driver, Error};

/// A loaded module; unloaded on drop.
#[derive(Debug)]
pub struct Module {
    driver: &'static Driver,
    ctx: CUcontext,
    raw: CUmodule,
}

// SAFETY: module handles may be used from any thread; unloading switches to the module's context.
unsafe impl Send for Module {}
// SAFETY: lookups are thread-safe driver calls on an unchanging module.
unsafe impl Sync for Module {}

impl Module {
    /// JIT-compiles and loads PTX text in the current context.
    ///
    /// # Errors
    /// [`Error::Jit`] with the JIT compiler's log when the PTX does not compile; a PTX text with a NUL
    /// byte; other failing codes of `cuModuleLoadDataEx`.
    pub fn from_ptx(driver: &'static Driver, ptx: &str) -> Result<Self, Error> {
        let image = CString::new(ptx).map_err(|e| {
            Error::InvalidArgument(format!("PTX text has a NUL byte at {}", e.nul_position()))
        })?;
        let ctx = super::current(driver)?;
        let mut log = vec![0u8; 16 * 1024];
        let mut options = [
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        // The driver reads the size option's value as an integer stored in the pointer slot.
        let mut values: [*mut c_void; 2] = [
            log.as_mut_ptr().cast(),
            std::ptr::without_provenance_mut(log.len()),
        ];
        let mut raw = CUmodule::null();
        // SAFETY: a NUL-terminated image; two options with their values; the log buffer is writable for the
        // size given and outlives the call.
        let result = unsafe {
            driver.cuModuleLoadDataEx(
                raw.as_mut_ptr(),
                image.as_ptr().cast(),
                options.len() as c_uint,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        match result {
            Ok(()) => Ok(Module { driver, ctx, raw }),
            Err(error) => {
                let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
                let log = String::from_utf8_lossy(&log[..end]).trim().to_owned();
                if log.is_empty() {
                    Err(error.into())
                } else {
                    Err(Error::Jit { error, log })
                }
            }
        }
    }

    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUmodule {
        self.raw
    }

    /// The kernel named `name` (its `.entry` name in the PTX).
    ///
    /// # Errors
    /// `CUDA_ERROR_NOT_FOUND` when there is none; a name with a NUL byte.
    pub fn function(&self, name: &str) -> Result<Function<'_>, Error> {
        let cname = CString::new(name)
            .map_err(|_| Error::InvalidArgument(format!("kernel name {name:?} has a NUL byte")))?;
        let mut raw = CUfunction::null();
        // SAFETY: `raw` is a valid out-parameter; the name is NUL-terminated.
        unsafe {
            self.driver
                .cuModuleGetFunction(raw.as_mut_ptr(), self.raw, cname.as_ptr())
        }?;
        Ok(Function { module: self, raw })
    }

    /// The device address and size in bytes of the global variable `name`.
    ///
    /// # Errors
    /// `CUDA_ERROR_NOT_FOUND` when there is none; a name with a NUL byte.
    pub fn global(&self, name: &str) -> Result<(CUdeviceptr, usize), Error> {
        let cname = CString::new(name)
            .map_err(|_| Error::InvalidArgument(format!("global name {name:?} has a NUL byte")))?;
        let mut ptr = CUdeviceptr::null();
        let mut size = 0usize;
        // SAFETY: valid out-parameters; the name is NUL-terminated.
        unsafe {
            self.driver
                .cuModuleGetGlobal(ptr.as_mut_ptr(), &mut size, self.raw, cname.as_ptr())
        }?;
        Ok((ptr, size))
    }
}

super::owner!(Module, unload, cuModuleUnload, raw, "Unloads the module");

/// A kernel of a loaded module; it cannot outlive the module.
#[derive(Clone, Copy, Debug)]
pub struct Function<'m> {
    module: &'m Module,
    raw: CUfunction,
}

// SAFETY: function handles are names usable from any thread while the module lives (the borrow).
unsafe impl Send for Function<'_> {}
// SAFETY: as above.
unsafe impl Sync for Function<'_> {}

impl Function<'_> {
    /// The raw handle (valid while the module lives).
    #[inline]
    pub fn raw(&self) -> CUfunction {
        self.raw
    }

    /// The driver.
    #[inline]
    pub fn driver(&self) -> &'static Driver {
        self.module.driver
    }

    /// One attribute of the kernel, by value.
    ///
    /// # Errors
    /// A failing `cuFuncGetAttribute`.
    pub fn attribute(&self, attribute: CUfunction_attribute) -> Result<i32, Error> {
        let mut v: c_int = 0;
        // SAFETY: `v` is a valid out-parameter.
        unsafe {
            self.driver()
                .cuFuncGetAttribute(&mut v, attribute, self.raw)
        }?;
        Ok(v)
    }

    /// Sets one attribute of the kernel.
    ///
    /// # Errors
    /// A failing `cuFuncSetAttribute`.
    pub fn set_attribute(&self, attribute: CUfunction_attribute, value: i32) -> Result<(), Error> {
        // SAFETY: plain values.
        unsafe { self.driver().cuFuncSetAttribute(self.raw, attribute, value) }?;
        Ok(())
    }

    /// How many blocks of `block_size` threads (with `dynamic_shared_bytes`) fit on one multiprocessor.
    ///
    /// # Errors
    /// A failing `cuOccupancyMaxActiveBlocksPerMultiprocessor`.
    pub fn max_active_blocks_per_multiprocessor(
        &self,
        block_size: i32,
        dynamic_shared_bytes: usize,
    ) -> Result<i32, Error> {
        let mut n: c_int = 0;
        // SAFETY: `n` is a valid out-parameter.
        unsafe {
            self.driver().cuOccupancyMaxActiveBlocksPerMultiprocessor(
                &mut n,
                self.raw,
                block_size,
                dynamic_shared_bytes,
            )
        }?;
        Ok(n)
    }
}
