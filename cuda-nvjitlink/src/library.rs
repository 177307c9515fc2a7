//! Loading libnvJitLink at run time.

use cuda_struct::load::{self, Library, LibrarySpec, Loaded, RuntimeLibrary};
use cuda_struct::MissingFunction;

use crate::error::NvJitLinkError;
use crate::sys::{nvJitLinkResult, Functions};

cuda_struct::loaded_library! {
    /// A loaded nvJitLink: the library and one resolved pointer (or `None`) per declared function.
    ///
    /// The loaders return `&'static NvJitLink`: libraries are never unloaded, so a
    /// [`Linker`](crate::Linker) can hold one without a lifetime of its own. `Send` and `Sync`:
    /// nvJitLink may be called from any thread (each linker from one thread at a time, which
    /// [`Linker`](crate::Linker) ensures). The raw calls are its `unsafe` methods named as in C
    /// (`jit.nvJitLinkComplete(..)`, generated from [`Functions`]).
    pub struct NvJitLink: Loaded<Functions, Option<(u32, u32)>>;
    library = "nvJitLink";
    missing = missing_error;
}

// SAFETY: nvJitLink's initialisers are sound to run in any process, and a file that is not nvJitLink
// (does not export `nvJitLinkCreate`) is refused by `from_library` before any of its functions is called.
unsafe impl RuntimeLibrary for NvJitLink {
    const SPEC: LibrarySpec = crate::search::SPEC;
    const LIBRARY: &'static str = "the nvJitLink library";
    const HINT: &'static str =
        "Install the CUDA toolkit or `pip install nvidia-nvjitlink` (`nvidia-nvjitlink-cu12` for 12.x), or \
         set CUDA_NVJITLINK_LIBRARY to the full path of libnvJitLink";

    fn from_library(library: Library) -> Result<NvJitLink, String> {
        if library.symbol("nvJitLinkCreate").is_none() {
            return Err("not nvJitLink: it does not export nvJitLinkCreate".into());
        }
        let check = |code: nvJitLinkResult| {
            NvJitLinkError::check("nvJitLinkVersion", code).map_err(|e| e.to_string())
        };
        // SAFETY: an export named `nvJitLinkVersion` of a library that is nvJitLink (it exports
        // `nvJitLinkCreate`) is nvJitLink's, `nvJitLinkResult (unsigned *, unsigned *)`, callable with no
        // set-up. Before 12.3 there is none: a working library whose version it cannot say.
        let version =
            unsafe { load::probe_version(&library, "nvJitLinkVersion", check) }.transpose()?;
        // SAFETY: each lookup answers the export of the declared name from `library`, an nvJitLink, which
        // `NvJitLink` keeps loaded; the plain names have the declared prototypes in every version.
        let loaded = unsafe { Loaded::resolve(library, version) };
        Ok(NvJitLink { loaded })
    }
}

impl NvJitLink {
    /// An nvJitLink made of `functions` alone, loaded from nowhere: for tests of the safe layer against a
    /// stand-in (Miri cannot load libraries).
    ///
    /// # Safety
    /// Every function in the table must behave as the nvJitLink function of its name does.
    #[cfg(test)]
    pub(crate) unsafe fn from_functions(functions: Functions, version: (u32, u32)) -> NvJitLink {
        NvJitLink {
            loaded: Loaded::from_functions(functions, Some(version)),
        }
    }

    /// The library's version, `(major, minor)`, as `nvJitLinkVersion` reports it; `None` for a library
    /// older than 12.3, which lacks that function.
    pub fn version(&self) -> Option<(u32, u32)> {
        *self.loaded.version()
    }

    /// The error of a call the library lacks, with the loaded version.
    #[cold]
    fn missing_error(&self, f: MissingFunction) -> NvJitLinkError {
        let loaded = self
            .version()
            .map(|(major, minor)| major * 1000 + minor * 10);
        NvJitLinkError::missing(f.name, f.version, loaded)
    }
}
