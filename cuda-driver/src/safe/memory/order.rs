//! The memory behind a [`DeviceBuffer`](crate::DeviceBuffer) and the one way work that touches it is
//! queued: [`queue`].
//!
//! Every use has a mode ([`Mode`]): a read waits for the last write; a write waits for the last write
//! and for every read since. A buffer's place in stream order is the stream of its last write and the
//! streams that read it since ([`LastUse`]), behind the buffer's own lock ([`UseLock`]: its unlock is
//! one store). A use locks every buffer it touches (in address order, each once), makes its stream
//! wait for what the rule names on other streams, queues the work, records itself, and only then
//! unlocks. Nothing is read outside
//! the lock, so no check can go stale before the work is queued. An uncontended lock costs
//! nanoseconds against a launch's microseconds (BENCHMARKS.md).
//!
//! On a capture stream the same call records the buffers into the capture instead (the graph will hold
//! them) and orders the use by the same rule *inside the capture*: the buffer's stream order
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

mod checks;
mod last_use;

pub(crate) use checks::{check_graph_memory, check_kernel_modes};
use checks::{host_memory_refused, levels_written_twice, not_reachable, read_and_write};
use last_use::LastUse;
pub(crate) use last_use::{Mode, Pending};

/// The most buffers one use orders without allocating (launches with more take a `Vec`).
const INLINE: usize = 8;

/// The memory behind a buffer, shared with the graphs whose work touches it. Everything a use on one
/// or two streams reads lies on one cache line (the `Arc`'s counts, which a use does not touch, on the
/// line before; the readers beyond two streams, [`LastUse::more`], on the line after): a launch's
/// driver call evicts much of the cache, and each further line a launch reads per buffer costs it.
#[repr(C, align(64))]
pub(crate) struct Allocation {
    pub(crate) ptr: CUdeviceptr,
    pub(crate) home: Arc<StreamInner>,
    /// `home`'s context handle, for the context rule without reading the stream.
    ctx_raw: CUcontext,
    pub(crate) allocator: Allocator,
    /// The last write's stream and the readers since.
    last: UseLock<LastUse>,
    /// The pool the memory came from when it was chosen ([`MemPool`](crate::MemPool)): kept until the
    /// memory is freed. Never read by a use.
    pub(crate) pool: Option<Arc<PoolInner>>,
}

// What a use on one or two streams reads lies on the first line: the lock's flag (8 bytes with its
// padding), `other` and the flags of `LastUse`; `more` starts the second.
const _: () = {
    assert!(std::mem::offset_of!(LastUse, more) == 16);
    assert!(std::mem::offset_of!(Allocation, last) + 8 + 16 <= 64);
    assert!(std::mem::size_of::<Allocation>() == 128);
};

impl std::fmt::Debug for Allocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Allocation")
            .field("ptr", &self.ptr)
            .field("allocator", &self.allocator)
            .finish_non_exhaustive()
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

    /// The streams of the last write (its home stream when none) and of the reads since, read under
    /// the lock: what the host waits for before it touches memory it reaches directly. A caller that
    /// can run inside a host function refuses there first (`callback::refuse`): a use holds this lock
    /// across its driver call, which may wait for that host function.
    pub(crate) fn latest(&self) -> Pending {
        let last = self.lock();
        Pending {
            last: Arc::clone(last.stream(&self.home)),
            readers: last.readers(&self.home).cloned().collect(),
        }
    }

    /// The streams of the last write and the reads since (for a free that orders after them), taken
    /// out.
    pub(crate) fn take_last(&mut self) -> Pending {
        let home = Arc::clone(&self.home);
        let last = std::mem::take(self.last.get_mut());
        let readers = last.readers(&home).cloned().collect();
        let LastUse { other, away, .. } = last;
        let last = away.then_some(other).flatten().unwrap_or(home);
        Pending { last, readers }
    }
}

/// A buffer among the memory one use touches, and what the use does to it, as launch arguments hand
/// it over (opaque outside the crate).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Memory<'a>(pub(crate) &'a Arc<Allocation>, pub(crate) Mode);

impl<'a> Memory<'a> {
    /// A use that reads `mem`.
    #[inline]
    pub(crate) fn read(mem: &'a Arc<Allocation>) -> Self {
        Memory(mem, Mode::Read)
    }

    /// A use that writes `mem`.
    #[inline]
    pub(crate) fn write(mem: &'a Arc<Allocation>) -> Self {
        Memory(mem, Mode::Write)
    }

    /// The use with mode `mode`.
    #[inline]
    pub(crate) fn with(mem: &'a Arc<Allocation>, mode: Mode) -> Self {
        Memory(mem, mode)
    }
}

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

/// Sorts `memory` by address and moves each buffer once to the front (two uses of one buffer are one
/// use: a write if either writes), checks them against `reach`, locks them in that order into `locks`
/// (as long as `memory`), then makes `s` wait for what the rule names on other streams (once per
/// stream): a read for the buffer's last write, a write for that and every read since. A read with no
/// place left among the readers becomes a write (so it waits for all of them). Returns how many buffers
/// that is, and the peer registry's lock where a buffer of another context relies on it.
#[inline(never)]
fn lock<'b, 's>(
    s: &'s StreamInner,
    reach: Reach,
    memory: &mut [Memory<'b>],
    locks: &mut [Option<Last<'b>>],
) -> Result<(usize, Option<PeerLock<'s>>), Error> {
    let n = merge_uses(reach, memory)?;
    let memory = &mut memory[..n];
    // The common case first: every buffer of the stream's context, which every rule allows.
    let peers = if memory.iter().all(|m| m.0.ctx_raw == s.ctx_raw()) {
        None
    } else {
        reach.check(s, memory)?
    };
    for (lock, mem) in locks.iter_mut().zip(memory.iter()) {
        *lock = Some(mem.0.lock());
    }
    let mut waited = Waited::default();
    for (lock, mem) in locks.iter().zip(memory.iter_mut()) {
        let Some(last) = lock else { continue };
        let home = &mem.0.home;
        if mem.1 == Mode::Read && last.reads_on(s, home) {
            // A read where the last write was queued, or where a read since was: in order already.
            continue;
        }
        if !last.has_readers() {
            // No reads since the last write: either mode waits for that write alone.
            waited.after(s, last.stream(home))?;
            continue;
        }
        order_with_readers(s, last, home, &mut mem.1, &mut waited)?;
    }
    Ok((n, peers))
}

/// [`lock`]'s wait for a buffer read since its last write (out of line: a launch on one stream never
/// runs it): a read waits for the write unless it is one of the readers already, and becomes a write
/// when there is no place left among them; a write waits for the write and every reader.
#[cold]
#[inline(never)]
fn order_with_readers(
    s: &StreamInner,
    last: &LastUse,
    home: &Arc<StreamInner>,
    mode: &mut Mode,
    waited: &mut Waited,
) -> Result<(), DriverError> {
    if *mode == Mode::Read {
        if last.covers_read(s, home) {
            return Ok(());
        }
        if last.has_room(s, home) {
            return waited.after(s, last.stream(home));
        }
        // No place for another reader: ordered, and recorded, as a write after all of them.
        *mode = Mode::Write;
    }
    waited.after(s, last.stream(home))?;
    for r in last.readers(home) {
        waited.after(s, r)?;
    }
    Ok(())
}

/// Sorts `memory` by address and merges the uses of one buffer, as [`lock`] describes; a kernel's
/// arguments ([`Reach::Kernel`]) that read and write one buffer through different arguments are
/// refused. Returns how many buffers that is.
#[inline]
fn merge_uses(reach: Reach, memory: &mut [Memory<'_>]) -> Result<usize, Error> {
    let (mut mixed, mut twice) = (false, false);
    let n = sort_dedup(
        memory,
        |m| Arc::as_ptr(m.0).addr(),
        |kept, dup| {
            // Two values of one mipmapped array's level alias whole (`MipmappedArray::level`), so two
            // writes of it are not the disjoint views two writes of a buffer are.
            twice |= kept.1 == Mode::Write
                && dup.1 == Mode::Write
                && kept.0.allocator == Allocator::MipmappedArray;
            if kept.1 != dup.1 {
                mixed = true;
                kept.1 = Mode::Write;
            }
        },
    );
    match reach {
        Reach::Kernel(what) if mixed => Err(read_and_write(what)),
        Reach::Kernel(what) if twice => Err(levels_written_twice(what)),
        _ => Ok(n),
    }
}

/// The streams one use has waited for: buffers last used on one stream share one wait.
struct Waited {
    list: [*const StreamInner; INLINE],
    n: usize,
}

// By hand: raw pointers implement `Default` only from Rust 1.88, past this crate's MSRV (1.84).
impl Default for Waited {
    fn default() -> Self {
        Waited {
            list: [std::ptr::null(); INLINE],
            n: 0,
        }
    }
}

impl Waited {
    /// Makes `s` wait for the work queued on `prev` so far, unless it is `s` or was waited for.
    #[inline]
    fn after(&mut self, s: &StreamInner, prev: &StreamInner) -> Result<(), DriverError> {
        let ptr = std::ptr::from_ref(prev);
        if std::ptr::eq(ptr, s) || self.list[..self.n].contains(&ptr) {
            return Ok(());
        }
        s.order_after(prev)?;
        if self.n < INLINE {
            self.list[self.n] = ptr;
            self.n += 1;
        }
        Ok(())
    }
}

/// After the work was queued on `s`: records the use of each buffer of `memory` (under its lock in
/// `locks`) by its mode, handing the streams the buffers let go of to `released`.
#[inline(never)]
fn record<'b>(
    s: &Arc<StreamInner>,
    memory: &[Memory<'b>],
    locks: &mut [Option<Last<'b>>],
    released: &mut Released,
) {
    for (lock, mem) in locks.iter_mut().zip(memory) {
        let Some(last) = lock.as_mut() else { continue };
        match mem.1 {
            Mode::Write => last.set_writer(s, mem.0, released),
            Mode::Read => {
                if !last.reads_on(s, &mem.0.home) {
                    last.record_read(s, mem.0, released);
                }
            }
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
/// work is ordered by the rule after the buffer's uses on other streams of the same capture.
#[cold]
fn captured<R>(
    s: &Arc<StreamInner>,
    scope: &Scope,
    reach: Reach,
    memory: &mut [Memory<'_>],
    keep: Option<Held>,
    op: impl FnOnce() -> Result<R, DriverError>,
) -> Result<R, Error> {
    let n = merge_uses(reach, memory)?;
    let memory = &memory[..n];
    // Held until the work is queued: peer access cannot end before.
    let _peers = reach.check(s, memory)?;
    let mut state = scope.lock();
    for mem in memory {
        let key = Arc::as_ptr(mem.0).addr();
        if let Some(used) = state.uses.get(&key) {
            used.order(s, mem.1)?;
        }
    }
    let out = op()?;
    for mem in memory {
        let key = Arc::as_ptr(mem.0).addr();
        let used = state.uses.entry(key).or_insert_with(|| ScopeUse {
            memory: Arc::<Allocation>::clone(mem.0),
            write: None,
            reads: Vec::new(),
        });
        used.record(s, mem.1);
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
    fn check<'s>(
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

/// Sorts `memory` by `key` and moves each key once to the front, `merge`d with its later duplicates;
/// returns how many that is. An insertion sort that skips duplicates as it goes: a launch has at most
/// 16 buffers.
#[inline(always)]
fn sort_dedup<T: Copy>(
    memory: &mut [T],
    key: impl Fn(&T) -> usize,
    mut merge: impl FnMut(&mut T, &T),
) -> usize {
    let mut n = 0;
    for i in 0..memory.len() {
        let k = key(&memory[i]);
        if let Some(at) = memory[..n].iter().position(|m| key(m) == k) {
            let dup = memory[i];
            merge(&mut memory[at], &dup);
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
                let n = sort_dedup(&mut ours, |k| *k, |_, _| {});
                let mut want = list.clone();
                want.sort_unstable();
                want.dedup();
                assert_eq!(&ours[..n], &want[..], "{list:?}");
            }
        }
    }
}
