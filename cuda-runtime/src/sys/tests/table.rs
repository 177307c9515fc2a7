//! The function table's tests: a found function is called, a missing one names itself and the runtime's
//! version, and every declared function is asked for once, in order.

use core::ffi::{c_int, c_void};
use core::ptr::NonNull;

use cuda_struct::FunctionTable;

use crate::sys::{cudaError, functions, Table};

extern "C" fn runtime_get_version(v: *mut c_int) -> cudaError {
    // SAFETY: the test passes a valid out-pointer.
    unsafe { v.write(13000) };
    cudaError::cudaSuccess
}

/// A table whose lookup knows `cudaRuntimeGetVersion` alone, as a 12.9 runtime.
fn table() -> Table {
    // SAFETY: the one address returned is `runtime_get_version`, which has the declared prototype.
    unsafe {
        Table::resolve(12090, &mut |f| match f.name {
            "cudaRuntimeGetVersion" => NonNull::new(runtime_get_version as *mut c_void),
            _ => None,
        })
    }
}

#[test]
fn a_found_function_is_called_through_the_table() {
    let table = table();
    assert_eq!(table.runtime_version(), 12090);
    let mut v = 0;
    // SAFETY: `v` is a valid out-parameter.
    unsafe { table.cudaRuntimeGetVersion(&mut v) }.unwrap();
    assert_eq!(v, 13000);
    assert!(table.version.cudaRuntimeGetVersion.is_some());
    assert!(table.version.cudaDriverGetVersion.is_none());
}

#[test]
fn a_missing_function_names_itself_and_the_runtimes_version() {
    let table = table();
    let mut n = 0;
    // SAFETY: `cudaGetDeviceCount` is missing, so nothing is called.
    let err = unsafe { table.cudaGetDeviceCount(&mut n) }.unwrap_err();
    assert!(
        err.is_missing() && err.call() == "cudaGetDeviceCount",
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        "cudaGetDeviceCount: not in the loaded CUDA runtime (12.9)"
    );
}

#[test]
fn every_declared_function_is_asked_for_once_in_order() {
    let mut asked = Vec::new();
    // SAFETY: the lookup finds nothing.
    let table = unsafe {
        Table::resolve(0, &mut |f| {
            asked.push((f.name, f.version));
            None
        })
    };
    let listed: Vec<(&str, Option<u32>)> = functions().map(|f| (f.name, f.version)).collect();
    assert_eq!(asked, listed);
    assert_eq!(
        table.memory.missing_functions().count(),
        <crate::sys::memory::Functions as FunctionTable>::FUNCTIONS.len()
    );
}
