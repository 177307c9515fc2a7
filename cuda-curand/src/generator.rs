//! [`Generator`]: a cuRAND host-API generator of one context, writing into `cuda_driver` buffers in
//! stream order.
//!
//! # How a generation is ordered
//! Each generation is a library call queued through
//! [`Stream::queue_foreign`](cuda_driver::Stream::queue_foreign): the output buffer is a write, and so
//! is a one-byte buffer (`state`) that stands for the generator's own state in device memory, which
//! every generation reads and advances. So two generations of one generator are ordered like two
//! writes of one buffer, on whatever streams they are queued: a generation on another stream than the
//! last waits for it (the generator moves between streams by the model's rule), and a graph that
//! captured a generation is ordered with the generator's other work at each launch (a graph launch is
//! a write of every buffer it holds). The graph also holds the generator's handle, whose state its
//! kernels read, so the generator is destroyed only after the last such graph.
//!
//! `curandSetStream` is called inside the funnel, right before the generation, whenever the stream
//! differs from the one set last; the settings (seed, offset, ordering, dimensions) are kept here and
//! handed to cuRAND there too, so no cuRAND call on the generator runs outside the funnel but its
//! creation and destruction.

use std::mem::ManuallyDrop;
use std::sync::Arc;

use cuda_driver::sys::CUstream;
use cuda_driver::{BufferUse, Context, DeviceBuffer, DeviceSliceMut, Stream};

use crate::error::{CurandError, Error};
use crate::kind::{Kind, Ordering, Real};
use crate::sys::curandGenerator_t;
use crate::Curand;

/// The most dimensions a quasi-random generator takes.
pub const MAX_DIMENSIONS: u32 = 20_000;

/// The generator handle, destroyed (in its context) when the last of the [`Generator`] and the graphs
/// that captured its generations lets go.
struct Handle {
    curand: &'static Curand,
    raw: curandGenerator_t,
    /// Taken only by a drop inside a host function, which hands the handle on.
    ctx: Option<Context>,
}

// SAFETY: a generator handle may be used from any thread, one at a time (cuRAND's thread rule): the
// `Generator` calls it only through `&mut self`, and the clones graphs hold never call it; the drop
// destroys it once.
unsafe impl Send for Handle {}
// SAFETY: as above: `&Handle` reaches no call.
unsafe impl Sync for Handle {}

impl Drop for Handle {
    fn drop(&mut self) {
        let Some(ctx) = self.ctx.take() else { return };
        if cuda_driver::in_host_fn() {
            // No CUDA call here: destroyed after the host function, on the release thread.
            return cuda_driver::release_after_host_fn(Handle {
                curand: self.curand,
                raw: self.raw,
                ctx: Some(ctx),
            });
        }
        let _ = ctx.in_context(|| {
            // SAFETY: created once by `Generator::new`, destroyed once here, after every use of its
            // state (the `Generator`'s drop waited for its own; a graph holds this until its last
            // launch has run).
            unsafe { self.curand.curandDestroyGenerator(self.raw) }
        });
    }
}

/// What outlives a `Generator` value only as long as its work: the handle, the buffer that stands for
/// its state, and its own stream. Dropped (on the release thread when inside a host function), it
/// waits for the generator's last work before the handle may go.
struct Core {
    handle: Arc<Handle>,
    state: DeviceBuffer<u8>,
    /// Shared, so that a plain generation can hand it to its `_on` form while `self` is borrowed.
    stream: Arc<Stream>,
}

impl Drop for Core {
    fn drop(&mut self) {
        // A read of the state waits for its last write: the generator's last generation, on whatever
        // stream, or the last launch of a graph that captured one. An error leaves nothing to wait for
        // (a broken context) or is the wait's own; the handle goes either way.
        let mut one = [0u8];
        let _ = self.state.copy_to_host(&mut one);
    }
}

/// The settings handed to cuRAND at the next generation (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
struct Pending {
    seed: Option<u64>,
    offset: Option<u64>,
    ordering: Option<Ordering>,
    dimensions: Option<u32>,
}

impl Pending {
    fn is_empty(&self) -> bool {
        self.seed.is_none()
            && self.offset.is_none()
            && self.ordering.is_none()
            && self.dimensions.is_none()
    }
}

/// A cuRAND generator (`curandCreateGenerator`) of one context: pseudo-random ([`Kind::Xorwow`],
/// [`Kind::Mrg32k3a`], [`Kind::Mtgp32`], [`Kind::Mt19937`], [`Kind::Philox4x32_10`]) or quasi-random
/// (the Sobol kinds, with [`dimensions`](Self::set_dimensions)), writing uniform, normal, log-normal,
/// Poisson and raw numbers into device buffers of that context.
///
/// Each generation takes the buffer as `&mut` (it writes it) and is ordered like a launch: after the
/// buffer's earlier uses and the generator's earlier work, on any stream of the context; the plain
/// methods queue on the generator's own stream ([`stream`](Self::stream)), the `_on` forms on the
/// stream given, a capture stream included ([`Context::capture`](cuda_driver::Context::capture)). The
/// lengths and addresses cuRAND would refuse, or fault on, are refused first with
/// [`Error::InvalidArgument`].
///
/// ```no_run
/// use cuda_curand::{Generator, Kind};
/// use cuda_driver::{Context, DeviceBuffer};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let ctx = Context::new(0)?;
/// let mut gen = Generator::new(&ctx, Kind::Philox4x32_10)?;
/// gen.set_seed(1234)?;
/// let mut xs = DeviceBuffer::<f32>::alloc(gen.stream(), 1 << 20)?;
/// gen.uniform(&mut xs)?; // in (0, 1]
/// let host = xs.to_vec()?;
/// assert!(host.iter().all(|&x| x > 0.0 && x <= 1.0));
/// # Ok(()) }
/// ```
///
/// `Send` and `Sync`; every call that touches the handle takes `&mut self`, as cuRAND's thread rule
/// asks. Dropping it waits for its last work (on any stream) before `curandDestroyGenerator`, unless a
/// graph that captured a generation still holds the handle; inside a host function the drop is done
/// after it, on `cuda_driver`'s release thread.
pub struct Generator {
    core: ManuallyDrop<Core>,
    kind: Kind,
    /// The dimensions of a quasi-random generator (1 until set).
    dimensions: u32,
    /// The stream last set with `curandSetStream` (at creation: none, the legacy default stream).
    set_on: Option<CUstream>,
    /// Whether the state must be made again at the next generation: a new generator, or a setting
    /// since the last generation.
    stale: bool,
    /// Whether any work of the generator was queued (see [`Generator::settle`]).
    used: bool,
    pending: Pending,
}

impl std::fmt::Debug for Generator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Generator")
            .field("kind", &self.kind)
            .field("dimensions", &self.dimensions)
            .finish_non_exhaustive()
    }
}

impl Drop for Generator {
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

impl Generator {
    /// Makes a generator of `kind` in `ctx`, with its own stream, loading libcurand
    /// ([`Curand::load`]) on first use.
    ///
    /// # Errors
    /// [`Error::Load`] without libcurand; [`Error::Driver`] for a failing stream or allocation (or no
    /// GPU); [`Error::Curand`] for a failing `curandCreateGenerator`.
    pub fn new(ctx: &Context, kind: Kind) -> Result<Generator, Error> {
        Self::with_library(Curand::load()?, ctx, kind)
    }

    /// [`new`](Self::new) with a libcurand of the caller's choice ([`Curand::open`]).
    ///
    /// # Errors
    /// As [`new`](Self::new), less the loading.
    pub fn with_library(
        curand: &'static Curand,
        ctx: &Context,
        kind: Kind,
    ) -> Result<Generator, Error> {
        let stream = Arc::new(ctx.stream()?);
        let state = DeviceBuffer::<u8>::zeroed(&stream, 1)?;
        ctx.bind()?;
        let mut raw = curandGenerator_t::null();
        // SAFETY: a valid out-parameter; the context is current, so the generator is made in it.
        unsafe { curand.curandCreateGenerator(&mut raw, kind.raw()) }?;
        let handle = Arc::new(Handle {
            curand,
            raw,
            ctx: Some(ctx.clone()),
        });
        Ok(Generator {
            core: ManuallyDrop::new(Core {
                handle,
                state,
                stream,
            }),
            kind,
            dimensions: 1,
            set_on: None,
            stale: true,
            used: false,
            pending: Pending::default(),
        })
    }

    /// The generator's kind.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The generator's own stream, where the plain generation methods queue.
    pub fn stream(&self) -> &Stream {
        &self.core.stream
    }

    /// The context the generator was made in.
    pub fn context(&self) -> &Context {
        self.core.stream.context()
    }

    /// The library the generator calls.
    pub fn library(&self) -> &'static Curand {
        self.core.handle.curand
    }

    /// The raw handle (valid while `self` lives). Calls on it are not ordered with the generator's
    /// work.
    pub fn raw(&self) -> curandGenerator_t {
        self.core.handle.raw
    }

    /// The dimensions of a quasi-random generator's points (1 until set).
    pub fn dimensions(&self) -> u32 {
        self.dimensions
    }

    /// Sets the seed of a pseudo-random generator (`curandSetPseudoRandomGeneratorSeed`, handed to
    /// cuRAND at the next generation): the same seed, offset and ordering give the same numbers.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a quasi-random generator, which takes no seed.
    pub fn set_seed(&mut self, seed: u64) -> Result<(), Error> {
        if self.kind.is_quasi() {
            return Err(invalid(format!(
                "Generator::set_seed: a {:?} generator is quasi-random and takes no seed",
                self.kind
            )));
        }
        self.pending.seed = Some(seed);
        self.stale = true;
        Ok(())
    }

    /// Skips `offset` numbers of the sequence before the next generation (`curandSetGeneratorOffset`,
    /// handed to cuRAND at the next generation).
    ///
    /// # Errors
    /// None today; a `Result` for the kinds a later cuRAND may refuse it for.
    pub fn set_offset(&mut self, offset: u64) -> Result<(), Error> {
        self.pending.offset = Some(offset);
        self.stale = true;
        Ok(())
    }

    /// Sets the order of the numbers (`curandSetGeneratorOrdering`, handed to cuRAND at the next
    /// generation).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a quasi-random ordering on a pseudo-random generator or the
    /// other way round; cuRAND's own refusal (`CURAND_STATUS_OUT_OF_RANGE`, an ordering the kind does
    /// not have) comes from the next generation.
    pub fn set_ordering(&mut self, ordering: Ordering) -> Result<(), Error> {
        if ordering.is_quasi() != self.kind.is_quasi() {
            return Err(invalid(format!(
                "Generator::set_ordering: {ordering:?} is not an ordering of a {:?} generator",
                self.kind
            )));
        }
        self.pending.ordering = Some(ordering);
        self.stale = true;
        Ok(())
    }

    /// Sets how many dimensions a quasi-random generator's points have
    /// (`curandSetQuasiRandomGeneratorDimensions`, handed to cuRAND at the next generation): from then
    /// on every generation writes a multiple of that many numbers, dimension by dimension.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a pseudo-random generator, or a count outside 1 to
    /// [`MAX_DIMENSIONS`].
    pub fn set_dimensions(&mut self, dimensions: u32) -> Result<(), Error> {
        if !self.kind.is_quasi() {
            return Err(invalid(format!(
                "Generator::set_dimensions: a {:?} generator is pseudo-random and has no dimensions",
                self.kind
            )));
        }
        if !(1..=MAX_DIMENSIONS).contains(&dimensions) {
            return Err(invalid(format!(
                "Generator::set_dimensions: {dimensions} dimensions; cuRAND takes 1 to {MAX_DIMENSIONS}"
            )));
        }
        self.pending.dimensions = Some(dimensions);
        self.dimensions = dimensions;
        self.stale = true;
        Ok(())
    }
}

/// The error for an argument refused before anything was queued.
#[cold]
pub(crate) fn invalid(message: String) -> Error {
    Error::InvalidArgument(message)
}

impl Generator {
    /// Checks what every generation needs of `n` numbers at `out` on `stream`: a stream of the
    /// generator's context, and a multiple of the dimensions for a quasi-random generator.
    pub(crate) fn check(&self, what: &'static str, stream: &Stream, n: usize) -> Result<(), Error> {
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
    pub(crate) fn generate(
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
        let done = unsafe { stream.queue_foreign(what, &uses, Some(hold), work) }?;
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
    /// on another stream. Settings change seldom, so the wait costs little.
    fn settle(&mut self) -> Result<(), Error> {
        if self.stale && self.used {
            // A read of the state waits for its last write: the generator's last work, on any stream.
            let mut one = [0u8];
            self.core.state.copy_to_host(&mut one)?;
            self.used = false;
        }
        Ok(())
    }

    /// Makes the generator's state now (`curandGenerateSeeds`) on its own stream, with the pending
    /// settings.
    fn make_state(&mut self) -> Result<(), Error> {
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
        let done = unsafe { stream.queue_foreign("curandGenerateSeeds", &uses, None, work) }?;
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
    fn own(&self) -> Arc<Stream> {
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

// The distributions: each checks its rules, then hands its call to `generate`.
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
        const WHAT: &str = "Generator::normal";
        let out = out.into();
        let n = out.len();
        let out = BufferUse::write(out);
        self.check_normal(WHAT, stream, n, out.ptr().native_handle(), mean, stddev)?;
        if n == 0 {
            return Ok(());
        }
        let ptr = out.ptr().native_handle() as *mut T;
        self.generate(WHAT, stream, out, |c, g| {
            // SAFETY: `ptr` addresses the `n` elements of `out`, written by this use.
            unsafe { T::normal(c, g, ptr, n, mean, stddev) }
        })
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
        const WHAT: &str = "Generator::log_normal";
        let out = out.into();
        let n = out.len();
        let out = BufferUse::write(out);
        self.check_normal(WHAT, stream, n, out.ptr().native_handle(), mean, stddev)?;
        if n == 0 {
            return Ok(());
        }
        let ptr = out.ptr().native_handle() as *mut T;
        self.generate(WHAT, stream, out, |c, g| {
            // SAFETY: `ptr` addresses the `n` elements of `out`, written by this use.
            unsafe { T::log_normal(c, g, ptr, n, mean, stddev) }
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
    /// [`Error::InvalidArgument`]: a `lambda` that is not finite and above zero; otherwise as
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
    /// [`Error::InvalidArgument`]: a 64-bit Sobol generator ([`Kind::has_64_bit_output`]), which
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
const _: () = {
    const fn shared<T: Send + Sync>() {}
    shared::<Generator>();
};
