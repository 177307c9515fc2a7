//! What the examples share: the GPU's setup (or why there is none), and a stand-in for loading a CUBIN.

use std::ffi::{c_void, CString};

use cuda_driver::sys::{CUfunction, CUmodule};
use cuda_driver::{Device, Driver, PrimaryContext};

/// Device 0 with its primary context current, or `Err` with why there is no GPU to run on.
pub fn gpu() -> Result<(&'static Driver, Device, PrimaryContext), String> {
    let driver = cuda_driver::init().map_err(|e| e.to_string())?;
    let device = Device::get(driver, 0).map_err(|e| e.to_string())?;
    let ctx = device.primary_context().map_err(|e| e.to_string())?;
    ctx.make_current().map_err(|e| e.to_string())?;
    Ok((driver, device, ctx))
}

/// A stand-in for the safe layer's `Module::from_image` (branch `safe`, not merged when these examples
/// were written): a module loaded from CUBIN bytes with `cuModuleLoadData`, unloaded on drop.
pub struct CubinModule {
    driver: &'static Driver,
    raw: CUmodule,
}

#[allow(dead_code)] // each example uses what it needs
impl CubinModule {
    /// Loads `cubin` into the current context.
    ///
    /// # Safety
    /// `cubin` must be a CUBIN (as NVRTC's `cubin()` returns): the driver reads it with no length.
    pub unsafe fn load(driver: &'static Driver, cubin: &[u8]) -> Result<Self, cuda_driver::Error> {
        let mut raw = CUmodule::null();
        // SAFETY: the caller vouches for the image; `raw` is a valid out-parameter.
        unsafe { driver.cuModuleLoadData(raw.as_mut_ptr(), cubin.as_ptr().cast::<c_void>()) }?;
        Ok(CubinModule { driver, raw })
    }

    /// The kernel named `name`.
    pub fn function(&self, name: &str) -> Result<CUfunction, Box<dyn std::error::Error>> {
        let name = CString::new(name)?;
        let mut f = CUfunction::null();
        // SAFETY: a live module, a NUL-terminated name, a valid out-parameter.
        unsafe {
            self.driver
                .cuModuleGetFunction(f.as_mut_ptr(), self.raw, name.as_ptr())
        }?;
        Ok(f)
    }
}

impl Drop for CubinModule {
    fn drop(&mut self) {
        // SAFETY: the module is live and owned here; the examples synchronise before dropping it.
        let _ = unsafe { self.driver.cuModuleUnload(self.raw) };
    }
}
