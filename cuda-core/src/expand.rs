//! The parts of the macros' output that are the same for every type, as declarative macros.
//!
//! The attribute macros compute what only they can (names, the layout proof, the field table) and leave
//! the rest to these: rustc transcribes a `macro_rules!` itself, which costs every user of the macros less
//! build time than building the same tokens in the proc macro (compiled without optimisation) and passing
//! them back, and keeps `cuda-derive` small. Not public API.

/// The impls and inherent methods every `#[cuda_struct]` gets, whatever its fields.
///
/// `$krate` is the runtime's path as text, for intra-doc links; `from_bytes` is `safe` or `unchecked`
/// (structs with `slice` fields, whose bytes cannot promise valid pointers).
#[doc(hidden)]
#[macro_export]
macro_rules! __cuda_struct_impls {
    (
        $name:ident [$($lt:lifetime)?],
        new_doc: $new_doc:literal,
        krate: $krate:literal,
        from_bytes: $from_bytes:ident $(,)?
    ) => {
        const _: () = {
            #[automatically_derived]
            impl<$($lt)?> $crate::__private::core::clone::Clone for $name<$($lt)?> {
                #[inline]
                fn clone(&self) -> Self {
                    *self
                }
            }
            #[automatically_derived]
            impl<$($lt)?> $crate::__private::core::marker::Copy for $name<$($lt)?> {}

            #[automatically_derived]
            impl<$($lt)?> $crate::__private::core::default::Default for $name<$($lt)?> {
                /// Every byte zero, as [`new`](Self::new).
                #[inline]
                fn default() -> Self {
                    $crate::zeroed()
                }
            }

            #[automatically_derived]
            impl<$($lt)?> $crate::__private::core::cmp::PartialEq for $name<$($lt)?> {
                /// Byte-wise equality, as C's `memcmp`.
                #[inline]
                fn eq(&self, other: &Self) -> bool {
                    $crate::as_bytes(self) == $crate::as_bytes(other)
                }
            }
            #[automatically_derived]
            impl<$($lt)?> $crate::__private::core::cmp::Eq for $name<$($lt)?> {}
        };

        #[allow(dead_code)]
        impl<$($lt)?> $name<$($lt)?> {
            #[doc = $new_doc]
            #[inline]
            #[must_use]
            pub fn new() -> Self {
                $crate::zeroed()
            }

            /// The value's bytes, exactly `size_of::<Self>()` of them, reserved fields included.
            #[inline]
            pub fn as_bytes(&self) -> &[u8] {
                $crate::as_bytes(self)
            }

            $crate::__cuda_struct_impls!(@from_bytes $from_bytes $krate);

            /// Borrows the value at `ptr`, using the memory as it is: nothing is written.
            ///
            /// # Errors
            #[doc = $crate::__private::core::concat!(
                "[`PtrError::Null`](", $krate, "::PtrError::Null) for a null pointer, [`PtrError::Misaligned`](",
                $krate, "::PtrError::Misaligned) for one not aligned for `Self`."
            )]
            ///
            /// # Safety
            /// A non-null, aligned `ptr` must point to a valid value that nothing mutates for `'b`.
            #[inline]
            pub unsafe fn from_ptr<'b>(
                ptr: *const Self,
            ) -> $crate::__private::core::result::Result<&'b Self, $crate::PtrError> {
                // SAFETY: the caller's promise, passed on.
                unsafe { $crate::from_ptr(ptr) }
            }

            /// Borrows the value at `ptr` mutably, using the memory as it is: nothing is written.
            ///
            /// # Errors
            #[doc = $crate::__private::core::concat!(
                "[`PtrError::Null`](", $krate, "::PtrError::Null) for a null pointer, [`PtrError::Misaligned`](",
                $krate, "::PtrError::Misaligned) for one not aligned for `Self`."
            )]
            ///
            /// # Safety
            /// A non-null, aligned `ptr` must point to a valid value that nothing else accesses for `'b`.
            #[inline]
            pub unsafe fn from_mut_ptr<'b>(
                ptr: *mut Self,
            ) -> $crate::__private::core::result::Result<&'b mut Self, $crate::PtrError> {
                // SAFETY: the caller's promise, passed on.
                unsafe { $crate::from_mut_ptr(ptr) }
            }

            /// The address of the value, to pass to C.
            #[inline]
            pub const fn as_ptr(&self) -> *const Self {
                self
            }

            /// The mutable address of the value, to pass to C as an out-parameter.
            #[inline]
            pub fn as_mut_ptr(&mut self) -> *mut Self {
                self
            }
        }
    };
    (@from_bytes safe $krate:literal) => {
        /// Copies `bytes` (any alignment, exactly `size_of::<Self>()` long) into a new value, e.g. an
        /// IPC handle received from another process.
        ///
        /// # Errors
        #[doc = $crate::__private::core::concat!(
            "[`SizeError`](", $krate, "::SizeError) when the length is wrong."
        )]
        #[inline]
        pub fn from_bytes(bytes: &[u8]) -> $crate::__private::core::result::Result<Self, $crate::SizeError> {
            $crate::from_bytes(bytes)
        }
    };
    (@from_bytes unchecked $krate:literal) => {
        /// Copies `bytes` (any alignment, exactly `size_of::<Self>()` long) into a new value.
        ///
        /// There is no safe `from_bytes` for this type: it holds `slice` pointers that borrow memory for
        /// its lifetime, and bytes cannot promise that.
        ///
        /// # Errors
        #[doc = $crate::__private::core::concat!(
            "[`SizeError`](", $krate, "::SizeError) when the length is wrong."
        )]
        ///
        /// # Safety
        /// Every `slice` pointer in `bytes` must be null or point to as many live elements as its count
        /// says, for the struct's lifetime.
        #[inline]
        pub unsafe fn from_bytes_unchecked(
            bytes: &[u8],
        ) -> $crate::__private::core::result::Result<Self, $crate::SizeError> {
            // SAFETY: the caller's promise, passed on.
            unsafe { $crate::from_bytes_unchecked(bytes) }
        }
    };
}

/// `Clone`, `Copy` and `Hash` for a one-field newtype (a `#[cuda_enum]` or a `#[cuda_handle]`).
#[doc(hidden)]
#[macro_export]
macro_rules! __cuda_newtype_impls {
    ($name:ident) => {
        const _: () = {
            #[automatically_derived]
            impl $crate::__private::core::clone::Clone for $name {
                #[inline]
                fn clone(&self) -> Self {
                    *self
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::marker::Copy for $name {}
            #[automatically_derived]
            impl $crate::__private::core::hash::Hash for $name {
                #[inline]
                fn hash<H: $crate::__private::core::hash::Hasher>(&self, state: &mut H) {
                    $crate::__private::core::hash::Hash::hash(&self.0, state)
                }
            }
        };
    };
}

/// A `#[cuda_enum]`'s declaration and everything it gets beside its constants.
#[doc(hidden)]
#[macro_export]
///
/// `$debug` is `debug_enum` (the name, or `Name(value)`) or `debug_flags` (`A | B`, unknown bits in hex, for
/// `#[cuda_enum(flags)]`, whose other impls come from `__cuda_flags_impls!`).
macro_rules! __cuda_enum_impls {
    (
        $(#[$attr:meta])* $vis:vis $name:ident($repr:ident), $c_name:literal, $doc:literal,
        [$($variant:ident = $vdoc:literal),* $(,)?], $debug:ident
    ) => {
        // Declared here, around the primitive integer, so that the `unsafe impl`s below are about this
        // declaration whatever the arguments (`repr(transparent)` refuses any other `repr` beside it).
        #[repr(transparent)]
        #[derive($crate::__private::core::cmp::PartialEq, $crate::__private::core::cmp::Eq)]
        #[allow(non_camel_case_types)]
        $(#[$attr])*
        $vis struct $name($crate::__private::core::primitive::$repr);

        #[allow(dead_code)]
        impl $name {
            /// The raw C value.
            #[inline]
            pub const fn raw(self) -> $repr {
                self.0
            }

            /// Wraps a raw C value. Every value is accepted: one this crate does not know (say, from a newer
            /// driver) stays a value, and [`name`](Self::name) returns `None` for it.
            #[inline]
            pub const fn from_raw(raw: $repr) -> Self {
                Self(raw)
            }

            /// The C name of the value, or `None` for a value this crate does not know.
            #[inline]
            pub const fn name(self) -> $crate::__private::core::option::Option<&'static str> {
                // A scan of the table, not a `match` on constants: matching against a hundred constant
                // patterns costs every user of the macros more compile time than this costs at run time.
                let variants = <Self as $crate::CudaEnum>::VARIANTS;
                let mut i = 0;
                while i < variants.len() {
                    if variants[i].1 .0 == self.0 {
                        return $crate::__private::core::option::Option::Some(variants[i].0);
                    }
                    i += 1;
                }
                $crate::__private::core::option::Option::None
            }

            /// The value of a C name, if this crate knows it.
            #[inline]
            pub fn from_name(name: &str) -> $crate::__private::core::option::Option<Self> {
                <Self as $crate::CudaEnum>::from_name(name)
            }
        }

        $crate::__cuda_newtype_impls!($name);

        const _: () = {
            #[automatically_derived]
            impl $crate::__private::core::cmp::PartialOrd for $name {
                #[inline]
                fn partial_cmp(
                    &self,
                    other: &Self,
                ) -> $crate::__private::core::option::Option<$crate::__private::core::cmp::Ordering> {
                    $crate::__private::core::option::Option::Some($crate::__private::core::cmp::Ord::cmp(self, other))
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::cmp::Ord for $name {
                #[inline]
                fn cmp(&self, other: &Self) -> $crate::__private::core::cmp::Ordering {
                    $crate::__private::core::cmp::Ord::cmp(&self.0, &other.0)
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::default::Default for $name {
                /// The zero value, as zero-initialised C memory holds.
                #[inline]
                fn default() -> Self {
                    Self(0)
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::fmt::Debug for $name {
                #[inline]
                fn fmt(&self, f: &mut $crate::__private::core::fmt::Formatter<'_>) -> $crate::__private::core::fmt::Result {
                    $crate::__cuda_enum_impls!(@$debug f, self, $c_name)
                }
            }
            #[automatically_derived]
            impl $crate::CudaEnum for $name {
                type Repr = $repr;
                const C_NAME: &'static str = $c_name;
                const VARIANTS: &'static [(&'static str, Self)] =
                    &[$(($crate::__private::core::stringify!($variant), Self::$variant)),*];
                const DOC: &'static str = $doc;
                const VARIANT_DOCS: &'static [&'static str] = &[$($vdoc),*];
                const FLAGS: bool = $crate::__cuda_enum_impls!(@is_flags $debug);
                #[inline]
                fn raw(self) -> $repr {
                    self.0
                }
                #[inline]
                fn from_raw(raw: $repr) -> Self {
                    Self(raw)
                }
                #[inline]
                fn name(self) -> $crate::__private::core::option::Option<&'static str> {
                    $name::name(self)
                }
            }
            // SAFETY: `repr(transparent)` over a primitive integer (the declaration above): every bit pattern
            // is a value.
            #[automatically_derived]
            unsafe impl $crate::CudaField for $name {}
            // SAFETY: as above.
            #[automatically_derived]
            unsafe impl $crate::__private::bytemuck::Zeroable for $name {}
            // SAFETY: as above; a primitive integer is `Pod`.
            #[automatically_derived]
            unsafe impl $crate::__private::bytemuck::Pod for $name {}
        };
    };
    (@debug_enum $f:ident, $value:ident, $c_name:literal) => {
        $crate::__private::debug_enum($f, $c_name, $value.name(), &$value.0)
    };
    (@debug_flags $f:ident, $value:ident, $c_name:literal) => {
        $crate::__private::debug_flags($f, *$value)
    };
    (@is_flags debug_enum) => {
        false
    };
    (@is_flags debug_flags) => {
        true
    };
}

/// A `#[cuda_handle]`'s declaration, its impls, `Send`/`Sync` and its proof.
#[doc(hidden)]
#[macro_export]
///
/// `$proof` is the value's type spanned at the user's token, for the proof that it is a `HandleRepr`;
/// `send` and `sync` are `yes` or `no`. Every `unsafe impl` of a handle is written here, beside that
/// proof, with the runtime named by `$crate`.
macro_rules! __cuda_handle_impls {
    (
        $(#[$attr:meta])* $vis:vis $name:ident($ty:ty), $c_name:literal, $doc:literal,
        proof: $proof:ty, send: $send:ident, sync: $sync:ident
    ) => {
        // Declared here, around the type the proof names, so that the `unsafe impl`s below are about this
        // declaration whatever the arguments (`repr(transparent)` refuses any other `repr` beside it).
        #[repr(transparent)]
        #[allow(non_camel_case_types)]
        $(#[$attr])*
        $vis struct $name($ty);

        $crate::__cuda_newtype_impls!($name);
        $crate::__cuda_handle_impls!(@thread $send Send $name);
        $crate::__cuda_handle_impls!(@thread $sync Sync $name);

        const _: () = {
            #[allow(dead_code)]
            fn __cuda_handle_proof() {
                // The proof type is the declared one: it only carries the user's span.
                let _: fn($proof) -> $ty = |value| value;
                $crate::__private::handle_repr::<$proof>();
            }

            #[automatically_derived]
            impl $crate::__private::core::cmp::PartialEq for $name {
                #[inline]
                fn eq(&self, other: &Self) -> bool {
                    self.0 == other.0
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::cmp::Eq for $name {}
            #[automatically_derived]
            impl $crate::__private::core::default::Default for $name {
                /// The null handle.
                #[inline]
                fn default() -> Self {
                    Self::null()
                }
            }
            #[automatically_derived]
            impl $crate::__private::core::fmt::Debug for $name {
                #[inline]
                fn fmt(
                    &self,
                    f: &mut $crate::__private::core::fmt::Formatter<'_>,
                ) -> $crate::__private::core::fmt::Result {
                    $crate::__private::debug_handle(f, $c_name, &self.0)
                }
            }
            #[automatically_derived]
            impl $crate::CudaHandle for $name {
                type Raw = $ty;
                const C_NAME: &'static str = $c_name;
                const DOC: &'static str = $doc;
                #[inline]
                fn from_raw(raw: $ty) -> Self {
                    Self(raw)
                }
                #[inline]
                fn into_raw(self) -> $ty {
                    self.0
                }
            }
            // SAFETY: `repr(transparent)` over a `HandleRepr` value (proved above), which is a raw pointer or
            // an integer: valid for every bit pattern, zero included, with no padding.
            #[automatically_derived]
            unsafe impl $crate::CudaField for $name {}
            // SAFETY: as above, zero is a valid (null) handle.
            #[automatically_derived]
            unsafe impl $crate::__private::bytemuck::Zeroable for $name {}
            // SAFETY: integer handles are `Pod`; the bound leaves pointer handles out.
            #[automatically_derived]
            unsafe impl $crate::__private::bytemuck::Pod for $name where
                for<'__cuda> $ty: $crate::__private::bytemuck::Pod
            {
            }
        };

        #[allow(dead_code)]
        impl $name {
            #[doc = $crate::__private::core::concat!("The null `", $c_name, "`.")]
            #[inline]
            #[must_use]
            pub const fn null() -> Self {
                Self(<$ty as $crate::HandleRepr>::NULL)
            }

            /// Whether the handle is null (zero).
            #[inline]
            pub fn is_null(&self) -> bool {
                self.0 == <$ty as $crate::HandleRepr>::NULL
            }

            /// The handle's value as an integer: the address for a pointer handle, the number for an
            /// integer one. There is no implicit conversion to integers; this is the one way.
            #[inline]
            pub fn native_handle(&self) -> usize {
                <$ty as $crate::HandleRepr>::to_native(self.0)
            }

            /// Rebuilds a handle from the value [`native_handle`](Self::native_handle) gave. An integer handle
            /// narrower than `usize` keeps the low bits, as a C cast would.
            #[inline]
            pub fn from_native_handle(value: usize) -> Self {
                Self(<$ty as $crate::HandleRepr>::from_native(value))
            }

            /// Wraps a raw C value.
            #[inline]
            pub const fn from_raw(raw: $ty) -> Self {
                Self(raw)
            }

            /// The raw C value.
            #[inline]
            pub const fn into_raw(self) -> $ty {
                self.0
            }

            /// A pointer **to** the handle (Python's `getPtr()`), e.g. for a C array of handles.
            #[inline]
            pub const fn as_ptr(&self) -> *const Self {
                self
            }

            /// A mutable pointer to the handle, for C out-parameters such as `CUstream *phStream`.
            #[inline]
            pub fn as_mut_ptr(&mut self) -> *mut Self {
                self
            }
        }
    };
    (@thread no $trait:ident $name:ident) => {};
    (@thread yes $trait:ident $name:ident) => {
        // SAFETY: a handle is a name for a driver object, not the object; the author asserted with `send`
        // (`sync`) that the driver accepts it from any thread (that sharing the name is harmless).
        #[automatically_derived]
        unsafe impl $crate::__private::core::marker::$trait for $name {}
    };
}
