//! Per-call host overhead of driver calls, on device 0, in one process and interleaved:
//!
//! | variant      | what is called                                                                  |
//! |--------------|---------------------------------------------------------------------------------|
//! | `safe`       | our safe layer (`current_context`, `Device::attribute`, `Stream::query`, `Function::launch`, `launch_ex` with `LaunchAttribute::Priority`, `Stream::synchronize`) |
//! | `sys`        | our raw method on `Driver` (`driver.cuCtxGetCurrent(..)`), `Result` and all      |
//! | `pfn`        | the function pointer this program gets from `cuGetProcAddress` itself, called directly: the limit |
//! | `cudarc`     | cudarc 0.19's highest layer that has the call (`result::ctx::get_current`, `CudaContext::attribute`, `launch_builder(..).launch`, `CudaStream::synchronize`; its `sys` for `cuStreamQuery` and `cuLaunchKernelEx`, which it has nothing above), on a `CudaContext` with event tracking **off** (`disable_event_tracking`: its fastest setting, the same work as ours; on the alternating four-buffer row it orders the two streams itself with `CudaEvent::record` and `CudaStream::wait`, as the raw variants do) |
//! | `cudarc-ev`  | the same calls on a second `CudaContext` with event tracking **on**, cudarc's default and what its users run: each buffer argument's launch waits on its read/write events and records them (`&` waits for the last write and records a read; `&mut` waits for both and records a write). Not in the `cuLaunchKernelEx` row (only `sys` there); in `cuCtxGetCurrent`, `cuDeviceGetAttribute` and `cuStreamQuery` tracking never enters, so it makes `cudarc`'s calls (a control) |
//! | `cudarc-sys` | cudarc 0.19's `sys` function (a lazily resolved `dlsym` pointer behind a `OnceLock`), on our stream, function and buffers |
//!
//! Operations: `cuCtxGetCurrent`, `cuDeviceGetAttribute` (multiprocessor count), `cuStreamQuery` (an idle
//! stream), `cuLaunchKernel` (the empty kernel, 1×1, submit only: the stream is drained before each timed
//! batch and not waited for inside it), `cuLaunchKernelEx` (the same with one attribute, a priority),
//! `launch+sync` (a launch then `cuStreamSynchronize`), `launch 4 buffers` (four buffers of the launch
//! stream, two read and two written), `launch 4 buffers from another stream` (the same alternating
//! between two streams, so every launch orders after the other stream: against the raw pointer plus
//! `cuEventRecord` and `cuStreamWaitEvent`), and `launch 16 args` (the 16-parameter kernel, its output a
//! tracked `&mut` buffer). Each cudarc variant launches on its own context's streams, functions and
//! buffers.
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
use cuda_driver::{Context, Device, DeviceBuffer, Event, LaunchAttribute, Module, Stream};

use crate::bench::{
    setup_cudarc, setup_cudarc_ex, Bench, EMPTY_PTX, FOUR_ARGS_PTX, PRIORITY, SIXTEEN_ARGS_PTX,
};
use crate::load::{load_only, load_times};
use crate::ops::{check_sixteen, Op, OPS};
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
    let attrs: &'static mut [CUlaunchAttribute] =
        Box::leak(Box::new([LaunchAttribute::Priority(PRIORITY).raw()]));
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
    let cudarc = setup_cudarc(false);
    let cudarc_ev = setup_cudarc(true);
    let cudarc_ex = setup_cudarc_ex(&stream);
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
        cudarc_ev,
        cudarc_ex,
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
