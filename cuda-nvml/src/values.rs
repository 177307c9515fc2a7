//! What the device queries answer, as Rust values: bytes, percentages, megahertz, milliwatts, modes.

use std::fmt;

use crate::sys::{nvmlEnableState_t, nvmlPstates_t};

/// A device's memory, in bytes (`nvmlDeviceGetMemoryInfo_v2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Memory {
    /// All of it.
    pub total: u64,
    /// In use by processes and the driver's allocations (what `nvidia-smi` calls used).
    pub used: u64,
    /// Neither used nor reserved.
    pub free: u64,
    /// Set aside by the driver and firmware; `None` where the driver reports only the older
    /// three numbers.
    pub reserved: Option<u64>,
}

/// How busy the device was over the last sample period, in percent (`nvmlDeviceGetUtilizationRates`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Utilization {
    /// The share of time one or more kernels ran.
    pub gpu: u32,
    /// The share of time device memory was read or written.
    pub memory: u32,
}

/// The current clocks, in MHz (`nvmlDeviceGetClockInfo`); `None` for a clock the device does not report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Clocks {
    /// The graphics clock.
    pub graphics: Option<u32>,
    /// The streaming multiprocessors' clock.
    pub sm: Option<u32>,
    /// The memory clock.
    pub memory: Option<u32>,
    /// The video encoder/decoder clock.
    pub video: Option<u32>,
}

/// A performance state, `P0` (the most performance) to `P15` (the least), or unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PerformanceState(pub nvmlPstates_t);

impl PerformanceState {
    /// The number of `P<n>`; `None` for `NVML_PSTATE_UNKNOWN` or a value newer than this crate.
    pub fn number(self) -> Option<u32> {
        let raw = self.0.raw();
        (raw <= 15).then_some(raw)
    }
}

impl fmt::Display for PerformanceState {
    /// `P0` .. `P15`, or `Unknown`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.number() {
            Some(n) => write!(f, "P{n}"),
            None => f.write_str("Unknown"),
        }
    }
}

/// A mode that is on or off now, and what it will be after the next reset (ECC, MIG).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mode {
    /// Whether it is on now.
    pub current: bool,
    /// Whether it will be on after the next reset.
    pub pending: bool,
}

/// ECC: on or off, now and after the next reset (`nvmlDeviceGetEccMode`).
pub type EccMode = Mode;
/// MIG: on or off, now and after the next reset (`nvmlDeviceGetMigMode`).
pub type MigMode = Mode;

impl Mode {
    /// `Enabled` or `Disabled`, as `nvidia-smi` prints the current mode.
    pub fn current_text(self) -> &'static str {
        if self.current {
            "Enabled"
        } else {
            "Disabled"
        }
    }
}

pub(crate) fn enabled(state: nvmlEnableState_t) -> bool {
    state == nvmlEnableState_t::NVML_FEATURE_ENABLED
}

/// A fan's speed, in percent of its maximum (`nvmlDeviceGetFanSpeed_v2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FanSpeed {
    /// The fan's index on the device.
    pub fan: u32,
    /// Its speed, in percent of the maximum (may exceed 100 on some boards).
    pub percent: u32,
}

/// Which kind of work a process runs on the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ProcessKind {
    /// CUDA or another compute API (`nvmlDeviceGetComputeRunningProcesses`).
    Compute,
    /// Graphics (`nvmlDeviceGetGraphicsRunningProcesses`).
    Graphics,
}

/// A process using the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Process {
    /// Its process id.
    pub pid: u32,
    /// Device memory it uses, in bytes; `None` where NVML cannot tell (Windows in WDDM mode, or a
    /// process in another container).
    pub used_memory: Option<u64>,
    /// Compute or graphics.
    pub kind: ProcessKind,
}

/// One NVLink of a device and whether it is up (`nvmlDeviceGetNvLinkState`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NvLinkState {
    /// The link's index.
    pub link: u32,
    /// Whether the link is active.
    pub active: bool,
}

/// Where the device sits on the PCI bus (`nvmlDeviceGetPciInfo_v3`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PciInfo {
    /// `domain:bus:device.function`, as NVML writes it (`00000000:17:00.0`).
    pub bus_id: String,
    /// The PCI domain.
    pub domain: u32,
    /// The bus.
    pub bus: u32,
    /// The device on the bus.
    pub device: u32,
    /// Vendor id in the low 16 bits, device id in the high 16.
    pub pci_device_id: u32,
    /// Sub-system vendor and id, likewise.
    pub pci_sub_system_id: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn performance_states_print_as_nvidia_smi_does() {
        assert_eq!(
            PerformanceState(nvmlPstates_t::NVML_PSTATE_0).to_string(),
            "P0"
        );
        assert_eq!(
            PerformanceState(nvmlPstates_t::NVML_PSTATE_8).to_string(),
            "P8"
        );
        assert_eq!(
            PerformanceState(nvmlPstates_t::NVML_PSTATE_UNKNOWN).to_string(),
            "Unknown"
        );
        assert_eq!(
            PerformanceState(nvmlPstates_t::NVML_PSTATE_15).number(),
            Some(15)
        );
    }

    #[test]
    fn modes_print_enabled_or_disabled() {
        let on = Mode {
            current: true,
            pending: false,
        };
        assert_eq!(on.current_text(), "Enabled");
        assert_eq!(
            Mode {
                current: false,
                pending: true
            }
            .current_text(),
            "Disabled"
        );
        assert!(enabled(nvmlEnableState_t::NVML_FEATURE_ENABLED));
        assert!(!enabled(nvmlEnableState_t::NVML_FEATURE_DISABLED));
    }
}
