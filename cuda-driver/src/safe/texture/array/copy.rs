//! Copies of an [`Array`] (`cuMemcpy3DAsync`), whole or an [`ArrayRegion`] of it, to and from host
//! slices and buffer views, and whole between arrays. The other side is packed (rows of the region's
//! width, one after another) and must hold exactly the region's bytes, counted in whole elements of
//! its type; the region must lie inside the array. So no copy can reach past either side; everything
//! is checked before anything is queued. Each copy is ordered on the array (and the buffer) as a use,
//! on a stream of the array's context.

use std::ffi::c_void;
use std::sync::Arc;

use cuda_struct::CudaField;

use crate::sys::{CUarray, CUdeviceptr, CUmemorytype, CUDA_MEMCPY3D};
use crate::{DeviceSlice, DeviceSliceMut, Error, Stream};

use super::{Array, ArrayShape};
use crate::safe::host::wait::wait_for_host_copy;
use crate::safe::order::allocation::Memory;
use crate::safe::order::queue::queue;
use crate::safe::order::reach::Reach;
use crate::safe::owners::stream::StreamInner;

/// One side of a copy.
#[derive(Clone, Copy)]
enum Side {
    Array(CUarray),
    /// Host memory; written only when it is the destination, which the caller borrowed mutably.
    Host(*mut c_void),
    Device(CUdeviceptr),
}

/// A box of an [`Array`]'s elements: `width × height × depth` elements from element `(x, y, z)`.
/// Layers and cubemap faces count along z (a cubemap's face `f` of cube `c` is `z = 6 * c + f`); a
/// 1-D array has one row (`y = 0`, `height = 1`) and a 2-D one one slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArrayRegion {
    /// First element along x.
    pub x: usize,
    /// First row.
    pub y: usize,
    /// First slice, layer or face.
    pub z: usize,
    /// Elements per row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Slices, layers or faces.
    pub depth: usize,
}

impl ArrayRegion {
    /// The whole of an array of `shape`.
    pub fn whole(shape: ArrayShape) -> Self {
        let (width, height, depth) = shape.extent();
        ArrayRegion {
            x: 0,
            y: 0,
            z: 0,
            width,
            height,
            depth,
        }
    }

    /// How many elements the region holds (its size in bytes fits a `usize` once it lies inside an
    /// array).
    fn elements(&self) -> usize {
        self.width * self.height * self.depth
    }

    /// Refuses a region that is empty or reaches past an array of `shape`.
    fn check(&self, what: &str, shape: ArrayShape) -> Result<(), Error> {
        let (w, h, d) = shape.extent();
        let inside = |start: usize, len: usize, end: usize| {
            len > 0 && start.checked_add(len).is_some_and(|stop| stop <= end)
        };
        if inside(self.x, self.width, w)
            && inside(self.y, self.height, h)
            && inside(self.z, self.depth, d)
        {
            return Ok(());
        }
        Err(Error::InvalidArgument(format!(
            "{what}: the region {self:?} is empty or does not lie inside the array's {w} × {h} × {d} \
             elements ({shape:?})"
        )))
    }
}

impl Array {
    /// Copies `src` into the whole array on its home stream, returning once the device has read it.
    /// `src` holds the elements row by row, slice by slice (layers and cubemap faces count as slices),
    /// each element as `T`s: `src.len()` is the element count times the `T`s per element (an element
    /// of four `F32` channels is four `f32`s, or one 16-byte struct).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a `T` that does not tile an element, or a length other than the
    /// array's; a failing `cuMemcpy3DAsync` or `cuStreamSynchronize`.
    pub fn copy_from_host<T: CudaField>(&mut self, src: &[T]) -> Result<(), Error> {
        let home = Stream::from_inner(Arc::clone(&self.mem.home));
        self.copy_from_host_on(src, &home)
    }

    /// [`copy_from_host`](Self::copy_from_host) on `stream`, a stream of the array's context (not a
    /// capture stream).
    ///
    /// # Errors
    /// As [`copy_from_host`](Self::copy_from_host); a stream of another context or a capture stream.
    pub fn copy_from_host_on<T: CudaField>(
        &mut self,
        src: &[T],
        stream: &Stream,
    ) -> Result<(), Error> {
        let whole = ArrayRegion::whole(self.shape);
        self.copy_region_from_host_on(whole, src, stream)
    }

    /// Copies `src` into `region` of the array on `stream` (a stream of the array's context, not a
    /// capture stream), returning once the device has read it; `src` holds the region's elements
    /// packed, laid out as for [`copy_from_host`](Self::copy_from_host).
    ///
    /// # Errors
    /// As [`copy_from_host_on`](Self::copy_from_host_on); a region that is empty or reaches past the
    /// array, or a length other than the region's.
    pub fn copy_region_from_host_on<T: CudaField>(
        &mut self,
        region: ArrayRegion,
        src: &[T],
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Array::copy_from_host";
        self.same_len::<T>(WHAT, region, src.len())?;
        let s = stream.inner();
        s.refuse_capture(WHAT)?;
        let to = Side::Array(self.handle());
        let from = Side::Host(src.as_ptr().cast_mut().cast());
        self.queue_copy(WHAT, s, region, from, to, None)?;
        wait_for_host_copy(s)
    }

    /// Copies the whole array into `dst` on its home stream, after its earlier work; returns once
    /// `dst` is written. The layout of `dst` is that of [`copy_from_host`](Self::copy_from_host).
    ///
    /// # Errors
    /// As [`copy_from_host`](Self::copy_from_host).
    pub fn copy_to_host<T: CudaField>(&self, dst: &mut [T]) -> Result<(), Error> {
        self.copy_region_to_host(ArrayRegion::whole(self.shape), dst)
    }

    /// Copies `region` of the array into `dst` (packed) on its home stream, after its earlier work;
    /// returns once `dst` is written.
    ///
    /// # Errors
    /// As [`copy_to_host`](Self::copy_to_host); a region that is empty or reaches past the array, or
    /// a length other than the region's.
    pub fn copy_region_to_host<T: CudaField>(
        &self,
        region: ArrayRegion,
        dst: &mut [T],
    ) -> Result<(), Error> {
        const WHAT: &str = "Array::copy_to_host";
        self.same_len::<T>(WHAT, region, dst.len())?;
        let s = &self.mem.home;
        let (from, to) = (
            Side::Array(self.handle()),
            Side::Host(dst.as_mut_ptr().cast()),
        );
        self.queue_copy(WHAT, s, region, from, to, None)?;
        wait_for_host_copy(s)
    }

    /// The whole array as a new vector of `T`s (laid out as for
    /// [`copy_from_host`](Self::copy_from_host)).
    ///
    /// # Errors
    /// As [`copy_to_host`](Self::copy_to_host).
    pub fn to_vec<T: CudaField>(&self) -> Result<Vec<T>, Error> {
        let per = self.element.per_element::<T>("Array::to_vec")?;
        let len = self.byte_len() / self.element.bytes() * per;
        // SAFETY: `CudaField` promises that every bit pattern, zero included, is a valid `T`.
        let mut out = vec![unsafe { std::mem::zeroed::<T>() }; len];
        self.copy_to_host(&mut out)?;
        Ok(out)
    }

    /// Copies the range `src` (packed as for [`copy_from_host`](Self::copy_from_host), exactly the
    /// array's bytes) into the whole array on `stream`, after both sides' earlier work. The buffer and
    /// the array must belong to the stream's context.
    ///
    /// # Errors
    /// As [`copy_from_host`](Self::copy_from_host); a buffer or array of another context; a failing
    /// `cuMemcpy3DAsync`.
    pub fn copy_from_device<'s, T: CudaField + 's>(
        &mut self,
        src: impl Into<DeviceSlice<'s, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.copy_region_from_device(ArrayRegion::whole(self.shape), src, stream)
    }

    /// Copies the range `src` (the region's elements, packed) into `region` of the array on
    /// `stream`, as [`copy_from_device`](Self::copy_from_device) does for the whole array.
    ///
    /// # Errors
    /// As [`copy_from_device`](Self::copy_from_device); a region that is empty or reaches past the
    /// array, or a length other than the region's.
    pub fn copy_region_from_device<'s, T: CudaField + 's>(
        &mut self,
        region: ArrayRegion,
        src: impl Into<DeviceSlice<'s, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Array::copy_from_device";
        let src = src.into();
        self.same_len::<T>(WHAT, region, src.len())?;
        let s = stream.inner();
        let mem = src.tracked();
        s.same_context(WHAT, "buffer", mem.0.home.ctx_raw())?;
        let (from, to) = (Side::Device(src.ptr()), Side::Array(self.handle()));
        self.queue_copy(WHAT, s, region, from, to, Some(mem))
    }

    /// Copies the whole array into the range `dst` (packed, exactly the array's bytes) on `stream`,
    /// after both sides' earlier work; both must belong to the stream's context.
    ///
    /// # Errors
    /// As [`copy_from_device`](Self::copy_from_device).
    pub fn copy_to_device<'d, T: CudaField + 'd>(
        &self,
        dst: impl Into<DeviceSliceMut<'d, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.copy_region_to_device(ArrayRegion::whole(self.shape), dst, stream)
    }

    /// Copies `region` of the array into the range `dst` (packed) on `stream`, as
    /// [`copy_to_device`](Self::copy_to_device) does for the whole array.
    ///
    /// # Errors
    /// As [`copy_to_device`](Self::copy_to_device); a region that is empty or reaches past the array,
    /// or a length other than the region's.
    pub fn copy_region_to_device<'d, T: CudaField + 'd>(
        &self,
        region: ArrayRegion,
        dst: impl Into<DeviceSliceMut<'d, T>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "Array::copy_to_device";
        let dst = dst.into();
        self.same_len::<T>(WHAT, region, dst.len())?;
        let s = stream.inner();
        let mem = dst.tracked();
        s.same_context(WHAT, "buffer", mem.0.home.ctx_raw())?;
        let (from, to) = (Side::Array(self.handle()), Side::Device(dst.ptr()));
        self.queue_copy(WHAT, s, region, from, to, Some(mem))
    }

    /// Copies the whole of `src`, an array of the same shape and element type, into this one on
    /// `stream`, after both arrays' earlier work; both must belong to the stream's context.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for arrays that differ in extent or element size, or of another
    /// context; a failing `cuMemcpy3DAsync`.
    pub fn copy_from_array(&mut self, src: &Array, stream: &Stream) -> Result<(), Error> {
        const WHAT: &str = "Array::copy_from_array";
        if self.shape.extent() != src.shape.extent() || self.element.bytes() != src.element.bytes()
        {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the destination is {:?} of {:?}, the source {:?} of {:?}",
                self.shape, self.element, src.shape, src.element
            )));
        }
        if self.handle() == src.handle() {
            return Err(Error::InvalidArgument(format!(
                "{WHAT}: the source is the destination (the same level of one mipmapped array)"
            )));
        }
        let s = stream.inner();
        s.same_context(WHAT, "source array", src.mem.home.ctx_raw())?;
        let (from, to) = (Side::Array(src.handle()), Side::Array(self.handle()));
        let whole = ArrayRegion::whole(self.shape);
        self.queue_copy(WHAT, s, whole, from, to, Some(Memory::read(&src.mem)))
    }

    /// Refuses a region that does not lie inside the array, a `T` that does not tile the element, or
    /// `len` `T`s that are not the region's elements.
    fn same_len<T>(&self, what: &str, region: ArrayRegion, len: usize) -> Result<(), Error> {
        region.check(what, self.shape)?;
        let per = self.element.per_element::<T>(what)?;
        // Fits: the region lies inside the array, whose bytes fit a `usize`.
        let want = region.elements() * per;
        if len == want {
            return Ok(());
        }
        Err(Error::InvalidArgument(format!(
            "{what}: the region ({region:?} of {:?}) holds {want} {}s, the other side {len}",
            self.element,
            std::any::type_name::<T>()
        )))
    }

    /// Queues the copy of `region` (checked against the array) between the array side and the
    /// packed linear side on `s` (a stream of the array's context), ordered on the array and on
    /// `other` (the buffer or the other array).
    fn queue_copy(
        &self,
        what: &'static str,
        s: &Arc<StreamInner>,
        region: ArrayRegion,
        src: Side,
        dst: Side,
        other: Option<Memory<'_>>,
    ) -> Result<(), Error> {
        s.same_context(what, "array", self.mem.home.ctx_raw())?;
        let (h, d) = (region.height, region.depth);
        // Fit: the region lies inside the array, whose bytes fit a `usize`.
        let row = region.width * self.element.bytes();
        let x = region.x * self.element.bytes();
        let mut params = CUDA_MEMCPY3D::new()
            .with_width_in_bytes(row)
            .with_height(h)
            .with_depth(d);
        match src {
            Side::Array(a) => params
                .set_src_memory_type(CUmemorytype::CU_MEMORYTYPE_ARRAY)
                .set_src_array(a)
                .set_src_x_in_bytes(x)
                .set_src_y(region.y)
                .set_src_z(region.z),
            Side::Host(p) => params
                .set_src_memory_type(CUmemorytype::CU_MEMORYTYPE_HOST)
                .set_src_host(p.cast_const())
                .set_src_pitch(row)
                .set_src_height(h),
            Side::Device(p) => params
                .set_src_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
                .set_src_device(p)
                .set_src_pitch(row)
                .set_src_height(h),
        };
        match dst {
            Side::Array(a) => params
                .set_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_ARRAY)
                .set_dst_array(a)
                .set_dst_x_in_bytes(x)
                .set_dst_y(region.y)
                .set_dst_z(region.z),
            Side::Host(p) => params
                .set_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_HOST)
                .set_dst_host(p)
                .set_dst_pitch(row)
                .set_dst_height(h),
            Side::Device(p) => params
                .set_dst_memory_type(CUmemorytype::CU_MEMORYTYPE_DEVICE)
                .set_dst_device(p)
                .set_dst_pitch(row)
                .set_dst_height(h),
        };
        s.bind()?;
        // The other side (a buffer, or the source array) brings its own mode; this array is written
        // when it is the destination (the other side is then the source) and read otherwise.
        let mine = if matches!(dst, Side::Array(_)) {
            Memory::write(&self.mem)
        } else {
            Memory::read(&self.mem)
        };
        let mut memory = [mine, mine];
        let n = match other {
            Some(m) => {
                memory[1] = m;
                2
            }
            None => 1,
        };
        queue(s, Reach::Peer(what), &mut memory[..n], None, || {
            // SAFETY: the region lies inside the array and the linear side holds exactly its bytes
            // (checked against the array's shape and element size); host sides are borrowed until
            // the caller has waited for the copy; the array and the buffer stay allocated until it
            // has run (their frees order after it, or the graph holds them).
            unsafe { s.driver().cuMemcpy3DAsync(&params, s.raw()) }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{ArrayRegion, ArrayShape};

    #[test]
    fn regions_lie_inside_the_array_or_are_refused() {
        let shape = ArrayShape::Layered2D {
            width: 4,
            height: 3,
            layers: 2,
        };
        let whole = ArrayRegion::whole(shape);
        assert_eq!((whole.width, whole.height, whole.depth), (4, 3, 2));
        assert!(whole.check("t", shape).is_ok());
        let last = ArrayRegion {
            x: 3,
            y: 2,
            z: 1,
            width: 1,
            height: 1,
            depth: 1,
        };
        assert!(last.check("t", shape).is_ok());
        for bad in [
            ArrayRegion { x: 4, ..last },
            ArrayRegion { width: 2, ..last },
            ArrayRegion { y: 3, ..last },
            ArrayRegion { z: 2, ..last },
            ArrayRegion { height: 0, ..last },
            ArrayRegion {
                x: usize::MAX,
                ..last
            },
            ArrayRegion {
                depth: usize::MAX,
                ..last
            },
        ] {
            assert!(bad.check("t", shape).is_err(), "{bad:?}");
        }
    }
}
