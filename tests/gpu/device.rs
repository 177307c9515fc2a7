//! The driver and device 0: versions, counts, properties, and every listed function resolved.

use super::*;

#[test]
fn device_query_values_are_sane() -> TestResult {
    let Some(gpu) = gpu("device_query_values_are_sane") else {
        return Ok(());
    };
    let driver = gpu.driver;
    assert!(
        driver.version() > 0,
        "cuDriverGetVersion gave {}",
        driver.version()
    );

    let count = Device::count(driver)?;
    assert!(
        count >= 1,
        "cuInit succeeded but cuDeviceGetCount says {count}"
    );
    let devices = Device::all(driver)?;
    assert_eq!(devices.len(), count);
    assert!(
        devices.contains(&gpu.device),
        "the context's device is not among Device::all"
    );

    for device in devices {
        let ordinal = device.ordinal();
        let name = device.name()?;
        assert!(!name.trim().is_empty(), "device {ordinal}: empty name");
        let (major, minor) = device.compute_capability()?;
        assert!(
            (major, minor) >= (3, 0),
            "device {ordinal}: compute capability {major}.{minor}"
        );
        let memory = device.total_memory()?;
        assert!(
            memory > 1 << 30,
            "device {ordinal}: total memory {memory} bytes"
        );
        let sms = device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
        assert!(sms > 0, "device {ordinal}: {sms} multiprocessors");
        let warp = device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_WARP_SIZE)?;
        assert_eq!(warp, 32, "device {ordinal}: warp size");
        let bus_id = device.pci_bus_id()?;
        assert!(
            is_pci_bus_id(&bus_id),
            "device {ordinal}: PCI bus id {bus_id:?}"
        );
        let uuid = device.uuid()?;
        assert!(
            uuid.as_bytes().iter().any(|&b| b != 0),
            "device {ordinal}: all-zero UUID"
        );
        eprintln!(
            "device {ordinal}: {name}, sm_{major}{minor}, {sms} SMs, {memory} bytes, {bus_id}"
        );
    }

    // One past the last ordinal is an error value, and a harmless one.
    let err = Device::get(driver, count).expect_err("an ordinal past the last device");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_INVALID_DEVICE),
        "{err}"
    );
    assert!(
        err.to_string().contains("CUDA_ERROR_INVALID_DEVICE"),
        "{err}"
    );
    Ok(())
}

#[test]
fn availability_probe_finds_cu_launch_kernel_ex() -> TestResult {
    let Some(gpu) = gpu("availability_probe_finds_cu_launch_kernel_ex") else {
        return Ok(());
    };
    let driver = gpu.driver;
    assert!(
        driver.is_available("cuLaunchKernelEx"),
        "missing: {:?}",
        driver.missing_functions()
    );
    assert!(driver.is_available("cuMemAlloc"));
    assert!(
        !driver.is_available("cuNoSuchFunction"),
        "a name this crate does not list"
    );
    for name in driver.missing_functions() {
        assert!(
            !driver.is_available(name),
            "{name} is listed as missing but probes as available"
        );
    }
    eprintln!(
        "driver {} ({}): {} listed functions missing: {:?}",
        driver.version(),
        driver.path(),
        driver.missing_functions().len(),
        driver.missing_functions()
    );
    Ok(())
}

#[test]
fn every_listed_function_resolves_in_both_stream_modes() -> TestResult {
    let Some(gpu) = gpu("every_listed_function_resolves_in_both_stream_modes") else {
        return Ok(());
    };
    // The H200's driver (CUDA 13.0) is newer than every ABI version this crate declares.
    assert_eq!(gpu.driver.missing_functions(), &[] as &[&str]);
    let ptds = Driver::load_per_thread_default_stream()?;
    assert!(ptds.per_thread_default_stream());
    assert_eq!(ptds.missing_functions(), &[] as &[&str]);
    assert_eq!(
        cuda_driver::functions().count(),
        cuda_driver::functions()
            .filter(|f| ptds.is_available(f.name))
            .count()
    );
    // The per-thread variants are other entry points for the stream-taking functions.
    let legacy = gpu.driver.table().stream.cuStreamQuery.map(|f| f as usize);
    let per_thread = ptds.table().stream.cuStreamQuery.map(|f| f as usize);
    assert!(legacy.is_some() && per_thread.is_some());
    assert_ne!(
        legacy, per_thread,
        "cuStreamQuery_ptsz should differ from cuStreamQuery"
    );
    // And they work: a query of the (per-thread) null stream.
    // SAFETY: the null stream is always valid in the current context.
    unsafe { ptds.cuStreamQuery(sys::CUstream::null()) }?;
    Ok(())
}
