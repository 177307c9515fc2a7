//! A lock of one flag for a value that is held for one driver call at a time: taken with one
//! compare-exchange, released with a plain release store. Unlike a `Mutex` unlock (an atomic swap, a
//! locked instruction on x86), the release is an ordinary store, so no locked instruction follows the
//! driver call made under the lock. A waiter spins briefly, then yields its thread.

use std::cell::UnsafeCell;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, Ordering};

/// `T` behind a one-flag lock.
pub(crate) struct FlagLock<T> {
    locked: AtomicBool,
    value: UnsafeCell<T>,
}

// SAFETY: the value is reached only through a `FlagGuard` (which holds the flag, so one thread at a time)
// or through `&mut self`; so sharing the lock hands out `T` to one thread at a time, which `T: Send` allows.
unsafe impl<T: Send> Sync for FlagLock<T> {}

impl<T> FlagLock<T> {
    pub(crate) const fn new(value: T) -> Self {
        FlagLock {
            locked: AtomicBool::new(false),
            value: UnsafeCell::new(value),
        }
    }

    /// Takes the lock, waiting while another thread holds it.
    #[inline]
    pub(crate) fn lock(&self) -> FlagGuard<'_, T> {
        if self
            .locked
            .compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed)
            .is_err()
        {
            self.lock_contended();
        }
        FlagGuard {
            lock: self,
            _shares: PhantomData,
        }
    }

    /// Takes the lock if it is free; never waits.
    #[inline]
    pub(crate) fn try_lock(&self) -> Option<FlagGuard<'_, T>> {
        // A guard is made only once the flag is ours: dropping one releases the lock, so a guard made
        // for a refused attempt (as `bool::then_some` would, building its argument either way) would
        // release the holder's lock.
        if self
            .locked
            .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed)
            .is_ok()
        {
            Some(FlagGuard {
                lock: self,
                _shares: PhantomData,
            })
        } else {
            None
        }
    }

    #[cold]
    fn lock_contended(&self) {
        let mut spins = 0u32;
        loop {
            if self
                .locked
                .compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed)
                .is_ok()
            {
                return;
            }
            while self.locked.load(Ordering::Relaxed) {
                // The holder is inside one driver call (microseconds): spin a little, then let it run.
                if spins < 64 {
                    spins += 1;
                    std::hint::spin_loop();
                } else {
                    std::thread::yield_now();
                }
            }
        }
    }

    /// The value, without locking: `&mut self` proves no guard exists.
    #[inline]
    pub(crate) fn get_mut(&mut self) -> &mut T {
        self.value.get_mut()
    }
}

/// The held lock of a [`FlagLock`]; released when dropped (also on unwinding: the value is left as the
/// holder left it, which the holders keep consistent at every step).
pub(crate) struct FlagGuard<'a, T> {
    lock: &'a FlagLock<T>,
    /// Shared across threads, a guard hands out `&T`: it is `Sync` only where `T` is (as `MutexGuard`),
    /// not wherever the lock is (`T: Send`).
    _shares: PhantomData<&'a T>,
}

impl<T> std::ops::Deref for FlagGuard<'_, T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        // SAFETY: the guard holds the flag, so no other thread reaches the value, and this thread reaches
        // it only through this guard.
        unsafe { &*self.lock.value.get() }
    }
}

impl<T> std::ops::DerefMut for FlagGuard<'_, T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut T {
        // SAFETY: as in `deref`; `&mut self` makes this the only reference made through the guard.
        unsafe { &mut *self.lock.value.get() }
    }
}

impl<T> Drop for FlagGuard<'_, T> {
    #[inline]
    fn drop(&mut self) {
        // A release store: what the holder wrote is seen by the next thread that takes the flag.
        self.lock.locked.store(false, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::FlagLock;
    use std::sync::Arc;

    /// Threads that each add to a plain counter under the lock lose no addition (and, under Miri, make
    /// no data race).
    #[test]
    fn excludes_other_threads() {
        let threads = 4;
        let rounds = if cfg!(miri) { 50 } else { 10_000 };
        let lock = Arc::new(FlagLock::new(0u64));
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let lock = Arc::clone(&lock);
                std::thread::spawn(move || {
                    for _ in 0..rounds {
                        let mut g = lock.lock();
                        let v = *g;
                        std::thread::yield_now();
                        *g = v + 1;
                    }
                })
            })
            .collect();
        for h in handles {
            h.join().expect("a counting thread panicked");
        }
        let mut lock = Arc::into_inner(lock).expect("every thread has ended");
        assert_eq!(*lock.get_mut(), threads * rounds);
    }

    /// `try_lock` takes a free lock, refuses a held one (whoever holds it) without waiting, and excludes
    /// threads that wait in `lock`.
    #[test]
    fn try_lock_refuses_a_held_lock() {
        let lock = FlagLock::new(0u32);
        let held = lock.try_lock().expect("a free lock");
        assert!(lock.try_lock().is_none(), "taken twice");
        // A refused attempt leaves the holder's lock held.
        assert!(
            lock.try_lock().is_none(),
            "a refused try_lock released the lock"
        );
        assert!(
            lock.locked.load(std::sync::atomic::Ordering::Relaxed),
            "a refused try_lock released the lock"
        );
        drop(held);
        assert!(lock.try_lock().is_some(), "not released");

        let rounds = if cfg!(miri) { 50 } else { 10_000 };
        let lock = Arc::new(FlagLock::new(0u64));
        let waiter = {
            let lock = Arc::clone(&lock);
            std::thread::spawn(move || {
                for _ in 0..rounds {
                    *lock.lock() += 1;
                }
            })
        };
        let mut added = 0;
        while added < rounds {
            if let Some(mut g) = lock.try_lock() {
                let v = *g;
                std::thread::yield_now();
                *g = v + 1;
                added += 1;
            }
        }
        waiter.join().expect("the waiting thread panicked");
        let mut lock = Arc::into_inner(lock).expect("every thread has ended");
        assert_eq!(*lock.get_mut(), 2 * rounds);
    }

    /// A guard dropped while unwinding releases the lock.
    #[test]
    fn released_on_unwind() {
        let lock = FlagLock::new(1u32);
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _g = lock.lock();
            panic!("inside the lock");
        }));
        assert!(r.is_err());
        assert_eq!(*lock.lock(), 1);
    }
}
