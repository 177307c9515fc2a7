//! The memory behind every buffer: an [`Allocation`] (its address, its home stream, the [`Allocator`]
//! that made it, and its last use behind its lock), a [`Memory`] (one use of it, with its mode), and the
//! size and alignment checks every allocation makes first.

use std::mem::size_of;
use std::sync::Arc;

use crate::sys::{CUcontext, CUdeviceptr};
use crate::Error;

use crate::safe::memory::pool::PoolInner;
use crate::safe::order::last_use::{LastUse, Pending};
use crate::safe::order::mode::Mode;
use crate::safe::order::use_lock::{UseGuard, UseLock};
use crate::safe::owners::stream::StreamInner;

pub(crate) fn byte_len<T>(len: usize) -> Result<usize, Error> {
    len.checked_mul(size_of::<T>()).ok_or_else(|| {
        Error::InvalidArgument(format!(
            "{len} elements of {} bytes overflow usize",
            size_of::<T>()
        ))
    })
}

/// Refuses memory the host will read as `T` at an address the driver returned that is not aligned
/// for `T`. The driver promises page alignment (pinned and mapped memory) or alignment "for any kind
/// of variable" (managed memory), but a `#[cuda_struct]` may ask for more (`repr(align(8192))`), and a
/// misaligned `&[T]` is undefined behaviour.
pub(crate) fn host_aligned<T>(what: &str, addr: usize) -> Result<(), Error> {
    if addr % align_of::<T>() == 0 {
        return Ok(());
    }
    Err(Error::InvalidArgument(format!(
        "{what}: the driver's address {addr:#x} is not aligned to the {} bytes the element type \
         asks for; host memory of that type cannot be handed out",
        align_of::<T>()
    )))
}

/// Which allocator a [`DeviceBuffer`](crate::DeviceBuffer)'s memory came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allocator {
    /// `cuMemAllocAsync` on the home stream, from the device's current pool (its default pool unless
    /// [`Device::set_mem_pool`](crate::Device::set_mem_pool) chose another), or
    /// `cuMemAllocFromPoolAsync` from a chosen [`MemPool`](crate::MemPool); freed with
    /// `cuMemFreeAsync` on the home stream. [`DeviceBuffer::alloc`](crate::DeviceBuffer::alloc) and friends,
    /// [`DeviceBuffer::alloc_from_pool`](crate::DeviceBuffer::alloc_from_pool).
    Pool,
    /// `cuMemAlloc`; freed by synchronising the home stream and `cuMemFree`. The only memory
    /// `cuIpcGetMemHandle` accepts: [`DeviceBuffer::alloc_unpooled`](crate::DeviceBuffer::alloc_unpooled).
    Device,
    /// Another process's memory, opened with `cuIpcOpenMemHandle`
    /// ([`IpcMemory::into_buffer`](crate::IpcMemory::into_buffer)); closed, never freed, after the home
    /// stream has run its last use.
    Ipc,
    /// A wholly mapped [`VirtualRange`](crate::VirtualRange) of `bytes` bytes
    /// ([`VirtualRange::into_buffer`](crate::VirtualRange::into_buffer)); unmapped (which releases
    /// physical memory no other mapping holds) and its addresses freed after the home stream has run
    /// its last use.
    Mapped {
        /// The range's size.
        bytes: usize,
    },
    /// `cuMemAllocManaged`, the memory of a [`ManagedBuffer`](crate::ManagedBuffer); freed as
    /// [`Device`](Self::Device) memory.
    Managed,
    /// `cuMemHostAlloc` mapped into the device, the memory of a [`MappedBuffer`](crate::MappedBuffer);
    /// freed with `cuMemFreeHost` once its last use's stream has run.
    HostMapped,
    /// Host memory the caller lent to a [`HostRegistration`](crate::HostRegistration)
    /// (`cuMemHostRegister`); never freed here: the registration's end waits for its work and
    /// unregisters it.
    HostRegistered,
    /// A CUDA array (`cuArray3DCreate`), the memory of an [`Array`](crate::Array), which has no device
    /// address: the allocation's address field holds the `CUarray` handle's value. Destroyed with
    /// `cuArrayDestroy` once its last use's stream has run (the call is not stream-ordered).
    Array,
    /// A mipmapped CUDA array (`cuMipmappedArrayCreate`), the memory of a
    /// [`MipmappedArray`](crate::MipmappedArray) and of its levels; its address field holds the
    /// `CUmipmappedArray` handle's value. Destroyed with `cuMipmappedArrayDestroy` once its last use's
    /// stream has run.
    MipmappedArray,
}

impl Allocator {
    /// Whether the host reaches the memory directly (managed, mapped or registered host memory): such
    /// memory is never held by a graph, whose launches would not borrow it, nor used from another
    /// context.
    pub(crate) fn host_reachable(self) -> bool {
        matches!(
            self,
            Allocator::Managed | Allocator::HostMapped | Allocator::HostRegistered
        )
    }
}

/// The memory behind a buffer, shared with the graphs whose work touches it. Everything a use on one
/// or two streams reads lies on one cache line (the `Arc`'s counts, which a use does not touch, on the
/// line before; the readers beyond two streams, [`LastUse::more`], on the line after): a launch's
/// driver call evicts much of the cache, and each further line a launch reads per buffer costs it.
#[repr(C, align(64))]
pub(crate) struct Allocation {
    pub(crate) ptr: CUdeviceptr,
    pub(crate) home: Arc<StreamInner>,
    /// `home`'s context handle, for the context rule without reading the stream.
    pub(super) ctx_raw: CUcontext,
    pub(crate) allocator: Allocator,
    /// The last write's stream and the readers since.
    last: UseLock<LastUse>,
    /// The pool the memory came from when it was chosen ([`MemPool`](crate::MemPool)): kept until the
    /// memory is freed. Never read by a use.
    pub(crate) pool: Option<Arc<PoolInner>>,
}

// What a use on one or two streams reads lies on the first line: the lock's flag (8 bytes with its
// padding), `other` and the flags of `LastUse`; `more` starts the second.
const _: () = {
    assert!(std::mem::offset_of!(LastUse, more) == 16);
    assert!(std::mem::offset_of!(Allocation, last) + 8 + 16 <= 64);
    assert!(std::mem::size_of::<Allocation>() == 128);
};

impl std::fmt::Debug for Allocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Allocation")
            .field("ptr", &self.ptr)
            .field("allocator", &self.allocator)
            .finish_non_exhaustive()
    }
}

impl Allocation {
    pub(crate) fn new(ptr: CUdeviceptr, allocator: Allocator, home: Arc<StreamInner>) -> Self {
        Allocation {
            last: UseLock::new(LastUse::default()),
            ptr,
            ctx_raw: home.ctx_raw(),
            home,
            allocator,
            pool: None,
        }
    }

    #[inline]
    pub(super) fn lock(&self) -> UseGuard<'_, LastUse> {
        self.last.lock()
    }

    /// The streams of the last write (its home stream when none) and of the reads since, read under
    /// the lock: what the host waits for before it touches memory it reaches directly. A caller that
    /// can run inside a host function refuses there first (`host_fn::refuse`): a use holds this lock
    /// across its driver call, which may wait for that host function.
    pub(crate) fn latest(&self) -> Pending {
        let last = self.lock();
        Pending {
            last: Arc::clone(last.stream(&self.home)),
            readers: last.readers(&self.home).cloned().collect(),
        }
    }

    /// The streams of the last write and the reads since (for a free that orders after them), taken
    /// out.
    pub(crate) fn take_last(&mut self) -> Pending {
        let home = Arc::clone(&self.home);
        let last = std::mem::take(self.last.get_mut());
        let readers = last.readers(&home).cloned().collect();
        let LastUse { other, away, .. } = last;
        let last = away.then_some(other).flatten().unwrap_or(home);
        Pending { last, readers }
    }
}

/// A buffer among the memory one use touches, and what the use does to it, as launch arguments hand
/// it over (opaque outside the crate).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Memory<'a>(pub(crate) &'a Arc<Allocation>, pub(crate) Mode);

impl<'a> Memory<'a> {
    /// A use that reads `mem`.
    #[inline]
    pub(crate) fn read(mem: &'a Arc<Allocation>) -> Self {
        Memory(mem, Mode::Read)
    }

    /// A use that writes `mem`.
    #[inline]
    pub(crate) fn write(mem: &'a Arc<Allocation>) -> Self {
        Memory(mem, Mode::Write)
    }

    /// The use with mode `mode`.
    #[inline]
    pub(crate) fn with(mem: &'a Arc<Allocation>, mode: Mode) -> Self {
        Memory(mem, mode)
    }
}
