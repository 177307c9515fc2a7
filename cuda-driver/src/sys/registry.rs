//! The registry: every type of the hand-list as data, so a tool can enumerate them without knowing them.
//!
//! [`STRUCTS`], [`HANDLES`], [`ENUMS`] and [`ALIASES`] list every `#[cuda_struct]`, `#[cuda_handle]`,
//! `#[cuda_enum]` and type alias of [`sys`](super), by area, in the order the area declares them. The
//! functions are listed by each area's `FUNCTIONS` (all of them: [`functions`](crate::functions)).
//! The conformance check (`tests/conformance.rs`) generates C from these tables and compares every number
//! with the real `cuda.h`.

use core::mem::{align_of, size_of};

use cuda_struct::{CudaHandle, CudaStruct, FieldInfo};

use super::*;

/// One `#[cuda_struct]` struct or union: its layout as Rust declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StructInfo {
    /// The C name (`CUDA_MEMCPY3D`); for an anonymous C struct, the name this crate gives it
    /// (`CUlaunchAttributeValue_clusterDim`).
    pub c_name: &'static str,
    /// For an anonymous C struct, which has no C name: the type and member C declares it as, e.g.
    /// `Some(("CUlaunchAttributeValue", "clusterDim"))`. `None` for a type `cuda.h` names.
    pub anonymous_in: Option<(&'static str, &'static str)>,
    /// `size_of` the type.
    pub size: usize,
    /// `align_of` the type.
    pub align: usize,
    /// `true` for a union.
    pub is_union: bool,
    /// Every field in declaration order, reserved ones included.
    pub fields: &'static [FieldInfo],
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
}

/// One `#[cuda_enum]`: its width and every constant this crate declares.
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
}

/// One type alias of the header's integer types (`cuuint64_t`).
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

/// The raw value of a handle, classified; implemented for what [`HandleRepr`](cuda_struct::HandleRepr) allows.
trait RawKind {
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
            c_name: <$e as cuda_struct::CudaEnum>::C_NAME,
            size: size_of::<$e>(),
            align: align_of::<$e>(),
            values: {
                const VARIANTS: &[(&str, $e)] = <$e as cuda_struct::CudaEnum>::VARIANTS;
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
        }
    };
}

/// Builds the tables from one list that reads like the header: per area, its structs (an anonymous C
/// struct says `in Outer.member`), handles, enums and aliases.
macro_rules! registry {
    ($(
        $area:ident {
            structs: [$($s:ident $(<$lt:lifetime>)? $(in $outer:ident . $member:ident)?),* $(,)?],
            handles: [$($h:ident),* $(,)?],
            enums: [$($e:ident),* $(,)?],
            aliases: [$($a:ident = $at:ty),* $(,)?] $(,)?
        }
    )*) => {
        /// Every `#[cuda_struct]` struct and union of [`sys`](super), by area.
        ///
        /// ```
        /// use cuda_driver::sys::{HandleKind, HANDLES, STRUCTS};
        ///
        /// let copy = STRUCTS.iter().find(|s| s.c_name == "CUDA_MEMCPY3D").unwrap();
        /// assert_eq!((copy.size, copy.align), (200, 8));
        /// assert_eq!(copy.fields.iter().find(|f| f.name == "srcY").unwrap().offset, 8);
        ///
        /// let device = HANDLES.iter().find(|h| h.c_name == "CUdevice").unwrap();
        /// assert_eq!((device.size, device.kind), (4, HandleKind::Signed));
        /// ```
        pub const STRUCTS: &[StructInfo] = &[$($(
            StructInfo {
                c_name: <$s $(<$lt>)? as CudaStruct>::C_NAME,
                anonymous_in: registry!(@outer $($outer . $member)?),
                size: <$s $(<$lt>)? as CudaStruct>::SIZE,
                align: <$s $(<$lt>)? as CudaStruct>::ALIGN,
                is_union: <$s $(<$lt>)? as CudaStruct>::IS_UNION,
                fields: <$s $(<$lt>)? as CudaStruct>::FIELDS,
            },
        )*)*];

        /// Every `#[cuda_handle]` of [`sys`](super), by area.
        pub const HANDLES: &[HandleInfo] = &[$($(
            HandleInfo {
                c_name: <$h as CudaHandle>::C_NAME,
                size: size_of::<$h>(),
                align: align_of::<$h>(),
                kind: <<$h as CudaHandle>::Raw as RawKind>::KIND,
            },
        )*)*];

        /// Every `#[cuda_enum]` of [`sys`](super), by area.
        pub const ENUMS: &[EnumInfo] = &[$($(enum_info!($e),)*)*];

        /// Every type alias of [`sys`](super) (the header's fixed-width integers).
        pub const ALIASES: &[AliasInfo] = &[$($(
            AliasInfo {
                c_name: stringify!($a),
                rust: stringify!($at),
                size: size_of::<$a>(),
                align: align_of::<$a>(),
            },
        )*)*];

        // The alias is the type the list says it is.
        $($(const _: fn($a) -> $at = |x| x;)*)*
    };
    (@outer) => { None };
    (@outer $outer:ident . $member:ident) => {
        Some((stringify!($outer), stringify!($member)))
    };
}

registry! {
    result {
        structs: [],
        handles: [],
        enums: [CUresult],
        aliases: [],
    }
    init {
        structs: [],
        handles: [],
        enums: [CUdriverProcAddress_flags, CUdriverProcAddressQueryResult],
        aliases: [cuuint32_t = u32, cuuint64_t = u64],
    }
    device {
        structs: [CUuuid, CUdevprop],
        handles: [CUdevice],
        enums: [CUdevice_attribute, CUdevice_P2PAttribute],
        aliases: [],
    }
    context {
        structs: [],
        handles: [CUcontext],
        enums: [CUctx_flags],
        aliases: [],
    }
    memory {
        structs: [
            CUDA_MEMCPY2D,
            CUDA_MEMCPY3D,
            CUDA_MEMCPY3D_PEER,
            CUDA_ARRAY_DESCRIPTOR,
            CUDA_ARRAY3D_DESCRIPTOR,
            CUmemLocation,
            CUmemAllocationProp_allocFlags in CUmemAllocationProp.allocFlags,
            CUmemAllocationProp,
            CUmemAccessDesc,
            CUmemPoolProps,
        ],
        handles: [CUdeviceptr, CUarray, CUmemoryPool, CUmemGenericAllocationHandle],
        enums: [
            CUmemorytype,
            CUarray_format,
            CUpointer_attribute,
            CUmemAllocationType,
            CUmemLocationType,
            CUmemAllocationHandleType,
            CUmemAllocationCompType,
            CUmemAllocationGranularity_flags,
            CUmemAccess_flags,
        ],
        aliases: [],
    }
    stream {
        structs: [],
        handles: [CUstream],
        enums: [CUstream_flags, CUstreamCaptureMode],
        aliases: [],
    }
    event {
        structs: [],
        handles: [CUevent],
        enums: [CUevent_flags],
        aliases: [],
    }
    module {
        structs: [],
        handles: [CUmodule, CUfunction, CUlibrary, CUkernel],
        enums: [CUjit_option],
        aliases: [],
    }
    launch {
        structs: [
            CUaccessPolicyWindow,
            CUlaunchMemSyncDomainMap,
            CUlaunchAttributeValue_clusterDim in CUlaunchAttributeValue.clusterDim,
            CUlaunchAttributeValue_programmaticEvent in CUlaunchAttributeValue.programmaticEvent,
            CUlaunchAttributeValue_launchCompletionEvent in CUlaunchAttributeValue.launchCompletionEvent,
            CUlaunchAttributeValue_preferredClusterDim in CUlaunchAttributeValue.preferredClusterDim,
            CUlaunchAttributeValue_deviceUpdatableKernelNode in CUlaunchAttributeValue.deviceUpdatableKernelNode,
            CUlaunchAttributeValue,
            CUlaunchAttribute,
            CUlaunchConfig<'static>,
        ],
        handles: [],
        enums: [
            CUfunction_attribute,
            CUlaunchAttributeID,
            CUaccessProperty,
            CUsynchronizationPolicy,
            CUlaunchMemSyncDomain,
            CUclusterSchedulingPolicy,
        ],
        aliases: [],
    }
    ipc {
        structs: [CUipcEventHandle, CUipcMemHandle],
        handles: [],
        enums: [CUipcMem_flags],
        aliases: [],
    }
    graph {
        structs: [CUDA_KERNEL_NODE_PARAMS, CUDA_MEMSET_NODE_PARAMS, CUDA_HOST_NODE_PARAMS],
        handles: [CUgraph, CUgraphNode, CUgraphExec, CUgraphDeviceNode],
        enums: [CUgraphInstantiate_flags],
        aliases: [],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The area files, by `pub mod` name; `area_list_matches_mod_rs` keeps this in step with `mod.rs`.
    const AREAS: &[(&str, &str)] = &[
        ("context", include_str!("context.rs")),
        ("device", include_str!("device.rs")),
        ("event", include_str!("event.rs")),
        ("graph", include_str!("graph.rs")),
        ("init", include_str!("init.rs")),
        ("ipc", include_str!("ipc.rs")),
        ("launch", include_str!("launch.rs")),
        ("memory", include_str!("memory.rs")),
        ("module", include_str!("module.rs")),
        ("result", include_str!("result.rs")),
        ("stream", include_str!("stream.rs")),
    ];

    /// The names `sys` declares with `attr` (`#[cuda_struct`, ...), read from the area sources.
    fn declared(attr: &str, keyword: &[&str]) -> Vec<String> {
        let mut names = Vec::new();
        for (_, src) in AREAS {
            let mut lines = src.lines();
            while let Some(line) = lines.next() {
                if !line.starts_with(attr) {
                    continue;
                }
                // The item follows its attributes.
                let item = lines
                    .by_ref()
                    .find(|l| l.starts_with("pub "))
                    .unwrap_or_default();
                let mut words = item.split([' ', '(', '<', '{']).filter(|w| !w.is_empty());
                assert_eq!(words.next(), Some("pub"));
                let kw = words.next().unwrap_or_default();
                assert!(keyword.contains(&kw), "`{item}` after `{attr}`");
                names.push(words.next().unwrap_or_default().to_owned());
            }
        }
        names
    }

    /// Asserts that the registry lists exactly what the sources declare, naming any difference.
    fn assert_lists<'a>(table: &str, listed: impl Iterator<Item = &'a str>, declared: Vec<String>) {
        let listed: Vec<String> = listed.map(str::to_owned).collect();
        let unlisted: Vec<&String> = declared.iter().filter(|d| !listed.contains(d)).collect();
        let undeclared: Vec<&String> = listed.iter().filter(|l| !declared.contains(l)).collect();
        assert!(
            unlisted.is_empty(),
            "declared in sys but missing from {table}: {unlisted:?}"
        );
        assert!(
            undeclared.is_empty(),
            "in {table} but not declared in sys: {undeclared:?}"
        );
        assert_eq!(listed.len(), declared.len(), "{table} lists a type twice");
    }

    #[test]
    #[cfg_attr(miri, ignore = "reads the sources; slow in Miri")]
    fn area_list_matches_mod_rs() {
        let mods: Vec<&str> = include_str!("mod.rs")
            .lines()
            .filter_map(|l| l.strip_prefix("pub mod ")?.strip_suffix(';'))
            .collect();
        let areas: Vec<&str> = AREAS.iter().map(|(name, _)| *name).collect();
        assert_eq!(
            areas, mods,
            "the test's AREAS must list every `pub mod` of sys/mod.rs"
        );
    }

    #[test]
    #[cfg_attr(miri, ignore = "reads the sources; slow in Miri")]
    fn lists_every_struct() {
        assert_lists(
            "STRUCTS",
            STRUCTS.iter().map(|s| s.c_name),
            declared("#[cuda_struct", &["struct", "union"]),
        );
    }

    #[test]
    #[cfg_attr(miri, ignore = "reads the sources; slow in Miri")]
    fn lists_every_handle() {
        assert_lists(
            "HANDLES",
            HANDLES.iter().map(|h| h.c_name),
            declared("#[cuda_handle", &["struct"]),
        );
    }

    #[test]
    #[cfg_attr(miri, ignore = "reads the sources; slow in Miri")]
    fn lists_every_enum() {
        assert_lists(
            "ENUMS",
            ENUMS.iter().map(|e| e.c_name),
            declared("#[cuda_enum", &["enum"]),
        );
    }

    #[test]
    #[cfg_attr(miri, ignore = "reads the sources; slow in Miri")]
    fn lists_every_alias() {
        let declared: Vec<String> = include_str!("mod.rs")
            .lines()
            .chain(AREAS.iter().flat_map(|(_, src)| src.lines()))
            .filter_map(|l| {
                Some(
                    l.strip_prefix("pub type ")?
                        .split([' ', '='])
                        .next()?
                        .to_owned(),
                )
            })
            .collect();
        assert_lists("ALIASES", ALIASES.iter().map(|a| a.c_name), declared);
    }

    #[test]
    fn every_constant_is_listed_with_its_value() {
        let jit = ENUMS.iter().find(|e| e.c_name == "CUjit_option").unwrap();
        assert_eq!(
            jit.values.len(),
            <CUjit_option as cuda_struct::CudaEnum>::VARIANTS.len()
        );
        let result = ENUMS.iter().find(|e| e.c_name == "CUresult").unwrap();
        assert!(result.values.contains(&("CUDA_ERROR_UNKNOWN", 999)));
        let total: usize = ENUMS.iter().map(|e| e.values.len()).sum();
        assert!(total > 400, "{total} constants");
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
    fn handle_kinds() {
        let kind = |name| HANDLES.iter().find(|h| h.c_name == name).unwrap().kind;
        assert_eq!(kind("CUstream"), HandleKind::Pointer);
        assert_eq!(kind("CUdevice"), HandleKind::Signed);
        assert_eq!(kind("CUdeviceptr"), HandleKind::Unsigned);
    }
}
