//! Per-call host overhead of driver calls, on device 0, in one process and interleaved:
//!
//! | variant      | what is called                                                                  |
//! |--------------|---------------------------------------------------------------------------------|
//! | `safe`       | our safe layer (`current_context`, `Device::attribute`, `Stream::query`, `Function::launch`, `launch_ex`) |
//! | `sys`        | our raw method on `Driver` (`driver.cuCtxGetCurrent(..)`), `Result` and all      |
//! | `pfn`        | the function pointer this program gets from `cuGetProcAddress` itself, called directly: the limit |
//! | `cudarc`     | cudarc 0.19's highest layer that has the call (`result::ctx::get_current`, `CudaContext::attribute`, `launch_builder`; its `sys` where it has nothing higher) |
//! | `cudarc-sys` | cudarc 0.19's `sys` function (a lazily resolved `dlsym` pointer behind a `OnceLock`) |
//!
//! Operations: `cuCtxGetCurrent`, `cuDeviceGetAttribute` (multiprocessor count), `cuStreamQuery` (an idle
//! stream), `cuLaunchKernel` (the empty kernel, 1×1, submit only: the stream is drained before each timed
//! batch and not waited for inside it), `cuLaunchKernelEx` (the same with one attribute, a priority),
//! `launch+sync` (a launch then `cuStreamSynchronize`), `launch 4 buffers` (four tracked buffers of the
//! launch stream), `launch 4 buffers from another stream` (the same alternating between two streams, so
//! every launch orders after the other stream: against the raw pointer plus `cuEventRecord` and
//! `cuStreamWaitEvent`; these two rows measure ours and the raw calls only), and `launch 16 args` (the
//! 16-parameter kernel, its output a tracked `&mut` buffer).
//!
//! Each repetition times a batch of calls of every (operation, variant) pair, the variants in an order
//! rotated by one per repetition; the table gives the median ns/call over the repetitions, its ratio to
//! the `pfn` median, and the median of the per-repetition ratios (`paired`, robust to drift).
//!
//! ```text
//! gpu_overhead [--reps 101] [--calls 20000] [--launches 500] [--round-trips 200]
//!              [--ops cuCtxGetCurrent,...] [--run LABEL] [--csv FILE]
//! gpu_overhead --load-only                 # one Driver::load(), timed, in this fresh process
//! gpu_overhead --load-times 20 [--csv FILE] # --load-only in 20 fresh processes, and the median
//! ```
//! Exits non-zero with a message naming the failing call when there is no driver or GPU.

mod bench;
mod launch_args;
mod launches;
mod load;
mod ops;
mod options;
mod pfn;
mod queries;
mod run;

use std::time::Instant;

use cuda_driver::sys::{CUevent_flags, CUlaunchAttribute, CUlaunchConfig, CUstream_flags};
use cuda_driver::{priority_attribute, Context, Device, DeviceBuffer, Event, Module, Stream};

use crate::bench::{
    check_sixteen, setup_cudarc, Bench, EMPTY_PTX, FOUR_ARGS_PTX, PRIORITY, SIXTEEN_ARGS_PTX,
};
use crate::load::{load_only, load_times};
use crate::ops::{Op, OPS};
use crate::options::{fail, parse_options};
use crate::pfn::Pfns;
use crate::run::{count_calls, measure, report};

fn main() {
    let opts = parse_options();
    if opts.load_only {
        load_only();
        return;
    }
    if let Some(n) = opts.load_times {
        load_times(n, opts.csv.as_deref());
        return;
    }

    let t = Instant::now();
    let driver = cuda_driver::init().unwrap_or_else(|e| fail("init", e));
    let init_ms = t.elapsed().as_secs_f64() * 1e3;
    let device = Device::get(driver, 0).unwrap_or_else(|e| fail("device 0", e));
    let ctx = Context::primary(device).unwrap_or_else(|e| fail("primary context", e));
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)
        .unwrap_or_else(|e| fail("Stream::new", e));
    let other = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)
        .unwrap_or_else(|e| fail("Stream::new", e));
    let empty_module = Module::from_ptx(&ctx, EMPTY_PTX).unwrap_or_else(|e| fail("empty.ptx", e));
    let sixteen_module =
        Module::from_ptx(&ctx, SIXTEEN_ARGS_PTX).unwrap_or_else(|e| fail("sixteen_args.ptx", e));
    let four_module =
        Module::from_ptx(&ctx, FOUR_ARGS_PTX).unwrap_or_else(|e| fail("four_args.ptx", e));
    let empty = empty_module
        .function("empty")
        .unwrap_or_else(|e| fail("empty", e));
    let sixteen = sixteen_module
        .function("sixteen_args")
        .unwrap_or_else(|e| fail("sixteen_args", e));
    let four = four_module
        .function("four_args")
        .unwrap_or_else(|e| fail("four_args", e));
    let zeroed = |n| DeviceBuffer::<u32>::zeroed(&stream, n).unwrap_or_else(|e| fail("alloc", e));
    let out = zeroed(16);
    let bufs = [zeroed(256), zeroed(256), zeroed(256), zeroed(256)];
    let event = || {
        Event::new(&ctx, CUevent_flags::CU_EVENT_DISABLE_TIMING)
            .unwrap_or_else(|e| fail("Event::new", e))
    };
    let events = [event(), event()];
    let attrs: &'static [CUlaunchAttribute] = Box::leak(Box::new([priority_attribute(PRIORITY)]));
    let mut config = CUlaunchConfig::new()
        .with_grid_dim_x(1)
        .with_grid_dim_y(1)
        .with_grid_dim_z(1)
        .with_block_dim_x(1)
        .with_block_dim_y(1)
        .with_block_dim_z(1)
        .with_h_stream(stream.raw());
    config
        .set_attrs(attrs)
        .unwrap_or_else(|e| fail("set_attrs", e));
    let (pfn, same_as_table) = Pfns::get(driver);
    let cudarc = setup_cudarc(&stream);
    let mut bench = Bench {
        driver,
        device,
        stream,
        other,
        empty,
        sixteen,
        four,
        out,
        bufs,
        events,
        config,
        values: [
            1,
            2,
            3,
            5,
            8,
            13,
            21,
            34,
            55,
            89,
            144,
            233,
            377,
            610,
            0x9e37_79b9,
        ],
        pfn,
        cudarc,
    };

    let name = device.name().unwrap_or_else(|e| fail("name", e));
    println!(
        "device 0: {name}; driver {} (CUDA {}.{}), {} functions listed, {} missing; load + cuInit took \
         {init_ms:.1} ms; the pfn pointers {} the table's",
        driver.path(),
        driver.version() / 1000,
        driver.version() % 1000 / 10,
        cuda_driver::functions().count(),
        driver.missing_functions().len(),
        if same_as_table { "are" } else { "are NOT" },
    );
    check_sixteen(&mut bench);
    println!("sixteen_args: every variant's launch wrote the expected 16 values");

    let ops: Vec<&Op> = OPS
        .iter()
        .filter(|op| {
            opts.ops
                .as_ref()
                .is_none_or(|want| want.iter().any(|w| w == op.name))
        })
        .collect();
    if ops.is_empty() {
        fail(
            "--ops",
            format!(
                "none of the names is an operation; they are: {}",
                OPS.iter().map(|o| o.name).collect::<Vec<_>>().join(", ")
            ),
        );
    }
    count_calls(&mut bench, &ops);
    let samples = measure(&mut bench, &opts, &ops);
    report(&opts, &ops, &samples);
    drop(ctx);
}
