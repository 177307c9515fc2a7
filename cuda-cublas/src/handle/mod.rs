//! [`Handle`]: a cuBLAS handle of one context, its workspace owned, its work queued in stream order
//! through `cuda_driver`'s funnel.
//!
//! # How a call is ordered
//! Each call that reads or writes our buffers is queued through
//! [`Stream::queue_foreign`](cuda_driver::Stream::queue_foreign), naming each operand with its mode
//! (`A`, `B` read; `C` written), and the handle's workspace as a write: cuBLAS's kernels use the
//! workspace as scratch, so two calls of one handle are ordered like two writes of one buffer, on
//! whatever streams they are queued. A call on another stream than the last therefore waits for the
//! handle's earlier work: the handle moves between streams by the model's rule. A graph that captured
//! a call holds the workspace (as a used buffer) and the handle itself, so neither goes before the
//! graph's last launch has run.
//!
//! `cublasSetStream` is called inside the funnel, right before the call, whenever the stream differs
//! from the one set last, and `cublasSetWorkspace` right after it (cuBLAS goes back to its own pool at
//! each `cublasSetStream`, so the workspace is handed over again). The pointer mode is host (set at
//! creation, never changed): `alpha` and `beta` are read from the host during the call.

use std::mem::ManuallyDrop;
use std::sync::Arc;

use cuda_driver::sys::CUstream;
use cuda_driver::{Context, DeviceBuffer, Stream};

use crate::error::Error;
use crate::sys::{cublasHandle_t, cublasPointerMode_t};
use crate::Cublas;

mod funnel;

/// The workspace a [`Handle`] owns unless told otherwise: 32 MiB, what NVIDIA's cuBLAS documentation
/// recommends for Hopper and later (4 MiB is enough before).
pub const DEFAULT_WORKSPACE: usize = 32 << 20;

/// The raw handle, destroyed (in its context) when the last of the [`Handle`] and the graphs that
/// captured its calls lets go.
struct Raw {
    cublas: &'static Cublas,
    raw: cublasHandle_t,
    /// The handle's own stream, set again right before the destruction: the stream set last may be
    /// gone by then (a capture's ends with the capture). Taken only by a drop inside a host function,
    /// which hands the value on.
    home: Option<Arc<Stream>>,
}

// SAFETY: a cuBLAS handle may be used from any thread, one at a time: the `Handle` calls it only
// through `&mut self`, and the clones graphs hold never call it; the drop destroys it once.
unsafe impl Send for Raw {}
// SAFETY: as above: `&Raw` reaches no call.
unsafe impl Sync for Raw {}

impl Drop for Raw {
    fn drop(&mut self) {
        let Some(home) = self.home.take() else { return };
        if cuda_driver::in_host_fn() {
            // No CUDA call here: destroyed after the host function, on the release thread.
            return cuda_driver::release_after_host_fn(Raw {
                cublas: self.cublas,
                raw: self.raw,
                home: Some(home),
            });
        }
        let _ = home.context().in_context(|| {
            // SAFETY: a live handle and a live stream of its context (held by `home`); every call's
            // work has run (the `Handle`'s drop waited; a graph holds this until its last launch).
            let _ = unsafe { self.cublas.cublasSetStream_v2(self.raw, home.raw()) };
            // SAFETY: created once by `Handle::with_library`, destroyed once here.
            unsafe { self.cublas.cublasDestroy_v2(self.raw) }
        });
    }
}

/// What outlives a `Handle` value only as long as its work: the raw handle, the workspace and the
/// handle's own stream. Dropped, it waits for the handle's last work before the workspace is freed.
struct Core {
    raw: Arc<Raw>,
    workspace: DeviceBuffer<u8>,
    stream: Arc<Stream>,
}

impl Drop for Core {
    fn drop(&mut self) {
        // A read of the workspace waits for its last write: the handle's last call, on any stream.
        // An error leaves nothing to wait for (a broken context) or is the wait's own.
        let mut one = [0u8];
        if let Ok(first) = self.workspace.slice(0..1) {
            let _ = first.copy_to_host(&mut one);
        }
    }
}

/// A cuBLAS handle (`cublasCreate`) of one context, with its own stream and workspace.
///
/// Its calls take the operands as `&buf` (read) and `&mut buf` (written), check every dimension and
/// leading dimension against their lengths first ([`Error::InvalidArgument`]), and are ordered like
/// launches: after the buffers' earlier uses and the handle's earlier work, on any stream of the
/// context. The plain methods queue on the handle's own stream ([`stream`](Self::stream)), the `_on`
/// forms on the stream given, a capture stream included
/// (`Context::capture`, with `cuda_driver`'s `graph` feature).
///
/// ```no_run
/// use cuda_cublas::{GemmShape, Handle, Op};
/// use cuda_driver::{Context, DeviceBuffer};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let ctx = Context::new(0)?;
/// let mut blas = Handle::new(&ctx)?;
/// let (m, n, k) = (64, 32, 16);
/// let a = DeviceBuffer::from_slice(blas.stream(), &vec![1.0f32; m * k])?;
/// let b = DeviceBuffer::from_slice(blas.stream(), &vec![2.0f32; k * n])?;
/// let mut c = DeviceBuffer::<f32>::zeroed(blas.stream(), m * n)?;
/// blas.gemm(GemmShape::packed(Op::N, Op::N, m, n, k), 1.0, &a, &b, 0.0, &mut c)?;
/// assert!(c.to_vec()?.iter().all(|&x| x == 32.0));
/// # Ok(()) }
/// ```
///
/// `Send` and `Sync`; every call takes `&mut self`, as cuBLAS's thread rule asks. Dropping it waits
/// for its last work before the workspace is freed and `cublasDestroy` runs (unless a graph that
/// captured a call still holds the handle); inside a host function the drop is done after it.
pub struct Handle {
    core: ManuallyDrop<Core>,
    /// The stream last set with `cublasSetStream` (at creation: none).
    set_on: Option<CUstream>,
}

impl std::fmt::Debug for Handle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Handle")
            .field("workspace", &self.core.workspace.len())
            .finish_non_exhaustive()
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: taken once, here; `core` is not used again.
        let core = unsafe { ManuallyDrop::take(&mut self.core) };
        if cuda_driver::in_host_fn() {
            // The wait and the destruction call CUDA: done after the host function.
            return cuda_driver::release_after_host_fn(core);
        }
        drop(core);
    }
}

impl Handle {
    /// Makes a handle in `ctx` with its own stream and a [`DEFAULT_WORKSPACE`], loading libcublas
    /// ([`Cublas::load`]) on first use.
    ///
    /// # Errors
    /// [`Error::Load`] without libcublas; [`Error::Driver`] for a failing stream or allocation (or no
    /// GPU); [`Error::Cublas`] for a failing `cublasCreate`.
    pub fn new(ctx: &Context) -> Result<Handle, Error> {
        Self::with_library(Cublas::load()?, ctx, DEFAULT_WORKSPACE)
    }

    /// [`new`](Self::new) with a libcublas of the caller's choice ([`Cublas::open`]) and a workspace
    /// of `workspace_bytes` (at least 1).
    ///
    /// # Errors
    /// As [`new`](Self::new), less the loading.
    pub fn with_library(
        cublas: &'static Cublas,
        ctx: &Context,
        workspace_bytes: usize,
    ) -> Result<Handle, Error> {
        let stream = Arc::new(ctx.stream()?);
        let workspace = DeviceBuffer::<u8>::zeroed(&stream, workspace_bytes.max(1))?;
        ctx.bind()?;
        let mut raw = cublasHandle_t::null();
        // SAFETY: a valid out-parameter; the context is current, so the handle is made in it.
        unsafe { cublas.cublasCreate_v2(&mut raw) }?;
        let raw = Arc::new(Raw {
            cublas,
            raw,
            home: Some(Arc::clone(&stream)),
        });
        let host = cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST;
        // SAFETY: a live handle; the pointer mode is a setting of the handle alone.
        unsafe { cublas.cublasSetPointerMode_v2(raw.raw, host) }?;
        Ok(Handle {
            core: ManuallyDrop::new(Core {
                raw,
                workspace,
                stream,
            }),
            set_on: None,
        })
    }

    /// The handle's own stream, where the plain methods queue.
    pub fn stream(&self) -> &Stream {
        &self.core.stream
    }

    /// The context the handle was made in.
    pub fn context(&self) -> &Context {
        self.core.stream.context()
    }

    /// The library the handle calls.
    pub fn library(&self) -> &'static Cublas {
        self.core.raw.cublas
    }

    /// The workspace's size in bytes.
    pub fn workspace_bytes(&self) -> usize {
        self.core.workspace.len()
    }

    /// The raw handle (valid while `self` lives). Calls on it are not ordered with the handle's work.
    ///
    /// The safe methods rely on the handle's settings: host pointer mode (the scalars and the
    /// results of the reductions, [`rotg_on`](Self::rotg_on) and [`rotmg_on`](Self::rotmg_on) are
    /// host addresses), and the stream and workspace they set themselves, only when the stream
    /// changed. Unsafe code that changes any of them on the raw handle must restore them (the stream
    /// and workspace: the ones of the handle's last call) before the next safe call.
    pub fn raw(&self) -> cublasHandle_t {
        self.core.raw.raw
    }

    /// The stream a plain call queues on, as a value the `_on` forms take.
    pub(crate) fn own(&self) -> Arc<Stream> {
        Arc::clone(&self.core.stream)
    }
}

const _: () = {
    const fn shared<T: Send + Sync>() {}
    shared::<Handle>();
};
