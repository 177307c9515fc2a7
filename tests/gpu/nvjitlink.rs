//! Device code linked at run time: two units compiled by NVRTC as LTO-IR, one calling a device function
//! of the other, linked by nvJitLink into a CUBIN (and into PTX) for this GPU, loaded, launched, checked.
//!
//! NVRTC and nvJitLink are found as `Nvrtc::load` and `NvJitLink::load` find them (on the GPU machine: the
//! toolkit's `lib64`, which has both). Linking there, rather than carrying a CUBIN linked on the CPU, runs
//! the whole path on the machine whose driver loads the result. Without either library the tests skip,
//! saying why; with `CUDA_DRIVER_REQUIRE_GPU=1` that is a failure too.

use cuda_driver::{DeviceBuffer, LaunchConfig, Module};
use cuda_nvjitlink::{Arch, Linker, NvJitLink, Options};
use cuda_nvrtc::{Nvrtc, Program, Source};

use super::{gpu, require_gpu, Failure, Gpu, TestResult};

/// The unit with the kernel: `twice` is only declared here.
const KERNEL: &str = r#"
extern __device__ int twice(int x);
extern "C" __global__ void apply(int *p, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = twice(p[i]) + 1;
}
"#;

/// The unit that defines `twice`.
const HELPER: &str = "__device__ int twice(int x) { return 2 * x; }\n";

/// The GPU, NVRTC and nvJitLink for `test`, or `None` after the skip line.
fn gpu_and_libraries(test: &str) -> Option<(Gpu, &'static Nvrtc, &'static NvJitLink)> {
    let gpu = gpu(test)?;
    let libraries = Nvrtc::load()
        .map_err(|e| e.to_string())
        .and_then(|nvrtc| Ok((nvrtc, NvJitLink::load().map_err(|e| e.to_string())?)));
    match libraries {
        Ok((nvrtc, jit)) => Some((gpu, nvrtc, jit)),
        Err(e) if require_gpu() => {
            panic!("{test}: CUDA_DRIVER_REQUIRE_GPU=1 but a library is missing: {e}")
        }
        Err(e) => {
            super::harness::not_run(format_args!("{test}: {e}"));
            None
        }
    }
}

/// The device's architecture as NVRTC and nvJitLink number it (`90`).
fn arch_number(gpu: &Gpu) -> Result<u32, Failure> {
    let (major, minor) = gpu.device.compute_capability()?;
    Ok((major * 10 + minor) as u32)
}

/// `source` compiled by NVRTC for `sm_<arch>` as relocatable LTO-IR.
fn lto_ir(nvrtc: &'static Nvrtc, source: &str, name: &str, arch: u32) -> Result<Vec<u8>, Failure> {
    let options = cuda_nvrtc::Options::new()
        .arch(cuda_nvrtc::Arch::Sm(arch))
        .relocatable_device_code()
        .lto();
    let mut program = Program::new(nvrtc, &Source::new(source).name(name))?;
    program.compile(&options)?;
    Ok(program.lto_ir()?)
}

/// Both units linked with `options`; what `read` takes from the linked image.
fn link(
    gpu: &Gpu,
    nvrtc: &'static Nvrtc,
    jit: &'static NvJitLink,
    options: Options,
    read: impl FnOnce(&cuda_nvjitlink::Linked<'_>) -> Result<Vec<u8>, cuda_nvjitlink::Error>,
) -> Result<Vec<u8>, Failure> {
    let arch = arch_number(gpu)?;
    let kernel = lto_ir(nvrtc, KERNEL, "apply.cu", arch)?;
    let helper = lto_ir(nvrtc, HELPER, "twice.cu", arch)?;
    let mut linker = Linker::new(jit, &options)?;
    linker.add_lto_ir(&kernel, "apply.ltoir")?;
    linker.add_lto_ir(&helper, "twice.ltoir")?;
    let linked = linker.complete()?;
    Ok(read(&linked)?)
}

/// Runs `apply(p, n)` from `module` and checks every element: `2 * x + 1`.
fn run_apply(gpu: &Gpu, module: &Module) -> TestResult {
    let n: u32 = 100_003; // not a multiple of the block
    let input: Vec<i32> = (0..n as i32).map(|i| i - 50_000).collect();
    let mut data = DeviceBuffer::from_slice(&gpu.stream, &input)?;
    let apply = module.function("apply")?;
    // SAFETY: `apply(int *, unsigned)` reads and writes `n` ints, one thread each.
    unsafe {
        apply.launch(
            LaunchConfig::for_elements(n, 256),
            &gpu.stream,
            (&mut data, n),
        )
    }?;
    let out = data.to_vec()?;
    for (i, (&x, &y)) in input.iter().zip(&out).enumerate() {
        assert_eq!(y, 2 * x + 1, "p[{i}]");
    }
    Ok(())
}

fn nvjitlink_lto_ir_of_two_units_linked_to_a_cubin_and_launched() -> TestResult {
    const TEST: &str = "nvjitlink_lto_ir_of_two_units_linked_to_a_cubin_and_launched";
    let Some((gpu, nvrtc, jit)) = gpu_and_libraries(TEST) else {
        return Ok(());
    };
    let options = Options::new(Arch::Sm(arch_number(&gpu)?)).lto();
    let cubin = link(&gpu, nvrtc, jit, options, |l| l.cubin())?;
    assert_eq!(&cubin[..4], b"\x7fELF");
    eprintln!(
        "{TEST}: NVRTC {:?} and nvJitLink {:?} ({}): a {} byte CUBIN",
        nvrtc.version(),
        jit.version(),
        jit.path(),
        cubin.len()
    );
    let module = Module::from_image(&gpu.ctx, &cubin)?;
    run_apply(&gpu, &module)
}

fn nvjitlink_lto_ir_of_two_units_linked_to_ptx_and_launched() -> TestResult {
    const TEST: &str = "nvjitlink_lto_ir_of_two_units_linked_to_ptx_and_launched";
    let Some((gpu, nvrtc, jit)) = gpu_and_libraries(TEST) else {
        return Ok(());
    };
    let options = Options::new(Arch::Sm(arch_number(&gpu)?)).lto().ptx();
    let ptx = link(&gpu, nvrtc, jit, options, |l| l.ptx())?;
    // One program after LTO: `twice` inlined into `apply`, nothing left to call.
    let text = String::from_utf8_lossy(&ptx);
    assert!(
        text.contains(".entry apply(") && !text.contains("call"),
        "{text}"
    );
    // JIT-compiled by the driver.
    let module = Module::from_image(&gpu.ctx, &ptx)?;
    run_apply(&gpu, &module)
}

tests![
    nvjitlink_lto_ir_of_two_units_linked_to_a_cubin_and_launched,
    nvjitlink_lto_ir_of_two_units_linked_to_ptx_and_launched,
];
