//! The context rule of buffers: which contexts' memory a use on a stream accepts ([`Reach`]).

use crate::Error;

use crate::safe::order::allocation::{Allocator, Memory};
use crate::safe::order::checks::{host_memory_refused, not_reachable};
use crate::safe::owners::context::PeerLock;
use crate::safe::owners::stream::StreamInner;

/// The context rule of buffers, stated once: which contexts' buffers a use on a stream accepts.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Reach {
    /// The work dereferences the address on the stream's device (a kernel, a memset, foreign code): a
    /// buffer of the stream's context, or a `cuMemAlloc` buffer ([`Allocator::Device`]) of a context on
    /// another device to which the stream's context holds peer access
    /// ([`PeerAccess`](crate::PeerAccess)), held until the work is queued. Pool memory and mapped
    /// ranges of another device are refused: `cuCtxEnablePeerAccess` does not reach them, and so is
    /// memory the host reaches ([`Allocator::host_reachable`]) of any other context. The string names
    /// the call for the error.
    Peer(&'static str),
    /// As `Peer`, for a kernel's arguments, which also may not read and write one allocation through
    /// different arguments.
    Kernel(&'static str),
    /// A copy, which the driver makes between any two contexts (the caller checked that the stream
    /// belongs to one of the two).
    Any,
}

impl Reach {
    /// Refuses a buffer the rule does not allow; returns the peer registry's read lock where a buffer
    /// of another context relies on it.
    #[inline(never)]
    pub(super) fn check<'s>(
        self,
        s: &'s StreamInner,
        memory: &[Memory<'_>],
    ) -> Result<Option<PeerLock<'s>>, Error> {
        if s.scope().is_some() && memory.iter().any(|m| m.0.allocator.host_reachable()) {
            return Err(host_memory_refused("captured into a graph"));
        }
        let (Reach::Peer(what) | Reach::Kernel(what)) = self else {
            return Ok(None);
        };
        let mut peers = None;
        for mem in memory {
            if mem.0.ctx_raw == s.ctx_raw() {
                continue;
            }
            if mem.0.allocator.host_reachable() {
                return Err(host_memory_refused(what));
            }
            let ctx = mem.0.home.ctx();
            let same_device = ctx.device() == s.ctx().device();
            let lock = peers.get_or_insert_with(|| s.ctx().inner().peers());
            // Peer access maps the other context's `cuMemAlloc` memory, and nothing documents more.
            let peer_reaches = mem.0.allocator == Allocator::Device;
            if same_device || !peer_reaches || !lock.has(ctx.raw()) {
                return Err(not_reachable(what, same_device, mem.0.allocator));
            }
        }
        Ok(peers)
    }
}
