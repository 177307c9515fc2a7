//! CUDA arrays: device memory laid out for the texture hardware, with no address a kernel could take.
//! Kernels reach an array only through a [`TextureObject`] (read) or a [`SurfaceObject`] (read and
//! write); the host and device memory reach it through copies (`copy`).
//!
//! An array is an [`Allocation`] of the ordering model like a buffer's ([`Allocator::Array`]): it has
//! a home stream, its place in stream order is the stream of its latest use, every copy and every
//! launch that passes an object over it goes through [`queue`](crate::safe::order::queue::queue), and it is
//! destroyed (`cuArrayDestroy`, which is not stream-ordered) only once the stream of its latest use
//! has run. Texture and surface objects borrow the array (a surface mutably) and hold the allocation,
//! so an array outlives its objects, in a graph too. Each level of a [`MipmappedArray`] is an array
//! value of its own over the one allocation: two levels' objects in one launch are two uses of one
//! resource, which the borrow checker does not see (the launch's merge of uses does). NVIDIA's
//! documentation:
//! [`CUDA_MEM`](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html).

mod copy;
mod mipmap;
mod object;
mod surface;
mod texture;

use std::sync::Arc;

use cuda_struct::cuda_enum;

use crate::sys::{
    CUarray, CUarray_format, CUdeviceptr, CUDA_ARRAY3D_CUBEMAP, CUDA_ARRAY3D_DESCRIPTOR,
    CUDA_ARRAY3D_LAYERED,
};
use crate::{Context, Error, Stream};

use crate::safe::order::allocation::{Allocation, Allocator, Memory};
use crate::safe::order::queue::queue;
use crate::safe::order::reach::Reach;

pub use copy::ArrayRegion;
pub use mipmap::MipmappedArray;
pub(crate) use object::Object;
pub use surface::SurfaceObject;
pub use texture::{AddressMode, FilterMode, ReadMode, TextureDesc, TextureObject};

/// The type of each channel of an array element or texel (`CUarray_format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrayFormat {
    /// `u8` channels (`CU_AD_FORMAT_UNSIGNED_INT8`).
    U8,
    /// `u16` channels (`CU_AD_FORMAT_UNSIGNED_INT16`).
    U16,
    /// `u32` channels (`CU_AD_FORMAT_UNSIGNED_INT32`).
    U32,
    /// `i8` channels (`CU_AD_FORMAT_SIGNED_INT8`).
    I8,
    /// `i16` channels (`CU_AD_FORMAT_SIGNED_INT16`).
    I16,
    /// `i32` channels (`CU_AD_FORMAT_SIGNED_INT32`).
    I32,
    /// 16-bit float channels (`CU_AD_FORMAT_HALF`).
    F16,
    /// `f32` channels (`CU_AD_FORMAT_FLOAT`).
    F32,
}

impl ArrayFormat {
    /// The bytes of one channel.
    pub fn channel_bytes(self) -> usize {
        match self {
            ArrayFormat::U8 | ArrayFormat::I8 => 1,
            ArrayFormat::U16 | ArrayFormat::I16 | ArrayFormat::F16 => 2,
            ArrayFormat::U32 | ArrayFormat::I32 | ArrayFormat::F32 => 4,
        }
    }

    pub(crate) fn raw(self) -> CUarray_format {
        match self {
            ArrayFormat::U8 => CUarray_format::CU_AD_FORMAT_UNSIGNED_INT8,
            ArrayFormat::U16 => CUarray_format::CU_AD_FORMAT_UNSIGNED_INT16,
            ArrayFormat::U32 => CUarray_format::CU_AD_FORMAT_UNSIGNED_INT32,
            ArrayFormat::I8 => CUarray_format::CU_AD_FORMAT_SIGNED_INT8,
            ArrayFormat::I16 => CUarray_format::CU_AD_FORMAT_SIGNED_INT16,
            ArrayFormat::I32 => CUarray_format::CU_AD_FORMAT_SIGNED_INT32,
            ArrayFormat::F16 => CUarray_format::CU_AD_FORMAT_HALF,
            ArrayFormat::F32 => CUarray_format::CU_AD_FORMAT_FLOAT,
        }
    }
}

/// Channels per element: the `1`, `2` or `4` of `float`, `float2`, `float4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Channels {
    /// One channel.
    One = 1,
    /// Two channels.
    Two = 2,
    /// Four channels.
    Four = 4,
}

/// What one element (texel) of an array or a texture is: its channel type and count, e.g.
/// `Element::new(ArrayFormat::F32, Channels::Four)` for a `float4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Element {
    /// The type of each channel.
    pub format: ArrayFormat,
    /// How many channels.
    pub channels: Channels,
}

impl Element {
    /// An element of `channels` channels of `format`.
    pub fn new(format: ArrayFormat, channels: Channels) -> Self {
        Element { format, channels }
    }

    /// The bytes of one element.
    pub fn bytes(self) -> usize {
        self.format.channel_bytes() * self.channels as usize
    }

    /// Refuses a host or device element type `T` that does not tile the element exactly (a `T` of
    /// zero bytes, or one whose size does not divide the element's): copies count whole elements in
    /// `T`s. Returns how many `T`s make one element.
    pub(crate) fn per_element<T>(self, what: &str) -> Result<usize, Error> {
        let size = size_of::<T>();
        if size == 0 || self.bytes() % size != 0 {
            return Err(Error::InvalidArgument(format!(
                "{what}: an element of {} bytes ({self:?}) is not a whole number of {}s ({size} bytes)",
                self.bytes(),
                std::any::type_name::<T>()
            )));
        }
        Ok(self.bytes() / size)
    }
}

/// The dimensions of an [`Array`], in elements; each must be at least 1. Layered and cubemap arrays
/// are the kinds the texture hardware samples by layer or by direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrayShape {
    /// A row of `width` elements.
    D1 {
        /// Elements per row.
        width: usize,
    },
    /// `height` rows of `width` elements.
    D2 {
        /// Elements per row.
        width: usize,
        /// Rows.
        height: usize,
    },
    /// `depth` slices of `height` rows of `width` elements.
    D3 {
        /// Elements per row.
        width: usize,
        /// Rows per slice.
        height: usize,
        /// Slices.
        depth: usize,
    },
    /// `layers` independent rows of `width` elements (`CUDA_ARRAY3D_LAYERED`).
    Layered1D {
        /// Elements per row.
        width: usize,
        /// Layers.
        layers: usize,
    },
    /// `layers` independent `width × height` images (`CUDA_ARRAY3D_LAYERED`).
    Layered2D {
        /// Elements per row.
        width: usize,
        /// Rows per layer.
        height: usize,
        /// Layers.
        layers: usize,
    },
    /// Six square faces of `size × size` elements, in the order `+x, -x, +y, -y, +z, -z`
    /// (`CUDA_ARRAY3D_CUBEMAP`).
    Cubemap {
        /// Elements per face side.
        size: usize,
    },
    /// `cubes` cubemaps, six faces each (`CUDA_ARRAY3D_CUBEMAP | CUDA_ARRAY3D_LAYERED`).
    LayeredCubemap {
        /// Elements per face side.
        size: usize,
        /// Cubemaps.
        cubes: usize,
    },
}

impl ArrayShape {
    /// The extent a copy of the whole array covers, `(width, height, depth)` with every term at least
    /// 1 (layers and faces count as depth).
    pub fn extent(self) -> (usize, usize, usize) {
        match self {
            ArrayShape::D1 { width } => (width, 1, 1),
            ArrayShape::D2 { width, height } => (width, height, 1),
            ArrayShape::D3 {
                width,
                height,
                depth,
            } => (width, height, depth),
            ArrayShape::Layered1D { width, layers } => (width, 1, layers),
            ArrayShape::Layered2D {
                width,
                height,
                layers,
            } => (width, height, layers),
            ArrayShape::Cubemap { size } => (size, size, 6),
            ArrayShape::LayeredCubemap { size, cubes } => (size, size, cubes.saturating_mul(6)),
        }
    }

    /// The shape of mip level `level` of an array of this shape: width, height and depth (or a
    /// cubemap's size) halved `level` times, at least 1; layer and cube counts unchanged.
    pub fn mip_level(self, level: u32) -> ArrayShape {
        let half = |n: usize| n.checked_shr(level).unwrap_or(0).max(1);
        match self {
            ArrayShape::D1 { width } => ArrayShape::D1 { width: half(width) },
            ArrayShape::D2 { width, height } => ArrayShape::D2 {
                width: half(width),
                height: half(height),
            },
            ArrayShape::D3 {
                width,
                height,
                depth,
            } => ArrayShape::D3 {
                width: half(width),
                height: half(height),
                depth: half(depth),
            },
            ArrayShape::Layered1D { width, layers } => ArrayShape::Layered1D {
                width: half(width),
                layers,
            },
            ArrayShape::Layered2D {
                width,
                height,
                layers,
            } => ArrayShape::Layered2D {
                width: half(width),
                height: half(height),
                layers,
            },
            ArrayShape::Cubemap { size } => ArrayShape::Cubemap { size: half(size) },
            ArrayShape::LayeredCubemap { size, cubes } => ArrayShape::LayeredCubemap {
                size: half(size),
                cubes,
            },
        }
    }

    /// The descriptor's `Width`, `Height`, `Depth` (0 for an absent dimension) and shape flags.
    fn descriptor(self) -> (usize, usize, usize, u32) {
        let (w, h, d) = self.extent();
        match self {
            ArrayShape::D1 { .. } => (w, 0, 0, 0),
            ArrayShape::D2 { .. } => (w, h, 0, 0),
            ArrayShape::D3 { .. } => (w, h, d, 0),
            ArrayShape::Layered1D { .. } => (w, 0, d, CUDA_ARRAY3D_LAYERED),
            ArrayShape::Layered2D { .. } => (w, h, d, CUDA_ARRAY3D_LAYERED),
            ArrayShape::Cubemap { .. } => (w, h, d, CUDA_ARRAY3D_CUBEMAP),
            ArrayShape::LayeredCubemap { .. } => {
                (w, h, d, CUDA_ARRAY3D_CUBEMAP | CUDA_ARRAY3D_LAYERED)
            }
        }
    }
}

/// What else an [`Array`] may be used for (`CUDA_ARRAY3D_*`). Combine with `|`.
#[cuda_enum(flags)]
pub enum ArrayFlags {
    /// A [`SurfaceObject`] may be made over it (`CUDA_ARRAY3D_SURFACE_LDST`).
    SURFACE_LOAD_STORE = 0x02,
    /// Textures over it may gather (`tex2Dgather`, `CUDA_ARRAY3D_TEXTURE_GATHER`; 2-D arrays only).
    TEXTURE_GATHER = 0x08,
}

/// The driver's descriptor of an array (or of a mipmapped array's level 0), after refusing what no
/// array may be: a dimension of 0, a size that overflows a `usize`, unknown flags.
fn descriptor(
    what: &str,
    shape: ArrayShape,
    element: Element,
    flags: ArrayFlags,
) -> Result<CUDA_ARRAY3D_DESCRIPTOR, Error> {
    let (w, h, d) = shape.extent();
    let bytes = w
        .checked_mul(element.bytes())
        .and_then(|row| row.checked_mul(h))
        .and_then(|slice| slice.checked_mul(d));
    let cubes_fit = match shape {
        ArrayShape::LayeredCubemap { cubes, .. } => cubes.checked_mul(6).is_some(),
        _ => true,
    };
    if w == 0 || h == 0 || d == 0 || bytes.is_none() || !cubes_fit {
        return Err(Error::InvalidArgument(format!(
            "{what}: {shape:?} of {}-byte elements: every dimension must be at least 1 and \
                 the size must fit a usize",
            element.bytes()
        )));
    }
    let unknown = flags.bits() & !ArrayFlags::all().bits();
    if unknown != 0 {
        return Err(Error::InvalidArgument(format!(
            "{what}: flag bits {unknown:#x} are not among ArrayFlags"
        )));
    }
    let (width, height, depth, shape_flags) = shape.descriptor();
    Ok(CUDA_ARRAY3D_DESCRIPTOR::new()
        .with_width(width)
        .with_height(height)
        .with_depth(depth)
        .with_format(element.format.raw())
        .with_num_channels(element.channels as u32)
        .with_flags(shape_flags | flags.bits()))
}

/// A CUDA array (`cuArray3DCreate`): elements of one [`Element`] type in a layout of the driver's
/// choosing, read by kernels through a [`TextureObject`] and written through a [`SurfaceObject`].
///
/// Made on a stream, its home; used from any stream of its context, in stream order like a
/// [`DeviceBuffer`](crate::DeviceBuffer); destroyed after the work that uses it, and not before the
/// last texture or surface object over it is gone.
///
/// ```no_run
/// use cuda_driver::sys::CUstream_flags;
/// use cuda_driver::{
///     Array, ArrayFlags, ArrayFormat, ArrayShape, Channels, Context, Device, Element, Stream,
///     TextureDesc, TextureObject,
/// };
///
/// let cuda = cuda_driver::init()?;
/// let ctx = Context::primary(Device::get(cuda, 0)?)?;
/// let stream = Stream::new(&ctx, CUstream_flags::CU_STREAM_NON_BLOCKING)?;
/// let float = Element::new(ArrayFormat::F32, Channels::One);
/// let shape = ArrayShape::D2 { width: 64, height: 32 };
/// let mut image = Array::new(&stream, shape, float, ArrayFlags::empty())?;
/// image.copy_from_host(&vec![0.5f32; 64 * 32])?;
/// let texture = TextureObject::new(&image, &TextureDesc::default())?;
/// // A kernel `sample(cudaTextureObject_t t, float *out)` is launched with `(&texture, &mut out)`.
/// # Ok::<(), cuda_driver::Error>(())
/// ```
#[derive(Debug)]
pub struct Array {
    /// The array's memory: its own, or the [`MipmappedArray`]'s it is a level of.
    mem: Arc<Allocation>,
    /// The handle: `mem`'s own, or a level's, valid while `mem` lives.
    handle: CUarray,
    shape: ArrayShape,
    element: Element,
    flags: ArrayFlags,
}

impl Array {
    /// Creates an array of `shape` elements of type `element` on `stream`'s context, with `stream`
    /// as its home. Contents: unspecified until written.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a dimension of 0, a byte size that overflows, flag bits beyond
    /// [`ArrayFlags`], or a capture stream; a failing `cuArray3DCreate` (sizes beyond the device's
    /// limits, a flag the shape does not allow).
    pub fn new(
        stream: &Stream,
        shape: ArrayShape,
        element: Element,
        flags: ArrayFlags,
    ) -> Result<Self, Error> {
        let desc = descriptor("Array::new", shape, element, flags)?;
        let home = stream.inner();
        home.refuse_capture("Array::new")?;
        home.bind()?;
        let mut raw = CUarray::null();
        // SAFETY: `raw` is a valid out-parameter and `desc` a valid descriptor; the context is current.
        unsafe { home.driver().cuArray3DCreate(raw.as_mut_ptr(), &desc) }?;
        let handle = CUdeviceptr::from_native_handle(raw.native_handle());
        Ok(Array {
            mem: Arc::new(Allocation::new(handle, Allocator::Array, Arc::clone(home))),
            handle: raw,
            shape,
            element,
            flags,
        })
    }

    /// The array's dimensions.
    pub fn shape(&self) -> ArrayShape {
        self.shape
    }

    /// The type of its elements.
    pub fn element(&self) -> Element {
        self.element
    }

    /// The flags it was made with.
    pub fn flags(&self) -> ArrayFlags {
        self.flags
    }

    /// The context it was made in.
    pub fn context(&self) -> &Context {
        self.mem.home.ctx()
    }

    /// The bytes of the whole array's elements (what a copy of it moves).
    pub fn byte_len(&self) -> usize {
        let (w, h, d) = self.shape.extent();
        // Checked in `new`.
        w * h * d * self.element.bytes()
    }

    /// The `CUarray` handle, for foreign code that will use the array on `stream`: `stream` is made
    /// to wait for the array's earlier work, and its next use elsewhere (and its destruction) waits
    /// for what is queued on `stream` by then. The foreign work must be queued before any other use
    /// of the array, as for [`DeviceBuffer::raw`](crate::DeviceBuffer::raw).
    ///
    /// # Errors
    /// A stream of another context; a failing `cuEventRecord` or `cuStreamWaitEvent`.
    pub fn raw(&self, stream: &Stream) -> Result<CUarray, Error> {
        let s = stream.inner();
        s.same_context("Array::raw", "array", self.mem.home.ctx_raw())?;
        s.bind()?;
        queue(
            s,
            Reach::Peer("Array::raw"),
            &mut [Memory::write(&self.mem)],
            None,
            || Ok(()),
        )?;
        Ok(self.handle())
    }

    /// Destroys the array after the work that uses it, reporting an error that drop would ignore; if
    /// a texture or surface object or a graph still holds it (or, for a level, the mipmapped array or
    /// another of its levels), it is destroyed after the last of them and this returns `Ok`.
    ///
    /// # Errors
    /// A failing `cuEventRecord`, `cuStreamWaitEvent`, `cuStreamSynchronize` or `cuArrayDestroy`.
    pub fn close(self) -> Result<(), Error> {
        let Ok(mut mem) = Arc::try_unwrap(self.mem) else {
            return Ok(());
        };
        let ptr = std::mem::take(&mut mem.ptr);
        let last = mem.take_last();
        let home = Arc::clone(&mem.home);
        home.bind()?;
        crate::safe::order::free::free(&home, &last, ptr, mem.allocator)?;
        Ok(())
    }

    /// The handle (valid while the allocation lives).
    fn handle(&self) -> CUarray {
        self.handle
    }

    pub(crate) fn allocation(&self) -> &Arc<Allocation> {
        &self.mem
    }
}

#[cfg(test)]
mod tests {
    use super::{ArrayFormat, ArrayShape, Channels, Element};

    #[test]
    fn shapes_give_the_extent_a_copy_covers() {
        assert_eq!(ArrayShape::D1 { width: 7 }.extent(), (7, 1, 1));
        assert_eq!(
            ArrayShape::Layered1D {
                width: 7,
                layers: 3
            }
            .extent(),
            (7, 1, 3)
        );
        assert_eq!(ArrayShape::Cubemap { size: 4 }.extent(), (4, 4, 6));
        assert_eq!(
            ArrayShape::LayeredCubemap { size: 4, cubes: 2 }.extent(),
            (4, 4, 12)
        );
        // A 1-D array's descriptor leaves height and depth at 0; a layered 1-D one keeps its layers.
        assert_eq!(ArrayShape::D1 { width: 7 }.descriptor().1, 0);
        assert_eq!(
            ArrayShape::Layered1D {
                width: 7,
                layers: 3
            }
            .descriptor(),
            (7, 0, 3, crate::sys::CUDA_ARRAY3D_LAYERED)
        );
    }

    #[test]
    fn mip_levels_halve_to_one_and_keep_layers() {
        let shape = ArrayShape::D3 {
            width: 8,
            height: 3,
            depth: 2,
        };
        assert_eq!(
            shape.mip_level(1),
            ArrayShape::D3 {
                width: 4,
                height: 1,
                depth: 1
            }
        );
        assert_eq!(shape.mip_level(0), shape);
        assert_eq!(shape.mip_level(200), shape.mip_level(64));
        assert_eq!(shape.mip_level(64).extent(), (1, 1, 1));
        let cubes = ArrayShape::LayeredCubemap { size: 16, cubes: 3 };
        assert_eq!(
            cubes.mip_level(3),
            ArrayShape::LayeredCubemap { size: 2, cubes: 3 }
        );
    }

    #[test]
    fn element_types_must_tile_the_element() {
        let float4 = Element::new(ArrayFormat::F32, Channels::Four);
        assert_eq!(float4.bytes(), 16);
        assert_eq!(float4.per_element::<f32>("t").unwrap(), 4);
        assert_eq!(float4.per_element::<u8>("t").unwrap(), 16);
        assert!(float4.per_element::<[u8; 3]>("t").is_err());
        assert!(float4.per_element::<()>("t").is_err());
        let half = Element::new(ArrayFormat::F16, Channels::One);
        assert!(half.per_element::<f32>("t").is_err());
    }
}
