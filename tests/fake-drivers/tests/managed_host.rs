//! Managed, mapped and registered host memory against the fake 13.0 driver of `c/host_memory.c` (all
//! memory is host memory, work runs as it is queued, kernels cannot run): the host sees what it wrote,
//! new memory is zeroed, each owner frees or unregisters exactly once, and the refusals come before the
//! driver is asked.
#![cfg_attr(miri, allow(unused))]

use std::ffi::{c_int, c_void};
use std::sync::{Mutex, MutexGuard};

use cuda_driver::sys::{CUctx_flags, CUstream_flags};
use cuda_driver::{
    Advice, Attach, Context, Device, Driver, Error, HostAllocFlags, HostRegisterFlags,
    HostRegistration, Location, ManagedBuffer, MappedBuffer, Stream,
};
use fake_drivers as fake;

type Count = unsafe extern "C" fn() -> c_int;

/// The fake's counts are process-wide: the tests that read them run one at a time.
static COUNTING: Mutex<()> = Mutex::new(());

/// The fake loaded, its primary context and a stream of it, and its counts of live allocations and
/// registrations; with the counting lock held.
struct Fake {
    device: Device,
    _ctx: Context,
    stream: Stream,
    allocations: Count,
    registrations: Count,
    _counting: MutexGuard<'static, ()>,
}

fn open() -> Option<Fake> {
    let path = fake::path(fake::HOST_MEMORY_13)?;
    let counting = COUNTING.lock().unwrap_or_else(|e| e.into_inner());
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let count = |name: &std::ffi::CStr| -> Count {
        let mut pfn: *mut c_void = std::ptr::null_mut();
        // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
        unsafe { driver.cuGetProcAddress(name.as_ptr(), &mut pfn, 13000, 0, std::ptr::null_mut()) }
            .unwrap();
        assert!(!pfn.is_null());
        // SAFETY: the fake hands out `int (void)` counters under these names.
        unsafe { std::mem::transmute::<*mut c_void, Count>(pfn) }
    };
    let device = Device::get(driver, 0).unwrap();
    let ctx = Context::primary(device).unwrap();
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    Some(Fake {
        device,
        _ctx: ctx,
        stream,
        allocations: count(c"fakeLiveAllocations"),
        registrations: count(c"fakeLiveRegistrations"),
        _counting: counting,
    })
}

fn live(count: Count) -> c_int {
    // SAFETY: the fake's counter takes nothing and only reads its table.
    unsafe { count() }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn managed_buffer_is_zeroed_holds_what_the_host_writes_and_is_freed_once() {
    let Some(f) = open() else {
        return;
    };
    let before = live(f.allocations);
    let mut buf = ManagedBuffer::<u32>::alloc(&f.stream, 1000, Attach::Host).unwrap();
    assert_eq!(live(f.allocations), before + 1);
    // The fake fills new memory with 0xA5: the buffer's own zeroing ran.
    assert!(buf.as_slice().unwrap().iter().all(|&v| v == 0));
    for (i, v) in buf.as_mut_slice().unwrap().iter_mut().enumerate() {
        *v = i as u32 * 3;
    }
    buf.prefetch(Location::Device(f.device), &f.stream).unwrap();
    buf.prefetch(Location::Host, &f.stream).unwrap();
    for advice in [
        Advice::SetReadMostly,
        Advice::SetPreferredLocation(Location::Device(f.device)),
        Advice::SetAccessedBy(Location::Device(f.device)),
        Advice::UnsetAccessedBy(Location::Device(f.device)),
        Advice::UnsetPreferredLocation,
        Advice::UnsetReadMostly,
    ] {
        buf.advise(advice).unwrap();
    }
    buf.attach(&f.stream, Attach::Single).unwrap();
    buf.attach(&f.stream, Attach::Global).unwrap();
    let got = buf.as_slice().unwrap();
    assert!((0..1000).all(|i| got[i] == i as u32 * 3));
    buf.close().unwrap();
    assert_eq!(live(f.allocations), before);
    let dropped = ManagedBuffer::<u8>::from_slice(&f.stream, b"managed").unwrap();
    assert_eq!(dropped.as_slice().unwrap(), b"managed");
    drop(dropped);
    assert_eq!(live(f.allocations), before);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn managed_buffer_refuses_single_attachment_at_allocation_and_another_contexts_stream() {
    let Some(f) = open() else {
        return;
    };
    let single = ManagedBuffer::<u32>::alloc(&f.stream, 16, Attach::Single);
    assert!(
        matches!(single, Err(Error::InvalidArgument(_))),
        "{single:?}"
    );
    let buf = ManagedBuffer::<u32>::alloc(&f.stream, 16, Attach::Global).unwrap();
    let other = Context::create(f.device, CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let other_stream = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let prefetched = buf.prefetch(Location::Host, &other_stream);
    assert!(
        matches!(&prefetched, Err(Error::InvalidArgument(m)) if m.contains("managed, mapped or registered")),
        "{prefetched:?}"
    );
    let attached = buf.attach(&other_stream, Attach::Global);
    assert!(
        matches!(attached, Err(Error::InvalidArgument(_))),
        "{attached:?}"
    );
    // Empty buffers allocate nothing and still hand out (empty) slices.
    let empty = ManagedBuffer::<u64>::alloc(&f.stream, 0, Attach::Global).unwrap();
    assert!(empty.as_slice().unwrap().is_empty());
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn mapped_buffer_is_zeroed_holds_what_the_host_writes_and_is_freed_once() {
    let Some(f) = open() else {
        return;
    };
    let before = live(f.allocations);
    for flags in [
        HostAllocFlags::empty(),
        HostAllocFlags::PORTABLE | HostAllocFlags::WRITE_COMBINED,
    ] {
        let mut buf = MappedBuffer::<i64>::zeroed(&f.stream, 513, flags).unwrap();
        assert_eq!(live(f.allocations), before + 1);
        assert!(buf.as_slice().unwrap().iter().all(|&v| v == 0));
        buf.as_mut_slice().unwrap().fill(-7);
        assert!(buf.as_slice().unwrap().iter().all(|&v| v == -7));
        drop(buf);
        assert_eq!(live(f.allocations), before, "{flags:?}");
    }
    let closed = MappedBuffer::<u8>::zeroed(&f.stream, 4096, HostAllocFlags::empty()).unwrap();
    closed.close().unwrap();
    assert_eq!(live(f.allocations), before);
}

/// An element type asking for more alignment than the driver promises for host memory.
#[cuda_struct::cuda_struct]
#[repr(align(4096))]
struct Page {
    words: [u64; 512],
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn host_memory_misaligned_for_its_element_type_is_refused() {
    let Some(f) = open() else {
        return;
    };
    let before = live(f.allocations);
    // The fake's memory comes from malloc (16-byte alignment): of a few allocations, some miss 4096.
    let (mut mapped_refused, mut managed_refused) = (0, 0);
    for _ in 0..6 {
        match MappedBuffer::<Page>::zeroed(&f.stream, 2, HostAllocFlags::empty()) {
            Ok(buf) => assert_eq!(buf.as_slice().unwrap().as_ptr().addr() % 4096, 0),
            Err(Error::InvalidArgument(why)) => {
                assert!(why.contains("aligned"), "{why}");
                mapped_refused += 1;
            }
            Err(e) => panic!("{e}"),
        }
        match ManagedBuffer::<Page>::alloc(&f.stream, 2, Attach::Global) {
            Ok(buf) => assert_eq!(buf.as_slice().unwrap().as_ptr().addr() % 4096, 0),
            Err(Error::InvalidArgument(why)) => {
                assert!(why.contains("aligned"), "{why}");
                managed_refused += 1;
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert!(mapped_refused > 0 && managed_refused > 0);
    // Refused memory went back to the driver.
    f.stream.synchronize().unwrap();
    assert_eq!(live(f.allocations), before);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn flag_bits_beyond_the_declared_ones_are_refused() {
    let Some(f) = open() else {
        return;
    };
    let before = (live(f.allocations), live(f.registrations));
    // 0x08 is CU_MEMHOSTREGISTER_READ_ONLY: a kernel writing through `&mut` would fault.
    let mut data = vec![0u32; 1024];
    let read_only = HostRegisterFlags::from_bits_retain(0x08);
    let registered = HostRegistration::scope(&f.stream, &mut data, read_only, |_| ());
    assert!(
        matches!(registered, Err(Error::InvalidArgument(_))),
        "{registered:?}"
    );
    let unknown = HostAllocFlags::from_bits_retain(0x40);
    let mapped = MappedBuffer::<u32>::zeroed(&f.stream, 16, unknown);
    assert!(
        matches!(mapped, Err(Error::InvalidArgument(_))),
        "{mapped:?}"
    );
    // The mapping the calls add themselves may be given too.
    let devicemap = HostAllocFlags::from_bits_retain(0x02);
    MappedBuffer::<u32>::zeroed(&f.stream, 16, devicemap).unwrap();
    assert_eq!((live(f.allocations), live(f.registrations)), before);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn registration_lasts_its_closure_and_the_slice_keeps_what_was_written_through_it() {
    let Some(f) = open() else {
        return;
    };
    let before = live(f.registrations);
    let mut data: Vec<u16> = (0..300).collect();
    let inside =
        HostRegistration::scope(&f.stream, &mut data, HostRegisterFlags::PORTABLE, |reg| {
            let registered = live(f.registrations);
            assert_eq!(reg.len(), 300);
            assert_eq!(reg.as_slice().unwrap()[299], 299);
            reg.as_mut_slice().unwrap()[7] = 7000;
            registered
        })
        .unwrap();
    assert_eq!(inside, before + 1);
    assert_eq!(live(f.registrations), before);
    assert_eq!(data[7], 7000);
    assert_eq!(data[8], 8);

    // Unregistered also when the closure panics.
    let unwound = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        HostRegistration::scope(&f.stream, &mut data, HostRegisterFlags::empty(), |_| {
            panic!("on purpose")
        })
    }));
    assert!(unwound.is_err());
    assert_eq!(live(f.registrations), before);

    // Two registrations at once, of the two halves (disjoint bytes: the fake, unlike a real driver,
    // does not pin whole pages), each unregistered at its own closure's end.
    let (left, right) = data.split_at_mut(150);
    let both = HostRegistration::scope(&f.stream, left, HostRegisterFlags::empty(), |_| {
        HostRegistration::scope(&f.stream, right, HostRegisterFlags::empty(), |_| {
            live(f.registrations)
        })
    });
    assert_eq!(both.unwrap().unwrap(), before + 2);
    assert_eq!(live(f.registrations), before);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn primary_context_flags_are_set_and_read_back() {
    let Some(f) = open() else {
        return;
    };
    let (before, active) = f.device.primary_context_state().unwrap();
    assert!(active, "the test holds the primary context");
    let wanted = CUctx_flags::CU_CTX_SCHED_BLOCKING_SYNC | CUctx_flags::CU_CTX_LMEM_RESIZE_TO_MAX;
    // The map-host flag, which the driver refuses here, is accepted and left out.
    f.device
        .set_primary_context_flags(wanted | CUctx_flags::CU_CTX_MAP_HOST)
        .unwrap();
    assert_eq!(f.device.primary_context_state().unwrap().0, wanted);
    let two = f.device.set_primary_context_flags(
        CUctx_flags::CU_CTX_SCHED_SPIN | CUctx_flags::CU_CTX_SCHED_YIELD,
    );
    assert!(two.is_err(), "{two:?}");
    f.device.set_primary_context_flags(before).unwrap();
}
