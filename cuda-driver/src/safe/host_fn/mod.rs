//! Host functions: Rust closures the driver calls on a thread of its own, in stream order. This file
//! holds what every way of queuing one needs ([`Stream::launch_host_fn`](crate::Stream::launch_host_fn)
//! and a graph's host node, [`Graph::add_host_fn`](crate::Graph::add_host_fn)): the boxed call handed to the driver with its trampoline, the panic a
//! call may end in, and the rule that no CUDA call is made inside one.
//!
//! **The rule.** CUDA documents that a host function must make no CUDA call (the driver may answer
//! `CUDA_ERROR_NOT_PERMITTED`, or deadlock: the stream waits for the function, which would wait for the
//! stream). [`run`] marks its thread while the closure runs (a thread-local flag); the safe layer's
//! entry points ([`refuse`], called by `current`, and so by every `bind` and `in_context`, and by the
//! few calls that bind nothing) answer [`DriverError::is_in_host_fn`] instead of calling the driver.
//! An owner dropped inside (one the closure captured) makes no driver call either: it hands itself to
//! the release thread (`host_fn::release`), which releases it after.
//!
//! **Panics.** [`run`] catches a panic of the closure (nothing unwinds into the driver) and records its
//! message in the [`Panics`] of the stream (or the graph) it was queued on, which reports it once. A
//! graph's host node owns its closure as [`Shared`]: the graph (and everything that holds what the graph
//! holds) keeps it in an `Arc`, and the driver gets its address, calling it by reference at each launch.
//!
//! The crate docs' heading for this folder: "Host functions".

pub(crate) mod release;

use std::any::Any;
use std::cell::Cell;
use std::ffi::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use crate::sys::CUhostFn;
use crate::{DriverError, Error};

thread_local! {
    /// Set while a host function runs on this thread. A `const` initialiser and no destructor: reading
    /// it is one thread-local load.
    static INSIDE: Cell<bool> = const { Cell::new(false) };
}

/// Whether the calling thread is running a host function.
#[inline]
pub(crate) fn inside() -> bool {
    INSIDE.with(Cell::get)
}

/// Whether the calling thread is running a host function ([`Stream::launch_host_fn`](crate::Stream::launch_host_fn),
/// a graph's host node), where no CUDA call may be made: for the `Drop` of a library crate's owner,
/// which then hands itself to [`release_after_host_fn`](crate::release_after_host_fn) instead of
/// calling its library.
///
/// ```
/// assert!(!cuda_driver::in_host_fn()); // an ordinary thread
/// ```
#[inline]
pub fn in_host_fn() -> bool {
    inside()
}

/// `Ok` outside a host function; inside, the error that refuses `call` (the driver function the caller
/// was about to make).
#[inline]
pub(crate) fn refuse(call: &'static str) -> Result<(), DriverError> {
    if inside() {
        Err(DriverError::in_host_fn(call))
    } else {
        Ok(())
    }
}

/// What a call made through `in_context` returns when a host function is running on the thread: an
/// error for a call that returns one, nothing for a release (owners hand themselves to the release
/// thread before they get here; one that does not leaks its resource).
pub(crate) trait Refused {
    /// The refusal of `call`.
    fn refused(call: &'static str) -> Self;
}

impl Refused for () {
    fn refused(_: &'static str) {}
}

impl<T> Refused for Result<T, DriverError> {
    fn refused(call: &'static str) -> Self {
        Err(DriverError::in_host_fn(call))
    }
}

impl<T> Refused for Result<T, Error> {
    fn refused(call: &'static str) -> Self {
        Err(DriverError::in_host_fn(call).into())
    }
}

/// The panics of the host functions queued on one stream, until a synchronisation or query reports
/// them: the first one's message, and how many there were.
///
/// Every synchronisation and query asks, so the answer "none" is one load: `pending` says whether the
/// record may hold something, and is only a hint; the record itself is read and changed under its
/// mutex. It is set (release) after a panic is recorded and cleared under the lock when the record is
/// taken, so a panic recorded before the asking thread's load (ordered before it by the wait that
/// returned, or by anything else) is seen by it (acquire); one recorded meanwhile waits for the next ask.
#[derive(Debug, Default)]
pub(crate) struct Panics {
    pending: AtomicBool,
    first: Mutex<Option<(String, usize)>>,
}

impl Panics {
    fn record(&self, message: String) {
        let mut first = self.first.lock().unwrap_or_else(|e| e.into_inner());
        match &mut *first {
            Some((_, count)) => *count += 1,
            None => *first = Some((message, 1)),
        }
        self.pending.store(true, Ordering::Release);
    }

    /// Moves `other`'s panics (message and count) into this record, leaving `other` empty.
    pub(crate) fn absorb(&self, other: &Panics) {
        if !other.pending.load(Ordering::Acquire) {
            return;
        }
        let taken = {
            let mut first = other.first.lock().unwrap_or_else(|e| e.into_inner());
            other.pending.store(false, Ordering::Relaxed);
            first.take()
        };
        let Some((message, count)) = taken else {
            return;
        };
        let mut first = self.first.lock().unwrap_or_else(|e| e.into_inner());
        match &mut *first {
            Some((_, n)) => *n += count,
            None => *first = Some((message, count)),
        }
        self.pending.store(true, Ordering::Release);
    }

    /// `Ok` when no host function panicked since the last report; else the report, once.
    #[inline]
    pub(crate) fn take(&self) -> Result<(), Error> {
        if self.pending.load(Ordering::Acquire) {
            self.take_slow()
        } else {
            Ok(())
        }
    }

    #[cold]
    #[inline(never)]
    fn take_slow(&self) -> Result<(), Error> {
        let mut first = self.first.lock().unwrap_or_else(|e| e.into_inner());
        self.pending.store(false, Ordering::Relaxed);
        match first.take() {
            None => Ok(()),
            Some((message, count)) => Err(Error::HostFnPanicked { message, count }),
        }
    }
}

/// The message of a panic's payload (`panic!` gives a `&str` or a `String`).
fn message_of(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic whose payload is not a string".to_owned()
    }
}

/// Runs `f` as a host function: with the thread marked (see [`refuse`]) and its panic caught and
/// recorded in `panics`. Never unwinds.
pub(crate) fn run(panics: &Panics, f: impl FnOnce()) {
    let was = INSIDE.with(|c| c.replace(true));
    // `f` is consumed by the call: nothing of it is observed after a panic but its drop, which runs
    // inside the catch too.
    let outcome = catch_unwind(AssertUnwindSafe(f));
    INSIDE.with(|c| c.set(was));
    if let Err(payload) = outcome {
        panics.record(message_of(&*payload));
        // A payload whose drop panics must not unwind into the driver either.
        if let Err(again) = catch_unwind(AssertUnwindSafe(move || drop(payload))) {
            std::mem::forget(again);
        }
    }
}

/// A closure queued to run once, with the panics record it reports to: one allocation, handed to the
/// driver as the argument of [`trampoline_once`].
pub(crate) struct Once<F> {
    f: F,
    panics: Arc<Panics>,
}

impl<F: FnOnce() + Send + 'static> Once<F> {
    /// Boxes `f` for the driver.
    pub(crate) fn new(f: F, panics: Arc<Panics>) -> Box<Self> {
        Box::new(Once { f, panics })
    }

    /// Hands the call to the driver through `queue`, which passes the function and argument to a
    /// queuing call (`cuLaunchHostFunc`) and returns its result. The driver owns the box from then on:
    /// the trampoline frees it after the closure ran. When `queue` fails nothing was queued (a failing
    /// driver call queues no work), so the box is taken back and dropped here, once.
    pub(crate) fn queue(
        self: Box<Self>,
        queue: impl FnOnce(CUhostFn, *mut c_void) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        let data = Box::into_raw(self).cast::<c_void>();
        let queued = queue(Some(trampoline_once::<F>), data);
        if queued.is_err() {
            // SAFETY: `data` came from `Box::into_raw` above, and the driver, which queued nothing,
            // will not call the trampoline with it: the box is still ours, taken back once.
            drop(unsafe { Box::from_raw(data.cast::<Self>()) });
        }
        queued
    }
}

/// What the driver calls: takes back the [`Once`] box at `data`, runs its closure, frees it.
///
/// # Safety
/// `data` is a `Box<Once<F>>` given up by [`Once::queue`], passed here once.
unsafe extern "C" fn trampoline_once<F: FnOnce() + Send + 'static>(data: *mut c_void) {
    // SAFETY: the caller's contract: the box is live and this is its only taker.
    let call = unsafe { Box::from_raw(data.cast::<Once<F>>()) };
    let Once { f, panics } = *call;
    run(&panics, f);
}

/// A closure a graph's host node calls at every launch, with the panics record it reports to: shared
/// by the graph (and its clones, executables and parents, which hold it in an `Arc`), never freed by
/// the driver. The node's argument is the address of the value inside that `Arc`.
pub(crate) struct Shared<F> {
    f: F,
    panics: Arc<Panics>,
}

impl<F: Fn() + Send + Sync + 'static> Shared<F> {
    /// Wraps `f` for a host node.
    pub(crate) fn new(f: F, panics: Arc<Panics>) -> Arc<Self> {
        Arc::new(Shared { f, panics })
    }

    /// The function and argument for the node: valid while `this` (or a clone of it) lives.
    pub(crate) fn function_and_data(this: &Arc<Self>) -> (CUhostFn, *mut c_void) {
        (
            Some(trampoline_shared::<F>),
            Arc::as_ptr(this).cast_mut().cast::<c_void>(),
        )
    }
}

/// What the driver calls for a host node: runs the [`Shared`] closure at `data` by reference.
///
/// # Safety
/// `data` is the address [`Shared::function_and_data`] gave, and an `Arc` of it lives during the call.
unsafe extern "C" fn trampoline_shared<F: Fn() + Send + Sync + 'static>(data: *mut c_void) {
    // SAFETY: the caller's contract: the value is alive; it is only read, and `F: Sync`.
    let call = unsafe { &*data.cast_const().cast::<Shared<F>>() };
    run(&call.panics, || (call.f)());
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    /// The driver's argument, sent to the thread that calls the function.
    struct Argument(*mut c_void);

    // SAFETY: the box it points to is `Send` (`Once<F>` with `F: Send`).
    unsafe impl Send for Argument {}

    impl Argument {
        /// Takes the whole value (so that a closure captures it, not its pointer field).
        fn get(self) -> *mut c_void {
            self.0
        }
    }

    /// Counts its drops.
    struct Counted(Arc<AtomicUsize>);

    impl Drop for Counted {
        fn drop(&mut self) {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }

    #[test]
    fn a_host_function_runs_once_marked_and_is_freed_once() {
        let drops = Arc::new(AtomicUsize::new(0));
        let ran = Arc::new(AtomicUsize::new(0));
        let (token, seen) = (Counted(Arc::clone(&drops)), Arc::clone(&ran));
        let panics = Arc::new(Panics::default());
        let call = Once::new(
            move || {
                let _keep = &token;
                assert!(inside() && refuse("cuX").is_err_and(|e| e.is_in_host_fn()));
                seen.fetch_add(1, Ordering::SeqCst);
            },
            Arc::clone(&panics),
        );
        // A driver that runs the function on another thread before returning.
        let queued = call.queue(|f, data| {
            let data = Argument(data);
            std::thread::spawn(move || {
                // SAFETY: as the driver would: the function with the argument it was given, once.
                unsafe { f.unwrap()(data.get()) }
            })
            .join()
            .unwrap();
            Ok(())
        });
        assert!(queued.is_ok() && !inside() && refuse("cuX").is_ok());
        assert_eq!(ran.load(Ordering::SeqCst), 1);
        assert_eq!(drops.load(Ordering::SeqCst), 1);
        assert_eq!(panics.take(), Ok(()));
    }

    #[test]
    fn a_refused_queue_frees_the_box_once_without_running_it() {
        let drops = Arc::new(AtomicUsize::new(0));
        let token = Counted(Arc::clone(&drops));
        let call = Once::new(move || drop(token), Arc::default());
        let err = DriverError::in_host_fn("cuLaunchHostFunc");
        assert_eq!(call.queue(|_, _| Err(err)), Err(err));
        assert_eq!(drops.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn panics_recorded_on_other_threads_are_each_reported_once() {
        let panics = Arc::new(Panics::default());
        let threads: Vec<_> = (0..4)
            .map(|i| {
                let panics = Arc::clone(&panics);
                std::thread::spawn(move || run(&panics, move || panic!("thread {i}")))
            })
            .collect();
        // Reports taken while the threads record: each panic is counted in exactly one of them.
        let mut counted = 0;
        for t in threads {
            if let Err(Error::HostFnPanicked { count, .. }) = panics.take() {
                counted += count;
            }
            t.join().unwrap();
        }
        if let Err(Error::HostFnPanicked { count, .. }) = panics.take() {
            counted += count;
        }
        assert_eq!(counted, 4);
        assert_eq!(panics.take(), Ok(()));
    }

    #[test]
    fn a_shared_call_runs_by_reference_at_each_call_and_is_freed_with_its_last_owner() {
        let drops = Arc::new(AtomicUsize::new(0));
        let ran = Arc::new(AtomicUsize::new(0));
        let (token, seen) = (Counted(Arc::clone(&drops)), Arc::clone(&ran));
        let panics = Arc::new(Panics::default());
        let call = Shared::new(
            move || {
                let _keep = &token;
                assert!(inside());
                if seen.fetch_add(1, Ordering::SeqCst) == 1 {
                    panic!("second");
                }
            },
            Arc::clone(&panics),
        );
        let (f, data) = Shared::function_and_data(&call);
        let data = Argument(data);
        // Three launches of a graph whose host node it is, one on another thread.
        // SAFETY: the function with the argument it was made for, while `call` lives.
        unsafe { f.unwrap()(data.0) };
        let other = std::thread::spawn(move || {
            // SAFETY: as above; `call` outlives the join below.
            unsafe { f.unwrap()(data.get()) }
        });
        other.join().unwrap();
        // SAFETY: as above.
        unsafe { f.unwrap()(Shared::function_and_data(&call).1) };
        assert_eq!(ran.load(Ordering::SeqCst), 3);
        assert_eq!(drops.load(Ordering::SeqCst), 0);
        let stream = Panics::default();
        stream.absorb(&panics);
        assert_eq!(panics.take(), Ok(()), "absorbing leaves the source empty");
        assert_eq!(
            stream.take(),
            Err(Error::HostFnPanicked {
                message: "second".into(),
                count: 1
            })
        );
        drop(call);
        assert_eq!(drops.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn absorbing_adds_counts_and_keeps_the_first_message() {
        let (into, from) = (Panics::default(), Panics::default());
        into.absorb(&from);
        assert_eq!(into.take(), Ok(()));
        run(&into, || panic!("first"));
        run(&from, || panic!("later"));
        run(&from, || panic!("later again"));
        into.absorb(&from);
        assert_eq!(
            into.take(),
            Err(Error::HostFnPanicked {
                message: "first".into(),
                count: 3
            })
        );
        assert_eq!(from.take(), Ok(()));
    }

    #[test]
    fn a_panic_is_caught_recorded_once_and_counted() {
        let panics = Panics::default();
        run(&panics, || panic!("first"));
        run(&panics, || std::panic::panic_any(7_u32));
        assert!(!inside());
        assert_eq!(
            panics.take(),
            Err(Error::HostFnPanicked {
                message: "first".into(),
                count: 2
            })
        );
        assert_eq!(panics.take(), Ok(()));
        run(&panics, || panic!("{}", String::from("formatted")));
        let Err(Error::HostFnPanicked { message, count: 1 }) = panics.take() else {
            panic!("no report")
        };
        assert_eq!(message, "formatted");
    }
}
