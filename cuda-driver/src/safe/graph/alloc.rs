//! Memory nodes: device memory a graph allocates and frees inside each of its launches.
//!
//! **Who owns the memory between launches: nobody.** An allocation node and its free node are both in
//! the graph (instantiation refuses a graph with an allocation whose free node is missing), so the
//! memory exists only inside a launch, from the allocation node to the free node; between launches the
//! driver keeps the address reserved for the graph and the physical memory in the device's graph
//! memory pool, for the next launch. No buffer of this crate stands for it, so no safe call can reach
//! it: kernels receive its address as a raw [`CUdeviceptr`] through the `unsafe`
//! [`Graph::add_kernel`], whose caller orders them between the two nodes.

use std::collections::HashSet;

use crate::sys::{
    CUdeviceptr, CUgraphNode, CUmemAllocationType, CUmemLocation, CUmemLocationType,
    CUmemPoolProps, CUDA_MEM_ALLOC_NODE_PARAMS,
};
use crate::{Error, Graph};

use super::GraphNode;

/// Device memory that a [`Graph`]'s allocation node ([`Graph::add_mem_alloc`]) allocates at each
/// launch, at the same address every time; [`Graph::add_mem_free`] takes it back for the free node.
/// Its address is valid only inside a launch, for nodes ordered after the allocation node and before
/// the free node. Between launches the memory is nobody's: a graph is instantiated only with each
/// allocation's free node in it, so every launch gives back what it allocated (the driver keeps the
/// address, and the physical memory in the device's graph memory pool, for the next launch).
#[derive(Debug)]
#[must_use = "an allocation without its free node keeps the graph from being instantiated"]
pub struct GraphAllocation {
    node: GraphNode,
    ptr: CUdeviceptr,
    bytes: usize,
}

impl GraphAllocation {
    /// The allocation node, for the nodes that use the memory to depend on.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let alloc = graph.add_mem_alloc(&[], 1 << 20)?;
    /// let after = graph.add_empty(&[alloc.node()])?; // ordered after the allocation
    /// # Ok(()) }
    /// ```
    pub fn node(&self) -> GraphNode {
        self.node
    }

    /// The device address, the same at every launch: for kernels of the graph, passed as a raw
    /// argument to [`Graph::add_kernel`] (see its safety section).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let alloc = graph.add_mem_alloc(&[], 1 << 20)?;
    /// let ptr: cuda_driver::sys::CUdeviceptr = alloc.address(); // fixed for every launch of the graph
    /// # Ok(()) }
    /// ```
    pub fn address(&self) -> CUdeviceptr {
        self.ptr
    }

    /// The size in bytes.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let alloc = graph.add_mem_alloc(&[], 1 << 20)?;
    /// assert_eq!(alloc.byte_len(), 1 << 20);
    /// # Ok(()) }
    /// ```
    pub fn byte_len(&self) -> usize {
        self.bytes
    }
}

impl Graph {
    /// Adds a node after `deps` that allocates `bytes` of device memory of the graph's device at each
    /// launch (`cuGraphAddMemAllocNode`). The graph cannot be instantiated until the allocation's free
    /// node is added ([`add_mem_free`](Self::add_mem_free)).
    ///
    /// Graphs with memory nodes have the driver's limits: they cannot be cloned or become child
    /// graphs, and have at most one executable at a time; those calls return the driver's error.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let alloc = graph.add_mem_alloc(&[], 4096)?; // device memory that lives within each launch
    /// // ... kernel nodes after alloc.node() that use alloc.address() ...
    /// graph.add_mem_free(&[alloc.node()], alloc)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// Zero bytes; a node of another graph in `deps`; a failing `cuGraphAddMemAllocNode`.
    pub fn add_mem_alloc(
        &mut self,
        deps: &[GraphNode],
        bytes: usize,
    ) -> Result<GraphAllocation, Error> {
        const WHAT: &str = "Graph::add_mem_alloc";
        if bytes == 0 {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: an allocation of zero bytes"
            )));
        }
        let location = CUmemLocation::new()
            .with_type(CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE)
            .with_id(self.ctx.device().ordinal());
        let props = CUmemPoolProps::new()
            .with_alloc_type(CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED)
            .with_location(location);
        let mut p = CUDA_MEM_ALLOC_NODE_PARAMS::new()
            .with_pool_props(props)
            .with_bytesize(bytes);
        let (driver, graph) = (self.ctx.driver(), self.raw);
        let node = self.add_with(WHAT, deps, |out, d, n| {
            // SAFETY: `out`, `d` and `p` are valid for the call; no access descriptors are given
            // (null and zero); the driver writes the address into `p`.
            unsafe { driver.cuGraphAddMemAllocNode(out, graph, d, n, &mut p) }
        })?;
        self.unfreed += 1;
        Ok(GraphAllocation {
            node,
            ptr: p.dptr(),
            bytes,
        })
    }

    /// Adds the node after `deps` that frees `alloc` at each launch (`cuGraphAddMemFreeNode`); its
    /// allocation node must come before it (through `deps`, directly or not).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let alloc = graph.add_mem_alloc(&[], 4096)?;
    /// let free = graph.add_mem_free(&[alloc.node()], alloc)?; // the graph can now be instantiated
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// An allocation of another graph; `deps` that do not reach the allocation node; a node of another
    /// graph in `deps`; a failing `cuGraphAddMemFreeNode` or `cuGraphNodeGetDependencies`. On error
    /// the allocation is dropped and the graph stays uninstantiable.
    pub fn add_mem_free(
        &mut self,
        deps: &[GraphNode],
        alloc: GraphAllocation,
    ) -> Result<GraphNode, Error> {
        const WHAT: &str = "Graph::add_mem_free";
        if alloc.node.graph != self.id {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: an allocation of another graph"
            )));
        }
        let raw_deps = self.deps(WHAT, deps)?;
        if !self.reaches(&raw_deps, alloc.node.raw)? {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the free node must come after its allocation node; make it depend on the \
                 allocation node or on nodes after it"
            )));
        }
        let (driver, graph, ptr) = (self.ctx.driver(), self.raw, alloc.ptr);
        let node = self.add_with(WHAT, deps, |out, d, n| {
            // SAFETY: `out` and `d` are valid for the call; `ptr` is this graph's allocation, freed by
            // this node only (the `GraphAllocation` is consumed).
            unsafe { driver.cuGraphAddMemFreeNode(out, graph, d, n, ptr) }
        })?;
        self.unfreed -= 1;
        Ok(node)
    }

    /// Whether `target` is among `from` or their ancestors (asking the driver for each node's
    /// dependencies, each node once).
    fn reaches(&self, from: &[CUgraphNode], target: CUgraphNode) -> Result<bool, Error> {
        self.ctx.bind()?;
        let driver = self.ctx.driver();
        let mut seen: HashSet<usize> = HashSet::new();
        let mut todo: Vec<CUgraphNode> = from.to_vec();
        while let Some(node) = todo.pop() {
            if node == target {
                return Ok(true);
            }
            if !seen.insert(node.native_handle()) {
                continue;
            }
            let (no_nodes, no_data) = (std::ptr::null_mut(), std::ptr::null_mut());
            let mut count = 0usize;
            // SAFETY: null arrays ask for the count only; `node` is a node of this graph.
            unsafe { driver.cuGraphNodeGetDependencies(node, no_nodes, no_data, &mut count) }?;
            let mut deps = vec![CUgraphNode::null(); count];
            // SAFETY: `deps` holds `count` slots, which the driver fills up to; no edge data asked.
            unsafe {
                driver.cuGraphNodeGetDependencies(node, deps.as_mut_ptr(), no_data, &mut count)
            }?;
            deps.truncate(count);
            todo.extend(deps);
        }
        Ok(false)
    }
}
