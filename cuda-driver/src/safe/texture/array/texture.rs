//! Texture objects (`cuTexObjectCreate`): an [`Array`], or linear memory of a buffer (a 1-D range or
//! a pitched 2-D region), with a typed sampling description. NVIDIA's documentation:
//! [`CUDA_TEXOBJECT`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TEXOBJECT.html).

use std::marker::PhantomData;
use std::sync::Arc;

use crate::sys::{
    CUDA_RESOURCE_DESC_res, CUDA_RESOURCE_DESC_res_array, CUDA_RESOURCE_DESC_res_linear,
    CUDA_RESOURCE_DESC_res_mipmap, CUDA_RESOURCE_DESC_res_pitch2D, CUaddress_mode,
    CUdevice_attribute, CUfilter_mode, CUresourcetype, CUtexObject, CUDA_RESOURCE_DESC,
    CUDA_TEXTURE_DESC, CU_TRSF_NORMALIZED_COORDINATES, CU_TRSF_READ_AS_INTEGER,
    CU_TRSF_SEAMLESS_CUBEMAP,
};
use crate::{Context, DeviceSlice, Error, Rows};

use super::object::{Kind, ObjectInner};
use super::{Array, ArrayFormat, Element, MipmappedArray};
use crate::safe::order::allocation::Allocation;

/// What a texture read returns for coordinates outside the texture (`CUaddress_mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressMode {
    /// Coordinates wrap around (normalized coordinates only).
    Wrap,
    /// Coordinates clamp to the edge.
    Clamp,
    /// Coordinates mirror at each edge (normalized coordinates only).
    Mirror,
    /// Reads outside return the border color.
    Border,
}

impl AddressMode {
    fn raw(self) -> CUaddress_mode {
        match self {
            AddressMode::Wrap => CUaddress_mode::CU_TR_ADDRESS_MODE_WRAP,
            AddressMode::Clamp => CUaddress_mode::CU_TR_ADDRESS_MODE_CLAMP,
            AddressMode::Mirror => CUaddress_mode::CU_TR_ADDRESS_MODE_MIRROR,
            AddressMode::Border => CUaddress_mode::CU_TR_ADDRESS_MODE_BORDER,
        }
    }
}

/// How a read between texel centres is answered (`CUfilter_mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FilterMode {
    /// The nearest texel.
    Point,
    /// Interpolated between the neighbouring texels (float results only).
    Linear,
}

impl FilterMode {
    fn raw(self) -> CUfilter_mode {
        match self {
            FilterMode::Point => CUfilter_mode::CU_TR_FILTER_MODE_POINT,
            FilterMode::Linear => CUfilter_mode::CU_TR_FILTER_MODE_LINEAR,
        }
    }
}

/// What a read of an integer texture returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReadMode {
    /// The element's own type: integers as integers (`CU_TRSF_READ_AS_INTEGER`).
    ElementType,
    /// Integers as floats normalized to `[0, 1]` (unsigned) or `[-1, 1]` (signed).
    NormalizedFloat,
}

/// How a [`TextureObject`] samples (`CUDA_TEXTURE_DESC`). The default: clamp on every axis, point
/// filtering, reads of the element's own type, unnormalized coordinates, a black border.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextureDesc {
    /// Addressing along x, y and z.
    pub address: [AddressMode; 3],
    /// Filtering between texels.
    pub filter: FilterMode,
    /// What integer reads return.
    pub read: ReadMode,
    /// Coordinates in `[0, 1)` across each dimension rather than in texels.
    pub normalized_coords: bool,
    /// Cubemap reads filter across face edges (`CU_TRSF_SEAMLESS_CUBEMAP`).
    pub seamless_cubemap: bool,
    /// The value of reads outside the texture under [`AddressMode::Border`] (RGBA).
    pub border_color: [f32; 4],
    /// Filtering between mip levels (mipmapped textures only).
    pub mipmap_filter: FilterMode,
    /// Added to the level of detail a read asks for (mipmapped textures only).
    pub mipmap_level_bias: f32,
    /// The lowest level a read may use (mipmapped textures only).
    pub min_mipmap_level: f32,
    /// The highest level a read may use (mipmapped textures only): `levels - 1` to sample them all;
    /// the default, 0, samples level 0 only.
    pub max_mipmap_level: f32,
}

impl Default for TextureDesc {
    fn default() -> Self {
        TextureDesc {
            address: [AddressMode::Clamp; 3],
            filter: FilterMode::Point,
            read: ReadMode::ElementType,
            normalized_coords: false,
            seamless_cubemap: false,
            border_color: [0.0; 4],
            mipmap_filter: FilterMode::Point,
            mipmap_level_bias: 0.0,
            min_mipmap_level: 0.0,
            max_mipmap_level: 0.0,
        }
    }
}

impl TextureDesc {
    /// The C description for a resource of `format`: reads of the element type are flagged only for
    /// integer formats, the only ones the flag changes.
    fn raw(&self, format: ArrayFormat) -> CUDA_TEXTURE_DESC {
        let mut flags = 0;
        let integer = !matches!(format, ArrayFormat::F16 | ArrayFormat::F32);
        if self.read == ReadMode::ElementType && integer {
            flags |= CU_TRSF_READ_AS_INTEGER;
        }
        if self.normalized_coords {
            flags |= CU_TRSF_NORMALIZED_COORDINATES;
        }
        if self.seamless_cubemap {
            flags |= CU_TRSF_SEAMLESS_CUBEMAP;
        }
        CUDA_TEXTURE_DESC::new()
            .with_address_mode(self.address.map(AddressMode::raw))
            .with_filter_mode(self.filter.raw())
            .with_flags(flags)
            .with_border_color(self.border_color)
            .with_mipmap_filter_mode(self.mipmap_filter.raw())
            .with_mipmap_level_bias(self.mipmap_level_bias)
            .with_min_mipmap_level_clamp(self.min_mipmap_level)
            .with_max_mipmap_level_clamp(self.max_mipmap_level)
    }
}

/// A texture object (`CUtexObject`): a kernel reads its resource through it (`tex2D<float>(t, x, y)`
/// and kin). Passed to a launch as `&texture`: the kernel receives the 8-byte handle, and the launch
/// is ordered as a use of the resource (the array or buffer), like `&buf`.
///
/// **A texture borrows what it reads** (`'a`), as `&buf` would: while it lives, its array or buffer
/// cannot be borrowed mutably, so one launch cannot pass the texture beside `&mut buf` (or a
/// [`SurfaceObject`](crate::SurfaceObject) of the same array), where the kernel would read through
/// the texture what it writes through the other argument:
///
/// ```compile_fail
/// # use cuda_driver::*;
/// # fn f(buf: &mut DeviceBuffer<f32>, k: Function<'_>, s: &Stream) -> Result<(), Error> {
/// let element = Element::new(ArrayFormat::F32, Channels::One);
/// let tex = TextureObject::linear(&*buf, element, &TextureDesc::default())?;
/// unsafe { k.launch(LaunchConfig::for_elements(1, 32), s, (&tex, &mut *buf, 1u32)) }?;
/// # Ok(()) }
/// ```
///
/// The object also holds its resource's memory: an [`Array`] or a buffer is freed only after the
/// object. Dropping the object waits for the resource's latest use (every launch that passed the
/// object is one), then destroys it. A graph that captured a launch with it holds it past the
/// borrow: every launch of the graph is ordered on the resource as a write, so work queued after the
/// borrow ends still runs after the graph's. Objects belong to the resource's context: a launch on a
/// stream of another context is refused.
#[derive(Debug)]
pub struct TextureObject<'a> {
    pub(crate) inner: Arc<ObjectInner>,
    _resource: PhantomData<&'a ()>,
}

impl<'a> TextureObject<'a> {
    /// A texture over the whole of `array`, sampled as `desc` says; it borrows the array for as long
    /// as it lives.
    ///
    /// # Errors
    /// A failing `cuTexObjectCreate` (for example linear filtering of an integer array read as
    /// integers).
    pub fn new(array: &'a Array, desc: &TextureDesc) -> Result<Self, Error> {
        let res = CUDA_RESOURCE_DESC_res::new()
            .with_array(CUDA_RESOURCE_DESC_res_array::new().with_h_array(array.handle()));
        let tex = desc.raw(array.element().format);
        create(
            array.allocation(),
            CUresourcetype::CU_RESOURCE_TYPE_ARRAY,
            res,
            &tex,
        )
    }

    /// A texture over every level of `mipmapped` (`tex2DLod` and kin), sampled as `desc` says,
    /// its mipmap fields included; it borrows the mipmapped array for as long as it lives.
    ///
    /// # Errors
    /// A failing `cuTexObjectCreate`.
    pub fn mipmapped(mipmapped: &'a MipmappedArray, desc: &TextureDesc) -> Result<Self, Error> {
        let res = CUDA_RESOURCE_DESC_res::new().with_mipmap(
            CUDA_RESOURCE_DESC_res_mipmap::new().with_h_mipmapped_array(mipmapped.handle()),
        );
        let tex = desc.raw(mipmapped.element().format);
        create(
            &mipmapped.mem,
            CUresourcetype::CU_RESOURCE_TYPE_MIPMAPPED_ARRAY,
            res,
            &tex,
        )
    }

    /// A 1-D texture (`tex1Dfetch`) over the range `view` (a view, or `&buf` for the whole buffer,
    /// borrowed for as long as the texture lives), whose elements are texels of type `element`: `T` must be exactly one element (`f32` for one
    /// `F32` channel, a 16-byte struct for four). The range must start at an address aligned as the
    /// device requires (`CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT`, read with
    /// [`Device::attribute`](crate::Device::attribute)), which the driver does not promise for every
    /// allocation: pick the view's start accordingly.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an empty range, a `T` of another size than `element`, or a
    /// misaligned start; a failing `cuTexObjectCreate` (a range longer than the device's largest
    /// linear texture).
    pub fn linear<T: 'a>(
        view: impl Into<DeviceSlice<'a, T>>,
        element: Element,
        desc: &TextureDesc,
    ) -> Result<Self, Error> {
        const WHAT: &str = "TextureObject::linear";
        let view = view.into();
        same_size::<T>(WHAT, element)?;
        if view.is_empty() {
            return Err(Error::InvalidArgument(format!("{WHAT}: an empty range")));
        }
        let mem = view.tracked().0;
        aligned(
            WHAT,
            mem,
            view.ptr().native_handle(),
            CUdevice_attribute::CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT,
        )?;
        let res = CUDA_RESOURCE_DESC_res::new().with_linear(
            CUDA_RESOURCE_DESC_res_linear::new()
                .with_dev_ptr(view.ptr())
                .with_format(element.format.raw())
                .with_num_channels(element.channels as u32)
                .with_size_in_bytes(view.byte_len()),
        );
        let tex = desc.raw(element.format);
        create(mem, CUresourcetype::CU_RESOURCE_TYPE_LINEAR, res, &tex)
    }

    /// A 2-D texture over the region `rows` of `view` (`tex2D`), borrowed as by
    /// [`linear`](Self::linear): `rows.height` rows of `rows.width`
    /// texels, `rows.pitch` elements apart, `T` exactly one `element` as for
    /// [`linear`](Self::linear). The start must be aligned as for `linear`, and the pitch in bytes a
    /// multiple of `CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an empty region or one that does not fit the view, a `T` of
    /// another size than `element`, a misaligned start or pitch; a failing `cuTexObjectCreate`.
    pub fn pitched<T: 'a>(
        view: impl Into<DeviceSlice<'a, T>>,
        rows: Rows,
        element: Element,
        desc: &TextureDesc,
    ) -> Result<Self, Error> {
        const WHAT: &str = "TextureObject::pitched";
        let view = view.into();
        same_size::<T>(WHAT, element)?;
        rows.check(WHAT, view.len(), size_of::<T>())?;
        if rows.width == 0 || rows.height == 0 {
            return Err(Error::InvalidArgument(format!("{WHAT}: an empty region")));
        }
        let mem = view.tracked().0;
        let ptr = view.ptr();
        aligned(
            WHAT,
            mem,
            ptr.native_handle(),
            CUdevice_attribute::CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT,
        )?;
        // Fits: `rows.check` bounds the pitch in bytes.
        let pitch = rows.pitch * size_of::<T>();
        aligned(
            WHAT,
            mem,
            pitch,
            CUdevice_attribute::CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT,
        )?;
        let res = CUDA_RESOURCE_DESC_res::new().with_pitch2_d(
            CUDA_RESOURCE_DESC_res_pitch2D::new()
                .with_dev_ptr(ptr)
                .with_format(element.format.raw())
                .with_num_channels(element.channels as u32)
                .with_width(rows.width)
                .with_height(rows.height)
                .with_pitch_in_bytes(pitch),
        );
        let tex = desc.raw(element.format);
        create(mem, CUresourcetype::CU_RESOURCE_TYPE_PITCH2D, res, &tex)
    }

    /// The context the texture belongs to (its resource's).
    pub fn context(&self) -> &Context {
        self.inner.resource.home.ctx()
    }

    /// The raw handle, valid while `self` lives; a launch that passes it raw is not ordered on the
    /// resource (pass `&texture` instead).
    pub fn raw(&self) -> CUtexObject {
        CUtexObject::from_raw(self.inner.raw)
    }

    /// Destroys the object after the resource's latest use, reporting an error that drop would
    /// ignore; if a graph still holds it, it is destroyed when the last such graph goes, and this
    /// returns `Ok`.
    ///
    /// # Errors
    /// A failing `cuStreamSynchronize` (the object is then leaked) or `cuTexObjectDestroy`.
    pub fn close(self) -> Result<(), Error> {
        match Arc::try_unwrap(self.inner) {
            Ok(mut inner) => Ok(inner.destroy()?),
            Err(_) => Ok(()),
        }
    }
}

/// Refuses a `T` that is not exactly one texel of `element`.
fn same_size<T>(what: &str, element: Element) -> Result<(), Error> {
    if size_of::<T>() == element.bytes() {
        return Ok(());
    }
    Err(Error::InvalidArgument(format!(
        "{what}: the buffer's elements are {} bytes, a texel of {element:?} is {}",
        size_of::<T>(),
        element.bytes()
    )))
}

/// Refuses `value` (an address or a pitch) that is not a multiple of the device's `attribute`.
pub(super) fn aligned(
    what: &str,
    mem: &Allocation,
    value: usize,
    attribute: CUdevice_attribute,
) -> Result<(), Error> {
    let align = mem.home.ctx().device().attribute(attribute)?;
    let align = usize::try_from(align).unwrap_or(0).max(1);
    if value % align == 0 {
        return Ok(());
    }
    Err(Error::InvalidArgument(format!(
        "{what}: {value:#x} is not a multiple of the device's {align}-byte {attribute:?}"
    )))
}

/// Creates the object over `mem` in its context.
fn create<'a>(
    mem: &Arc<Allocation>,
    kind: CUresourcetype,
    res: CUDA_RESOURCE_DESC_res,
    tex: &CUDA_TEXTURE_DESC,
) -> Result<TextureObject<'a>, Error> {
    let resource = CUDA_RESOURCE_DESC::new().with_res_type(kind).with_res(res);
    let home = &mem.home;
    home.bind()?;
    let mut raw = CUtexObject::null();
    // SAFETY: valid out-parameter and descriptors; the resource lives as long as `mem`, which the
    // object holds; no view descriptor (null).
    unsafe {
        home.driver()
            .cuTexObjectCreate(raw.as_mut_ptr(), &resource, tex, std::ptr::null())
    }?;
    Ok(TextureObject {
        inner: ObjectInner::new(raw.into_raw(), Kind::Texture, Arc::clone(mem)),
        _resource: PhantomData,
    })
}

#[cfg(test)]
mod tests {
    use super::{AddressMode, ArrayFormat, FilterMode, ReadMode, TextureDesc};
    use crate::sys::{
        CUaddress_mode, CUfilter_mode, CU_TRSF_NORMALIZED_COORDINATES, CU_TRSF_READ_AS_INTEGER,
        CU_TRSF_SEAMLESS_CUBEMAP,
    };

    #[test]
    fn the_description_reaches_the_driver_as_its_flags_and_modes() {
        let plain = TextureDesc::default();
        // Reads of the element type are flagged for integer formats only.
        assert_eq!(plain.raw(ArrayFormat::U8).flags(), CU_TRSF_READ_AS_INTEGER);
        assert_eq!(plain.raw(ArrayFormat::F32).flags(), 0);
        assert_eq!(plain.raw(ArrayFormat::F16).flags(), 0);
        let desc = TextureDesc {
            address: [AddressMode::Wrap, AddressMode::Border, AddressMode::Mirror],
            filter: FilterMode::Linear,
            read: ReadMode::NormalizedFloat,
            normalized_coords: true,
            seamless_cubemap: true,
            border_color: [1.0, 2.0, 3.0, 4.0],
            mipmap_filter: FilterMode::Linear,
            mipmap_level_bias: 0.5,
            min_mipmap_level: 1.0,
            max_mipmap_level: 3.0,
        };
        let raw = desc.raw(ArrayFormat::I16);
        assert_eq!(
            raw.flags(),
            CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_SEAMLESS_CUBEMAP
        );
        assert_eq!(
            raw.address_mode(),
            [
                CUaddress_mode::CU_TR_ADDRESS_MODE_WRAP,
                CUaddress_mode::CU_TR_ADDRESS_MODE_BORDER,
                CUaddress_mode::CU_TR_ADDRESS_MODE_MIRROR
            ]
        );
        assert_eq!(raw.filter_mode(), CUfilter_mode::CU_TR_FILTER_MODE_LINEAR);
        assert_eq!(raw.border_color(), [1.0, 2.0, 3.0, 4.0]);
        assert_eq!(
            raw.mipmap_filter_mode(),
            CUfilter_mode::CU_TR_FILTER_MODE_LINEAR
        );
        assert_eq!(
            (
                raw.mipmap_level_bias(),
                raw.min_mipmap_level_clamp(),
                raw.max_mipmap_level_clamp()
            ),
            (0.5, 1.0, 3.0)
        );
    }
}
