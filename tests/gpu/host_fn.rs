//! Host functions (`Stream::launch_host_fn`) on the real driver: run once, in stream order (after a
//! long kernel, seeing what it wrote; a thousand in the order queued); a panic comes back from the
//! stream's next synchronisation, once; safe calls inside are refused instead of deadlocking; the
//! closure is freed once, also when its stream is dropped while it is queued; a capture refuses it; a
//! buffer dropped inside one is released after it (device memory stays flat over 1,000 rounds of 1 GiB).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

use cuda_driver::{HostAllocFlags, MappedBuffer};

use super::managed::spin_cycles;
use super::ownership::SPIN_ADD_ONE;
use super::*;

/// Counts its drops.
struct Counted(Arc<AtomicUsize>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

fn gpu_host_fn_runs_after_a_long_kernel_and_sees_what_it_wrote() -> TestResult {
    let Some(g) = gpu("gpu_host_fn_runs_after_a_long_kernel_and_sees_what_it_wrote") else {
        return Ok(());
    };
    const N: usize = 4096;
    let module = Module::from_ptx(&g.ctx, SPIN_ADD_ONE)?;
    let f = module.function("spin_add_one")?;
    let mut buf = MappedBuffer::<u32>::zeroed(&g.stream, N, HostAllocFlags::empty())?;
    // The host address, for the host function to read through (it may call no CUDA, so not
    // `as_slice`, which waits).
    let at = buf.as_mut_slice()?.as_ptr() as usize;
    let n = N as u32;
    // SAFETY: `spin_add_one(long long, unsigned*, unsigned)` takes exactly these; it writes `n` elements.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            &g.stream,
            (spin_cycles(), &mut buf, n),
        )
    }?;
    let (tx, rx) = mpsc::channel();
    g.stream.launch_host_fn(move || {
        // SAFETY: `N` u32s of mapped host memory that the kernel queued before has written (the host
        // function runs after it); `buf` outlives the stream's synchronize below.
        let seen = unsafe { std::slice::from_raw_parts(at as *const u32, N) }.to_vec();
        let _ = tx.send(seen);
    })?;
    if rx.try_recv().is_ok() {
        return Err(Failure(
            "the host function ran while the spinning kernel ahead of it was still queued".into(),
        ));
    }
    g.stream.synchronize()?;
    let seen = rx
        .recv_timeout(Duration::from_secs(10))
        .map_err(|e| Failure(format!("the host function did not run: {e}")))?;
    if let Some((i, v)) = first_not(&seen, 1) {
        return Err(Failure(format!(
            "the host function saw element {i} as {v}: it ran before the kernel finished"
        )));
    }
    if rx.try_recv().is_ok() {
        return Err(Failure("the host function ran twice".into()));
    }
    buf.close()?;
    Ok(())
}

fn gpu_a_thousand_host_fns_run_once_each_in_the_order_queued() -> TestResult {
    let Some(g) = gpu("gpu_a_thousand_host_fns_run_once_each_in_the_order_queued") else {
        return Ok(());
    };
    let order = Arc::new(Mutex::new(Vec::with_capacity(1000)));
    for i in 0..1000 {
        let order = Arc::clone(&order);
        g.stream
            .launch_host_fn(move || order.lock().unwrap_or_else(|e| e.into_inner()).push(i))?;
    }
    g.stream.synchronize()?;
    let order = order.lock().unwrap_or_else(|e| e.into_inner());
    if *order != (0..1000).collect::<Vec<_>>() {
        let first = order.iter().enumerate().find(|&(i, &v)| i != v);
        return Err(Failure(format!(
            "{} host functions ran; first out of place: {first:?}",
            order.len()
        )));
    }
    Ok(())
}

fn gpu_host_fn_panic_is_returned_by_the_next_synchronize_once() -> TestResult {
    let Some(g) = gpu("gpu_host_fn_panic_is_returned_by_the_next_synchronize_once") else {
        return Ok(());
    };
    g.stream.launch_host_fn(|| panic!("boom"))?;
    let (tx, rx) = mpsc::channel();
    g.stream.launch_host_fn(move || {
        let _ = tx.send(());
    })?;
    match g.stream.synchronize() {
        Err(Error::HostFnPanicked { message, count: 1 }) if message == "boom" => {}
        other => return Err(Failure(format!("first synchronize: {other:?}"))),
    }
    if rx.try_recv().is_err() {
        return Err(Failure(
            "the host function after the panicking one did not run".into(),
        ));
    }
    g.stream.synchronize()?;
    g.stream.launch_host_fn(|| panic!("again"))?;
    // `query` reports it too, whether or not the stream is done by then.
    let reported = loop {
        match g.stream.query() {
            Ok(true) => break false,
            Ok(false) => std::thread::yield_now(),
            Err(Error::HostFnPanicked { message, .. }) if message == "again" => break true,
            Err(e) => return Err(e.into()),
        }
    };
    if !reported {
        return Err(Failure(
            "query said done without reporting the panic".into(),
        ));
    }
    // Reported once: the next wait is Ok, and the stream is then done.
    g.stream.synchronize()?;
    if !g.stream.query()? {
        return Err(Failure("the stream is not done after a synchronize".into()));
    }
    Ok(())
}

fn gpu_safe_calls_inside_a_host_fn_are_refused_and_do_not_deadlock() -> TestResult {
    let Some(g) = gpu("gpu_safe_calls_inside_a_host_fn_are_refused_and_do_not_deadlock") else {
        return Ok(());
    };
    let other = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let (tx, rx) = mpsc::channel();
    let ctx = g.ctx.clone();
    g.stream.launch_host_fn(move || {
        let results: Vec<(&str, Result<(), Error>)> = vec![
            // Waits for every stream of the context, this one (running the function) included:
            // it would never return if it reached the driver.
            ("Context::synchronize", ctx.synchronize()),
            ("Stream::query", other.query().map(drop)),
            ("Stream::synchronize", other.synchronize()),
            (
                "DeviceBuffer::alloc",
                DeviceBuffer::<u32>::alloc(&other, 16).map(drop),
            ),
            ("Stream::launch_host_fn", other.launch_host_fn(|| ())),
            ("Device::name", ctx.device().name().map(drop)),
        ];
        // The owners go back to the test, so that none is dropped in here.
        let _ = tx.send((results, other, ctx));
    })?;
    g.stream.synchronize()?;
    let (results, other, _ctx) = rx
        .recv_timeout(Duration::from_secs(10))
        .map_err(|e| Failure(format!("the host function did not run: {e}")))?;
    for (call, result) in results {
        match result {
            Err(Error::Driver(e)) if e.is_in_host_fn() => {}
            other => return Err(Failure(format!("{call} inside a host function: {other:?}"))),
        }
    }
    // Outside, they work again.
    if !other.query()? {
        other.synchronize()?;
    }
    g.ctx.synchronize()?;
    Ok(())
}

fn gpu_host_fn_closure_is_freed_once_also_when_its_stream_is_dropped_first() -> TestResult {
    let Some(g) = gpu("gpu_host_fn_closure_is_freed_once_also_when_its_stream_is_dropped_first")
    else {
        return Ok(());
    };
    let drops = Arc::new(AtomicUsize::new(0));
    let ran = Arc::new(AtomicUsize::new(0));
    let token = Counted(Arc::clone(&drops));
    let seen = Arc::clone(&ran);
    g.stream.launch_host_fn(move || {
        let _token = token;
        seen.fetch_add(1, Ordering::SeqCst);
    })?;
    g.stream.synchronize()?;
    if (ran.load(Ordering::SeqCst), drops.load(Ordering::SeqCst)) != (1, 1) {
        return Err(Failure(format!(
            "after one run: ran {} times, dropped {} times",
            ran.load(Ordering::SeqCst),
            drops.load(Ordering::SeqCst)
        )));
    }

    // The first function waits on a gate, so both are still queued when their stream is dropped.
    let stream = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let (gate, wait) = mpsc::channel::<()>();
    let (tx, rx) = mpsc::channel();
    let (token, tx2) = (Counted(Arc::clone(&drops)), tx.clone());
    stream.launch_host_fn(move || {
        let _token = token;
        let _ = wait.recv_timeout(Duration::from_secs(30));
        let _ = tx.send(1);
    })?;
    let token = Counted(Arc::clone(&drops));
    stream.launch_host_fn(move || {
        let _token = token;
        let _ = tx2.send(2);
    })?;
    drop(stream);
    let _ = gate.send(());
    let got: Vec<i32> = (0..2)
        .map(|_| rx.recv_timeout(Duration::from_secs(30)))
        .collect::<Result<_, _>>()
        .map_err(|e| Failure(format!("a queued host function did not run: {e}")))?;
    if got != [1, 2] {
        return Err(Failure(format!("ran in the order {got:?}")));
    }
    g.ctx.synchronize()?;
    // The drop of the second closure follows its send: wait for it a little.
    for _ in 0..1000 {
        if drops.load(Ordering::SeqCst) == 3 {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    if drops.load(Ordering::SeqCst) != 3 {
        return Err(Failure(format!(
            "{} closures freed of 3",
            drops.load(Ordering::SeqCst)
        )));
    }
    Ok(())
}

fn gpu_capture_refuses_a_host_fn() -> TestResult {
    let Some(g) = gpu("gpu_capture_refuses_a_host_fn") else {
        return Ok(());
    };
    let drops = Arc::new(AtomicUsize::new(0));
    let token = Counted(Arc::clone(&drops));
    let mut buf = DeviceBuffer::from_slice(&g.stream, &[0u32; 64])?;
    let graph = g.ctx.capture_as(|s| -> TestResult {
        match s.launch_host_fn(move || drop(token)) {
            Err(Error::InvalidArgument(msg)) if msg.contains("launch_host_fn") => {}
            other => return Err(Failure(format!("on a capture stream: {other:?}"))),
        }
        // The capture goes on: the refusal queued nothing.
        buf.memset_d32_on(3, s)?;
        Ok(())
    })?;
    graph.instantiate()?.launch(&g.stream)?;
    g.stream.synchronize()?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, 3) {
        return Err(Failure(format!("element {i} is {v} after the graph")));
    }
    if drops.load(Ordering::SeqCst) != 1 {
        return Err(Failure("the refused closure was not dropped once".into()));
    }
    Ok(())
}

fn gpu_buffers_dropped_inside_host_fns_are_released_after_them_memory_stays_flat() -> TestResult {
    let Some(g) =
        gpu("gpu_buffers_dropped_inside_host_fns_are_released_after_them_memory_stays_flat")
    else {
        return Ok(());
    };
    // 1 GiB a round, 1,000 rounds: leaked, the device runs out within a hundred (an H100 has 80 GB).
    const BYTES: usize = 1 << 30;
    const ROUNDS: usize = 1000;
    g.stream.synchronize()?;
    let (free_before, _) = g.ctx.memory_info()?;
    let mut lowest = free_before;
    for round in 0..ROUNDS {
        let buf = DeviceBuffer::<u8>::zeroed(&g.stream, BYTES)?;
        g.stream.launch_host_fn(move || drop(buf))?;
        // Returns once the host function has run ...
        g.stream.synchronize()?;
        // ... this once the release thread has queued the buffer's free (on its home stream) ...
        cuda_driver::wait_for_releases();
        // ... and this once it has run, and the pool has given the memory back.
        g.stream.synchronize()?;
        let (free, _) = g.ctx.memory_info()?;
        lowest = lowest.min(free);
        // One buffer's slack for the pool; a leak grows by one per round.
        if free + 2 * BYTES < free_before {
            return Err(Failure(format!(
                "round {round}: {} MiB free after the host function's synchronisation, {} MiB before \
                 the first round: the buffer was not released",
                free >> 20,
                free_before >> 20
            )));
        }
    }
    println!(
        "{ROUNDS} rounds of {} MiB dropped in host functions: {} MiB free before, lowest {} MiB after a \
         round",
        BYTES >> 20,
        free_before >> 20,
        lowest >> 20
    );
    Ok(())
}

/// A thread holds a lock that a host function on `g.stream` waits for, right after it dropped a
/// `cuMemAlloc` buffer (whose free, on the release thread, synchronises `g.stream`, so waits for that
/// host function), and synchronises another stream with no work: before the release thread that
/// returned at once (the buffer leaked). When synchronisations waited for the release thread, it
/// waited for the release, which waits for the host function, which waits for the lock: the thread
/// that holds it would never go on. Synchronisations no longer wait for releases
/// (`wait_for_releases` does). The synchronisation runs on a thread of its own and the lock is let go
/// after 5 s, so the test ends either way.
fn gpu_synchronize_of_another_stream_is_not_held_by_a_gated_release() -> TestResult {
    let Some(g) = gpu("gpu_synchronize_of_another_stream_is_not_held_by_a_gated_release") else {
        return Ok(());
    };
    let gate = Arc::new(Mutex::new(()));
    let held = gate.lock().unwrap_or_else(|e| e.into_inner());
    let buf = DeviceBuffer::<u8>::alloc_unpooled(&g.stream, 1 << 20)?;
    let (dropped, handed) = mpsc::channel();
    let in_host_fn = Arc::clone(&gate);
    g.stream.launch_host_fn(move || {
        drop(buf);
        let _ = dropped.send(());
        drop(in_host_fn.lock().unwrap_or_else(|e| e.into_inner()));
    })?;
    if handed.recv_timeout(Duration::from_secs(10)).is_err() {
        drop(held);
        return Err(Failure("the host function did not run".into()));
    }
    let other = g.ctx.stream()?;
    let (done, returned) = mpsc::channel();
    let syncing = std::thread::spawn(move || {
        let _ = done.send(other.synchronize());
    });
    let returned = returned.recv_timeout(Duration::from_secs(5));
    drop(held);
    syncing.join().map_err(|_| Failure("the synchronising thread panicked".into()))?;
    g.stream.synchronize()?;
    match returned {
        Ok(result) => Ok(result?),
        Err(_) => Err(Failure(
            "another stream's synchronize waited for a release that waits for a host function \
             waiting on a lock this thread holds: a deadlock had this thread synchronised"
                .into(),
        )),
    }
}

tests![
    gpu_host_fn_runs_after_a_long_kernel_and_sees_what_it_wrote,
    gpu_a_thousand_host_fns_run_once_each_in_the_order_queued,
    gpu_host_fn_panic_is_returned_by_the_next_synchronize_once,
    gpu_safe_calls_inside_a_host_fn_are_refused_and_do_not_deadlock,
    gpu_host_fn_closure_is_freed_once_also_when_its_stream_is_dropped_first,
    gpu_capture_refuses_a_host_fn,
    gpu_buffers_dropped_inside_host_fns_are_released_after_them_memory_stays_flat,
    gpu_synchronize_of_another_stream_is_not_held_by_a_gated_release,
];
