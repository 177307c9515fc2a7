//! Managed memory: kernels write it and the host reads it after; prefetch, advice and attachment are
//! accepted in stream order; captures and other contexts are refused; primary-context flags.

use cuda_driver::{Advice, Attach, Location, ManagedBuffer};

use super::ownership::{LONG, SPIN_ADD_ONE};
use super::*;

/// The device has concurrent managed access (every Linux GPU since Pascal): host access needs it.
fn concurrent(gpu: &Gpu, test: &str) -> Result<bool, Failure> {
    let attr = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS;
    let yes = gpu.device.attribute(attr)? != 0;
    if !yes {
        skip(format_args!("{test}: no concurrent managed access"));
    }
    Ok(yes)
}

/// How long the spinning kernels spin: [`LONG`], or a fortieth of it under a sanitizer, which may run
/// the blocks one after another.
pub(super) fn spin_cycles() -> i64 {
    rounds(LONG as usize, (LONG / 40) as usize) as i64
}

/// `spin_add_one(cycles, buf, n)` over all of a managed buffer.
fn spin_add_one_managed(
    f: &Function<'_>,
    stream: &Stream,
    buf: &mut ManagedBuffer<u32>,
    cycles: i64,
) -> Result<(), Error> {
    let n = u32::try_from(buf.len()).expect("test buffers fit a u32 count");
    // SAFETY: `spin_add_one(long long, unsigned*, unsigned)` takes exactly these; it writes `n`
    // elements.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            stream,
            (cycles, &mut *buf, n),
        )
    }
}

fn managed_buffer_written_by_a_kernel_is_read_on_the_host_after_it() -> TestResult {
    let test = "managed_buffer_written_by_a_kernel_is_read_on_the_host_after_it";
    let Some(gpu) = gpu(test) else {
        return Ok(());
    };
    if !concurrent(&gpu, test)? {
        return Ok(());
    }
    const N: usize = (1 << 20) + 3;
    let start: Vec<u32> = (0..N as u32).collect();
    let mut buf = ManagedBuffer::from_slice(&gpu.stream, &start)?;
    let module = Module::from_ptx(&gpu.ctx, SPIN_ADD_ONE)?;
    let f = module.function("spin_add_one")?;
    // A kernel that is still spinning when the host asks: the slice must wait for it.
    spin_add_one_managed(&f, &gpu.stream, &mut buf, spin_cycles())?;
    let got = buf.as_slice()?;
    if let Some(i) = (0..N).find(|&i| got[i] != start[i] + 1) {
        return Err(Failure(format!(
            "element {i} is {} after the kernel, expected {}",
            got[i],
            start[i] + 1
        )));
    }
    Ok(())
}

fn managed_buffer_starts_zeroed_and_host_writes_reach_the_kernel() -> TestResult {
    let test = "managed_buffer_starts_zeroed_and_host_writes_reach_the_kernel";
    let Some(gpu) = gpu(test) else {
        return Ok(());
    };
    if !concurrent(&gpu, test)? {
        return Ok(());
    }
    const N: usize = 4099;
    // compute-sanitizer does not follow host-attached managed memory into a kernel: memcheck reports
    // every access as out of bounds and the kernel fails, while the same program without it computes
    // correctly (a C probe with nvcc did the same on driver 580). Under the sanitizer the buffer is
    // attached globally, which it follows; the plain run keeps the host attachment.
    let attach = if sanitizer().is_some() {
        Attach::Global
    } else {
        Attach::Host
    };
    let mut buf = ManagedBuffer::<u32>::alloc(&gpu.stream, N, attach)?;
    if let Some((i, v)) = first_not(buf.as_slice()?, 0) {
        return Err(Failure(format!("fresh element {i} is {v:#x}, not zero")));
    }
    buf.as_mut_slice()?.fill(41);
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes `N` elements of `buf`.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(N as u32, BLOCK),
            &gpu.stream,
            (&mut buf, N as u32),
        )
    }?;
    if let Some((i, v)) = first_not(buf.as_slice()?, 42) {
        return Err(Failure(format!("element {i} is {v} after add_one, not 42")));
    }
    Ok(())
}

fn managed_prefetch_to_the_device_then_the_host_keeps_contents() -> TestResult {
    let test = "managed_prefetch_to_the_device_then_the_host_keeps_contents";
    let Some(gpu) = gpu(test) else {
        return Ok(());
    };
    if !concurrent(&gpu, test)? {
        return Ok(());
    }
    const N: usize = 1 << 22;
    let start: Vec<u32> = (0..N as u32)
        .map(|i| i.wrapping_mul(2_654_435_761))
        .collect();
    let mut buf = ManagedBuffer::from_slice(&gpu.stream, &start)?;
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    // On another stream than the home: the prefetch orders after the buffer's earlier work.
    buf.prefetch(Location::Device(gpu.device), &other)?;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes `N` elements of `buf`.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(N as u32, BLOCK),
            &other,
            (&mut buf, N as u32),
        )
    }?;
    buf.prefetch(Location::Host, &gpu.stream)?;
    let got = buf.as_slice()?;
    if let Some(i) = (0..N).find(|&i| got[i] != start[i].wrapping_add(1)) {
        return Err(Failure(format!(
            "element {i} is {} after prefetches and add_one, expected {}",
            got[i],
            start[i].wrapping_add(1)
        )));
    }
    Ok(())
}

fn managed_advice_and_attachment_are_accepted_and_keep_contents() -> TestResult {
    let test = "managed_advice_and_attachment_are_accepted_and_keep_contents";
    let Some(gpu) = gpu(test) else {
        return Ok(());
    };
    if !concurrent(&gpu, test)? {
        return Ok(());
    }
    const N: usize = 65_537;
    let mut buf = ManagedBuffer::from_slice(&gpu.stream, &vec![5u32; N])?;
    let device = Location::Device(gpu.device);
    for advice in [
        Advice::SetReadMostly,
        Advice::UnsetReadMostly,
        Advice::SetPreferredLocation(device),
        Advice::SetAccessedBy(device),
        Advice::UnsetAccessedBy(device),
        Advice::UnsetPreferredLocation,
    ] {
        buf.advise(advice)
            .map_err(|e| Failure(format!("{advice:?}: {e}")))?;
    }
    let single = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    buf.attach(&single, Attach::Single)?;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes `N` elements of `buf`.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(N as u32, BLOCK),
            &single,
            (&mut buf, N as u32),
        )
    }?;
    buf.attach(&single, Attach::Host)?;
    if let Some((i, v)) = first_not(buf.as_slice()?, 6) {
        return Err(Failure(format!(
            "element {i} is {v} after attach + add_one, not 6"
        )));
    }
    buf.attach(&gpu.stream, Attach::Global)?;
    buf.close()?;
    Ok(())
}

fn managed_buffer_read_by_kernels_on_two_threads_while_the_host_reads() -> TestResult {
    let test = "managed_buffer_read_by_kernels_on_two_threads_while_the_host_reads";
    let Some(gpu) = gpu(test) else {
        return Ok(());
    };
    if !concurrent(&gpu, test)? {
        return Ok(());
    }
    const N: usize = (1 << 20) + 1;
    let (a, _) = vector_inputs(N as u32, 0x5eed_0025);
    let mut input = ManagedBuffer::<f32>::alloc(&gpu.stream, N, Attach::Global)?;
    input.as_mut_slice()?.copy_from_slice(&a);
    let module = Module::from_ptx(&gpu.ctx, VECTOR_ADD)?;
    let f = module.function("vector_add")?;
    let input = &input;
    let sums = std::thread::scope(|scope| -> Result<Vec<Vec<f32>>, Failure> {
        let workers: Vec<_> = (0..2)
            .map(|_| {
                let (ctx, f) = (&gpu.ctx, &f);
                scope.spawn(move || -> Result<Vec<f32>, Failure> {
                    let stream = Stream::new(ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
                    let mut out = DeviceBuffer::<f32>::alloc(&stream, N)?;
                    for _ in 0..rounds(20, 2) {
                        // SAFETY: `vector_add(const float*, const float*, float*, unsigned)`; it reads
                        // N floats of `input` (twice) and writes N of `out`.
                        unsafe {
                            f.launch(
                                LaunchConfig::for_elements(N as u32, BLOCK),
                                &stream,
                                (input, input, &mut out, N as u32),
                            )
                        }?;
                    }
                    Ok(out.to_vec()?)
                })
            })
            .collect();
        // The host reads while the kernels may run: reading beside reading.
        let host = input.as_slice()?;
        if let Some(i) = (0..N).find(|&i| host[i].to_bits() != a[i].to_bits()) {
            return Err(Failure(format!("the host read element {i} as {}", host[i])));
        }
        workers
            .into_iter()
            .map(|w| w.join().map_err(|_| Failure("a worker panicked".into()))?)
            .collect()
    })?;
    for sum in &sums {
        check_vector_sum(&a, &a, sum)?;
    }
    Ok(())
}

fn managed_buffer_is_refused_in_a_capture_and_in_another_context() -> TestResult {
    let Some(gpu) = gpu("managed_buffer_is_refused_in_a_capture_and_in_another_context") else {
        return Ok(());
    };
    const N: u32 = 1024;
    let mut buf = ManagedBuffer::<u32>::alloc(&gpu.stream, N as usize, Attach::Global)?;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let captured = gpu.ctx.capture(|s| -> Result<(), Error> {
        // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these.
        unsafe { f.launch(LaunchConfig::for_elements(N, BLOCK), s, (&mut buf, N)) }
    });
    if !matches!(captured, Err(Error::InvalidArgument(_))) {
        return Err(Failure(format!(
            "a launch of managed memory in a capture: {captured:?}, expected InvalidArgument"
        )));
    }
    let other = Context::create(gpu.device, sys::CUctx_flags::CU_CTX_SCHED_AUTO)?;
    let other_stream = Stream::new(&other, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    let other_module = Module::from_ptx(&other, ADD_ONE)?;
    let g = other_module.function("add_one")?;
    // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these.
    let launched = unsafe {
        g.launch(
            LaunchConfig::for_elements(N, BLOCK),
            &other_stream,
            (&mut buf, N),
        )
    };
    if !matches!(launched, Err(Error::InvalidArgument(_))) {
        return Err(Failure(format!(
            "a launch of managed memory from another context: {launched:?}, expected InvalidArgument"
        )));
    }
    let prefetched = buf.prefetch(Location::Host, &other_stream);
    if !matches!(prefetched, Err(Error::InvalidArgument(_))) {
        return Err(Failure(format!(
            "a prefetch on another context's stream: {prefetched:?}, expected InvalidArgument"
        )));
    }
    Ok(())
}

fn managed_buffer_dropped_while_its_kernel_runs_is_freed_after_it() -> TestResult {
    let test = "managed_buffer_dropped_while_its_kernel_runs_is_freed_after_it";
    let Some(gpu) = gpu(test) else {
        return Ok(());
    };
    let module = Module::from_ptx(&gpu.ctx, SPIN_ADD_ONE)?;
    let f = module.function("spin_add_one")?;
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    for _ in 0..rounds(4, 1) {
        let mut buf = ManagedBuffer::<u32>::alloc(&gpu.stream, 1 << 20, Attach::Global)?;
        // On a stream other than the home: the free must wait for it (memcheck sees a fault if not).
        spin_add_one_managed(&f, &other, &mut buf, spin_cycles() / 4)?;
        drop(buf);
    }
    other.synchronize()?;
    gpu.stream.synchronize()?;
    Ok(())
}

fn primary_context_flags_are_set_and_read_back() -> TestResult {
    let Some(gpu) = gpu("primary_context_flags_are_set_and_read_back") else {
        return Ok(());
    };
    use sys::CUctx_flags as F;
    let (before, active) = gpu.device.primary_context_state()?;
    // The suite holds the primary context: it is active, and the flags still change (CUDA 11 ABI).
    if !active {
        return Err(Failure(
            "the suite's primary context reads as inactive".into(),
        ));
    }
    let wanted = F::CU_CTX_SCHED_BLOCKING_SYNC | F::CU_CTX_LMEM_RESIZE_TO_MAX;
    // With the map-host flag too, which CUDA 13 drivers refuse here and the safe layer leaves out.
    gpu.device
        .set_primary_context_flags(wanted | F::CU_CTX_MAP_HOST)?;
    let (after, _) = gpu.device.primary_context_state()?;
    gpu.device.set_primary_context_flags(before)?;
    if !after.contains(wanted) {
        return Err(Failure(format!("set {wanted:?}, read back {after:?}")));
    }
    // Work still runs under the restored flags.
    let mut buf = DeviceBuffer::<u32>::zeroed(&gpu.stream, 256)?;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    add_one(&module.function("add_one")?, &gpu.stream, &mut buf, 256)?;
    if let Some((i, v)) = first_not(&buf.to_vec()?, 1) {
        return Err(Failure(format!("element {i} is {v} after add_one")));
    }
    Ok(())
}

tests![
    managed_buffer_written_by_a_kernel_is_read_on_the_host_after_it,
    managed_buffer_starts_zeroed_and_host_writes_reach_the_kernel,
    managed_prefetch_to_the_device_then_the_host_keeps_contents,
    managed_advice_and_attachment_are_accepted_and_keep_contents,
    managed_buffer_read_by_kernels_on_two_threads_while_the_host_reads,
    managed_buffer_is_refused_in_a_capture_and_in_another_context,
    managed_buffer_dropped_while_its_kernel_runs_is_freed_after_it,
    primary_context_flags_are_set_and_read_back,
];
