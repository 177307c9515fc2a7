//! The one way a generation is queued: [`Generator::generate`] through the driver's funnel, with the
//! stream set and the settings handed over inside it; the state made outside a capture
//! ([`Generator::make_state`]) and new settings waited for ([`Generator::settle`]).

use std::sync::Arc;

use cuda_driver::sys::CUstream;
use cuda_driver::{BufferUse, Stream};

use super::{invalid, Core, Generator, Handle, Pending};
use crate::error::{CurandError, Error};
use crate::sys::curandGenerator_t;
use crate::Curand;

impl Generator {
    /// Checks what every generation needs of `n` numbers at `out` on `stream`: a stream of the
    /// generator's context, and a multiple of the dimensions for a quasi-random generator.
    pub(super) fn check(&self, what: &'static str, stream: &Stream, n: usize) -> Result<(), Error> {
        if !stream.context().same(self.context()) {
            return Err(invalid(format!(
                "{what}: the stream belongs to another context than the generator; cuRAND's state \
                 and kernels are the generator's context's"
            )));
        }
        let dims = self.dimensions as usize;
        if self.kind.is_quasi() && n % dims != 0 {
            return Err(invalid(format!(
                "{what}: {n} numbers is not a multiple of the generator's {dims} dimensions"
            )));
        }
        Ok(())
    }

    /// Queues `call` (one generation into `out`) on `stream` through the funnel (see the module
    /// docs): the stream set and the pending settings handed over first. On a capture stream, state
    /// that must be made again is made first on the generator's own stream, outside the capture (so
    /// the capture records the generation alone).
    pub(super) fn generate(
        &mut self,
        what: &'static str,
        stream: &Stream,
        out: BufferUse<'_>,
        call: impl FnOnce(&'static Curand, curandGenerator_t) -> Result<(), CurandError>,
    ) -> Result<(), Error> {
        self.settle()?;
        if stream.is_capturing() && self.stale {
            self.make_state()?;
        }
        let Generator {
            core,
            set_on,
            stale,
            pending,
            ..
        } = self;
        let Core { handle, state, .. } = &mut **core;
        let (curand, raw) = (handle.curand, handle.raw);
        let hold: Arc<dyn std::any::Any + Send + Sync> = Arc::<Handle>::clone(handle);
        let uses = [out, BufferUse::write(&mut *state)];
        let settings = std::mem::take(pending);
        let previous = *set_on;
        let work = |s: CUstream| {
            if previous != Some(s) {
                // SAFETY: a live generator and a live stream of its context.
                unsafe { curand.curandSetStream(raw, s) }?;
            }
            // SAFETY: a live generator; the settings were checked against its kind.
            unsafe { apply(curand, raw, settings) }?;
            call(curand, raw).map(|()| s)
        };
        // SAFETY: the work queues cuRAND's kernels on `s` alone (the stream is set first), writing
        // the output range (`out`, a write) and the generator's state, which `state` stands for (a
        // write); it makes no call through cuda_driver; the generator's handle lives as long as
        // the generator, and a graph that captures the work holds it (`hold`).
        let done = unsafe { stream.queue_foreign(what, &uses, Some(hold), work) };
        // Refused before the work ran (a buffer the stream's context cannot use, a failing wait, a
        // call inside a host function): nothing reached cuRAND, so the settings wait for the next
        // generation.
        let done = done.inspect_err(|_| *pending = settings)?;
        self.used = true;
        match done {
            Ok(s) => {
                *set_on = Some(s);
                *stale = false;
                Ok(())
            }
            Err(e) => {
                // Whether `curandSetStream` ran is unknown: set it again next time; and the settings
                // are handed over again (each call sets a value, so repeating one is harmless).
                *set_on = None;
                *pending = settings;
                Err(e.into())
            }
        }
    }

    /// Before the state is made again (new settings) on a generator that has queued work: waits on
    /// the host for that work. How cuRAND remakes a state is its own (a kernel on the stream set, or a
    /// copy the host makes at once); a copy made at once would not wait for a generation still running
    /// on another stream. Settings change seldom, so the wait costs little. A graph that captured a
    /// generation holds the handle, and its launches use the state without the generator's knowing:
    /// while one lives, the generator counts as used.
    pub(super) fn settle(&mut self) -> Result<(), Error> {
        let captured = Arc::strong_count(&self.core.handle) > 1;
        if self.stale && (self.used || captured) {
            // A read of the state waits for its last write: the generator's last work, on any stream.
            let mut one = [0u8];
            self.core.state.copy_to_host(&mut one)?;
            self.used = false;
        }
        Ok(())
    }

    /// Makes the generator's state now (`curandGenerateSeeds`) on its own stream, with the pending
    /// settings.
    pub(super) fn make_state(&mut self) -> Result<(), Error> {
        let Generator {
            core,
            set_on,
            stale,
            pending,
            ..
        } = self;
        let Core {
            handle,
            state,
            stream,
        } = &mut **core;
        let (curand, raw) = (handle.curand, handle.raw);
        let uses = [BufferUse::write(&mut *state)];
        let settings = std::mem::take(pending);
        let previous = *set_on;
        let work = |s: CUstream| {
            if previous != Some(s) {
                // SAFETY: a live generator and a live stream of its context.
                unsafe { curand.curandSetStream(raw, s) }?;
            }
            // SAFETY: a live generator; the settings were checked against its kind.
            unsafe { apply(curand, raw, settings) }?;
            // SAFETY: a live generator whose stream is set.
            unsafe { curand.curandGenerateSeeds(raw) }.map(|()| s)
        };
        // SAFETY: as in `generate`: cuRAND's seeding kernels on `s` alone, writing the state.
        let done = unsafe { stream.queue_foreign("curandGenerateSeeds", &uses, None, work) };
        // As in `generate`: refused before the work ran, the settings are kept.
        let done = done.inspect_err(|_| *pending = settings)?;
        self.used = true;
        match done {
            Ok(s) => {
                *set_on = Some(s);
                *stale = false;
                Ok(())
            }
            Err(e) => {
                *set_on = None;
                *pending = settings;
                Err(e.into())
            }
        }
    }

    /// The stream a plain generation queues on, as a value the `_on` forms take.
    pub(super) fn own(&self) -> Arc<Stream> {
        Arc::clone(&self.core.stream)
    }
}

/// Hands the pending settings to cuRAND.
///
/// # Safety
/// `raw` is a live generator of `curand`, not in use on another thread.
unsafe fn apply(
    curand: &Curand,
    raw: curandGenerator_t,
    settings: Pending,
) -> Result<(), CurandError> {
    if settings.is_empty() {
        return Ok(());
    }
    if let Some(seed) = settings.seed {
        // SAFETY: the caller's promise; the values were checked against the kind.
        unsafe { curand.curandSetPseudoRandomGeneratorSeed(raw, seed) }?;
    }
    if let Some(dimensions) = settings.dimensions {
        // SAFETY: as above.
        unsafe { curand.curandSetQuasiRandomGeneratorDimensions(raw, dimensions) }?;
    }
    if let Some(ordering) = settings.ordering {
        // SAFETY: as above.
        unsafe { curand.curandSetGeneratorOrdering(raw, ordering.raw()) }?;
    }
    if let Some(offset) = settings.offset {
        // SAFETY: as above.
        unsafe { curand.curandSetGeneratorOffset(raw, offset) }?;
    }
    Ok(())
}
