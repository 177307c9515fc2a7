//! One build for every driver: the safe layer calls a function at cuda.h 13.0's ABI where the loaded
//! driver has it and at the older ABI that older drivers export otherwise, against the two builds of
//! `c/abi_fallback.c` (an 11.3 driver, a 12.4 one and a 13.0 one). The fake counts the calls each ABI gets, so the tests
//! see which one was taken; the raw 13.0 ABI stays a "missing" error naming its version on the old one.
#![cfg_attr(miri, allow(unused))]

use std::ffi::{c_int, c_void};

use cuda_driver::sys::{CUcontext, CUctx_flags, CUdevice, CUevent, CUevent_flags, CUresult};
use cuda_driver::{Context, Device, Driver, Error, Event, Stream};
use fake_drivers as fake;

/// The fake's `fakeAbiCalls`, handed out by its `cuGetProcAddress`.
type AbiCalls = unsafe extern "C" fn(c_int) -> c_int;

/// The fake loaded and initialised, with its call counter.
fn open(fake: &'static str) -> Option<(&'static Driver, AbiCalls)> {
    let path = fake::path(fake)?;
    let driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let mut pfn: *mut c_void = std::ptr::null_mut();
    let name = c"fakeAbiCalls".as_ptr();
    if driver.table().init.cuGetProcAddress.is_some() {
        // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
        unsafe { driver.cuGetProcAddress(name, &mut pfn, 12000, 0, std::ptr::null_mut()) }.unwrap();
    } else {
        // SAFETY: a NUL-terminated name and a valid out-parameter (the 11.3 entry point).
        unsafe { driver.cuGetProcAddress_v11030(name, &mut pfn, 11030, 0) }.unwrap();
    }
    assert!(!pfn.is_null());
    // SAFETY: the fake hands out `int fake_abi_calls(int)` under this name (see `c/abi_fallback.c`).
    let calls = unsafe { std::mem::transmute::<*mut c_void, AbiCalls>(pfn) };
    Some((driver, calls))
}

/// The fake's device UUID.
const UUID: [u8; 16] = [
    0x6b, 0x1f, 0x3c, 0x2a, 0x90, 0x4e, 0x4d, 0x11, 0xa2, 0x07, 0x5e, 0xc8, 0x31, 0x9d, 0x00, 0x7f,
];

/// `Device::uuid` through the safe layer; returns the calls it took at `(9020, 11040)`.
fn uuid(driver: &'static Driver, calls: AbiCalls) -> (c_int, c_int) {
    let before = (count(calls, 9020), count(calls, 11040));
    let uuid = Device::get(driver, 0).unwrap().uuid().unwrap();
    assert_eq!(uuid.as_bytes(), UUID);
    (
        count(calls, 9020) - before.0,
        count(calls, 11040) - before.1,
    )
}

/// The calls `abi` has had so far.
fn count(calls: AbiCalls, abi: c_int) -> c_int {
    // SAFETY: the counter takes an int and reads nothing else.
    let n = unsafe { calls(abi) };
    assert!(n >= 0, "the fake does not count ABI {abi}");
    n
}

/// A context and two timed events through the safe layer, on whichever ABIs the driver has: the context
/// is created and the thread's current context left as it was; 1.5 ms of the fake's clock lie between two
/// records; an event never recorded is not ready. Returns the calls each ABI took, as
/// `(cuCtxCreate 3020, 12050, cuEventElapsedTime 2000, 12080)`.
fn context_and_elapsed(driver: &'static Driver, calls: AbiCalls) -> (c_int, c_int, c_int, c_int) {
    let counts = || {
        (
            count(calls, 3020),
            count(calls, 12050),
            count(calls, 2000),
            count(calls, 12080),
        )
    };
    let before = counts();

    let device = Device::get(driver, 0).unwrap();
    let ctx = Context::create(device, CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    assert!(!ctx.raw().is_null());
    let mut current = CUcontext::null();
    // SAFETY: `current` is a valid out-parameter.
    unsafe { driver.cuCtxGetCurrent(current.as_mut_ptr()) }.unwrap();
    assert!(
        current.is_null(),
        "Context::create left its context current"
    );

    let stream = Stream::legacy(&ctx).unwrap();
    let start = Event::new(&ctx, CUevent_flags::CU_EVENT_DEFAULT).unwrap();
    let end = Event::new(&ctx, CUevent_flags::CU_EVENT_DEFAULT).unwrap();
    let never = Event::new(&ctx, CUevent_flags::CU_EVENT_DEFAULT).unwrap();
    start.record(&stream).unwrap();
    end.record(&stream).unwrap();
    end.synchronize().unwrap();
    assert_eq!(Event::elapsed_ms(&start, &end).unwrap(), 1.5);
    assert_eq!(Event::elapsed_ms(&end, &start).unwrap(), -1.5);
    match Event::elapsed_ms(&start, &never).unwrap_err() {
        Error::Driver(e) => assert_eq!(e.code(), Some(CUresult::CUDA_ERROR_NOT_READY), "{e}"),
        other => panic!("expected CUDA_ERROR_NOT_READY, got {other:?}"),
    }

    let after = counts();
    (
        after.0 - before.0,
        after.1 - before.1,
        after.2 - before.2,
        after.3 - before.3,
    )
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_12_4_driver_gets_the_older_abis_through_the_safe_layer() {
    let Some((driver, calls)) = open(fake::ABI_FALLBACK) else {
        return;
    };
    assert_eq!(driver.version(), 12040);
    // The 13.0 ABIs are newer than the driver: not looked up, whatever its cuGetProcAddress would hand
    // out for them; the older ones are there under their versioned names.
    let table = driver.table();
    assert!(table.context.cuCtxCreate.is_none());
    assert!(table.context.cuCtxCreate_v3020.is_some());
    assert!(table.event.cuEventElapsedTime.is_none());
    assert!(table.event.cuEventElapsedTime_v2000.is_some());
    assert!(driver.is_available("cuCtxCreate"));
    assert!(driver.is_available("cuEventElapsedTime"));

    // Three calls of elapsed time, one context: all on the older ABIs; the UUID at 11.4's, which the
    // driver has.
    assert_eq!(context_and_elapsed(driver, calls), (1, 0, 3, 0));
    assert_eq!(uuid(driver, calls), (0, 1));

    // The raw 13.0 ABI is a clean "missing" error naming its version and the driver's.
    let mut ctx = CUcontext::null();
    // SAFETY: the function is missing, so nothing is called.
    let err =
        unsafe { driver.cuCtxCreate(ctx.as_mut_ptr(), std::ptr::null_mut(), 0, CUdevice::null()) }
            .unwrap_err();
    assert!(err.is_missing() && err.code().is_none(), "{err}");
    assert_eq!(err.call(), "cuCtxCreate");
    let msg = err.to_string();
    for part in ["PFN_cuCtxCreate_v12050", "CUDA 12.5", "CUDA 12.4"] {
        assert!(msg.contains(part), "`{part}` not in: {msg}");
    }
    let mut ms = 0f32;
    // SAFETY: the function is missing, so nothing is called and the null events are never read.
    let err = unsafe { driver.cuEventElapsedTime(&mut ms, CUevent::null(), CUevent::null()) }
        .unwrap_err();
    assert!(err.is_missing(), "{err}");
    assert!(
        err.to_string().contains("PFN_cuEventElapsedTime_v12080"),
        "{err}"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_13_0_driver_gets_the_13_0_abis_although_it_has_the_older_ones_too() {
    let Some((driver, calls)) = open(fake::ABI_FALLBACK_13) else {
        return;
    };
    assert_eq!(driver.version(), 13000);
    let table = driver.table();
    assert!(table.context.cuCtxCreate.is_some() && table.context.cuCtxCreate_v3020.is_some());
    assert!(
        table.event.cuEventElapsedTime.is_some() && table.event.cuEventElapsedTime_v2000.is_some()
    );

    assert_eq!(context_and_elapsed(driver, calls), (0, 1, 0, 3));
    assert_eq!(uuid(driver, calls), (0, 1));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_11_3_driver_gets_the_9_2_uuid_abi_and_the_older_context_and_event_abis() {
    let Some((driver, calls)) = open(fake::ABI_FALLBACK_11) else {
        return;
    };
    assert_eq!(driver.version(), 11030);
    let device = &driver.table().device;
    assert!(device.cuDeviceGetUuid.is_none() && device.cuDeviceGetUuid_v9020.is_some());
    assert_eq!(uuid(driver, calls), (1, 0));
    assert_eq!(context_and_elapsed(driver, calls), (1, 0, 3, 0));
}
