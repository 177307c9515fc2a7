//! Vector addition in virtually mapped memory: each vector is a reserved address range striped across
//! physical allocations on this GPU and every peer GPU that can back it, mapped and made accessible
//! to this GPU, then added by a kernel NVRTC compiles at run time and checked on the host. Our version
//! of NVIDIA cuda-python's `vector_add_mmap.py` (same sizes, striping, launch shape and check).
//!
//! ```text
//! cargo run -p cuda-nvrtc --example vector_add_mmap
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! on one without virtual memory management it says why and exits with 0; on a wrong result it prints
//! `Result = FAIL` and exits with 1.

mod common;

use std::process::ExitCode;

use cuda_driver::sys::{CUctx_flags, CUdevice_attribute, CUstream_flags};
use cuda_driver::{
    granularity, Context, Device, DeviceBuffer, LaunchConfig, Module, PhysicalMemory, Shareable,
    Stream, VirtualRange,
};

const VEC_ADD: &str = r#"
extern "C" __global__ void VecAdd_kernel(const float *A, const float *B, float *C, int N) {
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < N) C[i] = A[i] + B[i];
}
"#;

const N: usize = 50_000;
const THREADS: u32 = 256;

fn main() -> ExitCode {
    common::main("vector_add_mmap", |device, _, _| run(device))
}

/// Whether `device` supports virtual address management.
fn has_vmm(device: Device) -> Result<bool, cuda_driver::Error> {
    let attr = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED;
    Ok(device.attribute(attr)? != 0)
}

/// The devices whose memory backs the vectors: `device` first, then every peer it can access that
/// manages virtual addresses too.
fn backing_devices(device: Device) -> Result<Vec<Device>, cuda_driver::Error> {
    let mut backing = vec![device];
    for other in Device::all(device.driver())? {
        if other.ordinal() != device.ordinal() && device.can_access_peer(&other)? && has_vmm(other)?
        {
            backing.push(other);
        }
    }
    Ok(backing)
}

/// `size` bytes (rounded up so that each device's stripe is a whole number of granules) striped over
/// `backing`, mapped read-write for `mapping`, as a buffer of `f32` homed on `stream`.
fn striped_buffer(
    size: usize,
    backing: &[Context],
    mapping: &[Device],
    stream: &Stream,
) -> Result<DeviceBuffer<f32>, cuda_driver::Error> {
    let mut unit = 0;
    for device in backing
        .iter()
        .map(Context::device)
        .chain(mapping.iter().copied())
    {
        unit = unit.max(granularity(device, Shareable::No, false)?);
    }
    let stripe = size.div_ceil(backing.len() * unit) * unit;
    let mut range = VirtualRange::reserve(&backing[0], stripe * backing.len(), 0)?;
    for (i, ctx) in backing.iter().enumerate() {
        // Released after mapping: the mapping keeps the memory until the range is unmapped.
        range.map(
            i * stripe,
            &PhysicalMemory::new(ctx, stripe, Shareable::No)?,
        )?;
    }
    range.set_access(mapping)?;
    range.into_buffer(stream)
}

fn run(device: Device) -> Result<bool, Box<dyn std::error::Error>> {
    let vmm = has_vmm(device)?;
    println!(
        "vector_add_mmap: device {} virtual address management supported = {vmm}",
        device.ordinal()
    );
    if !vmm {
        println!("vector_add_mmap: skipped: the device does not manage virtual addresses");
        return Ok(true);
    }
    let backing = backing_devices(device)?;
    let ctx = Context::create(device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
    // The allocations on the peers are made in their primary contexts; no peer access is enabled:
    // the mapping's access list grants it.
    let mut backing_ctxs = vec![ctx.clone()];
    for &peer in &backing[1..] {
        backing_ctxs.push(Context::primary(peer)?);
    }
    let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let module = Module::from_image(
        &ctx,
        &common::cubin_for(device, "vector_add_mmap.cu", VEC_ADD, &[])?,
    )?;
    let vec_add = module.function("VecAdd_kernel")?;

    let size = N * size_of::<f32>();
    let mut rng = common::XorShift(0x9e37_79b9_7f4a_7c15);
    let h_a = rng.units(N);
    let h_b = rng.units(N);
    let mut d_a = striped_buffer(size, &backing_ctxs, &[device], &stream)?;
    let mut d_b = striped_buffer(size, &backing_ctxs, &[device], &stream)?;
    let mut d_c = striped_buffer(size, &backing_ctxs, &[device], &stream)?;
    d_a.slice_mut(..N)?.copy_from_host(&h_a)?;
    d_b.slice_mut(..N)?.copy_from_host(&h_b)?;

    let n = N as i32;
    let config = LaunchConfig::for_elements(N as u32, THREADS);
    // SAFETY: `VecAdd_kernel(const float *, const float *, float *, int)`: it reads `A` and `B` and
    // writes `C`, `N` floats of each (the ranges hold at least that many).
    unsafe { vec_add.launch(config, &stream, (&d_a, &d_b, &mut d_c, n)) }?;
    let h_c = d_c.slice(..N)?.to_vec()?;

    let bad = (0..N).find(|&i| (h_c[i] - (h_a[i] + h_b[i])).abs() > 1e-7);
    match bad {
        None => {
            println!(
                "vector_add_mmap: Result = PASS ({N} sums; each vector striped over {} device(s))",
                backing.len()
            );
            Ok(true)
        }
        Some(i) => {
            eprintln!(
                "vector_add_mmap: element {i}: {} + {} gave {}",
                h_a[i], h_b[i], h_c[i]
            );
            println!("vector_add_mmap: Result = FAIL");
            Ok(false)
        }
    }
}
