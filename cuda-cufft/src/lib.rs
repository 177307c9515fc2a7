//! cuFFT from Rust: fast Fourier transforms on the GPU, of `cuda_driver` buffers.
//!
//! - [`sys`]: `cufft.h` declared with `cuda-struct`'s macros, C names exactly, as CUDA 12.9, 13.0 and
//!   13.5 ship it; checked against each header by the workspace's conformance test. `cufftXt.h` is
//!   not declared (see [`sys`]).
//! - [`Cufft`]: libcufft loaded at run time ([`Cufft::load`] searches the variable
//!   [`PATH_VARIABLE`], the loader's names, the toolkit and NVIDIA's pip wheels `nvidia-cufft` and
//!   `nvidia-cufft-cu12`), every function resolved by name; a function the loaded library lacks is an
//!   error value.
//! - [`Plan`]: the safe layer. A plan of one context in `f32` or `f64` ([`Real`]): complex to
//!   complex, real to complex or complex to real ([`Transform`]), of 1, 2 or 3 dimensions
//!   ([`Plan::new_1d`], [`Plan::new_2d`], [`Plan::new_3d`]) or batched with strides and embeddings
//!   ([`Plan::many`], [`Layout`]), with a work area it allocates and owns, transforming
//!   [`DeviceBuffer`](cuda_driver::DeviceBuffer)s of [`Complex32`], [`Complex64`], `f32` and `f64`.
//!
//! # Stream order
//!
//! Each execution is ordered exactly like a kernel launch of `cuda_driver` that reads its input and
//! writes its output: it goes through
//! [`Stream::queue_foreign`](cuda_driver::Stream::queue_foreign), naming the input as a read, the
//! output as a write (in place: one write), and the plan's work area as another write, so that the
//! plan's own executions are ordered one after the other whatever stream each is queued on. A
//! complex-to-real transform may overwrite its input (cuFFT's documented behaviour), so its input is
//! taken as `&mut` and ordered as a write. The plain methods ([`Plan::c2c`]) queue on the plan's own
//! stream; the `_on` forms ([`Plan::c2c_on`]) on any stream of its context, a capture stream
//! included:
//!
//! ```no_run
//! use cuda_cufft::{Complex32, Direction, Plan, Transform};
//! use cuda_driver::{Context, DeviceBuffer};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let ctx = Context::new(0)?;
//! let mut plan = Plan::<f32>::new_1d(&ctx, Transform::ComplexToComplex, 4096, 8)?;
//! let mut data = DeviceBuffer::<Complex32>::zeroed(plan.stream(), 8 * 4096)?;
//! // Captured once, replayed at each launch; the graph holds the buffer, the work area and the plan.
//! let graph = ctx.capture(|s| {
//!     plan.c2c_in_place_on(&mut data, Direction::Forward, s).map_err(Into::into)
//! })?;
//! graph.instantiate()?.launch(plan.stream())?;
//! # Ok(()) }
//! ```
//!
//! # What is checked before a call
//!
//! What cuFFT would refuse, or would read or write out of bounds for, is refused first with
//! [`Error::InvalidArgument`]: a rank outside 1 to 3, a size, batch, stride or distance below 1, an
//! embedding smaller than the data it holds, a layout whose last element overflows a 64-bit index;
//! at each execution, a buffer shorter than the plan's layout reaches ([`Plan::input_len`],
//! [`Plan::output_len`]), an execution of another transform than the plan's, a stream of another
//! context than the plan's.
//!
//! Reference: <https://docs.nvidia.com/cuda/cufft/>.

mod error;
mod library;
mod plan;
mod precision;
mod search;
mod shape;
pub mod sys;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::{CufftError, Error};
pub use library::Cufft;
pub use plan::Plan;
pub use precision::{Complex32, Complex64, Real};
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
pub use shape::{Direction, Layout, Transform};
