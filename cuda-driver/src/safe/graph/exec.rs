//! Executable graphs: instantiate, upload, launch, update in place; destroyed after their last launch.

use std::sync::{Arc, Mutex};

use crate::sys::{CUevent_flags, CUgraphExec, CUgraphExecUpdateResultInfo};
use crate::{Error, Event, Graph, Stream};

use super::Holds;
use crate::safe::host_fn::release;
use crate::safe::host_fn::{self, Panics};
use crate::safe::order::allocation::Memory;
use crate::safe::order::queue::queue;
use crate::safe::order::reach::Reach;
use crate::safe::owners::current;
use crate::safe::owners::stream::StreamInner;

/// An instantiated graph; destroyed on drop, after its last launch has run.
#[derive(Debug)]
pub struct GraphExec {
    ctx: crate::Context,
    raw: CUgraphExec,
    /// What the graph it runs holds; held until the executable goes.
    held: Holds,
    /// What the graphs it ran before an [`update`](GraphExec::update) held: kept while launches queued
    /// before the update may still run their nodes (see `retire`), at most until the executable goes.
    retired: Vec<Retired>,
    /// The streams that may still run a launch or upload, waited for before the executable is
    /// destroyed (see `note_queued`): one after a launch or upload that succeeded, more while failed
    /// ones follow it.
    last: Mutex<Vec<Arc<StreamInner>>>,
}

// SAFETY: executable handles may be used from any thread; the mutable state is behind a mutex or
// `&mut self`, and destruction binds the context.
unsafe impl Send for GraphExec {}
// SAFETY: the `&self` calls are thread-safe driver calls under `last`'s lock.
unsafe impl Sync for GraphExec {}

impl Graph {
    /// Instantiates the graph for launching (`cuGraphInstantiate`, which `cuda.h` defines as
    /// `cuGraphInstantiateWithFlags` since CUDA 12.0; no flags). The executable holds what the graph
    /// holds.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let graph = ctx.capture(|s| buf.memset_d32_on(1, s))?;
    /// let exec = graph.instantiate()?;
    /// exec.launch(&ctx.stream()?)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphInstantiateWithFlags`; an allocation node whose free node is missing
    /// ([`Graph::add_mem_free`]).
    pub fn instantiate(&self) -> Result<GraphExec, Error> {
        self.refuse_unfreed("Graph::instantiate")?;
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
            retired: Vec::new(),
            last: Mutex::new(Vec::new()),
        })
    }
}

impl GraphExec {
    /// The raw handle (valid while `self` lives).
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let exec = ctx.capture(|s| buf.memset_d32_on(1, s))?.instantiate()?;
    /// let raw: cuda_driver::sys::CUgraphExec = exec.raw(); // valid while `exec` lives
    /// # Ok(()) }
    /// ```
    pub fn raw(&self) -> CUgraphExec {
        self.raw
    }

    /// Launches the graph on `stream` (a stream of the graph's context), after the earlier work on
    /// every buffer it holds; their next use elsewhere, and their frees, wait for it.
    ///
    /// A host node of the graph that panics ([`Graph::add_host_fn`]) is reported, once, as
    /// [`Error::HostFnPanicked`], by the next [`Stream::synchronize`] or [`Stream::query`] of the stream
    /// of that launch (or of another launch of a graph sharing the node that ran meanwhile): a host
    /// function queued after each launch of a graph with host nodes moves their panics to the stream.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let exec = ctx.capture(|s| buf.memset_d32_on(1, s))?.instantiate()?;
    /// let stream = ctx.stream()?;
    /// for _ in 0..3 {
    ///     exec.launch(&stream)?; // each replay ordered after the buffer's earlier work
    /// }
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphLaunch`, `cuEventRecord`, `cuStreamWaitEvent` or `cuLaunchHostFunc`; a stream
    /// of another context; a capture stream; a buffer of another device whose peer access the context
    /// no longer holds.
    pub fn launch(&self, stream: &Stream) -> Result<(), Error> {
        let s = stream.inner();
        s.same_context("GraphExec::launch", "graph", self.ctx.raw())?;
        s.refuse_capture("GraphExec::launch")?;
        s.bind()?;
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        let mut memory: Vec<Memory<'_>> = self.held.memory.iter().map(Memory::write).collect();
        let launched = queue(
            s,
            Reach::Peer("GraphExec::launch"),
            &mut memory,
            None,
            || {
                // SAFETY: both live as long as the borrows; what the graph touches is held by `self` and
                // ordered before the launch.
                unsafe { s.driver().cuGraphLaunch(self.raw, s.raw()) }
            },
        );
        let previous = note_queued(&mut last, s, launched.is_ok());
        drop(last);
        drop(previous);
        launched?;
        if !self.held.panics.is_empty() {
            forward_panics(s, &self.held.panics)?;
        }
        Ok(())
    }

    /// Uploads the executable to the device on `stream` without running it (`cuGraphUpload`), so that
    /// its first launch starts sooner.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let exec = ctx.capture(|s| buf.memset_d32_on(1, s))?.instantiate()?;
    /// exec.upload(stream)?; // the first launch then starts sooner
    /// exec.launch(stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphUpload`; a stream of another context; a capture stream.
    pub fn upload(&self, stream: &Stream) -> Result<(), Error> {
        let s = stream.inner();
        s.same_context("GraphExec::upload", "graph", self.ctx.raw())?;
        s.refuse_capture("GraphExec::upload")?;
        s.bind()?;
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: both live as long as the borrows.
        let uploaded = unsafe { s.driver().cuGraphUpload(self.raw, s.raw()) };
        let previous = note_queued(&mut last, s, uploaded.is_ok());
        drop(last);
        drop(previous);
        uploaded?;
        Ok(())
    }

    /// Gives the executable the node parameters of `graph` (`cuGraphExecUpdate`), which must have the
    /// same nodes and edges as the graph it was instantiated from (or last updated with), with
    /// different buffers, values, closures, events or child graphs; later launches run `graph`'s work
    /// and are ordered on its buffers.
    ///
    /// What the executable held before is kept while launches queued before the update may still be
    /// running the old nodes (the old buffers' frees already wait for those launches; host closures
    /// and modules would not): let go at this update when the stream of the last launch is idle
    /// (`cuStreamQuery`); otherwise an event recorded there marks when they are done, and a later
    /// update lets go of every earlier one whose event has completed, so updating and launching in a
    /// loop holds only what launches still queued may run. What is left goes with the executable. On
    /// failure the executable may hold parts of both graphs, so it keeps holding, and ordering its
    /// launches on, the buffers of both.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, a: &mut cuda_driver::DeviceBuffer<u32>, b: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut exec = ctx.capture(|s| a.memset_d32_on(1, s))?.instantiate()?;
    /// exec.update(&ctx.capture(|s| b.memset_d32_on(2, s))?)?; // same shape, another buffer and value
    /// exec.launch(stream)?; // sets `b` to 2
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuGraphExecUpdate` (`CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE` for a graph whose
    /// topology or node kinds differ); a graph of another context; a graph with an allocation node
    /// still missing its free node.
    pub fn update(&mut self, graph: &Graph) -> Result<(), Error> {
        if graph.ctx.raw() != self.ctx.raw() {
            return Err(Error::InvalidArgument(
                "GraphExec::update: the graph belongs to another context than the executable"
                    .into(),
            ));
        }
        graph.refuse_unfreed("GraphExec::update")?;
        self.ctx.bind()?;
        let mut info = CUgraphExecUpdateResultInfo::new();
        let result = {
            let _calls = graph.calls.lock().unwrap_or_else(|e| e.into_inner());
            // SAFETY: both handles live as long as the borrows (`&mut self`: no launch of this executable
            // is being queued meanwhile); `info` is a valid out-parameter.
            unsafe {
                self.ctx
                    .driver()
                    .cuGraphExecUpdate(self.raw, graph.raw, &mut info)
            }
        };
        match result {
            Ok(()) => {
                let old = std::mem::replace(&mut self.held, graph.held.clone());
                self.retire(old);
                Ok(())
            }
            Err(e) => {
                self.held.extend(&graph.held);
                Err(e.into())
            }
        }
    }

    /// Keeps `old`, what the executable held before an update, while a launch queued before it may
    /// still run it; lets go of what earlier updates kept once their launches are done. Nothing is
    /// kept when the executable was never launched, or when the stream of the last launch or upload has
    /// no work left (`cuStreamQuery`; the driver runs an executable's launches one after another, so
    /// that covers every earlier one). Otherwise `old` is kept with an event recorded on that stream
    /// now, which completes after those launches; without one (a failing `cuEventCreate` or
    /// `cuEventRecord`, or several streams that may run a launch after failed ones) it is kept until
    /// the executable goes, and so is an entry whose query fails.
    fn retire(&mut self, old: Holds) {
        let last = self.last.get_mut().unwrap_or_else(|e| e.into_inner());
        let s = match last.as_slice() {
            [] => return,
            [s] => s,
            _ => {
                self.retired.push(Retired {
                    done: None,
                    holds: old,
                });
                return;
            }
        };
        let idle = s.bind().is_ok()
            // SAFETY: the stream lives as long as the borrow.
            && unsafe { s.driver().cuStreamQuery(s.raw()) }.is_ok();
        if idle {
            self.retired.clear();
            return;
        }
        let done = Event::new(&self.ctx, CUevent_flags::CU_EVENT_DISABLE_TIMING)
            .ok()
            .filter(|event| {
                s.bind().is_ok()
                    // SAFETY: both live as long as the borrows; the stream is not capturing (launches
                    // and uploads refuse capture streams, and nothing outside a capture scope can name
                    // its stream).
                    && unsafe { s.driver().cuEventRecord(event.raw(), s.raw()) }.is_ok()
            });
        self.retired
            .retain(|r| !matches!(r.done.as_ref().map(Event::query), Some(Ok(true))));
        self.retired.push(Retired { done, holds: old });
    }

    /// Waits for the last launch, then destroys the executable, reporting an error that drop would
    /// ignore.
    ///
    /// ```no_run
    /// # fn f(ctx: &cuda_driver::Context, buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let exec = ctx.capture(|s| buf.memset_d32_on(1, s))?.instantiate()?;
    /// exec.launch(stream)?;
    /// exec.close()?; // waits for the launch; reports what a drop would ignore
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuStreamSynchronize` or `cuGraphExecDestroy`.
    pub fn close(mut self) -> Result<(), Error> {
        self.finish()
    }

    fn finish(&mut self) -> Result<(), Error> {
        let streams = std::mem::take(self.last.get_mut().unwrap_or_else(|e| e.into_inner()));
        if self.raw.is_null() {
            return Ok(());
        }
        let mut sticky = false;
        for s in &streams {
            match s.synchronize() {
                Ok(()) => {}
                // No kernel or copy runs after a sticky error, but a host node already running on the
                // driver's thread may go on (nothing says the failing wait waited for it).
                Err(e) if e.stops_all_work() => sticky = true,
                Err(e) => {
                    // An executable that may still run is not destroyed: it, and what it holds, are
                    // leaked.
                    self.raw = CUgraphExec::null();
                    self.leak_holds();
                    return Err(e.into());
                }
            }
        }
        if sticky && self.runs_host_code() {
            self.leak_holds();
        }
        let raw = std::mem::take(&mut self.raw);
        let driver = self.ctx.driver();
        current::in_context(&self.ctx, || {
            // SAFETY: created once, destroyed once here, after its last launch has run (or the
            // context has failed for good, which runs nothing more of it).
            unsafe { driver.cuGraphExecDestroy(raw) }
        })?;
        Ok(())
    }

    /// Whether what the executable holds, or held before an update, includes host-node closures.
    fn runs_host_code(&self) -> bool {
        !self.held.panics.is_empty() || self.retired.iter().any(|r| !r.holds.panics.is_empty())
    }

    /// Never drops what the executable holds, or held before an update: a launch may still use it.
    fn leak_holds(&mut self) {
        std::mem::forget(std::mem::take(&mut self.held));
        std::mem::forget(std::mem::take(&mut self.retired));
    }
}

impl Drop for GraphExec {
    fn drop(&mut self) {
        if !self.raw.is_null() && host_fn::inside() {
            // Destroyed after the host function, on the release thread (`host_fn::release`).
            let last = std::mem::take(self.last.get_mut().unwrap_or_else(|e| e.into_inner()));
            return release::defer(GraphExec {
                ctx: self.ctx.clone(),
                raw: std::mem::take(&mut self.raw),
                held: std::mem::take(&mut self.held),
                retired: std::mem::take(&mut self.retired),
                last: Mutex::new(last),
            });
        }
        let _ = self.finish();
    }
}

/// Records in `last` (the streams that may still run a launch or upload of the executable) that one
/// was queued on `s`; returns the streams no longer listed, to drop once the lock is released. After a
/// success `s` alone is listed: the driver orders every launch and upload of an executable after its
/// earlier launches, so waiting for `s` waits for them too. After a failure `s` joins the others: the
/// call may have failed before `s` waited for them (nothing of the graph queued), or after queuing it
/// (its ordering event not recorded), and both must be waited for.
fn note_queued(
    last: &mut Vec<Arc<StreamInner>>,
    s: &Arc<StreamInner>,
    succeeded: bool,
) -> Vec<Arc<StreamInner>> {
    let listed = last.iter().any(|l| Arc::ptr_eq(l, s));
    if succeeded {
        if listed && last.len() == 1 {
            return Vec::new();
        }
        return std::mem::replace(last, vec![Arc::clone(s)]);
    }
    if !listed {
        last.push(Arc::clone(s));
    }
    Vec::new()
}

/// What an executable held before an update, and the event after the launches that may still run it
/// (`None`: kept until the executable goes).
#[derive(Debug)]
struct Retired {
    done: Option<Event>,
    /// Dropped once `done` has completed (read only to tell whether it has host-node closures).
    holds: Holds,
}

/// Queues on `s`, after a launch, a host function that moves the panics of the graph's host nodes into
/// `s`'s record, where its next synchronisation or query finds them.
fn forward_panics(s: &Arc<StreamInner>, records: &[Arc<Panics>]) -> Result<(), Error> {
    let records: Vec<Arc<Panics>> = records.to_vec();
    let to = Arc::clone(s.panics());
    let call = host_fn::Once::new(
        move || {
            for r in &records {
                to.absorb(r);
            }
        },
        Arc::clone(s.panics()),
    );
    call.queue(|function, data| {
        // SAFETY: the stream lives as long as the borrow (the driver runs queued work even when it is
        // destroyed first); the driver calls `function` once, with `data`, which it takes over.
        unsafe { s.driver().cuLaunchHostFunc(s.raw(), function, data) }
    })?;
    Ok(())
}
