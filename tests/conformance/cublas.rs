//! cublas_api.h and cublasLt.h: every struct (with its fields), enum (with every value), handle, alias,
//! `#define` and function `cuda-cublas` declares, read from its own registries and table
//! (`cuda_cublas::sys::{STRUCTS, HANDLES, ENUMS, ALIASES, CONSTANTS}`, `functions()`), against the
//! headers of CUDA 12.9, 13.0 and 13.5's cuBLAS (the `cublas/<version>` cache components, from NVIDIA's
//! wheels), by the check of [`crate::nvvm`]. Each header is compiled with the runtime's, `crt/`'s and
//! CCCL's headers of the same release, which it includes.
//!
//! Two headers, two [`Library`]s: an item named `cublasLt*` / `CUBLASLT_*` is cublasLt.h's, every other
//! cublas_api.h's (with the `library_types.h` and `cuComplex.h` types the crate declares beside them).
//! What older headers lack is the generated `cublas_since.rs` (`SINCE`), what they declare otherwise
//! its `OTHERWISE` (two opaque blocks that grew in 13.0, sentinels that moved, four values 13.0
//! dropped): both print as lines, never failures.

use cuda_cublas::sys::{self, ALIASES, CONSTANTS, ENUMS, HANDLES, STRUCTS};
use cuda_driver::sys::ConstantInfo;

use crate::c_gen::Item;
use crate::coverage::{Header, Ours};
use crate::cublas_since::{OTHERWISE, SINCE};
use crate::nvvm::{prototypes, Library};

/// The versions checked, newest first, each the cache component `cublas/<version>`.
const VERSIONS: &[&str] = &["13.5", "13.0", "12.9"];
/// What the headers include, of the same release.
const INCLUDES: &[&str] = &["cudart", "cuda-crt", "cccl"];

/// cublas_api.h against cuda-cublas.
pub(crate) const CUBLAS: Library = Library {
    header: Header {
        file: "cublas_api.h",
        functions: "cublas",
        defines: &["CUBLAS_"],
        handles: "cublas",
        krate: "cuda-cublas",
        dropped: &[],
        typedefs: None,
    },
    component: "cublas",
    versions: VERSIONS,
    items: || items(false),
    ours: || ours(false),
    since: SINCE,
    includes: INCLUDES,
    flags: &["-DCUBLASAPI="],
    otherwise: OTHERWISE,
};

/// cublasLt.h against cuda-cublas.
pub(crate) const CUBLASLT: Library = Library {
    header: Header {
        file: "cublasLt.h",
        functions: "cublasLt",
        defines: &["CUBLASLT_"],
        handles: "cublasLt",
        krate: "cuda-cublas",
        dropped: &[],
        typedefs: None,
    },
    component: "cublas",
    versions: VERSIONS,
    items: || items(true),
    ours: || ours(true),
    since: SINCE,
    includes: INCLUDES,
    flags: &["-DCUBLASAPI="],
    otherwise: OTHERWISE,
};

/// Aliases of other headers' types, declared for the prototypes (see [`items`]).
const NOT_OURS: &[&str] = &["cudaStream_t", "FILE"];

/// Whether a C name is cublasLt.h's.
fn is_lt(name: &str) -> bool {
    name.starts_with("cublasLt") || name.starts_with("CUBLASLT_")
}

/// Whether `name` is one of cuda-cublas's C type names (for the Rust-to-C type mapping).
pub(crate) fn is_c_type(name: &str) -> bool {
    STRUCTS.iter().any(|s| s.c_name == name)
        || HANDLES.iter().any(|h| h.c_name == name)
        || ENUMS.iter().any(|e| e.c_name == name)
        || ALIASES.iter().any(|a| a.c_name == name)
}

/// The items of one header, from cuda-cublas's registries and table.
fn items(lt: bool) -> Vec<Item> {
    let mut items = Vec::new();
    for s in STRUCTS.iter().filter(|s| is_lt(s.c_name) == lt) {
        items.push(Item::Struct(s));
        items.extend((0..s.fields.len()).map(|i| Item::Field(s, i)));
    }
    items.extend(
        HANDLES
            .iter()
            .filter(|h| is_lt(h.c_name) == lt)
            .map(Item::Handle),
    );
    for e in ENUMS.iter().filter(|e| is_lt(e.c_name) == lt) {
        items.push(Item::Enum(e));
        items.extend((0..e.values.len()).map(|i| Item::Constant(e, i)));
    }
    // `cudaStream_t` (the driver's `CUstream`) and C's `FILE` are other headers' types, spelled in
    // Rust as those of crates that do not include them here: checked through the prototypes that
    // take them.
    items.extend(
        ALIASES
            .iter()
            .filter(|a| is_lt(a.c_name) == lt && !NOT_OURS.contains(&a.c_name))
            .map(Item::Alias),
    );
    items.extend(
        CONSTANTS
            .iter()
            .filter(|c| is_lt(c.c_name) == lt)
            .map(|c: &'static ConstantInfo| Item::Define(c)),
    );
    let table: &'static [_] = Box::leak(
        sys::functions()
            .filter(|f| is_lt(f.name) == lt)
            .cloned()
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    );
    items.extend(prototypes(table, "cublasStatus_t"));
    items
}

/// What cuda-cublas declares for one header, by C name, for the coverage count.
fn ours(lt: bool) -> Ours {
    let mine = |name: &&str| is_lt(name) == lt;
    Ours {
        // The header's `static inline` helpers are the table's methods of their names.
        functions: sys::functions()
            .map(|f| (f.name, f.symbol))
            .chain(sys::INLINE.iter().map(|n| (*n, *n)))
            .filter(|(name, _)| is_lt(name) == lt)
            .collect(),
        structs: STRUCTS.iter().map(|s| s.c_name).filter(mine).collect(),
        enums: ENUMS.iter().map(|e| e.c_name).filter(mine).collect(),
        handles: HANDLES
            .iter()
            .map(|h| h.c_name)
            .chain(ALIASES.iter().map(|a| a.c_name))
            .filter(mine)
            .collect(),
        constants: ENUMS
            .iter()
            .flat_map(|e| e.values.iter().map(|(n, _)| *n))
            .chain(CONSTANTS.iter().map(|c| c.c_name))
            .filter(mine)
            .collect(),
        ..Ours::default()
    }
}
