//! Loading libnvrtc at run time, with its companion `libnvrtc-builtins` from the same folder.

use std::ffi::{c_int, CStr};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LibrarySpec, LoadError, Loaded, RuntimeLibrary};
use cuda_struct::{Calls, MissingFunction};

use crate::error::NvrtcError;
use crate::search::PATH_VARIABLE;
use crate::sys::{self, nvrtcResult, Functions};

/// A loaded NVRTC: the library, its builtins companion, and one resolved pointer (or `None`) per declared
/// function.
///
/// The loaders return `&'static Nvrtc`: libraries are never unloaded, so a [`Program`](crate::Program)
/// can hold one without a lifetime. `Send` and `Sync`: NVRTC may be called from any thread (each program
/// from one thread at a time, which [`Program`](crate::Program) ensures). The raw calls are its `unsafe`
/// methods named as in C (`nvrtc.nvrtcCompileProgram(..)`, generated from [`Functions`]).
pub struct Nvrtc {
    /// The library (none for the test-only stand-in, `fake.rs`), `nvrtcVersion`'s answer, the table.
    loaded: Loaded<Functions, (i32, i32)>,
    builtins: Option<Library>,
}

impl fmt::Debug for Nvrtc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Nvrtc")
            .field("path", &self.path())
            .field("builtins_path", &self.builtins_path())
            .field("version", &self.version())
            .field("missing", &self.missing_functions())
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<Nvrtc> = OnceLock::new();

// SAFETY: NVRTC's initialisers (and its builtins') are sound to run in any process, and a file that is
// not NVRTC is refused by `from_library` before any function but `nvrtcVersion` is called.
unsafe impl RuntimeLibrary for Nvrtc {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "the NVRTC library";
    const HINT: &'static str =
        "Install the CUDA toolkit or `pip install nvidia-cuda-nvrtc`, or set CUDA_NVRTC_LIBRARY \
         to the full path of libnvrtc";

    fn from_library(library: Library) -> Result<Nvrtc, String> {
        let check =
            |code: nvrtcResult| NvrtcError::check("nvrtcVersion", code).map_err(|e| e.to_string());
        // SAFETY: an export named `nvrtcVersion` of a library is NVRTC's, `nvrtcResult (int *, int *)`
        // since NVRTC 7.0, callable with no set-up.
        let version = unsafe { load::probe_version(&library, "nvrtcVersion", check) }
            .ok_or("not NVRTC: it does not export nvrtcVersion")??;
        let builtins = load_builtins(library.path(), version)?;
        // SAFETY: `library` is NVRTC (it answered `nvrtcVersion`), which exports one version of each
        // function, the declared prototype.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(Nvrtc {
            loaded,
            builtins: Some(builtins),
        })
    }

    fn explain(error: LoadError) -> LoadError {
        // The toolkit folders that do not exist are not candidates; say they were looked in.
        let mut attempts = error.attempts().to_vec();
        attempts.extend(crate::search::missing_toolkit_folders(|v| {
            std::env::var_os(v)
        }));
        LoadError::new(Self::LIBRARY, Self::HINT, attempts)
    }
}

impl Nvrtc {
    /// Loads NVRTC once per process, trying [`Search::from_env`](crate::Search::from_env)'s candidates in order ([`PATH_VARIABLE`],
    /// the loader's names, the toolkit, pip wheels), and returns it; later calls return the same. A
    /// failure is not remembered: a later call searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason, and the toolkit folders looked in that
    /// do not exist.
    pub fn load() -> Result<&'static Nvrtc, LoadError> {
        load::load_once(&DEFAULT)
    }

    /// Loads the NVRTC library at `path` (and its builtins from the same folder), with no search. Each
    /// call loads anew and keeps the result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing, is not NVRTC, or its builtins cannot be found.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static Nvrtc, LoadError> {
        Self::load_from([path.as_ref()])
    }

    /// Loads the first of `paths` that is a usable NVRTC (for example [`Search::candidates`](crate::Search::candidates)). Each call
    /// loads anew and keeps the result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static Nvrtc, LoadError> {
        load::load_first(paths)
    }

    /// An NVRTC made of `functions` alone, loaded from nowhere: for tests of the safe layer against a
    /// stand-in (Miri cannot load libraries).
    ///
    /// # Safety
    /// Every function in the table must behave as the NVRTC function of its name does.
    #[cfg(test)]
    pub(crate) unsafe fn from_functions(functions: Functions, version: (i32, i32)) -> Nvrtc {
        Nvrtc {
            loaded: Loaded::from_functions(functions, version),
            builtins: None,
        }
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.loaded.path()
    }

    /// The path or name its companion `libnvrtc-builtins` was loaded from.
    pub fn builtins_path(&self) -> &str {
        self.builtins.as_ref().map_or("", Library::path)
    }

    /// The library's version, `(major, minor)`, as `nvrtcVersion` reports it.
    pub fn version(&self) -> (i32, i32) {
        *self.loaded.version()
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    /// The declared functions the loaded library lacks (`nvrtcGetNVVM` in 13.0, the PCH functions before
    /// 12.8, ...).
    pub fn missing_functions(&self) -> &[&'static str] {
        self.loaded.missing_functions()
    }

    /// Whether `name` is declared by this crate and exported by the loaded library.
    pub fn is_available(&self, name: &str) -> bool {
        self.loaded.is_available(name)
    }

    /// The GPU architectures this NVRTC compiles for, as numbers (`90` for `sm_90`), ascending.
    ///
    /// # Errors
    /// [`NvrtcError`] when a call fails or the library (older than 11.2) lacks them.
    pub fn supported_archs(&self) -> Result<Vec<i32>, NvrtcError> {
        let mut n: c_int = 0;
        // SAFETY: a valid out-parameter.
        unsafe { self.nvrtcGetNumSupportedArchs(&mut n) }?;
        let mut archs = vec![0; usize::try_from(n).unwrap_or(0)];
        if !archs.is_empty() {
            // SAFETY: the buffer holds the `n` entries NVRTC said it writes.
            unsafe { self.nvrtcGetSupportedArchs(archs.as_mut_ptr()) }?;
        }
        Ok(archs)
    }

    /// The name NVRTC gives a status code (`"NVRTC_ERROR_COMPILATION"`), through `nvrtcGetErrorString`.
    ///
    /// # Errors
    /// [`NvrtcError`] when the library lacks `nvrtcGetErrorString`.
    pub fn error_string(&self, code: nvrtcResult) -> Result<Option<String>, NvrtcError> {
        // SAFETY: any value may be passed; NVRTC answers a static string, or null for a code it does not know.
        let p = unsafe { self.nvrtcGetErrorString(code) }?;
        if p.is_null() {
            return Ok(None);
        }
        // SAFETY: non-null: a NUL-terminated static string of the library, which stays loaded.
        Ok(Some(
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned(),
        ))
    }
}

impl Calls<Functions> for Nvrtc {
    #[inline]
    fn functions(&self) -> &Functions {
        self.loaded.functions()
    }

    #[cold]
    #[inline(never)]
    fn missing(&self, f: MissingFunction) -> NvrtcError {
        let (major, minor) = self.version();
        let loaded = u32::try_from(major * 1000 + minor * 10).unwrap_or(0);
        // Every NVRTC line gives the version that introduced it.
        NvrtcError::missing(
            f.name,
            f.since.unwrap_or(0),
            sys::removed_in(f.name),
            loaded,
        )
    }
}

/// The file name of the builtins that NVRTC `version` loads by name when it compiles.
pub fn builtins_name((major, minor): (i32, i32)) -> String {
    if cfg!(windows) {
        format!("nvrtc-builtins64_{major}{minor}.dll")
    } else {
        format!("libnvrtc-builtins.so.{major}.{minor}")
    }
}

/// Loads the builtins NVRTC will ask for: from the library's own folder by full path when it was given
/// by path (so the system loader knows it by name before NVRTC asks), else by name.
fn load_builtins(library: &str, version: (i32, i32)) -> Result<Library, String> {
    let name = builtins_name(version);
    let mut reasons = Vec::new();
    let folder = Path::new(library)
        .parent()
        .filter(|p| !p.as_os_str().is_empty());
    if let Some(folder) = folder {
        let path = folder.join(&name).to_string_lossy().into_owned();
        // SAFETY: NVRTC's builtins library, which NVRTC itself would load; its initialisers are sound.
        match unsafe { Library::open(&path) } {
            Ok(lib) => return Ok(lib),
            Err(e) => reasons.push(format!("in {}: {e}", folder.display())),
        }
    }
    // SAFETY: as above, found by the system loader as NVRTC would find it.
    match unsafe { Library::open(&name) } {
        Ok(lib) => Ok(lib),
        Err(e) => {
            reasons.push(format!("by name: {e}"));
            Err(format!(
                "NVRTC {}.{} opened, but not its companion {name}, which it loads to compile \
                 (put it beside the library or on the loader's path, or set {PATH_VARIABLE}): {}",
                version.0,
                version.1,
                reasons.join("; ")
            ))
        }
    }
}
