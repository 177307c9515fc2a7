//! Loading libcufile at run time, through the shared loader of `cuda-struct`
//! ([`RuntimeLibrary`], [`Loaded`]).

use std::ffi::c_int;

use cuda_struct::load::{self, Library, LibrarySpec, Loaded, RuntimeLibrary};
use cuda_struct::MissingFunction;

use crate::error::CuFileError;
use crate::sys::{CUfileError_t, Functions};

cuda_struct::loaded_library! {
    /// A loaded cuFile: the library and one resolved pointer (or `None`) per declared function.
    ///
    /// The loaders return `&'static CuFile`: libraries are never unloaded. `Send` and `Sync`:
    /// cuFile may be called from any thread. The raw calls are its `unsafe` methods named as in C
    /// (`cufile.cuFileDriverOpen()`, generated from [`Functions`]); the safe layer is
    /// [`Driver`](crate::Driver).
    pub struct CuFile: Loaded<Functions, u32>;
    library = "cuFile";
    missing = missing_error;
}

// SAFETY: cuFile's initialisers are sound to run in any process, and a file that is not cuFile (does not
// export `cuFileDriverOpen`) is refused by `from_library` before any of its functions is called.
unsafe impl RuntimeLibrary for CuFile {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "the cuFile library (GPUDirect Storage)";
    const HINT: &'static str =
        "Install the CUDA toolkit's GPUDirect Storage package or `pip install nvidia-cufile` \
         (`nvidia-cufile-cu12` for 12.x), or set CUDA_CUFILE_LIBRARY to the full path of libcufile.so.0";

    fn from_library(library: Library) -> Result<CuFile, String> {
        if library.symbol("cuFileDriverOpen").is_none() {
            return Err("not cuFile: it does not export cuFileDriverOpen".into());
        }
        let check = |status: CUfileError_t| {
            CuFileError::check("cuFileGetVersion", status).map_err(|e| e.to_string())
        };
        // SAFETY: an export named `cuFileGetVersion` of a library that is cuFile (it exports
        // `cuFileDriverOpen`) is cuFile's, `CUfileError_t (int *)` in every 1.x version, callable with
        // neither the driver opened nor a GPU.
        let version: c_int =
            unsafe { load::probe_version_number(&library, "cuFileGetVersion", check) }
                .ok_or("not cuFile: it does not export cuFileGetVersion")??;
        let version =
            u32::try_from(version).map_err(|_| format!("cuFileGetVersion reported {version}"))?;
        // SAFETY: each lookup answers the export of the declared name from `library`, a cuFile, which
        // `Loaded` keeps loaded; the exports have the declared prototypes in every 1.x version.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(CuFile { loaded })
    }
}

impl CuFile {
    /// A cuFile made of `functions` alone, loaded from nowhere, reporting `version`: for tests of the
    /// safe layer against a stand-in (Miri cannot load libraries).
    #[cfg(test)]
    pub(crate) fn from_functions(functions: Functions, version: u32) -> CuFile {
        CuFile {
            loaded: Loaded::from_functions(functions, version),
        }
    }

    /// The library's version, `major * 1000 + minor * 10` as `cuFileGetVersion` reports it (`1150` for
    /// 1.15, shipped with CUDA 13.0).
    pub fn version(&self) -> u32 {
        *self.loaded.version()
    }

    /// The error of a call the library lacks, with the loaded version.
    #[cold]
    fn missing_error(&self, f: MissingFunction) -> CuFileError {
        CuFileError::missing(f.name, f.version.unwrap_or(0), self.version())
    }
}
