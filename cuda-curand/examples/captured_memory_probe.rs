//! A probe from the review of cuda-curand (branch review-curand), run on a GPU with a real libcurand
//! (`CUDA_CURAND_LIBRARY`): does cuRAND free or move
//! memory that a graph's captured generation still points at, when the generator is used again with
//! other settings (a Poisson mean, Sobol dimensions, a seed)? Each kernel node of the captured graph
//! is read back (`cuGraphKernelNodeGetParams`, `cuFuncGetParamInfo`), every 8-byte word of its
//! parameters that the driver knows as a device allocation (`cuMemGetAddressRange`) is noted, and
//! after the later generations each is asked again: FREED or MOVED means a replay of the graph reads
//! memory cuRAND let go. Then the graph is launched and the outcome printed. Last, outputs at
//! addresses aligned to one element (uniform) or one pair (normal) for every pseudo-random kind.
//! Exits with status 1, after printing everything, where any of that went wrong (the Generator would
//! then have to refuse the later settings while a graph holds its handle: see the review's report);
//! 77 without a GPU or a libcurand (`CUDA_CURAND_LIBRARY` names one), the README's convention.

use std::process::ExitCode;

use cuda_curand::{Generator, Kind};
use cuda_driver::sys::{CUdeviceptr, CUgraphNode, CUgraphNodeType, CUDA_KERNEL_NODE_PARAMS};
use cuda_driver::{Context, DeviceBuffer, Driver, Graph};

type Found = Vec<(u64, CUdeviceptr, usize)>;

fn range(driver: &Driver, p: u64) -> Option<(CUdeviceptr, usize)> {
    let mut base = CUdeviceptr::default();
    let mut size = 0usize;
    // SAFETY: valid out-parameters; an address the driver does not know is an error value.
    unsafe {
        driver.cuMemGetAddressRange(
            &mut base,
            &mut size,
            CUdeviceptr::from_native_handle(p as usize),
        )
    }
    .ok()
    .map(|()| (base, size))
}

/// Device allocations named by the graph's kernel parameters, other than `skip` (our buffers).
fn pointers(driver: &Driver, graph: &Graph, skip: &[CUdeviceptr]) -> Found {
    let mut n = 0usize;
    // SAFETY: a live graph; a null array asks for the count.
    unsafe { driver.cuGraphGetNodes(graph.raw(), std::ptr::null_mut(), &mut n) }.unwrap();
    let mut nodes = vec![CUgraphNode::null(); n];
    // SAFETY: `nodes` holds `n`.
    unsafe { driver.cuGraphGetNodes(graph.raw(), nodes.as_mut_ptr(), &mut n) }.unwrap();
    let mut found = Found::new();
    for node in nodes {
        // SAFETY: a plain C enum, whose value 0 is a kernel node; overwritten by the driver.
        let mut ty = unsafe { std::mem::zeroed::<CUgraphNodeType>() };
        // SAFETY: a live node and a valid out-parameter.
        unsafe { driver.cuGraphNodeGetType(node, &mut ty) }.unwrap();
        if ty != CUgraphNodeType::CU_GRAPH_NODE_TYPE_KERNEL {
            continue;
        }
        // SAFETY: plain data; filled by the driver.
        let mut params = unsafe { std::mem::zeroed::<CUDA_KERNEL_NODE_PARAMS>() };
        // SAFETY: a kernel node and a valid out-parameter.
        unsafe { driver.cuGraphKernelNodeGetParams(node, &mut params) }.unwrap();
        for i in 0.. {
            let (mut off, mut size) = (0usize, 0usize);
            // SAFETY: a live function; past the last parameter the call fails.
            if unsafe { driver.cuFuncGetParamInfo(params.func(), i, &mut off, &mut size) }.is_err()
            {
                break;
            }
            // SAFETY: the driver's array of parameter pointers, each `size` bytes.
            let p = unsafe { *params.kernel_params().add(i) } as *const u8;
            let mut at = 0;
            while at + 8 <= size {
                // SAFETY: inside the parameter's bytes.
                let w = unsafe { std::ptr::read_unaligned(p.add(at).cast::<u64>()) };
                if let Some((base, len)) = range(driver, w) {
                    if !skip.contains(&base) && !found.iter().any(|f| f.0 == w) {
                        found.push((w, base, len));
                    }
                }
                at += 8;
            }
        }
    }
    found
}

/// Prints what became of each allocation of `before`; returns how many were freed or moved.
fn recheck(driver: &Driver, what: &str, before: &Found) -> usize {
    let mut gone = 0;
    if before.is_empty() {
        println!("{what}: the graph's kernels name no cuRAND allocation");
    }
    for (p, base, len) in before {
        match range(driver, *p) {
            Some((b, l)) if b == *base && l == *len => {
                println!("{what}: {p:#x} (in {base:?}+{len}) still allocated")
            }
            Some((b, l)) => {
                gone += 1;
                println!("{what}: {p:#x} MOVED: was in {base:?}+{len}, now in {b:?}+{l}")
            }
            None => {
                gone += 1;
                println!("{what}: {p:#x} FREED (was in {base:?}+{len})")
            }
        }
    }
    gone
}

/// Exits 0 when nothing went wrong, 1 on any problem or error, 77 without a GPU or a libcurand.
fn main() -> ExitCode {
    match run() {
        Ok(0) => {
            println!(
                "PASS: nothing captured work reads was freed or moved; every offset output ran"
            );
            ExitCode::SUCCESS
        }
        Ok(wrong) => {
            println!("FAIL: {wrong} problems above");
            ExitCode::FAILURE
        }
        Err(e) if skipped(e.as_ref()) => {
            eprintln!("captured_memory_probe: skipped: no GPU or no libcurand: {e}");
            ExitCode::from(77)
        }
        Err(e) => {
            eprintln!("captured_memory_probe: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Whether `e` says there is no GPU, or no libcurand to load.
fn skipped(e: &(dyn std::error::Error + 'static)) -> bool {
    e.downcast_ref::<cuda_driver::Error>()
        .is_some_and(cuda_driver::Error::is_no_gpu)
        || e.downcast_ref::<cuda_curand::Error>()
            .is_some_and(|e| e.is_no_gpu() || matches!(e, cuda_curand::Error::Load(_)))
}

/// The probes; returns how many problems they printed.
fn run() -> Result<usize, Box<dyn std::error::Error>> {
    let ctx = Context::new(0)?;
    let driver = ctx.driver();
    let n = 1 << 16;
    let mut wrong = 0;

    // Poisson: the captured mean, then others.
    let mut gen = Generator::new(&ctx, Kind::Xorwow)?;
    let mut out = DeviceBuffer::<u32>::alloc(gen.stream(), n)?;
    let mut other = DeviceBuffer::<u32>::alloc(gen.stream(), n)?;
    let skip = [out.raw(gen.stream())?, other.raw(gen.stream())?];
    let graph = ctx.capture(|s| gen.poisson_on(&mut out, 3.0, s).map_err(Into::into))?;
    let found = pointers(driver, &graph, &skip);
    println!(
        "poisson: {} allocations named by the captured kernels",
        found.len()
    );
    for lambda in [50.0, 700.0, 0.5, 9000.0] {
        gen.poisson(&mut other, lambda)?;
    }
    ctx.synchronize()?;
    wrong += recheck(driver, "poisson after other means", &found);
    let exec = graph.instantiate()?;
    exec.launch(gen.stream())?;
    let replay = gen.stream().synchronize();
    wrong += usize::from(replay.is_err());
    println!("poisson replay: {replay:?}");
    drop((exec, graph));

    // Sobol: captured with 1 dimension, then 1000.
    let mut sobol = Generator::new(&ctx, Kind::Sobol32)?;
    let mut out = DeviceBuffer::<f32>::alloc(sobol.stream(), 4000)?;
    let mut big = DeviceBuffer::<f32>::alloc(sobol.stream(), 4000 * 1000)?;
    let skip = [out.raw(sobol.stream())?, big.raw(sobol.stream())?];
    let graph = ctx.capture(|s| sobol.uniform_on(&mut out, s).map_err(Into::into))?;
    let found = pointers(driver, &graph, &skip);
    println!(
        "sobol: {} allocations named by the captured kernels",
        found.len()
    );
    sobol.set_dimensions(1000)?;
    sobol.uniform(&mut big)?;
    sobol.set_dimensions(20000)?;
    let mut bigger = DeviceBuffer::<f32>::alloc(sobol.stream(), 20000 * 2)?;
    sobol.uniform(&mut bigger)?;
    ctx.synchronize()?;
    wrong += recheck(driver, "sobol after set_dimensions", &found);
    let exec = graph.instantiate()?;
    exec.launch(sobol.stream())?;
    let replay = sobol.stream().synchronize();
    wrong += usize::from(replay.is_err());
    println!("sobol replay: {replay:?}");
    drop((exec, graph));

    // Seeds and offsets of each pseudo-random kind after a captured normal generation.
    for kind in [
        Kind::Xorwow,
        Kind::Mrg32k3a,
        Kind::Mtgp32,
        Kind::Mt19937,
        Kind::Philox4x32_10,
    ] {
        let mut gen = Generator::new(&ctx, kind)?;
        let mut out = DeviceBuffer::<f32>::alloc(gen.stream(), n)?;
        let skip = [out.raw(gen.stream())?];
        let graph = ctx.capture(|s| gen.normal_on(&mut out, 0.0, 1.0, s).map_err(Into::into))?;
        let found = pointers(driver, &graph, &skip);
        gen.set_seed(77)?;
        gen.set_offset(12345)?;
        gen.normal(&mut out, 0.0, 1.0)?;
        gen.uniform(&mut out)?;
        ctx.synchronize()?;
        wrong += recheck(driver, &format!("{kind:?} after seed and offset"), &found);
        // Alignment: one element in (uniform), one pair in (normal).
        let mut a = DeviceBuffer::<f32>::alloc(gen.stream(), 4099)?;
        let u = gen.uniform(a.slice_mut(1..4098)?);
        let v = gen.normal(a.slice_mut(2..4098)?, 0.0, 1.0);
        let w = gen.log_normal(a.slice_mut(2..6)?, 0.0, 1.0);
        let mut d = DeviceBuffer::<f64>::alloc(gen.stream(), 4099)?;
        let x = gen.uniform(d.slice_mut(1..4098)?);
        let y = gen.normal(d.slice_mut(2..4096)?, 0.0, 1.0);
        let sync = gen.stream().synchronize();
        println!("{kind:?} offsets: uniform@+4B {u:?}, normal@+8B {v:?}, log_normal@+8B {w:?}, f64 uniform@+8B {x:?}, f64 normal@+16B {y:?}; sync {sync:?}");
        let host = a.to_vec()?;
        let bad = host[1..4098].iter().filter(|v| !v.is_finite()).count();
        println!("{kind:?} non-finite outputs: {bad}");
        let failed = [
            u.is_err(),
            v.is_err(),
            w.is_err(),
            x.is_err(),
            y.is_err(),
            sync.is_err(),
        ];
        wrong += failed.iter().filter(|f| **f).count() + usize::from(bad > 0);
    }
    Ok(wrong)
}
