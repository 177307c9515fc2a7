//! The traits that `#[cuda_struct]`, `#[cuda_handle]` and `#[cuda_enum]` implement.

use core::fmt::Debug;
use core::hash::Hash;

/// A type that may be a field of a `#[cuda_struct]`.
///
/// # Safety
/// Implementors promise that every bit pattern of `size_of::<Self>()` bytes, zero included, is a valid
/// value, and that the type has no padding bytes (so its bytes may be read as `u8`).
///
/// Implemented for the integers, floats, raw thin pointers, arrays of these, and every type declared with
/// `#[cuda_struct]` (unless it has a `slice` field), `#[cuda_handle]` or `#[cuda_enum]`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a field of a `#[cuda_struct]`",
    label = "this field's type is not valid for every bit pattern",
    note = "a field must be an integer, a float, a raw pointer, an array of these, or a type declared with \
            `#[cuda_struct]`, `#[cuda_handle]` or `#[cuda_enum]` (not `bool`, references, `String`, `Box` \
            or Rust enums)"
)]
pub unsafe trait CudaField: Copy {}

macro_rules! impl_field {
    ($($t:ty),*) => { $(
        // SAFETY: primitive integers and floats are valid for every bit pattern and have no padding.
        unsafe impl CudaField for $t {}
    )* };
}
impl_field!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64);

// SAFETY: a thin raw pointer is valid for every bit pattern (it need not be dereferenceable) and has no padding.
unsafe impl<T> CudaField for *const T {}
// SAFETY: as for `*const T`.
unsafe impl<T> CudaField for *mut T {}
// SAFETY: an array of padding-free, all-bit-patterns-valid elements is itself both.
unsafe impl<T: CudaField, const N: usize> CudaField for [T; N] {}

/// One field of a `#[cuda_struct]`, as the layout table [`CudaStruct::FIELDS`] lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FieldInfo {
    /// The field's C name, as declared.
    pub name: &'static str,
    /// The field's Rust type, as written in the declaration.
    pub ty: &'static str,
    /// Offset from the start of the struct, in bytes (always 0 in a union).
    pub offset: usize,
    /// Size of the field, in bytes.
    pub size: usize,
    /// Whether the field is `#[cuda(reserved)]`: hidden, no accessor, always zero-initialised.
    pub reserved: bool,
    /// The field's doc comment: each `///` line as written, followed by a newline (empty when it has none).
    pub doc: &'static str,
}

/// A C struct or union declared with `#[cuda_struct]`.
///
/// Gives tools and tests the layout without knowing the type: the C name, size, alignment and one
/// [`FieldInfo`] per field (reserved ones included, in declaration order).
///
/// # Safety
/// Implementors promise that the type is `#[repr(C)]`, that the all-zero bit pattern is a valid value,
/// that it has no padding bytes (every byte is part of a field, or, for a union, of its full-size member),
/// and that `FIELDS` describes its layout. `#[cuda_struct]` proves all of this at compile time.
pub unsafe trait CudaStruct: Copy + Sized {
    /// The C name of the type.
    const C_NAME: &'static str;
    /// The type's doc comment: each `///` line as written, followed by a newline.
    const DOC: &'static str;
    /// `true` for a union.
    const IS_UNION: bool;
    /// The layout table, in declaration order.
    const FIELDS: &'static [FieldInfo];
    /// `size_of::<Self>()`.
    const SIZE: usize = core::mem::size_of::<Self>();
    /// `align_of::<Self>()`.
    const ALIGN: usize = core::mem::align_of::<Self>();

    /// Looks a field up by its C name.
    fn field(name: &str) -> Option<&'static FieldInfo> {
        Self::FIELDS.iter().find(|f| f.name == name)
    }
}

/// The value inside a `#[cuda_handle]`: a raw pointer or an integer.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the value of a `#[cuda_handle]`",
    label = "a handle wraps a raw pointer or an integer",
    note = "write e.g. `pub struct CUstream(*mut c_void);` or `pub struct CUdevice(c_int);`"
)]
pub trait HandleRepr: CudaField + Eq + Hash {
    /// The null (or zero) value.
    const NULL: Self;
    /// The value as an address-sized integer (the pointer's address; a signed integer is sign-extended).
    fn to_native(self) -> usize;
    /// The inverse of [`to_native`](Self::to_native); an integer narrower than `usize` keeps its low bits, as
    /// a C cast would.
    fn from_native(value: usize) -> Self;
    /// Formats the value in hexadecimal, in its own width.
    fn fmt_hex(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result;
}

impl<T> HandleRepr for *mut T {
    const NULL: Self = core::ptr::null_mut();
    #[inline]
    fn to_native(self) -> usize {
        self.addr()
    }
    #[inline]
    fn from_native(value: usize) -> Self {
        core::ptr::without_provenance_mut(value)
    }
    fn fmt_hex(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{:#x}", self.addr())
    }
}

impl<T> HandleRepr for *const T {
    const NULL: Self = core::ptr::null();
    #[inline]
    fn to_native(self) -> usize {
        self.addr()
    }
    #[inline]
    fn from_native(value: usize) -> Self {
        core::ptr::without_provenance(value)
    }
    fn fmt_hex(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{:#x}", self.addr())
    }
}

macro_rules! impl_handle_int {
    ($($t:ty),*) => { $(
        impl HandleRepr for $t {
            const NULL: Self = 0;
            #[inline]
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_possible_wrap)]
            fn to_native(self) -> usize {
                self as usize
            }
            #[inline]
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_possible_wrap)]
            fn from_native(value: usize) -> Self {
                value as $t
            }
            fn fmt_hex(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, "{:#x}", self)
            }
        }
    )* };
}
impl_handle_int!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// A handle declared with `#[cuda_handle]`: a copyable, non-owning name for a driver object.
///
/// Handles own nothing: dropping one does nothing, and copying one copies the name, not the object.
pub trait CudaHandle: Copy + Eq + Hash + Debug + Default {
    /// The wrapped C value (a raw pointer or an integer).
    type Raw: HandleRepr;
    /// The C name of the type.
    const C_NAME: &'static str;
    /// The type's doc comment: each `///` line as written, followed by a newline.
    const DOC: &'static str;
    /// Wraps a raw value.
    fn from_raw(raw: Self::Raw) -> Self;
    /// The raw value.
    fn into_raw(self) -> Self::Raw;
    /// The handle's value as an integer (Python's `int(handle)` / `getPtr()` on the value).
    fn native_handle(&self) -> usize {
        self.into_raw().to_native()
    }
    /// Rebuilds a handle from [`native_handle`](Self::native_handle).
    fn from_native_handle(value: usize) -> Self {
        Self::from_raw(<Self::Raw as HandleRepr>::from_native(value))
    }
    /// Whether the handle is null (zero).
    fn is_null(&self) -> bool {
        self.into_raw() == <Self::Raw as HandleRepr>::NULL
    }
}

/// An open C enum declared with `#[cuda_enum]`: any value of the C integer type is valid, so a value from
/// a newer driver is a value, never undefined behaviour.
pub trait CudaEnum: Copy + Eq + Hash + Debug + 'static {
    /// The C integer type.
    type Repr: Copy + Eq + Hash + Debug;
    /// The C name of the type.
    const C_NAME: &'static str;
    /// Every constant this crate knows, by C name, in declaration order (aliases included).
    const VARIANTS: &'static [(&'static str, Self)];
    /// The type's doc comment: each `///` line as written, followed by a newline.
    const DOC: &'static str;
    /// Each constant's doc comment, in [`VARIANTS`](Self::VARIANTS) order (as [`DOC`](Self::DOC)).
    const VARIANT_DOCS: &'static [&'static str];
    /// Whether the type is a bit set (`#[cuda_enum(flags)]`): its values combine with `|`, and `Debug` prints
    /// a value no constant names as the constants it contains (`A | B`, unknown bits in hex).
    const FLAGS: bool = false;
    /// The raw integer.
    fn raw(self) -> Self::Repr;
    /// Wraps a raw integer (any value is accepted).
    fn from_raw(raw: Self::Repr) -> Self;
    /// The C name of a known value; `None` for a value this crate does not know.
    fn name(self) -> Option<&'static str> {
        Self::VARIANTS
            .iter()
            .find(|(_, v)| *v == self)
            .map(|(n, _)| *n)
    }
    /// The value of a C name, if this crate knows it.
    fn from_name(name: &str) -> Option<Self> {
        Self::VARIANTS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
    }
}

/// A C integer type that can hold the length of a `#[cuda(slice(len = ...))]` field.
///
/// Sealed: implemented for the primitive integers only, and no other crate can add an implementation.
/// The generated `slice` getter builds a slice from the pointer and `to_len` of the count that the setter
/// stored with `from_len`; that is sound only because these two agree (`from_len(n) == Some(c)` implies
/// `c.to_len() == n`), which this crate's implementations guarantee and a foreign one could break.
///
/// ```compile_fail,E0277
/// use cuda_struct::Count;
/// #[derive(Clone, Copy)]
/// struct Four(u32);
/// impl Count for Four {
///     const MAX_LEN: usize = u32::MAX as usize;
///     fn to_len(self) -> usize { self.0 as usize * 4 }
///     fn from_len(len: usize) -> Option<Self> { u32::try_from(len).ok().map(Four) }
/// }
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the length of a `slice` field",
    label = "the `len` field must have an integer type",
    note = "`slice(len = ...)` names the field that holds the element count, e.g. `numAttrs: c_uint`"
)]
pub trait Count: Copy + count_seal::Sealed {
    /// The largest count, as `usize` (saturated).
    const MAX_LEN: usize;
    /// The count as a length; a negative count reads as 0.
    fn to_len(self) -> usize;
    /// The count for `len`, or `None` if it does not fit.
    fn from_len(len: usize) -> Option<Self>;
}

/// The seal of [`Count`]: public (so it may bound a public trait) in a module no other crate can name.
mod count_seal {
    #[diagnostic::on_unimplemented(
        message = "`{Self}` cannot be the count of a `slice` field: `Count` is sealed",
        label = "only the primitive integers implement `Count`",
        note = "declare the count field with the C integer type the header gives, e.g. `numAttrs: c_uint`"
    )]
    pub trait Sealed {}
}

macro_rules! impl_count {
    ($($t:ty),*) => { $(
        impl count_seal::Sealed for $t {}
        impl Count for $t {
            const MAX_LEN: usize = if (<$t>::MAX as u128) > (usize::MAX as u128) {
                usize::MAX
            } else {
                <$t>::MAX as usize
            };
            #[inline]
            fn to_len(self) -> usize {
                usize::try_from(self).unwrap_or(0)
            }
            #[inline]
            fn from_len(len: usize) -> Option<Self> {
                <$t>::try_from(len).ok()
            }
        }
    )* };
}
impl_count!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);
