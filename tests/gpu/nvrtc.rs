//! Kernels compiled by NVRTC from CUDA C++ at run time, loaded as CUBIN and as PTX, launched, checked.
//!
//! NVRTC is found as `cuda_nvrtc::Nvrtc::load` finds it (on the GPU machine: the toolkit's `lib64`). Without
//! it the tests skip, saying why; with `CUDA_DRIVER_REQUIRE_GPU=1` that is a failure too, since the GPU run
//! is where NVRTC's kernels are shown correct.

use cuda_driver::{DeviceBuffer, LaunchConfig, Module};
use cuda_nvrtc::{Arch, Nvrtc, Options, Program, Source};

use super::{driver_code, gpu, require_gpu, skip, Failure, Gpu, TestResult};

/// A template: the name expression `affine<int>` instantiates it, and its lowered name finds it in the
/// module.
const AFFINE: &str = r#"
template <typename T>
__global__ void affine(T *out, const T *in, T a, T b, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a * in[i] + b;
}
"#;

/// The GPU and NVRTC for `test`, or `None` after the skip line.
pub(super) fn gpu_and_nvrtc(test: &str) -> Option<(Gpu, &'static Nvrtc)> {
    let gpu = gpu(test)?;
    match Nvrtc::load() {
        Ok(nvrtc) => Some((gpu, nvrtc)),
        Err(e) if require_gpu() => {
            panic!("{test}: CUDA_DRIVER_REQUIRE_GPU=1 but NVRTC is missing: {e}")
        }
        Err(e) => {
            super::harness::not_run(format_args!("{test}: {e}"));
            None
        }
    }
}

/// `affine<int>` compiled by NVRTC for `arch`: its lowered name and the program.
fn compile_affine(nvrtc: &'static Nvrtc, arch: Arch) -> Result<(String, Program), Failure> {
    let mut program = Program::new(nvrtc, &Source::new(AFFINE).name("affine.cu"))?;
    program.add_name_expression("affine<int>")?;
    program.compile(&Options::new().arch(arch))?;
    Ok((program.lowered_name("affine<int>")?, program))
}

/// The device's compute capability as NVRTC numbers it (`90`).
pub(super) fn arch_number(gpu: &Gpu) -> Result<u32, Failure> {
    let (major, minor) = gpu.device.compute_capability()?;
    Ok((major * 10 + minor) as u32)
}

/// Runs `affine<int>(out, in, 3, -7, n)` from `module` and checks every element.
fn run_affine(gpu: &Gpu, module: &Module, entry: &str) -> TestResult {
    let n: u32 = 100_003; // not a multiple of the block
    let input: Vec<i32> = (0..n as i32).map(|i| i - 50_000).collect();
    let din = DeviceBuffer::from_slice(&gpu.stream, &input)?;
    let mut dout = DeviceBuffer::<i32>::zeroed(&gpu.stream, input.len())?;
    let affine = module.function(entry)?;
    // SAFETY: `affine<int>(int *, const int *, int, int, unsigned)`: it writes `out` and reads `in`, `n`
    // ints each, one thread per element.
    unsafe {
        affine.launch(
            LaunchConfig::for_elements(n, 256),
            &gpu.stream,
            (&mut dout, &din, 3i32, -7i32, n),
        )
    }?;
    let out = dout.to_vec()?;
    for (i, (&x, &y)) in input.iter().zip(&out).enumerate() {
        assert_eq!(y, 3 * x - 7, "out[{i}]");
    }
    Ok(())
}

fn nvrtc_template_kernel_as_ptx() -> TestResult {
    let Some((gpu, nvrtc)) = gpu_and_nvrtc("nvrtc_template_kernel_as_ptx") else {
        return Ok(());
    };
    let (entry, program) = compile_affine(nvrtc, Arch::Compute(arch_number(&gpu)?))?;
    let ptx = program.ptx()?;
    assert!(ptx.starts_with(b"//"), "PTX text");
    // JIT-compiled by the driver.
    let module = Module::from_image(&gpu.ctx, &ptx)?;
    run_affine(&gpu, &module, &entry)
}

fn nvrtc_template_kernel_as_cubin() -> TestResult {
    let Some((gpu, nvrtc)) = gpu_and_nvrtc("nvrtc_template_kernel_as_cubin") else {
        return Ok(());
    };
    let (entry, program) = compile_affine(nvrtc, Arch::Sm(arch_number(&gpu)?))?;
    let cubin = program.cubin()?;
    assert_eq!(&cubin[..4], b"\x7fELF");
    let module = Module::from_image(&gpu.ctx, &cubin)?;
    run_affine(&gpu, &module, &entry)
}

fn nvrtc_a_cubin_for_another_gpu_is_refused() -> TestResult {
    let Some((gpu, nvrtc)) = gpu_and_nvrtc("nvrtc_a_cubin_for_another_gpu_is_refused") else {
        return Ok(());
    };
    // A CUBIN runs only on its own major architecture: one for another major must be refused, as a value.
    let arch = arch_number(&gpu)?;
    let archs = nvrtc.supported_archs()?;
    let Some(&other) = archs.iter().find(|&&a| a / 10 != arch as i32 / 10) else {
        skip(format_args!(
            "nvrtc_a_cubin_for_another_gpu_is_refused: NVRTC compiles only for sm_{arch}'s major: {archs:?}"
        ));
        return Ok(());
    };
    let (_, program) = compile_affine(nvrtc, Arch::Sm(other as u32))?;
    let err = Module::from_image(&gpu.ctx, &program.cubin()?)
        .map(drop)
        .unwrap_err();
    let code = driver_code(&err).and_then(|c| c.name());
    assert!(
        matches!(
            code,
            Some("CUDA_ERROR_NO_BINARY_FOR_GPU" | "CUDA_ERROR_INVALID_IMAGE")
        ),
        "sm_{other} on sm_{arch}: {err}"
    );
    Ok(())
}

fn nvrtc_a_truncated_cubin_is_refused_before_the_driver_reads_past_it() -> TestResult {
    let Some((gpu, nvrtc)) =
        gpu_and_nvrtc("nvrtc_a_truncated_cubin_is_refused_before_the_driver_reads_past_it")
    else {
        return Ok(());
    };
    // `cuModuleLoadDataEx` takes no length: given the first half of a real CUBIN, the driver would read
    // the section table its header names from beyond the copy `from_image` made. The loader must refuse
    // it itself, as an argument error, not a driver code.
    let (_, program) = compile_affine(nvrtc, Arch::Sm(arch_number(&gpu)?))?;
    let cubin = program.cubin()?;
    for cut in [4, 63, cubin.len() / 2, cubin.len() - 1] {
        let err = Module::from_image(&gpu.ctx, &cubin[..cut])
            .map(drop)
            .unwrap_err();
        assert!(
            matches!(err, cuda_driver::Error::InvalidArgument(_)),
            "{cut} of {} bytes: {err}",
            cubin.len()
        );
    }
    // Text that starts with the ELF magic is valid UTF-8, so `from_ptx` must refuse it too.
    let err = Module::from_ptx(&gpu.ctx, "\x7fELF").map(drop).unwrap_err();
    assert!(
        matches!(err, cuda_driver::Error::InvalidArgument(_)),
        "{err}"
    );
    // The whole CUBIN still loads.
    Module::from_image(&gpu.ctx, &cubin)?;
    Ok(())
}

tests![
    nvrtc_template_kernel_as_ptx,
    nvrtc_template_kernel_as_cubin,
    nvrtc_a_cubin_for_another_gpu_is_refused,
    nvrtc_a_truncated_cubin_is_refused_before_the_driver_reads_past_it,
];
