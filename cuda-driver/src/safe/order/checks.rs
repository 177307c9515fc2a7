//! The refusals of the ordering funnel, out of its way: memory of the wrong context or that the host
//! reaches, a kernel that would read and write one buffer through two arguments, and the checks of a
//! hand-built graph's nodes.

use std::sync::Arc;

use crate::sys::CUcontext;
use crate::Error;

use crate::safe::order::allocation::Allocator;
use crate::safe::order::allocation::Memory;
use crate::safe::order::mode::Mode;

/// A kernel launch's refusal of one buffer passed to read and to write.
#[cold]
pub(crate) fn read_and_write(what: &str) -> Error {
    Error::InvalidArgument(format!(
        "{what}: one allocation is passed both to read (`&buf`, a shared view, a texture) and to write \
         (`&mut buf`, a mutable view, a surface) through different arguments; a kernel that reads \
         what another argument writes races with itself. Pass it once, or pass every use of it as \
         a write"
    ))
}

/// A kernel launch's refusal of one mipmapped array written through two arguments (two surfaces of
/// its levels, which may be two values of one level: `MipmappedArray::level`).
#[cold]
pub(crate) fn levels_written_twice(what: &str) -> Error {
    Error::InvalidArgument(format!(
        "{what}: one mipmapped array is passed to write (a surface of one of its levels) through two \
         arguments; two values of one level are one array, which a kernel would write through two \
         handles it takes for two arrays. Pass one surface per mipmapped array"
    ))
}

/// Refuses, for a node added to a graph of context `ctx` (`what` names the call), a buffer of another
/// context or one the host reaches: a graph's launch orders its buffers on a stream of its own
/// context, and does not borrow host-reachable memory (as a capture refuses it).
pub(crate) fn check_graph_memory(
    what: &str,
    ctx: CUcontext,
    memory: &[Memory<'_>],
) -> Result<(), Error> {
    for mem in memory {
        if mem.0.allocator.host_reachable() {
            return Err(host_memory_refused(what));
        }
        if mem.0.ctx_raw != ctx {
            return Err(Error::InvalidArgument(format!(
                "{what}: a buffer of another context than the graph's; a graph's nodes use buffers of \
                 its own context"
            )));
        }
    }
    Ok(())
}

/// Refuses a kernel's arguments (a graph's kernel node, `what`) that read and write one allocation
/// through different arguments, as a launch does.
pub(crate) fn check_kernel_modes(what: &str, memory: &[Memory<'_>]) -> Result<(), Error> {
    for (i, m) in memory.iter().enumerate() {
        let same = |o: &&Memory<'_>| Arc::ptr_eq(o.0, m.0);
        if memory[..i].iter().filter(same).any(|o| o.1 != m.1) {
            return Err(read_and_write(what));
        }
        let level = m.1 == Mode::Write && m.0.allocator == Allocator::MipmappedArray;
        if level && memory[..i].iter().any(|o| same(&o)) {
            return Err(levels_written_twice(what));
        }
    }
    Ok(())
}

/// Memory the host reaches ([`Allocator::host_reachable`]) is used only by work queued in its own
/// context and in real stream order: a graph's launches would not borrow it, so the host could touch it
/// while one runs (or, for a registration, after the lent memory went back to its owner).
#[cold]
pub(super) fn host_memory_refused(what: &str) -> Error {
    Error::InvalidArgument(format!(
        "{what}: managed, mapped or registered host memory is used only on streams of its own context, \
         outside capture scopes"
    ))
}

#[cold]
pub(super) fn not_reachable(what: &str, same_device: bool, allocator: Allocator) -> Error {
    Error::InvalidArgument(if same_device {
        format!(
            "{what}: a buffer of another context on the same device; use buffers of the stream's \
             context (copy_from_device copies between contexts)"
        )
    } else if allocator != Allocator::Device {
        format!(
            "{what}: a buffer of another device that is not cuMemAlloc memory (a pool's, a mapped \
             virtual range, another process's), which peer access is not documented to reach; use a \
             buffer from DeviceBuffer::alloc_unpooled with a PeerAccess, or copy between the devices"
        )
    } else {
        format!(
            "{what}: a buffer of another device's context, and the stream's context holds no peer \
             access to it; keep a PeerAccess from Context::enable_peer_access alive while the work \
             may run"
        )
    })
}
