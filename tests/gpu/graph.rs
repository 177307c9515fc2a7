//! Capture into graphs through the scope the safe layer owns, fork and join inside it, replay; the
//! `unsafe` route for graphs made outside the safe layer.

use super::*;
use fixtures::expect_all;

fn captured_graph_replays() -> TestResult {
    with_kernel!("captured_graph_replays", gpu, module, f = ADD_ONE, "add_one");
    let n: u32 = (1 << 18) + 1;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let graph = gpu.ctx.capture(|s| {
        for _ in 0..2 {
            add_one(&f, s, &mut buf, n)?;
        }
        Ok(())
    })?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, 0) {
        return Err(Failure(format!(
            "capturing ran the kernels: element {i} is {v}"
        )));
    }
    let exec = graph.instantiate()?;
    for _ in 0..3 {
        exec.launch(&stream)?;
    }
    // Two captured launches, replayed three times; `to_vec` orders itself after the replays.
    if let Some((i, v)) = first_not(&buf.to_vec()?, 6) {
        return Err(Failure(format!(
            "after 3 replays of 2 launches, element {i} is {v}, not 6"
        )));
    }
    Ok(())
}

/// NVIDIA's `simple_cuda_graphs` capture, written with the scope: a host copy and a memset on the
/// capture stream, a fork whose kernel runs beside the main branch, a join, a device copy after it. The
/// graph owns the host bytes (changing them afterwards changes nothing), and the fork's edge orders the
/// two kernels that touch one buffer.
fn fork_and_join_inside_a_capture() -> TestResult {
    with_kernel!("fork_and_join_inside_a_capture", gpu, module, f = ADD_ONE, "add_one");
    const N: usize = 1 << 16;
    let mut host: Vec<u32> = (0..N as u32).collect();
    let mut a = DeviceBuffer::<u32>::zeroed(&gpu.stream, N)?;
    let mut b = DeviceBuffer::<u32>::zeroed(&gpu.stream, N)?;
    let mut out = DeviceBuffer::<u32>::zeroed(&gpu.stream, N)?;
    let graph = gpu.ctx.capture(|s| {
        a.copy_from_host_on(&host, s)?;
        b.memset_d32_on(10, s)?;
        s.fork(|s2| {
            // `a` was last used on `s`: this launch waits for the copy (an edge of the graph).
            add_one(&f, s2, &mut a, N as u32)?;
            Ok(())
        })?;
        add_one(&f, s, &mut b, N as u32)?;
        // After the join: `a`'s kernel on the fork is ordered before this copy.
        out.copy_from_device(&a, s)?;
        Ok(())
    })?;
    host.fill(0);
    let exec = graph.instantiate()?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    exec.launch(&stream)?;
    let got = out.to_vec()?;
    if let Some(i) = (0..N).find(|&i| got[i] != i as u32 + 1) {
        return Err(Failure(format!(
            "out[{i}] is {}, not {} (the host bytes as captured, plus one)",
            got[i],
            i + 1
        )));
    }
    expect_all(&b.to_vec()?, 11, "b")?;
    Ok(())
}

/// Scenario 5 of the ordering issue: a stream outside a capture cannot be drawn into it. Waiting on the
/// capture stream, recording an event on it and waiting on a stream from it are refused; work queued on
/// the outside stream meanwhile runs at once (it is not captured), and the capture ends cleanly.
fn an_outside_stream_cannot_join_a_capture() -> TestResult {
    with_kernel!("an_outside_stream_cannot_join_a_capture", gpu, module, f = ADD_ONE, "add_one");
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let event = Event::new(&gpu.ctx, CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, 1024)?;
    let mut outside = DeviceBuffer::<u32>::zeroed(&gpu.stream, 1024)?;
    let graph = gpu.ctx.capture_as(|s| -> TestResult {
        add_one(&f, s, &mut buf, 1024)?;
        let refused = [
            ("wait_for", other.wait_for(s)),
            ("record", event.record(s)),
            ("wait_event", s.wait_event(&event)),
            ("synchronize", s.synchronize()),
            ("alloc", DeviceBuffer::<u32>::alloc(s, 4).map(drop)),
        ];
        for (what, result) in refused {
            if !matches!(result, Err(Error::InvalidArgument(_))) {
                return Err(Failure(format!(
                    "{what} with a capture stream: {result:?}, not refused"
                )));
            }
        }
        // Real work on another stream, while the capture is on: it runs now, and `buf` (used in the
        // capture) is not ordered after the captured launch, which has not run.
        add_one(&f, &other, &mut outside, 1024)?;
        expect_all(&outside.to_vec()?, 1, "outside")?;
        if let Some((i, v)) = first_not(&buf.to_vec()?, 0) {
            return Err(Failure(format!("buf[{i}] is {v} before any replay")));
        }
        Ok(())
    })?;
    graph.instantiate()?.launch(&other)?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, 1) {
        return Err(Failure(format!("buf[{i}] is {v} after one replay, not 1")));
    }
    Ok(())
}

/// An error or a panic inside the scope ends the capture and discards it; the context stays usable.
fn an_error_or_panic_inside_a_capture_ends_it() -> TestResult {
    with_kernel!("an_error_or_panic_inside_a_capture_ends_it", gpu, module, f = ADD_ONE, "add_one");
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, 256)?;
    let failed = gpu.ctx.capture_as(|s| -> Result<(), Failure> {
        add_one(&f, s, &mut buf, 256)?;
        s.fork_as(|s2| -> Result<(), Failure> {
            add_one(&f, s2, &mut buf, 256)?;
            Err(Failure("stop".into()))
        })
    });
    assert!(failed.is_err(), "the closure's error is the capture's");
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = gpu.ctx.capture_as(|s| -> TestResult {
            add_one(&f, s, &mut buf, 256)?;
            s.fork_as(|_| -> TestResult { panic!("inside a fork") })
        });
    }));
    assert!(panicked.is_err(), "the panic goes on unwinding");
    // Nothing captured ran, and a new capture works.
    if let Some((i, v)) = first_not(&buf.to_vec()?, 0) {
        return Err(Failure(format!("buf[{i}] is {v}: discarded work ran")));
    }
    let graph = gpu.ctx.capture(|s| add_one(&f, s, &mut buf, 256))?;
    graph.instantiate()?.launch(&gpu.stream)?;
    expect_all(&buf.to_vec()?, 1, "buf")?;
    Ok(())
}

/// Scenario 7's successor: threads launch on a buffer while another thread keeps capturing graphs that
/// use the same buffer. Captured work never enters the buffer's real order and real work never enters a
/// capture; so no capture fails (the old design's `CUDA_ERROR_STREAM_CAPTURE_UNJOINED` under
/// compute-sanitizer), the real launches all count, and each graph holds the buffer: after it is
/// dropped, a new buffer is untouched by the replays.
fn launches_racing_captures_keep_their_buffers() -> TestResult {
    let Some(gpu) = gpu("launches_racing_captures_keep_their_buffers") else {
        return Ok(());
    };
    const N: usize = 1 << 16;
    let rounds = rounds(200, 10);
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let shared = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let x = std::sync::Mutex::new(DeviceBuffer::<u32>::zeroed(&shared, N)?);
    let done = std::sync::atomic::AtomicBool::new(false);
    let (graphs, launched) = std::thread::scope(|scope| -> Result<_, Failure> {
        let capturer = scope.spawn(|| -> Result<Vec<cuda_driver::Graph>, Failure> {
            let mut graphs = Vec::with_capacity(rounds);
            let result = (|| -> TestResult {
                for _ in 0..rounds {
                    let graph = gpu.ctx.capture_as(|s| -> TestResult {
                        let mut x = x.lock().map_err(|_| Failure("poisoned".into()))?;
                        add_one(&f, s, &mut x, N as u32)?;
                        Ok(())
                    })?;
                    graphs.push(graph);
                }
                Ok(())
            })();
            done.store(true, std::sync::atomic::Ordering::Release);
            result.map(|()| graphs)
        });
        let mut launched = 0u32;
        while !done.load(std::sync::atomic::Ordering::Acquire) {
            let mut x = x.lock().map_err(|_| Failure("poisoned".into()))?;
            add_one(&f, &shared, &mut x, N as u32)?;
            launched += 1;
            drop(x);
            // At most 32 launches queued ahead: under racecheck each kernel runs hundreds of times
            // slower than it is queued, and an unbounded queue outgrew the step (killed at 250 s).
            if launched % 32 == 0 {
                shared.synchronize()?;
            }
        }
        let graphs = capturer
            .join()
            .map_err(|_| Failure("the capturing thread panicked".into()))??;
        Ok((graphs, launched))
    })?;
    let x = x.into_inner().map_err(|_| Failure("poisoned".into()))?;
    if let Some((i, v)) = first_not(&x.to_vec()?, launched) {
        return Err(Failure(format!(
            "x[{i}] is {v} after {launched} real launches: captured work ran, or real work was captured"
        )));
    }
    drop(x);
    let y = DeviceBuffer::<u32>::zeroed(&shared, N)?;
    for graph in &graphs {
        graph.instantiate()?.launch(&shared)?;
    }
    if let Some((i, v)) = first_not(&y.to_vec()?, 0) {
        return Err(Failure(format!(
            "a graph replay wrote a dropped buffer's memory, now a new buffer's: element {i} is {v}"
        )));
    }
    println!("  {launched} launches raced {rounds} captures");
    Ok(())
}

/// The `unsafe` route for captures the scope cannot express: a capture begun and ended through `sys`
/// on a created stream, wrapped with `Graph::from_raw` under its contract (the caller keeps the memory
/// alive and unused by other work until the replays are done).
fn a_raw_capture_wrapped_under_its_contract() -> TestResult {
    with_kernel!("a_raw_capture_wrapped_under_its_contract", gpu, module, f = ADD_ONE, "add_one");
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&stream, 4096)?;
    let ptr = buf.raw(&stream)?;
    let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    // SAFETY: the stream is ours and nothing else queues on it during the capture.
    unsafe { gpu.driver.cuStreamBeginCapture(stream.raw(), mode) }?;
    // SAFETY: `ptr` holds 4096 u32s, alive until the end of the test, after the replays.
    let launched = unsafe { add_one_raw(&f, &stream, ptr, 4096) };
    let mut raw = sys::CUgraph::null();
    // SAFETY: ends the capture begun above; `raw` is a valid out-parameter.
    unsafe {
        gpu.driver
            .cuStreamEndCapture(stream.raw(), raw.as_mut_ptr())
    }?;
    launched?;
    // SAFETY: `raw` is a graph of this context that nothing else destroys; `buf` (the only memory it
    // names) outlives the replays, which `to_vec` below waits for, and no other work touches it meanwhile.
    let graph = unsafe { cuda_driver::Graph::from_raw(&gpu.ctx, raw) };
    let exec = graph.instantiate()?;
    exec.launch(&stream)?;
    exec.launch(&stream)?;
    stream.synchronize()?;
    buf.memset_d8(0)?;
    exec.launch(&stream)?;
    stream.synchronize()?;
    expect_all(&buf.to_vec()?, 1, "buf")?;
    Ok(())
}

tests![
    captured_graph_replays,
    fork_and_join_inside_a_capture,
    an_outside_stream_cannot_join_a_capture,
    an_error_or_panic_inside_a_capture_ends_it,
    launches_racing_captures_keep_their_buffers,
    a_raw_capture_wrapped_under_its_contract,
];
