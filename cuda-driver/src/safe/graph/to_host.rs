//! A copy node into host memory the graph owns, and the host node that reads it: the two come as one.
//!
//! Host memory that a copy node writes at every launch is read soundly only by something ordered after
//! that node and before the next launch's copy. So the memory is private to the pair (nothing else can
//! name it), and three rules keep the pair's runs apart:
//! - within a launch, the host node depends on the copy node;
//! - two launches of graphs holding the pair (executables, clones, parents) run one after the other:
//!   each holds the source buffer, and a launch is ordered after the buffer's earlier use, whatever the
//!   stream (module `order`);
//! - a graph runs the pair at most once per launch: [`Graph::add_child`] refuses a child holding a
//!   pair the graph already holds (two copies of one child could run at once).

use std::sync::Arc;

use cuda_struct::CudaField;

use crate::sys::CUmemorytype;
use crate::{DeviceSlice, Error, Graph};

use super::nodes::one_row;
use super::{GraphNode, Holds};
use crate::safe::host::pinned::HostSnapshot;
use crate::safe::order::checks::check_graph_memory;

impl Graph {
    /// Adds, after `deps`, a node copying `src` (a view of a buffer of the graph's context) into pinned
    /// host memory the graph owns, and a host node after it that calls `f` with those elements; returns
    /// the host node, for later nodes to depend on. At every launch `f` sees what the copy read in that
    /// launch.
    ///
    /// `f` runs as [`add_host_fn`](Self::add_host_fn)'s closures do: on a thread of the driver's, with
    /// every call of this crate refused inside, a panic reported by the launch stream's next
    /// synchronisation or query. The slice is valid only during the call (copy what should outlive
    /// it). The graph holds `src`'s buffer, so launches of the graph's executables (and of graphs
    /// holding it) are ordered one after another, and the next launch's copy cannot overwrite the
    /// memory while `f` reads it; for the same reason a graph may hold the pair once only (see
    /// [`add_child`](Self::add_child)).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let set = graph.add_memset_d32(&[], &mut *buf, 7)?;
    /// graph.add_copy_to_host_fn(&[set], &*buf, |host: &[u32]| {
    ///     assert!(host.iter().all(|&x| x == 7)); // on each launch, after `set`
    /// })?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// An empty view; a buffer of another context than the graph's, or memory the host reaches; a node
    /// of another graph in `deps`; a failing `cuMemAllocHost`, `cuGraphAddMemcpyNode` or
    /// `cuGraphAddHostNode` (after a failing host node, the copy node stays in the graph, writing memory
    /// the graph holds and nobody reads).
    pub fn add_copy_to_host_fn<'s, T: CudaField + 'static>(
        &mut self,
        deps: &[GraphNode],
        src: impl Into<DeviceSlice<'s, T>>,
        f: impl Fn(&[T]) + Send + Sync + 'static,
    ) -> Result<GraphNode, Error> {
        const WHAT: &str = "Graph::add_copy_to_host_fn";
        let src = src.into();
        let len = src.len();
        if len == 0 || src.byte_len() == 0 {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the source view is empty; a copy node needs at least one byte"
            )));
        }
        let memory = [src.tracked()];
        check_graph_memory(WHAT, self.ctx.raw(), &memory)?;
        self.deps(WHAT, deps)?;
        self.ctx.bind()?;
        let landing = Arc::new(HostSnapshot::zeroed::<T>(&self.ctx, len)?);
        let p = one_row(src.byte_len())
            .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
            .with_src_device(src.ptr())
            .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_HOST)
            .with_dst_host(landing.ptr().cast_mut());
        // SAFETY: the range lies in a buffer, and the landing holds as many writable bytes; the graph
        // holds both from here on.
        let copy = unsafe { self.add_memcpy(WHAT, deps, &memory, &p) }?;
        self.held.add_landing(&landing);
        self.add_host_fn(&[copy], move || {
            // SAFETY: made by `zeroed::<T>(_, len)`; the host node runs after the copy node of its
            // launch, and the next launch's copy (of this graph or any graph holding the landing) only
            // after this launch ends (module docs).
            f(unsafe { landing.as_slice::<T>(len) });
        })
    }

    /// Refuses `child` as a child of this graph when both hold one copy-to-host pair: one launch would
    /// run two copies of it at once, into the same host memory.
    pub(super) fn refuse_shared_landing(&self, what: &str, child: &Holds) -> Result<(), Error> {
        if child.landings.iter().any(|l| self.held.holds_landing(l)) {
            return Err(Error::InvalidArgument(format!(
                "{what}: the child graph holds a copy-to-host node (Graph::add_copy_to_host_fn) this \
                 graph already holds, itself, as a clone or in another child; one launch would run \
                 both at once into the same host memory. Add a graph with its own node instead"
            )));
        }
        Ok(())
    }
}

impl Holds {
    /// Adds a copy-to-host pair's memory, once.
    pub(super) fn add_landing(&mut self, landing: &Arc<HostSnapshot>) {
        if !self.holds_landing(landing) {
            self.landings.push(Arc::clone(landing));
        }
    }

    fn holds_landing(&self, landing: &Arc<HostSnapshot>) -> bool {
        self.landings.iter().any(|l| Arc::ptr_eq(l, landing))
    }
}
