//! Host memory the device reaches: mapped pinned buffers and registrations of a caller's slice, read
//! and written by kernels, seen by the host only after the wait; a registration's end waits for the
//! kernels still queued on it.

use cuda_driver::{HostAllocFlags, HostRegisterFlags, HostRegistration, MappedBuffer};

use super::managed::spin_cycles;
use super::ownership::SPIN_ADD_ONE;
use super::*;

/// Held by every test that registers memory: small `Vec`s share pages with other heap memory, and the
/// driver refuses to register a page twice, so registrations in tests running in parallel could collide.
static REGISTERING: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn registering() -> std::sync::MutexGuard<'static, ()> {
    REGISTERING.lock().unwrap_or_else(|e| e.into_inner())
}

/// `spin_add_one(cycles, buf, n)`, the buffer given as any kernel argument.
fn spin<A: cuda_driver::KernelArg>(
    f: &Function<'_>,
    stream: &Stream,
    buf: A,
    n: usize,
    cycles: i64,
) -> Result<(), Error> {
    let n = u32::try_from(n).expect("test buffers fit a u32 count");
    // SAFETY: `spin_add_one(long long, unsigned*, unsigned)` takes exactly these; `buf` (passed as
    // `&mut`) holds `n` elements.
    unsafe {
        f.launch(
            LaunchConfig::for_elements(n, BLOCK),
            stream,
            (cycles, buf, n),
        )
    }
}

fn mapped_buffer_written_by_a_kernel_is_seen_after_the_wait() -> TestResult {
    let Some(gpu) = gpu("mapped_buffer_written_by_a_kernel_is_seen_after_the_wait") else {
        return Ok(());
    };
    const N: usize = (1 << 18) + 7;
    let module = Module::from_ptx(&gpu.ctx, SPIN_ADD_ONE)?;
    let f = module.function("spin_add_one")?;
    for flags in [
        HostAllocFlags::empty(),
        HostAllocFlags::PORTABLE | HostAllocFlags::WRITE_COMBINED,
    ] {
        let mut buf = MappedBuffer::<u32>::zeroed(&gpu.stream, N, flags)?;
        if let Some((i, v)) = first_not(buf.as_slice()?, 0) {
            return Err(Failure(format!("{flags:?}: fresh element {i} is {v:#x}")));
        }
        for (i, v) in buf.as_mut_slice()?.iter_mut().enumerate() {
            *v = i as u32;
        }
        // Still spinning when the host asks: the slice must wait for it.
        spin(&f, &gpu.stream, &mut buf, N, spin_cycles())?;
        let got = buf.as_slice()?;
        if let Some(i) = (0..N).find(|&i| got[i] != i as u32 + 1) {
            return Err(Failure(format!(
                "{flags:?}: element {i} is {} after the kernel, expected {}",
                got[i],
                i + 1
            )));
        }
        buf.close()?;
    }
    Ok(())
}

fn mapped_buffer_dropped_while_its_kernel_runs_is_freed_after_it() -> TestResult {
    with_kernel!("mapped_buffer_dropped_while_its_kernel_runs_is_freed_after_it", gpu, module, f = SPIN_ADD_ONE, "spin_add_one");
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    for _ in 0..rounds(4, 1) {
        let mut buf = MappedBuffer::<u32>::zeroed(&gpu.stream, 1 << 16, HostAllocFlags::empty())?;
        // Queued on another stream than the home: the free must wait for it (memcheck would report
        // the kernel's access to freed host memory).
        spin(&f, &other, &mut buf, 1 << 16, spin_cycles() / 4)?;
        drop(buf);
    }
    other.synchronize()?;
    Ok(())
}

fn registered_vec_written_by_a_kernel_is_seen_after_the_scope() -> TestResult {
    let Some(gpu) = gpu("registered_vec_written_by_a_kernel_is_seen_after_the_scope") else {
        return Ok(());
    };
    let _registering = registering();
    const N: usize = (1 << 20) + 11;
    let mut data: Vec<u32> = (0..N as u32).map(|i| i.wrapping_mul(7)).collect();
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let seen = HostRegistration::scope(
        &gpu.stream,
        &mut data,
        HostRegisterFlags::PORTABLE,
        |reg| -> Result<u32, Failure> {
            // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these; it writes `N` elements.
            unsafe {
                f.launch(
                    LaunchConfig::for_elements(N as u32, BLOCK),
                    &gpu.stream,
                    (&mut *reg, N as u32),
                )
            }?;
            // Through the registration, after the kernel.
            Ok(reg.as_slice()?[N - 1])
        },
    )??;
    if seen != ((N - 1) as u32).wrapping_mul(7) + 1 {
        return Err(Failure(format!("as_slice inside the scope read {seen}")));
    }
    if let Some(i) = (0..N).find(|&i| data[i] != (i as u32).wrapping_mul(7) + 1) {
        return Err(Failure(format!(
            "element {i} of the Vec is {} after the scope, expected {}",
            data[i],
            (i as u32).wrapping_mul(7) + 1
        )));
    }
    // The pages are unregistered: registering them again works.
    HostRegistration::scope(&gpu.stream, &mut data, HostRegisterFlags::empty(), |_| ())?;
    Ok(())
}

fn registration_ended_while_a_long_kernel_is_queued_waits_for_it() -> TestResult {
    let Some(gpu) = gpu("registration_ended_while_a_long_kernel_is_queued_waits_for_it") else {
        return Ok(());
    };
    let _registering = registering();
    let module = Module::from_ptx(&gpu.ctx, SPIN_ADD_ONE)?;
    let f = module.function("spin_add_one")?;
    let other = Stream::new(&gpu.ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
    for round in 0..rounds(3, 1) {
        const N: usize = 1 << 16;
        let mut data = vec![round as u32; N];
        // On another stream than the home, the closure returning at once: the scope's end must wait
        // for the kernel before the Vec is back (and before it is freed, below).
        HostRegistration::scope(&gpu.stream, &mut data, HostRegisterFlags::empty(), |reg| {
            spin(&f, &other, &mut *reg, N, spin_cycles())
        })??;
        if let Some((i, v)) = first_not(&data, round as u32 + 1) {
            return Err(Failure(format!(
                "round {round}: element {i} is {v} right after the scope, expected {}",
                round + 1
            )));
        }
        drop(data);
    }
    Ok(())
}

fn registration_ends_after_its_kernel_when_the_closure_panics() -> TestResult {
    let Some(gpu) = gpu("registration_ends_after_its_kernel_when_the_closure_panics") else {
        return Ok(());
    };
    let _registering = registering();
    let module = Module::from_ptx(&gpu.ctx, SPIN_ADD_ONE)?;
    let f = module.function("spin_add_one")?;
    const N: usize = 4096;
    let mut data = vec![1u32; N];
    let unwound = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        HostRegistration::scope(&gpu.stream, &mut data, HostRegisterFlags::empty(), |reg| {
            spin(&f, &gpu.stream, &mut *reg, N, spin_cycles()).expect("launch");
            panic!("on purpose, with the kernel queued");
        })
    }));
    if unwound.is_ok() {
        return Err(Failure("the closure's panic did not unwind".into()));
    }
    if let Some((i, v)) = first_not(&data, 2) {
        return Err(Failure(format!(
            "element {i} is {v} after the unwind, expected 2"
        )));
    }
    Ok(())
}

fn host_memory_is_refused_in_a_capture() -> TestResult {
    let Some(gpu) = gpu("host_memory_is_refused_in_a_capture") else {
        return Ok(());
    };
    let _registering = registering();
    const N: u32 = 256;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    let f = module.function("add_one")?;
    let mut mapped = MappedBuffer::<u32>::zeroed(&gpu.stream, N as usize, HostAllocFlags::empty())?;
    let captured = gpu.ctx.capture(|s| -> Result<(), Error> {
        // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these.
        unsafe { f.launch(LaunchConfig::for_elements(N, BLOCK), s, (&mut mapped, N)) }
    });
    if !matches!(captured, Err(Error::InvalidArgument(_))) {
        return Err(Failure(format!(
            "mapped memory in a capture: {:?}",
            captured.err()
        )));
    }
    let mut data = vec![0u32; N as usize];
    let captured =
        HostRegistration::scope(&gpu.stream, &mut data, HostRegisterFlags::empty(), |reg| {
            gpu.ctx.capture(|s| -> Result<(), Error> {
                // SAFETY: `add_one(unsigned*, unsigned)` takes exactly these.
                unsafe { f.launch(LaunchConfig::for_elements(N, BLOCK), s, (&mut *reg, N)) }
            })
        })?;
    if !matches!(captured, Err(Error::InvalidArgument(_))) {
        return Err(Failure(format!(
            "registered memory in a capture: {:?}",
            captured.err()
        )));
    }
    Ok(())
}

tests![
    mapped_buffer_written_by_a_kernel_is_seen_after_the_wait,
    mapped_buffer_dropped_while_its_kernel_runs_is_freed_after_it,
    registered_vec_written_by_a_kernel_is_seen_after_the_scope,
    registration_ended_while_a_long_kernel_is_queued_waits_for_it,
    registration_ends_after_its_kernel_when_the_closure_panics,
    host_memory_is_refused_in_a_capture,
];
