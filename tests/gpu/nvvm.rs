//! NVVM IR compiled to PTX by libNVVM on the GPU's machine, loaded, launched, checked: the vector add
//! of `tests/kernels/vector_add.ll` (in the dialect libNVVM reads for this GPU's architecture), and a
//! kernel whose helper comes from a lazily added bitcode module.
//!
//! libNVVM is found as `Nvvm::load` finds it (`CUDA_NVVM_LIBRARY`, the toolkit's `nvvm/lib64`, the
//! `nvidia-nvvm` wheel). Without it the tests skip, saying why; with `CUDA_DRIVER_REQUIRE_GPU=1` that is a
//! failure too.

use cuda_driver::{DeviceBuffer, LaunchConfig, Module};
use cuda_nvvm::{Arch, Nvvm, Options, Program};

use super::{gpu, require_gpu, Failure, Gpu, TestResult};

/// The vector add in LLVM 7.0's dialect (every architecture) and with opaque pointers (`compute_100`
/// and later).
const VECTOR_ADD: &str = include_str!("../kernels/vector_add.ll");
const VECTOR_ADD_OPAQUE: &str = include_str!("../kernels/vector_add_opaque.ll");
/// `apply_twice(int *p)` calls `twice`, defined in the bitcode module.
const APPLY_TWICE: &str = include_str!("../kernels/apply_twice.ll");
const TWICE_BC: &[u8] = include_bytes!("../kernels/twice.bc");

/// The GPU and libNVVM for `test`, or `None` after the skip line.
fn gpu_and_nvvm(test: &str) -> Option<(Gpu, &'static Nvvm)> {
    let gpu = gpu(test)?;
    match Nvvm::load() {
        Ok(nvvm) => Some((gpu, nvvm)),
        Err(e) if require_gpu() => {
            panic!("{test}: CUDA_DRIVER_REQUIRE_GPU=1 but libNVVM is missing: {e}")
        }
        Err(e) => {
            super::harness::not_run(format_args!("{test}: {e}"));
            None
        }
    }
}

/// The device's virtual architecture as libNVVM numbers it (`90` for `compute_90`).
fn arch_number(gpu: &Gpu) -> Result<u32, Failure> {
    let (major, minor) = gpu.device.compute_capability()?;
    Ok((major * 10 + minor) as u32)
}

fn nvvm_vector_add_compiled_to_ptx_and_launched() -> TestResult {
    const TEST: &str = "nvvm_vector_add_compiled_to_ptx_and_launched";
    let Some((gpu, nvvm)) = gpu_and_nvvm(TEST) else {
        return Ok(());
    };
    let arch = arch_number(&gpu)?;
    let ir = if arch >= 100 { VECTOR_ADD_OPAQUE } else { VECTOR_ADD };
    let options = Options::new().arch(Arch::Compute(arch));
    let mut program = Program::new(nvvm)?;
    program.add_module(ir.as_bytes(), "vector_add.ll")?;
    program.verify(&options)?;
    let ptx = program.compile(&options)?;
    assert!(ptx.contains(".visible .entry vector_add("), "{ptx}");
    eprintln!(
        "{TEST}: libNVVM {:?} ({}), compute_{arch}: {} bytes of PTX",
        nvvm.version(),
        nvvm.path(),
        ptx.len()
    );
    let module = Module::from_ptx(&gpu.ctx, &ptx)?;
    let n: u32 = 100_003; // not a multiple of the block
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 0.5 - (i % 7) as f32).collect();
    let da = DeviceBuffer::from_slice(&gpu.stream, &a)?;
    let db = DeviceBuffer::from_slice(&gpu.stream, &b)?;
    // Filled with a value the kernel never writes, so an element it skipped shows.
    let mut dc = DeviceBuffer::from_slice(&gpu.stream, &vec![-1.0e30f32; n as usize])?;
    let add = module.function("vector_add")?;
    // SAFETY: `vector_add(float *a, float *b, float *c, i32 n)` reads a[i], b[i] and writes c[i] for
    // each i < n, one thread each; the three buffers hold n floats.
    unsafe {
        add.launch(
            LaunchConfig::for_elements(n, 256),
            &gpu.stream,
            (&da, &db, &mut dc, n as i32),
        )
    }?;
    let c = dc.to_vec()?;
    for i in 0..n as usize {
        assert_eq!(c[i], a[i] + b[i], "c[{i}]");
    }
    Ok(())
}

fn nvvm_lazily_added_bitcode_module_linked_and_launched() -> TestResult {
    const TEST: &str = "nvvm_lazily_added_bitcode_module_linked_and_launched";
    let Some((gpu, nvvm)) = gpu_and_nvvm(TEST) else {
        return Ok(());
    };
    let arch = arch_number(&gpu)?;
    let options = Options::new().arch(Arch::Compute(arch));
    let mut program = Program::new(nvvm)?;
    program.add_module(APPLY_TWICE.as_bytes(), "apply_twice.ll")?;
    program.add_lazy_module(TWICE_BC, "twice.bc")?;
    let ptx = program.compile(&options)?;
    // Only what the kernel calls was taken from the lazy module.
    assert!(!ptx.contains("times_seven"), "{ptx}");
    let module = Module::from_ptx(&gpu.ctx, &ptx)?;
    let mut data = DeviceBuffer::from_slice(&gpu.stream, &[21i32])?;
    // SAFETY: `apply_twice(int *p)` reads and writes the one int.
    unsafe {
        module.function("apply_twice")?.launch(
            LaunchConfig {
                grid: (1, 1, 1),
                block: (1, 1, 1),
                shared_mem_bytes: 0,
            },
            &gpu.stream,
            (&mut data,),
        )
    }?;
    assert_eq!(data.to_vec()?, [42]);
    Ok(())
}

tests![
    nvvm_vector_add_compiled_to_ptx_and_launched,
    nvvm_lazily_added_bitcode_module_linked_and_launched,
];
