//! Stream order: every use of memory goes through here. The memory behind every buffer
//! (`allocation`), the mode of a use (`mode`), a buffer's last use (`last_use`) behind its lock
//! (`use_lock`), the context rule (`reach`, `checks`) and the one way work that touches memory is
//! queued (`queue`), and its public entry for library crates (`foreign`).
//!
//! Every use has a mode (`Mode`): a read waits for the last write; a write waits for the last write
//! and for every read since. A buffer's place in stream order is the stream of its last write and the
//! streams that read it since (`LastUse`), behind the buffer's own lock (`UseLock`: its unlock is
//! one store). A use locks every buffer it touches (in address order, each once), makes its stream
//! wait for what the rule names on other streams, queues the work, records itself, and only then
//! unlocks. Nothing is read outside
//! the lock, so no check can go stale before the work is queued. An uncontended lock costs
//! nanoseconds against a launch's microseconds (BENCHMARKS.md).
//!
//! On a capture stream the same call records the buffers into the capture instead (the graph will hold
//! them) and orders the use by the same rule *inside the capture*: the buffer's stream order
//! outside is untouched, since captured work runs only when the graph is launched, and a graph launch
//! is ordered like any other use.
//!
//! The crate docs' heading for this folder: "Stream order".

pub(crate) mod allocation;
pub(crate) mod buffer_core;
pub(crate) mod checks;
pub(crate) mod foreign;
pub(crate) mod free;
pub(crate) mod last_use;
pub(crate) mod mode;
pub(crate) mod queue;
pub(crate) mod reach;
pub(crate) mod use_lock;

pub use allocation::{Allocator, Memory};
pub use foreign::BufferUse;
