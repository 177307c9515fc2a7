//! A small library's `sys` built with `cuda_struct::sys_tables!` from outside `cuda-struct`, as the next
//! library crate builds its own: two area files, their registries, the function table and its calls,
//! and the fuzzers' lists (`foo_for_each_struct!`, exported for other crates, so not called here). Runs
//! under Miri.
#![allow(missing_docs)]

mod sys;

use core::ffi::{c_int, c_void};
use core::ptr::NonNull;

use cuda_struct::{FunctionTable, HandleKind, MissingFunction};

use sys::{fooResult, Error, Table, ALIASES, CONSTANTS, ENUMS, HANDLES, STRUCTS};

#[test]
fn the_registries_list_every_declaration_by_area_in_order() {
    let names = |v: Vec<&'static str>| v;
    assert_eq!(
        names(STRUCTS.iter().map(|s| s.c_name).collect()),
        ["fooExtent", "fooRange", "fooView"]
    );
    let view = STRUCTS.iter().find(|s| s.c_name == "fooView").unwrap();
    assert_eq!((view.size, view.align), (16, 8));
    assert_eq!(
        names(HANDLES.iter().map(|h| h.c_name).collect()),
        ["fooDevice", "fooStream"]
    );
    assert_eq!(HANDLES[1].kind, HandleKind::Pointer);
    assert_eq!(
        names(ENUMS.iter().map(|e| e.c_name).collect()),
        ["fooResult", "fooMode"]
    );
    assert_eq!(
        ENUMS[0].values,
        [("FOO_SUCCESS", 0), ("FOO_ERROR_INVALID", 1)]
    );
    assert_eq!(ALIASES.len(), 1);
    assert_eq!((ALIASES[0].c_name, ALIASES[0].rust), ("fooSize_t", "u64"));
    assert_eq!(
        names(CONSTANTS.iter().map(|c| c.c_name).collect()),
        ["FOO_MAX_DEVICES"]
    );
    assert_eq!(CONSTANTS[0].doc, " At most this many devices.\n");
}

extern "C" fn get_count(n: *mut c_int) -> fooResult {
    // SAFETY: the test passes a valid out-pointer.
    unsafe { n.write(3) };
    fooResult::FOO_SUCCESS
}

/// A table whose lookup knows `fooGetCount` alone, for a library reporting version 20.
fn table() -> Table {
    // SAFETY: the one address returned is `get_count`, which has the declared prototype.
    unsafe {
        Table::resolve(20, &mut |f| match f.name {
            "fooGetCount" => NonNull::new(get_count as *mut c_void),
            _ => None,
        })
    }
}

#[test]
fn the_table_has_one_field_per_area_and_makes_the_calls() {
    let table = table();
    assert_eq!(table.foo_version(), 20);
    assert!(table.alpha.fooGetCount.is_some() && table.beta.fooLaunch.is_none());
    let mut n = 0;
    // SAFETY: `n` is a valid out-parameter.
    unsafe { table.fooGetCount(&mut n) }.unwrap();
    assert_eq!(n, 3);
    // SAFETY: `fooLaunch` is missing, so nothing is called.
    let err = unsafe { table.fooLaunch(sys::fooStream::null()) }.unwrap_err();
    let missing = MissingFunction {
        name: "fooLaunch",
        version: Some(20),
        since: Some(20),
    };
    assert_eq!(
        err,
        Error::Missing(missing, 20),
        "the crate's own missing error, with the version"
    );
}

#[test]
fn functions_lists_every_area_in_order() {
    let listed: Vec<&str> = sys::functions().map(|f| f.name).collect();
    assert_eq!(listed, ["fooGetCount", "fooLaunch"]);
    assert_eq!(
        <sys::alpha::Functions as FunctionTable>::FUNCTIONS[0].doc,
        " How many devices there are.\n"
    );
}
