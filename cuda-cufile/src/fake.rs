//! A stand-in cuFile made of Rust functions, so that the safe layer's driver ownership and its errors
//! run under Miri: `cuFileDriverOpen` and `cuFileDriverClose` count their calls, and the table of a 1.15
//! library lacks what 1.19 added.

use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use cuda_struct::FunctionInfo;

use crate::sys::{CUfileError_t, Functions};
use crate::{CuFile, Driver, Error};

static OPENED: AtomicUsize = AtomicUsize::new(0);
static CLOSED: AtomicUsize = AtomicUsize::new(0);
/// The tests share the counters and the process-wide driver: one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

extern "C" fn open() -> CUfileError_t {
    OPENED.fetch_add(1, Ordering::SeqCst);
    CUfileError_t::new()
}

extern "C" fn close() -> CUfileError_t {
    CLOSED.fetch_add(1, Ordering::SeqCst);
    CUfileError_t::new()
}

/// A stand-in of cuFile 1.15: the driver's open and close, nothing else (every other call is missing).
fn stand_in() -> &'static CuFile {
    static CUFILE: OnceLock<CuFile> = OnceLock::new();
    CUFILE.get_or_init(|| {
        let mut lookup = |f: &'static FunctionInfo| match f.symbol {
            "cuFileDriverOpen" => NonNull::new(open as *mut _),
            "cuFileDriverClose_v2" => NonNull::new(close as *mut _),
            _ => None,
        };
        // SAFETY: the two functions returned have the declared prototypes (no parameters, the status).
        let functions = unsafe { <Functions as cuda_struct::FunctionTable>::resolve(&mut lookup) };
        CuFile::from_functions(functions, 1150)
    })
}

#[test]
fn one_open_is_shared_and_closed_with_its_last_owner() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let cufile = stand_in();
    let (opened, closed) = (OPENED.load(Ordering::SeqCst), CLOSED.load(Ordering::SeqCst));
    let first = Driver::open(cufile).unwrap();
    let second = Driver::open(cufile).unwrap();
    let third = first.clone();
    assert_eq!(
        OPENED.load(Ordering::SeqCst),
        opened + 1,
        "opened once for three owners"
    );
    drop(first);
    drop(second);
    assert_eq!(
        CLOSED.load(Ordering::SeqCst),
        closed,
        "closed while an owner lives"
    );
    drop(third);
    assert_eq!(
        CLOSED.load(Ordering::SeqCst),
        closed + 1,
        "closed with the last owner"
    );
    // Opened anew once every owner has gone.
    let again = Driver::open(cufile).unwrap();
    assert_eq!(OPENED.load(Ordering::SeqCst), opened + 2);
    drop(again);
    assert_eq!(CLOSED.load(Ordering::SeqCst), closed + 2);
}

#[test]
fn a_function_the_library_lacks_is_an_error_naming_its_version() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let cufile = stand_in();
    assert!(!cufile.is_available("cuFileReadv"));
    // SAFETY: the function is missing, so nothing is called; the arguments are never read.
    let e =
        unsafe { cufile.cuFileReadv(Default::default(), std::ptr::null(), 0, 0, 0) }.unwrap_err();
    assert!(e.is_missing());
    assert_eq!(
        e.to_string(),
        "cuFileReadv: not in the loaded cuFile (1.15); it needs cuFile 1.19 or newer"
    );
    // The driver's properties are a missing function too, as a safe-layer error.
    let driver = Driver::open(cufile).unwrap();
    let props = driver.properties().unwrap_err();
    assert!(matches!(props, Error::CuFile(e) if e.is_missing() && e.code().is_none()));
}
