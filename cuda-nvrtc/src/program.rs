//! The safe layer: a [`Program`] from a [`Source`], compiled with [`Options`].

use std::ffi::{c_char, c_int, CStr, CString};
use std::marker::PhantomData;
use std::path::Path;

use crate::error::{CompileError, Error, NvrtcError};
use crate::library::Nvrtc;
use crate::log;
use crate::sys::{nvrtcProgram, nvrtcResult};

/// A translation unit: the CUDA C++ text, the name NVRTC reports it by, and headers it may `#include`
/// by name (contents given here, no file needed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source<'a> {
    text: &'a str,
    name: &'a str,
    headers: Vec<(&'a str, &'a str)>,
}

impl<'a> Source<'a> {
    /// A source named `program.cu`, with no headers.
    pub fn new(text: &'a str) -> Self {
        Source {
            text,
            name: "program.cu",
            headers: Vec::new(),
        }
    }

    /// The name that the log and `__FILE__` use.
    pub fn name(mut self, name: &'a str) -> Self {
        self.name = name;
        self
    }

    /// A header the source can `#include "<include_name>"`, with these contents.
    pub fn header(mut self, include_name: &'a str, contents: &'a str) -> Self {
        self.headers.push((include_name, contents));
        self
    }
}

/// A target architecture (`--gpu-architecture`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    /// A real GPU, `sm_<n>` (`Sm(90)`): NVRTC produces a CUBIN for it, and PTX too.
    Sm(u32),
    /// A virtual architecture, `compute_<n>`: PTX only, which the driver compiles when it loads it.
    Compute(u32),
    /// Any other name NVRTC takes (`sm_90a`, `lto_90`).
    Named(String),
}

impl Arch {
    fn option(&self) -> String {
        match self {
            Arch::Sm(n) => format!("--gpu-architecture=sm_{n}"),
            Arch::Compute(n) => format!("--gpu-architecture=compute_{n}"),
            Arch::Named(name) => format!("--gpu-architecture={name}"),
        }
    }
}

/// The C++ dialect (`--std`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CppStd {
    /// C++03.
    Cpp03,
    /// C++11.
    Cpp11,
    /// C++14.
    Cpp14,
    /// C++17 (NVRTC's default since 11.0).
    Cpp17,
    /// C++20.
    Cpp20,
}

impl CppStd {
    fn option(self) -> &'static str {
        match self {
            CppStd::Cpp03 => "--std=c++03",
            CppStd::Cpp11 => "--std=c++11",
            CppStd::Cpp14 => "--std=c++14",
            CppStd::Cpp17 => "--std=c++17",
            CppStd::Cpp20 => "--std=c++20",
        }
    }
}

/// Compile options: typed ones for what is set most, raw ones for the rest
/// (<https://docs.nvidia.com/cuda/nvrtc/index.html#supported-compile-options>).
///
/// ```
/// use cuda_nvrtc::{Arch, CppStd, Options};
/// let o = Options::new().arch(Arch::Sm(90)).std(CppStd::Cpp17).define("N", Some("4")).fast_math();
/// assert_eq!(o.args(), ["--gpu-architecture=sm_90", "--std=c++17", "--define-macro=N=4", "--use_fast_math"]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    args: Vec<String>,
}

impl Options {
    /// No options: NVRTC's defaults.
    pub fn new() -> Self {
        Self::default()
    }

    fn with(mut self, arg: impl Into<String>) -> Self {
        self.args.push(arg.into());
        self
    }

    /// The target architecture.
    pub fn arch(self, arch: Arch) -> Self {
        let option = arch.option();
        self.with(option)
    }

    /// The C++ dialect.
    pub fn std(self, std: CppStd) -> Self {
        self.with(std.option())
    }

    /// A folder searched for `#include`s that are not among the [`Source`]'s headers.
    pub fn include_path(self, dir: impl AsRef<Path>) -> Self {
        let option = format!("--include-path={}", dir.as_ref().display());
        self.with(option)
    }

    /// A macro, defined as `1` (`None`) or as the value.
    pub fn define(self, name: &str, value: Option<&str>) -> Self {
        let option = match value {
            Some(v) => format!("--define-macro={name}={v}"),
            None => format!("--define-macro={name}"),
        };
        self.with(option)
    }

    /// Line information for profilers and debuggers, without turning optimisation off.
    pub fn line_info(self) -> Self {
        self.with("--generate-line-info")
    }

    /// Full device debug information (and no optimisation).
    pub fn debug(self) -> Self {
        self.with("--device-debug")
    }

    /// Faster, less precise floating point (`--use_fast_math`).
    pub fn fast_math(self) -> Self {
        self.with("--use_fast_math")
    }

    /// Relocatable device code, for linking with other device code (`--relocatable-device-code=true`).
    pub fn relocatable_device_code(self) -> Self {
        self.with("--relocatable-device-code=true")
    }

    /// Link-time optimisation: the output is LTO IR ([`Program::lto_ir`]) instead of a CUBIN
    /// (`--dlink-time-opt`).
    pub fn lto(self) -> Self {
        self.with("--dlink-time-opt")
    }

    /// Any option, as NVRTC spells it (`"--extra-device-vectorization"`).
    pub fn raw(self, option: impl Into<String>) -> Self {
        self.with(option)
    }

    /// The options as they are passed to NVRTC, in order.
    pub fn args(&self) -> &[String] {
        &self.args
    }
}

/// An NVRTC program that owns its handle and destroys it when dropped.
///
/// `Send` but not `Sync`: NVRTC compiles different programs on different threads at once, but one
/// program is used from one thread at a time.
#[derive(Debug)]
pub struct Program {
    nvrtc: &'static Nvrtc,
    raw: nvrtcProgram,
    name: String,
    /// `!Sync`, while `Send` is granted below.
    _not_sync: PhantomData<std::cell::Cell<()>>,
}

// SAFETY: the handle is owned by this value alone, NVRTC keeps no thread affinity for a program, and
// `!Sync` keeps two threads from using it at once.
unsafe impl Send for Program {}

fn c_string(what: &'static str, s: &str) -> Result<CString, Error> {
    CString::new(s).map_err(|_| Error::Nul { what })
}

fn count(what: &'static str, n: usize) -> Result<c_int, Error> {
    c_int::try_from(n).map_err(|_| Error::TooMany { what, count: n })
}

impl Program {
    /// Creates a program from `source`.
    ///
    /// # Errors
    /// [`Error::Nul`] for a string with a NUL byte, [`Error::TooMany`] past `i32::MAX` headers, and
    /// [`Error::Nvrtc`] when NVRTC refuses.
    pub fn new(nvrtc: &'static Nvrtc, source: &Source<'_>) -> Result<Program, Error> {
        let text = c_string("source", source.text)?;
        let name = c_string("program name", source.name)?;
        let contents: Vec<CString> = source
            .headers
            .iter()
            .map(|(_, c)| c_string("header contents", c))
            .collect::<Result<_, _>>()?;
        let names: Vec<CString> = source
            .headers
            .iter()
            .map(|(n, _)| c_string("header name", n))
            .collect::<Result<_, _>>()?;
        let n = count("headers", contents.len())?;
        let contents_ptrs: Vec<*const c_char> = contents.iter().map(|c| c.as_ptr()).collect();
        let names_ptrs: Vec<*const c_char> = names.iter().map(|c| c.as_ptr()).collect();
        let mut raw = nvrtcProgram::null();
        // SAFETY: every string is NUL-terminated and outlives the call (NVRTC copies them); both arrays
        // hold `n` pointers; `raw` is a valid out-parameter.
        unsafe {
            nvrtc.nvrtcCreateProgram(
                raw.as_mut_ptr(),
                text.as_ptr(),
                name.as_ptr(),
                n,
                contents_ptrs.as_ptr(),
                names_ptrs.as_ptr(),
            )
        }?;
        Ok(Program {
            nvrtc,
            raw,
            name: source.name.to_owned(),
            _not_sync: PhantomData,
        })
    }

    /// The raw handle, for calls this layer does not wrap. It stays owned by this program.
    pub fn raw(&self) -> nvrtcProgram {
        self.raw
    }

    /// The NVRTC this program was made with.
    pub fn nvrtc(&self) -> &'static Nvrtc {
        self.nvrtc
    }

    /// Asks the compile to instantiate what `expression` names (`"scale<float>"`, `"&table"`), so that
    /// its mangled name can be read afterwards with [`lowered_name`](Self::lowered_name). Only before
    /// [`compile`](Self::compile).
    ///
    /// # Errors
    /// [`Error::Nul`], or [`Error::Nvrtc`] (after a compile: `NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION`).
    pub fn add_name_expression(&mut self, expression: &str) -> Result<(), Error> {
        let e = c_string("name expression", expression)?;
        // SAFETY: a live program and a NUL-terminated string, copied by NVRTC.
        unsafe { self.nvrtc.nvrtcAddNameExpression(self.raw, e.as_ptr()) }?;
        Ok(())
    }

    /// Compiles the program.
    ///
    /// # Errors
    /// [`Error::Compile`] with the log and its diagnostics when the source does not compile; [`Error::Nul`]
    /// or [`Error::TooMany`] for bad options; [`Error::Rejected`] with NVRTC's log for other failures it
    /// wrote one for (an unknown option or value is `NVRTC_ERROR_INVALID_OPTION`, the log saying which),
    /// [`Error::Nvrtc`] for those it did not.
    pub fn compile(&mut self, options: &Options) -> Result<(), Error> {
        let args: Vec<CString> = options
            .args()
            .iter()
            .map(|a| c_string("option", a))
            .collect::<Result<_, _>>()?;
        let n = count("options", args.len())?;
        let ptrs: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();
        // SAFETY: a live program, and `n` NUL-terminated options that outlive the call.
        let result = unsafe { self.nvrtc.nvrtcCompileProgram(self.raw, n, ptrs.as_ptr()) };
        match result {
            Ok(()) => Ok(()),
            Err(e) if e.code() == Some(nvrtcResult::NVRTC_ERROR_COMPILATION) => {
                let log = self.log()?;
                Err(Error::Compile(CompileError {
                    program: self.name.clone(),
                    diagnostics: log::parse(&log),
                    log,
                }))
            }
            // NVRTC writes a log for other failures too (an invalid option: "invalid value for
            // --gpu-architecture"); the error carries it when there is one.
            Err(e) => match self.log() {
                Ok(log) if !log.trim().is_empty() => Err(Error::Rejected { error: e, log }),
                _ => Err(e.into()),
            },
        }
    }

    /// The program log of the last compile (warnings too, when it succeeded).
    ///
    /// # Errors
    /// [`Error::Nvrtc`], or [`Error::NotUtf8`].
    pub fn log(&self) -> Result<String, Error> {
        let mut bytes = self.output(
            |n, raw, size| {
                // SAFETY: a live program and a valid out-parameter.
                unsafe { n.nvrtcGetProgramLogSize(raw, size) }
            },
            |n, raw, buf| {
                // SAFETY: `buf` holds the size NVRTC reported.
                unsafe { n.nvrtcGetProgramLog(raw, buf) }
            },
        )?;
        strip_nul(&mut bytes);
        String::from_utf8(bytes).map_err(|_| Error::NotUtf8 {
            what: "program log",
        })
    }

    /// The PTX, as NVRTC wrote it: text ending in its NUL, ready for `cuModuleLoadData`.
    ///
    /// # Errors
    /// [`Error::Nvrtc`] (before a successful compile: `NVRTC_ERROR_INVALID_PROGRAM`, or as NVRTC says).
    pub fn ptx(&self) -> Result<Vec<u8>, Error> {
        self.output(
            |n, raw, size| {
                // SAFETY: a live program and a valid out-parameter.
                unsafe { n.nvrtcGetPTXSize(raw, size) }
            },
            |n, raw, buf| {
                // SAFETY: `buf` holds the size NVRTC reported.
                unsafe { n.nvrtcGetPTX(raw, buf) }
            },
        )
    }

    /// The CUBIN (an ELF image), for a compile targeting a real architecture ([`Arch::Sm`]).
    ///
    /// # Errors
    /// [`Error::Nvrtc`]; for a virtual target NVRTC has no CUBIN and says so.
    pub fn cubin(&self) -> Result<Vec<u8>, Error> {
        self.output(
            |n, raw, size| {
                // SAFETY: a live program and a valid out-parameter.
                unsafe { n.nvrtcGetCUBINSize(raw, size) }
            },
            |n, raw, buf| {
                // SAFETY: `buf` holds the size NVRTC reported.
                unsafe { n.nvrtcGetCUBIN(raw, buf) }
            },
        )
    }

    /// The LTO IR, for a compile with [`Options::lto`].
    ///
    /// # Errors
    /// [`Error::Nvrtc`] (NVRTC older than 12.0 lacks it).
    pub fn lto_ir(&self) -> Result<Vec<u8>, Error> {
        self.output(
            |n, raw, size| {
                // SAFETY: a live program and a valid out-parameter.
                unsafe { n.nvrtcGetLTOIRSize(raw, size) }
            },
            |n, raw, buf| {
                // SAFETY: `buf` holds the size NVRTC reported.
                unsafe { n.nvrtcGetLTOIR(raw, buf) }
            },
        )
    }

    /// The OptiX IR, for a compile with the raw option `--optix-ir`.
    ///
    /// # Errors
    /// [`Error::Nvrtc`].
    pub fn optix_ir(&self) -> Result<Vec<u8>, Error> {
        self.output(
            |n, raw, size| {
                // SAFETY: a live program and a valid out-parameter.
                unsafe { n.nvrtcGetOptiXIRSize(raw, size) }
            },
            |n, raw, buf| {
                // SAFETY: `buf` holds the size NVRTC reported.
                unsafe { n.nvrtcGetOptiXIR(raw, buf) }
            },
        )
    }

    /// The mangled name of a name expression added before the compile (`"fill<float>"` →
    /// `"_Z4fillIfEvPT_S0_"`): the entry name to look the kernel up by.
    ///
    /// # Errors
    /// [`Error::Nul`]; [`Error::Nvrtc`] when the expression was not added
    /// (`NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID`) or the program is not compiled; [`Error::NotUtf8`].
    pub fn lowered_name(&self, expression: &str) -> Result<String, Error> {
        let e = c_string("name expression", expression)?;
        let mut lowered: *const c_char = std::ptr::null();
        // SAFETY: a live program, a NUL-terminated string, and a valid out-parameter.
        unsafe {
            self.nvrtc
                .nvrtcGetLoweredName(self.raw, e.as_ptr(), &mut lowered)
        }?;
        if lowered.is_null() {
            // Success with no name: NVRTC broke its contract; an error, not a null dereference.
            let code = nvrtcResult::NVRTC_ERROR_INTERNAL_ERROR;
            return Err(NvrtcError::failed("nvrtcGetLoweredName", code).into());
        }
        // SAFETY: non-null: a NUL-terminated string the program owns until it is destroyed, copied here.
        let name = unsafe { CStr::from_ptr(lowered) };
        name.to_str()
            .map(str::to_owned)
            .map_err(|_| Error::NotUtf8 {
                what: "lowered name",
            })
    }

    /// A size query, then the copy into a buffer of that size.
    fn output(
        &self,
        size: impl FnOnce(&Nvrtc, nvrtcProgram, *mut usize) -> Result<(), NvrtcError>,
        copy: impl FnOnce(&Nvrtc, nvrtcProgram, *mut c_char) -> Result<(), NvrtcError>,
    ) -> Result<Vec<u8>, Error> {
        let mut n = 0usize;
        size(self.nvrtc, self.raw, &mut n)?;
        let mut buf = vec![0u8; n];
        if n > 0 {
            copy(self.nvrtc, self.raw, buf.as_mut_ptr().cast())?;
        }
        Ok(buf)
    }
}

fn strip_nul(bytes: &mut Vec<u8>) {
    while bytes.last() == Some(&0) {
        bytes.pop();
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        // SAFETY: the handle is live and owned by this value; NVRTC nulls it.
        // A failure here cannot be reported from `drop`; the handle is not used again either way.
        let _ = unsafe { self.nvrtc.nvrtcDestroyProgram(self.raw.as_mut_ptr()) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_options_spell_nvrtcs_flags() {
        let o = Options::new()
            .arch(Arch::Compute(80))
            .arch(Arch::Named("sm_90a".into()))
            .include_path("/inc")
            .define("DEBUG", None)
            .line_info()
            .debug()
            .relocatable_device_code()
            .lto()
            .raw("-ewp");
        assert_eq!(
            o.args(),
            [
                "--gpu-architecture=compute_80",
                "--gpu-architecture=sm_90a",
                "--include-path=/inc",
                "--define-macro=DEBUG",
                "--generate-line-info",
                "--device-debug",
                "--relocatable-device-code=true",
                "--dlink-time-opt",
                "-ewp",
            ]
        );
    }

    #[test]
    fn every_std_is_its_own_flag() {
        let all = [
            CppStd::Cpp03,
            CppStd::Cpp11,
            CppStd::Cpp14,
            CppStd::Cpp17,
            CppStd::Cpp20,
        ];
        let flags: Vec<&str> = all.iter().map(|s| s.option()).collect();
        assert_eq!(
            flags,
            [
                "--std=c++03",
                "--std=c++11",
                "--std=c++14",
                "--std=c++17",
                "--std=c++20"
            ]
        );
    }

    #[test]
    fn a_source_keeps_its_headers_in_order() {
        let s = Source::new("x")
            .name("k.cu")
            .header("a.h", "1")
            .header("b.h", "2");
        assert_eq!(
            (s.name, s.headers.as_slice()),
            ("k.cu", &[("a.h", "1"), ("b.h", "2")][..])
        );
    }
}
