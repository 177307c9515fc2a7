//! Im2col maps (`cuTensorMapEncodeIm2col`): a tensor of 3 to 5 dimensions in channels-last order
//! (channels, then width, height, depth, images) read as the columns of a convolution. Each load takes
//! `pixels_per_column` pixels of `channels_per_pixel` channels, walking the pixels of a bounding box
//! whose corners are offsets from the pixel the kernel names; pixels outside the tensor (the padding)
//! are filled, never read, so the bound of the module docs holds.

use std::ffi::c_int;
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

/// An im2col tensor map's layout, checked and encoded over a buffer by [`encode`](Self::encode) or
/// [`encode_mut`](Self::encode_mut). Dimensions run from the innermost (channels) outwards.
///
/// ```no_run
/// # fn demo(buf: &cuda_driver::DeviceBuffer<u16>) -> Result<(), cuda_driver::Error> {
/// use cuda_driver::sys::CUtensorMapDataType;
/// use cuda_driver::Im2colMap;
///
/// // 4 images of 32 x 32 pixels, 64 half-precision channels, densely packed; a 3 x 3 filter with a
/// // padding of 1 (corners -1 and +1 - 2 = -1), 64 pixels per column.
/// let map = Im2colMap::new(
///     CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
///     &[64, 32, 32, 4],
///     &[128, 128 * 32, 128 * 32 * 32],
///     &[-1, -1],
///     &[-1, -1],
///     64,
///     64,
/// )?
/// .encode(buf)?;
/// # let _ = map; Ok(()) }
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Im2colMap {
    layout: Layout,
    lower: [c_int; MAX_RANK - 2],
    upper: [c_int; MAX_RANK - 2],
    channels_per_pixel: u32,
    pixels_per_column: u32,
}

impl Im2colMap {
    /// A map of `dims.len()` dimensions (3 to 5, channels first), `strides` bytes between consecutive
    /// indices of dimensions 1 and up, the bounding box's `lower` and `upper` corners (one offset per
    /// spatial dimension: two fewer than `dims`), and `channels_per_pixel` channels of
    /// `pixels_per_column` pixels per load; element strides 1, no swizzle, no L2 promotion, zeros
    /// outside.
    ///
    /// # Errors
    /// A rank outside 3 to 5; `strides`, `lower` or `upper` of the wrong length; a packed type.
    pub fn new(
        data_type: Type,
        dims: &[u64],
        strides: &[u64],
        lower: &[i32],
        upper: &[i32],
        channels_per_pixel: u32,
        pixels_per_column: u32,
    ) -> Result<Self, Error> {
        let layout = Layout::new(data_type, dims, strides, 3..=MAX_RANK)?;
        let spatial = layout.rank - 2;
        if lower.len() != spatial || upper.len() != spatial {
            return Err(refuse(format!(
                "{} dimensions need {spatial} corner offsets each; {} and {} given",
                layout.rank,
                lower.len(),
                upper.len()
            )));
        }
        let mut map = Im2colMap {
            layout,
            lower: [0; MAX_RANK - 2],
            upper: [0; MAX_RANK - 2],
            channels_per_pixel,
            pixels_per_column,
        };
        map.lower[..spatial].copy_from_slice(lower);
        map.upper[..spatial].copy_from_slice(upper);
        Ok(map)
    }

    /// The layout's checks with corners in the range the rank allows (±2^15 for 3 dimensions, ±2^7
    /// for 4, ±2^4 for 5, the upper end one less), 1 to 256 channels and 1 to 1024 pixels.
    fn check(&self, address: u64, bytes: usize) -> Result<(), Error> {
        let rank = self.layout.rank;
        let half: c_int = match rank {
            3 => 1 << 15,
            4 => 1 << 7,
            _ => 1 << 4,
        };
        let corners = self.lower[..rank - 2].iter().chain(&self.upper[..rank - 2]);
        if let Some(c) = corners.copied().find(|c| !(-half..half).contains(c)) {
            return Err(refuse(format!(
                "a corner offset of {c}; with {rank} dimensions, {} to {}",
                -half,
                half - 1
            )));
        }
        if !(1..=256).contains(&self.channels_per_pixel) {
            return Err(refuse(format!(
                "{} channels per pixel; 1 to 256",
                self.channels_per_pixel
            )));
        }
        if !(1..=1024).contains(&self.pixels_per_column) {
            return Err(refuse(format!(
                "{} pixels per column; 1 to 1024",
                self.pixels_per_column
            )));
        }
        let inner = u64::from(self.channels_per_pixel) * self.layout.element_size();
        self.layout.check(address, bytes, inner)
    }

    /// Checks the layout against `source` and encodes it (`cuTensorMapEncodeIm2col`).
    fn encode_raw(&self, driver: &Driver, source: &TensorSource<'_>) -> Result<CUtensorMap, Error> {
        self.check(source.addr(), source.bytes)?;
        host_fn::refuse("cuTensorMapEncodeIm2col")?;
        let l = &self.layout;
        let mut raw = CUtensorMap::new();
        // SAFETY: `raw` is a writable map; the arrays hold at least `rank` entries (the strides
        // `rank - 1`, the corners `rank - 2`) and live for the call; the address is the memory's,
        // whose extent the check kept inside it. The driver records the address, never dereferences it.
        unsafe {
            driver.cuTensorMapEncodeIm2col(
                &mut raw,
                l.data_type,
                l.rank as u32,
                source.pointer(),
                l.dims.as_ptr(),
                l.strides.as_ptr(),
                self.lower.as_ptr(),
                self.upper.as_ptr(),
                self.channels_per_pixel,
                self.pixels_per_column,
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

map_builder!(Im2colMap);

#[cfg(test)]
mod tests {
    use super::*;

    const F16: Type = Type::CU_TENSOR_MAP_DATA_TYPE_FLOAT16;

    fn refused(map: &Im2colMap, bytes: usize) -> String {
        match map.check(0x1000, bytes) {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    /// 2 images of 8 x 8 pixels of 16 channels, densely packed (32-byte pixels).
    fn nhwc(lower: &[i32], upper: &[i32], channels: u32, pixels: u32) -> Im2colMap {
        Im2colMap::new(
            F16,
            &[16, 8, 8, 2],
            &[32, 32 * 8, 32 * 64],
            lower,
            upper,
            channels,
            pixels,
        )
        .unwrap()
    }

    #[test]
    fn the_extent_bounds_the_tensor_not_its_padding() {
        let map = nhwc(&[-1, -1], &[-1, -1], 16, 64);
        let bytes = 2 * 64 * 32;
        assert_eq!(map.layout.extent(), Some(bytes as u64));
        assert!(map.check(0x1000, bytes).is_ok());
        assert!(refused(&map, bytes - 1).contains("spans 4096 bytes, but its buffer has 4095"));
    }

    #[test]
    fn corners_channels_and_pixels_are_refused_with_the_numbers() {
        let big = 1 << 20;
        assert_eq!(
            refused(&nhwc(&[-129, 0], &[0, 0], 16, 64), big),
            "tensor map: a corner offset of -129; with 4 dimensions, -128 to 127"
        );
        assert!(refused(&nhwc(&[0, 0], &[0, 0], 0, 64), big).contains("0 channels per pixel"));
        assert!(refused(&nhwc(&[0, 0], &[0, 0], 16, 1025), big).contains("1025 pixels per column"));
        // 4 half channels are 8 bytes: not a whole number of 16.
        assert!(refused(&nhwc(&[0, 0], &[0, 0], 4, 64), big).contains("inner dimension is 8 bytes"));
        let m = match Im2colMap::new(F16, &[16, 8], &[32], &[], &[], 16, 8) {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        };
        assert!(m.contains("a rank of 2; 3 to 5"), "{m}");
        let m = match Im2colMap::new(F16, &[16, 8, 8], &[32, 256], &[0, 0], &[0], 16, 8) {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        };
        assert!(m.contains("need 1 corner offsets each"), "{m}");
    }
}
