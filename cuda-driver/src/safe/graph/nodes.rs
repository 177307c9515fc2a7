//! Building a graph by hand: kernel, memset, copy (between buffers, or from host bytes the graph keeps
//! a copy of), host, child-graph, event and empty nodes, each after the
//! nodes it depends on and, for a node over buffers, after the nodes the order of memory uses requires
//! (`order`: a read after the buffer's last writing node, a write after it and the reads since),
//! each held by the graph with what it touches.

use std::ffi::c_void;
use std::sync::Arc;

use crate::sys::{
    CUmemorytype, CUDA_HOST_NODE_PARAMS, CUDA_KERNEL_NODE_PARAMS, CUDA_MEMCPY3D,
    CUDA_MEMSET_NODE_PARAMS,
};
use crate::{DeviceSlice, DeviceSliceMut, Error, Event, Function, Graph, KernelArgs, LaunchConfig};

use cuda_struct::CudaField;

use super::GraphNode;
use crate::safe::host::pinned::HostSnapshot;
use crate::safe::host_fn::Shared;
use crate::safe::order::allocation::Memory;
use crate::safe::order::checks::{check_graph_memory, check_kernel_modes};
use crate::safe::owners::stream::Held;

impl Graph {
    /// Adds a kernel node after `deps`: `f` run with `config` and `args`, which are checked and taken
    /// as [`Function::launch`] takes them (the driver copies the argument values into the node). The
    /// graph holds `f`'s module and every buffer among `args`, and each launch of the graph is
    /// ordered after their earlier work, as a kernel launch is.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, f: &cuda_driver::Function<'_>, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let n = buf.len() as u32;
    /// let config = cuda_driver::LaunchConfig::for_elements(n, 256);
    /// // SAFETY: as for `launch`: add_one(unsigned *data, unsigned n), on every launch of the graph.
    /// let node = unsafe { graph.add_kernel(&[], f, config, (&mut *buf, n)) }?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// An argument list the kernel does not take (as [`Function::launch`]); a function or a buffer of
    /// another context than the graph's, or memory the host reaches (managed, mapped, registered); a
    /// node of another graph in `deps`; a failing `cuGraphAddKernelNode`.
    ///
    /// # Safety
    /// As [`Function::launch`], for every launch of the graph: the arguments match the kernel's
    /// parameters in type, and the kernel writes only the buffers passed for writing and touches no
    /// memory outside the buffers and views it is given, and raw addresses valid while it runs. The
    /// address of a [`GraphAllocation`](crate::GraphAllocation) of this graph is valid for a node
    /// ordered after its allocation node and before its free node.
    pub unsafe fn add_kernel<A: KernelArgs>(
        &mut self,
        deps: &[GraphNode],
        f: &Function<'_>,
        config: LaunchConfig,
        args: A,
    ) -> Result<GraphNode, Error> {
        const WHAT: &str = "Graph::add_kernel";
        if f.ctx_raw() != self.ctx.raw() {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the function belongs to another context than the graph"
            )));
        }
        // The module (or library) and every texture or surface object among the arguments.
        let module: Held = f.held_by_graph(WHAT, self.ctx.raw(), &args)?;
        f.with_checked_args(WHAT, &args, |params, memory| {
            check_graph_memory(WHAT, self.ctx.raw(), memory)?;
            check_kernel_modes(WHAT, memory)?;
            let p = CUDA_KERNEL_NODE_PARAMS::new()
                .with_func(f.raw())
                .with_grid_dim_x(config.grid.0)
                .with_grid_dim_y(config.grid.1)
                .with_grid_dim_z(config.grid.2)
                .with_block_dim_x(config.block.0)
                .with_block_dim_y(config.block.1)
                .with_block_dim_z(config.block.2)
                .with_shared_mem_bytes(config.shared_mem_bytes)
                .with_kernel_params(params);
            let driver = self.ctx.driver();
            let graph = self.raw;
            let node = self.add_using(WHAT, deps, memory, |out, d, n| {
                // SAFETY: `out` and `d` (`n` nodes of this graph) are valid for the call; `p` points at
                // the argument values, which the driver copies; the caller vouches for their types.
                unsafe { driver.cuGraphAddKernelNode(out, graph, d, n, &p) }
            })?;
            self.held.values.push(module);
            Ok(node)
        })
    }

    /// Adds a memset node after `deps` that sets every byte of `dst` to `value`. The graph holds the
    /// buffer.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let zero = graph.add_memset_d8(&[], &mut *buf, 0)?; // every byte of `buf`, on each launch
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A buffer of another context than the graph's, or memory the host reaches; an empty view; a node
    /// of another graph in `deps`; a failing `cuGraphAddMemsetNode`.
    pub fn add_memset_d8<'d, T: 'd>(
        &mut self,
        deps: &[GraphNode],
        dst: impl Into<DeviceSliceMut<'d, T>>,
        value: u8,
    ) -> Result<GraphNode, Error> {
        self.add_memset(
            "Graph::add_memset_d8",
            deps,
            dst.into(),
            u32::from(value),
            1,
        )
    }

    /// Adds a memset node after `deps` that sets every 16-bit word of `dst` to `value`; as
    /// [`add_memset_d8`](Self::add_memset_d8).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let node = graph.add_memset_d16(&[], buf.slice_mut(..4)?, 0xffff)?; // a view works too
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`add_memset_d8`](Self::add_memset_d8); a view whose address or size is not a multiple of 2
    /// bytes.
    pub fn add_memset_d16<'d, T: 'd>(
        &mut self,
        deps: &[GraphNode],
        dst: impl Into<DeviceSliceMut<'d, T>>,
        value: u16,
    ) -> Result<GraphNode, Error> {
        self.add_memset(
            "Graph::add_memset_d16",
            deps,
            dst.into(),
            u32::from(value),
            2,
        )
    }

    /// Adds a memset node after `deps` that sets every 32-bit word of `dst` to `value`; as
    /// [`add_memset_d8`](Self::add_memset_d8).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let seven = graph.add_memset_d32(&[], &mut *buf, 7)?; // every element 7
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`add_memset_d8`](Self::add_memset_d8); a view whose address or size is not a multiple of 4
    /// bytes.
    pub fn add_memset_d32<'d, T: 'd>(
        &mut self,
        deps: &[GraphNode],
        dst: impl Into<DeviceSliceMut<'d, T>>,
        value: u32,
    ) -> Result<GraphNode, Error> {
        self.add_memset("Graph::add_memset_d32", deps, dst.into(), value, 4)
    }

    fn add_memset<T>(
        &mut self,
        what: &'static str,
        deps: &[GraphNode],
        dst: DeviceSliceMut<'_, T>,
        value: u32,
        unit: usize,
    ) -> Result<GraphNode, Error> {
        let (ptr, bytes) = (dst.ptr(), dst.byte_len());
        if bytes == 0 || bytes % unit != 0 || ptr.native_handle() % unit != 0 {
            return Err(Error::InvalidArgument(format!(
                "{what} needs a non-empty range whose address and size are multiples of {unit} bytes; \
                 the range starts at {:#x} and holds {bytes} bytes",
                ptr.native_handle()
            )));
        }
        let memory = [dst.tracked()];
        check_graph_memory(what, self.ctx.raw(), &memory)?;
        // `unit` is 1, 2 or 4.
        let p = CUDA_MEMSET_NODE_PARAMS::new()
            .with_dst(ptr)
            .with_value(value)
            .with_element_size(unit as u32)
            .with_width(bytes / unit)
            .with_pitch(bytes)
            .with_height(1);
        let (driver, graph, ctx) = (self.ctx.driver(), self.raw, self.ctx.raw());
        self.add_using(what, deps, &memory, |out, d, n| {
            // SAFETY: `out`, `d` and `p` are valid for the call; the range lies in a buffer the graph
            // holds from here on.
            unsafe { driver.cuGraphAddMemsetNode(out, graph, d, n, &p, ctx) }
        })
    }

    /// Adds a copy node after `deps` from `src` to `dst`, two views of the same length (buffers of the
    /// graph's context). The graph holds both buffers.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, dst: &mut cuda_driver::DeviceBuffer<u32>, src: &cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let copy = graph.add_copy(&[], &mut *dst, src)?; // same length, device to device
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// Views of different lengths, or empty; a buffer of another context than the graph's, or memory
    /// the host reaches; a node of another graph in `deps`; a failing `cuGraphAddMemcpyNode`.
    pub fn add_copy<'d, 's, T: 'd + 's>(
        &mut self,
        deps: &[GraphNode],
        dst: impl Into<DeviceSliceMut<'d, T>>,
        src: impl Into<DeviceSlice<'s, T>>,
    ) -> Result<GraphNode, Error> {
        const WHAT: &str = "Graph::add_copy";
        let (dst, src) = (dst.into(), src.into());
        if dst.len() != src.len() || dst.is_empty() {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the destination holds {} elements and the source {}; a copy node needs two \
                 non-empty views of the same length",
                dst.len(),
                src.len()
            )));
        }
        let memory = [dst.tracked(), src.tracked()];
        check_graph_memory(WHAT, self.ctx.raw(), &memory)?;
        let device = CUmemorytype::CU_MEMORYTYPE_DEVICE;
        let p = one_row(dst.byte_len())
            .with_src_memory_type(device)
            .with_src_device(src.ptr())
            .with_dst_memory_type(device)
            .with_dst_device(dst.ptr());
        // SAFETY: both ranges lie in buffers the graph holds from here on.
        unsafe { self.add_memcpy(WHAT, deps, &memory, &p) }
    }

    /// Adds a copy node after `deps` from the host elements `src` to `dst` (same length). The bytes of
    /// `src` are copied now, once, into pinned memory the graph owns, which every launch copies from: as
    /// a host copy inside a capture, changing `src` afterwards changes nothing. The graph holds `dst`'s
    /// buffer and the copy.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let data: Vec<u32> = (0..buf.len() as u32).collect();
    /// let up = graph.add_copy_from_host(&[], &mut *buf, &data)?; // copied now; `data` may go
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// Lengths that differ, or none; a buffer of another context than the graph's, or memory the host
    /// reaches; a node of another graph in `deps`; a failing `cuMemAllocHost` or
    /// `cuGraphAddMemcpyNode`.
    pub fn add_copy_from_host<'d, T: CudaField + 'd>(
        &mut self,
        deps: &[GraphNode],
        dst: impl Into<DeviceSliceMut<'d, T>>,
        src: &[T],
    ) -> Result<GraphNode, Error> {
        const WHAT: &str = "Graph::add_copy_from_host";
        let dst = dst.into();
        if dst.len() != src.len() || src.is_empty() {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the destination holds {} elements and the source {}; a copy node needs two \
                 non-empty ranges of the same length",
                dst.len(),
                src.len()
            )));
        }
        let memory = [dst.tracked()];
        check_graph_memory(WHAT, self.ctx.raw(), &memory)?;
        // Before the host copy is made: a bad dependency allocates nothing.
        self.deps(WHAT, deps)?;
        self.ctx.bind()?;
        let snapshot = Arc::new(HostSnapshot::of(&self.ctx, src)?);
        let p = one_row(dst.byte_len())
            .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_HOST)
            .with_src_host(snapshot.ptr())
            .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
            .with_dst_device(dst.ptr());
        // SAFETY: the snapshot holds the range's bytes, readable, and the range lies in a buffer; the
        // graph holds both from here on.
        let node = unsafe { self.add_memcpy(WHAT, deps, &memory, &p) }?;
        self.held.values.push(snapshot);
        Ok(node)
    }

    /// Adds a host node after `deps`: `f` runs on a thread of the driver's at every launch of the
    /// graph, once the nodes it depends on are done. The graph owns `f` (shared with its clones,
    /// executables and the graphs it becomes a child of), and drops it after the last of them.
    ///
    /// As for [`Stream::launch_host_fn`](crate::Stream::launch_host_fn), `f` must not call CUDA:
    /// every call of this crate made inside returns an error instead. A panic in `f` is caught and
    /// reported by the launch stream's next synchronisation or query (see [`GraphExec::launch`](
    /// crate::GraphExec::launch)). `f` is `Fn + Sync`: launches of two executables of one graph may run
    /// it at the same time.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let set = graph.add_memset_d32(&[], &mut *buf, 7)?;
    /// graph.add_host_fn(&[set], || println!("set"))?; // runs on a driver thread, after `set`
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A node of another graph in `deps`; a failing `cuGraphAddHostNode`.
    pub fn add_host_fn(
        &mut self,
        deps: &[GraphNode],
        f: impl Fn() + Send + Sync + 'static,
    ) -> Result<GraphNode, Error> {
        let call = Shared::new(f, Arc::clone(&self.panics));
        let (function, data) = Shared::function_and_data(&call);
        let p = CUDA_HOST_NODE_PARAMS::new()
            .with_fn(function.map_or(std::ptr::null_mut(), |f| f as *mut c_void))
            .with_user_data(data);
        let (driver, graph) = (self.ctx.driver(), self.raw);
        let node = self.add_with("Graph::add_host_fn", deps, |out, d, n| {
            // SAFETY: `out`, `d` and `p` are valid for the call; `data` stays valid while the graph
            // or anything holding what it holds lives (the `Arc` kept below).
            unsafe { driver.cuGraphAddHostNode(out, graph, d, n, &p) }
        })?;
        self.held.values.push(call);
        let own = Arc::clone(&self.panics);
        self.held.add_panics(&own);
        Ok(node)
    }

    /// Adds a node after `deps` that runs a copy of `child` (the driver copies it: later changes to
    /// `child` do not reach this graph). This graph holds everything `child` holds.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let child = ctx.capture(|s| buf.memset_d32_on(1, s))?;
    /// let node = graph.add_child(&[], &child)?; // `child`'s nodes, copied in as one node
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A graph of another context, or with an allocation node still missing its free node; a child
    /// holding a copy-to-host pair ([`add_copy_to_host_fn`](Self::add_copy_to_host_fn)) this graph
    /// already holds; a node of another graph in `deps`; a failing `cuGraphAddChildGraphNode` (the
    /// driver refuses a child with memory nodes).
    pub fn add_child(&mut self, deps: &[GraphNode], child: &Graph) -> Result<GraphNode, Error> {
        const WHAT: &str = "Graph::add_child";
        if child.ctx.raw() != self.ctx.raw() {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the child graph belongs to another context than the graph"
            )));
        }
        child.refuse_unfreed(WHAT)?;
        self.refuse_shared_landing(WHAT, &child.held)?;
        let (driver, graph) = (self.ctx.driver(), self.raw);
        // The child node is a use of every buffer the child holds, as the child's launch would be.
        let memory: Vec<Memory<'_>> = child.held.memory.iter().map(Memory::write).collect();
        let node = {
            let _calls = child.calls.lock().unwrap_or_else(|e| e.into_inner());
            self.add_using(WHAT, deps, &memory, |out, d, n| {
                // SAFETY: `out` and `d` are valid for the call; both graphs live as long as the borrows,
                // and no other call on `child` runs meanwhile.
                unsafe { driver.cuGraphAddChildGraphNode(out, graph, d, n, child.raw) }
            })?
        };
        self.held.extend(&child.held);
        Ok(node)
    }

    /// Adds a node after `deps` that does nothing: a point that later nodes can depend on instead of
    /// on all of `deps`.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let a = graph.add_memset_d32(&[], buf.slice_mut(..4)?, 1)?;
    /// let b = graph.add_memset_d32(&[], buf.slice_mut(4..8)?, 2)?;
    /// let both = graph.add_empty(&[a, b])?; // one node to depend on for both
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A node of another graph in `deps`; a failing `cuGraphAddEmptyNode`.
    pub fn add_empty(&mut self, deps: &[GraphNode]) -> Result<GraphNode, Error> {
        let (driver, graph) = (self.ctx.driver(), self.raw);
        self.add_with("Graph::add_empty", deps, |out, d, n| {
            // SAFETY: `out` and `d` are valid for the call; the graph lives as long as the borrow.
            unsafe { driver.cuGraphAddEmptyNode(out, graph, d, n) }
        })
    }

    /// Adds a node after `deps` that records `event` (an event of the graph's context) at every launch.
    /// The graph holds the event.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// # use {cuda_driver::{Event, EventFlags}, std::sync::Arc};
    /// let event = Arc::new(Event::new(ctx, EventFlags::DISABLE_TIMING)?);
    /// let set = graph.add_memset_d32(&[], &mut *buf, 7)?;
    /// graph.add_event_record(&[set], &event)?;
    /// // another stream may wait for each launch's `set` with stream.wait_event(&event)
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// An event of another context; a node of another graph in `deps`; a failing
    /// `cuGraphAddEventRecordNode`.
    pub fn add_event_record(
        &mut self,
        deps: &[GraphNode],
        event: &Arc<Event>,
    ) -> Result<GraphNode, Error> {
        const WHAT: &str = "Graph::add_event_record";
        if event.context().raw() != self.ctx.raw() {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the event belongs to another context than the graph"
            )));
        }
        let (driver, graph, raw) = (self.ctx.driver(), self.raw, event.raw());
        let node = self.add_with(WHAT, deps, |out, d, n| {
            // SAFETY: `out` and `d` are valid for the call; the event lives while the graph holds it.
            unsafe { driver.cuGraphAddEventRecordNode(out, graph, d, n, raw) }
        })?;
        self.held.values.push(Arc::clone(event) as Held);
        Ok(node)
    }

    /// Adds a node after `deps` that makes the nodes depending on it wait for `event` (of any context)
    /// at every launch. The graph holds the event.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// # use {cuda_driver::{Event, EventFlags}, std::sync::Arc};
    /// let event = Arc::new(Event::new(ctx, EventFlags::DISABLE_TIMING)?);
    /// event.record(stream)?; // work elsewhere the graph must follow
    /// let wait = graph.add_event_wait(&[], &event)?;
    /// graph.add_memset_d32(&[wait], &mut *buf, 7)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A node of another graph in `deps`; a failing `cuGraphAddEventWaitNode`.
    pub fn add_event_wait(
        &mut self,
        deps: &[GraphNode],
        event: &Arc<Event>,
    ) -> Result<GraphNode, Error> {
        let (driver, graph, raw) = (self.ctx.driver(), self.raw, event.raw());
        let node = self.add_with("Graph::add_event_wait", deps, |out, d, n| {
            // SAFETY: `out` and `d` are valid for the call; the event lives while the graph holds it.
            unsafe { driver.cuGraphAddEventWaitNode(out, graph, d, n, raw) }
        })?;
        self.held.values.push(Arc::clone(event) as Held);
        Ok(node)
    }

    /// Adds a copy node with `p` after `deps` and the nodes the order of `memory` requires
    /// (`cuGraphAddMemcpyNode` in the graph's context); the graph holds `memory` from here on.
    ///
    /// # Safety
    /// Both ranges `p` names are valid for the copy, and stay so while the graph, or anything holding
    /// what it holds, may launch it.
    pub(super) unsafe fn add_memcpy(
        &mut self,
        what: &str,
        deps: &[GraphNode],
        memory: &[Memory<'_>],
        p: &CUDA_MEMCPY3D,
    ) -> Result<GraphNode, Error> {
        let (driver, graph, ctx) = (self.ctx.driver(), self.raw, self.ctx.raw());
        self.add_using(what, deps, memory, |out, d, n| {
            // SAFETY: `out`, `d` and `p` are valid for the call; the ranges by the caller's contract.
            unsafe { driver.cuGraphAddMemcpyNode(out, graph, d, n, p, ctx) }
        })
    }
}

/// A copy node's parameters for `bytes` bytes in one row: the pitches, heights and extent, to which
/// the caller adds each side's memory type and address.
pub(super) fn one_row(bytes: usize) -> CUDA_MEMCPY3D {
    CUDA_MEMCPY3D::new()
        .with_src_pitch(bytes)
        .with_src_height(1)
        .with_dst_pitch(bytes)
        .with_dst_height(1)
        .with_width_in_bytes(bytes)
        .with_height(1)
        .with_depth(1)
}
