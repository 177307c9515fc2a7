//! The safe layer: a [`Program`] fed modules of NVVM IR, verified, compiled to PTX.

use std::cell::Cell;
use std::ffi::{c_char, c_int, CString};
use std::marker::PhantomData;

use crate::error::{CompileError, Error, NvvmError};
use crate::library::Nvvm;
use crate::options::Options;
use crate::sys::{nvvmProgram, nvvmResult};

/// One compilation in progress: it owns its libNVVM program and destroys it when dropped.
///
/// Modules are borrowed for `'a`: libNVVM's documentation does not promise that it copies a module when
/// it is added, so each stays borrowed until the program is dropped. `Send` but not `Sync`: programs may
/// be compiled on different threads at once, one program on one thread at a time.
///
/// A module freed while the program may still read it does not compile:
///
/// ```compile_fail,E0597
/// use cuda_nvvm::{Nvvm, Options, Program};
/// let mut program = Program::new(Nvvm::load()?)?;
/// {
///     let ir: Vec<u8> = std::fs::read("kernel.bc")?;
///     program.add_module(&ir, "kernel.bc")?; // `ir` does not live long enough
/// }
/// let ptx = program.compile(&Options::new())?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Program<'a> {
    nvvm: &'static Nvvm,
    raw: nvvmProgram,
    /// The modules libNVVM may still read.
    _modules: PhantomData<&'a [u8]>,
    /// `!Sync`, while `Send` is granted below.
    _not_sync: PhantomData<Cell<()>>,
}

// SAFETY: the handle is owned by this value alone, libNVVM is thread-safe across programs and keeps no
// thread affinity for one, the borrowed modules are `&[u8]` (`Send`), and `!Sync` keeps two threads from
// using one program at once.
unsafe impl Send for Program<'_> {}

fn c_string(what: &'static str, s: &str) -> Result<CString, Error> {
    CString::new(s).map_err(|_| Error::Nul { what })
}

impl<'a> Program<'a> {
    /// Makes an empty program.
    ///
    /// # Errors
    /// [`Error::Nvvm`] when libNVVM refuses (`NVVM_ERROR_OUT_OF_MEMORY`).
    pub fn new(nvvm: &'static Nvvm) -> Result<Program<'a>, Error> {
        let mut raw = nvvmProgram::null();
        // SAFETY: a valid out-parameter.
        unsafe { nvvm.nvvmCreateProgram(raw.as_mut_ptr()) }?;
        if raw.is_null() {
            // Success without a handle: libNVVM broke its contract; an error, not a null program.
            return Err(NvvmError::failed(
                "nvvmCreateProgram",
                nvvmResult::NVVM_ERROR_PROGRAM_CREATION_FAILURE,
            )
            .into());
        }
        Ok(Program {
            nvvm,
            raw,
            _modules: PhantomData,
            _not_sync: PhantomData,
        })
    }

    /// The raw handle, for calls this layer does not wrap. It stays owned by this program.
    pub fn raw(&self) -> nvvmProgram {
        self.raw
    }

    /// The libNVVM this program was made with.
    pub fn nvvm(&self) -> &'static Nvvm {
        self.nvvm
    }

    /// Adds a module of NVVM IR, as LLVM bitcode or as text (which libNVVM still reads but has
    /// deprecated); `name` is what the log calls it.
    ///
    /// # Errors
    /// [`Error::Nul`] for a name with a NUL byte; [`Error::Compile`] with the log when libNVVM refuses
    /// the module as it is added.
    pub fn add_module(&mut self, ir: &'a [u8], name: &str) -> Result<(), Error> {
        let name = c_string("module name", name)?;
        // SAFETY: a live program; `ir` stays borrowed (readable) until the program is dropped; the name
        // is NUL-terminated and outlives the call.
        let added = unsafe {
            self.nvvm.nvvmAddModuleToProgram(
                self.raw,
                ir.as_ptr().cast::<c_char>(),
                ir.len(),
                name.as_ptr(),
            )
        };
        added.map_err(|e| self.failed(e))
    }

    /// Adds a module (bitcode) of which only what the other modules use is compiled, as libdevice is
    /// added: its other functions cost nothing. A program of lazily added modules alone has nothing to
    /// compile (`NVVM_ERROR_NO_MODULE_IN_PROGRAM`).
    ///
    /// # Errors
    /// As [`add_module`](Self::add_module).
    pub fn add_lazy_module(&mut self, bitcode: &'a [u8], name: &str) -> Result<(), Error> {
        let name = c_string("module name", name)?;
        // SAFETY: as in `add_module`.
        let added = unsafe {
            self.nvvm.nvvmLazyAddModuleToProgram(
                self.raw,
                bitcode.as_ptr().cast::<c_char>(),
                bitcode.len(),
                name.as_ptr(),
            )
        };
        added.map_err(|e| self.failed(e))
    }

    /// Checks the modules against the rules of NVVM IR for `options` (the architecture matters), without
    /// compiling. A warning-only log leaves the call `Ok`; read it with [`log`](Self::log).
    ///
    /// # Errors
    /// [`Error::Compile`] with the log for IR that breaks a rule; [`Error::Nul`] and [`Error::TooMany`]
    /// for options libNVVM cannot take.
    pub fn verify(&mut self, options: &Options) -> Result<(), Error> {
        let (_args, mut ptrs, n) = c_options(options)?;
        // SAFETY: a live program; `n` NUL-terminated options that outlive the call (libNVVM reads them
        // and writes nothing through the array).
        let verified = unsafe { self.nvvm.nvvmVerifyProgram(self.raw, n, ptrs.as_mut_ptr()) };
        verified.map_err(|e| self.failed(e))
    }

    /// Links the modules and compiles them to PTX for `options`, and returns the PTX (its NUL left out).
    ///
    /// # Errors
    /// [`Error::Compile`] with the log when libNVVM refuses the IR, an option, or finds nothing to
    /// compile; [`Error::Nul`] and [`Error::TooMany`] for options libNVVM cannot take.
    pub fn compile(&mut self, options: &Options) -> Result<String, Error> {
        let (_args, mut ptrs, n) = c_options(options)?;
        // SAFETY: as in `verify`.
        let compiled = unsafe { self.nvvm.nvvmCompileProgram(self.raw, n, ptrs.as_mut_ptr()) };
        compiled.map_err(|e| self.failed(e))?;
        let mut size = 0usize;
        // SAFETY: a live program and a valid out-parameter.
        unsafe { self.nvvm.nvvmGetCompiledResultSize(self.raw, &mut size) }?;
        let mut ptx = vec![0u8; size];
        if size > 0 {
            // SAFETY: `ptx` holds the size libNVVM reported.
            unsafe {
                self.nvvm
                    .nvvmGetCompiledResult(self.raw, ptx.as_mut_ptr().cast::<c_char>())
            }?;
        }
        Ok(text(ptx))
    }

    /// The log of the last add, verify or compile (warnings included); empty when there is none.
    ///
    /// # Errors
    /// [`Error::Nvvm`] when libNVVM cannot give it.
    pub fn log(&self) -> Result<String, Error> {
        let mut size = 0usize;
        // SAFETY: a live program and a valid out-parameter.
        unsafe { self.nvvm.nvvmGetProgramLogSize(self.raw, &mut size) }?;
        let mut log = vec![0u8; size];
        if size > 0 {
            // SAFETY: `log` holds the size libNVVM reported.
            unsafe {
                self.nvvm
                    .nvvmGetProgramLog(self.raw, log.as_mut_ptr().cast::<c_char>())
            }?;
        }
        Ok(text(log))
    }

    /// `e` with the program's log, when there is one to read.
    fn failed(&self, e: NvvmError) -> Error {
        if e.is_missing() {
            return e.into();
        }
        // A log that cannot be read leaves the error without one, rather than hiding the error.
        let log = self.log().unwrap_or_default();
        CompileError { error: e, log }.into()
    }
}

impl Drop for Program<'_> {
    fn drop(&mut self) {
        // A failure cannot be returned from `drop`; the handle is not used again either way.
        // SAFETY: a live program owned by this value, destroyed once; no borrow of it outlives `self`.
        let _ = unsafe { self.nvvm.nvvmDestroyProgram(&mut self.raw) };
    }
}

/// Text libNVVM wrote, up to its first NUL, bytes that are not UTF-8 replaced.
fn text(mut bytes: Vec<u8>) -> String {
    if let Some(end) = bytes.iter().position(|&b| b == 0) {
        bytes.truncate(end);
    }
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The options as C strings, the array of their pointers and its count.
type COptions = (Vec<CString>, Vec<*const c_char>, c_int);

fn c_options(options: &Options) -> Result<COptions, Error> {
    let args: Vec<CString> = options
        .args()
        .iter()
        .map(|a| c_string("option", a))
        .collect::<Result<_, _>>()?;
    let n = c_int::try_from(args.len()).map_err(|_| Error::TooMany {
        what: "options",
        count: args.len(),
    })?;
    let ptrs = args.iter().map(|a| a.as_ptr()).collect();
    Ok((args, ptrs, n))
}
