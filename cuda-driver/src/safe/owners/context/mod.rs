//! Contexts: the value every owner holds. A [`Context`] is a reference-counted handle; the primary context
//! of a device is retained once per process however many `Context` values share it, and released (or a
//! created context destroyed) when the last one goes.

use std::ptr;
use std::sync::{Arc, Mutex, RwLock, RwLockReadGuard, RwLockWriteGuard, Weak};

use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::owners::current;
use crate::sys::{CUcontext, CUctx_flags};
use crate::{Device, Driver, Error};

/// A CUDA context, shared by reference count: cloning is cheap, and every stream, event, module, graph and
/// buffer made in the context holds a clone, so the context is released (primary) or destroyed (created)
/// only after the last of them.
///
/// Every call that needs the context binds it on the calling thread first ([`bind`](Self::bind)), asking
/// the driver what is current each time, so the value works from any thread whatever other code made
/// current meanwhile.
#[derive(Clone, Debug)]
pub struct Context {
    inner: Arc<ContextInner>,
}

#[derive(Debug)]
pub(crate) struct ContextInner {
    device: Device,
    raw: CUcontext,
    primary: bool,
    /// The contexts whose memory this one has peer access to, each with how many
    /// [`PeerAccess`](crate::PeerAccess) values hold it; written only by those values.
    peers: RwLock<Peers>,
}

/// See [`ContextInner`]'s `peers`: per peer context, how many holders its access has, and whether
/// the driver has it enabled. The two differ after a last holder's wait or disable failed: the
/// access is then still enabled with no holder, and the next last holder tries the disable again.
#[derive(Debug, Default)]
pub(crate) struct Peers(Vec<PeerEntry>);

#[derive(Debug)]
struct PeerEntry {
    peer: CUcontext,
    holders: usize,
    enabled: bool,
}

/// The peer registry, read-locked: peer access it lists stays enabled while this is held.
pub(crate) type PeerLock<'a> = RwLockReadGuard<'a, Peers>;

impl Peers {
    /// Whether access to `peer`'s memory is held.
    pub(crate) fn has(&self, peer: CUcontext) -> bool {
        self.0.iter().any(|e| e.peer == peer && e.holders > 0)
    }

    fn entry(&mut self, peer: CUcontext) -> &mut PeerEntry {
        let at = match self.0.iter().position(|e| e.peer == peer) {
            Some(at) => at,
            None => {
                self.0.push(PeerEntry {
                    peer,
                    holders: 0,
                    enabled: false,
                });
                self.0.len() - 1
            }
        };
        &mut self.0[at]
    }

    /// Counts a holder of access to `peer` in, enabling the access first (`enable`) unless the driver
    /// has it enabled already; a failing `enable` counts nobody in.
    pub(crate) fn hold<E>(
        &mut self,
        peer: CUcontext,
        enable: impl FnOnce() -> Result<(), E>,
    ) -> Result<(), E> {
        let entry = self.entry(peer);
        if !entry.enabled {
            enable()?;
            entry.enabled = true;
        }
        entry.holders += 1;
        Ok(())
    }

    /// Counts a holder of access to `peer` out; the last one waits and disables (`disable`). The
    /// access counts as enabled until `disable` succeeds, so a failure leaves the registry saying what
    /// the driver has (enabled, held by nobody, so no launch relies on it), and the next last holder
    /// tries again.
    pub(crate) fn let_go<E>(
        &mut self,
        peer: CUcontext,
        disable: impl FnOnce() -> Result<(), E>,
    ) -> Result<(), E> {
        let entry = self.entry(peer);
        entry.holders = entry.holders.saturating_sub(1);
        if entry.holders > 0 || !entry.enabled {
            return Ok(());
        }
        disable()?;
        entry.enabled = false;
        Ok(())
    }
}

// SAFETY: the handles are names; the list is behind its lock.
unsafe impl Send for Peers {}
// SAFETY: as above.
unsafe impl Sync for Peers {}

// SAFETY: a context handle is a name the driver accepts from any thread; the value holds no thread state.
unsafe impl Send for ContextInner {}
// SAFETY: as above; every method passes the handle to thread-safe driver calls.
unsafe impl Sync for ContextInner {}

/// The primary contexts this process holds through [`Context`] values, one entry per device: a second
/// [`Context::primary`] shares the first one's retain, and [`Device::reset_primary_context`] can tell
/// whether an owner is still alive.
static PRIMARIES: Mutex<Vec<(usize, i32, Weak<ContextInner>)>> = Mutex::new(Vec::new());

/// The contexts made with [`Context::create`], by device ordinal: [`Device::reset_primary_context`]
/// refuses while any lives too, since memory of the device's pools, which any of its contexts may hold,
/// is the device's, not a context's.
static CREATED: Mutex<Vec<(i32, Weak<ContextInner>)>> = Mutex::new(Vec::new());

fn driver_key(driver: &Driver) -> usize {
    std::ptr::from_ref(driver).addr()
}

impl Context {
    /// The device's primary context (the one the runtime API uses), retained while any `Context` value or
    /// owner made from it lives.
    ///
    /// ```no_run
    /// use cuda_driver::{Context, Device};
    /// let device = Device::get(cuda_driver::init()?, 0)?;
    /// let ctx = Context::primary(device)?; // what Context::new(0) does
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// A failing `cuDevicePrimaryCtxRetain`.
    pub fn primary(device: Device) -> Result<Context, Error> {
        let key = driver_key(device.driver());
        let mut list = PRIMARIES.lock().unwrap_or_else(|e| e.into_inner());
        list.retain(|(_, _, weak)| weak.strong_count() > 0);
        if let Some(inner) = list
            .iter()
            .find(|(k, ordinal, _)| *k == key && *ordinal == device.ordinal())
            .and_then(|(_, _, weak)| weak.upgrade())
        {
            return Ok(Context { inner });
        }
        host_fn::refuse("cuDevicePrimaryCtxRetain")?;
        let mut raw = CUcontext::null();
        // SAFETY: `raw` is a valid out-parameter; the device handle came from `cuDeviceGet`.
        unsafe {
            device
                .driver()
                .cuDevicePrimaryCtxRetain(raw.as_mut_ptr(), device.raw())
        }?;
        let inner = Arc::new(ContextInner {
            device,
            raw,
            primary: true,
            peers: RwLock::default(),
        });
        list.push((key, device.ordinal(), Arc::downgrade(&inner)));
        Ok(Context { inner })
    }

    /// Creates a context of its own on `device` (prefer [`primary`](Self::primary), which the runtime API
    /// and other libraries share); destroyed after its last owner. The calling thread's current context is
    /// left as it was.
    ///
    /// Uses `cuCtxCreate` at its 12.5 ABI (no parameters) when the driver has it, and the 3.2 ABI
    /// (`cuCtxCreate_v2`) on older drivers.
    ///
    /// ```no_run
    /// use cuda_driver::{sys::CUctx_flags, Context, Device};
    /// let device = Device::get(cuda_driver::init()?, 0)?;
    /// let own = Context::create(device, CUctx_flags::CU_CTX_SCHED_BLOCKING_SYNC)?;
    /// assert!(!own.is_primary());
    /// # Ok::<(), cuda_driver::Error>(())
    /// ```
    ///
    /// # Errors
    /// A failing `cuCtxCreate`.
    pub fn create(device: Device, flags: CUctx_flags) -> Result<Context, Error> {
        let driver = device.driver();
        let previous = current::current(driver)?;
        let mut raw = CUcontext::null();
        // The 12.5 ABI where the driver has it, else the 3.2 one every older driver exports (one field
        // read, no driver call); with neither, the 12.5 call's "missing" error names that version.
        let functions = &driver.context;
        if functions.cuCtxCreate.is_none() && functions.cuCtxCreate_v3020.is_some() {
            // SAFETY: `raw` is a valid out-parameter.
            unsafe { driver.cuCtxCreate_v3020(raw.as_mut_ptr(), flags.raw(), device.raw()) }?;
        } else {
            // SAFETY: `raw` is a valid out-parameter; null parameters ask for no affinities and no CIG
            // data, which the driver documents as the 3.2 call's behaviour.
            unsafe {
                driver.cuCtxCreate(raw.as_mut_ptr(), ptr::null_mut(), flags.raw(), device.raw())
            }?;
        }
        current::created(raw);
        // Owned from here: an error below destroys it.
        let inner = Arc::new(ContextInner {
            device,
            raw,
            primary: false,
            peers: RwLock::default(),
        });
        // `cuCtxCreate` pushed the new context; put back what the thread had. That may name a context
        // gone since (a primary context whose last owner let go, a context of ours destroyed): then
        // the thread is left with none.
        if current::restore(driver, previous).is_err() {
            // SAFETY: null always binds (it unbinds).
            unsafe { driver.cuCtxSetCurrent(CUcontext::null()) }?;
        }
        let mut created = CREATED.lock().unwrap_or_else(|e| e.into_inner());
        created.retain(|(_, weak)| weak.strong_count() > 0);
        created.push((device.ordinal(), Arc::downgrade(&inner)));
        Ok(Context { inner })
    }

    /// Makes the context current on the calling thread unless it already is (one `cuCtxGetCurrent`, ~7 ns,
    /// when it is). Every method of the safe layer calls this itself; call it before handing the thread to
    /// code that works in "the current context" (the runtime API, cuBLAS).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// ctx.bind()?; // now current on this thread, for runtime-API or cuBLAS calls
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuCtxGetCurrent` or `cuCtxSetCurrent`.
    #[inline]
    pub fn bind(&self) -> Result<(), Error> {
        self.inner.bind()?;
        Ok(())
    }

    /// Runs `f` with the context current on the calling thread, then makes current again what the
    /// thread had before: for the drop of a library crate's owner (a cuRAND generator, a cuBLAS
    /// handle), which releases its object in its own context and, like this crate's owners, leaves the
    /// thread's current context as it found it. (A call that queues work binds instead:
    /// [`bind`](Self::bind).) Inside a host function `f` does not run (see
    /// [`in_host_fn`](crate::in_host_fn)).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let seen = ctx.in_context(|| cuda_driver::current_context(ctx.driver()))??;
    /// assert_eq!(seen, Some(ctx.raw()));
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A call inside a host function ([`DriverError::is_in_host_fn`](crate::DriverError::is_in_host_fn)).
    pub fn in_context<R>(&self, f: impl FnOnce() -> R) -> Result<R, Error> {
        current::in_context(self, || Ok(f()))
    }

    /// The raw handle (valid while `self` or any owner made from it lives).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let raw: cuda_driver::sys::CUcontext = ctx.raw(); // valid while `ctx` lives
    /// # Ok(()) }
    /// ```
    #[inline]
    pub fn raw(&self) -> CUcontext {
        self.inner.raw
    }

    /// The device.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// println!("{}", ctx.device().name()?);
    /// # Ok(()) }
    /// ```
    #[inline]
    pub fn device(&self) -> Device {
        self.inner.device
    }

    /// The driver.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let driver: &cuda_driver::Driver = ctx.driver(); // the same as ctx.device().driver()
    /// # Ok(()) }
    /// ```
    #[inline]
    pub fn driver(&self) -> &'static Driver {
        self.inner.device.driver()
    }

    /// Whether this is a device's primary context.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let primary = ctx.device().primary_context()?;
    /// assert!(primary.is_primary());
    /// # Ok(()) }
    /// ```
    pub fn is_primary(&self) -> bool {
        self.inner.primary
    }

    /// Whether `self` and `other` are the same context.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let again = ctx.device().primary_context()?;
    /// assert_eq!(again.same(ctx), ctx.is_primary()); // one primary context per device
    /// # Ok(()) }
    /// ```
    pub fn same(&self, other: &Context) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }

    /// Waits for all work in the context (`cuCtxSynchronize`).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// ctx.synchronize()?; // every stream of the context has finished its work
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuCtxSynchronize`, which also reports errors of earlier asynchronous work (a sticky one
    /// says so: [`DriverError::is_sticky`](crate::DriverError::is_sticky)).
    pub fn synchronize(&self) -> Result<(), Error> {
        self.bind()?;
        // SAFETY: no arguments; the context is current.
        unsafe { self.driver().cuCtxSynchronize() }?;
        Ok(())
    }

    /// `(free, total)` bytes of the context's device.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let (free, total) = ctx.memory_info()?;
    /// println!("{} of {} MiB free", free >> 20, total >> 20);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuMemGetInfo`.
    pub fn memory_info(&self) -> Result<(usize, usize), Error> {
        self.bind()?;
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: valid out-parameters; the context is current.
        unsafe { self.driver().cuMemGetInfo(&mut free, &mut total) }?;
        Ok((free, total))
    }

    /// `(least, greatest)` stream priority of the context (lower numbers are higher priority).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let (least, greatest) = ctx.stream_priority_range()?; // e.g. (0, -5): lower is higher priority
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuCtxGetStreamPriorityRange`.
    pub fn stream_priority_range(&self) -> Result<(i32, i32), Error> {
        self.bind()?;
        let (mut least, mut greatest) = (0, 0);
        // SAFETY: valid out-parameters; the context is current.
        unsafe {
            self.driver()
                .cuCtxGetStreamPriorityRange(&mut least, &mut greatest)
        }?;
        Ok((least, greatest))
    }

    pub(crate) fn inner(&self) -> &ContextInner {
        &self.inner
    }
}

impl ContextInner {
    #[inline]
    pub(crate) fn driver(&self) -> &'static Driver {
        self.device.driver()
    }

    /// The peer registry, for reading (see [`PeerLock`]).
    pub(crate) fn peers(&self) -> PeerLock<'_> {
        self.peers.read().unwrap_or_else(|e| e.into_inner())
    }

    /// The peer registry, for changing: no work relying on it is being queued meanwhile.
    pub(crate) fn peers_mut(&self) -> RwLockWriteGuard<'_, Peers> {
        self.peers.write().unwrap_or_else(|e| e.into_inner())
    }

    #[inline]
    pub(crate) fn bind(&self) -> Result<(), crate::DriverError> {
        // The context lives as long as `self`.
        current::bind(self.driver(), self.raw)
    }
}

impl Drop for ContextInner {
    fn drop(&mut self) {
        if host_fn::inside() {
            // The last owner was dropped inside a host function, where CUDA must not be called (and
            // the wait below would wait for the very stream that runs it): released after it, on the
            // release thread (`host_fn::release`).
            let peers = std::mem::take(self.peers.get_mut().unwrap_or_else(|e| e.into_inner()));
            return release::defer(ContextInner {
                device: self.device,
                raw: self.raw,
                primary: self.primary,
                peers: RwLock::new(peers),
            });
        }
        let driver = self.driver();
        // Its last owners may have just let go of streams whose events another context's streams still
        // wait on: the context's work ends before the context does.
        let _ = current::in_context_raw(driver, self.raw, || {
            // SAFETY: no arguments; the context is current.
            unsafe { driver.cuCtxSynchronize() }
        });
        if self.primary {
            // SAFETY: retained once by `Context::primary`, released once here, after the last owner.
            let _ = unsafe { driver.cuDevicePrimaryCtxRelease(self.device.raw()) };
        } else {
            // Noted, so that no thread that still names it as its previous context restores it.
            let _ = current::destroy(self.raw, || {
                // SAFETY: created once by `Context::create`, destroyed once here, after the last
                // owner.
                unsafe { driver.cuCtxDestroy(self.raw) }
            });
        }
    }
}

impl Device {
    /// Retains the device's primary context; the same as [`Context::primary`].
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// let ctx = device.primary_context()?;
    /// assert!(ctx.is_primary());
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuDevicePrimaryCtxRetain`.
    pub fn primary_context(&self) -> Result<Context, Error> {
        Context::primary(*self)
    }

    /// Sets the flags of the device's primary context (`cuDevicePrimaryCtxSetFlags`, at its CUDA 11
    /// ABI): the scheduling mode (`CU_CTX_SCHED_SPIN`, `_YIELD`, `_BLOCKING_SYNC` or `_AUTO`),
    /// `CU_CTX_LMEM_RESIZE_TO_MAX`, and `CU_CTX_MAP_HOST`, which is accepted and left out of the call:
    /// every context has mapped host memory since CUDA 3.2, the flag has done nothing since CUDA 11, and
    /// CUDA 13 drivers refuse it here (`CUDA_ERROR_INVALID_VALUE`, driver 580), so code written for
    /// `cudaSetDeviceFlags(cudaDeviceMapHost)` keeps working. At this ABI the flags replace the previous ones even while the context is
    /// active (the older ABI refused with `CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE`): set them before the first
    /// [`Context::primary`] so that every user of the context sees them from the start. Flags change how
    /// the host waits and how local memory is kept, never what memory or work is valid.
    ///
    /// See [NVIDIA's documentation](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html).
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::sys::CUctx_flags;
    /// device.set_primary_context_flags(CUctx_flags::CU_CTX_SCHED_BLOCKING_SYNC)?; // before primary_context
    /// let ctx = device.primary_context()?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// `CUDA_ERROR_INVALID_VALUE` for a combination the driver refuses (two scheduling modes, a flag a
    /// primary context cannot take); other codes of `cuDevicePrimaryCtxSetFlags`.
    pub fn set_primary_context_flags(&self, flags: CUctx_flags) -> Result<(), Error> {
        host_fn::refuse("cuDevicePrimaryCtxSetFlags")?;
        let flags = flags.difference(CUctx_flags::CU_CTX_MAP_HOST);
        // SAFETY: no pointer arguments; the device handle came from `cuDeviceGet`.
        unsafe {
            self.driver()
                .cuDevicePrimaryCtxSetFlags(self.raw(), flags.raw())
        }?;
        Ok(())
    }

    /// The flags of the device's primary context and whether it is active (retained by anyone in the
    /// process: this crate, the runtime API, another library), `cuDevicePrimaryCtxGetState`.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// let (flags, active) = device.primary_context_state()?;
    /// println!("{flags:?}, retained by someone: {active}");
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuDevicePrimaryCtxGetState`.
    pub fn primary_context_state(&self) -> Result<(CUctx_flags, bool), Error> {
        host_fn::refuse("cuDevicePrimaryCtxGetState")?;
        let (mut flags, mut active) = (0, 0);
        // SAFETY: valid out-parameters; the device handle came from `cuDeviceGet`.
        unsafe {
            self.driver()
                .cuDevicePrimaryCtxGetState(self.raw(), &mut flags, &mut active)
        }?;
        Ok((CUctx_flags::from_raw(flags), active != 0))
    }

    /// Resets the device's primary context (`cuDevicePrimaryCtxReset`): the recovery from a sticky error
    /// (a kernel fault, `CUDA_ERROR_ILLEGAL_ADDRESS`), after which [`Context::primary`] gives a fresh,
    /// working context.
    ///
    /// Refused while any [`Context`] value of the device, primary or created, or an owner made from one
    /// (stream, buffer, module, ...) is alive in this process, through whichever [`Driver`] value it was
    /// made: the reset would destroy what they name (the device's pool memory too, which a created
    /// context's buffers may hold), and their drops would then free another context's memory. A [`MemPool`](crate::MemPool) holds the primary context too, and so
    /// does the pool kept current by [`set_mem_pool`](Self::set_mem_pool): call
    /// [`reset_mem_pool`](Self::reset_mem_pool) first. Other libraries sharing the primary context (the runtime API) must also have
    /// dropped theirs.
    ///
    /// ```no_run
    /// # fn f(device: cuda_driver::Device) -> Result<(), cuda_driver::Error> {
    /// // after a sticky error, with every Context, stream and buffer of the device dropped:
    /// device.reset_primary_context()?;
    /// let fresh = device.primary_context()?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] while owners are alive; a failing `cuDevicePrimaryCtxReset`.
    pub fn reset_primary_context(&self) -> Result<(), Error> {
        host_fn::refuse("cuDevicePrimaryCtxReset")?;
        // An owner dropped inside a host function is released on the release thread: counted as
        // alive until it is, so the reset waits for it rather than destroy what it names.
        release::wait();
        let list = PRIMARIES.lock().unwrap_or_else(|e| e.into_inner());
        // Every `Driver` value counts, not only this one's: `Driver::load`, the per-thread loader and
        // each `Driver::open` give distinct values over the same libcuda, whose primary context is one.
        let n: usize = list
            .iter()
            .filter(|(_, ordinal, _)| *ordinal == self.ordinal())
            .map(|(_, _, weak)| weak.strong_count())
            .sum();
        let created = CREATED.lock().unwrap_or_else(|e| e.into_inner());
        let others = created
            .iter()
            .filter(|(ordinal, weak)| *ordinal == self.ordinal() && weak.strong_count() > 0)
            .count();
        if n > 0 || others > 0 {
            return Err(Error::InvalidArgument(format!(
                "cannot reset the primary context of device {}: {n} owner(s) of it (Context values, \
                 streams, buffers, modules, ...) and {others} other context(s) of the device are \
                 still alive; drop them all first",
                self.ordinal()
            )));
        }
        // SAFETY: no owner of ours names the primary context (checked under the lock that retains go
        // through), so nothing of ours is left to be destroyed.
        unsafe { self.driver().cuDevicePrimaryCtxReset(self.raw()) }?;
        Ok(())
    }
}

/// The calling thread's current context, if any.
///
/// ```no_run
/// # fn f(driver: &cuda_driver::Driver) -> Result<(), cuda_driver::Error> {
/// let current = cuda_driver::current_context(driver)?; // None on a fresh thread
/// # Ok(()) }
/// ```
///
/// # Errors
/// A failing `cuCtxGetCurrent`.
#[inline]
pub fn current_context(driver: &Driver) -> Result<Option<CUcontext>, Error> {
    let ctx = current::current(driver)?;
    Ok((!ctx.is_null()).then_some(ctx))
}

#[cfg(test)]
mod tests;
