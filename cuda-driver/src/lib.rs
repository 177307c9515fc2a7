//! The CUDA driver API from Rust.
//!
//! - [`sys`]: the hand-listed driver types, enums and functions, C names exactly, one file per area of
//!   `cuda.h`, declared with `cuda-struct`'s macros.
//! - [`Driver`]: libcuda loaded at run time, every function resolved through `cuGetProcAddress` with the
//!   ABI version it was declared for. A function an older driver lacks is an error value.
//! - The safe layer, described below: Rust names, reference-counted owners, stream-ordered memory.
//!
//! The headings below follow the safe layer's folders: owners, stream order, device memory, host
//! memory, code, graphs, textures and host functions each have one.
//!
//! # Start
//!
//! [`Context::new`] loads libcuda, initialises it and retains device n's primary context, in one call;
//! [`Context::stream`] makes a non-blocking stream in it, [`Context::event`] an event with the default
//! flags. Every other owner is made from a context or a stream, and holds it. Without a GPU the first
//! call fails with an error whose [`Error::is_no_gpu`] is true.
//!
//! ```no_run
//! use cuda_driver::{Context, DeviceBuffer};
//!
//! let ctx = Context::new(0)?;
//! let stream = ctx.stream()?;
//! let buf = DeviceBuffer::from_slice(&stream, &[1u32, 2, 3])?;
//! assert_eq!(buf.to_vec()?, [1, 2, 3]);
//! # Ok::<(), cuda_driver::Error>(())
//! ```
//!
//! The forms with every choice stay beside these: [`init`] and [`Device::get`] / [`Device::all`],
//! [`Context::primary`] and [`Context::create`], [`Stream::new`] with [`StreamFlags`],
//! [`Stream::with_priority`], [`Event::new`] with [`EventFlags`].
//!
//! # Owners
//!
//! Work starts from a [`Context`] ([`Context::primary`] for a device's primary
//! context, [`Context::create`] for one of its own). A `Context` is a reference-counted value:
//! every [`Stream`], [`Event`], [`Module`], [`Graph`], [`PinnedBuffer`], [`IpcMemory`] and
//! [`PeerAccess`] made in it holds a clone, and every [`DeviceBuffer`] (and [`ManagedBuffer`],
//! [`MappedBuffer`], [`HostRegistration`]) holds the stream it was allocated on (its *home*), which
//! holds the context. So a context is released (primary) or destroyed (created) only after its last
//! owner, in whatever order values are dropped. The primary context is retained once per process
//! however many values share it. A [`MemPool`] holds its device's primary context; a buffer
//! allocated from a chosen pool ([`DeviceBuffer::alloc_from_pool`]) holds the pool, which is
//! destroyed after the last such buffer is freed and its last owner gone; the pool made current
//! with [`Device::set_mem_pool`] is held by the device's registry while it is current. A
//! [`PhysicalMemory`] and a [`VirtualRange`] hold the context they were made in; a mapping holds its
//! physical memory (the driver counts it), so the allocation's owner may go once it is mapped. An
//! [`Array`] is made on a stream (its home) and held as a buffer's memory is. A [`TextureObject`]
//! borrows what it reads (the array, the mipmapped array, or the buffer view under a linear texture),
//! and a [`SurfaceObject`] borrows its array mutably, as `&buf` and `&mut buf` would: one launch cannot
//! pass a texture beside `&mut` of its buffer, nor a texture and a surface, or two surfaces, of one
//! array. Each also holds its resource's memory, which a graph that captured a launch with it keeps
//! past the borrow (every launch of a graph is ordered on what it holds as a write).
//!
//! ## Streams and events
//!
//! Work queued on one [`Stream`] runs in order; two streams run side by side until one waits for the
//! other: [`Event::record`] marks what a stream has queued so far and [`Stream::wait_event`] makes
//! another stream wait for it ([`Stream::wait_for`] does both). Buffers need none of this: each use of a
//! buffer waits for its latest use on whatever stream that was (see [Stream order](#stream-order)), so events are
//! for what the layer cannot see, and for timing ([`Event::elapsed_ms`]).
//!
//! ```no_run
//! # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
//! let (producer, consumer) = (ctx.stream()?, ctx.stream()?);
//! let ready = ctx.event()?;
//! ready.record(&producer)?;
//! consumer.wait_event(&ready)?; // what `consumer` queues from here runs after `producer`'s work so far
//! # Ok(()) }
//! ```
//!
//! ## Which thread
//!
//! Every owner is `Send` and `Sync` and works from any thread: each call binds its
//! owner's context on the calling thread when it is not current, asking the driver (`cuCtxGetCurrent`,
//! ~7 ns) rather than trusting a cached record, so code that changes the current context behind our back
//! cannot make a call land in the wrong context. Dropping an owner restores what the thread had current.
//!
//! # Stream order
//!
//! Device memory lives in stream order. A
//! buffer is allocated on its home stream ([`Allocator::Pool`]: `cuMemAllocAsync`, or
//! `cuMemAllocFromPoolAsync` from a chosen [`MemPool`]; [`Allocator::Device`]: `cuMemAlloc`, the
//! memory `cuIpcGetMemHandle` needs; [`Allocator::Ipc`]: another process's, from
//! [`IpcMemory::into_buffer`]; [`Allocator::Mapped`]: a [`VirtualRange`] wholly mapped and accessible)
//! and freed (closed, unmapped) there after the work queued on it. Every use of memory has a mode, and
//! one rule orders them: **a read waits for the last write; a write waits for the last write and for
//! every read since.** So kernels on several streams that read one buffer (weights, a table) run at
//! once, and the next write waits for all of them. The rule holds on streams, inside a capture (as
//! edges between its streams) and among the nodes of a graph built by hand (as edges, below). A buffer
//! keeps, behind its own lock, the stream of its last write and the streams that read it since (nine at
//! most; one more reader is ordered as a write, after all of them). Every use takes the locks of the
//! buffers it touches, in address order, makes its stream wait for what the rule names on other streams
//! (one event record and wait per such stream), queues the work, records itself, and only then
//! releases the locks: nothing is decided outside the lock, so no check can go stale before the work is
//! queued, and a use on the stream that wrote last costs a lock and no driver call. Two uses of one
//! buffer in one call are one use, a write if either writes; a kernel given one buffer to read through
//! one argument and to write through another is refused, as it would race with itself.
//!
//! | reads | writes |
//! |---|---|
//! | kernel arguments `&buf`, a [`DeviceSlice`], `&`[`DeviceSliceMut`], `&`managed/mapped/registered | `&mut buf`, a [`DeviceSliceMut`] by value or `&mut`, `&mut` managed/mapped/registered |
//! | a [`TensorMap`], `&`[`TensorMapMut`] | `&mut` [`TensorMapMut`] |
//! | `&`[`TextureObject`] (its resource) | `&mut` [`SurfaceObject`] (its array) |
//! | the source of a copy (device, 2-D, 3-D, array, to the host, to pinned memory) | the destination of a copy; a memset |
//! | [`DeviceSlice::raw`] | [`DeviceBuffer::raw`], [`DeviceSliceMut::raw`], [`Array::raw`] |
//! | a [`BufferUse::read`] of [`Stream::queue_foreign`] | a [`BufferUse::write`] of [`Stream::queue_foreign`] |
//! | | a graph launch (each buffer it holds), a prefetch, an attachment |
//!
//! A view ([`DeviceBuffer::slice`], [`DeviceBuffer::slice_mut`], [`DeviceBuffer::split_at_mut`]) is
//! ordered as its buffer: writes of two disjoint views on two streams run one after the other. The
//! buffer holds the streams it keeps; it keeps holding the last stream of its own context other than
//! its home while it is used at home again, so that a buffer used by turns on two streams changes no
//! reference count (that stream is let go when a third stream takes its place, or when the buffer is
//! freed; a stream of another context is let go at the next write at home, since it would keep that
//! context alive). A free, and the host's access to memory it reaches, wait for the last write and the
//! reads since. A tensor map passed to a launch is a use of the buffer it addresses:
//! [`TiledMap::encode`] and [`Im2colMap::encode`] make one only over a borrowed buffer or view, refusing
//! a layout that would reach past its bytes, and the map borrows it while it lives. Copies with host
//! slices run on the home stream and return once the device is done with the slice.
//!
//! ## Library crates: foreign work in the same order
//!
//! A library that queues its own kernels (cuRAND, cuBLAS, cuFFT, NCCL) is called inside
//! [`Stream::queue_foreign`], which orders the call exactly as a launch: it names the buffers the call
//! touches as [`BufferUse`]s made from borrows (`BufferUse::read(&buf)`, `BufferUse::write(&mut buf)`),
//! and runs the call with the stream's context current, after the waits the rule names and under the
//! buffers' locks, handing it the raw stream; the uses are then recorded, on a stream or into a
//! capture (where the graph also holds what the caller names, such as the library object whose
//! state the captured kernels read). It is `unsafe`: the crate cannot see what the library touches,
//! so its contract says what the call may queue. A library object made in a context holds a
//! [`Context`] clone (or a stream, which holds one), binds it for each call ([`Context::bind`]), and
//! releases itself in it ([`Context::in_context`]); a drop inside a host function hands the object to
//! [`release_after_host_fn`] ([`in_host_fn`] says when), as this crate's owners do.
//!
//! ## Which context: the rule of each owner
//!
//! Every call checks, before it queues anything, that each
//! object it touches is usable from its stream's context, and returns [`Error::InvalidArgument`]
//! otherwise:
//! - a [`Function`] (its module's context, or the one a library kernel's function was made for), an
//!   [`Event`] being recorded, a [`GraphExec`], a [`PinnedBuffer`]: the same context;
//! - a [`TensorMap`] or [`TensorMapMut`]: the rule of the buffer it addresses (below);
//! - a [`DeviceBuffer`] a kernel, a memset or foreign code uses ([`DeviceBuffer::raw`]): the same
//!   context, or a context on another device to which the stream's context holds peer access through a
//!   live [`PeerAccess`] (the last `PeerAccess` of a pair waits for its context's work before it
//!   disables the access, and no launch relying on it can be queued meanwhile);
//!   only [`Allocator::Device`] memory of another device is accepted (peer access is documented to map
//!   `cuMemAlloc` memory, nothing else);
//! - a [`ManagedBuffer`], [`MappedBuffer`] or [`HostRegistration`]: the same context, outside captures;
//! - what a graph's node names (its buffers, kernel, child graph, recorded event): the graph's context,
//!   never host-reachable memory; an event a node waits for: any context;
//! - an [`Array`] and the buffer or array it is copied with, and a [`TextureObject`] or [`SurfaceObject`]
//!   passed to a launch: the same context (an object is its resource's context's);
//! - the two buffers of [`DeviceBuffer::copy_from_device`]: any two contexts, on a stream of either;
//!   of a 2-D copy ([`DeviceSliceMut::copy_2d_from_device`]): the stream's context; of a 3-D copy
//!   ([`DeviceSliceMut::copy_3d_from_device`]): any two contexts, on a stream of either;
//! - an event a stream waits for ([`Stream::wait_event`]): any context, as the driver allows;
//! - a [`MemPool`] a buffer is allocated from or imported into: any context on the pool's device (a
//!   pool belongs to a device, and the buffer to its stream's context).
//!
//! # Device memory
//!
//! A [`DeviceBuffer`] is allocated on a stream ([`DeviceBuffer::alloc`], [`DeviceBuffer::zeroed`],
//! [`DeviceBuffer::from_slice`], [`DeviceBuffer::alloc_from_pool`] from a [`MemPool`]) and freed there after
//! its last use; copies to and from host slices ([`DeviceBuffer::copy_from_host`],
//! [`DeviceBuffer::copy_to_host`], [`DeviceBuffer::to_vec`]) return once the bytes are where they go;
//! [`DeviceBuffer::slice`] and [`DeviceBuffer::slice_mut`] borrow ranges.
//!
//! # Host memory
//!
//! A [`ManagedBuffer`] (`cuMemAllocManaged`), a [`MappedBuffer`]
//! (`cuMemHostAlloc`, mapped) and a [`HostRegistration`] (`cuMemHostRegister` of a slice the caller
//! lends) are buffers of the same model ([`Allocator::Managed`], [`Allocator::HostMapped`],
//! [`Allocator::HostRegistered`]): kernels take them as `&buf` or `&mut buf`, ordered as above, and each
//! is freed (or unregistered) after its latest use. The host reaches their elements only through
//! `as_slice()?` / `as_mut_slice()?`, which wait for that latest use and hold the buffer's borrow while
//! the slice lives, so only reading kernels can be queued meanwhile (none for a `&mut` slice). They are
//! used only on streams of their own context and never captured into a graph, whose launches would not
//! borrow them. Managed memory is reached by the host only where the device has concurrent managed
//! access. A registration lives for one closure ([`HostRegistration::scope`]), whose end waits for every
//! use: a value could be leaked, ending the loan with work still running.
//!
//! # Code and launches
//!
//! A [`Module`] holds device code ([`Module::from_ptx`], [`Module::from_image`]; `cuda_nvrtc::compile_module`
//! compiles CUDA C++ for the context's device and loads it); [`Module::function`] finds a kernel by name.
//! [`Function::launch`] is `unsafe` (the kernel's signature is the caller's promise; the argument count
//! and sizes are checked) and takes buffers by borrow: `&buf` is read, `&mut buf` written.
//!
//! ```no_run
//! use cuda_driver::{Context, DeviceBuffer, LaunchConfig, Module};
//! # fn f(ctx: &Context, ptx: &str) -> Result<(), cuda_driver::Error> {
//! let stream = ctx.stream()?;
//! let module = Module::from_ptx(ctx, ptx)?;
//! let mut data = DeviceBuffer::from_slice(&stream, &[1u32, 2, 3])?;
//! // SAFETY: add_one(unsigned *, unsigned) writes the first n elements.
//! unsafe { module.function("add_one")?.launch(LaunchConfig::for_elements(3, 256), &stream, (&mut data, 3u32)) }?;
//! # Ok(()) }
//! ```
//!
//! ## Libraries: code without a context
//!
//! A [`Library`] (`cuLibraryLoadData`) belongs to no context; its
//! [`Kernel`]s hold it, and [`Kernel::function`] makes a kernel a [`Function`] of one context, which
//! borrows the kernel and that context. Each such call registers the context with the library, which
//! holds it; the library is unloaded after its last owner (the value, its kernels, the graphs that
//! captured launches of its functions), once the work of every registered context is done (each is
//! synchronised first, as a module's unload synchronises its one context; a wait that fails without
//! ending all work leaves the library loaded). No other context can run its code: a function is made
//! only through `Kernel::function`, and only launched on streams of its own context.
//!
//! # Graphs and capture
//!
//! [`Context::capture`] runs a closure on a stream that captures into a [`Graph`] (with
//! [`Stream::fork`] for more streams); [`Graph::instantiate`] makes a [`GraphExec`] that
//! [`GraphExec::launch`] replays. [`Graph::new`] and its `add_*` methods build one node by node.
//!
//! ```no_run
//! # use cuda_driver::{Context, DeviceBuffer};
//! # fn f(ctx: &Context, buf: &mut DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
//! let graph = ctx.capture(|s| buf.memset_d32_on(7, s))?; // nothing runs yet
//! let exec = graph.instantiate()?;
//! let stream = ctx.stream()?;
//! exec.launch(&stream)?;
//! exec.launch(&stream)?;
//! # Ok(()) }
//! ```
//!
//! ## Capture: a scope the layer owns
//!
//! Work goes into a graph only through [`Context::capture`]: the
//! closure gets a stream made for the capture (non-blocking, relaxed mode), capturing for its whole
//! life, which nothing outside the closure can name. Launches, device copies, memsets and host copies
//! (whose bytes the graph keeps a copy of) on it go into the graph, which holds every buffer, module (or library) and
//! host copy they use; [`Stream::fork`] adds streams to the same capture and joins them when its closure
//! returns, on error or panic too. No stream outside can wait on a capture stream, and no event is
//! recorded on one, so no stream is drawn into a capture unseen. Captured work never enters a buffer's
//! real order: it runs only when a [`GraphExec`] is launched, and each launch is ordered as a write of
//! every buffer the graph holds. Inside the capture the rule orders uses between its streams. An error or panic inside ends the capture and discards the graph. A graph made outside the
//! layer can be wrapped with the `unsafe` [`Graph::from_raw`], whose contract puts its memory in the
//! caller's hands.
//!
//! ## Graphs built by hand
//!
//! [`Graph::new`] makes an empty graph; its `add_*` methods add kernel
//! ([`Graph::add_kernel`], with the arguments and checks of a launch), memset, device-copy, host-copy
//! ([`Graph::add_copy_from_host`]: the graph keeps a pinned copy of the bytes), host
//! ([`Graph::add_host_fn`]), child-graph and event nodes, each after the [`GraphNode`]s it depends on
//! (a node of another graph is refused) and, for a node over buffers, after the nodes the rule requires
//! among those added before over the same buffers, as if the graph were a stream: a memset then a
//! copy of the same buffer get an edge though neither names the other ([`Graph::edges`] lists them; a
//! graph that does not know its earlier nodes' buffers, a capture or a clone, orders such a node after
//! every node without dependents). The graph holds what each node touches, as a capture does:
//! buffers (of the graph's context, never host-reachable), modules, closures, events, host bytes, and
//! what a child holds; its clones ([`Graph::try_clone`]) and executables hold the same, and an executable lets go
//! only after its last launch has run. A launch orders the graph after every held buffer's earlier
//! work, as a write of each (a node that only reads a buffer is ordered as one that writes it: the
//! launches of one graph then never overlap, which its host-copy pairs rely on). A host
//! node's closure (`Fn + Send + Sync`) runs at every launch, under the rule of host functions below;
//! its panic is returned by the launch stream's next `synchronize` or `query`.
//! Memory nodes ([`Graph::add_mem_alloc`], [`Graph::add_mem_free`]) come in pairs within one graph
//! (instantiation refuses an allocation without its free node), so that memory lives only inside each
//! launch and is nobody's between launches; kernels reach it by raw address through the `unsafe`
//! [`Graph::add_kernel`]. [`GraphExec::update`] swaps in a graph of the same shape; what the executable held before is kept
//! while launches queued before the update may still run the old nodes (let go at an update that finds
//! the last launch's stream idle, else when the executable goes).
//!
//! # Arrays, textures and tensor maps
//!
//! An [`Array`] (`cuArray3DCreate`) is memory of the same
//! model ([`Allocator::Array`]): its copies ([`Array::copy_from_host`], [`Array::copy_to_device`], ...)
//! are uses, and it is destroyed once the stream of its latest use has run (`cuArrayDestroy` is not
//! stream-ordered, so that free waits on the host, as `cuMemFree`'s does). A [`MipmappedArray`] is one
//! such allocation ([`Allocator::MipmappedArray`]); each of its levels is an [`Array`] value over it,
//! so a use of any level is a use of the whole, and a level keeps the whole alive. A texture or
//! surface object has no order of its own: passing it to a launch (`&texture` to read, `&mut surface`,
//! which may write) orders the launch as a use of its resource, so the resource's uses since its last
//! write include the object's last launch; dropping the object waits for them, then destroys the
//! handle. A graph that captures such a launch holds the object, and each graph launch is a use of
//! the resource.
//!
//! # Host functions
//!
//! [`Stream::launch_host_fn`] queues a closure
//! (`FnOnce + Send + 'static`, boxed and handed to the driver, which calls it once on a thread of its
//! own after the work queued before it). CUDA must not be called from inside: while it runs, every
//! call of this layer that would reach the driver returns [`DriverError::is_in_host_fn`] instead
//! (a thread-local flag, checked where calls bind their context). An owner dropped there
//! (`move || drop(buf)`) is released after the host function, by a thread of the crate, as its drop on
//! any other thread would (in its context, after the work that used it), usually right after the
//! host function; [`wait_for_releases`] waits until it is done (a synchronisation does not: the
//! release may wait for other streams' work, which may wait for the synchronising thread). A panic is caught where the driver calls
//! the closure and returned once, as [`Error::HostFnPanicked`], by the stream's next `synchronize` or
//! `query`. A capture stream refuses host functions: a graph would run one at each launch.
//!
//! # Cargo features
//!
//! Each room of the safe layer that a crate may leave out has a feature, all on by default (they only
//! add): `graph` ([`Graph`], [`GraphExec`], [`Context::capture`]), `texture` ([`Array`],
//! [`TextureObject`], [`SurfaceObject`], [`TensorMap`] and the rest of its heading), `host`
//! ([`ManagedBuffer`], [`MappedBuffer`], [`HostRegistration`]), `vmm` ([`PhysicalMemory`],
//! [`VirtualRange`]) and `library` ([`Library`], [`Kernel`]). Without them (`default-features = false`)
//! the crate keeps [`sys`] whole, [`Driver`], the errors and the core: devices, contexts, streams, events,
//! peer access, device buffers and views, copies, memsets, pools, IPC, pinned memory, modules, launches
//! and host functions, which is what most programs use and about half the safe layer to compile.
//!
//! # Errors
//!
//! Every call of the safe layer returns [`Error`]: a driver call's code with its name and description
//! ([`DriverError`]), a library that could not be loaded (every path tried), an argument refused before
//! anything was queued ([`Error::InvalidArgument`]), a lookup by name with the name ([`Error::Lookup`]).
//! NVRTC's, nvJitLink's and the runtime API's errors convert into it ([`Error::Library`], the original
//! kept), so one function uses `?` on all of them.
//!
//! ## Sticky errors
//!
//! A kernel fault (`CUDA_ERROR_ILLEGAL_ADDRESS` and its kin,
//! [`DriverError::is_sticky`]) breaks the context for every owner sharing it, and the error says so. The
//! recovery: drop every owner made in it and call [`Device::reset_primary_context`] (refused while an
//! owner is alive). On driver 580 (CUDA 13.0, H200) the reset succeeds but the next retain still fails
//! with the same error, so there a new process is the only recovery.
//!
//! # What is `unsafe`, and why
//!
//! Kernel launches ([`Function::launch`], [`Function::launch_ex`]): the
//! PTX signature is not checked against the arguments; buffer arguments are borrows (`&buf` read,
//! `&mut buf` write) ordered as above. [`Function::launch_relaxed`]: the launch attributes that let a
//! kernel start before the one ahead of it finishes, trigger an event early, or put its memory in a
//! synchronisation domain of its own ([`RelaxedAttribute`]), with the ordering its caller then
//! promises. [`Function::launch_cooperative`]
//! (the signature; the grid size is checked). [`Graph::add_kernel`] (as a launch, for every launch of
//! the graph). [`Graph::from_raw`]. The raw-descriptor 2-D and 3-D
//! copies ([`copy_3d`], ...), whose descriptors hold raw addresses (views have checked 2-D copies).
//! [`IpcMemory::into_buffer`] and [`DeviceBuffer::import_pointer`]: memory another process exported
//! (by IPC handle, or from its pool), which that process must keep until this one has freed it; the
//! exporting sides ([`DeviceBuffer::ipc_handle`], [`MemPool::export_fd`],
//! [`DeviceBuffer::export_pointer`]) are safe: the promise is the importer's.
//! [`Stream::queue_foreign`]: the foreign work's promise to touch only the buffers it names, in their
//! modes, on the given stream, and to keep what else it reads (the library's own memory and objects,
//! the stream it leaves the library set to) alive until that work, and every launch of a graph that
//! captured it, has run.
//! [`PhysicalMemory::import_fd`]: the importer states the allocation's size, which the driver cannot
//! check (the import itself holds the memory, so the exporter's release cannot take it away).
//! Everything else is safe.
//!
//! # One word per concept
//!
//! *copy* moves bytes (`copy_from_host`, `copy_to_host`, `copy_from_device`,
//! `copy_from_pinned`, `copy_3d`); a name ending in *_on* takes the stream to queue on
//! (`copy_from_host_on`, `memset_d8_on`, `close_on`); *close* ends an owner's life reporting the error that drop would
//! ignore (every owner, buffers included: `close`, `close_on`); *raw* reaches the C handle (`raw()` on
//! every owner; for a buffer `raw(&stream)`, which records the foreign use); *alloc* makes device memory;
//! *bind* makes a context current; *hold* keeps a value alive (every owner holds its context, a graph
//! holds what its nodes touch). Each call that allocates says what the new memory holds in one of two
//! sentences, *Contents: zeroed.* or *Contents: unspecified until written.*

// With a room of the safe layer left out (its cargo feature off), parts of the core that only that
// room reaches are unused; the full set, the default that CI lints, is where dead code is found.
#![cfg_attr(
    not(all(
        feature = "graph",
        feature = "texture",
        feature = "host",
        feature = "vmm",
        feature = "library"
    )),
    allow(dead_code, unused_imports, unused_macros)
)]

pub mod sys;

mod driver;
mod error;
mod library_error;
mod safe;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use driver::{Driver, LoadOptions, DEFAULT_NAMES, PATH_VARIABLE};
pub use error::{DriverError, Error, LibraryError};
pub use safe::*;
pub use sys::{functions, Table};
