//! [`Plan`]: a cuFFT plan of one context, with the work area it owns, transforming `cuda_driver`
//! buffers in stream order.
//!
//! # How a plan is made
//! `cufftCreate`, then `cufftSetAutoAllocation(plan, 0)` so that cuFFT allocates no work area of its
//! own, then `cufftMakePlanMany64` with the layouts written out (never the null "basic" layout, whose
//! in-place padding rules would leave the reach of a transform in doubt), which answers the work area
//! size; `cufftGetSize` is asked too, and the larger answer is allocated as a
//! [`DeviceBuffer`](cuda_driver::DeviceBuffer) (at least one byte) and handed over with
//! `cufftSetWorkArea`. All of it in the plan's context, made current first; the context is then
//! synchronised, so whatever cuFFT queued while planning (its tables) is done before the first
//! transform, on any stream.
//!
//! # How a transform is ordered
//! Each execution goes through [`Stream::queue_foreign`](cuda_driver::Stream::queue_foreign) (module
//! `exec`): the input is a read (a write for complex-to-real, which cuFFT may overwrite), the output a
//! write (in place: one write), and the work area, which every execution writes, a write too. So two
//! executions of one plan are ordered like two writes of one buffer, on whatever streams they are
//! queued, and the work area is freed only after its last use. `cufftSetStream` is called inside the
//! funnel when the stream differs from the one set last. A graph that captured an execution holds the
//! work area (as a buffer of the capture) and the plan's handle (`hold`), so both outlive the
//! [`Plan`] while the graph lives.
//!
//! # How a plan goes
//! Dropping the `Plan` waits on the host for its last work (a read of the work area waits for its
//! last write, on any stream), then lets go of the handle: `cufftDestroy` runs, in the plan's context
//! with its own stream set again (the stream set last may be gone, as a capture's is), when no graph
//! holds it any more. Inside a host function both are done after it, on `cuda_driver`'s release
//! thread.

use std::marker::PhantomData;
use std::mem::ManuallyDrop;
use std::sync::Arc;

use cuda_driver::sys::CUstream;
use cuda_driver::{BufferUse, Context, DeviceBuffer, Stream};

use crate::error::{invalid, Error};
use crate::precision::Real;
use crate::shape::{Layout, Shape, Transform};
use crate::sys::cufftHandle;
use crate::Cufft;

mod exec;

/// The plan handle, destroyed (in its context) when the last of the [`Plan`] and the graphs that
/// captured its executions lets go.
struct Handle {
    cufft: &'static Cufft,
    raw: cufftHandle,
    /// The plan's own stream (which holds its context), set again right before `cufftDestroy`. Taken
    /// only by a drop inside a host function, which hands the handle on.
    home: Option<Arc<Stream>>,
}

// SAFETY: a plan may be used from any thread, one at a time: the `Plan` calls it only through
// `&mut self`, the clones graphs hold never call it, and the drop destroys it once.
unsafe impl Send for Handle {}
// SAFETY: as above: `&Handle` reaches no call.
unsafe impl Sync for Handle {}

impl Drop for Handle {
    fn drop(&mut self) {
        let Some(home) = self.home.take() else { return };
        if cuda_driver::in_host_fn() {
            // No CUDA call here: destroyed after the host function, on the release thread.
            return cuda_driver::release_after_host_fn(Handle {
                cufft: self.cufft,
                raw: self.raw,
                home: Some(home),
            });
        }
        let _ = home.context().in_context(|| {
            // SAFETY: a live plan and a live stream of its context (held by `home`); every use of
            // the plan has run (the `Plan`'s drop waited for its own; a graph holds this until its
            // last launch has run).
            let _ = unsafe { self.cufft.cufftSetStream(self.raw, home.raw()) };
            // SAFETY: created once by `Plan::make`, destroyed once here, after its last use.
            unsafe { self.cufft.cufftDestroy(self.raw) }
        });
    }
}

/// What outlives a `Plan` value only as long as its work: the handle, the work area, the plan's own
/// stream. Dropped, it first waits for the plan's last work.
struct Core {
    handle: Arc<Handle>,
    work: DeviceBuffer<u8>,
    /// Shared, so that a plain execution can hand it to its `_on` form while `self` is borrowed.
    stream: Arc<Stream>,
}

impl Drop for Core {
    fn drop(&mut self) {
        // A read of the work area waits for its last write: the plan's last execution, on whatever
        // stream, or the last launch of a graph that captured one. An error leaves nothing to wait
        // for (a broken context) or is the wait's own; the handle goes either way.
        let mut one = [0u8];
        let _ = self.work.slice(..1).and_then(|s| s.copy_to_host(&mut one));
    }
}

/// A cuFFT plan of one context, in precision `T` (`f32` or `f64`): a complex-to-complex,
/// real-to-complex or complex-to-real transform of 1 to 3 dimensions, batched, with the data layouts
/// it was made with, and the work area it owns.
///
/// Each execution ([`c2c`](Self::c2c), [`c2c_in_place`](Self::c2c_in_place), [`r2c`](Self::r2c),
/// [`c2r`](Self::c2r)) takes the buffers by borrow (`&` what it reads, `&mut` what it writes), checks
/// their lengths against what the plan's layout reaches, and is ordered like a launch: after the
/// buffers' earlier uses and the plan's earlier work, on any stream of the context. The plain forms
/// queue on the plan's own stream ([`stream`](Self::stream)), the `_on` forms on the stream given, a
/// capture stream included (`cuda_driver::Context::capture`, in cuda-driver's `graph` feature).
///
/// ```no_run
/// use cuda_cufft::{Complex32, Direction, Plan, Transform};
/// use cuda_driver::{Context, DeviceBuffer};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let ctx = Context::new(0)?;
/// let mut plan = Plan::<f32>::new_1d(&ctx, Transform::ComplexToComplex, 1024, 1)?;
/// let signal = vec![Complex32::from_parts(1.0, 0.0); 1024];
/// let input = DeviceBuffer::from_slice(plan.stream(), &signal)?;
/// let mut spectrum = DeviceBuffer::<Complex32>::alloc(plan.stream(), 1024)?;
/// plan.c2c(&input, &mut spectrum, Direction::Forward)?;
/// assert_eq!(spectrum.to_vec()?[0].re(), 1024.0); // all the energy at frequency 0
/// # Ok(()) }
/// ```
///
/// `Send` and `Sync`; every call that touches the handle takes `&mut self`, as cuFFT's thread rule
/// asks.
pub struct Plan<T: Real> {
    core: ManuallyDrop<Core>,
    shape: Shape,
    /// The work area size cuFFT asked for (the buffer has at least one byte).
    work_size: usize,
    /// The stream last set with `cufftSetStream` (at creation: none).
    set_on: Option<CUstream>,
    precision: PhantomData<fn() -> T>,
}

impl<T: Real> std::fmt::Debug for Plan<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Plan")
            .field("transform", &self.shape.transform)
            .field("sizes", &self.shape.sizes)
            .field("batch", &self.shape.batch)
            .field("work_size", &self.work_size)
            .finish_non_exhaustive()
    }
}

impl<T: Real> Drop for Plan<T> {
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

impl<T: Real> Plan<T> {
    /// A 1-D plan of `n` points, `batch` transforms stored one after the other, loading libcufft
    /// ([`Cufft::load`]) on first use.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a size or batch below 1; [`Error::Load`] without libcufft;
    /// [`Error::Driver`] for a failing stream or allocation (or no GPU); [`Error::Cufft`] for a size
    /// cuFFT refuses.
    pub fn new_1d(
        ctx: &Context,
        transform: Transform,
        n: usize,
        batch: usize,
    ) -> Result<Self, Error> {
        let shape = packed("Plan::new_1d", transform, &[n], batch)?;
        Self::make(Cufft::load()?, ctx, shape)
    }

    /// A 2-D plan of `nx` by `ny` points (`ny` varies fastest), stored packed.
    ///
    /// # Errors
    /// As [`new_1d`](Self::new_1d).
    pub fn new_2d(
        ctx: &Context,
        transform: Transform,
        nx: usize,
        ny: usize,
    ) -> Result<Self, Error> {
        let shape = packed("Plan::new_2d", transform, &[nx, ny], 1)?;
        Self::make(Cufft::load()?, ctx, shape)
    }

    /// A 3-D plan of `nx` by `ny` by `nz` points (`nz` varies fastest), stored packed.
    ///
    /// # Errors
    /// As [`new_1d`](Self::new_1d).
    pub fn new_3d(
        ctx: &Context,
        transform: Transform,
        nx: usize,
        ny: usize,
        nz: usize,
    ) -> Result<Self, Error> {
        let shape = packed("Plan::new_3d", transform, &[nx, ny, nz], 1)?;
        Self::make(Cufft::load()?, ctx, shape)
    }

    /// A batched plan of `sizes` (1 to 3 dimensions, the last varying fastest) with the input and
    /// output laid out as given ([`Layout`], in elements of each side's type), `batch` transforms.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a shape cuFFT cannot take or whose reach overflows (see
    /// [`Layout`]); otherwise as [`new_1d`](Self::new_1d).
    pub fn many(
        ctx: &Context,
        transform: Transform,
        sizes: &[usize],
        input: Layout,
        output: Layout,
        batch: usize,
    ) -> Result<Self, Error> {
        Self::many_with_library(Cufft::load()?, ctx, transform, sizes, input, output, batch)
    }

    /// A plan of `sizes` (1 to 3 dimensions, the last varying fastest), `batch` transforms stored
    /// packed one after the other, with a libcufft of the caller's choice ([`Cufft::open`]):
    /// [`new_1d`](Self::new_1d), [`new_2d`](Self::new_2d) and [`new_3d`](Self::new_3d) are this with
    /// the library [`Cufft::load`] finds.
    ///
    /// # Errors
    /// As [`new_1d`](Self::new_1d), less the loading.
    pub fn with_library(
        cufft: &'static Cufft,
        ctx: &Context,
        transform: Transform,
        sizes: &[usize],
        batch: usize,
    ) -> Result<Self, Error> {
        let shape = packed("Plan::with_library", transform, sizes, batch)?;
        Self::make(cufft, ctx, shape)
    }

    /// [`many`](Self::many) with a libcufft of the caller's choice ([`Cufft::open`]).
    ///
    /// # Errors
    /// As [`many`](Self::many), less the loading.
    pub fn many_with_library(
        cufft: &'static Cufft,
        ctx: &Context,
        transform: Transform,
        sizes: &[usize],
        input: Layout,
        output: Layout,
        batch: usize,
    ) -> Result<Self, Error> {
        let shape = Shape::new(
            "Plan::many",
            transform,
            &ints(sizes)?,
            input,
            output,
            int(batch)?,
        )?;
        Self::make(cufft, ctx, shape)
    }

    /// Makes the plan of `shape` in `ctx` (see the module docs).
    fn make(cufft: &'static Cufft, ctx: &Context, shape: Shape) -> Result<Self, Error> {
        let stream = Arc::new(ctx.stream()?);
        ctx.bind()?;
        let mut raw = cufftHandle::from_raw(crate::sys::CUFFT_PLAN_NULL);
        // SAFETY: a valid out-parameter; the context is current, so the plan is made in it.
        unsafe { cufft.cufftCreate(&mut raw) }?;
        // From here the handle is owned: an error below destroys it.
        let handle = Arc::new(Handle {
            cufft,
            raw,
            home: Some(Arc::clone(&stream)),
        });
        // SAFETY: a live plan, not yet made.
        unsafe { cufft.cufftSetAutoAllocation(raw, 0) }?;
        let mut n = shape.sizes.clone();
        let (mut inembed, mut onembed) = (shape.input_embed.clone(), shape.output_embed.clone());
        let rank = n.len() as i32; // 1 to 3, checked by `Shape`.
        let mut planned = 0usize;
        // SAFETY: a live plan; `n` and the embeddings hold `rank` values each and live across the
        // call, which reads them only during it; a valid out-parameter.
        unsafe {
            cufft.cufftMakePlanMany64(
                raw,
                rank,
                n.as_mut_ptr(),
                inembed.as_mut_ptr(),
                shape.input.stride,
                shape.input.distance,
                onembed.as_mut_ptr(),
                shape.output.stride,
                shape.output.distance,
                T::raw_type(shape.transform),
                shape.batch,
                &mut planned,
            )
        }?;
        let mut asked = 0usize;
        // SAFETY: a live plan, made; a valid out-parameter.
        unsafe { cufft.cufftGetSize(raw, &mut asked) }?;
        let work_size = planned.max(asked);
        let mut work = DeviceBuffer::<u8>::alloc(&stream, work_size.max(1))?;
        let area = BufferUse::write(&mut work).ptr();
        // SAFETY: a live plan; `area` addresses `work_size` bytes (or one) that the `Core` owns for
        // as long as the handle may use them: the work area is named as a write by every execution,
        // and a graph that captured one holds it.
        unsafe { cufft.cufftSetWorkArea(raw, area.native_handle() as *mut std::ffi::c_void) }?;
        // Whatever cuFFT queued while planning is done before any transform (see the module docs).
        ctx.synchronize()?;
        Ok(Plan {
            core: ManuallyDrop::new(Core {
                handle,
                work,
                stream,
            }),
            shape,
            work_size,
            set_on: None,
            precision: PhantomData,
        })
    }

    /// The transform the plan computes.
    pub fn transform(&self) -> Transform {
        self.shape.transform
    }

    /// The plan's sizes, outermost first.
    pub fn sizes(&self) -> &[i64] {
        &self.shape.sizes
    }

    /// How many transforms one execution computes.
    pub fn batch(&self) -> usize {
        self.shape.batch as usize
    }

    /// How many input elements an execution reads: the least length of its input buffer.
    pub fn input_len(&self) -> usize {
        self.shape.input_len
    }

    /// How many output elements an execution writes at most: the least length of its output buffer.
    pub fn output_len(&self) -> usize {
        self.shape.output_len
    }

    /// The size in bytes of the work area cuFFT asked for (`cufftMakePlanMany64`, `cufftGetSize`),
    /// which the plan allocated and owns.
    pub fn work_size(&self) -> usize {
        self.work_size
    }

    /// The plan's own stream, where the plain execution methods queue.
    pub fn stream(&self) -> &Stream {
        &self.core.stream
    }

    /// The context the plan was made in.
    pub fn context(&self) -> &Context {
        self.core.stream.context()
    }

    /// The library the plan calls.
    pub fn library(&self) -> &'static Cufft {
        self.core.handle.cufft
    }

    /// The raw handle (valid while `self` lives). Calls on it are not ordered with the plan's work.
    pub fn raw(&self) -> cufftHandle {
        self.core.handle.raw
    }
}

/// The packed shape of `sizes` and `batch` (see [`Shape::packed`]).
fn packed(
    what: &'static str,
    transform: Transform,
    sizes: &[usize],
    batch: usize,
) -> Result<Shape, Error> {
    Shape::packed(what, transform, &ints(sizes)?, int(batch)?)
}

/// Sizes as cuFFT's `long long`s.
fn ints(sizes: &[usize]) -> Result<Vec<i64>, Error> {
    sizes.iter().map(|&n| int(n)).collect()
}

/// A size as cuFFT's `long long`.
fn int(n: usize) -> Result<i64, Error> {
    i64::try_from(n).map_err(|_| invalid(format!("{n} does not fit cuFFT's 64-bit sizes")))
}

const _: () = {
    const fn shared<T: Send + Sync>() {}
    shared::<Plan<f32>>();
    shared::<Plan<f64>>();
};
