//! The context rules of the safe layer, before any driver call is queued: against the fake 13.0 driver
//! of `c/abi_fallback.c` (contexts, events, the legacy stream), an event of one context recorded on a
//! stream of another is refused as an argument error; recorded on its own context's stream it works.
//! (The old layer passed the pair on, and the fake, like a real driver on one device, accepted it.)
#![cfg_attr(miri, allow(unused))]

use cuda_driver::sys::{CUctx_flags, CUevent_flags};
use cuda_driver::{Context, Device, Driver, Error, Event, Stream};
use fake_drivers as fake;

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn an_event_of_another_context_is_refused_before_the_driver_sees_it() {
    let Some(path) = fake::path(fake::ABI_FALLBACK_13) else {
        return;
    };
    let driver: &'static Driver = Driver::open(path).unwrap_or_else(|e| panic!("{e}"));
    // SAFETY: `cuInit(0)` has no pointer arguments.
    unsafe { driver.cuInit(0) }.unwrap();
    let device = Device::get(driver, 0).unwrap();
    let a = Context::create(device, CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let b = Context::create(device, CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    assert_ne!(a.raw(), b.raw());
    let stream = Stream::legacy(&a).unwrap();
    let theirs = Event::new(&b, CUevent_flags::CU_EVENT_DEFAULT).unwrap();
    match theirs.record(&stream) {
        Err(Error::InvalidArgument(msg)) => assert!(msg.contains("another context"), "{msg}"),
        other => panic!("an event of another context recorded on a stream: {other:?}"),
    }
    let ours = Event::new(&a, CUevent_flags::CU_EVENT_DEFAULT).unwrap();
    ours.record(&stream).unwrap();
    ours.synchronize().unwrap();
}
