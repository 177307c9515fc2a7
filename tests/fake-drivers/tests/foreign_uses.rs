//! Foreign work (a library call) queued through `Stream::queue_foreign`, against the host-memory fake
//! (`c/host_memory.c`), which logs which stream waited for an event recorded on which: the call is
//! ordered as a launch is. A foreign read waits for a write on another stream, a foreign write waits
//! for the reads since, a later use waits for the foreign work; inside a capture the uses are ordered
//! among the capture's streams and the graph holds the buffers and what the caller asked it to hold;
//! a panic in the work still records the use; a buffer of another context is refused before the work
//! runs; a library owner dropped inside a host function is released after it, in its context.
#![cfg_attr(miri, allow(unused))]

mod common;

use std::any::Any;
use std::ffi::c_void;
use std::sync::Arc;

use common::{count, open, refusal, symbol, ONE_AT_A_TIME};
use cuda_driver::sys::{CUctx_flags, CUstream, CUstream_flags};
use cuda_driver::{BufferUse, Context, DeviceBuffer, Driver, Stream};
use fake_drivers as fake;

const NON_BLOCKING: CUstream_flags = CUstream_flags::CU_STREAM_NON_BLOCKING;

/// How many times `waiter` waited for an event last recorded on `on` since the log was cleared.
fn waits_on(driver: &Driver, waiter: &Stream, on: &Stream) -> i32 {
    // SAFETY: the fake hands out `int fakeWaitsOn(CUstream, CUstream)` under this name.
    let f = unsafe {
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn(CUstream, CUstream) -> i32>(symbol(
            driver,
            c"fakeWaitsOn",
        ))
    };
    // SAFETY: two handles, compared by value only.
    unsafe { f(waiter.raw(), on.raw()) }
}

/// Empties the fake's log of waits.
fn clear_waits(driver: &Driver) {
    // SAFETY: the fake hands out `void fakeWaitsClear(void)` under this name.
    let f = unsafe {
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn()>(symbol(
            driver,
            c"fakeWaitsClear",
        ))
    };
    // SAFETY: no arguments.
    unsafe { f() }
}

/// A foreign call on `stream` touching `uses` that queues nothing, returning the raw stream it got.
fn foreign(stream: &Stream, uses: &[BufferUse<'_>]) -> Result<CUstream, cuda_driver::Error> {
    // SAFETY: the work queues nothing and touches no memory.
    unsafe { stream.queue_foreign("test call", uses, None, |raw| raw) }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_foreign_read_waits_for_a_write_elsewhere_and_gets_its_own_stream_and_the_range() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut buf = DeviceBuffer::from_slice(&home, &[1u32; 8]).unwrap();
    let (writer, reader) = (
        Stream::new(&ctx, NON_BLOCKING).unwrap(),
        Stream::new(&ctx, NON_BLOCKING).unwrap(),
    );
    buf.memset_d32_on(2, &writer).unwrap();
    clear_waits(driver);
    let view = buf.slice(2..6).unwrap();
    let want = view.raw(&reader).unwrap(); // the view's first address (a read: orders nothing new)
    clear_waits(driver);
    let uses = [BufferUse::read(view)];
    assert_eq!(
        (uses[0].ptr(), uses[0].byte_len(), uses[0].writes()),
        (want, 16, false)
    );
    let got = foreign(&reader, &uses).unwrap();
    assert_eq!(got, reader.raw(), "the work got another stream");
    // Read on `reader` already by the `raw` above: in order, no second wait.
    assert_eq!(waits_on(driver, &reader, &writer), 0);

    // A fresh reader waits for the write.
    let third = Stream::new(&ctx, NON_BLOCKING).unwrap();
    clear_waits(driver);
    foreign(&third, &[BufferUse::read(&buf)]).unwrap();
    assert_eq!(
        waits_on(driver, &third, &writer),
        1,
        "the read did not wait for the write"
    );
    assert_eq!(
        waits_on(driver, &third, &reader),
        0,
        "a read waited for a read"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_foreign_write_waits_for_every_read_since_and_a_later_use_waits_for_it() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut buf = DeviceBuffer::from_slice(&home, &[1u32; 8]).unwrap();
    let readers: Vec<Stream> = (0..3)
        .map(|_| Stream::new(&ctx, NON_BLOCKING).unwrap())
        .collect();
    let writer = Stream::new(&ctx, NON_BLOCKING).unwrap();
    for r in &readers {
        foreign(r, &[BufferUse::read(&buf)]).unwrap();
    }
    clear_waits(driver);
    foreign(&writer, &[BufferUse::write(&mut buf)]).unwrap();
    for (i, r) in readers.iter().enumerate() {
        assert_eq!(
            waits_on(driver, &writer, r),
            1,
            "the write did not wait for reader {i}"
        );
    }
    // The foreign write is the buffer's latest use: a copy out on another stream waits for it.
    let later = Stream::new(&ctx, NON_BLOCKING).unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&later, 8).unwrap();
    clear_waits(driver);
    out.copy_from_device(&buf, &later).unwrap();
    assert_eq!(
        waits_on(driver, &later, &writer),
        1,
        "the copy did not wait for the foreign write"
    );
    for r in &readers {
        assert_eq!(waits_on(driver, &later, r), 0, "a read waited for a read");
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_panic_in_the_work_still_records_the_use_and_unlocks() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut buf = DeviceBuffer::from_slice(&home, &[1u32; 8]).unwrap();
    let away = Stream::new(&ctx, NON_BLOCKING).unwrap();
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: the work queues nothing (it panics).
        unsafe {
            away.queue_foreign("test call", &[BufferUse::write(&mut buf)], None, |_| {
                panic!("the library's wrapper panicked")
            })
        }
    }));
    assert!(panicked.is_err(), "the panic was swallowed");
    // The work might have queued something before it panicked: later uses wait for it. And the lock
    // was let go (this would wait forever otherwise).
    clear_waits(driver);
    assert_eq!(buf.to_vec().unwrap(), [1; 8]);
    assert_eq!(
        waits_on(driver, &home, &away),
        1,
        "the panicking use was not recorded"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_buffer_of_another_context_is_refused_before_the_work_runs() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let other = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let there = Stream::new(&other, NON_BLOCKING).unwrap();
    let theirs = DeviceBuffer::from_slice(&there, &[1u32; 4]).unwrap();
    let mut ran = false;
    // SAFETY: refused before the work runs; it would queue nothing anyway.
    let refused = unsafe {
        home.queue_foreign("test call", &[BufferUse::read(&theirs)], None, |_| {
            ran = true
        })
    };
    let why = refusal(refused);
    assert!(why.contains("test call"), "{why}");
    assert!(!ran, "the work ran");
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn inside_a_capture_uses_are_ordered_among_its_streams_and_the_graph_holds_buffer_and_object() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut buf = DeviceBuffer::from_slice(&home, &[1u32; 8]).unwrap();
    let object: Arc<dyn Any + Send + Sync> = Arc::new("a library object");
    let graph = ctx
        .capture(|s| {
            s.fork(|a| {
                let hold = Some(Arc::clone(&object));
                // SAFETY: the work queues nothing.
                unsafe {
                    a.queue_foreign("capture write", &[BufferUse::write(&mut buf)], hold, |_| ())
                }?;
                s.fork(|b| {
                    clear_waits(driver);
                    let got = foreign(b, &[BufferUse::read(&buf)])?;
                    assert_eq!(got, b.raw());
                    // Forked from `s` after the write on `a`, which `s` has not joined: the read
                    // waits for `a` inside the capture.
                    assert_eq!(waits_on(driver, b, a), 1, "the captured read did not wait");
                    Ok(())
                })
            })
        })
        .unwrap();
    assert_eq!(
        Arc::strong_count(&object),
        2,
        "the graph does not hold the object"
    );
    let live = count(driver, c"fakeLiveAllocations");
    drop(buf);
    assert_eq!(
        count(driver, c"fakeLiveAllocations"),
        live,
        "the buffer was freed while the graph holds it"
    );
    drop(graph);
    assert_eq!(Arc::strong_count(&object), 1);
    home.synchronize().unwrap();
    assert_eq!(count(driver, c"fakeLiveAllocations"), live - 1);
}

/// A library's owner as the crate docs describe it: released in its context, after the host function
/// that dropped it.
struct LibraryOwner {
    ctx: Option<Context>,
    /// What the release saw: whether it ran inside a host function, and the current context there.
    seen: std::sync::mpsc::Sender<(bool, Option<cuda_driver::sys::CUcontext>)>,
}

impl Drop for LibraryOwner {
    fn drop(&mut self) {
        if cuda_driver::in_host_fn() {
            // Where no CUDA call may be made: refused, and handed to the release thread.
            let ctx = self.ctx.as_ref().unwrap();
            assert!(
                ctx.in_context(|| ()).is_err(),
                "in_context ran inside a host function"
            );
            return cuda_driver::release_after_host_fn(LibraryOwner {
                ctx: self.ctx.take(),
                seen: self.seen.clone(),
            });
        }
        let Some(ctx) = self.ctx.take() else { return };
        let current = ctx
            .in_context(|| cuda_driver::current_context(ctx.driver()).unwrap())
            .unwrap();
        self.seen
            .send((cuda_driver::in_host_fn(), current))
            .unwrap();
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_library_owner_dropped_inside_a_host_function_is_released_after_it_in_its_context() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((_ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    // Its own context, so that "current" tells it apart from the thread's.
    let own = Context::create(home.context().device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let owner = LibraryOwner {
        ctx: Some(own.clone()),
        seen: tx,
    };
    home.launch_host_fn(move || drop(owner)).unwrap();
    home.synchronize().unwrap();
    cuda_driver::wait_for_releases();
    let (inside, current) = rx.try_recv().expect("the owner was not released");
    assert!(!inside, "released inside the host function");
    assert_eq!(current, Some(own.raw()), "released outside its context");
}
