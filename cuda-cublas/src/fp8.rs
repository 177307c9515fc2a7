//! The 8-bit floating-point element types of cuBLASLt's FP8 matmul (Ada and Hopper, sm_89 and
//! later): [`F8E4M3`] (`__nv_fp8_e4m3`, `CUDA_R_8F_E4M3`) and [`F8E5M2`] (`__nv_fp8_e5m2`,
//! `CUDA_R_8F_E5M2`), as their bits, with conversions from and to `f32`.
//!
//! # The conversion rules
//! - From `f32`: round to nearest, ties to even, through the subnormals.
//! - Out of range: a finite value past the largest one, and an infinity, **saturate** to the largest
//!   finite value of the sign (448 for E4M3, 57344 for E5M2), as NVIDIA's `__NV_SATFINITE`
//!   conversion does: E4M3 has no infinity, and quantized data wants no infinities either.
//! - NaN stays NaN, with its sign: `0x7f`/`0xff` for E4M3 (its one NaN pattern per sign),
//!   `0x7e`/`0xfe` for E5M2.
//! - To `f32`: exact (every FP8 value is an `f32`); E5M2's infinities (`0x7c`, `0xfc`), which this
//!   conversion never makes but the device may, read as infinities.
//!
//! Reference: <https://docs.nvidia.com/cuda/cuda-math-api/cuda_math_api/group__CUDA__MATH__FP8__MISC.html>.

use cuda_struct::CudaField;

/// The layout of one FP8 format: exponent and mantissa bits, its largest finite code and NaN.
struct Format {
    exp_bits: u32,
    man_bits: u32,
    /// The largest finite value's code, sign clear.
    max: u8,
    nan: u8,
    /// Whether the all-ones exponent holds infinities and NaNs (E5M2) or numbers (E4M3).
    ieee: bool,
}

const E4M3: Format = Format {
    exp_bits: 4,
    man_bits: 3,
    max: 0x7e,
    nan: 0x7f,
    ieee: false,
};

const E5M2: Format = Format {
    exp_bits: 5,
    man_bits: 2,
    max: 0x7b,
    nan: 0x7e,
    ieee: true,
};

/// `2^e` as an `f32`, exactly (`e` within the normal exponents).
fn pow2(e: i32) -> f32 {
    f32::from_bits(((e + 127) as u32) << 23)
}

impl Format {
    fn bias(&self) -> i32 {
        (1 << (self.exp_bits - 1)) - 1
    }

    fn encode(&self, x: f32) -> u8 {
        let bits = x.to_bits();
        let sign = ((bits >> 24) & 0x80) as u8;
        if x.is_nan() {
            return sign | self.nan;
        }
        if x.is_infinite() {
            return sign | self.max;
        }
        let exp32 = ((bits >> 23) & 0xff) as i32;
        let man32 = u64::from(bits & 0x7f_ffff);
        if exp32 == 0 {
            // Zero or an f32 subnormal: far below the smallest FP8 subnormal.
            return sign;
        }
        let e = exp32 - 127 + self.bias();
        let full = man32 | 1 << 23;
        // A normal keeps its implicit bit in the exponent field (e >= 1); a subnormal shifts it in.
        let (base, shift) = if e >= 1 {
            ((e as u64) << self.man_bits, 23 - self.man_bits)
        } else {
            (0, 23 - self.man_bits + (1 - e) as u32)
        };
        if shift >= 40 {
            return sign;
        }
        let kept = if e >= 1 {
            man32 >> shift
        } else {
            full >> shift
        };
        let rest = if e >= 1 { man32 } else { full } & ((1 << shift) - 1);
        let half = 1u64 << (shift - 1);
        let q = base + kept;
        let q = q + u64::from(rest > half || (rest == half && q & 1 == 1));
        // A carry out of the mantissa moves into the exponent, possibly past the largest value.
        sign | q.min(u64::from(self.max)) as u8
    }

    fn decode(&self, c: u8) -> f32 {
        let negative = c & 0x80 != 0;
        let code = c & 0x7f;
        let exp = i32::from(code >> self.man_bits);
        let man = code & ((1 << self.man_bits) - 1);
        let top = (1 << self.exp_bits) - 1;
        let v = if self.ieee && exp == top {
            if man == 0 {
                f32::INFINITY
            } else {
                f32::NAN
            }
        } else if !self.ieee && code == self.nan {
            f32::NAN
        } else if exp == 0 {
            f32::from(man) * pow2(1 - self.bias() - self.man_bits as i32)
        } else {
            let one = (1u32 << self.man_bits) as f32;
            (one + f32::from(man)) / one * pow2(exp - self.bias())
        };
        if negative {
            -v
        } else {
            v
        }
    }
}

/// Declares one FP8 type over its [`Format`].
macro_rules! fp8 {
    ($(#[$doc:meta])* $name:ident = $format:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        #[repr(transparent)]
        pub struct $name(pub u8);

        // SAFETY: a `u8` in a transparent wrapper: every bit pattern valid, no padding.
        unsafe impl CudaField for $name {}

        impl $name {
            /// The nearest value to `x` by the module's rules (ties to even, saturating, NaN kept).
            pub fn from_f32(x: f32) -> $name {
                $name($format.encode(x))
            }

            /// The `f32` of the same value (exact).
            pub fn to_f32(self) -> f32 {
                $format.decode(self.0)
            }
        }
    };
}

fp8!(
    /// An FP8 number with 4 exponent and 3 mantissa bits (`__nv_fp8_e4m3`): finite values up to
    /// ±448, no infinity; the usual type of weights and activations.
    F8E4M3 = E4M3
);
fp8!(
    /// An FP8 number with 5 exponent and 2 mantissa bits (`__nv_fp8_e5m2`): values up to ±57344,
    /// with infinities; the usual type of gradients.
    F8E5M2 = E5M2
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_e4m3_code_round_trips_and_the_extremes_are_nvidias() {
        for c in 0..=255u8 {
            let x = F8E4M3(c).to_f32();
            if x.is_nan() {
                assert_eq!(c & 0x7f, 0x7f, "{c:#x}");
            } else {
                assert_eq!(F8E4M3::from_f32(x).0, c, "{c:#x} = {x}");
            }
        }
        assert_eq!(F8E4M3(0x7e).to_f32(), 448.0);
        assert_eq!(F8E4M3(0x01).to_f32(), 1.0 / 512.0);
        assert_eq!(F8E4M3(0x08).to_f32(), 1.0 / 64.0);
        assert_eq!(F8E4M3::from_f32(1.0).0, 0x38);
        assert_eq!(F8E4M3::from_f32(-2.0).0, 0xc0);
    }

    #[test]
    fn every_e5m2_code_round_trips_and_its_infinities_read_as_such() {
        for c in 0..=255u8 {
            let x = F8E5M2(c).to_f32();
            if x.is_nan() {
                assert_eq!(c & 0x7c, 0x7c, "{c:#x}");
            } else if x.is_infinite() {
                assert_eq!(c & 0x7f, 0x7c, "{c:#x}");
            } else {
                assert_eq!(F8E5M2::from_f32(x).0, c, "{c:#x} = {x}");
            }
        }
        assert_eq!(F8E5M2(0x7b).to_f32(), 57344.0);
        assert_eq!(F8E5M2(0x01).to_f32(), 1.0 / 65536.0);
        assert_eq!(F8E5M2(0x7c).to_f32(), f32::INFINITY);
        // E5M2 is binary16's top byte.
        assert_eq!(
            F8E5M2::from_f32(1.5).0,
            (crate::F16::from_f32(1.5).0 >> 8) as u8
        );
    }

    #[test]
    fn rounding_is_to_nearest_with_ties_to_even() {
        // Between 1 and 1.125 (E4M3's step at 1): 1.0625 ties to 1 (even), 1.0626 goes up.
        assert_eq!(F8E4M3::from_f32(1.0625).to_f32(), 1.0);
        assert_eq!(F8E4M3::from_f32(1.0626).to_f32(), 1.125);
        // 1.1875 ties between 1.125 (odd) and 1.25 (even).
        assert_eq!(F8E4M3::from_f32(1.1875).to_f32(), 1.25);
        // Subnormals: half the smallest ties to 0, a little more goes to the smallest.
        assert_eq!(F8E4M3::from_f32(1.0 / 1024.0).to_f32(), 0.0);
        assert_eq!(F8E4M3::from_f32(1.01 / 1024.0).to_f32(), 1.0 / 512.0);
        // A carry out of the mantissa: 1.96875 rounds to 2.
        assert_eq!(F8E4M3::from_f32(1.97).to_f32(), 2.0);
        assert_eq!(F8E5M2::from_f32(1.125).to_f32(), 1.0);
        assert_eq!(F8E5M2::from_f32(1.375).to_f32(), 1.5);
        assert_eq!(F8E4M3::from_f32(-0.0).0, 0x80);
        assert_eq!(F8E4M3::from_f32(1e-30).0, 0x00);
    }

    #[test]
    fn out_of_range_saturates_and_nan_stays_nan() {
        assert_eq!(F8E4M3::from_f32(1e6).to_f32(), 448.0);
        assert_eq!(F8E4M3::from_f32(-1e6).to_f32(), -448.0);
        assert_eq!(F8E4M3::from_f32(f32::INFINITY).to_f32(), 448.0);
        // 464 lies half-way between 448 and the (absent) 480: saturates, not NaN.
        assert_eq!(F8E4M3::from_f32(464.0).0, 0x7e);
        assert_eq!(F8E5M2::from_f32(1e9).to_f32(), 57344.0);
        assert_eq!(F8E5M2::from_f32(f32::NEG_INFINITY).to_f32(), -57344.0);
        assert_eq!(F8E4M3::from_f32(f32::NAN).0, 0x7f);
        assert_eq!(F8E4M3::from_f32(-f32::NAN).0, 0xff);
        assert!(F8E5M2::from_f32(f32::NAN).to_f32().is_nan());
    }

    /// The nearest code to `x` by brute force over the codes of its sign: the module's rules
    /// (saturating at the largest, ties to the even code), for a finite `x`.
    fn nearest(f: &Format, x: f32) -> u8 {
        let sign = if x.is_sign_negative() { 0x80 } else { 0 };
        let x = f64::from(x.abs());
        if x >= f64::from(f.decode(f.max)) {
            return sign | f.max;
        }
        let mut best = 0u8;
        for c in 0..=f.max {
            let (d, b) = (
                (f64::from(f.decode(c)) - x).abs(),
                (f64::from(f.decode(best)) - x).abs(),
            );
            if d < b || (d == b && c % 2 == 0) {
                best = c;
            }
        }
        sign | best
    }

    /// A spread of every kind of `f32` (each exponent, subnormals, the largest, NaNs and
    /// infinities by their bits): no panic (overflow, shift) in debug, and every finite one goes to
    /// its nearest code.
    #[test]
    fn every_kind_of_f32_converts_without_panic_to_its_nearest_code() {
        let step = if cfg!(miri) { 0x00f0_0f01 } else { 0x0000_9e37 };
        let mut bits = 0u32;
        loop {
            let x = f32::from_bits(bits);
            for (f, code) in [
                (&E4M3, F8E4M3::from_f32(x).0),
                (&E5M2, F8E5M2::from_f32(x).0),
            ] {
                if x.is_nan() {
                    assert_eq!(code & 0x7f, f.nan, "{bits:#x}");
                } else if x.is_finite() {
                    assert_eq!(code, nearest(f, x), "{bits:#x} = {x}");
                }
            }
            match bits.checked_add(step) {
                Some(b) => bits = b,
                None => break,
            }
        }
    }
}
