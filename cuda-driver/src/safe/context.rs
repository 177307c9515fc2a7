//! Contexts: the device's primary context (retained, made current) and created contexts.

use std::ffi::c_uint;

use crate::sys::{CUcontext, CUdevice, CUresult};
use crate::{Device, Driver, Error};

/// A retained primary context; released on drop.
#[derive(Debug)]
pub struct PrimaryContext {
    device: Device,
    raw: CUcontext,
}

// SAFETY: a retained primary context may be used and released from any thread.
unsafe impl Send for PrimaryContext {}
// SAFETY: its methods only pass the handle to thread-safe driver calls.
unsafe impl Sync for PrimaryContext {}

impl PrimaryContext {
    pub(crate) fn retain(device: Device) -> Result<Self, Error> {
        let mut raw = CUcontext::null();
        // SAFETY: `raw` is a valid out-parameter; the device handle came from `cuDeviceGet`.
        unsafe {
            device
                .driver()
                .cuDevicePrimaryCtxRetain(raw.as_mut_ptr(), device.raw())
        }?;
        Ok(PrimaryContext { device, raw })
    }

    /// Makes the context current on the calling thread.
    ///
    /// # Errors
    /// A failing `cuCtxSetCurrent`.
    pub fn make_current(&self) -> Result<(), Error> {
        // SAFETY: the context is retained for as long as `self` lives.
        unsafe { self.device.driver().cuCtxSetCurrent(self.raw) }?;
        Ok(())
    }

    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUcontext {
        self.raw
    }

    /// The device.
    pub fn device(&self) -> Device {
        self.device
    }

    /// Lets kernels and copies in this context reach memory allocated in `peer`'s context.
    ///
    /// Idempotent: access that is already enabled is `Ok`. The calling thread's current context is left
    /// as it was.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] naming both devices when the pair cannot access each other
    /// (`cuDeviceCanAccessPeer` says no), or a failing `cuCtxEnablePeerAccess`.
    pub fn enable_peer_access(&self, peer: &PrimaryContext) -> Result<(), Error> {
        let (this, other) = (self.device, peer.device);
        if !this.can_access_peer(&other)? {
            return Err(Error::InvalidArgument(format!(
                "device {} cannot access the memory of device {}: cuDeviceCanAccessPeer says no (no P2P \
                 link between them, or the same device)",
                this.ordinal(),
                other.ordinal()
            )));
        }
        let driver = this.driver();
        // SAFETY: both contexts are retained while `self` and `peer` live.
        let result = super::in_context(driver, self.raw, || unsafe {
            driver.cuCtxEnablePeerAccess(peer.raw, 0)
        });
        match result {
            Err(e) if e.code() == Some(CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED) => Ok(()),
            other => Ok(other?),
        }
    }

    /// Undoes [`enable_peer_access`](Self::enable_peer_access).
    ///
    /// # Errors
    /// A failing `cuCtxDisablePeerAccess` (`CUDA_ERROR_PEER_ACCESS_NOT_ENABLED` if it was not enabled).
    pub fn disable_peer_access(&self, peer: &PrimaryContext) -> Result<(), Error> {
        let driver = self.device.driver();
        // SAFETY: both contexts are retained while `self` and `peer` live.
        super::in_context(driver, self.raw, || unsafe {
            driver.cuCtxDisablePeerAccess(peer.raw)
        })?;
        Ok(())
    }

    /// Releases the context, reporting an error that drop would ignore.
    ///
    /// # Errors
    /// A failing `cuDevicePrimaryCtxRelease`.
    pub fn release(self) -> Result<(), Error> {
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: retained once by `retain`, released once here (drop will not run).
        unsafe {
            this.device
                .driver()
                .cuDevicePrimaryCtxRelease(this.device.raw())
        }?;
        Ok(())
    }
}

impl Drop for PrimaryContext {
    fn drop(&mut self) {
        // SAFETY: retained once by `retain`, released once here.
        let _ = unsafe {
            self.device
                .driver()
                .cuDevicePrimaryCtxRelease(self.device.raw())
        };
    }
}

/// A context created with `cuCtxCreate` (prefer [`PrimaryContext`], which the runtime API shares);
/// destroyed on drop.
#[derive(Debug)]
pub struct Context {
    driver: &'static Driver,
    raw: CUcontext,
}

// SAFETY: a created context may be used and destroyed from any thread.
unsafe impl Send for Context {}
// SAFETY: its methods only pass the handle to thread-safe driver calls.
unsafe impl Sync for Context {}

impl Context {
    /// Creates a context on `device` with `flags` (`CUctx_flags` values) and makes it current.
    ///
    /// # Errors
    /// A failing `cuCtxCreate`.
    pub fn create(device: Device, flags: c_uint) -> Result<Self, Error> {
        let mut raw = CUcontext::null();
        let dev: CUdevice = device.raw();
        // SAFETY: `raw` is a valid out-parameter.
        unsafe { device.driver().cuCtxCreate(raw.as_mut_ptr(), flags, dev) }?;
        Ok(Context {
            driver: device.driver(),
            raw,
        })
    }

    /// Makes the context current on the calling thread.
    ///
    /// # Errors
    /// A failing `cuCtxSetCurrent`.
    pub fn make_current(&self) -> Result<(), Error> {
        // SAFETY: the context lives as long as `self`.
        unsafe { self.driver.cuCtxSetCurrent(self.raw) }?;
        Ok(())
    }

    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUcontext {
        self.raw
    }

    /// Destroys the context, reporting an error that drop would ignore.
    ///
    /// # Errors
    /// A failing `cuCtxDestroy`.
    pub fn destroy(self) -> Result<(), Error> {
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: created once, destroyed once here (drop will not run).
        unsafe { this.driver.cuCtxDestroy(this.raw) }?;
        Ok(())
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: created once, destroyed once here.
        let _ = unsafe { self.driver.cuCtxDestroy(self.raw) };
    }
}

/// The calling thread's current context, if any.
///
/// # Errors
/// A failing `cuCtxGetCurrent`.
#[inline]
pub fn current_context(driver: &Driver) -> Result<Option<CUcontext>, Error> {
    let ctx = super::current(driver)?;
    Ok((!ctx.is_null()).then_some(ctx))
}

/// Waits for all work in the current context (`cuCtxSynchronize`).
///
/// # Errors
/// A failing `cuCtxSynchronize`, which also reports errors of earlier asynchronous work.
#[inline]
pub fn synchronize(driver: &Driver) -> Result<(), Error> {
    // SAFETY: no arguments.
    unsafe { driver.cuCtxSynchronize() }?;
    Ok(())
}
