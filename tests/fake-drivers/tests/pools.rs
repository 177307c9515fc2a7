//! The lifetimes of memory pools without a GPU, against the host-memory fake 13.0 driver (its pools are
//! `c/host_pools.h`), which keeps each pool's allocations and counts the pools destroyed while
//! allocations from them were outstanding: a buffer from a chosen pool keeps the pool until its free, the
//! device's current pool outlives its caller's values until another is set, the default pool is never
//! destroyed, the attributes read back what was set, and a pool's memory holds what is written, through
//! an export and an import too. One test, since the fake's state is the process's.
#![cfg_attr(miri, allow(unused))]

use std::ffi::{c_int, c_void};

use cuda_driver::sys::CUstream_flags;
use cuda_driver::{
    Context, Device, DeviceBuffer, Driver, Error, MemPool, PoolAccess, PoolOptions, PoolReuse,
    Stream,
};
use fake_drivers as fake;

/// The fake's `fakePoolStat`, handed out by its `cuGetProcAddress`.
type PoolStat = unsafe extern "C" fn(c_int) -> c_int;

const CREATED_ALIVE: c_int = 0;
const DESTROYED_EARLY: c_int = 1;
const OUTSTANDING: c_int = 2;
const DESTROYS: c_int = 3;

fn stat(f: PoolStat, what: c_int) -> c_int {
    // SAFETY: the counter takes an int and reads nothing else.
    let n = unsafe { f(what) };
    assert!(n >= 0, "the fake does not count {what}");
    n
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn pools_live_as_long_as_their_buffers_and_the_current_pool_slot() {
    let Some(path) = fake::path(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let mut pfn: *mut c_void = std::ptr::null_mut();
    // SAFETY: a NUL-terminated name and a valid out-parameter; the fake accepts a null status.
    unsafe {
        driver.cuGetProcAddress(
            c"fakePoolStat".as_ptr(),
            &mut pfn,
            12000,
            0,
            std::ptr::null_mut(),
        )
    }
    .unwrap();
    assert!(!pfn.is_null());
    // SAFETY: the fake hands out `int fake_pool_stat(int)` under this name (see `c/host_pools.h`).
    let pools = unsafe { std::mem::transmute::<*mut c_void, PoolStat>(pfn) };

    let device = Device::get(driver, 0).unwrap();
    let ctx = Context::primary(device).unwrap();
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();

    // Attributes, typed, read back.
    let pool = MemPool::new(device, &PoolOptions::new()).unwrap();
    assert_eq!(stat(pools, CREATED_ALIVE), 1);
    pool.set_release_threshold(u64::MAX).unwrap();
    assert_eq!(pool.release_threshold().unwrap(), u64::MAX);
    pool.set_reuse(PoolReuse::AllowOpportunistic, false)
        .unwrap();
    assert!(!pool.reuse(PoolReuse::AllowOpportunistic).unwrap());
    assert!(pool.reuse(PoolReuse::FollowEventDependencies).unwrap());

    // A buffer from the pool keeps it: the pool's last value goes first, the pool after the free.
    let buf = DeviceBuffer::<u32>::alloc_from_pool(&stream, &pool, 1000).unwrap();
    let usage = pool.usage().unwrap();
    assert_eq!((usage.used_current, usage.reserved_current), (4000, 4000));
    drop(pool);
    assert_eq!(
        stat(pools, CREATED_ALIVE),
        1,
        "the pool went before its buffer"
    );
    drop(buf);
    assert_eq!(
        stat(pools, CREATED_ALIVE),
        0,
        "the pool outlived its last buffer"
    );
    assert_eq!(stat(pools, DESTROYED_EARLY), 0);
    assert_eq!(stat(pools, OUTSTANDING), 0);

    // Accounting, trim and the watermarks.
    let pool = MemPool::new(device, &PoolOptions::new()).unwrap();
    let big = DeviceBuffer::<u8>::alloc_from_pool(&stream, &pool, 1 << 20).unwrap();
    big.close().unwrap();
    let freed = pool.usage().unwrap();
    assert_eq!(freed.used_current, 0);
    assert_eq!(freed.used_high, 1 << 20);
    assert_eq!(freed.reserved_current, 1 << 20);
    pool.trim_to(4096).unwrap();
    assert_eq!(pool.usage().unwrap().reserved_current, 4096);
    pool.reset_high_watermarks().unwrap();
    let reset = pool.usage().unwrap();
    assert_eq!((reset.used_high, reset.reserved_high), (0, 4096));
    pool.close().unwrap();
    assert_eq!(stat(pools, CREATED_ALIVE), 0);

    // The current pool: kept while current, let go of by the next set.
    let default = device.default_mem_pool().unwrap();
    assert!(default.is_default());
    assert_eq!(device.mem_pool().unwrap().raw(), default.raw());
    let pool = MemPool::new(device, &PoolOptions::new()).unwrap();
    let raw = pool.raw();
    device.set_mem_pool(&pool).unwrap();
    drop(pool);
    assert_eq!(
        stat(pools, CREATED_ALIVE),
        1,
        "the current pool was destroyed"
    );
    let current = device.mem_pool().unwrap();
    assert_eq!(current.raw(), raw);
    // `alloc` now takes from the current pool.
    let from_current = DeviceBuffer::<u64>::alloc(&stream, 10).unwrap();
    assert_eq!(current.usage().unwrap().used_current, 80);
    drop(current);
    let destroys = stat(pools, DESTROYS);
    device.reset_mem_pool().unwrap();
    assert_eq!(device.mem_pool().unwrap().raw(), default.raw());
    // The registry's value was the last: the pool is destroyed, its `alloc` buffer still outstanding
    // (which the driver allows: the release waits for the free).
    assert_eq!(stat(pools, DESTROYS), destroys + 1);
    assert_eq!(stat(pools, CREATED_ALIVE), 0);
    drop(from_current);
    assert_eq!(stat(pools, OUTSTANDING), 0);

    // The default pool is never destroyed, whatever its values do.
    let default_raw = default.raw();
    default.close().unwrap();
    drop(device.default_mem_pool().unwrap());
    assert_eq!(stat(pools, DESTROYS), destroys + 1);

    // A pool made current outside the crate is refused, not guessed at.
    let foreign = MemPool::new(device, &PoolOptions::new()).unwrap();
    // SAFETY: both handles are alive; the pool is of device 0.
    unsafe { driver.cuDeviceSetMemPool(device.raw(), foreign.raw()) }.unwrap();
    match device.mem_pool() {
        Err(Error::InvalidArgument(msg)) => assert!(msg.contains("outside this crate"), "{msg}"),
        other => panic!("a pool set outside the crate: {other:?}"),
    }
    // Destroying it makes the default current again (the driver's rule).
    drop(foreign);
    assert_eq!(device.mem_pool().unwrap().raw(), default_raw);

    // No export without the option; no import into a created pool.
    let plain = MemPool::new(device, &PoolOptions::new()).unwrap();
    #[cfg(unix)]
    assert!(matches!(plain.export_fd(), Err(Error::InvalidArgument(_))));
    let buf = DeviceBuffer::<u32>::alloc_from_pool(&stream, &plain, 4).unwrap();
    assert!(matches!(
        buf.export_pointer(),
        Err(Error::InvalidArgument(_))
    ));
    let data = cuda_driver::sys::CUmemPoolPtrExportData::new();
    // SAFETY: refused before any driver call: the pool was not imported.
    let imported = unsafe { DeviceBuffer::<u32>::import_pointer(&stream, &plain, &data, 4) };
    assert!(matches!(imported, Err(Error::InvalidArgument(_))));
    drop(buf);
    drop(plain);
    assert_eq!(
        stat(pools, DESTROYED_EARLY),
        1,
        "only the reset pool went early"
    );
    assert_eq!(stat(pools, CREATED_ALIVE), 0);

    // A pool's memory is host memory here: it holds what is written; an exportable pool's descriptor
    // and an allocation's export data, imported (into this process, which the fake allows), name the
    // same bytes.
    let pool = MemPool::new(device, &PoolOptions::new().exportable_as_fd()).unwrap();
    assert_eq!(pool.access(device).unwrap(), PoolAccess::ReadWrite);
    let mut buf = DeviceBuffer::<u32>::alloc_from_pool(&stream, &pool, 5).unwrap();
    buf.copy_from_host(&[1, 2, 3, 4, 5]).unwrap();
    assert_eq!(buf.to_vec().unwrap(), [1, 2, 3, 4, 5]);
    #[cfg(unix)]
    {
        use std::os::fd::AsFd as _;
        // The pointer first: the driver exports none of a pool not yet exported itself, and
        // `export_pointer` exports the pool once for it.
        let data = buf.export_pointer().unwrap();
        let fd = pool.export_fd().unwrap();
        let imported = MemPool::import_fd(device, fd.as_fd()).unwrap();
        assert!(imported.is_imported());
        // SAFETY: `buf` is an allocation of 5 u32s, written above, alive until after the import's free.
        let mut seen =
            unsafe { DeviceBuffer::<u32>::import_pointer(&stream, &imported, &data, 5) }.unwrap();
        assert_eq!(seen.to_vec().unwrap(), [1, 2, 3, 4, 5]);
        seen.copy_from_host(&[9; 5]).unwrap();
        seen.close().unwrap();
        assert_eq!(buf.to_vec().unwrap(), [9; 5]);
        drop(imported);
    }
    drop(buf);
    drop(pool);
    assert_eq!(stat(pools, CREATED_ALIVE), 0);
    assert_eq!(stat(pools, OUTSTANDING), 0);
}
