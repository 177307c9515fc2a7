//! The lock around a buffer's place in stream order: a lock whose unlock is one release store.
//!
//! `std::sync::Mutex` unlocks with a locked exchange, since it must learn whether a thread sleeps on
//! the lock and wake it. A buffer is unlocked right after the launch's driver call, which evicts much of
//! the cache, and that exchange then waits for the lock's line: on the stand-in libcuda, `perf` put 43 %
//! of a four-buffer launch's own samples on it (BENCHMARKS.md, "The use lock"). Here nobody sleeps on
//! the lock: a waiter polls (spinning briefly, then yielding its time slice, then sleeping a little), so
//! the unlock has no one to wake and is a plain store. Holders keep it for one queued use (a few driver
//! calls), so waiting is short, and rare: two threads using one buffer at once.

use std::cell::UnsafeCell;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// A value behind a polling lock (see the module's docs); the flag first, then the value (for the
/// layout of [`Allocation`](crate::safe::order::allocation::Allocation)).
#[repr(C)]
pub(crate) struct UseLock<T> {
    locked: AtomicBool,
    value: UnsafeCell<T>,
}

// SAFETY: the lock hands out the value to one thread at a time (acquire on lock, release on unlock),
// so sharing the lock shares `T` only as `Mutex<T>` does.
unsafe impl<T: Send> Sync for UseLock<T> {}

impl<T> UseLock<T> {
    pub(crate) const fn new(value: T) -> Self {
        UseLock {
            locked: AtomicBool::new(false),
            value: UnsafeCell::new(value),
        }
    }

    /// Waits until the lock is free and takes it.
    #[inline]
    pub(crate) fn lock(&self) -> UseGuard<'_, T> {
        if self
            .locked
            .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed)
            .is_err()
        {
            self.lock_contended();
        }
        UseGuard {
            lock: self,
            _exclusive: PhantomData,
        }
    }

    #[cold]
    fn lock_contended(&self) {
        let mut tries = 0u32;
        loop {
            while self.locked.load(Ordering::Relaxed) {
                tries = tries.saturating_add(1);
                if tries < 64 {
                    std::hint::spin_loop();
                } else if tries < 128 {
                    std::thread::yield_now();
                } else {
                    // A holder descheduled, or blocked in a driver call that waits for queue space.
                    std::thread::sleep(Duration::from_micros(20));
                }
            }
            if self
                .locked
                .compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed)
                .is_ok()
            {
                return;
            }
        }
    }

    /// The value, through exclusive access (no locking needed).
    pub(crate) fn get_mut(&mut self) -> &mut T {
        self.value.get_mut()
    }
}

/// The lock, held; unlocked on drop. Shared between threads only where `&mut T` may be (the marker:
/// a guard hands out `&T`, so it is `Sync` only for `T: Sync`, as `MutexGuard` is).
pub(crate) struct UseGuard<'a, T> {
    lock: &'a UseLock<T>,
    _exclusive: PhantomData<&'a mut T>,
}

impl<T> Deref for UseGuard<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        // SAFETY: the guard holds the lock, so no other reference to the value exists.
        unsafe { &*self.lock.value.get() }
    }
}

impl<T> DerefMut for UseGuard<'_, T> {
    fn deref_mut(&mut self) -> &mut T {
        // SAFETY: as in `deref`, and `&mut self` makes this the only use of the guard.
        unsafe { &mut *self.lock.value.get() }
    }
}

impl<T> Drop for UseGuard<'_, T> {
    #[inline]
    fn drop(&mut self) {
        self.lock.locked.store(false, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::UseLock;
    use std::sync::Arc;

    /// Threads adding under the lock lose no update (Miri checks the orderings too).
    #[test]
    fn increments_under_the_lock_are_not_lost() {
        let (threads, rounds) = if cfg!(miri) { (3, 20) } else { (4, 20_000) };
        let lock = Arc::new(UseLock::new(0u64));
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let lock = Arc::clone(&lock);
                std::thread::spawn(move || {
                    for _ in 0..rounds {
                        let mut guard = lock.lock();
                        // Read, yield, write: without exclusion another thread's update is lost.
                        let seen = *guard;
                        std::thread::yield_now();
                        *guard = seen + 1;
                    }
                })
            })
            .collect();
        for handle in handles {
            handle.join().unwrap();
        }
        assert_eq!(*lock.lock(), threads * rounds);
    }
}
