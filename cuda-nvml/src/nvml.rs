//! The owner of NVML's initialisation, shared by every object made with it.

use std::ffi::{c_int, c_uint, CString};
use std::fmt;
use std::sync::Arc;

use crate::device::Device;
use crate::events::EventSet;
use crate::strings::text;
use crate::sys::{
    nvmlDevice_t, NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE, NVML_SYSTEM_NVML_VERSION_BUFFER_SIZE,
};
use crate::{Error, NvmlError, NvmlLibrary};

const DRIVER_VERSION_LEN: usize = NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE as usize;
const NVML_VERSION_LEN: usize = NVML_SYSTEM_NVML_VERSION_BUFFER_SIZE as usize;

/// NVML, initialised while this value or a clone of it lives.
///
/// [`init`](Self::init) calls `nvmlInit_v2`; the last clone dropped calls `nvmlShutdown`, once. Every
/// [`Device`] and [`EventSet`] holds a clone, so NVML stays up while they do. NVML counts its own
/// initialisations, so several `Nvml`s made by `init` (or by other libraries in the process) coexist:
/// each shuts down only its own. `Send` and `Sync`: NVML is thread-safe.
#[derive(Clone)]
pub struct Nvml {
    inner: Arc<Session>,
}

struct Session {
    lib: &'static NvmlLibrary,
}

impl Drop for Session {
    fn drop(&mut self) {
        // SAFETY: this session's `nvmlInit_v2` succeeded, and nothing made with it outlives it (each
        // holds the `Arc`); NVML counts initialisations, so this ends only ours.
        let _ = unsafe { self.lib.nvmlShutdown() };
    }
}

impl fmt::Debug for Nvml {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Nvml")
            .field("library", &self.inner.lib.path())
            .field("owners", &Arc::strong_count(&self.inner))
            .finish()
    }
}

impl Nvml {
    /// Loads NVML ([`NvmlLibrary::load`]) and initialises it.
    ///
    /// # Errors
    /// [`Error::Load`] without an NVIDIA driver; [`Error::Nvml`] when `nvmlInit_v2` fails
    /// (`NVML_ERROR_DRIVER_NOT_LOADED` when the kernel module is not loaded, `NVML_ERROR_NO_PERMISSION`
    /// without access to the device files).
    pub fn init() -> Result<Nvml, Error> {
        Ok(Self::with_library(NvmlLibrary::load()?)?)
    }

    /// Initialises the given NVML.
    ///
    /// # Errors
    /// `nvmlInit_v2`'s.
    pub fn with_library(lib: &'static NvmlLibrary) -> Result<Nvml, NvmlError> {
        // SAFETY: `nvmlInit_v2` takes no arguments and may be called from any thread at any time.
        unsafe { lib.nvmlInit() }?;
        Ok(Nvml {
            inner: Arc::new(Session { lib }),
        })
    }

    /// The loaded library, for the raw calls (`nvml.library().nvmlDeviceGetBrand(..)`).
    pub fn library(&self) -> &'static NvmlLibrary {
        self.inner.lib
    }

    /// The driver's version (`535.104.05`).
    ///
    /// # Errors
    /// `nvmlSystemGetDriverVersion`'s.
    pub fn driver_version(&self) -> Result<String, NvmlError> {
        text::<DRIVER_VERSION_LEN>("nvmlSystemGetDriverVersion", |buf, len| {
            // SAFETY: `buf` is valid for `len` bytes; NVML is initialised.
            unsafe { self.library().nvmlSystemGetDriverVersion(buf, len) }
        })
    }

    /// NVML's own version (`12.535.104.05`).
    ///
    /// # Errors
    /// `nvmlSystemGetNVMLVersion`'s.
    pub fn nvml_version(&self) -> Result<String, NvmlError> {
        text::<NVML_VERSION_LEN>("nvmlSystemGetNVMLVersion", |buf, len| {
            // SAFETY: `buf` is valid for `len` bytes; NVML is initialised.
            unsafe { self.library().nvmlSystemGetNVMLVersion(buf, len) }
        })
    }

    /// The newest CUDA version the driver supports, `(major, minor)` (`(13, 0)`).
    ///
    /// # Errors
    /// `nvmlSystemGetCudaDriverVersion_v2`'s.
    pub fn cuda_driver_version(&self) -> Result<(u32, u32), NvmlError> {
        let mut v: c_int = 0;
        // SAFETY: a valid out-parameter; NVML is initialised.
        unsafe { self.library().nvmlSystemGetCudaDriverVersion_v2(&mut v) }?;
        let v = v.max(0).unsigned_abs();
        Ok((v / 1000, (v % 1000) / 10))
    }

    /// How many devices NVML sees (every NVIDIA GPU, whatever `CUDA_VISIBLE_DEVICES` says).
    ///
    /// # Errors
    /// `nvmlDeviceGetCount_v2`'s.
    pub fn device_count(&self) -> Result<u32, NvmlError> {
        let mut n: c_uint = 0;
        // SAFETY: a valid out-parameter; NVML is initialised.
        unsafe { self.library().nvmlDeviceGetCount(&mut n) }?;
        Ok(n)
    }

    /// The device of NVML's index `index` (NVML numbers devices by PCI bus id, which may differ from
    /// CUDA's order: match them with [`by_pci_bus_id`](Self::by_pci_bus_id)).
    ///
    /// # Errors
    /// `nvmlDeviceGetHandleByIndex_v2`'s: `NVML_ERROR_INVALID_ARGUMENT` past the count,
    /// `NVML_ERROR_NO_PERMISSION` for a device the process may not access.
    pub fn device(&self, index: u32) -> Result<Device, NvmlError> {
        let mut handle = nvmlDevice_t::null();
        // SAFETY: a valid out-parameter; NVML is initialised.
        unsafe {
            self.library()
                .nvmlDeviceGetHandleByIndex(index, &mut handle)
        }?;
        Ok(Device::new(self.clone(), handle))
    }

    /// Every device, in NVML's order.
    ///
    /// # Errors
    /// The first failing call's error.
    pub fn devices(&self) -> Result<Vec<Device>, NvmlError> {
        (0..self.device_count()?).map(|i| self.device(i)).collect()
    }

    /// The device with this UUID (`GPU-8c5d...`, as [`Device::uuid`] and `nvidia-smi -L` print it).
    ///
    /// # Errors
    /// [`Error::Nul`] for a NUL byte in `uuid`; `NVML_ERROR_NOT_FOUND` when no device has it.
    pub fn by_uuid(&self, uuid: &str) -> Result<Device, Error> {
        let uuid = CString::new(uuid).map_err(|_| Error::Nul { what: "the UUID" })?;
        let mut handle = nvmlDevice_t::null();
        // SAFETY: a NUL-terminated string and a valid out-parameter; NVML is initialised.
        unsafe {
            self.library()
                .nvmlDeviceGetHandleByUUID(uuid.as_ptr(), &mut handle)
        }?;
        Ok(Device::new(self.clone(), handle))
    }

    /// The device at this PCI bus id (`00000000:17:00.0`; the forms `0000:17:00.0` and `17:00.0` too).
    ///
    /// # Errors
    /// [`Error::Nul`] for a NUL byte in `bus_id`; `NVML_ERROR_NOT_FOUND` when no device is there.
    pub fn by_pci_bus_id(&self, bus_id: &str) -> Result<Device, Error> {
        let id = CString::new(bus_id).map_err(|_| Error::Nul {
            what: "the PCI bus id",
        })?;
        let mut handle = nvmlDevice_t::null();
        // SAFETY: a NUL-terminated string and a valid out-parameter; NVML is initialised.
        unsafe {
            self.library()
                .nvmlDeviceGetHandleByPciBusId(id.as_ptr(), &mut handle)
        }?;
        Ok(Device::new(self.clone(), handle))
    }

    /// A new, empty [`EventSet`].
    ///
    /// # Errors
    /// `nvmlEventSetCreate`'s.
    pub fn event_set(&self) -> Result<EventSet, NvmlError> {
        EventSet::new(self.clone())
    }

    /// How many owners share this initialisation (this value, its clones, and every device and event
    /// set made from them).
    pub fn owners(&self) -> usize {
        Arc::strong_count(&self.inner)
    }
}
