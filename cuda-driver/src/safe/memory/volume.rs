//! 3-D copies between views: a box of slices of rows, checked against each view before anything is
//! queued, within a context (`cuMemcpy3DAsync`) or between two (`cuMemcpy3DPeerAsync`).

use std::mem::size_of;

use cuda_struct::CudaField;

use crate::sys::{CUmemorytype, CUDA_MEMCPY3D, CUDA_MEMCPY3D_PEER};
use crate::{DeviceSlice, DeviceSliceMut, Error, Stream};

use crate::safe::order::allocation::Memory;
use crate::safe::order::queue::queue;
use crate::safe::order::reach::Reach;

/// A 3-D region of a view, counted in elements: `depth` slices of `height` rows of `width` elements.
/// The first row starts at the view's start, each row `pitch` elements after the one before, and each
/// slice `slice_rows` rows (of `pitch` elements) after the one before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Volume {
    /// Elements per row.
    pub width: usize,
    /// Rows per slice.
    pub height: usize,
    /// Number of slices.
    pub depth: usize,
    /// Elements from one row's start to the next's (at least `width`).
    pub pitch: usize,
    /// Rows from one slice's start to the next's (at least `height`).
    pub slice_rows: usize,
}

impl Volume {
    /// A box of `width × height × depth` elements packed one after another.
    ///
    /// ```no_run
    /// use cuda_driver::Volume;
    /// let v = Volume::packed(8, 4, 2);
    /// assert_eq!((v.pitch, v.slice_rows), (8, 4));
    /// ```
    pub fn packed(width: usize, height: usize, depth: usize) -> Self {
        Volume {
            width,
            height,
            depth,
            pitch: width,
            slice_rows: height,
        }
    }

    fn is_empty(&self) -> bool {
        self.width == 0 || self.height == 0 || self.depth == 0
    }

    /// Checks the region against a view of `len` elements of `size` bytes: rows and slices do not
    /// overlap, the last row ends inside the view, and the byte pitches fit a `usize`.
    fn check(&self, what: &str, len: usize, size: usize) -> Result<(), Error> {
        if self.is_empty() {
            return Ok(());
        }
        let slice = self.slice_rows.checked_mul(self.pitch);
        let end = slice
            .and_then(|slice| (self.depth - 1).checked_mul(slice))
            .and_then(|last_slice| {
                let last_row = (self.height - 1).checked_mul(self.pitch)?;
                last_slice.checked_add(last_row)?.checked_add(self.width)
            });
        let bytes_fit = slice.and_then(|slice| slice.checked_mul(size)).is_some();
        match end {
            Some(end)
                if self.width <= self.pitch
                    && self.height <= self.slice_rows
                    && end <= len
                    && bytes_fit =>
            {
                Ok(())
            }
            _ => Err(Error::InvalidArgument(format!(
                "{what}: {} slices of {} rows of {} elements (rows {} apart, slices {} rows apart) do \
                 not fit the view's {len} elements without overlapping",
                self.depth, self.height, self.width, self.pitch, self.slice_rows
            ))),
        }
    }
}

impl<T: CudaField> DeviceSliceMut<'_, T> {
    /// Copies the region `src_box` of `src` into the region `dst_box` of this view on `stream`, after
    /// both buffers' earlier work: `cuMemcpy3DAsync` within one context, `cuMemcpy3DPeerAsync` between
    /// two (the stream must belong to one of them; not inside a capture scope). The regions must have
    /// the same width, height and depth.
    ///
    /// ```no_run
    /// # fn f(dst: &mut cuda_driver::DeviceBuffer<f32>, src: &cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::Volume;
    /// let cube = Volume { pitch: 32, slice_rows: 32, ..Volume::packed(8, 8, 8) }; // in a 32x32x32 grid
    /// dst.as_view_mut().copy_3d_from_device(Volume::packed(8, 8, 8), src, cube, stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// Regions that differ in shape or do not fit their views; a stream of neither buffer's context; a
    /// copy between contexts on a capture stream; a failing `cuMemcpy3DAsync` or
    /// `cuMemcpy3DPeerAsync`.
    pub fn copy_3d_from_device<'s>(
        &mut self,
        dst_box: Volume,
        src: impl Into<DeviceSlice<'s, T>>,
        src_box: Volume,
        stream: &Stream,
    ) -> Result<(), Error>
    where
        T: 's,
    {
        const WHAT: &str = "copy_3d_from_device";
        let src = src.into();
        let shape = |v: &Volume| (v.width, v.height, v.depth);
        if shape(&dst_box) != shape(&src_box) {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the destination region is {:?} elements, the source {:?}",
                shape(&dst_box),
                shape(&src_box)
            )));
        }
        let size = size_of::<T>();
        dst_box.check(WHAT, self.len, size)?;
        src_box.check(WHAT, src.len, size)?;
        let s = stream.inner();
        let (dst_ctx, src_ctx) = super::transfer::copy_pair_rule(WHAT, s, self.mem, src.mem)?;
        if dst_box.is_empty() {
            return Ok(());
        }
        let device = CUmemorytype::CU_MEMORYTYPE_DEVICE;
        let (dst, from) = (self.ptr(), src.ptr());
        s.bind()?;
        let driver = s.driver();
        let mut memory = [Memory::write(self.mem), Memory::read(src.mem)];
        if dst_ctx == src_ctx {
            let params = CUDA_MEMCPY3D::new()
                .with_src_memory_type(device)
                .with_src_device(from)
                .with_src_pitch(src_box.pitch * size)
                .with_src_height(src_box.slice_rows)
                .with_dst_memory_type(device)
                .with_dst_device(dst)
                .with_dst_pitch(dst_box.pitch * size)
                .with_dst_height(dst_box.slice_rows)
                .with_width_in_bytes(dst_box.width * size)
                .with_height(dst_box.height)
                .with_depth(dst_box.depth);
            queue(s, Reach::Any, &mut memory, None, || {
                // SAFETY: both regions lie inside their views (checked), which do not overlap (a
                // mutable view excludes every other view of its range); both stay allocated until it
                // has run.
                unsafe { driver.cuMemcpy3DAsync(&params, s.raw()) }
            })
        } else {
            let params = CUDA_MEMCPY3D_PEER::new()
                .with_src_memory_type(device)
                .with_src_device(from)
                .with_src_context(src_ctx)
                .with_src_pitch(src_box.pitch * size)
                .with_src_height(src_box.slice_rows)
                .with_dst_memory_type(device)
                .with_dst_device(dst)
                .with_dst_context(dst_ctx)
                .with_dst_pitch(dst_box.pitch * size)
                .with_dst_height(dst_box.slice_rows)
                .with_width_in_bytes(dst_box.width * size)
                .with_height(dst_box.height)
                .with_depth(dst_box.depth);
            queue(s, Reach::Any, &mut memory, None, || {
                // SAFETY: as above, in the two contexts named, which the buffers hold alive.
                unsafe { driver.cuMemcpy3DPeerAsync(&params, s.raw()) }
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Volume;

    #[test]
    fn volumes_fit_only_inside_the_view_and_never_overlap() {
        let fits = |v: Volume, len| v.check("t", len, 4).is_ok();
        assert!(fits(Volume::packed(4, 3, 2), 24));
        assert!(!fits(Volume::packed(4, 3, 2), 23));
        // Rows 10 apart, slices 5 rows apart: the last row starts at 1 * 50 + 2 * 10 = 70.
        let strided = Volume {
            width: 4,
            height: 3,
            depth: 2,
            pitch: 10,
            slice_rows: 5,
        };
        assert!(fits(strided, 74));
        assert!(!fits(strided, 73));
        // Rows wider than their pitch, or slices taller than their spacing, overlap.
        assert!(!fits(
            Volume {
                pitch: 3,
                ..strided
            },
            1000
        ));
        assert!(!fits(
            Volume {
                slice_rows: 2,
                ..strided
            },
            1000
        ));
        // Empty regions fit anywhere; overflowing ones nowhere.
        assert!(fits(Volume::packed(0, 5, 5), 0));
        assert!(fits(Volume::packed(5, 5, 0), 0));
        let huge = Volume {
            width: 1,
            height: 1,
            depth: 2,
            pitch: usize::MAX / 2,
            slice_rows: 4,
        };
        assert!(!fits(huge, usize::MAX));
    }
}
