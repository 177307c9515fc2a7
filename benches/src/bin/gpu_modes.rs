//! What uses with modes cost and save (issue 33), on device 0, two tables:
//!
//! 1. **Readers on N streams.** N = 1, 2, 4, 8 streams each run a ~2 ms kernel
//!    (`tests/kernels/spin_read_add_one.ptx`) that reads one shared 64 MiB buffer and writes an output
//!    of its own; a round queues the N launches and waits for the N streams. Variants: **ours**
//!    (`Function::launch` with `&input, &mut out`), the **raw pointer** (`cuLaunchKernel` on the same
//!    addresses, no ordering at all: the limit), and **cudarc with tracking on** (its default: `&input`
//!    waits for the last write and records a read). Cell: the median wall time per round, and its ratio
//!    to the raw pointer's.
//! 2. **Buffers per use.** The host time of one launch of `benches/kernels/sixteen_ptrs.ptx` with 1, 4
//!    or 16 of its 16 pointer arguments tracked buffers (`&mut`, the rest raw addresses), and of one
//!    `GraphExec::launch` of a graph that holds 1, 4, 16 or 64 buffers (kernel nodes of 16 each),
//!    against the raw `cuLaunchKernel` / `cuGraphLaunch` of the same work: the ordering's cost per
//!    buffer. Submit only: the stream is drained before each batch, not inside it.
//!
//! Each repetition times every variant once, the order rotated by one per repetition.
//!
//! ```text
//! gpu_modes [--reps 15] [--spin 4000000] [--launches 500]
//! ```

use std::ffi::c_void;
use std::ptr::null_mut;
use std::time::Instant;

use cuda_benches::stats::median;
use cuda_driver::sys::{CUdeviceptr, CUstream_flags};
use cuda_driver::{
    Context, Device, DeviceBuffer, Driver, Error, Function, Graph, LaunchConfig, Module, Stream,
};
use cudarc::driver::{self as cd, PushKernelArg as _};

const SPIN_READ_PTX: &str = include_str!("../../../tests/kernels/spin_read_add_one.ptx");
const SIXTEEN_PTRS_PTX: &str = include_str!("../../kernels/sixteen_ptrs.ptx");

/// Elements each reader reads and writes (its grid), of the shared buffer's 16 Mi.
const N: u32 = 4096;
const BLOCK: u32 = 256;
const INPUT_LEN: usize = 16 << 20;
const ONE: LaunchConfig = LaunchConfig {
    grid: (1, 1, 1),
    block: (1, 1, 1),
    shared_mem_bytes: 0,
};

fn fail(what: &str, e: impl std::fmt::Display) -> ! {
    eprintln!("gpu_modes: {what}: {e}");
    std::process::exit(1)
}

fn ok<T>(what: &str, r: Result<T, Error>) -> T {
    r.unwrap_or_else(|e| fail(what, e))
}

fn cd_ok<T>(what: &str, r: Result<T, cd::DriverError>) -> T {
    r.unwrap_or_else(|e| fail(what, e))
}

struct Options {
    reps: usize,
    spin: i64,
    launches: usize,
}

fn options() -> Options {
    let mut o = Options {
        reps: 15,
        spin: 4_000_000,
        launches: 500,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| fail(&a, "needs a value"))
                .parse::<i64>()
                .unwrap_or_else(|e| fail(&a, e))
        };
        match a.as_str() {
            "--reps" => o.reps = value().max(1) as usize,
            "--spin" => o.spin = value(),
            "--launches" => o.launches = value().max(1) as usize,
            _ => fail(&a, "unknown option (--reps, --spin, --launches)"),
        }
    }
    o
}

/// Times `variants` `reps` times each, interleaved and rotated; each returns its own duration in ns
/// (or is timed whole when it returns `None`). Returns the samples per variant.
fn interleaved<const V: usize>(
    reps: usize,
    variants: &mut [&mut dyn FnMut() -> Option<f64>; V],
) -> [Vec<f64>; V] {
    let mut samples: [Vec<f64>; V] = std::array::from_fn(|_| Vec::with_capacity(reps));
    for rep in 0..reps {
        for k in 0..V {
            let v = (k + rep) % V;
            let start = Instant::now();
            let own = (variants[v])();
            let ns = own.unwrap_or_else(|| start.elapsed().as_secs_f64() * 1e9);
            samples[v].push(ns);
        }
    }
    samples
}

/// The raw parameters of `spin_read_add_one(spin, input, out, n)`.
fn spin_params(spin: &i64, input: &CUdeviceptr, out: &CUdeviceptr, n: &u32) -> [*mut c_void; 4] {
    [
        std::ptr::from_ref(spin).cast_mut().cast(),
        std::ptr::from_ref(input).cast_mut().cast(),
        std::ptr::from_ref(out).cast_mut().cast(),
        std::ptr::from_ref(n).cast_mut().cast(),
    ]
}

/// Table 1: N streams reading one buffer.
fn readers(ctx: &Context, driver: &Driver, o: &Options) {
    let module = ok(
        "spin_read_add_one.ptx",
        Module::from_ptx(ctx, SPIN_READ_PTX),
    );
    let f = ok("spin_read_add_one", module.function("spin_read_add_one"));
    let new = || {
        ok(
            "Stream::new",
            Stream::new(ctx, CUstream_flags::CU_STREAM_NON_BLOCKING),
        )
    };
    let streams: Vec<Stream> = (0..8).map(|_| new()).collect();
    let input = ok("alloc", DeviceBuffer::<u32>::zeroed(&streams[0], INPUT_LEN));
    let mut outs: Vec<DeviceBuffer<u32>> = streams
        .iter()
        .map(|s| ok("alloc", DeviceBuffer::<u32>::zeroed(s, N as usize)))
        .collect();
    // The raw variant's addresses, taken once (each `raw` orders that one use).
    let input_ptr = ok("raw", input.raw(&streams[0]));
    let out_ptrs: Vec<CUdeviceptr> = outs
        .iter()
        .zip(&streams)
        .map(|(b, s)| ok("raw", b.raw(s)))
        .collect();
    ok("synchronize", ctx.synchronize());

    let cctx = cd_ok("cudarc CudaContext::new", cd::CudaContext::new(0));
    let cstreams: Vec<_> = (0..8)
        .map(|_| cd_ok("cudarc new_stream", cctx.new_stream()))
        .collect();
    let cf = cd_ok(
        "cudarc load_module",
        cctx.load_module(cudarc::nvrtc::Ptx::from_src(SPIN_READ_PTX))
            .and_then(|m| m.load_function("spin_read_add_one")),
    );
    let cinput = cd_ok("cudarc alloc", cstreams[0].alloc_zeros::<u32>(INPUT_LEN));
    let mut couts: Vec<_> = cstreams
        .iter()
        .map(|s| cd_ok("cudarc alloc", s.alloc_zeros::<u32>(N as usize)))
        .collect();
    cd_ok("cudarc synchronize", cctx.synchronize());

    let config = LaunchConfig::for_elements(N, BLOCK);
    let cconfig = cd::LaunchConfig {
        grid_dim: (N.div_ceil(BLOCK), 1, 1),
        block_dim: (BLOCK, 1, 1),
        shared_mem_bytes: 0,
    };
    let (spin, n_elems) = (o.spin, N);
    println!("\n## Readers on N streams (one ~2 ms kernel each, one shared 64 MiB input)\n");
    println!(
        "| N | ours, ms | raw pointer, ms | cudarc tracking on, ms | ours / raw | cudarc / raw |"
    );
    println!("|---:|---:|---:|---:|---:|---:|");
    for n in [1usize, 2, 4, 8] {
        let mut ours = || {
            for (s, out) in streams.iter().zip(&mut outs).take(n) {
                // SAFETY: `spin_read_add_one(long long, const unsigned*, unsigned*, unsigned)`; it
                // reads N elements of `input` (16 Mi long) and writes N of `out` (N long).
                ok("launch", unsafe {
                    f.launch(config, s, (spin, &input, &mut *out, n_elems))
                });
            }
            for s in streams.iter().take(n) {
                ok("synchronize", s.synchronize());
            }
            None
        };
        let mut raw = || {
            for (s, out) in streams.iter().zip(&out_ptrs).take(n) {
                let mut p = spin_params(&spin, &input_ptr, out, &n_elems);
                // SAFETY: the kernel's four parameters, of their types, at addresses that live as
                // long as the buffers; nothing else writes `input` meanwhile.
                ok("cuLaunchKernel", unsafe {
                    driver
                        .cuLaunchKernel(
                            f.raw(),
                            N.div_ceil(BLOCK),
                            1,
                            1,
                            BLOCK,
                            1,
                            1,
                            0,
                            s.raw(),
                            p.as_mut_ptr(),
                            null_mut(),
                        )
                        .map_err(Error::from)
                });
            }
            for s in streams.iter().take(n) {
                ok("synchronize", s.synchronize());
            }
            None
        };
        let mut cudarc = || {
            for (s, out) in cstreams.iter().zip(&mut couts).take(n) {
                let mut l = s.launch_builder(&cf);
                l.arg(&spin).arg(&cinput).arg(&mut *out).arg(&n_elems);
                // SAFETY: as ours.
                cd_ok("cudarc launch", unsafe { l.launch(cconfig) }.map(|_| ()));
            }
            for s in cstreams.iter().take(n) {
                cd_ok("cudarc synchronize", s.synchronize());
            }
            None
        };
        let [ours, raw, cudarc] = interleaved(o.reps, &mut [&mut ours, &mut raw, &mut cudarc]);
        let (ours, raw, cudarc) = (median(&ours), median(&raw), median(&cudarc));
        println!(
            "| {n} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} |",
            ours / 1e6,
            raw / 1e6,
            cudarc / 1e6,
            ours / raw,
            cudarc / raw
        );
    }
    ok("synchronize", ctx.synchronize());
}

/// One launch of `sixteen_ptrs` with the first `tracked` of `bufs` as tracked `&mut` buffers and the
/// rest of the sixteen as the raw addresses in `rest`.
fn launch_tracked(
    f: &Function<'_>,
    s: &Stream,
    tracked: usize,
    bufs: &mut [DeviceBuffer<u32>],
    rest: &[CUdeviceptr; 16],
) -> Result<(), Error> {
    let r = rest;
    // SAFETY: `sixteen_ptrs` takes sixteen pointers and touches none of them.
    unsafe {
        match (tracked, bufs) {
            (1, [a, ..]) => f.launch(
                ONE,
                s,
                (
                    a, r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11], r[12],
                    r[13], r[14], r[15],
                ),
            ),
            (4, [a, b, c, d, ..]) => f.launch(
                ONE,
                s,
                (
                    a, b, c, d, r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11], r[12], r[13],
                    r[14], r[15],
                ),
            ),
            (16, [a, b, c, d, e, g, h, i, j, k, l, m, n, p, q, t, ..]) => {
                f.launch(ONE, s, (a, b, c, d, e, g, h, i, j, k, l, m, n, p, q, t))
            }
            _ => unreachable!("1, 4 or 16 tracked buffers"),
        }
    }
}

/// Table 2: the host time of a launch per buffer it orders.
fn buffers(ctx: &Context, driver: &Driver, o: &Options) {
    let module = ok("sixteen_ptrs.ptx", Module::from_ptx(ctx, SIXTEEN_PTRS_PTX));
    let f = ok("sixteen_ptrs", module.function("sixteen_ptrs"));
    let stream = ok(
        "Stream::new",
        Stream::new(ctx, CUstream_flags::CU_STREAM_NON_BLOCKING),
    );
    let mut bufs: Vec<DeviceBuffer<u32>> = (0..64)
        .map(|_| ok("alloc", DeviceBuffer::<u32>::zeroed(&stream, 64)))
        .collect();
    let ptrs: Vec<CUdeviceptr> = bufs.iter().map(|b| ok("raw", b.raw(&stream))).collect();
    let mut rest = [CUdeviceptr::null(); 16];
    rest.copy_from_slice(&ptrs[..16]);
    let l = o.launches;
    println!("\n## Buffers per use (host ns per launch, submit only)\n");
    println!(
        "| use | buffers | ours, ns | raw pointer, ns | ours / raw | (ours - raw) / buffer, ns |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    let row = |what: &str, b: usize, ours: Vec<f64>, raw: Vec<f64>| {
        let (ours, raw) = (median(&ours) / l as f64, median(&raw) / l as f64);
        println!(
            "| {what} | {b} | {ours:.1} | {raw:.1} | {:.3} | {:.1} |",
            ours / raw,
            (ours - raw) / b as f64
        );
    };
    for b in [1usize, 4, 16] {
        let mut ours = || {
            ok("synchronize", stream.synchronize());
            let start = Instant::now();
            for _ in 0..l {
                ok("launch", launch_tracked(&f, &stream, b, &mut bufs, &rest));
            }
            Some(start.elapsed().as_secs_f64() * 1e9)
        };
        let mut raw = || {
            ok("synchronize", stream.synchronize());
            let start = Instant::now();
            for _ in 0..l {
                let mut params: [*mut c_void; 16] =
                    std::array::from_fn(|i| std::ptr::from_ref(&ptrs[i]).cast_mut().cast());
                // SAFETY: sixteen pointers to the kernel's sixteen pointer parameters.
                ok("cuLaunchKernel", unsafe {
                    driver
                        .cuLaunchKernel(
                            f.raw(),
                            1,
                            1,
                            1,
                            1,
                            1,
                            1,
                            0,
                            stream.raw(),
                            params.as_mut_ptr(),
                            null_mut(),
                        )
                        .map_err(Error::from)
                });
            }
            Some(start.elapsed().as_secs_f64() * 1e9)
        };
        let [ours, raw] = interleaved(o.reps, &mut [&mut ours, &mut raw]);
        row("kernel launch", b, ours, raw);
    }
    for b in [1usize, 4, 16, 64] {
        let mut graph = ok("Graph::new", Graph::new(ctx));
        let (whole, part) = (b / 16, b % 16);
        for k in 0..whole {
            let chunk = &mut bufs[k * 16..k * 16 + 16];
            // SAFETY: as `launch_tracked`.
            ok("add_kernel", unsafe {
                graph.add_kernel(&[], &f, ONE, {
                    let [a, b, c, d, e, g, h, i, j, k, l, m, n, p, q, t] = chunk else {
                        unreachable!()
                    };
                    (a, b, c, d, e, g, h, i, j, k, l, m, n, p, q, t)
                })
            });
        }
        if part > 0 {
            let bufs_part = &mut bufs[..part];
            // SAFETY: as `launch_tracked`.
            ok("add_kernel", unsafe {
                match bufs_part {
                    [a] => graph.add_kernel(
                        &[],
                        &f,
                        ONE,
                        (
                            a, rest[1], rest[2], rest[3], rest[4], rest[5], rest[6], rest[7],
                            rest[8], rest[9], rest[10], rest[11], rest[12], rest[13], rest[14],
                            rest[15],
                        ),
                    ),
                    [a, b2, c, d] => graph.add_kernel(
                        &[],
                        &f,
                        ONE,
                        (
                            a, b2, c, d, rest[4], rest[5], rest[6], rest[7], rest[8], rest[9],
                            rest[10], rest[11], rest[12], rest[13], rest[14], rest[15],
                        ),
                    ),
                    _ => unreachable!("1 or 4"),
                }
            });
        }
        let exec = ok("instantiate", graph.instantiate());
        let mut ours = || {
            ok("synchronize", stream.synchronize());
            let start = Instant::now();
            for _ in 0..l {
                ok("GraphExec::launch", exec.launch(&stream));
            }
            Some(start.elapsed().as_secs_f64() * 1e9)
        };
        let mut raw = || {
            ok("synchronize", stream.synchronize());
            let start = Instant::now();
            for _ in 0..l {
                // SAFETY: the executable and the stream live; the graph holds its buffers.
                ok("cuGraphLaunch", unsafe {
                    driver
                        .cuGraphLaunch(exec.raw(), stream.raw())
                        .map_err(Error::from)
                });
            }
            Some(start.elapsed().as_secs_f64() * 1e9)
        };
        let [ours, raw] = interleaved(o.reps, &mut [&mut ours, &mut raw]);
        row("graph launch", b, ours, raw);
        ok("synchronize", stream.synchronize());
    }
}

fn main() {
    let o = options();
    let driver = ok("init", cuda_driver::init());
    let device = ok("device 0", Device::get(driver, 0));
    let ctx = ok("primary context", Context::primary(device));
    println!(
        "gpu_modes: device 0: {}; {} repetitions, spin {} cycles, {} launches per batch",
        ok("name", device.name()),
        o.reps,
        o.spin,
        o.launches
    );
    readers(&ctx, driver, &o);
    buffers(&ctx, driver, &o);
}
