//! The device's pools: its default pool, and its current pool, which a registry keeps alive while it
//! is current.

use std::sync::Mutex;

use crate::safe::owners::current;
use crate::sys::CUmemoryPool;
use crate::{Context, Device, Error, MemPool};

use super::Kind;

/// Held by an allocation from a device's current pool (`cuMemAllocAsync`) while it asks the driver,
/// and by [`Device::set_mem_pool`](crate::Device::set_mem_pool) while it changes that pool: so no
/// allocation can pick a pool that the change is about to let go of (and destroy).
pub(crate) static POOL_SWITCH: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The pools made current through [`Device::set_mem_pool`], one per device (by driver value and
/// ordinal): each is kept alive while it is current, whatever its other owners do.
static CURRENT: Mutex<Vec<(usize, i32, MemPool)>> = Mutex::new(Vec::new());

fn registry_key(device: Device) -> (usize, i32) {
    (std::ptr::from_ref(device.driver()).addr(), device.ordinal())
}

impl Device {
    /// The device's default pool (`cuDeviceGetDefaultMemPool`), the one [`DeviceBuffer::alloc`](crate::DeviceBuffer::alloc) uses
    /// unless [`set_mem_pool`](Self::set_mem_pool) chose another. Never destroyed.
    ///
    /// # Errors
    /// A failing `cuDevicePrimaryCtxRetain` or `cuDeviceGetDefaultMemPool` (`CUDA_ERROR_NOT_SUPPORTED`
    /// without memory pools).
    pub fn default_mem_pool(&self) -> Result<MemPool, Error> {
        let ctx = Context::primary(*self)?;
        let mut raw = CUmemoryPool::null();
        let driver = self.driver();
        current::in_context(&ctx, || {
            // SAFETY: `raw` is a valid out-parameter; the device handle came from `cuDeviceGet`.
            unsafe { driver.cuDeviceGetDefaultMemPool(raw.as_mut_ptr(), self.raw()) }
        })?;
        // The default pool is never claimed: wrapping it always succeeds.
        MemPool::claim(raw, Kind::Default, ctx).ok_or_else(|| {
            Error::InvalidArgument("default_mem_pool: the default pool was claimed".into())
        })
    }

    /// The device's current pool (`cuDeviceGetMemPool`): the one [`DeviceBuffer::alloc`](crate::DeviceBuffer::alloc) allocates
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
        current::in_context(&default.inner.ctx, || {
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

    /// Makes `pool` the device's current pool (`cuDeviceSetMemPool`): [`DeviceBuffer::alloc`](crate::DeviceBuffer::alloc) and the
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
        // No allocation from the current pool is being made meanwhile (see `POOL_SWITCH`).
        let switch = crate::safe::memory::pool::current::POOL_SWITCH
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        pool.call(|driver, raw| {
            // SAFETY: both handles are alive; the pool is of this device.
            unsafe { driver.cuDeviceSetMemPool(self.raw(), raw) }
        })?;
        drop(switch);
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
