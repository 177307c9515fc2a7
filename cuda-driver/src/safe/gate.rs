//! The gate that keeps a stream's capture transitions apart from the other driver calls naming it.
//!
//! On the H200 (driver 580) a `cuLaunchKernel`, `cuEventRecord`, `cuStreamQuery` or `cuStreamSynchronize`
//! on a stream while another thread runs `cuStreamBeginCapture` or `cuStreamEndCapture` on the same
//! stream crashes inside libcuda (`scripts/driver-probes/race.c`, 4 runs each: query and synchronize
//! crashed every run, launch and record some); with the calls kept apart, none of 20 runs crashed. The driver's own locking does not cover it, so the safe layer does: every
//! driver call naming a stream passes the stream's gate, and a capture begins or ends with it closed.
//!
//! The launch path keeps locked instructions away from the spot right after the driver call (see the
//! flag lock in `memory/flag_lock.rs`), so a shared count, decremented after the call, is not the
//! common path either. Each thread
//! has a slot saying which gate it is passing: a pass stores the gate there (a swap, before the call),
//! reads whether the gate is closed, and after the call clears the slot with a plain store. Closing sets
//! the gate's closed bit, then waits until no slot names the gate. The slot's swap and the bit's
//! read-modify-write are sequentially consistent, so either the closer sees the slot or the pass sees
//! the bit (and steps back to wait). Threads register their slot once, before their first pass, so a
//! closer that lists the slots after setting the bit sees every pass that could miss it; a thread's slot
//! is handed to a later thread when it ends.
//!
//! The swap is the pass's only locked instruction. A variant without it (a plain store and a compiler
//! fence, with `membarrier(2)` on the closing side) measured the same on the H200 in an A/B run
//! (BENCHMARKS.md, "the capture gate"), so the simpler, fully sequentially consistent form stays.
//!
//! Where the thread's slot is taken (a pass inside a pass) or gone (a pass from a thread-local
//! destructor), the pass counts itself in the gate's word instead, which the closer also waits out.
//! No one waits while passing: a pass covers one driver call, never a lock or another pass, so a closer's
//! wait ends when the calls in flight return.

use std::ptr;
use std::sync::atomic::{AtomicPtr, AtomicU32, Ordering};
use std::sync::Mutex;

const CLOSED: u32 = 1 << 31;

/// See the module documentation.
#[derive(Debug, Default)]
pub(crate) struct Gate {
    /// The closed bit, and the count of passes that have no slot.
    word: AtomicU32,
}

/// Which gate a thread is passing (null: none). A cache line of its own: threads passing gates at once
/// each write only their own line.
#[repr(align(64))]
struct Slot(AtomicPtr<Gate>);

/// Every slot ever handed out (leaked, so `&'static`; reused after their thread ends).
static SLOTS: Mutex<Vec<&'static Slot>> = Mutex::new(Vec::new());
/// Slots whose thread has ended.
static FREE: Mutex<Vec<&'static Slot>> = Mutex::new(Vec::new());

/// The calling thread's slot; returned to [`FREE`] when the thread ends.
struct Mine(&'static Slot);

impl Mine {
    #[cold]
    fn register() -> Mine {
        let reused = lock(&FREE).pop();
        Mine(reused.unwrap_or_else(|| {
            let slot: &'static Slot = Box::leak(Box::new(Slot(AtomicPtr::new(ptr::null_mut()))));
            lock(&SLOTS).push(slot);
            slot
        }))
    }
}

impl Drop for Mine {
    fn drop(&mut self) {
        lock(&FREE).push(self.0);
    }
}

thread_local! {
    static MINE: Mine = Mine::register();
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Gate {
    /// Runs `call` (one driver call) with the gate held open.
    #[inline]
    pub(crate) fn pass<R>(&self, call: impl FnOnce() -> R) -> R {
        let me = ptr::from_ref(self).cast_mut();
        match MINE.try_with(|m| m.0) {
            Ok(slot) if slot.0.load(Ordering::Relaxed).is_null() => {
                while {
                    slot.0.swap(me, Ordering::SeqCst);
                    self.word.load(Ordering::SeqCst) & CLOSED != 0
                } {
                    slot.0.store(ptr::null_mut(), Ordering::Release);
                    self.wait(|word| word & CLOSED == 0);
                }
                let _clear = Clear(slot);
                call()
            }
            _ => self.pass_counted(call),
        }
    }

    /// [`pass`](Self::pass) without the thread's slot: counted in the gate's word.
    #[cold]
    fn pass_counted<R>(&self, call: impl FnOnce() -> R) -> R {
        while self.word.fetch_add(1, Ordering::SeqCst) & CLOSED != 0 {
            self.word.fetch_sub(1, Ordering::Relaxed);
            self.wait(|word| word & CLOSED == 0);
        }
        let _uncount = Uncount(self);
        call()
    }

    /// Runs `call` with the gate closed: no [`pass`](Self::pass) is in flight, and none starts until it
    /// returns. Only one thread may close a gate at a time (the stream's capture lock, or `&mut`).
    pub(crate) fn closed<R>(&self, call: impl FnOnce() -> R) -> R {
        self.word.fetch_or(CLOSED, Ordering::SeqCst);
        let _reopen = Reopen(self);
        self.wait(|word| word == CLOSED);
        let me = ptr::from_ref(self).cast_mut();
        // Listed after the bit is set: a thread registering later sees the bit on its first pass.
        let slots = lock(&SLOTS).clone();
        for slot in slots {
            if slot.0.load(Ordering::SeqCst) == me {
                spin_until(|| slot.0.load(Ordering::SeqCst) != me);
            }
        }
        call()
    }

    /// Spins, then yields, until `done` holds for the word.
    #[cold]
    fn wait(&self, done: impl Fn(u32) -> bool) {
        spin_until(|| done(self.word.load(Ordering::SeqCst)));
    }
}

/// Spins a little, then yields its thread, until `done()`: the other side is inside one driver call.
#[cold]
fn spin_until(done: impl Fn() -> bool) {
    let mut spins = 0u32;
    while !done() {
        if spins < 64 {
            spins += 1;
            std::hint::spin_loop();
        } else {
            std::thread::yield_now();
        }
    }
}

/// Ends a pass through the thread's slot, also when the call unwinds: a plain store.
struct Clear(&'static Slot);

impl Drop for Clear {
    #[inline]
    fn drop(&mut self) {
        self.0 .0.store(ptr::null_mut(), Ordering::Release);
    }
}

/// Ends a counted pass, also when the call unwinds.
struct Uncount<'a>(&'a Gate);

impl Drop for Uncount<'_> {
    fn drop(&mut self) {
        self.0.word.fetch_sub(1, Ordering::Release);
    }
}

/// Reopens a closed gate, also when the call unwinds.
struct Reopen<'a>(&'a Gate);

impl Drop for Reopen<'_> {
    fn drop(&mut self) {
        self.0.word.fetch_and(!CLOSED, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::Gate;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// Calls on several threads, through their slots and (nested) counted, while another thread closes
    /// the gate again and again: a call running inside a closed window would find `closed_now` set, and a
    /// window opening while a call runs would find `in_calls` above 0.
    #[test]
    fn a_closed_gate_admits_no_call() {
        let (gate, other) = (Gate::default(), Gate::default());
        let in_calls = AtomicU32::new(0);
        let closed_now = AtomicU32::new(0);
        let windows = if cfg!(miri) { 3 } else { 2_000 };
        let done = AtomicU32::new(0);
        // Each side stays inside a while, looking for the other.
        let call = || {
            in_calls.fetch_add(1, Ordering::SeqCst);
            for _ in 0..8 {
                let closed = closed_now.load(Ordering::SeqCst);
                assert_eq!(closed, 0, "a call ran while closed");
                std::hint::spin_loop();
            }
            in_calls.fetch_sub(1, Ordering::SeqCst);
        };
        std::thread::scope(|s| {
            // Passing until the closer is done.
            s.spawn(|| {
                while done.load(Ordering::SeqCst) == 0 {
                    gate.pass(call)
                }
            });
            // The slot is taken by the pass on `other`, so the inner pass is counted in the word.
            s.spawn(|| {
                while done.load(Ordering::SeqCst) == 0 {
                    other.pass(|| gate.pass(call))
                }
            });
            s.spawn(|| {
                // Stops the passing threads also when an assertion here fails.
                struct Done<'a>(&'a AtomicU32);
                impl Drop for Done<'_> {
                    fn drop(&mut self) {
                        self.0.store(1, Ordering::SeqCst);
                    }
                }
                let _done = Done(&done);
                for _ in 0..windows {
                    gate.closed(|| {
                        closed_now.store(1, Ordering::SeqCst);
                        for _ in 0..64 {
                            let calls = in_calls.load(Ordering::SeqCst);
                            assert_eq!(calls, 0, "closed while a call ran");
                            std::thread::yield_now();
                        }
                        closed_now.store(0, Ordering::SeqCst);
                    });
                }
            });
        });
        assert_eq!(
            gate.word.load(Ordering::SeqCst),
            0,
            "every pass ended, the gate is open"
        );
    }

    #[test]
    fn a_pass_that_unwinds_still_ends() {
        let gate = Gate::default();
        for nested in [false, true] {
            let unwound = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                if nested {
                    Gate::default().pass(|| gate.pass(|| panic!("the call failed")))
                } else {
                    gate.pass(|| panic!("the call failed"))
                }
            }));
            assert!(unwound.is_err());
            // Would spin for ever if the pass had left its slot or its count behind.
            assert_eq!(gate.closed(|| 7), 7);
        }
    }

    /// A thread that ends hands its slot on: many short threads do not grow the list of slots.
    #[test]
    fn ended_threads_hand_their_slot_on() {
        let gate = Gate::default();
        let threads = if cfg!(miri) { 8 } else { 32 };
        for _ in 0..threads {
            std::thread::spawn(|| Gate::default().pass(|| ()))
                .join()
                .unwrap();
        }
        gate.pass(|| ());
        // Without the hand-on there would be one slot per thread made here, and this one's.
        let slots = super::lock(&super::SLOTS).len();
        assert!(
            slots < threads,
            "{slots} slots after {threads} threads that ended one by one"
        );
    }
}
