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

use std::ffi::{c_int, c_uint, c_void, CString};
use std::fmt::{Display, Write as _};
use std::hint::black_box;
use std::process::Command;
use std::ptr::null_mut;
use std::sync::Arc;
use std::time::Instant;

use cuda_benches::stats::{median, quantile};
use cuda_driver::sys::{
    self, CUcontext, CUdevice_attribute, CUdeviceptr, CUdriverProcAddressQueryResult,
    CUdriverProcAddress_flags, CUevent_flags, CUlaunchAttribute, CUlaunchConfig, CUresult,
    CUstream_flags,
};
use cuda_driver::{
    priority_attribute, Context, Device, DeviceBuffer, Driver, Event, Function, LaunchConfig,
    LoadOptions, Module, Stream,
};
use cudarc::driver::{self as cd, PushKernelArg as _};

const EMPTY_PTX: &str = include_str!("../../kernels/empty.ptx");
const SIXTEEN_ARGS_PTX: &str = include_str!("../../../tests/kernels/sixteen_args.ptx");
const FOUR_ARGS_PTX: &str = include_str!("../../kernels/four_args.ptx");

/// The device attribute every harness reads.
const ATTRIBUTE: CUdevice_attribute = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT;

/// `CU_LAUNCH_ATTRIBUTE_PRIORITY`, the one attribute of the `cuLaunchKernelEx` rows.
const PRIORITY: i32 = 0;

// ---------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------

struct Options {
    reps: usize,
    calls: usize,
    launches: usize,
    round_trips: usize,
    ops: Option<Vec<String>>,
    run: String,
    csv: Option<String>,
    load_only: bool,
    load_times: Option<usize>,
}

const USAGE: &str = "usage: gpu_overhead [--reps N] [--calls N] [--launches N] [--round-trips N] \
[--ops OP,OP] [--run LABEL] [--csv FILE] | --load-only | --load-times N [--csv FILE]";

fn parse_options() -> Options {
    let mut o = Options {
        reps: 101,
        calls: 20_000,
        launches: 500,
        round_trips: 200,
        ops: None,
        run: "1".to_owned(),
        csv: None,
        load_only: false,
        load_times: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .unwrap_or_else(|| fail("options", format!("{name} needs a value\n{USAGE}")))
        };
        let number = |name: &str, v: String| -> usize {
            v.parse()
                .ok()
                .filter(|&n| n > 0)
                .unwrap_or_else(|| fail("options", format!("{name} {v:?}: not a positive number")))
        };
        match arg.as_str() {
            "--reps" => o.reps = number("--reps", value("--reps")),
            "--calls" => o.calls = number("--calls", value("--calls")),
            "--launches" => o.launches = number("--launches", value("--launches")),
            "--round-trips" => o.round_trips = number("--round-trips", value("--round-trips")),
            "--ops" => o.ops = Some(value("--ops").split(',').map(str::to_owned).collect()),
            "--run" => o.run = value("--run"),
            "--csv" => o.csv = Some(value("--csv")),
            "--load-only" => o.load_only = true,
            "--load-times" => o.load_times = Some(number("--load-times", value("--load-times"))),
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            other => fail("options", format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    o
}

/// Prints `gpu_overhead: <what>: <why>` and exits with status 1.
#[cold]
#[inline(never)]
fn fail(what: &str, why: impl Display) -> ! {
    eprintln!("gpu_overhead: {what}: {why}");
    std::process::exit(1)
}

// ---------------------------------------------------------------------------------------------------
// Driver::load() timing
// ---------------------------------------------------------------------------------------------------

/// `--load-only`: times the first `Driver::load()` of this process (open libcuda, resolve every listed
/// function), and a second, uncached load of the already-mapped library (`Driver::open_with`: the symbol
/// resolution alone). No `cuInit`: that is the driver's start-up, not ours, and `main` reports it.
fn load_only() {
    let t = Instant::now();
    let driver = Driver::load().unwrap_or_else(|e| fail("Driver::load", e));
    let load_ns = t.elapsed().as_nanos();
    let t = Instant::now();
    let again =
        Driver::open_with(&LoadOptions::default()).unwrap_or_else(|e| fail("Driver::open_with", e));
    let reopen_ns = t.elapsed().as_nanos();
    println!(
        "load_ns={load_ns} reopen_ns={reopen_ns} functions={} missing={} path={}",
        cuda_driver::functions().count(),
        again.missing_functions().len(),
        driver.path()
    );
}

/// `--load-times N`: `--load-only` in N fresh processes; prints each and the medians, and writes a CSV.
fn load_times(n: usize, csv: Option<&str>) {
    let exe = std::env::current_exe().unwrap_or_else(|e| fail("current_exe", e));
    let mut rows = Vec::new();
    let mut out = String::from("sample,load_ns,reopen_ns,functions,missing\n");
    for i in 0..n {
        let child = Command::new(&exe)
            .arg("--load-only")
            .output()
            .unwrap_or_else(|e| fail("starting --load-only", e));
        let text = String::from_utf8_lossy(&child.stdout).into_owned();
        if !child.status.success() {
            fail(
                "--load-only",
                format!(
                    "sample {i} exited with {}: {}{}",
                    child.status,
                    text.trim(),
                    String::from_utf8_lossy(&child.stderr).trim()
                ),
            );
        }
        let field = |key: &str| -> u128 {
            text.split_whitespace()
                .find_map(|kv| kv.strip_prefix(key)?.strip_prefix('=')?.parse().ok())
                .unwrap_or_else(|| fail("--load-only", format!("no {key}= in {text:?}")))
        };
        let row = [
            field("load_ns"),
            field("reopen_ns"),
            field("functions"),
            field("missing"),
        ];
        println!("load sample {i}: {}", text.trim());
        let _ = writeln!(out, "{i},{},{},{},{}", row[0], row[1], row[2], row[3]);
        rows.push(row);
    }
    let col = |c: usize| rows.iter().map(|r| r[c] as f64).collect::<Vec<_>>();
    println!(
        "Driver::load() over {n} fresh processes: median {:.3} ms (min {:.3}, max {:.3}); symbol \
         resolution alone (library already mapped): median {:.3} ms; {} functions listed, {} missing",
        median(&col(0)) / 1e6,
        quantile(&col(0), 0.0) / 1e6,
        quantile(&col(0), 1.0) / 1e6,
        median(&col(1)) / 1e6,
        rows[0][2],
        rows[0][3],
    );
    if let Some(path) = csv {
        std::fs::write(path, out).unwrap_or_else(|e| fail(path, e));
    }
}

// ---------------------------------------------------------------------------------------------------
// The raw pointers, from cuGetProcAddress
// ---------------------------------------------------------------------------------------------------

/// `name`'s pointer from `cuGetProcAddress` at the ABI version this crate declares for it, typed like
/// the table's entry `like`; also whether it is the pointer the table holds.
fn proc_address<F: Copy>(driver: &Driver, name: &str, like: Option<F>) -> (F, bool) {
    assert_eq!(
        size_of::<F>(),
        size_of::<*mut c_void>(),
        "{name}: not a function pointer"
    );
    let info = cuda_driver::functions()
        .find(|f| f.name == name)
        .unwrap_or_else(|| fail(name, "not listed by cuda-driver"));
    let cname = CString::new(name).unwrap_or_else(|e| fail(name, e));
    let mut p: *mut c_void = null_mut();
    let mut status = CUdriverProcAddressQueryResult::CU_GET_PROC_ADDRESS_SUCCESS;
    let flags = CUdriverProcAddress_flags::CU_GET_PROC_ADDRESS_LEGACY_STREAM.raw() as u64;
    // SAFETY: a NUL-terminated name and valid out-parameters for the pointer and the status.
    unsafe {
        driver.cuGetProcAddress(
            cname.as_ptr(),
            &mut p,
            info.version as c_int,
            flags,
            &mut status,
        )
    }
    .unwrap_or_else(|e| fail(name, e));
    if p.is_null() {
        fail(
            name,
            format!("cuGetProcAddress gave no pointer ({status:?})"),
        );
    }
    // SAFETY: `F` is the table's type for `name`, the prototype of ABI version `info.version`, and a
    // function pointer of the same size as `p` (asserted above).
    let f = unsafe { std::mem::transmute_copy::<*mut c_void, F>(&p) };
    // SAFETY: as above, read back as an address to compare.
    let same = like.is_some_and(|t| unsafe { std::mem::transmute_copy::<F, *mut c_void>(&t) } == p);
    (f, same)
}

/// The prototypes, as the table declares them.
type CtxGetCurrentFn = unsafe extern "C" fn(*mut CUcontext) -> CUresult;
type DeviceGetAttributeFn =
    unsafe extern "C" fn(*mut c_int, CUdevice_attribute, sys::CUdevice) -> CUresult;
type StreamFn = unsafe extern "C" fn(sys::CUstream) -> CUresult;
type LaunchKernelFn = unsafe extern "C" fn(
    sys::CUfunction,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    c_uint,
    sys::CUstream,
    *mut *mut c_void,
    *mut *mut c_void,
) -> CUresult;
type LaunchKernelExFn = for<'a> unsafe extern "C" fn(
    *const CUlaunchConfig<'a>,
    sys::CUfunction,
    *mut *mut c_void,
    *mut *mut c_void,
) -> CUresult;

type EventRecordFn = unsafe extern "C" fn(sys::CUevent, sys::CUstream) -> CUresult;
type StreamWaitEventFn = unsafe extern "C" fn(sys::CUstream, sys::CUevent, c_uint) -> CUresult;

struct Pfns {
    event_record: EventRecordFn,
    stream_wait_event: StreamWaitEventFn,
    ctx_get_current: CtxGetCurrentFn,
    device_get_attribute: DeviceGetAttributeFn,
    stream_query: StreamFn,
    stream_synchronize: StreamFn,
    launch_kernel: LaunchKernelFn,
    launch_kernel_ex: LaunchKernelExFn,
}

impl Pfns {
    fn get(driver: &Driver) -> (Pfns, bool) {
        let t = driver.table();
        let (a, sa) = proc_address(driver, "cuCtxGetCurrent", t.context.cuCtxGetCurrent);
        let (b, sb) = proc_address(
            driver,
            "cuDeviceGetAttribute",
            t.device.cuDeviceGetAttribute,
        );
        let (c, sc) = proc_address(driver, "cuStreamQuery", t.stream.cuStreamQuery);
        let (d, sd) = proc_address(driver, "cuStreamSynchronize", t.stream.cuStreamSynchronize);
        let (e, se) = proc_address(driver, "cuLaunchKernel", t.launch.cuLaunchKernel);
        let (f, sf) = proc_address(driver, "cuLaunchKernelEx", t.launch.cuLaunchKernelEx);
        let (g, sg) = proc_address(driver, "cuEventRecord", t.event.cuEventRecord);
        let (h, sh) = proc_address(driver, "cuStreamWaitEvent", t.stream.cuStreamWaitEvent);
        let pfns = Pfns {
            event_record: g,
            stream_wait_event: h,
            ctx_get_current: a,
            device_get_attribute: b,
            stream_query: c,
            stream_synchronize: d,
            launch_kernel: e,
            launch_kernel_ex: f,
        };
        (pfns, sa && sb && sc && sd && se && sf && sg && sh)
    }
}

// ---------------------------------------------------------------------------------------------------
// The state every measurement uses
// ---------------------------------------------------------------------------------------------------

struct Cudarc {
    ctx: Arc<cd::CudaContext>,
    stream: Arc<cd::CudaStream>,
    empty: cd::CudaFunction,
    sixteen: cd::CudaFunction,
    out: cd::CudaSlice<u32>,
    /// One priority attribute; `config.attrs` points at it.
    _attr: Box<cd::sys::CUlaunchAttribute>,
    /// A `cuLaunchKernelEx` configuration on *our* stream, for `cudarc-sys`.
    config: cd::sys::CUlaunchConfig,
}

struct Bench<'m> {
    driver: &'static Driver,
    device: Device,
    stream: Stream,
    /// A second stream: the four-buffer launches alternate between the two, so every launch finds its
    /// buffers last used on the other stream.
    other: Stream,
    empty: Function<'m>,
    sixteen: Function<'m>,
    four: Function<'m>,
    out: DeviceBuffer<u32>,
    /// Four buffers of `stream`, for the four-buffer launches.
    bufs: [DeviceBuffer<u32>; 4],
    /// One event per stream, for the raw variants of the alternating launches.
    events: [Event; 2],
    config: CUlaunchConfig<'static>,
    values: [u32; 15],
    pfn: Pfns,
    cudarc: Cudarc,
}

const ONE: LaunchConfig = LaunchConfig {
    grid: (1, 1, 1),
    block: (1, 1, 1),
    shared_mem_bytes: 0,
};

const CD_ONE: cd::LaunchConfig = cd::LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

impl Bench<'_> {
    /// `out`'s address, for the raw variants (its home is `stream`, which they launch on).
    fn out_ptr(&self) -> CUdeviceptr {
        self.out
            .raw(&self.stream)
            .unwrap_or_else(|e| fail("DeviceBuffer::raw", e))
    }

    /// The four buffers' addresses, for the raw variants, made ready for `stream` (their home).
    fn buf_ptrs(&self) -> [CUdeviceptr; 4] {
        let [a, b, c, d] = &self.bufs;
        let p = |x: &DeviceBuffer<u32>| {
            x.raw(&self.stream)
                .unwrap_or_else(|e| fail("DeviceBuffer::raw", e))
        };
        [p(a), p(b), p(c), p(d)]
    }

    /// The 16 kernel parameters as the C API takes them, pointing into `self` and at `out`.
    #[inline(always)]
    fn params16(&self, out: &CUdeviceptr) -> [*mut c_void; 16] {
        let v = &self.values;
        let p = |x: &u32| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
        [
            p(&v[0]),
            p(&v[1]),
            p(&v[2]),
            p(&v[3]),
            p(&v[4]),
            p(&v[5]),
            p(&v[6]),
            p(&v[7]),
            p(&v[8]),
            p(&v[9]),
            p(&v[10]),
            p(&v[11]),
            p(&v[12]),
            p(&v[13]),
            p(&v[14]),
            std::ptr::from_ref(out).cast_mut().cast::<c_void>(),
        ]
    }

    fn cd_stream(&self) -> cd::sys::CUstream {
        self.stream.raw().native_handle() as cd::sys::CUstream
    }

    fn cd_fn(&self, f: &Function<'_>) -> cd::sys::CUfunction {
        f.raw().native_handle() as cd::sys::CUfunction
    }

    /// Waits for both streams (untimed), so that every launch batch starts on an empty queue.
    fn drain(&self) {
        self.stream
            .synchronize()
            .unwrap_or_else(|e| fail("cuStreamSynchronize", e));
        self.other
            .synchronize()
            .unwrap_or_else(|e| fail("cuStreamSynchronize", e));
        self.cudarc
            .stream
            .synchronize()
            .unwrap_or_else(|e| fail("cudarc synchronize", e));
    }
}

#[cold]
#[inline(never)]
fn bad_code(call: &str, code: impl std::fmt::Debug) -> ! {
    fail(call, format!("returned {code:?}"))
}

#[inline(always)]
fn check(call: &str, code: CUresult) {
    if code != CUresult::CUDA_SUCCESS {
        bad_code(call, code);
    }
}

#[inline(always)]
fn check_cd(call: &str, code: cd::sys::CUresult) {
    if code != cd::sys::CUresult::CUDA_SUCCESS {
        bad_code(call, code);
    }
}

// ---------------------------------------------------------------------------------------------------
// The measured loops: one function per (operation, variant)
// ---------------------------------------------------------------------------------------------------

type Case = for<'a, 'b> fn(&'a mut Bench<'b>, usize);

// cuCtxGetCurrent

#[inline(never)]
fn ctx_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        match cuda_driver::current_context(b.driver) {
            Ok(c) => {
                black_box(c);
            }
            Err(e) => fail("current_context", e),
        }
    }
}

#[inline(never)]
fn ctx_sys(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        let mut c = CUcontext::null();
        // SAFETY: a valid out-parameter.
        if let Err(e) = unsafe { b.driver.cuCtxGetCurrent(c.as_mut_ptr()) } {
            fail("cuCtxGetCurrent", e);
        }
        black_box(c);
    }
}

#[inline(never)]
fn ctx_pfn(b: &mut Bench<'_>, n: usize) {
    let f = b.pfn.ctx_get_current;
    for _ in 0..n {
        let mut c = CUcontext::null();
        // SAFETY: a valid out-parameter; `f` is `cuCtxGetCurrent`.
        check("cuCtxGetCurrent", unsafe { f(c.as_mut_ptr()) });
        black_box(c);
    }
}

#[inline(never)]
fn ctx_cudarc(_: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        match cd::result::ctx::get_current() {
            Ok(c) => {
                black_box(c);
            }
            Err(e) => fail("cudarc get_current", e),
        }
    }
}

#[inline(never)]
fn ctx_cudarc_sys(_: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        let mut c: cd::sys::CUcontext = null_mut();
        // SAFETY: a valid out-parameter.
        check_cd("cuCtxGetCurrent", unsafe {
            cd::sys::cuCtxGetCurrent(&mut c)
        });
        black_box(c);
    }
}

// cuDeviceGetAttribute

#[inline(never)]
fn attr_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        match b.device.attribute(ATTRIBUTE) {
            Ok(v) => {
                black_box(v);
            }
            Err(e) => fail("Device::attribute", e),
        }
    }
}

#[inline(never)]
fn attr_sys(b: &mut Bench<'_>, n: usize) {
    let dev = b.device.raw();
    for _ in 0..n {
        let mut v: c_int = 0;
        // SAFETY: a valid out-parameter.
        if let Err(e) = unsafe { b.driver.cuDeviceGetAttribute(&mut v, ATTRIBUTE, dev) } {
            fail("cuDeviceGetAttribute", e);
        }
        black_box(v);
    }
}

#[inline(never)]
fn attr_pfn(b: &mut Bench<'_>, n: usize) {
    let f = b.pfn.device_get_attribute;
    let dev = b.device.raw();
    for _ in 0..n {
        let mut v: c_int = 0;
        // SAFETY: a valid out-parameter; `f` is `cuDeviceGetAttribute`.
        check("cuDeviceGetAttribute", unsafe { f(&mut v, ATTRIBUTE, dev) });
        black_box(v);
    }
}

#[inline(never)]
fn attr_cudarc(b: &mut Bench<'_>, n: usize) {
    let attr = cd::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT;
    for _ in 0..n {
        match b.cudarc.ctx.attribute(attr) {
            Ok(v) => {
                black_box(v);
            }
            Err(e) => fail("cudarc attribute", e),
        }
    }
}

#[inline(never)]
fn attr_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let attr = cd::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT;
    let dev = b.cudarc.ctx.cu_device();
    for _ in 0..n {
        let mut v: c_int = 0;
        // SAFETY: a valid out-parameter.
        check_cd("cuDeviceGetAttribute", unsafe {
            cd::sys::cuDeviceGetAttribute(&mut v, attr, dev)
        });
        black_box(v);
    }
}

// cuStreamQuery (an idle stream: CUDA_SUCCESS)

#[inline(never)]
fn query_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        match b.stream.query() {
            Ok(done) => {
                black_box(done);
            }
            Err(e) => fail("Stream::query", e),
        }
    }
}

#[inline(never)]
fn query_sys(b: &mut Bench<'_>, n: usize) {
    let s = b.stream.raw();
    for _ in 0..n {
        // SAFETY: a live stream.
        match unsafe { b.driver.cuStreamQuery(s) } {
            Ok(()) => {
                black_box(true);
            }
            Err(e) if e.code() == Some(CUresult::CUDA_ERROR_NOT_READY) => {
                black_box(false);
            }
            Err(e) => fail("cuStreamQuery", e),
        }
    }
}

#[inline(never)]
fn query_pfn(b: &mut Bench<'_>, n: usize) {
    let f = b.pfn.stream_query;
    let s = b.stream.raw();
    for _ in 0..n {
        // SAFETY: a live stream; `f` is `cuStreamQuery`.
        let code = unsafe { f(s) };
        if code == CUresult::CUDA_SUCCESS {
            black_box(true);
        } else if code == CUresult::CUDA_ERROR_NOT_READY {
            black_box(false);
        } else {
            bad_code("cuStreamQuery", code);
        }
    }
}

/// cudarc has no stream query above `sys`; `cudarc` and `cudarc-sys` are the same call here, on
/// cudarc's own stream and on ours.
#[inline(never)]
fn query_cudarc(b: &mut Bench<'_>, n: usize) {
    let s = b.cudarc.stream.cu_stream();
    for _ in 0..n {
        // SAFETY: a live stream.
        let code = unsafe { cd::sys::cuStreamQuery(s) };
        match code {
            cd::sys::CUresult::CUDA_SUCCESS => {
                black_box(true);
            }
            cd::sys::CUresult::CUDA_ERROR_NOT_READY => {
                black_box(false);
            }
            other => bad_code("cuStreamQuery", other),
        }
    }
}

#[inline(never)]
fn query_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let s = b.cd_stream();
    for _ in 0..n {
        // SAFETY: a live stream.
        let code = unsafe { cd::sys::cuStreamQuery(s) };
        match code {
            cd::sys::CUresult::CUDA_SUCCESS => {
                black_box(true);
            }
            cd::sys::CUresult::CUDA_ERROR_NOT_READY => {
                black_box(false);
            }
            other => bad_code("cuStreamQuery", other),
        }
    }
}

// cuLaunchKernel (empty kernel, submit only)

#[inline(never)]
fn launch_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters and touches no memory.
        if let Err(e) = unsafe { b.empty.launch(ONE, &b.stream, ()) } {
            fail("Function::launch", e);
        }
    }
}

#[inline(never)]
fn launch_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.empty.raw(), b.stream.raw());
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; a live stream.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        } {
            fail("cuLaunchKernel", e);
        }
    }
}

#[inline(never)]
fn launch_pfn(b: &mut Bench<'_>, n: usize) {
    let launch = b.pfn.launch_kernel;
    let (f, s) = (b.empty.raw(), b.stream.raw());
    for _ in 0..n {
        // SAFETY: as `launch_sys`; `launch` is `cuLaunchKernel`.
        check("cuLaunchKernel", unsafe {
            launch(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        });
    }
}

#[inline(never)]
fn launch_cudarc(b: &mut Bench<'_>, n: usize) {
    let (s, f) = (&b.cudarc.stream, &b.cudarc.empty);
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters and touches no memory.
        if let Err(e) = unsafe { s.launch_builder(f).launch(CD_ONE) } {
            fail("cudarc launch", e);
        }
    }
}

#[inline(never)]
fn launch_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.cd_fn(&b.empty), b.cd_stream());
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; a live stream.
        check_cd("cuLaunchKernel", unsafe {
            cd::sys::cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        });
    }
}

// cuLaunchKernelEx (empty kernel, one attribute, submit only)

#[inline(never)]
fn launch_ex_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; the config's stream is live.
        if let Err(e) = unsafe { b.empty.launch_ex(&b.config, &b.stream, ()) } {
            fail("Function::launch_ex", e);
        }
    }
}

#[inline(never)]
fn launch_ex_sys(b: &mut Bench<'_>, n: usize) {
    let f = b.empty.raw();
    for _ in 0..n {
        // SAFETY: as `launch_ex_safe`.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernelEx(b.config.as_ptr(), f, null_mut(), null_mut())
        } {
            fail("cuLaunchKernelEx", e);
        }
    }
}

#[inline(never)]
fn launch_ex_pfn(b: &mut Bench<'_>, n: usize) {
    let launch = b.pfn.launch_kernel_ex;
    let f = b.empty.raw();
    for _ in 0..n {
        // SAFETY: as `launch_ex_safe`; `launch` is `cuLaunchKernelEx`.
        check("cuLaunchKernelEx", unsafe {
            launch(b.config.as_ptr(), f, null_mut(), null_mut())
        });
    }
}

/// cudarc has no `cuLaunchKernelEx` above `sys`: `cudarc` runs it on cudarc's stream and function,
/// `cudarc-sys` on ours.
#[inline(never)]
fn launch_ex_cudarc(b: &mut Bench<'_>, n: usize) {
    let mut config = b.cudarc.config;
    config.hStream = b.cudarc.stream.cu_stream();
    let f = b.cd_fn(&b.empty);
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; the stream is live; `attrs` points at one attribute.
        check_cd("cuLaunchKernelEx", unsafe {
            cd::sys::cuLaunchKernelEx(&config, f, null_mut(), null_mut())
        });
    }
}

#[inline(never)]
fn launch_ex_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let f = b.cd_fn(&b.empty);
    for _ in 0..n {
        // SAFETY: as `launch_ex_cudarc`, on our stream.
        check_cd("cuLaunchKernelEx", unsafe {
            cd::sys::cuLaunchKernelEx(&b.cudarc.config, f, null_mut(), null_mut())
        });
    }
}

// launch + cuStreamSynchronize

#[inline(never)]
fn round_trip_safe(b: &mut Bench<'_>, n: usize) {
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters and touches no memory.
        if let Err(e) = unsafe { b.empty.launch(ONE, &b.stream, ()) } {
            fail("Function::launch", e);
        }
        if let Err(e) = b.stream.synchronize() {
            fail("Stream::synchronize", e);
        }
    }
}

#[inline(never)]
fn round_trip_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.empty.raw(), b.stream.raw());
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; a live stream.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        } {
            fail("cuLaunchKernel", e);
        }
        // SAFETY: a live stream.
        if let Err(e) = unsafe { b.driver.cuStreamSynchronize(s) } {
            fail("cuStreamSynchronize", e);
        }
    }
}

#[inline(never)]
fn round_trip_pfn(b: &mut Bench<'_>, n: usize) {
    let (launch, sync) = (b.pfn.launch_kernel, b.pfn.stream_synchronize);
    let (f, s) = (b.empty.raw(), b.stream.raw());
    for _ in 0..n {
        // SAFETY: as `round_trip_sys`.
        check("cuLaunchKernel", unsafe {
            launch(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        });
        // SAFETY: a live stream.
        check("cuStreamSynchronize", unsafe { sync(s) });
    }
}

#[inline(never)]
fn round_trip_cudarc(b: &mut Bench<'_>, n: usize) {
    let (s, f) = (&b.cudarc.stream, &b.cudarc.empty);
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters and touches no memory.
        if let Err(e) = unsafe { s.launch_builder(f).launch(CD_ONE) } {
            fail("cudarc launch", e);
        }
        if let Err(e) = s.synchronize() {
            fail("cudarc synchronize", e);
        }
    }
}

#[inline(never)]
fn round_trip_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.cd_fn(&b.empty), b.cd_stream());
    for _ in 0..n {
        // SAFETY: `empty` takes no parameters; a live stream.
        check_cd("cuLaunchKernel", unsafe {
            cd::sys::cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, null_mut(), null_mut())
        });
        // SAFETY: a live stream.
        check_cd("cuStreamSynchronize", unsafe {
            cd::sys::cuStreamSynchronize(s)
        });
    }
}

// A 16-parameter launch (15 u32 values and the output pointer)

#[inline(never)]
fn args16_safe(b: &mut Bench<'_>, n: usize) {
    let v = b.values;
    let out = &mut b.out;
    for _ in 0..n {
        // SAFETY: the kernel takes 15 `u32`s and a pointer to 16 `u32`s, which `out` holds.
        let r = unsafe {
            b.sixteen.launch(
                ONE,
                &b.stream,
                (
                    v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11],
                    v[12], v[13], v[14], &mut *out,
                ),
            )
        };
        if let Err(e) = r {
            fail("Function::launch", e);
        }
    }
}

#[inline(never)]
fn args16_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.sixteen.raw(), b.stream.raw());
    let out = b.out_ptr();
    for _ in 0..n {
        let mut params = b.params16(&out);
        // SAFETY: 16 pointers to the kernel's 16 parameters, of their types; `out` holds 16 `u32`s.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
        } {
            fail("cuLaunchKernel", e);
        }
    }
}

#[inline(never)]
fn args16_pfn(b: &mut Bench<'_>, n: usize) {
    let launch = b.pfn.launch_kernel;
    let (f, s) = (b.sixteen.raw(), b.stream.raw());
    let out = b.out_ptr();
    for _ in 0..n {
        let mut params = b.params16(&out);
        // SAFETY: as `args16_sys`; `launch` is `cuLaunchKernel`.
        check("cuLaunchKernel", unsafe {
            launch(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
        });
    }
}

#[inline(never)]
fn args16_cudarc(b: &mut Bench<'_>, n: usize) {
    let (s, f, v) = (&b.cudarc.stream, &b.cudarc.sixteen, &b.values);
    for _ in 0..n {
        let mut l = s.launch_builder(f);
        l.arg(&v[0]).arg(&v[1]).arg(&v[2]).arg(&v[3]).arg(&v[4]);
        l.arg(&v[5]).arg(&v[6]).arg(&v[7]).arg(&v[8]).arg(&v[9]);
        l.arg(&v[10])
            .arg(&v[11])
            .arg(&v[12])
            .arg(&v[13])
            .arg(&v[14]);
        l.arg(&b.cudarc.out);
        // SAFETY: the kernel takes 15 `u32`s and a pointer to 16 `u32`s, which `out` holds.
        if let Err(e) = unsafe { l.launch(CD_ONE) } {
            fail("cudarc launch", e);
        }
    }
}

#[inline(never)]
fn args16_cudarc_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s) = (b.cd_fn(&b.sixteen), b.cd_stream());
    let out = b.out_ptr();
    for _ in 0..n {
        let mut params = b.params16(&out);
        // SAFETY: as `args16_sys`.
        check_cd("cuLaunchKernel", unsafe {
            cd::sys::cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
        });
    }
}

// A launch with four buffer arguments, the buffers of the launch stream (no ordering needed)

#[inline(never)]
fn bufs4_safe(b: &mut Bench<'_>, n: usize) {
    let [x, y, z, w] = &mut b.bufs;
    for _ in 0..n {
        // SAFETY: `four_args` takes four pointers and touches nothing.
        let r = unsafe { b.four.launch(ONE, &b.stream, (&*x, &*y, &mut *z, &mut *w)) };
        if let Err(e) = r {
            fail("Function::launch", e);
        }
    }
}

/// `cuLaunchKernel` of `four_args` through `launch` (the `cuLaunchKernel` pointer) on `s`.
#[inline(always)]
fn four_raw(launch: LaunchKernelFn, f: sys::CUfunction, s: sys::CUstream, ptrs: &[CUdeviceptr; 4]) {
    let p = |x: &CUdeviceptr| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
    let mut params = [p(&ptrs[0]), p(&ptrs[1]), p(&ptrs[2]), p(&ptrs[3])];
    // SAFETY: four pointers to the kernel's four pointer parameters; `launch` is `cuLaunchKernel`.
    check("cuLaunchKernel", unsafe {
        launch(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
    });
}

#[inline(never)]
fn bufs4_sys(b: &mut Bench<'_>, n: usize) {
    let (f, s, ptrs) = (b.four.raw(), b.stream.raw(), b.buf_ptrs());
    let p = |x: &CUdeviceptr| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
    for _ in 0..n {
        let mut params = [p(&ptrs[0]), p(&ptrs[1]), p(&ptrs[2]), p(&ptrs[3])];
        // SAFETY: four pointers to the kernel's four pointer parameters; a live stream.
        if let Err(e) = unsafe {
            b.driver
                .cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, params.as_mut_ptr(), null_mut())
        } {
            fail("cuLaunchKernel", e);
        }
    }
}

#[inline(never)]
fn bufs4_pfn(b: &mut Bench<'_>, n: usize) {
    let (f, s, ptrs) = (b.four.raw(), b.stream.raw(), b.buf_ptrs());
    for _ in 0..n {
        four_raw(b.pfn.launch_kernel, f, s, &ptrs);
    }
}

// The same launch, alternating between two streams: each launch finds its buffers last used on the other
// stream. The raw variants make the calls that ordering needs (record an event on the previous stream,
// wait for it on the next) and the launch.

#[inline(never)]
fn bufs4_other_safe(b: &mut Bench<'_>, n: usize) {
    let [x, y, z, w] = &mut b.bufs;
    for i in 0..n {
        let s = if i % 2 == 0 { &b.other } else { &b.stream };
        // SAFETY: `four_args` takes four pointers and touches nothing.
        let r = unsafe { b.four.launch(ONE, s, (&*x, &*y, &mut *z, &mut *w)) };
        if let Err(e) = r {
            fail("Function::launch", e);
        }
    }
}

#[inline(never)]
fn bufs4_other_sys(b: &mut Bench<'_>, n: usize) {
    let (f, ptrs) = (b.four.raw(), b.buf_ptrs());
    let streams = [b.stream.raw(), b.other.raw()];
    let events = [b.events[0].raw(), b.events[1].raw()];
    let p = |x: &CUdeviceptr| std::ptr::from_ref(x).cast_mut().cast::<c_void>();
    for i in 0..n {
        let (prev, next) = (i % 2, (i + 1) % 2);
        let mut params = [p(&ptrs[0]), p(&ptrs[1]), p(&ptrs[2]), p(&ptrs[3])];
        // SAFETY: live events and streams; four pointers to the kernel's four pointer parameters.
        let r = unsafe {
            b.driver
                .cuEventRecord(events[prev], streams[prev])
                .and_then(|()| b.driver.cuStreamWaitEvent(streams[next], events[prev], 0))
                .and_then(|()| {
                    b.driver.cuLaunchKernel(
                        f,
                        1,
                        1,
                        1,
                        1,
                        1,
                        1,
                        0,
                        streams[next],
                        params.as_mut_ptr(),
                        null_mut(),
                    )
                })
        };
        if let Err(e) = r {
            fail("cuLaunchKernel", e);
        }
    }
}

#[inline(never)]
fn bufs4_other_pfn(b: &mut Bench<'_>, n: usize) {
    let (f, ptrs) = (b.four.raw(), b.buf_ptrs());
    let streams = [b.stream.raw(), b.other.raw()];
    let events = [b.events[0].raw(), b.events[1].raw()];
    let (record, wait) = (b.pfn.event_record, b.pfn.stream_wait_event);
    for i in 0..n {
        let (prev, next) = (i % 2, (i + 1) % 2);
        // SAFETY: live events and streams; `record` is `cuEventRecord`, `wait` `cuStreamWaitEvent`.
        check("cuEventRecord", unsafe {
            record(events[prev], streams[prev])
        });
        // SAFETY: as above.
        check("cuStreamWaitEvent", unsafe {
            wait(streams[next], events[prev], 0)
        });
        four_raw(b.pfn.launch_kernel, f, streams[next], &ptrs);
    }
}

/// The cudarc columns of the four-buffer rows (`Op::variants` leaves them out): with its event tracking
/// off, cudarc's launch records no use, so the rows compare ours with the raw pointer only.
#[inline(never)]
fn not_measured(_: &mut Bench<'_>, _: usize) {}

const VARIANTS: [&str; 5] = ["safe", "sys", "pfn", "cudarc", "cudarc-sys"];
const BASELINE: usize = 2;

/// How many calls a batch makes.
#[derive(Clone, Copy)]
enum Batch {
    Calls,
    Launches,
    RoundTrips,
}

struct Op {
    name: &'static str,
    batch: Batch,
    /// Drain the streams before each batch.
    drain: bool,
    /// How many of `VARIANTS` the op measures (the first ones; the rest are not run or reported).
    variants: usize,
    cases: [Case; 5],
}

const OPS: &[Op] = &[
    Op {
        name: "cuCtxGetCurrent",
        batch: Batch::Calls,
        variants: 5,
        drain: false,
        cases: [ctx_safe, ctx_sys, ctx_pfn, ctx_cudarc, ctx_cudarc_sys],
    },
    Op {
        name: "cuDeviceGetAttribute",
        batch: Batch::Calls,
        variants: 5,
        drain: false,
        cases: [attr_safe, attr_sys, attr_pfn, attr_cudarc, attr_cudarc_sys],
    },
    Op {
        name: "cuStreamQuery",
        batch: Batch::Calls,
        variants: 5,
        drain: true,
        cases: [
            query_safe,
            query_sys,
            query_pfn,
            query_cudarc,
            query_cudarc_sys,
        ],
    },
    Op {
        name: "cuLaunchKernel",
        batch: Batch::Launches,
        variants: 5,
        drain: true,
        cases: [
            launch_safe,
            launch_sys,
            launch_pfn,
            launch_cudarc,
            launch_cudarc_sys,
        ],
    },
    Op {
        name: "cuLaunchKernelEx",
        batch: Batch::Launches,
        variants: 5,
        drain: true,
        cases: [
            launch_ex_safe,
            launch_ex_sys,
            launch_ex_pfn,
            launch_ex_cudarc,
            launch_ex_cudarc_sys,
        ],
    },
    Op {
        name: "launch+sync",
        batch: Batch::RoundTrips,
        variants: 5,
        drain: true,
        cases: [
            round_trip_safe,
            round_trip_sys,
            round_trip_pfn,
            round_trip_cudarc,
            round_trip_cudarc_sys,
        ],
    },
    Op {
        name: "launch 4 buffers",
        batch: Batch::Launches,
        variants: 3,
        drain: true,
        cases: [bufs4_safe, bufs4_sys, bufs4_pfn, not_measured, not_measured],
    },
    Op {
        name: "launch 4 buffers from another stream",
        batch: Batch::Launches,
        variants: 3,
        drain: true,
        cases: [
            bufs4_other_safe,
            bufs4_other_sys,
            bufs4_other_pfn,
            not_measured,
            not_measured,
        ],
    },
    Op {
        name: "launch 16 args",
        batch: Batch::Launches,
        variants: 5,
        drain: true,
        cases: [
            args16_safe,
            args16_sys,
            args16_pfn,
            args16_cudarc,
            args16_cudarc_sys,
        ],
    },
];

// ---------------------------------------------------------------------------------------------------
// Set-up, checks, the run and the report
// ---------------------------------------------------------------------------------------------------

fn setup_cudarc(b_stream: &Stream) -> Cudarc {
    let ctx = cd::CudaContext::new(0).unwrap_or_else(|e| fail("cudarc CudaContext::new", e));
    // SAFETY: this program never shares cudarc buffers between streams, so the event tracking that keeps
    // such sharing safe is not needed; without it cudarc's launch records no events (its fastest setting,
    // and the same work as our `launch`).
    unsafe { ctx.disable_event_tracking() };
    let stream = ctx
        .new_stream()
        .unwrap_or_else(|e| fail("cudarc new_stream", e));
    let load = |ptx: &str, name: &str| {
        ctx.load_module(cudarc::nvrtc::Ptx::from_src(ptx))
            .and_then(|m| m.load_function(name))
            .unwrap_or_else(|e| fail("cudarc load_module", e))
    };
    let out = stream
        .alloc_zeros::<u32>(16)
        .unwrap_or_else(|e| fail("cudarc alloc_zeros", e));
    // SAFETY: an all-zero attribute is valid (`CU_LAUNCH_ATTRIBUTE_IGNORE`); the id and value are set next.
    let mut attr: Box<cd::sys::CUlaunchAttribute> = Box::new(unsafe { std::mem::zeroed() });
    attr.id = cd::sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PRIORITY;
    attr.value.priority = PRIORITY;
    let config = cd::sys::CUlaunchConfig {
        gridDimX: 1,
        gridDimY: 1,
        gridDimZ: 1,
        blockDimX: 1,
        blockDimY: 1,
        blockDimZ: 1,
        sharedMemBytes: 0,
        hStream: b_stream.raw().native_handle() as cd::sys::CUstream,
        attrs: &mut *attr,
        numAttrs: 1,
    };
    Cudarc {
        empty: load(EMPTY_PTX, "empty"),
        sixteen: load(SIXTEEN_ARGS_PTX, "sixteen_args"),
        ctx,
        stream,
        out,
        _attr: attr,
        config,
    }
}

/// Runs each variant's 16-argument launch once and checks what the kernel wrote: the argument wiring of
/// every variant is right, so the timings are of launches that work.
fn check_sixteen(b: &mut Bench<'_>) {
    let expected: Vec<u32> = b
        .values
        .iter()
        .copied()
        .chain([b.values.iter().fold(0u32, |a, &v| a.wrapping_add(v))])
        .collect();
    let zero = [0u32; 16];
    for (variant, case) in VARIANTS.iter().zip(OPS[8].cases) {
        b.drain();
        let cudarc = *variant == "cudarc";
        if cudarc {
            b.cudarc
                .stream
                .memcpy_htod(&zero, &mut b.cudarc.out)
                .unwrap_or_else(|e| fail("cudarc memcpy_htod", e));
        } else {
            b.out
                .copy_from_host(&zero)
                .unwrap_or_else(|e| fail("copy_from_host", e));
        }
        case(b, 1);
        b.drain();
        let got = if cudarc {
            b.cudarc
                .stream
                .clone_dtoh(&b.cudarc.out)
                .unwrap_or_else(|e| fail("cudarc clone_dtoh", e))
        } else {
            b.out.to_vec().unwrap_or_else(|e| fail("to_vec", e))
        };
        if got != expected {
            fail(
                "check",
                format!("{variant}: sixteen_args wrote {got:?}, expected {expected:?}"),
            );
        }
    }
}

/// Against the stand-in libcuda (`benches/c/fake_libcuda.c`, which counts the calls made through its
/// pointers and hands out `fake_cuda_calls`), prints how many driver calls one call of each measured
/// (operation, variant) makes: the safe layer's calls beyond the raw baseline's show there, where they
/// cost a few ns, before the GPU. A real driver knows no such function, and this prints nothing.
fn count_calls(b: &mut Bench<'_>, ops: &[&Op]) {
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
        for (vi, variant) in VARIANTS.iter().enumerate().take(op.variants) {
            b.drain();
            // SAFETY: the stand-in's counter, read between calls on this thread.
            let before = unsafe { calls() };
            (op.cases[vi])(b, N);
            // SAFETY: as above.
            let after = unsafe { calls() };
            let _ = write!(line, " {variant} {:.2}", (after - before) as f64 / N as f64);
        }
        println!("{line}");
    }
}

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
    let batch = |b: Batch| match b {
        Batch::Calls => opts.calls,
        Batch::Launches => opts.launches,
        Batch::RoundTrips => opts.round_trips,
    };
    // samples[op][variant][rep], ns per call
    let mut samples = vec![vec![Vec::with_capacity(opts.reps); VARIANTS.len()]; ops.len()];
    let warmup = 3;
    let started = Instant::now();
    for rep in 0..warmup + opts.reps {
        for (oi, op) in ops.iter().enumerate() {
            let n = batch(op.batch);
            for k in 0..VARIANTS.len() {
                let vi = (rep + k) % VARIANTS.len();
                if vi >= op.variants {
                    continue;
                }
                if op.drain {
                    bench.drain();
                }
                let t = Instant::now();
                (op.cases[vi])(&mut bench, n);
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

    let mut csv = String::from(
        "source,run,op,variant,reps,calls,median_ns,p10_ns,p90_ns,min_ns,ratio_to_pfn,paired_ratio\n",
    );
    println!(
        "\n{:<22} {:<11} {:>10} {:>10} {:>10} {:>8} {:>8}",
        "operation", "variant", "median ns", "p10", "p90", "/pfn", "paired"
    );
    for (oi, op) in ops.iter().enumerate() {
        let base = median(&samples[oi][BASELINE]);
        for (vi, variant) in VARIANTS.iter().enumerate().take(op.variants) {
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
                batch(op.batch),
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
    drop(ctx);
}
