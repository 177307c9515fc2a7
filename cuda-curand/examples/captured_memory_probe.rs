//! A probe of captured generations on a GPU with a real libcurand (`CUDA_CURAND_LIBRARY`), first
//! written for the review of cuda-curand, now a check of what the Generator does with what that review
//! found. A Poisson generation cannot be captured (refused: cuRAND's docs do not say whether a new mean
//! frees the table a graph reads). A Sobol generator's dimensions cannot change while a graph that
//! captured it lives (refused), and can once it is gone. For each pseudo-random kind, every allocation a
//! captured normal generation's kernels name (each kernel node read back with
//! `cuGraphKernelNodeGetParams` and `cuFuncGetParamInfo`, each 8-byte parameter word that
//! `cuMemGetAddressRange` knows) is asked again after a new seed and offset: FREED or MOVED would mean a
//! replay reads memory cuRAND let go. Last, outputs at addresses aligned to one element (uniform) or one
//! pair (normal). Exits with status 1, after printing everything, where any of that went wrong; 77
//! without a GPU or a libcurand, the README's convention.

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

    // Poisson: the Generator refuses to capture it (cuRAND's docs do not say whether a new mean frees
    // the table a captured generation reads); the refusal is what is checked, and a generation
    // outside a capture still runs.
    let mut gen = Generator::new(&ctx, Kind::Xorwow)?;
    let mut out = DeviceBuffer::<u32>::alloc(gen.stream(), n)?;
    let captured = ctx.capture(|s| gen.poisson_on(&mut out, 3.0, s).map_err(Into::into));
    match &captured {
        Err(e) => println!("poisson: the capture is refused, as promised: {e}"),
        Ok(_) => {
            wrong += 1;
            println!("poisson: captured, which the Generator promises to refuse")
        }
    }
    drop(captured);
    gen.poisson(&mut out, 3.0)?;
    gen.stream().synchronize()?;

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
    // While the graph lives, new dimensions are refused (they remake the state it reads) ...
    match sobol.set_dimensions(1000) {
        Err(e) => println!("sobol: new dimensions refused while the graph lives, as promised: {e}"),
        Ok(()) => {
            wrong += 1;
            println!("sobol: new dimensions taken while a graph holds the generator")
        }
    }
    let exec = graph.instantiate()?;
    exec.launch(sobol.stream())?;
    let replay = sobol.stream().synchronize();
    wrong += usize::from(replay.is_err());
    println!("sobol replay: {replay:?}");
    // ... and taken once it is gone; what the graph's kernels named is asked again.
    drop((exec, graph));
    sobol.set_dimensions(1000)?;
    sobol.uniform(&mut big)?;
    sobol.set_dimensions(20000)?;
    let mut bigger = DeviceBuffer::<f32>::alloc(sobol.stream(), 20000 * 2)?;
    sobol.uniform(&mut bigger)?;
    ctx.synchronize()?;
    println!(
        "sobol after set_dimensions, the graph gone: {} of its allocations freed or moved (allowed)",
        recheck(driver, "sobol after set_dimensions", &found)
    );

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
