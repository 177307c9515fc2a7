//! Looking into a graph (its nodes and edges) and cloning it.

use crate::sys::{CUgraph, CUgraphNode};
use crate::{Error, Graph};

use super::GraphNode;

impl Graph {
    /// The graph's nodes (`cuGraphGetNodes`), in the driver's order; a captured graph's too.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let set = graph.add_memset_d32(&[], &mut *buf, 7)?;
    /// assert_eq!(graph.nodes()?, [set]);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphGetNodes`.
    pub fn nodes(&self) -> Result<Vec<GraphNode>, Error> {
        self.ctx.bind()?;
        let _calls = self.calls.lock().unwrap_or_else(|e| e.into_inner());
        let driver = self.ctx.driver();
        let mut count = 0usize;
        // SAFETY: a null array asks for the count only; `count` is a valid out-parameter.
        unsafe { driver.cuGraphGetNodes(self.raw, std::ptr::null_mut(), &mut count) }?;
        let mut raw = vec![CUgraphNode::null(); count];
        // SAFETY: `raw` holds `count` slots, which the driver fills up to; it writes back how many.
        unsafe { driver.cuGraphGetNodes(self.raw, raw.as_mut_ptr(), &mut count) }?;
        raw.truncate(count);
        Ok(raw.into_iter().map(|n| self.node(n)).collect())
    }

    /// How many nodes the graph has.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let set = graph.add_memset_d32(&[], &mut *buf, 7)?;
    /// graph.add_empty(&[set])?;
    /// assert_eq!(graph.node_count()?, 2);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphGetNodes`.
    pub fn node_count(&self) -> Result<usize, Error> {
        self.ctx.bind()?;
        let _calls = self.calls.lock().unwrap_or_else(|e| e.into_inner());
        let mut count = 0usize;
        // SAFETY: a null array asks for the count only; `count` is a valid out-parameter.
        unsafe {
            self.ctx
                .driver()
                .cuGraphGetNodes(self.raw, std::ptr::null_mut(), &mut count)
        }?;
        Ok(count)
    }

    /// The graph's edges (`cuGraphGetEdges`), each as (from, to): `to` runs after `from`.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// let set = graph.add_memset_d32(&[], &mut *buf, 7)?;
    /// let done = graph.add_empty(&[set])?;
    /// assert_eq!(graph.edges()?, [(set, done)]);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphGetEdges` (`CUDA_ERROR_LOSSY_QUERY` for an edge with data other than the
    /// default, which no safe call makes).
    pub fn edges(&self) -> Result<Vec<(GraphNode, GraphNode)>, Error> {
        self.ctx.bind()?;
        let _calls = self.calls.lock().unwrap_or_else(|e| e.into_inner());
        let driver = self.ctx.driver();
        let (null, no_data) = (std::ptr::null_mut(), std::ptr::null_mut());
        let mut count = 0usize;
        // SAFETY: null arrays ask for the count only; `count` is a valid out-parameter.
        unsafe { driver.cuGraphGetEdges(self.raw, null, null, no_data, &mut count) }?;
        let mut from = vec![CUgraphNode::null(); count];
        let mut to = vec![CUgraphNode::null(); count];
        // SAFETY: both arrays hold `count` slots, which the driver fills up to; it writes back how
        // many; no edge data is asked for.
        unsafe {
            driver.cuGraphGetEdges(
                self.raw,
                from.as_mut_ptr(),
                to.as_mut_ptr(),
                no_data,
                &mut count,
            )
        }?;
        let n = count.min(from.len());
        Ok(from[..n]
            .iter()
            .zip(&to[..n])
            .map(|(&f, &t)| (self.node(f), self.node(t)))
            .collect())
    }

    /// A copy of the graph (`cuGraphClone`), holding everything this one holds (its host nodes share
    /// this graph's closures). Nodes of `self` are not nodes of the clone.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut graph = cuda_driver::Graph::new(ctx)?;
    /// graph.add_memset_d32(&[], &mut *buf, 7)?;
    /// let copy = graph.try_clone()?; // the same nodes, holding the same buffers
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphClone`.
    pub fn try_clone(&self) -> Result<Graph, Error> {
        self.ctx.bind()?;
        let _calls = self.calls.lock().unwrap_or_else(|e| e.into_inner());
        let mut raw = CUgraph::null();
        // SAFETY: `raw` is a valid out-parameter; the graph lives as long as the borrow.
        unsafe { self.ctx.driver().cuGraphClone(raw.as_mut_ptr(), self.raw) }?;
        let mut clone = Graph::wrap(self.ctx.clone(), raw, self.held.clone());
        // The clone's host nodes are this graph's closures: they report to this graph's record.
        clone.panics = std::sync::Arc::clone(&self.panics);
        clone.unfreed = self.unfreed;
        Ok(clone)
    }
}
