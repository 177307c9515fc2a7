//! The library rows of BENCHMARKS.md (issue 37), the Rust side; `benches/c/libs.c` makes the same
//! calls from C against the same libraries, and prints rows of the same shape. Rows, comma-separated,
//! one per line on stdout (`variant,row,size,value,tflops`):
//!
//! | row | value | variants |
//! |---|---|---|
//! | `gemm_bf16`, `gemm_f32` (N x N x N) | ms per call: CUDA events around ITERS back-to-back calls, median of REPS | `ours` (`Handle::gemm_ex` / `Handle::gemm`) |
//! | `small_gemm_f32` (64 x 64 x 64) | host ns to queue one call: median over REPS batches of CALLS, the stream drained between batches | `ours`, `raw` (the table's `cublasSgemm_v2` on the same handle), `cudarc` (tracking off), `cudarc-ev` (tracking on, cudarc's default) |
//! | `small_fft_c2c` (256 points) | as above | `ours` (`Plan::c2c`), `raw` (`cufftExecC2C` on the same plan), `cudarc`, `cudarc-ev` |
//!
//! ```text
//! gpu_libs [--large N] [--iters N] [--reps N] [--calls N]      (defaults 8192, 20, 5, 100)
//! ```
//! Exits non-zero naming the failing call; exit 77 when there is no GPU or a library is missing.

use std::sync::Arc;
use std::time::Instant;

use cuda_benches::stats::median;
use cuda_cublas::sys::cublasOperation_t;
use cuda_cublas::{Bf16, GemmShape, Handle, Op};
use cuda_cufft::{Complex32, Direction, Plan, Transform};
use cuda_driver::sys::CUstream_flags;
use cuda_driver::{Context, Device, DeviceBuffer, Event, EventFlags, Stream};
use cudarc::cublas::{CudaBlas, Gemm, GemmConfig};
use cudarc::cufft::{sys as fft_sys, CudaFft, FftDirection};
use cudarc::driver::{CudaContext, CudaSlice, CudaStream};

struct Options {
    large: usize,
    iters: usize,
    reps: usize,
    calls: usize,
}

fn options() -> Options {
    let mut o = Options {
        large: 8192,
        iters: 20,
        reps: 5,
        calls: 100,
    };
    let mut args = std::env::args().skip(1);
    while let Some(name) = args.next() {
        let value: usize = args
            .next()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| fail("options", format!("{name} needs a number")));
        match name.as_str() {
            "--large" => o.large = value,
            "--iters" => o.iters = value,
            "--reps" => o.reps = value,
            "--calls" => o.calls = value,
            _ => fail("options", format!("unknown option {name}")),
        }
    }
    o
}

fn fail(what: &str, why: impl std::fmt::Display) -> ! {
    eprintln!("gpu_libs: {what}: {why}");
    std::process::exit(1)
}

/// A device buffer of `n` elements, every byte `byte` (the pattern libs.c fills with).
fn filled<T: cuda_struct::CudaField>(stream: &Stream, n: usize, byte: u8) -> DeviceBuffer<T> {
    let mut b = DeviceBuffer::<T>::alloc(stream, n).unwrap_or_else(|e| fail("alloc", e));
    b.memset_d8(byte).unwrap_or_else(|e| fail("memset", e));
    b
}

/// ms per call of `call`, timed as libs.c times it.
fn large(opts: &Options, stream: &Stream, mut call: impl FnMut()) -> f64 {
    let ctx = stream.context();
    let (start, stop) = (
        Event::new(ctx, EventFlags::default()).unwrap_or_else(|e| fail("Event::new", e)),
        Event::new(ctx, EventFlags::default()).unwrap_or_else(|e| fail("Event::new", e)),
    );
    call();
    stream
        .synchronize()
        .unwrap_or_else(|e| fail("synchronize", e));
    let ms: Vec<f64> = (0..opts.reps)
        .map(|_| {
            start.record(stream).unwrap_or_else(|e| fail("record", e));
            (0..opts.iters).for_each(|_| call());
            stop.record(stream).unwrap_or_else(|e| fail("record", e));
            stop.synchronize()
                .unwrap_or_else(|e| fail("synchronize", e));
            f64::from(Event::elapsed_ms(&start, &stop).unwrap_or_else(|e| fail("elapsed", e)))
                / opts.iters as f64
        })
        .collect();
    median(&ms)
}

/// Host ns to queue one call, for each variant, the variants interleaved (rotated per repetition) so
/// that drift spreads over all of them; `drain` waits for everything queued.
fn per_call(
    opts: &Options,
    variants: &mut [(&str, &mut dyn FnMut())],
    drain: &dyn Fn(),
) -> Vec<f64> {
    let reps = 101;
    let mut ns = vec![Vec::with_capacity(reps); variants.len()];
    for (_, call) in variants.iter_mut() {
        call();
    }
    drain();
    for r in 0..reps {
        for i in 0..variants.len() {
            let v = (i + r) % variants.len();
            let call = &mut variants[v].1;
            let t = Instant::now();
            (0..opts.calls).for_each(|_| call());
            ns[v].push(t.elapsed().as_nanos() as f64 / opts.calls as f64);
            drain();
        }
    }
    ns.iter().map(|v| median(v)).collect()
}

fn tflops(n: usize, ms: f64) -> f64 {
    2.0 * (n as f64).powi(3) / (ms * 1e-3) / 1e12
}

fn cudarc_stream(tracking: bool) -> Arc<CudaStream> {
    let ctx = CudaContext::new(0).unwrap_or_else(|e| fail("cudarc CudaContext::new", e));
    if !tracking {
        // SAFETY: each cudarc buffer here is allocated on this stream and used on it alone.
        unsafe { ctx.disable_event_tracking() };
    }
    ctx.new_stream()
        .unwrap_or_else(|e| fail("cudarc new_stream", e))
}

fn main() {
    let opts = options();
    let driver = cuda_driver::init().unwrap_or_else(|e| {
        eprintln!("gpu_libs: no GPU: {e}");
        std::process::exit(77)
    });
    let device = Device::get(driver, 0).unwrap_or_else(|e| fail("device 0", e));
    let ctx = Context::primary(device).unwrap_or_else(|e| fail("primary context", e));
    let mut blas = Handle::new(&ctx).unwrap_or_else(|e| {
        eprintln!("gpu_libs: no cuBLAS: {e}");
        std::process::exit(77)
    });
    let n = opts.large;
    // Every call below is queued on `s`, the library handles' own streams set to it by the first call
    // (the raw variants then reuse the handles as the safe calls left them).
    let s = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)
        .unwrap_or_else(|e| fail("Stream::new", e));

    // Large products: ours (C's rows come from libs.c).
    {
        let shape = GemmShape::packed(Op::N, Op::N, n, n, n);
        let (a, b) = (
            filled::<Bf16>(&s, n * n, 0x3c),
            filled::<Bf16>(&s, n * n, 0x3c),
        );
        let mut c = filled::<Bf16>(&s, n * n, 0);
        let ms = large(&opts, &s, || {
            blas.gemm_ex_on(shape, 1.0, &a, &b, 0.0, &mut c, &s)
                .unwrap_or_else(|e| fail("gemm_ex", e))
        });
        println!("ours,gemm_bf16,{n},{ms:.4},{:.1}", tflops(n, ms));
        drop((a, b, c));
        let (a, b) = (
            filled::<f32>(&s, n * n, 0x3c),
            filled::<f32>(&s, n * n, 0x3c),
        );
        let mut c = filled::<f32>(&s, n * n, 0);
        let ms = large(&opts, &s, || {
            blas.gemm_on(shape, 1.0f32, &a, &b, 0.0, &mut c, &s)
                .unwrap_or_else(|e| fail("gemm", e))
        });
        println!("ours,gemm_f32,{n},{ms:.4},{:.1}", tflops(n, ms));
    }

    // A 64^3 product: the host's cost of one call.
    {
        let shape = GemmShape::packed(Op::N, Op::N, 64, 64, 64);
        let (a, b) = (
            filled::<f32>(&s, 64 * 64, 0x3c),
            filled::<f32>(&s, 64 * 64, 0x3c),
        );
        let (mut c, c_raw) = (filled::<f32>(&s, 64 * 64, 0), filled::<f32>(&s, 64 * 64, 0));
        let raw = |buf: &DeviceBuffer<f32>| buf.raw(&s).unwrap_or_else(|e| fail("raw", e));
        let (pa, pb, pc) = (raw(&a), raw(&b), raw(&c_raw));
        let (lib, h) = (blas.library(), blas.raw());
        let tc = [cudarc_stream(false), cudarc_stream(true)];
        let cublas = tc
            .each_ref()
            .map(|s| CudaBlas::new(s.clone()).unwrap_or_else(|e| fail("cudarc CudaBlas", e)));
        let slices = |s: &Arc<CudaStream>| -> [CudaSlice<f32>; 3] {
            [(); 3].map(|_| {
                s.alloc_zeros(64 * 64)
                    .unwrap_or_else(|e| fail("cudarc alloc", e))
            })
        };
        let mut cd = [slices(&tc[0]), slices(&tc[1])];
        let cfg = GemmConfig {
            transa: cudarc::cublas::sys::cublasOperation_t::CUBLAS_OP_N,
            transb: cudarc::cublas::sys::cublasOperation_t::CUBLAS_OP_N,
            m: 64,
            n: 64,
            k: 64,
            alpha: 1.0f32,
            lda: 64,
            ldb: 64,
            beta: 0.0,
            ldc: 64,
        };
        let mut ours = || {
            blas.gemm_on(shape, 1.0f32, &a, &b, 0.0, &mut c, &s)
                .unwrap_or_else(|e| fail("gemm", e))
        };
        let (one, zero) = (1.0f32, 0.0f32);
        let mut raw_call = || {
            let op = cublasOperation_t::CUBLAS_OP_N;
            // SAFETY: the pointers address 64 x 64 f32 matrices of this context, ordered on `s` (their
            // `raw` above), the handle's stream; `one` and `zero` are read during the call.
            unsafe {
                lib.cublasSgemm_v2(
                    h,
                    op,
                    op,
                    64,
                    64,
                    64,
                    &one,
                    pa.native_handle() as *const f32,
                    64,
                    pb.native_handle() as *const f32,
                    64,
                    &zero,
                    pc.native_handle() as *mut f32,
                    64,
                )
            }
            .unwrap_or_else(|e| fail("cublasSgemm_v2", e))
        };
        let [cd0, cd1] = &mut cd;
        let (blas0, blas1) = (&cublas[0], &cublas[1]);
        let mut off = || {
            let [a, b, c] = &mut *cd0;
            // SAFETY: three 64 x 64 f32 matrices of this handle's context, as `cfg` says.
            unsafe { blas0.gemm(cfg, &*a, &*b, c) }.unwrap_or_else(|e| fail("cudarc gemm", e))
        };
        let mut ev = || {
            let [a, b, c] = &mut *cd1;
            // SAFETY: as above, on the context with event tracking on.
            unsafe { blas1.gemm(cfg, &*a, &*b, c) }.unwrap_or_else(|e| fail("cudarc gemm", e))
        };
        let drain = || {
            s.synchronize().unwrap_or_else(|e| fail("synchronize", e));
            for t in &tc {
                t.synchronize()
                    .unwrap_or_else(|e| fail("cudarc synchronize", e));
            }
        };
        let names = ["ours", "raw", "cudarc", "cudarc-ev"];
        let ns = per_call(
            &opts,
            &mut [
                (names[0], &mut ours),
                (names[1], &mut raw_call),
                (names[2], &mut off),
                (names[3], &mut ev),
            ],
            &drain,
        );
        for (name, ns) in names.iter().zip(ns) {
            println!("{name},small_gemm_f32,64,{ns:.1},-");
        }
    }

    // A 256-point complex FFT: the host's cost of one call.
    {
        let mut plan = Plan::<f32>::new_1d(&ctx, Transform::ComplexToComplex, 256, 1)
            .unwrap_or_else(|e| {
                eprintln!("gpu_libs: no cuFFT: {e}");
                std::process::exit(77)
            });
        let input = filled::<Complex32>(&s, 256, 0x3c);
        let (mut out, out_raw) = (
            filled::<Complex32>(&s, 256, 0),
            filled::<Complex32>(&s, 256, 0),
        );
        let (pi, po) = (
            input.raw(&s).unwrap_or_else(|e| fail("raw", e)),
            out_raw.raw(&s).unwrap_or_else(|e| fail("raw", e)),
        );
        let (lib, handle) = (plan.library(), plan.raw());
        let tc = [cudarc_stream(false), cudarc_stream(true)];
        let ffts = tc.each_ref().map(|t| {
            CudaFft::plan_1d(256, fft_sys::cufftType::CUFFT_C2C, 1, t.clone())
                .unwrap_or_else(|e| fail("cudarc plan_1d", e))
        });
        let bufs = |t: &Arc<CudaStream>| -> [CudaSlice<fft_sys::float2>; 2] {
            [(); 2].map(|_| {
                t.alloc_zeros(256)
                    .unwrap_or_else(|e| fail("cudarc alloc", e))
            })
        };
        let (mut b0, mut b1) = (bufs(&tc[0]), bufs(&tc[1]));
        let mut ours = || {
            plan.c2c_on(&input, &mut out, Direction::Forward, &s)
                .unwrap_or_else(|e| fail("c2c", e))
        };
        let mut raw_call = || {
            // SAFETY: 256 complex values each, of this context, ordered on `s`, the plan's stream.
            unsafe {
                lib.cufftExecC2C(
                    handle,
                    pi.native_handle() as *mut Complex32,
                    po.native_handle() as *mut Complex32,
                    Direction::Forward.raw(),
                )
            }
            .unwrap_or_else(|e| fail("cufftExecC2C", e))
        };
        let mut off = || {
            let [i, o] = &mut b0;
            ffts[0]
                .exec_c2c(i, o, FftDirection::Forward)
                .unwrap_or_else(|e| fail("cudarc c2c", e))
        };
        let mut ev = || {
            let [i, o] = &mut b1;
            ffts[1]
                .exec_c2c(i, o, FftDirection::Forward)
                .unwrap_or_else(|e| fail("cudarc c2c", e))
        };
        let drain = || {
            s.synchronize().unwrap_or_else(|e| fail("synchronize", e));
            for t in &tc {
                t.synchronize()
                    .unwrap_or_else(|e| fail("cudarc synchronize", e));
            }
        };
        let names = ["ours", "raw", "cudarc", "cudarc-ev"];
        let ns = per_call(
            &opts,
            &mut [
                (names[0], &mut ours),
                (names[1], &mut raw_call),
                (names[2], &mut off),
                (names[3], &mut ev),
            ],
            &drain,
        );
        for (name, ns) in names.iter().zip(ns) {
            println!("{name},small_fft_c2c,256,{ns:.1},-");
        }
    }
}
