//! The safe layer: a [`Fatbin`] built from CUBINs, PTX and LTO-IR, written out as bytes.

use std::cell::Cell;
use std::ffi::{c_char, c_void, CString};
use std::marker::PhantomData;

use crate::error::{Error, NvFatbinError};
use crate::library::NvFatbin;
use crate::options::Options;
use crate::sys::{nvFatbinHandle, nvFatbinResult};

/// One fat binary being built: it owns its nvFatbin handle and destroys it when dropped.
///
/// Entries are borrowed for `'a`: nvFatbin's documentation does not promise that it copies an entry
/// when it is added, so each stays borrowed until the builder is dropped. An architecture is given as
/// nvFatbin takes it, the number of `sm_XX`/`compute_XX` (`"90"`, `"90a"`). `Send` but not `Sync`.
///
/// An entry freed while the builder may still read it does not compile:
///
/// ```compile_fail,E0597
/// use cuda_nvfatbin::{Fatbin, NvFatbin, Options};
/// let mut fatbin = Fatbin::new(NvFatbin::load()?, &Options::new())?;
/// {
///     let cubin: Vec<u8> = std::fs::read("kernel.cubin")?;
///     fatbin.add_cubin(&cubin, "90", "kernel")?; // `cubin` does not live long enough
/// }
/// let bytes = fatbin.to_bytes()?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Fatbin<'a> {
    lib: &'static NvFatbin,
    raw: nvFatbinHandle,
    /// The entries nvFatbin may still read.
    _entries: PhantomData<&'a [u8]>,
    /// `!Sync`, while `Send` is granted below.
    _not_sync: PhantomData<Cell<()>>,
}

// SAFETY: the handle is owned by this value alone, nvFatbin keeps no thread affinity for one, the
// borrowed entries are `&[u8]` (`Send`), and `!Sync` keeps two threads from using it at once.
unsafe impl Send for Fatbin<'_> {}

fn c_string(what: &'static str, s: &str) -> Result<CString, Error> {
    CString::new(s).map_err(|_| Error::Nul { what })
}

impl<'a> Fatbin<'a> {
    /// Starts an empty fat binary with `options`.
    ///
    /// # Errors
    /// [`Error::Nul`] for an option with a NUL byte; [`Error::NvFatbin`] when nvFatbin refuses
    /// (`NVFATBIN_ERROR_UNRECOGNIZED_OPTION` for an option it does not know).
    pub fn new(lib: &'static NvFatbin, options: &Options) -> Result<Fatbin<'a>, Error> {
        let args: Vec<CString> = options
            .args()
            .iter()
            .map(|a| c_string("option", a))
            .collect::<Result<_, _>>()?;
        let mut ptrs: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();
        let mut raw = nvFatbinHandle::null();
        // SAFETY: `ptrs.len()` NUL-terminated options that outlive the call (nvFatbin reads them and
        // writes nothing through the array), and a valid out-parameter.
        let created =
            unsafe { lib.nvFatbinCreate(raw.as_mut_ptr(), ptrs.as_mut_ptr(), ptrs.len()) };
        // Only a handle nvFatbin made becomes a `Fatbin`, whose drop destroys it.
        let fatbin = (!raw.is_null()).then(|| Fatbin {
            lib,
            raw,
            _entries: PhantomData,
            _not_sync: PhantomData,
        });
        match (created, fatbin) {
            (Ok(()), Some(fatbin)) => Ok(fatbin),
            // Success without a handle: nvFatbin broke its contract; an error, not a null handle.
            (Ok(()), None) => Err(NvFatbinError::failed(
                "nvFatbinCreate",
                nvFatbinResult::NVFATBIN_ERROR_INTERNAL,
            )
            .into()),
            (Err(e), _) => Err(e.into()),
        }
    }

    /// The raw handle, for calls this layer does not wrap. It stays owned by this builder.
    pub fn raw(&self) -> nvFatbinHandle {
        self.raw
    }

    /// The nvFatbin this builder was made with.
    pub fn nvfatbin(&self) -> &'static NvFatbin {
        self.lib
    }

    /// Adds a CUBIN for the architecture numbered `arch` (`"90"` for `sm_90`); `identifier` names the
    /// entry (as `cuobjdump` lists it).
    ///
    /// # Errors
    /// [`Error::Entry`] when nvFatbin refuses it (`NVFATBIN_ERROR_ELF_ARCH_MISMATCH` for a CUBIN of
    /// another architecture); [`Error::Nul`] for a string with a NUL byte.
    pub fn add_cubin(
        &mut self,
        cubin: &'a [u8],
        arch: &str,
        identifier: &str,
    ) -> Result<(), Error> {
        let (arch_c, id) = (
            c_string("architecture", arch)?,
            c_string("identifier", identifier)?,
        );
        // SAFETY: a live handle; `cubin` stays borrowed (readable) until the builder is dropped; the
        // strings are NUL-terminated and outlive the call.
        let added = unsafe {
            self.lib.nvFatbinAddCubin(
                self.raw,
                cubin.as_ptr().cast::<c_void>(),
                cubin.len(),
                arch_c.as_ptr(),
                id.as_ptr(),
            )
        };
        entry(identifier, added)
    }

    /// Adds PTX text for the architecture numbered `arch` (`"90"` for `compute_90`), which the driver
    /// compiles on load with `jit_options` (`ptxas` options; may be empty).
    ///
    /// # Errors
    /// As [`add_cubin`](Self::add_cubin); `NVFATBIN_ERROR_PTX_ARCH_MISMATCH` for PTX whose `.target` is
    /// another architecture.
    pub fn add_ptx(
        &mut self,
        ptx: &'a [u8],
        arch: &str,
        identifier: &str,
        jit_options: &str,
    ) -> Result<(), Error> {
        let (arch_c, id) = (
            c_string("architecture", arch)?,
            c_string("identifier", identifier)?,
        );
        let options = c_string("options", jit_options)?;
        // SAFETY: as in `add_cubin`.
        let added = unsafe {
            self.lib.nvFatbinAddPTX(
                self.raw,
                ptx.as_ptr().cast::<c_char>(),
                ptx.len(),
                arch_c.as_ptr(),
                id.as_ptr(),
                options.as_ptr(),
            )
        };
        entry(identifier, added)
    }

    /// Adds LTO-IR for the architecture numbered `arch`, with the options a later link compiles it with
    /// (may be empty).
    ///
    /// # Errors
    /// As [`add_cubin`](Self::add_cubin); `NVFATBIN_ERROR_INVALID_NVVM` for bytes that are not LTO-IR.
    pub fn add_lto_ir(
        &mut self,
        lto_ir: &'a [u8],
        arch: &str,
        identifier: &str,
        options: &str,
    ) -> Result<(), Error> {
        let (arch_c, id) = (
            c_string("architecture", arch)?,
            c_string("identifier", identifier)?,
        );
        let options = c_string("options", options)?;
        // SAFETY: as in `add_cubin`.
        let added = unsafe {
            self.lib.nvFatbinAddLTOIR(
                self.raw,
                lto_ir.as_ptr().cast::<c_void>(),
                lto_ir.len(),
                arch_c.as_ptr(),
                id.as_ptr(),
                options.as_ptr(),
            )
        };
        entry(identifier, added)
    }

    /// Adds the index file of an LTO library (nvFatbin 12.5 and later).
    ///
    /// # Errors
    /// As [`add_cubin`](Self::add_cubin); a missing-function error before 12.5.
    pub fn add_index(&mut self, index: &'a [u8], identifier: &str) -> Result<(), Error> {
        let id = c_string("identifier", identifier)?;
        // SAFETY: as in `add_cubin`.
        let added = unsafe {
            self.lib.nvFatbinAddIndex(
                self.raw,
                index.as_ptr().cast::<c_void>(),
                index.len(),
                id.as_ptr(),
            )
        };
        entry(identifier, added)
    }

    /// Adds the device code embedded in a relocatable host object (nvFatbin 12.5 and later).
    ///
    /// # Errors
    /// As [`add_cubin`](Self::add_cubin); a missing-function error before 12.5.
    pub fn add_reloc(&mut self, object: &'a [u8]) -> Result<(), Error> {
        // SAFETY: as in `add_cubin`.
        let added = unsafe {
            self.lib
                .nvFatbinAddReloc(self.raw, object.as_ptr().cast::<c_void>(), object.len())
        };
        entry("", added)
    }

    /// Adds Tile IR, with the options its JIT compile takes (nvFatbin 13.1 and later).
    ///
    /// # Errors
    /// As [`add_cubin`](Self::add_cubin); a missing-function error before 13.1.
    pub fn add_tile_ir(
        &mut self,
        tile_ir: &'a [u8],
        identifier: &str,
        options: &str,
    ) -> Result<(), Error> {
        let id = c_string("identifier", identifier)?;
        let options = c_string("options", options)?;
        // SAFETY: as in `add_cubin`.
        let added = unsafe {
            self.lib.nvFatbinAddTileIR(
                self.raw,
                tile_ir.as_ptr().cast::<c_void>(),
                tile_ir.len(),
                id.as_ptr(),
                options.as_ptr(),
            )
        };
        entry(identifier, added)
    }

    /// The fat binary of everything added so far, as bytes (what `Module::from_image` loads).
    ///
    /// # Errors
    /// [`Error::NvFatbin`] when nvFatbin cannot write it.
    pub fn to_bytes(&self) -> Result<Vec<u8>, Error> {
        let mut size = 0usize;
        // SAFETY: a live handle and a valid out-parameter.
        unsafe { self.lib.nvFatbinSize(self.raw, &mut size) }?;
        let mut bytes = vec![0u8; size];
        // SAFETY: `bytes` holds the size nvFatbin reported.
        unsafe {
            self.lib
                .nvFatbinGet(self.raw, bytes.as_mut_ptr().cast::<c_void>())
        }?;
        Ok(bytes)
    }
}

/// The result of adding the entry `identifier`.
fn entry(identifier: &str, added: Result<(), NvFatbinError>) -> Result<(), Error> {
    added.map_err(|error| {
        if error.is_missing() {
            Error::NvFatbin(error)
        } else {
            Error::Entry {
                identifier: identifier.to_owned(),
                error,
            }
        }
    })
}

impl Drop for Fatbin<'_> {
    fn drop(&mut self) {
        // A failure cannot be returned from `drop`; the handle is not used again either way.
        // SAFETY: a live handle owned by this value, destroyed once; no borrow of it outlives `self`.
        let _ = unsafe { self.lib.nvFatbinDestroy(&mut self.raw) };
    }
}
