//! Loading libnvrtc at run time, with its companion `libnvrtc-builtins` from the same folder.

use std::ffi::{c_int, c_void, CStr};
use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LoadError};
use cuda_struct::{Calls, FunctionTable, MissingFunction};

use crate::error::NvrtcError;
use crate::search::{Search, PATH_VARIABLE};
use crate::sys::{self, nvrtcResult, Functions};

/// `nvrtcVersion`'s prototype, the same since NVRTC 7.0: called before the table is trusted.
type VersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int) -> nvrtcResult;

/// What a [`LoadError`] says was looked for.
const LIBRARY: &str = "the NVRTC library";
/// What a [`LoadError`] tells the user to do.
const HINT: &str =
    "Install the CUDA toolkit or `pip install nvidia-cuda-nvrtc`, or set CUDA_NVRTC_LIBRARY \
     to the full path of libnvrtc";

/// A loaded NVRTC: the library, its builtins companion, and one resolved pointer (or `None`) per declared
/// function.
///
/// The loaders return `&'static Nvrtc`: libraries are never unloaded, so a [`Program`](crate::Program)
/// can hold one without a lifetime. `Send` and `Sync`: NVRTC may be called from any thread (each program
/// from one thread at a time, which [`Program`](crate::Program) ensures). The raw calls are its `unsafe`
/// methods named as in C (`nvrtc.nvrtcCompileProgram(..)`, generated from [`Functions`]).
pub struct Nvrtc {
    /// `None` only for the test-only stand-in (`fake.rs`).
    library: Option<Library>,
    builtins: Option<Library>,
    version: (i32, i32),
    functions: Functions,
    missing: Vec<&'static str>,
}

impl fmt::Debug for Nvrtc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Nvrtc")
            .field("path", &self.path())
            .field("builtins_path", &self.builtins_path())
            .field("version", &self.version)
            .field("missing", &self.missing)
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<Nvrtc> = OnceLock::new();

impl Nvrtc {
    /// Loads NVRTC once per process, trying [`Search::from_env`]'s candidates in order ([`PATH_VARIABLE`],
    /// the loader's names, the toolkit, pip wheels), and returns it; later calls return the same. A
    /// failure is not remembered: a later call searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason, and the toolkit folders looked in that
    /// do not exist.
    pub fn load() -> Result<&'static Nvrtc, LoadError> {
        if let Some(n) = DEFAULT.get() {
            return Ok(n);
        }
        let paths = Search::from_env().candidates().into_iter().map(|c| c.path);
        let nvrtc = Self::first_of(paths).map_err(|e| {
            // The toolkit folders that do not exist are not candidates; say they were looked in.
            let mut attempts = e.attempts().to_vec();
            attempts.extend(crate::search::missing_toolkit_folders(|v| {
                std::env::var_os(v)
            }));
            LoadError::new(LIBRARY, HINT, attempts)
        })?;
        // If another thread won the race, its NVRTC is kept and this one dropped (both stay loaded).
        Ok(DEFAULT.get_or_init(|| nvrtc))
    }

    /// Loads the NVRTC library at `path` (and its builtins from the same folder), with no search. Each
    /// call loads anew and keeps the result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing, is not NVRTC, or its builtins cannot be found.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static Nvrtc, LoadError> {
        Self::load_from([path.as_ref()])
    }

    /// Loads the first of `paths` that is a usable NVRTC (for example [`Search::candidates`]). Each call
    /// loads anew and keeps the result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static Nvrtc, LoadError> {
        Self::first_of(paths).map(|n| &*Box::leak(Box::new(n)))
    }

    fn first_of<P: AsRef<Path>>(paths: impl IntoIterator<Item = P>) -> Result<Nvrtc, LoadError> {
        let paths = paths
            .into_iter()
            .map(|p| p.as_ref().to_string_lossy().into_owned());
        // SAFETY: loading a library runs its initialisers; NVRTC's are sound to run, and a file that is not
        // NVRTC is refused by `from_library` before any function but `nvrtcVersion` is called.
        unsafe { load::open_first(LIBRARY, HINT, paths, Self::from_library) }
    }

    fn from_library(library: Library) -> Result<Nvrtc, String> {
        let Some(f) = library.symbol("nvrtcVersion") else {
            return Err("not NVRTC: it does not export nvrtcVersion".into());
        };
        // SAFETY: an export named `nvrtcVersion` of a library is NVRTC's, with this prototype.
        let f = unsafe { std::mem::transmute::<*mut c_void, VersionFn>(f.as_ptr()) };
        let (mut major, mut minor): (c_int, c_int) = (0, 0);
        // SAFETY: two valid out-parameters; the call needs no set-up.
        let code = unsafe { f(&mut major, &mut minor) };
        NvrtcError::check("nvrtcVersion", code).map_err(|e| e.to_string())?;
        let version = (major, minor);
        let builtins = load_builtins(library.path(), version)?;
        // SAFETY: each lookup answers the export of the declared name from `library`, an NVRTC, which
        // `Nvrtc` keeps loaded; NVRTC exports one version of each function, the declared prototype.
        let functions = unsafe { Functions::resolve(&mut library.by_symbol()) };
        let missing = functions.missing_functions().map(|f| f.name).collect();
        Ok(Nvrtc {
            library: Some(library),
            builtins: Some(builtins),
            version,
            functions,
            missing,
        })
    }

    /// An NVRTC made of `functions` alone, loaded from nowhere: for tests of the safe layer against a
    /// stand-in (Miri cannot load libraries).
    ///
    /// # Safety
    /// Every function in the table must behave as the NVRTC function of its name does.
    #[cfg(test)]
    pub(crate) unsafe fn from_functions(functions: Functions, version: (i32, i32)) -> Nvrtc {
        Nvrtc {
            library: None,
            builtins: None,
            version,
            missing: functions.missing_functions().map(|f| f.name).collect(),
            functions,
        }
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.library.as_ref().map_or("", Library::path)
    }

    /// The path or name its companion `libnvrtc-builtins` was loaded from.
    pub fn builtins_path(&self) -> &str {
        self.builtins.as_ref().map_or("", Library::path)
    }

    /// The library's version, `(major, minor)`, as `nvrtcVersion` reports it.
    pub fn version(&self) -> (i32, i32) {
        self.version
    }

    /// The resolved function pointers.
    pub fn functions(&self) -> &Functions {
        &self.functions
    }

    /// The declared functions the loaded library lacks (`nvrtcGetNVVM` in 13.0, the PCH functions before
    /// 12.8, ...).
    pub fn missing_functions(&self) -> &[&'static str] {
        &self.missing
    }

    /// Whether `name` is declared by this crate and exported by the loaded library.
    pub fn is_available(&self, name: &str) -> bool {
        let declared = <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .any(|f| f.name == name);
        declared && !self.missing.contains(&name)
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
        &self.functions
    }

    #[cold]
    #[inline(never)]
    fn missing(&self, f: MissingFunction) -> NvrtcError {
        let (major, minor) = self.version;
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
