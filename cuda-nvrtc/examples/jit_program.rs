//! SAXPY compiled at run time: CUDA C++ text → NVRTC → a CUBIN for this GPU → loaded and launched →
//! every element checked. A port of NVIDIA cuda-python's `jit_program.py` to cuda-nvrtc and cuda-driver.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example jit_program
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! without NVRTC, or on a wrong result, it exits with 1.

mod common;

use std::process::ExitCode;

use cuda_driver::{Context, Device, DeviceBuffer, LaunchConfig, Module, Stream};
use cuda_nvrtc::{Arch, Nvrtc, Options, Program, Source};

const SAXPY: &str = r#"
extern "C" __global__ void saxpy(float a, const float *x, const float *y, float *out, size_t n) {
    size_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a * x[i] + y[i];
}
"#;

const BLOCKS: u32 = 32;
const THREADS: u32 = 128;

fn main() -> ExitCode {
    common::main("jit_program", |device, ctx, stream| {
        run(device, ctx, stream).map(|()| true)
    })
}

fn run(device: Device, ctx: &Context, stream: &Stream) -> Result<(), Box<dyn std::error::Error>> {
    let nvrtc = Nvrtc::load()?;
    let (major, minor) = device.compute_capability()?;
    let arch = Arch::Sm((major * 10 + minor) as u32);

    let mut program = Program::new(nvrtc, &Source::new(SAXPY).name("saxpy.cu"))?;
    // No fused multiply-add, so that the GPU rounds `a * x + y` exactly as the check below does.
    program.compile(&Options::new().raw("--fmad=false").arch(arch.clone()))?;
    let log = program.log()?;
    println!(
        "jit_program: NVRTC {:?} ({}) compiled saxpy.cu for {arch:?}{}",
        nvrtc.version(),
        nvrtc.path(),
        if log.trim().is_empty() {
            String::new()
        } else {
            format!(":\n{log}")
        }
    );
    let module = Module::from_image(ctx, &program.cubin()?)?;
    let saxpy = module.function("saxpy")?;

    let n = (BLOCKS * THREADS) as usize;
    let a = 2.0f32;
    // Deterministic inputs in [0, 1).
    let x: Vec<f32> = (0..n)
        .map(|i| ((i * 7919) % 1000) as f32 / 1000.0)
        .collect();
    let y: Vec<f32> = (0..n)
        .map(|i| ((i * 104_729) % 1000) as f32 / 1000.0)
        .collect();
    let dx = DeviceBuffer::from_slice(stream, &x)?;
    let dy = DeviceBuffer::from_slice(stream, &y)?;
    let mut dout = DeviceBuffer::<f32>::zeroed(stream, n)?;
    let config = LaunchConfig {
        grid: (BLOCKS, 1, 1),
        block: (THREADS, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: `saxpy(float, const float *, const float *, float *, size_t)`: it reads `x` and `y` and
    // writes `out`, `n` floats each, one thread per element.
    unsafe { saxpy.launch(config, stream, (a, &dx, &dy, &mut dout, n)) }?;

    let out = dout.to_vec()?;
    for i in 0..n {
        let expected = a * x[i] + y[i];
        if out[i] != expected {
            return Err(format!("out[{i}] = {}, expected {expected}", out[i]).into());
        }
    }
    println!(
        "jit_program: saxpy of {n} floats correct on {}",
        device.name()?
    );
    Ok(())
}
