//! Vector addition through the driver API, in a context of its own: two vectors of 50,000 random floats
//! added by a kernel NVRTC compiles at run time, every element checked on the host. Our version of
//! NVIDIA cuda-python's `vector_add_drv.py` (same sizes, launch shape and check).
//!
//! ```text
//! cargo run -p cuda-nvrtc --example vector_add_drv
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! on a wrong result it prints `Result = FAIL` and exits
//! with 1.

mod common;

use std::process::ExitCode;

use cuda_driver::sys::{CUctx_flags, CUdevice_attribute, CUstream_flags};
use cuda_driver::{Context, Device, DeviceBuffer, LaunchConfig, Module, Stream};

const VEC_ADD: &str = r#"
extern "C" __global__ void VecAdd_kernel(const float *A, const float *B, float *C, int N) {
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < N) C[i] = A[i] + B[i];
}
"#;

const N: usize = 50_000;
const THREADS: u32 = 256;

fn main() -> ExitCode {
    common::main("vector_add_drv", |device, _, _| run(device))
}

fn run(device: Device) -> Result<bool, Box<dyn std::error::Error>> {
    // A context of the example's own, as the original creates one.
    let ctx = Context::create(device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
    if device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING)? == 0 {
        println!("vector_add_drv: skipped: the device lacks unified addressing");
        return Ok(true);
    }
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let module = Module::from_image(
        &ctx,
        &common::cubin_for(device, "vector_add_drv.cu", VEC_ADD, &[])?,
    )?;
    let vec_add = module.function("VecAdd_kernel")?;

    let mut rng = common::XorShift(0x2545_f491_4f6c_dd1d);
    let h_a = rng.units(N);
    let h_b = rng.units(N);
    // `cuMemAlloc` memory, as the original's.
    let mut d_a = DeviceBuffer::<f32>::alloc_unpooled(&stream, N)?;
    let mut d_b = DeviceBuffer::<f32>::alloc_unpooled(&stream, N)?;
    let mut d_c = DeviceBuffer::<f32>::alloc_unpooled(&stream, N)?;
    d_a.copy_from_host(&h_a)?;
    d_b.copy_from_host(&h_b)?;

    let n = N as i32;
    let config = LaunchConfig::for_elements(N as u32, THREADS);
    // SAFETY: `VecAdd_kernel(const float *, const float *, float *, int)`: it reads `A` and `B` and
    // writes `C`, `N` floats each, one thread per element.
    unsafe { vec_add.launch(config, &stream, (&d_a, &d_b, &mut d_c, n)) }?;
    let h_c = d_c.to_vec()?;

    let bad = (0..N).find(|&i| (h_c[i] - (h_a[i] + h_b[i])).abs() > 1e-7);
    match bad {
        None => {
            println!(
                "vector_add_drv: Result = PASS ({N} sums on {})",
                device.name()?
            );
            Ok(true)
        }
        Some(i) => {
            eprintln!(
                "vector_add_drv: element {i}: {} + {} gave {}",
                h_a[i], h_b[i], h_c[i]
            );
            println!("vector_add_drv: Result = FAIL");
            Ok(false)
        }
    }
}
