//! The CUDA driver API from Rust.
//!
//! - [`sys`]: the hand-listed driver types, enums and functions, C names exactly, one file per area of
//!   `cuda.h`, declared with `cuda-struct`'s macros.
//! - [`Driver`]: libcuda loaded at run time, every function resolved through `cuGetProcAddress` with the
//!   ABI version it was declared for. A function an older driver lacks is an error value.
//! - The safe layer, described below: Rust names, reference-counted owners, stream-ordered memory.
//!
//! ```no_run
//! use cuda_driver::sys::CUstream_flags;
//! use cuda_driver::{Context, Device, DeviceBuffer, Stream};
//!
//! let cuda = cuda_driver::init()?;
//! let ctx = Context::primary(Device::get(cuda, 0)?)?;
//! let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
//! let buf = DeviceBuffer::from_slice(&stream, &[1u32, 2, 3])?;
//! assert_eq!(buf.to_vec()?, [1, 2, 3]);
//! # Ok::<(), cuda_driver::Error>(())
//! ```
//!
//! # The safe layer's model
//!
//! **Who owns what.** Work starts from a [`Context`] ([`Context::primary`] for a device's primary
//! context, [`Context::create`] for one of its own). A `Context` is a reference-counted value: every
//! [`Stream`], [`Event`], [`Module`], [`Graph`], [`PinnedBuffer`] and [`IpcMemory`] made in it holds a clone,
//! and every [`DeviceBuffer`] holds the stream it was allocated on (its *home*), which holds the context.
//! So a context is released (primary) or destroyed (created) only after its last owner, in whatever
//! order values are dropped, and a buffer returned from a helper keeps its context alive. The primary
//! context is retained once per process however many values share it.
//!
//! **Which thread.** Every owner is `Send` and `Sync` and works from any thread: each call binds its
//! owner's context on the calling thread when it is not current, asking the driver (`cuCtxGetCurrent`,
//! ~7 ns) rather than trusting a cached record, so code that changes the current context behind our back
//! (the runtime API, another crate) cannot make a call land in the wrong context. A call leaves its
//! owner's context current; dropping an owner restores what the thread had. The exception is
//! [`PerThreadStream`], which means "the calling thread's stream" and is therefore neither `Send` nor
//! `Sync`; and since every `PerThreadStream` of a thread names that one stream, it is not captured into
//! graphs (capture a created stream).
//!
//! **Which stream.** Device memory lives in stream order. A buffer is allocated on its home stream
//! ([`Allocator::Pool`]: `cuMemAllocAsync`; [`Allocator::Device`]: `cuMemAlloc`, the memory IPC needs) and
//! freed there after the work queued on it (`cuMemFreeAsync`, or a synchronisation and `cuMemFree`). A
//! use on another stream (a launch, a copy, [`DeviceBuffer::raw`] for foreign code) first makes that
//! stream wait for the buffer's earlier work (one event record and wait, only when the stream changes),
//! and becomes the buffer's latest use, which the next use elsewhere and the free wait for in turn. Uses
//! on the home stream cost nothing. Synchronous copies to and from host slices run on the home stream and
//! wait for it, so they never race a non-blocking stream, and a copy from a `&[T]` returns only once the
//! device has read it (even when the slice is pinned memory). A graph captured through the safe layer
//! holds the buffers and modules its work touches, and each replay is ordered like a launch. A capture
//! begins and ends with every other safe call on that stream held off for the moment of the transition
//! (the driver crashes when they overlap, see `scripts/driver-probes/`); foreign code using
//! [`Stream::raw`] must keep the same rule.
//!
//! **What is `unsafe`, and why.** Kernel launches ([`Function::launch`], [`Function::launch_ex`]): the
//! PTX signature is not checked against the arguments; buffer arguments are borrows (`&buf` read,
//! `&mut buf` write) recorded on the launch stream. The 2-D and 3-D copies ([`copy_3d`], ...), whose
//! descriptors hold raw addresses. Everything else is safe.
//!
//! **Sticky errors.** A kernel fault (`CUDA_ERROR_ILLEGAL_ADDRESS` and its kin,
//! [`DriverError::is_sticky`]) breaks the context for every owner sharing it, and the error says so. The
//! recovery: drop every owner made in it and call [`Device::reset_primary_context`] (refused while an
//! owner is alive). On driver 580 (CUDA 13.0, H200) the reset succeeds but the next retain still fails
//! with the same error, so there a new process is the only recovery.
//!
//! **One word per concept.** *copy* moves bytes (`copy_from_host`, `copy_to_host`, `copy_from_device`,
//! `copy_from_pinned`, `copy_3d`); *close* ends an owner's life reporting the error that drop would
//! ignore (every owner, buffers included: `close`, `close_on`); *raw* reaches the C handle (`raw()` on
//! every owner; for a buffer `raw(&stream)`, which records the foreign use); *alloc* makes device memory;
//! *bind* makes a context current.
// `sys`'s registry walks the areas in one macro chain, which with cuda.h 13.5's 41 areas sits at the
// default limit of 128; headroom for the areas to come.
#![recursion_limit = "256"]

pub mod sys;

mod driver;
mod error;
mod safe;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use driver::{Driver, LoadOptions, DEFAULT_NAMES, PATH_VARIABLE};
pub use error::{DriverError, Error};
pub use safe::*;
pub use sys::{functions, Table};
