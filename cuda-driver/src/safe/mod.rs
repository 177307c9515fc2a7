//! The safe layer: Rust names, reference-counted owners, stream-ordered memory, `Result` everywhere. The
//! model is described once, in the crate docs; each folder here is one of its headings.
//!
//! This file is the layer's face: its rooms and what they hand to the crate root.

mod code;
#[cfg(feature = "graph")]
mod graph;
mod host;
mod host_fn;
mod memory;
mod order;
mod owners;
mod texture;

pub use code::{
    Function, KernelArg, KernelArgs, LaunchAttribute, LaunchConfig, Module, ParamInfo,
    RelaxedAttribute,
};
#[cfg(feature = "library")]
pub use code::{Kernel, Library};
#[cfg(feature = "graph")]
pub use graph::{Graph, GraphAllocation, GraphExec, GraphNode};
pub use host::PinnedBuffer;
#[cfg(feature = "host")]
pub use host::{
    Advice, Attach, HostAllocFlags, HostRegisterFlags, HostRegistration, Location, ManagedBuffer,
    MappedBuffer,
};
pub use host_fn::in_host_fn;
pub use host_fn::release::{release_after_host_fn, wait_for_releases};
pub use memory::{
    copy_2d, copy_3d, copy_3d_async, copy_3d_peer, copy_3d_peer_async, DeviceBuffer, DeviceSlice,
    DeviceSliceMut, IpcMemory, MemPool, PoolAccess, PoolOptions, PoolReuse, PoolUsage, Rows,
    Volume,
};
#[cfg(feature = "vmm")]
pub use memory::{granularity, PhysicalMemory, Shareable, VirtualRange};
pub use order::{Allocator, BufferUse, Memory};
pub use owners::{
    current_context, init, Context, Device, Event, EventFlags, PeerAccess, Stream, StreamFlags,
};
#[cfg(feature = "texture")]
pub use texture::{
    AddressMode, Array, ArrayFlags, ArrayFormat, ArrayRegion, ArrayShape, Channels, Element,
    FilterMode, Im2colMap, MipmappedArray, ReadMode, SurfaceObject, TensorData, TensorDataMut,
    TensorMap, TensorMapMut, TensorSource, TextureDesc, TextureObject, TiledMap,
};
