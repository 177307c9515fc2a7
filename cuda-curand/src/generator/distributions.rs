//! The distributions: each checks the rules cuRAND imposes on it (and those whose breach would fault),
//! then hands its one call to [`Generator::generate`].

use cuda_driver::{BufferUse, DeviceSliceMut, Stream};

use super::{invalid, Generator};
use crate::error::Error;
use crate::kind::Real;
use crate::sys::curandGenerator_t;
use crate::{Curand, CurandError};

/// `Real::normal` or `Real::log_normal`: the generation [`Generator::normal_like`] makes.
type NormalCall<T> =
    unsafe fn(&Curand, curandGenerator_t, *mut T, usize, T, T) -> Result<(), CurandError>;

impl Generator {
    /// Fills `out` with numbers uniform in (0, 1] (`curandGenerateUniform`, or `...Double` for
    /// `f64`), on the generator's own stream.
    ///
    /// # Errors
    /// As [`uniform_on`](Self::uniform_on).
    pub fn uniform<'b, T: Real>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, T>>,
    ) -> Result<(), Error> {
        let stream = self.own();
        self.uniform_on(out, &stream)
    }

    /// Fills `out` with numbers uniform in (0, 1] on `stream` (a capture stream included).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`]: a stream of another context; for a quasi-random generator, a length
    /// that is not a multiple of its dimensions. [`Error::Driver`]: a buffer the stream's context
    /// cannot use, a failing wait. [`Error::Curand`]: a failing cuRAND call.
    pub fn uniform_on<'b, T: Real>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Generator::uniform";
        let out = out.into();
        let n = out.len();
        self.check(WHAT, stream, n)?;
        if n == 0 {
            return Ok(());
        }
        let out = BufferUse::write(out);
        let ptr = out.ptr().native_handle() as *mut T;
        self.generate(WHAT, stream, out, |c, g| {
            // SAFETY: `ptr` addresses the `n` elements of `out`, written by this use.
            unsafe { T::uniform(c, g, ptr, n) }
        })
    }

    /// Fills `out` with normal numbers of mean `mean` and standard deviation `stddev`
    /// (`curandGenerateNormal`, or `...Double`), on the generator's own stream.
    ///
    /// # Errors
    /// As [`normal_on`](Self::normal_on).
    pub fn normal<'b, T: Real>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, T>>,
        mean: T,
        stddev: T,
    ) -> Result<(), Error> {
        let stream = self.own();
        self.normal_on(out, mean, stddev, &stream)
    }

    /// Fills `out` with normal numbers on `stream`. A pseudo-random generator makes them in pairs
    /// (Box-Muller): the length must be even and the first element's address aligned to two
    /// elements. A quasi-random one needs a multiple of its dimensions.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`]: those lengths and addresses, a mean or standard deviation that is
    /// not finite, a standard deviation not above zero, a stream of another context; otherwise as
    /// [`uniform_on`](Self::uniform_on).
    pub fn normal_on<'b, T: Real>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, T>>,
        mean: T,
        stddev: T,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.normal_like(
            "Generator::normal",
            out.into(),
            mean,
            stddev,
            stream,
            T::normal,
        )
    }

    /// Fills `out` with numbers whose logarithms are normal of mean `mean` and standard deviation
    /// `stddev` (`curandGenerateLogNormal`, or `...Double`), on the generator's own stream.
    ///
    /// # Errors
    /// As [`normal_on`](Self::normal_on).
    pub fn log_normal<'b, T: Real>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, T>>,
        mean: T,
        stddev: T,
    ) -> Result<(), Error> {
        let stream = self.own();
        self.log_normal_on(out, mean, stddev, &stream)
    }

    /// Fills `out` with log-normal numbers on `stream`, under the rules of
    /// [`normal_on`](Self::normal_on).
    ///
    /// # Errors
    /// As [`normal_on`](Self::normal_on).
    pub fn log_normal_on<'b, T: Real>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, T>>,
        mean: T,
        stddev: T,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.normal_like(
            "Generator::log_normal",
            out.into(),
            mean,
            stddev,
            stream,
            T::log_normal,
        )
    }

    /// [`normal_on`](Self::normal_on) and [`log_normal_on`](Self::log_normal_on): their checks, then
    /// `call` (the one cuRAND function that differs) as the generation.
    fn normal_like<T: Real>(
        &mut self,
        what: &'static str,
        out: DeviceSliceMut<'_, T>,
        mean: T,
        stddev: T,
        stream: &Stream,
        call: NormalCall<T>,
    ) -> Result<(), Error> {
        let n = out.len();
        let out = BufferUse::write(out);
        self.check_normal(what, stream, n, out.ptr().native_handle(), mean, stddev)?;
        if n == 0 {
            return Ok(());
        }
        let ptr = out.ptr().native_handle() as *mut T;
        self.generate(what, stream, out, |c, g| {
            // SAFETY: `ptr` addresses the `n` elements of `out`, written by this use; `call` is
            // `Real::normal` or `Real::log_normal`, whose contract that is.
            unsafe { call(c, g, ptr, n, mean, stddev) }
        })
    }

    /// Fills `out` with Poisson counts of mean `lambda` (`curandGeneratePoisson`), on the generator's
    /// own stream.
    ///
    /// # Errors
    /// As [`poisson_on`](Self::poisson_on).
    pub fn poisson<'b>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, u32>>,
        lambda: f64,
    ) -> Result<(), Error> {
        let stream = self.own();
        self.poisson_on(out, lambda, &stream)
    }

    /// Fills `out` with Poisson counts of mean `lambda` on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`]: a `lambda` that is not finite and above zero, a capture stream
    /// (cuRAND may keep memory per mean that a later generation frees under the graph); otherwise as
    /// [`uniform_on`](Self::uniform_on).
    pub fn poisson_on<'b>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, u32>>,
        lambda: f64,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Generator::poisson";
        let out = out.into();
        let n = out.len();
        if !(lambda.is_finite() && lambda > 0.0) {
            return Err(invalid(format!(
                "{WHAT}: the mean {lambda} is not a finite number above zero"
            )));
        }
        self.check(WHAT, stream, n)?;
        if stream.is_capturing() {
            // How cuRAND makes Poisson counts is its own, and its docs promise nothing about memory
            // it makes for a mean (its device API builds a distribution table per mean): a table
            // kept with the generator and remade by a later generation with another mean would be
            // freed under the graph's next launch, which still reads it. So none is captured.
            return Err(invalid(format!(
                "{WHAT}: a Poisson generation cannot be captured into a graph: cuRAND may keep \
                 memory for the mean that a later generation frees while the graph still reads it"
            )));
        }
        if n == 0 {
            return Ok(());
        }
        let out = BufferUse::write(out);
        let ptr = out.ptr().native_handle() as *mut u32;
        self.generate(WHAT, stream, out, |c, g| {
            // SAFETY: `ptr` addresses the `n` elements of `out`, written by this use.
            unsafe { c.curandGeneratePoisson(g, ptr, n, lambda) }
        })
    }

    /// Fills `out` with raw 32-bit words (`curandGenerate`), on the generator's own stream.
    ///
    /// # Errors
    /// As [`raw_u32_on`](Self::raw_u32_on).
    pub fn raw_u32<'b>(&mut self, out: impl Into<DeviceSliceMut<'b, u32>>) -> Result<(), Error> {
        let stream = self.own();
        self.raw_u32_on(out, &stream)
    }

    /// Fills `out` with raw 32-bit words on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`]: a 64-bit Sobol generator ([`Kind::has_64_bit_output`](crate::Kind::has_64_bit_output)), which
    /// writes 64-bit words; otherwise as [`uniform_on`](Self::uniform_on).
    pub fn raw_u32_on<'b>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, u32>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Generator::raw_u32";
        if self.kind.has_64_bit_output() {
            return Err(invalid(format!(
                "{WHAT}: a {:?} generator writes 64-bit words: use raw_u64",
                self.kind
            )));
        }
        let out = out.into();
        let n = out.len();
        self.check(WHAT, stream, n)?;
        if n == 0 {
            return Ok(());
        }
        let out = BufferUse::write(out);
        let ptr = out.ptr().native_handle() as *mut u32;
        self.generate(WHAT, stream, out, |c, g| {
            // SAFETY: `ptr` addresses the `n` elements of `out`, written by this use.
            unsafe { c.curandGenerate(g, ptr, n) }
        })
    }

    /// Fills `out` with raw 64-bit words (`curandGenerateLongLong`), on the generator's own stream.
    ///
    /// # Errors
    /// As [`raw_u64_on`](Self::raw_u64_on).
    pub fn raw_u64<'b>(&mut self, out: impl Into<DeviceSliceMut<'b, u64>>) -> Result<(), Error> {
        let stream = self.own();
        self.raw_u64_on(out, &stream)
    }

    /// Fills `out` with raw 64-bit words on `stream`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`]: any generator but the 64-bit Sobol ones; otherwise as
    /// [`uniform_on`](Self::uniform_on).
    pub fn raw_u64_on<'b>(
        &mut self,
        out: impl Into<DeviceSliceMut<'b, u64>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Generator::raw_u64";
        if !self.kind.has_64_bit_output() {
            return Err(invalid(format!(
                "{WHAT}: a {:?} generator writes 32-bit words: use raw_u32",
                self.kind
            )));
        }
        let out = out.into();
        let n = out.len();
        self.check(WHAT, stream, n)?;
        if n == 0 {
            return Ok(());
        }
        let out = BufferUse::write(out);
        let ptr = out.ptr().native_handle() as *mut u64;
        self.generate(WHAT, stream, out, |c, g| {
            // SAFETY: `ptr` addresses the `n` elements of `out`, written by this use.
            unsafe { c.curandGenerateLongLong(g, ptr.cast(), n) }
        })
    }

    /// The checks of the normal and log-normal distributions (see [`normal_on`](Self::normal_on)).
    fn check_normal<T: Real>(
        &self,
        what: &'static str,
        stream: &Stream,
        n: usize,
        addr: usize,
        mean: T,
        stddev: T,
    ) -> Result<(), Error> {
        if !(mean.finite() && stddev.finite() && stddev.positive()) {
            return Err(invalid(format!(
                "{what}: mean {} and standard deviation {}: both must be finite, and the deviation \
                 above zero",
                mean.to_f64(),
                stddev.to_f64()
            )));
        }
        self.check(what, stream, n)?;
        if !self.kind.is_quasi() {
            if n % 2 != 0 {
                return Err(invalid(format!(
                    "{what}: {n} numbers; a pseudo-random generator makes normal numbers in pairs, \
                     so the length must be even"
                )));
            }
            let pair = 2 * std::mem::size_of::<T>();
            if addr % pair != 0 {
                return Err(invalid(format!(
                    "{what}: the first element's address {addr:#x} is not aligned to a pair of \
                     elements ({pair} bytes), which a pseudo-random generator writes at once"
                )));
            }
        }
        Ok(())
    }
}

// `Send` and `Sync`, as the type's docs say.
