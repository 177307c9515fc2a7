//! Events: a set that devices report into, and a wait for the next one.

use std::ffi::c_ulonglong;
use std::fmt;
use std::ops::BitOr;

use crate::sys::{self, nvmlEventData_t, nvmlEventSet_t, nvmlReturn_t};
use crate::{Device, Nvml, NvmlError};

/// A set of event types (NVML's `nvmlEventType*` bits), combined with `|`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct EventTypes(u64);

impl EventTypes {
    /// No event.
    pub const NONE: EventTypes = EventTypes(0);
    /// A single-bit ECC error.
    pub const SINGLE_BIT_ECC_ERROR: EventTypes =
        EventTypes::bit(sys::nvmlEventTypeSingleBitEccError);
    /// A double-bit ECC error.
    pub const DOUBLE_BIT_ECC_ERROR: EventTypes =
        EventTypes::bit(sys::nvmlEventTypeDoubleBitEccError);
    /// The performance state changed.
    pub const PSTATE: EventTypes = EventTypes::bit(sys::nvmlEventTypePState);
    /// A critical error with an Xid (the event's `data` is the Xid).
    pub const XID_CRITICAL_ERROR: EventTypes = EventTypes::bit(sys::nvmlEventTypeXidCriticalError);
    /// A clock changed.
    pub const CLOCK: EventTypes = EventTypes::bit(sys::nvmlEventTypeClock);
    /// The power source changed (AC to battery and back).
    pub const POWER_SOURCE_CHANGE: EventTypes =
        EventTypes::bit(sys::nvmlEventTypePowerSourceChange);
    /// Every type NVML defines.
    pub const ALL: EventTypes = EventTypes::bit(sys::nvmlEventTypeAll);

    const fn bit(v: i64) -> EventTypes {
        EventTypes(v as u64)
    }

    /// The bits, as NVML takes them.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set of these bits (unknown ones kept).
    pub const fn from_bits(bits: u64) -> EventTypes {
        EventTypes(bits)
    }

    /// Whether every type of `other` is in `self`.
    pub const fn contains(self, other: EventTypes) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl BitOr for EventTypes {
    type Output = EventTypes;
    fn bitor(self, rhs: EventTypes) -> EventTypes {
        EventTypes(self.0 | rhs.0)
    }
}

impl fmt::Debug for EventTypes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NAMES: &[(&str, EventTypes)] = &[
            ("SINGLE_BIT_ECC_ERROR", EventTypes::SINGLE_BIT_ECC_ERROR),
            ("DOUBLE_BIT_ECC_ERROR", EventTypes::DOUBLE_BIT_ECC_ERROR),
            ("PSTATE", EventTypes::PSTATE),
            ("XID_CRITICAL_ERROR", EventTypes::XID_CRITICAL_ERROR),
            ("CLOCK", EventTypes::CLOCK),
            ("POWER_SOURCE_CHANGE", EventTypes::POWER_SOURCE_CHANGE),
        ];
        let mut rest = self.0;
        let mut first = true;
        for (name, t) in NAMES {
            if self.contains(*t) {
                f.write_str(if first { "" } else { " | " })?;
                f.write_str(name)?;
                rest &= !t.0;
                first = false;
            }
        }
        if rest != 0 || first {
            write!(f, "{}{rest:#x}", if first { "" } else { " | " })?;
        }
        Ok(())
    }
}

/// One event a device reported.
#[derive(Clone, Debug)]
pub struct Event {
    /// The device it came from.
    pub device: Device,
    /// Its type (one bit).
    pub kind: EventTypes,
    /// Type-specific data: the Xid of `XID_CRITICAL_ERROR`.
    pub data: u64,
    /// The GPU instance it concerns under MIG (all bits set otherwise).
    pub gpu_instance_id: u32,
    /// The compute instance it concerns under MIG (all bits set otherwise).
    pub compute_instance_id: u32,
}

/// A set of devices' events to wait for (`nvmlEventSetCreate` .. `nvmlEventSetFree`).
pub struct EventSet {
    nvml: Nvml,
    set: nvmlEventSet_t,
}

impl fmt::Debug for EventSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EventSet").field("set", &self.set).finish()
    }
}

impl EventSet {
    pub(crate) fn new(nvml: Nvml) -> Result<EventSet, NvmlError> {
        let mut set = nvmlEventSet_t::null();
        // SAFETY: a valid out-parameter; NVML is initialised while `nvml` lives.
        unsafe { nvml.library().nvmlEventSetCreate(&mut set) }?;
        Ok(EventSet { nvml, set })
    }

    /// The event types `device` can report.
    ///
    /// # Errors
    /// `nvmlDeviceGetSupportedEventTypes`'s.
    pub fn supported(device: &Device) -> Result<EventTypes, NvmlError> {
        let mut bits: c_ulonglong = 0;
        // SAFETY: a valid out-parameter; the device's handle is live.
        unsafe {
            device
                .nvml()
                .library()
                .nvmlDeviceGetSupportedEventTypes(device.raw(), &mut bits)
        }?;
        Ok(EventTypes(bits))
    }

    /// Adds `device`'s events of the given types to the set. Some types need privileges
    /// (`NVML_ERROR_NO_PERMISSION`), some are not supported on every device (`NVML_ERROR_NOT_SUPPORTED`).
    ///
    /// # Errors
    /// `nvmlDeviceRegisterEvents`'s.
    pub fn register(&self, device: &Device, types: EventTypes) -> Result<(), NvmlError> {
        // SAFETY: a live set and device handle.
        unsafe {
            self.nvml
                .library()
                .nvmlDeviceRegisterEvents(device.raw(), types.0, self.set)
        }
    }

    /// Waits up to `timeout_ms` for the next event; `None` when none came in time.
    ///
    /// # Errors
    /// `nvmlEventSetWait_v2`'s other than the timeout (`NVML_ERROR_GPU_IS_LOST` when a device fell off
    /// the bus).
    pub fn wait(&self, timeout_ms: u32) -> Result<Option<Event>, NvmlError> {
        let mut data = nvmlEventData_t::new();
        // SAFETY: a live set and a valid out-parameter.
        match unsafe {
            self.nvml
                .library()
                .nvmlEventSetWait(self.set, data.as_mut_ptr(), timeout_ms)
        } {
            Ok(()) => Ok(Some(Event {
                device: Device::new(self.nvml.clone(), data.device()),
                kind: EventTypes(data.event_type()),
                data: data.event_data(),
                gpu_instance_id: data.gpu_instance_id(),
                compute_instance_id: data.compute_instance_id(),
            })),
            Err(e) if e.code() == Some(nvmlReturn_t::NVML_ERROR_TIMEOUT) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

impl Drop for EventSet {
    fn drop(&mut self) {
        // SAFETY: the set is live and freed once; NVML is still initialised (we hold `nvml`).
        let _ = unsafe { self.nvml.library().nvmlEventSetFree(self.set) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_types_combine_and_print_by_name() {
        let t = EventTypes::XID_CRITICAL_ERROR | EventTypes::PSTATE;
        assert!(t.contains(EventTypes::PSTATE));
        assert!(!t.contains(EventTypes::CLOCK));
        assert_eq!(t.bits(), 8 | 4);
        assert_eq!(format!("{t:?}"), "PSTATE | XID_CRITICAL_ERROR");
        assert_eq!(
            format!("{:?}", EventTypes::from_bits(1 << 40)),
            "0x10000000000"
        );
        assert_eq!(format!("{:?}", EventTypes::NONE), "0x0");
        assert!(EventTypes::ALL.contains(EventTypes::CLOCK));
    }
}
