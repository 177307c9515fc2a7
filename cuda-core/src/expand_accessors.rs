//! The accessors of a `#[cuda_struct]`'s fields, as a declarative macro (see `expand.rs` for why the
//! macros' output is written this way). Every `unsafe` block here reaches the fields through
//! `$crate::__private::Sealed`, so it holds whatever path the proc macro was given. Not public API.

/// The accessors of one field of a `#[cuda_struct]`, inside its inherent `impl`. The proc macro passes
/// each accessor's name and doc line (a literal is cheaper for the compiler than a `concat!` per doc).
///
/// The fields live in `self.__cuda_fields`, a [`Sealed`](crate::__private::Sealed): reads go through
/// `get()`, writes through the `unsafe` `get_mut()`, which only these accessors call. Both are named as
/// `$crate::__private::Sealed::get..`, so the field must be the real box, whatever path the declaration
/// named it by.
///
/// Forms (`[unsafe]` for a union member, whose reads are `unsafe` blocks; `[]` otherwise):
/// - `value`: `x()`, `set_x(v)`, `with_x(v)`; with `mut_array` or `mut_struct` after them, also `x_mut()`
///   (for a named type, callable only when it is a `#[cuda_struct]`);
/// - `count`: `x()` alone (the count of a `slice` field, set with that field's setter);
/// - `c_chars`: beside `value`, for a `[c_char; N]` field, `x_c_str()` and `x_lossy()`;
/// - `slice`: `x() -> &'a [T]`, `set_x(&'a [T])`, `with_x(&'a [T])`, writing pointer and count together
///   (`&'a mut [T]` for a `*mut` pointer, which C may write through).
///
/// The roles are not taken from these arguments: `__cuda_layout_impls!` declares a pair's pointer and count
/// as `SlicePtr<'a, P, N>` and `SliceLen<C, N>` (`expand_slice.rs`), `slice` reads and writes them only
/// through `slice_get`/`slice_set`, which accept one pair's two fields and return its own lifetime, and
/// `value`'s setter and `_mut` borrows are for a `CudaField` only (`field::<$ty>()`), which neither type
/// is. Invoked by hand with
/// other roles than the declaration's, this macro does not compile.
#[doc(hidden)]
#[macro_export]
macro_rules! __cuda_accessors {
    (
        value $read:tt $vis:vis $field:ident: $ty:ty,
        $get:ident $get_doc:literal, $set:ident $set_doc:literal, $with:ident $with_doc:literal
        $(, $mut_kind:ident $get_mut:ident $mut_doc:literal)?;
        $(#[$doc:meta])*
    ) => {
        $(#[$doc])*
        #[doc = $get_doc]
        #[inline]
        $vis fn $get(&self) -> $ty {
            $crate::__cuda_accessors!(@read $read $crate::__private::Sealed::get(&self.__cuda_fields).$field)
        }
        #[doc = $set_doc]
        #[inline]
        $vis fn $set(&mut self, value: $ty) -> &mut Self {
            // Only a `CudaField`: never a `slice` pointer or count, whose types are not.
            $crate::__private::field::<$ty>();
            // SAFETY: a whole value of a field of type `$ty`, a `CudaField` (just above), so neither a
            // `slice` pointer nor a count: the pair invariant is untouched, and a member is padding-free,
            // so a union's bytes stay initialised.
            unsafe { $crate::__private::Sealed::get_mut(&mut self.__cuda_fields) }.$field = value;
            self
        }
        #[doc = $with_doc]
        #[inline]
        $vis fn $with(mut self, value: $ty) -> Self {
            self.$set(value);
            self
        }
        $($crate::__cuda_accessors!(@$mut_kind $vis $field: $ty, $get_mut $mut_doc);)?
    };
    (@mut_array $vis:vis $field:ident: $ty:ty, $get_mut:ident $mut_doc:literal) => {
        #[doc = $mut_doc]
        #[inline]
        $vis fn $get_mut(&mut self) -> &mut $ty {
            $crate::__private::field::<$ty>();
            // SAFETY: as for the setter: the borrow lets safe code write whole elements of one field of
            // type `$ty`, a `CudaField` (just above), so neither a `slice` pointer nor a count; a union
            // member is valid for every bit pattern.
            unsafe { &mut $crate::__private::Sealed::get_mut(&mut self.__cuda_fields).$field }
        }
    };
    (@mut_struct $vis:vis $field:ident: $ty:ty, $get_mut:ident $mut_doc:literal) => {
        #[doc = $mut_doc]
        #[inline]
        $vis fn $get_mut(&mut self) -> &mut $ty
        where
            for<'__cuda> $ty: $crate::CudaStruct,
        {
            $crate::__private::field::<$ty>();
            // SAFETY: as for the setter (`$ty` is a `CudaField`, just above); a nested `#[cuda_struct]`
            // has no `slice` field (it would not be a `CudaField`) and keeps its own invariants, and a
            // union member is valid for every bit pattern.
            unsafe { &mut $crate::__private::Sealed::get_mut(&mut self.__cuda_fields).$field }
        }
    };
    (
        c_chars $read:tt $vis:vis $field:ident, $c_str:ident $c_str_doc:literal, $lossy:ident $lossy_doc:literal
    ) => {
        #[doc = $c_str_doc]
        ///
        /// # Errors
        /// `NoNulError` when none of the array's bytes is NUL.
        #[inline]
        $vis fn $c_str(
            &self,
        ) -> $crate::__private::core::result::Result<&$crate::__private::core::ffi::CStr, $crate::NoNulError> {
            $crate::c_str_in($crate::__cuda_accessors!(
                @read $read &$crate::__private::Sealed::get(&self.__cuda_fields).$field
            ))
        }
        #[doc = $lossy_doc]
        #[inline]
        $vis fn $lossy(&self) -> $crate::Lossy<'_> {
            $crate::Lossy::new($crate::__cuda_accessors!(
                @read $read &$crate::__private::Sealed::get(&self.__cuda_fields).$field
            ))
        }
    };
    (
        count $read:tt $vis:vis $field:ident: $ty:ty, $get:ident $get_doc:literal;
        $(#[$doc:meta])*
    ) => {
        $(#[$doc])*
        #[doc = $get_doc]
        #[inline]
        $vis fn $get(&self) -> $ty {
            $crate::__private::SliceLen::get(
                $crate::__cuda_accessors!(@read $read $crate::__private::Sealed::get(&self.__cuda_fields).$field)
            )
        }
    };
    // A union member's read: every member is valid for every bit pattern and every byte is initialised.
    (@read [unsafe] $place:expr) => {
        // SAFETY: a `#[cuda_struct]` union's members are all `CudaField`, and no safe code can leave a byte
        // uninitialised (values start zeroed, and only whole members are written): any bytes are a value.
        unsafe { $place }
    };
    (@read [] $place:expr) => {
        $place
    };
    (
        slice $vis:vis $field:ident: *$ptr:ident $elem:ty, count $count:ident: $count_ty:ty, $count_c:literal,
        $lt:lifetime, $get:ident $get_doc:literal, $set:ident $set_doc:literal, $with:ident $with_doc:literal;
        $(#[$doc:meta])*
    ) => {
        $(#[$doc])*
        #[doc = $get_doc]
        #[inline]
        $vis fn $get(&self) -> &$lt [$elem] {
            let fields = $crate::__private::Sealed::get(&self.__cuda_fields);
            // SAFETY: both fields of the one value `fields`; their types (`SlicePtr<'a, P, N>`,
            // `SliceLen<C, N>`) make them the pointer and count of one pair as the declaration typed it,
            // the result borrows for the pointer's own lifetime, and `to_len` is the sealed `Count`'s of
            // `C` (`fn(C)` makes `$count_ty` the count's own type).
            unsafe {
                $crate::__private::slice_get(
                    &fields.$field,
                    &fields.$count,
                    <$count_ty as $crate::Count>::to_len,
                )
            }
        }
        #[doc = $set_doc]
        #[inline]
        $vis fn $set(
            &mut self,
            value: $crate::__cuda_accessors!(@ref $ptr $lt $elem),
        ) -> $crate::__private::core::result::Result<&mut Self, $crate::LengthError> {
            // SAFETY: both fields of the one value in the box, as for the getter; `slice_set` writes
            // pointer and count together, from one slice that lives for the pointer's lifetime.
            unsafe {
                let fields = $crate::__private::Sealed::get_mut(&mut self.__cuda_fields);
                $crate::__private::slice_set(
                    &mut fields.$field,
                    &mut fields.$count,
                    value,
                    <$count_ty as $crate::Count>::from_len,
                    <$count_ty as $crate::Count>::MAX_LEN,
                    $count_c,
                )?;
            }
            $crate::__private::core::result::Result::Ok(self)
        }
        #[doc = $with_doc]
        #[inline]
        $vis fn $with(
            mut self,
            value: $crate::__cuda_accessors!(@ref $ptr $lt $elem),
        ) -> $crate::__private::core::result::Result<Self, $crate::LengthError> {
            self.$set(value)?;
            $crate::__private::core::result::Result::Ok(self)
        }
    };
    // A `*mut` field is set from a `&'a mut [T]`: C may write through it, which a shared borrow forbids.
    (@ref mut $lt:lifetime $elem:ty) => {
        &$lt mut [$elem]
    };
    (@ref const $lt:lifetime $elem:ty) => {
        &$lt [$elem]
    };
}
