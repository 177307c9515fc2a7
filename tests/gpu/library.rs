//! Libraries on a real driver (CUDA 12.0 and later): PTX compiled by NVRTC, loaded once with no context
//! current, its kernel made a function in two contexts and run in each, results checked; the functions'
//! arguments are checked against the kernel's parameters; the library unloads after both contexts'
//! work, with its last owner; dropped while its kernel runs in a created context, the drop waits for
//! that context's work before it unloads.

use cuda_driver::sys::{CUctx_flags, CUstream_flags};
use cuda_driver::{Context, DeviceBuffer, Error, LaunchConfig, Library, ParamInfo, Stream};
use cuda_nvrtc::{Arch, Options, Program, Source};

use super::nvrtc::{arch_number, gpu_and_nvrtc};
use super::ownership::{check_all, spin_add_one, LONG, SPIN_ADD_ONE};
use super::{child_role, gpu, run_child, skip, Failure, TestResult, BLOCK};

const SCALE: &str = r#"
extern "C" __global__ void scale_add(unsigned *data, unsigned a, unsigned b, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = data[i] * a + b;
}
"#;

fn a_library_kernel_runs_in_two_contexts() -> TestResult {
    const TEST: &str = "a_library_kernel_runs_in_two_contexts";
    let Some((gpu, nvrtc)) = gpu_and_nvrtc(TEST) else {
        return Ok(());
    };
    if gpu.driver.version() < 12000 {
        skip(format_args!("{TEST}: libraries need CUDA 12.0"));
        return Ok(());
    }
    let mut program = Program::new(nvrtc, &Source::new(SCALE).name("scale_add.cu"))?;
    program.compile(&Options::new().arch(Arch::Compute(arch_number(&gpu)?)))?;
    let library = Library::from_image(gpu.driver, &program.ptx()?)?;
    let kernel = library.kernel("scale_add")?;
    if gpu.driver.version() >= 12040 {
        assert!(kernel.is_checked());
        let sizes: Vec<usize> = kernel
            .params()?
            .unwrap_or_default()
            .iter()
            .map(|p: &ParamInfo| p.size)
            .collect();
        assert_eq!(sizes, [8, 4, 4, 4]);
    }
    let created = Context::create(gpu.device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let other = Stream::new(&created, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let n = 100_003u32;
    let input: Vec<u32> = (0..n).collect();
    {
        let here = kernel.function(&gpu.ctx)?;
        let there = kernel.function(&created)?;
        assert!(here.context().same(&gpu.ctx) && there.context().same(&created));
        let mut a = DeviceBuffer::from_slice(&gpu.stream, &input)?;
        let mut b = DeviceBuffer::from_slice(&other, &input)?;
        let config = LaunchConfig::for_elements(n, BLOCK);
        // SAFETY: `scale_add(unsigned *, unsigned, unsigned, unsigned)` over the `n` elements of each.
        unsafe { here.launch(config, &gpu.stream, (&mut a, 3u32, 1u32, n)) }?;
        // SAFETY: as above, in the created context.
        unsafe { there.launch(config, &other, (&mut b, 5u32, 2u32, n)) }?;
        if gpu.driver.version() >= 12040 {
            // SAFETY: refused before the launch (a count too few).
            match unsafe { there.launch(config, &other, (&mut b, 5u32, 2u32)) } {
                Err(Error::InvalidArgument(m)) => {
                    assert_eq!(m, "launch: the kernel takes 4 parameters, 3 given")
                }
                other => return Err(Failure(format!("expected a refusal, got {other:?}"))),
            }
        }
        // The context rule: the primary context's function on the created context's stream.
        // SAFETY: refused before the launch.
        let refused = unsafe { here.launch(config, &other, (&mut b, 5u32, 2u32, n)) };
        assert!(matches!(refused, Err(Error::InvalidArgument(_))));
        let (a, b) = (a.to_vec()?, b.to_vec()?);
        for i in 0..n as usize {
            let x = i as u32;
            if a[i] != x.wrapping_mul(3).wrapping_add(1)
                || b[i] != x.wrapping_mul(5).wrapping_add(2)
            {
                return Err(Failure(format!("element {i}: {} and {}", a[i], b[i])));
            }
        }
    }
    // The kernel holds the library; dropping both unloads it after both contexts' work.
    drop(library);
    drop(kernel);
    drop(other);
    created.synchronize()?;
    Ok(())
}

/// A library whose last owner goes right after a plain launch of a long kernel in a created context
/// (not the primary one): the drop must wait for that context's work before `cuLibraryUnload`. The
/// kernel has finished when the drop returns, and its result is right. In a child process, since an
/// unload under a running kernel could fault and poison the context.
fn library_dropped_while_its_kernel_runs_in_another_context() -> TestResult {
    const TEST: &str = "library_dropped_while_its_kernel_runs_in_another_context";
    if child_role().as_deref() == Some("library_drop") {
        let Some(g) = gpu(TEST) else {
            return Err(Failure("the library_drop child has no GPU".into()));
        };
        let created = Context::create(g.device, CUctx_flags::CU_CTX_SCHED_AUTO)?;
        let stream = Stream::new(&created, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
        let mut buf = DeviceBuffer::<u32>::zeroed(&stream, 1 << 16)?;
        stream.synchronize()?;
        let library = Library::from_ptx(g.driver, SPIN_ADD_ONE)?;
        let kernel = library.kernel("spin_add_one")?;
        drop(library);
        {
            let f = kernel.function(&created)?;
            spin_add_one(&f, &stream, &mut buf, LONG)?;
        }
        if stream.query()? {
            return Err(Failure(
                "the long kernel finished before the library was dropped; the test shows nothing"
                    .into(),
            ));
        }
        drop(kernel);
        if !stream.query()? {
            return Err(Failure(
                "the library's drop returned while its kernel was still running".into(),
            ));
        }
        stream.synchronize()?;
        return check_all(&buf, 1, "after the library was dropped under its kernel");
    }
    let Some(g) = gpu(TEST) else {
        return Ok(());
    };
    if g.driver.version() < 12000 {
        skip(format_args!("{TEST}: libraries need CUDA 12.0"));
        return Ok(());
    }
    run_child(TEST, "library_drop", &[])?;
    Ok(())
}

tests![
    a_library_kernel_runs_in_two_contexts,
    library_dropped_while_its_kernel_runs_in_another_context,
];
