//! Arrays, texture objects and surface objects against the host-memory fake (`c/host_arrays.h`), whose
//! arrays are host memory and whose kernels `tex_fetch` and `surf_fill` read a texture's resource and
//! write a surface's array: copies round-trip host ↔ array ↔ buffer with exact bytes; bad extents are
//! refused before the driver and change nothing; an array is destroyed once, after its last use (the
//! fake counts destructions while a use is uncovered by a synchronisation); objects keep their array
//! alive; a surface needs its flag; a stream of another context is refused. `copies` holds the
//! copies and the array's life, `mipmaps` the mipmapped arrays, `objects` the texture and surface
//! objects.
#![cfg_attr(miri, allow(unused))]

mod copies;
mod mipmaps;
mod objects;

use std::ffi::{c_int, c_void};
use std::sync::Mutex;

use cuda_driver::sys::CUstream_flags;
use cuda_driver::{ArrayFormat, Channels, Context, Device, Driver, Element, Error, Stream};
use fake_drivers as fake;

/// The fake's counts are process-wide: these tests run one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

type Count = unsafe extern "C" fn() -> c_int;

/// The fake's counters.
struct Counts {
    arrays: Count,
    objects: Count,
    early: Count,
}

impl Counts {
    /// Live arrays, live objects, early destructions so far.
    fn now(&self) -> (i32, i32, i32) {
        // SAFETY: the fake's `int (void)` counters, which only read its state.
        unsafe { ((self.arrays)(), (self.objects)(), (self.early)()) }
    }
}

/// The fake loaded, its primary context, two streams of it, and its counters; the caller holds
/// `ONE_AT_A_TIME`.
fn open() -> Option<(Context, Stream, Stream, Counts)> {
    let path = fake::path(fake::HOST_MEMORY_13)?;
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let count = |name: &std::ffi::CStr| {
        let mut pfn: *mut c_void = std::ptr::null_mut();
        // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
        unsafe { driver.cuGetProcAddress(name.as_ptr(), &mut pfn, 13000, 0, std::ptr::null_mut()) }
            .unwrap();
        assert!(!pfn.is_null());
        // SAFETY: the fake hands out an `int (void)` function under each of these names.
        unsafe { std::mem::transmute::<*mut c_void, Count>(pfn) }
    };
    let counts = Counts {
        arrays: count(c"fakeLiveArrays"),
        objects: count(c"fakeLiveObjects"),
        early: count(c"fakeEarlyDestroys"),
    };
    let ctx = Context::primary(Device::get(driver, 0).unwrap()).unwrap();
    let a = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let b = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    Some((ctx, a, b, counts))
}

/// The message of an `InvalidArgument`, or a panic naming what came instead.
fn refusal<T: std::fmt::Debug>(result: Result<T, Error>) -> String {
    match result {
        Err(Error::InvalidArgument(m)) => m,
        other => panic!("expected Error::InvalidArgument, got {other:?}"),
    }
}

fn one(format: ArrayFormat) -> Element {
    Element::new(format, Channels::One)
}
