//! The function table's tests: a found function is called, a missing one names itself and the driver's
//! version, and every declared function is asked for once, in order.

use core::ffi::{c_int, c_void};
use core::ptr::NonNull;

use cuda_struct::FunctionTable;

use crate::sys::{functions, CUfunction, CUresult, Table};

extern "C" fn driver_get_version(v: *mut c_int) -> CUresult {
    // SAFETY: the test passes a valid out-pointer.
    unsafe { v.write(12080) };
    CUresult::CUDA_SUCCESS
}

/// A table whose lookup knows `cuDriverGetVersion` alone, as a driver reporting 11.4.
fn table() -> Table {
    // SAFETY: the one address returned is `driver_get_version`, which has the declared prototype.
    unsafe {
        Table::resolve(11040, &mut |f| match (f.name, f.version) {
            ("cuDriverGetVersion", Some(2020)) => NonNull::new(driver_get_version as *mut c_void),
            _ => None,
        })
    }
}

#[test]
fn a_found_function_is_called_through_the_table() {
    let table = table();
    assert_eq!(table.driver_version(), 11040);
    let mut v = 0;
    // SAFETY: `v` is a valid out-parameter.
    unsafe { table.cuDriverGetVersion(&mut v) }.unwrap();
    assert_eq!(v, 12080);
    assert!(table.init.cuDriverGetVersion.is_some() && table.init.cuInit.is_none());
}

#[test]
fn a_missing_function_names_itself_its_version_and_the_drivers() {
    let table = table();
    // SAFETY: `cuLaunchKernelEx` is missing, so nothing is called with these arguments.
    let err = unsafe {
        table.cuLaunchKernelEx(
            core::ptr::null(),
            CUfunction::null(),
            core::ptr::null_mut(),
            core::ptr::null_mut(),
        )
    }
    .unwrap_err();
    assert!(
        err.is_missing() && err.call() == "cuLaunchKernelEx",
        "{err}"
    );
    let msg = err.to_string();
    assert!(
        msg.contains("CUDA 11.6") && msg.contains("CUDA 11.4") && msg.contains("_v11060"),
        "{msg}"
    );
}

#[test]
fn every_declared_function_is_asked_for_once_in_order() {
    let mut asked = Vec::new();
    // SAFETY: the lookup finds nothing.
    let table = unsafe {
        Table::resolve(0, &mut |f| {
            asked.push(f.name);
            None
        })
    };
    let listed: Vec<&str> = functions().map(|f| f.name).collect();
    assert_eq!(asked, listed);
    assert_eq!(
        table.memory.missing_functions().count(),
        <crate::sys::memory::Functions as FunctionTable>::FUNCTIONS.len()
    );
}
