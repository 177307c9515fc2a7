//! Loading libcufft at run time, through the shared loader of `cuda-struct` ([`RuntimeLibrary`],
//! [`Loaded`]).

use std::ffi::c_int;

use cuda_struct::load::{self, Library, LibrarySpec, Loaded, RuntimeLibrary};

use crate::error::CufftError;
use crate::sys::{cufftResult, Functions};

cuda_struct::loaded_library! {
    /// A loaded libcufft: the library and one resolved pointer (or `None`) per declared function.
    ///
    /// The loaders return `&'static Cufft`: libraries are never unloaded, so a
    /// [`Plan`](crate::Plan) can hold one without a lifetime of its own. `Send` and `Sync`: the API
    /// may be called from any thread (each plan from one thread at a time, which
    /// [`Plan`](crate::Plan)'s `&mut self` ensures). The raw calls are its `unsafe` methods named
    /// as in C (`cufft.cufftExecC2C(..)`, generated from [`Functions`]).
    pub struct Cufft: Loaded<Functions, u32>;
    library = "libcufft";
}

// SAFETY: libcufft's initialisers are sound to run in any process (it loads without a GPU), and a
// file that is not libcufft (does not export `cufftCreate`) is refused by `from_library`
// before any of its functions is called.
unsafe impl RuntimeLibrary for Cufft {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "libcufft";
    const HINT: &'static str =
        "Install the CUDA toolkit or `pip install nvidia-cufft` (`nvidia-cufft-cu12` for 12.x), \
         or set CUDA_CUFFT_LIBRARY to the full path of libcufft.so.12 (or .11)";

    fn from_library(library: Library) -> Result<Cufft, String> {
        if library.symbol("cufftCreate").is_none() {
            return Err("not libcufft: it does not export cufftCreate".into());
        }
        let check = |code: cufftResult| {
            CufftError::check("cufftGetVersion", code).map_err(|e| e.to_string())
        };
        // SAFETY: an export named `cufftGetVersion` of a library that is libcufft (it exports
        // `cufftCreate`) is libcufft's, `cufftResult (int *)` in every release, callable with no GPU
        // and no set-up.
        let version: c_int =
            unsafe { load::probe_version_number(&library, "cufftGetVersion", check) }
                .ok_or("not libcufft: it does not export cufftGetVersion")??;
        let version =
            u32::try_from(version).map_err(|_| format!("cufftGetVersion reported {version}"))?;
        // SAFETY: each lookup answers the export of the declared name from `library`, a libcufft,
        // which `Loaded` keeps loaded; the exports have the declared prototypes.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(Cufft { loaded })
    }
}

impl Cufft {
    /// A libcufft made of `functions` alone, loaded from nowhere, kept for the rest of the process:
    /// for tests of the safe layer against a stand-in (Miri cannot load libraries, and a machine
    /// without a GPU cannot transform).
    ///
    /// # Safety
    /// Every function in the table must behave as the libcufft function of its name does, as far as
    /// the memory it touches goes: an execution touches only the elements its plan's layout names, in
    /// the pointers it is given and the work area set, on the stream set, and nothing else.
    pub unsafe fn from_functions(functions: Functions, version: u32) -> &'static Cufft {
        Box::leak(Box::new(Cufft {
            loaded: Loaded::from_functions(functions, version),
        }))
    }

    /// The library's version as `cufftGetVersion` reports it, `major * 1000 + minor * 100 + patch`:
    /// 11401 for CUDA 12.9's cuFFT 11.4.1, 12000 for 13.0's 12.0.0, 12500 for 13.5's 12.5.0.
    pub fn version(&self) -> u32 {
        *self.loaded.version()
    }
}
