//! Loading libcuda at run time and resolving every listed function through `cuGetProcAddress`, each with
//! the ABI version it was declared for.

use std::ffi::{c_char, c_int, c_void, CString};
use std::fmt;
use std::ops::Deref;
use std::path::Path;
use std::ptr::NonNull;
use std::sync::OnceLock;

use cuda_struct::load::{self, Library, LoadError};

use crate::sys::{functions, CUresult, Table};

/// The environment variable that names the driver library to load instead of the system's.
pub const PATH_VARIABLE: &str = "CUDA_DRIVER_LIBRARY";

/// What a [`LoadError`] says was looked for.
pub(crate) const LIBRARY: &str = "the CUDA driver library";
/// What a [`LoadError`] tells the user to do.
pub(crate) const HINT: &str =
    "Install the NVIDIA driver, or set CUDA_DRIVER_LIBRARY to the full path of libcuda";

/// The names tried, in order, when [`PATH_VARIABLE`] is not set.
#[cfg(windows)]
pub const DEFAULT_NAMES: &[&str] = &["nvcuda.dll"];
/// The names tried, in order, when [`PATH_VARIABLE`] is not set.
#[cfg(not(windows))]
pub const DEFAULT_NAMES: &[&str] = &["libcuda.so.1", "libcuda.so"];

/// The driver's search: the variable, then the loader's names. The driver comes with the system, not
/// the toolkit or a wheel, so no folder is looked in.
const SPEC: load::LibrarySpec = load::LibrarySpec::driver(PATH_VARIABLE, DEFAULT_NAMES);

/// `CU_GET_PROC_ADDRESS_LEGACY_STREAM`.
const LEGACY_STREAM: u64 = 1;
/// `CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM`.
const PER_THREAD_DEFAULT_STREAM: u64 = 2;
/// The ABI version that introduced the per-thread-default-stream variants.
const PER_THREAD_SINCE: u32 = 7000;

/// `PFN_cuGetProcAddress_v12000`.
type GetProcAddressV2 =
    unsafe extern "C" fn(*const c_char, *mut *mut c_void, c_int, u64, *mut c_int) -> CUresult;
/// `PFN_cuGetProcAddress_v11030`.
type GetProcAddressV1 =
    unsafe extern "C" fn(*const c_char, *mut *mut c_void, c_int, u64) -> CUresult;
/// `PFN_cuDriverGetVersion_v2020`.
type DriverGetVersion = unsafe extern "C" fn(*mut c_int) -> CUresult;

/// How to load the driver.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions<'p> {
    /// Load this file instead of searching ([`PATH_VARIABLE`], then [`DEFAULT_NAMES`]).
    pub path: Option<&'p Path>,
    /// Resolve the per-thread-default-stream variants (`_ptsz`/`_ptds`), so that the null stream means the
    /// calling thread's default stream. Needs a driver with `cuGetProcAddress` (CUDA 11.3 or newer).
    pub per_thread_default_stream: bool,
}

/// The loaded driver: the library and one resolved function pointer (or `None`) per listed function.
///
/// Cheap to share: the loaders return `&'static Driver`, and it is `Send` and `Sync`. The library is never
/// unloaded (libcuda does not support being unloaded while contexts may exist).
///
/// The raw calls are the `unsafe` methods of its [`Table`], which it dereferences to, named as in C
/// (`driver.cuMemAlloc(..)`); they return `Err(DriverError)` for a failing code and for a function the
/// driver lacks, which [`is_available`](Self::is_available) tells in advance.
pub struct Driver {
    library: Library,
    driver_version: i32,
    per_thread_default_stream: bool,
    table: Table,
    missing: Vec<&'static str>,
}

impl fmt::Debug for Driver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Driver")
            .field("path", &self.library.path())
            .field("driver_version", &self.driver_version)
            .field("per_thread_default_stream", &self.per_thread_default_stream)
            .field("missing", &self.missing)
            .finish_non_exhaustive()
    }
}

static DEFAULT: OnceLock<Driver> = OnceLock::new();
static PER_THREAD: OnceLock<Driver> = OnceLock::new();

impl Driver {
    /// Loads the system's driver once per process ([`PATH_VARIABLE`] if set, else [`DEFAULT_NAMES`] in
    /// order) and returns it; later calls return the same driver. A failure is not remembered: a later
    /// call tries again.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with the loader's reason.
    pub fn load() -> Result<&'static Driver, LoadError> {
        Self::load_global(&DEFAULT, false)
    }

    /// As [`load`](Self::load), in per-thread-default-stream mode (see [`LoadOptions`]).
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with the loader's reason.
    pub fn load_per_thread_default_stream() -> Result<&'static Driver, LoadError> {
        Self::load_global(&PER_THREAD, true)
    }

    fn load_global(
        cell: &'static OnceLock<Driver>,
        per_thread: bool,
    ) -> Result<&'static Driver, LoadError> {
        if let Some(d) = cell.get() {
            return Ok(d);
        }
        let driver = Self::open_owned(&LoadOptions {
            path: None,
            per_thread_default_stream: per_thread,
        })?;
        // If another thread won the race, its driver is kept and this one dropped (the library stays
        // loaded through the other's handle).
        Ok(cell.get_or_init(|| driver))
    }

    /// Loads the driver library at `path`, with no search.
    ///
    /// Each call loads and resolves anew and keeps the result for the rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] when the file is missing, is not a library, or is not a CUDA driver.
    pub fn open(path: impl AsRef<Path>) -> Result<&'static Driver, LoadError> {
        Self::open_with(&LoadOptions {
            path: Some(path.as_ref()),
            per_thread_default_stream: false,
        })
    }

    /// Loads the driver as `options` say. Each call loads and resolves anew and keeps the result for the
    /// rest of the process.
    ///
    /// # Errors
    /// [`LoadError`] listing every path tried with the loader's reason.
    pub fn open_with(options: &LoadOptions<'_>) -> Result<&'static Driver, LoadError> {
        Self::open_owned(options).map(|d| &*Box::leak(Box::new(d)))
    }

    fn open_owned(options: &LoadOptions<'_>) -> Result<Driver, LoadError> {
        let candidates: Vec<String> = match options.path {
            Some(p) => vec![p.display().to_string()],
            None => load::Search::from_env(&SPEC).paths(),
        };
        let per_thread = options.per_thread_default_stream;
        // SAFETY: loading a library runs its initialisers; the CUDA driver's are sound to run, and a file
        // that is not a CUDA driver is refused by `from_library` before any of its functions is called.
        unsafe {
            load::open_first(LIBRARY, HINT, candidates, |library| {
                Self::from_library(library, per_thread)
            })
        }
    }

    fn from_library(library: Library, per_thread: bool) -> Result<Driver, String> {
        let mut resolver = Resolver::new(
            &library,
            if per_thread {
                PER_THREAD_DEFAULT_STREAM
            } else {
                LEGACY_STREAM
            },
        );
        if resolver.get_proc.is_none() && library.symbol("cuInit").is_none() {
            return Err(
                "not a CUDA driver: it exports neither cuGetProcAddress nor cuInit".to_owned(),
            );
        }
        if per_thread && resolver.get_proc.is_none() {
            return Err("per-thread default stream needs cuGetProcAddress (a driver for CUDA 11.3 or newer)".into());
        }
        // The version first, so that functions of a newer ABI than the driver's are refused.
        let driver_version = resolver.driver_version();
        resolver.driver_version = driver_version;
        // SAFETY: the resolver returns, for each declaration, the driver's function of that name at that ABI
        // version (cuGetProcAddress) or the symbol that version is exported as; the conformance check
        // compares every declaration with `cudaTypedefs.h`'s `PFN_<name>_v<version>`.
        let table = unsafe {
            Table::resolve(driver_version, &mut |f| {
                // Every driver line gives its version (`table!` checks it at compile time).
                resolver.resolve(f.name, f.version.unwrap_or(0), f.symbol)
            })
        };
        // A name counts as missing when none of its declared ABIs was found: an older ABI under a
        // versioned Rust name (`cuCtxCreate_v11040`) shares its C name with the others.
        let mut missing = std::mem::take(&mut resolver.missing);
        let found = std::mem::take(&mut resolver.found);
        drop(resolver);
        let mut seen = Vec::new();
        missing.retain(|&m| {
            let keep = !seen.contains(&m) && !found.contains(&m);
            seen.push(m);
            keep
        });
        Ok(Driver {
            library,
            driver_version,
            per_thread_default_stream: per_thread,
            table,
            missing,
        })
    }

    /// The path or name the library was loaded from.
    pub fn path(&self) -> &str {
        self.library.path()
    }

    /// The CUDA version the driver supports, as `cuDriverGetVersion` reports it (`13000` for 13.0); 0 if it
    /// could not tell.
    pub fn version(&self) -> i32 {
        self.driver_version
    }

    /// Whether this driver was loaded in per-thread-default-stream mode.
    pub fn per_thread_default_stream(&self) -> bool {
        self.per_thread_default_stream
    }

    /// Whether `name` (a C function name such as `"cuLaunchKernelEx"`) is listed by this crate and was
    /// found in the loaded driver at one of its declared ABIs (the table's field of each ABI tells which).
    pub fn is_available(&self, name: &str) -> bool {
        functions().any(|f| f.name == name) && !self.missing.contains(&name)
    }

    /// The listed functions that the loaded driver lacks at every declared ABI, each named once.
    pub fn missing_functions(&self) -> &[&'static str] {
        &self.missing
    }

    /// The resolved function pointers, by area, for callers that want them directly.
    pub fn table(&self) -> &Table {
        &self.table
    }
}

impl Deref for Driver {
    type Target = Table;

    /// The table, whose methods are the raw calls: `driver.cuInit(0)`.
    #[inline]
    fn deref(&self) -> &Table {
        &self.table
    }
}

/// The lookup the table is resolved with: `cuGetProcAddress` at each declaration's ABI version, else the
/// exported symbol.
struct Resolver<'l> {
    library: &'l Library,
    get_proc: Option<GetProc>,
    flags: u64,
    /// The driver's CUDA version once known (0: unknown); functions of a newer ABI are missing.
    driver_version: i32,
    missing: Vec<&'static str>,
    /// The names found at one ABI at least.
    found: Vec<&'static str>,
}

#[derive(Clone, Copy)]
enum GetProc {
    V2(GetProcAddressV2),
    V1(GetProcAddressV1),
}

impl<'l> Resolver<'l> {
    fn new(library: &'l Library, flags: u64) -> Self {
        let mut r = Resolver {
            library,
            get_proc: None,
            flags,
            driver_version: 0,
            missing: Vec::new(),
            found: Vec::new(),
        };
        r.get_proc = if let Some(p) = library.symbol("cuGetProcAddress_v2") {
            // SAFETY: `cuGetProcAddress_v2` is `PFN_cuGetProcAddress_v12000`.
            Some(GetProc::V2(unsafe {
                std::mem::transmute::<*mut c_void, GetProcAddressV2>(p.as_ptr())
            }))
        } else {
            library.symbol("cuGetProcAddress").map(|p| {
                // SAFETY: the unversioned `cuGetProcAddress` is `PFN_cuGetProcAddress_v11030`.
                GetProc::V1(unsafe {
                    std::mem::transmute::<*mut c_void, GetProcAddressV1>(p.as_ptr())
                })
            })
        };
        r
    }

    /// `cuDriverGetVersion`'s answer, through `cuGetProcAddress` else the symbol; 0 if neither answers.
    fn driver_version(&self) -> i32 {
        // Asked in legacy mode whatever the table's mode: the real driver answers a per-thread request
        // below ABI 7000 with a null pointer, and this function has no per-thread variant.
        let Some(p) = self
            .get_proc_with("cuDriverGetVersion", 2020, LEGACY_STREAM)
            .or_else(|| self.library.symbol("cuDriverGetVersion"))
        else {
            return 0;
        };
        // SAFETY: `cuDriverGetVersion` has had this prototype since CUDA 2.2.
        let f = unsafe { std::mem::transmute::<*mut c_void, DriverGetVersion>(p.as_ptr()) };
        let mut v: c_int = 0;
        // SAFETY: `v` is a valid out-parameter; the call needs no initialisation.
        let _ = unsafe { f(&mut v) };
        v
    }

    /// The function `name` at ABI `version`: through `cuGetProcAddress`, else by its exported symbol; none
    /// when the ABI is newer than the driver.
    fn resolve(
        &mut self,
        name: &'static str,
        version: u32,
        symbol: &str,
    ) -> Option<NonNull<c_void>> {
        // A function whose ABI is newer than the driver cannot be in it, whatever `cuGetProcAddress`
        // answers: it hands out its newest ABI of that name, which may be an older one.
        if self.driver_version > 0 && i64::from(version) > i64::from(self.driver_version) {
            self.missing.push(name);
            return None;
        }
        let found = self.through_get_proc(name, version).or_else(|| {
            if self.flags == PER_THREAD_DEFAULT_STREAM {
                // The per-thread variants (`_ptds`, `_ptsz`) exist from ABI 7000 on, with the prototype
                // of the ABI they shadow (cudaTypedefs.h: `PFN_cuMemcpyHtoD_v7000_ptds` is
                // `PFN_cuMemcpyHtoD_v3020`'s), so a function declared at an older ABI is asked for there.
                return (version < PER_THREAD_SINCE)
                    .then(|| self.through_get_proc(name, PER_THREAD_SINCE))
                    .flatten();
            }
            self.library.symbol(symbol)
        });
        match found {
            None => self.missing.push(name),
            Some(_) => self.found.push(name),
        }
        found
    }

    fn through_get_proc(&self, name: &str, version: u32) -> Option<NonNull<c_void>> {
        self.get_proc_with(name, version, self.flags)
    }

    fn get_proc_with(&self, name: &str, version: u32, flags: u64) -> Option<NonNull<c_void>> {
        let get_proc = self.get_proc?;
        let cname = CString::new(name).ok()?;
        let version = c_int::try_from(version).ok()?;
        let mut pfn: *mut c_void = std::ptr::null_mut();
        let code = match get_proc {
            GetProc::V2(f) => {
                let mut status: c_int = 0;
                // SAFETY: a NUL-terminated name, and valid out-parameters for the pointer and the status.
                unsafe { f(cname.as_ptr(), &mut pfn, version, flags, &mut status) }
            }
            // SAFETY: as above, without the status.
            GetProc::V1(f) => unsafe { f(cname.as_ptr(), &mut pfn, version, flags) },
        };
        if code == CUresult::CUDA_SUCCESS {
            NonNull::new(pfn)
        } else {
            None
        }
    }
}
