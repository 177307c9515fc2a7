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
//! creation and destruction (which sets the generator's own stream first, held by the handle: the
//! stream set last may be gone by then, as a capture's is after the capture). New settings after
//! earlier work wait on the host for that work first
//! (`settle`): how cuRAND remakes a state is its own, and a copy it made at once would not be ordered
//! with a generation still running on another stream.

use std::mem::ManuallyDrop;
use std::sync::Arc;

use cuda_driver::sys::CUstream;
use cuda_driver::{Context, DeviceBuffer, Stream};

use crate::error::Error;
use crate::kind::{Kind, Ordering};
use crate::sys::curandGenerator_t;
use crate::Curand;

mod distributions;
mod funnel;

/// The most dimensions a quasi-random generator takes.
pub const MAX_DIMENSIONS: u32 = 20_000;

/// The generator handle, destroyed (in its context) when the last of the [`Generator`] and the graphs
/// that captured its generations lets go.
struct Handle {
    curand: &'static Curand,
    raw: curandGenerator_t,
    /// The generator's own stream (which holds its context), set again right before the handle is
    /// destroyed: the stream cuRAND was set to last may be gone by then (a capture's stream ends with
    /// the capture; a user's stream is held by the state's last use, which a graph may let go
    /// first). Taken only by a drop inside a host function, which hands the handle on.
    home: Option<Arc<Stream>>,
}

// SAFETY: a generator handle may be used from any thread, one at a time (cuRAND's thread rule): the
// `Generator` calls it only through `&mut self`, and the clones graphs hold never call it; the drop
// destroys it once.
unsafe impl Send for Handle {}
// SAFETY: as above: `&Handle` reaches no call.
unsafe impl Sync for Handle {}

impl Drop for Handle {
    fn drop(&mut self) {
        let Some(home) = self.home.take() else { return };
        if cuda_driver::in_host_fn() {
            // No CUDA call here: destroyed after the host function, on the release thread.
            return cuda_driver::release_after_host_fn(Handle {
                curand: self.curand,
                raw: self.raw,
                home: Some(home),
            });
        }
        let _ = home.context().in_context(|| {
            // SAFETY: a live generator and a live stream of its context (held by `home`); every use
            // of its state has run (as the destruction's comment says), so no queued work moves.
            let _ = unsafe { self.curand.curandSetStream(self.raw, home.raw()) };
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
/// stream given, a capture stream included (`cuda_driver::Context::capture`, in cuda-driver's `graph`
/// feature). The lengths and addresses cuRAND would refuse, or fault on, are refused first with
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
            home: Some(Arc::clone(&stream)),
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
    /// other way round, or while a graph that captured a generation of this generator lives (cuRAND
    /// may reshape the state its launches read); cuRAND's own refusal (`CURAND_STATUS_OUT_OF_RANGE`,
    /// an ordering the kind does not have) comes from the next generation.
    pub fn set_ordering(&mut self, ordering: Ordering) -> Result<(), Error> {
        self.refuse_while_captured("Generator::set_ordering")?;
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
    /// [`Error::InvalidArgument`] for a pseudo-random generator, a count outside 1 to
    /// [`MAX_DIMENSIONS`], or while a graph that captured a generation of this generator lives
    /// (cuRAND may reshape the state its launches read).
    pub fn set_dimensions(&mut self, dimensions: u32) -> Result<(), Error> {
        if !self.kind.is_quasi() {
            return Err(invalid(format!(
                "Generator::set_dimensions: a {:?} generator is pseudo-random and has no dimensions",
                self.kind
            )));
        }
        self.refuse_while_captured("Generator::set_dimensions")?;
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

    /// Refuses a setting that changes the shape of cuRAND's state (how many dimensions, the order of
    /// the numbers, on which the number and layout of the per-thread states depend) while a graph
    /// that captured a generation holds the handle: the graph's kernels read that state where the
    /// generation found it, and cuRAND may remake a state of another shape elsewhere, freeing the
    /// old one under the graph's next launch (a fault). A seed or an offset reseeds a state of the
    /// same shape, which the funnel orders with the graph's launches (`settle`).
    fn refuse_while_captured(&self, what: &str) -> Result<(), Error> {
        if Arc::strong_count(&self.core.handle) > 1 {
            return Err(invalid(format!(
                "{what}: a graph that captured a generation of this generator still lives, and its \
                 launches read cuRAND's state as it is shaped now; drop the graph (and its \
                 executables) first"
            )));
        }
        Ok(())
    }
}

/// The error for an argument refused before anything was queued.
#[cold]
pub(crate) fn invalid(message: String) -> Error {
    Error::InvalidArgument(message)
}

const _: () = {
    const fn shared<T: Send + Sync>() {}
    shared::<Generator>();
};
