//! Tensor maps for the Tensor Memory Accelerator (compute capability 9.0 and later): a 128-byte
//! descriptor of a tensor in device memory (`cuTensorMapEncodeTiled`) that a kernel receives by value
//! (a `const __grid_constant__ CUtensorMap` parameter) and copies tiles through
//! (`cp.async.bulk.tensor`). See NVIDIA's
//! [tensor map functions](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html)
//! and the [CUDA C++ guide on TMA](https://docs.nvidia.com/cuda/cuda-c-programming-guide/#using-tma-to-transfer-multi-dimensional-arrays).
//!
//! # Why no map reaches outside its buffer
//! The unit reads and writes only elements whose coordinates lie inside the map's global dimensions:
//! a box that overhangs them is filled (loads) or cut (stores). Element `(c0, .., c{r-1})` lies at
//! `address + c0 * e + c1 * s1 + .. + c{r-1} * s{r-1}` (`e` the element size, `s` the byte strides),
//! so the last byte any access touches is `address + e * d0 + (d1 - 1) * s1 + .. + (d{r-1} - 1) *
//! s{r-1} - 1`. [`TiledMap::encode`] refuses a map whose extent, that sum, exceeds the bytes of the
//! buffer or view it is encoded over, and the map borrows that buffer for its whole life, so it can
//! neither outlive it nor be used while the buffer is freed. Packed sub-byte types and interleaved
//! layouts, whose addressing differs, are not offered.

use std::marker::PhantomData;

use cuda_struct::CudaField;

use crate::sys::{
    CUdeviceptr, CUtensorMap, CUtensorMapDataType as Type, CUtensorMapFloatOOBfill,
    CUtensorMapInterleave, CUtensorMapL2promotion, CUtensorMapSwizzle,
};
use crate::{DeviceBuffer, DeviceSlice, DeviceSliceMut, Driver, Error};

use super::memory::Memory;

/// The most dimensions a tiled map has.
const MAX_RANK: usize = 5;

/// Where a map's tensor lies, made only by this crate: [`TensorData`] and [`TensorDataMut`] return it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
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
    fn source(self) -> Source<'a>;
}

/// Device memory a [`TensorMapMut`] (for kernels that store through it) may be encoded over: a
/// mutably borrowed [`DeviceBuffer`] or a [`DeviceSliceMut`]. Sealed.
pub trait TensorDataMut<'a>: sealed::Sealed {
    /// As [`TensorData::source`].
    #[doc(hidden)]
    fn source(self) -> Source<'a>;
}

impl<T> sealed::Sealed for &DeviceBuffer<T> {}
impl<'a, T: CudaField> TensorData<'a> for &'a DeviceBuffer<T> {
    fn source(self) -> Source<'a> {
        Source {
            memory: Memory(self.allocation()),
            address: self.allocation().ptr,
            bytes: self.byte_len(),
        }
    }
}

impl<T> sealed::Sealed for DeviceSlice<'_, T> {}
impl<'a, T: CudaField> TensorData<'a> for DeviceSlice<'a, T> {
    fn source(self) -> Source<'a> {
        Source {
            memory: self.tracked(),
            address: self.ptr(),
            bytes: self.byte_len(),
        }
    }
}

impl<T> sealed::Sealed for &mut DeviceBuffer<T> {}
impl<'a, T: CudaField> TensorDataMut<'a> for &'a mut DeviceBuffer<T> {
    fn source(self) -> Source<'a> {
        let this: &'a DeviceBuffer<T> = self;
        TensorData::source(this)
    }
}

impl<T> sealed::Sealed for DeviceSliceMut<'_, T> {}
impl<'a, T: CudaField> TensorDataMut<'a> for DeviceSliceMut<'a, T> {
    fn source(self) -> Source<'a> {
        Source {
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

/// A tiled tensor map's layout, checked and encoded over a buffer by [`encode`](Self::encode) (read
/// only) or [`encode_mut`](Self::encode_mut) (for stores too). Dimensions run from the innermost
/// (contiguous) one outwards, as the driver counts them.
///
/// ```no_run
/// # fn demo(buf: &cuda_driver::DeviceBuffer<f32>) -> Result<(), cuda_driver::Error> {
/// use cuda_driver::sys::CUtensorMapDataType;
/// use cuda_driver::TiledMap;
///
/// // A 64 x 128 row-major matrix of f32 (rows 512 bytes apart), read in 16 x 32 tiles.
/// let map = TiledMap::new(CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_FLOAT32, &[128, 64], &[512], &[32, 16])?
///     .encode(buf)?;
/// # let _ = map; Ok(()) }
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TiledMap {
    data_type: Type,
    rank: usize,
    dims: [u64; MAX_RANK],
    /// Byte strides of dimensions 1 and up.
    strides: [u64; MAX_RANK - 1],
    box_dims: [u32; MAX_RANK],
    element_strides: [u32; MAX_RANK],
    swizzle: CUtensorMapSwizzle,
    l2_promotion: CUtensorMapL2promotion,
    oob_fill: CUtensorMapFloatOOBfill,
}

impl TiledMap {
    /// A map of `dims.len()` dimensions (1 to 5): `dims` elements in each, `strides` bytes between
    /// consecutive indices of dimensions 1 and up (one fewer than `dims`), and tiles (boxes) of
    /// `box_dims` elements; every element stride 1, no swizzle, no L2 promotion, zeros outside.
    ///
    /// # Errors
    /// A rank of 0 or over 5; `strides` or `box_dims` of the wrong length; a packed sub-byte type
    /// (`CU_TENSOR_MAP_DATA_TYPE_16U4_*`, `16U6_*`), which this layer does not offer.
    pub fn new(
        data_type: Type,
        dims: &[u64],
        strides: &[u64],
        box_dims: &[u32],
    ) -> Result<Self, Error> {
        let rank = dims.len();
        if rank == 0 || rank > MAX_RANK {
            return Err(refuse(format!(
                "a rank of {rank}; 1 to {MAX_RANK} dimensions"
            )));
        }
        if strides.len() + 1 != rank || box_dims.len() != rank {
            return Err(refuse(format!(
                "{rank} dimensions need {} strides and {rank} box dimensions; {} and {} given",
                rank - 1,
                strides.len(),
                box_dims.len()
            )));
        }
        if element_size(data_type).is_none() {
            return Err(refuse(format!(
                "{data_type:?} is a packed type, which is not offered"
            )));
        }
        let mut map = TiledMap {
            data_type,
            rank,
            dims: [1; MAX_RANK],
            strides: [0; MAX_RANK - 1],
            box_dims: [1; MAX_RANK],
            element_strides: [1; MAX_RANK],
            swizzle: CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE,
            l2_promotion: CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_NONE,
            oob_fill: CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        };
        map.dims[..rank].copy_from_slice(dims);
        map.strides[..rank - 1].copy_from_slice(strides);
        map.box_dims[..rank].copy_from_slice(box_dims);
        Ok(map)
    }

    /// Steps between the elements a tile takes, per dimension (1 to 8 each; 1 by default).
    ///
    /// # Errors
    /// A list of another length than the rank.
    pub fn element_strides(mut self, strides: &[u32]) -> Result<Self, Error> {
        if strides.len() != self.rank {
            return Err(refuse(format!(
                "{} element strides for {} dimensions",
                strides.len(),
                self.rank
            )));
        }
        self.element_strides[..self.rank].copy_from_slice(strides);
        Ok(self)
    }

    /// How a tile is laid out in shared memory (none by default).
    pub fn swizzle(mut self, swizzle: CUtensorMapSwizzle) -> Self {
        self.swizzle = swizzle;
        self
    }

    /// How much the unit fetches into L2 at once (none by default).
    pub fn l2_promotion(mut self, promotion: CUtensorMapL2promotion) -> Self {
        self.l2_promotion = promotion;
        self
    }

    /// What loads deliver for elements outside the tensor (zeros by default).
    pub fn oob_fill(mut self, fill: CUtensorMapFloatOOBfill) -> Self {
        self.oob_fill = fill;
        self
    }

    /// The bytes from the tensor's first address to one past the last byte any access may touch; see
    /// the module docs. Checked: `None` when it overflows.
    fn extent(&self) -> Option<u64> {
        let e = element_size(self.data_type)?;
        let mut end = e.checked_mul(self.dims[0])?;
        for i in 1..self.rank {
            end = end.checked_add(
                self.dims[i]
                    .checked_sub(1)?
                    .checked_mul(self.strides[i - 1])?,
            )?;
        }
        Some(end)
    }

    /// Refuses a layout the driver's rules forbid (address and strides 16-byte aligned, dimensions up
    /// to 2^32, strides below 2^40, tiles of 1 to 256 elements a side whose inner side is a whole
    /// number of 16 bytes and fits the swizzle span, element strides 1 to 8), or one whose extent
    /// exceeds `bytes`, before the driver is asked.
    fn check(&self, address: u64, bytes: usize) -> Result<(), Error> {
        let rank = self.rank;
        let e = element_size(self.data_type).unwrap_or(1);
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
        if let Some(i) =
            (0..rank - 1).find(|&i| self.strides[i] % 16 != 0 || self.strides[i] >= 1 << 40)
        {
            return Err(refuse(format!(
                "the stride of dimension {} is {} bytes; a multiple of 16 below 2^40",
                i + 1,
                self.strides[i]
            )));
        }
        if let Some(i) = (0..rank).find(|&i| !(1..=256).contains(&self.box_dims[i])) {
            return Err(refuse(format!(
                "box dimension {i} is {}; 1 to 256",
                self.box_dims[i]
            )));
        }
        let inner = u64::from(self.box_dims[0]) * e;
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

    /// Checks the layout against `source` and encodes it (`cuTensorMapEncodeTiled`).
    fn encode_raw(&self, driver: &Driver, source: &Source<'_>) -> Result<CUtensorMap, Error> {
        let address = source.address.native_handle() as u64;
        self.check(address, source.bytes)?;
        super::callback::refuse("cuTensorMapEncodeTiled")?;
        let mut raw = CUtensorMap::new();
        // SAFETY: `raw` is a writable map; the four arrays hold at least `rank` entries each (the
        // strides `rank - 1`), live for the call; the address is the buffer's, whose extent the check
        // kept inside it. The driver reads the address, never dereferences it.
        unsafe {
            driver.cuTensorMapEncodeTiled(
                &mut raw,
                self.data_type,
                self.rank as u32,
                std::ptr::without_provenance_mut(source.address.native_handle()),
                self.dims.as_ptr(),
                self.strides.as_ptr(),
                self.box_dims.as_ptr(),
                self.element_strides.as_ptr(),
                CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
                self.swizzle,
                self.l2_promotion,
                self.oob_fill,
            )
        }?;
        Ok(raw)
    }

    /// The map over `data` (a borrowed buffer or a [`DeviceSlice`]), which it borrows: kernels read
    /// through it, and a launch that passes it orders the use as a read of the buffer.
    ///
    /// # Errors
    /// A layout the driver's rules forbid, or one reaching past `data`'s bytes, with the numbers (see
    /// the module docs), before the driver is asked; a failing `cuTensorMapEncodeTiled` (missing
    /// before CUDA 12.0).
    pub fn encode<'a>(&self, data: impl TensorData<'a>) -> Result<TensorMap<'a>, Error> {
        let source = data.source();
        let raw = self.encode_raw(source.memory.0.home.ctx().driver(), &source)?;
        Ok(TensorMap {
            raw,
            memory: source.memory,
        })
    }

    /// The map over `data` (a mutably borrowed buffer or a [`DeviceSliceMut`]), which it borrows
    /// exclusively: kernels may store through it when it is passed as `&mut map`.
    ///
    /// # Errors
    /// As [`encode`](Self::encode).
    pub fn encode_mut<'a>(&self, data: impl TensorDataMut<'a>) -> Result<TensorMapMut<'a>, Error> {
        let source = data.source();
        let raw = self.encode_raw(source.memory.0.home.ctx().driver(), &source)?;
        Ok(TensorMapMut {
            map: TensorMap {
                raw,
                memory: source.memory,
            },
            _exclusive: PhantomData,
        })
    }
}

/// A tiled tensor map over a borrowed buffer, for kernels that load through it ([`TiledMap::encode`]).
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

/// A tiled tensor map over an exclusively borrowed buffer ([`TiledMap::encode_mut`]). Passed as
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

#[cfg(test)]
mod tests {
    use super::*;

    const F32: Type = Type::CU_TENSOR_MAP_DATA_TYPE_FLOAT32;

    fn refused(map: &TiledMap, address: u64, bytes: usize) -> String {
        match map.check(address, bytes) {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn the_extent_is_the_last_element_reached() {
        // 3 rows of 8 floats, 64 bytes apart: two full rows and the 32 bytes of the last.
        let map = TiledMap::new(F32, &[8, 3], &[64], &[8, 1]).unwrap();
        assert_eq!(map.extent(), Some(2 * 64 + 32));
        assert!(map.check(0x1000, 160).is_ok());
        assert_eq!(
            refused(&map, 0x1000, 159),
            "tensor map: the tensor spans 160 bytes, but its buffer has 159"
        );
        // Rank 3: planes 256 bytes apart, 2 of them.
        let map = TiledMap::new(F32, &[4, 2, 2], &[16, 256], &[4, 1, 1]).unwrap();
        assert_eq!(map.extent(), Some(256 + 16 + 16));
    }

    #[test]
    fn an_overflowing_extent_is_refused_not_wrapped() {
        let map = TiledMap::new(
            F32,
            &[4, 1 << 32, 1 << 32],
            &[16, (1 << 40) - 16],
            &[4, 1, 1],
        )
        .unwrap();
        assert_eq!(map.extent(), None);
        assert!(refused(&map, 0, usize::MAX).contains("more than 2^64"));
    }

    #[test]
    fn the_driver_rules_are_refused_with_the_numbers() {
        let map = TiledMap::new(F32, &[8, 4], &[32], &[8, 4]).unwrap();
        assert_eq!(
            refused(&map, 0x1008, 1 << 20),
            "tensor map: the tensor's address 0x1008 is not 16-byte aligned"
        );
        let map = TiledMap::new(F32, &[8, 4], &[40], &[8, 4]).unwrap();
        assert!(refused(&map, 0, 1 << 20).contains("stride of dimension 1 is 40 bytes"));
        let map = TiledMap::new(F32, &[8, 4], &[32], &[8, 257]).unwrap();
        assert_eq!(
            refused(&map, 0, 1 << 20),
            "tensor map: box dimension 1 is 257; 1 to 256"
        );
        let map = TiledMap::new(F32, &[8, 4], &[32], &[2, 4]).unwrap();
        assert!(refused(&map, 0, 1 << 20).contains("inner dimension is 8 bytes"));
        let map = TiledMap::new(F32, &[64, 4], &[256], &[64, 4])
            .unwrap()
            .swizzle(CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_128B);
        assert!(refused(&map, 0, 1 << 20).contains("256 bytes, wider than the 128-byte"));
        let map = TiledMap::new(F32, &[8, 0], &[32], &[8, 4]).unwrap();
        assert!(refused(&map, 0, 1 << 20).contains("dimension 1 has 0 elements"));
        let map = TiledMap::new(F32, &[8, 4], &[32], &[8, 4])
            .unwrap()
            .element_strides(&[1, 9])
            .unwrap();
        assert!(refused(&map, 0, 1 << 20).contains("element stride 1 is 9"));
    }

    #[test]
    fn shapes_and_types_are_refused_at_new() {
        let m = |r: Result<TiledMap, Error>| match r {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        };
        assert!(m(TiledMap::new(F32, &[], &[], &[])).contains("a rank of 0"));
        assert!(m(TiledMap::new(F32, &[1; 6], &[16; 5], &[1; 6])).contains("a rank of 6"));
        assert!(m(TiledMap::new(F32, &[8, 8], &[], &[8, 8])).contains("need 1 strides"));
        let packed = Type::CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B;
        assert!(m(TiledMap::new(packed, &[8], &[], &[8])).contains("packed type"));
    }
}
