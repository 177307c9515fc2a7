//! The registry: every type of the hand-list as data, so a tool can enumerate them without knowing them.
//!
//! [`STRUCTS`], [`HANDLES`], [`ENUMS`], [`ALIASES`] and [`CONSTANTS`] list every `#[cuda_struct]`,
//! `#[cuda_handle]`, `#[cuda_enum]`, type alias and `#define` constant of [`sys`](super), by area, in the
//! order the area declares them. They are built by [`registry!`] from the lists that `area!` makes of each area file's declarations, so nothing
//! is listed by hand. The functions are listed by each area's `Functions` table (all of them:
//! [`functions`](crate::functions)). The conformance check (`tests/conformance`) generates C from these
//! tables and compares every number with the real runtime headers. (The same shape as cuda-driver's.)

use cuda_struct::FieldInfo;

use super::*;

/// One `#[cuda_struct]` struct or union: its layout as Rust declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StructInfo {
    /// The C name (`cudaMemcpy3DParms`); for an anonymous C struct, the name this crate gives it
    /// (`cudaLaunchAttributeValue_clusterDim`).
    pub c_name: &'static str,
    /// For an anonymous C struct, which has no C name: the type and member C declares it as, e.g.
    /// `Some(("cudaLaunchAttributeValue", "clusterDim"))`. `None` for a type the header names.
    pub anonymous_in: Option<(&'static str, &'static str)>,
    /// `size_of` the type.
    pub size: usize,
    /// `align_of` the type.
    pub align: usize,
    /// `true` for a union.
    pub is_union: bool,
    /// Every field in declaration order, reserved ones included.
    pub fields: &'static [FieldInfo],
    /// Its doc comment, each `///` line followed by a newline ([`CudaStruct::DOC`](cuda_struct::CudaStruct::DOC)).
    pub doc: &'static str,
}

/// What a `#[cuda_handle]` wraps, as far as the ABI can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandleKind {
    /// A raw pointer (`struct CUstream_st *`).
    Pointer,
    /// A signed integer.
    Signed,
    /// An unsigned integer (`cudaTextureObject_t` is an `unsigned long long`).
    Unsigned,
}

/// One `#[cuda_handle]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandleInfo {
    /// The C name (`cudaStream_t`).
    pub c_name: &'static str,
    /// `size_of` the handle.
    pub size: usize,
    /// `align_of` the handle.
    pub align: usize,
    /// Whether it wraps a pointer or a signed or unsigned integer.
    pub kind: HandleKind,
    /// Its doc comment, each `///` line followed by a newline ([`CudaHandle::DOC`](cuda_struct::CudaHandle::DOC)).
    pub doc: &'static str,
}

/// One `#[cuda_enum]`: its width and every constant this crate declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnumInfo {
    /// The C name (`cudaError`).
    pub c_name: &'static str,
    /// `size_of` the enum.
    pub size: usize,
    /// `align_of` the enum.
    pub align: usize,
    /// Every constant, by C name, in declaration order (aliases included), with its value.
    pub values: &'static [(&'static str, i64)],
    /// Its doc comment, each `///` line followed by a newline ([`CudaEnum::DOC`](cuda_struct::CudaEnum::DOC)).
    pub doc: &'static str,
    /// Each constant's doc comment, in `values` order.
    pub docs: &'static [&'static str],
}

/// One type alias of the header (`cudaError_t`, `cudaStreamAttrID`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasInfo {
    /// The C name (`cudaError_t`).
    pub c_name: &'static str,
    /// The Rust type it aliases, as written (`cudaError`).
    pub rust: &'static str,
    /// `size_of` the type.
    pub size: usize,
    /// `align_of` the type.
    pub align: usize,
}

/// One `#define` constant of the header, declared as a `pub const` (`cudaStreamLegacy`,
/// `cudaHostAllocMapped`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConstantInfo {
    /// The C name (`cudaHostAllocMapped`).
    pub c_name: &'static str,
    /// Its Rust type, as written (`c_uint`, `c_int`, `cudaStream_t`, an enum).
    pub rust: &'static str,
    /// Its value, as written: an integer literal, `Enum::CONSTANT`, or a handle or pointer made from an
    /// integer (`cudaStream_t(core::ptr::without_provenance_mut(0x1))`).
    pub value: &'static str,
    /// Its doc comment, each `///` line followed by a newline.
    pub doc: &'static str,
}

/// The raw value of a handle, classified; implemented for what [`HandleRepr`](cuda_struct::HandleRepr) allows.
pub(crate) trait RawKind {
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

/// The info of one `#[cuda_enum]`, values widened to `i64` at compile time.
macro_rules! enum_info {
    ($e:ident) => {
        EnumInfo {
            c_name: <$e as ::cuda_struct::CudaEnum>::C_NAME,
            size: ::core::mem::size_of::<$e>(),
            align: ::core::mem::align_of::<$e>(),
            values: {
                const VARIANTS: &[(&str, $e)] = <$e as ::cuda_struct::CudaEnum>::VARIANTS;
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
            },
            doc: <$e as ::cuda_struct::CudaEnum>::DOC,
            docs: <$e as ::cuda_struct::CudaEnum>::VARIANT_DOCS,
        }
    };
}
pub(crate) use enum_info;

/// The type a registry entry names: `CUlaunchConfig<'static>` for `CUlaunchConfig [ 'a ]`.
macro_rules! static_ty {
    ($s:ident []) => {
        $s
    };
    ($s:ident [$lt:lifetime]) => {
        $s<'static>
    };
}
pub(crate) use static_ty;

/// Builds the tables from the areas' lists, which `area!` makes from each area file's declarations and
/// `areas!` (in `sys/mod.rs`) chains together: per area its structs (a lifetime in brackets, and for an
/// anonymous C struct `in Outer.member`), the structs without a lifetime, handles, enums and aliases.
///
/// Also defines the exported `for_each_runtime_struct!` and `for_each_runtime_enum!`, for tools.
macro_rules! registry {
    (
        ($d:tt)
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
        ///
        /// ```
        /// use cuda_runtime::sys::{HandleKind, HANDLES, STRUCTS};
        ///
        /// let prop = STRUCTS.iter().find(|s| s.c_name == "cudaDeviceProp").unwrap();
        /// assert_eq!((prop.size, prop.align), (1008, 8));
        /// assert_eq!(prop.fields.iter().find(|f| f.name == "totalGlobalMem").unwrap().offset, 288);
        ///
        /// let stream = HANDLES.iter().find(|h| h.c_name == "cudaStream_t").unwrap();
        /// assert_eq!((stream.size, stream.kind), (8, HandleKind::Pointer));
        /// ```
        pub const STRUCTS: &[StructInfo] = &[$($(
            $crate::sys::registry::struct_info!(
                $crate::sys::registry::static_ty!($s [$($lt)?]),
                $crate::sys::registry::outer!($($outer . $member)?)
            ),
        )*)*];

        /// Every `#[cuda_handle]` of [`sys`](self), by area.
        pub const HANDLES: &[HandleInfo] = &[$($(
            HandleInfo {
                c_name: <$h as ::cuda_struct::CudaHandle>::C_NAME,
                size: ::core::mem::size_of::<$h>(),
                align: ::core::mem::align_of::<$h>(),
                kind: <<$h as ::cuda_struct::CudaHandle>::Raw as $crate::sys::registry::RawKind>::KIND,
                doc: <$h as ::cuda_struct::CudaHandle>::DOC,
            },
        )*)*];

        /// Every `#[cuda_enum]` of [`sys`](self), by area.
        pub const ENUMS: &[EnumInfo] = &[$($($crate::sys::registry::enum_info!($e),)*)*];

        /// Every type alias of [`sys`](self).
        pub const ALIASES: &[AliasInfo] = &[$($(
            AliasInfo {
                c_name: stringify!($a),
                rust: stringify!($at),
                size: ::core::mem::size_of::<$a>(),
                align: ::core::mem::align_of::<$a>(),
            },
        )*)*];

        /// Every `#define` constant of [`sys`](self) (`pub const`), by area.
        pub const CONSTANTS: &[ConstantInfo] = &[$($(
            ConstantInfo {
                c_name: stringify!($c),
                rust: stringify!($ct),
                value: stringify!($cv),
                doc: concat!($($cdoc, "\n"),*),
            },
        )*)*];

        // The alias is the type the list says it is.
        $($(const _: fn($a) -> $at = |x| x;)*)*

        /// Calls `$m!` with the name of every `#[cuda_struct]` of `cuda_runtime::sys` that has no lifetime
        /// (no `slice` field, so a safe `from_bytes`), comma-separated: for tools such as the fuzzers.
        #[macro_export]
        macro_rules! for_each_runtime_struct {
            ($d m:ident) => {
                $d m!($($($p,)*)*);
            };
        }

        /// Calls `$m!` with the name of every `#[cuda_enum]` of `cuda_runtime::sys`, comma-separated.
        #[macro_export]
        macro_rules! for_each_runtime_enum {
            ($d m:ident) => {
                $d m!($($($e,)*)*);
            };
        }
    };
}
pub(crate) use registry;

/// One [`StructInfo`] from the type's `CudaStruct` impl.
macro_rules! struct_info {
    ($t:ty, $anonymous_in:expr) => {
        StructInfo {
            c_name: <$t as ::cuda_struct::CudaStruct>::C_NAME,
            anonymous_in: $anonymous_in,
            size: <$t as ::cuda_struct::CudaStruct>::SIZE,
            align: <$t as ::cuda_struct::CudaStruct>::ALIGN,
            is_union: <$t as ::cuda_struct::CudaStruct>::IS_UNION,
            fields: <$t as ::cuda_struct::CudaStruct>::FIELDS,
            doc: <$t as ::cuda_struct::CudaStruct>::DOC,
        }
    };
}
pub(crate) use struct_info;

/// `anonymous_in`'s value: `None`, or `Some(("Outer", "member"))`.
macro_rules! outer {
    () => {
        None
    };
    ($outer:ident . $member:ident) => {
        Some((stringify!($outer), stringify!($member)))
    };
}
pub(crate) use outer;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_is_listed_once() {
        let mut names: Vec<&str> = STRUCTS
            .iter()
            .map(|s| s.c_name)
            .chain(HANDLES.iter().map(|h| h.c_name))
            .chain(ENUMS.iter().map(|e| e.c_name))
            .chain(ALIASES.iter().map(|a| a.c_name))
            .collect();
        let all = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), all, "a type is listed twice");
        // 12.x's and 13.x's prototypes of one name differ in version (`cudaMemAdvise` at 12000, 13000).
        let mut functions: Vec<(&str, u32)> = crate::sys::functions()
            .map(|f| (f.name, f.version))
            .collect();
        let all = functions.len();
        functions.sort_unstable();
        functions.dedup();
        assert_eq!(
            functions.len(),
            all,
            "a function is declared twice at one version"
        );
    }

    #[test]
    fn anonymous_structs_are_members_of_their_outer_type() {
        for s in STRUCTS {
            let Some((outer, member)) = s.anonymous_in else {
                continue;
            };
            assert_eq!(s.c_name, format!("{outer}_{member}"));
            let outer = STRUCTS
                .iter()
                .find(|o| o.c_name == outer)
                .expect("outer type is listed");
            let field = outer
                .fields
                .iter()
                .find(|f| f.name == member)
                .expect("member exists");
            assert_eq!((field.ty, field.size), (s.c_name, s.size));
        }
    }

    #[test]
    fn the_tables_of_versions_name_declared_functions() {
        use crate::sys::{PER_THREAD, UNTIL};
        let declared = |name: &str, version: u32| {
            crate::sys::functions().any(|f| f.name == name && f.version == version)
        };
        for u in UNTIL {
            assert!(declared(u.name, u.version), "UNTIL: {u:?}");
            assert!(u.until > u.version);
        }
        for p in PER_THREAD {
            assert!(declared(p.name, p.version), "PER_THREAD: {p:?}");
            assert!(
                p.symbol.ends_with("_ptds") || p.symbol.ends_with("_ptsz"),
                "{p:?}"
            );
        }
        // 12.x's cudaMemAdvise is another prototype than 13.x's: both declared, the older one ended.
        assert_eq!(crate::sys::until("cudaMemAdvise", 12000), Some(13000));
        assert_eq!(crate::sys::until("cudaMemAdvise", 13000), None);
        assert_eq!(
            crate::sys::per_thread_symbol("cudaMemcpy", 12000),
            Some("cudaMemcpy_ptds")
        );
    }

    #[test]
    fn docs_are_data() {
        let prop = STRUCTS
            .iter()
            .find(|s| s.c_name == "cudaDeviceProp")
            .unwrap();
        assert!(prop.doc.ends_with('\n') && !prop.doc.trim().is_empty());
        assert!(prop
            .fields
            .iter()
            .all(|f| f.reserved || !f.doc.trim().is_empty()));
        let error = ENUMS.iter().find(|e| e.c_name == "cudaError").unwrap();
        assert_eq!(error.docs.len(), error.values.len());
        assert!(error.values.contains(&("cudaErrorInsufficientDriver", 35)));
        assert!(HANDLES.iter().all(|h| !h.doc.trim().is_empty()));
        assert!(crate::sys::functions().all(|f| !f.doc.trim().is_empty()));
        let legacy = CONSTANTS
            .iter()
            .find(|c| c.c_name == "cudaStreamLegacy")
            .unwrap();
        assert_eq!(legacy.rust, "cudaStream_t");
    }

    #[test]
    fn handle_kinds() {
        let kind = |name| HANDLES.iter().find(|h| h.c_name == name).unwrap().kind;
        assert_eq!(kind("cudaStream_t"), HandleKind::Pointer);
        assert_eq!(kind("cudaArray_const_t"), HandleKind::Pointer);
        assert_eq!(kind("cudaTextureObject_t"), HandleKind::Unsigned);
    }
}
