//! Kernels compiled by NVRTC from CUDA C++ at run time, loaded as CUBIN and as PTX, launched, checked.
//!
//! NVRTC is found as `cuda_nvrtc::Nvrtc::load` finds it (on the GPU machine: the toolkit's `lib64`). Without
//! it the tests skip, saying why; with `CUDA_DRIVER_REQUIRE_GPU=1` that is a failure too, since the GPU run
//! is where NVRTC's kernels are shown correct.

use std::ffi::{c_void, CString};

use cuda_driver::sys::{CUfunction, CUmodule, CUstream_flags};
use cuda_driver::{DeviceBuffer, Driver, Error, LaunchConfig, Module, Stream};
use cuda_nvrtc::{Arch, Nvrtc, Options, Program, Source};

use super::{gpu, require_gpu, skip, Failure, Gpu, TestResult};

/// A template: the name expression `affine<T>` instantiates it, and its lowered name finds it in the module.
const AFFINE: &str = r#"
template <typename T>
__global__ void affine(T *out, const T *in, T a, T b, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a * in[i] + b;
}
"#;

/// The GPU and NVRTC for `test`, or `None` after the skip line.
fn gpu_and_nvrtc(test: &str) -> Option<(Gpu, &'static Nvrtc)> {
    let gpu = gpu(test)?;
    match Nvrtc::load() {
        Ok(nvrtc) => Some((gpu, nvrtc)),
        Err(e) if require_gpu() => {
            panic!("{test}: CUDA_DRIVER_REQUIRE_GPU=1 but NVRTC is missing: {e}")
        }
        Err(e) => {
            skip(format_args!("{test}: {e}"));
            None
        }
    }
}

/// `affine<int>` compiled for the device: its lowered name, the PTX and the CUBIN.
fn compile_affine(gpu: Gpu, nvrtc: &'static Nvrtc) -> Result<(String, Vec<u8>, Vec<u8>), Failure> {
    let (major, minor) = gpu.device.compute_capability()?;
    let arch = (major * 10 + minor) as u32;
    let compile = |arch: Arch| -> Result<Program, Failure> {
        let mut program = Program::new(nvrtc, &Source::new(AFFINE).name("affine.cu"))?;
        program.add_name_expression("affine<int>")?;
        program.compile(&Options::new().arch(arch))?;
        Ok(program)
    };
    let for_ptx = compile(Arch::Compute(arch))?;
    let for_cubin = compile(Arch::Sm(arch))?;
    let name = for_cubin.lowered_name("affine<int>")?;
    assert_eq!(name, for_ptx.lowered_name("affine<int>")?);
    Ok((name, for_ptx.ptx()?, for_cubin.cubin()?))
}

/// Runs `affine<int>(out, in, 3, -7, n)` through `launch` and checks every element.
fn check_affine(
    gpu: Gpu,
    launch: impl FnOnce(&DeviceBuffer<i32>, &DeviceBuffer<i32>, u32, &Stream) -> Result<(), Failure>,
) -> TestResult {
    let n: u32 = 100_003; // not a multiple of the block
    let input: Vec<i32> = (0..n as i32).map(|i| i - 50_000).collect();
    let din = DeviceBuffer::from_slice(gpu.driver, &input)?;
    let dout = DeviceBuffer::<i32>::zeroed(gpu.driver, input.len())?;
    let stream = Stream::new(gpu.driver, CUstream_flags::CU_STREAM_DEFAULT)?;
    launch(&dout, &din, n, &stream)?;
    stream.synchronize()?;
    let out = dout.to_vec()?;
    for (i, (&x, &y)) in input.iter().zip(&out).enumerate() {
        assert_eq!(y, 3 * x - 7, "out[{i}]");
    }
    Ok(())
}

#[test]
fn nvrtc_template_kernel_as_ptx() -> TestResult {
    let Some((gpu, nvrtc)) = gpu_and_nvrtc("nvrtc_template_kernel_as_ptx") else {
        return Ok(());
    };
    let (name, ptx, _) = compile_affine(gpu, nvrtc)?;
    let ptx = std::str::from_utf8(ptx.strip_suffix(b"\0").unwrap_or(&ptx))?;
    let module = Module::from_ptx(gpu.driver, ptx)?;
    let affine = module.function(&name)?;
    check_affine(gpu, |out, input, n, stream| {
        // SAFETY: `affine<int>(int *, const int *, int, int, unsigned)`: two buffers of `n` ints that
        // outlive the synchronised stream.
        unsafe {
            affine.launch(
                LaunchConfig::for_elements(n, 256),
                stream,
                (out.device_ptr(), input.device_ptr(), 3i32, -7i32, n),
            )
        }?;
        Ok(())
    })
}

#[test]
fn nvrtc_template_kernel_as_cubin() -> TestResult {
    let Some((gpu, nvrtc)) = gpu_and_nvrtc("nvrtc_template_kernel_as_cubin") else {
        return Ok(());
    };
    let (name, _, cubin) = compile_affine(gpu, nvrtc)?;
    assert_eq!(&cubin[..4], b"\x7fELF");
    // SAFETY: a CUBIN NVRTC just produced for this device.
    let module = unsafe { ImageModule::load(gpu.driver, &cubin) }?;
    let affine = module.function(&name)?;
    check_affine(gpu, |out, input, n, stream| {
        let (mut o, mut i, mut a, mut b, mut count) =
            (out.device_ptr(), input.device_ptr(), 3i32, -7i32, n);
        let mut params: [*mut c_void; 5] = [
            (&raw mut o).cast(),
            (&raw mut i).cast(),
            (&raw mut a).cast(),
            (&raw mut b).cast(),
            (&raw mut count).cast(),
        ];
        let config = LaunchConfig::for_elements(n, 256);
        // SAFETY: `affine<int>(int *, const int *, int, int, unsigned)`, one pointer per argument; the
        // buffers outlive the synchronised stream.
        unsafe {
            gpu.driver.cuLaunchKernel(
                affine,
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
        Ok(())
    })
}

/// A stand-in for `Module::from_image` (branch `safe`): a module loaded from CUBIN bytes with
/// `cuModuleLoadData`, unloaded on drop. To be replaced by the safe layer's at merge.
struct ImageModule {
    driver: &'static Driver,
    raw: CUmodule,
}

impl ImageModule {
    /// # Safety
    /// `image` must be a CUBIN, fatbin or NUL-terminated PTX: the driver reads it with no length.
    unsafe fn load(driver: &'static Driver, image: &[u8]) -> Result<Self, Error> {
        let mut raw = CUmodule::null();
        // SAFETY: the caller vouches for the image; `raw` is a valid out-parameter; a context is current.
        unsafe { driver.cuModuleLoadData(raw.as_mut_ptr(), image.as_ptr().cast()) }?;
        Ok(ImageModule { driver, raw })
    }

    fn function(&self, name: &str) -> Result<CUfunction, Failure> {
        let name = CString::new(name)?;
        let mut f = CUfunction::null();
        // SAFETY: a live module, a NUL-terminated name, a valid out-parameter.
        unsafe {
            self.driver
                .cuModuleGetFunction(f.as_mut_ptr(), self.raw, name.as_ptr())
        }?;
        Ok(f)
    }
}

impl Drop for ImageModule {
    fn drop(&mut self) {
        // SAFETY: the module is live and owned here; nothing launched from it is still pending (each test
        // synchronises its stream first).
        let _ = unsafe { self.driver.cuModuleUnload(self.raw) };
    }
}
