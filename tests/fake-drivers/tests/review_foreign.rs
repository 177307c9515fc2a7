//! Review of `Stream::queue_foreign` (branch review-curand): what a library crate that follows its
//! contract, and a user of such a crate, can do with it. One allocation named twice in one call (a
//! read of one half and a write of the other) is ordered as one write; a panic in the work inside a
//! capture leaves the buffer unlocked and the capture ended; a call inside a host function is refused
//! before the work runs.
#![cfg_attr(miri, allow(unused))]

mod common;

use std::ffi::c_void;
use std::sync::{Arc, Mutex};

use common::{count, open, symbol, ONE_AT_A_TIME};
use cuda_driver::sys::{CUctx_flags, CUstream, CUstream_flags};
use cuda_driver::{current_context, BufferUse, Context, DeviceBuffer, Driver, Stream};
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

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_read_and_a_write_of_one_allocation_in_one_call_are_one_write() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let (a, b) = (
        Stream::new(&ctx, NON_BLOCKING).unwrap(),
        Stream::new(&ctx, NON_BLOCKING).unwrap(),
    );
    let mut buf = DeviceBuffer::from_slice(&home, &[0u32; 8]).unwrap();
    {
        let (low, high) = buf.split_at_mut(4).unwrap();
        let uses = [BufferUse::read(&low), BufferUse::write(high)];
        assert!(!uses[0].writes() && uses[1].writes());
        // SAFETY: the work queues nothing and touches no memory.
        unsafe { a.queue_foreign("halves", &uses, None, |_| ()) }.unwrap();
    }
    // Were the allocation recorded as read on `a`, a read on `b` would run beside the write of the
    // upper half.
    clear_waits(driver);
    // SAFETY: as above.
    unsafe { b.queue_foreign("reader", &[BufferUse::read(&buf)], None, |_| ()) }.unwrap();
    assert_eq!(
        waits_on(driver, &b, &a),
        1,
        "a read after a call that wrote half the allocation did not wait for it"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_panic_in_captured_work_ends_the_capture_and_leaves_the_buffer_usable() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let mut buf = DeviceBuffer::from_slice(&home, &[3u32; 4]).unwrap();
    let unwound = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        ctx.capture(|s| {
            // SAFETY: the work queues nothing and touches no memory; it panics.
            unsafe {
                s.queue_foreign("panics", &[BufferUse::write(&mut buf)], None, |_| {
                    panic!("the library's wrapper panicked")
                })
            }
        })
    }));
    assert!(unwound.is_err(), "the panic did not go on");
    // Neither the buffer's lock nor the capture's is left held: the buffer is used again, on a plain
    // stream and in a new capture.
    buf.memset_d32_on(5, &home).unwrap();
    assert_eq!(buf.to_vec().unwrap(), [5; 4]);
    let graph = ctx.capture(|s| buf.memset_d32_on(6, s)).unwrap();
    graph.instantiate().unwrap().launch(&home).unwrap();
    assert_eq!(buf.to_vec().unwrap(), [6; 4]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_foreign_call_inside_a_host_function_is_refused_before_the_work_runs() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let inner = Stream::new(&ctx, NON_BLOCKING).unwrap();
    let mut buf = DeviceBuffer::from_slice(&inner, &[1u32; 4]).unwrap();
    let seen: Arc<Mutex<Option<(bool, String)>>> = Arc::default();
    let report = Arc::clone(&seen);
    home.launch_host_fn(move || {
        let mut ran = false;
        // SAFETY: refused before the work runs; it would queue nothing anyway.
        let r = unsafe {
            inner.queue_foreign("in a host fn", &[BufferUse::write(&mut buf)], None, |_| {
                ran = true;
            })
        };
        *report.lock().unwrap() = Some((ran, format!("{r:?}")));
        // Buffer and stream are dropped here, inside the host function: released after it.
    })
    .unwrap();
    home.synchronize().unwrap();
    cuda_driver::wait_for_releases();
    let (ran, result) = seen
        .lock()
        .unwrap()
        .take()
        .expect("the host function did not run");
    assert!(!ran, "the work ran inside a host function");
    assert!(result.starts_with("Err"), "{result}");
}

// Review (branch review): `Context::in_context`, the release path of library crates' owners.

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn in_context_does_not_make_current_again_a_context_its_closure_destroyed() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, _home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let before = count(driver, c"fakeDeadContextSets");
    // The thread has a context of its own current, whose last owner a library owner's release, run
    // in another context, lets go of (a generator holding the last stream of it, say).
    let own = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    own.bind().unwrap();
    ctx.in_context(move || drop(own)).unwrap();
    // Restoring "what the thread had" would hand the driver the destroyed context's handle, which a
    // real driver may have freed (or given to a new context).
    assert_eq!(
        count(driver, c"fakeDeadContextSets"),
        before,
        "cuCtxSetCurrent was handed a destroyed context"
    );
    assert_eq!(current_context(driver).unwrap(), None);
    // Made on another thread, the same: the release and the restore are one order.
    let other = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    other.bind().unwrap();
    ctx.in_context(move || std::thread::spawn(move || drop(other)).join().unwrap())
        .unwrap();
    assert_eq!(count(driver, c"fakeDeadContextSets"), before);
}
