//! Surface objects (`cuSurfObjectCreate`): an [`Array`] made with
//! [`ArrayFlags::SURFACE_LOAD_STORE`], which kernels read and write (`surf2Dwrite`, `surf2Dread`).
//! NVIDIA's documentation:
//! [`CUDA_SURFOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__SURFOBJECT.html).

use std::marker::PhantomData;
use std::sync::Arc;

use crate::sys::{
    CUDA_RESOURCE_DESC_res, CUDA_RESOURCE_DESC_res_array, CUresourcetype, CUsurfObject,
    CUDA_RESOURCE_DESC,
};
use crate::{Context, Error};

use super::object::{Kind, ObjectInner};
use super::{Array, ArrayFlags};

/// A surface object (`CUsurfObject`) over an [`Array`]: kernels read and write its elements by byte
/// offset along x and element index along y and z. Passed to a launch as `&mut surface`: the kernel
/// receives the 8-byte handle, and the launch is ordered as a use of the array, like `&mut buf`
/// (`&mut`, because the kernel may write; a shared `&surface` is not a kernel argument).
///
/// **A surface borrows its array mutably** (`'a`), as `&mut array` would: while it lives, nothing else
/// reads or writes the array through Rust (no copy, no [`TextureObject`](crate::TextureObject) over
/// it, no second surface), so one launch cannot pass the surface beside another view of the same
/// array, where the kernel's writes would race its reads (the texture cache is not kept coherent with
/// surface writes, even within one kernel):
///
/// ```compile_fail
/// # use cuda_driver::*;
/// # fn f(array: &mut Array, k: Function<'_>, s: &Stream) -> Result<(), Error> {
/// let tex = TextureObject::new(array, &TextureDesc::default())?;
/// let mut surf = SurfaceObject::new(array)?; // `array` is borrowed by `tex`
/// unsafe { k.launch(LaunchConfig::for_elements(1, 32), s, (&tex, &mut surf)) }?;
/// # Ok(()) }
/// ```
///
/// Two values of one mipmapped level ([`MipmappedArray::level`](crate::MipmappedArray::level) twice)
/// are two arrays to the borrow: a launch that passes surfaces of one mipmapped array through two
/// arguments is refused at run time, as one that passes a texture of it beside a surface is.
///
/// The object also holds its array's memory, which is freed only after it; dropping the object waits
/// for the array's latest use, then destroys it. A graph that captured a launch with it holds it past
/// the borrow: every launch of the graph is ordered on the array as a write, so work queued after the
/// borrow ends still runs after the graph's. A launch on a stream of another context than the array's
/// is refused.
#[derive(Debug)]
pub struct SurfaceObject<'a> {
    pub(crate) inner: Arc<ObjectInner>,
    _array: PhantomData<&'a mut Array>,
}

impl<'a> SurfaceObject<'a> {
    /// A surface over the whole of `array`, which must have been made with
    /// [`ArrayFlags::SURFACE_LOAD_STORE`]; it borrows the array mutably for as long as it lives.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an array made without the flag; a failing `cuSurfObjectCreate`.
    pub fn new(array: &'a mut Array) -> Result<Self, Error> {
        if !array.flags().contains(ArrayFlags::SURFACE_LOAD_STORE) {
            return Err(Error::InvalidArgument(
                "SurfaceObject::new: the array was made without ArrayFlags::SURFACE_LOAD_STORE, \
                 which a surface needs"
                    .into(),
            ));
        }
        let res = CUDA_RESOURCE_DESC_res::new()
            .with_array(CUDA_RESOURCE_DESC_res_array::new().with_h_array(array.handle()));
        let resource = CUDA_RESOURCE_DESC::new()
            .with_res_type(CUresourcetype::CU_RESOURCE_TYPE_ARRAY)
            .with_res(res);
        let mem = array.allocation();
        mem.home.bind()?;
        let mut raw = CUsurfObject::null();
        // SAFETY: valid out-parameter and descriptor; the array lives as long as the allocation, which
        // the object holds.
        unsafe {
            mem.home
                .driver()
                .cuSurfObjectCreate(raw.as_mut_ptr(), &resource)
        }?;
        Ok(SurfaceObject {
            inner: ObjectInner::new(raw.into_raw(), Kind::Surface, Arc::clone(mem)),
            _array: PhantomData,
        })
    }

    /// The context the surface belongs to (its array's).
    pub fn context(&self) -> &Context {
        self.inner.resource.home.ctx()
    }

    /// The raw handle, valid while `self` lives; a launch that passes it raw is not ordered on the
    /// array (pass `&mut surface` instead).
    pub fn raw(&self) -> CUsurfObject {
        CUsurfObject::from_raw(self.inner.raw)
    }

    /// Destroys the object after the array's latest use, reporting an error that drop would ignore;
    /// if a graph still holds it, it is destroyed when the last such graph goes, and this returns
    /// `Ok`.
    ///
    /// # Errors
    /// A failing `cuStreamSynchronize` (the object is then leaked) or `cuSurfObjectDestroy`.
    pub fn close(self) -> Result<(), Error> {
        match Arc::try_unwrap(self.inner) {
            Ok(mut inner) => Ok(inner.destroy()?),
            Err(_) => Ok(()),
        }
    }
}
