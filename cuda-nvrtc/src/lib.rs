//! NVRTC from Rust: CUDA C++ compiled at run time to PTX, CUBIN or LTO-IR.
//!
//! - [`sys`]: `nvrtc.h` 13.5, 13.0 and 12.9, declared with `cuda-struct`'s macros (`nvrtcResult` an open enum,
//!   `nvrtcProgram` a handle, the functions a `functions!` table), each function with the NVRTC version
//!   that introduced it.
//! - [`Nvrtc`]: libnvrtc loaded at run time (no link-time dependency, no build script) with its
//!   companion `libnvrtc-builtins`; a function the loaded library lacks is an error value naming it.
//!   Where it is looked for: [`Search`].
//! - [`Program`]: the safe layer: a source with its name and headers, typed [`Options`], a failing compile
//!   as a [`CompileError`] carrying the log and its diagnostics, PTX/CUBIN/LTO-IR as owned bytes, name
//!   expressions in and lowered names out.
//!
//! ```no_run
//! use cuda_nvrtc::{Arch, Nvrtc, Options, Program, Source};
//!
//! let nvrtc = Nvrtc::load()?;
//! let source = Source::new("template <typename T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }")
//!     .name("fill.cu");
//! let mut program = Program::new(nvrtc, &source)?;
//! program.add_name_expression("fill<float>")?;
//! program.compile(&Options::new().arch(Arch::Sm(90)))?;
//! let cubin: Vec<u8> = program.cubin()?;
//! let entry: String = program.lowered_name("fill<float>")?; // "_Z4fillIfEvPT_S0_"
//! # Ok::<(), cuda_nvrtc::Error>(())
//! ```
//!
//! From a string to a launched kernel in one call, with `cuda-driver` (feature `driver`, on by default):
//! [`compile_module`] compiles for the context's device ([`Arch::of`]) and loads the CUBIN; this crate's
//! [`Error`] converts into [`cuda_driver::Error`], so one function uses `?` on both.
//!
//! ```no_run
//! use cuda_driver::{Context, DeviceBuffer, LaunchConfig};
//!
//! let ctx = Context::new(0)?;
//! let stream = ctx.stream()?;
//! let module = cuda_nvrtc::compile_module(&ctx, r#"
//!     extern "C" __global__ void add(unsigned *p, unsigned v) { p[threadIdx.x] += v; }"#)?;
//! let mut data = DeviceBuffer::from_slice(&stream, &[1u32, 2, 3])?;
//! let config = LaunchConfig { grid: (1, 1, 1), block: (3, 1, 1), shared_mem_bytes: 0 };
//! // SAFETY: add(unsigned *, unsigned) writes the three elements, one thread each.
//! unsafe { module.function("add")?.launch(config, &stream, (&mut data, 10u32)) }?;
//! assert_eq!(data.to_vec()?, [11, 12, 13]);
//! # Ok::<(), cuda_driver::Error>(())
//! ```
//!
//! Step by step, for templates (name expressions), other outputs or another architecture:
//!
//! ```no_run
//! use cuda_driver::{Context, DeviceBuffer, LaunchConfig, Module};
//! use cuda_nvrtc::{Arch, Nvrtc, Options, Program, Source};
//!
//! let ctx = Context::new(0)?;
//! let stream = ctx.stream()?;
//! let source = "template <typename T> __global__ void add(T *p, T v) { p[threadIdx.x] += v; }";
//! let mut program = Program::new(Nvrtc::load()?, &Source::new(source).name("add.cu"))?;
//! program.add_name_expression("add<unsigned>")?;       // instantiate the template...
//! program.compile(&Options::new().arch(Arch::of(ctx.device())?))?;
//! let entry = program.lowered_name("add<unsigned>")?; // ...and find it by its mangled name
//! let module = Module::from_image(&ctx, &program.cubin()?)?; // or the PTX of Arch::Compute(90)
//! let mut data = DeviceBuffer::from_slice(&stream, &[1u32, 2, 3])?;
//! let config = LaunchConfig { grid: (1, 1, 1), block: (3, 1, 1), shared_mem_bytes: 0 };
//! // SAFETY: add<unsigned>(unsigned *, unsigned) writes the three elements, one thread each.
//! unsafe { module.function(&entry)?.launch(config, &stream, (&mut data, 10u32)) }?;
//! assert_eq!(data.to_vec()?, [11, 12, 13]);
//! # Ok::<(), cuda_driver::Error>(())
//! ```
//!
//! Reference: <https://docs.nvidia.com/cuda/nvrtc/index.html>.

pub mod sys;

#[cfg(feature = "driver")]
mod driver;
mod error;
#[cfg(test)]
mod fake;
mod library;
mod log;
mod program;
mod search;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
#[cfg(feature = "driver")]
pub use driver::{compile_module, compile_module_with};
pub use error::{CompileError, Error, NvrtcError};
pub use library::{builtins_name, Nvrtc};
pub use log::{parse as parse_log, Diagnostic};
pub use program::{Arch, CppStd, Options, Program, Source};
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
