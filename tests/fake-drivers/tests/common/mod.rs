//! Shared by the library, cluster, tensor-map, graph-building and latest-use tests: the host-memory fake
//! loaded with a primary context and a stream, and its beyond-cuda.h functions looked up by name.
#![allow(dead_code)]

use std::ffi::{c_void, CStr};
use std::sync::Mutex;

use cuda_driver::sys::CUstream_flags;
use cuda_driver::{Context, Device, Driver, Error, Stream};
use fake_drivers as fake;

/// The fakes' state is process-wide: the tests of a binary run one at a time.
pub static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The fake at `path` loaded, and a stream of its primary context; the caller holds `ONE_AT_A_TIME`.
pub fn open(path: &'static str) -> Option<(Context, Stream)> {
    let path = fake::path(path)?;
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let ctx = Context::primary(Device::get(driver, 0).unwrap()).unwrap();
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    Some((ctx, stream))
}

/// The fake's function `name`, which the caller transmutes to its C type.
pub fn symbol(driver: &Driver, name: &CStr) -> *mut c_void {
    let mut pfn: *mut c_void = std::ptr::null_mut();
    // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
    unsafe { driver.cuGetProcAddress(name.as_ptr(), &mut pfn, 13000, 0, std::ptr::null_mut()) }
        .unwrap();
    assert!(!pfn.is_null(), "the fake has no {name:?}");
    pfn
}

/// One of the fake's counters, `int (void)`, read now.
pub fn count(driver: &Driver, name: &CStr) -> i32 {
    // SAFETY: the fake's counters are `int name(void)`.
    let f = unsafe {
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn() -> i32>(symbol(driver, name))
    };
    // SAFETY: no arguments; reads atomics.
    unsafe { f() }
}

/// The message of an `InvalidArgument`, or a panic naming what came instead.
pub fn refusal<T: std::fmt::Debug>(result: Result<T, Error>) -> String {
    match result {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected Error::InvalidArgument, got {other:?}"),
    }
}
