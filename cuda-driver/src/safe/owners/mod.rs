//! Who owns what: the [`Context`] every other owner holds, the [`Device`] it belongs to, the
//! [`Stream`]s and [`Event`]s made in it, [`PeerAccess`] between two contexts; how a call makes its
//! owner's context current (`current`), how an owner's life ends (`close`), and the one-call start
//! (`start`).
//!
//! The crate docs' heading for this folder: "Owners".

pub(crate) mod close;
pub(crate) mod context;
pub(crate) mod current;
pub(crate) mod device;
pub(crate) mod event;
pub(crate) mod peer;
pub(crate) mod start;
pub(crate) mod stream;

pub use context::{current_context, Context};
pub use device::Device;
pub use event::Event;
pub use peer::PeerAccess;
pub use start::{init, EventFlags, StreamFlags};
pub use stream::Stream;
