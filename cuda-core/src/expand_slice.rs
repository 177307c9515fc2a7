//! The types a `slice` pair's two fields are declared with, so that which field is a slice pointer, which
//! is its count, and which lifetime they borrow for are part of the declaration, not arguments a caller
//! of the hidden macros passes.
//!
//! `__cuda_layout_impls!` declares a `slice` pointer field as [`SlicePtr<'a, *const T, N>`](SlicePtr) and
//! its count as [`SliceLen<C, N>`](SliceLen), `N` one number per pair (it refuses two pointers or two
//! counts with the same `N`). The accessors read and write a pair only through [`slice_get`] and
//! [`slice_set`], whose types accept a pointer and a count of the same `N`, and return the borrow of the
//! pointer's own lifetime; the value accessors take only a `CudaField`, which neither type is. So an
//! accessor macro invoked by hand with other roles than the declaration's does not compile: a plain field
//! named as a pointer or a count, a count given a value setter, a pointer paired with another pair's
//! count, or `'static` for the struct's `'a`. Not public API.

use core::fmt;
use core::marker::PhantomData;

use crate::LengthError;

/// A raw pointer a `slice` field may hold: `*const T` or `*mut T`. Sealed.
pub trait SlicePointer: Copy + pointer_seal::Sealed {
    /// The element type.
    type Elem;
    /// The pointer, as `*const`.
    fn as_const(self) -> *const Self::Elem;
}

mod pointer_seal {
    pub trait Sealed {}
    impl<T> Sealed for *const T {}
    impl<T> Sealed for *mut T {}
}

impl<T> SlicePointer for *const T {
    type Elem = T;
    #[inline]
    fn as_const(self) -> *const T {
        self
    }
}

impl<T> SlicePointer for *mut T {
    type Elem = T;
    #[inline]
    fn as_const(self) -> *const T {
        self.cast_const()
    }
}

/// The pointer of `slice` pair `N`, borrowing for `'a`: the same bytes as `P`. No safe code can make one
/// but zeroed (null), and only [`slice_set`] writes one.
#[repr(transparent)]
pub struct SlicePtr<'a, P: SlicePointer, const N: usize> {
    ptr: P,
    borrow: PhantomData<&'a ()>,
}

/// The count of `slice` pair `N`: the same bytes as `C`. Only [`slice_set`] writes one.
///
/// `C` is not bounded here: the accessors name `Count` through the count field's own type, so that a
/// count that is not an integer is reported once, on that type (`slice_len_not_integer`).
#[repr(transparent)]
pub struct SliceLen<C, const N: usize>(C);

impl<P: SlicePointer, const N: usize> Clone for SlicePtr<'_, P, N> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: SlicePointer, const N: usize> Copy for SlicePtr<'_, P, N> {}

impl<C: Copy, const N: usize> Clone for SliceLen<C, N> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Copy, const N: usize> Copy for SliceLen<C, N> {}

impl<P: SlicePointer + fmt::Debug, const N: usize> fmt::Debug for SlicePtr<'_, P, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.ptr.fmt(f)
    }
}

impl<C: fmt::Debug, const N: usize> fmt::Debug for SliceLen<C, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<C: Copy, const N: usize> SliceLen<C, N> {
    /// The count, as C holds it.
    #[inline]
    pub fn get(self) -> C {
        self.0
    }
}

/// The slice pair `N` holds: `count` elements at `ptr`, empty for a null pointer or a zero count.
///
/// # Safety
/// `ptr` and `count` are the two fields of one value (one `Sealed` box), so that the only writes they
/// have seen are zeroing and [`slice_set`] on both together; `to_len` is `<C as Count>::to_len`.
#[inline]
pub unsafe fn slice_get<'a, P: SlicePointer, C: Copy, const N: usize>(
    ptr: &SlicePtr<'a, P, N>,
    count: &SliceLen<C, N>,
    to_len: fn(C) -> usize,
) -> &'a [P::Elem] {
    // SAFETY: by the caller's promise the pair is zero (null: empty) or was set by `slice_set` from one
    // `&'a [T]` of `to_len` elements (`Count` is sealed: its `from_len` and `to_len` agree).
    unsafe { crate::bytes::slice_from_parts(ptr.ptr.as_const(), to_len(count.0)) }
}

/// Sets pair `N` to `value`: the pointer and its count together; `field` names the count in the error.
///
/// # Errors
/// [`LengthError`] when `value.len()` does not fit `C`; nothing is written then.
///
/// # Safety
/// `ptr` and `count` are the two fields of one value, as for [`slice_get`]; `from_len` and `max` are
/// `<C as Count>::from_len` and `<C as Count>::MAX_LEN`.
#[inline]
pub unsafe fn slice_set<'a, P: SlicePointer, C: Copy, const N: usize>(
    ptr: &mut SlicePtr<'a, P, N>,
    count: &mut SliceLen<C, N>,
    value: impl SliceSource<'a, P>,
    from_len: fn(usize) -> Option<C>,
    max: usize,
    field: &'static str,
) -> Result<(), LengthError> {
    let len = value.elems();
    let Some(c) = from_len(len) else {
        return Err(LengthError { field, len, max });
    };
    ptr.ptr = value.into_ptr();
    count.0 = c;
    Ok(())
}

/// What a `slice` pointer is set from: `&'a [T]` for `*const T`; `&'a mut [T]` for `*mut T`, which C may
/// write through. Sealed.
pub trait SliceSource<'a, P>: source_seal::Sealed {
    /// The number of elements.
    fn elems(&self) -> usize;
    /// The pointer to the first element.
    fn into_ptr(self) -> P;
}

mod source_seal {
    pub trait Sealed {}
    impl<T> Sealed for &[T] {}
    impl<T> Sealed for &mut [T] {}
}

impl<'a, T> SliceSource<'a, *const T> for &'a [T] {
    #[inline]
    fn elems(&self) -> usize {
        <[T]>::len(self)
    }
    #[inline]
    fn into_ptr(self) -> *const T {
        self.as_ptr()
    }
}

impl<'a, T> SliceSource<'a, *mut T> for &'a mut [T] {
    #[inline]
    fn elems(&self) -> usize {
        <[T]>::len(self)
    }
    #[inline]
    fn into_ptr(self) -> *mut T {
        self.as_mut_ptr()
    }
}

/// A field's role in a `#[cuda_struct]`, as `__cuda_layout_impls!` declares it.
#[derive(Clone, Copy)]
pub enum Role {
    /// A field read and written whole.
    Value,
    /// The pointer of pair `N`.
    Slice(usize),
    /// The count of pair `N`.
    Count(usize),
}

/// Fails to evaluate when two pointers, or two counts, are of the same pair: each pair's types are then
/// one pointer and one count of that struct.
pub const fn distinct_pairs(roles: &[Role]) {
    let mut i = 0;
    while i < roles.len() {
        let mut j = i + 1;
        while j < roles.len() {
            match (roles[i], roles[j]) {
                (Role::Slice(a), Role::Slice(b)) if a == b => {
                    panic!("two `slice` pointers of one struct share a pair number")
                }
                (Role::Count(a), Role::Count(b)) if a == b => {
                    panic!("two `slice` counts of one struct share a pair number")
                }
                _ => {}
            }
            j += 1;
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::{distinct_pairs, Role};

    #[test]
    fn one_pointer_and_one_count_per_pair_is_accepted() {
        distinct_pairs(&[
            Role::Slice(0),
            Role::Count(0),
            Role::Value,
            Role::Slice(3),
            Role::Count(3),
        ]);
    }

    #[test]
    #[should_panic(expected = "two `slice` pointers of one struct share a pair number")]
    fn two_pointers_of_one_pair_are_refused() {
        distinct_pairs(&[Role::Slice(0), Role::Count(0), Role::Slice(0)]);
    }

    #[test]
    #[should_panic(expected = "two `slice` counts of one struct share a pair number")]
    fn two_counts_of_one_pair_are_refused() {
        distinct_pairs(&[Role::Count(1), Role::Slice(1), Role::Count(1)]);
    }
}
