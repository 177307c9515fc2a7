//! nvJitLink from Rust: device code linked while the program runs — LTO-IR optimised across units, PTX,
//! CUBINs, fatbins and the device code of host objects and libraries — into one CUBIN (or PTX).
//!
//! - [`sys`]: `nvJitLink.h` 12.9, 13.0 and 13.5, declared with `cuda-struct`'s macros (`nvJitLinkResult`
//!   and `nvJitLinkInputType` open enums, `nvJitLinkHandle` a handle, the functions a `functions!` table),
//!   each function with the nvJitLink version that introduced it; [`sys::description`] says what a code
//!   means without the library.
//! - [`NvJitLink`]: libnvJitLink loaded at run time (no link-time dependency, no build script); a
//!   function the loaded library lacks is an error value naming it. Where it is looked for: [`Search`].
//! - [`Linker`]: the safe layer: [`Options`] with the architecture required and the documented options
//!   typed, inputs added by [`InputKind`] (borrowed until the link is dropped), a failure as a
//!   [`LinkError`] carrying nvJitLink's error and information logs, the [`Linked`] CUBIN or PTX as owned
//!   bytes.
//!
//! LTO-IR needs an nvJitLink at least as new as the NVRTC that made it, of the same major version (the
//! compatibility NVIDIA documents): NVRTC 13.0's LTO-IR links with nvJitLink 13.0 or 13.5, and nvJitLink
//! 12.9 refuses it when it is added (`NVJITLINK_ERROR_INTERNAL`, 12.x's code for an outdated library,
//! with a log that asks for a newer nvJitLink).
//!
//! Two units compiled by NVRTC as LTO-IR, one calling a device function of the other, linked into one
//! CUBIN for `sm_90`:
//!
//! ```no_run
//! use cuda_nvjitlink::{Arch, Linker, NvJitLink, Options};
//! use cuda_nvrtc::{Nvrtc, Program, Source};
//!
//! fn lto_ir(source: &str, name: &str) -> Result<Vec<u8>, cuda_nvrtc::Error> {
//!     let options = cuda_nvrtc::Options::new()
//!         .arch(cuda_nvrtc::Arch::Sm(90))
//!         .relocatable_device_code()
//!         .lto();
//!     let mut program = Program::new(Nvrtc::load()?, &Source::new(source).name(name))?;
//!     program.compile(&options)?;
//!     program.lto_ir()
//! }
//!
//! let kernel = lto_ir(
//!     "extern __device__ int twice(int);\n\
//!      extern \"C\" __global__ void apply(int *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }",
//!     "apply.cu",
//! )?;
//! let helper = lto_ir("__device__ int twice(int x) { return 2 * x; }", "twice.cu")?;
//!
//! let mut linker = Linker::new(NvJitLink::load()?, &Options::new(Arch::Sm(90)).lto())?;
//! linker.add_lto_ir(&kernel, "apply.ltoir")?;
//! linker.add_lto_ir(&helper, "twice.ltoir")?;
//! let cubin: Vec<u8> = linker.complete()?.cubin()?;
//! assert_eq!(&cubin[..4], b"\x7fELF");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A link that fails is a value with nvJitLink's logs: here `twice` is never added.
//!
//! ```no_run
//! use cuda_nvjitlink::{Arch, Error, Linker, NvJitLink, Options};
//! # let kernel: Vec<u8> = Vec::new();
//!
//! let mut linker = Linker::new(NvJitLink::load()?, &Options::new(Arch::Sm(90)).lto())?;
//! linker.add_lto_ir(&kernel, "apply.ltoir")?;
//! match linker.complete() {
//!     Err(Error::Link(e)) => {
//!         eprintln!("{e}"); // nvJitLinkComplete: NVJITLINK_ERROR_...; error log: ... twice ...
//!         assert!(e.error_log.contains("twice"));
//!     }
//!     other => panic!("linked without `twice`: {other:?}"),
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The CUBIN loads and launches with `cuda-driver` (which neither depends on this crate nor is depended
//! on by it):
//!
//! ```no_run
//! use cuda_driver::sys::CUstream_flags;
//! use cuda_driver::{Context, Device, DeviceBuffer, LaunchConfig, Module, Stream};
//! # let cubin: Vec<u8> = Vec::new();
//!
//! let ctx = Context::primary(Device::get(cuda_driver::init()?, 0)?)?;
//! let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
//! let module = Module::from_image(&ctx, &cubin)?;
//! let mut data = DeviceBuffer::from_slice(&stream, &[1i32, 2, 3])?;
//! let config = LaunchConfig { grid: (1, 1, 1), block: (3, 1, 1), shared_mem_bytes: 0 };
//! // SAFETY: apply(int *) doubles the three elements, one thread each.
//! unsafe { module.function("apply")?.launch(config, &stream, (&mut data,)) }?;
//! assert_eq!(data.to_vec()?, [2, 4, 6]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Reference: <https://docs.nvidia.com/cuda/nvjitlink/index.html>.

pub mod sys;

mod error;
#[cfg(test)]
mod fake;
mod library;
mod linker;
mod options;
mod search;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::{Error, LinkError, NvJitLinkError};
pub use library::NvJitLink;
pub use linker::{InputKind, Linked, Linker};
pub use options::{Arch, FastCompile, OptLevel, Options};
pub use search::{Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, WHEEL_DIRS};
