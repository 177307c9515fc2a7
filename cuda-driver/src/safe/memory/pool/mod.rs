//! Memory pools of the stream-ordered allocator: a device's default and current pool, pools of one's
//! own and their attributes, allocation from a chosen pool, and a pool and its allocations shared with
//! another process.
//!
//! NVIDIA's guide: [Stream-Ordered Memory Allocator](https://docs.nvidia.com/cuda/cuda-programming-guide/04-special-topics/stream-ordered-memory-allocation.html);
//! the functions: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).

mod alloc;
pub(crate) mod current;
mod share;

use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use crate::sys::{
    CUmemAccessDesc, CUmemAccess_flags, CUmemAllocationHandleType, CUmemAllocationType,
    CUmemLocation, CUmemLocationType, CUmemPoolProps, CUmemPool_attribute, CUmemoryPool,
};
use crate::{Context, Device, Driver, DriverError, Error};

use crate::safe::host_fn;
use crate::safe::host_fn::release;
use crate::safe::owners::stream::StreamInner;

/// Serialises access changes of every pool (rare calls), so that `set_access`'s read-then-grant cannot
/// interleave with another change.
static ACCESS_CHANGES: Mutex<()> = Mutex::new(());

/// The handles of the created and imported pools alive in this process: an import that hands back one
/// of them (this process's own export, or a pool imported twice) is refused rather than owned twice.
static OWNED: Mutex<Vec<usize>> = Mutex::new(Vec::new());

fn owned() -> std::sync::MutexGuard<'static, Vec<usize>> {
    OWNED.lock().unwrap_or_else(|e| e.into_inner())
}

/// What a [`MemPool`] value names, and so what its last owner does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The device's default pool: never destroyed.
    Default,
    /// Made by [`MemPool::new`]; destroyed after its last owner. `exportable`: with a POSIX file
    /// descriptor handle.
    Created { exportable: bool },
    /// Imported from another process ([`MemPool::import_fd`]); released after its last owner.
    Imported,
}

/// The shared part of a pool: what pool values, the buffers allocated from it and the device's
/// current-pool registry hold.
#[derive(Debug)]
pub(crate) struct PoolInner {
    raw: CUmemoryPool,
    kind: Kind,
    /// The device's primary context: its calls run with it bound, and it keeps the device's state (so
    /// [`Device::reset_primary_context`] is refused while a pool lives).
    ctx: Context,
    /// Set once the pool has been exported ([`MemPool::export_fd`]): the driver exports no pointer of a
    /// pool before that (`CUDA_ERROR_INVALID_VALUE`, driver 580).
    #[cfg_attr(not(unix), allow(dead_code))]
    exported: AtomicBool,
}

// SAFETY: a pool handle is a name the driver accepts from any thread; the value holds no thread state.
unsafe impl Send for PoolInner {}
// SAFETY: as above; every `&self` method is a thread-safe driver call.
unsafe impl Sync for PoolInner {}

impl Drop for PoolInner {
    fn drop(&mut self) {
        if self.kind != Kind::Default && host_fn::inside() {
            // Destroyed (and only then taken off the registry) after the host function, on the
            // release thread (`host_fn::release`).
            return release::defer(PoolInner {
                raw: self.raw,
                kind: std::mem::replace(&mut self.kind, Kind::Default),
                ctx: self.ctx.clone(),
                exported: AtomicBool::new(self.exported.load(Ordering::Relaxed)),
            });
        }
        let _ = self.destroy();
    }
}

impl PoolInner {
    /// Destroys a created or imported pool and marks it destroyed (a default pool is left alone); for
    /// the last owner only.
    fn destroy(&mut self) -> Result<(), DriverError> {
        if self.kind == Kind::Default {
            return Ok(());
        }
        // Held across the destroy: the handle leaves the registry only once the driver may reuse its
        // value, so an import racing this cannot be refused for, or claim, a pool on its way out.
        let mut owned = owned();
        let driver = self.ctx.driver();
        let destroyed = crate::safe::owners::current::in_context(&self.ctx, || {
            // SAFETY: created or imported once, destroyed once here (the kind is changed below, so
            // no second call destroys it), after the last owner. Allocations still outstanding (a
            // free queued, not yet run) keep the driver's pool until they are freed, as
            // `cuMemPoolDestroy` documents; ours hold this value, so there are none.
            unsafe { driver.cuMemPoolDestroy(self.raw) }
        });
        let key = self.raw.native_handle();
        owned.retain(|&k| k != key);
        self.kind = Kind::Default;
        destroyed
    }
}

/// A memory pool of one device, shared by reference count (cloning is cheap).
///
/// Three kinds: the device's default pool ([`Device::default_mem_pool`]), which is never destroyed; a
/// pool made with [`MemPool::new`], destroyed after its last owner, and after every buffer allocated
/// from it ([`DeviceBuffer::alloc_from_pool`](crate::DeviceBuffer::alloc_from_pool)) has been freed, since each holds it; and a pool imported
/// from another process ([`MemPool::import_fd`]), released likewise. Every pool holds its device's
/// primary context.
///
/// **Context rule.** A pool belongs to a device, not a context: streams of any context on its device
/// can allocate from it, and a buffer so allocated belongs to its stream's context like any other.
#[derive(Clone, Debug)]
pub struct MemPool {
    inner: Arc<PoolInner>,
}

/// How [`MemPool::new`] makes a pool.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoolOptions {
    exportable: bool,
    max_size: usize,
}

impl PoolOptions {
    /// Device memory, no export, no size limit.
    pub fn new() -> Self {
        Self::default()
    }

    /// Makes the pool exportable as a POSIX file descriptor ([`MemPool::export_fd`]), the way to share
    /// it and its allocations with another process.
    #[must_use]
    pub fn exportable_as_fd(mut self) -> Self {
        self.exportable = true;
        self
    }

    /// Caps the pool at `bytes` (0, the default: no cap).
    #[must_use]
    pub fn max_size(mut self, bytes: usize) -> Self {
        self.max_size = bytes;
        self
    }
}

/// A reuse policy of a pool: when memory freed in stream order may serve a new allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PoolReuse {
    /// Reuse memory freed on another stream when the allocating stream already waits for the free (an
    /// event dependency).
    FollowEventDependencies,
    /// Reuse memory whose free has already run, whatever the streams.
    AllowOpportunistic,
    /// Reuse memory freed on another stream by making the allocating stream wait for the free.
    AllowInternalDependencies,
}

impl PoolReuse {
    fn attribute(self) -> CUmemPool_attribute {
        match self {
            PoolReuse::FollowEventDependencies => {
                CUmemPool_attribute::CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES
            }
            PoolReuse::AllowOpportunistic => {
                CUmemPool_attribute::CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC
            }
            PoolReuse::AllowInternalDependencies => {
                CUmemPool_attribute::CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES
            }
        }
    }
}

/// How much memory a pool holds and hands out, in bytes ([`MemPool::usage`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoolUsage {
    /// Reserved from the device now (handed out or cached).
    pub reserved_current: u64,
    /// The most ever reserved, since creation or the last [`MemPool::reset_high_watermarks`].
    pub reserved_high: u64,
    /// Handed out to allocations now.
    pub used_current: u64,
    /// The most ever handed out, since creation or the last reset.
    pub used_high: u64,
}

/// What a device may do with a pool's memory ([`MemPool::set_access`]).
/// Ordered: `None < Read < ReadWrite`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PoolAccess {
    /// Nothing.
    None,
    /// Read.
    Read,
    /// Read and write.
    ReadWrite,
}

fn device_location(device: Device) -> CUmemLocation {
    CUmemLocation::new()
        .with_type(CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE)
        .with_id(device.ordinal())
}

const POSIX_FD: CUmemAllocationHandleType =
    CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;

impl MemPool {
    /// Creates a pool of `device`'s memory (`cuMemPoolCreate`), destroyed after its last owner and the
    /// last buffer allocated from it.
    ///
    /// # Errors
    /// A failing `cuDevicePrimaryCtxRetain` or `cuMemPoolCreate` (`CUDA_ERROR_NOT_SUPPORTED` where the
    /// device has no memory pools, or no POSIX file-descriptor export for
    /// [`exportable_as_fd`](PoolOptions::exportable_as_fd)).
    pub fn new(device: Device, options: &PoolOptions) -> Result<Self, Error> {
        let ctx = Context::primary(device)?;
        let handle = if options.exportable {
            POSIX_FD
        } else {
            CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_NONE
        };
        let props = CUmemPoolProps::new()
            .with_alloc_type(CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED)
            .with_handle_types(handle)
            .with_location(device_location(device))
            .with_max_size(options.max_size);
        let mut raw = CUmemoryPool::null();
        let driver = ctx.driver();
        crate::safe::owners::current::in_context(&ctx, || {
            // SAFETY: `raw` is a valid out-parameter; `props` is a complete `CUmemPoolProps` whose
            // reserved bytes are zero and whose Win32 pointer is null.
            unsafe { driver.cuMemPoolCreate(raw.as_mut_ptr(), props.as_ptr()) }
        })?;
        let kind = Kind::Created {
            exportable: options.exportable,
        };
        MemPool::claim(raw, kind, ctx).ok_or_else(|| {
            Error::InvalidArgument(
                "MemPool::new: cuMemPoolCreate returned a pool this process already owns".into(),
            )
        })
    }

    /// Wraps `raw` as the owner `kind` says. A created or imported pool is claimed in the registry of
    /// owned pools, checked and recorded under one lock: `None` when this process owns it already
    /// (owning it twice would let one owner's drop destroy it under the other).
    fn claim(raw: CUmemoryPool, kind: Kind, ctx: Context) -> Option<Self> {
        if kind != Kind::Default {
            let mut owned = owned();
            let key = raw.native_handle();
            if owned.contains(&key) {
                return None;
            }
            owned.push(key);
        }
        Some(MemPool {
            inner: Arc::new(PoolInner {
                raw,
                kind,
                ctx,
                exported: AtomicBool::new(false),
            }),
        })
    }

    /// The raw handle (valid while `self` lives).
    pub fn raw(&self) -> CUmemoryPool {
        self.inner.raw
    }

    /// The device whose memory the pool holds.
    pub fn device(&self) -> Device {
        self.inner.ctx.device()
    }

    /// Whether this is the device's default pool.
    pub fn is_default(&self) -> bool {
        self.inner.kind == Kind::Default
    }

    /// Whether the pool was imported from another process (it hands out no new allocations).
    pub fn is_imported(&self) -> bool {
        self.inner.kind == Kind::Imported
    }

    /// Runs one driver call on the pool with its context bound.
    fn call<R>(
        &self,
        f: impl FnOnce(&'static Driver, CUmemoryPool) -> Result<R, DriverError>,
    ) -> Result<R, Error> {
        let ctx = &self.inner.ctx;
        Ok(crate::safe::owners::current::in_context(ctx, || {
            f(ctx.driver(), self.inner.raw)
        })?)
    }

    fn get_u64(&self, attribute: CUmemPool_attribute) -> Result<u64, Error> {
        let mut value = 0u64;
        self.call(|driver, raw| {
            // SAFETY: the attribute is one of the `cuuint64_t` ones; `value` is a valid out-parameter.
            unsafe {
                driver.cuMemPoolGetAttribute(raw, attribute, (&raw mut value).cast::<c_void>())
            }
        })?;
        Ok(value)
    }

    fn set_u64(&self, attribute: CUmemPool_attribute, mut value: u64) -> Result<(), Error> {
        self.call(|driver, raw| {
            // SAFETY: the attribute is one of the `cuuint64_t` ones; the driver reads `value`.
            unsafe {
                driver.cuMemPoolSetAttribute(raw, attribute, (&raw mut value).cast::<c_void>())
            }
        })
    }

    /// The bytes the pool keeps cached rather than give back to the device at a synchronisation
    /// (`CU_MEMPOOL_ATTR_RELEASE_THRESHOLD`; 0 unless set).
    ///
    /// # Errors
    /// A failing `cuMemPoolGetAttribute`.
    pub fn release_threshold(&self) -> Result<u64, Error> {
        self.get_u64(CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD)
    }

    /// Sets [`release_threshold`](Self::release_threshold) (`u64::MAX`: keep everything).
    ///
    /// # Errors
    /// A failing `cuMemPoolSetAttribute`.
    pub fn set_release_threshold(&self, bytes: u64) -> Result<(), Error> {
        self.set_u64(
            CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            bytes,
        )
    }

    /// Whether `policy` is allowed (each is, unless turned off).
    ///
    /// # Errors
    /// A failing `cuMemPoolGetAttribute`.
    pub fn reuse(&self, policy: PoolReuse) -> Result<bool, Error> {
        let mut value: c_int = 0;
        self.call(|driver, raw| {
            // SAFETY: the reuse attributes are `int`s; `value` is a valid out-parameter.
            unsafe {
                driver.cuMemPoolGetAttribute(
                    raw,
                    policy.attribute(),
                    (&raw mut value).cast::<c_void>(),
                )
            }
        })?;
        Ok(value != 0)
    }

    /// Allows or forbids `policy` for later allocations.
    ///
    /// # Errors
    /// A failing `cuMemPoolSetAttribute`.
    pub fn set_reuse(&self, policy: PoolReuse, allowed: bool) -> Result<(), Error> {
        let mut value = c_int::from(allowed);
        self.call(|driver, raw| {
            // SAFETY: the reuse attributes are `int`s; the driver reads `value`.
            unsafe {
                driver.cuMemPoolSetAttribute(
                    raw,
                    policy.attribute(),
                    (&raw mut value).cast::<c_void>(),
                )
            }
        })
    }

    /// The memory the pool holds and hands out now, and the most it ever did.
    ///
    /// # Errors
    /// A failing `cuMemPoolGetAttribute`.
    pub fn usage(&self) -> Result<PoolUsage, Error> {
        use CUmemPool_attribute as A;
        Ok(PoolUsage {
            reserved_current: self.get_u64(A::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT)?,
            reserved_high: self.get_u64(A::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH)?,
            used_current: self.get_u64(A::CU_MEMPOOL_ATTR_USED_MEM_CURRENT)?,
            used_high: self.get_u64(A::CU_MEMPOOL_ATTR_USED_MEM_HIGH)?,
        })
    }

    /// Resets both high watermarks of [`usage`](Self::usage) to the current values.
    ///
    /// # Errors
    /// A failing `cuMemPoolSetAttribute`.
    pub fn reset_high_watermarks(&self) -> Result<(), Error> {
        // Zero is the one value the driver takes for these: it means "start again from now".
        self.set_u64(CUmemPool_attribute::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH, 0)?;
        self.set_u64(CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_HIGH, 0)
    }

    /// Gives unused memory back to the device until the pool reserves no more than `keep` bytes, or
    /// nothing more can go (`cuMemPoolTrimTo`): memory behind live allocations, and behind frees that
    /// have not run yet, stays.
    ///
    /// # Errors
    /// A failing `cuMemPoolTrimTo`.
    pub fn trim_to(&self, keep: usize) -> Result<(), Error> {
        self.call(|driver, raw| {
            // SAFETY: no pointer arguments; the pool lives as long as `self`.
            unsafe { driver.cuMemPoolTrimTo(raw, keep) }
        })
    }

    /// What `device` may do with the pool's memory (`cuMemPoolGetAccess`). The pool's own device always
    /// reads and writes it.
    ///
    /// # Errors
    /// A failing `cuMemPoolGetAccess`.
    pub fn access(&self, device: Device) -> Result<PoolAccess, Error> {
        let mut flags = CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_NONE;
        let mut location = device_location(device);
        self.call(|driver, raw| {
            // SAFETY: `flags` is a valid out-parameter; `location` a valid `CUmemLocation`.
            unsafe { driver.cuMemPoolGetAccess(&raw mut flags, raw, location.as_mut_ptr()) }
        })?;
        Ok(match flags {
            CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE => PoolAccess::ReadWrite,
            CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READ => PoolAccess::Read,
            _ => PoolAccess::None,
        })
    }

    /// Grants `device` at least `access` to the pool's memory (`cuMemPoolSetAccess`): access is never
    /// lowered here, since the change is not stream-ordered and work already queued (a copy between the
    /// devices) may rely on it; [`revoke_access`](Self::revoke_access) lowers it, under a contract. An
    /// imported pool starts with none of the access its exporter granted.
    ///
    /// The safe layer's kernels and memsets refuse pool memory of another device than their stream's
    /// (the buffers' context rule, in the crate docs), so access given here serves copies and foreign
    /// code.
    ///
    /// # Errors
    /// A failing `cuMemPoolGetAccess` or `cuMemPoolSetAccess`.
    pub fn set_access(&self, device: Device, access: PoolAccess) -> Result<(), Error> {
        // One change at a time across all pools, so that a grant read-then-set cannot undo another.
        let _one = ACCESS_CHANGES.lock().unwrap_or_else(|e| e.into_inner());
        if self.access(device)? >= access {
            return Ok(());
        }
        self.put_access(device, access)
    }

    /// Sets what `device` may do with the pool's memory, lowering it too (`cuMemPoolSetAccess`).
    ///
    /// # Errors
    /// A failing `cuMemPoolSetAccess` (the pool's own device cannot lose its access).
    ///
    /// # Safety
    /// No work queued by then, nor queued later, may use the pool's memory from `device` beyond
    /// `access` (a copy between the devices queued earlier must have run: synchronise first), since
    /// the change takes effect at once, not in stream order.
    pub unsafe fn revoke_access(&self, device: Device, access: PoolAccess) -> Result<(), Error> {
        let _one = ACCESS_CHANGES.lock().unwrap_or_else(|e| e.into_inner());
        self.put_access(device, access)
    }

    fn put_access(&self, device: Device, access: PoolAccess) -> Result<(), Error> {
        let flags = match access {
            PoolAccess::None => CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_NONE,
            PoolAccess::Read => CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READ,
            PoolAccess::ReadWrite => CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        };
        let desc = CUmemAccessDesc::new()
            .with_location(device_location(device))
            .with_flags(flags);
        self.call(|driver, raw| {
            // SAFETY: one valid descriptor, and the count says one.
            unsafe { driver.cuMemPoolSetAccess(raw, desc.as_ptr(), 1) }
        })
    }

    /// Ends this value's life now, reporting what drop would ignore: the last owner of a created or
    /// imported pool destroys it (`cuMemPoolDestroy`). Other owners (clones, buffers from the pool, the
    /// device's current-pool registry) keep it, and this returns `Ok`.
    ///
    /// # Errors
    /// A failing `cuMemPoolDestroy`.
    pub fn close(self) -> Result<(), Error> {
        let Ok(mut inner) = Arc::try_unwrap(self.inner) else {
            return Ok(());
        };
        let result = inner.destroy();
        // Drop then lets go of the context, after the pool, and destroys nothing.
        drop(inner);
        Ok(result?)
    }

    /// Refuses a stream of another device than the pool's, naming the call.
    fn check_stream(&self, stream: &StreamInner, what: &str) -> Result<(), Error> {
        let (ours, theirs) = (self.device(), stream.ctx().device());
        if ours != theirs {
            return Err(Error::InvalidArgument(format!(
                "{what}: the pool holds memory of device {} and the stream belongs to a context on device \
                 {}; a pool serves the streams of its own device",
                ours.ordinal(),
                theirs.ordinal()
            )));
        }
        Ok(())
    }
}
