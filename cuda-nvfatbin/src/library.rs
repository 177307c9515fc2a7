//! Loading nvFatbin at run time.

use std::ffi::{c_char, c_uint, CStr};

use cuda_struct::load::{self, Library, LibrarySpec, Loaded, RuntimeLibrary};
use cuda_struct::MissingFunction;

use crate::error::NvFatbinError;
use crate::sys::{nvFatbinResult, Functions};

cuda_struct::loaded_library! {
    /// A loaded nvFatbin: the library and one resolved pointer (or `None`) per declared function.
    ///
    /// The loaders return `&'static NvFatbin`: libraries are never unloaded, so a
    /// [`Fatbin`](crate::Fatbin) can hold one without a lifetime of its own. `Send` and `Sync`: nvFatbin
    /// may be called from any thread (each fat binary from one thread at a time, which
    /// [`Fatbin`](crate::Fatbin) ensures). The raw calls are its `unsafe` methods named as in C
    /// (`lib.nvFatbinGet(..)`, generated from [`Functions`]). The search:
    /// [`Search::from_env`](crate::Search::from_env) ([`PATH_VARIABLE`](crate::PATH_VARIABLE) first).
    /// `nvFatbinAddTileIR` is missing before 13.1.
    pub struct NvFatbin: Loaded<Functions, (u32, u32)>;
    library = "nvFatbin";
    missing = missing_error;
}

// SAFETY: nvFatbin's initialisers are sound to run in any process, and a file that is not nvFatbin (does
// not export `nvFatbinCreate` and `nvFatbinVersion`) is refused by `from_library` before any of its
// functions is called.
unsafe impl RuntimeLibrary for NvFatbin {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "the nvFatbin library";
    const HINT: &'static str =
        "Install the CUDA toolkit (12.4 or later) or `pip install nvidia-nvfatbin` (`nvidia-nvfatbin-cu12` \
         for 12.x), or set CUDA_NVFATBIN_LIBRARY to the full path of libnvfatbin";

    fn from_library(library: Library) -> Result<NvFatbin, String> {
        if library.symbol("nvFatbinCreate").is_none() {
            return Err("not nvFatbin: it does not export nvFatbinCreate".into());
        }
        let check = |code: nvFatbinResult| {
            NvFatbinError::check("nvFatbinVersion", code).map_err(|e| e.to_string())
        };
        // SAFETY: an export named `nvFatbinVersion` of a library that is nvFatbin (it exports
        // `nvFatbinCreate`) is nvFatbin's, `nvFatbinResult (unsigned *, unsigned *)`, callable with no
        // set-up.
        let version =
            unsafe { load::probe_version::<c_uint, _>(&library, "nvFatbinVersion", check) }
                .ok_or("not nvFatbin: it does not export nvFatbinVersion")??;
        // SAFETY: each lookup answers the export of the declared name from `library`, an nvFatbin, which
        // `NvFatbin` keeps loaded; the names have the declared prototypes.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(NvFatbin { loaded })
    }
}

impl NvFatbin {
    /// An nvFatbin made of `functions` alone, loaded from nowhere: for tests of the safe layer against a
    /// stand-in (Miri cannot load libraries).
    ///
    /// # Safety
    /// Every function in the table must behave as the nvFatbin function of its name does.
    #[cfg(test)]
    pub(crate) unsafe fn from_functions(functions: Functions, version: (u32, u32)) -> NvFatbin {
        NvFatbin {
            loaded: Loaded::from_functions(functions, version),
        }
    }

    /// The library's version, `(major, minor)`, as `nvFatbinVersion` reports it (the CUDA release's).
    pub fn version(&self) -> (u32, u32) {
        *self.loaded.version()
    }

    /// The name nvFatbin gives `code` (`"NVFATBIN_ERROR_INVALID_ARCH"`); `None` when it answers null.
    ///
    /// # Errors
    /// A missing `nvFatbinGetErrorString`.
    pub fn error_string(&self, code: nvFatbinResult) -> Result<Option<String>, NvFatbinError> {
        // SAFETY: any value may be passed; nvFatbin answers a static string.
        let p: *const c_char = unsafe { self.nvFatbinGetErrorString(code) }?;
        if p.is_null() {
            return Ok(None);
        }
        // SAFETY: non-null: a NUL-terminated static string of the library, which stays loaded.
        Ok(Some(
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned(),
        ))
    }

    /// The error of a call the library lacks, with the loaded version.
    #[cold]
    fn missing_error(&self, f: MissingFunction) -> NvFatbinError {
        let (major, minor) = self.version();
        let since = f.since.or(f.version).unwrap_or(0);
        NvFatbinError::missing(
            f.name,
            Some(since).filter(|v| *v != 0),
            Some(major * 1000 + minor * 10),
        )
    }
}
