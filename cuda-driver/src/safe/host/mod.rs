//! Memory the host reaches: page-locked host memory ([`PinnedBuffer`], `pinned`), host memory mapped
//! into the device ([`MappedBuffer`], `mapped`) or lent to it ([`HostRegistration`], `registered`),
//! managed memory ([`ManagedBuffer`], `managed`), the host's access to them (`access`), and its wait
//! for work on memory it lent (`wait`).
//!
//! The crate docs' heading for this folder: "Host memory".

pub(crate) mod access;
#[cfg(feature = "host")]
pub(crate) mod managed;
#[cfg(feature = "host")]
pub(crate) mod mapped;
pub(crate) mod pinned;
#[cfg(feature = "host")]
pub(crate) mod registered;
pub(crate) mod wait;

#[cfg(feature = "host")]
pub use managed::{Advice, Attach, Location, ManagedBuffer};
#[cfg(feature = "host")]
pub use mapped::{HostAllocFlags, MappedBuffer};
pub use pinned::PinnedBuffer;
#[cfg(feature = "host")]
pub use registered::{HostRegisterFlags, HostRegistration};
