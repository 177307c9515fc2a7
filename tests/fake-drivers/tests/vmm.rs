//! Virtual memory against the fake 13.0 driver of `c/host_memory.c` (`c/host_vmm.h`: physical
//! allocations are memfds mapped into reserved host ranges): a range becomes a buffer only when wholly
//! mapped and accessible, the buffer unmaps and frees it once, and an import holds its memory after the
//! exporter lets go.
#![cfg_attr(miri, allow(unused))]

use std::ffi::{c_int, c_void};
use std::os::fd::AsFd;
use std::sync::Mutex;

use cuda_driver::sys::CUstream_flags;
use cuda_driver::{
    granularity, Context, Device, Driver, Error, PhysicalMemory, Shareable, Stream, VirtualRange,
};
use fake_drivers as fake;

type Counter = unsafe extern "C" fn() -> c_int;

/// The fake's counters are process-wide: these tests run one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The fake loaded, a stream of its primary context, and its counters of live allocations (device
/// memory and mapped pieces) and of physical allocations still held.
fn open() -> Option<(Context, Stream, Counter, Counter)> {
    let path = fake::path(fake::HOST_MEMORY_13)?;
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let counter = |name: &std::ffi::CStr| {
        let mut pfn: *mut c_void = std::ptr::null_mut();
        // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
        unsafe { driver.cuGetProcAddress(name.as_ptr(), &mut pfn, 13000, 0, std::ptr::null_mut()) }
            .unwrap();
        assert!(!pfn.is_null());
        // SAFETY: the fake hands out `int (void)` counters under these names.
        unsafe { std::mem::transmute::<*mut c_void, Counter>(pfn) }
    };
    let (live, physical) = (
        counter(c"fakeLiveAllocations"),
        counter(c"fakeLivePhysical"),
    );
    let ctx = Context::primary(Device::get(driver, 0).unwrap()).unwrap();
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    Some((ctx, stream, live, physical))
}

fn refused<T: std::fmt::Debug>(what: &str, result: Result<T, Error>) {
    assert!(
        matches!(result, Err(Error::InvalidArgument(_))),
        "{what}: {result:?}"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_wholly_mapped_range_is_one_buffer_freed_once() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream, live, physical)) = open() else {
        return;
    };
    let unit = granularity(ctx.device(), Shareable::No, false).unwrap();
    // SAFETY: the counters take no arguments.
    let (live_before, physical_before) = unsafe { (live(), physical()) };
    let mut range = VirtualRange::reserve(&ctx, 2 * unit, 0).unwrap();
    for i in 0..2 {
        // Released right away: the mapping holds the memory.
        let memory = PhysicalMemory::new(&ctx, unit, Shareable::No).unwrap();
        range.map(i * unit, &memory).unwrap();
    }
    // SAFETY: as above.
    assert_eq!(unsafe { physical() }, physical_before + 2);
    range.set_access(&[ctx.device()]).unwrap();
    let mut buf = range.into_buffer::<u32>(&stream).unwrap();
    assert_eq!(buf.len(), 2 * unit / 4);
    // A copy across the seam between the two pieces.
    let seam = unit / 4;
    let data: Vec<u32> = (0..8).collect();
    buf.slice_mut(seam - 4..seam + 4)
        .unwrap()
        .copy_from_host(&data)
        .unwrap();
    assert_eq!(
        buf.slice(seam - 4..seam + 4).unwrap().to_vec().unwrap(),
        data
    );
    buf.close().unwrap();
    // SAFETY: as above.
    let after = unsafe { (live(), physical()) };
    assert_eq!(after, (live_before, physical_before));
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn ranges_off_the_granularity_half_mapped_or_mapped_twice_are_refused() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream, _, physical)) = open() else {
        return;
    };
    let unit = granularity(ctx.device(), Shareable::No, false).unwrap();
    refused(
        "a reservation off the granularity",
        VirtualRange::reserve(&ctx, unit + 1, 0),
    );
    refused(
        "an allocation off the granularity",
        PhysicalMemory::new(&ctx, unit / 2, Shareable::No),
    );
    let memory = PhysicalMemory::new(&ctx, unit, Shareable::No).unwrap();
    let mut range = VirtualRange::reserve(&ctx, 2 * unit, 0).unwrap();
    refused("a piece off a granule", range.map(unit / 2, &memory));
    refused("a piece past the end", range.map(2 * unit, &memory));
    range.map(0, &memory).unwrap();
    refused("the same memory mapped twice", range.map(unit, &memory));
    // Once the range that maps it is dropped (unmapped), the memory may back another range.
    drop(range);
    let mut again = VirtualRange::reserve(&ctx, unit, 0).unwrap();
    again.map(0, &memory).unwrap();
    let mut third = VirtualRange::reserve(&ctx, unit, 0).unwrap();
    refused("the memory mapped twice again", third.map(0, &memory));
    drop((again, third));
    let mut range = VirtualRange::reserve(&ctx, 2 * unit, 0).unwrap();
    range.map(0, &memory).unwrap();
    let other = PhysicalMemory::new(&ctx, unit, Shareable::No).unwrap();
    refused("a piece over a mapped one", range.map(0, &other));
    refused(
        "access to a half-mapped range",
        range.set_access(&[ctx.device()]),
    );
    refused(
        "a half-mapped range as a buffer",
        range.into_buffer::<u32>(&stream),
    );
    let mut range = VirtualRange::reserve(&ctx, unit, 0).unwrap();
    range.map(0, &other).unwrap();
    refused(
        "a range without access as a buffer",
        range.into_buffer::<u32>(&stream),
    );
    // Every refused range was unmapped and freed: dropping the handles lets go of all the memory.
    drop((memory, other));
    // SAFETY: the counter takes no arguments.
    let held = unsafe { physical() };
    let probe = PhysicalMemory::new(&ctx, unit, Shareable::No).unwrap();
    drop(probe);
    // SAFETY: as above.
    assert_eq!(unsafe { physical() }, held);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_import_holds_its_memory_after_the_exporter_lets_go() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream, _, physical)) = open() else {
        return;
    };
    let unit = granularity(ctx.device(), Shareable::PosixFd, false).unwrap();
    // SAFETY: the counter takes no arguments.
    let before = unsafe { physical() };
    let exported = PhysicalMemory::new(&ctx, unit, Shareable::PosixFd).unwrap();
    let mut range = VirtualRange::reserve(&ctx, unit, 0).unwrap();
    range.map(0, &exported).unwrap();
    range.set_access(&[ctx.device()]).unwrap();
    let mut writer = range.into_buffer::<u8>(&stream).unwrap();
    writer.memset_d8(0x5a).unwrap();
    let fd = exported.export_fd().unwrap();
    refused(
        "an export of memory not made shareable",
        PhysicalMemory::new(&ctx, unit, Shareable::No)
            .unwrap()
            .export_fd(),
    );
    // The exporter lets go of everything before the import is mapped.
    writer.close().unwrap();
    drop(exported);
    // SAFETY: `unit` is the exported allocation's size, and nothing else maps it here any more.
    let imported = unsafe { PhysicalMemory::import_fd(&ctx, fd.as_fd(), unit) }.unwrap();
    drop(fd);
    let mut range = VirtualRange::reserve(&ctx, unit, 0).unwrap();
    range.map(0, &imported).unwrap();
    drop(imported);
    range.set_access(&[ctx.device()]).unwrap();
    let reader = range.into_buffer::<u8>(&stream).unwrap();
    assert!(reader.to_vec().unwrap().iter().all(|&b| b == 0x5a));
    reader.close().unwrap();
    // SAFETY: as above.
    assert_eq!(unsafe { physical() }, before);
}
