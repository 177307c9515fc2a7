//! Fat binaries built by nvFatbin on the GPU's machine, loaded with `Module::from_image`, launched,
//! checked: NVRTC's CUBINs for this GPU's architecture and another with PTX beside them (the driver
//! picks the CUBIN), and a CUBIN this GPU cannot run with PTX (the driver compiles the PTX).
//!
//! NVRTC and nvFatbin are found as `Nvrtc::load` and `NvFatbin::load` find them (on the GPU machine:
//! the toolkit's `lib64`). Without either the tests skip, saying why; with `CUDA_DRIVER_REQUIRE_GPU=1`
//! that is a failure too.

use cuda_driver::{DeviceBuffer, LaunchConfig, Module};
use cuda_nvfatbin::{Fatbin, NvFatbin, Options};
use cuda_nvrtc::{Arch, Nvrtc, Program, Source};

use super::{gpu, require_gpu, Failure, Gpu, TestResult};

/// The kernel: one element per thread.
const ADD_ONE: &str = r#"
extern "C" __global__ void add_one(unsigned *p, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1;
}
"#;

/// The GPU, NVRTC and nvFatbin for `test`, or `None` after the skip line.
fn gpu_and_libraries(test: &str) -> Option<(Gpu, &'static Nvrtc, &'static NvFatbin)> {
    let gpu = gpu(test)?;
    let libraries = Nvrtc::load()
        .map_err(|e| e.to_string())
        .and_then(|nvrtc| Ok((nvrtc, NvFatbin::load().map_err(|e| e.to_string())?)));
    match libraries {
        Ok((nvrtc, lib)) => Some((gpu, nvrtc, lib)),
        Err(e) if require_gpu() => {
            panic!("{test}: CUDA_DRIVER_REQUIRE_GPU=1 but a library is missing: {e}")
        }
        Err(e) => {
            super::harness::not_run(format_args!("{test}: {e}"));
            None
        }
    }
}

/// The device's architecture as NVRTC and nvFatbin number it (`90`).
fn arch_number(gpu: &Gpu) -> Result<u32, Failure> {
    let (major, minor) = gpu.device.compute_capability()?;
    Ok((major * 10 + minor) as u32)
}

/// `ADD_ONE` compiled by NVRTC for `arch`: a CUBIN for `sm_*`, PTX for `compute_*`.
fn compiled(nvrtc: &'static Nvrtc, arch: Arch) -> Result<Program, Failure> {
    let mut program = Program::new(nvrtc, &Source::new(ADD_ONE).name("add_one.cu"))?;
    program.compile(&cuda_nvrtc::Options::new().arch(arch))?;
    Ok(program)
}

/// Runs `add_one` from `module` over 100003 elements and checks every one.
fn run_add_one(gpu: &Gpu, module: &Module) -> TestResult {
    let n: u32 = 100_003; // not a multiple of the block
    let input: Vec<u32> = (0..n).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let mut data = DeviceBuffer::from_slice(&gpu.stream, &input)?;
    // SAFETY: `add_one(unsigned *, unsigned)` reads and writes `n` elements, one thread each.
    unsafe {
        module.function("add_one")?.launch(
            LaunchConfig::for_elements(n, 256),
            &gpu.stream,
            (&mut data, n),
        )
    }?;
    let out = data.to_vec()?;
    for (i, (&x, &y)) in input.iter().zip(&out).enumerate() {
        assert_eq!(y, x.wrapping_add(1), "p[{i}]");
    }
    Ok(())
}

fn nvfatbin_cubins_of_two_architectures_and_ptx_loaded_and_launched() -> TestResult {
    const TEST: &str = "nvfatbin_cubins_of_two_architectures_and_ptx_loaded_and_launched";
    let Some((gpu, nvrtc, lib)) = gpu_and_libraries(TEST) else {
        return Ok(());
    };
    let arch = arch_number(&gpu)?;
    let other = if arch == 80 { 90 } else { 80 };
    let here = compiled(nvrtc, Arch::Sm(arch))?.cubin()?;
    let there = compiled(nvrtc, Arch::Sm(other))?.cubin()?;
    let ptx = compiled(nvrtc, Arch::Compute(75))?.ptx()?;
    let mut fatbin = Fatbin::new(lib, &Options::new())?;
    fatbin.add_cubin(&there, &other.to_string(), "add_one_other")?;
    fatbin.add_cubin(&here, &arch.to_string(), "add_one_here")?;
    fatbin.add_ptx(&ptx, "75", "add_one_ptx", "")?;
    let bytes = fatbin.to_bytes()?;
    eprintln!(
        "{TEST}: nvFatbin {:?} ({}): sm_{other} and sm_{arch} CUBINs and compute_75 PTX in {} bytes",
        lib.version(),
        lib.path(),
        bytes.len()
    );
    let module = Module::from_image(&gpu.ctx, &bytes)?;
    run_add_one(&gpu, &module)
}

fn nvfatbin_ptx_beside_a_cubin_this_gpu_cannot_run_is_jit_compiled() -> TestResult {
    const TEST: &str = "nvfatbin_ptx_beside_a_cubin_this_gpu_cannot_run_is_jit_compiled";
    let Some((gpu, nvrtc, lib)) = gpu_and_libraries(TEST) else {
        return Ok(());
    };
    let arch = arch_number(&gpu)?;
    // A CUBIN of an architecture of another major than this GPU's: it cannot run here.
    let foreign = if arch >= 80 { 75 } else { 90 };
    let cubin = compiled(nvrtc, Arch::Sm(foreign))?.cubin()?;
    let ptx = compiled(nvrtc, Arch::Compute(75))?.ptx()?;
    // The foreign CUBIN alone does not load: the driver finds nothing for this GPU.
    let mut alone = Fatbin::new(lib, &Options::new())?;
    alone.add_cubin(&cubin, &foreign.to_string(), "add_one_foreign")?;
    let refused = Module::from_image(&gpu.ctx, &alone.to_bytes()?);
    assert!(refused.is_err(), "sm_{foreign} loaded on sm_{arch}");
    let mut fatbin = Fatbin::new(lib, &Options::new())?;
    fatbin.add_cubin(&cubin, &foreign.to_string(), "add_one_foreign")?;
    fatbin.add_ptx(&ptx, "75", "add_one_ptx", "")?;
    let module = Module::from_image(&gpu.ctx, &fatbin.to_bytes()?)?;
    run_add_one(&gpu, &module)
}

tests![
    nvfatbin_cubins_of_two_architectures_and_ptx_loaded_and_launched,
    nvfatbin_ptx_beside_a_cubin_this_gpu_cannot_run_is_jit_compiled,
];
