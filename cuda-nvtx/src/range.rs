//! Marks and ranges in the default domain, and category names.

use core::marker::PhantomData;
use core::sync::atomic::Ordering;

use crate::attributes::EventAttributes;
use crate::sys::{self, core_module::SLOTS, nvtxRangeId_t};
use crate::text::Text;

/// Whether a slot holds nothing: no tool serves it, so the call can return before any work.
macro_rules! idle {
    ($slot:ident) => {
        SLOTS.$slot.load(Ordering::Acquire).is_null()
    };
}

/// An instant event with a text.
#[inline]
pub fn mark(message: impl Text) {
    if idle!(nvtxMarkA) {
        return;
    }
    // SAFETY: `with_c_str` passes a NUL-terminated string valid for the call.
    message.with_c_str(|m| unsafe { sys::nvtxMarkA(m) });
}

/// An instant event described by attributes.
#[inline]
pub fn mark_with(attributes: &EventAttributes<'_>) {
    // SAFETY: the attributes are valid, version and size set, while borrowed.
    unsafe { sys::nvtxMarkEx(attributes.as_raw()) }
}

/// An open range of the default domain on this thread: opened by [`range`], closed when dropped.
///
/// Ranges nest per thread: dropping one closes the innermost range open on the thread, so drop them
/// in the reverse order of opening (as scopes do). It cannot move to another thread.
#[must_use = "the range closes when this guard is dropped"]
#[derive(Debug)]
pub struct Range {
    /// Not `Send`: NVTX pairs a push with the pop of the same thread.
    thread: PhantomData<*const ()>,
}

/// Opens a range with a text, nested in this thread's open ones; it closes when the guard drops.
///
/// ```
/// {
///     let _load = cuda_nvtx::range(c"load");
///     // ... the work the range covers
/// } // closed here
/// ```
#[inline]
pub fn range(message: impl Text) -> Range {
    if !idle!(nvtxRangePushA) {
        // SAFETY: `with_c_str` passes a NUL-terminated string valid for the call.
        message.with_c_str(|m| unsafe { sys::nvtxRangePushA(m) });
    }
    Range {
        thread: PhantomData,
    }
}

/// Opens a range described by attributes; it closes when the guard drops.
#[inline]
pub fn range_with(attributes: &EventAttributes<'_>) -> Range {
    // SAFETY: the attributes are valid, version and size set, while borrowed.
    unsafe { sys::nvtxRangePushEx(attributes.as_raw()) };
    Range {
        thread: PhantomData,
    }
}

impl Range {
    /// Closes the range now, answering the depth it closed at when a tool tracks nesting.
    pub fn end(self) -> Option<u32> {
        core::mem::forget(self);
        pop()
    }
}

#[inline]
fn pop() -> Option<u32> {
    // SAFETY: no arguments.
    let depth = unsafe { sys::nvtxRangePop() };
    u32::try_from(depth).ok()
}

impl Drop for Range {
    #[inline]
    fn drop(&mut self) {
        pop();
    }
}

/// A range started with [`start_range`]: it may end on any thread, and ends when dropped.
#[must_use = "the range ends when this value is dropped"]
#[derive(Debug)]
pub struct RangeId {
    id: nvtxRangeId_t,
}

/// Starts a range that need not nest: it may end on another thread, after ranges opened later.
///
/// ```
/// let upload = cuda_nvtx::start_range("upload");
/// std::thread::spawn(move || drop(upload)).join().unwrap(); // ends on another thread
/// ```
#[inline]
pub fn start_range(message: impl Text) -> RangeId {
    let id = if idle!(nvtxRangeStartA) {
        0
    } else {
        // SAFETY: `with_c_str` passes a NUL-terminated string valid for the call.
        message.with_c_str(|m| unsafe { sys::nvtxRangeStartA(m) })
    };
    RangeId { id }
}

/// Starts a range described by attributes.
#[inline]
pub fn start_range_with(attributes: &EventAttributes<'_>) -> RangeId {
    // SAFETY: the attributes are valid, version and size set, while borrowed.
    let id = unsafe { sys::nvtxRangeStartEx(attributes.as_raw()) };
    RangeId { id }
}

impl RangeId {
    /// The tool's identity of the range (0 without a tool).
    pub fn raw(&self) -> nvtxRangeId_t {
        self.id
    }

    /// Ends the range now (as dropping it does).
    pub fn end(self) {}
}

impl Drop for RangeId {
    #[inline]
    fn drop(&mut self) {
        // SAFETY: an id a start answered, ended once.
        unsafe { sys::nvtxRangeEnd(self.id) }
    }
}

/// Names a category number of the default domain, for [`EventAttributes::category`].
pub fn name_category(category: u32, name: impl Text) {
    if idle!(nvtxNameCategoryA) {
        return;
    }
    // SAFETY: `with_c_str` passes a NUL-terminated string valid for the call.
    name.with_c_str(|n| unsafe { sys::nvtxNameCategoryA(category, n) });
}

/// Names an OS thread by its number (Linux: the thread id `gettid` answers).
pub fn name_os_thread(thread_id: u32, name: impl Text) {
    if idle!(nvtxNameOsThreadA) {
        return;
    }
    // SAFETY: `with_c_str` passes a NUL-terminated string valid for the call.
    name.with_c_str(|n| unsafe { sys::nvtxNameOsThreadA(thread_id, n) });
}

/// Names the calling thread. On Linux its id is read from `/proc/thread-self`; elsewhere this does
/// nothing (use [`name_os_thread`] with the OS's id).
pub fn name_current_thread(name: impl Text) {
    if idle!(nvtxNameOsThreadA) {
        return;
    }
    if let Some(id) = current_thread_id() {
        name_os_thread(id, name);
    }
}

/// The calling thread's OS id, on Linux.
fn current_thread_id() -> Option<u32> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    // `/proc/thread-self` links to `<pid>/task/<tid>`.
    let link = std::fs::read_link("/proc/thread-self").ok()?;
    link.file_name()?.to_str()?.parse().ok()
}

#[cfg(test)]
mod tests {
    #[test]
    #[cfg_attr(miri, ignore = "reads /proc")]
    fn the_current_thread_has_an_id_on_linux() {
        if cfg!(target_os = "linux") {
            let here = super::current_thread_id().unwrap();
            let there = std::thread::spawn(super::current_thread_id)
                .join()
                .unwrap()
                .unwrap();
            assert_ne!(here, there);
        }
    }
}
