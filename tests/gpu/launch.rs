//! Kernel launches: `cuLaunchKernel`, `cuLaunchKernelEx` with clusters, many arguments, events, errors, many threads.

use super::*;

fn vector_add_with_cu_launch_kernel() -> TestResult {
    with_kernel!("vector_add_with_cu_launch_kernel", gpu, module, f = VECTOR_ADD, "vector_add");
    let n: u32 = (1 << 20) + 77;
    let VectorCase {
        a,
        b,
        da,
        db,
        mut dc,
    } = VectorCase::new(&gpu.stream, n, 0xadd1)?;
    // A blocking stream: it waits for the copies above, which ran on the legacy default stream.
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    // SAFETY: `vector_add(const float*, const float*, float*, unsigned)`; each buffer holds `n` floats and
    // lives past the synchronisation below.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            &stream,
            (&da, &db, &mut dc, n),
        )
    }?;
    stream.synchronize()?;
    check_vector_sum(&a, &b, &dc.to_vec()?)
}

/// One buffer twice among a launch's arguments, last used on another stream: the launch takes its lock
/// once (the lock-free first try fails on the second copy and the ordered path takes over), waits for
/// the other stream once, and the kernel reads the same data through both.
fn one_buffer_twice_from_another_stream() -> TestResult {
    with_kernel!("one_buffer_twice_from_another_stream", gpu, module, f = VECTOR_ADD, "vector_add");
    let n: u32 = (1 << 18) + 5;
    let VectorCase { a, da, mut dc, .. } = VectorCase::new(&gpu.stream, n, 0x7a1ce)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    // SAFETY: `vector_add(const float*, const float*, float*, unsigned)`; both inputs are `da` (read only),
    // each buffer holds `n` floats and lives past the synchronisation below.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            &stream,
            (&da, &da, &mut dc, n),
        )
    }?;
    stream.synchronize()?;
    check_vector_sum(&a, &a, &dc.to_vec()?)
}

fn vector_add_with_cu_launch_kernel_ex_in_clusters_of_two() -> TestResult {
    with_kernel!("vector_add_with_cu_launch_kernel_ex_in_clusters_of_two", gpu, module, f = VECTOR_ADD, "vector_add");
    let n: u32 = (1 << 20) + 300;
    let VectorCase {
        a,
        b,
        da,
        db,
        mut dc,
    } = VectorCase::new(&gpu.stream, n, 0xadd2)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    // A cluster launch needs a whole number of clusters: round the grid up to even (the kernel ignores
    // the threads past `n`).
    let grid = n.div_ceil(BLOCK).next_multiple_of(2);
    let attrs = [LaunchAttribute::ClusterDimension(2, 1, 1)];
    let config = LaunchConfig {
        grid: (grid, 1, 1),
        block: (BLOCK, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: as for `cuLaunchKernel` above; the stream lives past the synchronisation.
    unsafe { f.launch_ex(config, &attrs, &stream, (&da, &db, &mut dc, n)) }?;
    stream.synchronize()?;
    check_vector_sum(&a, &b, &dc.to_vec()?)
}

fn cluster_rank_is_block_index_mod_cluster_size() -> TestResult {
    with_kernel!("cluster_rank_is_block_index_mod_cluster_size", gpu, module, f = CLUSTER_RANK, "cluster_rank");
    let blocks: u32 = 16;
    // Start from a value the kernel never writes, so a block that did not run shows.
    let mut ranks = DeviceBuffer::<u32>::alloc(&gpu.stream, blocks as usize)?;
    let mut ids = DeviceBuffer::<u32>::alloc(&gpu.stream, blocks as usize)?;
    ranks.memset_d32(u32::MAX)?;
    ids.memset_d32(u32::MAX)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let attrs = [LaunchAttribute::ClusterDimension(2, 1, 1)];
    let config = LaunchConfig {
        grid: (blocks, 1, 1),
        block: (64, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: `cluster_rank(unsigned*, unsigned*)`; both buffers hold one `u32` per block and live past
    // the synchronisation.
    unsafe { f.launch_ex(config, &attrs, &stream, (&mut ranks, &mut ids)) }?;
    stream.synchronize()?;
    let (ranks, ids) = (ranks.to_vec()?, ids.to_vec()?);
    for (i, (&rank, &id)) in ranks.iter().zip(&ids).enumerate() {
        assert_eq!(
            rank,
            (i % 2) as u32,
            "%cluster_ctarank of block {i}; all: {ranks:?}"
        );
        assert_eq!(
            id,
            (i / 2) as u32,
            "%clusterid.x of block {i}; all: {ids:?}"
        );
    }
    Ok(())
}

fn sixteen_kernel_arguments_arrive_in_order() -> TestResult {
    with_kernel!("sixteen_kernel_arguments_arrive_in_order", gpu, module, f = SIXTEEN_ARGS, "sixteen_args");
    let mut rng = XorShift::new(16);
    let v: [u32; 15] = std::array::from_fn(|_| rng.next_u32());
    let mut out = DeviceBuffer::<u32>::zeroed(&gpu.stream, 16)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let one_block = LaunchConfig {
        grid: (1, 1, 1),
        block: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    let args = (
        v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13],
        v[14], &mut out,
    );
    // SAFETY: `sixteen_args` takes 15 `unsigned` values and then an `unsigned*` to 16 elements; `out`
    // holds 16 and lives past the synchronisation.
    unsafe { f.launch(one_block, &stream, args) }?;
    stream.synchronize()?;
    let got = out.to_vec()?;
    assert_eq!(got[..15], v[..], "the values as the kernel saw them");
    let sum = v.iter().fold(0u32, |s, &x| s.wrapping_add(x));
    assert_eq!(got[15], sum, "their sum");
    Ok(())
}

fn events_time_a_kernel() -> TestResult {
    with_kernel!("events_time_a_kernel", gpu, module, f = ADD_ONE, "add_one");
    let n: u32 = 1 << 24;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let start = Event::new(&gpu.ctx, CUevent_flags::CU_EVENT_DEFAULT)?;
    let end = Event::new(&gpu.ctx, CUevent_flags::CU_EVENT_DEFAULT)?;
    start.record(&stream)?;
    for _ in 0..10 {
        // SAFETY: `buf` holds `n` u32s and lives past the synchronisation.
        add_one(&f, &stream, &mut buf, n)?;
    }
    end.record(&stream)?;
    end.synchronize()?;
    assert!(
        end.query()?,
        "an event that was synchronised reports not done"
    );
    let ms = Event::elapsed_ms(&start, &end)?;
    assert!(
        ms.is_finite() && ms > 0.0,
        "10 launches over {n} elements took {ms} ms"
    );
    eprintln!("10 x add_one over {n} elements: {ms:.3} ms");
    // The timed work really ran.
    if let Some((i, v)) = first_not(&buf.to_vec()?, 10) {
        return Err(Failure(format!("element {i} is {v}, not 10")));
    }
    Ok(())
}

fn bad_launch_is_a_named_error_and_not_sticky() -> TestResult {
    with_kernel!("bad_launch_is_a_named_error_and_not_sticky", gpu, module, f = ADD_ONE, "add_one");
    let n: u32 = 4096;
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, n as usize)?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;

    let too_big = LaunchConfig {
        grid: (1, 1, 1),
        block: (2048, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: the right arguments for `add_one`; the driver refuses the block size before anything runs.
    let err =
        unsafe { f.launch(too_big, &stream, (&mut buf, n)) }.expect_err("2048 threads per block");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_INVALID_VALUE),
        "{err}"
    );
    let msg = err.to_string();
    assert!(
        msg.contains("cuLaunchKernel") && msg.contains("CUDA_ERROR_INVALID_VALUE"),
        "{msg}"
    );

    let err = module
        .function("no_such_kernel")
        .expect_err("a kernel the module lacks");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_NOT_FOUND),
        "{err}"
    );
    assert!(
        err.to_string()
            .starts_with("no kernel named \"no_such_kernel\" in the module (cuModuleGetFunction: CUDA_ERROR_NOT_FOUND (500)"),
        "{err}"
    );

    // Neither error is sticky: the context still runs work.
    // SAFETY: `buf` holds `n` u32s and lives past the synchronisation.
    add_one(&f, &stream, &mut buf, n)?;
    stream.synchronize()?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, 1) {
        return Err(Failure(format!(
            "after the refused launch, element {i} is {v}, not 1"
        )));
    }
    Ok(())
}

fn bad_ptx_is_a_named_error() -> TestResult {
    let Some(gpu) = gpu("bad_ptx_is_a_named_error") else {
        return Ok(());
    };
    let ptx = ".version 8.0\n.target sm_90\n.address_size 64\n\n.visible .entry broken()\n{\n    not_an_instruction;\n}\n";
    let err = Module::from_ptx(&gpu.ctx, ptx).expect_err("PTX with an unknown instruction");
    assert_eq!(
        driver_code(&err),
        Some(CUresult::CUDA_ERROR_INVALID_PTX),
        "{err}"
    );
    let msg = err.to_string();
    assert!(msg.contains("CUDA_ERROR_INVALID_PTX"), "{msg}");
    if let Error::Jit { log, .. } = &err {
        assert!(!log.is_empty(), "an empty JIT log should be no Error::Jit");
    }
    eprintln!("bad PTX: {msg}");
    Ok(())
}

/// One thread's share of the many-streams tests: `launches` launches of `add_one` on the thread's own
/// non-blocking stream and buffer, then every element checked.
fn launches_on_own_stream(gpu: &Gpu, f: Function<'_>, thread: usize, launches: u32) -> TestResult {
    const N: u32 = 1 << 14;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    // The buffer lives on this thread's stream: no ordering events are needed.
    let mut buf = DeviceBuffer::<u32>::zeroed(&stream, N as usize)?;
    for _ in 0..launches {
        // SAFETY: `buf` holds `N` u32s and lives past the synchronisation.
        add_one(&f, &stream, &mut buf, N)?;
    }
    stream.synchronize()?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, launches) {
        return Err(Failure(format!(
            "thread {thread}: element {i} is {v}, not {launches}"
        )));
    }
    Ok(())
}

/// `threads` threads, each with its own stream, each making `launches` launches.
fn many_streams(test: &str, threads: usize, launches: u32) -> TestResult {
    let Some(gpu) = gpu(test) else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let results: Vec<TestResult> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let gpu = &gpu;
                s.spawn(move || launches_on_own_stream(gpu, f, t, launches))
            })
            .collect();
        handles
            .into_iter()
            .map(|t| {
                t.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    results.into_iter().collect()
}

fn eight_threads_with_their_own_streams() -> TestResult {
    many_streams("eight_threads_with_their_own_streams", 8, 1000)
}

/// The stress test of the hardening issue: 16 threads × 10,000 launches, results checked.
fn sixteen_threads_ten_thousand_launches_each() -> TestResult {
    many_streams("sixteen_threads_ten_thousand_launches_each", 16, 10_000)
}

/// `nvcc`, where a toolkit puts it: `$CUDA_HOME/bin`, `$CUDA_PATH/bin`, each folder of `$PATH`, then
/// `/usr/local/cuda/bin`.
fn find_nvcc() -> Option<std::path::PathBuf> {
    let homes = ["CUDA_HOME", "CUDA_PATH"]
        .into_iter()
        .filter_map(std::env::var_os)
        .map(|home| std::path::PathBuf::from(home).join("bin"));
    let path = std::env::var_os("PATH").unwrap_or_default();
    homes
        .chain(std::env::split_paths(&path))
        .chain([std::path::PathBuf::from("/usr/local/cuda/bin")])
        .map(|dir| dir.join("nvcc"))
        .find(|nvcc| nvcc.is_file())
}

/// The fat-binary check walks every entry (`image.rs`): fatbins `nvcc` writes, plain and compressed,
/// must pass it and load. Skips where the machine has no `nvcc` ([`find_nvcc`]); the GPU bundle's
/// run.sh counts that skip as a failure.
fn fatbins_from_nvcc_pass_the_image_check() -> TestResult {
    const TEST: &str = "fatbins_from_nvcc_pass_the_image_check";
    let Some(gpu) = gpu(TEST) else {
        return Ok(());
    };
    let Some(nvcc) = find_nvcc() else {
        skip(format_args!(
            "{TEST}: no nvcc ($CUDA_HOME/bin, $CUDA_PATH/bin, $PATH, /usr/local/cuda/bin)"
        ));
        return Ok(());
    };
    let dir = std::env::temp_dir().join(format!("cuda-driver-fatbin-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let source = dir.join("k.cu");
    std::fs::write(
        &source,
        "extern \"C\" __global__ void k(unsigned* d) { d[threadIdx.x] += 1; }\n",
    )?;
    for (name, extra) in [
        ("plain", &[][..]),
        ("compressed", &["-Xfatbin", "-compress-all"][..]),
        (
            "two archs",
            &[
                "-gencode",
                "arch=compute_80,code=sm_80",
                "-gencode",
                "arch=compute_90,code=[sm_90,compute_90]",
            ][..],
        ),
    ] {
        let out = dir.join(format!("{}.fatbin", name.replace(' ', "_")));
        let status = std::process::Command::new(&nvcc)
            .args(["-fatbin", "-arch=sm_90", "-o"])
            .arg(&out)
            .args(extra)
            .arg(&source)
            .status()?;
        if !status.success() {
            return Err(Failure(format!("nvcc ({name}) failed: {status}")));
        }
        let image = std::fs::read(&out)?;
        let module = Module::from_image(&gpu.ctx, &image)
            .map_err(|e| Failure(format!("the {name} fatbin of nvcc: {e}")))?;
        let f = module.function("k")?;
        let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, 32)?;
        // SAFETY: `k(unsigned*)` adds one to the first 32 elements of a buffer of 32.
        unsafe { f.launch(LaunchConfig::for_elements(32, 32), &gpu.stream, (&mut buf,)) }?;
        if let Some((i, v)) = first_not(&buf.to_vec()?, 1) {
            return Err(Failure(format!("{name}: buf[{i}] is {v}, not 1")));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

tests![
    vector_add_with_cu_launch_kernel,
    one_buffer_twice_from_another_stream,
    vector_add_with_cu_launch_kernel_ex_in_clusters_of_two,
    cluster_rank_is_block_index_mod_cluster_size,
    sixteen_kernel_arguments_arrive_in_order,
    events_time_a_kernel,
    bad_launch_is_a_named_error_and_not_sticky,
    bad_ptx_is_a_named_error,
    eight_threads_with_their_own_streams,
    sixteen_threads_ten_thousand_launches_each,
    fatbins_from_nvcc_pass_the_image_check,
];
