//! The host's access to memory the device reaches by address (managed, mapped, registered): a wait for
//! the uses that may not have run, the elements as slices, the end of an owned allocation, and the
//! check of the flags a mapping is made with.

use std::sync::Arc;

use crate::sys::CUdeviceptr;
use crate::Error;

use crate::safe::host_fn;
use crate::safe::order::allocation::Allocation;
use crate::safe::order::free::free;
use crate::safe::owners::current;

/// Refuses flag bits beyond the declared ones and the mapping the call adds anyway (other bits can come
/// in through `from_bits_retain`): a bit the driver
/// knows could change what the device may do with the memory (read-only or I/O registrations fault on
/// a write a launch's contract allows).
pub(super) fn known_flags(what: &str, bits: u32, known: u32) -> Result<(), Error> {
    if bits & !known == 0 {
        return Ok(());
    }
    Err(Error::InvalidArgument(format!(
        "{what}: flag bits {:#x} are not among the declared flags ({known:#x})",
        bits & !known
    )))
}

/// Waits for the uses of `mem` that may not have run (its last write and the reads since) before the
/// host touches it: their streams, or the whole context where a stream wait fails.
///
/// # Errors
/// Both waits failing: the work may still run, so the caller gives no access.
pub(crate) fn settle(mem: &Allocation) -> Result<(), Error> {
    // Inside a host function the wait would take the memory's use lock, which a use may hold while
    // its driver call waits for this very function: refused before the lock.
    host_fn::refuse("cuStreamSynchronize")?;
    for last in mem.latest().iter() {
        let driver = last.driver();
        last.synchronize().or_else(|e| {
            current::in_context(last.ctx(), || {
                // SAFETY: no arguments; the stream's context is current.
                unsafe { driver.cuCtxSynchronize() }
            })
            .map_err(|_| e)
        })?;
    }
    Ok(())
}

/// The `len` elements at the host address `ptr` (a device address that is also the host's, as
/// managed memory's is under unified addressing).
///
/// # Safety
/// `ptr` holds `len` initialised elements that nothing writes for `'a`, or is null when they take no
/// bytes (`len` zero, or `T` zero-sized).
pub(crate) unsafe fn slice<'a, T>(ptr: CUdeviceptr, len: usize) -> &'a [T] {
    if ptr.is_null() {
        // SAFETY: no bytes (zero elements, or zero-sized ones), at a dangling aligned address.
        return unsafe { std::slice::from_raw_parts(std::ptr::NonNull::dangling().as_ptr(), len) };
    }
    // SAFETY: the caller's promise; the address is aligned for `T` (checked when it was allocated).
    unsafe { std::slice::from_raw_parts(ptr.into_raw() as usize as *const T, len) }
}

/// As [`slice`], mutably.
///
/// # Safety
/// As [`slice`], and nothing else reads or writes the elements for `'a`.
pub(crate) unsafe fn slice_mut<'a, T>(ptr: CUdeviceptr, len: usize) -> &'a mut [T] {
    if ptr.is_null() {
        // SAFETY: as in `slice`.
        return unsafe {
            std::slice::from_raw_parts_mut(std::ptr::NonNull::dangling().as_ptr(), len)
        };
    }
    // SAFETY: as above, exclusive by the caller's promise.
    unsafe { std::slice::from_raw_parts_mut(ptr.into_raw() as usize as *mut T, len) }
}

/// Ends an owned allocation's life now (the `close` of managed and mapped buffers): frees it on its
/// home stream after its latest use, reporting the error that its drop would ignore. Memory a graph
/// still held would be freed with the graph, but graphs never hold host-reachable memory.
pub(crate) fn close(mem: Arc<Allocation>) -> Result<(), Error> {
    let Ok(mut mem) = Arc::try_unwrap(mem) else {
        return Ok(());
    };
    let ptr = std::mem::take(&mut mem.ptr);
    if ptr.is_null() {
        return Ok(());
    }
    let home = Arc::clone(&mem.home);
    let last = mem.take_last();
    home.bind()?;
    free(&home, &last, ptr, mem.allocator)?;
    Ok(())
}
