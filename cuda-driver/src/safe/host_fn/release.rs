//! Owners dropped inside a host function, released after it.
//!
//! CUDA must not be called from a host function (see `host_fn`), so an owner whose last holder goes
//! there (`stream.launch_host_fn(move || drop(buf))`, the usual way to keep memory alive until work is
//! done) cannot release its driver resource where it is dropped. Its `Drop` sees the host-function mark
//! and hands the owner, moved out whole, to [`defer`]: a list of this process that one thread, started
//! at the first such drop, empties by dropping each owner again, in the order they came. There the
//! mark is not set, so the drop is the owner's ordinary one: it binds the owner's context (each owner
//! holds it) and waits for or orders after the work that used the resource, exactly as a drop on any
//! other thread does. The host function never waits for that thread, so no wait there can come back
//! to the stream that runs it.
//!
//! The thread releases each owner right after the host function that dropped it. A synchronisation
//! does not wait for that: a release may itself wait for device work (a `cuMemAlloc` buffer's free
//! synchronises its home stream), and that work may wait for a host function that waits for the
//! synchronising thread, so `other_stream.synchronize()` would hang where it returned before. A
//! caller that must know the memory is back calls [`wait_for_releases`], which waits for every owner
//! handed over before it, and says so in its contract. `reset_primary_context` waits too (a pending
//! owner still holds the context). An owner still on the list when the process exits is left to the
//! process's end, as everything is then.

use std::any::Any;
use std::cell::Cell;
use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// An owner on its way to its release: dropping it releases it.
type Owner = Box<dyn Any + Send>;

/// The list and its thread, once started.
struct Queue {
    owners: VecDeque<Owner>,
    thread: Option<std::thread::JoinHandle<()>>,
    /// Asks the thread to end once the list is empty (tests only: it otherwise runs until the
    /// process ends).
    stop: bool,
}

static QUEUE: Mutex<Queue> = Mutex::new(Queue {
    owners: VecDeque::new(),
    thread: None,
    stop: false,
});
/// Signalled when an owner joins the list.
static ARRIVED: Condvar = Condvar::new();
/// Signalled when an owner has been released.
static RELEASED_ONE: Condvar = Condvar::new();
/// How many owners were handed over, and how many of them are released (each only grows; both
/// change under `QUEUE`'s lock, and are read without it by [`wait`]'s first look).
static HANDED: AtomicU64 = AtomicU64::new(0);
static RELEASED: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// Set on the release thread, whose drops must not wait for the list they are emptying.
    static RELEASING: Cell<bool> = const { Cell::new(false) };
}

fn queue() -> MutexGuard<'static, Queue> {
    QUEUE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Hands `owner` (moved out of a value being dropped inside a host function) to the release thread,
/// which drops it once the host function has let go of it. Makes no driver call. When no thread can be
/// started, the owner is leaked, as it was before there was one.
pub(crate) fn defer<T: Send + 'static>(owner: T) {
    let mut q = queue();
    if q.thread.is_none() {
        let spawned = std::thread::Builder::new()
            .name("cuda-release".into())
            .spawn(run);
        let Ok(thread) = spawned else {
            drop(q);
            std::mem::forget(owner);
            return;
        };
        q.thread = Some(thread);
    }
    q.owners.push_back(Box::new(owner));
    HANDED.fetch_add(1, Ordering::Release);
    drop(q);
    ARRIVED.notify_one();
}

/// The release thread: drops each owner handed over, in order, until the process ends.
fn run() {
    RELEASING.with(|r| r.set(true));
    loop {
        let batch = {
            let mut q = queue();
            while q.owners.is_empty() {
                if q.stop {
                    return;
                }
                q = ARRIVED.wait(q).unwrap_or_else(|e| e.into_inner());
            }
            std::mem::take(&mut q.owners)
        };
        for owner in batch {
            // The crate's drops do not unwind; a payload's would not end the thread either.
            if let Err(payload) = catch_unwind(AssertUnwindSafe(move || drop(owner))) {
                std::mem::forget(payload);
            }
            let _q = queue();
            RELEASED.fetch_add(1, Ordering::Release);
            RELEASED_ONE.notify_all();
        }
    }
}

/// Hands `owner` to the crate's release thread, which drops it right after the host function that is
/// running (in the order owners were handed over, as this crate's own owners are; see
/// [`Stream::launch_host_fn`](crate::Stream::launch_host_fn)); [`wait_for_releases`] waits for it.
/// For owners of library crates (a cuRAND generator, a cuBLAS handle) whose `Drop` finds itself inside
/// a host function ([`in_host_fn`](crate::in_host_fn)), where no CUDA call may be made: the drop moves
/// what it holds into a new value and hands that over, and the release thread's drop of it is then an
/// ordinary one. Makes no driver call. Outside a host function it works too, releasing later on that
/// thread.
///
/// ```
/// struct Handle(Option<u64>); // a library's handle, destroyed by its drop
/// impl Drop for Handle {
///     fn drop(&mut self) {
///         if cuda_driver::in_host_fn() {
///             return cuda_driver::release_after_host_fn(Handle(self.0.take()));
///         }
///         if let Some(_raw) = self.0.take() { /* bind the context, destroy `_raw` */ }
///     }
/// }
/// drop(Handle(Some(7)));
/// ```
pub fn release_after_host_fn<T: Send + 'static>(owner: T) {
    defer(owner);
}

/// Returns once every owner that a host function dropped before this call (see
/// [`Stream::launch_host_fn`](crate::Stream::launch_host_fn)) has been released: its memory freed,
/// its object destroyed. A synchronisation does not wait for that; call this where the memory must be
/// back (before measuring free memory, say).
///
/// A release waits for the work that used the owner (a `cuMemAlloc` buffer's free synchronises its
/// home stream): do not call this while holding a lock that a host function still queued waits for,
/// or it waits forever. Inside a host function, and on the crate's release thread, it returns at once.
///
/// ```no_run
/// # fn f(stream: &cuda_driver::Stream, buf: cuda_driver::DeviceBuffer<u8>) -> Result<(), cuda_driver::Error> {
/// stream.launch_host_fn(move || drop(buf))?; // `buf` lives until the work before is done
/// stream.synchronize()?;                      // the host function has run ...
/// cuda_driver::wait_for_releases();           // ... and now `buf` is freed
/// # Ok(()) }
/// ```
#[inline]
pub fn wait_for_releases() {
    wait();
}

/// [`wait_for_releases`], for the crate (`reset_primary_context`). One load when none waits.
#[inline]
pub(crate) fn wait() {
    let handed = HANDED.load(Ordering::Acquire);
    if RELEASED.load(Ordering::Acquire) < handed {
        wait_slow(handed);
    }
}

#[cold]
#[inline(never)]
fn wait_slow(handed: u64) {
    if RELEASING.with(Cell::get) || crate::safe::host_fn::inside() {
        return;
    }
    let mut q = queue();
    while RELEASED.load(Ordering::Acquire) < handed {
        q = RELEASED_ONE.wait(q).unwrap_or_else(|e| e.into_inner());
    }
}

/// Ends the release thread once its list is empty, and waits for it (so that a test leaves no thread
/// behind); the next [`defer`] starts another.
#[cfg(test)]
fn stop() {
    let thread = {
        let mut q = queue();
        q.stop = true;
        q.thread.take()
    };
    ARRIVED.notify_all();
    if let Some(thread) = thread {
        thread.join().unwrap();
    }
    queue().stop = false;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::sync::Arc;

    /// Counts the drops that ran outside a host function; inside one it hands itself over, as an
    /// owner does.
    struct Counted(Arc<AtomicUsize>);

    impl Drop for Counted {
        fn drop(&mut self) {
            if crate::safe::host_fn::inside() {
                return defer(Counted(Arc::clone(&self.0)));
            }
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }

    /// The list and its counts are the process's: these tests run one at a time.
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

    #[test]
    fn an_owner_dropped_inside_a_host_function_is_dropped_after_it_outside() {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let drops = Arc::new(AtomicUsize::new(0));
        let panics = crate::safe::host_fn::Panics::default();
        for round in 1..=20 {
            let owner = Counted(Arc::clone(&drops));
            crate::safe::host_fn::run(&panics, move || drop(owner));
            wait();
            assert_eq!(
                drops.load(Ordering::SeqCst),
                round,
                "not released by the wait"
            );
        }
        assert_eq!(panics.take(), Ok(()));
        stop();
        // Outside a host function nothing is handed over: the drop is the release.
        drop(Counted(Arc::clone(&drops)));
        assert_eq!(drops.load(Ordering::SeqCst), 21);
    }
}
