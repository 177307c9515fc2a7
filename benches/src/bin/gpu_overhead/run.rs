//! The run and the report: the driver-call counts against the stand-in libcuda, the interleaved timed
//! repetitions, and the table and CSV of their medians and ratios.

use std::ffi::c_void;
use std::fmt::Write as _;
use std::ptr::null_mut;
use std::time::Instant;

use cuda_benches::stats::{median, quantile};
use cuda_driver::sys::CUdriverProcAddressQueryResult;

use crate::bench::Bench;
use crate::ops::{Batch, Op, BASELINE, VARIANTS};
use crate::options::{fail, Options};

/// Against the stand-in libcuda (`benches/c/fake_libcuda.c`, which counts the calls made through its
/// pointers and hands out `fake_cuda_calls`), prints how many driver calls one call of each measured
/// (operation, variant) makes: the safe layer's calls beyond the raw baseline's show there, where they
/// cost a few ns, before the GPU. A real driver knows no such function, and this prints nothing.
pub(crate) fn count_calls(b: &mut Bench<'_>, ops: &[&Op]) {
    type CallsFn = unsafe extern "C" fn() -> u64;
    let name = c"fake_cuda_calls";
    let mut p: *mut c_void = null_mut();
    let mut status = CUdriverProcAddressQueryResult::CU_GET_PROC_ADDRESS_SUCCESS;
    // SAFETY: a NUL-terminated name and valid out-parameters for the pointer and the status.
    let found = unsafe {
        b.driver
            .cuGetProcAddress(name.as_ptr(), &mut p, 13000, 0, &mut status)
    };
    if found.is_err()
        || p.is_null()
        || status != CUdriverProcAddressQueryResult::CU_GET_PROC_ADDRESS_SUCCESS
    {
        return;
    }
    // SAFETY: only the stand-in knows the name, and its `fake_cuda_calls` has this prototype.
    let calls = unsafe { std::mem::transmute::<*mut c_void, CallsFn>(p) };
    const N: usize = 64;
    for op in ops {
        let mut line = format!("driver calls per call (stand-in libcuda), {}:", op.name);
        for (variant, case) in VARIANTS.iter().zip(op.cases) {
            let Some(case) = case else { continue };
            b.drain();
            // SAFETY: the stand-in's counter, read between calls on this thread.
            let before = unsafe { calls() };
            case(b, N);
            // SAFETY: as above.
            let after = unsafe { calls() };
            let _ = write!(line, " {variant} {:.2}", (after - before) as f64 / N as f64);
        }
        println!("{line}");
    }
}

/// How many calls a batch of `batch` makes, from the options.
fn batch_size(opts: &Options, batch: Batch) -> usize {
    match batch {
        Batch::Calls => opts.calls,
        Batch::Launches => opts.launches,
        Batch::RoundTrips => opts.round_trips,
    }
}

/// Times `opts.reps` repetitions (after a warm-up) of a batch of every (operation, variant) pair, the
/// variants in an order rotated by one per repetition, and prints how the run went; returns
/// `samples[op][variant][rep]`, ns per call.
pub(crate) fn measure(bench: &mut Bench<'_>, opts: &Options, ops: &[&Op]) -> Vec<Vec<Vec<f64>>> {
    // samples[op][variant][rep], ns per call
    let mut samples = vec![vec![Vec::with_capacity(opts.reps); VARIANTS.len()]; ops.len()];
    let warmup = 3;
    let started = Instant::now();
    for rep in 0..warmup + opts.reps {
        for (oi, op) in ops.iter().enumerate() {
            let n = batch_size(opts, op.batch);
            for k in 0..VARIANTS.len() {
                let vi = (rep + k) % VARIANTS.len();
                let Some(case) = op.cases[vi] else { continue };
                if op.drain {
                    bench.drain();
                }
                let t = Instant::now();
                case(bench, n);
                let ns = t.elapsed().as_nanos() as f64 / n as f64;
                if rep >= warmup {
                    samples[oi][vi].push(ns);
                }
            }
        }
    }
    bench.drain();
    println!(
        "run {}: {} repetitions (after {warmup} warm-up) in {:.1} s; calls per batch: {} (launches {}, \
         round trips {})",
        opts.run,
        opts.reps,
        started.elapsed().as_secs_f64(),
        opts.calls,
        opts.launches,
        opts.round_trips
    );
    samples
}

/// Prints the table (median ns/call, p10, p90, the ratio to the `pfn` median and the median of the
/// per-repetition ratios) and writes the same as CSV to `--csv`, if given.
pub(crate) fn report(opts: &Options, ops: &[&Op], samples: &[Vec<Vec<f64>>]) {
    let mut csv = String::from(
        "source,run,op,variant,reps,calls,median_ns,p10_ns,p90_ns,min_ns,ratio_to_pfn,paired_ratio\n",
    );
    println!(
        "\n{:<22} {:<11} {:>10} {:>10} {:>10} {:>8} {:>8}",
        "operation", "variant", "median ns", "p10", "p90", "/pfn", "paired"
    );
    for (oi, op) in ops.iter().enumerate() {
        let base = median(&samples[oi][BASELINE]);
        for (vi, variant) in VARIANTS.iter().enumerate() {
            if op.cases[vi].is_none() {
                continue;
            }
            let s = &samples[oi][vi];
            let m = median(s);
            let paired: Vec<f64> = s
                .iter()
                .zip(&samples[oi][BASELINE])
                .map(|(a, b)| a / b)
                .collect();
            let (ratio, paired) = (m / base, median(&paired));
            println!(
                "{:<22} {:<11} {:>10.1} {:>10.1} {:>10.1} {:>8.3} {:>8.3}",
                op.name,
                variant,
                m,
                quantile(s, 0.1),
                quantile(s, 0.9),
                ratio,
                paired
            );
            let _ = writeln!(
                csv,
                "rust,{},{},{},{},{},{:.2},{:.2},{:.2},{:.2},{:.4},{:.4}",
                opts.run,
                op.name,
                variant,
                s.len(),
                batch_size(opts, op.batch),
                m,
                quantile(s, 0.1),
                quantile(s, 0.9),
                quantile(s, 0.0),
                ratio,
                paired
            );
        }
    }
    if let Some(path) = &opts.csv {
        std::fs::write(path, csv).unwrap_or_else(|e| fail(path, e));
        println!("\nwrote {path}");
    }
}
