//! The one way a call is queued: [`Handle::queue`] through the driver's funnel, with the stream and
//! the workspace handed to cuBLAS inside it.

use std::sync::Arc;

use cuda_driver::sys::CUstream;
use cuda_driver::{BufferUse, Stream};

use super::{Core, Handle, Raw};
use crate::error::{invalid, CublasError, Error};
use crate::sys::cublasHandle_t;
use crate::Cublas;

impl Handle {
    /// Queues `call` on `stream` through the funnel (see the module docs of [`Handle`]): `uses` are
    /// the operands with their modes; the workspace is added as a write. The stream must be of the
    /// handle's context.
    ///
    /// # Safety
    /// `call` makes cuBLAS calls on the handle that read only the read uses and write only the write
    /// uses among our buffers, within their lengths (the shapes were checked), and queue their work
    /// on the stream set only.
    pub(crate) unsafe fn queue(
        &mut self,
        what: &'static str,
        stream: &Stream,
        uses: Vec<BufferUse<'_>>,
        call: impl FnOnce(&'static Cublas, cublasHandle_t) -> Result<(), CublasError>,
    ) -> Result<(), Error> {
        if !stream.context().same(self.context()) {
            return Err(invalid(format!(
                "{what}: the stream belongs to another context than the cuBLAS handle"
            )));
        }
        let Handle { core, set_on } = self;
        let Core { raw, workspace, .. } = &mut **core;
        let (cublas, handle) = (raw.cublas, raw.raw);
        let hold: Arc<dyn std::any::Any + Send + Sync> = Arc::<Raw>::clone(raw);
        let bytes = workspace.len();
        let ws = BufferUse::write(&mut *workspace);
        let ws_ptr = ws.ptr();
        let uses: Vec<BufferUse<'_>> = uses.into_iter().chain([ws]).collect();
        let previous = *set_on;
        let work = |s: CUstream| {
            if previous != Some(s) {
                // SAFETY: a live handle and a live stream of its context.
                unsafe { cublas.cublasSetStream_v2(handle, s) }?;
                // SAFETY: the workspace (its whole length) is the handle's, named as a write of this
                // call, and lives as long as the handle's work (the `Core` waits for it; a graph that
                // captured the call holds it as a used buffer).
                unsafe {
                    cublas.cublasSetWorkspace_v2(handle, ws_ptr.native_handle() as *mut _, bytes)
                }?;
            }
            call(cublas, handle).map(|()| s)
        };
        // SAFETY: the work queues cuBLAS's kernels on `s` alone (the stream is set first), touching
        // the uses as the caller promises and the workspace (a write); it makes no call through
        // cuda_driver; the handle lives as long as `Handle`, and a graph that captures the work
        // holds it (`hold`). Before any later use of the handle the stream is set again if it
        // differs (a capture's stream is gone after the capture), and its destruction sets its own.
        let done = unsafe { stream.queue_foreign(what, &uses, Some(hold), work) }?;
        match done {
            Ok(s) => {
                // A capture's stream is destroyed when its scope ends, and a later stream may be
                // given the same address: that one is set anew rather than taken for this one.
                *set_on = (!stream.is_capturing()).then_some(s);
                Ok(())
            }
            Err(e) => {
                // Whether `cublasSetStream` ran is unknown: set it again next time.
                *set_on = None;
                Err(e.into())
            }
        }
    }
}
