//! Coverage: everything cuda.h declares, counted from the header itself (never from our lists), and how
//! much of it `cuda-driver` declares. Any item of the header the crate lacks is a failure.
//!
//! # What counts
//! - **functions**: every prototype the compiler sees in cuda.h (`-aux-info`), so not the
//!   `__CUDA_API_VERSION_INTERNAL` block, by the name the compiler sees after cuda.h's own macros: the
//!   symbol of the ABI cuda.h gives the name (`cuMemAlloc` is `cuMemAlloc_v2`, 13.0's `cuCtxCreate` is
//!   `cuCtxCreate_v4`). Ours: each declaration's symbol, so a function declared at another ABI than the
//!   header's does not count.
//! - **structs**: every struct and union body at file scope, each ABI variant its own body
//!   (`CUDA_KERNEL_NODE_PARAMS_st` and `CUDA_KERNEL_NODE_PARAMS_v2_st`); it is declared when one of its
//!   names (tag, typedef names, typedefs of those) is a `sys::STRUCTS` or `sys::ALIASES` entry.
//! - **enums**: every enum body, likewise against `sys::ENUMS` (and aliases).
//! - **handles**: every `typedef struct X *Name` and every typedef of an integer under a `CU` name
//!   (`CUdevice`, `CUdeviceptr`, `CUtexObject`, `CUmemGenericAllocationHandle`), with their `_vN` names,
//!   against `sys::HANDLES` (and aliases).
//! - **constants**: every enum constant, and every `#define` a caller needs: an object-like macro named
//!   `CU_*` or `CUDA_*` whose body is an integer constant expression — integer literals, operators,
//!   casts (`((CUstream)0x1)`, `((void*)0x01)`) and names of other such constants. Not counted: a body
//!   that is empty (`CU_UUID_HAS_BEEN_DEFINED`, an include guard; `CUDA_CB`, a calling convention), the
//!   function renames (`#define cuMemAlloc cuMemAlloc_v2`, named `cu*`), and `CUDA_VERSION` (and
//!   curand.h's `CURAND_VER_*`, `CURAND_VERSION`, nccl.h's `NCCL_MAJOR` to `NCCL_VERSION_CODE`:
//!   [`HEADER_RELEASE`]), which name the header, not a
//!   value of the API. Ours: an enum constant of `sys::ENUMS` or a `sys::CONSTANTS`
//!   entry (a `pub const` of an area).
//! - **ABI versions** (cuda.h, from `cudaTypedefs.h`): every `PFN_<name>_v<version>` typedef the compiler
//!   sees, one per ABI a function has had. Declared when a declaration of that name has that version (the
//!   older ones under versioned Rust names, `cuCtxCreate_v3020`), so that one build serves drivers that
//!   only have the older ABI. A per-thread variant (`_ptds`, `_ptsz`, all at 7000) is declared when the
//!   name is: the per-thread loader asks for it at 7000 or later. The typedefs of cudaTypedefs.h's own
//!   `__CUDA_API_VERSION_INTERNAL` block (the 32-bit ABIs of CUDA 2.x, ABIs of drivers before 11.0)
//!   are not compiled, so not counted.
//!
//! Only what cuda.h itself declares is read (the preprocessor's line markers), so the interop headers
//! (`cudaGL.h`, `cudaEGL.h`, `cudaVDPAU.h`, `cudaD3D*.h`), which need other libraries' headers, are out by
//! construction; cuda.h's own `cuGraphics*` are in.
//!
//! # Older headers
//! The declarations follow 13.5. What an older cuda.h has and a later one dropped (older ABIs under the
//! plain name, as 12.9's `cuEventElapsedTime` before `_v2`; targets 13.0 renumbered; the enum 13.5 renamed)
//! is listed in [`DROPPED`] with the version that dropped it: against a header older than that, such an
//! item is left out of the count and prints as an `until <version>` line saying whether the crate declares
//! it anyway. When several headers are checked, the table must be exactly what each older header has and
//! the newest lacks ([`check_dropped`]); against a header at or after an entry's version, an entry it
//! still has fails. What older headers lack of the declarations is the per-item check's
//! [`NEWER`](crate::newer::NEWER) table; it does not touch these counts, which come from each header.
//!
use std::collections::BTreeSet;
use std::path::Path;

use cuda_driver::sys;

use crate::compare::{version_label, Report};
use crate::header_items::{macros, pfn_typedefs, prototypes, types, Type};

/// The kinds the coverage line counts, in its order.
pub(crate) const KINDS: &[&str] = &[
    "functions",
    "structs",
    "enums",
    "handles",
    "constants",
    "ABI versions",
];

/// An item a cuda.h older than `until` has and that version dropped: (until, kind, name as the report
/// shows it).
#[rustfmt::skip]
pub(crate) const DROPPED: &[(i64, &str, &str)] = &[
    // 13.0 gave these names a newer ABI (`cuDeviceGetUuid` is `cuDeviceGetUuid_v2`); 12.9's older one,
    // under the plain name, is gone from the header (cudaTypedefs.h still has its `PFN_`).
    (13000, "functions", "cuCtxCreate_v2"),
    (13000, "functions", "cuCtxCreate_v3"),
    (13000, "functions", "cuDeviceGetUuid"),
    (13000, "functions", "cuEventElapsedTime"),
    (13000, "functions", "cuGraphAddDependencies"),
    (13000, "functions", "cuGraphAddNode"),
    (13000, "functions", "cuGraphGetEdges"),
    (13000, "functions", "cuGraphNodeGetDependencies"),
    (13000, "functions", "cuGraphNodeGetDependentNodes"),
    (13000, "functions", "cuGraphRemoveDependencies"),
    (13000, "functions", "cuMemAdvise"),
    (13000, "functions", "cuMemPrefetchAsync"),
    (13000, "functions", "cuMemcpy3DBatchAsync"),
    (13000, "functions", "cuMemcpyBatchAsync"),
    (13000, "functions", "cuStreamGetCaptureInfo_v2"),
    (13000, "functions", "cuStreamUpdateCaptureDependencies"),
    // Targets 13.0 renumbered (`CU_TARGET_COMPUTE_110`).
    (13000, "constants", "CU_TARGET_COMPUTE_101"),
    (13000, "constants", "CU_TARGET_COMPUTE_101A"),
    (13000, "constants", "CU_TARGET_COMPUTE_101F"),
    // Renamed in 13.1 (`CUdevSmResourceSplitByCount_flags`, the same two constants).
    (13010, "enums", "CUdevSmResourceSplit_flags"),
];

/// How many items of one kind the header has, and which of them the crate lacks.
#[derive(Default)]
struct Tally {
    /// The header's items of this kind, [`DROPPED`] ones not included.
    total: usize,
    missing: Vec<String>,
    /// [`DROPPED`] items of this header, the version that dropped each, and whether the crate declares
    /// it anyway.
    dropped: Vec<(String, i64, bool)>,
}

/// What a crate declares, by C name, for [`check`].
#[derive(Default)]
pub(crate) struct Ours {
    /// Each function's name and symbol; the symbol is what the header's name is after its macros
    /// (`cuMemAlloc`, `cuMemAlloc_v2`).
    pub(crate) functions: Vec<(&'static str, &'static str)>,
    /// Each function's name and ABI version, older ABIs under versioned Rust names included.
    pub(crate) versions: BTreeSet<(&'static str, u32)>,
    pub(crate) structs: BTreeSet<&'static str>,
    pub(crate) enums: BTreeSet<&'static str>,
    pub(crate) handles: BTreeSet<&'static str>,
    pub(crate) constants: BTreeSet<&'static str>,
}

/// What cuda-driver declares: the registries and the function tables (an alias counts for any type).
pub(crate) fn driver() -> Ours {
    let aliases = || sys::ALIASES.iter().map(|a| a.c_name);
    Ours {
        functions: cuda_driver::functions()
            .map(|f| (f.name, f.symbol))
            .collect(),
        versions: cuda_driver::functions()
            .map(|f| (f.name, f.version.unwrap_or(0)))
            .collect(),
        structs: sys::STRUCTS
            .iter()
            .map(|s| s.c_name)
            .chain(aliases())
            .collect(),
        enums: sys::ENUMS
            .iter()
            .map(|e| e.c_name)
            .chain(aliases())
            .collect(),
        handles: sys::HANDLES
            .iter()
            .map(|h| h.c_name)
            .chain(aliases())
            .collect(),
        constants: sys::ENUMS
            .iter()
            .flat_map(|e| e.values.iter().map(|(n, _)| *n))
            .chain(sys::CONSTANTS.iter().map(|c| c.c_name))
            .collect(),
    }
}

/// A header the coverage is counted for.
pub(crate) struct Header {
    /// `cuda.h`.
    pub(crate) file: &'static str,
    /// What its functions' names start with (`cu`).
    pub(crate) functions: &'static str,
    /// What the names of its `#define` constants and integer handles start with (`CU_`, `CUDA_`; `CU`).
    pub(crate) defines: &'static [&'static str],
    pub(crate) handles: &'static str,
    /// The crate the messages name.
    pub(crate) krate: &'static str,
    /// What older versions of the header have that the declarations' version dropped.
    pub(crate) dropped: &'static [(i64, &'static str, &'static str)],
    /// The header of `PFN_<name>_v<version>` typedefs, one per ABI of each function, if there is one.
    pub(crate) typedefs: Option<&'static str>,
}

/// cuda.h, against cuda-driver.
pub(crate) const CUDA_H: Header = Header {
    file: "cuda.h",
    functions: "cu",
    defines: &["CU_", "CUDA_"],
    handles: "CU",
    krate: "cuda-driver",
    dropped: DROPPED,
    typedefs: Some("cudaTypedefs.h"),
};

/// The coverage line and its failures, added to `report` (the header of version `version`: 13050).
pub(crate) fn check(
    cc: &[String],
    include: &Path,
    work: &Path,
    header: &Header,
    ours: &Ours,
    version: i64,
    report: &mut Report,
) {
    let work = work.join("coverage");
    let file = header.file;
    let found = (|| {
        let defines = macros(cc, include, &work, file)?;
        let functions = prototypes(cc, include, &work, file, header.functions)?;
        let types = types(cc, include, &work, file, header.handles)?;
        let pfns = match header.typedefs {
            Some(t) => pfn_typedefs(cc, include, &work, t)?,
            None => BTreeSet::new(),
        };
        Ok::<_, String>((defines, functions, types, pfns))
    })();
    let (defines, functions, types, pfns) = match found {
        Ok(found) => found,
        Err(why) => return report.fail("coverage", format_args!("cannot read {file}: {why}")),
    };

    let header_fn: BTreeSet<&str> = functions.iter().map(String::as_str).collect();

    let enum_constants: Vec<&str> = types
        .enums
        .iter()
        .flat_map(|e| e.constants.iter().map(String::as_str))
        .collect();
    let header_constants: Vec<&str> = enum_constants
        .iter()
        .copied()
        .chain(define_constants(&defines, header.defines, &enum_constants))
        .collect();

    let mut tallies: Vec<(&str, Tally)> = KINDS.iter().map(|k| (*k, Tally::default())).collect();
    let mut declared = BTreeSet::new();
    let mut tally = |kind: &'static str, name: &str, have: bool| {
        declared.insert((kind, name.to_owned()));
        let t = &mut tallies
            .iter_mut()
            .find(|(k, _)| *k == kind)
            .expect("a kind of KINDS")
            .1;
        match header
            .dropped
            .iter()
            .find(|(_, k, n)| *k == kind && *n == name)
        {
            // Outside the count: the declarations follow the version that dropped it.
            Some(&(until, _, _)) if version < until => {
                t.dropped.push((name.to_owned(), until, have))
            }
            _ if have => t.total += 1,
            _ => {
                t.total += 1;
                t.missing.push(name.to_owned());
            }
        }
    };
    for name in &header_fn {
        tally(
            "functions",
            name,
            ours.functions.iter().any(|(_, s)| s == name),
        );
    }
    check_abi(report, file, &header_fn, ours, version);
    let covered =
        |t: &Type, ours: &BTreeSet<&str>| t.names.iter().any(|n| ours.contains(n.as_str()));
    for t in &types.structs {
        tally("structs", t.name(), covered(t, &ours.structs));
    }
    for t in &types.enums {
        tally("enums", t.name(), covered(t, &ours.enums));
    }
    for t in &types.handles {
        tally("handles", t.name(), covered(t, &ours.handles));
    }
    for name in &header_constants {
        tally("constants", name, ours.constants.contains(name));
    }
    // Every ABI of every function is reachable: declared at that version (an older one under a
    // versioned Rust name), or, for a per-thread variant, through the per-thread loader, which asks
    // for the declared name at ABI 7000 or later.
    for (name, version, per_thread) in &pfns {
        let have = if *per_thread {
            ours.versions.iter().any(|(n, _)| n == name)
        } else {
            ours.versions.contains(&(name.as_str(), *version))
        };
        let shown = format!(
            "{name}@{version}{}",
            if *per_thread { " (per-thread)" } else { "" }
        );
        tally("ABI versions", &shown, have);
    }

    // A DROPPED entry the header still has is wrong.
    for &(until, kind, name) in header.dropped {
        if version >= until && declared.contains(&(kind, name.to_owned())) {
            let why = format!(
                "DROPPED says {} dropped it, but this {file} has it",
                version_label(until)
            );
            report.fail(&format!("{kind} {name}"), why);
        }
    }

    report.declared = (version, declared);
    let mut line = Vec::new();
    for (kind, t) in &tallies {
        if *kind == "ABI versions" && header.typedefs.is_none() {
            continue;
        }
        let have = t.total - t.missing.len();
        // `(+16 that 13.0 dropped, +1 that 13.5 dropped)`, by the version that dropped them.
        let mut by_version: Vec<(i64, usize)> = Vec::new();
        for &(_, until, _) in &t.dropped {
            match by_version.iter_mut().find(|(v, _)| *v == until) {
                Some((_, n)) => *n += 1,
                None => by_version.push((until, 1)),
            }
        }
        by_version.sort_unstable();
        let dropped = match by_version.is_empty() {
            true => String::new(),
            false => {
                let parts: Vec<String> = by_version
                    .iter()
                    .map(|(v, n)| format!("+{n} that {} dropped", version_label(*v)))
                    .collect();
                format!(" ({})", parts.join(", "))
            }
        };
        line.push(format!("{kind} {have}/{}{dropped}", t.total));
        report.coverage_totals.push((kind, t.total));
        for (name, until, ours) in &t.dropped {
            let label = &report.label;
            let until = version_label(*until);
            let ours = if *ours {
                "declared anyway"
            } else {
                "not declared"
            };
            report.newer.push(format!(
                "until {until}: {kind} {name} is in {label}'s {file}, not in {until}'s (DROPPED; {ours})"
            ));
        }
        if !t.missing.is_empty() {
            let shown: Vec<&str> = t.missing.iter().take(20).map(String::as_str).collect();
            let more = match t.missing.len() {
                n if n > 20 => format!(", ... ({} more)", n - 20),
                _ => String::new(),
            };
            report.fail(
                &format!("coverage: {kind}"),
                format_args!(
                    "{} of {file}'s {} missing from {}: {}{more}",
                    t.missing.len(),
                    t.total,
                    header.krate,
                    shown.join(", ")
                ),
            );
        }
    }
    report.coverage = Some(line.join(", "));
}

/// The header version the declarations follow: its ABI is the one each plain name carries.
const DECLARED: i64 = 13050;

/// A function whose plain name is declared at another ABI than the one the header gives that name fails,
/// naming both (`cuCtxCreate` declared as `cuCtxCreate_v2` where 13.0's is `cuCtxCreate_v4`). Older ABIs
/// of a name are declared too, under versioned Rust names (`cuCtxCreate_v3020`) after the plain one, so
/// against the declarations' own header ([`DECLARED`]) the first declaration of each name must have the
/// header's symbol. An older header (12.9) gives some names an older ABI, which the versioned
/// declarations hold: there a name passes when one of its declarations has the header's symbol.
fn check_abi(
    report: &mut Report,
    file: &str,
    header_fn: &BTreeSet<&str>,
    ours: &Ours,
    version: i64,
) {
    let current = |name: &str| {
        let mut of_name = ours.functions.iter().filter(|(n, _)| *n == name);
        if version == DECLARED {
            of_name.next().is_some_and(|(_, s)| header_fn.contains(s))
        } else {
            of_name.any(|(_, s)| header_fn.contains(s))
        }
    };
    let mut reported = BTreeSet::new();
    for (name, symbol) in &ours.functions {
        if !reported.insert(*name) || current(name) {
            continue;
        }
        let versioned = |h: &&&str| {
            h.strip_prefix(name)
                .and_then(|v| v.strip_prefix("_v"))
                .is_some_and(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
        };
        let header = header_fn.iter().find(|h| **h == *name || versioned(h));
        if let Some(header) = header.filter(|_| !header_fn.contains(symbol)) {
            report.fail(
                name,
                format_args!(
                    "declared as `{symbol}`, but {file}'s `{name}` is `{header}` (another ABI)"
                ),
            );
        }
    }
}

/// The macros that name which release a header is, not a value of its API: never counted.
const HEADER_RELEASE: &[&str] = &[
    "CUDA_VERSION",
    "CURAND_VER_MAJOR",
    "CURAND_VER_MINOR",
    "CURAND_VER_PATCH",
    "CURAND_VER_BUILD",
    "CURAND_VERSION",
    "CUFFT_VER_MAJOR",
    "CUFFT_VER_MINOR",
    "CUFFT_VER_PATCH",
    "CUFFT_VER_BUILD",
    "CUFFT_VERSION",
    "NCCL_MAJOR",
    "NCCL_MINOR",
    "NCCL_PATCH",
    "NCCL_VERSION_CODE",
    "CUBLAS_VER_MAJOR",
    "CUBLAS_VER_MINOR",
    "CUBLAS_VER_PATCH",
    "CUBLAS_VER_BUILD",
    "CUBLAS_VERSION",
];

/// The `#define` constants that count (see the module docs), in name order: those named with one of
/// `prefixes`.
fn define_constants<'d>(
    defines: &'d std::collections::BTreeMap<String, String>,
    prefixes: &[&str],
    enum_constants: &[&str],
) -> Vec<&'d str> {
    let candidate = |name: &str| {
        prefixes.iter().any(|p| name.starts_with(p)) && !HEADER_RELEASE.contains(&name)
    };
    let named: BTreeSet<&str> = defines
        .keys()
        .map(String::as_str)
        .filter(|n| candidate(n))
        .chain(enum_constants.iter().copied())
        .collect();
    defines
        .iter()
        .filter(|(name, body)| candidate(name) && is_integer_constant(body, &named))
        .map(|(name, _)| name.as_str())
        .collect()
}

/// Whether a macro body is an integer constant expression: literals, operators, parentheses, casts to a
/// type (`(CUstream)`, `(void*)`) and names of other constants; at least one literal or constant.
fn is_integer_constant(body: &str, constants: &BTreeSet<&str>) -> bool {
    let tokens: Vec<&str> = body
        .split_inclusive(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .flat_map(|t| {
            // Each piece ends in its delimiter, but the last piece of a body that ends in a name
            // (`#define A B`) has none: it is one token.
            let split = match t.chars().last() {
                Some(c) if !(c.is_ascii_alphanumeric() || c == '_') => t.len() - c.len_utf8(),
                _ => t.len(),
            };
            [&t[..split], &t[split..]]
        })
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect();
    let mut value = false;
    for (i, t) in tokens.iter().enumerate() {
        let first = t.chars().next().unwrap_or(' ');
        if first.is_ascii_digit() {
            value = true;
        } else if first.is_ascii_alphabetic() || first == '_' {
            let cast = i > 0
                && tokens[i - 1] == "("
                && matches!(tokens.get(i + 1), Some(&")") | Some(&"*"))
                && (*t == "void" || t.starts_with("CU"));
            if constants.contains(t) {
                value = true;
            } else if !cast {
                return false;
            }
        } else if !"()+-*/|&~<>^!".contains(*t) {
            return false;
        }
    }
    value
}

/// [`DROPPED`] against the headers themselves: each item an older cuda.h declares and the newest one
/// checked does not must be listed, and each entry must be such an item. One line per mismatch.
pub(crate) fn check_dropped(reports: &[&Report]) -> Vec<String> {
    let cuda: Vec<&Report> = reports
        .iter()
        .copied()
        .filter(|r| r.header == "cuda.h" && r.declared.0 > 0)
        .collect();
    let Some(newest) = cuda.iter().max_by_key(|r| r.declared.0) else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    for older in cuda.iter().filter(|r| r.declared.0 < newest.declared.0) {
        let gone: BTreeSet<&(&str, String)> =
            older.declared.1.difference(&newest.declared.1).collect();
        let (old, new) = (&older.label, &newest.label);
        for (kind, name) in &gone {
            let listed = DROPPED
                .iter()
                .any(|(until, k, n)| k == kind && n == name && *until > older.declared.0);
            if !listed {
                lines.push(format!(
                    "{kind} {name} is in {old}'s cuda.h, not in {new}'s, and not in DROPPED"
                ));
            }
        }
        for (until, kind, name) in DROPPED
            .iter()
            .filter(|(until, ..)| *until > older.declared.0 && *until <= newest.declared.0)
        {
            if !gone.iter().any(|(k, n)| k == kind && n == name) {
                let until = version_label(*until);
                lines.push(format!("DROPPED says {new} (from {until}) dropped {kind} {name}, but {old}'s cuda.h lacks it or {new}'s has it"));
            }
        }
    }
    lines
}
