//! Stream capture into graphs and their replay.

use super::*;

#[test]
fn captured_graph_replays() -> TestResult {
    let Some(gpu) = gpu("captured_graph_replays") else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let n: u32 = (1 << 18) + 1;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    // The memset ran on the legacy default stream; a non-blocking stream would not wait for it.
    gpu.ctx.synchronize()?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;

    stream.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
    for _ in 0..2 {
        // SAFETY: `buf` holds `n` u32s and outlives every replay of the graph (synchronised below).
        add_one(&f, &stream, &mut buf, n)?;
    }
    let graph = stream.end_capture()?;
    stream.synchronize()?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, 0) {
        return Err(Failure(format!(
            "capturing ran the kernels: element {i} is {v}"
        )));
    }

    let exec = graph.instantiate()?;
    for _ in 0..3 {
        exec.launch(&stream)?;
    }
    stream.synchronize()?;
    // Two captured launches, replayed three times.
    if let Some((i, v)) = first_not(&buf.to_vec()?, 6) {
        return Err(Failure(format!(
            "after 3 replays of 2 launches, element {i} is {v}, not 6"
        )));
    }
    Ok(())
}

/// An event recorded during a capture and waited on by another stream would make that stream join the
/// capture unseen: a copy queued on it through the safe layer would go into the graph without the graph
/// holding its buffers, and replaying the graph after dropping them would write freed memory. The wait
/// is refused; once the event is recorded outside a capture again, waiting on it works.
#[test]
fn a_stream_cannot_join_a_capture_through_an_event() -> TestResult {
    let Some(gpu) = gpu("a_stream_cannot_join_a_capture_through_an_event") else {
        return Ok(());
    };
    let capturing = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let event = Event::new(&gpu.ctx, CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    capturing.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
    event.record(&capturing)?;
    let joined = other.wait_event(&event);
    let graph = capturing.end_capture();
    assert!(
        matches!(joined, Err(Error::InvalidArgument(_))),
        "waiting on a captured event from a stream outside the capture: {joined:?}"
    );
    graph?;
    event.record(&capturing)?;
    other.wait_event(&event)?;
    other.synchronize()?;
    Ok(())
}

/// One thread launches on a stream while another keeps beginning and ending captures on it. A launch
/// that lands in a capture must leave the graph holding its buffer (or keep the buffer for good, when
/// the capture began while the launch was being queued): after the buffer is dropped, a new buffer of
/// the same size (which the pool would place at a freed buffer's address) is untouched by replaying
/// every graph. The race window is narrow, so a run without the fix may pass too; a failure is real.
#[test]
fn launches_racing_captures_keep_their_buffers() -> TestResult {
    let Some(gpu) = gpu("launches_racing_captures_keep_their_buffers") else {
        return Ok(());
    };
    const N: usize = 1 << 16;
    const ROUNDS: usize = 500;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let shared = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let mut x = DeviceBuffer::<u32>::zeroed(&shared, N)?;
    let done = std::sync::atomic::AtomicBool::new(false);
    let graphs = std::thread::scope(|scope| -> Result<Vec<cuda_driver::Graph>, Failure> {
        let capturer = scope.spawn(|| -> Result<Vec<cuda_driver::Graph>, Failure> {
            let mut graphs = Vec::with_capacity(ROUNDS);
            let result = (|| -> TestResult {
                for _ in 0..ROUNDS {
                    shared
                        .begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
                    std::thread::yield_now();
                    graphs.push(shared.end_capture()?);
                }
                Ok(())
            })();
            done.store(true, std::sync::atomic::Ordering::Release);
            result.map(|()| graphs)
        });
        let mut launched = Ok(());
        while !done.load(std::sync::atomic::Ordering::Acquire) && launched.is_ok() {
            launched = add_one(&f, &shared, &mut x, N as u32);
        }
        let graphs = capturer
            .join()
            .map_err(|_| Failure("the capturing thread panicked".into()))??;
        launched?;
        Ok(graphs)
    })?;
    shared.synchronize()?;
    drop(x);
    let y = DeviceBuffer::<u32>::zeroed(&shared, N)?;
    for graph in &graphs {
        graph.instantiate()?.launch(&shared)?;
    }
    shared.synchronize()?;
    if let Some((i, v)) = first_not(&y.to_vec()?, 0) {
        return Err(Failure(format!(
            "a graph replay wrote a dropped buffer's memory, now a new buffer's: element {i} is {v}"
        )));
    }
    Ok(())
}

/// On driver 580 a `cuStreamQuery`, `cuStreamSynchronize` or `cuEventRecord` of a stream racing
/// `cuStreamBeginCapture`/`cuStreamEndCapture` of it on another thread crashes inside libcuda (the C probe
/// `scripts/driver-probes/race.c`: every unguarded run of query and synchronize, 3 of 4 of record). The
/// safe layer keeps them apart; a crash here would end the whole test process. A query or synchronize
/// of a capturing stream may invalidate that capture: an error, not a crash.
#[test]
fn stream_calls_racing_captures_do_not_crash_the_driver() -> TestResult {
    let Some(gpu) = gpu("stream_calls_racing_captures_do_not_crash_the_driver") else {
        return Ok(());
    };
    const ROUNDS: usize = 300;
    let shared = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let event = cuda_driver::Event::new(&gpu.ctx, CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    let done = std::sync::atomic::AtomicBool::new(false);
    let (ended, calls) = std::thread::scope(|scope| -> Result<(usize, usize), Failure> {
        let capturer = scope.spawn(|| {
            let mut ended = 0;
            for _ in 0..ROUNDS {
                let begun =
                    shared.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL);
                std::thread::yield_now();
                // An invalidated capture still ends (with an error), so the next one can begin.
                if begun.is_ok() && shared.end_capture().is_ok() {
                    ended += 1;
                }
            }
            done.store(true, std::sync::atomic::Ordering::Release);
            ended
        });
        let mut calls = 0;
        while !done.load(std::sync::atomic::Ordering::Acquire) {
            // Only whether the driver survives is asserted: each may fail on a capturing stream.
            let _ = shared.query();
            let _ = shared.synchronize();
            let _ = event.record(&shared);
            calls += 3;
        }
        let ended = capturer
            .join()
            .map_err(|_| Failure("the capturing thread panicked".into()))?;
        Ok((ended, calls))
    })?;
    shared.synchronize()?;
    // The stream works after the race: a capture with nothing racing it ends cleanly.
    shared.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
    shared.end_capture()?;
    println!("  {calls} stream calls raced {ROUNDS} captures ({ended} ended cleanly)");
    if calls == 0 {
        return Err(Failure("no stream call ran while the captures did".into()));
    }
    Ok(())
}

/// A buffer's record of where it was last used can be a stream's last owner. When a use of the buffer
/// lets that stream go, and the stream was capturing with another buffer of the same home stream kept by
/// its graph, the stream's end frees that buffer, which takes the home stream's capture lock: the lock
/// `raw` and the host copies hold while they order the first buffer. The stream must go only after the
/// locks are released (it used to be dropped under them, and the thread waited on itself). Once through
/// `raw`, once through `to_vec`; on a thread of its own, with a time limit, so that a regression fails
/// instead of hanging the suite.
#[test]
fn a_stream_let_go_under_a_lock_ends_after_the_lock() -> TestResult {
    let Some(gpu) = gpu("a_stream_let_go_under_a_lock_ends_after_the_lock") else {
        return Ok(());
    };
    let ctx = gpu.ctx.clone();
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let by_raw =
            let_a_capturing_stream_go_under_a_lock(&ctx, "raw", |b, home| b.raw(home).map(drop));
        let by_copy = by_raw.and_then(|()| {
            let_a_capturing_stream_go_under_a_lock(&ctx, "to_vec", |b, _| b.to_vec().map(drop))
        });
        let _ = done.send(by_copy);
    });
    match finished.recv_timeout(std::time::Duration::from_secs(60)) {
        Ok(result) => result.map_err(Failure),
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Err(Failure(
            "no answer in 60 s: the stream's end waited for a capture lock its own thread held"
                .into(),
        )),
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => Err(Failure(
            "the scenario's thread panicked; its message is above".into(),
        )),
    }
}

/// The scenario of [`a_stream_let_go_under_a_lock_ends_after_the_lock`], with `back_home` as the use
/// of `b` on its home stream that lets the capturing stream go.
fn let_a_capturing_stream_go_under_a_lock(
    ctx: &Context,
    what: &str,
    back_home: impl FnOnce(&DeviceBuffer<u32>, &Stream) -> Result<(), Error>,
) -> Result<(), String> {
    let run = || -> Result<(), Error> {
        let flags = CUstream_flags::CU_STREAM_NON_BLOCKING;
        let home = Stream::new(ctx, flags)?;
        let capturing = Stream::new(ctx, flags)?;
        let third = Stream::new(ctx, flags)?;
        let b = DeviceBuffer::<u32>::zeroed(&home, 256)?;
        let a = DeviceBuffer::<u32>::zeroed(&home, 256)?;
        // `b` last used on `capturing`, then on `third`: `capturing` stays in `b`'s record as the spare.
        b.raw(&capturing)?;
        b.raw(&third)?;
        capturing.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)?;
        // The capture keeps `a`; once `a` and the stream's handle are dropped, `b`'s record is the
        // stream's last owner, and the capture `a`'s.
        a.raw(&capturing)?;
        drop(a);
        drop(capturing);
        // Back home: `capturing` leaves `b`'s record, its capture ends and `a` is freed on `home`.
        back_home(&b, &home)?;
        home.synchronize()?;
        Ok(())
    };
    run().map_err(|e| format!("through {what}: {e}"))
}
