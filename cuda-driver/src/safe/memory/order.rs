//! The memory behind a [`DeviceBuffer`](crate::DeviceBuffer) and the one way work that touches it is
//! queued: [`queue`].
//!
//! A buffer's place in stream order is one value, the stream of its latest use ([`LastUse`]), behind
//! the buffer's own lock ([`UseLock`]: its unlock is one store). A use locks every buffer it touches
//! (in address order, each once), makes its stream wait for each buffer's latest use elsewhere, queues
//! the work, records its stream as their latest use, and only then unlocks. Nothing is read outside
//! the lock, so no check can go stale before the work is queued. An uncontended lock costs
//! nanoseconds against a launch's microseconds (BENCHMARKS.md).
//!
//! On a capture stream the same call records the buffers into the capture instead (the graph will hold
//! them) and orders the use after their latest use *inside the capture*: the buffer's stream order
//! outside is untouched, since captured work runs only when the graph is launched, and a graph launch
//! is ordered like any other use.

use std::sync::Arc;

use crate::sys::{CUcontext, CUdeviceptr};
use crate::{DriverError, Error};

use super::super::context::PeerLock;
use super::super::pool::PoolInner;
use super::super::stream::{Held, Scope, ScopeUse, StreamInner};
use super::use_lock::{UseGuard, UseLock};
use super::Allocator;

/// The most buffers one use orders without allocating (launches with more take a `Vec`).
const INLINE: usize = 8;

/// The memory behind a buffer, shared with the graphs whose work touches it. Everything a use reads lies
/// on one cache line (the `Arc`'s counts, which a use does not touch, on the line before): a launch's
/// driver call evicts much of the cache, and each further line a launch reads per buffer costs it.
#[repr(C, align(64))]
pub(crate) struct Allocation {
    /// The stream of the latest use.
    last: UseLock<LastUse>,
    pub(crate) ptr: CUdeviceptr,
    pub(crate) home: Arc<StreamInner>,
    /// `home`'s context handle, for the context rule without reading the stream.
    ctx_raw: CUcontext,
    pub(crate) allocator: Allocator,
    /// The pool the memory came from when it was chosen ([`MemPool`](crate::MemPool)): kept until the
    /// memory is freed. Never read by a use.
    pub(crate) pool: Option<Arc<PoolInner>>,
}

impl std::fmt::Debug for Allocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Allocation")
            .field("ptr", &self.ptr)
            .field("allocator", &self.allocator)
            .finish_non_exhaustive()
    }
}

/// A buffer's latest use: on its home stream, or (`away`) on `other`. `other` stays when the buffer is
/// used on its home stream again, if it is a stream of the buffer's own context, so that a buffer used
/// by turns on its home stream and one other (a copy stream and a compute stream) takes no reference
/// count per use; the other stream then lives until the buffer is used on a third stream or freed.
/// (A stream of another context is let go at once: it would keep that context alive.)
#[derive(Default)]
struct LastUse {
    other: Option<Arc<StreamInner>>,
    away: bool,
    /// `other` belongs to another context than the buffer (known when it is set, so that the use at
    /// home that lets it go reads nothing of it).
    foreign: bool,
}

impl LastUse {
    /// The stream of the latest use, given the buffer's home stream.
    fn stream<'a>(&'a self, home: &'a Arc<StreamInner>) -> &'a Arc<StreamInner> {
        match &self.other {
            Some(other) if self.away => other,
            _ => home,
        }
    }
}

type Last<'a> = UseGuard<'a, LastUse>;

impl Allocation {
    pub(crate) fn new(ptr: CUdeviceptr, allocator: Allocator, home: Arc<StreamInner>) -> Self {
        Allocation {
            last: UseLock::new(LastUse::default()),
            ptr,
            ctx_raw: home.ctx_raw(),
            home,
            allocator,
            pool: None,
        }
    }

    #[inline]
    fn lock(&self) -> Last<'_> {
        self.last.lock()
    }

    /// The stream of the latest use (its home stream when none), read under the lock: what the host
    /// waits for before it touches memory it reaches directly. A caller that can run inside a host
    /// function refuses there first (`callback::refuse`): a use holds this lock across its driver
    /// call, which may wait for that host function.
    pub(crate) fn latest(&self) -> Arc<StreamInner> {
        Arc::clone(self.lock().stream(&self.home))
    }

    /// The stream of the latest use when it is not the home stream (for a free that orders after it),
    /// taken out.
    pub(crate) fn take_last(&mut self) -> Option<Arc<StreamInner>> {
        let LastUse { other, away, .. } = std::mem::take(self.last.get_mut());
        away.then_some(other).flatten()
    }
}

/// A buffer among the memory one use touches, as launch arguments hand it over (opaque outside the
/// crate).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Memory<'a>(pub(crate) &'a Arc<Allocation>);

/// Queues `op` on `s` after the earlier work of every buffer in `memory`, and records it as their
/// latest use; on a capture stream, records them (and `keep`) into the capture instead: [`queue_with`]
/// with `keep` made already.
#[inline]
pub(crate) fn queue<R>(
    s: &Arc<StreamInner>,
    reach: Reach,
    memory: &mut [Memory<'_>],
    keep: Option<Held>,
    op: impl FnOnce() -> Result<R, DriverError>,
) -> Result<R, Error> {
    queue_with(s, reach, memory, || keep, op)
}

/// Queues `op` on `s` after the earlier work of every buffer in `memory`, and records it as their
/// latest use; on a capture stream, records them (and what `keep` returns) into the capture instead.
/// `memory` is reordered (sorted by address). Each buffer must pass the context rule (`reach`), which
/// is checked before anything is locked or queued. The stream's context must be current.
///
/// Only the call of `op` is generic: the checks, locks and waits before it ([`lock`]) and the record
/// after it ([`record`]) are one copy of code for every use, out of line. A launch's driver call evicts
/// much of the CPU's caches, and each further line of code a launch runs costs it again.
#[inline]
pub(crate) fn queue_with<R>(
    s: &Arc<StreamInner>,
    reach: Reach,
    memory: &mut [Memory<'_>],
    keep: impl FnOnce() -> Option<Held>,
    op: impl FnOnce() -> Result<R, DriverError>,
) -> Result<R, Error> {
    match Plain::of(s) {
        Ok(plain) => queue_ordered(plain, reach, memory, op),
        Err(scope) => captured(s, scope, reach, memory, keep(), op),
    }
}

/// A stream that is not a capture stream, checked when the value is made: what [`queue_ordered`]
/// takes, so that no caller can record a capture stream as a buffer's latest use (the capture's
/// record holds the buffers, and it would hold them back).
#[derive(Clone, Copy)]
pub(crate) struct Plain<'a>(&'a Arc<StreamInner>);

impl<'a> Plain<'a> {
    /// `s`, or the capture it belongs to.
    #[inline]
    pub(crate) fn of(s: &'a Arc<StreamInner>) -> Result<Self, &'a Arc<Scope>> {
        match s.scope() {
            None => Ok(Plain(s)),
            Some(scope) => Err(scope),
        }
    }
}

/// [`queue_with`] on a stream that is not capturing.
#[inline]
pub(crate) fn queue_ordered<R>(
    s: Plain<'_>,
    reach: Reach,
    memory: &mut [Memory<'_>],
    op: impl FnOnce() -> Result<R, DriverError>,
) -> Result<R, Error> {
    let Plain(s) = s;
    if memory.is_empty() {
        // Nothing to order or check: the work alone (a launch with no buffer argument).
        return Ok(op()?);
    }
    if memory.len() > INLINE {
        return ordered_many(s, reach, memory, op);
    }
    // Declared in this order, so dropped in the other: every lock is released before the streams the
    // buffers let go of are (dropping a stream's last owner calls the driver).
    let mut released = Released::default();
    let mut locks: [Option<Last<'_>>; INLINE] = [const { None }; INLINE];
    ordered(s, reach, memory, &mut locks, &mut released, op)
}

/// [`queue_with`] on a stream that is not capturing: [`lock`], `op`, [`record`]; `locks` is as long
/// as `memory`, and the caller drops it (unlocking) before `released`.
/// Ended early (a refused buffer, a failing wait or `op`), nothing is recorded.
#[inline(always)]
fn ordered<'b, R>(
    s: &Arc<StreamInner>,
    reach: Reach,
    memory: &mut [Memory<'b>],
    locks: &mut [Option<Last<'b>>],
    released: &mut Released,
    op: impl FnOnce() -> Result<R, DriverError>,
) -> Result<R, Error> {
    let (n, peers) = lock(s, reach, memory, locks)?;
    let out = op()?;
    record(s, &memory[..n], &mut locks[..n], released);
    // Held until the work was queued: peer access could not end before.
    drop(peers);
    Ok(out)
}

/// [`ordered`] for more buffers than [`INLINE`] (a graph's launch), in `Vec`s.
#[cold]
#[inline(never)]
fn ordered_many<R>(
    s: &Arc<StreamInner>,
    reach: Reach,
    memory: &mut [Memory<'_>],
    op: impl FnOnce() -> Result<R, DriverError>,
) -> Result<R, Error> {
    let mut released = Released::default();
    let mut locks: Vec<Option<Last<'_>>> = (0..memory.len()).map(|_| None).collect();
    ordered(s, reach, memory, &mut locks, &mut released, op)
}

/// Sorts `memory` by address and moves each buffer once to the front, checks them against `reach`,
/// locks them in that order into `locks` (as long as `memory`), then makes `s` wait for each buffer's
/// latest use on another stream (once per stream). Returns how many buffers that is, and the peer
/// registry's lock where a buffer of another context relies on it.
#[inline(never)]
fn lock<'b, 's>(
    s: &'s StreamInner,
    reach: Reach,
    memory: &mut [Memory<'b>],
    locks: &mut [Option<Last<'b>>],
) -> Result<(usize, Option<PeerLock<'s>>), Error> {
    let n = sort_dedup(memory, |m| Arc::as_ptr(m.0).addr());
    let memory = &memory[..n];
    // The common case first: every buffer of the stream's context, which every rule allows.
    let peers = if memory.iter().all(|m| m.0.ctx_raw == s.ctx_raw()) {
        None
    } else {
        reach.check(s, memory)?
    };
    for (lock, mem) in locks.iter_mut().zip(memory) {
        *lock = Some(mem.0.lock());
    }
    // The streams already waited for: buffers last used on one stream share one wait.
    let mut waited: [*const StreamInner; INLINE] = [std::ptr::null(); INLINE];
    let mut n_waited = 0;
    for (lock, mem) in locks.iter().zip(memory) {
        let prev = match lock {
            Some(last) => last.stream(&mem.0.home),
            None => &mem.0.home,
        };
        let ptr = Arc::as_ptr(prev);
        if std::ptr::eq(ptr, s) || waited[..n_waited].contains(&ptr) {
            continue;
        }
        s.order_after(prev)?;
        if n_waited < INLINE {
            waited[n_waited] = ptr;
            n_waited += 1;
        }
    }
    Ok((n, peers))
}

/// After the work was queued on `s`: records `s` as the latest use of each buffer of `memory` (under
/// its lock in `locks`), handing the stream each one lets go of to `released`.
#[inline(never)]
fn record<'b>(
    s: &Arc<StreamInner>,
    memory: &[Memory<'b>],
    locks: &mut [Option<Last<'b>>],
    released: &mut Released,
) {
    for (lock, mem) in locks.iter_mut().zip(memory) {
        let Some(last) = lock.as_mut() else { continue };
        last.away = !Arc::ptr_eq(&mem.0.home, s);
        if last.away {
            if !last.other.as_ref().is_some_and(|o| Arc::ptr_eq(o, s)) {
                released.add(last.other.replace(Arc::clone(s)));
                last.foreign = s.ctx_raw() != mem.0.ctx_raw;
            }
        } else if last.foreign {
            // Back home from a stream of another context: that stream is not kept, since it would
            // keep its context alive (and its device's primary context from a reset) past its owners.
            released.add(last.other.take());
            last.foreign = false;
        }
    }
}

/// The streams the buffers of one use let go of, kept until the buffers are unlocked (dropping a
/// stream's last owner calls the driver): usually one stream, however many buffers.
#[derive(Default)]
struct Released {
    first: Option<Arc<StreamInner>>,
    /// Any other (rare: the buffers of one use last used on several other streams).
    more: Option<Vec<Arc<StreamInner>>>,
}

impl Released {
    fn add(&mut self, stream: Option<Arc<StreamInner>>) {
        let Some(stream) = stream else { return };
        match &self.first {
            None => self.first = Some(stream),
            // `first` owns the stream too, so this owner is not the last: dropped here.
            Some(first) if Arc::ptr_eq(first, &stream) => {}
            Some(_) => self.more.get_or_insert_with(Vec::new).push(stream),
        }
    }
}

/// [`queue`] on a capture stream: under the capture's lock, each buffer is held by the capture and the
/// work waits for the buffer's latest use on another stream of the same capture.
#[cold]
fn captured<R>(
    s: &Arc<StreamInner>,
    scope: &Scope,
    reach: Reach,
    memory: &mut [Memory<'_>],
    keep: Option<Held>,
    op: impl FnOnce() -> Result<R, DriverError>,
) -> Result<R, Error> {
    let n = sort_dedup(memory, |m| Arc::as_ptr(m.0).addr());
    let memory = &memory[..n];
    // Held until the work is queued: peer access cannot end before.
    let _peers = reach.check(s, memory)?;
    let mut state = scope.lock();
    for mem in memory {
        let key = Arc::as_ptr(mem.0).addr();
        if let Some(used) = state.uses.get(&key) {
            s.order_after(&used.last)?;
        }
    }
    let out = op()?;
    for mem in memory {
        let key = Arc::as_ptr(mem.0).addr();
        let held: Held = Arc::<Allocation>::clone(mem.0);
        state
            .uses
            .entry(key)
            .and_modify(|used| used.last = Arc::clone(s))
            .or_insert_with(|| ScopeUse {
                memory: held,
                last: Arc::clone(s),
            });
    }
    state.keep.extend(keep);
    Ok(out)
}

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
    /// A copy, which the driver makes between any two contexts (the caller checked that the stream
    /// belongs to one of the two).
    Any,
}

impl Reach {
    /// Refuses a buffer the rule does not allow; returns the peer registry's read lock where a buffer
    /// of another context relies on it.
    #[inline(never)]
    fn check<'s>(
        self,
        s: &'s StreamInner,
        memory: &[Memory<'_>],
    ) -> Result<Option<PeerLock<'s>>, Error> {
        if s.scope().is_some() && memory.iter().any(|m| m.0.allocator.host_reachable()) {
            return Err(host_memory_refused("captured into a graph"));
        }
        let Reach::Peer(what) = self else {
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

/// Refuses, for a node added to a graph of context `ctx` (`what` names the call), a buffer of another
/// context or one the host reaches: a graph's launch orders its buffers on a stream of its own
/// context, and does not borrow host-reachable memory (as a capture refuses it).
pub(crate) fn check_graph_memory(
    what: &str,
    ctx: CUcontext,
    memory: &[Memory<'_>],
) -> Result<(), Error> {
    for mem in memory {
        if mem.0.allocator.host_reachable() {
            return Err(host_memory_refused(what));
        }
        if mem.0.ctx_raw != ctx {
            return Err(Error::InvalidArgument(format!(
                "{what}: a buffer of another context than the graph's; a graph's nodes use buffers of \
                 its own context"
            )));
        }
    }
    Ok(())
}

/// Memory the host reaches ([`Allocator::host_reachable`]) is used only by work queued in its own
/// context and in real stream order: a graph's launches would not borrow it, so the host could touch it
/// while one runs (or, for a registration, after the lent memory went back to its owner).
#[cold]
fn host_memory_refused(what: &str) -> Error {
    Error::InvalidArgument(format!(
        "{what}: managed, mapped or registered host memory is used only on streams of its own context, \
         outside capture scopes"
    ))
}

#[cold]
fn not_reachable(what: &str, same_device: bool, allocator: Allocator) -> Error {
    Error::InvalidArgument(if same_device {
        format!(
            "{what}: a buffer of another context on the same device; use buffers of the stream's \
             context (copy_from_device copies between contexts)"
        )
    } else if allocator != Allocator::Device {
        format!(
            "{what}: a buffer of another device that is not cuMemAlloc memory (a pool's, a mapped \
             virtual range, another process's), which peer access is not documented to reach; use a \
             buffer from DeviceBuffer::alloc_unpooled with a PeerAccess, or copy between the devices"
        )
    } else {
        format!(
            "{what}: a buffer of another device's context, and the stream's context holds no peer \
             access to it; keep a PeerAccess from Context::enable_peer_access alive while the work \
             may run"
        )
    })
}

/// Sorts `memory` by `key` and moves each key once to the front; returns how many that is. An
/// insertion sort that skips duplicates as it goes: a launch has at most 16 buffers.
fn sort_dedup<T: Copy>(memory: &mut [T], key: impl Fn(&T) -> usize) -> usize {
    let mut n = 0;
    for i in 0..memory.len() {
        let k = key(&memory[i]);
        if memory[..n].iter().any(|m| key(m) == k) {
            continue;
        }
        memory.swap(n, i);
        let mut j = n;
        while j > 0 && key(&memory[j - 1]) > k {
            memory.swap(j - 1, j);
            j -= 1;
        }
        n += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::sort_dedup;

    /// Every list of up to five keys from 0..4 (duplicates included) against the standard sort + dedup.
    #[test]
    fn sort_dedup_agrees_with_sort_then_dedup() {
        for len in 0..=5u32 {
            for code in 0..4usize.pow(len) {
                let list: Vec<usize> = (0..len).map(|i| code / 4usize.pow(i) % 4).collect();
                let mut ours = list.clone();
                let n = sort_dedup(&mut ours, |k| *k);
                let mut want = list.clone();
                want.sort_unstable();
                want.dedup();
                assert_eq!(&ours[..n], &want[..], "{list:?}");
            }
        }
    }
}
