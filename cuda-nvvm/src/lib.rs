//! libNVVM from Rust: modules of NVVM IR — LLVM bitcode, or the text form libNVVM still reads —
//! verified and compiled to PTX while the program runs.
//!
//! - [`sys`]: `nvvm.h` of CUDA 12.9, 13.0 and 13.5, declared with `cuda-struct`'s macros (`nvvmResult`
//!   an open enum, `nvvmProgram` a handle, the functions a `functions!` table), each function with the
//!   CUDA release whose libNVVM introduced it; [`sys::description`] says what a code means without the
//!   library.
//! - [`Nvvm`]: libNVVM loaded at run time (no link-time dependency, no build script); a function the
//!   loaded library lacks is an error value naming it and the release that brought it. Where it is
//!   looked for: [`Search`].
//! - [`Program`]: the safe layer: modules added (borrowed until the program is dropped), lazily added
//!   modules (libdevice), [`verify`](Program::verify), [`compile`](Program::compile) to PTX with typed
//!   [`Options`]; a failure is an [`Error::Compile`] carrying libNVVM's log.
//!
//! # Which IR
//! A module names the NVVM IR version it is written for (`!nvvmir.version`, 2.0 in CUDA 12.9 to 13.5:
//! [`Nvvm::ir_version`]), and the LLVM dialects read depend on the architecture: every libNVVM here
//! reads LLVM 7.0's IR (typed pointers, `float*`) for every architecture, and for `compute_100` and
//! later also a recent LLVM's (opaque pointers, `ptr`), which it refuses before Blackwell;
//! [`Nvvm::llvm_version`] asks a CUDA 13.1 or newer libNVVM which LLVM an architecture gets.
//!
//! A vector add in NVVM IR text (LLVM 7.0's dialect), compiled for `compute_90`:
//!
//! ```no_run
//! use cuda_nvvm::{Arch, Nvvm, Options, Program};
//!
//! let ir = r#"
//! target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
//! target triple = "nvptx64-nvidia-cuda"
//!
//! define void @vector_add(float* %a, float* %b, float* %c, i32 %n) {
//! entry:
//!   %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//!   %inside = icmp ult i32 %i, %n
//!   br i1 %inside, label %body, label %done
//! body:
//!   %at = zext i32 %i to i64
//!   %pa = getelementptr inbounds float, float* %a, i64 %at
//!   %pb = getelementptr inbounds float, float* %b, i64 %at
//!   %pc = getelementptr inbounds float, float* %c, i64 %at
//!   %x = load float, float* %pa, align 4
//!   %y = load float, float* %pb, align 4
//!   %sum = fadd float %x, %y
//!   store float %sum, float* %pc, align 4
//!   br label %done
//! done:
//!   ret void
//! }
//!
//! declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//!
//! !nvvm.annotations = !{!0}
//! !0 = !{void (float*, float*, float*, i32)* @vector_add, !"kernel", i32 1}
//! !nvvmir.version = !{!1}
//! !1 = !{i32 2, i32 0, i32 3, i32 2}
//! "#;
//!
//! let mut program = Program::new(Nvvm::load()?)?;
//! program.add_module(ir.as_bytes(), "vector_add.ll")?;
//! let options = Options::new().arch(Arch::Compute(90));
//! program.verify(&options)?;
//! let ptx: String = program.compile(&options)?;
//! assert!(ptx.contains(".entry vector_add("));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! IR libNVVM refuses is a value with its log:
//!
//! ```no_run
//! use cuda_nvvm::{Error, Nvvm, Options, Program};
//!
//! let mut program = Program::new(Nvvm::load()?)?;
//! program.add_module(b"define void @k() { ret i32 0 }", "bad.ll")?;
//! match program.compile(&Options::new()) {
//!     Err(Error::Compile(e)) => eprintln!("{e}"), // nvvmCompileProgram: NVVM_ERROR_...; log: bad.ll ...
//!     other => panic!("compiled: {other:?}"),
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The PTX loads and launches with `cuda-driver` (which neither depends on this crate nor is depended on
//! by it):
//!
//! ```no_run
//! use cuda_driver::sys::CUstream_flags;
//! use cuda_driver::{Context, Device, DeviceBuffer, LaunchConfig, Module, Stream};
//! # let ptx = String::new();
//!
//! let ctx = Context::primary(Device::get(cuda_driver::init()?, 0)?)?;
//! let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
//! let module = Module::from_ptx(&ctx, &ptx)?;
//! let a = DeviceBuffer::from_slice(&stream, &[1.0f32, 2.0, 3.0])?;
//! let b = DeviceBuffer::from_slice(&stream, &[10.0f32, 20.0, 30.0])?;
//! let mut c = DeviceBuffer::<f32>::zeroed(&stream, 3)?;
//! let config = LaunchConfig { grid: (1, 1, 1), block: (3, 1, 1), shared_mem_bytes: 0 };
//! // SAFETY: vector_add(float *, float *, float *, int) writes c[i] = a[i] + b[i] for i < 3.
//! unsafe { module.function("vector_add")?.launch(config, &stream, (&a, &b, &mut c, 3i32)) }?;
//! assert_eq!(c.to_vec()?, [11.0, 22.0, 33.0]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Reference: <https://docs.nvidia.com/cuda/libnvvm-api/>.

pub mod sys;

mod error;
#[cfg(test)]
mod fake;
mod library;
mod options;
mod program;
mod search;

pub use cuda_struct::load::{Attempt, LoadError};
pub use cuda_struct::FunctionInfo;
pub use error::{CompileError, Error, NvvmError};
pub use library::{IrVersion, Nvvm};
pub use options::{Arch, OptLevel, Options};
pub use program::Program;
pub use search::{
    Candidate, Place, Search, DEFAULT_NAMES, PATH_VARIABLE, TOOLKIT_DIRS, WHEEL_DIRS,
};
