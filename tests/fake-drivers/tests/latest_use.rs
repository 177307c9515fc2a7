//! Which stream a buffer holds as its latest use, against the host-memory fake (`c/host_memory.c`),
//! which counts its live streams: a buffer used at home again keeps the other stream of its own context
//! it was used on (so two streams used by turns change no reference count), but lets go at once of a
//! stream of another context, which would keep that context alive past its last owner.
#![cfg_attr(miri, allow(unused))]

mod common;

use common::{count, open, ONE_AT_A_TIME};
use cuda_driver::sys::{CUctx_flags, CUstream_flags};
use cuda_driver::{Context, DeviceBuffer, Stream};
use fake_drivers as fake;

const NON_BLOCKING: CUstream_flags = CUstream_flags::CU_STREAM_NON_BLOCKING;

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn back_home_a_buffer_lets_go_of_another_contexts_stream() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut ours = DeviceBuffer::<u32>::alloc(&home, 4).unwrap();
    let before = count(driver, c"fakeLiveStreams");
    {
        let elsewhere = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
        let theirs_stream = Stream::new(&elsewhere, NON_BLOCKING).unwrap();
        let theirs = DeviceBuffer::<u32>::alloc(&theirs_stream, 4).unwrap();
        // A use of `ours` on the other context's stream, then one at home.
        ours.copy_from_device(&theirs, &theirs_stream).unwrap();
        ours.memset_d32_on(7, &home).unwrap();
        assert_eq!(count(driver, c"fakeLiveStreams"), before + 1);
        drop(theirs);
        drop(theirs_stream);
    }
    assert_eq!(
        count(driver, c"fakeLiveStreams"),
        before,
        "the buffer, last used at home, still holds the other context's stream"
    );
    ours.memset_d32_on(1, &home).unwrap();
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn back_home_a_buffer_keeps_its_own_contexts_other_stream_until_a_third_one() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut buf = DeviceBuffer::<u32>::alloc(&home, 4).unwrap();
    let before = count(driver, c"fakeLiveStreams");
    let other = Stream::new(&ctx, NON_BLOCKING).unwrap();
    buf.memset_d32_on(1, &other).unwrap();
    buf.memset_d32_on(2, &home).unwrap();
    drop(other);
    // Kept: the buffer used by turns on its home stream and `other` changes no reference count.
    assert_eq!(count(driver, c"fakeLiveStreams"), before + 1);
    let third = Stream::new(&ctx, NON_BLOCKING).unwrap();
    buf.memset_d32_on(3, &third).unwrap();
    // `third` replaced `other`, which went with its last owner.
    assert_eq!(count(driver, c"fakeLiveStreams"), before + 1);
    drop(third);
    drop(buf);
    assert_eq!(count(driver, c"fakeLiveStreams"), before);
}
