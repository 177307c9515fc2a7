//! NCCL from Rust: collectives between GPUs on `cuda_driver` buffers, in stream order.
//!
//! - [`sys`]: `nccl.h` declared with `cuda-struct`'s macros, C names exactly, as NVIDIA's wheels pair
//!   NCCL with CUDA 12.9, 13.0 and 13.5 (NCCL 2.27.3, 2.27.7 and 2.32.3); checked against each header
//!   by the workspace's conformance test, the initialiser macros included
//!   ([`sys::ncclConfig_t::initializer`] is `NCCL_CONFIG_INITIALIZER`).
//! - [`Nccl`]: libnccl loaded at run time ([`Nccl::load`] searches the variable [`PATH_VARIABLE`],
//!   the loader's names (`libnccl.so.2`), the toolkit and NVIDIA's wheels `nvidia-nccl-cu13` and
//!   `nvidia-nccl-cu12`), every function resolved by name; a function the loaded library lacks is an
//!   error value.
//! - [`Communicator`]: one rank, bound to its device's primary context, made for every device of this
//!   process ([`Communicator::init_all`]) or as one rank of several processes
//!   ([`Communicator::init_rank`] with a [`UniqueId`]); all-reduce, broadcast, reduce, all-gather,
//!   reduce-scatter, send and receive on [`DeviceBuffer`](cuda_driver::DeviceBuffer)s and views of
//!   them, of any [`Element`] type. [`Group`] queues several calls as one.
//!
//! # Stream order
//! Each call is ordered exactly like a kernel launch of `cuda_driver` that reads the send buffer and
//! writes the receive buffer: it waits for the buffers' earlier uses on any stream, and later uses
//! wait for it, through [`Stream::queue_foreign`](cuda_driver::Stream::queue_foreign). A buffer that
//! stands for the communicator's own resources is written by every call, so a communicator's calls
//! run in the order they were made, and its drop waits for the last one. The plain methods queue on
//! the communicator's own stream; the `_on` forms on any stream of its context, a capture stream
//! included, where NCCL supports capture (NCCL 2.9 and later):
//!
//! ```no_run
//! use cuda_driver::{Context, DeviceBuffer};
//! use cuda_nccl::{Communicator, ReduceOp};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let ctx = Context::new(0)?;
//! let mut comm = Communicator::init_all(&[ctx.clone()])?.remove(0);
//! let mut x = DeviceBuffer::from_slice(&comm.stream(), &[1.0f32, 2.0, 3.0])?;
//! let graph = ctx.capture(|s| comm.all_reduce_in_place_on(&mut x, ReduceOp::Sum, s).map_err(Into::into))?;
//! graph.instantiate()?.launch(&comm.stream())?;
//! # Ok(()) }
//! ```
//!
//! # What is checked before a call
//! What NCCL would read or write past a buffer is refused first with [`Error::InvalidArgument`]: send
//! and receive buffers of different lengths (an all-gather's receive buffer must hold the ranks times
//! the send buffer, a reduce-scatter's send buffer the ranks times the receive buffer), a root or
//! peer that is not a rank, a stream of another context than the communicator's, a context that is
//! not its device's primary one. The element type comes from the buffers' Rust type ([`Element`]).
//! Errors NCCL reports carry its own text ([`NcclError::detail`], from `ncclGetLastError`); errors it
//! meets after a call returned are [`Communicator::async_error`]. NCCL's result codes form an open
//! enum: a code newer than this crate is kept with its number.
//!
//! Reference: <https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/>.

mod collectives;
mod comm;
mod element;
mod error;
mod group;
mod library;
mod open_group;
mod ops;
mod search;
pub mod sys;

pub use comm::{Communicator, Config, UniqueId};
pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use element::{Element, ReduceOp};
pub use error::{Error, NcclError};
pub use group::Group;
pub use library::Nccl;
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
