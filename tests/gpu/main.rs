//! The GPU suite for `cuda-driver`: every test runs real work on device 0.
//!
//! Without a usable driver or GPU, each test prints `skipped: <test>: <why>` to stderr and passes, so the
//! suite is green on machines without one. With `CUDA_DRIVER_REQUIRE_GPU=1` (as on the GPU machine) a
//! missing GPU fails every test instead. Under Miri every test skips.
//!
//! Two tests need a process of their own and re-run this binary on one test
//! (`<exe> <test> --exact --nocapture`, with `CUDA_TESTS_CHILD` naming the role):
//! - the faulting kernel, whose `CUDA_ERROR_ILLEGAL_ADDRESS` is sticky and would break the context of
//!   every later test in the process;
//! - IPC, which the driver refuses within one process.
//!
//! Run with `--test-threads=1` for clean logs; the tests are also safe to run in parallel.

use std::any::type_name;
use std::fmt;
use std::mem::size_of;
use std::process::Command;

use cuda::CudaField;
use cuda_driver::sys::{
    self, CUdevice_attribute, CUdeviceptr, CUevent_flags, CUmemorytype, CUresult,
    CUstreamCaptureMode, CUstream_flags,
};
use cuda_driver::{
    cluster_dim_attribute, copy_3d, Context, Device, DeviceBuffer, Driver, Error, Event, Function,
    IpcMemory, LaunchConfig, Module, Stream,
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

mod nvrtc;
mod ownership;

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

/// The GPU for `test`, or `None` after printing why the test is skipped. Panics instead of skipping when
/// `CUDA_DRIVER_REQUIRE_GPU=1`.
fn gpu(test: &str) -> Option<Gpu> {
    if cfg!(miri) {
        skip(format_args!(
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
            skip(format_args!("{test}: {e}"));
            None
        }
    }
}

/// Prints `skipped: <why>` straight to stderr: `eprintln!` would be captured by the test harness and
/// shown only for failing tests, which hides every skip from CI and GPU logs.
fn skip(why: impl fmt::Display) {
    use std::io::Write as _;
    // A log line that cannot be written is not worth failing the test for.
    // One write, so lines from tests running in parallel do not interleave.
    let _ = std::io::stderr().write_all(format!("skipped: {why}\n").as_bytes());
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
    let exe = std::env::current_exe()?;
    let output = Command::new(&exe)
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD_VAR, role)
        .env(REQUIRE_GPU_VAR, "1")
        .envs(env.iter().copied())
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
    if !stdout.contains("1 passed") {
        return Err(Failure(format!(
            "the {role} child ran no test: is `{test}` still this test's name?"
        )));
    }
    Ok(stdout)
}

/// The driver's code inside a safe-layer error, if it is a failed call.
fn driver_code(err: &Error) -> Option<CUresult> {
    match err {
        Error::Driver(e) | Error::Jit { error: e, .. } => e.code(),
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

/// A `cuLaunchKernelEx` configuration: a 1-D grid and block on `stream`, with `attrs`.
fn ex_config<'a>(
    grid: u32,
    block: u32,
    stream: &Stream,
    attrs: &'a [sys::CUlaunchAttribute],
) -> Result<sys::CUlaunchConfig<'a>, Failure> {
    let mut config = sys::CUlaunchConfig::new()
        .with_grid_dim_x(grid)
        .with_grid_dim_y(1)
        .with_grid_dim_z(1)
        .with_block_dim_x(block)
        .with_block_dim_y(1)
        .with_block_dim_z(1)
        .with_shared_mem_bytes(0)
        .with_h_stream(stream.raw());
    config.set_attrs(attrs)?;
    Ok(config)
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
// Tests
// ---------------------------------------------------------------------------------------------------

#[test]
fn device_query_values_are_sane() -> TestResult {
    let Some(gpu) = gpu("device_query_values_are_sane") else {
        return Ok(());
    };
    let driver = gpu.driver;
    assert!(
        driver.version() > 0,
        "cuDriverGetVersion gave {}",
        driver.version()
    );

    let count = Device::count(driver)?;
    assert!(
        count >= 1,
        "cuInit succeeded but cuDeviceGetCount says {count}"
    );
    let devices = Device::all(driver)?;
    assert_eq!(devices.len(), count);
    assert!(
        devices.contains(&gpu.device),
        "the context's device is not among Device::all"
    );

    for device in devices {
        let ordinal = device.ordinal();
        let name = device.name()?;
        assert!(!name.trim().is_empty(), "device {ordinal}: empty name");
        let (major, minor) = device.compute_capability()?;
        assert!(
            (major, minor) >= (3, 0),
            "device {ordinal}: compute capability {major}.{minor}"
        );
        let memory = device.total_memory()?;
        assert!(
            memory > 1 << 30,
            "device {ordinal}: total memory {memory} bytes"
        );
        let sms = device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
        assert!(sms > 0, "device {ordinal}: {sms} multiprocessors");
        let warp = device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_WARP_SIZE)?;
        assert_eq!(warp, 32, "device {ordinal}: warp size");
        let bus_id = device.pci_bus_id()?;
        assert!(
            is_pci_bus_id(&bus_id),
            "device {ordinal}: PCI bus id {bus_id:?}"
        );
        let uuid = device.uuid()?;
        assert!(
            uuid.as_bytes().iter().any(|&b| b != 0),
            "device {ordinal}: all-zero UUID"
        );
        eprintln!(
            "device {ordinal}: {name}, sm_{major}{minor}, {sms} SMs, {memory} bytes, {bus_id}"
        );
    }

    // One past the last ordinal is an error value, and a harmless one.
    let err = Device::get(driver, count).expect_err("an ordinal past the last device");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_INVALID_DEVICE),
        "{err}"
    );
    assert!(
        err.to_string().contains("CUDA_ERROR_INVALID_DEVICE"),
        "{err}"
    );
    Ok(())
}

fn round_trip<T: Sample>(stream: &Stream, rng: &mut XorShift, bytes: usize) -> TestResult {
    // An odd length, so nothing lines up with a power of two.
    let len = bytes / size_of::<T>() + 3;
    let data: Vec<T> = (0..len).map(|_| T::sample(rng)).collect();
    let first = DeviceBuffer::from_slice(stream, &data)?;
    let mut second = DeviceBuffer::<T>::alloc(stream, len)?;
    second.copy_from_device(&first, stream)?;

    let filler = T::sample(rng);
    let mut back = vec![filler; len];
    second.copy_to_host(&mut back)?;
    let direct = first.to_vec()?;
    for (what, got) in [
        ("host->device->device->host", &back),
        ("host->device->host", &direct),
    ] {
        assert_eq!(got.len(), len);
        if let Some(i) = (0..len).find(|&i| !data[i].same(&got[i])) {
            return Err(Failure(format!(
                "{} {what}: element {i} of {len} came back as {:?}, sent {:?}",
                type_name::<T>(),
                got[i],
                data[i]
            )));
        }
    }
    Ok(())
}

#[test]
fn round_trip_keeps_every_bit_of_random_data() -> TestResult {
    let Some(gpu) = gpu("round_trip_keeps_every_bit_of_random_data") else {
        return Ok(());
    };
    let mut rng = XorShift::new(0x5eed_0001);
    const MIB: usize = 1 << 20;
    round_trip::<u8>(&gpu.stream, &mut rng, 3 * MIB)?;
    round_trip::<i16>(&gpu.stream, &mut rng, 2 * MIB)?;
    round_trip::<u32>(&gpu.stream, &mut rng, 4 * MIB)?;
    round_trip::<i64>(&gpu.stream, &mut rng, 2 * MIB)?;
    round_trip::<f32>(&gpu.stream, &mut rng, 4 * MIB)?;
    round_trip::<f64>(&gpu.stream, &mut rng, 3 * MIB)?;
    Ok(())
}

#[test]
fn memset_and_zeroed_fill_every_element() -> TestResult {
    let Some(gpu) = gpu("memset_and_zeroed_fill_every_element") else {
        return Ok(());
    };
    let n = (1 << 20) + 5;
    let mut buf = DeviceBuffer::<u32>::from_slice(&gpu.stream, &vec![7; n])?;
    buf.memset_d32(0xA5A5_5A5A)?;
    let words = buf.to_vec()?;
    if let Some((i, v)) = first_not(&words, 0xA5A5_5A5A) {
        return Err(Failure(format!("after memset_d32, element {i} is {v:#x}")));
    }
    let zeros = DeviceBuffer::<u64>::zeroed(&gpu.stream, n)?.to_vec()?;
    if let Some(i) = zeros.iter().position(|&v| v != 0) {
        return Err(Failure(format!("zeroed: element {i} is {:#x}", zeros[i])));
    }
    Ok(())
}

#[test]
fn memcpy_3d_copies_a_sub_box_of_a_pitched_volume() -> TestResult {
    let Some(gpu) = gpu("memcpy_3d_copies_a_sub_box_of_a_pitched_volume") else {
        return Ok(());
    };
    const E: usize = size_of::<u32>();
    const PAD: u32 = 0xFFFF_FFFF;
    const UNTOUCHED: u32 = 0xDEAD_BEEF;
    // Every element of the volume names its own coordinates.
    let value = |x: usize, y: usize, z: usize| ((z << 20) | (y << 10) | x) as u32;

    // The device volume: 37 elements a row, rows 64 elements (256 bytes) apart, so each row ends in 27
    // elements of padding; 19 rows a slice, 11 slices.
    let (src_w, src_pitch, src_h, src_d) = (37, 64, 19, 11);
    let mut volume = vec![PAD; src_pitch * src_h * src_d];
    for z in 0..src_d {
        for y in 0..src_h {
            for x in 0..src_w {
                volume[(z * src_h + y) * src_pitch + x] = value(x, y, z);
            }
        }
    }
    let src = DeviceBuffer::from_slice(&gpu.stream, &volume)?;

    // The box: 20 x 9 x 6 elements from (5, 3, 2) of the volume...
    let (sx, sy, sz) = (5, 3, 2);
    let (w, h, d) = (20, 9, 6);
    // ...to (4, 1, 1) of a host volume with rows 30 elements (120 bytes) apart, 12 rows a slice, 8 slices.
    let (dst_pitch, dst_h, dst_d) = (30, 12, 8);
    let (dx, dy, dz) = (4, 1, 1);
    assert!(sx + w <= src_w && sy + h <= src_h && sz + d <= src_d);
    assert!(dx + w <= dst_pitch && dy + h <= dst_h && dz + d <= dst_d);
    let mut host = vec![UNTOUCHED; dst_pitch * dst_h * dst_d];

    let down = sys::CUDA_MEMCPY3D::new()
        .with_src_x_in_bytes(sx * E)
        .with_src_y(sy)
        .with_src_z(sz)
        .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_src_device(src.raw(&gpu.stream)?)
        .with_src_pitch(src_pitch * E)
        .with_src_height(src_h)
        .with_dst_x_in_bytes(dx * E)
        .with_dst_y(dy)
        .with_dst_z(dz)
        .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_HOST)
        .with_dst_host(host.as_mut_ptr().cast())
        .with_dst_pitch(dst_pitch * E)
        .with_dst_height(dst_h)
        .with_width_in_bytes(w * E)
        .with_height(h)
        .with_depth(d);
    // SAFETY: the source box lies inside `src` (asserted above against its pitch, height and depth), the
    // destination box inside `host`, which outlives the synchronous copy.
    unsafe { copy_3d(&gpu.ctx, &down) }?;

    for z in 0..dst_d {
        for y in 0..dst_h {
            for x in 0..dst_pitch {
                let inside = (dx..dx + w).contains(&x)
                    && (dy..dy + h).contains(&y)
                    && (dz..dz + d).contains(&z);
                let expected = if inside {
                    value(x - dx + sx, y - dy + sy, z - dz + sz)
                } else {
                    UNTOUCHED
                };
                let got = host[(z * dst_h + y) * dst_pitch + x];
                assert_eq!(
                    got, expected,
                    "device->host: host element ({x}, {y}, {z}), inside the box: {inside}"
                );
            }
        }
    }

    // And back: the same box from the host volume to (9, 7, 4) of a zeroed device volume shaped like
    // `src`; nothing outside the box may change.
    let dst = DeviceBuffer::<u32>::zeroed(&gpu.stream, src_pitch * src_h * src_d)?;
    let (ux, uy, uz) = (9, 7, 4);
    assert!(ux + w <= src_pitch && uy + h <= src_h && uz + d <= src_d);
    let up = sys::CUDA_MEMCPY3D::new()
        .with_src_x_in_bytes(dx * E)
        .with_src_y(dy)
        .with_src_z(dz)
        .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_HOST)
        .with_src_host(host.as_ptr().cast())
        .with_src_pitch(dst_pitch * E)
        .with_src_height(dst_h)
        .with_dst_x_in_bytes(ux * E)
        .with_dst_y(uy)
        .with_dst_z(uz)
        .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_dst_device(dst.raw(&gpu.stream)?)
        .with_dst_pitch(src_pitch * E)
        .with_dst_height(src_h)
        .with_width_in_bytes(w * E)
        .with_height(h)
        .with_depth(d);
    // SAFETY: the source box lies inside `host`, the destination box inside `dst` (both asserted above).
    unsafe { copy_3d(&gpu.ctx, &up) }?;
    let back = dst.to_vec()?;
    for z in 0..src_d {
        for y in 0..src_h {
            for x in 0..src_pitch {
                let inside = (ux..ux + w).contains(&x)
                    && (uy..uy + h).contains(&y)
                    && (uz..uz + d).contains(&z);
                let expected = if inside {
                    value(x - ux + sx, y - uy + sy, z - uz + sz)
                } else {
                    0
                };
                let got = back[(z * src_h + y) * src_pitch + x];
                assert_eq!(
                    got, expected,
                    "host->device: device element ({x}, {y}, {z}), inside the box: {inside}"
                );
            }
        }
    }
    Ok(())
}

#[test]
fn vector_add_with_cu_launch_kernel() -> TestResult {
    let Some(gpu) = gpu("vector_add_with_cu_launch_kernel") else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, VECTOR_ADD)?;
    let f = module.function("vector_add")?;
    let n: u32 = (1 << 20) + 77;
    let VectorCase {
        a,
        b,
        da,
        db,
        mut dc,
    } = VectorCase::new(&gpu.stream, n, 0xadd1)?;
    // A blocking stream: it waits for the copies above, which ran on the legacy default stream.
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    // SAFETY: `vector_add(const float*, const float*, float*, unsigned)`; each buffer holds `n` floats and
    // lives past the synchronisation below.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            &stream,
            (&da, &db, &mut dc, n),
        )
    }?;
    stream.synchronize()?;
    check_vector_sum(&a, &b, &dc.to_vec()?)
}

#[test]
fn vector_add_with_cu_launch_kernel_ex_in_clusters_of_two() -> TestResult {
    let Some(gpu) = gpu("vector_add_with_cu_launch_kernel_ex_in_clusters_of_two") else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, VECTOR_ADD)?;
    let f = module.function("vector_add")?;
    let n: u32 = (1 << 20) + 300;
    let VectorCase {
        a,
        b,
        da,
        db,
        mut dc,
    } = VectorCase::new(&gpu.stream, n, 0xadd2)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    // A cluster launch needs a whole number of clusters: round the grid up to even (the kernel ignores
    // the threads past `n`).
    let grid = n.div_ceil(BLOCK).next_multiple_of(2);
    let attrs = [cluster_dim_attribute(2, 1, 1)];
    let config = ex_config(grid, BLOCK, &stream, &attrs)?;
    // SAFETY: as for `cuLaunchKernel` above; the stream lives past the synchronisation.
    unsafe { f.launch_ex(&config, &stream, (&da, &db, &mut dc, n)) }?;
    stream.synchronize()?;
    check_vector_sum(&a, &b, &dc.to_vec()?)
}

#[test]
fn cluster_rank_is_block_index_mod_cluster_size() -> TestResult {
    let Some(gpu) = gpu("cluster_rank_is_block_index_mod_cluster_size") else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, CLUSTER_RANK)?;
    let f = module.function("cluster_rank")?;
    let blocks: u32 = 16;
    // Start from a value the kernel never writes, so a block that did not run shows.
    let mut ranks = DeviceBuffer::<u32>::alloc(&gpu.stream, blocks as usize)?;
    let mut ids = DeviceBuffer::<u32>::alloc(&gpu.stream, blocks as usize)?;
    ranks.memset_d32(u32::MAX)?;
    ids.memset_d32(u32::MAX)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let attrs = [cluster_dim_attribute(2, 1, 1)];
    let config = ex_config(blocks, 64, &stream, &attrs)?;
    // SAFETY: `cluster_rank(unsigned*, unsigned*)`; both buffers hold one `u32` per block and live past
    // the synchronisation.
    unsafe { f.launch_ex(&config, &stream, (&mut ranks, &mut ids)) }?;
    stream.synchronize()?;
    let (ranks, ids) = (ranks.to_vec()?, ids.to_vec()?);
    for (i, (&rank, &id)) in ranks.iter().zip(&ids).enumerate() {
        assert_eq!(
            rank,
            (i % 2) as u32,
            "%cluster_ctarank of block {i}; all: {ranks:?}"
        );
        assert_eq!(
            id,
            (i / 2) as u32,
            "%clusterid.x of block {i}; all: {ids:?}"
        );
    }
    Ok(())
}

#[test]
fn sixteen_kernel_arguments_arrive_in_order() -> TestResult {
    let Some(gpu) = gpu("sixteen_kernel_arguments_arrive_in_order") else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, SIXTEEN_ARGS)?;
    let f = module.function("sixteen_args")?;
    let mut rng = XorShift::new(16);
    let v: [u32; 15] = std::array::from_fn(|_| rng.next_u32());
    let mut out = DeviceBuffer::<u32>::zeroed(&gpu.stream, 16)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let one_block = LaunchConfig {
        grid: (1, 1, 1),
        block: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    let args = (
        v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13],
        v[14], &mut out,
    );
    // SAFETY: `sixteen_args` takes 15 `unsigned` values and then an `unsigned*` to 16 elements; `out`
    // holds 16 and lives past the synchronisation.
    unsafe { f.launch(one_block, &stream, args) }?;
    stream.synchronize()?;
    let got = out.to_vec()?;
    assert_eq!(got[..15], v[..], "the values as the kernel saw them");
    let sum = v.iter().fold(0u32, |s, &x| s.wrapping_add(x));
    assert_eq!(got[15], sum, "their sum");
    Ok(())
}

#[test]
fn events_time_a_kernel() -> TestResult {
    let Some(gpu) = gpu("events_time_a_kernel") else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let n: u32 = 1 << 24;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let start = Event::new(&gpu.ctx, CUevent_flags::CU_EVENT_DEFAULT)?;
    let end = Event::new(&gpu.ctx, CUevent_flags::CU_EVENT_DEFAULT)?;
    start.record(&stream)?;
    for _ in 0..10 {
        // SAFETY: `buf` holds `n` u32s and lives past the synchronisation.
        add_one(&f, &stream, &mut buf, n)?;
    }
    end.record(&stream)?;
    end.synchronize()?;
    assert!(
        end.query()?,
        "an event that was synchronised reports not done"
    );
    let ms = Event::elapsed_ms(&start, &end)?;
    assert!(
        ms.is_finite() && ms > 0.0,
        "10 launches over {n} elements took {ms} ms"
    );
    eprintln!("10 x add_one over {n} elements: {ms:.3} ms");
    // The timed work really ran.
    if let Some((i, v)) = first_not(&buf.to_vec()?, 10) {
        return Err(Failure(format!("element {i} is {v}, not 10")));
    }
    Ok(())
}

#[test]
fn bad_launch_is_a_named_error_and_not_sticky() -> TestResult {
    let Some(gpu) = gpu("bad_launch_is_a_named_error_and_not_sticky") else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let n: u32 = 4096;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;

    let too_big = LaunchConfig {
        grid: (1, 1, 1),
        block: (2048, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: the right arguments for `add_one`; the driver refuses the block size before anything runs.
    let err =
        unsafe { f.launch(too_big, &stream, (&mut buf, n)) }.expect_err("2048 threads per block");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_INVALID_VALUE),
        "{err}"
    );
    let msg = err.to_string();
    assert!(
        msg.contains("cuLaunchKernel") && msg.contains("CUDA_ERROR_INVALID_VALUE"),
        "{msg}"
    );

    let err = module
        .function("no_such_kernel")
        .expect_err("a kernel the module lacks");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_NOT_FOUND),
        "{err}"
    );
    assert!(err.to_string().contains("CUDA_ERROR_NOT_FOUND"), "{err}");

    // Neither error is sticky: the context still runs work.
    // SAFETY: `buf` holds `n` u32s and lives past the synchronisation.
    add_one(&f, &stream, &mut buf, n)?;
    stream.synchronize()?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, 1) {
        return Err(Failure(format!(
            "after the refused launch, element {i} is {v}, not 1"
        )));
    }
    Ok(())
}

#[test]
fn bad_ptx_is_a_named_error() -> TestResult {
    let Some(gpu) = gpu("bad_ptx_is_a_named_error") else {
        return Ok(());
    };
    let ptx = ".version 8.0\n.target sm_90\n.address_size 64\n\n.visible .entry broken()\n{\n    not_an_instruction;\n}\n";
    let err = Module::from_ptx(&gpu.ctx, ptx).expect_err("PTX with an unknown instruction");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_INVALID_PTX),
        "{err}"
    );
    let msg = err.to_string();
    assert!(msg.contains("CUDA_ERROR_INVALID_PTX"), "{msg}");
    if let Error::Jit { log, .. } = &err {
        assert!(!log.is_empty(), "an empty JIT log should be no Error::Jit");
    }
    eprintln!("bad PTX: {msg}");
    Ok(())
}

#[test]
fn fault_kernel_reports_illegal_address() -> TestResult {
    const TEST: &str = "fault_kernel_reports_illegal_address";
    const MARKER: &str = "fault child: got CUDA_ERROR_ILLEGAL_ADDRESS";
    if child_role().as_deref() == Some("fault") {
        let Some(gpu) = gpu(TEST) else {
            return Err(Failure("the fault child has no GPU".into()));
        };
        return fault_child(gpu, MARKER);
    }
    if gpu(TEST).is_none() {
        return Ok(());
    }
    let stdout = run_child(TEST, "fault", &[])?;
    assert!(
        stdout.contains(MARKER),
        "the fault child did not report the error it saw"
    );
    Ok(())
}

/// In the child: launch the faulting kernel and check the error, which poisons this process's context.
fn fault_child(gpu: Gpu, marker: &str) -> TestResult {
    let module = Module::from_ptx(&gpu.ctx, FAULT)?;
    let f = module.function("fault")?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let one_block = LaunchConfig {
        grid: (1, 1, 1),
        block: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: not sound as a kernel argument, on purpose: the kernel stores through this null device
    // pointer. The fault stays on the device (no host memory is touched) and kills this child process's
    // context, which is the point of the test.
    let launched = unsafe { f.launch(one_block, &stream, (CUdeviceptr::null(),)) };
    let err = match launched {
        Err(e) => e,
        Ok(()) => stream
            .synchronize()
            .expect_err("a kernel that stores through NULL ran without error"),
    };
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS),
        "{err}"
    );
    assert!(
        err.to_string().contains("CUDA_ERROR_ILLEGAL_ADDRESS"),
        "{err}"
    );
    // Sticky: every later call in the context reports it too.
    let later = gpu
        .ctx
        .synchronize()
        .expect_err("the context survived an illegal address");
    assert_eq!(
        driver_code(&later),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS),
        "{later}"
    );
    assert!(
        later.to_string().contains("sticky"),
        "the error does not say the context is lost: {later}"
    );
    // An owner made before the fault sees it too.
    let err = gpu
        .stream
        .synchronize()
        .expect_err("another owner of the context saw no error");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS)
    );
    // The reset is refused while owners are alive...
    let refused = gpu
        .device
        .reset_primary_context()
        .expect_err("a reset with owners alive");
    assert!(refused.to_string().contains("still alive"), "{refused}");
    // ...and is the documented recovery once they are gone.
    let device = gpu.device;
    drop(module);
    drop(stream);
    drop(gpu);
    device.reset_primary_context()?;
    // Whether the driver lets this process start again in a fresh primary context: reported, not asserted
    // (driver 580 / CUDA 13.0 answered the next retain with the same sticky error).
    let recovered = (|| -> TestResult {
        let ctx = Context::primary(device)?;
        let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
        let module = Module::from_ptx(&ctx, ADD_ONE)?;
        let f = module.function("add_one")?;
        let mut buf = DeviceBuffer::<u32>::zeroed(&stream, 1000)?;
        add_one(&f, &stream, &mut buf, 1000)?;
        if let Some((i, v)) = first_not(&buf.to_vec()?, 1) {
            return Err(Failure(format!(
                "after the reset, element {i} is {v}, not 1"
            )));
        }
        Ok(())
    })();
    println!("{marker}: recovery after reset_primary_context: {recovered:?}");
    println!("{marker}: {err}; then {later}");
    Ok(())
}

/// The pattern the IPC parent writes: a different value at every index (multiplying by an odd number
/// is a bijection of `u32`).
fn ipc_pattern(i: usize) -> u32 {
    (i as u32).wrapping_mul(0x9E37_79B9) ^ 0x5A5A_5A5A
}

#[test]
fn ipc_child_sees_and_changes_the_parents_buffer() -> TestResult {
    const TEST: &str = "ipc_child_sees_and_changes_the_parents_buffer";
    const MARKER: &str = "ipc child: pattern checked, one added";
    if child_role().as_deref() == Some("ipc") {
        let Some(gpu) = gpu(TEST) else {
            return Err(Failure("the ipc child has no GPU".into()));
        };
        return ipc_child(gpu, MARKER);
    }
    let Some(gpu) = gpu(TEST) else { return Ok(()) };
    let n = (1 << 16) + 1;
    let pattern: Vec<u32> = (0..n).map(ipc_pattern).collect();
    let mut buf = DeviceBuffer::alloc_ipc(&gpu.stream, n)?;
    buf.copy_from_host(&pattern)?;
    let handle = buf.ipc_handle()?;
    let hex = to_hex(handle.as_bytes());
    let len = n.to_string();
    let stdout = run_child(TEST, "ipc", &[(IPC_HANDLE_VAR, &hex), (IPC_LEN_VAR, &len)])?;
    assert!(
        stdout.contains(MARKER),
        "the ipc child did not report its work"
    );

    let after = buf.to_vec()?;
    if let Some(i) = (0..n).find(|&i| after[i] != pattern[i].wrapping_add(1)) {
        return Err(Failure(format!(
            "after the child's add_one, element {i} is {}, expected {} + 1",
            after[i], pattern[i]
        )));
    }
    Ok(())
}

/// In the child: open the parent's buffer, check its pattern, add one to every element.
fn ipc_child(gpu: Gpu, marker: &str) -> TestResult {
    let bytes = from_hex(&std::env::var(IPC_HANDLE_VAR)?)?;
    let n: usize = std::env::var(IPC_LEN_VAR)?.parse()?;
    let handle = sys::CUipcMemHandle::from_bytes(&bytes)?;
    let memory = IpcMemory::open(&gpu.ctx, handle)?;

    let mut seen = vec![u32::MAX; n];
    // SAFETY: the parent's buffer holds `n` u32s and stays allocated while the parent waits for this
    // process to exit.
    unsafe { copy_dtoh(&gpu.ctx, &mut seen, memory.raw()) }?;
    if let Some(i) = (0..n).find(|&i| seen[i] != ipc_pattern(i)) {
        return Err(Failure(format!(
            "element {i} of the parent's buffer is {}, expected {}",
            seen[i],
            ipc_pattern(i)
        )));
    }

    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let len = u32::try_from(n)?;
    // SAFETY: as above; the stream is synchronised before the mapping is closed.
    unsafe { add_one_raw(&f, &stream, memory.raw(), len) }?;
    stream.synchronize()?;
    memory.close()?;
    println!("{marker} ({n} elements)");
    Ok(())
}

/// One thread's share of the many-streams tests: `launches` launches of `add_one` on the thread's own
/// non-blocking stream and buffer, then every element checked.
fn launches_on_own_stream(gpu: &Gpu, f: Function<'_>, thread: usize, launches: u32) -> TestResult {
    const N: u32 = 1 << 14;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    // The buffer lives on this thread's stream: no ordering events are needed.
    let mut buf = DeviceBuffer::<u32>::zeroed(&stream, N as usize)?;
    for _ in 0..launches {
        // SAFETY: `buf` holds `N` u32s and lives past the synchronisation.
        add_one(&f, &stream, &mut buf, N)?;
    }
    stream.synchronize()?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, launches) {
        return Err(Failure(format!(
            "thread {thread}: element {i} is {v}, not {launches}"
        )));
    }
    Ok(())
}

/// `threads` threads, each with its own stream, each making `launches` launches.
fn many_streams(test: &str, threads: usize, launches: u32) -> TestResult {
    let Some(gpu) = gpu(test) else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let results: Vec<TestResult> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let gpu = &gpu;
                s.spawn(move || launches_on_own_stream(gpu, f, t, launches))
            })
            .collect();
        handles
            .into_iter()
            .map(|t| {
                t.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    results.into_iter().collect()
}

#[test]
fn eight_threads_with_their_own_streams() -> TestResult {
    many_streams("eight_threads_with_their_own_streams", 8, 1000)
}

/// The stress test of the hardening issue: 16 threads × 10,000 launches, results checked.
#[test]
fn sixteen_threads_ten_thousand_launches_each() -> TestResult {
    many_streams("sixteen_threads_ten_thousand_launches_each", 16, 10_000)
}

#[test]
fn out_of_memory_is_an_error_and_the_process_goes_on() -> TestResult {
    let Some(gpu) = gpu("out_of_memory_is_an_error_and_the_process_goes_on") else {
        return Ok(());
    };
    let total = gpu.device.total_memory()?;
    // Twice the device's memory cannot be had.
    let err = DeviceBuffer::<u8>::alloc(&gpu.stream, total.saturating_mul(2))
        .err()
        .ok_or_else(|| {
            Failure(format!(
                "allocating {} bytes succeeded",
                total.saturating_mul(2)
            ))
        })?;
    if driver_code(&err) != Some(CUresult::CUDA_ERROR_OUT_OF_MEMORY) {
        return Err(Failure(format!(
            "expected CUDA_ERROR_OUT_OF_MEMORY, got {err}"
        )));
    }
    let msg = err.to_string();
    assert!(
        msg.starts_with("cuMemAllocAsync: CUDA_ERROR_OUT_OF_MEMORY (2)"),
        "{msg}"
    );
    // An element count whose byte size overflows is refused before the driver is asked.
    let overflow = DeviceBuffer::<u64>::alloc(&gpu.stream, usize::MAX / 4).err();
    assert!(
        matches!(overflow, Some(Error::InvalidArgument(_))),
        "{overflow:?}"
    );
    // The process and the context go on.
    let data: Vec<u32> = (0..1024).collect();
    let mut buf = DeviceBuffer::alloc_ipc(&gpu.stream, data.len())?;
    buf.copy_from_host(&data)?;
    assert_eq!(buf.to_vec()?, data);
    Ok(())
}

/// FNV-1a over the bytes of `words`: a checksum both processes compute independently.
fn checksum(words: &[u32]) -> u64 {
    words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

const IPC_SUM_VAR: &str = "CUDA_TESTS_IPC_SUM";

#[test]
fn ipc_256_mib_checksummed_on_both_sides() -> TestResult {
    const TEST: &str = "ipc_256_mib_checksummed_on_both_sides";
    const N: usize = 256 * 1024 * 1024 / 4;
    if child_role().as_deref() == Some("ipc256") {
        let Some(gpu) = gpu(TEST) else {
            return Err(Failure("the ipc256 child has no GPU".into()));
        };
        let bytes = from_hex(&std::env::var(IPC_HANDLE_VAR)?)?;
        let expected: u64 = std::env::var(IPC_SUM_VAR)?.parse()?;
        let memory = IpcMemory::open(&gpu.ctx, sys::CUipcMemHandle::from_bytes(&bytes)?)?;
        let mut seen = vec![0u32; N];
        // SAFETY: the parent's buffer holds `N` u32s and stays allocated while it waits for this process.
        unsafe { copy_dtoh(&gpu.ctx, &mut seen, memory.raw()) }?;
        let sum = checksum(&seen);
        if sum != expected {
            return Err(Failure(format!(
                "child checksum {sum:#x}, parent sent {expected:#x}"
            )));
        }
        let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
        let f = module.function("add_one")?;
        let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
        // SAFETY: as above; synchronised before the mapping is closed.
        unsafe { add_one_raw(&f, &stream, memory.raw(), N as u32) }?;
        stream.synchronize()?;
        memory.close()?;
        println!("ipc256 child: checksum {sum:#x} matches; one added to {N} words");
        return Ok(());
    }
    let Some(gpu) = gpu(TEST) else { return Ok(()) };
    let mut rng = XorShift(0x1234_5678_9abc_def1);
    let data: Vec<u32> = (0..N).map(|_| rng.next_u32()).collect();
    let sum = checksum(&data);
    let mut buf = DeviceBuffer::alloc_ipc(&gpu.stream, data.len())?;
    buf.copy_from_host(&data)?;
    let hex = to_hex(buf.ipc_handle()?.as_bytes());
    let stdout = run_child(
        TEST,
        "ipc256",
        &[(IPC_HANDLE_VAR, &hex), (IPC_SUM_VAR, &sum.to_string())],
    )?;
    assert!(
        stdout.contains("matches"),
        "the ipc256 child did not report its checksum"
    );
    let after = buf.to_vec()?;
    let expected: Vec<u32> = data.iter().map(|v| v.wrapping_add(1)).collect();
    if checksum(&after) != checksum(&expected) {
        let i = (0..N).find(|&i| after[i] != expected[i]).unwrap_or(0);
        return Err(Failure(format!(
            "after the child's add_one, element {i} is {}, expected {}",
            after[i], expected[i]
        )));
    }
    Ok(())
}

#[test]
fn captured_graph_replays() -> TestResult {
    let Some(gpu) = gpu("captured_graph_replays") else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let n: u32 = (1 << 18) + 1;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    // The memset ran on the legacy default stream; a non-blocking stream would not wait for it.
    gpu.ctx.synchronize()?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;

    stream.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
    for _ in 0..2 {
        // SAFETY: `buf` holds `n` u32s and outlives every replay of the graph (synchronised below).
        add_one(&f, &stream, &mut buf, n)?;
    }
    let graph = stream.end_capture()?;
    stream.synchronize()?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, 0) {
        return Err(Failure(format!(
            "capturing ran the kernels: element {i} is {v}"
        )));
    }

    let exec = graph.instantiate()?;
    for _ in 0..3 {
        exec.launch(&stream)?;
    }
    stream.synchronize()?;
    // Two captured launches, replayed three times.
    if let Some((i, v)) = first_not(&buf.to_vec()?, 6) {
        return Err(Failure(format!(
            "after 3 replays of 2 launches, element {i} is {v}, not 6"
        )));
    }
    Ok(())
}

#[test]
fn availability_probe_finds_cu_launch_kernel_ex() -> TestResult {
    let Some(gpu) = gpu("availability_probe_finds_cu_launch_kernel_ex") else {
        return Ok(());
    };
    let driver = gpu.driver;
    assert!(
        driver.is_available("cuLaunchKernelEx"),
        "missing: {:?}",
        driver.missing_functions()
    );
    assert!(driver.is_available("cuMemAlloc"));
    assert!(
        !driver.is_available("cuNoSuchFunction"),
        "a name this crate does not list"
    );
    for name in driver.missing_functions() {
        assert!(
            !driver.is_available(name),
            "{name} is listed as missing but probes as available"
        );
    }
    eprintln!(
        "driver {} ({}): {} listed functions missing: {:?}",
        driver.version(),
        driver.path(),
        driver.missing_functions().len(),
        driver.missing_functions()
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------------
// Several GPUs
// ---------------------------------------------------------------------------------------------------

/// `CUDA_DRIVER_REQUIRE_PEERS=1` makes the multi-GPU tests fail, rather than skip, with fewer than two
/// devices.
const REQUIRE_PEERS_VAR: &str = "CUDA_DRIVER_REQUIRE_PEERS";

/// Devices 0 and 1 with their primary contexts, or `None` after printing why the test is skipped.
fn two_gpus(test: &str) -> Result<Option<[(Device, Context); 2]>, Failure> {
    let Some(gpu) = gpu(test) else {
        return Ok(None);
    };
    let count = Device::count(gpu.driver)?;
    if count < 2 {
        let why = format!("{test}: needs two devices, this machine has {count}");
        if std::env::var_os(REQUIRE_PEERS_VAR).is_some_and(|v| v == "1") {
            return Err(Failure(format!("{why} and {REQUIRE_PEERS_VAR}=1")));
        }
        skip(why);
        return Ok(None);
    }
    let d0 = Device::get(gpu.driver, 0)?;
    let d1 = Device::get(gpu.driver, 1)?;
    Ok(Some([
        (d0, d0.primary_context()?),
        (d1, d1.primary_context()?),
    ]))
}

/// GB/s for `bytes` moved in `seconds`.
fn gb_per_s(bytes: usize, seconds: f64) -> f64 {
    bytes as f64 / seconds / 1e9
}

#[test]
fn peer_copies_between_two_devices() -> TestResult {
    const TEST: &str = "peer_copies_between_two_devices";
    let Some([(d0, c0), (d1, c1)]) = two_gpus(TEST)? else {
        return Ok(());
    };
    let s0 = Stream::new(&c0, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let s1 = Stream::new(&c1, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let peer = d0.can_access_peer(&d1)? && d1.can_access_peer(&d0)?;
    if peer {
        c0.enable_peer_access(&c1)?;
        c1.enable_peer_access(&c0)?;
        // Idempotent.
        c0.enable_peer_access(&c1)?;
    } else {
        let err = c0
            .enable_peer_access(&c1)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("cannot access"), "{err}");
    }
    eprintln!("{TEST}: peer access between devices 0 and 1: {peer}");

    // Linear: random data device 0 -> device 1 -> host, every element checked.
    let n = 64 << 20; // 256 MiB of u32
    let mut rng = XorShift(0x0dd_ba11_cafe_f00d);
    let data: Vec<u32> = (0..n).map(|_| rng.next_u32()).collect();
    let src = DeviceBuffer::from_slice(&s0, &data)?;
    let mut dst = DeviceBuffer::<u32>::zeroed(&s1, n)?;
    s1.synchronize()?;
    let start = std::time::Instant::now();
    dst.copy_from_device(&src, &s1)?;
    s1.synchronize()?;
    let peer_s = start.elapsed().as_secs_f64();
    let got = dst.to_vec()?;
    if let Some(i) = (0..n).find(|&i| got[i] != data[i]) {
        return Err(Failure(format!(
            "element {i} is {:#x} after the peer copy, expected {:#x}",
            got[i], data[i]
        )));
    }

    // The same bytes staged through pinned host memory.
    let mut staging = cuda_driver::PinnedBuffer::<u32>::zeroed(&c0, n)?;
    let start = std::time::Instant::now();
    src.copy_to_host(&mut staging)?;
    dst.copy_from_host(&staging)?;
    let staged_s = start.elapsed().as_secs_f64();
    let bytes = n * size_of::<u32>();
    eprintln!(
        "{TEST}: 256 MiB device 0 -> device 1: peer {:.1} GB/s, host-staged {:.1} GB/s",
        gb_per_s(bytes, peer_s),
        gb_per_s(bytes, staged_s)
    );

    // Pitched 3-D sub-box, device 0 -> device 1, through CUDA_MEMCPY3D_PEER.
    const E: usize = size_of::<u32>();
    let value = |x: usize, y: usize, z: usize| ((z << 20) | (y << 10) | x) as u32;
    let (src_w, src_pitch, src_h, src_d) = (37, 64, 19, 11);
    let mut volume = vec![u32::MAX; src_pitch * src_h * src_d];
    for z in 0..src_d {
        for y in 0..src_h {
            for x in 0..src_w {
                volume[(z * src_h + y) * src_pitch + x] = value(x, y, z);
            }
        }
    }
    let vsrc = DeviceBuffer::from_slice(&s0, &volume)?;
    let (sx, sy, sz, w, h, d) = (5, 3, 2, 20, 9, 6);
    let (dst_pitch, dst_h, dst_d, dx, dy, dz) = (32, 12, 8, 4, 1, 1);
    let vdst = DeviceBuffer::<u32>::zeroed(&s1, dst_pitch * dst_h * dst_d)?;
    s1.synchronize()?;
    let copy = sys::CUDA_MEMCPY3D_PEER::new()
        .with_src_x_in_bytes(sx * E)
        .with_src_y(sy)
        .with_src_z(sz)
        .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_src_device(vsrc.raw(&s1)?)
        .with_src_context(vsrc.context().raw())
        .with_src_pitch(src_pitch * E)
        .with_src_height(src_h)
        .with_dst_x_in_bytes(dx * E)
        .with_dst_y(dy)
        .with_dst_z(dz)
        .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
        .with_dst_device(vdst.raw(&s1)?)
        .with_dst_context(vdst.context().raw())
        .with_dst_pitch(dst_pitch * E)
        .with_dst_height(dst_h)
        .with_width_in_bytes(w * E)
        .with_height(h)
        .with_depth(d);
    // SAFETY: both boxes lie inside their buffers (sizes above), each in the context named beside it.
    s1.synchronize()?;
    // SAFETY: both boxes lie inside their buffers (sizes above), each in the context named beside it, and
    // the stream that last used them is idle.
    unsafe { cuda_driver::copy_3d_peer(&c1, &copy) }?;
    let out = vdst.to_vec()?;
    for z in 0..dst_d {
        for y in 0..dst_h {
            for x in 0..dst_pitch {
                let inside = (dx..dx + w).contains(&x)
                    && (dy..dy + h).contains(&y)
                    && (dz..dz + d).contains(&z);
                let expected = if inside {
                    value(x - dx + sx, y - dy + sy, z - dz + sz)
                } else {
                    0
                };
                let got = out[(z * dst_h + y) * dst_pitch + x];
                if got != expected {
                    return Err(Failure(format!(
                        "3-D peer copy: ({x}, {y}, {z}) is {got:#x}, expected {expected:#x}"
                    )));
                }
            }
        }
    }
    if peer {
        c0.disable_peer_access(&c1)?;
        c1.disable_peer_access(&c0)?;
    }
    Ok(())
}

#[test]
fn every_listed_function_resolves_in_both_stream_modes() -> TestResult {
    let Some(gpu) = gpu("every_listed_function_resolves_in_both_stream_modes") else {
        return Ok(());
    };
    // The H200's driver (CUDA 13.0) is newer than every ABI version this crate declares.
    assert_eq!(gpu.driver.missing_functions(), &[] as &[&str]);
    let ptds = Driver::load_per_thread_default_stream()?;
    assert!(ptds.per_thread_default_stream());
    assert_eq!(ptds.missing_functions(), &[] as &[&str]);
    assert_eq!(
        cuda_driver::functions().count(),
        cuda_driver::functions()
            .filter(|f| ptds.is_available(f.name))
            .count()
    );
    // The per-thread variants are other entry points for the stream-taking functions.
    let legacy = gpu.driver.table().stream.cuStreamQuery.map(|f| f as usize);
    let per_thread = ptds.table().stream.cuStreamQuery.map(|f| f as usize);
    assert!(legacy.is_some() && per_thread.is_some());
    assert_ne!(
        legacy, per_thread,
        "cuStreamQuery_ptsz should differ from cuStreamQuery"
    );
    // And they work: a query of the (per-thread) null stream.
    // SAFETY: the null stream is always valid in the current context.
    unsafe { ptds.cuStreamQuery(sys::CUstream::null()) }?;
    Ok(())
}
