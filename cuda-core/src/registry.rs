//! Registries: every type a bindings crate declares, as data, so that a tool can enumerate them without
//! knowing them.
//!
//! The tables' types ([`StructInfo`], [`HandleInfo`], [`EnumInfo`], [`AliasInfo`], [`ConstantInfo`]) are
//! public: any crate may fill them from its types' traits (`CudaStruct::FIELDS`, `CudaEnum::VARIANTS`,
//! ...), as a conformance check of a few types does.
//!
//! The macros that build them for a whole header, `area!` and `registry!` (and `sys_tables!`, the `sys`
//! scaffold that uses them), are this workspace's own and hidden from the docs: a crate declares each
//! area of its header inside `area!`, which lists the declarations by kind; `sys_tables!` chains the
//! areas' lists together and hands them to `registry!`, which builds the tables and the crate's
//! `for_each_*` macros for the fuzzers. `cuda-driver` and `cuda-runtime` build their `sys` registries
//! this way, and so do this workspace's next library crates. Their input (a chain of per-area `items!`
//! macros, a `($)` token, the names of `#[macro_export]` fuzzing hooks) is shaped by those crates' needs
//! and changes with them, so it is not offered as an API for outside crates; `cuda-core/tests/sys_tables.rs`
//! shows the whole scaffold used from outside this crate.

use crate::traits::{CudaEnum, CudaHandle, CudaStruct, FieldInfo};

/// One `#[cuda_struct]` struct or union: its layout as Rust declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StructInfo {
    /// The C name (`CUDA_MEMCPY3D`); for an anonymous C struct, the name the crate gives it
    /// (`CUlaunchAttributeValue_clusterDim`).
    pub c_name: &'static str,
    /// For an anonymous C struct, which has no C name: the type and member C declares it as, e.g.
    /// `Some(("CUlaunchAttributeValue", "clusterDim"))`. `None` for a type the header names.
    pub anonymous_in: Option<(&'static str, &'static str)>,
    /// `size_of` the type.
    pub size: usize,
    /// `align_of` the type.
    pub align: usize,
    /// `true` for a union.
    pub is_union: bool,
    /// Every field in declaration order, reserved ones included.
    pub fields: &'static [FieldInfo],
    /// Its doc comment, each `///` line followed by a newline ([`CudaStruct::DOC`]).
    pub doc: &'static str,
}

/// What a `#[cuda_handle]` wraps, as far as the ABI can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandleKind {
    /// A raw pointer (`struct CUctx_st *`).
    Pointer,
    /// A signed integer (`CUdevice` is an `int`).
    Signed,
    /// An unsigned integer (`CUdeviceptr` is an `unsigned long long`).
    Unsigned,
}

/// One `#[cuda_handle]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandleInfo {
    /// The C name (`CUstream`).
    pub c_name: &'static str,
    /// `size_of` the handle.
    pub size: usize,
    /// `align_of` the handle.
    pub align: usize,
    /// Whether it wraps a pointer or a signed or unsigned integer.
    pub kind: HandleKind,
    /// Its doc comment, each `///` line followed by a newline ([`CudaHandle::DOC`]).
    pub doc: &'static str,
}

/// One `#[cuda_enum]`: its width and every constant the crate declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnumInfo {
    /// The C name (`CUresult`).
    pub c_name: &'static str,
    /// `size_of` the enum.
    pub size: usize,
    /// `align_of` the enum.
    pub align: usize,
    /// Every constant, by C name, in declaration order (aliases included), with its value.
    pub values: &'static [(&'static str, i64)],
    /// Its doc comment, each `///` line followed by a newline ([`CudaEnum::DOC`]).
    pub doc: &'static str,
    /// Each constant's doc comment, in `values` order.
    pub docs: &'static [&'static str],
}

/// One type alias of the header (`cuuint64_t`, `cudaError_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasInfo {
    /// The C name (`cuuint64_t`).
    pub c_name: &'static str,
    /// The Rust type it aliases, as written (`u64`).
    pub rust: &'static str,
    /// `size_of` the type.
    pub size: usize,
    /// `align_of` the type.
    pub align: usize,
}

/// One `#define` constant of the header, declared as a `pub const` (`CU_STREAM_LEGACY`,
/// `cudaHostAllocMapped`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConstantInfo {
    /// The C name (`CU_IPC_HANDLE_SIZE`).
    pub c_name: &'static str,
    /// Its Rust type, as written (`usize`, `c_uint`, `CUstream`, `*mut c_void`).
    pub rust: &'static str,
    /// Its value, as written: an integer literal, `Enum::CONSTANT`, or a handle or pointer made from an
    /// integer (`CUstream(core::ptr::without_provenance_mut(0x1))`).
    pub value: &'static str,
    /// Its doc comment, each `///` line followed by a newline.
    pub doc: &'static str,
}

/// The raw value of a handle, classified; implemented for what [`HandleRepr`](crate::HandleRepr) allows.
#[doc(hidden)]
pub trait RawKind {
    const KIND: HandleKind;
}

impl<T> RawKind for *mut T {
    const KIND: HandleKind = HandleKind::Pointer;
}

impl<T> RawKind for *const T {
    const KIND: HandleKind = HandleKind::Pointer;
}

macro_rules! raw_kind {
    ($kind:ident: $($t:ty),*) => {
        $(impl RawKind for $t {
            const KIND: HandleKind = HandleKind::$kind;
        })*
    };
}
raw_kind!(Signed: i8, i16, i32, i64, isize);
raw_kind!(Unsigned: u8, u16, u32, u64, usize);

// What `registry!`'s entries call: one generic `const fn` per kind instead of each entry's fields spelt
// out, so that the generated code stays one call per type.

/// A [`StructInfo`] from the type's `CudaStruct` impl.
#[doc(hidden)]
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

/// A [`HandleInfo`] from the handle's `CudaHandle` impl.
#[doc(hidden)]
pub const fn handle_info<H: CudaHandle>() -> HandleInfo
where
    H::Raw: RawKind,
{
    HandleInfo {
        c_name: H::C_NAME,
        size: core::mem::size_of::<H>(),
        align: core::mem::align_of::<H>(),
        kind: <H::Raw as RawKind>::KIND,
        doc: H::DOC,
    }
}

/// An [`EnumInfo`] from the enum's `CudaEnum` impl and its values, widened by `registry!` (the widening
/// needs the enum's inherent `const fn raw`, which no trait offers).
#[doc(hidden)]
pub const fn enum_info<E: CudaEnum>(values: &'static [(&'static str, i64)]) -> EnumInfo {
    EnumInfo {
        c_name: E::C_NAME,
        size: core::mem::size_of::<E>(),
        align: core::mem::align_of::<E>(),
        values,
        doc: E::DOC,
        docs: E::VARIANT_DOCS,
    }
}

/// An [`AliasInfo`] for the alias `A`.
#[doc(hidden)]
pub const fn alias_info<A>(c_name: &'static str, rust: &'static str) -> AliasInfo {
    AliasInfo {
        c_name,
        rust,
        size: core::mem::size_of::<A>(),
        align: core::mem::align_of::<A>(),
    }
}

/// Builds a crate's registries from the lists that `area!` makes of its area files.
///
/// This workspace's own, hidden from the docs: `cuda-core/src/registry.rs`'s module docs say why.
///
/// `sys_tables!` starts a chain through its areas' `items!` (each hands its lists, after the tokens it was
/// given, to the next area's, and the last to this macro), which ends in:
///
/// ```text
/// cuda_struct::registry! {
///     ($)
///     /// More docs for `STRUCTS` (an example).
///     sys = "cuda_driver::sys", macros = [for_each_struct, for_each_enum];
///     result { structs: [..], plain_structs: [..], handles: [..], enums: [..], aliases: [..], constants: [..], }
///     init { .. }
/// }
/// ```
///
/// It defines, where it is invoked: `STRUCTS`, `HANDLES`, `ENUMS`, `ALIASES` and `CONSTANTS`, every
/// declaration of each kind as [`StructInfo`], [`HandleInfo`], [`EnumInfo`], [`AliasInfo`] and
/// [`ConstantInfo`], by area, in the order the area declares them (the doc lines before `sys` go on
/// `STRUCTS`); a check that each alias is the type its list says; and two `#[macro_export]` macros named
/// by `macros`, which call a given macro with the names of every struct without a lifetime (a safe
/// `from_bytes`) and of every enum, comma-separated (`sys` is the path their docs name). The `$` in
/// parentheses is the dollar sign those macros are written with.
///
/// What it emits names this crate by `$crate`, so it works renamed and under `#![no_implicit_prelude]`.
#[doc(hidden)]
#[macro_export]
macro_rules! registry {
    // The type an entry names: `CUlaunchConfig<'static>` for `CUlaunchConfig ['a]`.
    (@ty $s:ident []) => {
        $s
    };
    (@ty $s:ident [$lt:lifetime]) => {
        $s<'static>
    };
    // `anonymous_in`: `None`, or `Some(("Outer", "member"))`.
    (@outer) => {
        $crate::__private::core::option::Option::None
    };
    (@outer $outer:ident . $member:ident) => {
        $crate::__private::core::option::Option::Some((
            $crate::__private::core::stringify!($outer),
            $crate::__private::core::stringify!($member),
        ))
    };
    // One enum's info, its values widened to `i64` at compile time.
    (@enum $e:ident) => {
        $crate::__private::enum_info::<$e>({
            const VARIANTS: &[(&str, $e)] = <$e as $crate::CudaEnum>::VARIANTS;
            const VALUES: [(&str, i64); VARIANTS.len()] = {
                let mut values = [("", 0); VARIANTS.len()];
                let mut i = 0;
                while i < values.len() {
                    // `raw()` is the inherent `const fn`; every C enum fits in `i64`.
                    values[i] = (VARIANTS[i].0, VARIANTS[i].1.raw() as i64);
                    i += 1;
                }
                values
            };
            &VALUES
        })
    };
    (
        ($d:tt)
        $(#[$structs_attr:meta])*
        sys = $sys:literal, macros = [$for_each_struct:ident, $for_each_enum:ident];
        $(
            $area:ident {
                structs: [$($s:ident [$($lt:lifetime)?] $(in $outer:ident . $member:ident)?,)*],
                plain_structs: [$($p:ident,)*],
                handles: [$($h:ident,)*],
                enums: [$($e:ident,)*],
                aliases: [$($a:ident = $at:ty,)*],
                constants: [$($c:ident : $ct:ty = ($cv:expr) [$($cdoc:literal)*],)*] $(,)?
            }
        )*
    ) => {
        /// Every `#[cuda_struct]` struct and union of [`sys`](self), by area.
        $(#[$structs_attr])*
        pub const STRUCTS: &[$crate::StructInfo] = &[$($(
            $crate::__private::struct_info::<$crate::registry!(@ty $s [$($lt)?])>(
                $crate::registry!(@outer $($outer . $member)?)
            ),
        )*)*];

        /// Every `#[cuda_handle]` of [`sys`](self), by area.
        pub const HANDLES: &[$crate::HandleInfo] = &[$($($crate::__private::handle_info::<$h>(),)*)*];

        /// Every `#[cuda_enum]` of [`sys`](self), by area.
        pub const ENUMS: &[$crate::EnumInfo] = &[$($($crate::registry!(@enum $e),)*)*];

        /// Every type alias of [`sys`](self).
        pub const ALIASES: &[$crate::AliasInfo] = &[$($(
            $crate::__private::alias_info::<$a>(
                $crate::__private::core::stringify!($a),
                $crate::__private::core::stringify!($at),
            ),
        )*)*];

        /// Every `#define` constant of [`sys`](self) (`pub const`), by area.
        pub const CONSTANTS: &[$crate::ConstantInfo] = &[$($(
            $crate::ConstantInfo {
                c_name: $crate::__private::core::stringify!($c),
                rust: $crate::__private::core::stringify!($ct),
                value: $crate::__private::core::stringify!($cv),
                doc: $crate::__private::core::concat!($($cdoc, "\n"),*),
            },
        )*)*];

        // The alias is the type the list says it is.
        $($(const _: fn($a) -> $at = |x| x;)*)*

        #[doc = $crate::__private::core::concat!(
            "Calls `$m!` with the name of every `#[cuda_struct]` of `", $sys, "` that has no lifetime\n",
            "(no `slice` field, so a safe `from_bytes`), comma-separated: for tools such as the fuzzers."
        )]
        #[macro_export]
        macro_rules! $for_each_struct {
            ($d m:ident) => {
                $d m!($($($p,)*)*);
            };
        }

        #[doc = $crate::__private::core::concat!(
            "Calls `$m!` with the name of every `#[cuda_enum]` of `", $sys, "`, comma-separated."
        )]
        #[macro_export]
        macro_rules! $for_each_enum {
            ($d m:ident) => {
                $d m!($($($e,)*)*);
            };
        }
    };
}

/// Wraps the type declarations of one area file: passes every item through unchanged and lists it by
/// kind, so that the registries (`registry!`) follow from the declarations themselves.
///
/// This workspace's own, hidden from the docs: `cuda-core/src/registry.rs`'s module docs say why.
///
/// It takes, in any order and each with its doc lines:
/// - `#[cuda_struct(..)] pub struct|union Name { .. }` (with `<'a>` for a struct with `slice` fields, and
///   `#[repr(align(N))]` after `#[cuda_struct]` for one C over-aligns, as `CUtensorMap`); an
///   anonymous C struct, named `<Outer>_<member>`, says where C declares it with
///   `#[anonymous_in(Outer.member)]` just before its `#[cuda_struct]`;
/// - `#[cuda_handle(..)] pub struct Name(raw);`
/// - `#[cuda_enum(..)] pub enum Name { .. }`
/// - `pub type name = T;` (the header's aliases);
/// - `pub const NAME: T = value;` (the header's `#define` constants);
/// - `pub const fn name(..) -> T { .. }` (helpers that are not part of the lists).
///
/// The attributes are written by their plain names (`cuda_struct`, `cuda_handle`, `cuda_enum`), which must
/// be in scope. Anything else is a compile error here, so a declaration cannot be left out of the lists
/// by being written another way. It defines the area's `items!`, one step of `sys_tables!`'s chain:
/// `items!(this [next rest..] tokens..)` calls `self::next::items!(next [rest..] tokens.. this { structs:
/// [..], plain_structs: [..], handles: [..], enums: [..], aliases: [..], constants: [..], })`, and
/// `items!(this [] tokens..)` calls `registry!` with the same, so the chain is one step per area.
#[doc(hidden)]
#[macro_export]
macro_rules! area {
    // A `#[cuda_struct]` without a lifetime: listed, and fuzzed (its `from_bytes` is safe).
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        $(#[anonymous_in($outer:ident . $member:ident)])?
        #[cuda_struct $(($($args:tt)*))?]
        $(#[repr($($repr:tt)*)])?
        pub $kw:ident $name:ident {$($body:tt)*}
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        #[cuda_struct $(($($args)*))?]
        $(#[repr($($repr)*)])?
        pub $kw $name {$($body)*}
        $crate::area! {
            @scan ($d) [$($s)* $name [] $(in $outer . $member)?,] [$($p)* $name,] [$($h)*] [$($e)*] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    // A `#[cuda_struct]` with a lifetime (it has `slice` fields): listed, not fuzzed.
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        $(#[anonymous_in($outer:ident . $member:ident)])?
        #[cuda_struct $(($($args:tt)*))?]
        pub $kw:ident $name:ident<$lt:tt> {$($body:tt)*}
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        #[cuda_struct $(($($args)*))?]
        pub $kw $name<$lt> {$($body)*}
        $crate::area! {
            @scan ($d) [$($s)* $name [$lt] $(in $outer . $member)?,] [$($p)*] [$($h)*] [$($e)*] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        #[cuda_handle $(($($args:tt)*))?]
        pub struct $name:ident($($raw:tt)*);
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        #[cuda_handle $(($($args)*))?]
        pub struct $name($($raw)*);
        $crate::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)* $name,] [$($e)*] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        #[cuda_enum $(($($args:tt)*))?]
        pub enum $name:ident {$($body:tt)*}
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        #[cuda_enum $(($($args)*))?]
        pub enum $name {$($body)*}
        $crate::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)*] [$($e)* $name,] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        pub type $name:ident = $ty:ty;
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        pub type $name = $ty;
        $crate::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)*] [$($e)*] [$($a)* $name = $ty,] [$($c)*]
            $($rest)*
        }
    };
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        pub const fn $name:ident($($params:tt)*) -> $ret:ty $body:block
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        pub const fn $name($($params)*) -> $ret $body
        $crate::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)*] [$($e)*] [$($a)*] [$($c)*]
            $($rest)*
        }
    };
    // A constant of the header (`#define CU_IPC_HANDLE_SIZE 64`): listed in `CONSTANTS`.
    (
        @scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]
        $(#[doc = $doc:literal])*
        pub const $name:ident: $ty:ty = $value:expr;
        $($rest:tt)*
    ) => {
        $(#[doc = $doc])*
        pub const $name: $ty = $value;
        $crate::area! {
            @scan ($d) [$($s)*] [$($p)*] [$($h)*] [$($e)*] [$($a)*] [$($c)* $name: $ty = ($value) [$($doc)*],]
            $($rest)*
        }
    };
    (@scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*]) => {
        /// Hands this area's lists on: to the next area's `items!`, or, after the last, to `registry!`
        /// (`sys_tables!`'s chain, one step per area).
        macro_rules! __items {
            ($d this:ident [$d next:ident $d ($d rest:ident)*] $d ($d acc:tt)*) => {
                self::$d next::items! {
                    $d next [$d ($d rest)*] $d ($d acc)*
                    $d this {
                        structs: [$($s)*],
                        plain_structs: [$($p)*],
                        handles: [$($h)*],
                        enums: [$($e)*],
                        aliases: [$($a)*],
                        constants: [$($c)*],
                    }
                }
            };
            ($d this:ident [] $d ($d acc:tt)*) => {
                $crate::registry! {
                    $d ($d acc)*
                    $d this {
                        structs: [$($s)*],
                        plain_structs: [$($p)*],
                        handles: [$($h)*],
                        enums: [$($e)*],
                        aliases: [$($a)*],
                        constants: [$($c)*],
                    }
                }
            };
        }
        pub(crate) use __items as items;
    };
    // Anything else: refused, so that no declaration is left out of the lists by being written another way.
    (@scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*] $t1:tt $t2:tt $t3:tt $t4:tt $t5:tt $($rest:tt)*) => {
        $crate::__private::core::compile_error!($crate::__private::core::concat!(
            "`area!` does not know this declaration (doc lines, then one `#[cuda_struct]`, `#[cuda_handle]` or \
             `#[cuda_enum]` item, a `pub type`, a `pub const` or a `pub const fn`): ",
            $crate::__private::core::stringify!($t1 $t2 $t3 $t4 $t5), " ..."
        ));
    };
    (@scan ($d:tt) [$($s:tt)*] [$($p:tt)*] [$($h:tt)*] [$($e:tt)*] [$($a:tt)*] [$($c:tt)*] $($rest:tt)+) => {
        $crate::__private::core::compile_error!($crate::__private::core::concat!(
            "`area!` does not know this declaration: ", $crate::__private::core::stringify!($($rest)+)
        ));
    };
    // The entry, last so that the `@scan` steps never reach it.
    ($($items:tt)*) => {
        $crate::area! { @scan ($) [] [] [] [] [] [] $($items)* }
    };
}
