//! nvFatbin from Rust: one fat binary, built while the program runs, holding a program's CUBINs for
//! several GPU architectures, its PTX (which the driver compiles for a GPU no CUBIN fits) and LTO-IR.
//!
//! - [`sys`]: `nvFatbin.h` 12.9, 13.0 and 13.5, declared with `cuda-struct`'s macros (`nvFatbinResult`
//!   an open enum, `nvFatbinHandle` a handle, the functions a `functions!` table), each function with the
//!   nvFatbin version that introduced it; [`sys::description`] says what a code means without the
//!   library.
//! - [`NvFatbin`]: libnvfatbin loaded at run time (no link-time dependency, no build script); a function
//!   the loaded library lacks is an error value naming it. Where it is looked for: [`Search`].
//! - [`Fatbin`]: the safe builder: [`Options`] for the whole binary, entries added by kind with their
//!   architecture and identifier (borrowed until the builder is dropped), the fat binary as owned bytes
//!   ([`Fatbin::to_bytes`]); a refused entry is an [`Error::Entry`] naming it.
//!
//! NVRTC's CUBINs for `sm_80` and `sm_90` and its PTX for `compute_80`, in one fat binary:
//!
//! ```no_run
//! use cuda_nvfatbin::{Fatbin, NvFatbin, Options};
//! use cuda_nvrtc::{Arch, Nvrtc, Program, Source};
//!
//! let source = "extern \"C\" __global__ void add_one(int *p) { p[threadIdx.x] += 1; }";
//! let compiled = |arch: Arch| -> Result<Program, cuda_nvrtc::Error> {
//!     let mut program = Program::new(Nvrtc::load()?, &Source::new(source))?;
//!     program.compile(&cuda_nvrtc::Options::new().arch(arch))?;
//!     Ok(program)
//! };
//! let sm80 = compiled(Arch::Sm(80))?.cubin()?;
//! let sm90 = compiled(Arch::Sm(90))?.cubin()?;
//! let ptx = compiled(Arch::Compute(80))?.ptx()?;
//!
//! let mut fatbin = Fatbin::new(NvFatbin::load()?, &Options::new())?;
//! fatbin.add_cubin(&sm80, "80", "add_one")?;
//! fatbin.add_cubin(&sm90, "90", "add_one")?;
//! fatbin.add_ptx(&ptx, "80", "add_one", "")?;
//! let bytes: Vec<u8> = fatbin.to_bytes()?;
//! assert_eq!(bytes[..4], [0x50, 0xED, 0x55, 0xBA]); // the fat binary's magic
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The driver loads it and picks the entry for the device (with `cuda-driver`, which neither depends on
//! this crate nor is depended on by it):
//!
//! ```no_run
//! use cuda_driver::sys::CUstream_flags;
//! use cuda_driver::{Context, Device, DeviceBuffer, LaunchConfig, Module, Stream};
//! # let bytes: Vec<u8> = Vec::new();
//!
//! let ctx = Context::primary(Device::get(cuda_driver::init()?, 0)?)?;
//! let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
//! let module = Module::from_image(&ctx, &bytes)?;
//! let mut data = DeviceBuffer::from_slice(&stream, &[1i32, 2, 3])?;
//! let config = LaunchConfig { grid: (1, 1, 1), block: (3, 1, 1), shared_mem_bytes: 0 };
//! // SAFETY: add_one(int *) adds one to the three elements, one thread each.
//! unsafe { module.function("add_one")?.launch(config, &stream, (&mut data,)) }?;
//! assert_eq!(data.to_vec()?, [2, 3, 4]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Reference: <https://docs.nvidia.com/cuda/nvfatbin/>.

pub mod sys;

mod error;
#[cfg(test)]
mod fake;
mod fatbin;
mod library;
mod options;
mod search;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::{Error, NvFatbinError};
pub use fatbin::Fatbin;
pub use library::NvFatbin;
pub use options::Options;
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
