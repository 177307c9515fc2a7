//! Loading libcurand at run time, through the shared loader of `cuda-struct` ([`RuntimeLibrary`],
//! [`Loaded`]).

use std::ffi::c_int;

use cuda_struct::load::{self, Library, LibrarySpec, Loaded, RuntimeLibrary};

use crate::error::CurandError;
use crate::sys::{curandStatus_t, Functions};

cuda_struct::loaded_library! {
    /// A loaded libcurand: the library and one resolved pointer (or `None`) per declared function.
    ///
    /// The loaders return `&'static Curand`: libraries are never unloaded, so a
    /// [`Generator`](crate::Generator) can hold one without a lifetime of its own. `Send` and `Sync`:
    /// the host API may be called from any thread (each generator from one thread at a time, which
    /// [`Generator`](crate::Generator)'s `&mut self` ensures). The raw calls are its `unsafe` methods
    /// named as in C (`curand.curandGenerateUniform(..)`, generated from [`Functions`]). The search:
    /// [`Search::from_env`](crate::Search::from_env) ([`PATH_VARIABLE`](crate::PATH_VARIABLE) first).
    pub struct Curand: Loaded<Functions, u32>;
    library = "libcurand";
}

// SAFETY: libcurand's initialisers are sound to run in any process (it loads without a GPU), and a
// file that is not libcurand (does not export `curandCreateGenerator`) is refused by `from_library`
// before any of its functions is called.
unsafe impl RuntimeLibrary for Curand {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "libcurand";
    const HINT: &'static str =
        "Install the CUDA toolkit or `pip install nvidia-curand` (`nvidia-curand-cu12` for 12.x), \
         or set CUDA_CURAND_LIBRARY to the full path of libcurand.so.10";

    fn from_library(library: Library) -> Result<Curand, String> {
        if library.symbol("curandCreateGenerator").is_none() {
            return Err("not libcurand: it does not export curandCreateGenerator".into());
        }
        let check = |code: curandStatus_t| {
            CurandError::check("curandGetVersion", code).map_err(|e| e.to_string())
        };
        // SAFETY: an export named `curandGetVersion` of a library that is libcurand (it exports
        // `curandCreateGenerator`) is libcurand's, `curandStatus_t (int *)` in every release, callable
        // with no GPU and no set-up.
        let version: c_int =
            unsafe { load::probe_version_number(&library, "curandGetVersion", check) }
                .ok_or("not libcurand: it does not export curandGetVersion")??;
        let version =
            u32::try_from(version).map_err(|_| format!("curandGetVersion reported {version}"))?;
        // SAFETY: each lookup answers the export of the declared name from `library`, a libcurand,
        // which `Loaded` keeps loaded; the exports have the declared prototypes.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(Curand { loaded })
    }
}

impl Curand {
    /// A libcurand made of `functions` alone, loaded from nowhere, kept for the rest of the process:
    /// for tests of the safe layer against a stand-in (Miri cannot load libraries, and a machine
    /// without a GPU cannot generate).
    ///
    /// # Safety
    /// Every function in the table must behave as the libcurand function of its name does, as far as
    /// the memory it touches goes: a generation writes only the `n` elements it is given, on the stream
    /// set, and nothing else.
    pub unsafe fn from_functions(functions: Functions, version: u32) -> &'static Curand {
        Box::leak(Box::new(Curand {
            loaded: Loaded::from_functions(functions, version),
        }))
    }

    /// The library's version as `curandGetVersion` reports it, `major * 1000 + minor * 100 + patch`:
    /// 10310 for CUDA 12.9's cuRAND 10.3.10, 10400 for 13.0's 10.4.0, 10405 for 13.5's 10.4.5.
    pub fn version(&self) -> u32 {
        *self.loaded.version()
    }
}
