//! Uses with modes (issue 33): kernels on several streams that read one buffer and write their own run
//! at once, and a writer after them waits for all; the same inside a capture; a hand-built graph whose
//! memset and copy name no dependency still runs the copy after the memset.

use std::time::{Duration, Instant};

use super::*;
use cuda_driver::Graph;

const SPIN_READ_ADD_ONE: &str = include_str!("../kernels/spin_read_add_one.ptx");

/// About 2 ms of spinning at the H100's and H200's 1.98 GHz.
const SPIN: i64 = 4_000_000;
/// Elements per buffer: few enough blocks that four kernels fit on the device at once.
const N: u32 = 4096;

/// Queues `spin_read_add_one(SPIN, input, out, N)` on `stream`: reads `input`, writes `out`.
fn read_add_one(
    f: &Function<'_>,
    stream: &Stream,
    input: &DeviceBuffer<u32>,
    out: &mut DeviceBuffer<u32>,
) -> Result<(), Error> {
    // SAFETY: `spin_read_add_one(long long, const unsigned*, unsigned*, unsigned)`; it reads N
    // elements of `input` and writes N of `out`, both N long.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(N, BLOCK),
            stream,
            (SPIN, input, out, N),
        )
    }
}

/// The best of three timings of `round`, which queues work and waits for it.
fn best_of_three(mut round: impl FnMut() -> TestResult) -> Result<Duration, Failure> {
    let mut best = Duration::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        round()?;
        best = best.min(start.elapsed());
    }
    Ok(best)
}

/// Checks that every element of `got` is its index plus `plus`.
fn check_index_plus(what: &str, got: &[u32], plus: u32) -> TestResult {
    match (0..got.len()).find(|&i| got[i] != i as u32 + plus) {
        Some(i) => Err(Failure(format!(
            "{what}[{i}] is {}, not {}",
            got[i],
            i as u32 + plus
        ))),
        None => Ok(()),
    }
}

/// Four 2 ms kernels on four streams read one buffer and write their own outputs: together they take
/// at most 1.3 times one kernel's time (before uses had modes, each waited for the one before: about
/// 4 times). A write of the buffer on a fifth stream then waits for all four: every output holds the
/// values from before the write.
fn readers_on_four_streams_overlap_and_a_writer_waits_for_all() -> TestResult {
    with_kernel!("readers_on_four_streams_overlap_and_a_writer_waits_for_all", gpu, module, f = SPIN_READ_ADD_ONE, "spin_read_add_one");
    let host: Vec<u32> = (0..N).collect();
    let mut input = DeviceBuffer::from_slice(&gpu.stream, &host)?;
    let streams = (0..4)
        .map(|_| Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING))
        .collect::<Result<Vec<_>, _>>()?;
    let mut outs = streams
        .iter()
        .map(|s| DeviceBuffer::<u32>::zeroed(s, N as usize))
        .collect::<Result<Vec<_>, _>>()?;
    gpu.ctx.synchronize()?;
    // One kernel alone (after a warm-up launch, in the best of three rounds).
    read_add_one(&f, &streams[0], &input, &mut outs[0])?;
    streams[0].synchronize()?;
    let one = best_of_three(|| {
        read_add_one(&f, &streams[0], &input, &mut outs[0])?;
        streams[0].synchronize()?;
        Ok(())
    })?;
    let four = best_of_three(|| {
        for (s, out) in streams.iter().zip(&mut outs) {
            read_add_one(&f, s, &input, out)?;
        }
        for s in &streams {
            s.synchronize()?;
        }
        Ok(())
    })?;
    let ratio = four.as_secs_f64() / one.as_secs_f64();
    eprintln!("modes: one kernel {one:?}, four readers on four streams {four:?} ({ratio:.2}x)");
    if ratio > 1.3 {
        return Err(Failure(format!(
            "four readers of one buffer on four streams took {four:?}, {ratio:.2} times one \
             kernel ({one:?}): they waited for each other"
        )));
    }
    // The readers again, then a write of `input` on a fifth stream, queued at once: it must wait for
    // all four (each reads `input` only after its 2 ms spin).
    let writer = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    for out in &mut outs {
        out.memset_d32_on(0, &writer)?;
    }
    for (s, out) in streams.iter().zip(&mut outs) {
        read_add_one(&f, s, &input, out)?;
    }
    input.memset_d32_on(1_000_000, &writer)?;
    for (k, out) in outs.iter().enumerate() {
        check_index_plus(&format!("out{k}"), &out.to_vec()?, 1)?;
    }
    if let Some((i, v)) = first_not(&input.to_vec()?, 1_000_000) {
        return Err(Failure(format!("input[{i}] is {v}, not 1000000")));
    }
    Ok(())
}

/// Inside a capture: a kernel on the capture stream and one on a fork read one buffer and write their
/// own; the graph runs them at once (its launch takes at most 1.3 times one kernel), and a write of
/// the buffer after the join comes after both.
fn captured_readers_on_two_streams_run_at_once_and_a_later_write_follows_both() -> TestResult {
    let Some(gpu) =
        gpu("captured_readers_on_two_streams_run_at_once_and_a_later_write_follows_both")
    else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, SPIN_READ_ADD_ONE)?;
    let f = module.function("spin_read_add_one")?;
    let host: Vec<u32> = (0..N).collect();
    let mut input = DeviceBuffer::from_slice(&gpu.stream, &host)?;
    let mut a = DeviceBuffer::<u32>::zeroed(&gpu.stream, N as usize)?;
    let mut b = DeviceBuffer::<u32>::zeroed(&gpu.stream, N as usize)?;
    let graph = gpu.ctx.capture_as(|s| -> TestResult {
        s.fork_as(|s2| -> TestResult {
            read_add_one(&f, s2, &input, &mut a)?;
            read_add_one(&f, s, &input, &mut b)?;
            Ok(())
        })?;
        input.memset_d32_on(1_000_000, s)?;
        Ok(())
    })?;
    let exec = graph.instantiate()?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    // One kernel alone, for the measure.
    read_add_one(&f, &stream, &input, &mut a)?;
    stream.synchronize()?;
    let one = best_of_three(|| {
        read_add_one(&f, &stream, &input, &mut a)?;
        stream.synchronize()?;
        Ok(())
    })?;
    // The graph's launch alone, after `input` is put back (the graph's memset changed it).
    let mut both = Duration::MAX;
    for _ in 0..3 {
        input.copy_from_host_on(&host, &stream)?;
        stream.synchronize()?;
        let start = Instant::now();
        exec.launch(&stream)?;
        stream.synchronize()?;
        both = both.min(start.elapsed());
    }
    let ratio = both.as_secs_f64() / one.as_secs_f64();
    eprintln!("modes: one kernel {one:?}, the captured pair {both:?} ({ratio:.2}x)");
    if ratio > 1.3 {
        return Err(Failure(format!(
            "the two captured readers took {both:?}, {ratio:.2} times one kernel ({one:?})"
        )));
    }
    check_index_plus("a", &a.to_vec()?, 1)?;
    check_index_plus("b", &b.to_vec()?, 1)?;
    if let Some((i, v)) = first_not(&input.to_vec()?, 1_000_000) {
        return Err(Failure(format!("input[{i}] is {v}, not 1000000")));
    }
    Ok(())
}

/// Scenario 2 of issue 33: a hand-built graph with a memset of `x` and a copy of `x` into `out`, no
/// dependency named between them. The graph orders the copy after the memset, so every launch copies
/// the set value (64 MiB, so that a copy racing the memset would show).
fn a_hand_built_memset_then_copy_with_no_deps_copies_the_set_value() -> TestResult {
    let Some(gpu) = gpu("a_hand_built_memset_then_copy_with_no_deps_copies_the_set_value") else {
        return Ok(());
    };
    const LEN: usize = 16 << 20;
    let mut x = DeviceBuffer::<u32>::zeroed(&gpu.stream, LEN)?;
    let mut out = DeviceBuffer::<u32>::zeroed(&gpu.stream, LEN)?;
    let mut graph = Graph::new(&gpu.ctx)?;
    graph.add_memset_d8(&[], &mut x, 1)?;
    graph.add_copy(&[], &mut out, &x)?;
    let exec = graph.instantiate()?;
    for round in 0..rounds(20, 3) {
        x.memset_d32_on(0, &gpu.stream)?;
        out.memset_d32_on(7, &gpu.stream)?;
        exec.launch(&gpu.stream)?;
        if let Some((i, v)) = first_not(&out.to_vec()?, 0x0101_0101) {
            return Err(Failure(format!(
                "round {round}: out[{i}] is {v:#x}, not 0x01010101 (the copy ran before the memset)"
            )));
        }
    }
    Ok(())
}

tests![
    readers_on_four_streams_overlap_and_a_writer_waits_for_all,
    captured_readers_on_two_streams_run_at_once_and_a_later_write_follows_both,
    a_hand_built_memset_then_copy_with_no_deps_copies_the_set_value,
];
