//! A buffer allocated from a chosen pool ([`DeviceBuffer::alloc_from_pool`]), which it holds until its
//! memory is freed.

use std::sync::Arc;

use cuda_struct::CudaField;

use crate::sys::CUdeviceptr;
use crate::{Allocator, DeviceBuffer, Error, MemPool, Stream};

use crate::safe::order::allocation::{byte_len, Allocation};
use crate::safe::owners::stream::StreamInner;

impl<T: CudaField> DeviceBuffer<T> {
    /// Allocates `len` elements from `pool` on `stream` (`cuMemAllocFromPoolAsync`), with `stream` as
    /// its home, as [`alloc`](Self::alloc) does. Contents: unspecified until written. The buffer holds the pool until its
    /// memory is freed. A zero length allocates nothing.
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
        // SAFETY: the pool handed out `bytes` bytes, `len` elements, aligned for every type.
        Ok(unsafe { Self::from_pool(ptr, home, pool, len) })
    }

    /// The buffer of `len` elements at `ptr`, handed out by `pool`.
    ///
    /// # Safety
    /// As [`BufferCore::new`]: `ptr` is the start of at least `len` elements of `T`, or the buffer is
    /// dropped before any use.
    pub(super) unsafe fn from_pool(
        ptr: CUdeviceptr,
        home: &Arc<StreamInner>,
        pool: &MemPool,
        len: usize,
    ) -> Self {
        let mut mem = Allocation::new(ptr, Allocator::Pool, Arc::clone(home));
        mem.pool = Some(Arc::clone(&pool.inner));
        // SAFETY: the caller's promise.
        unsafe { Self::from_allocation(mem, len) }
    }
}
