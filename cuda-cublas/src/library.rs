//! Loading libcublas and libcublasLt at run time, through the shared loader of `cuda-struct`.

use std::ffi::{c_int, c_void};
use std::fmt;
use std::ops::Deref;
use std::path::Path;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LibrarySpec, LoadError, RuntimeLibrary};
use cuda_struct::{FunctionInfo, Lookup};

use crate::error::CublasError;
use crate::sys::{self, cublasStatus_t, libraryPropertyType, Table};

/// `cublasGetProperty`'s prototype: called before the table is trusted.
type PropertyFn = unsafe extern "C" fn(libraryPropertyType, *mut c_int) -> cublasStatus_t;

/// A loaded cuBLAS: libcublas, libcublasLt when it could be loaded, and one resolved pointer (or
/// `None`) per declared function, `cublasLt*` from libcublasLt and every other from libcublas.
///
/// The loaders return `&'static Cublas`: libraries are never unloaded. The raw calls are the `unsafe`
/// methods of its [`Table`], to which it dereferences, named as in C (`cublas.cublasSgemm_v2(..)`).
pub struct Cublas {
    /// `None` for a table made of functions alone (the tests' stand-in).
    library: Option<Library>,
    /// libcublasLt, or why it could not be loaded (its functions are then missing).
    lt: Result<&'static LtLibrary, String>,
    table: Table,
    missing: Vec<&'static str>,
}

impl fmt::Debug for Cublas {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Cublas")
            .field("path", &self.path())
            .field("lt", &self.lt_path())
            .field("version", &self.version())
            .field("missing", &self.missing.len())
            .finish_non_exhaustive()
    }
}

/// libcublasLt, loaded by its own search ([`LT_PATH_VARIABLE`](crate::LT_PATH_VARIABLE) first).
pub(crate) struct LtLibrary {
    library: Library,
}

static DEFAULT: OnceLock<Cublas> = OnceLock::new();
static LT: OnceLock<LtLibrary> = OnceLock::new();

// SAFETY: libcublasLt's initialisers are sound to run in any process (it loads without a GPU), and a
// file that does not export `cublasLtCreate` is refused before anything of it is called.
unsafe impl RuntimeLibrary for LtLibrary {
    const SPEC: LibrarySpec = crate::search::LT_SPEC;
    const LIBRARY: &'static str = "libcublasLt";
    const HINT: &'static str = "Install the CUDA toolkit or `pip install nvidia-cublas` \
         (`nvidia-cublas-cu12` for 12.x), or set CUDA_CUBLASLT_LIBRARY to the full path of libcublasLt";

    fn from_library(library: Library) -> Result<LtLibrary, String> {
        if library.symbol("cublasLtCreate").is_none() {
            return Err("not libcublasLt: it does not export cublasLtCreate".into());
        }
        Ok(LtLibrary { library })
    }
}

// SAFETY: libcublas's initialisers are sound to run in any process (it loads without a GPU), and a
// file that does not export `cublasCreate_v2` is refused by `from_library` before any of its
// functions is called.
unsafe impl RuntimeLibrary for Cublas {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "libcublas";
    const HINT: &'static str = "Install the CUDA toolkit or `pip install nvidia-cublas` \
         (`nvidia-cublas-cu12` for 12.x), or set CUDA_CUBLAS_LIBRARY to the full path of libcublas";

    fn from_library(library: Library) -> Result<Cublas, String> {
        if library.symbol("cublasCreate_v2").is_none() {
            return Err("not libcublas: it does not export cublasCreate_v2".into());
        }
        let Some(f) = library.symbol("cublasGetProperty") else {
            return Err("not libcublas: it does not export cublasGetProperty".into());
        };
        // SAFETY: an export named `cublasGetProperty` of a libcublas (it exports `cublasCreate_v2`)
        // is libcublas's, `cublasStatus_t (libraryPropertyType, int *)` in every release.
        let f = unsafe { std::mem::transmute::<*mut c_void, PropertyFn>(f.as_ptr()) };
        let mut version = 0;
        for (part, scale) in [
            (libraryPropertyType::MAJOR_VERSION, 10000),
            (libraryPropertyType::MINOR_VERSION, 100),
            (libraryPropertyType::PATCH_LEVEL, 1),
        ] {
            let mut value: c_int = 0;
            // SAFETY: one valid out-parameter; the call needs no GPU and no set-up.
            let status = unsafe { f(part, &mut value) };
            CublasError::check("cublasGetProperty", status).map_err(|e| e.to_string())?;
            version += value * scale;
        }
        let lt = load::load_once(&LT).map_err(|e| e.to_string());
        let lt_library = lt.as_ref().ok().map(|l| &l.library);
        let mut lookup = |f: &'static FunctionInfo| {
            if f.name.starts_with("cublasLt") {
                lt_library?.symbol(f.symbol)
            } else {
                library.symbol(f.symbol)
            }
        };
        // SAFETY: each lookup answers the export of the declared symbol from libcublas or (for
        // `cublasLt*`) libcublasLt, both kept loaded, with the declared prototypes.
        let (table, missing) = unsafe { resolve(version, &mut lookup) };
        Ok(Cublas {
            library: Some(library),
            lt,
            table,
            missing,
        })
    }
}

impl Cublas {
    /// Loads libcublas (and libcublasLt) once per process, trying
    /// [`Search::from_env`](crate::Search::from_env)'s candidates in order
    /// ([`PATH_VARIABLE`](crate::PATH_VARIABLE), the loader's names, the toolkit, pip wheels), and
    /// returns it; later calls return the same. A failure is not remembered.
    ///
    /// libcublasLt is searched the same way ([`LT_PATH_VARIABLE`](crate::LT_PATH_VARIABLE) first);
    /// when it cannot be loaded, its functions are missing ([`lt_error`](Self::lt_error) says why).
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with its reason.
    pub fn load() -> Result<&'static Cublas, LoadError> {
        load::load_once(&DEFAULT)
    }

    /// Loads the libcublas at `path`, with no search (libcublasLt is searched as by [`load`](Self::load)).
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing or is not libcublas.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static Cublas, LoadError> {
        load::load_first([path.as_ref()])
    }

    /// A cuBLAS made of what `lookup` answers, loaded from nowhere, kept for the rest of the process:
    /// for tests of the safe layer against a stand-in (Miri cannot load libraries).
    ///
    /// # Safety
    /// As [`Table::resolve`]: every address `lookup` returns has its declaration's prototype, and
    /// behaves as the cuBLAS function of its name does as far as the memory it touches goes.
    pub unsafe fn from_lookup(version: i32, lookup: &mut Lookup<'_>) -> &'static Cublas {
        // SAFETY: the caller's promise.
        let (table, missing) = unsafe { resolve(version, lookup) };
        Box::leak(Box::new(Cublas {
            library: None,
            lt: Err("a stand-in made of functions alone".into()),
            table,
            missing,
        }))
    }

    /// The path or name libcublas was loaded from.
    pub fn path(&self) -> &str {
        self.library.as_ref().map_or("", Library::path)
    }

    /// The path or name libcublasLt was loaded from, if it was.
    pub fn lt_path(&self) -> Option<&str> {
        self.lt.as_ref().ok().map(|l| l.library.path())
    }

    /// Why libcublasLt could not be loaded, if it could not.
    pub fn lt_error(&self) -> Option<&str> {
        self.lt.as_ref().err().map(String::as_str)
    }

    /// The library's version, `major * 10000 + minor * 100 + patch` (`cublasGetProperty`): 120901
    /// for CUDA 12.9's cuBLAS 12.9.1, 130100 for 13.0's 13.1.0, 131000 for 13.5's 13.10.0.
    pub fn version(&self) -> i32 {
        self.table.cublas_version()
    }

    /// The resolved function pointers, by area of the headers.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The declared functions the loaded libraries lack, in declaration order (those newer than the
    /// library, and every `cublasLt*` one when libcublasLt could not be loaded).
    pub fn missing_functions(&self) -> &[&'static str] {
        &self.missing
    }

    /// Whether `name` (a C name, `cublasSgemm_v2`) is declared by this crate and exported by the
    /// loaded libraries.
    pub fn is_available(&self, name: &str) -> bool {
        sys::functions().any(|f| f.name == name) && !self.missing.contains(&name)
    }
}

impl Deref for Cublas {
    type Target = Table;

    /// The table, whose methods are the raw calls: `cublas.cublasSgemm_v2(..)`.
    #[inline]
    fn deref(&self) -> &Table {
        &self.table
    }
}

/// The table `lookup` answers, and the names of the declared functions it found no address for.
///
/// # Safety
/// As [`Table::resolve`]: every address `lookup` returns has its declaration's prototype.
unsafe fn resolve(version: i32, lookup: &mut Lookup<'_>) -> (Table, Vec<&'static str>) {
    let mut missing = Vec::new();
    let mut recording = |f: &'static FunctionInfo| {
        let found = lookup(f);
        if found.is_none() {
            missing.push(f.name);
        }
        found
    };
    // SAFETY: the caller's promise, for the addresses `recording` passes on unchanged.
    let table = unsafe { Table::resolve(version, &mut recording) };
    (table, missing)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sys::cublasHandle_t;

    #[test]
    fn a_function_the_library_lacks_is_an_error_naming_it_not_a_load_failure() {
        // Kept in a static, so that Miri sees the leaked stand-in as reachable, not lost.
        static EMPTY: OnceLock<&'static Cublas> = OnceLock::new();
        // SAFETY: the lookup answers nothing, so nothing is ever called.
        let cublas = *EMPTY.get_or_init(|| unsafe { Cublas::from_lookup(120901, &mut |_| None) });
        assert_eq!(cublas.version(), 120901);
        assert!(cublas.missing_functions().contains(&"cublasSgemm_v2"));
        assert!(!cublas.is_available("cublasSgemm_v2"));
        let mut handle = cublasHandle_t::null();
        // SAFETY: the function is missing, so nothing is called.
        let err = unsafe { cublas.cublasCreate_v2(&mut handle) }.unwrap_err();
        assert!(err.is_missing());
        assert_eq!(err.call(), "cublasCreate_v2");
        assert!(cublas.lt_error().is_some());
    }

    #[test]
    #[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
    fn a_missing_file_is_a_load_error_naming_it_and_the_fix() {
        let err = Cublas::open("/nonexistent/libcublas.so.13").unwrap_err();
        let text = err.to_string();
        assert!(text.contains("/nonexistent/libcublas.so.13"), "{text}");
        assert!(text.contains("CUDA_CUBLAS_LIBRARY"), "{text}");
    }
}
