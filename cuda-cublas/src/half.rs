//! The 16-bit floating-point element types of `cublasGemmEx`: [`Bf16`] (bfloat16) and [`F16`] (IEEE
//! binary16), as their bits, with conversions from and to `f32` (round to nearest, ties to even).

use cuda_struct::CudaField;

/// A bfloat16 number (`__nv_bfloat16`): the top 16 bits of an `f32`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Bf16(pub u16);

/// An IEEE binary16 number (`__half`): 1 sign, 5 exponent, 10 mantissa bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct F16(pub u16);

// SAFETY: a `u16` in a transparent wrapper: every bit pattern valid, no padding.
unsafe impl CudaField for Bf16 {}
// SAFETY: as above.
unsafe impl CudaField for F16 {}

impl Bf16 {
    /// The nearest bfloat16 to `x` (ties to even; NaN stays NaN).
    pub fn from_f32(x: f32) -> Bf16 {
        let bits = x.to_bits();
        if x.is_nan() {
            return Bf16(((bits >> 16) as u16) | 0x40);
        }
        let round = 0x7fff + ((bits >> 16) & 1);
        Bf16((bits.wrapping_add(round) >> 16) as u16)
    }

    /// The `f32` of the same value (exact).
    pub fn to_f32(self) -> f32 {
        f32::from_bits(u32::from(self.0) << 16)
    }
}

impl F16 {
    /// The nearest binary16 to `x` (ties to even; out of range: infinity; NaN stays NaN).
    pub fn from_f32(x: f32) -> F16 {
        let bits = x.to_bits();
        let sign = ((bits >> 16) & 0x8000) as u16;
        let exp = ((bits >> 23) & 0xff) as i32;
        let man = bits & 0x7f_ffff;
        if exp == 0xff {
            return F16(sign | 0x7c00 | if man != 0 { 0x200 } else { 0 });
        }
        let e = exp - 127 + 15;
        if e >= 0x1f {
            return F16(sign | 0x7c00);
        }
        if e <= 0 {
            // A subnormal (or zero) half: shift the full mantissa into place, rounding.
            if e < -10 {
                return F16(sign);
            }
            let full = man | 0x80_0000;
            let shift = (14 - e) as u32;
            let half = full >> shift;
            let rest = full & ((1 << shift) - 1);
            let mid = 1 << (shift - 1);
            let up = rest > mid || (rest == mid && half & 1 == 1);
            return F16(sign | (half + u32::from(up)) as u16);
        }
        let half = ((e as u32) << 10) | (man >> 13);
        let rest = man & 0x1fff;
        let up = rest > 0x1000 || (rest == 0x1000 && half & 1 == 1);
        // A carry out of the mantissa moves into the exponent, up to infinity: what rounding means.
        F16(sign | (half + u32::from(up)) as u16)
    }

    /// The `f32` of the same value (exact).
    pub fn to_f32(self) -> f32 {
        let h = u32::from(self.0);
        let sign = (h & 0x8000) << 16;
        let exp = (h >> 10) & 0x1f;
        let man = h & 0x3ff;
        let bits = match exp {
            0 if man == 0 => sign,
            0 => {
                // Subnormal: value = man * 2^-24.
                let v = man as f32 * f32::from_bits(0x3380_0000);
                return if sign != 0 { -v } else { v };
            }
            0x1f => sign | 0x7f80_0000 | (man << 13),
            _ => sign | ((exp + 127 - 15) << 23) | (man << 13),
        };
        f32::from_bits(bits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf16_keeps_the_top_bits_and_rounds_to_even() {
        for x in [0.0f32, 1.0, -2.5, 3.140625, 65280.0] {
            assert_eq!(Bf16::from_f32(x).to_f32(), x);
        }
        // 1 + 2^-8 lies half-way between 1 and 1 + 2^-7: ties to the even one, 1.
        assert_eq!(Bf16::from_f32(1.0 + 1.0 / 256.0).to_f32(), 1.0);
        assert_eq!(
            Bf16::from_f32(1.0 + 3.0 / 256.0).to_f32(),
            1.0 + 4.0 / 256.0
        );
        assert!(Bf16::from_f32(f32::NAN).to_f32().is_nan());
    }

    #[test]
    fn f16_round_trips_its_values_and_saturates_to_infinity() {
        for x in [
            0.0f32,
            1.0,
            -2.5,
            0.099975586,
            65504.0,
            6.1035156e-5,
            5.9604645e-8,
        ] {
            assert_eq!(F16::from_f32(x).to_f32(), x, "{x}");
        }
        assert_eq!(F16::from_f32(1.0).0, 0x3c00);
        assert_eq!(F16::from_f32(-2.0).0, 0xc000);
        assert_eq!(F16::from_f32(1e6).to_f32(), f32::INFINITY);
        assert_eq!(F16::from_f32(1e-9).to_f32(), 0.0);
        // 1 + 2^-11 ties to 1; 1 + 3 * 2^-11 to 1 + 2^-9.
        assert_eq!(F16::from_f32(1.0 + 1.0 / 2048.0).to_f32(), 1.0);
        assert_eq!(
            F16::from_f32(1.0 + 3.0 / 2048.0).to_f32(),
            1.0 + 1.0 / 512.0
        );
        assert!(F16::from_f32(f32::NAN).to_f32().is_nan());
    }
}
