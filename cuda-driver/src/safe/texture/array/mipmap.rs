//! Mipmapped arrays (`cuMipmappedArrayCreate`): a chain of levels, each half the size of the one
//! before along x, y and z (layers and cubemap faces keep their count), sampled through one texture
//! with a level of detail. A level is an [`Array`] value over the mipmapped array's memory: its copies
//! and objects are uses of the whole chain, and it keeps the chain alive. NVIDIA's documentation:
//! [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

use std::sync::Arc;

use crate::sys::{CUarray, CUdeviceptr, CUmipmappedArray};
use crate::{Context, Error, Stream};

use super::{Array, ArrayFlags, ArrayShape, Element};
use crate::safe::order::allocation::{Allocation, Allocator};

/// A mipmapped array: `levels` levels of elements of one [`Element`] type, level 0 of `shape` and
/// each next one half as large (at least 1) along x, y and z. Fill and read its levels through
/// [`level`](Self::level); sample it through
/// [`TextureObject::mipmapped`](crate::TextureObject::mipmapped).
///
/// Made on a stream (its home) and ordered like an [`Array`]: every use of any level is a use of the
/// whole, and it is destroyed after its latest use, once its last level value and object are gone.
#[derive(Debug)]
pub struct MipmappedArray {
    pub(super) mem: Arc<Allocation>,
    shape: ArrayShape,
    element: Element,
    flags: ArrayFlags,
    levels: u32,
}

impl MipmappedArray {
    /// Creates a mipmapped array of `levels` levels, level 0 of `shape`, on `stream`'s context with
    /// `stream` as its home. Contents: unspecified until written.
    ///
    /// # Errors
    /// As [`Array::new`]; [`Error::InvalidArgument`] for no level; a failing `cuMipmappedArrayCreate`
    /// (more levels than the largest dimension halves to 1, a shape or flag the device refuses).
    pub fn new(
        stream: &Stream,
        shape: ArrayShape,
        element: Element,
        levels: u32,
        flags: ArrayFlags,
    ) -> Result<Self, Error> {
        const WHAT: &str = "MipmappedArray::new";
        if levels == 0 {
            return Err(Error::InvalidArgument(format!("{WHAT}: no level")));
        }
        let desc = super::descriptor(WHAT, shape, element, flags)?;
        let home = stream.inner();
        home.refuse_capture(WHAT)?;
        home.bind()?;
        let mut raw = CUmipmappedArray::null();
        // SAFETY: `raw` is a valid out-parameter and `desc` a valid descriptor; the context is current.
        unsafe {
            home.driver()
                .cuMipmappedArrayCreate(raw.as_mut_ptr(), &desc, levels)
        }?;
        let handle = CUdeviceptr::from_native_handle(raw.native_handle());
        let mem = Allocation::new(handle, Allocator::MipmappedArray, Arc::clone(home));
        Ok(MipmappedArray {
            mem: Arc::new(mem),
            shape,
            element,
            flags,
            levels,
        })
    }

    /// Level `level` as an [`Array`] of its own shape: copies into and out of it, and texture or
    /// surface objects over it, are uses of the whole mipmapped array, and the value keeps the whole
    /// alive.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a level past the last; a failing `cuMipmappedArrayGetLevel`.
    pub fn level(&self, level: u32) -> Result<Array, Error> {
        if level >= self.levels {
            return Err(Error::InvalidArgument(format!(
                "MipmappedArray::level: level {level} of {} levels",
                self.levels
            )));
        }
        let home = &self.mem.home;
        home.bind()?;
        let mut raw = CUarray::null();
        // SAFETY: `raw` is a valid out-parameter; the mipmapped array lives as long as `self`, and the
        // level's handle as long as the mipmapped array, which the returned value holds.
        unsafe {
            home.driver()
                .cuMipmappedArrayGetLevel(raw.as_mut_ptr(), self.handle(), level)
        }?;
        Ok(Array {
            mem: Arc::clone(&self.mem),
            handle: raw,
            shape: self.shape.mip_level(level),
            element: self.element,
            flags: self.flags,
        })
    }

    /// The shape of level `level` ([`ArrayShape::mip_level`] of level 0's).
    pub fn level_shape(&self, level: u32) -> ArrayShape {
        self.shape.mip_level(level)
    }

    /// How many levels it has.
    pub fn levels(&self) -> u32 {
        self.levels
    }

    /// Level 0's shape.
    pub fn shape(&self) -> ArrayShape {
        self.shape
    }

    /// The type of its elements.
    pub fn element(&self) -> Element {
        self.element
    }

    /// The context it was made in.
    pub fn context(&self) -> &Context {
        self.mem.home.ctx()
    }

    /// Destroys the mipmapped array after the work that uses it, reporting an error that drop would
    /// ignore; if a level value, an object or a graph still holds it, it is destroyed after the last
    /// of them and this returns `Ok`.
    ///
    /// # Errors
    /// A failing `cuEventRecord`, `cuStreamWaitEvent`, `cuStreamSynchronize` or
    /// `cuMipmappedArrayDestroy`.
    pub fn close(self) -> Result<(), Error> {
        let Ok(mut mem) = Arc::try_unwrap(self.mem) else {
            return Ok(());
        };
        let ptr = std::mem::take(&mut mem.ptr);
        let last = mem.take_last();
        let home = Arc::clone(&mem.home);
        home.bind()?;
        crate::safe::order::free::free(&home, &last, ptr, Allocator::MipmappedArray)?;
        Ok(())
    }

    /// The handle (valid while `self` lives).
    pub(super) fn handle(&self) -> CUmipmappedArray {
        CUmipmappedArray::from_native_handle(self.mem.ptr.native_handle())
    }
}
