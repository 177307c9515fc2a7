//! Graphs: made by [`Context::capture`](crate::Context::capture) or built node by node
//! ([`Graph::new`] and the `add_*` methods of `nodes`, memory nodes in `alloc`, copies into host
//! memory read by a host node in `to_host`), inspected, cloned,
//! instantiated (`exec`) and launched.
//!
//! **What a graph holds.** Everything its nodes touch: the buffers of its kernel, memset and copy
//! nodes (ordered at every launch, sorted by address), the modules of its kernels, the events of its
//! event nodes, the closures of its host nodes, and what its child graphs hold. So replaying it after
//! the user dropped those is sound: they go after the last graph and executable that hold them. A
//! [`GraphExec`] holds a copy of the list, and lets go of it only after its last launch has run.
//!
//! **How nodes added by hand are ordered** (`order`). Each `add_*` node over buffers gets, beside the
//! `deps` the caller names, the edges the stream rule requires from the nodes already added over the
//! same buffers, in the order they were added: a read after the last write, a write after it and
//! every read since ([`Graph::edges`] lists them). So two nodes over one buffer never race.
//!
//! **How a launch is ordered.** Each [`GraphExec::launch`] orders the graph after the earlier work of
//! every buffer it holds and becomes their latest use, as a kernel launch does (whether a node reads
//! or writes a buffer, the launch is ordered as a use of it).
//!
//! The crate docs' heading for this folder: "Graphs and capture".

mod alloc;
pub(crate) mod capture;
mod exec;
mod inspect;
mod nodes;
mod order;
mod to_host;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::sys::{CUgraph, CUgraphNode};

use crate::{Context, DriverError, Error};

use crate::safe::host::pinned::HostSnapshot;
use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::host_fn::Panics;
use crate::safe::order::allocation::{Allocation, Memory};
use crate::safe::owners::current;
use crate::safe::owners::stream::{Held, ScopeState};

pub use alloc::GraphAllocation;
pub use exec::GraphExec;

/// A graph of work, made by [`Context::capture`](crate::Context::capture) or built node by node from
/// [`Graph::new`]; destroyed on drop.
///
/// It holds what its nodes touch (buffers, modules, host closures, events, host bytes, what its child
/// graphs hold) until it goes, and so do its clones and the [`GraphExec`]s instantiated from it, which
/// let go only after their last launch has run: the user's values may be dropped while a graph still
/// needs them. Each launch is ordered after the earlier work of every buffer the graph holds.
#[derive(Debug)]
pub struct Graph {
    ctx: Context,
    raw: CUgraph,
    /// Tells this graph's nodes from other graphs' (a process-wide count, never reused).
    id: u64,
    held: Holds,
    /// The record the host nodes added to this graph report their panics to.
    panics: Arc<Panics>,
    /// Allocation nodes whose free node is not in the graph yet: instantiation waits for none.
    unfreed: usize,
    /// The nodes added over each buffer, which the next node over it is ordered after (`order`).
    uses: order::Uses,
    /// Held around every driver call on the graph made through `&self`: graphs are not internally
    /// synchronised (NVIDIA's "graph object thread safety"), and `Graph` is `Sync`. Calls that change
    /// the graph take `&mut self`.
    calls: Mutex<()>,
}

/// What a graph holds: its buffers (ordered at every launch, sorted by address, each once),
/// everything else, and the panic records of its host nodes (its own and its children's).
#[derive(Clone, Default)]
struct Holds {
    memory: Vec<Arc<Allocation>>,
    values: Vec<Held>,
    panics: Vec<Arc<Panics>>,
    /// The host memory of its copy-to-host pairs (module `to_host`), each once.
    landings: Vec<Arc<HostSnapshot>>,
}

impl std::fmt::Debug for Holds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Holds")
            .field("memory", &self.memory.len())
            .field("values", &self.values.len())
            .field("panics", &self.panics.len())
            .field("landings", &self.landings.len())
            .finish()
    }
}

impl Holds {
    /// Adds the buffers among `memory`, each once.
    fn add_memory(&mut self, memory: &[Memory<'_>]) {
        for m in memory {
            let key = Arc::as_ptr(m.0).addr();
            if let Err(at) = self
                .memory
                .binary_search_by_key(&key, |h| Arc::as_ptr(h).addr())
            {
                self.memory.insert(at, Arc::clone(m.0));
            }
        }
    }

    /// Whether the graph holds `mem`.
    fn holds(&self, mem: &Arc<Allocation>) -> bool {
        let key = Arc::as_ptr(mem).addr();
        self.memory
            .binary_search_by_key(&key, |h| Arc::as_ptr(h).addr())
            .is_ok()
    }

    /// Adds a panic record, once.
    fn add_panics(&mut self, record: &Arc<Panics>) {
        if !self.panics.iter().any(|p| Arc::ptr_eq(p, record)) {
            self.panics.push(Arc::clone(record));
        }
    }

    /// Adds everything `other` holds.
    fn extend(&mut self, other: &Holds) {
        let memory: Vec<Memory<'_>> = other.memory.iter().map(Memory::write).collect();
        self.add_memory(&memory);
        self.values.extend(other.values.iter().cloned());
        for p in &other.panics {
            self.add_panics(p);
        }
        for l in &other.landings {
            self.add_landing(l);
        }
    }
}

/// A node of a [`Graph`], as its `add_*` methods return it: a name to make later nodes depend on, valid
/// only with the graph it was added to (another graph's `add_*` refuses it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphNode {
    raw: CUgraphNode,
    graph: u64,
}

impl GraphNode {
    /// The raw handle (valid while its graph lives).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let node = graph.add_empty(&[])?;
    /// let raw: cuda_driver::sys::CUgraphNode = node.raw(); // valid while the graph lives
    /// # Ok(()) }
    /// ```
    pub fn raw(&self) -> CUgraphNode {
        self.raw
    }
}

// SAFETY: graph handles may be used from any thread; destruction binds the graph's context.
unsafe impl Send for Graph {}
// SAFETY: the `&self` driver calls on the graph are serialised by `calls`.
unsafe impl Sync for Graph {}

/// The next graph's id.
fn next_id() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl Graph {
    /// Wraps `raw` with what it holds.
    fn wrap(ctx: Context, raw: CUgraph, held: Holds) -> Self {
        Graph {
            ctx,
            raw,
            id: next_id(),
            held,
            panics: Arc::default(),
            unfreed: 0,
            uses: order::Uses::default(),
            calls: Mutex::new(()),
        }
    }

    /// An empty graph of `ctx` (`cuGraphCreate`), to add nodes to.
    ///
    /// ```no_run
    /// # use cuda_driver::{Context, DeviceBuffer, Graph, Stream};
    /// # fn f(ctx: &Context, stream: &Stream, buf: &mut DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = Graph::new(ctx)?;
    /// let set = graph.add_memset_d32(&[], &mut *buf, 7)?;
    /// graph.add_host_fn(&[set], || println!("set"))?;
    /// graph.instantiate()?.launch(stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphCreate`.
    pub fn new(ctx: &Context) -> Result<Self, Error> {
        ctx.bind()?;
        let mut raw = CUgraph::null();
        // SAFETY: `raw` is a valid out-parameter; the context is current.
        unsafe { ctx.driver().cuGraphCreate(raw.as_mut_ptr(), 0) }?;
        Ok(Graph::wrap(ctx.clone(), raw, Holds::default()))
    }

    /// The graph a capture made, holding what the capture recorded.
    pub(crate) fn captured(ctx: Context, raw: CUgraph, state: ScopeState) -> Self {
        let mut memory = Vec::with_capacity(state.uses.len());
        let mut values = state.held;
        for used in state.uses.into_values() {
            match used.memory.downcast::<Allocation>() {
                Ok(mem) => memory.push(mem),
                Err(other) => values.push(other),
            }
        }
        memory.sort_by_key(|m| Arc::as_ptr(m).addr());
        let held = Holds {
            memory,
            values,
            panics: Vec::new(),
            landings: Vec::new(),
        };
        Graph::wrap(ctx, raw, held)
    }

    /// Takes ownership of a graph made outside the safe layer (by `cuGraphCreate` and node calls, or a
    /// capture through `sys`); it is destroyed on drop. Nodes added to it afterwards through this
    /// type's `add_*` methods are held as in any graph.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let mut raw = cuda_driver::sys::CUgraph::null();
    /// ctx.bind()?;
    /// // SAFETY: `raw` is a valid out-parameter; no flags.
    /// unsafe { ctx.driver().cuGraphCreate(raw.as_mut_ptr(), 0) }?;
    /// // SAFETY: `raw` is an empty graph of `ctx` (made current above) that nothing else destroys
    /// // or changes.
    /// let graph = unsafe { cuda_driver::Graph::from_raw(ctx, raw) };
    /// # Ok(()) }
    /// ```
    ///
    /// # Safety
    /// `raw` is a graph of `ctx` that nothing else destroys or changes while `self` lives. The graph
    /// holds nothing the safe layer knows of from before the call: every memory, module, event, host
    /// function or host allocation its existing nodes name must stay valid, and untouched by other
    /// work, from each [`GraphExec::launch`] until that launch has run, and the nodes must be valid for
    /// the device (a fault is then the caller's).
    pub unsafe fn from_raw(ctx: &Context, raw: CUgraph) -> Self {
        Graph::wrap(ctx.clone(), raw, Holds::default())
    }

    /// The raw handle (valid while `self` lives).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let graph = cuda_driver::Graph::new(ctx)?;
    /// let raw: cuda_driver::sys::CUgraph = graph.raw(); // valid while `graph` lives
    /// # Ok(()) }
    /// ```
    pub fn raw(&self) -> CUgraph {
        self.raw
    }

    /// The context the graph belongs to.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let graph = cuda_driver::Graph::new(ctx)?;
    /// assert!(graph.context().same(ctx));
    /// # Ok(()) }
    /// ```
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// The raw handles of `deps`, after checking that each is a node of this graph; `what` names the
    /// call for the error.
    fn deps(&self, what: &str, deps: &[GraphNode]) -> Result<Vec<CUgraphNode>, Error> {
        if let Some(i) = deps.iter().position(|d| d.graph != self.id) {
            return Err(Error::InvalidArgument(format!(
                "{what}: dependency {i} is a node of another graph; a node can depend only on nodes \
                 of its own graph (add a child graph node to run one graph inside another)"
            )));
        }
        Ok(deps.iter().map(|d| d.raw).collect())
    }

    /// Adds a node with `add`, which gets the node's out-parameter and the dependencies (pointer and
    /// count) and makes the one driver call, after checking `deps` and binding the context.
    fn add_with(
        &mut self,
        what: &str,
        deps: &[GraphNode],
        add: impl FnOnce(*mut CUgraphNode, *const CUgraphNode, usize) -> Result<(), DriverError>,
    ) -> Result<GraphNode, Error> {
        let raw_deps = self.deps(what, deps)?;
        self.ctx.bind()?;
        let mut node = CUgraphNode::null();
        add(node.as_mut_ptr(), raw_deps.as_ptr(), raw_deps.len())?;
        Ok(self.node(node))
    }

    /// Adds a node over `memory` with `add`, as [`add_with`](Self::add_with), after `deps` and the
    /// nodes the order of memory uses requires (`order`); the graph holds the buffers from here on.
    fn add_using(
        &mut self,
        what: &str,
        deps: &[GraphNode],
        memory: &[Memory<'_>],
        add: impl FnOnce(*mut CUgraphNode, *const CUgraphNode, usize) -> Result<(), DriverError>,
    ) -> Result<GraphNode, Error> {
        let raw_deps = self.ordered_deps(what, deps, memory)?;
        self.ctx.bind()?;
        let mut node = CUgraphNode::null();
        add(node.as_mut_ptr(), raw_deps.as_ptr(), raw_deps.len())?;
        self.record_uses(node, memory);
        self.held.add_memory(memory);
        Ok(self.node(node))
    }

    /// Refuses a graph with an allocation node still missing its free node, for a call that would
    /// run it (`what`).
    fn refuse_unfreed(&self, what: &str) -> Result<(), Error> {
        if self.unfreed > 0 {
            return Err(Error::InvalidArgument(format!(
                "{what}: {} allocation node(s) without their free node; add it with \
                 Graph::add_mem_free (the memory of a graph lives inside each launch)",
                self.unfreed
            )));
        }
        Ok(())
    }

    /// A node of this graph.
    fn node(&self, raw: CUgraphNode) -> GraphNode {
        GraphNode {
            raw,
            graph: self.id,
        }
    }

    /// Destroys the graph, reporting an error that drop would ignore.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context) -> Result<(), cuda_driver::Error> {
    /// let graph = cuda_driver::Graph::new(ctx)?;
    /// graph.close()?; // reports what a drop would ignore
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphDestroy`.
    pub fn close(mut self) -> Result<(), Error> {
        let raw = std::mem::take(&mut self.raw);
        current::in_context(&self.ctx, || {
            // SAFETY: created once, destroyed once here (drop sees the null handle).
            unsafe { self.ctx.driver().cuGraphDestroy(raw) }
        })?;
        Ok(())
    }
}

impl Drop for Graph {
    fn drop(&mut self) {
        if !self.raw.is_null() && host_fn::inside() {
            // Destroyed after the host function, on the release thread (`host_fn::release`).
            return release::defer(Graph {
                ctx: self.ctx.clone(),
                raw: std::mem::take(&mut self.raw),
                id: self.id,
                held: std::mem::take(&mut self.held),
                panics: Arc::clone(&self.panics),
                unfreed: self.unfreed,
                uses: std::mem::take(&mut self.uses),
                calls: Mutex::new(()),
            });
        }
        if !self.raw.is_null() {
            let _ = current::in_context(&self.ctx, || {
                // SAFETY: created once, destroyed once here.
                unsafe { self.ctx.driver().cuGraphDestroy(self.raw) }
            });
        }
    }
}
