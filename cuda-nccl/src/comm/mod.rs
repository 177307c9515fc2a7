//! [`Communicator`]: one rank of an NCCL communicator, bound to its device's primary context, and
//! how it is made ([`Communicator::init_all`], [`Communicator::init_rank`] with a [`UniqueId`]) and
//! ended (destroyed after its last work, or aborted).
//!
//! # How a collective is ordered
//! Each call is queued through [`Stream::queue_foreign`](cuda_driver::Stream::queue_foreign): the
//! send buffer is a read, the receive buffer a write (an in-place call's one buffer a write), and a
//! one-byte buffer (`state`) that stands for the communicator's own resources a write too. So two
//! calls of one communicator are ordered like two writes of one buffer whatever streams they are
//! queued on (NCCL asks that a communicator's operations run in the order they were issued), and the
//! communicator's drop can wait for its last work by reading `state`. A graph that captured a call
//! holds the communicator's handle, so NCCL's resources live until the graph's last launch.

use std::ffi::CStr;
use std::mem::ManuallyDrop;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use cuda_driver::{Context, DeviceBuffer, Stream};

use crate::error::{invalid, Error, NcclError};
use crate::sys::{ncclComm_t, ncclResult_t};
use crate::Nccl;

mod init;

pub(crate) use init::settle;
pub use init::{Config, UniqueId};

/// The communicator handle, destroyed (in its context) when the last of the [`Communicator`] and the
/// graphs that captured its calls lets go.
pub(crate) struct Handle {
    pub(crate) nccl: &'static Nccl,
    pub(crate) raw: ncclComm_t,
    /// The primary context of the communicator's device, current while the handle is destroyed.
    ctx: Option<Context>,
    /// `ncclCommAbort` instead of `ncclCommDestroy` ([`Communicator::abort`]).
    abort: AtomicBool,
    /// The settings the handle was made with: NCCL may keep pointers to their strings (the name in
    /// its logs), so they live as long as the handle and are dropped after its destruction.
    config: Option<Config>,
}

// SAFETY: an NCCL communicator may be called from any thread, one at a time: the `Communicator`
// calls it only through `&mut self` or under its lock (`Core`'s mutex), and the clones graphs hold
// never call it; the drop destroys it once.
unsafe impl Send for Handle {}
// SAFETY: as above: `&Handle` reaches no call.
unsafe impl Sync for Handle {}

impl Drop for Handle {
    fn drop(&mut self) {
        let Some(ctx) = self.ctx.take() else { return };
        if cuda_driver::in_host_fn() || crate::open_group::open_here() {
            // No CUDA or NCCL call here: destroyed after the host function, on the release thread.
            // Nor inside this thread's group, which NCCL would count the destruction part of.
            return cuda_driver::release_after_host_fn(Handle {
                nccl: self.nccl,
                raw: self.raw,
                ctx: Some(ctx),
                abort: AtomicBool::new(self.abort.load(Ordering::Relaxed)),
                config: self.config.take(),
            });
        }
        let abort = self.abort.load(Ordering::Relaxed);
        let _ = ctx.in_context(|| {
            if abort {
                // SAFETY: made once by an init call, ended once here.
                unsafe { self.nccl.ncclCommAbort(self.raw) }
            } else {
                // SAFETY: made once, ended once here, after its last work has run (the
                // `Communicator`'s drop waited for it; a graph holds this until its last launch ran).
                unsafe { self.nccl.ncclCommDestroy(self.raw) }
            }
        });
    }
}

/// What a call changes of its communicator, behind the communicator's lock: the buffer that stands
/// for its resources (and the handle, to know whether it is aborted). Dropped, it waits for the
/// communicator's last work before the handle may go (unless aborting).
pub(crate) struct Core {
    pub(crate) handle: Arc<Handle>,
    pub(crate) state: DeviceBuffer<u8>,
}

impl Drop for Core {
    fn drop(&mut self) {
        if self.handle.abort.load(Ordering::Relaxed) {
            return;
        }
        // A read of the state waits for its last write: the communicator's last call, on whatever
        // stream, or the last launch of a graph that captured one. An error leaves nothing to wait
        // for (a broken context) or is the wait's own; the handle goes either way.
        let mut one = [0u8];
        let _ = self.state.copy_to_host(&mut one);
    }
}

/// One rank of an NCCL communicator: its device's primary context, its own stream, its rank and the
/// number of ranks.
///
/// Made with [`init_all`](Self::init_all) (one communicator per device of this process) or
/// [`init_rank`](Self::init_rank) (one rank per process or thread, joined by a [`UniqueId`]).
/// The collectives ([`all_reduce`](Self::all_reduce) and the others) take `&mut self` and queue on
/// the communicator's own stream, or on the stream given to their `_on` forms (a capture stream
/// included); [`Group`](crate::Group) queues several calls, of one or several communicators, as one.
///
/// `Send` and `Sync`. Dropping it waits for its last work (on any stream) before `ncclCommDestroy`,
/// unless a graph that captured a call still holds the handle; [`abort`](Self::abort) ends it without
/// waiting.
pub struct Communicator {
    core: ManuallyDrop<Mutex<Core>>,
    /// The handle and the own stream, outside the lock: a group holds the lock between its calls,
    /// and they are read meanwhile.
    pub(crate) handle: Arc<Handle>,
    pub(crate) stream: Arc<Stream>,
    rank: usize,
    count: usize,
    device: i32,
}

impl std::fmt::Debug for Communicator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Communicator")
            .field("rank", &self.rank)
            .field("count", &self.count)
            .field("device", &self.device)
            .finish_non_exhaustive()
    }
}

impl Drop for Communicator {
    fn drop(&mut self) {
        // SAFETY: taken once, here; `core` is not used again.
        let core = unsafe { ManuallyDrop::take(&mut self.core) };
        let core = core.into_inner().unwrap_or_else(|e| e.into_inner());
        if cuda_driver::in_host_fn() {
            // The wait and the destruction call CUDA: done after the host function.
            return cuda_driver::release_after_host_fn(core);
        }
        drop(core);
    }
}

impl Communicator {
    /// Wraps a fresh handle made in `ctx` (the primary context of its device): reads its rank, count
    /// and device, and makes its stream and state buffer.
    /// `config`: the settings it was made with, kept with the handle.
    pub(crate) fn wrap(
        nccl: &'static Nccl,
        raw: ncclComm_t,
        ctx: &Context,
        config: Option<Config>,
    ) -> Result<Self, Error> {
        let handle = Arc::new(Handle {
            nccl,
            raw,
            ctx: Some(ctx.clone()),
            abort: AtomicBool::new(false),
            config,
        });
        let (mut rank, mut count, mut device) = (0, 0, 0);
        // SAFETY: a live communicator and valid out-parameters.
        unsafe { nccl.ncclCommUserRank(raw, &mut rank) }.map_err(|e| detailed(nccl, raw, e))?;
        // SAFETY: as above.
        unsafe { nccl.ncclCommCount(raw, &mut count) }.map_err(|e| detailed(nccl, raw, e))?;
        // SAFETY: as above.
        unsafe { nccl.ncclCommCuDevice(raw, &mut device) }.map_err(|e| detailed(nccl, raw, e))?;
        let (Ok(rank), Ok(count)) = (usize::try_from(rank), usize::try_from(count)) else {
            return Err(invalid(format!(
                "NCCL reported rank {rank} of {count} ranks"
            )));
        };
        if rank >= count {
            return Err(invalid(format!(
                "NCCL reported rank {rank} of {count} ranks"
            )));
        }
        if device != ctx.device().ordinal() {
            return Err(invalid(format!(
                "NCCL runs rank {rank} on device {device}, not on the context's device {}",
                ctx.device().ordinal()
            )));
        }
        let stream = Arc::new(ctx.stream()?);
        let state = DeviceBuffer::<u8>::zeroed(&stream, 1)?;
        Ok(Communicator {
            core: ManuallyDrop::new(Mutex::new(Core {
                handle: Arc::clone(&handle),
                state,
            })),
            handle,
            stream,
            rank,
            count,
            device,
        })
    }

    /// This communicator's rank, `0..count()`.
    pub fn rank(&self) -> usize {
        self.rank
    }

    /// The number of ranks.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The CUDA device ordinal NCCL runs this rank on.
    pub fn device(&self) -> i32 {
        self.device
    }

    /// The library the communicator calls.
    pub fn library(&self) -> &'static Nccl {
        self.handle.nccl
    }

    /// The raw handle (valid while `self` lives). Calls on it are not ordered with the communicator's
    /// work.
    pub fn raw(&self) -> ncclComm_t {
        self.handle.raw
    }

    /// The communicator's own stream, where the plain collectives queue.
    pub fn stream(&self) -> Arc<Stream> {
        Arc::clone(&self.stream)
    }

    /// The primary context of the communicator's device.
    pub fn context(&self) -> Context {
        self.stream.context().clone()
    }

    /// The error an operation of the communicator met after its call returned
    /// (`ncclCommGetAsyncError`): `Ok(())` while there is none.
    ///
    /// # Errors
    /// [`Error::Nccl`] whose [`call`](NcclError::call) is `ncclCommGetAsyncError` and whose code is
    /// the asynchronous error (with NCCL's text of it), or the query's own failure.
    pub fn async_error(&mut self) -> Result<(), Error> {
        async_error(self.handle.nccl, self.handle.raw)
    }

    /// Ends the communicator now with `ncclCommAbort`, without waiting for its work: operations in
    /// flight are stopped. Use it when a rank failed and the others' collectives would never finish.
    /// A graph that captured a call of the communicator holds its handle: the abort happens when the
    /// last such graph lets go.
    pub fn abort(self) {
        self.handle.abort.store(true, Ordering::Relaxed);
    }

    /// The core, for a call through `&mut self`.
    pub(crate) fn core_mut(&mut self) -> &mut Core {
        self.core.get_mut().unwrap_or_else(|e| e.into_inner())
    }

    /// The core for a call of a group: the lock, tried (a group on another thread holds it: an
    /// error, never a wait).
    pub(crate) fn try_core(&self) -> Result<MutexGuard<'_, Core>, Error> {
        match self.core.try_lock() {
            Ok(core) => Ok(core),
            Err(std::sync::TryLockError::Poisoned(e)) => Ok(e.into_inner()),
            Err(std::sync::TryLockError::WouldBlock) => Err(invalid(format!(
                "Group: communicator of rank {} is in use by a group on another thread; a \
                 communicator takes the calls of one thread at a time",
                self.rank
            ))),
        }
    }
}

/// `ncclCommGetAsyncError` of `raw` as a result.
pub(crate) fn async_error(nccl: &'static Nccl, raw: ncclComm_t) -> Result<(), Error> {
    let mut code = ncclResult_t::ncclSuccess;
    // SAFETY: a live communicator and a valid out-parameter.
    unsafe { nccl.ncclCommGetAsyncError(raw, &mut code) }.map_err(|e| detailed(nccl, raw, e))?;
    match NcclError::check("ncclCommGetAsyncError", code) {
        Ok(()) => Ok(()),
        Err(e) => Err(detailed(nccl, raw, e).into()),
    }
}

/// `e` with NCCL's text of the last error (`ncclGetLastError` of `raw`, null for none).
#[cold]
pub(crate) fn detailed(nccl: &'static Nccl, raw: ncclComm_t, e: NcclError) -> NcclError {
    if e.is_missing() || !nccl.is_available("ncclGetLastError") {
        return e;
    }
    // SAFETY: `raw` is a live communicator or null, which NCCL takes as "any".
    let text = unsafe { nccl.ncclGetLastError(raw) };
    let text = match text {
        // SAFETY: NCCL returns a NUL-terminated string it owns, valid until its next error on this
        // thread; it is copied at once.
        Ok(p) if !p.is_null() => Some(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()),
        _ => None,
    };
    e.with_detail(text)
}

const _: () = {
    const fn shared<T: Send + Sync>() {}
    shared::<Communicator>();
};
