//! The `unsafe` half of `#[cuda_struct]`'s output, as one declarative macro that names everything it
//! relies on by `$crate`.
//!
//! The proc macro reaches the runtime through a path its caller may choose (`crate = "..."`, or a 2015
//! crate's root module named `cuda_struct`), so a path it writes may lead to a module that re-exports the
//! runtime but swaps one item. Nothing unsafe may rest on such a path. `$crate` always names this crate:
//! every `unsafe impl` and `unsafe` block of a struct's output is written here, beside the layout proofs
//! it rests on, and those proofs, the traits and the `Sealed` box are named by `$crate` too. A caller who
//! replaces the path to this macro replaces it with a macro of their own, whose `unsafe` is theirs; one
//! that forwards to this macro with altered arguments still gets only what this macro checks: it declares
//! the type from the field list it proves (no field, `repr` or proof type can differ between the two).
//! The `slice` roles are part of the declaration too: each field carries `role: value`, `[slice N]` or
//! `[count N]`, and a pointer and count are declared with the types of pair `N` (`expand_slice.rs`), which
//! only that pair's accessors can read or write; a role on a struct without a lifetime, or in a union,
//! matches no rule. What it still takes on trust are `send`/`sync`'s bound lists. Not public API.

/// Every `unsafe` item of one `#[cuda_struct]`, the declaration they are about, and the proofs they rest on.
///
/// The macro declares the type itself (`#[repr(transparent)]` around the real `Sealed` box of a hidden
/// `#[repr(C)]` fields type, with no attribute on a field) from the same field list its table and proofs
/// are computed from, so no arguments can make it prove one layout and implement the traits for another.
/// The proc macro passes what only it knows: names, docs, the field list and, for each proof, a type
/// spanned at the user's token (`$fproof`, `$at`, ...), so that a failed obligation is reported there;
/// those types choose where an error is shown, never what is proved. `kind` is `struct` or `union`; `pod`,
/// `send`, `sync` are `yes` or `no`.
#[doc(hidden)]
#[macro_export]
macro_rules! __cuda_layout_impls {
    (
        $(#[$attr:meta])* $vis:vis $name:ident [$($lt:lifetime)?], $fields:ident, kind: $kind:ident,
        repr_align: [$($repr_align:literal)?],
        c_name: $c_name:literal, doc: $doc:literal,
        static: $static:ty, static_fields: $static_fields:ty,
        fields: [$({
            $fid:ident: $fty:ty, $fname:literal, $tystr:literal, $reserved:literal, $fdoc:literal,
            proof: $fproof:ty, at: $gap_at:ty, role: $role:tt
        }),* $(,)?],
        covered: $union_at:ty,
        size: [$($size:literal @ $size_at:ty)?],
        align: [$($align:literal @ $align_at:ty)?],
        debug: [$($dname:literal $did:ident $dform:ident),* $(,)?], non_exhaustive: $non_exhaustive:literal,
        pod: $pod:ident,
        send: $send:ident, sync: $sync:ident,
        value_types: [$($value:ty),* $(,)?] $(,)?
    ) => {
        // The C fields on a hidden `#[repr(C)]` type, sealed inside the user's type, so that no safe code,
        // not even the declaring module's, can write one of them except through the accessors.
        #[repr(transparent)]
        #[allow(non_camel_case_types)]
        $(#[$attr])*
        $vis struct $name<$($lt)?> {
            __cuda_fields: $crate::__private::Sealed<$fields<$($lt)?>>,
        }

        $crate::__cuda_layout_impls!(
            @declare $kind $fields [$($lt)?] [$($lt)?] [$($repr_align)?] $($fid: $fty, $role;)*
        );

        const _: () = {
            #[automatically_derived]
            impl<$($lt)?> $crate::__private::core::clone::Clone for $fields<$($lt)?> {
                #[inline]
                fn clone(&self) -> Self {
                    *self
                }
            }
            #[automatically_derived]
            impl<$($lt)?> $crate::__private::core::marker::Copy for $fields<$($lt)?> {}

            #[automatically_derived]
            impl<$($lt)?> $crate::__private::core::fmt::Debug for $name<$($lt)?> {
                #[inline]
                fn fmt(
                    &self,
                    f: &mut $crate::__private::core::fmt::Formatter<'_>,
                ) -> $crate::__private::core::fmt::Result {
                    let fields = $crate::__private::Sealed::get(&self.__cuda_fields);
                    $crate::__private::debug_struct(
                        f,
                        $c_name,
                        &[$((
                            $dname,
                            $crate::__cuda_layout_impls!(@debug $dform $kind fields.$did),
                        )),*],
                        $non_exhaustive,
                    )
                }
            }

            // SAFETY: the type is `#[repr(transparent)]` around `#[repr(C)]` fields, both declared just
            // above from this invocation's field list, every field is `CudaField` and there is no padding
            // (proved in `__cuda_layout_proof` below, through `$crate`, for every declared field), and the
            // table lists every field with its real offset and size (`offset_of!` and `size_of`).
            #[automatically_derived]
            unsafe impl<$($lt)?> $crate::CudaStruct for $name<$($lt)?> {
                const C_NAME: &'static str = $c_name;
                const DOC: &'static str = $doc;
                const IS_UNION: bool = $crate::__cuda_layout_impls!(@is_union $kind);
                const FIELDS: &'static [$crate::FieldInfo] = &[$($crate::FieldInfo {
                    name: $fname,
                    ty: $tystr,
                    offset: $crate::__cuda_layout_impls!(@offset $kind $static_fields, $fid),
                    size: $crate::__private::core::mem::size_of::<$fty>(),
                    reserved: $reserved,
                    doc: $fdoc,
                }),*];
            }

            // SAFETY: every field is valid when zero (each is `CudaField`, proved below).
            #[automatically_derived]
            unsafe impl<$($lt)?> $crate::__private::bytemuck::Zeroable for $name<$($lt)?> {}

            $crate::__cuda_layout_impls!(@pod $pod $name [$($lt)?] $($fty),*);
            $crate::__cuda_layout_impls!(@cuda_field $name [$($lt)?]);
            $crate::__cuda_layout_impls!(
                @thread $send Send $name [$($lt)?]
                [$($crate::__cuda_layout_impls!(@elem $role $fty)),*] [$($value),*]
            );
            $crate::__cuda_layout_impls!(
                @thread $sync Sync $name [$($lt)?]
                [$($crate::__cuda_layout_impls!(@elem $role $fty)),*] [$($value),*]
            );

            #[allow(dead_code, clippy::all)]
            fn __cuda_layout_proof() {
                // The `'static` types the proofs name are the declared ones, and each proof type is the
                // declared field's type: those arguments only carry the user's spans.
                let _: fn($static) -> $crate::__cuda_layout_impls!(@static $name [$($lt)?]) = |value| value;
                let _: fn($static_fields) -> $crate::__cuda_layout_impls!(@static $fields [$($lt)?]) =
                    |value| value;
                $(let _: fn($fproof) -> $fty = |value| value;)*
                // Each pair number is one pointer and one count: the accessors can pair no others.
                const _: () = $crate::__private::distinct_pairs(&[
                    $($crate::__cuda_layout_impls!(@role $role)),*
                ]);
                $($crate::__private::field::<$fproof>();)*
                $crate::__cuda_layout_impls!(
                    @gaps $kind $static, $static_fields, $({ $gap_at, $fid, $fty })*
                );
                $crate::__cuda_layout_impls!(@covered $kind $union_at, $static);
                $($crate::__private::size_is::<
                    $size_at,
                    { $crate::__private::core::mem::size_of::<$static>() },
                    $size,
                >();)?
                $($crate::__private::align_is::<
                    $align_at,
                    { $crate::__private::core::mem::align_of::<$static>() },
                    $align,
                >();)?
            }
        };
    };
    (
        @declare struct $fields:ident $lts:tt [$($lt:lifetime)?] [$($repr_align:literal)?]
        $($fid:ident: $fty:ty, $role:tt;)*
    ) => {
        #[doc(hidden)]
        #[repr(C)]
        $(#[repr(align($repr_align))])?
        #[allow(non_camel_case_types, non_snake_case, dead_code)]
        struct $fields<$($lt)?> {
            $($fid: $crate::__cuda_layout_impls!(@typed $lts $role $fty),)*
            $(__cuda_marker: $crate::__private::core::marker::PhantomData<&$lt ()>,)?
        }
    };
    // A union has no `slice` pair: every member is a value (another role matches no rule).
    (
        @declare union $fields:ident $lts:tt [$($lt:lifetime)?] [$($repr_align:literal)?]
        $($fid:ident: $fty:ty, value;)*
    ) => {
        #[doc(hidden)]
        #[repr(C)]
        $(#[repr(align($repr_align))])?
        #[allow(non_camel_case_types, non_snake_case, dead_code)]
        union $fields<$($lt)?> {
            $($fid: $fty,)*
            $(__cuda_marker: $crate::__private::core::marker::PhantomData<&$lt ()>,)?
        }
    };
    // A field's declared type, from its role: a `slice` pointer and its count are typed as pair `N` of
    // the struct's lifetime (`expand_slice.rs`), so that only accessors of that pair can read or write them.
    (@typed $lts:tt value $fty:ty) => {
        $fty
    };
    (@typed [$lt:lifetime] [slice $pair:literal] $fty:ty) => {
        $crate::__private::SlicePtr<$lt, $fty, $pair>
    };
    (@typed [$lt:lifetime] [count $pair:literal] $fty:ty) => {
        $crate::__private::SliceLen<$fty, $pair>
    };
    // What a `slice` pointer lends (`&'a [Elem]`), read from the declaration itself rather than from an
    // argument a hand-written invocation could get wrong; `()` (no bound) for every other role.
    (@elem [slice $pair:literal] $fty:ty) => {
        <$fty as $crate::__private::SlicePointer>::Elem
    };
    (@elem $other:tt $fty:ty) => {
        ()
    };
    (@role value) => {
        $crate::__private::Role::Value
    };
    (@role [slice $pair:literal]) => {
        $crate::__private::Role::Slice($pair)
    };
    (@role [count $pair:literal]) => {
        $crate::__private::Role::Count($pair)
    };
    // The type with `'static` for its lifetime, for const contexts (which cannot name generic parameters).
    (@static $name:ident []) => {
        $name
    };
    (@static $name:ident [$lt:lifetime]) => {
        $name<'static>
    };
    // A struct has no gap after any field (one macro call for all of them: a call per field cost a third
    // more check time on cuda-runtime); a union's members all start at 0 and are checked as a whole.
    (@gaps struct $static:ty, $static_fields:ty, $({ $at:ty, $fid:ident, $fty:ty })*) => {
        $($crate::__private::no_padding_after::<
            $at,
            {
                $crate::__private::gap_after_field::<$static>(
                    $crate::__private::core::mem::offset_of!($static_fields, $fid),
                    $crate::__private::core::mem::size_of::<$fty>(),
                )
            },
        >();)*
    };
    (@gaps union $($rest:tt)*) => {};
    (@covered struct $($rest:tt)*) => {};
    (@covered union $at:ty, $static:ty) => {
        $crate::__private::union_covered::<
            $at,
            { $crate::__private::largest_member::<$static>() },
            { $crate::__private::core::mem::size_of::<$static>() },
        >()
    };
    // A field prints as its value; a `[c_char; N]` as the text up to its NUL when it is one.
    (@debug value $kind:ident $place:expr) => {
        $crate::__cuda_layout_impls!(@read $kind $place)
    };
    (@debug chars $kind:ident $place:expr) => {
        &$crate::__private::DebugChars($crate::__cuda_layout_impls!(@read $kind $place))
    };
    (@read struct $place:expr) => {
        &$place
    };
    (@read union $place:expr) => {
        // SAFETY: every member is `CudaField` (valid for every bit pattern, proved below) and no safe code
        // leaves a byte of the union uninitialised (values start zeroed; only whole members are written).
        unsafe { &$place }
    };
    (@is_union struct) => {
        false
    };
    (@is_union union) => {
        true
    };
    (@offset struct $fields:ty, $fid:ident) => {
        $crate::__private::core::mem::offset_of!($fields, $fid)
    };
    (@offset union $fields:ty, $fid:ident) => {
        0
    };
    (@pod no $($rest:tt)*) => {};
    (@pod yes $name:ident [] $($fty:ty),*) => {
        // SAFETY: `Pod` needs `Zeroable`, no padding (proved below) and every bit pattern valid: the bound
        // makes the impl apply only when every field is itself `Pod`.
        #[automatically_derived]
        unsafe impl $crate::__private::bytemuck::Pod for $name
        where
            $(for<'__cuda> $fty: $crate::__private::bytemuck::Pod,)*
        {
        }
    };
    // Only a struct without a lifetime: one with `slice` fields has one (the proc macro requires it), and
    // its getters trust that no bytes but the setters' reach its pointer and count, which `CudaField` (and
    // the safe `from_bytes` that needs it) would allow. Decided by the declaration, not by an argument.
    (@cuda_field $name:ident []) => {
        // SAFETY: every field is `CudaField` and there is no padding (both proved below), so every bit
        // pattern of the struct is valid; without a lifetime it has no `slice` field and no other invariant.
        #[automatically_derived]
        unsafe impl $crate::CudaField for $name {}
    };
    (@cuda_field $name:ident [$lt:lifetime]) => {};
    (@thread no $($rest:tt)*) => {};
    (@thread yes $trait:ident $name:ident [$($lt:lifetime)?] [$($elem:ty),*] [$($value:ty),*]) => {
        // SAFETY: a value hands out copies of its fields (each `Send`/`Sync` by the bound, or a raw
        // pointer, which safe code cannot read through) and `&'a [T]` for each `slice` (elements `Sync`,
        // so the borrow may cross threads); it has no interior mutability of its own.
        #[automatically_derived]
        unsafe impl<$($lt)?> $crate::__private::core::marker::$trait for $name<$($lt)?>
        where
            $(for<'__cuda> $elem: $crate::__private::core::marker::Sync,)*
            $(for<'__cuda> $value: $crate::__private::core::marker::$trait,)*
        {
        }
    };
}
