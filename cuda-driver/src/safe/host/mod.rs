//! Memory the host reaches: page-locked host memory ([`PinnedBuffer`], `pinned`), host memory mapped
//! into the device or lent to it ([`MappedBuffer`], [`HostRegistration`], `mapped`), managed memory
//! ([`ManagedBuffer`], `managed`), and the host's wait for work on memory it lent (`wait`).
//!
//! The crate docs' heading for this folder: "Host memory".

pub(crate) mod managed;
pub(crate) mod mapped;
pub(crate) mod pinned;
pub(crate) mod wait;

pub use managed::{Advice, Attach, Location, ManagedBuffer};
pub use mapped::{HostAllocFlags, HostRegisterFlags, HostRegistration, MappedBuffer};
pub use pinned::PinnedBuffer;
