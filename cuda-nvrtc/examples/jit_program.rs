//! SAXPY compiled at run time: CUDA C++ text → NVRTC → a CUBIN for this GPU → loaded and launched →
//! every element checked. A port of NVIDIA cuda-python's `jit_program.py` to cuda-nvrtc and cuda-driver.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example jit_program
//! ```
//!
//! Without a GPU it says why and exits with 0; without NVRTC, or on a wrong result, it exits with 1.

mod common;

use std::ffi::c_void;
use std::process::ExitCode;

use cuda_driver::sys::CUstream_flags;
use cuda_driver::{DeviceBuffer, LaunchConfig, Stream};
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
    let (driver, device, _ctx) = match common::gpu() {
        Ok(gpu) => gpu,
        Err(why) => {
            println!("jit_program: skipped: no GPU to run on: {why}");
            return ExitCode::SUCCESS;
        }
    };
    match run(driver, device) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("jit_program: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(
    driver: &'static cuda_driver::Driver,
    device: cuda_driver::Device,
) -> Result<(), Box<dyn std::error::Error>> {
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
    let cubin = program.cubin()?;
    // SAFETY: a CUBIN NVRTC just produced for this device.
    let module = unsafe { common::CubinModule::load(driver, &cubin) }?;
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
    let dx = DeviceBuffer::from_slice(driver, &x)?;
    let dy = DeviceBuffer::from_slice(driver, &y)?;
    let dout = DeviceBuffer::<f32>::zeroed(driver, n)?;
    let stream = Stream::new(driver, CUstream_flags::CU_STREAM_DEFAULT)?;

    let (mut a_arg, mut x_arg, mut y_arg, mut out_arg, mut n_arg) =
        (a, dx.device_ptr(), dy.device_ptr(), dout.device_ptr(), n);
    let mut params: [*mut c_void; 5] = [
        (&raw mut a_arg).cast(),
        (&raw mut x_arg).cast(),
        (&raw mut y_arg).cast(),
        (&raw mut out_arg).cast(),
        (&raw mut n_arg).cast(),
    ];
    let config = LaunchConfig {
        grid: (BLOCKS, 1, 1),
        block: (THREADS, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: `saxpy(float, const float *, const float *, float *, size_t)`, one pointer per argument;
    // the buffers hold `n` floats and outlive the synchronised stream.
    unsafe {
        driver.cuLaunchKernel(
            saxpy,
            config.grid.0,
            config.grid.1,
            config.grid.2,
            config.block.0,
            config.block.1,
            config.block.2,
            0,
            stream.raw(),
            params.as_mut_ptr(),
            std::ptr::null_mut(),
        )
    }?;
    stream.synchronize()?;

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
