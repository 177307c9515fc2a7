//! Copies of a whole [`Array`] (`cuMemcpy3DAsync`) to and from host slices, buffer views and other
//! arrays. The other side is packed (rows of the array's width, one after another) and must hold
//! exactly the array's bytes, counted in whole elements of its type, so no copy can reach past either
//! side; everything is checked before anything is queued. Each copy is ordered on the array (and the
//! buffer) as a use, on a stream of the array's context.

use std::ffi::c_void;
use std::sync::Arc;

use cuda_struct::CudaField;

use crate::sys::{CUarray, CUdeviceptr, CUmemorytype, CUDA_MEMCPY3D};
use crate::{DeviceSlice, DeviceSliceMut, Error, Stream};

use super::super::memory::{queue, wait_for_host_copy, Memory, Reach};
use super::super::stream::StreamInner;
use super::Array;

/// One side of a copy.
#[derive(Clone, Copy)]
enum Side {
    Array(CUarray),
    /// Host memory; written only when it is the destination, which the caller borrowed mutably.
    Host(*mut c_void),
    Device(CUdeviceptr),
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
        const WHAT: &str = "Array::copy_from_host";
        self.same_len::<T>(WHAT, src.len())?;
        let s = stream.inner();
        s.refuse_capture(WHAT)?;
        self.queue_copy(
            WHAT,
            s,
            Side::Host(src.as_ptr().cast_mut().cast()),
            Side::Array(self.handle()),
            None,
        )?;
        wait_for_host_copy(s)
    }

    /// Copies the whole array into `dst` on its home stream, after its earlier work; returns once
    /// `dst` is written. The layout of `dst` is that of [`copy_from_host`](Self::copy_from_host).
    ///
    /// # Errors
    /// As [`copy_from_host`](Self::copy_from_host).
    pub fn copy_to_host<T: CudaField>(&self, dst: &mut [T]) -> Result<(), Error> {
        const WHAT: &str = "Array::copy_to_host";
        self.same_len::<T>(WHAT, dst.len())?;
        let s = &self.mem.home;
        self.queue_copy(
            WHAT,
            s,
            Side::Array(self.handle()),
            Side::Host(dst.as_mut_ptr().cast()),
            None,
        )?;
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
        const WHAT: &str = "Array::copy_from_device";
        let src = src.into();
        self.same_len::<T>(WHAT, src.len())?;
        let s = stream.inner();
        let mem = src.tracked();
        s.same_context(WHAT, "buffer", mem.0.home.ctx_raw())?;
        let (from, to) = (Side::Device(src.ptr()), Side::Array(self.handle()));
        self.queue_copy(WHAT, s, from, to, Some(mem))
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
        const WHAT: &str = "Array::copy_to_device";
        let dst = dst.into();
        self.same_len::<T>(WHAT, dst.len())?;
        let s = stream.inner();
        let mem = dst.tracked();
        s.same_context(WHAT, "buffer", mem.0.home.ctx_raw())?;
        let (from, to) = (Side::Array(self.handle()), Side::Device(dst.ptr()));
        self.queue_copy(WHAT, s, from, to, Some(mem))
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
        let s = stream.inner();
        s.same_context(WHAT, "source array", src.mem.home.ctx_raw())?;
        let (from, to) = (Side::Array(src.handle()), Side::Array(self.handle()));
        self.queue_copy(WHAT, s, from, to, Some(Memory(&src.mem)))
    }

    /// Refuses a `T` that does not tile the element, or `len` `T`s that are not the whole array.
    fn same_len<T>(&self, what: &str, len: usize) -> Result<(), Error> {
        let per = self.element.per_element::<T>(what)?;
        let want = self.byte_len() / self.element.bytes() * per;
        if len == want {
            return Ok(());
        }
        Err(Error::InvalidArgument(format!(
            "{what}: the array ({:?} of {:?}) holds {want} {}s, the other side {len}",
            self.shape,
            self.element,
            std::any::type_name::<T>()
        )))
    }

    /// Queues the copy of the whole array's extent from `src` to `dst` on `s` (a stream of the
    /// array's context), ordered on the array and on `other` (the buffer or the other array).
    fn queue_copy(
        &self,
        what: &'static str,
        s: &Arc<StreamInner>,
        src: Side,
        dst: Side,
        other: Option<Memory<'_>>,
    ) -> Result<(), Error> {
        s.same_context(what, "array", self.mem.home.ctx_raw())?;
        let (w, h, d) = self.shape.extent();
        // Fits: checked when the array was made.
        let row = w * self.element.bytes();
        let mut params = CUDA_MEMCPY3D::new()
            .with_width_in_bytes(row)
            .with_height(h)
            .with_depth(d);
        match src {
            Side::Array(a) => params
                .set_src_memory_type(CUmemorytype::CU_MEMORYTYPE_ARRAY)
                .set_src_array(a),
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
                .set_dst_array(a),
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
        let mut memory = [Memory(&self.mem), Memory(&self.mem)];
        let n = match other {
            Some(m) => {
                memory[1] = m;
                2
            }
            None => 1,
        };
        queue(s, Reach::Peer(what), &mut memory[..n], None, || {
            // SAFETY: each side holds exactly the extent's bytes (checked against the array's shape
            // and element size); host sides are borrowed until the caller has waited for the copy;
            // the array and the buffer stay allocated until it has run (their frees order after it,
            // or the graph holds them).
            unsafe { s.driver().cuMemcpy3DAsync(&params, s.raw()) }
        })
    }
}
