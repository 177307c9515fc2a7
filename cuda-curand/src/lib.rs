//! cuRAND from Rust: random numbers generated on the GPU into `cuda_driver` buffers.
//!
//! - [`sys`]: `curand.h` (the host API) declared with `cuda-struct`'s macros, C names exactly, as CUDA
//!   12.9, 13.0 and 13.5 ship it; checked against each header by the workspace's conformance test.
//! - [`Curand`]: libcurand loaded at run time ([`Curand::load`] searches the variable
//!   [`PATH_VARIABLE`], the loader's names, the toolkit and NVIDIA's pip wheels `nvidia-curand` and
//!   `nvidia-curand-cu12`), every function resolved by name; a function the loaded library lacks is an
//!   error value.
//! - [`Generator`]: the safe layer. A generator of one context, pseudo-random ([`Kind::Xorwow`],
//!   [`Kind::Mrg32k3a`], [`Kind::Mtgp32`], [`Kind::Mt19937`], [`Kind::Philox4x32_10`]) or quasi-random
//!   (the Sobol kinds), with its seed, offset, ordering and dimensions, writing uniform, normal,
//!   log-normal, Poisson and raw 32- or 64-bit numbers into a [`DeviceBuffer`](cuda_driver::DeviceBuffer)
//!   or a mutable view of one.
//!
//! # Stream order
//!
//! Each generation is ordered exactly like a kernel launch of `cuda_driver` that writes the buffer: it
//! waits for the buffer's earlier uses on any stream, and later uses wait for it. It goes through
//! [`Stream::queue_foreign`](cuda_driver::Stream::queue_foreign), naming the output as a write and a
//! one-byte buffer that stands for the generator's state as another, so that the generator's own
//! generations are ordered one after the other whatever stream each is queued on. The plain methods
//! ([`Generator::uniform`]) queue on the generator's own stream; the `_on` forms
//! ([`Generator::uniform_on`]) on any stream of its context, a capture stream included:
//!
//! ```no_run
//! use cuda_curand::{Generator, Kind};
//! use cuda_driver::{Context, DeviceBuffer};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let ctx = Context::new(0)?;
//! let mut gen = Generator::new(&ctx, Kind::Xorwow)?;
//! let mut noise = DeviceBuffer::<f32>::alloc(gen.stream(), 4096)?;
//! // Captured once, replayed at each launch; the graph holds the buffer and the generator's handle.
//! let graph = ctx.capture(|s| gen.normal_on(&mut noise, 0.0, 1.0, s).map_err(Into::into))?;
//! let exec = graph.instantiate()?;
//! exec.launch(gen.stream())?;
//! # Ok(()) }
//! ```
//!
//! # What is checked before a call
//!
//! What cuRAND would refuse or fault on is refused first with [`Error::InvalidArgument`]: normal and
//! log-normal numbers from a pseudo-random generator come in pairs, so an odd length, or a first element
//! not aligned to a pair, is refused; a quasi-random generator writes whole points, so a length that is
//! not a multiple of its dimensions is; a seed for a quasi-random generator, dimensions for a
//! pseudo-random one, an ordering of the other family, 64-bit words from a 32-bit generator (and the
//! other way round), a Poisson mean or a standard deviation that is not a finite number above zero, and a
//! stream of another context than the generator's.
//!
//! Reference: <https://docs.nvidia.com/cuda/curand/>.

mod error;
mod generator;
mod kind;
mod library;
mod search;
pub mod sys;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::{CurandError, Error};
pub use generator::{Generator, MAX_DIMENSIONS};
pub use kind::{Kind, Ordering, Real};
pub use library::Curand;
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
