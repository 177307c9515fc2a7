//! IPC: a child process opens the parent's buffer (the driver refuses IPC within one process).

use super::*;

/// The pattern the IPC parent writes: a different value at every index (multiplying by an odd number
/// is a bijection of `u32`).
fn ipc_pattern(i: usize) -> u32 {
    (i as u32).wrapping_mul(0x9E37_79B9) ^ 0x5A5A_5A5A
}

fn ipc_child_sees_and_changes_the_parents_buffer() -> TestResult {
    const TEST: &str = "ipc_child_sees_and_changes_the_parents_buffer";
    const MARKER: &str = "ipc child: pattern checked, one added";
    if child_role().as_deref() == Some("ipc") {
        let Some(gpu) = gpu(TEST) else {
            return Err(Failure("the ipc child has no GPU".into()));
        };
        return ipc_child(gpu, MARKER);
    }
    let Some(gpu) = gpu(TEST) else { return Ok(()) };
    let n = (1 << 16) + 1;
    let pattern: Vec<u32> = (0..n).map(ipc_pattern).collect();
    let mut buf = DeviceBuffer::alloc_unpooled(&gpu.stream, n)?;
    buf.copy_from_host(&pattern)?;
    let handle = buf.ipc_handle()?;
    let hex = to_hex(handle.as_bytes());
    let len = n.to_string();
    let stdout = run_child(TEST, "ipc", &[(IPC_HANDLE_VAR, &hex), (IPC_LEN_VAR, &len)])?;
    assert!(
        stdout.contains(MARKER),
        "the ipc child did not report its work"
    );

    let after = buf.to_vec()?;
    if let Some(i) = (0..n).find(|&i| after[i] != pattern[i].wrapping_add(1)) {
        return Err(Failure(format!(
            "after the child's add_one, element {i} is {}, expected {} + 1",
            after[i], pattern[i]
        )));
    }
    Ok(())
}

/// In the child: open the parent's buffer, check its pattern, add one to every element.
fn ipc_child(gpu: Gpu, marker: &str) -> TestResult {
    let bytes = from_hex(&std::env::var(IPC_HANDLE_VAR)?)?;
    let n: usize = std::env::var(IPC_LEN_VAR)?.parse()?;
    let handle = sys::CUipcMemHandle::from_bytes(&bytes)?;
    let memory = IpcMemory::open(&gpu.ctx, handle)?;

    let mut seen = vec![u32::MAX; n];
    // SAFETY: the parent's buffer holds `n` u32s and stays allocated while the parent waits for this
    // process to exit.
    unsafe { copy_dtoh(&gpu.ctx, &mut seen, memory.raw()) }?;
    if let Some(i) = (0..n).find(|&i| seen[i] != ipc_pattern(i)) {
        return Err(Failure(format!(
            "element {i} of the parent's buffer is {}, expected {}",
            seen[i],
            ipc_pattern(i)
        )));
    }

    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
    let len = u32::try_from(n)?;
    // SAFETY: as above; the stream is synchronised before the mapping is closed.
    unsafe { add_one_raw(&f, &stream, memory.raw(), len) }?;
    stream.synchronize()?;
    memory.close()?;
    println!("{marker} ({n} elements)");
    Ok(())
}

/// FNV-1a over the bytes of `words`: a checksum both processes compute independently.
fn checksum(words: &[u32]) -> u64 {
    words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

const IPC_SUM_VAR: &str = "CUDA_TESTS_IPC_SUM";

/// The parent's 256 MiB buffer, opened in a child as a buffer of its own (`IpcMemory::into_buffer`):
/// read through a view, changed by a launch, and closed after it.
fn ipc_256_mib_checksummed_on_both_sides() -> TestResult {
    const TEST: &str = "ipc_256_mib_checksummed_on_both_sides";
    const N: usize = 256 * 1024 * 1024 / 4;
    if child_role().as_deref() == Some("ipc256") {
        let Some(gpu) = gpu(TEST) else {
            return Err(Failure("the ipc256 child has no GPU".into()));
        };
        let bytes = from_hex(&std::env::var(IPC_HANDLE_VAR)?)?;
        let expected: u64 = std::env::var(IPC_SUM_VAR)?.parse()?;
        let memory = IpcMemory::open(&gpu.ctx, sys::CUipcMemHandle::from_bytes(&bytes)?)?;
        if memory.byte_len() < N * 4 {
            return Err(Failure(format!(
                "the shared allocation holds {} bytes, fewer than the parent's {}",
                memory.byte_len(),
                N * 4
            )));
        }
        let stream = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_DEFAULT)?;
        // SAFETY: the parent keeps its buffer allocated until this process has exited, and touches it
        // only after that.
        let mut shared = unsafe { memory.into_buffer::<u32>(&stream) }?;
        let mut view = shared.slice_mut(..N)?;
        let sum = checksum(&view.to_vec()?);
        if sum != expected {
            return Err(Failure(format!(
                "child checksum {sum:#x}, parent sent {expected:#x}"
            )));
        }
        let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
        let f = module.function("add_one")?;
        // SAFETY: `add_one(unsigned*, unsigned)`; it writes the view's `N` elements.
        unsafe {
            f.launch(
                LaunchConfig::for_elements(N as u32, BLOCK),
                &stream,
                (view.reborrow(), N as u32),
            )
        }?;
        // Closing waits for the kernel, then closes the mapping (never frees the parent's memory).
        shared.close()?;
        println!("ipc256 child: checksum {sum:#x} matches; one added to {N} words");
        return Ok(());
    }
    let Some(gpu) = gpu(TEST) else { return Ok(()) };
    let mut rng = XorShift(0x1234_5678_9abc_def1);
    let data: Vec<u32> = (0..N).map(|_| rng.next_u32()).collect();
    let sum = checksum(&data);
    let mut buf = DeviceBuffer::alloc_unpooled(&gpu.stream, data.len())?;
    buf.copy_from_host(&data)?;
    let hex = to_hex(buf.ipc_handle()?.as_bytes());
    let stdout = run_child(
        TEST,
        "ipc256",
        &[(IPC_HANDLE_VAR, &hex), (IPC_SUM_VAR, &sum.to_string())],
    )?;
    assert!(
        stdout.contains("matches"),
        "the ipc256 child did not report its checksum"
    );
    let after = buf.to_vec()?;
    let expected: Vec<u32> = data.iter().map(|v| v.wrapping_add(1)).collect();
    if checksum(&after) != checksum(&expected) {
        let i = (0..N).find(|&i| after[i] != expected[i]).unwrap_or(0);
        return Err(Failure(format!(
            "after the child's add_one, element {i} is {}, expected {}",
            after[i], expected[i]
        )));
    }
    Ok(())
}

tests![
    ipc_child_sees_and_changes_the_parents_buffer,
    ipc_256_mib_checksummed_on_both_sides,
];
