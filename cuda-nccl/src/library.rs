//! Loading libnccl at run time, through the shared loader of `cuda-struct` ([`RuntimeLibrary`],
//! [`Loaded`]).

use std::ffi::c_int;

use cuda_struct::load::{self, Library, LibrarySpec, Loaded, RuntimeLibrary};

use crate::error::NcclError;
use crate::sys::{ncclResult_t, Functions};

cuda_struct::loaded_library! {
    /// A loaded libnccl: the library and one resolved pointer (or `None`) per declared function.
    ///
    /// The loaders return `&'static Nccl`: libraries are never unloaded, so a
    /// [`Communicator`](crate::Communicator) can hold one without a lifetime of its own. `Send` and
    /// `Sync`: NCCL may be called from any thread (each communicator from one thread at a time,
    /// which [`Communicator`](crate::Communicator)'s `&mut self` ensures). The raw calls are its
    /// `unsafe` methods named as in C (`nccl.ncclAllReduce(..)`, generated from [`Functions`]).
    pub struct Nccl: Loaded<Functions, u32>;
    library = "libnccl";
}

// SAFETY: libnccl's initialisers are sound to run in any process (it loads without a GPU), and a
// file that is not libnccl (does not export `ncclCommInitAll`) is refused by `from_library`
// before any of its functions is called.
unsafe impl RuntimeLibrary for Nccl {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "libnccl";
    const HINT: &'static str =
        "Install NCCL (the `libnccl2` package) or `pip install nvidia-nccl-cu13` (`nvidia-nccl-cu12` \
         for CUDA 12), or set CUDA_NCCL_LIBRARY to the full path of libnccl.so.2";

    fn from_library(library: Library) -> Result<Nccl, String> {
        if library.symbol("ncclCommInitAll").is_none() {
            return Err("not libnccl: it does not export ncclCommInitAll".into());
        }
        let check = |code: ncclResult_t| {
            NcclError::check("ncclGetVersion", code).map_err(|e| e.to_string())
        };
        // SAFETY: an export named `ncclGetVersion` of a library that is libnccl (it exports
        // `ncclCommInitAll`) is libnccl's, `ncclResult_t (int *)` in every release, callable with no
        // GPU and no set-up.
        let version: c_int =
            unsafe { load::probe_version_number(&library, "ncclGetVersion", check) }
                .ok_or("not libnccl: it does not export ncclGetVersion")??;
        let version =
            u32::try_from(version).map_err(|_| format!("ncclGetVersion reported {version}"))?;
        // SAFETY: each lookup answers the export of the declared name from `library`, a libnccl,
        // which `Loaded` keeps loaded; the exports have the declared prototypes.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(Nccl { loaded })
    }
}

impl Nccl {
    /// A libnccl made of `functions` alone, loaded from nowhere, kept for the rest of the process:
    /// for tests of the safe layer against a stand-in (Miri cannot load libraries, and a machine
    /// without a GPU cannot run a collective).
    ///
    /// # Safety
    /// Every function in the table must behave as the libnccl function of its name does, as far as
    /// the memory it touches goes: a collective reads and writes only the elements its counts name, on
    /// the stream it is given, and nothing else.
    pub unsafe fn from_functions(functions: Functions, version: u32) -> &'static Nccl {
        Box::leak(Box::new(Nccl {
            loaded: Loaded::from_functions(functions, version),
        }))
    }

    /// The library's version as `ncclGetVersion` reports it, `major * 1000 + minor * 100 + patch`:
    /// 22703 for CUDA 12.9's NCCL 2.27.3, 22707 for 13.0's 2.27.7, 23203 for 13.5's 2.32.3.
    pub fn version(&self) -> u32 {
        *self.loaded.version()
    }
}
