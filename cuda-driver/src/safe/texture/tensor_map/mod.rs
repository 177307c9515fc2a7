//! Tensor maps for the Tensor Memory Accelerator (compute capability 9.0 and later): a 128-byte
//! descriptor of a tensor in device memory (`cuTensorMapEncodeTiled`, [`TiledMap`];
//! `cuTensorMapEncodeIm2col`, [`Im2colMap`]) that a kernel receives by value (a
//! `const __grid_constant__ CUtensorMap` parameter) and copies boxes through (`cp.async.bulk.tensor`). See NVIDIA's
//! [tensor map functions](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html)
//! and the [CUDA C++ guide on TMA](https://docs.nvidia.com/cuda/cuda-c-programming-guide/#using-tma-to-transfer-multi-dimensional-arrays).
//!
//! # Why no map reaches outside its buffer
//! The unit reads and writes only elements whose coordinates lie inside the map's global dimensions:
//! a box that overhangs them is filled (loads) or cut (stores). Element `(c0, .., c{r-1})` lies at
//! `address + c0 * e + c1 * s1 + .. + c{r-1} * s{r-1}` (`e` the element size, `s` the byte strides),
//! so the last byte any access touches is `address + e * d0 + (d1 - 1) * s1 + .. + (d{r-1} - 1) *
//! s{r-1} - 1`. In im2col mode too the unit fetches only pixels inside the tensor, the convolution's
//! padding around it being filled, so the same bound holds. [`TiledMap::encode`] and
//! [`Im2colMap::encode`] refuse a map whose extent, that sum, exceeds the bytes of the buffer or view
//! it is encoded over, and the map borrows that buffer for its whole life, so it can neither outlive it
//! nor be used while the buffer is freed. Packed sub-byte types and interleaved layouts, whose
//! addressing differs, are not offered.

use std::marker::PhantomData;

use cuda_struct::CudaField;

mod im2col;
mod tiled;

pub use im2col::Im2colMap;
pub use tiled::TiledMap;

use crate::sys::{
    CUdeviceptr, CUtensorMap, CUtensorMapDataType as Type, CUtensorMapFloatOOBfill,
    CUtensorMapL2promotion, CUtensorMapSwizzle,
};
use crate::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Driver, Error};

use crate::safe::order::allocation::Memory;
use crate::safe::order::buffer_core::Buffer;

/// The most dimensions a map has.
const MAX_RANK: usize = 5;

/// Where a map's tensor lies, made only by this crate: [`TensorData`] and [`TensorDataMut`] return it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct TensorSource<'a> {
    memory: Memory<'a>,
    address: CUdeviceptr,
    bytes: usize,
}

mod sealed {
    /// Keeps [`TensorData`](super::TensorData) and [`TensorDataMut`](super::TensorDataMut) to this
    /// crate's types.
    pub trait Sealed {}
}

/// Device memory a read-only [`TensorMap`] may be encoded over: a borrowed [`DeviceBuffer`] or a
/// [`DeviceSlice`]. Sealed.
pub trait TensorData<'a>: sealed::Sealed {
    /// The memory, its first address and its length in bytes.
    #[doc(hidden)]
    fn source(self) -> TensorSource<'a>;
}

/// Device memory a [`TensorMapMut`] (for kernels that store through it) may be encoded over: a
/// mutably borrowed [`DeviceBuffer`] or a [`DeviceSliceMut`]. Sealed.
pub trait TensorDataMut<'a>: sealed::Sealed {
    /// As [`TensorData::source`].
    #[doc(hidden)]
    fn source(self) -> TensorSource<'a>;
}

impl<T> sealed::Sealed for &DeviceBuffer<T> {}
impl<'a, T: CudaField> TensorData<'a> for &'a DeviceBuffer<T> {
    fn source(self) -> TensorSource<'a> {
        TensorSource {
            memory: Memory::read(self.allocation()),
            address: self.allocation().ptr,
            bytes: self.byte_len(),
        }
    }
}

impl<T> sealed::Sealed for DeviceSlice<'_, T> {}
impl<'a, T: CudaField> TensorData<'a> for DeviceSlice<'a, T> {
    fn source(self) -> TensorSource<'a> {
        TensorSource {
            memory: self.tracked(),
            address: self.ptr(),
            bytes: self.byte_len(),
        }
    }
}

impl<T> sealed::Sealed for &mut DeviceBuffer<T> {}
impl<'a, T: CudaField> TensorDataMut<'a> for &'a mut DeviceBuffer<T> {
    fn source(self) -> TensorSource<'a> {
        let this: &'a DeviceBuffer<T> = self;
        let source = TensorData::source(this);
        TensorSource {
            memory: Memory::write(source.memory.0),
            ..source
        }
    }
}

impl<T> sealed::Sealed for DeviceSliceMut<'_, T> {}
impl<'a, T: CudaField> TensorDataMut<'a> for DeviceSliceMut<'a, T> {
    fn source(self) -> TensorSource<'a> {
        TensorSource {
            memory: self.tracked(),
            address: self.ptr(),
            bytes: self.byte_len(),
        }
    }
}

/// The size in bytes of one element of `t`; `None` for the packed sub-byte types, which are not
/// offered.
fn element_size(t: Type) -> Option<u64> {
    Some(match t {
        Type::CU_TENSOR_MAP_DATA_TYPE_UINT8 => 1,
        Type::CU_TENSOR_MAP_DATA_TYPE_UINT16
        | Type::CU_TENSOR_MAP_DATA_TYPE_FLOAT16
        | Type::CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 => 2,
        Type::CU_TENSOR_MAP_DATA_TYPE_UINT32
        | Type::CU_TENSOR_MAP_DATA_TYPE_INT32
        | Type::CU_TENSOR_MAP_DATA_TYPE_FLOAT32
        | Type::CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ
        | Type::CU_TENSOR_MAP_DATA_TYPE_TFLOAT32
        | Type::CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ => 4,
        Type::CU_TENSOR_MAP_DATA_TYPE_UINT64
        | Type::CU_TENSOR_MAP_DATA_TYPE_INT64
        | Type::CU_TENSOR_MAP_DATA_TYPE_FLOAT64 => 8,
        _ => return None,
    })
}

fn refuse(what: String) -> Error {
    Error::InvalidArgument(format!("tensor map: {what}"))
}

/// What both kinds of map share: the tensor's type, dimensions and byte strides, the element strides,
/// and the modes; checked against the memory by [`check`](Self::check).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Layout {
    data_type: Type,
    rank: usize,
    dims: [u64; MAX_RANK],
    /// Byte strides of dimensions 1 and up.
    strides: [u64; MAX_RANK - 1],
    element_strides: [u32; MAX_RANK],
    swizzle: CUtensorMapSwizzle,
    l2_promotion: CUtensorMapL2promotion,
    oob_fill: CUtensorMapFloatOOBfill,
}

impl Layout {
    /// `dims.len()` dimensions, from `ranks`, with `strides` for dimensions 1 and up; every element
    /// stride 1, no swizzle, no L2 promotion, zeros outside.
    fn new(
        data_type: Type,
        dims: &[u64],
        strides: &[u64],
        ranks: std::ops::RangeInclusive<usize>,
    ) -> Result<Self, Error> {
        let rank = dims.len();
        if !ranks.contains(&rank) {
            return Err(refuse(format!(
                "a rank of {rank}; {} to {} dimensions",
                ranks.start(),
                ranks.end()
            )));
        }
        if strides.len() + 1 != rank {
            return Err(refuse(format!(
                "{rank} dimensions need {} strides; {} given",
                rank - 1,
                strides.len()
            )));
        }
        if element_size(data_type).is_none() {
            return Err(refuse(format!(
                "{data_type:?} is a packed type, which is not offered"
            )));
        }
        let mut layout = Layout {
            data_type,
            rank,
            dims: [1; MAX_RANK],
            strides: [0; MAX_RANK - 1],
            element_strides: [1; MAX_RANK],
            swizzle: CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE,
            l2_promotion: CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_NONE,
            oob_fill: CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        };
        layout.dims[..rank].copy_from_slice(dims);
        layout.strides[..rank - 1].copy_from_slice(strides);
        Ok(layout)
    }

    /// The element size in bytes (`new` refused the types without one).
    fn element_size(&self) -> u64 {
        element_size(self.data_type).unwrap_or(1)
    }

    /// Sets the element strides, one per dimension.
    fn set_element_strides(&mut self, strides: &[u32]) -> Result<(), Error> {
        if strides.len() != self.rank {
            return Err(refuse(format!(
                "{} element strides for {} dimensions",
                strides.len(),
                self.rank
            )));
        }
        self.element_strides[..self.rank].copy_from_slice(strides);
        Ok(())
    }

    /// The bytes from the tensor's first address to one past the last byte any access may touch; see
    /// the module docs. Checked: `None` when it overflows.
    fn extent(&self) -> Option<u64> {
        let mut end = self.element_size().checked_mul(self.dims[0])?;
        for i in 1..self.rank {
            let reach = self.dims[i]
                .checked_sub(1)?
                .checked_mul(self.strides[i - 1])?;
            end = end.checked_add(reach)?;
        }
        Some(end)
    }

    /// Refuses a layout the driver's rules forbid (address and strides 16-byte aligned, dimensions up
    /// to 2^32, strides below 2^40, an inner box side of `inner` bytes that is a whole number of 16
    /// and fits the swizzle span, element strides 1 to 8), or one whose extent exceeds `bytes`.
    fn check(&self, address: u64, bytes: usize, inner: u64) -> Result<(), Error> {
        let rank = self.rank;
        if address % 16 != 0 {
            return Err(refuse(format!(
                "the tensor's address {address:#x} is not 16-byte aligned"
            )));
        }
        if let Some(i) = (0..rank).find(|&i| self.dims[i] == 0 || self.dims[i] > 1 << 32) {
            return Err(refuse(format!(
                "dimension {i} has {} elements; 1 to 2^32",
                self.dims[i]
            )));
        }
        let bad_stride = |&i: &usize| self.strides[i] % 16 != 0 || self.strides[i] >= 1 << 40;
        if let Some(i) = (0..rank - 1).find(bad_stride) {
            return Err(refuse(format!(
                "the stride of dimension {} is {} bytes; a multiple of 16 below 2^40",
                i + 1,
                self.strides[i]
            )));
        }
        if inner % 16 != 0 {
            return Err(refuse(format!(
                "the box's inner dimension is {inner} bytes; a multiple of 16"
            )));
        }
        let span = match self.swizzle {
            CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE => u64::MAX,
            CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_32B => 32,
            CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_64B => 64,
            _ => 128,
        };
        if inner > span {
            return Err(refuse(format!(
                "the box's inner dimension is {inner} bytes, wider than the {span}-byte swizzle span"
            )));
        }
        if let Some(i) = (0..rank).find(|&i| !(1..=8).contains(&self.element_strides[i])) {
            return Err(refuse(format!(
                "element stride {i} is {}; 1 to 8",
                self.element_strides[i]
            )));
        }
        match self.extent() {
            Some(extent) if extent <= bytes as u64 => Ok(()),
            extent => Err(refuse(format!(
                "the tensor spans {} bytes, but its buffer has {bytes}",
                extent.map_or_else(|| "more than 2^64".to_owned(), |x| x.to_string())
            ))),
        }
    }
}

/// The builder methods both kinds of map share, and their `encode` / `encode_mut`, for a type with a
/// `layout: Layout` field and an `encode_raw(&self, &Driver, &TensorSource) -> Result<CUtensorMap, Error>`.
macro_rules! map_builder {
    ($ty:ident) => {
        impl $ty {
            /// Steps between the elements a box takes, per dimension (1 to 8 each; 1 by default).
            ///
            /// # Errors
            /// A list of another length than the rank.
            pub fn element_strides(mut self, strides: &[u32]) -> Result<Self, Error> {
                self.layout.set_element_strides(strides)?;
                Ok(self)
            }

            /// How a box is laid out in shared memory (none by default).
            pub fn swizzle(mut self, swizzle: CUtensorMapSwizzle) -> Self {
                self.layout.swizzle = swizzle;
                self
            }

            /// How much the unit fetches into L2 at once (none by default).
            pub fn l2_promotion(mut self, promotion: CUtensorMapL2promotion) -> Self {
                self.layout.l2_promotion = promotion;
                self
            }

            /// What loads deliver for elements outside the tensor (zeros by default).
            pub fn oob_fill(mut self, fill: CUtensorMapFloatOOBfill) -> Self {
                self.layout.oob_fill = fill;
                self
            }

            /// The map over `data` (a borrowed buffer or a [`DeviceSlice`](crate::DeviceSlice)), which it borrows: kernels
            /// read through it, and a launch that passes it orders the use as a read of the buffer.
            ///
            /// # Errors
            /// A layout the driver's rules forbid, or one reaching past `data`'s bytes, with the
            /// numbers (see the module docs), before the driver is asked; a failing encode call
            /// (missing before CUDA 12.0).
            pub fn encode<'a>(&self, data: impl TensorData<'a>) -> Result<TensorMap<'a>, Error> {
                let source = data.source();
                let raw = self.encode_raw(source.driver(), &source)?;
                Ok(TensorMap {
                    raw,
                    memory: source.memory,
                })
            }

            /// The map over `data` (a mutably borrowed buffer or a [`DeviceSliceMut`](crate::DeviceSliceMut)), which it
            /// borrows exclusively: kernels may store through it when it is passed as `&mut map`.
            ///
            /// # Errors
            /// As [`encode`](Self::encode).
            pub fn encode_mut<'a>(
                &self,
                data: impl TensorDataMut<'a>,
            ) -> Result<TensorMapMut<'a>, Error> {
                let source = data.source();
                let raw = self.encode_raw(source.driver(), &source)?;
                Ok(TensorMapMut {
                    map: TensorMap {
                        raw,
                        memory: source.memory,
                    },
                    _exclusive: PhantomData,
                })
            }
        }
    };
}
use map_builder;

impl TensorSource<'_> {
    /// The driver of the memory's context.
    fn driver(&self) -> &'static Driver {
        self.memory.0.home.ctx().driver()
    }

    /// The first address, as a number.
    fn addr(&self) -> u64 {
        self.address.native_handle() as u64
    }

    /// The first address as the encode functions take it (never dereferenced by them).
    fn pointer(&self) -> *mut std::ffi::c_void {
        std::ptr::without_provenance_mut(self.address.native_handle())
    }
}

/// A tensor map over a borrowed buffer, for kernels that load through it ([`TiledMap::encode`],
/// [`Im2colMap::encode`]).
/// Passed to a launch (`map` or `&map`), the kernel receives the 128-byte map by value (a
/// `const __grid_constant__ CUtensorMap` parameter) and the launch is ordered as a read of the buffer.
///
/// The map holds the buffer's address, so it borrows the buffer: it cannot outlive it.
///
/// ```compile_fail
/// # fn demo(stream: &cuda_driver::Stream) -> Result<(), cuda_driver::Error> {
/// use cuda_driver::sys::CUtensorMapDataType;
/// use cuda_driver::{DeviceBuffer, TiledMap};
///
/// let layout = TiledMap::new(CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_FLOAT32, &[64], &[], &[64])?;
/// let map = {
///     let buf = DeviceBuffer::<f32>::zeroed(stream, 64)?;
///     layout.encode(&buf)?
/// }; // error: `buf` does not live long enough
/// # let _ = map; Ok(()) }
/// ```
#[derive(Clone, Copy, Debug)]
pub struct TensorMap<'a> {
    raw: CUtensorMap,
    memory: Memory<'a>,
}

impl<'a> TensorMap<'a> {
    /// The encoded map, for the launch's parameter.
    pub(crate) fn raw(&self) -> &CUtensorMap {
        &self.raw
    }

    /// The buffer, whose order a launch joins.
    pub(crate) fn memory(&self) -> Memory<'a> {
        self.memory
    }
}

/// A tensor map over an exclusively borrowed buffer ([`TiledMap::encode_mut`],
/// [`Im2colMap::encode_mut`]). Passed as
/// `&mut map`, the kernel may store through it (TMA stores); passed as `&map`, it may only load.
/// Either way the launch is ordered after the buffer's earlier work, as its latest use.
#[derive(Debug)]
pub struct TensorMapMut<'a> {
    map: TensorMap<'a>,
    _exclusive: PhantomData<&'a mut ()>,
}

impl TensorMapMut<'_> {
    /// The same map, read only, for as long as this borrow.
    pub fn as_read(&self) -> TensorMap<'_> {
        self.map
    }

    /// The map, for the launch's parameter.
    pub(crate) fn map(&self) -> &TensorMap<'_> {
        &self.map
    }
}
