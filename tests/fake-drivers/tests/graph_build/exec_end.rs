//! What an executable waits for before it goes: every stream a launch may still run on, also after a
//! failed launch on another stream; and after a sticky error, host-node closures are leaked, not
//! dropped (a host node already running may go on).

use std::ffi::{c_int, c_void};
use std::sync::Arc;

use cuda_driver::sys::{CUstream, CUstream_flags};
use cuda_driver::{DeviceBuffer, Driver, Graph, Stream};

use super::{open, symbol, ONE_AT_A_TIME};

/// How many times the fake saw `stream` synchronised (`fakeStreamSyncs`).
fn syncs(driver: &Driver, stream: &Stream) -> c_int {
    let pfn = symbol(driver, c"fakeStreamSyncs");
    // SAFETY: the fake hands out `int f(CUstream)` under this name.
    let f =
        unsafe { std::mem::transmute::<*mut c_void, unsafe extern "C" fn(CUstream) -> c_int>(pfn) };
    // SAFETY: reads a counter of a live stream.
    unsafe { f(stream.raw()) }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_failed_launch_on_another_stream_leaves_the_earlier_one_waited_for() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, s1)) = open() else {
        return;
    };
    let driver = ctx.driver();
    let s2 = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING).unwrap();
    let mut buf = DeviceBuffer::from_slice(&s1, &[0u32; 4]).unwrap();
    let mut graph = Graph::new(&ctx).unwrap();
    graph.add_memset_d32(&[], &mut buf, 1).unwrap();
    let exec = graph.instantiate().unwrap();
    exec.launch(&s1).unwrap();
    // SAFETY: the fake hands out `void f(void)` under this name; it sets a flag of the calling thread.
    unsafe {
        let pfn = symbol(driver, c"fakeFailNextGraphLaunch");
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn()>(pfn)()
    };
    assert!(exec.launch(&s2).is_err(), "the fake's failing launch");
    let (before1, before2) = (syncs(driver, &s1), syncs(driver, &s2));
    drop(exec);
    assert!(
        syncs(driver, &s1) > before1,
        "the executable went without waiting for its launch on the first stream"
    );
    assert!(
        syncs(driver, &s2) > before2,
        "nor for the failed one's stream"
    );
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn after_a_sticky_error_host_node_closures_are_leaked_not_dropped() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open() else {
        return;
    };
    // SAFETY: the fake hands out `void f(int)` under this name; it sets a process-wide code.
    let sticky = unsafe {
        let pfn = symbol(ctx.driver(), c"fakeStickyError");
        std::mem::transmute::<*mut c_void, unsafe extern "C" fn(c_int)>(pfn)
    };
    let captured = Arc::new(());
    let in_closure = Arc::clone(&captured);
    let mut with_host = Graph::new(&ctx).unwrap();
    with_host
        .add_host_fn(&[], move || {
            let _ = &in_closure;
        })
        .unwrap();
    let exec = with_host.instantiate().unwrap();
    drop(with_host);
    exec.launch(&stream).unwrap();
    // Without a host node, a sticky error ends the executable as before.
    let empty = Graph::new(&ctx).unwrap().instantiate().unwrap();
    empty.launch(&stream).unwrap();
    // SAFETY: 700 is CUDA_ERROR_ILLEGAL_ADDRESS, a sticky error.
    unsafe { sticky(700) };
    let plain = empty.close();
    let with_closure = exec.close();
    // SAFETY: as above; 0 ends the fake's sticky error.
    unsafe { sticky(0) };
    plain.unwrap();
    with_closure.unwrap();
    assert_eq!(
        Arc::strong_count(&captured),
        2,
        "the host node's closure was dropped after a sticky error"
    );
}
