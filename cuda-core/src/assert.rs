//! Compile-time proof obligations that `#[cuda_struct]` emits; each failure reads as a sentence with the
//! real numbers.

use core::fmt::{self, Debug, Formatter};
use core::mem::size_of;

use crate::{CudaStruct, HandleRepr};

/// Implemented only when there is no gap: `GAP == 0`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has {GAP} bytes of implicit padding after this field",
    label = "{GAP} bytes of padding follow this field",
    note = "declare the gap as a reserved field right after this one: `#[cuda(reserved)] _pad: [u8; {GAP}]`"
)]
pub trait NoPaddingAfter<const GAP: usize> {}
impl<T: ?Sized> NoPaddingAfter<0> for T {}

/// Holds when the declared size is the real size.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is {ACTUAL} bytes, but `size = {DECLARED}` was declared",
    label = "the declared size",
    note = "the fields add up to {ACTUAL} bytes; compare them with the C header"
)]
pub trait SizeIs<const ACTUAL: usize, const DECLARED: usize> {}
impl<T: ?Sized, const N: usize> SizeIs<N, N> for T {}

/// Holds when the declared alignment is the real alignment.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is aligned to {ACTUAL} bytes, but `align = {DECLARED}` was declared",
    label = "the declared alignment",
    note = "the alignment is the largest alignment of the fields; compare them with the C header"
)]
pub trait AlignIs<const ACTUAL: usize, const DECLARED: usize> {}
impl<T: ?Sized, const N: usize> AlignIs<N, N> for T {}

/// Holds when a union's largest member covers every byte of the union.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is {SIZE} bytes, but its largest member is only {LARGEST}",
    label = "the trailing bytes would be padding",
    note = "declare a member that covers the whole union, as C headers do with `char pad[{SIZE}]`"
)]
pub trait UnionCovered<const LARGEST: usize, const SIZE: usize> {}
impl<T: ?Sized, const N: usize> UnionCovered<N, N> for T {}

/// Type-checks only when the gap after a field of `T` is `GAP == 0` bytes.
#[inline(always)]
pub const fn no_padding_after<T: ?Sized + NoPaddingAfter<GAP>, const GAP: usize>() {}
/// Type-checks only when `A == D`.
#[inline(always)]
pub const fn size_is<T: ?Sized + SizeIs<A, D>, const A: usize, const D: usize>() {}
/// Type-checks only when `A == D`.
#[inline(always)]
pub const fn align_is<T: ?Sized + AlignIs<A, D>, const A: usize, const D: usize>() {}
/// Type-checks only when `L == S`.
#[inline(always)]
pub const fn union_covered<T: ?Sized + UnionCovered<L, S>, const L: usize, const S: usize>() {}
/// Type-checks only when `T` may be a field.
#[inline(always)]
pub const fn field<T: crate::CudaField>() {}
/// Type-checks only when `T` may be a handle's value.
#[inline(always)]
pub const fn handle_repr<T: crate::HandleRepr>() {}

/// The bytes between the end of the field of `T` at `offset` with `size` bytes and the start of the field
/// that follows it (or the end of `T`), from the layout table.
///
/// The field is found by its place, not by an index a caller passes: the field that follows is the one
/// with the smallest offset at or past the end (for a zero-sized field, past its offset, or at it with a
/// size), so a check for every field of a `repr(C)` struct sees every gap, zero-sized fields included.
pub const fn gap_after_field<T: CudaStruct>(offset: usize, size: usize) -> usize {
    let fields = T::FIELDS;
    let end = offset + size;
    let mut next = size_of::<T>();
    let mut i = 0;
    while i < fields.len() {
        let f = &fields[i];
        let follows = if size == 0 {
            f.offset > offset || (f.offset == offset && f.size > 0)
        } else {
            f.offset >= end
        };
        if follows && f.offset < next {
            next = f.offset;
        }
        i += 1;
    }
    // `repr(C)` lays fields out in order, so `next >= end`; saturate rather than trust it.
    next.saturating_sub(end)
}

/// The size of the largest member of a union `T`, from the layout table.
pub const fn largest_member<T: CudaStruct>() -> usize {
    let fields = T::FIELDS;
    let mut largest = 0;
    let mut i = 0;
    while i < fields.len() {
        if fields[i].size > largest {
            largest = fields[i].size;
        }
        i += 1;
    }
    largest
}

/// `Debug` for a `#[cuda_struct]`: its C name and exposed fields, one call instead of a method chain.
///
/// # Errors
/// The formatter's.
pub fn debug_struct(
    f: &mut Formatter<'_>,
    name: &str,
    fields: &[(&str, &dyn Debug)],
    non_exhaustive: bool,
) -> fmt::Result {
    let mut out = f.debug_struct(name);
    for (field, value) in fields {
        out.field(field, value);
    }
    if non_exhaustive {
        out.finish_non_exhaustive()
    } else {
        out.finish()
    }
}

/// `Debug` for a `#[cuda_enum]`: the C name of the value, or `CUresult(12345)` for one this crate does not
/// know.
///
/// # Errors
/// The formatter's.
pub fn debug_enum(
    f: &mut Formatter<'_>,
    c_name: &str,
    name: Option<&str>,
    raw: &dyn fmt::Display,
) -> fmt::Result {
    match name {
        Some(n) => f.write_str(n),
        None => write!(f, "{c_name}({raw})"),
    }
}

/// `Debug` for a `#[cuda_handle]`: `CUstream(0x5581a0c3e2d0)`.
///
/// # Errors
/// The formatter's.
pub fn debug_handle<T: HandleRepr>(f: &mut Formatter<'_>, c_name: &str, raw: &T) -> fmt::Result {
    f.write_str(c_name)?;
    f.write_str("(")?;
    raw.fmt_hex(f)?;
    f.write_str(")")
}
