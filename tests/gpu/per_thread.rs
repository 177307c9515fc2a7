//! The per-thread default stream reached from another thread. `PerThreadStream` is neither `Send` nor
//! `Sync`, but the `&Stream` it dereferences to is `Send`, so a scoped thread can hold one; there the
//! handle means that thread's own stream, which the stream's bookkeeping (its event, its capture flag)
//! does not follow. Every use from there must be refused.

use cuda_driver::sys::{CUevent_flags, CUstreamCaptureMode, CUstream_flags};
use cuda_driver::{DeviceBuffer, Error, Event, Module, PerThreadStream, Stream};

use super::{add_one, gpu, Failure, TestResult, ADD_ONE};

fn refused(what: &str, result: Result<(), Error>) -> TestResult {
    match result {
        Err(Error::InvalidArgument(_)) => Ok(()),
        other => Err(Failure(format!(
            "{what} on another thread's per-thread stream: {other:?}, not refused"
        ))),
    }
}

/// Capture, graph launch, synchronisation and event records through the borrowed stream on a scoped
/// thread. Before the check, `begin_capture` there set the capture flag that the owning thread's uses
/// read, so its launches went unordered into a graph that was never captured.
#[test]
fn per_thread_stream_borrowed_by_a_scoped_thread_is_refused() -> TestResult {
    let Some(g) = gpu("per_thread_stream_borrowed_by_a_scoped_thread_is_refused") else {
        return Ok(());
    };
    let mine = PerThreadStream::new(&g.ctx)?;
    let module = Module::from_ptx(&g.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    // A graph to launch, captured on a created stream.
    let created = Stream::new(&g.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&created, 256)?;
    created.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
    add_one(&f, &created, &mut buf, 256)?;
    let exec = created.end_capture()?.instantiate()?;
    let event = Event::new(&g.ctx, CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    let borrowed: &Stream = &mine;
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
                refused("begin_capture", borrowed.begin_capture(mode))?;
                refused("GraphExec::launch", exec.launch(borrowed))?;
                refused("synchronize", borrowed.synchronize())?;
                refused("wait_for", borrowed.wait_for(&created))?;
                refused("Event::record", event.record(borrowed))
            })
            .join()
            .map_err(|_| Failure("the scoped thread panicked".into()))?
    })?;
    // On its own thread the stream still works.
    exec.launch(&mine)?;
    mine.synchronize()?;
    // The captured add ran once, by this launch.
    assert_eq!(buf.to_vec()?, vec![1; 256]);
    Ok(())
}

/// Buffer work through the borrowed stream on a scoped thread. The launch's event is recorded on the
/// scoped thread's stream; a later use on the owning thread re-records the one event on its own stream,
/// so the buffer's free then waits for the wrong stream while the scoped thread's kernel still runs.
#[test]
fn buffer_work_on_a_borrowed_per_thread_stream_is_refused() -> TestResult {
    let Some(g) = gpu("buffer_work_on_a_borrowed_per_thread_stream_is_refused") else {
        return Ok(());
    };
    let mine = PerThreadStream::new(&g.ctx)?;
    let module = Module::from_ptx(&g.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let mut dst = DeviceBuffer::<u32>::zeroed(&g.stream, 256)?;
    let src = DeviceBuffer::<u32>::zeroed(&g.stream, 256)?;
    let borrowed: &Stream = &mine;
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                refused("copy_from_device", dst.copy_from_device(&src, borrowed))?;
                refused("raw", src.raw(borrowed).map(drop))?;
                refused("launch", add_one(&f, borrowed, &mut dst, 256))
            })
            .join()
            .map_err(|_| Failure("the scoped thread panicked".into()))?
    })?;
    Ok(())
}

/// Every `PerThreadStream` of a thread names the same stream, each with bookkeeping of its own: a capture
/// begun through one handle would take work issued through another (a copy, a pinned copy) without the
/// graph holding its memory. So capturing the per-thread stream is refused, on its own thread too, in
/// every mode; the stream stays usable, and work issued through the other handle runs at once.
#[test]
fn per_thread_stream_capture_is_refused() -> TestResult {
    let Some(g) = gpu("per_thread_stream_capture_is_refused") else {
        return Ok(());
    };
    let a = PerThreadStream::new(&g.ctx)?;
    let b = PerThreadStream::new(&g.ctx)?;
    for mode in [
        CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_GLOBAL,
        CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL,
        CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED,
    ] {
        match a.begin_capture(mode) {
            Err(Error::InvalidArgument(_)) => {}
            other => {
                return Err(Failure(format!(
                    "begin_capture({mode:?}) on the per-thread stream: {other:?}, not refused"
                )))
            }
        }
    }
    let src = DeviceBuffer::from_slice(&g.stream, &(0..256u32).collect::<Vec<_>>())?;
    let mut dst = DeviceBuffer::<u32>::zeroed(&g.stream, 256)?;
    dst.copy_from_device(&src, &b)?;
    if dst.to_vec()? != src.to_vec()? {
        return Err(Failure(
            "a copy through the other per-thread handle did not run: a capture was left on".into(),
        ));
    }
    Ok(())
}
