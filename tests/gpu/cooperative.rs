//! Cooperative launches: a grid as large as the device runs at once, which a kernel whose blocks wait
//! for one another proves; one block more is refused before the driver sees it.

use cuda_driver::{DeviceBuffer, Error, LaunchConfig, Module};
use cuda_nvrtc::{Arch, Options, Program, Source};

use super::nvrtc::{arch_number, gpu_and_nvrtc};
use super::{Failure, TestResult};

/// Every block publishes a value, waits at a grid-wide barrier (an atomic count it spins on: it only
/// ends if every block of the grid is resident at once), then reads its neighbour's value.
const ROTATE: &str = r#"
extern "C" __global__ void rotate(unsigned *count, unsigned *vals, unsigned *out) {
    unsigned b = blockIdx.x, n = gridDim.x;
    if (threadIdx.x == 0) {
        vals[b] = 3 * b + 1;
        __threadfence();
        atomicAdd(count, 1u);
        while (atomicAdd(count, 0u) < n) { }
        __threadfence();
        out[b] = ((volatile unsigned *)vals)[(b + 1) % n];
    }
}
"#;

fn a_cooperative_grid_runs_all_at_once_and_one_block_more_is_refused() -> TestResult {
    let Some((gpu, nvrtc)) =
        gpu_and_nvrtc("a_cooperative_grid_runs_all_at_once_and_one_block_more_is_refused")
    else {
        return Ok(());
    };
    let mut program = Program::new(nvrtc, &Source::new(ROTATE).name("rotate.cu"))?;
    program.compile(&Options::new().arch(Arch::Sm(arch_number(&gpu)?)))?;
    let module = Module::from_image(&gpu.ctx, &program.cubin()?)?;
    let f = module.function("rotate")?;
    let mut config = LaunchConfig {
        grid: (1, 1, 1),
        block: (128, 1, 1),
        shared_mem_bytes: 0,
    };
    let most = f.max_cooperative_blocks(&config)?;
    let n = u32::try_from(most).map_err(|_| Failure(format!("{most} blocks")))?;
    if n < 2 {
        return Err(Failure(format!("only {n} cooperative blocks fit")));
    }
    config.grid.0 = n;
    let mut count = DeviceBuffer::<u32>::zeroed(&gpu.stream, 1)?;
    let mut vals = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let mut out = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    // SAFETY: `rotate(unsigned *, unsigned *, unsigned *)`; it writes `count`, the grid's `n` elements
    // of `vals` and `out`.
    unsafe { f.launch_cooperative(config, &gpu.stream, (&mut count, &mut vals, &mut out)) }?;
    let seen = out.to_vec()?;
    if let Some(b) = (0..n as usize).find(|&b| seen[b] != 3 * ((b as u32 + 1) % n) + 1) {
        return Err(Failure(format!(
            "block {b} of {n} read {} from its neighbour",
            seen[b]
        )));
    }
    println!("  {n} blocks of 128 threads ran at once");
    config.grid.0 = n + 1;
    // SAFETY: as above (refused before it is queued).
    match unsafe { f.launch_cooperative(config, &gpu.stream, (&mut count, &mut vals, &mut out)) } {
        Err(Error::InvalidArgument(msg)) => assert!(msg.contains("at most"), "{msg}"),
        other => return Err(Failure(format!("a grid one block too large: {other:?}"))),
    }
    Ok(())
}

tests![
    a_cooperative_grid_runs_all_at_once_and_one_block_more_is_refused,
];
