//! System-wide atomics: 64 blocks of 256 threads run ten kinds of `atomic*_system` operation, fifty
//! times each, on ten integers in managed memory, which the host then checks. A port of NVIDIA
//! cuda-python's `system_wide_atomics.py` to cuda-nvrtc and cuda-driver, the kernel compiled at run time
//! by NVRTC.
//!
//! The original hands the kernel pageable host memory where the device can reach it
//! (`CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS`) and managed memory elsewhere; no safe call hands a
//! kernel pageable memory, so this port always takes the managed branch ([`ManagedBuffer`]) and says
//! which branch the original would take on this device.
//!
//! ```text
//! cargo run -p cuda-nvrtc --example system_wide_atomics
//! ```
//!
//! Without a GPU it exits with 77 (`<name>: skipped: no GPU to run on: <why>`, the README's convention);
//! with one that lacks what the original requires it says why and exits with 0; without NVRTC, or on a
//! wrong result, it exits with 1.

mod common;

use std::process::ExitCode;

use cuda_driver::sys::{CUcomputemode, CUdevice_attribute};
use cuda_driver::{Attach, Context, Device, LaunchConfig, ManagedBuffer, Module, Stream};

const ATOMICS: &str = r#"
#define LOOP_NUM 50
extern "C" __global__ void atomicKernel(int *atom_arr) {
    unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;
    for (int i = 0; i < LOOP_NUM; i++) {
        atomicAdd_system(&atom_arr[0], 10);
        atomicExch_system(&atom_arr[1], tid);
        atomicMax_system(&atom_arr[2], tid);
        atomicMin_system(&atom_arr[3], tid);
        atomicInc_system((unsigned int *)&atom_arr[4], 17);
        atomicDec_system((unsigned int *)&atom_arr[5], 137);
        atomicCAS_system(&atom_arr[6], tid - 1, tid);
        atomicAnd_system(&atom_arr[7], 2 * tid + 7);
        atomicOr_system(&atom_arr[8], 1 << tid);
        atomicXor_system(&atom_arr[9], tid);
    }
}
"#;

const LOOP_NUM: i64 = 50;
const THREADS: u32 = 256;
const BLOCKS: u32 = 64;
const DATA: usize = 10;

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

fn main() -> ExitCode {
    if cfg!(windows) {
        println!("system_wide_atomics: skipped: atomics are not supported on Windows");
        return ExitCode::SUCCESS;
    }
    common::main("system_wide_atomics", |device, ctx, stream| {
        run(device, ctx, stream)?;
        Ok(true)
    })
}

fn run(device: Device, ctx: &Context, stream: &Stream) -> Result<()> {
    use CUdevice_attribute as A;
    if device.attribute(A::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY)? == 0 {
        println!("system_wide_atomics: skipped: Unified Memory not supported on this device");
        return Ok(());
    }
    let mode = device.attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_MODE)?;
    if mode == CUcomputemode::CU_COMPUTEMODE_PROHIBITED.raw() as i32 {
        println!("system_wide_atomics: skipped: the device is in prohibited compute mode");
        return Ok(());
    }
    let (major, _) = device.compute_capability()?;
    if major < 6 {
        println!("system_wide_atomics: skipped: requires compute capability 6.0 or newer");
        return Ok(());
    }
    if device.attribute(A::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS)? != 0 {
        println!(
            "CAN access pageable memory (the original would use it; this port uses managed memory)"
        );
    } else {
        println!("CANNOT access pageable memory (managed memory, as the original)");
    }

    let module = Module::from_image(
        ctx,
        &common::cubin_for(device, "system_wide_atomics.cu", ATOMICS, &[])?,
    )?;
    let kernel = module.function("atomicKernel")?;

    let mut atoms = ManagedBuffer::<i32>::alloc(stream, DATA, Attach::Global)?;
    {
        let host = atoms.as_mut_slice()?;
        host.fill(0);
        // So that AND and XOR have something other than 0 to work on.
        host[7] = 0xFF;
        host[9] = 0xFF;
    }
    let config = LaunchConfig {
        grid: (BLOCKS, 1, 1),
        block: (THREADS, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: `atomicKernel(int *)`: it touches the first ten ints of the buffer, which holds ten.
    unsafe { kernel.launch(config, stream, (&mut atoms,)) }?;
    // Waits for the kernel before the host reads.
    verify(atoms.as_slice()?, (THREADS * BLOCKS) as i64)?;
    println!(
        "system_wide_atomics: all ten atomic operations correct over {THREADS}x{BLOCKS} threads"
    );
    Ok(())
}

/// The original's checks: what each of the ten integers holds after `len` threads ran `LOOP_NUM`
/// rounds.
fn verify(data: &[i32], len: i64) -> Result<()> {
    let got = |i: usize| i64::from(data[i]);
    let fail =
        |what: &str, i: usize| Err(format!("{what} failed: element {i} is {}", data[i]).into());
    if got(0) != 10 * len * LOOP_NUM {
        return fail("atomicAdd", 0);
    }
    if !(0..len).contains(&got(1)) {
        return fail("atomicExch", 1);
    }
    if got(2) != len - 1 {
        return fail("atomicMax", 2);
    }
    if got(3) != 0 {
        return fail("atomicMin", 3);
    }
    let inc = (0..len * LOOP_NUM).fold(0, |v, _| if v >= 17 { 0 } else { v + 1 });
    if got(4) != inc {
        return fail("atomicInc", 4);
    }
    let dec = (0..len * LOOP_NUM).fold(0, |v, _| if v == 0 || v > 137 { 137 } else { v - 1 });
    if got(5) != dec {
        return fail("atomicDec", 5);
    }
    if !(0..len).contains(&got(6)) {
        return fail("atomicCAS", 6);
    }
    let and = (0..len).fold(0xFF, |v, i| v & (2 * i + 7));
    if got(7) != and {
        return fail("atomicAnd", 7);
    }
    // Every bit: `1 << tid` wraps its shift at 32, so the threads cover all 32 bits.
    if got(8) != -1 {
        return fail("atomicOr", 8);
    }
    let xor = (0..len).fold(0xFF, |v, i| v ^ i);
    if got(9) != xor {
        return fail("atomicXor", 9);
    }
    Ok(())
}
