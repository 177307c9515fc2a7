//! Zero copy: a vector sum whose kernel reads and writes host memory mapped into the device, with no
//! copy on either side. A port of NVIDIA cuda-python's `simple_zero_copy.py` to cuda-nvrtc and
//! cuda-driver: the kernel is compiled at run time by NVRTC; the host memory is pinned and mapped
//! ([`MappedBuffer`], `cuMemHostAlloc`), or with `use_generic_memory` ordinary `Vec`s registered for the
//! length of the launch ([`HostRegistration`], `cuMemHostRegister`).
//!
//! ```text
//! cargo run -p cuda-nvrtc --example simple_zero_copy [-- device=N] [-- use_generic_memory]
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! without NVRTC, or on a wrong result, it exits with 1.

mod common;

use std::process::ExitCode;

use cuda_driver::sys::{CUctx_flags, CUdevice_attribute};
use cuda_driver::{
    Context, Device, HostAllocFlags, HostRegisterFlags, HostRegistration, LaunchConfig,
    MappedBuffer, Module, Stream,
};
use cuda_nvrtc::{Arch, Nvrtc, Options, Program, Source};

const VECTOR_ADD: &str = r#"
extern "C" __global__ void vectorAddGPU(float *a, float *b, float *c, int N) {
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx < N) c[idx] = a[idx] + b[idx];
}
"#;

const NELEM: usize = 1_048_576;
const THREADS: u32 = 256;

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

fn main() -> ExitCode {
    if !cfg!(target_arch = "x86_64") {
        // The original declines ARMv7, aarch64 and sbsa machines (and macOS, which has no CUDA).
        println!("simple_zero_copy: skipped: not supported on this architecture");
        return ExitCode::SUCCESS;
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a.trim_start_matches('-') == "help") {
        eprintln!("Usage: simple_zero_copy [device=N] [use_generic_memory]");
        return ExitCode::FAILURE;
    }
    let generic = args
        .iter()
        .any(|a| a.trim_start_matches('-') == "use_generic_memory");
    let ordinal = args
        .iter()
        .find_map(|a| a.trim_start_matches('-').strip_prefix("device="))
        .and_then(|n| n.parse::<usize>().ok());
    let (device, ctx, stream) = match open(ordinal) {
        Ok(Some(gpu)) => gpu,
        Ok(None) => return ExitCode::SUCCESS,
        Err(e) if e.is_no_gpu() => return common::no_gpu("simple_zero_copy", &e),
        Err(e) => {
            eprintln!("simple_zero_copy: {e}");
            return ExitCode::FAILURE;
        }
    };
    match run(device, &ctx, &stream, generic) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("simple_zero_copy: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The chosen device (0 when the ordinal is missing or past the last device), its primary context
/// created with the map-host flag (the driver form of `cudaSetDeviceFlags(cudaDeviceMapHost)`) and
/// the legacy stream the original launches on; `None` when the device cannot map host memory.
fn open(
    ordinal: Option<usize>,
) -> std::result::Result<Option<(Device, Context, Stream)>, cuda_driver::Error> {
    let open = || -> std::result::Result<_, cuda_driver::Error> {
        let driver = cuda_driver::init()?;
        let count = Device::count(driver)?;
        let ordinal = match ordinal {
            Some(n) if n < count => n,
            Some(n) => {
                println!("Device number {n} is invalid, will use default CUDA device 0.");
                0
            }
            None => 0,
        };
        let device = Device::get(driver, ordinal)?;
        if device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY)? == 0 {
            println!("simple_zero_copy: skipped: device {ordinal} cannot map host memory");
            return Ok(None);
        }
        let (flags, _) = device.primary_context_state()?;
        device.set_primary_context_flags(flags | CUctx_flags::CU_CTX_MAP_HOST)?;
        let ctx = Context::primary(device)?;
        let stream = Stream::legacy(&ctx)?;
        Ok(Some((device, ctx, stream)))
    };
    open()
}

fn run(device: Device, ctx: &Context, stream: &Stream, generic: bool) -> Result<()> {
    let nvrtc = Nvrtc::load()?;
    let (major, minor) = device.compute_capability()?;
    let mut program = Program::new(nvrtc, &Source::new(VECTOR_ADD).name("simple_zero_copy.cu"))?;
    program.compile(&Options::new().arch(Arch::Compute((major * 10 + minor) as u32)))?;
    let module = Module::from_image(ctx, &program.ptx()?)?;
    let kernel = module.function("vectorAddGPU")?;

    let mut rng = common::XorShift(0x2545_f491_4f6c_dd1d);
    let a = rng.units(NELEM);
    let b = rng.units(NELEM);

    let config = LaunchConfig::for_elements(NELEM as u32, THREADS);
    let c = if generic {
        println!("> Using Generic System Paged Memory (malloc)");
        let (mut ha, mut hb, mut hc) = (a.clone(), b.clone(), vec![0f32; NELEM]);
        let none = HostRegisterFlags::empty();
        // Each registration ends (after the kernel, which it waits for) when its closure returns.
        HostRegistration::scope(stream, &mut ha, none, |da| {
            HostRegistration::scope(stream, &mut hb, none, |db| {
                HostRegistration::scope(stream, &mut hc, none, |dc| {
                    announce();
                    // SAFETY: `vectorAddGPU(float *, float *, float *, int)`: it reads NELEM floats of
                    // `a` and `b` (shared borrows) and writes NELEM of `c` (`&mut`); each holds NELEM.
                    unsafe { kernel.launch(config, stream, (&*da, &*db, &mut *dc, NELEM as i32)) }
                })
            })
        })????;
        hc
    } else {
        println!("> Using CUDA Host Allocated (cudaHostAlloc)");
        let flags = HostAllocFlags::empty();
        let mut da = MappedBuffer::<f32>::zeroed(stream, NELEM, flags)?;
        let mut db = MappedBuffer::<f32>::zeroed(stream, NELEM, flags)?;
        let mut dc = MappedBuffer::<f32>::zeroed(stream, NELEM, flags)?;
        da.as_mut_slice()?.copy_from_slice(&a);
        db.as_mut_slice()?.copy_from_slice(&b);
        announce();
        // SAFETY: as above.
        unsafe { kernel.launch(config, stream, (&da, &db, &mut dc, NELEM as i32)) }?;
        // Waits for the kernel, which wrote the host memory directly.
        dc.as_slice()?.to_vec()
    };

    println!("> Checking the results from vectorAddGPU() ...");
    let (mut error, mut reference) = (0f64, 0f64);
    for n in 0..NELEM {
        let want = f64::from(a[n]) + f64::from(b[n]);
        let diff = f64::from(c[n]) - want;
        error += diff * diff;
        reference += want * want;
    }
    let relative = error.sqrt() / reference.sqrt();
    println!("Releasing CPU memory...");
    if relative >= 1.0e-7 {
        return Err(format!("FAILED: relative error {relative:e}").into());
    }
    let memory = if generic { "registered" } else { "mapped" };
    println!(
        "simple_zero_copy: {NELEM} sums correct in {memory} host memory (relative error {relative:e})"
    );
    Ok(())
}

fn announce() {
    println!("> vectorAddGPU kernel will add vectors using mapped CPU memory...");
}
