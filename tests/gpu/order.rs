//! The ordering issue's scenarios, each as the model answers it now: relaxed launch attributes only
//! through the `unsafe` launch with its contract honoured (1, 2); a graph replay and a reader on another
//! stream never overlap (3); objects of another context are refused (4); host copies on the legacy
//! stream while another thread captures work or fail, never abort (6). Scenario 5 and 7 are in
//! `graph.rs`.

use super::ownership::{LONG, SPIN_ADD_ONE};
use super::*;
use fixtures::expect_all;
use cuda_driver::RelaxedAttribute;

const PROGRAMMATIC: &str = include_str!("../kernels/programmatic.ptx");

/// Scenario 1 through the `unsafe` route: the writer lets its dependant start at once and writes only
/// after a long spin; the reader, launched with programmatic stream serialisation, waits
/// (`griddepcontrol.wait`) before it reads, as `launch_relaxed`'s contract asks. Every element read is
/// the written value. (Without the wait the reader saw the old value in 1024 of 1024 elements; the
/// safe `launch_ex` no longer takes the attribute: ui-test `launch_ex_takes_no_raw_attributes`.)
fn programmatic_serialization_with_its_contract_honoured() -> TestResult {
    let Some(gpu) = gpu("programmatic_serialization_with_its_contract_honoured") else {
        return Ok(());
    };
    const N: u32 = 1024;
    let module = Module::from_ptx(&gpu.ctx, PROGRAMMATIC)?;
    let write = module.function("early_trigger_write")?;
    let copy = module.function("wait_then_copy")?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let mut data = DeviceBuffer::<u32>::zeroed(&stream, N as usize)?;
    let mut seen = DeviceBuffer::<u32>::zeroed(&stream, N as usize)?;
    let config = LaunchConfig::for_elements(N, BLOCK);
    // SAFETY: `early_trigger_write(long long, unsigned*, unsigned, unsigned)`: it writes N elements.
    unsafe { write.launch(config, &stream, (LONG / 8, &mut data, N, 7u32)) }?;
    let relaxed = [RelaxedAttribute::ProgrammaticStreamSerialization];
    // SAFETY: `wait_then_copy(const unsigned*, unsigned*, unsigned)`; it reads `data` (which the
    // kernel before it writes) only after `griddepcontrol.wait`, which waits for that kernel's
    // completion and memory: the contract of the relaxed order.
    unsafe { copy.launch_relaxed(config, &[], &relaxed, &stream, (&data, &mut seen, N)) }?;
    let early = seen.to_vec()?.iter().filter(|&&v| v != 7).count();
    if early > 0 {
        return Err(Failure(format!(
            "{early} of {N} elements were read before the write"
        )));
    }
    Ok(())
}

/// Scenario 2 through the `unsafe` route: an `Event` named by a launch-completion attribute is dropped
/// right after the launch, while the kernel still spins. The drop waits for the launch (the driver would
/// otherwise signal a destroyed event); the kernel's result is there afterwards. An event of another
/// context is refused before any launch.
fn an_event_in_a_launch_attribute_outlives_the_launch() -> TestResult {
    with_kernel!("an_event_in_a_launch_attribute_outlives_the_launch", gpu, module, f = SPIN_ADD_ONE, "spin_add_one");
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&stream, 4096)?;
    let config = LaunchConfig::for_elements(4096, BLOCK);
    let event = Event::new(&gpu.ctx, CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    let relaxed = [RelaxedAttribute::LaunchCompletionEvent(&event)];
    // SAFETY: `spin_add_one(long long, unsigned*, unsigned)`; nothing waits on the event.
    unsafe {
        f.launch_relaxed(
            config,
            &[],
            &relaxed,
            &stream,
            (LONG / 4, &mut buf, 4096u32),
        )
    }?;
    drop(event);
    if !stream.query()? {
        return Err(Failure(
            "the event was destroyed while the launch that signals it was still queued".into(),
        ));
    }
    expect_all(&buf.to_vec()?, 1, "buf")?;
    let other = Context::create(gpu.device, sys::CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let foreign = Event::new(&other, CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    let relaxed = [RelaxedAttribute::LaunchCompletionEvent(&foreign)];
    // SAFETY: as above; the call is refused before the launch.
    let refused =
        unsafe { f.launch_relaxed(config, &[], &relaxed, &stream, (0i64, &mut buf, 1u32)) };
    if !matches!(refused, Err(Error::InvalidArgument(_))) {
        return Err(Failure(format!(
            "an event of another context in a launch attribute: {refused:?}"
        )));
    }
    Ok(())
}

/// Scenario 3: a graph that adds one to every element of `buf`, replayed on one stream, and a copy of
/// `buf` on another stream, on another thread. Every copy must see one replay's result whole (all
/// elements equal): a copy that overlapped a replay would see a mix. The old lock-free launch path
/// tore 43 of 121,505 snapshots on an H100.
fn graph_replays_and_readers_never_overlap() -> TestResult {
    let Some(gpu) = gpu("graph_replays_and_readers_never_overlap") else {
        return Ok(());
    };
    let n = rounds(1 << 20, 1 << 14);
    let reads = rounds(3000, 50);
    // Under a sanitizer (light rounds) the replays are bounded too: each one is instrumented.
    let most_replays = rounds(usize::MAX, 500);
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let writer = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let reader = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&writer, n)?;
    let exec = gpu
        .ctx
        .capture(|s| add_one(&f, s, &mut buf, n as u32))?
        .instantiate()?;
    let done = std::sync::atomic::AtomicBool::new(false);
    let (torn, replays) = std::thread::scope(|scope| -> Result<(usize, usize), Failure> {
        let replayer = scope.spawn(|| -> Result<usize, Failure> {
            let mut replays = 0;
            while !done.load(std::sync::atomic::Ordering::Acquire) && replays < most_replays {
                exec.launch(&writer)?;
                replays += 1;
            }
            Ok(replays)
        });
        let mut torn = 0;
        let result = (|| -> TestResult {
            let mut snapshot = DeviceBuffer::<u32>::zeroed(&reader, n)?;
            for _ in 0..reads {
                snapshot.copy_from_device(&buf, &reader)?;
                let seen = snapshot.to_vec()?;
                if seen.iter().any(|&v| v != seen[0]) {
                    torn += 1;
                }
            }
            Ok(())
        })();
        done.store(true, std::sync::atomic::Ordering::Release);
        let replays = replayer
            .join()
            .map_err(|_| Failure("the replaying thread panicked".into()))??;
        result?;
        Ok((torn, replays))
    })?;
    println!("  {reads} snapshots beside {replays} replays: {torn} torn");
    if torn > 0 {
        return Err(Failure(format!(
            "{torn} of {reads} snapshots overlapped a replay"
        )));
    }
    Ok(())
}

/// Scenario 4: objects of two contexts in one call. A buffer of a created context in a launch on a
/// stream of the primary context, a function of another context, a graph of another context, an event
/// recorded on another context's stream, a copy on a stream of neither buffer's context: each is a
/// clear `Error` before anything is queued. A copy between the two contexts on a stream of one of them
/// is allowed, and right.
fn objects_of_another_context_are_refused() -> TestResult {
    let Some(gpu) = gpu("objects_of_another_context_are_refused") else {
        return Ok(());
    };
    let other = Context::create(gpu.device, sys::CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let theirs = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let third = Context::create(gpu.device, sys::CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let neither = Stream::new(&third, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let their_module = Module::from_ptx(&other, ADD_ONE)?;
    let their_f = their_module.function("add_one")?;
    let mut mine = DeviceBuffer::<u32>::zeroed(&gpu.stream, 256)?;
    let mut their_buf = DeviceBuffer::<u32>::zeroed(&theirs, 256)?;
    let their_graph = other.capture(|s| add_one(&their_f, s, &mut their_buf, 256))?;
    let event = Event::new(&other, CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    let refused = [
        (
            "a buffer of another context in a launch",
            add_one(&f, &gpu.stream, &mut their_buf, 256),
        ),
        (
            "a function of another context",
            add_one(&their_f, &gpu.stream, &mut mine, 256),
        ),
        (
            "a graph of another context",
            their_graph.instantiate()?.launch(&gpu.stream),
        ),
        ("an event of another context", event.record(&gpu.stream)),
        (
            "a copy on a stream of neither context",
            mine.copy_from_device(&their_buf, &neither),
        ),
        (
            "raw on another context's stream",
            mine.raw(&theirs).map(drop),
        ),
    ];
    for (what, result) in refused {
        if !matches!(result, Err(Error::InvalidArgument(_))) {
            return Err(Failure(format!("{what}: {result:?}, not refused")));
        }
    }
    if let Some((i, v)) = first_not(&mine.to_vec()?, 0) {
        return Err(Failure(format!("a refused call ran: mine[{i}] is {v}")));
    }
    their_buf.memset_d32(5)?;
    mine.copy_from_device(&their_buf, &gpu.stream)?;
    if let Some((i, v)) = first_not(&mine.to_vec()?, 5) {
        return Err(Failure(format!(
            "a copy between contexts: mine[{i}] is {v}, not 5"
        )));
    }
    Ok(())
}

/// Scenario 6, as the model now has it: host copies of a buffer homed on the legacy stream while another
/// thread captures (through the scope: a non-blocking stream, relaxed mode) all work. In a child
/// process (the old code aborted in the raw form below).
fn host_copies_on_the_legacy_stream_during_captures() -> TestResult {
    const TEST: &str = "host_copies_on_the_legacy_stream_during_captures";
    const MARKER: &str = "legacy child: done";
    if child_role().as_deref() == Some("legacy") {
        let gpu = gpu(TEST).ok_or_else(|| Failure("the legacy child has no GPU".into()))?;
        legacy_copies_during_captures(&gpu)?;
        legacy_copies_during_a_raw_global_capture(&gpu)?;
        println!("{MARKER}");
        return Ok(());
    }
    if gpu(TEST).is_none() {
        return Ok(());
    }
    let stdout = run_child(TEST, "legacy", &[])?;
    assert!(stdout.contains(MARKER), "the legacy child did not finish");
    Ok(())
}

/// The safe form: every round trip succeeds and is right.
fn legacy_copies_during_captures(gpu: &Gpu) -> TestResult {
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let legacy = Stream::legacy(&gpu.ctx)?;
    let data: Vec<u32> = (0..4096u32)
        .map(|i| i.wrapping_mul(2_654_435_761))
        .collect();
    let mut buf = DeviceBuffer::<u32>::zeroed(&legacy, data.len())?;
    let mut captured = DeviceBuffer::<u32>::zeroed(&gpu.stream, 4096)?;
    let done = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| -> TestResult {
        let capturer = scope.spawn(|| -> TestResult {
            let result = (|| -> TestResult {
                for _ in 0..rounds(200, 10) {
                    gpu.ctx.capture(|s| add_one(&f, s, &mut captured, 4096))?;
                }
                Ok(())
            })();
            done.store(true, std::sync::atomic::Ordering::Release);
            result
        });
        let mut trips = 0;
        let copied = (|| -> TestResult {
            while !done.load(std::sync::atomic::Ordering::Acquire) || trips == 0 {
                buf.copy_from_host(&data)?;
                if buf.to_vec()? != data {
                    return Err(Failure("a round trip changed the data".into()));
                }
                trips += 1;
            }
            Ok(())
        })();
        capturer
            .join()
            .map_err(|_| Failure("the capturing thread panicked".into()))??;
        println!("  {trips} legacy round trips beside the captures");
        copied
    })
}

/// The raw form (a global-mode capture of a blocking stream, begun through `sys`, outside the safe
/// layer's model): each host copy either works or returns an error; none aborts, and the copy that
/// works is right.
fn legacy_copies_during_a_raw_global_capture(gpu: &Gpu) -> TestResult {
    let legacy = Stream::legacy(&gpu.ctx)?;
    let blocking = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let data: Vec<u32> = (0..4096u32).collect();
    let mut buf = DeviceBuffer::<u32>::zeroed(&legacy, data.len())?;
    let begun = std::sync::Barrier::new(2);
    std::thread::scope(|scope| -> TestResult {
        let capturer = scope.spawn(|| -> TestResult {
            gpu.ctx.bind()?;
            let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_GLOBAL;
            // SAFETY: our own stream; nothing else queues on it. Ended below.
            let began = unsafe { gpu.driver.cuStreamBeginCapture(blocking.raw(), mode) };
            begun.wait();
            std::thread::sleep(std::time::Duration::from_millis(300));
            // The copies below ran during a capture only if it began: a capture that did not begin
            // fails the test (it passed before, having tested nothing).
            began.map_err(|e| Failure(format!("the global capture did not begin: {e}")))?;
            let mut graph = sys::CUgraph::null();
            // SAFETY: ends the capture begun above; a graph made is destroyed at once. The copies on the
            // legacy stream may have invalidated it, so ending it may fail.
            if unsafe {
                gpu.driver
                    .cuStreamEndCapture(blocking.raw(), graph.as_mut_ptr())
            }
            .is_ok()
                && !graph.is_null()
            {
                // SAFETY: made a moment ago, not handed out.
                unsafe { gpu.driver.cuGraphDestroy(graph) }?;
            }
            Ok(())
        });
        begun.wait();
        let (mut worked, mut failed) = (0, 0);
        for _ in 0..20 {
            match buf.copy_from_host(&data).and_then(|()| buf.to_vec()) {
                Ok(back) if back == data => worked += 1,
                Ok(_) => return Err(Failure("a copy that worked was wrong".into())),
                Err(_) => failed += 1,
            }
        }
        capturer
            .join()
            .map_err(|_| Failure("the capturing thread panicked".into()))??;
        println!("  during a raw global capture: {worked} copies worked, {failed} returned errors");
        Ok(())
    })
}

tests![
    programmatic_serialization_with_its_contract_honoured,
    an_event_in_a_launch_attribute_outlives_the_launch,
    graph_replays_and_readers_never_overlap,
    objects_of_another_context_are_refused,
    host_copies_on_the_legacy_stream_during_captures,
];
