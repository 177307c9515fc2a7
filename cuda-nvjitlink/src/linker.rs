//! The safe layer: a [`Linker`] made with [`Options`], fed inputs by kind, completed into a [`Linked`]
//! image.

use std::cell::Cell;
use std::ffi::{c_char, c_void, CString};
use std::marker::PhantomData;
use std::path::Path;

use crate::error::{Error, LinkError, NvJitLinkError};
use crate::library::NvJitLink;
use crate::options::Options;
use crate::sys::{nvJitLinkHandle, nvJitLinkInputType};

/// What an input is, which nvJitLink is told with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum InputKind {
    /// LTO-IR (NVRTC with `Options::lto`, `nvcc -dlto`); the link needs [`Options::lto`].
    LtoIr,
    /// PTX text.
    Ptx,
    /// A CUBIN (an ELF image for one architecture).
    Cubin,
    /// A fatbin (images of one code for several architectures).
    Fatbin,
    /// A host object file (`.o`) with device code in it.
    Object,
    /// A host static library (`.a`) with device code in its members.
    Library,
    /// An LTO library's index file.
    Index,
    /// Let nvJitLink tell the kind from the contents.
    Any,
}

impl InputKind {
    /// The C value.
    pub fn raw(self) -> nvJitLinkInputType {
        match self {
            InputKind::LtoIr => nvJitLinkInputType::NVJITLINK_INPUT_LTOIR,
            InputKind::Ptx => nvJitLinkInputType::NVJITLINK_INPUT_PTX,
            InputKind::Cubin => nvJitLinkInputType::NVJITLINK_INPUT_CUBIN,
            InputKind::Fatbin => nvJitLinkInputType::NVJITLINK_INPUT_FATBIN,
            InputKind::Object => nvJitLinkInputType::NVJITLINK_INPUT_OBJECT,
            InputKind::Library => nvJitLinkInputType::NVJITLINK_INPUT_LIBRARY,
            InputKind::Index => nvJitLinkInputType::NVJITLINK_INPUT_INDEX,
            InputKind::Any => nvJitLinkInputType::NVJITLINK_INPUT_ANY,
        }
    }
}

/// One link in progress: it owns its nvJitLink handle and destroys it when dropped.
///
/// Inputs are borrowed for `'a`: nvJitLink's documentation does not promise that it copies an input
/// when it is added, so each stays borrowed until the linker (or the [`Linked`] image made from it) is
/// dropped. `Send` but not `Sync`: different links may run on different threads at once, one link on one
/// thread at a time.
///
/// An input freed while the linker may still read it does not compile:
///
/// ```compile_fail,E0597
/// use cuda_nvjitlink::{Arch, Linker, NvJitLink, Options};
/// let mut linker = Linker::new(NvJitLink::load()?, &Options::new(Arch::Sm(90)).lto())?;
/// {
///     let lto_ir: Vec<u8> = std::fs::read("kernel.ltoir")?;
///     linker.add_lto_ir(&lto_ir, "kernel.ltoir")?; // `lto_ir` does not live long enough
/// }
/// let cubin = linker.complete()?.cubin()?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Linker<'a> {
    jit: &'static NvJitLink,
    raw: nvJitLinkHandle,
    /// The inputs nvJitLink may still read.
    _inputs: PhantomData<&'a [u8]>,
    /// `!Sync`, while `Send` is granted below.
    _not_sync: PhantomData<Cell<()>>,
}

// SAFETY: the handle is owned by this value alone, nvJitLink keeps no thread affinity for a link, the
// borrowed inputs are `&[u8]` (`Send`), and `!Sync` keeps two threads from using it at once.
unsafe impl Send for Linker<'_> {}

fn c_string(what: &'static str, s: &str) -> Result<CString, Error> {
    CString::new(s).map_err(|_| Error::Nul { what })
}

impl<'a> Linker<'a> {
    /// Starts a link with `options`.
    ///
    /// # Errors
    /// [`Error::Nul`] for an option with a NUL byte, [`Error::TooMany`] past `u32::MAX` options, and
    /// [`Error::NvJitLink`] (or [`Error::Link`] when nvJitLink made a handle and wrote a log) when
    /// nvJitLink refuses: `NVJITLINK_ERROR_UNRECOGNIZED_OPTION` for an option it does not know.
    pub fn new(jit: &'static NvJitLink, options: &Options) -> Result<Linker<'a>, Error> {
        let args: Vec<CString> = options
            .args()
            .iter()
            .map(|a| c_string("option", a))
            .collect::<Result<_, _>>()?;
        let n = u32::try_from(args.len()).map_err(|_| Error::TooMany {
            what: "options",
            count: args.len(),
        })?;
        let mut ptrs: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();
        let mut raw = nvJitLinkHandle::null();
        // SAFETY: `n` NUL-terminated options that outlive the call (nvJitLink reads them, writes nothing
        // through the array), and a valid out-parameter.
        let created = unsafe { jit.nvJitLinkCreate(raw.as_mut_ptr(), n, ptrs.as_mut_ptr()) };
        // Only a handle nvJitLink made becomes a `Linker`, whose drop destroys it.
        let linker = (!raw.is_null()).then(|| Linker {
            jit,
            raw,
            _inputs: PhantomData,
            _not_sync: PhantomData,
        });
        match (created, linker) {
            (Ok(()), Some(linker)) => Ok(linker),
            // Success without a handle: nvJitLink broke its contract; an error, not a null handle.
            (Ok(()), None) => Err(NvJitLinkError::failed(
                "nvJitLinkCreate",
                crate::sys::nvJitLinkResult::NVJITLINK_ERROR_INTERNAL,
            )
            .into()),
            // A handle made before the failure holds the log; dropping it destroys it.
            (Err(e), Some(linker)) => Err(linker.failed(e)),
            (Err(e), None) => Err(e.into()),
        }
    }

    /// The raw handle, for calls this layer does not wrap. It stays owned by this linker.
    pub fn raw(&self) -> nvJitLinkHandle {
        self.raw
    }

    /// The nvJitLink this linker was made with.
    pub fn nvjitlink(&self) -> &'static NvJitLink {
        self.jit
    }

    /// Adds an input of the given kind; `name` is what the logs call it.
    ///
    /// # Errors
    /// [`Error::Nul`] for a name with a NUL byte; [`Error::Link`] with the logs when nvJitLink refuses the
    /// input (LTO-IR from a newer NVRTC than the library is refused here, as is LTO-IR in a link without
    /// [`Options::lto`]).
    pub fn add(&mut self, kind: InputKind, data: &'a [u8], name: &str) -> Result<(), Error> {
        let name = c_string("input name", name)?;
        // SAFETY: a live linker; `data` is `data.len()` readable bytes borrowed for `'a`, which the linker
        // outlives no longer than; the name is NUL-terminated and outlives the call.
        let added = unsafe {
            self.jit.nvJitLinkAddData(
                self.raw,
                kind.raw(),
                data.as_ptr().cast::<c_void>(),
                data.len(),
                name.as_ptr(),
            )
        };
        added.map_err(|e| self.failed(e))
    }

    /// Adds LTO-IR (the link needs [`Options::lto`]).
    ///
    /// # Errors
    /// As [`add`](Self::add).
    pub fn add_lto_ir(&mut self, lto_ir: &'a [u8], name: &str) -> Result<(), Error> {
        self.add(InputKind::LtoIr, lto_ir, name)
    }

    /// Adds PTX (its final NUL, as NVRTC writes it, may be there or not).
    ///
    /// # Errors
    /// As [`add`](Self::add).
    pub fn add_ptx(&mut self, ptx: &'a [u8], name: &str) -> Result<(), Error> {
        self.add(InputKind::Ptx, ptx, name)
    }

    /// Adds a CUBIN.
    ///
    /// # Errors
    /// As [`add`](Self::add).
    pub fn add_cubin(&mut self, cubin: &'a [u8], name: &str) -> Result<(), Error> {
        self.add(InputKind::Cubin, cubin, name)
    }

    /// Adds a fatbin.
    ///
    /// # Errors
    /// As [`add`](Self::add).
    pub fn add_fatbin(&mut self, fatbin: &'a [u8], name: &str) -> Result<(), Error> {
        self.add(InputKind::Fatbin, fatbin, name)
    }

    /// Adds a host object file's device code.
    ///
    /// # Errors
    /// As [`add`](Self::add).
    pub fn add_object(&mut self, object: &'a [u8], name: &str) -> Result<(), Error> {
        self.add(InputKind::Object, object, name)
    }

    /// Adds a host static library's device code.
    ///
    /// # Errors
    /// As [`add`](Self::add).
    pub fn add_library(&mut self, library: &'a [u8], name: &str) -> Result<(), Error> {
        self.add(InputKind::Library, library, name)
    }

    /// Adds an input that nvJitLink reads from the file at `path`.
    ///
    /// # Errors
    /// [`Error::Nul`] for a path with a NUL byte or (on Windows) one that is not Unicode; [`Error::Link`]
    /// with the logs when nvJitLink cannot read it or refuses it.
    pub fn add_file(&mut self, kind: InputKind, path: impl AsRef<Path>) -> Result<(), Error> {
        let path = path_string(path.as_ref())?;
        // SAFETY: a live linker and a NUL-terminated path, which nvJitLink reads during the call.
        let added = unsafe {
            self.jit
                .nvJitLinkAddFile(self.raw, kind.raw(), path.as_ptr())
        };
        added.map_err(|e| self.failed(e))
    }

    /// Links the inputs.
    ///
    /// # Errors
    /// [`Error::Link`] with both logs when the link fails (an undefined function, LTO-IR of another
    /// version, PTX that does not compile).
    pub fn complete(self) -> Result<Linked<'a>, Error> {
        // SAFETY: a live linker.
        match unsafe { self.jit.nvJitLinkComplete(self.raw) } {
            Ok(()) => Ok(Linked { linker: self }),
            Err(e) => Err(self.failed(e)),
        }
    }

    /// The error log so far.
    ///
    /// # Errors
    /// [`Error::NvJitLink`] when nvJitLink cannot give it.
    pub fn error_log(&self) -> Result<String, Error> {
        self.read_log(Log::Error).map_err(Error::from)
    }

    /// The information log so far (`-verbose` and `-time` write to it).
    ///
    /// # Errors
    /// [`Error::NvJitLink`] when nvJitLink cannot give it.
    pub fn info_log(&self) -> Result<String, Error> {
        self.read_log(Log::Info).map_err(Error::from)
    }

    /// The error for a failed call on this linker: with both logs, unless the call could not be made.
    #[cold]
    fn failed(&self, error: NvJitLinkError) -> Error {
        if error.is_missing() {
            return error.into();
        }
        // A log that cannot be read is shown as why; the call's own failure is what matters.
        let log = |which| self.read_log(which).unwrap_or_else(|e| format!("({e})"));
        Error::Link(LinkError {
            error,
            error_log: log(Log::Error),
            info_log: log(Log::Info),
        })
    }

    fn read_log(&self, which: Log) -> Result<String, NvJitLinkError> {
        let mut bytes = match which {
            Log::Error => self.output(
                |j, raw, size| {
                    // SAFETY: a live linker and a valid out-parameter.
                    unsafe { j.nvJitLinkGetErrorLogSize(raw, size) }
                },
                |j, raw, buf| {
                    // SAFETY: `buf` holds the size nvJitLink reported.
                    unsafe { j.nvJitLinkGetErrorLog(raw, buf.cast::<c_char>()) }
                },
            )?,
            Log::Info => self.output(
                |j, raw, size| {
                    // SAFETY: a live linker and a valid out-parameter.
                    unsafe { j.nvJitLinkGetInfoLogSize(raw, size) }
                },
                |j, raw, buf| {
                    // SAFETY: `buf` holds the size nvJitLink reported.
                    unsafe { j.nvJitLinkGetInfoLog(raw, buf.cast::<c_char>()) }
                },
            )?,
        };
        while bytes.last() == Some(&0) {
            bytes.pop();
        }
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }

    /// A size query, then the copy into a buffer of that size.
    fn output(
        &self,
        size: impl FnOnce(&NvJitLink, nvJitLinkHandle, *mut usize) -> Result<(), NvJitLinkError>,
        copy: impl FnOnce(&NvJitLink, nvJitLinkHandle, *mut c_void) -> Result<(), NvJitLinkError>,
    ) -> Result<Vec<u8>, NvJitLinkError> {
        let mut n = 0usize;
        size(self.jit, self.raw, &mut n)?;
        let mut buf = vec![0u8; n];
        if n > 0 {
            copy(self.jit, self.raw, buf.as_mut_ptr().cast())?;
        }
        Ok(buf)
    }
}

impl Drop for Linker<'_> {
    fn drop(&mut self) {
        // SAFETY: the handle is live and owned by this value; nvJitLink nulls it. A failure here cannot be
        // reported from `drop`; the handle is not used again either way.
        let _ = unsafe { self.jit.nvJitLinkDestroy(self.raw.as_mut_ptr()) };
    }
}

#[derive(Clone, Copy)]
enum Log {
    Error,
    Info,
}

/// A path as nvJitLink takes it: the OS's bytes on Unix, UTF-8 elsewhere.
fn path_string(path: &Path) -> Result<CString, Error> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        CString::new(path.as_os_str().as_bytes()).map_err(|_| Error::Nul { what: "path" })
    }
    #[cfg(not(unix))]
    {
        let text = path.to_str().ok_or(Error::Nul { what: "path" })?;
        c_string("path", text)
    }
}

/// A completed link: the image it made, and its logs. Dropping it destroys the link.
#[derive(Debug)]
pub struct Linked<'a> {
    linker: Linker<'a>,
}

impl Linked<'_> {
    /// The linked CUBIN (an ELF image), ready for `cuModuleLoadData` (`cuda-driver`'s
    /// `Module::from_image`).
    ///
    /// # Errors
    /// [`Error::NvJitLink`]; a link with [`Options::ptx`] made no CUBIN, and nvJitLink says so.
    pub fn cubin(&self) -> Result<Vec<u8>, Error> {
        let bytes = self.linker.output(
            |j, raw, size| {
                // SAFETY: a completed linker and a valid out-parameter.
                unsafe { j.nvJitLinkGetLinkedCubinSize(raw, size) }
            },
            |j, raw, buf| {
                // SAFETY: `buf` holds the size nvJitLink reported.
                unsafe { j.nvJitLinkGetLinkedCubin(raw, buf) }
            },
        )?;
        Ok(bytes)
    }

    /// The linked PTX of a link with [`Options::lto`] and [`Options::ptx`], as nvJitLink wrote it (text
    /// ending in its NUL).
    ///
    /// # Errors
    /// [`Error::NvJitLink`] for a link that made no PTX.
    pub fn ptx(&self) -> Result<Vec<u8>, Error> {
        let bytes = self.linker.output(
            |j, raw, size| {
                // SAFETY: a completed linker and a valid out-parameter.
                unsafe { j.nvJitLinkGetLinkedPtxSize(raw, size) }
            },
            |j, raw, buf| {
                // SAFETY: `buf` holds the size nvJitLink reported.
                unsafe { j.nvJitLinkGetLinkedPtx(raw, buf.cast::<c_char>()) }
            },
        )?;
        Ok(bytes)
    }

    /// The LTO-IR of the whole link, for a link with [`Options::lto`] (nvJitLink 13.3 and later).
    ///
    /// # Errors
    /// [`Error::NvJitLink`]: missing before 13.3, or nvJitLink's code for a link that made none.
    pub fn lto_ir(&self) -> Result<Vec<u8>, Error> {
        let bytes = self.linker.output(
            |j, raw, size| {
                // SAFETY: a completed linker and a valid out-parameter.
                unsafe { j.nvJitLinkGetLinkedLTOIRSize(raw, size) }
            },
            |j, raw, buf| {
                // SAFETY: `buf` holds the size nvJitLink reported.
                unsafe { j.nvJitLinkGetLinkedLTOIR(raw, buf) }
            },
        )?;
        Ok(bytes)
    }

    /// The information log of the link (`-verbose`, `-time`; warnings).
    ///
    /// # Errors
    /// [`Error::NvJitLink`] when nvJitLink cannot give it.
    pub fn info_log(&self) -> Result<String, Error> {
        self.linker.info_log()
    }

    /// The error log (empty after a link that succeeded, unless nvJitLink warned there).
    ///
    /// # Errors
    /// [`Error::NvJitLink`] when nvJitLink cannot give it.
    pub fn error_log(&self) -> Result<String, Error> {
        self.linker.error_log()
    }

    /// The raw handle, for calls this layer does not wrap. It stays owned by this value.
    pub fn raw(&self) -> nvJitLinkHandle {
        self.linker.raw
    }
}
