//! Loading libNVVM at run time.

use std::ffi::{c_char, c_int, CStr, CString};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LibrarySpec, LoadError, Loaded, RuntimeLibrary};
use cuda_struct::Calls;

use crate::error::{Error, NvvmError};
use crate::sys::{nvvmResult, Functions};

/// A loaded libNVVM: the library and one resolved pointer (or `None`) per declared function.
///
/// The loaders return `&'static Nvvm`: libraries are never unloaded, so a [`Program`](crate::Program)
/// can hold one without a lifetime of its own. `Send` and `Sync`: libNVVM may be called from any thread
/// (each program from one thread at a time, which [`Program`](crate::Program) ensures). The raw calls
/// are its `unsafe` methods named as in C (`nvvm.nvvmCompileProgram(..)`, generated from [`Functions`]).
pub struct Nvvm {
    /// The library (none for the test-only stand-in, `fake.rs`), `nvvmVersion`'s answer, the table.
    loaded: Loaded<Functions, (u32, u32)>,
    ir_version: Option<IrVersion>,
}

/// The NVVM IR versions a libNVVM reads (`nvvmIRVersion`): what a module's `!nvvmir.version` metadata
/// must name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IrVersion {
    /// The NVVM IR version, major and minor (2.0 in CUDA 12.9 to 13.5).
    pub ir: (u32, u32),
    /// The debug metadata version, major and minor (3.2 in CUDA 12.9 to 13.5).
    pub debug: (u32, u32),
}

impl fmt::Debug for Nvvm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Nvvm")
            .field("path", &self.path())
            .field("version", &self.version())
            .field("ir_version", &self.ir_version)
            .field("missing", &self.missing_functions())
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<Nvvm> = OnceLock::new();

fn non_negative(n: c_int) -> u32 {
    u32::try_from(n).unwrap_or(0)
}

// SAFETY: libNVVM's initialisers are sound to run in any process, and a file that is not libNVVM (does
// not export `nvvmCreateProgram` and `nvvmVersion`) is refused by `from_library` before any of its
// functions is called.
unsafe impl RuntimeLibrary for Nvvm {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "libNVVM";
    const HINT: &'static str =
        "Install the CUDA toolkit (libNVVM is in its nvvm/lib64 folder) or `pip install nvidia-nvvm` \
         (`nvidia-cuda-nvcc-cu12` for 12.x), or set CUDA_NVVM_LIBRARY to the full path of libnvvm";

    fn from_library(library: Library) -> Result<Nvvm, String> {
        if library.symbol("nvvmCreateProgram").is_none() {
            return Err("not libNVVM: it does not export nvvmCreateProgram".into());
        }
        let check =
            |code: nvvmResult| NvvmError::check("nvvmVersion", code).map_err(|e| e.to_string());
        // SAFETY: an export named `nvvmVersion` of a library that is libNVVM (it exports
        // `nvvmCreateProgram`) is libNVVM's, `nvvmResult (int *, int *)`, callable with no set-up.
        let (major, minor) =
            unsafe { load::probe_version::<c_int, _>(&library, "nvvmVersion", check) }
                .ok_or("not libNVVM: it does not export nvvmVersion")??;
        // SAFETY: each lookup answers the export of the declared name from `library`, a libNVVM, which
        // `Nvvm` keeps loaded; the names have the declared prototypes.
        let loaded =
            unsafe { Loaded::resolve(library, (non_negative(major), non_negative(minor))) };
        let mut nvvm = Nvvm {
            loaded,
            ir_version: None,
        };
        let mut v: [c_int; 4] = [0; 4];
        let [a, b, c, d] = &mut v;
        // SAFETY: four valid out-parameters; the call needs no set-up.
        if unsafe { nvvm.nvvmIRVersion(a, b, c, d) }.is_ok() {
            nvvm.ir_version = Some(IrVersion {
                ir: (non_negative(v[0]), non_negative(v[1])),
                debug: (non_negative(v[2]), non_negative(v[3])),
            });
        }
        Ok(nvvm)
    }
}

impl Nvvm {
    /// Loads libNVVM once per process, trying [`Search::from_env`](crate::Search::from_env)'s candidates
    /// in order ([`PATH_VARIABLE`](crate::PATH_VARIABLE), the loader's names, the toolkit's
    /// `nvvm/lib64`, pip wheels), and returns it; later calls return the same. A failure is not
    /// remembered: a later call searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load() -> Result<&'static Nvvm, LoadError> {
        load::load_once(&DEFAULT)
    }

    /// Loads the libNVVM at `path`, with no search. Each call loads anew and keeps the result for the
    /// rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not libNVVM.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static Nvvm, LoadError> {
        Self::load_from([path.as_ref()])
    }

    /// Loads the first of `paths` that is a usable libNVVM (for example
    /// [`Search::candidates`](crate::Search::candidates)). Each call loads anew and keeps the result for
    /// the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static Nvvm, LoadError> {
        load::load_first(paths)
    }

    /// A libNVVM made of `functions` alone, loaded from nowhere: for tests of the safe layer against a
    /// stand-in (Miri cannot load libraries).
    ///
    /// # Safety
    /// Every function in the table must behave as the libNVVM function of its name does.
    #[cfg(test)]
    pub(crate) unsafe fn from_functions(functions: Functions) -> Nvvm {
        Nvvm {
            loaded: Loaded::from_functions(functions, (2, 0)),
            ir_version: None,
        }
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.loaded.path()
    }

    /// libNVVM's own version, `(major, minor)`, as `nvvmVersion` reports it: `(2, 0)` in CUDA 12.9 to
    /// 13.5 (it is not the CUDA release).
    pub fn version(&self) -> (u32, u32) {
        *self.loaded.version()
    }

    /// The NVVM IR and debug metadata versions this libNVVM reads (`nvvmIRVersion`).
    pub fn ir_version(&self) -> Option<IrVersion> {
        self.ir_version
    }

    /// The LLVM major version whose IR dialect this libNVVM reads for `arch` (`"compute_90"`):
    /// `nvvmLLVMVersion`, which libNVVM has from CUDA 13.1. Before 13.1 every architecture reads LLVM
    /// 7.0's dialect.
    ///
    /// # Errors
    /// [`Error::Nvvm`]: a missing function (before 13.1) or `NVVM_ERROR_INVALID_INPUT` for an
    /// architecture libNVVM does not know; [`Error::Nul`] for a NUL byte in `arch`.
    pub fn llvm_version(&self, arch: &str) -> Result<u32, Error> {
        let arch = CString::new(arch).map_err(|_| Error::Nul {
            what: "architecture",
        })?;
        let mut major: c_int = 0;
        // SAFETY: a NUL-terminated string and a valid out-parameter.
        unsafe { self.nvvmLLVMVersion(arch.as_ptr(), &mut major) }?;
        Ok(non_negative(major))
    }

    /// The name libNVVM gives `code` (`"NVVM_ERROR_COMPILATION"`); `None` when it answers null.
    ///
    /// # Errors
    /// A missing `nvvmGetErrorString`.
    pub fn error_string(&self, code: nvvmResult) -> Result<Option<String>, NvvmError> {
        // SAFETY: any value may be passed; libNVVM answers a static string.
        let p: *const c_char = unsafe { self.nvvmGetErrorString(code) }?;
        if p.is_null() {
            return Ok(None);
        }
        // SAFETY: non-null: a NUL-terminated static string of the library, which stays loaded.
        Ok(Some(
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned(),
        ))
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    /// The declared functions the loaded library lacks (`nvvmLLVMVersion` before CUDA 13.1).
    pub fn missing_functions(&self) -> &[&'static str] {
        self.loaded.missing_functions()
    }

    /// Whether `name` is declared by this crate and exported by the loaded library.
    pub fn is_available(&self, name: &str) -> bool {
        self.loaded.is_available(name)
    }
}

impl Calls<Functions> for Nvvm {
    #[inline]
    fn functions(&self) -> &Functions {
        self.loaded.functions()
    }
}
