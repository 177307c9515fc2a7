//! Graphs, instantiated and launched. A graph made by [`Context::capture`](crate::Context::capture)
//! holds what its work touches (buffers, modules, host snapshots), so replaying it after the user
//! dropped those is sound: they are freed after the last graph that holds them. Each launch orders the
//! graph after its buffers' earlier work and becomes their latest use, as a kernel launch does.

use std::sync::{Arc, Mutex};

use crate::sys::{CUgraph, CUgraphExec};
use crate::{Context, Error, Stream};

use super::memory::{queue, Allocation, Memory, Reach};
use super::stream::{Held, ScopeState, StreamInner};

/// A graph; destroyed on drop.
#[derive(Debug)]
pub struct Graph {
    ctx: Context,
    raw: CUgraph,
    held: Holds,
    /// Held around every driver call on the graph: graphs are not internally synchronised (NVIDIA's
    /// "graph object thread safety"), and `Graph` is `Sync`.
    calls: Mutex<()>,
}

/// What a graph holds: its buffers (ordered at every launch, sorted by address) and everything else.
#[derive(Clone, Default)]
struct Holds {
    memory: Vec<Arc<Allocation>>,
    keep: Vec<Held>,
}

impl std::fmt::Debug for Holds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Held")
            .field("memory", &self.memory.len())
            .field("keep", &self.keep.len())
            .finish()
    }
}

// SAFETY: graph handles may be used from any thread; destruction binds the graph's context.
unsafe impl Send for Graph {}
// SAFETY: the `&self` driver calls on the graph are serialised by `calls`.
unsafe impl Sync for Graph {}

impl Graph {
    /// The graph a capture made, holding what the capture recorded.
    pub(crate) fn captured(ctx: Context, raw: CUgraph, state: ScopeState) -> Self {
        let mut memory = Vec::with_capacity(state.uses.len());
        let mut keep = state.keep;
        for used in state.uses.into_values() {
            match used.memory.downcast::<Allocation>() {
                Ok(mem) => memory.push(mem),
                Err(other) => keep.push(other),
            }
        }
        memory.sort_by_key(|m| Arc::as_ptr(m).addr());
        Graph {
            ctx,
            raw,
            held: Holds { memory, keep },
            calls: Mutex::new(()),
        }
    }

    /// Takes ownership of a graph made outside the safe layer (by `cuGraphCreate` and node calls, or a
    /// capture through `sys`); it is destroyed on drop.
    ///
    /// # Safety
    /// `raw` is a graph of `ctx` that nothing else destroys. The graph holds nothing the safe layer
    /// knows of: every memory, module, event or host allocation its nodes name must stay valid, and
    /// untouched by other work, from each [`GraphExec::launch`] until that launch has run, and the
    /// nodes must be valid for the device (a fault is then the caller's).
    pub unsafe fn from_raw(ctx: &Context, raw: CUgraph) -> Self {
        Graph {
            ctx: ctx.clone(),
            raw,
            held: Holds::default(),
            calls: Mutex::new(()),
        }
    }

    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUgraph {
        self.raw
    }

    /// The context the graph belongs to.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// Instantiates the graph for launching (`cuGraphInstantiate`, which `cuda.h` defines as
    /// `cuGraphInstantiateWithFlags` since CUDA 12.0; no flags). The executable holds what the graph
    /// holds.
    ///
    /// # Errors
    /// A failing `cuGraphInstantiateWithFlags`.
    pub fn instantiate(&self) -> Result<GraphExec, Error> {
        self.ctx.bind()?;
        let mut exec = CUgraphExec::null();
        let _calls = self.calls.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: `exec` is a valid out-parameter; the graph lives as long as the borrow, and no other
        // call on it runs meanwhile.
        unsafe {
            self.ctx
                .driver()
                .cuGraphInstantiateWithFlags(exec.as_mut_ptr(), self.raw, 0)
        }?;
        Ok(GraphExec {
            ctx: self.ctx.clone(),
            raw: exec,
            held: self.held.clone(),
            last: Mutex::new(None),
        })
    }

    /// Destroys the graph, reporting an error that drop would ignore.
    ///
    /// # Errors
    /// A failing `cuGraphDestroy`.
    pub fn close(mut self) -> Result<(), Error> {
        let raw = std::mem::take(&mut self.raw);
        super::in_context(&self.ctx, || {
            // SAFETY: created once, destroyed once here (drop sees the null handle).
            unsafe { self.ctx.driver().cuGraphDestroy(raw) }
        })?;
        Ok(())
    }
}

impl Drop for Graph {
    fn drop(&mut self) {
        if !self.raw.is_null() {
            let _ = super::in_context(&self.ctx, || {
                // SAFETY: created once, destroyed once here.
                unsafe { self.ctx.driver().cuGraphDestroy(self.raw) }
            });
        }
    }
}

/// An instantiated graph; destroyed on drop, after its last launch has run.
#[derive(Debug)]
pub struct GraphExec {
    ctx: Context,
    raw: CUgraphExec,
    /// Held until the executable goes.
    held: Holds,
    /// The stream of the last launch, waited for before the executable is destroyed.
    last: Mutex<Option<Arc<StreamInner>>>,
}

// SAFETY: as for `Graph`; the mutable state is behind a mutex.
unsafe impl Send for GraphExec {}
// SAFETY: as for `Graph`.
unsafe impl Sync for GraphExec {}

impl GraphExec {
    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUgraphExec {
        self.raw
    }

    /// Launches the graph on `stream` (a stream of the graph's context), after the earlier work on
    /// every buffer it holds; their next use elsewhere, and their frees, wait for it.
    ///
    /// # Errors
    /// A failing `cuGraphLaunch`, `cuEventRecord` or `cuStreamWaitEvent`; a stream of another context;
    /// a capture stream; a buffer of another device whose peer access the context no longer holds.
    pub fn launch(&self, stream: &Stream) -> Result<(), Error> {
        let s = stream.inner();
        s.same_context("GraphExec::launch", "graph", self.ctx.raw())?;
        s.refuse_capture("GraphExec::launch")?;
        s.bind()?;
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        let mut memory: Vec<Memory<'_>> = self.held.memory.iter().map(Memory).collect();
        queue(
            s,
            Reach::Peer("GraphExec::launch"),
            &mut memory,
            None,
            || {
                // SAFETY: both live as long as the borrows; what the graph touches is held by `self` and
                // ordered before the launch.
                unsafe { s.driver().cuGraphLaunch(self.raw, s.raw()) }
            },
        )?;
        let previous = match last.as_ref() {
            Some(prev) if Arc::ptr_eq(prev, s) => None,
            _ => last.replace(Arc::clone(s)),
        };
        drop(last);
        drop(previous);
        Ok(())
    }

    /// Waits for the last launch, then destroys the executable, reporting an error that drop would
    /// ignore.
    ///
    /// # Errors
    /// A failing `cuStreamSynchronize` or `cuGraphExecDestroy`.
    pub fn close(mut self) -> Result<(), Error> {
        self.finish()
    }

    fn finish(&mut self) -> Result<(), Error> {
        let last = self
            .last
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if self.raw.is_null() {
            return Ok(());
        }
        if let Some(s) = last {
            // An executable that may still run is not destroyed: it, and what it holds, are leaked.
            if let Err(e) = super::work_over(s.synchronize()) {
                self.raw = CUgraphExec::null();
                std::mem::forget(std::mem::take(&mut self.held));
                return Err(e.into());
            }
        }
        let raw = std::mem::take(&mut self.raw);
        let driver = self.ctx.driver();
        super::in_context(&self.ctx, || {
            // SAFETY: created once, destroyed once here, after its last launch has run.
            unsafe { driver.cuGraphExecDestroy(raw) }
        })?;
        Ok(())
    }
}

impl Drop for GraphExec {
    fn drop(&mut self) {
        let _ = self.finish();
    }
}
