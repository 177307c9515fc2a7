//! A [`DeviceBuffer`]'s copies and memsets: each is its whole view's (`transfer.rs`), so that a buffer
//! and a range of it are used the same way.

use cuda_struct::CudaField;

use crate::{DeviceBuffer, DeviceSlice, Error, PinnedBuffer, Stream};

impl<T: CudaField> DeviceBuffer<T> {
    /// Copies `src` (exactly [`len`](Self::len) elements) to the device on the buffer's home stream,
    /// returning once the device has read it; as [`DeviceSliceMut::copy_from_host`](crate::DeviceSliceMut::copy_from_host).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.copy_from_host(&vec![1.0; buf.len()])?; // returns once the device has read it
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A length mismatch; a failing `cuMemcpyHtoDAsync` or `cuStreamSynchronize`.
    pub fn copy_from_host(&mut self, src: &[T]) -> Result<(), Error> {
        self.as_view_mut().copy_from_host(src)
    }

    /// Copies `src` to the device on `stream` (a capture stream too); as
    /// [`DeviceSliceMut::copy_from_host_on`](crate::DeviceSliceMut::copy_from_host_on).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.copy_from_host_on(&vec![1.0; buf.len()], stream)?; // queued on `stream`
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`DeviceSliceMut::copy_from_host_on`](crate::DeviceSliceMut::copy_from_host_on).
    pub fn copy_from_host_on(&mut self, src: &[T], stream: &Stream) -> Result<(), Error> {
        self.as_view_mut().copy_from_host_on(src, stream)
    }

    /// Copies the device contents into `dst` on the home stream, after the buffer's work; as
    /// [`DeviceSlice::copy_to_host`].
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut host = vec![0.0; buf.len()];
    /// buf.copy_to_host(&mut host)?; // `host` now holds the device contents
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`DeviceSlice::copy_to_host`].
    pub fn copy_to_host(&self, dst: &mut [T]) -> Result<(), Error> {
        self.as_view().copy_to_host(dst)
    }

    /// The device contents as a new vector.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let host: Vec<f32> = buf.to_vec()?;
    /// assert_eq!(host.len(), buf.len());
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`DeviceSlice::copy_to_host`].
    pub fn to_vec(&self) -> Result<Vec<T>, Error> {
        self.as_view().to_vec()
    }

    /// Queues a copy of a device buffer or view of the same length into this buffer on `stream`; as
    /// [`DeviceSliceMut::copy_from_device`](crate::DeviceSliceMut::copy_from_device).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, src: &cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.copy_from_device(src, stream)?; // same length, device to device
    /// buf.copy_from_device(src.slice(..)?, stream)?; // a view of it works too
    /// # Ok(()) }
    /// ```
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
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.memset_d8(0)?; // every byte zero: 0.0 in each f32
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuMemsetD8Async`.
    pub fn memset_d8(&mut self, value: u8) -> Result<(), Error> {
        self.as_view_mut().memset_d8(value)
    }

    /// Sets every byte to `value` on `stream` (a capture stream too).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.memset_d8_on(0, stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuMemsetD8Async`; a stream whose context cannot use the buffer.
    pub fn memset_d8_on(&mut self, value: u8, stream: &Stream) -> Result<(), Error> {
        self.as_view_mut().memset_d8_on(value, stream)
    }

    /// Sets every 16-bit word to `value` on the home stream; the byte size must be even.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.memset_d16(0)?; // the byte size must be even
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// An odd byte size; a failing `cuMemsetD16Async`.
    pub fn memset_d16(&mut self, value: u16) -> Result<(), Error> {
        self.as_view_mut().memset_d16(value)
    }

    /// Sets every 16-bit word to `value` on `stream` (a capture stream too).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.memset_d16_on(0, stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`memset_d16`](Self::memset_d16); a stream whose context cannot use the buffer.
    pub fn memset_d16_on(&mut self, value: u16, stream: &Stream) -> Result<(), Error> {
        self.as_view_mut().memset_d16_on(value, stream)
    }

    /// Sets every 32-bit word to `value` on the home stream; the byte size must be a multiple of 4.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.memset_d32(1.0f32.to_bits())?; // every element 1.0
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A byte size that is not a multiple of 4; a failing `cuMemsetD32Async`.
    pub fn memset_d32(&mut self, value: u32) -> Result<(), Error> {
        self.as_view_mut().memset_d32(value)
    }

    /// Sets every 32-bit word to `value` on `stream` (a capture stream too).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.memset_d32_on(1.0f32.to_bits(), stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`memset_d32`](Self::memset_d32); a stream whose context cannot use the buffer.
    pub fn memset_d32_on(&mut self, value: u32, stream: &Stream) -> Result<(), Error> {
        self.as_view_mut().memset_d32_on(value, stream)
    }

    /// Queues a copy from pinned memory on `stream`; as
    /// [`DeviceSliceMut::copy_from_pinned`](crate::DeviceSliceMut::copy_from_pinned).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, pinned: &mut cuda_driver::PinnedBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.copy_from_pinned(pinned, stream)?; // `pinned` waits for the copy before it can be reached again
    /// # Ok(()) }
    /// ```
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
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, pinned: &mut cuda_driver::PinnedBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// buf.copy_to_pinned(pinned, stream)?;
    /// let host: &[f32] = pinned.as_slice()?; // waits for the copy
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`DeviceSlice::copy_to_pinned`].
    pub fn copy_to_pinned(&self, dst: &mut PinnedBuffer<T>, stream: &Stream) -> Result<(), Error> {
        self.as_view().copy_to_pinned(dst, stream)
    }
}
