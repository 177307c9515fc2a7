//! What `#[cuda_enum(flags)]` adds to an open enum: set operations on the bits, and a `Debug` that names
//! each known bit.

use core::fmt::{self, Formatter};

use crate::CudaEnum;

/// The unsigned C integers a flag set may be stored in. Not public API.
pub trait FlagBits: Copy {
    /// The bits, widened.
    fn to_u64(self) -> u64;
}

macro_rules! impl_flag_bits {
    ($($t:ty),*) => { $(
        impl FlagBits for $t {
            #[inline]
            fn to_u64(self) -> u64 {
                // Widening: every supported unsigned type is at most 64 bits wide.
                self as u64
            }
        }
    )* };
}
impl_flag_bits!(u8, u16, u32, u64, usize);

/// `Debug` for a `#[cuda_enum(flags)]`: the name of a known value (zero included, such as
/// `CU_EVENT_DEFAULT`); otherwise the known constants it contains joined by ` | `, in declaration order,
/// each printed only if it adds bits not yet printed, and any remaining bits in hexadecimal
/// (`CU_EVENT_DISABLE_TIMING | 0x100`). An empty set with no zero constant prints `0x0`.
///
/// # Errors
/// The formatter's.
pub fn debug_flags<T>(f: &mut Formatter<'_>, value: T) -> fmt::Result
where
    T: CudaEnum,
    T::Repr: FlagBits,
{
    if let Some(name) = value.name() {
        return f.write_str(name);
    }
    let bits = value.raw().to_u64();
    let mut remaining = bits;
    let mut first = true;
    let mut sep = |f: &mut Formatter<'_>| {
        if first {
            first = false;
            Ok(())
        } else {
            f.write_str(" | ")
        }
    };
    for (name, known) in T::VARIANTS {
        let known = known.raw().to_u64();
        if known != 0 && bits & known == known && remaining & known != 0 {
            sep(f)?;
            f.write_str(name)?;
            remaining &= !known;
        }
    }
    if remaining != 0 || bits == 0 {
        sep(f)?;
        write!(f, "{remaining:#x}")?;
    }
    Ok(())
}

/// The set operations of a `#[cuda_enum(flags)]`, beside what every `#[cuda_enum]` gets.
#[doc(hidden)]
#[macro_export]
macro_rules! __cuda_flags_impls {
    ($name:ident($repr:ty)) => {
        #[allow(dead_code)]
        impl $name {
            /// No bit set.
            #[inline]
            #[must_use]
            pub const fn empty() -> Self {
                Self(0)
            }

            /// Every bit of every constant this crate knows.
            #[inline]
            #[must_use]
            pub const fn all() -> Self {
                let variants = <Self as $crate::CudaEnum>::VARIANTS;
                let mut bits = 0;
                let mut i = 0;
                while i < variants.len() {
                    bits |= variants[i].1 .0;
                    i += 1;
                }
                Self(bits)
            }

            /// The raw C integer, to pass to the driver (the same value as `raw()`).
            #[inline]
            #[must_use]
            pub const fn bits(self) -> $repr {
                self.0
            }

            /// The set with exactly these bits, unknown ones kept (the same as `from_raw()`).
            #[inline]
            #[must_use]
            pub const fn from_bits_retain(bits: $repr) -> Self {
                Self(bits)
            }

            /// Whether no bit is set.
            #[inline]
            #[must_use]
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }

            /// Whether every bit of `other` is set in `self` (always `true` for an empty `other`).
            #[inline]
            #[must_use]
            pub const fn contains(self, other: Self) -> bool {
                self.0 & other.0 == other.0
            }

            /// Whether `self` and `other` share a bit.
            #[inline]
            #[must_use]
            pub const fn intersects(self, other: Self) -> bool {
                self.0 & other.0 != 0
            }

            /// The bits of either (`|`).
            #[inline]
            #[must_use]
            pub const fn union(self, other: Self) -> Self {
                Self(self.0 | other.0)
            }

            /// The bits of both (`&`).
            #[inline]
            #[must_use]
            pub const fn intersection(self, other: Self) -> Self {
                Self(self.0 & other.0)
            }

            /// The bits of `self` that `other` does not have.
            #[inline]
            #[must_use]
            pub const fn difference(self, other: Self) -> Self {
                Self(self.0 & !other.0)
            }

            /// The bits of exactly one of them (`^`).
            #[inline]
            #[must_use]
            pub const fn symmetric_difference(self, other: Self) -> Self {
                Self(self.0 ^ other.0)
            }

            /// Sets the bits of `other`.
            #[inline]
            pub fn insert(&mut self, other: Self) {
                self.0 |= other.0;
            }

            /// Clears the bits of `other`.
            #[inline]
            pub fn remove(&mut self, other: Self) {
                self.0 &= !other.0;
            }
        }

        const _: () = {
            #[automatically_derived]
            impl $crate::__private::core::ops::BitOr for $name {
                type Output = Self;
                #[inline]
                fn bitor(self, other: Self) -> Self {
                    self.union(other)
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::ops::BitAnd for $name {
                type Output = Self;
                #[inline]
                fn bitand(self, other: Self) -> Self {
                    self.intersection(other)
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::ops::BitXor for $name {
                type Output = Self;
                #[inline]
                fn bitxor(self, other: Self) -> Self {
                    self.symmetric_difference(other)
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::ops::BitOrAssign for $name {
                #[inline]
                fn bitor_assign(&mut self, other: Self) {
                    self.0 |= other.0;
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::ops::BitAndAssign for $name {
                #[inline]
                fn bitand_assign(&mut self, other: Self) {
                    self.0 &= other.0;
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::ops::BitXorAssign for $name {
                #[inline]
                fn bitxor_assign(&mut self, other: Self) {
                    self.0 ^= other.0;
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::iter::FromIterator<$name> for $name {
                /// The union of every value.
                #[inline]
                fn from_iter<I: $crate::__private::core::iter::IntoIterator<Item = $name>>(
                    iter: I,
                ) -> Self {
                    let mut all = Self(0);
                    for value in iter {
                        all.0 |= value.0;
                    }
                    all
                }
            }
        };
    };
}

#[cfg(test)]
mod tests {
    use std::format;

    use crate::cuda_enum;

    #[cuda_enum(crate = "crate", flags)]
    pub enum Flags {
        NONE = 0,
        A = 0x1,
        B = 0x2,
        AB = 0x3,
        C = 0x8,
    }

    #[test]
    fn debug_names_known_bits_and_prints_the_rest_in_hex() {
        assert_eq!(format!("{:?}", Flags::NONE), "NONE");
        assert_eq!(format!("{:?}", Flags::A | Flags::B), "AB");
        assert_eq!(format!("{:?}", Flags::A | Flags::C), "A | C");
        assert_eq!(format!("{:?}", Flags::AB | Flags::C), "A | B | C");
        assert_eq!(
            format!("{:?}", Flags::C | Flags::from_bits_retain(0x100)),
            "C | 0x100"
        );
        assert_eq!(format!("{:?}", Flags::from_bits_retain(0x30)), "0x30");
    }

    #[cuda_enum(crate = "crate", flags)]
    pub enum NoZero {
        X = 0x4,
    }

    #[test]
    fn an_empty_set_without_a_zero_constant_prints_zero() {
        assert_eq!(format!("{:?}", NoZero::empty()), "0x0");
        assert_eq!(NoZero::all(), NoZero::X);
    }
}
