//! nvFatbin.h: cuda-nvfatbin's `nvFatbinResult` with every value, the `nvFatbinHandle` and every
//! function, against the header of each nvFatbin fetched (the `nvfatbin/<version>` cache components,
//! from NVIDIA's wheels `nvidia-nvfatbin` and `nvidia-nvfatbin-cu12`), by the check of [`crate::nvvm`].
//!
//! The declarations follow 13.5; `nvFatbinAddTileIR` came with 13.1 and prints as a `13.1 only` line
//! against 12.9 and 13.0.

use cuda::{CudaEnum, CudaHandle, FunctionTable};
use cuda_nvfatbin::sys::{nvFatbinHandle, nvFatbinResult, Functions};

use crate::c_gen::Item;
use crate::coverage::{Header, Ours};
use crate::nvvm::{enum_info, handle_info, prototypes, Library};

/// The C type names cuda-nvfatbin declares, spelled as in nvFatbin.h.
pub(crate) const C_TYPES: &[&str] = &[
    <nvFatbinResult as CudaEnum>::C_NAME,
    <nvFatbinHandle as CudaHandle>::C_NAME,
];

/// nvFatbin.h against cuda-nvfatbin.
pub(crate) const NVFATBIN: Library = Library {
    header: Header {
        file: "nvFatbin.h",
        functions: "nvFatbin",
        defines: &["NVFATBIN_"],
        handles: "nvFatbin",
        krate: "cuda-nvfatbin",
        dropped: &[],
        typedefs: None,
    },
    component: "nvfatbin",
    versions: &["13.5", "13.0", "12.9"],
    items,
    ours,
    since: &[(13010, "nvFatbinAddTileIR")],
    includes: &[],
    flags: &[],
    otherwise: &[],
};

/// Every item, from cuda-nvfatbin's own declarations.
fn items() -> Vec<Item> {
    let result = enum_info::<nvFatbinResult>();
    let mut items = vec![
        Item::Handle(handle_info::<nvFatbinHandle>()),
        Item::Enum(result),
    ];
    items.extend((0..result.values.len()).map(|i| Item::Constant(result, i)));
    items.extend(prototypes(
        <Functions as FunctionTable>::FUNCTIONS,
        "nvFatbinResult",
    ));
    items
}

/// What cuda-nvfatbin declares, by C name.
fn ours() -> Ours {
    Ours {
        functions: <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| (f.name, f.symbol))
            .collect(),
        enums: [<nvFatbinResult as CudaEnum>::C_NAME].into(),
        handles: [<nvFatbinHandle as CudaHandle>::C_NAME].into(),
        constants: <nvFatbinResult as CudaEnum>::VARIANTS
            .iter()
            .map(|(n, _)| *n)
            .collect(),
        ..Ours::default()
    }
}
