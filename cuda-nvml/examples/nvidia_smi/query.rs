//! The values `nvidia-smi --query-gpu=<FIELDS> --format=csv,noheader,nounits` prints, computed with
//! cuda-nvml and written as `nvidia-smi` writes them. Shared by the example (`--query-gpu`) and the GPU
//! test that compares the two programs on one machine.

use cuda_nvml::{Device, Nvml, NvmlError};

/// The fields, in `nvidia-smi`'s names and in the order printed.
pub const FIELDS: &[&str] = &[
    "name",
    "uuid",
    "driver_version",
    "memory.total",
    "memory.used",
    "temperature.gpu",
    "utilization.gpu",
    "power.draw",
    "power.limit",
    "clocks.sm",
    "clocks.mem",
    "pstate",
    "ecc.mode.current",
    "mig.mode.current",
];

/// How `nvidia-smi` writes a value it cannot get: `[N/A]` for "not supported", else the reason.
fn or_na<T>(value: Result<T, NvmlError>, show: impl FnOnce(T) -> String) -> String {
    match value {
        Ok(v) => show(v),
        Err(e) if e.is_not_supported() || e.is_missing() => "[N/A]".to_owned(),
        Err(e) if e.is_no_permission() => "[Insufficient Permissions]".to_owned(),
        Err(e) => format!("[{}]", e.message()),
    }
}

/// Milliwatts as watts with two decimals (`68.93`).
pub fn watts(milliwatts: u32) -> String {
    format!("{:.2}", f64::from(milliwatts) / 1000.0)
}

/// Each of [`FIELDS`] for `device`, as text.
pub fn query_gpu(nvml: &Nvml, device: &Device) -> Vec<(&'static str, String)> {
    const MIB: u64 = 1 << 20;
    let memory = device.memory();
    let field = |name: &'static str| -> String {
        match name {
            "name" => or_na(device.name(), |s| s),
            "uuid" => or_na(device.uuid(), |s| s),
            "driver_version" => or_na(nvml.driver_version(), |s| s),
            "memory.total" => or_na(memory, |m| (m.total / MIB).to_string()),
            "memory.used" => or_na(memory, |m| (m.used / MIB).to_string()),
            "temperature.gpu" => or_na(device.temperature(), |t| t.to_string()),
            "utilization.gpu" => or_na(device.utilization(), |u| u.gpu.to_string()),
            "power.draw" => or_na(device.power_usage(), watts),
            "power.limit" => or_na(device.power_limit(), watts),
            "clocks.sm" => or_na(
                device.clock(cuda_nvml::sys::nvmlClockType_t::NVML_CLOCK_SM),
                |c| c.to_string(),
            ),
            "clocks.mem" => or_na(
                device.clock(cuda_nvml::sys::nvmlClockType_t::NVML_CLOCK_MEM),
                |c| c.to_string(),
            ),
            "pstate" => or_na(device.performance_state(), |p| p.to_string()),
            "ecc.mode.current" => or_na(device.ecc_mode(), |m| m.current_text().to_owned()),
            "mig.mode.current" => or_na(device.mig_mode(), |m| m.current_text().to_owned()),
            other => format!("[unknown field {other}]"),
        }
    };
    FIELDS.iter().map(|f| (*f, field(f))).collect()
}
