//! curand.h: cuda-curand's enums with every value, its handles, its type aliases and every function,
//! against the header of each cuRAND fetched (the `curand/<version>` cache components, from NVIDIA's
//! wheels `nvidia-curand` and `nvidia-curand-cu12`), by the check of [`crate::nvvm`]. `curand.h`
//! includes `cuda_runtime.h`, so each version is compiled with the runtime's and `crt/`'s headers of
//! the same CUDA version (the `cudart` and `cuda-crt` components).
//!
//! The three headers declare the same items; only their version macros differ (`CURAND_VER_*`,
//! `CURAND_VERSION`), which name the header's release and so are not counted (the coverage's rule for
//! `CUDA_VERSION`). `libraryPropertyType` is `library_types.h`'s, checked here as the type
//! `curandGetProperty` takes.

use std::mem::{align_of, size_of};

use cuda::{AliasInfo, CudaEnum, CudaHandle, FunctionTable};
use cuda_curand::sys::{
    curandDirectionVectorSet_t, curandDirectionVectors32_t, curandDirectionVectors64_t,
    curandDiscreteDistribution_t, curandDistributionM2Shift_t, curandDistributionShift_t,
    curandDistribution_st, curandDistribution_t, curandGenerator_t, curandHistogramM2K_st,
    curandHistogramM2K_t, curandHistogramM2V_st, curandHistogramM2V_t, curandHistogramM2_t,
    curandMethod_t, curandOrdering_t, curandRngType_t, curandStatus_t, libraryPropertyType,
    Functions,
};

use crate::c_gen::Item;
use crate::coverage::{Header, Ours};
use crate::nvvm::{enum_info, handle_info, prototypes, Library};

/// The C type names cuda-curand declares, spelled as in curand.h (and `library_types.h`).
pub(crate) const C_TYPES: &[&str] = &[
    <curandStatus_t as CudaEnum>::C_NAME,
    <curandRngType_t as CudaEnum>::C_NAME,
    <curandOrdering_t as CudaEnum>::C_NAME,
    <curandDirectionVectorSet_t as CudaEnum>::C_NAME,
    <curandMethod_t as CudaEnum>::C_NAME,
    <libraryPropertyType as CudaEnum>::C_NAME,
    <curandGenerator_t as CudaHandle>::C_NAME,
    <curandDiscreteDistribution_t as CudaHandle>::C_NAME,
    <curandDistributionShift_t as CudaHandle>::C_NAME,
    <curandDistributionM2Shift_t as CudaHandle>::C_NAME,
    <curandHistogramM2_t as CudaHandle>::C_NAME,
    "curandDirectionVectors32_t",
    "curandDirectionVectors64_t",
];

/// curand.h against cuda-curand.
pub(crate) const CURAND: Library = Library {
    header: Header {
        file: "curand.h",
        functions: "curand",
        defines: &["CURAND_"],
        handles: "curand",
        krate: "cuda-curand",
        dropped: &[],
        typedefs: None,
    },
    component: "curand",
    versions: &["13.5", "13.0", "12.9"],
    items,
    ours,
    since: &[],
    includes: &["cudart", "cuda-crt"],
    flags: &[],
    otherwise: &[],
};

/// An alias of `A` named `c_name` in C, whose Rust type is written `rust`; leaked, as the tables are
/// static.
fn alias<A>(c_name: &'static str, rust: &'static str) -> &'static AliasInfo {
    Box::leak(Box::new(AliasInfo {
        c_name,
        rust,
        size: size_of::<A>(),
        align: align_of::<A>(),
    }))
}

/// The aliases, with their Rust types as written in `cuda_curand::sys`.
fn aliases() -> Vec<&'static AliasInfo> {
    vec![
        alias::<curandDirectionVectors32_t>("curandDirectionVectors32_t", "[c_uint; 32]"),
        alias::<curandDirectionVectors64_t>("curandDirectionVectors64_t", "[c_ulonglong; 64]"),
        alias::<curandDistribution_st>("curandDistribution_st", "c_double"),
        alias::<curandDistribution_t>("curandDistribution_t", "*mut c_double"),
        alias::<curandHistogramM2K_st>("curandHistogramM2K_st", "c_uint"),
        alias::<curandHistogramM2K_t>("curandHistogramM2K_t", "*mut c_uint"),
        alias::<curandHistogramM2V_st>("curandHistogramM2V_st", "c_double"),
        alias::<curandHistogramM2V_t>("curandHistogramM2V_t", "*mut c_double"),
    ]
}

/// Every item, from cuda-curand's own declarations.
fn items() -> Vec<Item> {
    let mut items = vec![
        Item::Handle(handle_info::<curandGenerator_t>()),
        Item::Handle(handle_info::<curandDiscreteDistribution_t>()),
        Item::Handle(handle_info::<curandDistributionShift_t>()),
        Item::Handle(handle_info::<curandDistributionM2Shift_t>()),
        Item::Handle(handle_info::<curandHistogramM2_t>()),
    ];
    for e in [
        enum_info::<curandStatus_t>(),
        enum_info::<curandRngType_t>(),
        enum_info::<curandOrdering_t>(),
        enum_info::<curandDirectionVectorSet_t>(),
        enum_info::<curandMethod_t>(),
        enum_info::<libraryPropertyType>(),
    ] {
        items.push(Item::Enum(e));
        items.extend((0..e.values.len()).map(|i| Item::Constant(e, i)));
    }
    items.extend(aliases().into_iter().map(Item::Alias));
    items.extend(prototypes(
        <Functions as FunctionTable>::FUNCTIONS,
        "curandStatus_t",
    ));
    items
}

/// The C names of an enum's constants.
fn names<E: CudaEnum>() -> Vec<&'static str> {
    E::VARIANTS.iter().map(|(n, _)| *n).collect()
}

/// What cuda-curand declares, by C name.
fn ours() -> Ours {
    let constants = [
        names::<curandStatus_t>(),
        names::<curandRngType_t>(),
        names::<curandOrdering_t>(),
        names::<curandDirectionVectorSet_t>(),
        names::<curandMethod_t>(),
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
            <curandStatus_t as CudaEnum>::C_NAME,
            <curandRngType_t as CudaEnum>::C_NAME,
            <curandOrdering_t as CudaEnum>::C_NAME,
            <curandDirectionVectorSet_t as CudaEnum>::C_NAME,
            <curandMethod_t as CudaEnum>::C_NAME,
        ]
        .into(),
        handles: [
            <curandGenerator_t as CudaHandle>::C_NAME,
            <curandDiscreteDistribution_t as CudaHandle>::C_NAME,
            <curandDistributionShift_t as CudaHandle>::C_NAME,
            <curandDistributionM2Shift_t as CudaHandle>::C_NAME,
            <curandHistogramM2_t as CudaHandle>::C_NAME,
            // A typedef of an integer, which the coverage counts as a handle: declared as an alias.
            "curandHistogramM2K_st",
        ]
        .into(),
        constants,
        ..Ours::default()
    }
}
