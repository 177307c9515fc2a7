//! Views of a [`DeviceBuffer`]: a range of its elements, borrowed as `&[T]` and `&mut [T]` borrow a
//! `Vec`, usable wherever the buffer is (copies, memsets, kernel arguments).
//!
//! A view is tracked as its buffer: its uses take the buffer's lock and order after the buffer's latest
//! use, wherever in the buffer that use was. So two disjoint mutable views ([`split_at_mut`]) may be
//! used on two streams, and the second use waits for the first: correct whatever the kernels do, at
//! the price of the overlap a per-range record would allow. (The driver's own unit of order is the
//! stream; keeping a list of ranges per buffer would make every use search it.)
//!
//! [`split_at_mut`]: DeviceBuffer::split_at_mut

use std::fmt;
use std::marker::PhantomData;
use std::mem::size_of;
use std::ops::{Bound, RangeBounds};
use std::sync::Arc;

use crate::sys::CUdeviceptr;
use crate::{DeviceBuffer, Error, Stream};

use crate::safe::order::allocation::{Allocation, Memory};
use crate::safe::order::buffer_core::Buffer;
use crate::safe::order::queue::queue;
use crate::safe::order::reach::Reach;

/// A shared view of a range of a [`DeviceBuffer`]'s elements ([`DeviceBuffer::slice`]). `Copy`, like
/// `&[T]`; as a kernel argument the kernel receives the range's first address and may only read it.
pub struct DeviceSlice<'a, T> {
    pub(super) mem: &'a Arc<Allocation>,
    /// The first element, counted from the buffer's start.
    pub(super) offset: usize,
    pub(super) len: usize,
    _marker: PhantomData<&'a [T]>,
}

/// A mutable view of a range of a [`DeviceBuffer`]'s elements ([`DeviceBuffer::slice_mut`],
/// [`DeviceBuffer::split_at_mut`]); as a kernel argument the kernel may write the range.
pub struct DeviceSliceMut<'a, T> {
    pub(super) mem: &'a Arc<Allocation>,
    pub(super) offset: usize,
    pub(super) len: usize,
    _marker: PhantomData<&'a mut [T]>,
}

// SAFETY: as `&[T]` / `&mut [T]`: the views only queue work ordered under the buffer's lock.
unsafe impl<T: Sync> Send for DeviceSlice<'_, T> {}
// SAFETY: as above.
unsafe impl<T: Sync> Sync for DeviceSlice<'_, T> {}
// SAFETY: as above.
unsafe impl<T: Send> Send for DeviceSliceMut<'_, T> {}
// SAFETY: as above.
unsafe impl<T: Sync> Sync for DeviceSliceMut<'_, T> {}

impl<T> Clone for DeviceSlice<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for DeviceSlice<'_, T> {}

impl<T> fmt::Debug for DeviceSlice<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeviceSlice")
            .field("buffer", &self.mem.ptr)
            .field("offset", &self.offset)
            .field("len", &self.len)
            .finish()
    }
}

impl<T> fmt::Debug for DeviceSliceMut<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeviceSliceMut")
            .field("buffer", &self.mem.ptr)
            .field("offset", &self.offset)
            .field("len", &self.len)
            .finish()
    }
}

/// `range` of a sequence of `len` elements as (start, count), or the error naming both.
fn bounds(what: &str, range: impl RangeBounds<usize>, len: usize) -> Result<(usize, usize), Error> {
    let start = match range.start_bound() {
        Bound::Included(&s) => Some(s),
        Bound::Excluded(&s) => s.checked_add(1),
        Bound::Unbounded => Some(0),
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => e.checked_add(1),
        Bound::Excluded(&e) => Some(e),
        Bound::Unbounded => Some(len),
    };
    match (start, end) {
        (Some(s), Some(e)) if s <= e && e <= len => Ok((s, e - s)),
        _ => Err(Error::InvalidArgument(format!(
            "{what}: the range {:?}..{:?} is not within the {len} elements",
            range.start_bound(),
            range.end_bound()
        ))),
    }
}

impl<T> DeviceBuffer<T> {
    /// The whole buffer as a shared view.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let view = buf.as_view(); // all of it, shared
    /// assert_eq!(view.len(), buf.len());
    /// # Ok(()) }
    /// ```
    pub fn as_view(&self) -> DeviceSlice<'_, T> {
        DeviceSlice::new(self.allocation(), 0, self.core.len)
    }

    /// The whole buffer as a mutable view.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut view = buf.as_view_mut(); // all of it, mutable
    /// view.memset_d8(0)?;
    /// # Ok(()) }
    /// ```
    pub fn as_view_mut(&mut self) -> DeviceSliceMut<'_, T> {
        DeviceSliceMut::new(self.allocation(), 0, self.core.len)
    }

    /// A shared view of the elements in `range` (`buf.slice(16..32)?`, `buf.slice(..)?`).
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let head = buf.slice(..4)?; // the first four elements, read-only
    /// assert_eq!(head.len(), 4);
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a range that is not within the buffer.
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<DeviceSlice<'_, T>, Error> {
        self.as_view().slice(range)
    }

    /// A mutable view of the elements in `range`.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>) -> Result<(), cuda_driver::Error> {
    /// let mut tail = buf.slice_mut(4..)?;
    /// tail.memset_d32(1)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a range that is not within the buffer.
    pub fn slice_mut(
        &mut self,
        range: impl RangeBounds<usize>,
    ) -> Result<DeviceSliceMut<'_, T>, Error> {
        let (start, len) = bounds("slice_mut", range, self.core.len)?;
        Ok(DeviceSliceMut::new(self.allocation(), start, len))
    }

    /// Two mutable views, of the elements before `mid` and from `mid` on.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<u32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let (mut left, mut right) = buf.split_at_mut(2)?;
    /// left.memset_d32_on(1, stream)?; // two views of one buffer, written one after the other
    /// right.memset_d32_on(2, stream)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `mid` is past the end.
    pub fn split_at_mut(
        &mut self,
        mid: usize,
    ) -> Result<(DeviceSliceMut<'_, T>, DeviceSliceMut<'_, T>), Error> {
        self.as_view_mut().split_at(mid)
    }
}

impl<'a, T> DeviceSlice<'a, T> {
    fn new(mem: &'a Arc<Allocation>, offset: usize, len: usize) -> Self {
        DeviceSlice {
            mem,
            offset,
            len,
            _marker: PhantomData,
        }
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let view = buf.slice(2..6)?;
    /// assert_eq!(view.len(), 4);
    /// # Ok(()) }
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the view holds no elements.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// assert!(buf.slice(3..3)?.is_empty());
    /// # Ok(()) }
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The size in bytes.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// assert_eq!(buf.slice(0..4)?.byte_len(), 16); // four f32
    /// # Ok(()) }
    /// ```
    pub fn byte_len(&self) -> usize {
        self.len * size_of::<T>()
    }

    /// A narrower view: `range` counts from this view's first element.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let view = buf.slice(4..12)?;
    /// let inner = view.slice(..2)?; // elements 4 and 5 of `buf`
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a range that is not within the view.
    pub fn slice(&self, range: impl RangeBounds<usize>) -> Result<DeviceSlice<'a, T>, Error> {
        let (start, len) = bounds("slice", range, self.len)?;
        Ok(DeviceSlice::new(self.mem, self.offset + start, len))
    }

    /// The device address of the first element, for foreign code that will read the range on
    /// `stream`, ordered as [`DeviceBuffer::raw`]. Through a shared view foreign code may only read;
    /// the `unsafe` code that hands the address on must queue its work before any other use of the
    /// buffer is queued. To let it write, use [`DeviceSliceMut::raw`].
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let ptr = buf.slice(..)?.raw(stream)?; // a CUdeviceptr, for foreign code that reads on `stream`
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`DeviceBuffer::raw`].
    pub fn raw(&self, stream: &Stream) -> Result<CUdeviceptr, Error> {
        let s = stream.inner();
        s.bind()?;
        queue(
            s,
            Reach::Peer("raw"),
            &mut [Memory::read(self.mem)],
            None,
            || Ok(()),
        )?;
        Ok(self.ptr())
    }

    /// The first element's address (not ordered: for the calls this crate queues).
    pub(crate) fn ptr(&self) -> CUdeviceptr {
        address::<T>(self.mem, self.offset)
    }

    /// The buffer's shared state (for the crate's kernel arguments), as a use that reads.
    pub(crate) fn tracked(&self) -> Memory<'a> {
        Memory::read(self.mem)
    }
}

impl<'a, T> DeviceSliceMut<'a, T> {
    fn new(mem: &'a Arc<Allocation>, offset: usize, len: usize) -> Self {
        DeviceSliceMut {
            mem,
            offset,
            len,
            _marker: PhantomData,
        }
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let view = buf.slice_mut(2..6)?;
    /// assert_eq!(view.len(), 4);
    /// # Ok(()) }
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the view holds no elements.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// assert!(buf.slice_mut(3..3)?.is_empty());
    /// # Ok(()) }
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The size in bytes.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// assert_eq!(buf.slice_mut(0..4)?.byte_len(), 16); // four f32
    /// # Ok(()) }
    /// ```
    pub fn byte_len(&self) -> usize {
        self.len * size_of::<T>()
    }

    /// This view as a shared one, for as long as it is borrowed.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let view = buf.slice_mut(..4)?;
    /// let host = view.as_view().to_vec()?; // read through a shared view
    /// # Ok(()) }
    /// ```
    pub fn as_view(&self) -> DeviceSlice<'_, T> {
        DeviceSlice::new(self.mem, self.offset, self.len)
    }

    /// This view again, for a call that takes it by value, while `self` stays usable afterwards.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let mut view = buf.slice_mut(..8)?;
    /// let (lo, _) = view.reborrow().split_at(4)?; // takes the reborrow by value
    /// let n = view.len(); // `view` is still usable: 8
    /// # Ok(()) }
    /// ```
    pub fn reborrow(&mut self) -> DeviceSliceMut<'_, T> {
        DeviceSliceMut::new(self.mem, self.offset, self.len)
    }

    /// A narrower mutable view: `range` counts from this view's first element.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let view = buf.slice_mut(4..12)?;
    /// let mut inner = view.slice_mut(..2)?; // elements 4 and 5 of `buf`
    /// inner.memset_d8(0)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a range that is not within the view.
    pub fn slice_mut(self, range: impl RangeBounds<usize>) -> Result<DeviceSliceMut<'a, T>, Error> {
        let (start, len) = bounds("slice_mut", range, self.len)?;
        Ok(DeviceSliceMut::new(self.mem, self.offset + start, len))
    }

    /// The view split in two at `mid`.
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let (mut lo, mut hi) = buf.slice_mut(..8)?.split_at(4)?;
    /// lo.memset_d8(0)?; // two disjoint mutable halves
    /// hi.memset_d8(0xff)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `mid` is past the end.
    pub fn split_at(self, mid: usize) -> Result<(Self, Self), Error> {
        if mid > self.len {
            return Err(Error::InvalidArgument(format!(
                "split_at_mut: {mid} is past the end of the {} elements",
                self.len
            )));
        }
        let (mem, offset) = (self.mem, self.offset);
        Ok((
            DeviceSliceMut::new(mem, offset, mid),
            DeviceSliceMut::new(mem, offset + mid, self.len - mid),
        ))
    }

    /// The device address of the first element, for foreign code that may write the range on
    /// `stream`; as [`DeviceSlice::raw`].
    ///
    /// ```no_run
    /// # fn f(buf: &mut cuda_driver::DeviceBuffer<f32>, stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
    /// let ptr = buf.slice_mut(..)?.raw(stream)?; // a CUdeviceptr foreign code may write on `stream`
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`DeviceBuffer::raw`].
    pub fn raw(&mut self, stream: &Stream) -> Result<CUdeviceptr, Error> {
        let s = stream.inner();
        s.bind()?;
        queue(
            s,
            Reach::Peer("raw"),
            &mut [self.tracked()],
            None,
            || Ok(()),
        )?;
        Ok(self.ptr())
    }

    pub(crate) fn ptr(&self) -> CUdeviceptr {
        address::<T>(self.mem, self.offset)
    }

    /// The buffer's shared state, as a use that writes.
    pub(crate) fn tracked(&self) -> Memory<'a> {
        Memory::write(self.mem)
    }
}

impl<'a, T> From<&'a DeviceBuffer<T>> for DeviceSlice<'a, T> {
    fn from(buf: &'a DeviceBuffer<T>) -> Self {
        buf.as_view()
    }
}

impl<'a, T> From<&'a DeviceSliceMut<'_, T>> for DeviceSlice<'a, T> {
    fn from(view: &'a DeviceSliceMut<'_, T>) -> Self {
        view.as_view()
    }
}

impl<'a, T> From<&'a mut DeviceBuffer<T>> for DeviceSliceMut<'a, T> {
    fn from(buf: &'a mut DeviceBuffer<T>) -> Self {
        buf.as_view_mut()
    }
}

/// The address of element `offset` of the allocation (in bounds: the views are built from checked
/// ranges, so no overflow).
fn address<T>(mem: &Allocation, offset: usize) -> CUdeviceptr {
    CUdeviceptr::from_native_handle(mem.ptr.native_handle() + offset * size_of::<T>())
}

#[cfg(test)]
mod tests {
    use super::bounds;

    #[test]
    #[allow(
        clippy::reversed_empty_ranges,
        reason = "a reversed range is one of the bad inputs"
    )]
    fn bounds_accept_every_range_inside_and_refuse_the_rest() {
        assert_eq!(bounds("t", .., 8).ok(), Some((0, 8)));
        assert_eq!(bounds("t", 2..5, 8).ok(), Some((2, 3)));
        assert_eq!(bounds("t", 2..=5, 8).ok(), Some((2, 4)));
        assert_eq!(bounds("t", 8.., 8).ok(), Some((8, 0)));
        assert_eq!(bounds("t", ..=7, 8).ok(), Some((0, 8)));
        for bad in [
            bounds("t", 5..2, 8),
            bounds("t", 0..9, 8),
            bounds("t", ..=8, 8),
        ] {
            let msg = bad.unwrap_err().to_string();
            assert!(msg.contains("8 elements"), "{msg}");
        }
        assert!(bounds("t", ..=usize::MAX, 8).is_err());
        assert!(bounds(
            "t",
            (
                std::ops::Bound::Excluded(usize::MAX),
                std::ops::Bound::Unbounded
            ),
            8
        )
        .is_err());
    }
}
