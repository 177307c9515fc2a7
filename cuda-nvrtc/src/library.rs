//! Loading libnvrtc at run time, with its companion `libnvrtc-builtins` from the same folder.

use std::ffi::{c_int, c_void, CStr};
use std::fmt;
use std::path::{Path, PathBuf};
use std::ptr::NonNull;
use std::sync::OnceLock;

use libloading::Library;

use crate::error::{Attempt, LoadError, NvrtcError};
use crate::search::Search;
use crate::sys::{nvrtcResult, Functions, FUNCTIONS};

/// `nvrtcVersion`'s prototype, the same since NVRTC 7.0: called before the table is trusted.
type VersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int) -> nvrtcResult;

/// A loaded NVRTC: the library, its builtins companion, and one resolved pointer (or `None`) per declared
/// function.
///
/// The loaders return `&'static Nvrtc`: libraries are never unloaded, so a [`Program`](crate::Program)
/// can hold one without a lifetime. `Send` and `Sync`: NVRTC may be called from any thread (each program
/// from one thread at a time, which [`Program`](crate::Program) ensures).
pub struct Nvrtc {
    _library: Library,
    _builtins: Library,
    path: PathBuf,
    builtins_path: PathBuf,
    version: (i32, i32),
    functions: Functions,
    missing: Vec<&'static str>,
}

impl fmt::Debug for Nvrtc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Nvrtc")
            .field("path", &self.path)
            .field("builtins_path", &self.builtins_path)
            .field("version", &self.version)
            .field("missing", &self.missing)
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<Nvrtc> = OnceLock::new();

impl Nvrtc {
    /// Loads NVRTC once per process, trying [`Search::from_env`]'s candidates in order, and returns it;
    /// later calls return the same. A failure is not remembered: a later call searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load() -> Result<&'static Nvrtc, LoadError> {
        if let Some(n) = DEFAULT.get() {
            return Ok(n);
        }
        let paths = Search::from_env().candidates().into_iter().map(|c| c.path);
        let nvrtc = Self::first_of(paths)?;
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

    /// Loads the first of `paths` that is a usable NVRTC. Each call loads anew and keeps the result for the
    /// rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static Nvrtc, LoadError> {
        Self::first_of(paths).map(|n| &*Box::leak(Box::new(n)))
    }

    fn first_of<P: AsRef<Path>>(paths: impl IntoIterator<Item = P>) -> Result<Nvrtc, LoadError> {
        let mut attempts = Vec::new();
        for path in paths {
            let path = path.as_ref();
            match Self::try_open(path) {
                Ok(n) => return Ok(n),
                Err(reason) => attempts.push(Attempt {
                    path: path.display().to_string(),
                    reason,
                }),
            }
        }
        Err(LoadError::new(attempts))
    }

    fn try_open(path: &Path) -> Result<Nvrtc, String> {
        // SAFETY: loading a library runs its initialisers; NVRTC's are sound to run, and a file that is
        // not NVRTC is refused below before any function but `nvrtcVersion` is called.
        let library = unsafe { Library::new(path) }.map_err(|e| e.to_string())?;
        let version = {
            let Some(f) = symbol(&library, b"nvrtcVersion\0") else {
                return Err("not NVRTC: it does not export nvrtcVersion".into());
            };
            // SAFETY: an export named `nvrtcVersion` of a library is NVRTC's, with this prototype.
            let f = unsafe { std::mem::transmute::<*mut c_void, VersionFn>(f.as_ptr()) };
            let (mut major, mut minor): (c_int, c_int) = (0, 0);
            // SAFETY: two valid out-parameters; the call needs no set-up.
            let code = unsafe { f(&mut major, &mut minor) };
            NvrtcError::check("nvrtcVersion", code).map_err(|e| e.to_string())?;
            (major, minor)
        };
        let (builtins, builtins_path) = load_builtins(path, version)?;
        // SAFETY: every lookup is an export of `library`, an NVRTC, which `Nvrtc` keeps loaded.
        let functions = unsafe { Functions::resolve(|name| symbol(&library, name)) };
        let missing = functions.missing();
        Ok(Nvrtc {
            _library: library,
            _builtins: builtins,
            path: path.to_owned(),
            builtins_path,
            version,
            functions,
            missing,
        })
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The path or name its companion `libnvrtc-builtins` was loaded from.
    pub fn builtins_path(&self) -> &Path {
        &self.builtins_path
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
        FUNCTIONS.iter().any(|f| f.name == name) && !self.missing.contains(&name)
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

    /// The name NVRTC gives a status code (`"NVRTC_ERROR_COMPILATION"`), if the library says one.
    pub fn error_string(&self, code: nvrtcResult) -> Option<String> {
        // SAFETY: any value may be passed; NVRTC answers a static string or null.
        let p = unsafe { self.nvrtcGetErrorString(code) }.ok()?;
        if p.is_null() {
            return None;
        }
        // SAFETY: non-null: a NUL-terminated static string of the library, which stays loaded.
        Some(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    }

    /// The error for a declared function the library lacks.
    #[cold]
    #[inline(never)]
    pub(crate) fn missing(&self, call: &'static str) -> NvrtcError {
        let info = FUNCTIONS.iter().find(|f| f.name == call);
        let (major, minor) = self.version;
        let loaded = u32::try_from(major * 1000 + minor * 10).unwrap_or(0);
        NvrtcError::missing(
            call,
            info.map_or(0, |f| f.since),
            info.and_then(|f| f.until),
            loaded,
        )
    }
}

/// A symbol's address, looked up by its exported name (NUL-terminated).
fn symbol(library: &Library, name: &[u8]) -> Option<NonNull<c_void>> {
    // SAFETY: the symbol is only read as an address here; its type is asserted by the caller's transmute.
    let sym = unsafe { library.get::<*mut c_void>(name) }.ok()?;
    NonNull::new(*sym)
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
/// by path (so the loader knows it by name before NVRTC asks), else by name.
fn load_builtins(library: &Path, version: (i32, i32)) -> Result<(Library, PathBuf), String> {
    let name = builtins_name(version);
    let mut reasons = Vec::new();
    let folder = library.parent().filter(|p| !p.as_os_str().is_empty());
    if let Some(folder) = folder {
        let path = folder.join(&name);
        // SAFETY: NVRTC's builtins have no initialisers that need anything; NVRTC would load this very file.
        match unsafe { Library::new(&path) } {
            Ok(lib) => return Ok((lib, path)),
            Err(e) => reasons.push(format!("in {}: {e}", folder.display())),
        }
    }
    // SAFETY: as above, found by the system loader as NVRTC itself would find it.
    match unsafe { Library::new(&name) } {
        Ok(lib) => Ok((lib, PathBuf::from(&name))),
        Err(e) => {
            reasons.push(format!("by name: {e}"));
            Err(format!(
                "NVRTC {}.{} loaded, but its companion {name} (which it needs to compile) was not found: {}",
                version.0,
                version.1,
                reasons.join("; ")
            ))
        }
    }
}
