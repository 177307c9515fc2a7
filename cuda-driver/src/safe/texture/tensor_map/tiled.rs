//! Tiled maps (`cuTensorMapEncodeTiled`): boxes of up to 256 elements a side, anywhere in the tensor.

use std::marker::PhantomData;

use crate::safe::host_fn;
use crate::sys::{
    CUtensorMap, CUtensorMapDataType as Type, CUtensorMapFloatOOBfill, CUtensorMapInterleave,
    CUtensorMapL2promotion, CUtensorMapSwizzle,
};
use crate::{Driver, Error};

use super::{
    map_builder, refuse, Layout, TensorData, TensorDataMut, TensorMap, TensorMapMut, TensorSource,
    MAX_RANK,
};

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
    layout: Layout,
    box_dims: [u32; MAX_RANK],
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
        let layout = Layout::new(data_type, dims, strides, 1..=MAX_RANK)?;
        if box_dims.len() != layout.rank {
            return Err(refuse(format!(
                "{} dimensions need {} box dimensions; {} given",
                layout.rank,
                layout.rank,
                box_dims.len()
            )));
        }
        let mut map = TiledMap {
            layout,
            box_dims: [1; MAX_RANK],
        };
        map.box_dims[..layout.rank].copy_from_slice(box_dims);
        Ok(map)
    }

    /// The layout's checks with boxes of 1 to 256 elements a side.
    fn check(&self, address: u64, bytes: usize) -> Result<(), Error> {
        let rank = self.layout.rank;
        if let Some(i) = (0..rank).find(|&i| !(1..=256).contains(&self.box_dims[i])) {
            return Err(refuse(format!(
                "box dimension {i} is {}; 1 to 256",
                self.box_dims[i]
            )));
        }
        let inner = u64::from(self.box_dims[0]) * self.layout.element_size();
        self.layout.check(address, bytes, inner)
    }

    /// Checks the layout against `source` and encodes it (`cuTensorMapEncodeTiled`).
    fn encode_raw(&self, driver: &Driver, source: &TensorSource<'_>) -> Result<CUtensorMap, Error> {
        self.check(source.addr(), source.bytes)?;
        host_fn::refuse("cuTensorMapEncodeTiled")?;
        let l = &self.layout;
        let mut raw = CUtensorMap::new();
        // SAFETY: `raw` is a writable map; the four arrays hold at least `rank` entries each (the
        // strides `rank - 1`) and live for the call; the address is the memory's, whose extent the
        // check kept inside it. The driver records the address, never dereferences it.
        unsafe {
            driver.cuTensorMapEncodeTiled(
                &mut raw,
                l.data_type,
                l.rank as u32,
                source.pointer(),
                l.dims.as_ptr(),
                l.strides.as_ptr(),
                self.box_dims.as_ptr(),
                l.element_strides.as_ptr(),
                CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
                l.swizzle,
                l.l2_promotion,
                l.oob_fill,
            )
        }?;
        Ok(raw)
    }
}

map_builder!(TiledMap);

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
        assert_eq!(map.layout.extent(), Some(2 * 64 + 32));
        assert!(map.check(0x1000, 160).is_ok());
        assert_eq!(
            refused(&map, 0x1000, 159),
            "tensor map: the tensor spans 160 bytes, but its buffer has 159"
        );
        // Rank 3: planes 256 bytes apart, 2 of them.
        let map = TiledMap::new(F32, &[4, 2, 2], &[16, 256], &[4, 1, 1]).unwrap();
        assert_eq!(map.layout.extent(), Some(256 + 16 + 16));
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
        assert_eq!(map.layout.extent(), None);
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
        assert!(m(TiledMap::new(F32, &[8, 8], &[32], &[8])).contains("need 2 box dimensions"));
        let packed = Type::CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B;
        assert!(m(TiledMap::new(packed, &[8], &[], &[8])).contains("packed type"));
    }
}
