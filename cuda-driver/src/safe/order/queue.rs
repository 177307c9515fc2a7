//! The one way work that touches memory is queued: [`queue`] (and its forms), under the locks of the
//! buffers it touches, on a stream or into a capture.

use std::sync::Arc;

use crate::{DriverError, Error};

use crate::safe::order::allocation::{Allocation, Allocator, Memory};
use crate::safe::order::checks::{levels_written_twice, read_and_write};
use crate::safe::order::last_use::{LastUse, Released};
use crate::safe::order::mode::Mode;
use crate::safe::order::reach::Reach;
use crate::safe::order::use_lock::UseGuard;
use crate::safe::owners::context::PeerLock;
use crate::safe::owners::stream::{Held, Scope, ScopeUse, StreamInner};

type Last<'a> = UseGuard<'a, LastUse>;

/// The most buffers one use orders without allocating (launches with more take a `Vec`).
const INLINE: usize = 8;

/// Queues `op` on `s` after the earlier work of every buffer in `memory`, and records it as their
/// latest use; on a capture stream, records them (and `held`) into the capture instead: [`queue_with`]
/// with `held` made already.
#[inline]
pub(crate) fn queue<R>(
    s: &Arc<StreamInner>,
    reach: Reach,
    memory: &mut [Memory<'_>],
    held: Option<Held>,
    op: impl FnOnce() -> Result<R, DriverError>,
) -> Result<R, Error> {
    queue_with(s, reach, memory, || held, op)
}

/// Queues `op` on `s` after the earlier work of every buffer in `memory`, and records it as their
/// latest use; on a capture stream, records them (and what `held` returns) into the capture instead.
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
    held: impl FnOnce() -> Option<Held>,
    op: impl FnOnce() -> Result<R, DriverError>,
) -> Result<R, Error> {
    match Plain::of(s) {
        Ok(plain) => queue_ordered(plain, reach, memory, op),
        Err(scope) => captured(s, scope, reach, memory, held(), op),
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
            Mode::Write => last.set_writer(s, &mem.0.home, mem.0.ctx_raw, released),
            Mode::Read => {
                if !last.reads_on(s, &mem.0.home) {
                    last.record_read(s, &mem.0.home, mem.0.ctx_raw, released);
                }
            }
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
    held: Option<Held>,
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
    state.held.extend(held);
    Ok(out)
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
