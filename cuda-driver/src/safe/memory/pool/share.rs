//! A pool and its allocations shared with another process: the pool as a POSIX file descriptor, each
//! allocation as `CUmemPoolPtrExportData`. The importing side is `unsafe`: no process can make another
//! keep its memory.

use cuda_struct::CudaField;

use crate::sys::{CUdeviceptr, CUmemPoolPtrExportData};
use crate::{DeviceBuffer, Error, MemPool, Stream};

use super::Kind;
use crate::safe::order::allocation::byte_len;
use crate::safe::order::buffer_core::Buffer;

/// The pool as a file descriptor (POSIX systems only).
#[cfg(unix)]
mod fd {
    use std::ffi::{c_int, c_void};
    use std::os::fd::{BorrowedFd, FromRawFd, OwnedFd};
    use std::sync::atomic::Ordering;

    use crate::sys::CUmemoryPool;
    use crate::{Context, Device, Error, MemPool};

    use super::super::{Kind, POSIX_FD};

    impl MemPool {
        /// A POSIX file descriptor for the pool (`cuMemPoolExportToShareableHandle`), which another process
        /// receives (inherited, or over a Unix socket) and opens with [`import_fd`](Self::import_fd). The
        /// pool must have been made [`exportable_as_fd`](crate::PoolOptions::exportable_as_fd).
        ///
        /// # Errors
        /// [`Error::InvalidArgument`] for a pool made without that option, the default pool or an imported
        /// one; a failing `cuMemPoolExportToShareableHandle`.
        pub fn export_fd(&self) -> Result<OwnedFd, Error> {
            if self.inner.kind != (Kind::Created { exportable: true }) {
                let why =
                    "export_fd: only a pool made with PoolOptions::exportable_as_fd is exported";
                return Err(Error::InvalidArgument(why.into()));
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
                let call = "cuMemPoolExportToShareableHandle";
                return Err(Error::InvalidArgument(format!(
                    "export_fd: {call} succeeded but gave the descriptor {fd}"
                )));
            }
            self.inner.exported.store(true, Ordering::Release);
            // SAFETY: the driver opened the descriptor for this call and handed it over; nothing else owns it.
            Ok(unsafe { OwnedFd::from_raw_fd(fd) })
        }

        /// Opens a pool another process exported ([`export_fd`](Self::export_fd)) on `device`, the device
        /// that pool's memory lives on as this process numbers it (`cuMemPoolImportFromShareableHandle`).
        /// The descriptor stays the caller's (the driver does not take it); close it when convenient.
        ///
        /// An imported pool hands out no allocations: the exporter's allocations come in one by one
        /// through [`DeviceBuffer::import_pointer`](crate::DeviceBuffer::import_pointer). It starts with no access granted beyond the device it
        /// lives on ([`set_access`](Self::set_access)).
        ///
        /// # Errors
        /// A failing `cuDevicePrimaryCtxRetain` or `cuMemPoolImportFromShareableHandle`.
        pub fn import_fd(device: Device, fd: BorrowedFd<'_>) -> Result<Self, Error> {
            let ctx = Context::primary(device)?;
            let mut raw = CUmemoryPool::null();
            let driver = ctx.driver();
            // A POSIX descriptor is passed as the handle's value, not through a pointer to it.
            crate::safe::memory::fd::with_fd_handle(fd, |handle| {
                let imported = crate::safe::owners::current::in_context(&ctx, || {
                    // SAFETY: `raw` is a valid out-parameter; `handle` carries an open descriptor,
                    // which the borrow keeps open for the call.
                    unsafe {
                        driver.cuMemPoolImportFromShareableHandle(
                            raw.as_mut_ptr(),
                            handle,
                            POSIX_FD,
                            0,
                        )
                    }
                });
                Ok(imported?)
            })?;
            // The driver may hand back a pool this process already owns (its own export, or one
            // imported before); that is refused. (Its extra reference is left alone.)
            MemPool::claim(raw, Kind::Imported, ctx).ok_or_else(|| {
                Error::InvalidArgument(
                    "MemPool::import_fd: the descriptor names a pool this process already has (its \
                     own export, or one imported before); use that MemPool"
                        .into(),
                )
            })
        }
    }
}

impl<T> DeviceBuffer<T> {
    /// The data another process needs to import this buffer's memory
    /// ([`import_pointer`](Self::import_pointer)) once it has imported the pool; send its `as_bytes()`.
    /// The buffer must come from [`alloc_from_pool`](Self::alloc_from_pool) on a pool made
    /// [`exportable_as_fd`](crate::PoolOptions::exportable_as_fd). The driver exports no pointer of a
    /// pool that has not itself been exported; if [`MemPool::export_fd`] has not run yet, this runs it
    /// once and closes the descriptor, so the two may come in either order.
    ///
    /// Exporting is safe for this process: the importer's `unsafe` import promises to be done with the
    /// memory, its free included, before this buffer is freed. Tell it when the contents are ready (the
    /// allocation and the writes must have run before it reads), and wait for its word before dropping
    /// the buffer.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a buffer from another allocator or pool, or an empty one; a
    /// failing `cuMemPoolExportToShareableHandle` or `cuMemPoolExportPointer`.
    pub fn export_pointer(&self) -> Result<CUmemPoolPtrExportData, Error> {
        let mem = self.allocation();
        let Some(pool) = mem
            .pool
            .as_ref()
            .filter(|p| p.kind == Kind::Created { exportable: true })
        else {
            return Err(Error::InvalidArgument(
                "export_pointer: the buffer does not come from a pool made with \
                 PoolOptions::exportable_as_fd; allocate it with DeviceBuffer::alloc_from_pool on one"
                    .into(),
            ));
        };
        if mem.ptr.is_null() {
            return Err(Error::InvalidArgument(
                "export_pointer: an empty buffer holds no allocation to share".into(),
            ));
        }
        #[cfg(unix)]
        if !pool.exported.load(std::sync::atomic::Ordering::Acquire) {
            let pool = MemPool {
                inner: std::sync::Arc::clone(pool),
            };
            drop(pool.export_fd()?);
        }
        // Off Unix no pool is exported (there is no descriptor): the driver's refusal is the answer.
        #[cfg(not(unix))]
        let _ = pool;
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
    ///   [`close`](Self::close) the buffer (and drop every graph that holds it: until then `close`
    ///   frees nothing), synchronise its home stream, and only then tell the exporter (the driver
    ///   requires every importer's free to complete before the exporter's);
    /// - work of the two processes on the memory at the same time is ordered by the caller (IPC
    ///   events), as it is for [`IpcMemory`](crate::IpcMemory);
    /// - the allocation is not imported into this process a second time while this buffer lives
    ///   (each import is freed once, by its own buffer).
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
        // SAFETY: the buffer is only dropped until the import's size is checked below.
        let buf = unsafe { Self::from_pool(ptr, home, pool, len) };
        let (mut base, mut size) = (CUdeviceptr::null(), 0usize);
        // Without the size the caller's `len` would be trusted: refused (the import is freed).
        // SAFETY: valid out-parameters; `ptr` is mapped in this process.
        unsafe { driver.cuMemGetAddressRange(base.as_mut_ptr(), &mut size, ptr) }?;
        let end = base.into_raw().saturating_add(size as u64);
        let available = end.saturating_sub(ptr.into_raw());
        if available < bytes as u64 {
            return Err(Error::InvalidArgument(format!(
                "import_pointer: the imported allocation holds {available} bytes, fewer than the \
                 {bytes} of {len} elements"
            )));
        }
        Ok(buf)
    }
}
