//! The core the four buffer owners share ([`DeviceBuffer`](crate::DeviceBuffer),
//! [`ManagedBuffer`](crate::ManagedBuffer), [`MappedBuffer`](crate::MappedBuffer),
//! [`HostRegistration`](crate::HostRegistration)): their allocation, how many `T`s it holds, why they
//! may cross threads, and the one way to reach the allocation ([`Buffer::allocation`]).

use std::marker::PhantomData;
use std::sync::Arc;

use crate::safe::order::allocation::Allocation;

/// `len` elements of `T` in an allocation of the ordering model: the fields every buffer owner has.
pub(crate) struct BufferCore<T> {
    pub(crate) mem: Arc<Allocation>,
    pub(crate) len: usize,
    _marker: PhantomData<T>,
}

// SAFETY: the allocation may be used and freed from any thread: every call binds its home context,
// and its place in stream order is kept under its own lock. The elements are owned by the buffer
// (device, managed or mapped memory, like a `Box<[T]>`) or exclusively borrowed by it (a
// registration, like a `&mut [T]`), so they move between threads as `T` may.
unsafe impl<T: Send> Send for BufferCore<T> {}
// SAFETY: through `&self` an owner reads the elements only after waiting for their latest use, and
// queues work on them only under the allocation's lock; so sharing the owner shares `&T` at most.
unsafe impl<T: Sync> Sync for BufferCore<T> {}

impl<T> BufferCore<T> {
    /// `len` elements over `mem`.
    ///
    /// # Safety
    /// `mem` holds at least `len` elements of `T` (`len * size_of::<T>()` bytes, aligned for `T`), or
    /// the core is dropped without any use of its elements. Every owner's copies, launches and host
    /// views trust `len` as the allocation's bounds.
    pub(crate) unsafe fn new(mem: Arc<Allocation>, len: usize) -> Self {
        BufferCore {
            mem,
            len,
            _marker: PhantomData,
        }
    }
}

impl<T> std::fmt::Debug for BufferCore<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BufferCore")
            .field("mem", &self.mem)
            .field("len", &self.len)
            .finish()
    }
}

/// A buffer owner: one of the four built on a [`BufferCore`].
pub(crate) trait Buffer<T> {
    /// The owner's core.
    fn core(&self) -> &BufferCore<T>;

    /// The allocation the owner's uses are ordered by.
    #[inline]
    fn allocation<'a>(&'a self) -> &'a Arc<Allocation>
    where
        T: 'a,
    {
        &self.core().mem
    }
}
