//! NVML on the GPU machine: what the `nvidia_smi` example prints for each GPU, compared with what
//! `nvidia-smi --query-gpu=... --format=csv,noheader,nounits` prints on the same machine a moment later
//! (memory.used within 64 MiB, temperature within 3 C, utilisation within 20 points, power draw within
//! 25 W, the rest exactly; a round that differs is tried again, three rounds in all, since clocks and
//! performance states move between two reads). Also: the NVML device of CUDA's device 0, the shared
//! initialisation, and an event set.
//!
//! Without NVML (no driver) the tests are reported ignored, saying why (a failure under
//! `CUDA_DRIVER_REQUIRE_GPU=1`); without `nvidia-smi` on the PATH the comparison is ignored, saying so.
//! Run alone for a quiet GPU: `cargo test -p cuda-tests --test gpu -- nvml:: --test-threads=1`.

#[path = "../../cuda-nvml/examples/nvidia_smi/query.rs"]
mod query;

use std::process::Command;

use cuda_nvml::{EventSet, EventTypes, Nvml};

use super::{gpu, require_gpu, Failure, TestResult};

/// NVML initialised, or `None` after saying why the test did not run.
fn nvml(test: &str) -> Option<Nvml> {
    match Nvml::init() {
        Ok(n) => Some(n),
        Err(e) if require_gpu() => panic!("{test}: CUDA_DRIVER_REQUIRE_GPU=1 but NVML: {e}"),
        Err(e) => {
            super::harness::not_run(format_args!("{test}: no NVML: {e}"));
            None
        }
    }
}

/// The tolerance of a field that moves between two reads; `None`: it must be equal.
fn tolerance(field: &str) -> Option<f64> {
    match field {
        "memory.used" => Some(64.0),
        "temperature.gpu" => Some(3.0),
        "utilization.gpu" => Some(20.0),
        "power.draw" => Some(25.0),
        _ => None,
    }
}

/// The fields where ours and nvidia-smi's differ beyond the tolerance: (field, ours, theirs).
fn differences(ours: &[(&'static str, String)], theirs: &[String]) -> Vec<(&'static str, String, String)> {
    let mut out = Vec::new();
    for ((field, mine), other) in ours.iter().zip(theirs) {
        let same = match tolerance(field) {
            Some(t) => match (mine.parse::<f64>(), other.parse::<f64>()) {
                (Ok(a), Ok(b)) => (a - b).abs() <= t,
                _ => mine == other,
            },
            None => mine == other,
        };
        if !same {
            out.push((*field, mine.clone(), other.clone()));
        }
    }
    out
}

/// `nvidia-smi`'s line for GPU `index`, split at its commas; `Err` when it could not run.
fn nvidia_smi(index: u32) -> Result<Vec<String>, String> {
    let out = Command::new("nvidia-smi")
        .arg(format!("--query-gpu={}", query::FIELDS.join(",")))
        .arg("--format=csv,noheader,nounits")
        .arg(format!("--id={index}"))
        .output()
        .map_err(|e| format!("nvidia-smi: {e}"))?;
    if !out.status.success() {
        return Err(format!("nvidia-smi exited with {}: {}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    let line = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    Ok(line.split(", ").map(str::to_owned).collect())
}

fn every_value_the_example_prints_matches_nvidia_smi() -> TestResult {
    const TEST: &str = "every_value_the_example_prints_matches_nvidia_smi";
    let Some(nvml) = nvml(TEST) else { return Ok(()) };
    if let Err(e) = Command::new("nvidia-smi").arg("-L").output() {
        super::harness::not_run(format_args!("{TEST}: nvidia-smi is not on the PATH ({e})"));
        return Ok(());
    }
    let devices = nvml.devices()?;
    if devices.is_empty() {
        return Err(Failure("NVML sees no device".into()));
    }
    for device in &devices {
        let index = device.index()?;
        let mut last = Vec::new();
        for round in 1..=3 {
            let ours = query::query_gpu(&nvml, device);
            let theirs = nvidia_smi(index).map_err(Failure)?;
            if theirs.len() != ours.len() {
                return Err(Failure(format!("nvidia-smi printed {} fields, not {}: {theirs:?}", theirs.len(), ours.len())));
            }
            for ((field, mine), other) in ours.iter().zip(&theirs) {
                eprintln!("nvml: GPU {index} round {round}: {field:<18} ours {mine:<44} nvidia-smi {other}");
            }
            last = differences(&ours, &theirs);
            if last.is_empty() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(300));
        }
        if !last.is_empty() {
            return Err(Failure(format!("GPU {index}: differ after 3 rounds (field, ours, nvidia-smi): {last:?}")));
        }
    }
    Ok(())
}

fn the_nvml_device_of_cuda_device_0_has_its_uuid() -> TestResult {
    const TEST: &str = "the_nvml_device_of_cuda_device_0_has_its_uuid";
    let Some(g) = gpu(TEST) else { return Ok(()) };
    let Some(nvml) = nvml(TEST) else { return Ok(()) };
    let device = cuda_nvml::Device::from_cuda(&nvml, &g.device)?;
    let bytes = g.device.uuid()?.as_bytes().to_vec();
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let cuda = format!("GPU-{}-{}-{}-{}-{}", &hex[0..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..32]);
    assert_eq!(device.uuid()?, cuda);
    // The same device by UUID and by PCI bus id.
    let bus_id = device.pci_info()?.bus_id;
    assert_eq!(nvml.by_uuid(&cuda)?.pci_info()?.bus_id, bus_id);
    assert_eq!(nvml.by_pci_bus_id(&bus_id)?.uuid()?, cuda);
    Ok(())
}

fn initialisation_is_shared_and_ends_with_the_last_owner() -> TestResult {
    let Some(first) = nvml("initialisation_is_shared_and_ends_with_the_last_owner") else {
        return Ok(());
    };
    let device = first.device(0)?;
    assert_eq!(first.owners(), 2, "the device holds the initialisation");
    let second = Nvml::init()?;
    drop(first);
    // The device and the second owner still work: NVML is up while either lives.
    let name = device.name()?;
    assert!(!name.is_empty());
    assert_eq!(second.device(0)?.name()?, name);
    assert!(second.device_count()? >= 1);
    Ok(())
}

fn an_event_set_takes_the_supported_types_and_times_out_quietly() -> TestResult {
    let Some(nvml) = nvml("an_event_set_takes_the_supported_types_and_times_out_quietly") else {
        return Ok(());
    };
    let device = nvml.device(0)?;
    let set = nvml.event_set()?;
    let supported = EventSet::supported(&device)?;
    eprintln!("nvml: supported events {supported:?}");
    match set.register(&device, supported) {
        Ok(()) => {}
        // Some types need root; what is left must still register.
        Err(e) if e.is_no_permission() => set.register(&device, EventTypes::PSTATE)?,
        Err(e) => return Err(e.into()),
    }
    // No event is expected in 10 ms on an idle GPU; either way the call must succeed.
    let _ = set.wait(10)?;
    Ok(())
}

fn a_fanless_gpu_says_not_supported() -> TestResult {
    let Some(nvml) = nvml("a_fanless_gpu_says_not_supported") else { return Ok(()) };
    let device = nvml.device(0)?;
    match device.fans() {
        Ok(fans) => assert!(!fans.is_empty(), "Ok with no fans"),
        Err(e) => assert!(e.is_not_supported(), "{e}"),
    }
    Ok(())
}

tests![
    every_value_the_example_prints_matches_nvidia_smi,
    the_nvml_device_of_cuda_device_0_has_its_uuid,
    initialisation_is_shared_and_ends_with_the_last_owner,
    an_event_set_takes_the_supported_types_and_times_out_quietly,
    a_fanless_gpu_says_not_supported,
];
