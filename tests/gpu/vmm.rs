//! Virtual memory management: a reserved range mapped onto physical allocations becomes a buffer only
//! when wholly mapped and accessible; physical memory shared with a child process by descriptor.

use std::os::fd::{AsFd, BorrowedFd};
use std::process::Stdio;

use cuda_driver::sys::CUdevice_attribute;
use cuda_driver::{granularity, Error, PhysicalMemory, Shareable, VirtualRange};

use super::*;

/// The shared allocation's size in bytes.
const VMM_SIZE_VAR: &str = "CUDA_TESTS_VMM_SIZE";

/// A range of `pieces` physical allocations of `unit` bytes, wholly mapped and read-write for the
/// device.
fn mapped_range(gpu: &Gpu, unit: usize, pieces: usize) -> Result<VirtualRange, Failure> {
    let mut range = VirtualRange::reserve(&gpu.ctx, unit * pieces, 0)?;
    for i in 0..pieces {
        // Released right after mapping: the mapping keeps the memory.
        let memory = PhysicalMemory::new(&gpu.ctx, unit, Shareable::No)?;
        range.map(i * unit, &memory)?;
    }
    range.set_access(&[gpu.device])?;
    Ok(range)
}

/// Two physical allocations mapped side by side, whose owners are dropped at once, make one buffer a
/// kernel and copies use across the seam.
fn a_range_mapped_from_two_allocations_is_one_buffer() -> TestResult {
    let Some(gpu) = gpu("a_range_mapped_from_two_allocations_is_one_buffer") else {
        return Ok(());
    };
    let unit = granularity(gpu.device, Shareable::No, false)?;
    let range = mapped_range(&gpu, unit, 2)?;
    let mut buf = range.into_buffer::<u32>(&gpu.stream)?;
    let n = buf.len();
    let init: Vec<u32> = (0..n as u32).collect();
    buf.copy_from_host(&init)?;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    add_one(
        &module.function("add_one")?,
        &gpu.stream,
        &mut buf,
        n as u32,
    )?;
    let seen = buf.to_vec()?;
    if let Some(i) = (0..n).find(|&i| seen[i] != i as u32 + 1) {
        return Err(Failure(format!(
            "element {i} of {n} (the seam at {}) is {}",
            n / 2,
            seen[i]
        )));
    }
    buf.close()?;
    Ok(())
}

/// A range not wholly mapped, or not accessible from the stream's device, is no buffer; pieces that
/// overlap, do not fit or sit off a granule are refused, as are sizes off the granularity and a second
/// mapping of one physical allocation.
fn partial_or_inaccessible_ranges_are_refused() -> TestResult {
    let Some(gpu) = gpu("partial_or_inaccessible_ranges_are_refused") else {
        return Ok(());
    };
    let unit = granularity(gpu.device, Shareable::No, false)?;
    let refused = |what: &str, r: Result<(), Error>| match r {
        Err(Error::InvalidArgument(_)) => Ok(()),
        other => Err(Failure(format!("{what}: {other:?}"))),
    };
    refused(
        "an allocation off the granularity",
        PhysicalMemory::new(&gpu.ctx, unit + 1, Shareable::No).map(drop),
    )?;
    refused(
        "a range off the granularity",
        VirtualRange::reserve(&gpu.ctx, unit + 1, 0).map(drop),
    )?;
    let fresh = || PhysicalMemory::new(&gpu.ctx, unit, Shareable::No);
    let memory = fresh()?;
    let mut range = VirtualRange::reserve(&gpu.ctx, 2 * unit, 0)?;
    range.map(0, &memory)?;
    refused("a piece over a mapped one", range.map(0, &fresh()?))?;
    refused(
        "a piece off the granularity",
        range.map(unit / 2, &fresh()?),
    )?;
    refused("a piece past the end", range.map(2 * unit, &fresh()?))?;
    refused("memory mapped a second time", range.map(unit, &memory))?;
    refused(
        "access to a half-mapped range",
        range.set_access(&[gpu.device]),
    )?;
    let range = match range.into_buffer::<u32>(&gpu.stream) {
        Err(Error::InvalidArgument(msg)) if msg.contains("mapped") => {
            let mut range = VirtualRange::reserve(&gpu.ctx, 2 * unit, 0)?;
            range.map(0, &fresh()?)?;
            range.map(unit, &fresh()?)?;
            range
        }
        other => {
            return Err(Failure(format!(
                "a half-mapped range as a buffer: {other:?}"
            )))
        }
    };
    match range.into_buffer::<u32>(&gpu.stream) {
        Err(Error::InvalidArgument(msg)) if msg.contains("access") => Ok(()),
        other => Err(Failure(format!(
            "a range without access as a buffer: {other:?}"
        ))),
    }
}

/// A physical allocation exported by descriptor: the child imports it, maps it into a range of its
/// own, checks the parent's pattern and adds one; the parent sees the change through its own mapping.
fn physical_memory_shared_with_a_child_by_descriptor() -> TestResult {
    const TEST: &str = "physical_memory_shared_with_a_child_by_descriptor";
    const MARKER: &str = "vmm child: pattern checked, one added";
    if child_role().as_deref() == Some("vmm") {
        let Some(gpu) = gpu(TEST) else {
            return Err(Failure("the vmm child has no GPU".into()));
        };
        return vmm_child(&gpu, MARKER);
    }
    let Some(gpu) = gpu(TEST) else { return Ok(()) };
    let supported = gpu.device.attribute(
        CUdevice_attribute::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED,
    )?;
    if supported == 0 {
        skip(format_args!(
            "{TEST}: the device reports POSIX file-descriptor handles unsupported"
        ));
        return Ok(());
    }
    let unit = granularity(gpu.device, Shareable::PosixFd, false)?;
    let memory = PhysicalMemory::new(&gpu.ctx, unit, Shareable::PosixFd)?;
    let mut range = VirtualRange::reserve(&gpu.ctx, unit, 0)?;
    range.map(0, &memory)?;
    range.set_access(&[gpu.device])?;
    let mut buf = range.into_buffer::<u32>(&gpu.stream)?;
    let pattern: Vec<u32> = (0..buf.len())
        .map(|i| (i as u32).wrapping_mul(0x9E37_79B9))
        .collect();
    buf.copy_from_host(&pattern)?;
    // The descriptor becomes the child's standard input.
    let fd = memory.export_fd()?;
    let stdout = run_child_with_stdin(
        TEST,
        "vmm",
        &[(VMM_SIZE_VAR, &unit.to_string())],
        Stdio::from(fd),
    )?;
    assert!(
        stdout.contains(MARKER),
        "the vmm child did not report its work"
    );
    let after = buf.to_vec()?;
    if let Some(i) = (0..after.len()).find(|&i| after[i] != pattern[i].wrapping_add(1)) {
        return Err(Failure(format!(
            "after the child's add_one, element {i} is {}, expected {} + 1",
            after[i], pattern[i]
        )));
    }
    Ok(())
}

/// In the child: import the parent's allocation, map it, check the pattern, add one.
fn vmm_child(gpu: &Gpu, marker: &str) -> TestResult {
    let size: usize = std::env::var(VMM_SIZE_VAR)?.parse()?;
    // SAFETY: the parent handed the exported descriptor down as standard input, open while this
    // process runs; it is only borrowed here.
    let fd = unsafe { BorrowedFd::borrow_raw(0) };
    // SAFETY: `size` is the parent's allocation's own size, and this process maps the memory once.
    let memory = unsafe { PhysicalMemory::import_fd(&gpu.ctx, fd.as_fd(), size) }?;
    let mut range = VirtualRange::reserve(&gpu.ctx, size, 0)?;
    range.map(0, &memory)?;
    drop(memory);
    range.set_access(&[gpu.device])?;
    let mut buf = range.into_buffer::<u32>(&gpu.stream)?;
    let seen = buf.to_vec()?;
    if let Some(i) = (0..seen.len()).find(|&i| seen[i] != (i as u32).wrapping_mul(0x9E37_79B9)) {
        return Err(Failure(format!(
            "element {i} of the shared memory is {}",
            seen[i]
        )));
    }
    let n = buf.len() as u32;
    let module = Module::from_ptx(&gpu.ctx, ADD_ONE)?;
    add_one(&module.function("add_one")?, &gpu.stream, &mut buf, n)?;
    // Waits for the kernel, then unmaps (the parent's mapping keeps the memory).
    buf.close()?;
    println!("{marker} ({n} elements)");
    Ok(())
}

tests![
    a_range_mapped_from_two_allocations_is_one_buffer,
    partial_or_inaccessible_ranges_are_refused,
    physical_memory_shared_with_a_child_by_descriptor,
];
