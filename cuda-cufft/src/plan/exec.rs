//! The executions: each checks the plan's type, the stream's context and the buffers' lengths, then
//! hands its one call to [`Plan::run`], the one way a transform is queued (through the driver's
//! funnel, with the stream set inside it).

use std::sync::Arc;

use cuda_driver::sys::CUstream;
use cuda_driver::{BufferUse, DeviceSlice, DeviceSliceMut, Stream};

use super::{Core, Handle, Plan};
use crate::error::invalid;
use crate::error::{CufftError, Error};
use crate::precision::Real;
use crate::shape::{Direction, Transform};
use crate::sys::cufftHandle;
use crate::Cufft;

impl<T: Real> Plan<T> {
    /// A complex-to-complex transform of `input` into `output` in `direction`, on the plan's own
    /// stream.
    ///
    /// # Errors
    /// As [`c2c_on`](Self::c2c_on).
    pub fn c2c<'i, 'o>(
        &mut self,
        input: impl Into<DeviceSlice<'i, T::Complex>>,
        output: impl Into<DeviceSliceMut<'o, T::Complex>>,
        direction: Direction,
    ) -> Result<(), Error> {
        let stream = self.own();
        self.c2c_on(input, output, direction, &stream)
    }

    /// A complex-to-complex transform of `input` into `output` on `stream` (a capture stream
    /// included): `input` is read, `output` written.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`]: a plan of another transform, a stream of another context, an
    /// input shorter than [`input_len`](Self::input_len) or an output shorter than
    /// [`output_len`](Self::output_len). [`Error::Driver`]: a buffer the stream's context cannot use,
    /// a failing wait. [`Error::Cufft`]: a failing cuFFT call.
    pub fn c2c_on<'i, 'o>(
        &mut self,
        input: impl Into<DeviceSlice<'i, T::Complex>>,
        output: impl Into<DeviceSliceMut<'o, T::Complex>>,
        direction: Direction,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Plan::c2c";
        let (input, output) = (input.into(), output.into());
        self.check(
            WHAT,
            Transform::ComplexToComplex,
            stream,
            input.len(),
            output.len(),
        )?;
        let (i, o) = (BufferUse::read(input), BufferUse::write(output));
        let (ip, op) = (ptr::<T::Complex>(&i), ptr::<T::Complex>(&o));
        self.run(WHAT, stream, [i, o], |c, p| {
            // SAFETY: `ip` and `op` address at least what the plan's layout reaches (checked), read
            // and written by this work's uses.
            unsafe { T::exec_c2c(c, p, ip, op, direction.raw()) }
        })
    }

    /// A complex-to-complex transform of `data` in place, on the plan's own stream.
    ///
    /// # Errors
    /// As [`c2c_in_place_on`](Self::c2c_in_place_on).
    pub fn c2c_in_place<'d>(
        &mut self,
        data: impl Into<DeviceSliceMut<'d, T::Complex>>,
        direction: Direction,
    ) -> Result<(), Error> {
        let stream = self.own();
        self.c2c_in_place_on(data, direction, &stream)
    }

    /// A complex-to-complex transform of `data` in place on `stream` (one write).
    ///
    /// # Errors
    /// As [`c2c_on`](Self::c2c_on), `data` checked against the longer of the two lengths.
    pub fn c2c_in_place_on<'d>(
        &mut self,
        data: impl Into<DeviceSliceMut<'d, T::Complex>>,
        direction: Direction,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Plan::c2c_in_place";
        let data = data.into();
        // In place, the one buffer is both sides: it must hold what either reaches.
        self.check(
            WHAT,
            Transform::ComplexToComplex,
            stream,
            data.len(),
            data.len(),
        )?;
        let d = BufferUse::write(data);
        let dp = ptr::<T::Complex>(&d);
        // One buffer named twice is one use, a write (the funnel's rule).
        self.run(WHAT, stream, [d, d], |c, p| {
            // SAFETY: `dp` addresses at least what both of the plan's layouts reach (checked),
            // written by this work's one use.
            unsafe { T::exec_c2c(c, p, dp, dp, direction.raw()) }
        })
    }

    /// A real-to-complex (forward) transform of `input` into `output`, on the plan's own stream.
    ///
    /// # Errors
    /// As [`r2c_on`](Self::r2c_on).
    pub fn r2c<'i, 'o>(
        &mut self,
        input: impl Into<DeviceSlice<'i, T>>,
        output: impl Into<DeviceSliceMut<'o, T::Complex>>,
    ) -> Result<(), Error> {
        let stream = self.own();
        self.r2c_on(input, output, &stream)
    }

    /// A real-to-complex transform of `input` (read) into `output` (written) on `stream`.
    ///
    /// # Errors
    /// As [`c2c_on`](Self::c2c_on).
    pub fn r2c_on<'i, 'o>(
        &mut self,
        input: impl Into<DeviceSlice<'i, T>>,
        output: impl Into<DeviceSliceMut<'o, T::Complex>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Plan::r2c";
        let (input, output) = (input.into(), output.into());
        self.check(
            WHAT,
            Transform::RealToComplex,
            stream,
            input.len(),
            output.len(),
        )?;
        let (i, o) = (BufferUse::read(input), BufferUse::write(output));
        let (ip, op) = (ptr::<T>(&i), ptr::<T::Complex>(&o));
        self.run(WHAT, stream, [i, o], |c, p| {
            // SAFETY: as in `c2c_on`.
            unsafe { T::exec_r2c(c, p, ip, op) }
        })
    }

    /// A complex-to-real (inverse) transform of `input` into `output`, on the plan's own stream.
    ///
    /// # Errors
    /// As [`c2r_on`](Self::c2r_on).
    pub fn c2r<'i, 'o>(
        &mut self,
        input: impl Into<DeviceSliceMut<'i, T::Complex>>,
        output: impl Into<DeviceSliceMut<'o, T>>,
    ) -> Result<(), Error> {
        let stream = self.own();
        self.c2r_on(input, output, &stream)
    }

    /// A complex-to-real transform of `input` into `output` on `stream`. cuFFT may overwrite the
    /// input of a complex-to-real transform (its documented behaviour), so `input` is taken as
    /// `&mut` and ordered as a write: its contents are unspecified afterwards.
    ///
    /// # Errors
    /// As [`c2c_on`](Self::c2c_on).
    pub fn c2r_on<'i, 'o>(
        &mut self,
        input: impl Into<DeviceSliceMut<'i, T::Complex>>,
        output: impl Into<DeviceSliceMut<'o, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Plan::c2r";
        let (input, output) = (input.into(), output.into());
        self.check(
            WHAT,
            Transform::ComplexToReal,
            stream,
            input.len(),
            output.len(),
        )?;
        let (i, o) = (BufferUse::write(input), BufferUse::write(output));
        let (ip, op) = (ptr::<T::Complex>(&i), ptr::<T>(&o));
        self.run(WHAT, stream, [i, o], |c, p| {
            // SAFETY: as in `c2c_on`; the input is a write, as cuFFT may overwrite it.
            unsafe { T::exec_c2r(c, p, ip, op) }
        })
    }

    /// Checks the plan's type, the stream's context, and that an input of `input` elements and an
    /// output of `output` hold what the plan's layouts reach.
    fn check(
        &self,
        what: &'static str,
        want: Transform,
        stream: &Stream,
        input: usize,
        output: usize,
    ) -> Result<(), Error> {
        let shape = &self.shape;
        if shape.transform != want {
            return Err(invalid(format!(
                "{what}: the plan computes {:?}, not {want:?}",
                shape.transform
            )));
        }
        if !stream.context().same(self.context()) {
            return Err(invalid(format!(
                "{what}: the stream belongs to another context than the plan; cuFFT's plan, tables \
                 and work area are the plan's context's"
            )));
        }
        for (side, len, need) in [
            ("input", input, shape.input_len),
            ("output", output, shape.output_len),
        ] {
            if len < need {
                return Err(invalid(format!(
                    "{what}: the {side} has {len} elements; the plan ({:?} of {:?}, batch {}) \
                     reaches {need}",
                    shape.transform, shape.sizes, shape.batch
                )));
            }
        }
        Ok(())
    }

    /// Queues `call` (one execution) on `stream` through the funnel: the input's and the output's
    /// uses (in place: one use twice) and the work area as a write, the handle held by a graph that
    /// captures it, the stream set inside.
    fn run(
        &mut self,
        what: &'static str,
        stream: &Stream,
        [input, output]: [BufferUse<'_>; 2],
        call: impl FnOnce(&'static Cufft, cufftHandle) -> Result<(), CufftError>,
    ) -> Result<(), Error> {
        let Plan { core, set_on, .. } = self;
        let Core { handle, work, .. } = &mut **core;
        let (cufft, raw) = (handle.cufft, handle.raw);
        let hold: Arc<dyn std::any::Any + Send + Sync> = Arc::<Handle>::clone(handle);
        let all = [input, output, BufferUse::write(&mut *work)];
        let previous = *set_on;
        let work = |s: CUstream| {
            if previous != Some(s) {
                // SAFETY: a live plan and a live stream of its context.
                unsafe { cufft.cufftSetStream(raw, s) }?;
            }
            call(cufft, raw).map(|()| s)
        };
        // SAFETY: the work queues cuFFT's kernels on `s` alone (the stream is set first), reading
        // and writing within the checked ranges of `uses` (each with its mode) and the plan's work
        // area (a write); it makes no call through cuda_driver; the plan's handle and tables live as
        // long as the plan, and a graph that captures the work holds the handle (`hold`) and the
        // work area (a buffer of the capture).
        let done = unsafe { stream.queue_foreign(what, &all, Some(hold), work) }?;
        match done {
            Ok(s) => {
                *set_on = Some(s);
                Ok(())
            }
            Err(e) => {
                // Whether `cufftSetStream` ran is unknown: set it again next time.
                *set_on = None;
                Err(e.into())
            }
        }
    }

    /// The stream a plain execution queues on, as a value the `_on` forms take.
    fn own(&self) -> Arc<Stream> {
        Arc::clone(&self.core.stream)
    }
}

/// The device address of a use, as cuFFT's element pointer.
fn ptr<E>(u: &BufferUse<'_>) -> *mut E {
    u.ptr().native_handle() as *mut E
}
