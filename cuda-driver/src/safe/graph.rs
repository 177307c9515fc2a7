//! Graphs captured from streams, instantiated and launched. A graph holds what its captured work touches
//! (the buffers and modules used through the safe layer during the capture), so replaying it after the
//! user dropped those is sound: they are freed after the last graph that holds them.

use std::sync::{Arc, Mutex};

use crate::sys::{CUgraph, CUgraphExec};
use crate::{Context, Error, Stream};

use super::memory::{Allocation, Released};
use super::module::ModuleInner;
use super::stream::StreamInner;

/// Something captured work touches, held by the graph.
#[derive(Debug, Clone)]
pub(crate) enum Keep {
    Memory(Arc<Allocation>),
    Module(Arc<ModuleInner>),
}

/// A graph (from [`Stream::end_capture`]); destroyed on drop.
#[derive(Debug)]
pub struct Graph {
    ctx: Context,
    raw: CUgraph,
    keep: Vec<Keep>,
}

// SAFETY: graph handles may be used from any thread; destruction binds the graph's context.
unsafe impl Send for Graph {}
// SAFETY: the `&self` methods are thread-safe driver calls on an unchanging graph.
unsafe impl Sync for Graph {}

impl Graph {
    pub(crate) fn from_raw(ctx: Context, raw: CUgraph, mut keep: Vec<Keep>) -> Self {
        // One entry per allocation and module: a graph launch orders each once.
        keep.sort_by_key(|k| match k {
            Keep::Memory(m) => Arc::as_ptr(m).addr(),
            Keep::Module(m) => Arc::as_ptr(m).addr(),
        });
        keep.dedup_by(|a, b| match (a, b) {
            (Keep::Memory(x), Keep::Memory(y)) => Arc::ptr_eq(x, y),
            (Keep::Module(x), Keep::Module(y)) => Arc::ptr_eq(x, y),
            _ => false,
        });
        Graph { ctx, raw, keep }
    }

    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUgraph {
        self.raw
    }

    /// Instantiates the graph for launching (`cuGraphInstantiate`, which `cuda.h` defines as
    /// `cuGraphInstantiateWithFlags` since CUDA 12.0; no flags). The executable holds what the graph holds.
    ///
    /// # Errors
    /// A failing `cuGraphInstantiateWithFlags`.
    pub fn instantiate(&self) -> Result<GraphExec, Error> {
        self.ctx.bind()?;
        let mut exec = CUgraphExec::null();
        // SAFETY: `exec` is a valid out-parameter; the graph lives as long as the borrow.
        unsafe {
            self.ctx
                .driver()
                .cuGraphInstantiateWithFlags(exec.as_mut_ptr(), self.raw, 0)
        }?;
        let memory = self
            .keep
            .iter()
            .filter_map(|k| match k {
                Keep::Memory(m) => Some(Arc::clone(m)),
                Keep::Module(_) => None,
            })
            .collect();
        Ok(GraphExec {
            ctx: self.ctx.clone(),
            raw: exec,
            keep: self.keep.clone(),
            memory,
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
    /// Held until the executable goes (memory, modules).
    keep: Vec<Keep>,
    /// The memory among `keep`, ordered at every launch.
    memory: Vec<Arc<Allocation>>,
    /// The stream of the last launch.
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

    /// Launches the graph on `stream`, after the earlier work on every buffer it holds (and its own
    /// earlier launch on another stream); their next use elsewhere, and their frees, wait for it.
    ///
    /// # Errors
    /// A failing `cuGraphLaunch`, `cuEventRecord` or `cuStreamWaitEvent`.
    pub fn launch(&self, stream: &Stream) -> Result<(), Error> {
        let s = stream.inner();
        s.check_thread("GraphExec::launch")?;
        s.bind()?;
        // Declared before the locks, so dropped after them (the stream the previous launch used too).
        let mut released = Released::default();
        // Held until the launch is queued and recorded: no capture takes it.
        let _no_capture = s.exclude_capture("GraphExec::launch")?;
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(prev) = last.as_ref() {
            s.order_after(prev)?;
        }
        // Address order (sorted in `Graph::from_raw`), so two launches never wait on each other's locks.
        let mut tracks: Vec<_> = self.memory.iter().map(|m| m.lock()).collect();
        for (m, t) in self.memory.iter().zip(tracks.iter_mut()) {
            m.use_on(t, s, &mut released)?;
        }
        s.gated(|raw| {
            // SAFETY: both live as long as the borrows; what the graph touches is held by `self`.
            unsafe { s.driver().cuGraphLaunch(self.raw, raw) }
        })?;
        s.after_use()?;
        drop(tracks);
        if !last.as_ref().is_some_and(|prev| Arc::ptr_eq(prev, s)) {
            if let Some(prev) = last.replace(Arc::clone(s)) {
                released.push(prev);
            }
        }
        Ok(())
    }

    /// Waits for the last launch, then destroys the executable, reporting an error that drop would ignore.
    ///
    /// # Errors
    /// A failing `cuEventRecord`, `cuEventSynchronize` or `cuGraphExecDestroy`.
    pub fn close(mut self) -> Result<(), Error> {
        self.finish()
    }

    fn finish(&mut self) -> Result<(), Error> {
        let last = self
            .last
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        let raw = std::mem::take(&mut self.raw);
        if raw.is_null() {
            return Ok(());
        }
        let driver = self.ctx.driver();
        super::in_context(&self.ctx, || {
            if let Some(s) = last {
                s.synchronize_after_use()?;
            }
            // SAFETY: created once, destroyed once here, after its last launch has run.
            unsafe { driver.cuGraphExecDestroy(raw) }?;
            Ok::<(), Error>(())
        })?;
        self.keep.clear();
        Ok(())
    }
}

impl Drop for GraphExec {
    fn drop(&mut self) {
        let _ = self.finish();
    }
}
