//! Every function newer than CUDA 13.0 is missing on a 13.0 driver, and says which CUDA version introduced
//! it: against `c/answers_everything.c`, a 13.0 driver whose `cuGetProcAddress` hands out something for
//! every name at every ABI (as the real one hands out the newest ABI not newer than the one asked for), so
//! only the loader's rule keeps them out. The older ABI of each name that 13.1 to 13.5 gave a newer one
//! stays bound.
#![cfg_attr(miri, allow(unused))]

use std::collections::BTreeSet;
use std::ffi::{c_int, c_void};

use cuda_driver::{functions, Driver, DriverError};
use fake_drivers as fake;

/// An all-zero value of any parameter type of `sys`: a null pointer or handle, 0, an enum's zero, `None`
/// for a callback, a zeroed plain-old-data struct. Nothing reads it: every call below is refused before
/// the driver is reached.
fn z<T>() -> T {
    // SAFETY: every parameter type of a `sys` function is a raw pointer, an integer, a `#[cuda_handle]`
    // or `#[cuda_enum]` newtype over one, an `Option` of a function pointer, or a `#[cuda_struct]` of
    // those; all-zero is a valid value of each.
    unsafe { std::mem::zeroed() }
}

/// Each function 13.1 to 13.5 added, called through the table with zeroed arguments: (the Rust name of
/// its declaration, the call's result).
macro_rules! calls {
    ($driver:ident: $($name:ident($($arg:tt)*)),* $(,)?) => {
        [$((
            stringify!($name),
            // SAFETY: the function is newer than the driver, so the call is refused before anything is
            // called; were it not, the fake's stub reads no argument and fails.
            unsafe { $driver.$name($(calls!(@z $arg)),*) },
        )),*]
    };
    (@z _) => { z() };
}

/// The fake loaded and initialised, and its stub's call counter.
fn open() -> Option<(&'static Driver, unsafe extern "C" fn() -> c_int)> {
    let path = fake::path(fake::ANSWERS_EVERYTHING_13)?;
    let driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let mut pfn: *mut c_void = std::ptr::null_mut();
    // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
    unsafe {
        driver.cuGetProcAddress(
            c"fakeStubCalls".as_ptr(),
            &mut pfn,
            13000,
            0,
            std::ptr::null_mut(),
        )
    }
    .unwrap();
    assert!(!pfn.is_null());
    // SAFETY: the fake hands out `int fake_stub_calls(void)` under this name.
    let calls = unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn() -> c_int>(pfn) };
    Some((driver, calls))
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn every_function_newer_than_13_0_is_missing_on_13_0_and_names_the_version_that_introduced_it() {
    let Some((driver, stub_calls)) = open() else {
        return;
    };
    assert_eq!(driver.version(), 13000);
    let results = calls!(driver:
        cuCheckpointOperationComplete(_),
        cuCoredumpRegisterStartCallback(_ _ _),
        cuCoredumpRegisterCompleteCallback(_ _ _),
        cuCoredumpDeregisterStartCallback(_),
        cuCoredumpDeregisterCompleteCallback(_),
        cuDeviceGetFabricClusterUuid(_ _),
        cuDeviceGetCliqueCount(_ _),
        cuDeviceGetCliqueInfo(_ _ _),
        cuFabricCpyBatchAsync(_ _ _ _),
        cuLogicalEndpointIdReserve(_ _),
        cuLogicalEndpointIdRelease(_ _),
        cuLogicalEndpointCreate(_ _),
        cuLogicalEndpointAddDevice(_ _),
        cuLogicalEndpointDestroy(_),
        cuLogicalEndpointBindAddr(_ _ _ _ _ _),
        cuLogicalEndpointBindMem(_ _ _ _ _ _ _),
        cuLogicalEndpointUnbind(_ _ _ _),
        cuLogicalEndpointExport(_ _ _),
        cuLogicalEndpointImport(_ _ _),
        cuLogicalEndpointGetLimits(_ _ _),
        cuLogicalEndpointQuery(_ _ _),
        cuGraphNodeGetContainingGraph(_ _),
        cuGraphNodeGetLocalId(_ _),
        cuGraphNodeGetToolsId(_ _),
        cuGraphGetId(_ _),
        cuGraphAddNode_v3(_ _ _ _ _ _),
        cuGraphExecGetId(_ _),
        cuGraphNodeSetParams_v2(_ _),
        cuGraphNodeGetParams(_ _),
        cuDevSmResourceSplit(_ _ _ _ _ _),
        cuStreamGetDevResource(_ _ _),
        cuFuncGetParamCount(_ _),
        cuLaunchHostFunc_v2(_ _ _ _),
        cuKernelGetParamCount(_ _),
        cuMemcpyWithAttributesAsync(_ _ _ _ _),
        cuMemcpy3DWithAttributesAsync(_ _ _),
        cuMulticastBindMem_v2(_ _ _ _ _ _ _),
        cuMulticastBindAddr_v2(_ _ _ _ _ _),
        cuMemGetLocationInfo(_ _ _ _ _),
        cuStreamBeginCaptureToCig(_ _),
        cuStreamEndCaptureToCig(_),
        cuStreamBeginRecaptureToGraph(_ _ _ _ _),
        cuTensorMapSetAllocationClass(_ _ _),
    );
    assert_eq!(
        // SAFETY: the counter takes nothing and reads one int.
        unsafe { stub_calls() },
        0,
        "a refused call reached the driver"
    );

    // The calls above are exactly the declarations newer than 13.0 (by C name and ABI), 43 of them.
    let newer: Vec<_> = functions()
        .filter(|f| f.version.unwrap_or(0) > 13000)
        .collect();
    assert_eq!(newer.len(), 43);
    assert_eq!(results.len(), newer.len());
    for f in &newer {
        // The call of this declaration: its Rust name is the C name, or the C name and `_v<n>`.
        let of = |name: &&str| {
            *name == f.name
                || name
                    .strip_prefix(f.name)
                    .is_some_and(|v| v.starts_with("_v"))
        };
        let Some((name, result)) = results.iter().find(|(name, _)| of(name)) else {
            panic!(
                "no call of {} (ABI {}) in the list",
                f.name,
                f.version.unwrap_or(0)
            )
        };
        let err: &DriverError = result
            .as_ref()
            .err()
            .unwrap_or_else(|| panic!("{name} succeeded"));
        assert!(err.is_missing() && err.code().is_none(), "{name}: {err}");
        assert_eq!(err.call(), *name);
        // The version that introduced it: the ABI's, or the later header's where cuda.h came later
        // (cuLaunchHostFunc_v2 and the CIG capture pair: ABI 13010, first in cuda.h 13.2).
        assert_eq!(err.introduced_in(), f.since, "{name}");
        assert!(
            f.since.unwrap_or(0) > 13000 && f.since.unwrap_or(0) >= f.version.unwrap_or(0),
            "{name}"
        );
        let msg = err.to_string();
        let since = format!(
            "CUDA {}.{} introduced it",
            f.since.unwrap_or(0) / 1000,
            f.since.unwrap_or(0) % 1000 / 10
        );
        for part in [
            since.as_str(),
            "the loaded driver supports CUDA 13.0",
            "update the NVIDIA driver",
        ] {
            assert!(msg.contains(part), "{name}: `{part}` not in: {msg}");
        }
        assert!(
            msg.contains(&format!("_v{} ", f.version.unwrap_or(0)))
                || msg.contains(&format!("_v{})", f.version.unwrap_or(0))),
            "{msg}"
        );
    }
    let later_header: BTreeSet<&str> = newer
        .iter()
        .filter(|f| f.since.unwrap_or(0) != f.version.unwrap_or(0))
        .map(|f| f.name)
        .collect();
    assert_eq!(
        later_header,
        BTreeSet::from([
            "cuLaunchHostFunc",
            "cuStreamBeginCaptureToCig",
            "cuStreamEndCaptureToCig"
        ])
    );

    // What 13.0 has is bound (the fake answers everything): the names missing at every ABI are the 38
    // that 13.1 to 13.5 added, not the 5 that got a newer ABI under a name of their own, whose 13.0 ABI
    // a 13.0 driver has.
    let missing: BTreeSet<&str> = driver.missing_functions().iter().copied().collect();
    let new_names: BTreeSet<&str> = newer
        .iter()
        .map(|f| f.name)
        .filter(|n| functions().all(|g| g.name != *n || g.version.is_some_and(|v| v > 13000)))
        .collect();
    assert_eq!(missing, new_names);
    assert_eq!(missing.len(), 38);
    let table = driver.table();
    for (older, newer) in [
        (
            table.launch.cuLaunchHostFunc.is_some(),
            table.launch.cuLaunchHostFunc_v2.is_none(),
        ),
        (
            table.graph.cuGraphAddNode.is_some(),
            table.graph.cuGraphAddNode_v3.is_none(),
        ),
        (
            table.graph_nodes.cuGraphNodeSetParams.is_some(),
            table.graph_nodes.cuGraphNodeSetParams_v2.is_none(),
        ),
        (
            table.multicast.cuMulticastBindMem.is_some(),
            table.multicast.cuMulticastBindMem_v2.is_none(),
        ),
        (
            table.multicast.cuMulticastBindAddr.is_some(),
            table.multicast.cuMulticastBindAddr_v2.is_none(),
        ),
    ] {
        assert!(older && newer);
    }
    for name in [
        "cuLaunchHostFunc",
        "cuGraphAddNode",
        "cuGraphNodeSetParams",
        "cuMulticastBindMem",
        "cuMulticastBindAddr",
    ] {
        assert!(driver.is_available(name), "{name}");
    }
}
