//! Loading libnvidia-ml at run time, through the shared loader (`cuda_struct::load::RuntimeLibrary`).

use std::fmt;
use std::ops::Deref;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LibrarySpec, LoadError, RuntimeLibrary};
use cuda_struct::{FunctionInfo, Lookup};

use crate::error::MESSAGES;
use crate::sys::{self, Table};

/// A loaded NVML: the library and one resolved pointer (or `None`) per declared function.
///
/// The loaders return `&'static NvmlLibrary`: libraries are never unloaded. `Send` and `Sync`: NVML is
/// thread-safe. The raw calls are the `unsafe` methods of its [`Table`], to which it dereferences, named
/// as in C (`lib.nvmlDeviceGetCount(..)`); most need NVML initialised first (`nvmlInit`).
pub struct NvmlLibrary {
    /// `None` for a table made of functions alone (the tests' stand-in).
    library: Option<Library>,
    /// NVML has no version function callable before `nvmlInit`, so the table's version is 0.
    table: Table,
    /// The declared functions the library lacks, in declaration order.
    missing: Vec<&'static str>,
}

impl fmt::Debug for NvmlLibrary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NvmlLibrary")
            .field("path", &self.path())
            .field("missing", &self.missing_functions().len())
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<NvmlLibrary> = OnceLock::new();

// SAFETY: NVML's initialisers are sound to run in any process, and a file that is not NVML (does not
// export `nvmlInit_v2` and `nvmlErrorString`) is refused by `from_library` before any of its functions
// is called.
unsafe impl RuntimeLibrary for NvmlLibrary {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "the NVML library (libnvidia-ml, part of the NVIDIA driver)";
    const HINT: &'static str = "Install the NVIDIA driver (NVML comes with it, not with the CUDA \
         toolkit), or set CUDA_NVML_LIBRARY to the full path of libnvidia-ml.so.1";

    fn from_library(library: Library) -> Result<NvmlLibrary, String> {
        for name in ["nvmlInit_v2", "nvmlErrorString"] {
            if library.symbol(name).is_none() {
                return Err(format!("not NVML: it does not export {name}"));
            }
        }
        // SAFETY: each lookup answers the export of the declared symbol from `library`, an NVML (it
        // exports `nvmlInit_v2`), which `NvmlLibrary` keeps loaded; each symbol has the declared prototype.
        let (table, missing) = unsafe { resolve(&mut library.by_symbol()) };
        Ok(NvmlLibrary {
            library: Some(library),
            table,
            missing,
        })
    }
}

impl NvmlLibrary {
    /// Loads NVML once per process, trying [`Search::from_env`](crate::Search::from_env)'s candidates
    /// in order ([`PATH_VARIABLE`](crate::PATH_VARIABLE), then the driver's names for the system
    /// loader), and returns it; later calls return the same. A failure is not remembered: a later call
    /// searches again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason (on a machine without the NVIDIA driver:
    /// every name not found).
    pub fn load() -> Result<&'static NvmlLibrary, LoadError> {
        load::load_once(&DEFAULT).map(Self::keep)
    }

    /// Loads the NVML library at `path`, with no search. Each call loads anew and keeps the result for
    /// the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not NVML.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static NvmlLibrary, LoadError> {
        Self::load_from([path.as_ref()])
    }

    /// Loads the first of `paths` that is a usable NVML. Each call loads anew and keeps the result for
    /// the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load_from<P: AsRef<Path>>(
        paths: impl IntoIterator<Item = P>,
    ) -> Result<&'static NvmlLibrary, LoadError> {
        load::load_first(paths).map(Self::keep)
    }

    /// The first library loaded answers every error's message (`nvmlErrorString`); a second one is the
    /// same driver's.
    fn keep(lib: &'static NvmlLibrary) -> &'static NvmlLibrary {
        let _ = MESSAGES.set(lib);
        lib
    }

    /// An NVML whose lookup found nothing, loaded from nowhere: for tests (Miri cannot load libraries).
    #[cfg(test)]
    pub(crate) fn empty() -> NvmlLibrary {
        // SAFETY: the lookup returns no address, so nothing is ever called.
        unsafe { Self::from_lookup(&mut |_| None) }
    }

    /// An NVML made of what `lookup` answers, loaded from nowhere: for tests.
    ///
    /// # Safety
    /// As [`Table::resolve`]: every address `lookup` returns has its declaration's prototype.
    #[cfg(test)]
    pub(crate) unsafe fn from_lookup(lookup: &mut Lookup<'_>) -> NvmlLibrary {
        // SAFETY: the caller's promise.
        let (table, missing) = unsafe { resolve(lookup) };
        NvmlLibrary {
            library: None,
            table,
            missing,
        }
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.library.as_ref().map_or("", Library::path)
    }

    /// The resolved function pointers, by area of the header.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The names of the declared functions the loaded library lacks (a driver older than a function,
    /// or the NVML of a vGPU guest), C names except the older ABIs' (`nvmlInit_v1`).
    pub fn missing_functions(&self) -> &[&'static str] {
        &self.missing
    }

    /// Whether `name` (a C name, `nvmlDeviceGetCount`) is declared by this crate and exported by the
    /// loaded library.
    pub fn is_available(&self, name: &str) -> bool {
        sys::functions().any(|f| f.name == name) && !self.missing.contains(&name)
    }
}

impl Deref for NvmlLibrary {
    type Target = Table;

    /// The table, whose methods are the raw calls: `lib.nvmlDeviceGetCount(&mut n)`.
    #[inline]
    fn deref(&self) -> &Table {
        &self.table
    }
}

/// The table `lookup` answers, and the names of the declared functions it found no address for.
///
/// # Safety
/// As [`Table::resolve`]: every address `lookup` returns has its declaration's prototype.
unsafe fn resolve(lookup: &mut Lookup<'_>) -> (Table, Vec<&'static str>) {
    let mut missing = Vec::new();
    let mut recording = |f: &'static FunctionInfo| {
        let found = lookup(f);
        if found.is_none() {
            missing.push(f.name);
        }
        found
    };
    // SAFETY: the caller's promise, for the addresses `recording` passes on unchanged.
    let table = unsafe { Table::resolve(0, &mut recording) };
    (table, missing)
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
    fn a_missing_library_is_a_load_error_naming_every_attempt_and_the_fix() {
        let err = NvmlLibrary::load_from(["/nonexistent/libnvidia-ml.so.1", "/nonexistent/b.so"])
            .unwrap_err();
        let paths: Vec<&str> = err.attempts().iter().map(|a| a.path.as_str()).collect();
        assert_eq!(
            paths,
            ["/nonexistent/libnvidia-ml.so.1", "/nonexistent/b.so"]
        );
        let text = err.to_string();
        assert!(text.contains("NVML"), "{text}");
        assert!(text.contains("NVIDIA driver"), "{text}");
        assert!(text.contains("CUDA_NVML_LIBRARY"), "{text}");
    }

    #[test]
    fn a_missing_function_is_an_error_naming_it_and_the_release_that_introduced_it() {
        let lib = NvmlLibrary::empty();
        let mut uptime = crate::sys::nvmlGpuUptime_v1_t::new();
        let device = crate::sys::nvmlDevice_t::null();
        // SAFETY: the function is missing, so nothing is called.
        let err =
            unsafe { lib.nvmlDeviceGetGpuUptime_v1(device, uptime.as_mut_ptr()) }.unwrap_err();
        assert!(err.is_missing());
        assert_eq!(err.call(), "nvmlDeviceGetGpuUptime_v1");
        assert!(err.to_string().contains("CUDA 13.5 or newer"), "{err}");
        // One as old as 12.9's header names no release.
        // SAFETY: as above.
        let err = unsafe { lib.nvmlInit() }.unwrap_err();
        assert_eq!(err.call(), "nvmlInit");
        assert!(!err.to_string().contains("or newer"), "{err}");
        assert!(!lib.is_available("nvmlInit"));
        assert!(lib.missing_functions().contains(&"nvmlDeviceGetCount"));
    }

    extern "C" fn init_succeeds() -> crate::sys::nvmlReturn_t {
        crate::sys::nvmlReturn_t::NVML_SUCCESS
    }

    #[test]
    fn an_older_abi_is_missing_under_its_own_name_not_the_current_ones() {
        // A library that exports `nvmlInit_v2` (what `nvmlInit` calls) and not the older `nvmlInit`.
        let mut lookup = |f: &'static FunctionInfo| {
            (f.symbol == "nvmlInit_v2").then(|| {
                let init: extern "C" fn() -> crate::sys::nvmlReturn_t = init_succeeds;
                core::ptr::NonNull::new(init as *mut core::ffi::c_void).unwrap()
            })
        };
        // SAFETY: the one address answered is a function of `nvmlInit_v2`'s prototype.
        let lib = unsafe { NvmlLibrary::from_lookup(&mut lookup) };
        assert!(lib.is_available("nvmlInit"));
        assert!(!lib.missing_functions().contains(&"nvmlInit"));
        assert!(lib.missing_functions().contains(&"nvmlInit_v1"));
        assert!(!lib.is_available("nvmlInit_v1"));
        // SAFETY: `init_succeeds` takes nothing and touches nothing.
        unsafe { lib.nvmlInit() }.unwrap();
        // SAFETY: the older ABI is missing, so nothing is called.
        let err = unsafe { lib.nvmlInit_v1() }.unwrap_err();
        assert_eq!(err.call(), "nvmlInit_v1");
    }

    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
    fn a_library_that_is_not_nvml_is_refused_before_any_call() {
        // libc is loaded in every process and exports nothing of NVML.
        let Err(err) = NvmlLibrary::open("libc.so.6") else {
            panic!("libc accepted as NVML");
        };
        assert!(err.attempts()[0].reason.contains("not NVML"), "{err}");
    }
}
