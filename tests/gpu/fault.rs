//! The faulting kernel: a sticky `CUDA_ERROR_ILLEGAL_ADDRESS`, in a child process of its own.

use super::*;

fn fault_kernel_reports_illegal_address() -> TestResult {
    const TEST: &str = "fault_kernel_reports_illegal_address";
    const MARKER: &str = "fault child: got CUDA_ERROR_ILLEGAL_ADDRESS";
    if child_role().as_deref() == Some("fault") {
        let Some(gpu) = gpu(TEST) else {
            return Err(Failure("the fault child has no GPU".into()));
        };
        return fault_child(gpu, MARKER);
    }
    if gpu(TEST).is_none() {
        return Ok(());
    }
    let stdout = run_child(TEST, "fault", &[])?;
    assert!(
        stdout.contains(MARKER),
        "the fault child did not report the error it saw"
    );
    // The recovery NVIDIA documents for a sticky error is a new process: after the child's context was
    // lost, this process starts from scratch on the same device and its kernels run correctly.
    let gpu = gpu(TEST).ok_or_else(|| Failure("the GPU went away after the fault".into()))?;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, 1000)?;
    add_one(&f, &gpu.stream, &mut buf, 1000)?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, 1) {
        return Err(Failure(format!(
            "after the child's fault, element {i} is {v}, not 1"
        )));
    }
    Ok(())
}

/// In the child: launch the faulting kernel and check the error, which poisons this process's context.
fn fault_child(gpu: Gpu, marker: &str) -> TestResult {
    let module = Module::from_ptx(&gpu.ctx, FAULT)?;
    let f = module.function("fault")?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let one_block = LaunchConfig {
        grid: (1, 1, 1),
        block: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: not sound as a kernel argument, on purpose: the kernel stores through this null device
    // pointer. The fault stays on the device (no host memory is touched) and kills this child process's
    // context, which is the point of the test.
    let launched = unsafe { f.launch(one_block, &stream, (CUdeviceptr::null(),)) };
    let err = match launched {
        Err(e) => e,
        Ok(()) => stream
            .synchronize()
            .expect_err("a kernel that stores through NULL ran without error"),
    };
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS),
        "{err}"
    );
    assert!(
        err.to_string().contains("CUDA_ERROR_ILLEGAL_ADDRESS"),
        "{err}"
    );
    // Sticky: every later call in the context reports it too.
    let later = gpu
        .ctx
        .synchronize()
        .expect_err("the context survived an illegal address");
    assert_eq!(
        driver_code(&later),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS),
        "{later}"
    );
    assert!(
        later.to_string().contains("sticky"),
        "the error does not say the context is lost: {later}"
    );
    // An owner made before the fault sees it too.
    let err = gpu
        .stream
        .synchronize()
        .expect_err("another owner of the context saw no error");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS)
    );
    // The reset is refused while owners are alive...
    let refused = gpu
        .device
        .reset_primary_context()
        .expect_err("a reset with owners alive");
    assert!(refused.to_string().contains("still alive"), "{refused}");
    // ...and is the documented recovery once they are gone.
    let device = gpu.device;
    drop(module);
    drop(stream);
    drop(gpu);
    device.reset_primary_context()?;
    // Whether the driver lets this process start again in a fresh primary context: reported, not asserted
    // (driver 580 / CUDA 13.0 answered the next retain with the same sticky error).
    let recovered = (|| -> TestResult {
        let ctx = Context::primary(device)?;
        let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
        let module = Module::from_ptx(&ctx, ADD_ONE)?;
        let f = module.function("add_one")?;
        let mut buf = DeviceBuffer::<u32>::zeroed(&stream, 1000)?;
        add_one(&f, &stream, &mut buf, 1000)?;
        if let Some((i, v)) = first_not(&buf.to_vec()?, 1) {
            return Err(Failure(format!(
                "after the reset, element {i} is {v}, not 1"
            )));
        }
        Ok(())
    })();
    println!("{marker}: recovery after reset_primary_context: {recovered:?}");
    println!("{marker}: {err}; then {later}");
    Ok(())
}

tests![
    fault_kernel_reports_illegal_address,
];
