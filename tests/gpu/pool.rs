//! Memory pools: the default pool's attributes, a created pool's allocations and accounting, the
//! device's current pool, a pool dropped under queued work, and a pool shared with a child process.

#[cfg(unix)]
use std::os::fd::AsFd as _;

use cuda_driver::sys::CUmemPoolPtrExportData;
use cuda_driver::{MemPool, PoolAccess, PoolOptions, PoolReuse};

use super::ownership::{check_all, spin_add_one, LONG, SPIN_ADD_ONE};
use super::*;

const MIB: usize = 1 << 20;

/// The default pool's statistics read, and its release threshold and a reuse policy set and read
/// back (then put back: the default pool is shared with every other test).
fn default_pool_attributes_read_and_release_threshold_set() -> TestResult {
    let Some(g) = gpu("default_pool_attributes_read_and_release_threshold_set") else {
        return Ok(());
    };
    let pool = g.device.default_mem_pool()?;
    assert!(pool.is_default() && !pool.is_imported());
    assert_eq!(pool.device(), g.device);
    let usage = pool.usage()?;
    if usage.used_current > usage.reserved_current || usage.used_high < usage.used_current {
        return Err(Failure(format!(
            "inconsistent default-pool usage: {usage:?}"
        )));
    }
    let before = pool.release_threshold()?;
    let wanted = 64 * MIB as u64 + 12_345;
    pool.set_release_threshold(wanted)?;
    let read = pool.release_threshold()?;
    pool.set_release_threshold(before)?;
    if read != wanted {
        return Err(Failure(format!(
            "release threshold set to {wanted} reads back as {read}"
        )));
    }
    for policy in [
        PoolReuse::FollowEventDependencies,
        PoolReuse::AllowOpportunistic,
        PoolReuse::AllowInternalDependencies,
    ] {
        // Each policy is on unless someone turned it off; this test only reads them on the shared pool.
        let _ = pool.reuse(policy)?;
    }
    assert_eq!(pool.access(g.device)?, PoolAccess::ReadWrite);
    // The current pool is the default one unless a test set another meanwhile; either is readable.
    let _ = g.device.mem_pool()?;
    Ok(())
}

/// A created pool's reuse policies can be turned off and on, and read back each time.
fn created_pool_reuse_policies_set_and_read_back() -> TestResult {
    let Some(g) = gpu("created_pool_reuse_policies_set_and_read_back") else {
        return Ok(());
    };
    let pool = MemPool::new(g.device, &PoolOptions::new())?;
    for policy in [
        PoolReuse::FollowEventDependencies,
        PoolReuse::AllowOpportunistic,
        PoolReuse::AllowInternalDependencies,
    ] {
        for allowed in [false, true] {
            pool.set_reuse(policy, allowed)?;
            let read = pool.reuse(policy)?;
            if read != allowed {
                return Err(Failure(format!(
                    "{policy:?} set to {allowed} reads back as {read}"
                )));
            }
        }
    }
    pool.close()?;
    Ok(())
}

/// Memory from a created pool on a stream: filled from the host, one added by a kernel, copied to a
/// second pool buffer on another stream, read back and checked element by element.
fn created_pool_alloc_fill_launch_read_back() -> TestResult {
    let Some(g) = gpu("created_pool_alloc_fill_launch_read_back") else {
        return Ok(());
    };
    let pool = MemPool::new(g.device, &PoolOptions::new())?;
    let n = (1 << 20) + 7;
    let data: Vec<u32> = (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761))
        .collect();
    let mut buf = DeviceBuffer::<u32>::alloc_from_pool(&g.stream, &pool, n)?;
    if pool_of(&g, &buf)? != pool.raw() {
        return Err(Failure(
            "the driver says alloc_from_pool's memory is not from the pool".into(),
        ));
    }
    buf.copy_from_host(&data)?;
    let module = Module::from_ptx(&g.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    add_one(&f, &g.stream, &mut buf, n as u32)?;
    let other = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let mut copy = DeviceBuffer::<u32>::alloc_from_pool(&other, &pool, n)?;
    copy.copy_from_device(&buf, &other)?;
    let back = copy.to_vec()?;
    if let Some(i) = (0..n).find(|&i| back[i] != data[i].wrapping_add(1)) {
        return Err(Failure(format!(
            "element {i} came back as {}, expected {} + 1",
            back[i], data[i]
        )));
    }
    let empty = DeviceBuffer::<u32>::alloc_from_pool(&g.stream, &pool, 0)?;
    assert!(empty.is_empty());
    Ok(())
}

/// The pool's context rule: a stream of a context of its own on the pool's device allocates from it;
/// the buffer belongs to that context (a launch on the primary context's stream is refused, a copy
/// between the contexts is not).
fn pool_serves_a_stream_of_any_context_on_its_device() -> TestResult {
    let Some(g) = gpu("pool_serves_a_stream_of_any_context_on_its_device") else {
        return Ok(());
    };
    let pool = MemPool::new(g.device, &PoolOptions::new())?;
    let own = Context::create(g.device, sys::CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let theirs = Stream::new(&own, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let n = 4096;
    let mut buf = DeviceBuffer::<u32>::alloc_from_pool(&theirs, &pool, n)?;
    assert!(buf.context().same(&own));
    buf.memset_d32(7)?;
    check_all(&buf, 7, "a pool buffer of a created context")?;
    let module = Module::from_ptx(&g.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    match add_one(&f, &g.stream, &mut buf, n as u32) {
        Err(Error::InvalidArgument(msg)) if msg.contains("another context") => {}
        other => {
            return Err(Failure(format!(
                "a launch on another context's stream with the pool buffer: {other:?}"
            )))
        }
    }
    let mut ours = DeviceBuffer::<u32>::alloc_from_pool(&g.stream, &pool, n)?;
    ours.copy_from_device(&buf, &g.stream)?;
    check_all(&ours, 7, "a pool buffer copied between contexts")?;
    drop(pool);
    drop(own);
    drop(buf);
    Ok(())
}

/// A created pool's accounting: used memory rises by an allocation and falls after its free has run;
/// with a release threshold that keeps everything, the reserved memory stays after the free until
/// `trim_to(0)` gives it back; the high watermarks reset to the current values.
fn pool_usage_moves_and_trim_to_releases_reserved_memory() -> TestResult {
    let Some(g) = gpu("pool_usage_moves_and_trim_to_releases_reserved_memory") else {
        return Ok(());
    };
    let pool = MemPool::new(g.device, &PoolOptions::new())?;
    pool.set_release_threshold(u64::MAX)?;
    let empty = pool.usage()?;
    if empty.used_current != 0 {
        return Err(Failure(format!("a new pool uses memory: {empty:?}")));
    }
    let bytes = 32 * MIB;
    let mut buf = DeviceBuffer::<u8>::alloc_from_pool(&g.stream, &pool, bytes)?;
    buf.memset_d8(0x5A)?;
    g.stream.synchronize()?;
    let busy = pool.usage()?;
    if busy.used_current < bytes as u64 || busy.reserved_current < busy.used_current {
        return Err(Failure(format!(
            "after allocating {bytes} bytes the pool reports {busy:?}"
        )));
    }
    drop(buf);
    g.stream.synchronize()?;
    let freed = pool.usage()?;
    if freed.used_current != 0 || freed.used_high < bytes as u64 {
        return Err(Failure(format!(
            "after the free ran the pool reports {freed:?}"
        )));
    }
    if freed.reserved_current < bytes as u64 {
        return Err(Failure(format!(
            "with a release threshold of u64::MAX the pool gave memory back at a synchronisation: \
             {freed:?}"
        )));
    }
    pool.trim_to(0)?;
    let trimmed = pool.usage()?;
    if trimmed.reserved_current >= freed.reserved_current {
        return Err(Failure(format!(
            "trim_to(0) left the reserved memory at {} bytes (was {})",
            trimmed.reserved_current, freed.reserved_current
        )));
    }
    pool.reset_high_watermarks()?;
    let reset = pool.usage()?;
    if reset.used_high != reset.used_current || reset.reserved_high != reset.reserved_current {
        return Err(Failure(format!(
            "the high watermarks did not reset to the current values: {reset:?}"
        )));
    }
    Ok(())
}

/// `set_mem_pool` makes `DeviceBuffer::alloc` come from the pool (its used memory rises by the
/// allocation) and keeps the pool alive after the caller's last value is gone; `mem_pool` hands it
/// back; `reset_mem_pool` makes the default pool current again, and the buffer stays valid.
fn set_mem_pool_makes_alloc_use_it_and_keeps_it_alive() -> TestResult {
    let Some(g) = gpu("set_mem_pool_makes_alloc_use_it_and_keeps_it_alive") else {
        return Ok(());
    };
    let pool = MemPool::new(g.device, &PoolOptions::new())?;
    let raw = pool.raw();
    g.device.set_mem_pool(&pool)?;
    drop(pool);
    let current = g.device.mem_pool()?;
    if current.raw() != raw || current.is_default() {
        // Another test may have set its own pool meanwhile; the suite sets pools in this test only.
        return Err(Failure(
            "mem_pool does not hand back the pool set_mem_pool made current".into(),
        ));
    }
    let n = 8 * MIB / 4;
    let mut buf = DeviceBuffer::<u32>::alloc(&g.stream, n)?;
    buf.memset_d32(0xC0FF_EE00)?;
    g.stream.synchronize()?;
    // Other tests running meanwhile allocate from the pool too and free at any time, so the used memory
    // is checked against this buffer alone, and the buffer's pool asked of the driver.
    let used = current.usage()?.used_current;
    if used < (n * 4) as u64 {
        return Err(Failure(format!(
            "DeviceBuffer::alloc of {} bytes did not come from the current pool: it uses {used} bytes",
            n * 4
        )));
    }
    if pool_of(&g, &buf)? != raw {
        return Err(Failure(
            "the driver says DeviceBuffer::alloc's memory is not from the current pool".into(),
        ));
    }
    g.device.reset_mem_pool()?;
    let default = g.device.default_mem_pool()?;
    if g.device.mem_pool()?.raw() != default.raw() {
        return Err(Failure("reset_mem_pool left another pool current".into()));
    }
    drop(current);
    // The pool has no owner left but this buffer's memory: the driver keeps it until the free.
    check_all(
        &buf,
        0xC0FF_EE00,
        "a buffer of the pool after reset_mem_pool",
    )?;
    drop(buf);
    g.stream.synchronize()?;
    Ok(())
}

/// The pool the driver says `buf`'s memory came from (`CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE`).
fn pool_of(g: &Gpu, buf: &DeviceBuffer<u32>) -> Result<sys::CUmemoryPool, Error> {
    let ptr = buf.raw(&g.stream)?;
    let mut pool = sys::CUmemoryPool::null();
    g.ctx.bind()?;
    // SAFETY: the attribute's value is a `CUmemoryPool`, which `pool` is; `ptr` is a live allocation.
    unsafe {
        g.driver.cuPointerGetAttribute(
            pool.as_mut_ptr().cast(),
            sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
            ptr,
        )
    }?;
    Ok(pool)
}

/// The pool's last value dropped while kernels on its buffers are queued and running: the buffers
/// hold the pool, the work completes, the results are right, and the buffers are freed (and the pool
/// destroyed) afterwards, on another thread too.
fn pool_dropped_under_queued_work_stays_sound() -> TestResult {
    let Some(g) = gpu("pool_dropped_under_queued_work_stays_sound") else {
        return Ok(());
    };
    let pool = MemPool::new(g.device, &PoolOptions::new())?;
    let module = Module::from_ptx(&g.ctx, SPIN_ADD_ONE)?;
    let f = module.function("spin_add_one")?;
    let n = 1 << 16;
    let mut a = DeviceBuffer::<u32>::alloc_from_pool(&g.stream, &pool, n)?;
    let mut b = DeviceBuffer::<u32>::alloc_from_pool(&g.stream, &pool, n)?;
    a.memset_d32(0)?;
    b.memset_d32(10)?;
    let rounds = rounds(8, 2);
    let cycles = if rounds > 2 { LONG / 4 } else { LONG / 400 };
    for _ in 0..rounds {
        spin_add_one(&f, &g.stream, &mut a, cycles)?;
        spin_add_one(&f, &g.stream, &mut b, cycles)?;
    }
    drop(pool);
    check_all(
        &a,
        rounds as u32,
        "a buffer whose pool was dropped under its work",
    )?;
    for _ in 0..rounds {
        spin_add_one(&f, &g.stream, &mut b, cycles)?;
    }
    // The last buffer, with work still queued, goes on another thread: its free there lets go of
    // the pool.
    std::thread::spawn(move || drop(b))
        .join()
        .map_err(|_| Failure("dropping the buffer on another thread panicked".into()))?;
    drop(a);
    g.stream.synchronize()?;
    Ok(())
}

/// The calls a pool refuses before the driver sees them: a capture stream, a pointer import into a
/// pool that was not imported, an export of a pool made without a handle type, a pool of another
/// device (with two devices).
fn pool_misuse_is_refused_with_a_reason() -> TestResult {
    let Some(g) = gpu("pool_misuse_is_refused_with_a_reason") else {
        return Ok(());
    };
    let pool = MemPool::new(g.device, &PoolOptions::new())?;
    g.ctx.capture_as(|s| -> TestResult {
        match DeviceBuffer::<u32>::alloc_from_pool(s, &pool, 16) {
            Err(Error::InvalidArgument(msg)) if msg.contains("capture") => Ok(()),
            other => Err(Failure(format!(
                "alloc_from_pool on a capture stream: {other:?}"
            ))),
        }
    })?;
    match pool.export_fd() {
        Err(Error::InvalidArgument(msg)) if msg.contains("exportable_as_fd") => {}
        other => return Err(Failure(format!("export_fd of a plain pool: {other:?}"))),
    }
    let buf = DeviceBuffer::<u32>::alloc_from_pool(&g.stream, &pool, 16)?;
    match buf.export_pointer() {
        Err(Error::InvalidArgument(msg)) if msg.contains("exportable_as_fd") => {}
        other => {
            return Err(Failure(format!(
                "export_pointer of a plain pool's buffer: {other:?}"
            )))
        }
    }
    let data = CUmemPoolPtrExportData::new();
    // SAFETY: refused before any import: the pool was not imported.
    match unsafe { DeviceBuffer::<u32>::import_pointer(&g.stream, &pool, &data, 16) } {
        Err(Error::InvalidArgument(msg)) if msg.contains("not imported") => {}
        other => {
            return Err(Failure(format!(
                "import_pointer into a created pool: {other:?}"
            )))
        }
    }
    if Device::count(g.driver)? > 1 {
        let other = Device::get(g.driver, 1)?;
        let theirs = MemPool::new(other, &PoolOptions::new())?;
        match DeviceBuffer::<u32>::alloc_from_pool(&g.stream, &theirs, 16) {
            Err(Error::InvalidArgument(msg)) if msg.contains("device") => {}
            other => {
                return Err(Failure(format!(
                    "a pool of device 1 on device 0: {other:?}"
                )))
            }
        }
        match g.device.set_mem_pool(&theirs) {
            Err(Error::InvalidArgument(_)) => {}
            other => {
                return Err(Failure(format!(
                    "set_mem_pool with device 1's pool: {other:?}"
                )))
            }
        }
    }
    Ok(())
}

/// The pointer export data, hex-encoded, for the pool IPC child.
#[cfg(unix)]
const POOL_PTR_VAR: &str = "CUDA_TESTS_POOL_PTR";

/// The pattern the pool IPC parent writes.
#[cfg(unix)]
fn pool_pattern(i: usize) -> u32 {
    (i as u32).wrapping_mul(0x0808_8405) ^ 0xA5A5_0F0F
}

/// Why this device cannot share a pool through a POSIX file descriptor, if it cannot.
#[cfg(unix)]
fn no_fd_pools(device: Device) -> Result<Option<String>, Error> {
    let fd = device.attribute(
        CUdevice_attribute::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED,
    )?;
    let pools =
        device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES)?;
    Ok(if fd == 0 {
        Some("the device reports POSIX file-descriptor handles unsupported".into())
    } else if pools & 0x1 == 0 {
        Some(format!(
            "the device's memory pools support no POSIX file-descriptor handles (handle types {pools:#x})"
        ))
    } else {
        None
    })
}

/// Pool IPC: the parent exports a pool as a file descriptor (inherited by the child as its standard
/// input) and one allocation's pointer data (hex in the environment); the child imports both, checks
/// the pattern, adds one with a kernel, frees its import and waits for the free, then exits; the parent
/// sees every element changed and only then frees its buffer.
#[cfg(unix)]
fn pool_ipc_child_imports_the_pool_and_a_pointer() -> TestResult {
    const TEST: &str = "pool_ipc_child_imports_the_pool_and_a_pointer";
    const MARKER: &str = "pool ipc child: pattern checked, one added, import freed";
    if child_role().as_deref() == Some("pool_ipc") {
        let Some(g) = gpu(TEST) else {
            return Err(Failure("the pool_ipc child has no GPU".into()));
        };
        return pool_ipc_child(g, MARKER);
    }
    let Some(g) = gpu(TEST) else { return Ok(()) };
    if let Some(why) = no_fd_pools(g.device)? {
        skip(format_args!("{TEST}: {why}"));
        return Ok(());
    }
    let pool = MemPool::new(g.device, &PoolOptions::new().exportable_as_fd())?;
    let n = (1 << 18) + 3;
    let pattern: Vec<u32> = (0..n).map(pool_pattern).collect();
    let mut buf = DeviceBuffer::<u32>::alloc_from_pool(&g.stream, &pool, n)?;
    // Returns once the device has read the slice: the allocation and the write have run.
    buf.copy_from_host(&pattern)?;
    let data = buf.export_pointer()?;
    let fd = pool.export_fd()?;
    let hex = to_hex(data.as_bytes());
    let len = n.to_string();
    let stdout = run_child_with_stdin(
        TEST,
        "pool_ipc",
        &[(POOL_PTR_VAR, &hex), (IPC_LEN_VAR, &len)],
        Stdio::from(fd),
    )?;
    assert!(
        stdout.contains(MARKER),
        "the pool_ipc child did not report its work"
    );
    // The child has exited: its import was freed, and its free ran, before this buffer's.
    let after = buf.to_vec()?;
    if let Some(i) = (0..n).find(|&i| after[i] != pattern[i].wrapping_add(1)) {
        return Err(Failure(format!(
            "after the child's add_one, element {i} is {}, expected {} + 1",
            after[i], pattern[i]
        )));
    }
    Ok(())
}

/// In the child: import the pool from standard input and the pointer from the environment, check the
/// pattern, add one, free the import and wait for the free.
#[cfg(unix)]
fn pool_ipc_child(g: Gpu, marker: &str) -> TestResult {
    let bytes = from_hex(&std::env::var(POOL_PTR_VAR)?)?;
    let n: usize = std::env::var(IPC_LEN_VAR)?.parse()?;
    let data = CUmemPoolPtrExportData::from_bytes(&bytes)?;
    let stdin = std::io::stdin();
    let pool = MemPool::import_fd(g.device, stdin.as_fd())?;
    assert!(pool.is_imported());
    if pool.access(g.device)? != PoolAccess::ReadWrite {
        pool.set_access(g.device, PoolAccess::ReadWrite)?;
    }
    // SAFETY: the parent exported this pool and an allocation of `n` u32s from it on this device,
    // wrote it and waited for the write before starting this process, and frees it only after this
    // process has exited; the import is freed, and the free waited for, below.
    let mut buf = unsafe { DeviceBuffer::<u32>::import_pointer(&g.stream, &pool, &data, n) }?;
    let seen = buf.to_vec()?;
    if let Some(i) = (0..n).find(|&i| seen[i] != pool_pattern(i)) {
        return Err(Failure(format!(
            "element {i} of the parent's pool buffer is {}, expected {}",
            seen[i],
            pool_pattern(i)
        )));
    }
    let module = Module::from_ptx(&g.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    add_one(&f, &g.stream, &mut buf, u32::try_from(n)?)?;
    buf.close()?;
    g.stream.synchronize()?;
    drop(pool);
    println!("{marker} ({n} elements)");
    Ok(())
}

tests![
    default_pool_attributes_read_and_release_threshold_set,
    created_pool_reuse_policies_set_and_read_back,
    created_pool_alloc_fill_launch_read_back,
    pool_serves_a_stream_of_any_context_on_its_device,
    pool_usage_moves_and_trim_to_releases_reserved_memory,
    set_mem_pool_makes_alloc_use_it_and_keeps_it_alive,
    pool_dropped_under_queued_work_stays_sound,
    pool_misuse_is_refused_with_a_reason,
    #[cfg(unix)]
    pool_ipc_child_imports_the_pool_and_a_pointer,
];
