//! Modules loaded from PTX, CUBIN or fatbin images, and their functions and globals.

use std::ffi::{c_int, c_uint, CString};
use std::sync::{Arc, Mutex, PoisonError};

use crate::sys::{CUcontext, CUdeviceptr, CUfunction, CUfunction_attribute, CUmodule};
use crate::{Context, Driver, DriverError, Error};

use super::launch::{probe, Signature};
use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::owners::close;
use crate::safe::owners::current;
use crate::safe::owners::stream::Held;

/// A loaded module; unloaded after its last owner (the value, and the graphs whose captured launches use
/// its kernels), once the work queued in its context is done: dropping it waits for that work (a plain
/// launch records nothing on the module, so a kernel of it may still be running).
#[derive(Debug)]
pub struct Module {
    inner: Arc<ModuleInner>,
}

#[derive(Debug)]
pub(crate) struct ModuleInner {
    ctx: Context,
    raw: CUmodule,
    /// The parameter lists of the functions looked up so far, learned once each (see
    /// [`Module::function`]); locked only by a lookup, never by a launch.
    signatures: Mutex<Vec<(CUfunction, Signature)>>,
}

// SAFETY: module handles may be used from any thread; unloading binds the module's context.
unsafe impl Send for ModuleInner {}
// SAFETY: lookups are thread-safe driver calls on an unchanging module.
unsafe impl Sync for ModuleInner {}

impl Module {
    /// JIT-compiles and loads PTX text in `ctx`.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, ptx: &str) -> Result<(), cuda_driver::Error> {
    /// let module = cuda_driver::Module::from_ptx(ctx, ptx)?; // PTX text, JIT-compiled for the device
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`from_image`](Self::from_image).
    pub fn from_ptx(ctx: &Context, ptx: &str) -> Result<Self, Error> {
        Self::from_image(ctx, ptx.as_bytes())
    }

    /// Loads a module image in `ctx` (`cuModuleLoadDataEx`): PTX text (with or without its final NUL,
    /// JIT-compiled for the device), or a CUBIN or fatbin as NVCC or NVRTC write them.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, cubin: &[u8]) -> Result<(), cuda_driver::Error> {
    /// let module = cuda_driver::Module::from_image(ctx, cubin)?; // a CUBIN from NVRTC or nvcc
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::Jit`] with the JIT compiler's log when PTX does not compile; PTX with a NUL byte inside;
    /// [`Error::InvalidArgument`] for bytes that start like a CUBIN or fatbin but whose headers reach
    /// past the end of `image` (the driver takes no length and would read beyond it), or a fatbin
    /// wrapper (which holds a pointer, not an image); other failing codes of `cuModuleLoadDataEx` (`CUDA_ERROR_INVALID_IMAGE`, `CUDA_ERROR_NO_BINARY_FOR_GPU`).
    pub fn from_image(ctx: &Context, image: &[u8]) -> Result<Self, Error> {
        ctx.bind()?;
        let driver = ctx.driver();
        let raw = super::image::load(image, |words, options, values| {
            let mut raw = CUmodule::null();
            // SAFETY: a NUL-terminated PTX or a binary whose headers lie inside the copy (`load`);
            // two options with their values, the log writable for the size given and alive for the
            // call; the context is current.
            unsafe {
                driver.cuModuleLoadDataEx(
                    raw.as_mut_ptr(),
                    words,
                    options.len() as c_uint,
                    options.as_mut_ptr(),
                    values.as_mut_ptr(),
                )
            }?;
            Ok(raw)
        })?;
        Ok(Module {
            inner: Arc::new(ModuleInner {
                ctx: ctx.clone(),
                raw,
                signatures: Mutex::new(Vec::new()),
            }),
        })
    }

    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUmodule {
        self.inner.raw
    }

    /// The context the module is loaded in.
    pub fn context(&self) -> &Context {
        &self.inner.ctx
    }

    pub(crate) fn inner(&self) -> &Arc<ModuleInner> {
        &self.inner
    }

    /// The kernel named `name` (its `.entry` name in the PTX), with its parameter list, which its
    /// launches are checked against (see [`Function::launch`]). The list is asked of the driver the
    /// first time a kernel is looked up in this module (`cuFuncGetParamCount`, `cuFuncGetParamInfo`)
    /// and kept with the module; on a driver older than CUDA 12.4, which cannot tell, launches are not
    /// checked ([`Function::is_checked`]). A driver older than 13.2 has no count query: the list's end
    /// is the one refused query past its last parameter, which `compute-sanitizer --report-api-errors
    /// all` reports (once per lookup, not per launch).
    ///
    /// ```no_run
    /// # fn f(module: &cuda_driver::Module) -> Result<(), cuda_driver::Error> {
    /// let add_one = module.function("add_one")?;
    /// assert!(module.function("no_such_kernel").is_err()); // Error::Lookup, naming it
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::Lookup`] naming the kernel (`CUDA_ERROR_NOT_FOUND` when there is none); a name with a
    /// NUL byte; a failing `cuFuncGetParamInfo` or `cuFuncGetParamCount` (a driver lacking them is no error).
    pub fn function(&self, name: &str) -> Result<Function<'_>, Error> {
        let cname = CString::new(name)
            .map_err(|_| Error::InvalidArgument(format!("kernel name {name:?} has a NUL byte")))?;
        self.inner.ctx.bind()?;
        let mut raw = CUfunction::null();
        // SAFETY: `raw` is a valid out-parameter; the name is NUL-terminated.
        unsafe {
            self.inner.ctx.driver().cuModuleGetFunction(
                raw.as_mut_ptr(),
                self.inner.raw,
                cname.as_ptr(),
            )
        }
        .map_err(Error::lookup("kernel", name))?;
        Ok(Function {
            code: Code::Module(self),
            raw,
            driver: self.inner.ctx.driver(),
            ctx_raw: self.inner.ctx.raw(),
            signature: self.signature(raw)?,
        })
    }

    /// The parameter list of `f`, a function of this module: from the module's list, or learned from
    /// the driver and added to it.
    fn signature(&self, f: CUfunction) -> Result<Signature, Error> {
        let known =
            |list: &[(CUfunction, Signature)]| list.iter().find(|(g, _)| *g == f).map(|&(_, s)| s);
        let lock = || {
            self.inner
                .signatures
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
        };
        if let Some(signature) = known(&lock()) {
            return Ok(signature);
        }
        // Learned without the lock held: two threads looking up one kernel at once may both ask, and
        // the first to finish is kept.
        let learned = Signature::of(probe(self.inner.ctx.driver(), f)?.as_deref());
        let mut list = lock();
        Ok(known(&list).unwrap_or_else(|| {
            list.push((f, learned));
            learned
        }))
    }

    /// The device address and size in bytes of the global variable `name`.
    ///
    /// # Errors
    /// [`Error::Lookup`] naming the global (`CUDA_ERROR_NOT_FOUND` when there is none); a name with a
    /// NUL byte.
    pub fn global(&self, name: &str) -> Result<(CUdeviceptr, usize), Error> {
        let cname = CString::new(name)
            .map_err(|_| Error::InvalidArgument(format!("global name {name:?} has a NUL byte")))?;
        self.inner.ctx.bind()?;
        let mut ptr = CUdeviceptr::null();
        let mut size = 0usize;
        // SAFETY: valid out-parameters; the name is NUL-terminated.
        unsafe {
            self.inner.ctx.driver().cuModuleGetGlobal(
                ptr.as_mut_ptr(),
                &mut size,
                self.inner.raw,
                cname.as_ptr(),
            )
        }
        .map_err(Error::lookup("global", name))?;
        Ok((ptr, size))
    }

    /// Unloads the module now if nothing else holds it, after the work queued in its context (see
    /// [`Module`]'s drop), reporting an error that drop would ignore; a graph that launches its kernels
    /// keeps it loaded until the graph goes (and this returns `Ok`).
    ///
    /// # Errors
    /// A failing `cuCtxSynchronize` (the module is then left loaded unless the error is sticky) or
    /// `cuModuleUnload`.
    pub fn close(self) -> Result<(), Error> {
        let Ok(mut inner) = Arc::try_unwrap(self.inner) else {
            return Ok(());
        };
        let raw = std::mem::take(&mut inner.raw);
        current::in_context(&inner.ctx, || unload_after_work(&inner.ctx, raw))?;
        Ok(())
    }
}

/// Unloads `raw` once no work queued in `ctx` (current here) runs any more: a launch records nothing on
/// its module, and `cuModuleUnload` is not documented to wait for the module's running kernels, so the
/// context is synchronised first. If that fails with an error after which work may still run, the
/// module stays loaded (leaked) rather than unloaded under a kernel.
fn unload_after_work(ctx: &Context, raw: CUmodule) -> Result<(), DriverError> {
    let driver = ctx.driver();
    // After a sticky error no kernel runs any more: the unload is safe (and frees the handle).
    // SAFETY: no arguments; waits for every stream of the current context.
    close::work_over(unsafe { driver.cuCtxSynchronize() })?;
    // SAFETY: loaded once, unloaded once here, after the last owner and after the context's work.
    unsafe { driver.cuModuleUnload(raw) }
}

impl Drop for ModuleInner {
    /// Waits for the work queued in the module's context, then unloads it (see `unload_after_work`).
    fn drop(&mut self) {
        if !self.raw.is_null() && host_fn::inside() {
            // Unloaded after the host function, on the release thread (`host_fn::release`).
            return release::defer(ModuleInner {
                ctx: self.ctx.clone(),
                raw: std::mem::take(&mut self.raw),
                signatures: Mutex::default(),
            });
        }
        if !self.raw.is_null() {
            let _ = current::in_context(&self.ctx, || unload_after_work(&self.ctx, self.raw));
        }
    }
}

/// A kernel of a loaded module ([`Module::function`]) or of a library in one context
/// ([`Kernel::function`](crate::Kernel::function)); it cannot outlive what keeps its code loaded.
///
/// Everything a launch reads of it lies on one cache line (its first 64 bytes; the value is aligned to
/// 64): a launch's driver call evicts much of the CPU's caches, and each further line costs it.
#[derive(Clone, Copy, Debug)]
#[repr(C, align(64))]
pub struct Function<'m> {
    raw: CUfunction,
    /// The context's driver, copied: a launch reads it here, not three pointers away.
    driver: &'static Driver,
    /// The context's handle, copied for the same reason (the context rule of a launch).
    ctx_raw: CUcontext,
    /// The kernel's parameter list, copied from the module's: what a launch checks its arguments
    /// against, with no lock and no driver call.
    signature: Signature,
    /// What keeps the code loaded: read only when a graph captures a launch.
    code: Code<'m>,
}

// What a launch reads (everything before `code`) fits the first cache line.
const _: () = assert!(std::mem::offset_of!(Function<'static>, code) <= 64);

/// What keeps a function's code loaded, and the context it belongs to.
#[derive(Clone, Copy, Debug)]
enum Code<'m> {
    /// A module's function: the module, loaded in one context.
    Module(&'m Module),
    /// A library kernel's function in `ctx`: the library (shared, type-erased) and the context, which
    /// the library waits for before it unloads.
    Library {
        /// The library, as a graph that captures a launch keeps it.
        held: &'m Held,
        /// The context the function was made for.
        ctx: &'m Context,
    },
}

// SAFETY: function handles are names usable from any thread while the module or library lives (the
// borrow); the borrowed owners are `Sync`.
unsafe impl Send for Function<'_> {}
// SAFETY: as above.
unsafe impl Sync for Function<'_> {}

impl<'m> Function<'m> {
    /// A library kernel's function `raw` in `ctx` (current when it was asked for), which `held` (the
    /// library) keeps loaded; the caller has registered `ctx` with the library, whose unload waits for
    /// the context's work.
    pub(crate) fn of_library(
        held: &'m Held,
        ctx: &'m Context,
        raw: CUfunction,
        signature: Signature,
    ) -> Self {
        Function {
            code: Code::Library { held, ctx },
            raw,
            driver: ctx.driver(),
            ctx_raw: ctx.raw(),
            signature,
        }
    }

    /// The raw handle (valid while the module or library lives).
    #[inline]
    pub fn raw(&self) -> CUfunction {
        self.raw
    }

    /// The module, for a function of a [`Module`]; `None` for a library kernel's.
    #[inline]
    pub fn module(&self) -> Option<&'m Module> {
        match self.code {
            Code::Module(module) => Some(module),
            Code::Library { .. } => None,
        }
    }

    /// The context the function belongs to: its module's, or the one a library kernel's function was
    /// made for. Launches are accepted on streams of this context only.
    #[inline]
    pub fn context(&self) -> &'m Context {
        match self.code {
            Code::Module(module) => module.context(),
            Code::Library { ctx, .. } => ctx,
        }
    }

    /// What a graph that captures a launch of the function holds: its module or its library.
    #[inline]
    pub(crate) fn held(&self) -> Held {
        match self.code {
            Code::Module(module) => Arc::clone(module.inner()) as Held,
            Code::Library { held, .. } => Arc::clone(held),
        }
    }

    /// The driver.
    #[inline]
    pub fn driver(&self) -> &'static Driver {
        self.driver
    }

    /// The context handle.
    #[inline]
    pub(crate) fn ctx_raw(&self) -> CUcontext {
        self.ctx_raw
    }

    /// The parameter list launches are checked against.
    #[inline]
    pub(crate) fn signature(&self) -> &Signature {
        &self.signature
    }

    /// One attribute of the kernel, by value.
    ///
    /// # Errors
    /// A failing `cuFuncGetAttribute`.
    pub fn attribute(&self, attribute: CUfunction_attribute) -> Result<i32, Error> {
        self.context().bind()?;
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
        self.context().bind()?;
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
        self.context().bind()?;
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
