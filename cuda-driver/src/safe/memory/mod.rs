//! Device memory: [`DeviceBuffer`] (`buffer`) and its views (`view`), its copies and memsets
//! (`transfer`, `pitched`, `volume`, `whole`); the raw-descriptor copies (`copy`),
//! memory pools (`pool`), virtual memory (`vmm`), memory of another process (`ipc`), and descriptors
//! handed to the driver (`fd`). Each use of it is ordered by `order`.
//!
//! The crate docs' heading for this folder: "Device memory".

pub(crate) mod buffer;
pub(crate) mod copy;
#[cfg(unix)]
pub(crate) mod fd;
pub(crate) mod ipc;
pub(crate) mod pitched;
pub(crate) mod pool;
pub(crate) mod transfer;
pub(crate) mod view;
#[cfg(feature = "vmm")]
pub(crate) mod vmm;
pub(crate) mod volume;
pub(crate) mod whole;

pub use buffer::DeviceBuffer;
pub use copy::{copy_2d, copy_3d, copy_3d_async, copy_3d_peer, copy_3d_peer_async};
pub use ipc::IpcMemory;
pub use pitched::Rows;
pub use pool::{MemPool, PoolAccess, PoolOptions, PoolReuse, PoolUsage};
pub use view::{DeviceSlice, DeviceSliceMut};
#[cfg(feature = "vmm")]
pub use vmm::{granularity, PhysicalMemory, Shareable, VirtualRange};
pub use volume::Volume;
