//! Whether a [`Group`](crate::Group) is open on this thread: the one flag the group sets and every
//! communicator's own methods read, apart from both so neither imports the other for it.

use std::cell::Cell;

use crate::error::{invalid, Error};

thread_local! {
    /// Whether a [`Group`](crate::Group) is open on this thread.
    static OPEN: Cell<bool> = const { Cell::new(false) };
}

/// Whether a [`Group`](crate::Group) is open on this thread.
pub(crate) fn open_here() -> bool {
    OPEN.with(Cell::get)
}

/// Records that this thread's group opened (`true`) or ended (`false`).
pub(crate) fn set_open(open: bool) {
    OPEN.with(|o| o.set(open));
}

/// Refuses a call of a communicator's own methods while a group is open on this thread.
pub(crate) fn refuse_inside(what: &str) -> Result<(), Error> {
    if open_here() {
        return Err(invalid(format!(
            "{what}: a Group is open on this thread; NCCL would add the call to it, so make it \
             through the group's methods"
        )));
    }
    Ok(())
}
