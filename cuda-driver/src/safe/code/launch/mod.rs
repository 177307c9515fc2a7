//! Kernel launches: `cuLaunchKernel`, and `cuLaunchKernelEx` with typed attributes; arguments are a
//! tuple of values and borrowed buffers, ordered through the buffers' stream order, and checked against
//! the kernel's parameter list where the driver reports one (`check`).

mod args;
mod attr;
mod check;
mod cluster;
mod cooperative;
#[cfg(feature = "texture")]
mod tensor;

use std::ffi::{c_uint, c_void};
use std::sync::Arc;

use crate::sys::{CUlaunchAttribute, CUlaunchConfig};
#[cfg(doc)]
use crate::{sys::CUdeviceptr, DeviceSliceMut};
use crate::{DriverError, Error, Function, Stream};

use crate::safe::order::allocation::Memory;
use crate::safe::order::queue::{queue_ordered, queue_with, Plain};
use crate::safe::order::reach::Reach;
use crate::safe::owners::stream::Held;

use args::Token;
pub use args::{KernelArg, KernelArgs};
pub use attr::{LaunchAttribute, RelaxedAttribute};
pub use check::ParamInfo;
pub(crate) use check::{probe, probe_kernel, Signature};

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
    /// The C configuration with this grid, block and shared memory, no stream and no attributes.
    #[inline]
    pub(crate) fn raw<'a>(&self) -> CUlaunchConfig<'a> {
        CUlaunchConfig::new()
            .with_grid_dim_x(self.grid.0)
            .with_grid_dim_y(self.grid.1)
            .with_grid_dim_z(self.grid.2)
            .with_block_dim_x(self.block.0)
            .with_block_dim_y(self.block.1)
            .with_block_dim_z(self.block.2)
            .with_shared_mem_bytes(self.shared_mem_bytes)
    }

    /// Enough blocks of `block` threads (1-D) to cover `n` elements.
    ///
    /// ```
    /// let cfg = cuda_driver::LaunchConfig::for_elements(1000, 256);
    /// assert_eq!((cfg.grid, cfg.block), ((4, 1, 1), (256, 1, 1)));
    /// ```
    pub fn for_elements(n: u32, block: u32) -> Self {
        let block = block.max(1);
        LaunchConfig {
            grid: (n.div_ceil(block), 1, 1),
            block: (block, 1, 1),
            shared_mem_bytes: 0,
        }
    }
}

/// The most arguments a [`KernelArgs`] tuple has.
const MAX_ARGS: usize = 16;

impl Function<'_> {
    /// Checks `args` against the kernel's parameter list, then calls `f` with the `kernelParams` array
    /// (valid during the call) and the buffers among `args`: a graph's kernel node, which the driver
    /// copies the parameters into.
    pub(crate) fn with_checked_args<A: KernelArgs, R>(
        &self,
        what: &'static str,
        args: &A,
        f: impl FnOnce(*mut *mut c_void, &mut [Memory<'_>]) -> Result<R, Error>,
    ) -> Result<R, Error> {
        args.with_sizes(Token(()), |sizes| self.signature().check(what, sizes))?;
        args.with_params(Token(()), f)
    }

    /// Checks `args` against the kernel's parameter list, then queues `enqueue` (one driver call naming
    /// the stream) after the earlier work of every buffer among `args`, as their latest use; the module
    /// goes with it into a capture.
    #[inline]
    fn queue_launch<A: KernelArgs>(
        &self,
        what: &'static str,
        stream: &Stream,
        args: &A,
        enqueue: impl FnOnce(*mut *mut c_void) -> Result<(), DriverError>,
    ) -> Result<(), Error> {
        // First: a refused argument list has locked and queued nothing.
        args.with_sizes(Token(()), |sizes| self.signature().check(what, sizes))?;
        let s = stream.inner();
        s.same_context(what, "function", self.ctx_raw())?;
        let mut objects = Ok(());
        args.for_each_object(Token(()), |o| {
            if objects.is_ok() {
                objects = s.same_context(what, "texture or surface object", o.0.ctx_raw());
            }
        });
        objects?;
        s.bind()?;
        let Ok(plain) = Plain::of(s) else {
            return self.queue_captured(what, s, args, enqueue);
        };
        args.with_params(Token(()), |params, memory| {
            queue_ordered(plain, Reach::Kernel(what), memory, || enqueue(params))
        })
    }

    /// [`queue_launch`](Self::queue_launch)'s end on a capture stream `s`: the graph holds the module
    /// and the objects among `args` too. Out of line, so that the launch on a plain stream (the hot
    /// path) runs none of its code.
    #[cold]
    #[inline(never)]
    fn queue_captured<A: KernelArgs>(
        &self,
        what: &'static str,
        s: &Arc<crate::safe::owners::stream::StreamInner>,
        args: &A,
        enqueue: impl FnOnce(*mut *mut c_void) -> Result<(), DriverError>,
    ) -> Result<(), Error> {
        args.with_params(Token(()), |params, memory| {
            let held = || Some(self.held_by_capture(args));
            queue_with(s, Reach::Kernel(what), memory, held, || enqueue(params))
        })
    }

    /// What a hand-built graph of context `ctx` holds for a kernel node of this function with `args`
    /// besides the buffers (as [`held_by_capture`](Self::held_by_capture)), after refusing a texture or
    /// surface object of another context.
    pub(crate) fn held_by_graph<A: KernelArgs>(
        &self,
        what: &str,
        ctx: crate::sys::CUcontext,
        args: &A,
    ) -> Result<Held, Error> {
        let mut foreign = false;
        args.for_each_object(Token(()), |o| foreign |= o.0.ctx_raw() != ctx);
        if foreign {
            return Err(Error::InvalidArgument(format!(
                "{what}: a texture or surface object of another context than the graph"
            )));
        }
        Ok(self.held_by_capture(args))
    }

    /// What a graph that captures a launch of this function with `args` holds besides the buffers:
    /// the module, and every texture or surface object among the arguments (whose handles the graph's
    /// launches read).
    #[cold]
    pub(crate) fn held_by_capture<A: KernelArgs>(&self, args: &A) -> Held {
        let module = self.held();
        let mut objects: Vec<Held> = Vec::new();
        args.for_each_object(Token(()), |o| objects.push(Arc::clone(o.0) as Held));
        if objects.is_empty() {
            return module;
        }
        objects.push(module);
        Arc::new(objects)
    }

    /// Launches the kernel with `cuLaunchKernel` on `stream`, after the earlier work of every buffer
    /// argument; later uses of those buffers elsewhere, and their frees, wait for it. On a capture
    /// stream the launch goes into the graph, which then holds the module and the buffers.
    ///
    /// ```no_run
    /// # fn f(f: &cuda_driver::Function<'_>, buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::LaunchConfig;
    /// let n = buf.len() as u32;
    /// // SAFETY: the kernel is add_one(unsigned *data, unsigned n), which writes data[0..n].
    /// unsafe { f.launch(LaunchConfig::for_elements(n, 256), stream, (&mut *buf, n)) }?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Checked arguments
    /// Where the driver reports the kernel's parameters (CUDA 12.4 and newer; see
    /// [`Function::params`]), an argument list of another length, or with an argument whose size
    /// ([`KernelArg`]) differs from its parameter's, is refused before anything is locked or queued.
    /// Types cannot be checked: the driver knows only sizes, so a `u32` passes for an `f32` or an `i32`,
    /// and a `u64` or a raw [`CUdeviceptr`] for a pointer. On an older driver nothing is checked
    /// ([`Function::is_checked`]).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an argument list the kernel does not take ("the kernel takes 2
    /// parameters, 3 given"; "parameter 1 of the kernel is 4 bytes, but argument 1 is 8 bytes"); a
    /// function or buffer the stream's context cannot use (the context rules, in the crate docs); a
    /// failing `cuLaunchKernel` (for example `CUDA_ERROR_INVALID_VALUE` for too many threads per
    /// block), or of the event calls that order it.
    ///
    /// # Safety
    /// `args` must match the kernel's parameters in type (number and sizes are checked where the
    /// driver can, as above; otherwise they are the caller's promise too): the kernel reads each
    /// argument's bytes as its parameter's type. The kernel may only write buffers and views passed for
    /// writing (`&mut buf`, a [`DeviceSliceMut`], a `&mut` [`TensorMapMut`](crate::TensorMapMut)) and
    /// arrays through surfaces passed as `&mut surface` ([`SurfaceObject`](crate::SurfaceObject)), and only touch memory
    /// inside the buffers, views and objects it is given (and raw addresses the caller keeps valid
    /// until it has run): a view's kernel stays inside its range. Through a tensor map the unit itself
    /// keeps inside the map's buffer (see [`TiledMap`](crate::TiledMap)).
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
        let raw = stream.raw();
        self.queue_launch("launch", stream, &args, move |params| {
            // SAFETY: the caller vouches for the arguments; `params` points at them for the call; the
            // buffers among them stay allocated until the stream has run the kernel.
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
    }

    /// Launches the kernel with `cuLaunchKernelEx` and `attributes` (cluster shape, priority,
    /// cooperative, ...: none of them relaxes stream order); ordered and checked as
    /// [`launch`](Self::launch): the argument list's length and sizes, not its types.
    ///
    /// ```no_run
    /// # fn f(f: &cuda_driver::Function<'_>, buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::{LaunchAttribute, LaunchConfig};
    /// let n = buf.len() as u32;
    /// let clusters = [LaunchAttribute::ClusterDimension(2, 1, 1)];
    /// // SAFETY: as for `launch`: add_one(unsigned *data, unsigned n).
    /// unsafe { f.launch_ex(LaunchConfig::for_elements(n, 256), &clusters, stream, (&mut *buf, n)) }?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`launch`](Self::launch) (an argument list the kernel does not take included), from
    /// `cuLaunchKernelEx` (missing on drivers before CUDA 11.8); more attributes than a `c_uint`
    /// counts.
    ///
    /// # Safety
    /// As [`launch`](Self::launch).
    #[inline]
    pub unsafe fn launch_ex<A: KernelArgs>(
        &self,
        config: LaunchConfig,
        attributes: &[LaunchAttribute],
        stream: &Stream,
        args: A,
    ) -> Result<(), Error> {
        // SAFETY: the caller's promise for `args`; no relaxed attribute.
        unsafe { self.launch_with("launch_ex", config, attributes, &[], stream, args) }
    }

    /// Launches the kernel as [`launch_ex`](Self::launch_ex), with attributes that relax stream order
    /// or name events the kernel triggers. Each event is kept until the work queued on `stream` by then
    /// has run (dropping it waits for that).
    ///
    /// ```no_run
    /// # fn f(f: &cuda_driver::Function<'_>, buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::{LaunchConfig, RelaxedAttribute};
    /// let n = buf.len() as u32;
    /// let overlap = [RelaxedAttribute::ProgrammaticStreamSerialization];
    /// let config = LaunchConfig::for_elements(n, 256);
    /// // SAFETY: as for `launch`: add_one(unsigned *data, unsigned n), whose every path runs
    /// // griddepcontrol.wait before it touches `data`, which the kernel before it writes.
    /// unsafe { f.launch_relaxed(config, &[], &overlap, stream, (&mut *buf, n)) }?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`launch_ex`](Self::launch_ex); an event of another context than the stream's; a capture
    /// stream.
    ///
    /// # Safety
    /// As [`launch`](Self::launch), and for each attribute, the ordering the stream no longer gives:
    /// - [`RelaxedAttribute::ProgrammaticStreamSerialization`]: the kernel may start while the kernel
    ///   queued before it on `stream` still runs. It must not read memory that kernel writes, nor write
    ///   memory that kernel reads or writes, before its `griddepcontrol.wait`
    ///   (`cudaGridDependencySynchronize`), which waits for the earlier kernel's completion and memory;
    ///   and it must run `griddepcontrol.wait` on every path before it exits, so that it never finishes
    ///   before that kernel (work queued after it on the stream relies on that). The same holds between
    ///   this kernel and the next one launched with the attribute.
    /// - [`RelaxedAttribute::ProgrammaticEvent`] and [`RelaxedAttribute::LaunchCompletionEvent`]: work
    ///   that waits on the event (through [`Stream::wait_event`] or foreign code) may start before this
    ///   kernel's writes are complete or visible; it must not use memory this kernel writes, unless the
    ///   kernel makes those writes visible before it triggers the event.
    /// - [`RelaxedAttribute::MemSyncDomain`] and [`RelaxedAttribute::MemSyncDomainMap`]: the kernel's
    ///   memory operations belong to a domain other work may not share, and NVIDIA promises order
    ///   across domains only at system scope. The caller promises that the work this kernel is ordered
    ///   against through its buffers (on this stream or others) sees its writes, and it theirs: for
    ///   example that every kernel touching those buffers runs in the same domain, or that the kernels
    ///   make their writes visible at system scope (`fence.sc.sys`, `__threadfence_system`).
    #[inline]
    pub unsafe fn launch_relaxed<A: KernelArgs>(
        &self,
        config: LaunchConfig,
        attributes: &[LaunchAttribute],
        relaxed: &[RelaxedAttribute<'_>],
        stream: &Stream,
        args: A,
    ) -> Result<(), Error> {
        let s = stream.inner();
        s.refuse_capture("launch_relaxed")?;
        for event in relaxed.iter().filter_map(RelaxedAttribute::event) {
            s.same_context("launch_relaxed", "event", event.context().raw())?;
        }
        // SAFETY: the caller's promise, for the arguments and for the relaxed order.
        unsafe { self.launch_with("launch_relaxed", config, attributes, relaxed, stream, args) }?;
        for event in relaxed.iter().filter_map(RelaxedAttribute::event) {
            event.hold_until_done(s);
        }
        Ok(())
    }

    /// `cuLaunchKernelEx` with both kinds of attributes.
    ///
    /// # Safety
    /// As [`launch_relaxed`](Self::launch_relaxed).
    #[inline]
    unsafe fn launch_with<A: KernelArgs>(
        &self,
        what: &'static str,
        config: LaunchConfig,
        attributes: &[LaunchAttribute],
        relaxed: &[RelaxedAttribute<'_>],
        stream: &Stream,
        args: A,
    ) -> Result<(), Error> {
        // The list on this frame, as long as it needs to be: each slot is 72 bytes, zeroed and
        // written at every launch, and each stack line a launch writes costs it (its driver call
        // evicts them). One attribute is the common case.
        let n = attributes.len() + relaxed.len();
        let list = |attrs: &mut [CUlaunchAttribute]| {
            let raws = attributes
                .iter()
                .map(LaunchAttribute::raw)
                .chain(relaxed.iter().map(RelaxedAttribute::raw));
            for (slot, raw) in attrs.iter_mut().zip(raws) {
                *slot = raw;
            }
        };
        match n {
            0 | 1 => {
                let mut attrs = [CUlaunchAttribute::new(); 1];
                list(&mut attrs);
                // SAFETY: the caller's promise, passed on.
                unsafe { self.launch_list(what, config, &mut attrs[..n], stream, args) }
            }
            ..=MAX_ATTRIBUTES => {
                let mut attrs = [CUlaunchAttribute::new(); MAX_ATTRIBUTES];
                list(&mut attrs);
                // SAFETY: the caller's promise, passed on.
                unsafe { self.launch_list(what, config, &mut attrs[..n], stream, args) }
            }
            _ => {
                let mut attrs = vec![CUlaunchAttribute::new(); n];
                list(&mut attrs);
                // SAFETY: the caller's promise, passed on.
                unsafe { self.launch_list(what, config, &mut attrs, stream, args) }
            }
        }
    }

    /// `cuLaunchKernelEx` with the attribute list `attrs`.
    ///
    /// # Safety
    /// As [`launch_relaxed`](Self::launch_relaxed).
    #[inline]
    unsafe fn launch_list<A: KernelArgs>(
        &self,
        what: &'static str,
        config: LaunchConfig,
        attrs: &mut [CUlaunchAttribute],
        stream: &Stream,
        args: A,
    ) -> Result<(), Error> {
        let mut cfg = config.raw().with_h_stream(stream.raw());
        cfg.set_attrs(attrs)
            .map_err(|e| Error::InvalidArgument(format!("{what}: {e}")))?;
        self.queue_launch(what, stream, &args, move |params| {
            // SAFETY: the caller vouches for the arguments and the relaxed order; `cfg` borrows the
            // attributes for the call; the buffers stay allocated until the stream has run the kernel.
            unsafe {
                self.driver().cuLaunchKernelEx(
                    cfg.as_ptr(),
                    self.raw(),
                    params,
                    std::ptr::null_mut(),
                )
            }
        })
    }
}

/// The most attributes a launch passes without allocating: each slot is 72 zeroed bytes per launch
/// (eight slots cost the stand-in bench 4-5 ns a `launch_ex`; measure on a GPU before growing it).
const MAX_ATTRIBUTES: usize = 4;
