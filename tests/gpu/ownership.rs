//! The ownership model: one test per scenario of issue #13 (owners outliving their context, stale frees,
//! frees ordered after the work, graphs holding what they touch, the context bound on every call, copies
//! from pinned slices, the default streams).

use cuda_driver::sys::{self, CUcontext, CUctx_flags, CUevent_flags, CUstream_flags};
use cuda_driver::{
    Allocator, Context, DeviceBuffer, Event, Function, LaunchConfig, Module, PinnedBuffer, Stream,
};

use super::{add_one, first_not, gpu, Failure, TestResult, ADD_ONE, BLOCK};

pub(super) const SPIN_ADD_ONE: &str = include_str!("../kernels/spin_add_one.ptx");

/// About 0.2 s of spinning on an H200 (1.98 GHz).
pub(super) const LONG: i64 = 400_000_000;

/// `spin_add_one(cycles, buf, n)`: spins for `cycles`, then adds one to the first `n` elements.
pub(super) fn spin_add_one(
    f: &Function<'_>,
    stream: &Stream,
    buf: &mut DeviceBuffer<u32>,
    cycles: i64,
) -> Result<(), cuda_driver::Error> {
    let n = u32::try_from(buf.len()).expect("test buffers fit a u32 count");
    // SAFETY: `spin_add_one(long long, unsigned*, unsigned)` takes exactly these; it writes `n` elements.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            stream,
            (cycles, &mut *buf, n),
        )
    }
}

pub(super) fn check_all(buf: &DeviceBuffer<u32>, expected: u32, what: &str) -> TestResult {
    if let Some((i, v)) = first_not(&buf.to_vec()?, expected) {
        return Err(Failure(format!(
            "{what}: element {i} is {v}, not {expected}"
        )));
    }
    Ok(())
}

/// Scenario 1, context declared first: it is dropped first, and the stream (which holds it) after.
fn gpu_struct_dropping_its_context_first_is_sound() -> TestResult {
    struct Gpu {
        ctx: Context,
        stream: Stream,
    }
    let Some(g) = gpu("gpu_struct_dropping_its_context_first_is_sound") else {
        return Ok(());
    };
    let ctx = Context::create(g.device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let owner = Gpu { ctx, stream };
    let Gpu { ctx, stream } = owner;
    drop(ctx);
    // The stream still works: it holds the context.
    let module = Module::from_ptx(stream.context(), ADD_ONE)?;
    let f = module.function("add_one")?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&stream, 4096)?;
    add_one(&f, &stream, &mut buf, 4096)?;
    check_all(&buf, 1, "after dropping the context value first")?;
    let owner = Gpu {
        ctx: stream.context().clone(),
        stream,
    };
    drop(buf);
    drop(module);
    drop(owner);
    Ok(())
}

/// Scenario 1, stream declared first: the usual order.
fn gpu_struct_dropping_its_stream_first_is_sound() -> TestResult {
    struct Gpu {
        stream: Stream,
        ctx: Context,
    }
    let Some(g) = gpu("gpu_struct_dropping_its_stream_first_is_sound") else {
        return Ok(());
    };
    let ctx = Context::create(g.device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let owner = Gpu {
        stream: Stream::new(&ctx, CUstream_flags::CU_STREAM_DEFAULT)?,
        ctx,
    };
    assert!(owner.ctx.same(owner.stream.context()));
    let buf = DeviceBuffer::from_slice(&owner.stream, &[5u32; 100])?;
    drop(owner);
    // The buffer holds its stream and context.
    check_all(&buf, 5, "a buffer outliving its stream and context values")?;
    Ok(())
}

/// Scenario 2: a helper that takes the primary context, allocates and returns the buffer; its context
/// value goes with the helper, yet the buffer keeps the context, so no later allocation reuses its
/// address and its drop frees only its own memory.
fn helper_returning_a_buffer_keeps_its_context() -> TestResult {
    let Some(g) = gpu("helper_returning_a_buffer_keeps_its_context") else {
        return Ok(());
    };
    let device = g.device;
    drop(g);
    fn upload(device: cuda_driver::Device, value: u32) -> Result<DeviceBuffer<u32>, Failure> {
        let ctx = Context::primary(device)?;
        let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
        Ok(DeviceBuffer::from_slice(&stream, &vec![value; 1 << 16])?)
    }
    let stale = upload(device, 1)?;
    let live = upload(device, 2)?;
    let s = Stream::legacy(stale.context())?;
    assert_ne!(
        stale.raw(&s)?,
        live.raw(&s)?,
        "two live buffers share an address"
    );
    drop(stale);
    check_all(&live, 2, "the live buffer after the stale one was dropped")?;
    Ok(())
}

/// Scenario 3a: a pool buffer dropped with a long kernel still queued on it; the address is asked for
/// again from another stream at once. The free waits for the kernel, so the new buffer is untouched
/// and the context is not poisoned.
fn async_buffer_dropped_with_a_long_kernel_queued_is_freed_after_it() -> TestResult {
    with_kernel!("async_buffer_dropped_with_a_long_kernel_queued_is_freed_after_it", g, module, f = SPIN_ADD_ONE, "spin_add_one");
    let a = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let b = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    const N: usize = 1 << 20;
    let mut old = DeviceBuffer::<u32>::zeroed(&a, N)?;
    assert_eq!(old.allocator(), Allocator::Pool);
    spin_add_one(&f, &a, &mut old, LONG)?;
    drop(old);
    let mut new = DeviceBuffer::<u32>::alloc(&b, N)?;
    new.memset_d32(7)?;
    b.synchronize()?;
    a.synchronize()?;
    check_all(&new, 7, "a buffer allocated after the drop")?;
    Ok(())
}

/// Scenario 3b: a buffer freed on another stream than the one its work is queued on.
fn free_on_another_stream_waits_for_the_buffers_work() -> TestResult {
    with_kernel!("free_on_another_stream_waits_for_the_buffers_work", g, module, f = SPIN_ADD_ONE, "spin_add_one");
    let a = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let b = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    const N: usize = 1 << 20;
    let mut old = DeviceBuffer::<u32>::zeroed(&a, N)?;
    spin_add_one(&f, &a, &mut old, LONG)?;
    old.close_on(&b)?;
    let mut new = DeviceBuffer::<u32>::alloc(&b, N)?;
    new.memset_d32(9)?;
    b.synchronize()?;
    a.synchronize()?;
    check_all(
        &new,
        9,
        "a buffer allocated after the free on the other stream",
    )?;
    Ok(())
}

/// Scenario 3c: a graph replayed after the user dropped the buffers (and module) its captured work uses.
fn graph_replayed_after_its_buffers_were_dropped() -> TestResult {
    with_kernel!("graph_replayed_after_its_buffers_were_dropped", g, module, f = ADD_ONE, "add_one");
    let stream = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    const N: usize = 1 << 16;
    let mut work = DeviceBuffer::<u32>::zeroed(&stream, N)?;
    let mut out = DeviceBuffer::<u32>::zeroed(&stream, N)?;
    let graph = g.ctx.capture(|s| {
        add_one(&f, s, &mut work, N as u32)?;
        out.copy_from_device(&work, s)?;
        Ok(())
    })?;
    let exec = graph.instantiate()?;
    drop(graph);
    let out_home = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    // Read the result through a buffer the graph does not hold: copy `out` there after the replays.
    let mut seen = DeviceBuffer::<u32>::zeroed(&out_home, N)?;
    let keep_out = out;
    drop(work);
    drop(module);
    for _ in 0..3 {
        exec.launch(&stream)?;
    }
    seen.copy_from_device(&keep_out, &out_home)?;
    drop(keep_out);
    check_all(&seen, 3, "after three replays with the buffers dropped")?;
    drop(exec);
    stream.synchronize()?;
    Ok(())
}

/// Scenario 6: a buffer and a module used from a thread that has no current context.
fn buffer_used_from_a_thread_with_no_context() -> TestResult {
    let Some(g) = gpu("buffer_used_from_a_thread_with_no_context") else {
        return Ok(());
    };
    let module = Module::from_ptx(&g.ctx, ADD_ONE)?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&g.stream, 1000)?;
    std::thread::scope(|s| {
        s.spawn(|| -> TestResult {
            assert_eq!(cuda_driver::current_context(g.driver)?, None);
            let f = module.function("add_one")?;
            add_one(&f, &g.stream, &mut buf, 1000)?;
            check_all(&buf, 1, "on a thread without a context")
        })
        .join()
        .unwrap_or_else(|p| std::panic::resume_unwind(p))
    })?;
    Ok(())
}

/// Scenario 6: other code (here a raw `cuCtxSetCurrent`) makes another context current between two
/// safe calls; each safe call still works in its owner's context, and new objects land there.
fn buffer_used_with_another_context_current() -> TestResult {
    let Some(g) = gpu("buffer_used_with_another_context_current") else {
        return Ok(());
    };
    let other = Context::create(g.device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let foreign = |ctx: CUcontext| {
        // SAFETY: a live context, made current the way foreign code (the runtime API) would.
        unsafe { g.driver.cuCtxSetCurrent(ctx) }
    };
    // `cuMemAlloc` memory, whose CU_POINTER_ATTRIBUTE_CONTEXT names its context.
    let mut buf = DeviceBuffer::<u32>::alloc_unpooled(&g.stream, 1000)?;
    foreign(other.raw())?;
    buf.memset_d32(0)?;
    foreign(other.raw())?;
    let module = Module::from_ptx(&g.ctx, ADD_ONE)?;
    foreign(other.raw())?;
    let f = module.function("add_one")?;
    foreign(other.raw())?;
    let stream = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    foreign(other.raw())?;
    add_one(&f, &stream, &mut buf, 1000)?;
    foreign(other.raw())?;
    check_all(
        &buf,
        1,
        "with another context made current between the calls",
    )?;
    let mut ptr_ctx = CUcontext::null();
    // SAFETY: a valid out-parameter for CU_POINTER_ATTRIBUTE_CONTEXT; the address is live.
    unsafe {
        g.driver.cuPointerGetAttribute(
            ptr_ctx.as_mut_ptr().cast(),
            sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_CONTEXT,
            buf.raw(&stream)?,
        )
    }?;
    assert_eq!(
        ptr_ctx,
        g.ctx.raw(),
        "the buffer was allocated in the wrong context"
    );
    foreign(CUcontext::null())?;
    Ok(())
}

/// A safe host-to-device copy from pinned memory (`&*pinned`) returns only once the device has read
/// it, even queued behind a long kernel: writing the pinned memory right after the call changes nothing
/// on the device.
fn copy_from_a_pinned_slice_returns_after_the_device_read_it() -> TestResult {
    with_kernel!("copy_from_a_pinned_slice_returns_after_the_device_read_it", g, module, f = SPIN_ADD_ONE, "spin_add_one");
    const N: usize = 1 << 16;
    let mut pinned = PinnedBuffer::<u32>::zeroed(&g.ctx, N)?;
    pinned.as_mut_slice()?.fill(1);
    let mut buf = DeviceBuffer::<u32>::zeroed(&g.stream, N)?;
    // Queue a long kernel first, so that an asynchronous copy would still be waiting behind it.
    spin_add_one(&f, &g.stream, &mut buf, LONG)?;
    buf.copy_from_host(pinned.as_slice()?)?;
    pinned.as_mut_slice()?.fill(2);
    check_all(&buf, 1, "the device's copy of the pinned slice")?;
    // And the pinned asynchronous copies: the host waits for them before touching the memory.
    let stream = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    spin_add_one(&f, &stream, &mut buf, LONG)?;
    buf.copy_to_pinned(&mut pinned, &stream)?;
    if let Some((i, v)) = first_not(pinned.as_slice()?, 2) {
        return Err(Failure(format!(
            "pinned[{i}] is {v} after copy_to_pinned, not 2"
        )));
    }
    pinned.as_mut_slice()?.fill(40);
    buf.copy_from_pinned(&mut pinned, &stream)?;
    pinned.as_mut_slice()?.fill(41);
    check_all(&buf, 40, "after copy_from_pinned")?;
    Ok(())
}

/// The legacy default stream is a `Stream`: buffers live on it and kernels run on it.
fn legacy_default_stream_is_a_stream() -> TestResult {
    let Some(g) = gpu("legacy_default_stream_is_a_stream") else {
        return Ok(());
    };
    let legacy = Stream::legacy(&g.ctx)?;
    let module = Module::from_ptx(&g.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&legacy, 5000)?;
    add_one(&f, &legacy, &mut buf, 5000)?;
    add_one(&f, &g.stream, &mut buf, 5000)?;
    check_all(&buf, 2, "on the legacy stream and then another")?;
    Ok(())
}

/// Pool memory is refused for IPC with a clear error; `alloc_unpooled` memory is accepted.
fn ipc_needs_alloc_unpooled_memory() -> TestResult {
    let Some(g) = gpu("ipc_needs_alloc_unpooled_memory") else {
        return Ok(());
    };
    let pool = DeviceBuffer::<u32>::zeroed(&g.stream, 16)?;
    let err = pool
        .ipc_handle()
        .expect_err("an IPC handle for pool memory");
    assert!(err.to_string().contains("alloc_unpooled"), "{err}");
    let mut shared = DeviceBuffer::<u32>::alloc_unpooled(&g.stream, 16)?;
    assert_eq!(shared.allocator(), Allocator::Device);
    shared.copy_from_host(&[3; 16])?;
    shared.ipc_handle()?;
    check_all(&shared, 3, "alloc_unpooled memory")?;
    // Typed flags combine: the pair an IPC event needs.
    let flags = CUevent_flags::CU_EVENT_INTERPROCESS | CUevent_flags::CU_EVENT_DISABLE_TIMING;
    assert!(flags.contains(CUevent_flags::CU_EVENT_INTERPROCESS));
    Event::new(&g.ctx, flags)?.ipc_handle()?;
    Event::new_ipc(&g.ctx)?.ipc_handle()?;
    Ok(())
}

/// A pinned buffer moved to another thread while its copy is queued behind a long kernel: reading it
/// there waits for the copy whatever that thread has current (no context, or another context), since
/// the wait binds the buffer's own context.
fn pinned_buffer_read_on_another_thread_waits_for_its_copy() -> TestResult {
    with_kernel!("pinned_buffer_read_on_another_thread_waits_for_its_copy", g, module, f = SPIN_ADD_ONE, "spin_add_one");
    let other = Context::create(g.device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
    const N: usize = 1 << 16;
    for bind_other in [false, true] {
        let stream = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
        let mut buf = DeviceBuffer::<u32>::zeroed(&stream, N)?;
        spin_add_one(&f, &stream, &mut buf, LONG)?;
        let mut pinned = PinnedBuffer::<u32>::zeroed(&g.ctx, N)?;
        buf.copy_to_pinned(&mut pinned, &stream)?;
        let other = other.clone();
        let seen = std::thread::spawn(move || {
            if bind_other {
                other.bind()?;
            }
            Ok::<_, cuda_driver::Error>(first_not(pinned.as_slice()?, 1))
        })
        .join()
        .map_err(|_| Failure("the reading thread panicked".into()))??;
        if let Some((i, v)) = seen {
            return Err(Failure(format!(
                "pinned[{i}] read {v}, not 1, on a thread with {} current",
                if bind_other {
                    "another context"
                } else {
                    "no context"
                }
            )));
        }
    }
    Ok(())
}

/// Scenario 2 through a second `Driver` value: `Driver::open` on the same libcuda gives another value,
/// but the primary context is the library's. Resetting it through that value while owners made through
/// the first are alive would destroy their memory (and let their drops free another allocation), so it is
/// refused as well.
fn primary_reset_through_another_driver_value_is_refused_while_owners_live() -> TestResult {
    let Some(g) = gpu("primary_reset_through_another_driver_value_is_refused_while_owners_live")
    else {
        return Ok(());
    };
    let buf = DeviceBuffer::<u32>::zeroed(&g.stream, 16)?;
    let second = cuda_driver::Driver::open(g.driver.path())?;
    assert!(!std::ptr::eq(second, g.driver), "a distinct Driver value");
    let device = cuda_driver::Device::get(second, usize::try_from(g.device.ordinal())?)?;
    match device.reset_primary_context() {
        Err(cuda_driver::Error::InvalidArgument(_)) => {}
        other => {
            return Err(Failure(format!(
                "reset through a second Driver value with owners alive: {other:?}"
            )))
        }
    }
    check_all(&buf, 0, "the buffer after the refused reset")?;
    Ok(())
}

/// A buffer used on another context's legacy default stream: the next use on the buffer's own stream
/// waits for that stream. `CU_STREAM_LEGACY` names the legacy stream of whichever context is current,
/// so the wait's event must be recorded with the other context bound; recorded with the buffer's
/// context bound it was refused (event and stream of different contexts), the use failed, and the free
/// fell back to synchronising the wrong context.
fn buffer_used_on_another_contexts_legacy_stream_orders_its_next_use() -> TestResult {
    let Some(g) = gpu("buffer_used_on_another_contexts_legacy_stream_orders_its_next_use") else {
        return Ok(());
    };
    let other = Context::create(g.device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let legacy = Stream::legacy(&other)?;
    let home = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    const N: usize = 1 << 16;
    let src = DeviceBuffer::from_slice(&g.stream, &vec![5u32; N])?;
    let mut dst = DeviceBuffer::<u32>::zeroed(&home, N)?;
    // A peer copy (two contexts) queued on the other context's legacy stream: `src`'s latest use.
    dst.copy_from_device(&src, &legacy)?;
    // The next use of `src` on its home stream (the primary context's) orders after it.
    check_all(
        &src,
        5,
        "the source after a use on the other context's legacy stream",
    )?;
    check_all(&dst, 5, "the copy on the other context's legacy stream")?;
    drop(src);
    legacy.synchronize()?;
    Ok(())
}

tests![
    gpu_struct_dropping_its_context_first_is_sound,
    gpu_struct_dropping_its_stream_first_is_sound,
    helper_returning_a_buffer_keeps_its_context,
    async_buffer_dropped_with_a_long_kernel_queued_is_freed_after_it,
    free_on_another_stream_waits_for_the_buffers_work,
    graph_replayed_after_its_buffers_were_dropped,
    buffer_used_from_a_thread_with_no_context,
    buffer_used_with_another_context_current,
    copy_from_a_pinned_slice_returns_after_the_device_read_it,
    legacy_default_stream_is_a_stream,
    ipc_needs_alloc_unpooled_memory,
    pinned_buffer_read_on_another_thread_waits_for_its_copy,
    primary_reset_through_another_driver_value_is_refused_while_owners_live,
    buffer_used_on_another_contexts_legacy_stream_orders_its_next_use,
];
