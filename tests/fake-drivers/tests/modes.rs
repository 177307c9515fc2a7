//! Uses with modes, against the host-memory fake (`c/host_memory.c`), which logs which stream waited
//! for an event recorded on which (`fakeWaitsOn`): a read waits for the last write, a write for the
//! last write and every read since. So streams that only read one buffer do not wait for each other,
//! a write after them waits for each; more readers than the buffer keeps apart still all come before
//! the next write; the same holds inside a capture; and a kernel that reads and writes one buffer
//! through different arguments is refused.
#![cfg_attr(miri, allow(unused))]

mod common;

use std::ffi::c_void;

use common::{open, refusal, symbol, ONE_AT_A_TIME};
use cuda_driver::sys::{CUctx_flags, CUstream, CUstream_flags};
use cuda_driver::{Context, DeviceBuffer, Driver, LaunchConfig, Module, Stream};
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

/// `n` new streams of `ctx`.
fn streams(ctx: &Context, n: usize) -> Vec<Stream> {
    (0..n)
        .map(|_| Stream::new(ctx, NON_BLOCKING).unwrap())
        .collect()
}

/// `n` readers of `input`, each copying it into an output of its own on its own stream; then a write
/// of `input` on `writer`. Returns the outputs.
fn read_then_write(
    input: &mut DeviceBuffer<u32>,
    readers: &[Stream],
    writer: &Stream,
) -> Vec<DeviceBuffer<u32>> {
    let outs: Vec<_> = readers
        .iter()
        .map(|r| {
            let mut out = DeviceBuffer::<u32>::zeroed(r, input.len()).unwrap();
            out.copy_from_device(&*input, r).unwrap();
            out
        })
        .collect();
    input.memset_d32_on(9, writer).unwrap();
    outs
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn readers_on_four_streams_do_not_wait_for_each_other_and_a_writer_waits_for_all() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut input = DeviceBuffer::from_slice(&home, &[7u32; 16]).unwrap();
    let readers = streams(&ctx, 4);
    let writer = Stream::new(&ctx, NON_BLOCKING).unwrap();
    clear_waits(driver);
    let outs = read_then_write(&mut input, &readers, &writer);
    for (i, r) in readers.iter().enumerate() {
        // Each reader waited for the last write (at home) and for no other reader.
        assert!(
            waits_on(driver, r, &home) >= 1,
            "reader {i} did not wait for the write"
        );
        for (j, other) in readers.iter().enumerate() {
            if i != j {
                assert_eq!(
                    waits_on(driver, r, other),
                    0,
                    "reader {i} waited for reader {j}"
                );
            }
        }
        assert_eq!(
            waits_on(driver, &writer, r),
            1,
            "the write did not wait for reader {i}"
        );
    }
    for out in &outs {
        assert_eq!(out.to_vec().unwrap(), [7; 16]);
    }
    assert_eq!(input.to_vec().unwrap(), [9; 16]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn more_readers_than_the_buffer_keeps_apart_all_come_before_the_next_write() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut input = DeviceBuffer::from_slice(&home, &[7u32; 16]).unwrap();
    let readers = streams(&ctx, 12);
    let writer = Stream::new(&ctx, NON_BLOCKING).unwrap();
    clear_waits(driver);
    let _outs = read_then_write(&mut input, &readers, &writer);
    // The first readers ran side by side; once there was no place left, a reader waited for all those
    // before it (and counts as a write). Either way the writer is ordered after every reader, directly
    // or through a chain of waits.
    let all: Vec<&Stream> = readers.iter().chain([&writer, &home]).collect();
    let after = |from: &Stream, to: &Stream| -> bool {
        let (mut seen, mut todo) = (vec![from.raw()], vec![from]);
        while let Some(x) = todo.pop() {
            for y in &all {
                if waits_on(driver, x, y) > 0 && !seen.contains(&y.raw()) {
                    if y.raw() == to.raw() {
                        return true;
                    }
                    seen.push(y.raw());
                    todo.push(y);
                }
            }
        }
        false
    };
    for (i, r) in readers.iter().enumerate() {
        assert!(
            after(&writer, r),
            "the write is not ordered after reader {i}"
        );
    }
    // Eight streams besides home read side by side (`other` and seven more).
    for (i, r) in readers.iter().take(8).enumerate() {
        for (j, other) in readers.iter().take(8).enumerate() {
            if i != j {
                assert_eq!(
                    waits_on(driver, r, other),
                    0,
                    "reader {i} waited for reader {j}"
                );
            }
        }
    }
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_reader_after_a_write_elsewhere_waits_for_it_and_a_write_at_home_waits_for_the_reader() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut buf = DeviceBuffer::from_slice(&home, &[1u32; 4]).unwrap();
    let other = Stream::new(&ctx, NON_BLOCKING).unwrap();
    let third = Stream::new(&ctx, NON_BLOCKING).unwrap();
    clear_waits(driver);
    buf.memset_d32_on(2, &other).unwrap(); // write away
    let mut out = DeviceBuffer::<u32>::zeroed(&third, 4).unwrap();
    out.copy_from_device(&buf, &third).unwrap(); // read on a third stream
    assert_eq!(waits_on(driver, &third, &other), 1);
    let mut back = DeviceBuffer::<u32>::zeroed(&home, 4).unwrap();
    back.copy_from_device(&buf, &home).unwrap(); // read at home: after the write, not the reader
    assert_eq!(waits_on(driver, &home, &other), 1);
    assert_eq!(waits_on(driver, &home, &third), 0);
    buf.memset_d32_on(3, &home).unwrap(); // write at home: after the reader on `third`
    assert_eq!(waits_on(driver, &home, &third), 1);
    assert_eq!(out.to_vec().unwrap(), [2; 4]);
    assert_eq!(back.to_vec().unwrap(), [2; 4]);
    assert_eq!(buf.to_vec().unwrap(), [3; 4]);
}

#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn a_launch_reading_and_writing_one_buffer_through_two_arguments_is_refused() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, stream)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let module = Module::from_ptx(&ctx, "any image").unwrap();
    let spin = module.function("spin_add_one").unwrap();
    let mut data = DeviceBuffer::from_slice(&stream, &[10u32; 8]).unwrap();
    let (low, mut high) = data.split_at_mut(4).unwrap();
    let config = LaunchConfig::for_elements(4, 32);
    // SAFETY: refused before the launch (one buffer read through the first argument and written
    // through the second), so nothing runs.
    let m = refusal(unsafe { spin.launch(config, &stream, (&low, &mut high, 4u32)) });
    assert!(m.contains("both to read"), "{m}");
    assert_eq!(data.to_vec().unwrap(), [10; 8], "the refused launch ran");
}

/// What one buffer saw so far: its last write and the reads since, as (stream, that stream's count
/// of uses when it made the use).
#[derive(Default)]
struct History {
    write: Option<(usize, u64)>,
    reads: Vec<(usize, u64)>,
}

/// Random reads, writes and copies of two buffers on eleven streams and two of another context (more
/// reading streams than a buffer keeps apart), each checked against the rule through the waits the fake logged: vector
/// clocks joined at each wait must put every use after the uses it conflicts with (a read after the
/// last write; a write after it and every read since).
#[test]
#[cfg_attr(miri, ignore = "Miri cannot load shared libraries")]
fn random_uses_of_two_buffers_on_thirteen_streams_of_two_contexts_keep_the_rule() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((ctx, home)) = open(fake::HOST_MEMORY_13) else {
        return;
    };
    let driver = ctx.driver();
    let mut all = vec![home];
    all.extend(streams(&ctx, 10));
    // Two streams of another context: they read the buffers by copies into buffers of their own
    // context, and write them by copies from those (the copy rule allows either).
    let away = Context::create(ctx.device(), CUctx_flags::CU_CTX_SCHED_AUTO).unwrap();
    let near = all.len();
    all.extend(streams(&away, 2));
    let k = all.len();
    for round in 0..8u64 {
        let mut bufs = [
            DeviceBuffer::from_slice(&all[0], &[0u32; 4]).unwrap(),
            DeviceBuffer::from_slice(&all[0], &[0u32; 4]).unwrap(),
        ];
        let mut outs: Vec<DeviceBuffer<u32>> = all
            .iter()
            .map(|s| DeviceBuffer::zeroed(s, 4).unwrap())
            .collect();
        let mut clocks = vec![vec![0u64; k]; k];
        let mut seen = [History::default(), History::default()];
        let mut seed = 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(round + 1);
        for step in 0..300u32 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let s = (seed >> 33) as usize % k;
            // Odd rounds mostly read, so that more streams read between writes than a buffer keeps
            // apart.
            let op = if round % 2 == 1 && (seed >> 40) % 16 != 0 {
                (seed >> 45) % 2
            } else {
                (seed >> 45) % 6
            };
            clear_waits(driver);
            let stream = &all[s];
            // (buffer, writes) for each buffer the step uses.
            let uses: Vec<(usize, bool)> = {
                let [a, b] = &mut bufs;
                match op {
                    2 | 4 if s >= near => {
                        a.copy_from_device(&outs[s], stream).unwrap();
                        vec![(0, true)]
                    }
                    3 | 5 if s >= near => {
                        b.copy_from_device(&outs[s], stream).unwrap();
                        vec![(1, true)]
                    }
                    0 => {
                        outs[s].copy_from_device(&*a, stream).unwrap();
                        vec![(0, false)]
                    }
                    1 => {
                        outs[s].copy_from_device(&*b, stream).unwrap();
                        vec![(1, false)]
                    }
                    2 => {
                        a.memset_d32_on(step, stream).unwrap();
                        vec![(0, true)]
                    }
                    3 => {
                        b.memset_d32_on(step, stream).unwrap();
                        vec![(1, true)]
                    }
                    4 => {
                        b.copy_from_device(&*a, stream).unwrap();
                        vec![(0, false), (1, true)]
                    }
                    _ => {
                        a.copy_from_device(&*b, stream).unwrap();
                        vec![(1, false), (0, true)]
                    }
                }
            };
            for t in 0..k {
                if t != s && waits_on(driver, stream, &all[t]) > 0 {
                    let theirs = clocks[t].clone();
                    for (mine, their) in clocks[s].iter_mut().zip(theirs) {
                        *mine = (*mine).max(their);
                    }
                }
            }
            clocks[s][s] += 1;
            let me = (s, clocks[s][s]);
            let before = |(t, n): (usize, u64)| clocks[s][t] >= n;
            for (buf, writes) in uses {
                let h = &mut seen[buf];
                if let Some(w) = h.write {
                    assert!(before(w), "round {round} step {step}: a use of buffer {buf} on stream {s} is not after its last write on stream {}", w.0);
                }
                if writes {
                    for &r in &h.reads {
                        assert!(before(r), "round {round} step {step}: a write of buffer {buf} on stream {s} is not after a read since the last write, on stream {}", r.0);
                    }
                    h.write = Some(me);
                    h.reads.clear();
                } else {
                    h.reads.push(me);
                }
            }
        }
    }
}
