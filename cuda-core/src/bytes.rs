//! Byte views and borrowing constructors, generic over every `#[cuda_struct]`.
//!
//! The generated inherent methods (`as_bytes`, `from_bytes`, `from_ptr`, ...) call these; generic code can
//! call them directly.

use core::mem::{align_of, size_of, MaybeUninit};

use crate::{CudaField, CudaStruct, PtrError, SizeError};

/// A value with every byte zero: reserved fields and (for unions) every member included.
#[inline]
pub fn zeroed<T: CudaStruct>() -> T {
    // SAFETY: `CudaStruct` promises that the all-zero bit pattern is a valid `T`.
    unsafe { core::mem::zeroed() }
}

/// The bytes of `value`, exactly `size_of::<T>()` of them.
#[inline]
pub fn as_bytes<T: CudaStruct>(value: &T) -> &[u8] {
    // SAFETY: `value` is a live reference to `size_of::<T>()` bytes, and `CudaStruct` promises that `T` has
    // no padding, so every one of those bytes is initialised.
    unsafe { core::slice::from_raw_parts((value as *const T).cast::<u8>(), size_of::<T>()) }
}

/// Copies `bytes` into a new `T`; `bytes` may have any alignment but must be exactly `size_of::<T>()` long.
///
/// # Errors
/// [`SizeError`] when `bytes.len() != size_of::<T>()`.
#[inline]
pub fn from_bytes<T: CudaStruct + CudaField>(bytes: &[u8]) -> Result<T, SizeError> {
    // SAFETY: `CudaField` promises that every bit pattern is a valid `T`, and `T` has no invariant beyond that.
    unsafe { from_bytes_unchecked(bytes) }
}

/// Copies `bytes` into a new `T` without upholding `T`'s invariants.
///
/// # Errors
/// [`SizeError`] when `bytes.len() != size_of::<T>()`.
///
/// # Safety
/// The bytes must form a value that upholds `T`'s invariants: for a struct with `slice` fields, each
/// pointer must be null or point to as many live elements as its count says, for the struct's lifetime.
#[inline]
pub unsafe fn from_bytes_unchecked<T: CudaStruct>(bytes: &[u8]) -> Result<T, SizeError> {
    if bytes.len() != size_of::<T>() {
        return Err(SizeError {
            expected: size_of::<T>(),
            actual: bytes.len(),
        });
    }
    let mut out = MaybeUninit::<T>::uninit();
    // SAFETY: `bytes` holds exactly `size_of::<T>()` readable bytes; `out` is writable for as many, the
    // two do not overlap, and a byte copy needs no alignment.
    unsafe {
        core::ptr::copy_nonoverlapping(bytes.as_ptr(), out.as_mut_ptr().cast::<u8>(), bytes.len())
    };
    // SAFETY: every byte of `out` is initialised; the caller promises the value upholds `T`'s invariants.
    Ok(unsafe { out.assume_init() })
}

#[inline]
fn check_ptr<T>(addr: usize) -> Result<(), PtrError> {
    if addr == 0 {
        Err(PtrError::Null)
    } else if addr % align_of::<T>() != 0 {
        Err(PtrError::Misaligned {
            addr,
            align: align_of::<T>(),
        })
    } else {
        Ok(())
    }
}

/// Borrows the `T` at `ptr`, using the memory as it is (nothing is written).
///
/// # Errors
/// [`PtrError::Null`] for a null pointer, [`PtrError::Misaligned`] for one not aligned for `T`.
///
/// # Safety
/// A non-null, aligned `ptr` must point to a valid, initialised `T` that nothing mutates for `'b`.
#[inline]
pub unsafe fn from_ptr<'b, T>(ptr: *const T) -> Result<&'b T, PtrError> {
    check_ptr::<T>(ptr.addr())?;
    // SAFETY: non-null and aligned (checked above); valid and unaliased for `'b` (the caller's promise).
    Ok(unsafe { &*ptr })
}

/// Borrows the `T` at `ptr` mutably, using the memory as it is (nothing is written).
///
/// # Errors
/// [`PtrError::Null`] for a null pointer, [`PtrError::Misaligned`] for one not aligned for `T`.
///
/// # Safety
/// A non-null, aligned `ptr` must point to a valid, initialised `T` that nothing else reads or writes for
/// `'b`.
#[inline]
pub unsafe fn from_mut_ptr<'b, T>(ptr: *mut T) -> Result<&'b mut T, PtrError> {
    check_ptr::<T>(ptr.addr())?;
    // SAFETY: non-null and aligned (checked above); valid and exclusively ours for `'b` (the caller's promise).
    Ok(unsafe { &mut *ptr })
}

/// The slice behind a `#[cuda(slice)]` pointer and its count: empty when the pointer is null or the count 0.
///
/// # Safety
/// A non-null `ptr` with a non-zero `len` must point to `len` initialised `T`s that live, unmutated, for `'a`.
#[doc(hidden)]
#[inline]
pub unsafe fn slice_from_parts<'a, T>(ptr: *const T, len: usize) -> &'a [T] {
    if ptr.is_null() || len == 0 {
        &[]
    } else {
        // SAFETY: the caller's promise, for a non-null pointer and a non-zero length.
        unsafe { core::slice::from_raw_parts(ptr, len) }
    }
}
