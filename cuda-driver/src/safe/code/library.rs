//! Libraries: code loaded once for every context (`cuLibraryLoadData`), whose kernels become a
//! launchable [`Function`] in each context that asks (`cuKernelGetFunction`). See NVIDIA's
//! [library management](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__LIBRARY.html).
//!
//! A library belongs to no context, but the code it loads runs in contexts: each
//! [`Kernel::function`] registers its context with the library, and the unload waits for the work of
//! every registered context first, as a module's unload waits for its one context.

use std::ffi::{c_uint, CString};
use std::sync::{Arc, Mutex, PoisonError};

use crate::sys::{CUfunction, CUkernel, CUlibrary};
use crate::{Context, Driver, DriverError, Error, Function, ParamInfo};

use super::launch::{probe_kernel, Signature};
use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::owners::close;
use crate::safe::owners::current;
use crate::safe::owners::stream::Held;

/// A library of kernels loaded for every context of the process; unloaded after its last owner (the
/// value, its [`Kernel`]s, and the graphs whose captured launches use its kernels), once the work
/// queued in each context where one of its kernels was made a [`Function`] is done: a plain launch
/// records nothing on the library, so a kernel of it may still be running when the last owner goes.
#[derive(Debug)]
pub struct Library {
    inner: Arc<LibraryInner>,
}

/// The loaded library, shared by the value, its kernels and the graphs that launch them.
pub(crate) struct LibraryInner {
    driver: &'static Driver,
    raw: CUlibrary,
    /// Every context in which a kernel of the library was made a function: the unload waits for
    /// their work, and holds them alive until then. Locked by [`Kernel::function`] and the unload.
    contexts: Mutex<Vec<Context>>,
}

// SAFETY: a library handle is a name the driver accepts from any thread; the list is behind a lock.
unsafe impl Send for LibraryInner {}
// SAFETY: as above; lookups are thread-safe driver calls on an unchanging library.
unsafe impl Sync for LibraryInner {}

impl std::fmt::Debug for LibraryInner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Library")
            .field("raw", &self.raw)
            .finish_non_exhaustive()
    }
}

impl Library {
    /// JIT-compiles and loads PTX text as a library.
    ///
    /// # Errors
    /// As [`from_image`](Self::from_image).
    pub fn from_ptx(driver: &'static Driver, ptx: &str) -> Result<Self, Error> {
        Self::from_image(driver, ptx.as_bytes())
    }

    /// Loads a library image (`cuLibraryLoadData`): PTX text (with or without its final NUL), or a
    /// CUBIN or fatbin as NVCC or NVRTC write them, checked as [`Module::from_image`](crate::Module::from_image)
    /// checks them. No context need be current: the driver loads the code into each context that uses
    /// it. `driver` must be initialised ([`init`](crate::init)).
    ///
    /// # Errors
    /// As [`Module::from_image`](crate::Module::from_image), from `cuLibraryLoadData` (missing before
    /// CUDA 12.0); inside a host function, [`DriverError::is_in_host_fn`].
    pub fn from_image(driver: &'static Driver, image: &[u8]) -> Result<Self, Error> {
        host_fn::refuse("cuLibraryLoadData")?;
        let raw = super::image::load(image, |words, options, values| {
            let mut raw = CUlibrary::null();
            // SAFETY: a NUL-terminated PTX or a binary whose headers lie inside the copy (`load`);
            // two JIT options with their values, the log writable for the size given; no library
            // options. The driver copies the image (no `CU_LIBRARY_BINARY_IS_PRESERVED`), so the
            // copy may go after.
            unsafe {
                driver.cuLibraryLoadData(
                    raw.as_mut_ptr(),
                    words,
                    options.as_mut_ptr(),
                    values.as_mut_ptr(),
                    options.len() as c_uint,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    0,
                )
            }?;
            Ok(raw)
        })?;
        Ok(Library {
            inner: Arc::new(LibraryInner {
                driver,
                raw,
                contexts: Mutex::new(Vec::new()),
            }),
        })
    }

    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUlibrary {
        self.inner.raw
    }

    /// The driver.
    pub fn driver(&self) -> &'static Driver {
        self.inner.driver
    }

    /// The kernel named `name` (its `.entry` name in the PTX), with its parameter list, learned once
    /// here (`cuKernelGetParamCount`, `cuKernelGetParamInfo`) and checked by every launch of its
    /// functions, as [`Module::function`](crate::Module::function)'s; on a driver older than CUDA 12.4
    /// launches are not checked. The kernel holds the library.
    ///
    /// # Errors
    /// [`Error::Lookup`] naming the kernel (`CUDA_ERROR_NOT_FOUND` when there is none); a name with a
    /// NUL byte; a failing `cuKernelGetParamInfo` or `cuKernelGetParamCount` (a driver lacking the
    /// last two is no error).
    pub fn kernel(&self, name: &str) -> Result<Kernel, Error> {
        let cname = CString::new(name)
            .map_err(|_| Error::InvalidArgument(format!("kernel name {name:?} has a NUL byte")))?;
        host_fn::refuse("cuLibraryGetKernel")?;
        let driver = self.inner.driver;
        let mut raw = CUkernel::null();
        // SAFETY: `raw` is a valid out-parameter; the name is NUL-terminated; the library is loaded.
        unsafe { driver.cuLibraryGetKernel(raw.as_mut_ptr(), self.inner.raw, cname.as_ptr()) }
            .map_err(Error::lookup("kernel", name))?;
        let signature = Signature::of(probe_kernel(driver, raw)?.as_deref());
        Ok(Kernel {
            held: Arc::clone(&self.inner) as Held,
            library: Arc::clone(&self.inner),
            raw,
            signature,
        })
    }

    /// Unloads the library now if nothing else holds it, after the work of every context its kernels
    /// were made functions in (see [`Library`]), reporting an error that drop would ignore; while a
    /// [`Kernel`] or a graph holds it, it stays loaded (and this returns `Ok`).
    ///
    /// # Errors
    /// A failing `cuCtxSynchronize` (the library is then left loaded unless the error is sticky) or
    /// `cuLibraryUnload`.
    pub fn close(self) -> Result<(), Error> {
        let Ok(mut inner) = Arc::try_unwrap(self.inner) else {
            return Ok(());
        };
        let raw = std::mem::take(&mut inner.raw);
        Ok(inner.unload(raw)?)
    }
}

impl LibraryInner {
    /// Unloads `raw` once no work queued in any registered context runs any more (each synchronised in
    /// turn, with its context bound and the thread's own restored). If a wait fails with an error after
    /// which work may still run, or the call comes from inside a host function, the library stays
    /// loaded (leaked) rather than unloaded under a kernel.
    fn unload(&mut self, raw: CUlibrary) -> Result<(), DriverError> {
        let contexts = std::mem::take(
            self.contexts
                .get_mut()
                .unwrap_or_else(PoisonError::into_inner),
        );
        for ctx in &contexts {
            current::in_context(ctx, || {
                // SAFETY: no arguments; waits for every stream of the context made current here.
                close::work_over(unsafe { ctx.driver().cuCtxSynchronize() })
            })?;
        }
        host_fn::refuse("cuLibraryUnload")?;
        // SAFETY: loaded once, unloaded once here, after the last owner and after the work of every
        // context a function of it was made in (no other context has its code).
        unsafe { self.driver.cuLibraryUnload(raw) }
        // `contexts` go after the unload: a created context is destroyed only then.
    }

    /// Records that `ctx` runs code of the library, once per context.
    fn register(&self, ctx: &Context) {
        let mut list = self.contexts.lock().unwrap_or_else(PoisonError::into_inner);
        if !list.iter().any(|c| c.same(ctx)) {
            list.push(ctx.clone());
        }
    }
}

impl Drop for LibraryInner {
    /// Waits for the work of every registered context, then unloads (see `unload`).
    fn drop(&mut self) {
        if !self.raw.is_null() && host_fn::inside() {
            // Unloaded after the host function, on the release thread (`host_fn::release`).
            let contexts = std::mem::take(
                self.contexts
                    .get_mut()
                    .unwrap_or_else(PoisonError::into_inner),
            );
            return release::defer(LibraryInner {
                driver: self.driver,
                raw: std::mem::take(&mut self.raw),
                contexts: Mutex::new(contexts),
            });
        }
        if !self.raw.is_null() {
            let _ = self.unload(self.raw);
        }
    }
}

/// A kernel of a [`Library`], not yet bound to a context; [`function`](Self::function) makes it
/// launchable in one. Holds the library.
#[derive(Debug)]
pub struct Kernel {
    /// The library, as launches captured into a graph hold it.
    held: Held,
    /// The same library, typed.
    library: Arc<LibraryInner>,
    raw: CUkernel,
    /// The kernel's parameter list, copied into each of its functions.
    signature: Signature,
}

// SAFETY: a kernel handle is a name usable from any thread while the library lives (held here).
unsafe impl Send for Kernel {}
// SAFETY: as above.
unsafe impl Sync for Kernel {}

impl Kernel {
    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUkernel {
        self.raw
    }

    /// The kernel as a function of `ctx` (`cuKernelGetFunction`, which loads the library's code into
    /// the context if it is not there yet), launched as any [`Function`]: only on streams of `ctx`,
    /// with its arguments checked against the kernel's parameter list. From here on the library's
    /// unload waits for the work queued in `ctx` (and keeps `ctx` alive until then).
    ///
    /// # Errors
    /// A failing `cuCtxSetCurrent` or `cuKernelGetFunction` (for example `CUDA_ERROR_NO_BINARY_FOR_GPU`
    /// where the library has no code for the context's device).
    pub fn function<'a>(&'a self, ctx: &'a Context) -> Result<Function<'a>, Error> {
        // Registered first: once the driver has loaded the code into the context, the unload must
        // wait for it, whether or not this call succeeds.
        self.library.register(ctx);
        ctx.bind()?;
        let mut raw = CUfunction::null();
        // SAFETY: `raw` is a valid out-parameter; the kernel's library is loaded (held by `self`);
        // `ctx` is current.
        unsafe { ctx.driver().cuKernelGetFunction(raw.as_mut_ptr(), self.raw) }?;
        Ok(Function::of_library(&self.held, ctx, raw, self.signature))
    }

    /// The kernel's parameters in order, as the driver reports them (`cuKernelGetParamCount` where it
    /// has it, `cuKernelGetParamInfo`); `None` before CUDA 12.4. Asks the driver on every call.
    ///
    /// # Errors
    /// A failing `cuKernelGetParamInfo` or `cuKernelGetParamCount` (other than the driver lacking them).
    pub fn params(&self) -> Result<Option<Vec<ParamInfo>>, Error> {
        Ok(probe_kernel(self.library.driver, self.raw)?)
    }

    /// Whether launches of the kernel's functions are checked against its parameter list.
    pub fn is_checked(&self) -> bool {
        self.signature.is_known()
    }
}
