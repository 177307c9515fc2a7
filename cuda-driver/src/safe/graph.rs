//! Graphs captured from streams, instantiated and launched.

use crate::sys::{CUcontext, CUgraph, CUgraphExec};
use crate::{Driver, Error, Stream};

/// A graph (from [`Stream::end_capture`]); destroyed on drop.
#[derive(Debug)]
pub struct Graph {
    driver: &'static Driver,
    ctx: CUcontext,
    raw: CUgraph,
}

// SAFETY: graph handles may be used from any thread; destruction switches to the graph's context.
unsafe impl Send for Graph {}
// SAFETY: the `&self` methods are thread-safe driver calls on an unchanging graph.
unsafe impl Sync for Graph {}

impl Graph {
    pub(crate) fn from_raw(driver: &'static Driver, ctx: CUcontext, raw: CUgraph) -> Self {
        Graph { driver, ctx, raw }
    }

    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUgraph {
        self.raw
    }

    /// Instantiates the graph for launching (`cuGraphInstantiate`, which `cuda.h` defines as
    /// `cuGraphInstantiateWithFlags` since CUDA 12.0; no flags).
    ///
    /// # Errors
    /// A failing `cuGraphInstantiateWithFlags`.
    pub fn instantiate(&self) -> Result<GraphExec, Error> {
        let mut exec = CUgraphExec::null();
        // SAFETY: `exec` is a valid out-parameter; the graph lives as long as the borrow.
        unsafe {
            self.driver
                .cuGraphInstantiateWithFlags(exec.as_mut_ptr(), self.raw, 0)
        }?;
        Ok(GraphExec {
            driver: self.driver,
            ctx: self.ctx,
            raw: exec,
        })
    }
}

super::owner!(Graph, destroy, cuGraphDestroy, raw, "Destroys the graph");

/// An instantiated graph; destroyed on drop.
#[derive(Debug)]
pub struct GraphExec {
    driver: &'static Driver,
    ctx: CUcontext,
    raw: CUgraphExec,
}

// SAFETY: as for `Graph`.
unsafe impl Send for GraphExec {}
// SAFETY: as for `Graph`.
unsafe impl Sync for GraphExec {}

impl GraphExec {
    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUgraphExec {
        self.raw
    }

    /// Launches the graph on `stream`.
    ///
    /// # Errors
    /// A failing `cuGraphLaunch`.
    #[inline]
    pub fn launch(&self, stream: &Stream) -> Result<(), Error> {
        // SAFETY: both live as long as the borrows.
        unsafe { self.driver.cuGraphLaunch(self.raw, stream.raw()) }?;
        Ok(())
    }
}

super::owner!(
    GraphExec,
    destroy,
    cuGraphExecDestroy,
    raw,
    "Destroys the executable graph"
);
