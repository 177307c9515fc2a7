//! A [`DeviceBuffer`]'s copies and memsets: each is its whole view's (`transfer.rs`), so that a buffer
//! and a range of it are used the same way.

use cuda_struct::CudaField;

use crate::{DeviceBuffer, DeviceSlice, Error, PinnedBuffer, Stream};

impl<T: CudaField> DeviceBuffer<T> {
    /// Copies `src` (exactly [`len`](Self::len) elements) to the device on the buffer's home stream,
    /// returning once the device has read it; as [`DeviceSliceMut::copy_from_host`](crate::DeviceSliceMut::copy_from_host).
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyHtoDAsync` or `cuStreamSynchronize`.
    pub fn copy_from_host(&mut self, src: &[T]) -> Result<(), Error> {
        self.as_view_mut().copy_from_host(src)
    }

    /// Copies `src` to the device on `stream` (a capture stream too); as
    /// [`DeviceSliceMut::copy_from_host_on`](crate::DeviceSliceMut::copy_from_host_on).
    ///
    /// # Errors
    /// As [`DeviceSliceMut::copy_from_host_on`](crate::DeviceSliceMut::copy_from_host_on).
    pub fn copy_from_host_on(&mut self, src: &[T], stream: &Stream) -> Result<(), Error> {
        self.as_view_mut().copy_from_host_on(src, stream)
    }

    /// Copies the device contents into `dst` on the home stream, after the buffer's work; as
    /// [`DeviceSlice::copy_to_host`].
    ///
    /// # Errors
    /// As [`DeviceSlice::copy_to_host`].
    pub fn copy_to_host(&self, dst: &mut [T]) -> Result<(), Error> {
        self.as_view().copy_to_host(dst)
    }

    /// The device contents as a new vector.
    ///
    /// # Errors
    /// As [`DeviceSlice::copy_to_host`].
    pub fn to_vec(&self) -> Result<Vec<T>, Error> {
        self.as_view().to_vec()
    }

    /// Queues a copy of a device buffer or view of the same length into this buffer on `stream`; as
    /// [`DeviceSliceMut::copy_from_device`](crate::DeviceSliceMut::copy_from_device).
    ///
    /// # Errors
    /// As [`DeviceSliceMut::copy_from_device`](crate::DeviceSliceMut::copy_from_device).
    pub fn copy_from_device<'s>(
        &mut self,
        src: impl Into<DeviceSlice<'s, T>>,
        stream: &Stream,
    ) -> Result<(), Error>
    where
        T: 's,
    {
        self.as_view_mut().copy_from_device(src, stream)
    }

    /// Sets every byte to `value` on the home stream.
    ///
    /// # Errors
    /// A failing `cuMemsetD8Async`.
    pub fn memset_d8(&mut self, value: u8) -> Result<(), Error> {
        self.as_view_mut().memset_d8(value)
    }

    /// Sets every byte to `value` on `stream` (a capture stream too).
    ///
    /// # Errors
    /// A failing `cuMemsetD8Async`; a stream whose context cannot use the buffer.
    pub fn memset_d8_on(&mut self, value: u8, stream: &Stream) -> Result<(), Error> {
        self.as_view_mut().memset_d8_on(value, stream)
    }

    /// Sets every 16-bit word to `value` on the home stream; the byte size must be even.
    ///
    /// # Errors
    /// An odd byte size; a failing `cuMemsetD16Async`.
    pub fn memset_d16(&mut self, value: u16) -> Result<(), Error> {
        self.as_view_mut().memset_d16(value)
    }

    /// Sets every 16-bit word to `value` on `stream` (a capture stream too).
    ///
    /// # Errors
    /// As [`memset_d16`](Self::memset_d16); a stream whose context cannot use the buffer.
    pub fn memset_d16_on(&mut self, value: u16, stream: &Stream) -> Result<(), Error> {
        self.as_view_mut().memset_d16_on(value, stream)
    }

    /// Sets every 32-bit word to `value` on the home stream; the byte size must be a multiple of 4.
    ///
    /// # Errors
    /// A byte size that is not a multiple of 4; a failing `cuMemsetD32Async`.
    pub fn memset_d32(&mut self, value: u32) -> Result<(), Error> {
        self.as_view_mut().memset_d32(value)
    }

    /// Sets every 32-bit word to `value` on `stream` (a capture stream too).
    ///
    /// # Errors
    /// As [`memset_d32`](Self::memset_d32); a stream whose context cannot use the buffer.
    pub fn memset_d32_on(&mut self, value: u32, stream: &Stream) -> Result<(), Error> {
        self.as_view_mut().memset_d32_on(value, stream)
    }

    /// Queues a copy from pinned memory on `stream`; as
    /// [`DeviceSliceMut::copy_from_pinned`](crate::DeviceSliceMut::copy_from_pinned).
    ///
    /// # Errors
    /// As [`DeviceSliceMut::copy_from_pinned`](crate::DeviceSliceMut::copy_from_pinned).
    pub fn copy_from_pinned(
        &mut self,
        src: &mut PinnedBuffer<T>,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.as_view_mut().copy_from_pinned(src, stream)
    }

    /// Queues a copy into pinned memory on `stream`; as [`DeviceSlice::copy_to_pinned`].
    ///
    /// # Errors
    /// As [`DeviceSlice::copy_to_pinned`].
    pub fn copy_to_pinned(&self, dst: &mut PinnedBuffer<T>, stream: &Stream) -> Result<(), Error> {
        self.as_view().copy_to_pinned(dst, stream)
    }
}
