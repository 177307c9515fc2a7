//! The registry's entry types: each filled from a declared type's own traits, so the lists in
//! [`sys::registry`](crate::sys::registry) hold names of types, never numbers copied by hand.

use cuda_struct::{CudaEnum, CudaStruct, StructInfo};

/// The [`StructInfo`] of `T`, read from its [`CudaStruct`] impl; `anonymous_in` says which type and
/// member an anonymous C struct or union is (member `""` for a C11 anonymous member).
pub const fn struct_info<T: CudaStruct>(
    anonymous_in: Option<(&'static str, &'static str)>,
) -> StructInfo {
    StructInfo {
        c_name: T::C_NAME,
        anonymous_in,
        size: T::SIZE,
        align: T::ALIGN,
        is_union: T::IS_UNION,
        fields: T::FIELDS,
        doc: T::DOC,
    }
}

/// One `#[cuda_enum]` of the registry: its C name, size and values.
#[derive(Clone, Copy, Debug)]
pub struct EnumEntry {
    /// The C name (`nvmlReturn_t`).
    pub c_name: &'static str,
    /// `size_of` the enum.
    pub size: usize,
    /// Every constant and its value, as declared.
    pub values: fn() -> Vec<(&'static str, i64)>,
}

impl EnumEntry {
    /// The entry of `T`.
    pub const fn of<T: CudaEnum>() -> EnumEntry
    where
        T::Repr: Into<i64>,
    {
        EnumEntry {
            c_name: T::C_NAME,
            size: core::mem::size_of::<T>(),
            values: values::<T>,
        }
    }
}

fn values<T: CudaEnum>() -> Vec<(&'static str, i64)>
where
    T::Repr: Into<i64>,
{
    T::VARIANTS
        .iter()
        .map(|(name, v)| (*name, v.raw().into()))
        .collect()
}
