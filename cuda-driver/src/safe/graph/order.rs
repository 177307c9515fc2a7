//! The order of a hand-built graph's nodes over the memory they touch: the rule of streams
//! (`order`), with the graph taken as a stream in the order its nodes were added. A node that
//! reads a buffer depends on the buffer's last writing node; a node that writes it, on that node and on
//! every node that read it since. These edges are added beside the dependencies the caller names, so
//! two nodes over one buffer never race, whatever `deps` says.
//!
//! Where the graph holds a buffer whose earlier nodes it does not know (a captured graph, a clone, a
//! child's memory before this graph used it), the node depends on every node without dependents at that
//! moment, after which all the graph's earlier work runs.

use std::collections::HashMap;
use std::sync::Arc;

use crate::sys::CUgraphNode;
use crate::{Error, Graph};

use super::GraphNode;
use crate::safe::order::allocation::Memory;
use crate::safe::order::mode::Mode;

/// The nodes of a graph over one buffer: its last write (one node, or every node without dependents
/// where the earlier ones are not known) and the reads since.
#[derive(Clone, Debug, Default)]
pub(super) struct NodeUses {
    write: Vec<CUgraphNode>,
    reads: Vec<CUgraphNode>,
}

/// The buffers of a graph's nodes, by the address of their shared state (held by the graph, so never
/// reused while the entry lives).
pub(super) type Uses = HashMap<usize, NodeUses>;

/// `memory` sorted by buffer, each once: a write if any use of it writes.
fn merged<'a>(memory: &[Memory<'a>]) -> Vec<Memory<'a>> {
    let mut out: Vec<Memory<'a>> = Vec::with_capacity(memory.len());
    for m in memory {
        match out.iter_mut().find(|o| Arc::ptr_eq(o.0, m.0)) {
            Some(o) => o.1 = o.1.max(m.1),
            None => out.push(*m),
        }
    }
    out
}

fn key(m: &Memory<'_>) -> usize {
    Arc::as_ptr(m.0).addr()
}

impl Graph {
    /// The raw dependencies of a node over `memory` added after `deps`: `deps` (checked as
    /// [`deps`](Self::deps) does) and the nodes the rule requires, each once. A buffer the graph
    /// holds with no record of its nodes is first recorded as last written by every node without
    /// dependents (all earlier nodes run before those end).
    pub(super) fn ordered_deps(
        &mut self,
        what: &str,
        deps: &[GraphNode],
        memory: &[Memory<'_>],
    ) -> Result<Vec<CUgraphNode>, Error> {
        let mut out = self.deps(what, deps)?;
        let mut leaves: Option<Vec<CUgraphNode>> = None;
        for m in merged(memory) {
            let k = key(&m);
            if !self.uses.contains_key(&k) && self.held.holds(m.0) {
                let write = match &leaves {
                    Some(l) => l.clone(),
                    None => leaves.insert(self.leaves()?).clone(),
                };
                let reads = Vec::new();
                self.uses.insert(k, NodeUses { write, reads });
            }
            let Some(used) = self.uses.get(&k) else {
                continue;
            };
            let reads = match m.1 {
                Mode::Read => &[][..],
                Mode::Write => &used.reads[..],
            };
            for n in used.write.iter().chain(reads) {
                if !out.contains(n) {
                    out.push(*n);
                }
            }
        }
        Ok(out)
    }

    /// Records `node`, just added over `memory`, as the last write of the buffers it writes and a
    /// read of those it reads.
    pub(super) fn record_uses(&mut self, node: CUgraphNode, memory: &[Memory<'_>]) {
        for m in merged(memory) {
            let used = self.uses.entry(key(&m)).or_default();
            match m.1 {
                Mode::Write => {
                    used.write = vec![node];
                    used.reads.clear();
                }
                Mode::Read => used.reads.push(node),
            }
        }
    }

    /// The nodes no other node depends on: every node of the graph runs before one of them ends.
    fn leaves(&self) -> Result<Vec<CUgraphNode>, Error> {
        let edges = self.edges()?;
        let mut nodes: Vec<CUgraphNode> = self.nodes()?.into_iter().map(|n| n.raw()).collect();
        nodes.retain(|n| !edges.iter().any(|(from, _)| from.raw() == *n));
        Ok(nodes)
    }
}
