//! The loader and the error values against fake drivers (see the crate docs): every failure a real
//! driver can hand us, a missing entry point, a missing function, a code newer than our list, a failing
//! `cuInit`, is a value with a message that names it, and nothing panics.
#![cfg_attr(miri, allow(unused))]

use std::path::Path;

use cuda_driver::sys::{CUcontext, CUdevice, CUdeviceptr, CUresult, CUstream};
use cuda_driver::{functions, Device, Driver, DriverError, Error, LoadOptions};
use fake_drivers as fake;

fn open(fake: &'static str) -> Option<&'static Driver> {
    let path = fake::path(fake)?;
    Some(Driver::open(path).unwrap_or_else(|e| panic!("{e}")))
}

fn open_per_thread(fake: &'static str) -> Option<&'static Driver> {
    let path = fake::path(fake)?;
    let options = LoadOptions {
        path: Some(Path::new(path)),
        per_thread_default_stream: true,
    };
    Some(Driver::open_with(&options).unwrap_or_else(|e| panic!("{e}")))
}

/// The listed names the driver has at one declared ABI at least, each once, in list order (an older
/// ABI, such as `cuGetProcAddress` at 11030, shares its name with the newer one).
fn available(driver: &Driver) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for f in functions().filter(|f| driver.is_available(f.name)) {
        if !names.contains(&f.name) {
            names.push(f.name);
        }
    }
    names
}

/// How many distinct C names the list declares.
fn listed_names() -> usize {
    let mut names: Vec<&str> = functions().map(|f| f.name).collect();
    names.sort_unstable();
    names.dedup();
    names.len()
}

/// `Driver::open` then `cuInit(0)`: what [`cuda_driver::init`] does, for a given path.
fn init_at(path: &str) -> Result<&'static Driver, Error> {
    let driver = Driver::open(path)?;
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }?;
    Ok(driver)
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn every_fake_loads_in_both_modes_without_panicking_and_answers_consistently() {
    for &(name, path) in fake::ALL {
        let Some(path) = fake::path(path) else { return };
        for per_thread in [false, true] {
            let options = LoadOptions {
                path: Some(Path::new(path)),
                per_thread_default_stream: per_thread,
            };
            let loaded = std::panic::catch_unwind(|| Driver::open_with(&options))
                .unwrap_or_else(|_| panic!("{name} (per-thread: {per_thread}): loading panicked"));
            let driver = match (name, per_thread, loaded) {
                ("no_proc_address", true, Err(_)) => continue, // refused, see its own test
                (_, _, Ok(d)) => d,
                (_, _, Err(e)) => panic!("{name} (per-thread: {per_thread}) did not load: {e}"),
            };
            assert_eq!(driver.path(), path);
            assert_eq!(driver.per_thread_default_stream(), per_thread);
            assert!(format!("{driver:?}").contains(path));
            let missing = driver.missing_functions();
            for f in functions() {
                assert_eq!(
                    driver.is_available(f.name),
                    !missing.contains(&f.name),
                    "{name}: {}",
                    f.name
                );
            }
            for (i, m) in missing.iter().enumerate() {
                assert!(
                    functions().any(|f| f.name == *m),
                    "{name}: {m} is not listed"
                );
                assert!(!missing[..i].contains(m), "{name}: {m} is missing twice");
            }
            assert!(!driver.is_available("cuNoSuchFunction"));
            assert!(!driver.is_available(""));
            // Every fake knows `cuInit` and at most 32 names (the pools fake's context, streams, events
            // and pools),
            // and the rest of the list is missing, not a panic; but the one that answers everything,
            // which lacks only what is newer than it (see `newer_than_13_0.rs`).
            assert!(driver.is_available("cuInit"), "{name}");
            if name != "answers_everything_13" {
                assert!(missing.len() + 32 >= listed_names(), "{name}: {missing:?}");
            }
        }
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_driver_without_cu_get_proc_address_works_through_its_symbols() {
    let Some(driver) = open(fake::NO_PROC_ADDRESS) else {
        return;
    };
    assert_eq!(driver.version(), 11020);
    assert!(!driver.is_available("cuGetProcAddress"));
    assert_eq!(
        available(driver),
        [
            "cuInit",
            "cuDriverGetVersion",
            "cuDeviceGet",
            "cuDeviceGetCount",
            "cuDeviceTotalMem",
            "cuCtxGetCurrent",
        ]
    );
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    assert_eq!(Device::count(driver).unwrap(), 2);
    let devices = Device::all(driver).unwrap();
    assert_eq!(devices.len(), 2);
    assert_eq!(devices[1].total_memory().unwrap(), 2 << 30);
    let err = Device::get(driver, 2).unwrap_err();
    assert_eq!(
        err.code(),
        Some(CUresult::CUDA_ERROR_INVALID_DEVICE),
        "{err}"
    );
    assert_eq!(cuda_driver::current_context(driver).unwrap(), None);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_old_abi_symbol_is_never_taken_for_the_new_one() {
    // The fake exports `cuMemAlloc` (the CUDA 2.0 ABI, 32-bit sizes) but not `cuMemAlloc_v2`.
    let Some(driver) = open(fake::NO_PROC_ADDRESS) else {
        return;
    };
    assert!(!driver.is_available("cuMemAlloc"));
    assert!(driver.missing_functions().contains(&"cuMemAlloc"));
    let mut ptr = CUdeviceptr::null();
    // SAFETY: the function is missing, so nothing is called; `ptr` would be a valid out-parameter anyway.
    let err = unsafe { driver.cuMemAlloc(ptr.as_mut_ptr(), 1 << 20) }.unwrap_err();
    assert!(err.is_missing() && err.code().is_none(), "{err}");
    assert_eq!(err.call(), "cuMemAlloc");
    let msg = err.to_string();
    assert!(msg.contains("PFN_cuMemAlloc_v3020"), "{msg}");
    // The driver (11.2) is new enough: the message must not tell the user to update it.
    assert!(
        msg.contains("CUDA 11.2") && !msg.contains("update the NVIDIA driver"),
        "{msg}"
    );
    assert!(msg.contains(cuda_driver::PATH_VARIABLE), "{msg}");
    assert!(ptr.is_null(), "nothing was written");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn per_thread_mode_without_cu_get_proc_address_is_a_load_error() {
    let Some(path) = fake::path(fake::NO_PROC_ADDRESS) else {
        return;
    };
    let options = LoadOptions {
        path: Some(Path::new(path)),
        per_thread_default_stream: true,
    };
    let err = Driver::open_with(&options).unwrap_err();
    assert_eq!(err.attempts().len(), 1, "{err}");
    assert_eq!(err.attempts()[0].path, path);
    let reason = &err.attempts()[0].reason;
    assert!(
        reason.contains("per-thread default stream") && reason.contains("cuGetProcAddress"),
        "{reason}"
    );
    let msg = err.to_string();
    assert!(msg.contains(path) && msg.contains("CUDA 11.3"), "{msg}");
    // The same library loads in the default mode.
    assert!(Driver::open(path).is_ok());
}

fn check_old_driver(fake: &'static str) {
    let Some(driver) = open(fake) else { return };
    // Everything, the version included, came through `cuGetProcAddress`: the fake exports nothing else.
    assert_eq!(driver.version(), 11040);
    // The 11.3 entry point is also found as itself, at its own ABI (`cuGetProcAddress_v11030`); the
    // 12.0 one is newer than the driver.
    let mut expected = vec!["cuInit", "cuDriverGetVersion"];
    if fake == fake::OLD_DRIVER {
        expected.push("cuGetProcAddress");
    }
    expected.extend(["cuDeviceGetCount", "cuCtxGetCurrent", "cuStreamQuery"]);
    assert_eq!(available(driver), expected);

    // A function newer than the driver: the named error, with both versions.
    assert!(!driver.is_available("cuLaunchKernelEx"));
    assert!(driver.missing_functions().contains(&"cuLaunchKernelEx"));
    // SAFETY: the function is missing, so nothing is called and the null arguments are never read.
    let err = unsafe {
        driver.cuLaunchKernelEx(
            std::ptr::null(),
            Default::default(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        )
    }
    .unwrap_err();
    assert!(err.is_missing() && err.code().is_none(), "{err}");
    assert_eq!(err.call(), "cuLaunchKernelEx");
    let msg = err.to_string();
    for part in [
        "cuLaunchKernelEx",
        "PFN_cuLaunchKernelEx_v11060",
        "CUDA 11.6",
        "CUDA 11.4",
        "update the NVIDIA driver",
    ] {
        assert!(msg.contains(part), "`{part}` not in: {msg}");
    }

    // The 11.3 entry point answers for `cuGetProcAddress` at 12000 with its own, 4-argument ABI; the
    // 5-argument `PFN_cuGetProcAddress_v12000` needs a 12.0 driver, so it is missing, not mis-typed;
    // the 4-argument ABI is there under its own name when the driver hands it out.
    assert!(driver.table().init.cuGetProcAddress.is_none());
    assert_eq!(
        driver.table().init.cuGetProcAddress_v11030.is_some(),
        fake == fake::OLD_DRIVER
    );
    // SAFETY: the function is missing, so nothing is called and the null arguments are never read.
    let err = unsafe {
        driver.cuGetProcAddress(
            std::ptr::null(),
            std::ptr::null_mut(),
            12000,
            0,
            std::ptr::null_mut(),
        )
    }
    .unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.contains("PFN_cuGetProcAddress_v12000") && msg.contains("CUDA 12.0"),
        "{msg}"
    );

    // The safe layer passes the same value on.
    let err = Device::get(driver, 0).unwrap_err();
    match &err {
        Error::Driver(e) => assert!(e.is_missing() && e.call() == "cuDeviceGet", "{e}"),
        other => panic!("expected a missing function, got {other:?}"),
    }

    // The functions it has still work, before and after the missing ones were called.
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    assert_eq!(Device::count(driver).unwrap(), 1);
    let mut ctx = CUcontext::null();
    // SAFETY: `ctx` is a valid out-parameter.
    unsafe { driver.cuCtxGetCurrent(ctx.as_mut_ptr()) }.unwrap();
    assert!(ctx.is_null());
    let mut version = 0;
    // SAFETY: `version` is a valid out-parameter.
    unsafe { driver.cuDriverGetVersion(&mut version) }.unwrap();
    assert_eq!(version, 11040);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_old_driver_lacks_functions_by_name_and_version_and_the_rest_work() {
    check_old_driver(fake::OLD_DRIVER);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_old_driver_through_cu_get_proc_address_v2() {
    check_old_driver(fake::OLD_DRIVER_V2);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn per_thread_mode_asks_the_driver_for_the_per_thread_variants() {
    // The fake's per-thread `cuStreamQuery` answers CUDA_ERROR_NOT_READY on the null stream; the legacy one
    // CUDA_SUCCESS.
    for fake in [fake::OLD_DRIVER, fake::OLD_DRIVER_V2] {
        let (Some(legacy), Some(per_thread)) = (open(fake), open_per_thread(fake)) else {
            return;
        };
        assert!(per_thread.per_thread_default_stream() && !legacy.per_thread_default_stream());
        assert_eq!(legacy.version(), 11040);
        // The version is asked for in legacy mode: a per-thread request below ABI 7000 gets a null pointer
        // from the real driver (and this fake), which exports no `cuDriverGetVersion` to fall back to.
        assert_eq!(per_thread.version(), 11040);
        // SAFETY: the null stream is always a valid argument.
        unsafe { legacy.cuStreamQuery(CUstream::null()) }.unwrap();
        // SAFETY: as above.
        let err = unsafe { per_thread.cuStreamQuery(CUstream::null()) }.unwrap_err();
        assert_eq!(err.code(), Some(CUresult::CUDA_ERROR_NOT_READY), "{err}");
        // No fallback to exported symbols in this mode: the missing stay missing.
        assert_eq!(per_thread.missing_functions(), legacy.missing_functions());
    }
}

/// The loader's path on the real 13.0 driver: asked for a per-thread variant below ABI 7000, the driver
/// answers CUDA_SUCCESS with a null pointer and CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT, and the loader
/// must ask again at 7000. The fakes answer the same way (checked here, straight through the fake's
/// entry point), so `per_thread_mode_asks_the_driver_for_the_per_thread_variants` runs that path.
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn per_thread_request_below_7000_is_answered_like_the_real_driver() {
    use std::ffi::{c_char, c_int, c_void};
    type GetProc =
        unsafe extern "C" fn(*const c_char, *mut *mut c_void, c_int, u64, *mut c_int) -> c_int;
    const PER_THREAD: u64 = 2;
    const VERSION_NOT_SUFFICIENT: c_int = 2;
    let Some(path) = fake::path(fake::OLD_DRIVER_V2) else {
        return;
    };
    // SAFETY: the fake has no initialisers.
    let lib = unsafe { libloading::Library::new(path) }.unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: the fake exports `cuGetProcAddress_v2` with exactly this prototype.
    let get =
        unsafe { lib.get::<GetProc>(b"cuGetProcAddress_v2\0") }.unwrap_or_else(|e| panic!("{e}"));
    let ask = |version: c_int, flags: u64| {
        let mut pfn: *mut c_void = std::ptr::dangling_mut();
        let mut status: c_int = -1;
        // SAFETY: a NUL-terminated name and valid out-parameters.
        let code = unsafe {
            get(
                c"cuStreamQuery".as_ptr(),
                &mut pfn,
                version,
                flags,
                &mut status,
            )
        };
        (code, pfn.is_null(), status)
    };
    assert_eq!(ask(2000, PER_THREAD), (0, true, VERSION_NOT_SUFFICIENT));
    assert_eq!(ask(6050, PER_THREAD), (0, true, VERSION_NOT_SUFFICIENT));
    assert_eq!(ask(7000, PER_THREAD), (0, false, 0));
    assert_eq!(ask(2000, 0), (0, false, 0));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn codes_beyond_the_list_print_as_numbers() {
    let Some(driver) = open(fake::UNKNOWN_CODES) else {
        return;
    };
    assert_eq!(driver.version(), 13000);
    let mut n = 0;
    // SAFETY: `n` is a valid out-parameter.
    let err = unsafe { driver.cuDeviceGetCount(&mut n) }.unwrap_err();
    let code = err.code().unwrap();
    assert_eq!((code.raw(), code.name()), (9999, None));
    assert_eq!(format!("{code:?}"), "CUresult(9999)");
    assert_eq!(
        err.to_string(),
        "cuDeviceGetCount: unknown CUresult 9999 (newer than this crate's list of codes)"
    );
    assert!(!err.is_missing());

    // Through the safe layer: the same error, as `Error::Driver`.
    let err = Device::count(driver).unwrap_err();
    assert_eq!(err.code().map(CUresult::raw), Some(9999));
    assert!(err.to_string().contains("unknown CUresult 9999"), "{err}");

    let mut dev = CUdevice::null();
    // SAFETY: `dev` is a valid out-parameter.
    let err = unsafe { driver.cuDeviceGet(dev.as_mut_ptr(), 0) }.unwrap_err();
    assert!(
        err.to_string().contains("unknown CUresult 123456789"),
        "{err}"
    );

    // A known code from the same driver keeps its name and text.
    // SAFETY: the null stream is always a valid argument.
    let err = unsafe { driver.cuStreamQuery(CUstream::null()) }.unwrap_err();
    assert!(
        err.to_string()
            .starts_with("cuStreamQuery: CUDA_ERROR_NOT_READY (600): "),
        "{err}"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_failing_cu_init_is_a_driver_error() {
    let Some(path) = fake::path(fake::INIT_FAILS) else {
        return;
    };
    let driver = Driver::open(path).unwrap();
    assert_eq!(driver.version(), 13000);
    // SAFETY: `cuInit(0)` has no pointer arguments.
    let err: DriverError = unsafe { driver.cuInit(0) }.unwrap_err();
    assert_eq!(err.code(), Some(CUresult::CUDA_ERROR_NO_DEVICE));
    assert!(
        err.to_string()
            .starts_with("cuInit: CUDA_ERROR_NO_DEVICE (100): "),
        "{err}"
    );

    // The `init()` flow: loading succeeds, initialising fails, and the error says which.
    match init_at(path) {
        Err(Error::Driver(e)) => assert_eq!(e, err),
        other => panic!("expected cuInit's error, got {other:?}"),
    }
    // Calls that need initialisation fail with the driver's code, not a panic.
    let err = Device::count(driver).unwrap_err();
    assert_eq!(
        err.code(),
        Some(CUresult::CUDA_ERROR_NOT_INITIALIZED),
        "{err}"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn the_init_flow_on_a_missing_library_is_a_load_error() {
    let Some(path) = fake::path(fake::INIT_FAILS) else {
        return;
    };
    let missing = format!("{path}.does-not-exist");
    match init_at(&missing) {
        Err(Error::Load(e)) => {
            assert_eq!(e.attempts().len(), 1);
            assert_eq!(e.attempts()[0].path, missing);
        }
        other => panic!("expected a load error, got {other:?}"),
    }
}
