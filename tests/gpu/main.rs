//! The GPU suite for `cuda-driver`: every test runs real work on device 0.
//!
//! Without a usable driver or GPU, every test is reported **ignored** (not passed) and the run ends with
//! one line, `gpu: N GPU tests did not run (ignored): no usable GPU: <why>`. With
//! `CUDA_DRIVER_REQUIRE_GPU=1` (as on the GPU machine) a missing GPU fails every test instead. Under Miri
//! every test is ignored. The harness is this suite's own (`harness.rs`, on `libtest-mimic`): libtest's
//! arguments and output, except that output is never captured.
//!
//! # Adding a test
//! A test is a plain function (no `#[test]`) returning [`TestResult`] that starts with [`gpu`]:
//! ```ignore
//! fn my_new_test() -> TestResult {
//!     let Some(g) = gpu("my_new_test") else {
//!         return Ok(()); // no GPU: `gpu` has printed why and the harness reports the test ignored
//!     };
//!     // ... real work on `g.ctx` / `g.stream`, `?` on any error ...
//!     Ok(())
//! }
//! ```
//! and is named in the `tests![...]` list at the end of its module (`tests![existing_test,
//! my_new_test];`; `#[cfg(...)]` may precede a name). Its name in the output and for filters is
//! `module::my_new_test`. A function left out of the list is dead code, which clippy (`-D warnings`)
//! fails; a listed name that is not a function does not compile. A new module is added to `modules![...]`
//! below and ends with its own `tests![...]`. When the whole test cannot run for want of something else
//! (NVRTC, a library), call [`harness::not_run`] and return `Ok(())`: it is reported ignored. When the
//! GPU lacks a feature, [`skip`] prints a `skipped:` line the GPU run's run.sh counts against its
//! allow-list, and the test passes on what it did check.
//!
//! Two tests need a process of their own and re-run this binary on one test
//! (`<exe> <test> --nocapture`, with `CUDA_TESTS_CHILD` naming the role):
//! - the faulting kernel, whose `CUDA_ERROR_ILLEGAL_ADDRESS` is sticky and would break the context of
//!   every later test in the process;
//! - IPC, which the driver refuses within one process (memory handles, and pools shared through a file
//!   descriptor the child inherits as its standard input).
//!
//! Run with `--test-threads=1` for clean logs; the tests are also safe to run in parallel.

use std::any::type_name;
use std::fmt;
use std::mem::size_of;
use std::process::{Command, Stdio};

use cuda::CudaField;
use cuda_driver::sys::{
    self, CUdevice_attribute, CUdeviceptr, CUevent_flags, CUmemorytype, CUresult,
    CUstreamCaptureMode, CUstream_flags,
};
use cuda_driver::{
    copy_3d, Context, Device, DeviceBuffer, Driver, Error, Event, Function, IpcMemory,
    LaunchAttribute, LaunchConfig, Module, Stream,
};

const VECTOR_ADD: &str = include_str!("../../cuda-driver/examples/kernels/vector_add.ptx");
const ADD_ONE: &str = include_str!("../kernels/add_one.ptx");
const CLUSTER_RANK: &str = include_str!("../kernels/cluster_rank.ptx");
const SIXTEEN_ARGS: &str = include_str!("../kernels/sixteen_args.ptx");
const FAULT: &str = include_str!("../kernels/fault.ptx");

/// Set to `1` to turn "no GPU" from a skip into a failure.
const REQUIRE_GPU_VAR: &str = "CUDA_DRIVER_REQUIRE_GPU";
/// Set by a parent test on the child it starts: the child's role (`fault`, `ipc`).
const CHILD_VAR: &str = "CUDA_TESTS_CHILD";
/// The parent's `CUipcMemHandle` bytes, hex-encoded, for the `ipc` child.
const IPC_HANDLE_VAR: &str = "CUDA_TESTS_IPC_HANDLE";
/// How many `u32`s the parent's shared buffer holds, for the `ipc` child.
const IPC_LEN_VAR: &str = "CUDA_TESTS_IPC_LEN";

/// Threads per block for the 1-D kernels.
const BLOCK: u32 = 256;

#[macro_use]
mod harness;
#[macro_use]
mod fixtures;
/// Shared by the cuBLAS test modules.
mod cublas_common;

modules![
    checked,
    cluster,
    cooperative,
    device,
    fault,
    graph,
    graph_build,
    host,
    host_fn,
    ipc,
    launch,
    library,
    lifetimes,
    managed,
    memory,
    modes,
    nvfatbin,
    nvjitlink,
    nvml,
    nvrtc,
    nvvm,
    order,
    ownership,
    peer,
    pool,
    runtime,
    tensor_map,
    textures,
    views,
    vmm,
    cufile,
    curand,
    cufft,
    nccl,
    cublas,
    cublas_level3,
    cublas_ex,
    cublas_level12,
];

fn main() -> std::process::ExitCode {
    harness::run(registered())
}

// ---------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------

/// A test failure with a readable message: `?` turns any error into one through its `Display` (so a
/// failing driver call reads `cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory`).
struct Failure(String);

impl fmt::Debug for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<E: fmt::Display> From<E> for Failure {
    fn from(e: E) -> Self {
        Failure(e.to_string())
    }
}

type TestResult = Result<(), Failure>;

/// The driver, device 0, its primary context, and a stream of it for the test's buffers.
struct Gpu {
    driver: &'static Driver,
    device: Device,
    ctx: Context,
    stream: Stream,
}

/// The GPU for `test`, or `None` after printing why the test did not run (the harness then reports
/// it ignored). Panics instead when `CUDA_DRIVER_REQUIRE_GPU=1`.
fn gpu(test: &str) -> Option<Gpu> {
    if cfg!(miri) {
        harness::not_run(format_args!(
            "{test}: Miri cannot load or call the CUDA driver"
        ));
        return None;
    }
    match open_gpu() {
        Ok(gpu) => Some(gpu),
        Err(e) if require_gpu() => {
            panic!("{test}: {REQUIRE_GPU_VAR}=1 but there is no usable GPU: {e}")
        }
        Err(e) => {
            harness::not_run(format_args!("{test}: {e}"));
            None
        }
    }
}

/// Prints `skipped: <why>` to stderr, in one write so that lines of tests running in parallel do not
/// interleave. `<why>` starts with the test's name. For a part of a test the GPU lacks a feature for (the
/// test still passes on what it checked); a test that cannot run at all calls [`harness::not_run`],
/// which prints the same line. The GPU bundle's run.sh (scripts/gpu-run.sh) counts every such line and
/// fails the run on one its `ALLOWED_SKIPS` does not allow (two-GPU tests on a one-GPU machine): a test
/// that skips where the GPU machine lacks something calls this, and is counted with no more to do.
fn skip(why: impl fmt::Display) {
    use std::io::Write as _;
    // A log line that cannot be written is not worth failing the test for.
    let _ = std::io::stderr().write_all(format!("skipped: {why}\n").as_bytes());
}

/// Set by `.gpu/run.sh` for its compute-sanitizer steps: the racing tests run fewer rounds there (the
/// instrumented driver is tens of times slower), enough to exercise every path once.
const LIGHT_VAR: &str = "CUDA_TESTS_LIGHT";

/// `full` rounds, or `light` under [`LIGHT_VAR`].
fn rounds(full: usize, light: usize) -> usize {
    if std::env::var_os(LIGHT_VAR).is_some() {
        light
    } else {
        full
    }
}

/// Set by `.gpu/run.sh` to the compute-sanitizer tool a step runs under (`memcheck`, ...).
const SANITIZER_VAR: &str = "CUDA_TESTS_SANITIZER";

/// The compute-sanitizer tool the suite runs under, if any.
fn sanitizer() -> Option<String> {
    std::env::var(SANITIZER_VAR)
        .ok()
        .filter(|tool| !tool.is_empty())
}

fn require_gpu() -> bool {
    std::env::var_os(REQUIRE_GPU_VAR).is_some_and(|v| v == "1")
}

/// Loads and initialises the driver, takes device 0's primary context (shared with every other test
/// alive at the time), and makes a stream for the test. Nothing is made current: the safe layer binds
/// the context itself.
fn open_gpu() -> Result<Gpu, Error> {
    let driver = cuda_driver::init()?;
    let device = Device::get(driver, 0)?;
    let ctx = Context::primary(device)?;
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    Ok(Gpu {
        driver,
        device,
        ctx,
        stream,
    })
}

/// The role this process was started in by a parent test, if any.
fn child_role() -> Option<String> {
    std::env::var(CHILD_VAR).ok()
}

/// Runs this test binary again on the single test `test`, as `role`, with `env` added; returns the
/// child's stdout once it has passed. Its output is echoed to stderr either way.
fn run_child(test: &str, role: &str, env: &[(&str, &str)]) -> Result<String, Failure> {
    run_child_with_stdin(test, role, env, Stdio::null())
}

/// [`run_child`] with `stdin` as the child's standard input (a descriptor the child inherits as 0).
fn run_child_with_stdin(
    test: &str,
    role: &str,
    env: &[(&str, &str)],
    stdin: Stdio,
) -> Result<String, Failure> {
    let exe = std::env::current_exe()?;
    // A name filter (each child test's name is unique in the suite), so the module path need not be
    // spelled; `ran_exactly_one` below makes sure exactly one ran.
    let output = Command::new(&exe)
        .args([test, "--nocapture", "--test-threads=1"])
        .env(CHILD_VAR, role)
        .env(REQUIRE_GPU_VAR, "1")
        .envs(env.iter().copied())
        .stdin(stdin)
        .output()
        .map_err(|e| format!("could not start {}: {e}", exe.display()))?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr);
    eprintln!(
        "--- {role} child ({}) stdout:\n{stdout}--- {role} child stderr:\n{stderr}---",
        output.status
    );
    if !output.status.success() {
        return Err(Failure(format!(
            "the {role} child failed ({}); its output is above",
            output.status
        )));
    }
    if !cuda_tests::child::ran_exactly_one(&stdout) {
        return Err(Failure(format!(
            "the {role} child did not run exactly one test: is `{test}` still this test's name, and no \
             other's part?"
        )));
    }
    Ok(stdout)
}

/// The driver's code inside a safe-layer error, if it is a failed call.
fn driver_code(err: &Error) -> Option<CUresult> {
    match err {
        Error::Driver(e) | Error::Jit { error: e, .. } | Error::Lookup { error: e, .. } => e.code(),
        _ => None,
    }
}

/// Marsaglia's xorshift64: fast, deterministic test data.
struct XorShift(u64);

impl XorShift {
    fn new(seed: u64) -> Self {
        XorShift(seed.max(1))
    }

    fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// Uniform in `[lo, hi)`, with 24 random bits.
    fn next_f32(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
        lo + unit * (hi - lo)
    }
}

/// An element type for the round trip: random values, compared bit for bit.
trait Sample: CudaField + fmt::Debug {
    fn sample(rng: &mut XorShift) -> Self;
    /// Bit-for-bit equality (for floats: NaN payloads and the sign of zero included).
    fn same(&self, other: &Self) -> bool;
}

macro_rules! int_sample {
    ($($t:ty),*) => { $(
        impl Sample for $t {
            fn sample(rng: &mut XorShift) -> Self {
                rng.next_u64() as $t
            }
            fn same(&self, other: &Self) -> bool {
                self == other
            }
        }
    )* };
}
int_sample!(u8, i16, u32, i64);

impl Sample for f32 {
    fn sample(rng: &mut XorShift) -> Self {
        f32::from_bits(rng.next_u32())
    }
    fn same(&self, other: &Self) -> bool {
        self.to_bits() == other.to_bits()
    }
}

impl Sample for f64 {
    fn sample(rng: &mut XorShift) -> Self {
        f64::from_bits(rng.next_u64())
    }
    fn same(&self, other: &Self) -> bool {
        self.to_bits() == other.to_bits()
    }
}

/// `domain:bus:device.function` in hexadecimal, e.g. `0000:19:00.0` (some drivers print an 8-digit
/// domain).
fn is_pci_bus_id(s: &str) -> bool {
    let hex = |part: &str, lens: &[usize]| {
        lens.contains(&part.len()) && part.chars().all(|c| c.is_ascii_hexdigit())
    };
    let mut parts = s.split(':');
    let (Some(domain), Some(bus), Some(rest), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    let Some((device, function)) = rest.split_once('.') else {
        return false;
    };
    hex(domain, &[4, 8]) && hex(bus, &[2]) && hex(device, &[2]) && hex(function, &[1])
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn from_hex(s: &str) -> Result<Vec<u8>, Failure> {
    if s.len() % 2 != 0 {
        return Err(Failure(format!(
            "odd-length hex string of {} characters",
            s.len()
        )));
    }
    (0..s.len())
        .step_by(2)
        .map(|i| {
            u8::from_str_radix(&s[i..i + 2], 16)
                .map_err(|e| Failure(format!("bad hex at {i}: {e}")))
        })
        .collect()
}

/// Two random input vectors for `vector_add`, in `[-1000, 1000)`.
fn vector_inputs(n: u32, seed: u64) -> (Vec<f32>, Vec<f32>) {
    let mut rng = XorShift::new(seed);
    let a = (0..n).map(|_| rng.next_f32(-1000.0, 1000.0)).collect();
    let b = (0..n).map(|_| rng.next_f32(-1000.0, 1000.0)).collect();
    (a, b)
}

/// Checks `c == a + b` element by element (an f32 add rounds the same on both sides).
/// Inputs of a vector add on the host and the device, and a zeroed output on the device.
struct VectorCase {
    a: Vec<f32>,
    b: Vec<f32>,
    da: DeviceBuffer<f32>,
    db: DeviceBuffer<f32>,
    dc: DeviceBuffer<f32>,
}

impl VectorCase {
    fn new(stream: &Stream, n: u32, seed: u64) -> Result<Self, Error> {
        let (a, b) = vector_inputs(n, seed);
        let da = DeviceBuffer::from_slice(stream, &a)?;
        let db = DeviceBuffer::from_slice(stream, &b)?;
        let dc = DeviceBuffer::<f32>::zeroed(stream, a.len())?;
        Ok(VectorCase { a, b, da, db, dc })
    }
}

fn check_vector_sum(a: &[f32], b: &[f32], c: &[f32]) -> TestResult {
    assert_eq!(c.len(), a.len());
    if let Some(i) = (0..c.len()).find(|&i| c[i].to_bits() != (a[i] + b[i]).to_bits()) {
        return Err(Failure(format!(
            "c[{i}] = {} but a[{i}] + b[{i}] = {} + {} = {}",
            c[i],
            a[i],
            b[i],
            a[i] + b[i]
        )));
    }
    Ok(())
}

/// The index of the first element that is not `expected`, with its value.
fn first_not(values: &[u32], expected: u32) -> Option<(usize, u32)> {
    values
        .iter()
        .position(|&v| v != expected)
        .map(|i| (i, values[i]))
}

/// Launches `add_one` over the first `n` elements at `data` on `stream`.
///
/// # Safety
/// `data` must be device memory holding at least `n` `u32`s that stays allocated until the kernel has run.
unsafe fn add_one_raw(
    f: &Function<'_>,
    stream: &Stream,
    data: CUdeviceptr,
    n: u32,
) -> Result<(), Error> {
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; the caller vouches for `data`.
    unsafe { f.launch(LaunchConfig::for_elements(n, BLOCK), stream, (data, n)) }
}

/// Copies `dst.len()` u32s from the raw device address `src` (memory another process owns and orders).
///
/// # Safety
/// `src` must hold `dst.len()` u32s that no queued work writes.
unsafe fn copy_dtoh(ctx: &Context, dst: &mut [u32], src: CUdeviceptr) -> Result<(), Error> {
    ctx.bind()?;
    // SAFETY: `dst` is writable for its length in bytes; the caller vouches for `src`.
    unsafe {
        ctx.driver()
            .cuMemcpyDtoH(dst.as_mut_ptr().cast(), src, size_of_val(dst))
    }?;
    Ok(())
}

/// `add_one` over the first `n` elements of `buf`, on `stream`, in the buffer's order.
fn add_one(
    f: &Function<'_>,
    stream: &Stream,
    buf: &mut DeviceBuffer<u32>,
    n: u32,
) -> Result<(), Error> {
    assert!(n as usize <= buf.len());
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes `n` elements of `buf`.
    unsafe { f.launch(LaunchConfig::for_elements(n, BLOCK), stream, (&mut *buf, n)) }
}

// ---------------------------------------------------------------------------------------------------
