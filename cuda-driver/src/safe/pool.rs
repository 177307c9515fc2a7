//! Memory pools of the stream-ordered allocator: a device's default and current pool, pools of one's
//! own and their attributes, allocation from a chosen pool, and a pool and its allocations shared with
//! another process.
//!
//! NVIDIA's guide: [Stream-Ordered Memory Allocator](https://docs.nvidia.com/cuda/cuda-programming-guide/04-special-topics/stream-ordered-memory-allocation.html);
//! the functions: [`CUDA_MALLOC_ASYNC`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html).

use std::ffi::{c_int, c_void};
#[cfg(unix)]
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd};
use std::sync::{Arc, Mutex};

use cuda_struct::CudaField;

use crate::sys::{
    CUdeviceptr, CUmemAccessDesc, CUmemAccess_flags, CUmemAllocationHandleType,
    CUmemAllocationType, CUmemLocation, CUmemLocationType, CUmemPoolProps, CUmemPoolPtrExportData,
    CUmemPool_attribute, CUmemoryPool,
};
use crate::{Allocator, Context, Device, DeviceBuffer, Driver, DriverError, Error, Stream};

use super::memory::{byte_len, Allocation};
use super::stream::StreamInner;

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
}

// SAFETY: a pool handle is a name the driver accepts from any thread; the value holds no thread state.
unsafe impl Send for PoolInner {}
// SAFETY: as above; every `&self` method is a thread-safe driver call.
unsafe impl Sync for PoolInner {}

impl Drop for PoolInner {
    fn drop(&mut self) {
        if self.kind == Kind::Default {
            return;
        }
        let driver = self.ctx.driver();
        let _ = super::in_context(&self.ctx, || {
            // SAFETY: created or imported once, destroyed once here, after the last owner. Allocations
            // still outstanding (a free queued, not yet run) keep the driver's pool until they are
            // freed, as `cuMemPoolDestroy` documents; ours hold this value, so there are none.
            unsafe { driver.cuMemPoolDestroy(self.raw) }
        });
    }
}

/// A memory pool of one device, shared by reference count (cloning is cheap).
///
/// Three kinds: the device's default pool ([`Device::default_mem_pool`]), which is never destroyed; a
/// pool made with [`MemPool::new`], destroyed after its last owner, and after every buffer allocated
/// from it ([`DeviceBuffer::alloc_from_pool`]) has been freed, since each holds it; and a pool imported
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
        super::in_context(&ctx, || {
            // SAFETY: `raw` is a valid out-parameter; `props` is a complete `CUmemPoolProps` whose
            // reserved bytes are zero and whose Win32 pointer is null.
            unsafe { driver.cuMemPoolCreate(raw.as_mut_ptr(), props.as_ptr()) }
        })?;
        let kind = Kind::Created {
            exportable: options.exportable,
        };
        Ok(MemPool::wrap(raw, kind, ctx))
    }

    fn wrap(raw: CUmemoryPool, kind: Kind, ctx: Context) -> Self {
        MemPool {
            inner: Arc::new(PoolInner { raw, kind, ctx }),
        }
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
        Ok(super::in_context(ctx, || f(ctx.driver(), self.inner.raw))?)
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

    /// Gives cached memory back to the device until the pool reserves at most `keep` bytes more than
    /// its allocations use (`cuMemPoolTrimTo`). Memory handed out, or whose free has not run yet, stays.
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

    /// Sets what `device` may do with the pool's memory (`cuMemPoolSetAccess`). An imported pool starts
    /// with none of the access its exporter granted.
    ///
    /// The safe layer's kernels and memsets refuse pool memory of another device than their stream's
    /// (the buffers' context rule, in the crate docs), so access given here serves foreign code.
    ///
    /// # Errors
    /// A failing `cuMemPoolSetAccess` (the pool's own device cannot lose its access).
    pub fn set_access(&self, device: Device, access: PoolAccess) -> Result<(), Error> {
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
        let result = match inner.kind {
            Kind::Default => Ok(()),
            _ => super::in_context(&inner.ctx, || {
                // SAFETY: created or imported once, destroyed once here: marked below so that drop
                // does not destroy it again.
                unsafe { inner.ctx.driver().cuMemPoolDestroy(inner.raw) }
            }),
        };
        // Drop then lets go of the context, after the pool, and destroys nothing.
        inner.kind = Kind::Default;
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

/// The pools made current through [`Device::set_mem_pool`], one per device (by driver value and
/// ordinal): each is kept alive while it is current, whatever its other owners do.
static CURRENT: Mutex<Vec<(usize, i32, MemPool)>> = Mutex::new(Vec::new());

fn registry_key(device: Device) -> (usize, i32) {
    (std::ptr::from_ref(device.driver()).addr(), device.ordinal())
}

impl Device {
    /// The device's default pool (`cuDeviceGetDefaultMemPool`), the one [`DeviceBuffer::alloc`] uses
    /// unless [`set_mem_pool`](Self::set_mem_pool) chose another. Never destroyed.
    ///
    /// # Errors
    /// A failing `cuDevicePrimaryCtxRetain` or `cuDeviceGetDefaultMemPool` (`CUDA_ERROR_NOT_SUPPORTED`
    /// without memory pools).
    pub fn default_mem_pool(&self) -> Result<MemPool, Error> {
        let ctx = Context::primary(*self)?;
        let mut raw = CUmemoryPool::null();
        let driver = self.driver();
        super::in_context(&ctx, || {
            // SAFETY: `raw` is a valid out-parameter; the device handle came from `cuDeviceGet`.
            unsafe { driver.cuDeviceGetDefaultMemPool(raw.as_mut_ptr(), self.raw()) }
        })?;
        Ok(MemPool::wrap(raw, Kind::Default, ctx))
    }

    /// The device's current pool (`cuDeviceGetMemPool`): the one [`DeviceBuffer::alloc`] allocates
    /// from. The default pool, or the pool last given to [`set_mem_pool`](Self::set_mem_pool).
    ///
    /// # Errors
    /// A failing `cuDeviceGetMemPool`; [`Error::InvalidArgument`] when code outside this crate made
    /// another pool current (this crate cannot tell how long that pool lives).
    pub fn mem_pool(&self) -> Result<MemPool, Error> {
        let default = self.default_mem_pool()?;
        // Under the registry's lock, so that the pool read cannot be replaced (and destroyed) before
        // it is matched.
        let list = CURRENT.lock().unwrap_or_else(|e| e.into_inner());
        let mut raw = CUmemoryPool::null();
        let driver = self.driver();
        super::in_context(&default.inner.ctx, || {
            // SAFETY: `raw` is a valid out-parameter; the device handle came from `cuDeviceGet`.
            unsafe { driver.cuDeviceGetMemPool(raw.as_mut_ptr(), self.raw()) }
        })?;
        if raw == default.raw() {
            return Ok(default);
        }
        let key = registry_key(*self);
        if let Some((_, _, pool)) = list
            .iter()
            .find(|(k, o, p)| (*k, *o) == key && p.raw() == raw)
        {
            return Ok(pool.clone());
        }
        Err(Error::InvalidArgument(format!(
            "mem_pool: the current pool of device {} was set outside this crate (cuDeviceSetMemPool or \
             cudaDeviceSetMemPool), so nothing here can keep it alive; set it with Device::set_mem_pool",
            self.ordinal()
        )))
    }

    /// Makes `pool` the device's current pool (`cuDeviceSetMemPool`): [`DeviceBuffer::alloc`] and the
    /// runtime API's `cudaMallocAsync` then allocate from it. The device keeps the pool alive while it
    /// is current, however its values are dropped; setting another pool, or
    /// [`reset_mem_pool`](Self::reset_mem_pool), lets it go (memory allocated from it stays valid
    /// until freed: the driver destroys a pool only once its allocations are freed).
    ///
    /// While a created pool is current, the registry holds it and so the primary context:
    /// [`reset_primary_context`](Self::reset_primary_context) is refused until `reset_mem_pool`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a pool of another device or an imported pool (which hands out no
    /// allocations); a failing `cuDeviceSetMemPool`.
    pub fn set_mem_pool(&self, pool: &MemPool) -> Result<(), Error> {
        if pool.device() != *self {
            return Err(Error::InvalidArgument(format!(
                "set_mem_pool: the pool holds memory of device {}, not of device {}",
                pool.device().ordinal(),
                self.ordinal()
            )));
        }
        if pool.is_imported() {
            return Err(Error::InvalidArgument(
                "set_mem_pool: an imported pool hands out no new allocations, so it cannot be a \
                 device's current pool"
                    .into(),
            ));
        }
        let mut list = CURRENT.lock().unwrap_or_else(|e| e.into_inner());
        pool.call(|driver, raw| {
            // SAFETY: both handles are alive; the pool is of this device.
            unsafe { driver.cuDeviceSetMemPool(self.raw(), raw) }
        })?;
        let key = registry_key(*self);
        let at = list.iter().position(|(k, o, _)| (*k, *o) == key);
        let released = match (pool.is_default(), at) {
            (true, Some(at)) => Some(list.swap_remove(at).2),
            (true, None) => None,
            (false, Some(at)) => Some(std::mem::replace(&mut list[at].2, pool.clone())),
            (false, None) => {
                list.push((key.0, key.1, pool.clone()));
                None
            }
        };
        drop(list);
        // Destroyed here if that was its last owner, outside the lock.
        drop(released);
        Ok(())
    }

    /// Makes the default pool current again, letting go of the pool
    /// [`set_mem_pool`](Self::set_mem_pool) kept.
    ///
    /// # Errors
    /// As [`default_mem_pool`](Self::default_mem_pool) and [`set_mem_pool`](Self::set_mem_pool).
    pub fn reset_mem_pool(&self) -> Result<(), Error> {
        self.set_mem_pool(&self.default_mem_pool()?)
    }
}

impl<T: CudaField> DeviceBuffer<T> {
    /// Allocates `len` elements from `pool` on `stream` (`cuMemAllocFromPoolAsync`; contents
    /// unspecified until written), with `stream` as its home, as [`alloc`](Self::alloc) does. The
    /// buffer holds the pool until its memory is freed. A zero length allocates nothing.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a stream of another device than the pool's, an imported pool, or
    /// a capture stream; an overflowing byte size; `CUDA_ERROR_OUT_OF_MEMORY` and the other codes of
    /// `cuMemAllocFromPoolAsync`.
    pub fn alloc_from_pool(stream: &Stream, pool: &MemPool, len: usize) -> Result<Self, Error> {
        let bytes = byte_len::<T>(len)?;
        let home = stream.inner();
        home.refuse_capture("alloc_from_pool")?;
        pool.check_stream(home, "alloc_from_pool")?;
        if pool.is_imported() {
            return Err(Error::InvalidArgument(
                "alloc_from_pool: an imported pool hands out no new allocations; import the \
                 exporter's allocations with DeviceBuffer::import_pointer"
                    .into(),
            ));
        }
        home.bind()?;
        let mut ptr = CUdeviceptr::null();
        if bytes > 0 {
            // SAFETY: `ptr` is a valid out-parameter; the pool and stream live as long as the borrows,
            // and the stream's context (current) is on the pool's device.
            unsafe {
                home.driver().cuMemAllocFromPoolAsync(
                    ptr.as_mut_ptr(),
                    bytes,
                    pool.raw(),
                    home.raw(),
                )
            }?;
        }
        Ok(Self::from_pool(ptr, home, pool, len))
    }

    fn from_pool(ptr: CUdeviceptr, home: &Arc<StreamInner>, pool: &MemPool, len: usize) -> Self {
        let mut mem = Allocation::new(ptr, Allocator::Pool, Arc::clone(home));
        mem.pool = Some(Arc::clone(&pool.inner));
        Self::from_allocation(mem, len)
    }
}

#[cfg(unix)]
impl MemPool {
    /// A POSIX file descriptor for the pool (`cuMemPoolExportToShareableHandle`), which another process
    /// receives (inherited, or over a Unix socket) and opens with [`import_fd`](Self::import_fd). The
    /// pool must have been made [`exportable_as_fd`](PoolOptions::exportable_as_fd).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a pool made without that option, the default pool or an imported
    /// one; a failing `cuMemPoolExportToShareableHandle`.
    pub fn export_fd(&self) -> Result<OwnedFd, Error> {
        if self.inner.kind != (Kind::Created { exportable: true }) {
            return Err(Error::InvalidArgument(
                "export_fd: only a pool made with PoolOptions::exportable_as_fd can be exported"
                    .into(),
            ));
        }
        let mut fd: c_int = -1;
        self.call(|driver, raw| {
            // SAFETY: for a POSIX descriptor the out-parameter is an `int`, which `fd` is.
            unsafe {
                driver.cuMemPoolExportToShareableHandle(
                    (&raw mut fd).cast::<c_void>(),
                    raw,
                    POSIX_FD,
                    0,
                )
            }
        })?;
        if fd < 0 {
            return Err(Error::InvalidArgument(format!(
                "export_fd: cuMemPoolExportToShareableHandle succeeded but gave the descriptor {fd}"
            )));
        }
        // SAFETY: the driver opened the descriptor for this call and handed it over; nothing else owns it.
        Ok(unsafe { OwnedFd::from_raw_fd(fd) })
    }

    /// Opens a pool another process exported ([`export_fd`](Self::export_fd)) on `device`, the device
    /// that pool's memory lives on as this process numbers it (`cuMemPoolImportFromShareableHandle`).
    /// The descriptor stays the caller's (the driver does not take it); close it when convenient.
    ///
    /// An imported pool hands out no allocations: the exporter's allocations come in one by one
    /// through [`DeviceBuffer::import_pointer`]. It starts with no access granted beyond the device it
    /// lives on ([`set_access`](Self::set_access)).
    ///
    /// # Errors
    /// A failing `cuDevicePrimaryCtxRetain` or `cuMemPoolImportFromShareableHandle`.
    pub fn import_fd(device: Device, fd: BorrowedFd<'_>) -> Result<Self, Error> {
        let ctx = Context::primary(device)?;
        let mut raw = CUmemoryPool::null();
        // A POSIX descriptor is passed as the handle's value, not through a pointer to it.
        let handle = fd.as_raw_fd() as usize as *mut c_void;
        let driver = ctx.driver();
        super::in_context(&ctx, || {
            // SAFETY: `raw` is a valid out-parameter; `handle` carries an open descriptor, which the
            // borrow keeps open for the call.
            unsafe {
                driver.cuMemPoolImportFromShareableHandle(raw.as_mut_ptr(), handle, POSIX_FD, 0)
            }
        })?;
        Ok(MemPool::wrap(raw, Kind::Imported, ctx))
    }
}

impl<T> DeviceBuffer<T> {
    /// The data another process needs to import this buffer's memory
    /// ([`import_pointer`](Self::import_pointer)) once it has imported the pool; send its `as_bytes()`.
    /// The buffer must come from [`alloc_from_pool`](Self::alloc_from_pool) on a pool made
    /// [`exportable_as_fd`](PoolOptions::exportable_as_fd).
    ///
    /// Exporting is safe for this process: the importer's `unsafe` import promises to be done with the
    /// memory, its free included, before this buffer is freed. Tell it when the contents are ready (the
    /// allocation and the writes must have run before it reads), and wait for its word before dropping
    /// the buffer.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a buffer from another allocator or pool, or an empty one; a
    /// failing `cuMemPoolExportPointer`.
    pub fn export_pointer(&self) -> Result<CUmemPoolPtrExportData, Error> {
        let mem = self.allocation();
        let exportable = mem
            .pool
            .as_ref()
            .is_some_and(|p| p.kind == Kind::Created { exportable: true });
        if !exportable {
            return Err(Error::InvalidArgument(
                "export_pointer: the buffer does not come from a pool made with \
                 PoolOptions::exportable_as_fd; allocate it with DeviceBuffer::alloc_from_pool on one"
                    .into(),
            ));
        }
        if mem.ptr.is_null() {
            return Err(Error::InvalidArgument(
                "export_pointer: an empty buffer holds no allocation to share".into(),
            ));
        }
        mem.home.bind()?;
        let mut data = CUmemPoolPtrExportData::new();
        // SAFETY: `data` is a valid out-parameter; the pointer is a live allocation of an exportable pool.
        unsafe {
            mem.home
                .driver()
                .cuMemPoolExportPointer(data.as_mut_ptr(), mem.ptr)
        }?;
        Ok(data)
    }
}

impl<T: CudaField> DeviceBuffer<T> {
    /// Imports one allocation of another process's pool (`cuMemPoolImportPointer`) as a buffer of `len`
    /// elements with `stream` as its home. `pool` is that pool as imported here
    /// ([`MemPool::import_fd`]); `data` what the exporter's [`export_pointer`](Self::export_pointer)
    /// gave. In this process the buffer is like any other: its uses are ordered, it holds the imported
    /// pool, and it is freed (`cuMemFreeAsync`) on its home stream after the work that uses it.
    ///
    /// # Safety
    /// The memory is the exporter's, and no process can make another keep it. The caller promises:
    /// - `data` was exported from an allocation of the pool `pool` imports, holding at least `len`
    ///   elements of `T`, on `stream`'s device;
    /// - the exporter's allocation (and any writes this process should see) has run before work on the
    ///   buffer runs here, e.g. the exporter synchronised before sending `data`;
    /// - the exporter does not free the allocation until this buffer's free has *run*: drop or
    ///   [`close`](Self::close) the buffer, synchronise its home stream, and only then tell the
    ///   exporter (the driver requires every importer's free to complete before the exporter's);
    /// - work of the two processes on the memory at the same time is ordered by the caller (IPC
    ///   events), as it is for [`IpcMemory`](crate::IpcMemory).
    ///
    /// When the driver can tell the allocation's size, a `len` larger than it is refused.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a pool that was not imported, a stream of another device or a
    /// capture stream, or an allocation smaller than `len` elements; an overflowing byte size; a
    /// failing `cuMemPoolImportPointer`.
    pub unsafe fn import_pointer(
        stream: &Stream,
        pool: &MemPool,
        data: &CUmemPoolPtrExportData,
        len: usize,
    ) -> Result<Self, Error> {
        let bytes = byte_len::<T>(len)?;
        let home = stream.inner();
        home.refuse_capture("import_pointer")?;
        pool.check_stream(home, "import_pointer")?;
        if !pool.is_imported() {
            return Err(Error::InvalidArgument(
                "import_pointer: the pool was not imported from another process (MemPool::import_fd); \
                 a process imports the allocations of pools other processes export"
                    .into(),
            ));
        }
        home.bind()?;
        let driver = home.driver();
        let mut data = *data;
        let mut ptr = CUdeviceptr::null();
        // SAFETY: `ptr` and `data` are valid; the driver only reads `data`. The imported pool lives as
        // long as the borrow.
        unsafe { driver.cuMemPoolImportPointer(ptr.as_mut_ptr(), pool.raw(), data.as_mut_ptr()) }?;
        // From here the buffer owns the import: an early return frees it.
        let buf = Self::from_pool(ptr, home, pool, len);
        let (mut base, mut size) = (CUdeviceptr::null(), 0usize);
        // SAFETY: valid out-parameters; `ptr` is mapped in this process.
        let range = unsafe { driver.cuMemGetAddressRange(base.as_mut_ptr(), &mut size, ptr) };
        if range.is_ok() {
            let end = base.into_raw().saturating_add(size as u64);
            let available = end.saturating_sub(ptr.into_raw());
            if available < bytes as u64 {
                return Err(Error::InvalidArgument(format!(
                    "import_pointer: the imported allocation holds {available} bytes, fewer than the \
                     {bytes} of {len} elements"
                )));
            }
        }
        Ok(buf)
    }
}
