//! Kernel launches: `cuLaunchKernel`, and `cuLaunchKernelEx` with a `CUlaunchConfig` and attributes.

use std::ffi::{c_uint, c_void};

use cuda_struct::CudaField;

use crate::sys::{
    CUdeviceptr, CUlaunchAttribute, CUlaunchAttributeID, CUlaunchAttributeValue,
    CUlaunchAttributeValue_clusterDim, CUlaunchConfig,
};
use std::sync::Arc;

use crate::{DeviceBuffer, DriverError, Error, Function, Stream};

use super::graph::Keep;
use super::memory::{Allocation, FlagGuard, Released, Track};
use super::module::ModuleInner;
use super::stream::{keep_forever, StreamInner};

/// A kernel's arguments: a tuple of up to 16 [`KernelArg`]s, passed to the driver as `void **kernelParams`
/// with no allocation. Buffers are borrowed: `&buf` for a kernel that reads it, `&mut buf` for one that
/// writes it; the launch orders itself after their earlier work and is recorded as their latest use.
pub trait KernelArgs {
    /// Calls `f` with the `kernelParams` array (one pointer to each argument, in order) and the buffers
    /// among the arguments.
    #[doc(hidden)]
    fn with_params<R>(
        &self,
        f: impl FnOnce(*mut *mut c_void, &mut [Option<Tracked<'_>>]) -> R,
    ) -> R;
}

/// A buffer among a launch's arguments (an implementation detail of [`KernelArgs`]).
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Tracked<'a>(&'a Arc<Allocation>);

/// One kernel argument: a value of a [`CudaField`] type (integers, floats, `#[cuda_struct]` types, raw
/// `CUdeviceptr`s), or a borrowed [`DeviceBuffer`], which the kernel receives as its device address.
pub trait KernelArg {
    /// A copy of what the kernel receives, made on the launch's stack before the call, where the
    /// argument does not hold it itself (a buffer's address, which lives in the buffer's shared state).
    #[doc(hidden)]
    type Value: Copy;
    /// The copy, for [`param`](Self::param).
    #[doc(hidden)]
    fn value(&self) -> Self::Value;
    /// The pointer to what the kernel receives: the argument itself, or `value`.
    #[doc(hidden)]
    fn param(&self, value: &Self::Value) -> *mut c_void;
    /// The buffer, for a buffer argument.
    #[doc(hidden)]
    fn tracked(&self) -> Option<Tracked<'_>>;
}

impl<T: CudaField> KernelArg for T {
    type Value = ();
    #[inline]
    fn value(&self) {}
    #[inline]
    fn param(&self, _: &()) -> *mut c_void {
        // The driver only reads through it.
        std::ptr::from_ref(self).cast_mut().cast()
    }
    #[inline]
    fn tracked(&self) -> Option<Tracked<'_>> {
        None
    }
}

impl<T> KernelArg for &DeviceBuffer<T> {
    type Value = CUdeviceptr;
    #[inline]
    fn value(&self) -> CUdeviceptr {
        self.allocation().ptr
    }
    #[inline]
    fn param(&self, value: &CUdeviceptr) -> *mut c_void {
        std::ptr::from_ref(value).cast_mut().cast()
    }
    #[inline]
    fn tracked(&self) -> Option<Tracked<'_>> {
        Some(Tracked(self.allocation()))
    }
}

impl<T> KernelArg for &mut DeviceBuffer<T> {
    type Value = CUdeviceptr;
    #[inline]
    fn value(&self) -> CUdeviceptr {
        self.allocation().ptr
    }
    #[inline]
    fn param(&self, value: &CUdeviceptr) -> *mut c_void {
        std::ptr::from_ref(value).cast_mut().cast()
    }
    #[inline]
    fn tracked(&self) -> Option<Tracked<'_>> {
        Some(Tracked(self.allocation()))
    }
}

impl KernelArgs for () {
    #[inline]
    fn with_params<R>(
        &self,
        f: impl FnOnce(*mut *mut c_void, &mut [Option<Tracked<'_>>]) -> R,
    ) -> R {
        f(std::ptr::null_mut(), &mut [])
    }
}

macro_rules! kernel_args {
    ($($n:tt $t:ident),+) => {
        impl<$($t: KernelArg),+> KernelArgs for ($($t,)+) {
            #[inline]
            fn with_params<R>(
                &self,
                f: impl FnOnce(*mut *mut c_void, &mut [Option<Tracked<'_>>]) -> R,
            ) -> R {
                // Buffers' addresses copied to this stack frame: the driver reads the parameters here,
                // like a raw launch's, not in the buffers' shared state.
                let values = ($(self.$n.value(),)+);
                let mut params = [$(self.$n.param(&values.$n)),+];
                let mut tracked = [$(self.$n.tracked()),+];
                f(params.as_mut_ptr(), &mut tracked)
            }
        }
    };
}
kernel_args!(0 A);
kernel_args!(0 A, 1 B);
kernel_args!(0 A, 1 B, 2 C);
kernel_args!(0 A, 1 B, 2 C, 3 D);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M, 13 N);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M, 13 N, 14 O);
kernel_args!(0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L, 12 M, 13 N, 14 O, 15 P);

/// Grid, block and dynamic shared memory for [`Function::launch`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    /// Blocks in x, y, z.
    pub grid: (u32, u32, u32),
    /// Threads per block in x, y, z.
    pub block: (u32, u32, u32),
    /// Dynamic shared memory per block, in bytes.
    pub shared_mem_bytes: u32,
}

impl LaunchConfig {
    /// Enough blocks of `block` threads (1-D) to cover `n` elements.
    pub fn for_elements(n: u32, block: u32) -> Self {
        let block = block.max(1);
        LaunchConfig {
            grid: (n.div_ceil(block), 1, 1),
            block: (block, 1, 1),
            shared_mem_bytes: 0,
        }
    }
}

/// A `CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION` attribute.
pub fn cluster_dim_attribute(x: u32, y: u32, z: u32) -> CUlaunchAttribute {
    let dim = CUlaunchAttributeValue_clusterDim::new()
        .with_x(x)
        .with_y(y)
        .with_z(z);
    CUlaunchAttribute::new()
        .with_id(CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION)
        .with_value(CUlaunchAttributeValue::new().with_cluster_dim(dim))
}

/// A `CU_LAUNCH_ATTRIBUTE_PRIORITY` attribute.
pub fn priority_attribute(priority: i32) -> CUlaunchAttribute {
    CUlaunchAttribute::new()
        .with_id(CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PRIORITY)
        .with_value(CUlaunchAttributeValue::new().with_priority(priority))
}

/// The most distinct buffers one launch orders (the most arguments a [`KernelArgs`] tuple has).
const MAX_TRACKED: usize = 16;

/// Queues `enqueue` on `stream` after the earlier work of every buffer in `tracked`, and records it as
/// their latest use; where a buffer must switch streams, every lock is held (in address order, each
/// once) until it is queued.
///
/// The same-stream path (every buffer last used on the launch stream) makes no driver call beyond the
/// launch and the context check, allocates nothing, takes no lock and issues no locked instruction after
/// the launch (the stream's capture gate swaps the thread's slot before it, see `gate.rs`): per buffer it
/// reads a version and the last-use stream before the launch and the version after it. A
/// switch of one of its buffers to another stream, on another thread, seen in between, makes it wait
/// for its launch on the host. The ordering argument: the switch changes the version before it records
/// the old stream's event (or waits on a per-thread stream's event), and the driver orders calls on one
/// stream or event between threads, so a launch queued after that record sees the change.
#[inline]
fn tracked_launch(
    stream: &Arc<StreamInner>,
    tracked: &mut [Option<Tracked<'_>>],
    module: &Arc<ModuleInner>,
    enqueue: impl FnOnce() -> Result<(), DriverError>,
) -> Result<(), Error> {
    stream.check_thread("launch")?;
    stream.bind()?;
    let generation = stream.generation();
    if generation & 1 == 1 {
        return locked_launch(stream, tracked, module, enqueue);
    }
    ordered_launch(stream, tracked, enqueue, None, |list| {
        if stream.generation() != generation {
            raced_capture(list, module);
        }
    })
}

/// The ordered part of [`tracked_launch`], for a stream that is not capturing; `queued` runs right
/// after the launch is queued, with the buffers. The same-stream path is always inlined (a call here
/// cost the launch ~5 ns on the stand-in libcuda); the rest is [`switching_launch`], which hands the
/// streams its buffers let go of to `released` (a caller that holds a lock of its own passes one
/// declared before that lock), or drops them once its own locks are released (`None`).
#[inline(always)]
fn ordered_launch(
    stream: &Arc<StreamInner>,
    tracked: &mut [Option<Tracked<'_>>],
    enqueue: impl FnOnce() -> Result<(), DriverError>,
    released: Option<&mut Released>,
    queued: impl FnOnce(&[Option<Tracked<'_>>]),
) -> Result<(), Error> {
    // Every buffer last used on this stream, and none being switched: no lock and no wait. A switch
    // that begins meanwhile on another thread is seen after queuing, and the launch waited for.
    let mut versions = [0u32; MAX_TRACKED];
    let mut stable = true;
    for (version, t) in versions.iter_mut().zip(tracked.iter()) {
        if let Some(t) = t {
            match t.0.stable_on(stream) {
                Some(v) => *version = v,
                None => {
                    stable = false;
                    break;
                }
            }
        }
    }
    if stable && tracked.len() <= MAX_TRACKED {
        enqueue()?;
        queued(tracked);
        let recorded = stream.after_use();
        for (version, t) in versions.iter().zip(tracked.iter()) {
            if let Some(t) = t {
                if t.0.changed_since(*version) {
                    Allocation::raced_switch(t.0, stream, recorded.is_ok());
                }
            }
        }
        recorded?;
        return Ok(());
    }
    switching_launch(stream, tracked, enqueue, released, queued)
}

/// [`ordered_launch`] where a buffer was last used on another stream (or is being switched): out of
/// line, so that the same-stream path stays a few cache lines of code (on the H200, code that the
/// driver's calls evicted costs a launch measurably: `benches/c/floor.c`).
#[inline(never)]
fn switching_launch(
    stream: &Arc<StreamInner>,
    tracked: &mut [Option<Tracked<'_>>],
    enqueue: impl FnOnce() -> Result<(), DriverError>,
    released: Option<&mut Released>,
    queued: impl FnOnce(&[Option<Tracked<'_>>]),
) -> Result<(), Error> {
    // Declared before the guards, so dropped after them.
    let mut own = Released::default();
    let released = released.unwrap_or(&mut own);
    // Every lock first, then the waits: a buffer's last use cannot change between the two.
    let mut guards: [Option<(&Allocation, FlagGuard<'_, Track>)>; MAX_TRACKED] = Default::default();
    let (taken, list) = match try_lock_all(tracked, &mut guards) {
        Some(taken) => (taken, &*tracked),
        None => lock_in_order(tracked, &mut guards)?,
    };
    // Every buffer that switches is marked before the first wait, which later ones may share: a
    // lock-free launch queued after that wait sees each of them changed.
    for (mem, guard) in guards[..taken].iter().flatten() {
        if mem.needs_switch(guard, stream) {
            mem.begin_switch();
        }
    }
    // The stream the last wait was for: buffers last used on one stream share one event.
    let mut ordered = None;
    for (mem, guard) in guards[..taken].iter_mut().flatten() {
        if let Err(e) = mem.use_on_after(guard, stream, &mut ordered, released) {
            for (mem, _) in guards[..taken].iter().flatten() {
                mem.end_switch();
            }
            return Err(e.into());
        }
    }
    enqueue()?;
    queued(list);
    stream.after_use()?;
    drop(guards);
    Ok(())
}

/// Takes every buffer's lock in argument order without waiting: no sort in the common case, where no
/// other thread holds one. `None` (every lock taken released again) when a lock is held, by another
/// thread or by this launch itself (a buffer passed twice): then [`lock_in_order`] takes them, waiting,
/// in the one order every launch uses. Waiting only there, no launch holds a lock while it waits for
/// one out of that order.
#[inline]
fn try_lock_all<'a>(
    tracked: &[Option<Tracked<'a>>],
    guards: &mut [Option<(&'a Allocation, FlagGuard<'a, Track>)>; MAX_TRACKED],
) -> Option<usize> {
    let mut taken = 0;
    for t in tracked.iter().flatten() {
        let guard = t.0.try_lock();
        match (guard, guards.get_mut(taken)) {
            (Some(guard), Some(slot)) => {
                *slot = Some((&**t.0, guard));
                taken += 1;
            }
            _ => {
                guards[..taken].fill_with(|| None);
                return None;
            }
        }
    }
    Some(taken)
}

/// Takes every buffer's lock, each once, in address order (waiting where another thread holds one),
/// after moving the buffers to the front of `tracked` in that order; returns how many locks and the
/// buffers' part of `tracked`.
#[cold]
fn lock_in_order<'a, 't>(
    tracked: &'t mut [Option<Tracked<'a>>],
    guards: &mut [Option<(&'a Allocation, FlagGuard<'a, Track>)>; MAX_TRACKED],
) -> Result<(usize, &'t [Option<Tracked<'a>>]), Error> {
    let mut n = 0;
    for i in 0..tracked.len() {
        if let Some(t) = tracked[i] {
            tracked[n] = Some(t);
            n += 1;
        }
    }
    let list = &mut tracked[..n];
    list.sort_unstable_by_key(|t| t.map(|t| Arc::as_ptr(t.0).addr()));
    let mut taken = 0;
    let mut previous: Option<*const Allocation> = None;
    for t in list.iter().flatten() {
        let ptr = Arc::as_ptr(t.0);
        if previous == Some(ptr) {
            continue;
        }
        previous = Some(ptr);
        let Some(slot) = guards.get_mut(taken) else {
            return Err(too_many_buffers());
        };
        *slot = Some((&**t.0, t.0.lock()));
        taken += 1;
    }
    Ok((taken, list))
}

/// [`tracked_launch`] where a capture was on, under the capture lock: the graph holds the module and
/// the buffers, and the capture cannot end before the launch is queued into it. A capture that ended
/// meanwhile leaves an ordered launch (still under the lock, so that none begins).
#[cold]
fn locked_launch(
    stream: &Arc<StreamInner>,
    tracked: &mut [Option<Tracked<'_>>],
    module: &Arc<ModuleInner>,
    enqueue: impl FnOnce() -> Result<(), DriverError>,
) -> Result<(), Error> {
    // Declared before the capture lock, so dropped after it.
    let mut released = Released::default();
    let mut capture = stream.capture();
    if !stream.capturing() {
        // No capture begins while the lock is held.
        return ordered_launch(stream, tracked, enqueue, Some(&mut released), |_| {});
    }
    capture.keep.push(Keep::Module(Arc::clone(module)));
    for t in tracked.iter().flatten() {
        capture.keep.push(Keep::Memory(Arc::clone(t.0)));
    }
    enqueue()?;
    drop(capture);
    Ok(())
}

/// A capture began on the stream while a launch was queued without the capture lock: the launch may be
/// in its graph, which does not hold the buffers or the module, so they are kept for good.
#[cold]
fn raced_capture(tracked: &[Option<Tracked<'_>>], module: &Arc<ModuleInner>) {
    keep_forever(module);
    for t in tracked.iter().flatten() {
        keep_forever(t.0);
    }
}

#[cold]
fn too_many_buffers() -> Error {
    Error::InvalidArgument(format!(
        "launch: more than {MAX_TRACKED} distinct buffers among the arguments"
    ))
}

impl Function<'_> {
    /// Launches the kernel with `cuLaunchKernel` on `stream`, after the earlier work of every buffer
    /// argument; later uses of those buffers elsewhere, and their frees, wait for it.
    ///
    /// # Errors
    /// A failing `cuLaunchKernel` (for example `CUDA_ERROR_INVALID_VALUE` for too many threads per block),
    /// or of the event calls that order it.
    ///
    /// # Safety
    /// `args` must match the kernel's parameters in number, order and type (the PTX signature is not
    /// checked); the kernel may only read buffers passed as `&buf`, only touch memory inside the buffers it
    /// is given (and raw addresses the caller keeps valid until it has run).
    #[inline]
    pub unsafe fn launch<A: KernelArgs>(
        &self,
        config: LaunchConfig,
        stream: &Stream,
        args: A,
    ) -> Result<(), Error> {
        let LaunchConfig {
            grid,
            block,
            shared_mem_bytes,
        } = config;
        let s = stream.inner();
        args.with_params(|params, tracked| {
            tracked_launch(s, tracked, self.module().inner(), || {
                s.gated(|raw| {
                    // SAFETY: the caller vouches for the arguments; `params` points at them for the
                    // call; the buffers among them stay allocated until the stream has run the kernel.
                    unsafe {
                        self.driver().cuLaunchKernel(
                            self.raw(),
                            grid.0,
                            grid.1,
                            grid.2,
                            block.0,
                            block.1,
                            block.2,
                            shared_mem_bytes as c_uint,
                            raw,
                            params,
                            std::ptr::null_mut(),
                        )
                    }
                })
            })
        })
    }

    /// Launches the kernel with `cuLaunchKernelEx`: grid, block and attributes (cluster dimensions,
    /// priority, ...) come from `config`, whose `hStream` must be `stream`'s handle; ordered as
    /// [`launch`](Self::launch).
    ///
    /// # Errors
    /// A `config` naming another stream; a failing `cuLaunchKernelEx`; the function is missing on drivers
    /// before CUDA 11.8.
    ///
    /// # Safety
    /// As [`launch`](Self::launch).
    #[inline]
    pub unsafe fn launch_ex<A: KernelArgs>(
        &self,
        config: &CUlaunchConfig<'_>,
        stream: &Stream,
        args: A,
    ) -> Result<(), Error> {
        if config.h_stream() != stream.raw() {
            return Err(Error::InvalidArgument(format!(
                "launch_ex: the config names stream {:?} but the launch is on {:?}",
                config.h_stream(),
                stream.raw()
            )));
        }
        let s = stream.inner();
        args.with_params(|params, tracked| {
            tracked_launch(s, tracked, self.module().inner(), || {
                // The stream is named inside `config` (checked above to be `s`).
                s.gated(|_| {
                    // SAFETY: the caller vouches for the arguments; the attribute slice is borrowed by
                    // `config` for the call; the buffers stay allocated until the stream has run the
                    // kernel.
                    unsafe {
                        self.driver().cuLaunchKernelEx(
                            config.as_ptr(),
                            self.raw(),
                            params,
                            std::ptr::null_mut(),
                        )
                    }
                })
            })
        })
    }
}
