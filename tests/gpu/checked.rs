//! The checked launch on a real driver (CUDA 12.4 or newer reports a kernel's parameters): a struct
//! passed by value is checked and computes; a 128-byte `__grid_constant__` parameter, the size of a
//! `CUtensorMap`, is reported as 128 bytes, takes a `sys::CUtensorMap` and refuses a smaller value;
//! a wrong count or size is refused by every launch call, naming the count or the parameter, and the
//! buffers it named stay usable.

use cuda::cuda_struct;
use cuda_driver::sys::CUtensorMap;
use cuda_driver::{DeviceBuffer, Error, Function, LaunchConfig, Module, ParamInfo};
use cuda_nvrtc::{Arch, Options, Program, Source};

use super::nvrtc::{arch_number, gpu_and_nvrtc};
use super::{gpu, skip, Failure, Gpu, TestResult, BLOCK, VECTOR_ADD};

/// The kernels, in CUDA C: a struct by value, and a 128-byte grid constant (declared here, not taken
/// from `<cuda.h>`, which NVRTC does not ship), whose 16 words the kernel copies out.
const KERNELS: &str = r#"
struct Affine { float scale, shift, clamp; int n; };

extern "C" __global__ void affine_clamp(Affine p, float *data) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n) data[i] = fminf(data[i] * p.scale + p.shift, p.clamp);
}

struct alignas(64) Map { unsigned long long w[16]; };

extern "C" __global__ void read_map(const __grid_constant__ Map m, unsigned long long *out) {
    unsigned i = threadIdx.x;
    if (i < 16) out[i] = m.w[i];
}
"#;

/// `affine_clamp`'s first parameter: three floats and an int, 16 bytes.
#[cuda_struct(crate = "::cuda", size = 16, align = 4)]
pub struct Affine {
    /// Multiplies each element.
    pub scale: f32,
    /// Added after the product.
    pub shift: f32,
    /// The largest result.
    pub clamp: f32,
    /// How many elements change.
    pub n: i32,
}

/// The message of an `InvalidArgument`, or a failure naming what came instead.
fn refusal(result: Result<(), Error>) -> Result<String, Failure> {
    match result {
        Err(Error::InvalidArgument(m)) => Ok(m),
        Err(e) => Err(Failure(format!(
            "expected a refused argument list, got: {e}"
        ))),
        Ok(()) => Err(Failure(
            "expected a refused argument list, it launched".into(),
        )),
    }
}

/// `false`, with a skip line, where the driver is older than 12.4 (no parameter queries): `f` must then
/// be unchecked.
fn driver_checks(gpu: &Gpu, test: &str, f: &Function<'_>) -> Result<bool, Failure> {
    if gpu.driver.version() >= 12040 {
        assert!(
            f.is_checked(),
            "driver {} reports parameters",
            gpu.driver.version()
        );
        return Ok(true);
    }
    assert!(!f.is_checked() && f.params()?.is_none());
    skip(format_args!(
        "{test}: driver {} is older than 12.4 and reports no parameters",
        gpu.driver.version()
    ));
    Ok(false)
}

/// The kernels compiled by NVRTC for the GPU and loaded.
fn load(gpu: &Gpu, nvrtc: &'static cuda_nvrtc::Nvrtc) -> Result<Module, Failure> {
    let mut program = Program::new(nvrtc, &Source::new(KERNELS).name("checked.cu"))?;
    program.compile(&Options::new().arch(Arch::Sm(arch_number(gpu)?)))?;
    Ok(Module::from_image(&gpu.ctx, &program.cubin()?)?)
}

fn a_struct_by_value_is_checked_and_computes() -> TestResult {
    const TEST: &str = "a_struct_by_value_is_checked_and_computes";
    let Some((gpu, nvrtc)) = gpu_and_nvrtc(TEST) else {
        return Ok(());
    };
    let module = load(&gpu, nvrtc)?;
    let f = module.function("affine_clamp")?;
    if !driver_checks(&gpu, TEST, &f)? {
        return Ok(());
    }
    assert_eq!(
        f.params()?,
        Some(vec![
            ParamInfo {
                offset: 0,
                size: 16
            },
            ParamInfo {
                offset: 16,
                size: 8
            },
        ])
    );
    // Whole numbers below 2^20: x * 2 + 0.5 is exact, fused or not.
    let n = 10_007u32;
    let input: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let mut data = DeviceBuffer::from_slice(&gpu.stream, &input)?;
    let p = Affine::new()
        .with_scale(2.0)
        .with_shift(0.5)
        .with_clamp(9_000.0)
        .with_n(9_999);
    // A struct of another size is refused, before the kernel could read past it.
    // SAFETY: refused before the launch (8 bytes for the 16-byte struct).
    let m = refusal(unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            &gpu.stream,
            ([2.0f32, 0.5], &mut data),
        )
    })?;
    assert!(
        m.starts_with("launch: parameter 0 of the kernel is 16 bytes, but argument 0 is 8 bytes"),
        "{m}"
    );
    // SAFETY: `affine_clamp(Affine, float *)`: the struct by value and `n` floats, which the kernel
    // changes below `p.n`.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            &gpu.stream,
            (p, &mut data),
        )
    }?;
    let out = data.to_vec()?;
    for (i, (&x, &y)) in input.iter().zip(&out).enumerate() {
        let want = if i < 9_999 {
            (x * 2.0 + 0.5).min(9_000.0)
        } else {
            x
        };
        assert_eq!(y.to_bits(), want.to_bits(), "data[{i}] = {y}, want {want}");
    }
    Ok(())
}

fn a_grid_constant_of_a_tensor_maps_size_is_checked() -> TestResult {
    const TEST: &str = "a_grid_constant_of_a_tensor_maps_size_is_checked";
    let Some((gpu, nvrtc)) = gpu_and_nvrtc(TEST) else {
        return Ok(());
    };
    assert_eq!(size_of::<CUtensorMap>(), 128);
    let module = load(&gpu, nvrtc)?;
    let f = module.function("read_map")?;
    if !driver_checks(&gpu, TEST, &f)? {
        return Ok(());
    }
    let params = f.params()?.ok_or("no parameter list from a 12.4+ driver")?;
    let sizes: Vec<usize> = params.iter().map(|p| p.size).collect();
    assert_eq!(sizes, [128, 8], "{params:?}");
    assert!(params[1].offset >= 128, "{params:?}");
    let words: [u64; 16] = std::array::from_fn(|i| 0x0123_4567_89ab_cdef ^ ((i as u64) << 56));
    let map = CUtensorMap::new().with_opaque(words);
    let mut out = DeviceBuffer::<u64>::zeroed(&gpu.stream, 16)?;
    let config = LaunchConfig {
        grid: (1, 1, 1),
        block: (16, 1, 1),
        shared_mem_bytes: 0,
    };
    // Half a map is refused, naming the parameter.
    // SAFETY: refused before the launch (64 bytes for the 128-byte parameter).
    let m = refusal(unsafe { f.launch(config, &gpu.stream, ([0u64; 8], &mut out)) })?;
    assert!(
        m.starts_with("launch: parameter 0 of the kernel is 128 bytes, but argument 0 is 64 bytes"),
        "{m}"
    );
    // A tensor map passes as a 128-byte value; the kernel sees its words.
    // SAFETY: `read_map(const __grid_constant__ Map, unsigned long long *)`: 128 bytes by value and
    // 16 words, which the kernel's 16 threads write.
    unsafe { f.launch(config, &gpu.stream, (map, &mut out)) }?;
    assert_eq!(out.to_vec()?, words);
    Ok(())
}

fn a_wrong_count_or_size_is_refused_by_every_launch_call() -> TestResult {
    const TEST: &str = "a_wrong_count_or_size_is_refused_by_every_launch_call";
    let Some(gpu) = gpu(TEST) else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, VECTOR_ADD)?;
    let f = module.function("vector_add")?;
    if !driver_checks(&gpu, TEST, &f)? {
        return Ok(());
    }
    let n = 1000u32;
    let a = DeviceBuffer::from_slice(&gpu.stream, &vec![1.0f32; n as usize])?;
    let mut c = DeviceBuffer::<f32>::zeroed(&gpu.stream, n as usize)?;
    let config = LaunchConfig::for_elements(n, BLOCK);
    // `vector_add(const float *a, const float *b, float *c, unsigned n)`.
    // SAFETY: each is refused before the launch.
    let refused = [
        (
            refusal(unsafe { f.launch(config, &gpu.stream, (&a, &a, &mut c)) })?,
            "launch: the kernel takes 4 parameters, 3 given",
        ),
        (
            refusal(unsafe { f.launch_ex(config, &[], &gpu.stream, (&a, &a, &mut c, n, n)) })?,
            "launch_ex: the kernel takes 4 parameters, 5 given",
        ),
        (
            refusal(unsafe { f.launch(config, &gpu.stream, (&a, &a, &mut c, u64::from(n))) })?,
            "launch: parameter 3 of the kernel is 4 bytes, but argument 3 is 8 bytes",
        ),
        (
            refusal(unsafe { f.launch(config, &gpu.stream, (&a, 1.0f32, &mut c, n)) })?,
            "launch: parameter 1 of the kernel is 8 bytes, but argument 1 is 4 bytes",
        ),
        (
            refusal(unsafe { f.launch_relaxed(config, &[], &[], &gpu.stream, (&a,)) })?,
            "launch_relaxed: the kernel takes 4 parameters, 1 given",
        ),
        (
            refusal(unsafe { f.launch_cooperative(config, &gpu.stream, (&a, &a, &mut c)) })?,
            "launch_cooperative: the kernel takes 4 parameters, 3 given",
        ),
    ];
    for (message, want) in refused {
        assert!(message.starts_with(want), "{message:?} is not {want:?}...");
    }
    // Nothing ran, and the buffers are usable.
    assert!(c.to_vec()?.iter().all(|&x| x == 0.0));
    // SAFETY: the right list: three buffers of `n` floats and `n`.
    unsafe { f.launch(config, &gpu.stream, (&a, &a, &mut c, n)) }?;
    assert!(c.to_vec()?.iter().all(|&x| x == 2.0));
    Ok(())
}

tests![
    a_struct_by_value_is_checked_and_computes,
    a_grid_constant_of_a_tensor_maps_size_is_checked,
    a_wrong_count_or_size_is_refused_by_every_launch_call,
];
