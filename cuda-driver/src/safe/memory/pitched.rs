//! 2-D memsets and copies inside views: a region of rows, each `pitch` elements after the last, checked
//! against the view before anything is queued.

use std::mem::size_of;

use cuda_struct::CudaField;

use crate::sys::{CUdeviceptr, CUmemorytype, CUstream, CUDA_MEMCPY2D};
use crate::{DeviceSlice, DeviceSliceMut, Driver, DriverError, Error, Stream};

use crate::safe::order::allocation::Memory;
use crate::safe::order::queue::queue;
use crate::safe::order::reach::Reach;

/// A 2-D region of a view, counted in elements: `height` rows of `width` elements, the first at the
/// view's start and each row `pitch` elements after the one before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rows {
    /// Elements per row.
    pub width: usize,
    /// Number of rows.
    pub height: usize,
    /// Elements from one row's start to the next's (at least `width`).
    pub pitch: usize,
}

impl Rows {
    /// Rows of `width` elements packed one after another (`pitch == width`).
    ///
    /// ```no_run
    /// use cuda_driver::Rows;
    /// assert_eq!(Rows::packed(64, 32), Rows { width: 64, height: 32, pitch: 64 });
    /// ```
    pub fn packed(width: usize, height: usize) -> Self {
        Rows {
            width,
            height,
            pitch: width,
        }
    }

    /// Whether the region holds no element.
    fn is_empty(&self) -> bool {
        self.width == 0 || self.height == 0
    }

    /// Checks the region against a view of `len` elements of `size` bytes: the rows do not overlap,
    /// the last ends inside the view, and the pitch and width in bytes fit a `usize` (so the callers'
    /// byte arithmetic cannot overflow).
    pub(crate) fn check(&self, what: &str, len: usize, size: usize) -> Result<(), Error> {
        if self.is_empty() {
            return Ok(());
        }
        let end = (self.height - 1)
            .checked_mul(self.pitch)
            .and_then(|start| start.checked_add(self.width));
        let bytes_fit = self.pitch.checked_mul(size).is_some();
        match end {
            Some(end) if self.width <= self.pitch && end <= len && bytes_fit => Ok(()),
            _ => Err(Error::InvalidArgument(format!(
                "{what}: {} rows of {} elements, {} apart, do not fit the view's {len} elements \
                 without overlapping",
                self.height, self.width, self.pitch
            ))),
        }
    }
}

impl<T: CudaField> DeviceSliceMut<'_, T> {
    /// Sets every byte of the region `rows` to `value` on `stream` (`cuMemsetD2D8Async`), in the
    /// buffer's stream order.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::Rows;
    /// let tile = Rows { width: 16, height: 16, pitch: 64 }; // a 16x16 corner of a 64-wide image
    /// buf.as_view_mut().memset_2d_d8_on(tile, 0, stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A region that does not fit the view; a failing `cuMemsetD2D8Async`; a stream whose context
    /// cannot use the buffer.
    pub fn memset_2d_d8_on(&mut self, rows: Rows, value: u8, stream: &Stream) -> Result<(), Error> {
        self.memset_2d("memset_2d_d8", rows, 1, stream, |d, ptr, pitch, w, h, s| {
            // SAFETY: the region lies inside the view (checked) and stays allocated until it has run.
            unsafe { d.cuMemsetD2D8Async(ptr, pitch, value, w, h, s) }
        })
    }

    /// Sets every 16-bit word of the region `rows` to `value` on `stream`; the view's address and the
    /// region's byte widths must be multiples of 2.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let tile = cuda_driver::Rows { width: 16, height: 16, pitch: 64 };
    /// buf.as_view_mut().memset_2d_d16_on(tile, 0, stream)?; // every 16-bit word of the tile
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`memset_2d_d8_on`](Self::memset_2d_d8_on); a misaligned address, pitch or width.
    pub fn memset_2d_d16_on(
        &mut self,
        rows: Rows,
        value: u16,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.memset_2d(
            "memset_2d_d16",
            rows,
            2,
            stream,
            |d, ptr, pitch, w, h, s| {
                // SAFETY: as in `memset_2d_d8_on`.
                unsafe { d.cuMemsetD2D16Async(ptr, pitch, value, w, h, s) }
            },
        )
    }

    /// Sets every 32-bit word of the region `rows` to `value` on `stream`; the view's address and the
    /// region's byte widths must be multiples of 4.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let tile = cuda_driver::Rows { width: 16, height: 16, pitch: 64 };
    /// buf.as_view_mut().memset_2d_d32_on(tile, 1.0f32.to_bits(), stream)?; // the tile's elements 1.0
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`memset_2d_d16_on`](Self::memset_2d_d16_on), for 4 bytes.
    pub fn memset_2d_d32_on(
        &mut self,
        rows: Rows,
        value: u32,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.memset_2d(
            "memset_2d_d32",
            rows,
            4,
            stream,
            |d, ptr, pitch, w, h, s| {
                // SAFETY: as in `memset_2d_d8_on`.
                unsafe { d.cuMemsetD2D32Async(ptr, pitch, value, w, h, s) }
            },
        )
    }

    /// Checks `rows` and the alignment to `unit` bytes, then queues `op(driver, address, pitch in bytes,
    /// width in units, height, stream)`.
    fn memset_2d(
        &mut self,
        what: &'static str,
        rows: Rows,
        unit: usize,
        stream: &Stream,
        op: impl FnOnce(&Driver, CUdeviceptr, usize, usize, usize, CUstream) -> Result<(), DriverError>,
    ) -> Result<(), Error> {
        let size = size_of::<T>();
        rows.check(what, self.len, size)?;
        // An empty region is not checked for byte sizes, which may overflow: nothing to set.
        if rows.is_empty() {
            return Ok(());
        }
        let (pitch, width) = (rows.pitch * size, rows.width * size);
        let ptr = self.ptr();
        if pitch % unit != 0 || width % unit != 0 || ptr.native_handle() % unit != 0 {
            return Err(Error::InvalidArgument(format!(
                "{what} needs an address, a pitch and a width that are multiples of {unit} bytes; \
                 the view starts at {:#x}, the rows are {width} bytes wide and {pitch} apart",
                ptr.native_handle()
            )));
        }
        let s = stream.inner();
        s.bind()?;
        let driver = s.driver();
        queue(
            s,
            Reach::Peer(what),
            &mut [Memory::write(self.mem)],
            None,
            || op(driver, ptr, pitch, width / unit, rows.height, s.raw()),
        )
    }

    /// Copies the region `src_rows` of `src` into the region `dst_rows` of this view on `stream`
    /// (`cuMemcpy2DAsync`), after both buffers' earlier work. The regions must have the same width and
    /// height; both buffers must belong to the stream's context.
    ///
    /// ```no_run
    /// # fn f(dst: &mut cuda_driver::DeviceBuffer<f32>, src: &cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::Rows;
    /// let tile = Rows { width: 16, height: 16, pitch: 64 }; // in a 64-wide image
    /// dst.as_view_mut().copy_2d_from_device(Rows::packed(16, 16), src, tile, stream)?; // packed 16x16
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// Regions that differ in shape or do not fit their views; a buffer of another context; a failing
    /// `cuMemcpy2DAsync`.
    pub fn copy_2d_from_device<'s>(
        &mut self,
        dst_rows: Rows,
        src: impl Into<DeviceSlice<'s, T>>,
        src_rows: Rows,
        stream: &Stream,
    ) -> Result<(), Error>
    where
        T: 's,
    {
        const WHAT: &str = "copy_2d_from_device";
        let src = src.into();
        if (dst_rows.width, dst_rows.height) != (src_rows.width, src_rows.height) {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the destination region is {}x{} elements, the source {}x{}",
                dst_rows.width, dst_rows.height, src_rows.width, src_rows.height
            )));
        }
        dst_rows.check(WHAT, self.len, size_of::<T>())?;
        src_rows.check(WHAT, src.len, size_of::<T>())?;
        let s = stream.inner();
        s.same_context(WHAT, "destination buffer", self.mem.home.ctx_raw())?;
        s.same_context(WHAT, "source buffer", src.mem.home.ctx_raw())?;
        if dst_rows.is_empty() {
            return Ok(());
        }
        let size = size_of::<T>();
        let params = CUDA_MEMCPY2D::new()
            .with_src_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
            .with_src_device(src.ptr())
            .with_src_pitch(src_rows.pitch * size)
            .with_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
            .with_dst_device(self.ptr())
            .with_dst_pitch(dst_rows.pitch * size)
            .with_width_in_bytes(dst_rows.width * size)
            .with_height(dst_rows.height);
        s.bind()?;
        let driver = s.driver();
        let mut memory = [Memory::write(self.mem), Memory::read(src.mem)];
        queue(s, Reach::Peer(WHAT), &mut memory, None, || {
            // SAFETY: both regions lie inside their views (checked), which do not overlap (a mutable
            // view excludes every other view of its range); both stay allocated until it has run.
            unsafe { driver.cuMemcpy2DAsync(&params, s.raw()) }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Rows;

    #[test]
    fn rows_fit_only_inside_the_view_and_never_overlap() {
        let fits = |rows: Rows, len| rows.check("t", len, 4).is_ok();
        assert!(fits(Rows::packed(4, 3), 12));
        assert!(!fits(Rows::packed(4, 3), 11));
        // The last row ends at 2 * 10 + 4 = 24.
        let strided = Rows {
            width: 4,
            height: 3,
            pitch: 10,
        };
        assert!(fits(strided, 24));
        assert!(!fits(strided, 23));
        // Rows wider than their pitch overlap.
        assert!(!fits(
            Rows {
                width: 5,
                height: 2,
                pitch: 4
            },
            100
        ));
        // Empty regions fit anywhere; overflowing ones nowhere.
        assert!(fits(Rows::packed(0, 5), 0));
        assert!(fits(Rows::packed(5, 0), 0));
        assert!(!fits(
            Rows {
                width: 1,
                height: usize::MAX,
                pitch: 2
            },
            usize::MAX
        ));
        // One row with a pitch whose bytes overflow: refused, not wrapped.
        assert!(!fits(
            Rows {
                width: 1,
                height: 1,
                pitch: usize::MAX / 2
            },
            8
        ));
    }
}
