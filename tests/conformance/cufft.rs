//! cufft.h: cuda-cufft's enums with every value, its plan handle, the complex types of `cuComplex.h`,
//! its type aliases, its `#define` constants and every function, against the header of each cuFFT
//! fetched (the `cufft/<version>` cache components, from NVIDIA's wheels `nvidia-cufft` and
//! `nvidia-cufft-cu12`, `include/` alone), by the check of [`crate::nvvm`]. `cufft.h` includes
//! `cuComplex.h`, `driver_types.h` and `library_types.h`, so each version is compiled with the
//! runtime's and `crt/`'s headers of the same CUDA version (the `cudart` and `cuda-crt` components).
//!
//! The declarations follow 13.5's header. What 12.9's and 13.0's lack is [`SINCE`]; the three result
//! codes 12.9's has and 13.0 dropped are [`DROPPED`] (left out of 12.9's count; cuda-cufft names them
//! in its messages through `sys::legacy_name`, not as enum values). The version macros (`CUFFT_VER_*`,
//! `CUFFT_VERSION`) name the header's release and are not counted (the coverage's rule for
//! `CUDA_VERSION`).

use std::mem::{align_of, size_of};

use cuda::{AliasInfo, CudaEnum, CudaHandle, CudaStruct, FunctionTable};
use cuda_cufft::sys::{
    self, cuComplex, cuDoubleComplex, cufftCompatibility, cufftComplex, cufftDoubleComplex,
    cufftDoubleReal, cufftHandle, cufftProperty, cufftReal, cufftResult, cufftType,
    libraryPropertyType, Functions,
};
use cuda_driver::sys::{ConstantInfo, EnumInfo, HandleInfo, HandleKind, StructInfo};

use crate::c_gen::Item;
use crate::coverage::{Header, Ours};
use crate::nvvm::{enum_info, prototypes, Library};

/// The C type names cuda-cufft declares, spelled as in cufft.h (and the headers it includes).
pub(crate) const C_TYPES: &[&str] = &[
    <cufftResult as CudaEnum>::C_NAME,
    <cufftType as CudaEnum>::C_NAME,
    <cufftCompatibility as CudaEnum>::C_NAME,
    <cufftProperty as CudaEnum>::C_NAME,
    <cufftHandle as CudaHandle>::C_NAME,
    <cuComplex as CudaStruct>::C_NAME,
    <cuDoubleComplex as CudaStruct>::C_NAME,
    "cufftReal",
    "cufftDoubleReal",
    "cufftComplex",
    "cufftDoubleComplex",
];

/// What 13.5's declarations have that older headers lack: (the first CUDA release whose header has
/// it, item).
const SINCE: &[(i64, &str)] = &[
    (13000, "CUFFT_MISSING_DEPENDENCY"),
    (13000, "CUFFT_NVRTC_FAILURE"),
    (13000, "CUFFT_NVJITLINK_FAILURE"),
    (13000, "CUFFT_NVSHMEM_FAILURE"),
    (13000, "CUFFT_PLAN_NULL"),
    (13050, "NVFFT_PLAN_PROPERTY_INT64_BLUESTEIN_ONLY"),
    (13050, "NVFFT_PLAN_PROPERTY_INT64_DISABLE_FMA"),
];

/// What 12.9's cufft.h has and 13.0's dropped: (until, kind, name).
const DROPPED: &[(i64, &str, &str)] = &[
    (13000, "constants", "CUFFT_INCOMPLETE_PARAMETER_LIST"),
    (13000, "constants", "CUFFT_PARSE_ERROR"),
    (13000, "constants", "CUFFT_LICENSE_ERROR"),
];

/// cufft.h against cuda-cufft.
pub(crate) const CUFFT: Library = Library {
    header: Header {
        file: "cufft.h",
        functions: "cufft",
        defines: &["CUFFT_"],
        handles: "cufft",
        krate: "cuda-cufft",
        dropped: DROPPED,
        typedefs: None,
    },
    component: "cufft",
    versions: &["13.5", "13.0", "12.9"],
    items,
    ours,
    since: SINCE,
    includes: &["cudart", "cuda-crt"],
    flags: &[],
    otherwise: &[],
};

/// An alias of `A` named `c_name` in C, whose Rust type is written `rust`; leaked.
fn alias<A>(c_name: &'static str, rust: &'static str) -> &'static AliasInfo {
    Box::leak(Box::new(AliasInfo {
        c_name,
        rust,
        size: size_of::<A>(),
        align: align_of::<A>(),
    }))
}

/// A `#define` constant as the check's `ConstantInfo`, its value taken from cuda-cufft's `pub const`.
fn define(c_name: &'static str, rust: &'static str, value: i64) -> Item {
    Item::Define(Box::leak(Box::new(ConstantInfo {
        c_name,
        rust,
        value: Box::leak(value.to_string().into_boxed_str()),
        doc: "",
    })))
}

/// The registry's info for a `#[cuda_struct]`; leaked.
fn struct_info<S: CudaStruct>() -> &'static StructInfo {
    Box::leak(Box::new(StructInfo {
        c_name: S::C_NAME,
        anonymous_in: None,
        size: S::SIZE,
        align: S::ALIGN,
        is_union: S::IS_UNION,
        fields: S::FIELDS,
        doc: S::DOC,
    }))
}

/// Every item, from cuda-cufft's own declarations.
fn items() -> Vec<Item> {
    let handle: &'static HandleInfo = Box::leak(Box::new(HandleInfo {
        c_name: <cufftHandle as CudaHandle>::C_NAME,
        size: size_of::<cufftHandle>(),
        align: align_of::<cufftHandle>(),
        kind: HandleKind::Signed,
        doc: <cufftHandle as CudaHandle>::DOC,
    }));
    let mut items = vec![Item::Handle(handle)];
    for s in [struct_info::<cuComplex>(), struct_info::<cuDoubleComplex>()] {
        items.push(Item::Struct(s));
        items.extend((0..s.fields.len()).map(|i| Item::Field(s, i)));
    }
    let enums: [&'static EnumInfo; 5] = [
        enum_info::<cufftResult>(),
        enum_info::<cufftType>(),
        enum_info::<cufftCompatibility>(),
        enum_info::<cufftProperty>(),
        enum_info::<libraryPropertyType>(),
    ];
    for e in enums {
        items.push(Item::Enum(e));
        items.extend((0..e.values.len()).map(|i| Item::Constant(e, i)));
    }
    items.extend(
        [
            alias::<cufftReal>("cufftReal", "c_float"),
            alias::<cufftDoubleReal>("cufftDoubleReal", "c_double"),
            alias::<cufftComplex>("cufftComplex", "cuComplex"),
            alias::<cufftDoubleComplex>("cufftDoubleComplex", "cuDoubleComplex"),
        ]
        .map(Item::Alias),
    );
    items.extend([
        define("CUFFT_FORWARD", "c_int", sys::CUFFT_FORWARD.into()),
        define("CUFFT_INVERSE", "c_int", sys::CUFFT_INVERSE.into()),
        define(
            "CUFFT_COMPATIBILITY_DEFAULT",
            "c_int",
            sys::CUFFT_COMPATIBILITY_DEFAULT.raw().into(),
        ),
        define("CUFFT_PLAN_NULL", "c_int", sys::CUFFT_PLAN_NULL.into()),
    ]);
    items.extend(prototypes(
        <Functions as FunctionTable>::FUNCTIONS,
        "cufftResult",
    ));
    items
}

/// The C names of an enum's constants.
fn names<E: CudaEnum>() -> Vec<&'static str> {
    E::VARIANTS.iter().map(|(n, _)| *n).collect()
}

/// What cuda-cufft declares, by C name.
fn ours() -> Ours {
    let constants = [
        names::<cufftResult>(),
        names::<cufftType>(),
        names::<cufftCompatibility>(),
        names::<cufftProperty>(),
        vec![
            "CUFFT_FORWARD",
            "CUFFT_INVERSE",
            "CUFFT_COMPATIBILITY_DEFAULT",
            "CUFFT_PLAN_NULL",
        ],
    ]
    .concat()
    .into_iter()
    .collect();
    Ours {
        functions: <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| (f.name, f.symbol))
            .collect(),
        enums: [
            <cufftResult as CudaEnum>::C_NAME,
            <cufftType as CudaEnum>::C_NAME,
            <cufftCompatibility as CudaEnum>::C_NAME,
            <cufftProperty as CudaEnum>::C_NAME,
        ]
        .into(),
        structs: [
            <cuComplex as CudaStruct>::C_NAME,
            <cuDoubleComplex as CudaStruct>::C_NAME,
            "cufftComplex",
            "cufftDoubleComplex",
        ]
        .into(),
        handles: [<cufftHandle as CudaHandle>::C_NAME].into(),
        constants,
        ..Ours::default()
    }
}
