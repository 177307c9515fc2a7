//! Compile-time proof obligations that `#[cuda_struct]` emits; each failure reads as a sentence with the
//! real numbers.

/// Implemented only when there is no gap: `SIZE == 0`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has {SIZE} bytes of implicit padding at offset {OFFSET}",
    label = "padding after this field",
    note = "declare the gap as a reserved field where it is: `#[cuda(reserved)] _pad: [u8; {SIZE}]`"
)]
pub trait NoPadding<const OFFSET: usize, const SIZE: usize> {}
impl<T: ?Sized, const OFFSET: usize> NoPadding<OFFSET, 0> for T {}

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

/// Type-checks only when `T` has no gap of `N` bytes at `O`.
#[inline(always)]
pub const fn no_padding<T: ?Sized + NoPadding<O, N>, const O: usize, const N: usize>() {}
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

/// The larger of two sizes, for the union check.
pub const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}
