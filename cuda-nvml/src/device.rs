//! A device and the queries `nvidia-smi` shows.

use std::ffi::c_uint;
use std::fmt;

use crate::strings::text;
use crate::sys::{
    nvmlClockType_t, nvmlDevice_t, nvmlEnableState_t, nvmlMemory_t, nvmlMemory_v2, nvmlMemory_v2_t,
    nvmlPciInfo_t, nvmlProcessInfo_t, nvmlPstates_t, nvmlReturn_t, nvmlTemperatureSensors_t,
    nvmlUtilization_t, NVML_DEVICE_NAME_V2_BUFFER_SIZE, NVML_DEVICE_UUID_V2_BUFFER_SIZE,
    NVML_NVLINK_MAX_LINKS,
};
use crate::values::{
    enabled, Clocks, FanSpeed, Memory, Mode, NvLinkState, PciInfo, PerformanceState,
};
use crate::values::{Process, ProcessKind, Utilization};
use crate::{Nvml, NvmlError};

const NAME_LEN: usize = NVML_DEVICE_NAME_V2_BUFFER_SIZE as usize;
const UUID_LEN: usize = NVML_DEVICE_UUID_V2_BUFFER_SIZE as usize;

/// One GPU as NVML sees it. Holds its [`Nvml`], so NVML stays initialised while it lives.
///
/// A query the device cannot answer is an error whose [`is_not_supported`](NvmlError::is_not_supported)
/// is true (fans on a passively cooled GPU, ECC on a GPU without it); one that needs privileges has
/// [`is_no_permission`](NvmlError::is_no_permission).
#[derive(Clone)]
pub struct Device {
    nvml: Nvml,
    handle: nvmlDevice_t,
}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Device")
            .field("handle", &self.handle)
            .finish()
    }
}

impl Device {
    pub(crate) fn new(nvml: Nvml, handle: nvmlDevice_t) -> Device {
        Device { nvml, handle }
    }

    /// The raw handle, for the calls of [`sys`](crate::sys) (valid while this value lives).
    pub fn raw(&self) -> nvmlDevice_t {
        self.handle
    }

    /// The [`Nvml`] the device was found with.
    pub fn nvml(&self) -> &Nvml {
        &self.nvml
    }

    fn lib(&self) -> &'static crate::NvmlLibrary {
        self.nvml.library()
    }

    /// One `unsigned int` out-parameter.
    fn uint(
        &self,
        call: impl FnOnce(&'static crate::NvmlLibrary, *mut c_uint) -> Result<(), NvmlError>,
    ) -> Result<u32, NvmlError> {
        let mut v: c_uint = 0;
        call(self.lib(), &mut v)?;
        Ok(v)
    }

    /// The product name (`NVIDIA H100 80GB HBM3`).
    ///
    /// # Errors
    /// `nvmlDeviceGetName`'s.
    pub fn name(&self) -> Result<String, NvmlError> {
        text::<NAME_LEN>("nvmlDeviceGetName", |buf, len| {
            // SAFETY: `buf` is valid for `len` bytes; the handle is live.
            unsafe { self.lib().nvmlDeviceGetName(self.handle, buf, len) }
        })
    }

    /// The device's UUID (`GPU-8c5d1e4a-...`), as `nvidia-smi -L` prints it.
    ///
    /// # Errors
    /// `nvmlDeviceGetUUID`'s.
    pub fn uuid(&self) -> Result<String, NvmlError> {
        text::<UUID_LEN>("nvmlDeviceGetUUID", |buf, len| {
            // SAFETY: `buf` is valid for `len` bytes; the handle is live.
            unsafe { self.lib().nvmlDeviceGetUUID(self.handle, buf, len) }
        })
    }

    /// NVML's index of the device (by PCI bus id; may differ from CUDA's order).
    ///
    /// # Errors
    /// `nvmlDeviceGetIndex`'s.
    pub fn index(&self) -> Result<u32, NvmlError> {
        // SAFETY: a valid out-parameter; the handle is live.
        self.uint(|l, p| unsafe { l.nvmlDeviceGetIndex(self.handle, p) })
    }

    /// Where the device sits on the PCI bus.
    ///
    /// # Errors
    /// `nvmlDeviceGetPciInfo_v3`'s.
    pub fn pci_info(&self) -> Result<PciInfo, NvmlError> {
        let mut info = nvmlPciInfo_t::new();
        // SAFETY: a valid out-parameter; the handle is live.
        unsafe {
            self.lib()
                .nvmlDeviceGetPciInfo(self.handle, info.as_mut_ptr())
        }?;
        Ok(PciInfo {
            bus_id: info.bus_id_lossy().to_string(),
            domain: info.domain(),
            bus: info.bus(),
            device: info.device(),
            pci_device_id: info.pci_device_id(),
            pci_sub_system_id: info.pci_sub_system_id(),
        })
    }

    /// Total, used, free (and reserved) memory, in bytes: `nvmlDeviceGetMemoryInfo_v2`, or the older
    /// `nvmlDeviceGetMemoryInfo` where the driver lacks it.
    ///
    /// # Errors
    /// The call's error.
    pub fn memory(&self) -> Result<Memory, NvmlError> {
        let mut m = nvmlMemory_v2_t::new().with_version(nvmlMemory_v2);
        // SAFETY: a valid out-parameter whose version field says its layout; the handle is live.
        match unsafe {
            self.lib()
                .nvmlDeviceGetMemoryInfo_v2(self.handle, m.as_mut_ptr())
        } {
            Ok(()) => Ok(Memory {
                total: m.total(),
                used: m.used(),
                free: m.free(),
                reserved: Some(m.reserved()),
            }),
            Err(e) if e.is_missing() || e.is_not_supported() => {
                let mut m = nvmlMemory_t::new();
                // SAFETY: a valid out-parameter; the handle is live.
                unsafe {
                    self.lib()
                        .nvmlDeviceGetMemoryInfo(self.handle, m.as_mut_ptr())
                }?;
                Ok(Memory {
                    total: m.total(),
                    used: m.used(),
                    free: m.free(),
                    reserved: None,
                })
            }
            Err(e) => Err(e),
        }
    }

    /// GPU and memory utilisation over the last sample period, in percent.
    ///
    /// # Errors
    /// `nvmlDeviceGetUtilizationRates`'s.
    pub fn utilization(&self) -> Result<Utilization, NvmlError> {
        let mut u = nvmlUtilization_t::new();
        // SAFETY: a valid out-parameter; the handle is live.
        unsafe {
            self.lib()
                .nvmlDeviceGetUtilizationRates(self.handle, u.as_mut_ptr())
        }?;
        Ok(Utilization {
            gpu: u.gpu(),
            memory: u.memory(),
        })
    }

    /// The GPU's core temperature, in degrees Celsius.
    ///
    /// # Errors
    /// `nvmlDeviceGetTemperature`'s.
    pub fn temperature(&self) -> Result<u32, NvmlError> {
        let sensor = nvmlTemperatureSensors_t::NVML_TEMPERATURE_GPU;
        // SAFETY: a valid out-parameter; the handle is live.
        self.uint(|l, p| unsafe { l.nvmlDeviceGetTemperature(self.handle, sensor, p) })
    }

    /// The board's power draw, in milliwatts (on recent GPUs an average over about a second).
    ///
    /// # Errors
    /// `nvmlDeviceGetPowerUsage`'s.
    pub fn power_usage(&self) -> Result<u32, NvmlError> {
        // SAFETY: a valid out-parameter; the handle is live.
        self.uint(|l, p| unsafe { l.nvmlDeviceGetPowerUsage(self.handle, p) })
    }

    /// The power limit software set (`nvidia-smi`'s `power.limit`), in milliwatts.
    ///
    /// # Errors
    /// `nvmlDeviceGetPowerManagementLimit`'s.
    pub fn power_limit(&self) -> Result<u32, NvmlError> {
        // SAFETY: a valid out-parameter; the handle is live.
        self.uint(|l, p| unsafe { l.nvmlDeviceGetPowerManagementLimit(self.handle, p) })
    }

    /// The limit the power management enforces (the least of every limit set), in milliwatts.
    ///
    /// # Errors
    /// `nvmlDeviceGetEnforcedPowerLimit`'s.
    pub fn enforced_power_limit(&self) -> Result<u32, NvmlError> {
        // SAFETY: a valid out-parameter; the handle is live.
        self.uint(|l, p| unsafe { l.nvmlDeviceGetEnforcedPowerLimit(self.handle, p) })
    }

    /// One current clock, in MHz.
    ///
    /// # Errors
    /// `nvmlDeviceGetClockInfo`'s.
    pub fn clock(&self, clock: nvmlClockType_t) -> Result<u32, NvmlError> {
        // SAFETY: a valid out-parameter; the handle is live.
        self.uint(|l, p| unsafe { l.nvmlDeviceGetClockInfo(self.handle, clock, p) })
    }

    /// The maximum of one clock, in MHz.
    ///
    /// # Errors
    /// `nvmlDeviceGetMaxClockInfo`'s.
    pub fn max_clock(&self, clock: nvmlClockType_t) -> Result<u32, NvmlError> {
        // SAFETY: a valid out-parameter; the handle is live.
        self.uint(|l, p| unsafe { l.nvmlDeviceGetMaxClockInfo(self.handle, clock, p) })
    }

    /// The current graphics, SM, memory and video clocks; a clock the device does not report is `None`.
    ///
    /// # Errors
    /// A failure other than "not supported".
    pub fn clocks(&self) -> Result<Clocks, NvmlError> {
        let one = |c| match self.clock(c) {
            Ok(v) => Ok(Some(v)),
            Err(e) if e.is_not_supported() => Ok(None),
            Err(e) => Err(e),
        };
        Ok(Clocks {
            graphics: one(nvmlClockType_t::NVML_CLOCK_GRAPHICS)?,
            sm: one(nvmlClockType_t::NVML_CLOCK_SM)?,
            memory: one(nvmlClockType_t::NVML_CLOCK_MEM)?,
            video: one(nvmlClockType_t::NVML_CLOCK_VIDEO)?,
        })
    }

    /// The current performance state (`P0` .. `P15`).
    ///
    /// # Errors
    /// `nvmlDeviceGetPerformanceState`'s.
    pub fn performance_state(&self) -> Result<PerformanceState, NvmlError> {
        let mut p = nvmlPstates_t::NVML_PSTATE_UNKNOWN;
        // SAFETY: a valid out-parameter; the handle is live.
        unsafe {
            self.lib()
                .nvmlDeviceGetPerformanceState(self.handle, &mut p)
        }?;
        Ok(PerformanceState(p))
    }

    /// Every fan's speed. A GPU without fans (passively cooled, as most data-centre GPUs) answers
    /// `NVML_ERROR_NOT_SUPPORTED`: [`NvmlError::is_not_supported`].
    ///
    /// # Errors
    /// `nvmlDeviceGetNumFans`' or `nvmlDeviceGetFanSpeed_v2`'s; "not supported" when there is no fan.
    pub fn fans(&self) -> Result<Vec<FanSpeed>, NvmlError> {
        // SAFETY: a valid out-parameter; the handle is live.
        let n = self.uint(|l, p| unsafe { l.nvmlDeviceGetNumFans(self.handle, p) })?;
        if n == 0 {
            return Err(NvmlError::failed(
                "nvmlDeviceGetNumFans",
                nvmlReturn_t::NVML_ERROR_NOT_SUPPORTED,
            ));
        }
        (0..n)
            .map(|fan| {
                // SAFETY: a valid out-parameter; `fan` is below the count; the handle is live.
                let percent =
                    self.uint(|l, p| unsafe { l.nvmlDeviceGetFanSpeed_v2(self.handle, fan, p) })?;
                Ok(FanSpeed { fan, percent })
            })
            .collect()
    }

    /// ECC now and after the next reset.
    ///
    /// # Errors
    /// `nvmlDeviceGetEccMode`'s; "not supported" on a GPU without ECC.
    pub fn ecc_mode(&self) -> Result<Mode, NvmlError> {
        let (mut current, mut pending) =
            (nvmlEnableState_t::default(), nvmlEnableState_t::default());
        // SAFETY: valid out-parameters; the handle is live.
        unsafe {
            self.lib()
                .nvmlDeviceGetEccMode(self.handle, &mut current, &mut pending)
        }?;
        Ok(Mode {
            current: enabled(current),
            pending: enabled(pending),
        })
    }

    /// MIG now and after the next reset.
    ///
    /// # Errors
    /// `nvmlDeviceGetMigMode`'s; "not supported" on a GPU without MIG.
    pub fn mig_mode(&self) -> Result<Mode, NvmlError> {
        let (mut current, mut pending): (c_uint, c_uint) = (0, 0);
        // SAFETY: valid out-parameters; the handle is live.
        unsafe {
            self.lib()
                .nvmlDeviceGetMigMode(self.handle, &mut current, &mut pending)
        }?;
        Ok(Mode {
            current: current == 1,
            pending: pending == 1,
        })
    }

    /// The processes using the device for compute, then for graphics, with their memory.
    ///
    /// # Errors
    /// `nvmlDeviceGetComputeRunningProcesses_v3`'s or `nvmlDeviceGetGraphicsRunningProcesses_v3`'s.
    pub fn processes(&self) -> Result<Vec<Process>, NvmlError> {
        let mut out = self.processes_of(ProcessKind::Compute)?;
        match self.processes_of(ProcessKind::Graphics) {
            Ok(graphics) => out.extend(graphics),
            Err(e) if e.is_not_supported() => {}
            Err(e) => return Err(e),
        }
        Ok(out)
    }

    fn processes_of(&self, kind: ProcessKind) -> Result<Vec<Process>, NvmlError> {
        let lib = self.lib();
        let call = |count: &mut c_uint, infos: *mut nvmlProcessInfo_t| match kind {
            // SAFETY: `infos` is valid for `*count` elements (or null with a zero count).
            ProcessKind::Compute => unsafe {
                lib.nvmlDeviceGetComputeRunningProcesses(self.handle, count, infos)
            },
            // SAFETY: as above.
            ProcessKind::Graphics => unsafe {
                lib.nvmlDeviceGetGraphicsRunningProcesses(self.handle, count, infos)
            },
        };
        // Ask for the count, then for that many and some room for processes started meanwhile.
        let mut count: c_uint = 0;
        match call(&mut count, std::ptr::null_mut()) {
            Ok(()) => return Ok(Vec::new()),
            Err(e) if e.code() == Some(nvmlReturn_t::NVML_ERROR_INSUFFICIENT_SIZE) => {}
            Err(e) => return Err(e),
        }
        loop {
            let mut infos = vec![nvmlProcessInfo_t::new(); count as usize + 8];
            let mut n = c_uint::try_from(infos.len()).unwrap_or(c_uint::MAX);
            match call(&mut n, infos.as_mut_ptr()) {
                Ok(()) => {
                    infos.truncate(n as usize);
                    return Ok(infos
                        .iter()
                        .map(|p| Process {
                            pid: p.pid(),
                            // NVML_VALUE_NOT_AVAILABLE: every bit set.
                            used_memory: (p.used_gpu_memory() != u64::MAX)
                                .then_some(p.used_gpu_memory()),
                            kind,
                        })
                        .collect());
                }
                Err(e) if e.code() == Some(nvmlReturn_t::NVML_ERROR_INSUFFICIENT_SIZE) => count = n,
                Err(e) => return Err(e),
            }
        }
    }

    /// The state of each NVLink the device has (none on a GPU without NVLink).
    ///
    /// # Errors
    /// A failure other than "not supported" or "no such link".
    pub fn nvlinks(&self) -> Result<Vec<NvLinkState>, NvmlError> {
        let mut out = Vec::new();
        for link in 0..NVML_NVLINK_MAX_LINKS.unsigned_abs() {
            let mut state = nvmlEnableState_t::default();
            // SAFETY: a valid out-parameter; the handle is live.
            match unsafe {
                self.lib()
                    .nvmlDeviceGetNvLinkState(self.handle, link, &mut state)
            } {
                Ok(()) => out.push(NvLinkState {
                    link,
                    active: enabled(state),
                }),
                Err(e)
                    if e.is_not_supported()
                        || e.code() == Some(nvmlReturn_t::NVML_ERROR_INVALID_ARGUMENT) =>
                {
                    break
                }
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }

    /// The NVML device of a CUDA device: the one at its PCI bus id.
    ///
    /// # Errors
    /// [`Error::Driver`](crate::Error::Driver) when CUDA cannot say the bus id; the NVML lookup's error.
    #[cfg(feature = "driver")]
    pub fn from_cuda(nvml: &Nvml, device: &cuda_driver::Device) -> Result<Device, crate::Error> {
        let bus_id = device.pci_bus_id().map_err(crate::Error::Driver)?;
        nvml.by_pci_bus_id(&bus_id)
    }
}
