//! The driver and device 0: versions, counts, properties, and every listed function resolved.

use super::*;

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

fn every_listed_function_resolves_in_both_stream_modes() -> TestResult {
    let Some(gpu) = gpu("every_listed_function_resolves_in_both_stream_modes") else {
        return Ok(());
    };
    // Missing are exactly the names whose every declared ABI is newer than the driver (on the H200's
    // driver, CUDA 13.0: the 38 names 13.1 to 13.5 added); everything else resolves.
    let version = gpu.driver.version();
    assert!(
        version >= 13000,
        "a driver for CUDA 13.0 or newer: {version}"
    );
    let newer: Vec<&str> = {
        let mut names: Vec<&str> = Vec::new();
        for f in cuda_driver::functions() {
            let all_newer = cuda_driver::functions()
                .filter(|g| g.name == f.name)
                .all(|g| i64::from(g.version.unwrap_or(0)) > i64::from(version));
            if all_newer && !names.contains(&f.name) {
                names.push(f.name);
            }
        }
        names
    };
    let mut missing = gpu.driver.missing_functions().to_vec();
    missing.sort_unstable();
    let mut expected = newer.clone();
    expected.sort_unstable();
    assert_eq!(missing, expected, "driver {version}");
    let ptds = Driver::load_per_thread_default_stream()?;
    assert!(ptds.per_thread_default_stream());
    let mut missing = ptds.missing_functions().to_vec();
    missing.sort_unstable();
    assert_eq!(missing, expected, "driver {version}, per-thread");
    assert_eq!(
        cuda_driver::functions()
            .filter(|f| !newer.contains(&f.name))
            .count(),
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

/// The real driver and one function newer than CUDA 13.0 (`cuFuncGetParamCount`, introduced in 13.2):
/// on an older driver (the H200's, 13.0) it is missing, and the error says which CUDA version introduced it
/// and which the driver supports; on 13.2 or newer it is there and counts a kernel's parameters.
fn a_function_newer_than_the_driver_is_missing_with_the_version_that_introduced_it() -> TestResult {
    let Some(gpu) =
        gpu("a_function_newer_than_the_driver_is_missing_with_the_version_that_introduced_it")
    else {
        return Ok(());
    };
    let driver = gpu.driver;
    let version = driver.version();
    let module = Module::from_ptx(&gpu.ctx, VECTOR_ADD)?;
    let f = module.function("vector_add")?;
    let mut count = 0usize;
    // SAFETY: `f` is a live function of a loaded module and `count` a valid out-parameter; on a driver
    // older than 13.2 the function is missing and nothing is called.
    let result = unsafe { driver.cuFuncGetParamCount(f.raw(), &mut count) };
    if version < 13020 {
        assert!(!driver.is_available("cuFuncGetParamCount"));
        let err = result.expect_err("cuFuncGetParamCount on a driver older than 13.2");
        assert!(err.is_missing() && err.code().is_none(), "{err}");
        assert_eq!(err.introduced_in(), Some(13020), "{err}");
        let msg = err.to_string();
        let supports = format!(
            "the loaded driver supports CUDA {}.{}",
            version / 1000,
            version % 1000 / 10
        );
        for part in [
            "CUDA 13.2 introduced it",
            "PFN_cuFuncGetParamCount_v13020",
            &supports,
        ] {
            assert!(msg.contains(part), "`{part}` not in: {msg}");
        }
        eprintln!("driver {version}: {msg}");
    } else {
        result?;
        assert!(driver.is_available("cuFuncGetParamCount"));
        assert_eq!(count, 4, "vector_add(a, b, c, n)");
        eprintln!("driver {version}: cuFuncGetParamCount(vector_add) = {count}");
    }
    Ok(())
}

tests![
    device_query_values_are_sane,
    availability_probe_finds_cu_launch_kernel_ex,
    every_listed_function_resolves_in_both_stream_modes,
    a_function_newer_than_the_driver_is_missing_with_the_version_that_introduced_it,
];
