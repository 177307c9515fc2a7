//! nvJitLink.h: cuda-nvjitlink's two enums with every value, the linker handle and every function, against
//! the header of each nvJitLink version fetched (the `nvjitlink/<version>` cache components, from
//! NVIDIA's wheels).
//!
//! The declarations follow 13.5. What older headers lack or number otherwise is [`SINCE`]: against such a
//! header those items print as `<version> only` lines, not failures, and an entry the header contradicts
//! is a failure. The header calls each function through a versioned entry point
//! (`__nvJitLinkCreate_13_0`); every one of those is counted too, and each declaration must be callable
//! through it with the Rust-derived parameter types (`versioned entry points N/M` on the coverage line).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::mem::{align_of, size_of};
use std::path::Path;

use cuda::{CudaEnum, CudaHandle, FunctionTable};
use cuda_driver::sys::{EnumInfo, HandleInfo, HandleKind};
use cuda_nvjitlink::sys::{nvJitLinkHandle, nvJitLinkInputType, nvJitLinkResult, Functions};
use cuda_nvjitlink::FunctionInfo;

use crate::c_gen::{c_code, measure, Item};
use crate::c_types::c_type;
use crate::compare::{check_item, version_label, Report};
use crate::copied::{check_lines, read, Comments};
use crate::coverage::{check as check_coverage, Header, Ours};
use crate::header_items::prototypes;

/// The nvJitLink versions checked, each the cache component `nvjitlink/<version>`.
pub(crate) const VERSIONS: &[&str] = &["13.5", "13.0", "12.9"];

/// The C type names cuda-nvjitlink declares, spelled as in nvJitLink.h.
pub(crate) const C_TYPES: &[&str] = &[
    <nvJitLinkResult as CudaEnum>::C_NAME,
    <nvJitLinkInputType as CudaEnum>::C_NAME,
    <nvJitLinkHandle as CudaHandle>::C_NAME,
];

/// nvJitLink.h, against cuda-nvjitlink.
const NVJITLINK_H: Header = Header {
    file: "nvJitLink.h",
    functions: "nvJitLink",
    defines: &["NVJITLINK_"],
    handles: "nvJitLink",
    krate: "cuda-nvjitlink",
    dropped: &[],
    typedefs: None,
};

/// How an item of the declarations differs in a header older than `since`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Older {
    /// The older header does not have it.
    Absent,
    /// The older header has the constant as a macro for another code (12.x's `#define
    /// NVJITLINK_ERROR_NULL_INPUT NVJITLINK_ERROR_INVALID_INPUT`): its value there is this one.
    Renumbered(i64),
}

/// The items 13.5's declarations have that older headers lack or number otherwise: (the first header
/// version with the item as declared, item, how it differs before).
#[rustfmt::skip]
const SINCE: &[(i64, &str, Older)] = &[
    (13000, "NVJITLINK_ERROR_NULL_INPUT", Older::Renumbered(3)),
    (13000, "NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS", Older::Renumbered(3)),
    (13000, "NVJITLINK_ERROR_INCORRECT_INPUT_TYPE", Older::Renumbered(3)),
    (13000, "NVJITLINK_ERROR_ARCH_MISMATCH", Older::Renumbered(6)),
    (13000, "NVJITLINK_ERROR_OUTDATED_LIBRARY", Older::Renumbered(6)),
    (13000, "NVJITLINK_ERROR_MISSING_FATBIN", Older::Renumbered(3)),
    (13000, "NVJITLINK_ERROR_UNRECOGNIZED_ARCH", Older::Absent),
    (13000, "NVJITLINK_ERROR_UNSUPPORTED_ARCH", Older::Absent),
    (13000, "NVJITLINK_ERROR_LTO_NOT_ENABLED", Older::Absent),
    // In the headers from 13.3 (the library's first version with them); 13.5 is the first checked here.
    (13030, "nvJitLinkGetLinkedLTOIRSize", Older::Absent),
    (13030, "nvJitLinkGetLinkedLTOIR", Older::Absent),
];

/// `"13.0"` as 13000.
fn version_number(label: &str) -> Result<i64, String> {
    let parse = |s: &str| {
        s.parse::<i64>()
            .map_err(|e| format!("version `{label}`: {e}"))
    };
    let (major, minor) = label.split_once('.').ok_or(format!("version `{label}`"))?;
    Ok(parse(major)? * 1000 + parse(minor)? * 10)
}

/// The registry's info for one of the crate's enums; leaked, as the tables are static.
fn enum_info<E: CudaEnum<Repr = u32>>() -> &'static EnumInfo {
    let values: Vec<(&'static str, i64)> = E::VARIANTS
        .iter()
        .map(|(name, v)| (*name, i64::from(v.raw())))
        .collect();
    Box::leak(Box::new(EnumInfo {
        c_name: E::C_NAME,
        size: size_of::<E>(),
        align: align_of::<E>(),
        values: values.leak(),
        doc: E::DOC,
        docs: E::VARIANT_DOCS,
    }))
}

/// Every item, from cuda-nvjitlink's own declarations: the handle, both enums and their values, and the
/// table's functions (all returning `nvJitLinkResult`).
fn items() -> Vec<Item> {
    let handle: &'static HandleInfo = Box::leak(Box::new(HandleInfo {
        c_name: <nvJitLinkHandle as CudaHandle>::C_NAME,
        size: size_of::<nvJitLinkHandle>(),
        align: align_of::<nvJitLinkHandle>(),
        kind: HandleKind::Pointer,
        doc: <nvJitLinkHandle as CudaHandle>::DOC,
    }));
    let mut items = vec![Item::Handle(handle)];
    for e in [
        enum_info::<nvJitLinkResult>(),
        enum_info::<nvJitLinkInputType>(),
    ] {
        items.push(Item::Enum(e));
        items.extend((0..e.values.len()).map(|i| Item::Constant(e, i)));
    }
    let table = <Functions as FunctionTable>::FUNCTIONS;
    items.extend(table.iter().map(|f| Item::Prototype(f, "nvJitLinkResult")));
    items
}

/// The [`SINCE`] entry of an item, if the header (`version`) is older than it.
fn older(version: i64, item: &Item) -> Option<(i64, Older)> {
    let name = match item {
        Item::Constant(e, i) => e.values[*i].0,
        Item::Prototype(f, _) => f.name,
        _ => return None,
    };
    SINCE
        .iter()
        .find(|(since, n, _)| *n == name && version < *since)
        .map(|&(since, _, how)| (since, how))
}

/// Checks an item [`SINCE`] says this older header lacks or numbers otherwise. `got`: what the header
/// gave for it, `None` when it did not compile (a function gives no numbers: `Some(&[])` when it did).
fn check_older(report: &mut Report, item: &Item, got: Option<&[i64]>, (since, how): (i64, Older)) {
    let (name, label, since) = (item.name(), report.label.clone(), version_label(since));
    let header = report.header;
    report.count(match item {
        Item::Prototype(..) => "functions",
        _ => "constants",
    });
    let value = match item {
        Item::Constant(e, i) => e.values[*i].1,
        _ => 0,
    };
    match (how, got) {
        (Older::Absent, None) => report
            .newer
            .push(format!("{since} only: {name} is not in {label}'s {header}")),
        (Older::Renumbered(old), Some(&[c])) if c == old => report.newer.push(format!(
            "{since} numbering: {name} is {value}; {label}'s {header} makes it a macro for code {c}"
        )),
        (_, got) => report.fail(
            &name,
            format_args!("SINCE says {since} changed it, but {label}'s {header} gives {got:?}"),
        ),
    }
}

/// The versioned entry points of the header (`__nvJitLinkCreate_13_0`), each with the declaration it
/// stands for; an entry point for no declared function is a failure.
fn entry_points(
    cc: &[String],
    include: &Path,
    work: &Path,
    report: &mut Report,
) -> Vec<(String, &'static FunctionInfo)> {
    let found = match prototypes(cc, include, work, NVJITLINK_H.file, "__nvJitLink") {
        Ok(found) => found,
        Err(why) => {
            report.fail(
                "entry points",
                format_args!("cannot read nvJitLink.h: {why}"),
            );
            return Vec::new();
        }
    };
    let table = <Functions as FunctionTable>::FUNCTIONS;
    let mut out = Vec::new();
    for entry in found {
        // `__nvJitLinkCreate_13_0`: the name, then `_<major>_<minor>`.
        let name = entry
            .strip_prefix("__")
            .and_then(|e| e.rsplitn(3, '_').nth(2))
            .unwrap_or("");
        match table.iter().find(|f| f.name == name) {
            Some(f) => out.push((entry, f)),
            None => report.fail(
                &entry,
                "a versioned entry point of no function cuda-nvjitlink declares",
            ),
        }
    }
    out
}

/// C that calls `entry` with parameters of the Rust-derived types of `f`, inside `__typeof__` (so nothing
/// is linked): under `-Werror` an argument the entry point cannot take is a compile error, and so is a
/// return type other than `nvJitLinkResult`.
fn entry_call(entry: &str, f: &FunctionInfo) -> Result<String, String> {
    let mut params = Vec::new();
    for (i, (name, ty)) in f.params.iter().enumerate() {
        let c = c_type(ty).map_err(|e| format!("parameter `{name}`: {e}"))?;
        params.push(format!("{c} p{i}"));
    }
    let args: Vec<String> = (0..params.len()).map(|i| format!("p{i}")).collect();
    let mut c = String::new();
    let call = format!("{entry}({})", args.join(", "));
    let _ = write!(
        c,
        "__attribute__((unused)) static void rs_call_{entry}({}) {{\n\
         \x20   _Static_assert(__builtin_types_compatible_p(__typeof__({call}), nvJitLinkResult), \"returns\");\n\
         }}",
        params.join(", ")
    );
    Ok(c)
}

/// Checks cuda-nvjitlink against the nvJitLink.h in `include`, which is nvJitLink `label` (`13.0`).
pub(crate) fn check_header(
    cc: &[String],
    include: &Path,
    work: &Path,
    label: &str,
) -> Result<Report, String> {
    let version = version_number(label)?;
    let items = items();
    let mut report = Report {
        label: version_label(version),
        header: "nvJitLink.h",
        ..Report::default()
    };
    let entries = entry_points(cc, include, work, &mut report);
    let mut code = BTreeMap::new();
    for (id, item) in items.iter().enumerate() {
        match c_code(id, item) {
            Ok(c) => {
                code.insert(id, c);
            }
            Err(e) => report.fail(&item.name(), format_args!("cannot generate C: {e}")),
        }
    }
    for (i, (entry, f)) in entries.iter().enumerate() {
        match entry_call(entry, f) {
            Ok(c) => {
                code.insert(items.len() + i, (c, String::new()));
            }
            Err(e) => report.fail(entry, format_args!("cannot generate C: {e}")),
        }
    }
    let generated: BTreeSet<usize> = code.keys().copied().collect();
    let measured = measure(cc, include, work, &["nvJitLink.h"], code)?;
    for (id, item) in items.iter().enumerate() {
        if !generated.contains(&id) {
            continue;
        }
        let (got, error) = (
            measured.numbers.get(&id).map(Vec::as_slice),
            measured.errors.get(&id),
        );
        match older(version, item) {
            Some(since) => {
                let compiled = error.is_none().then_some(&[][..]);
                check_older(&mut report, item, got.or(compiled), since)
            }
            None => check_item(&mut report, version, item, got, error),
        }
    }
    let mut entries_ok = 0;
    for (i, (entry, f)) in entries.iter().enumerate() {
        match measured.errors.get(&(items.len() + i)) {
            None if generated.contains(&(items.len() + i)) => entries_ok += 1,
            None => {}
            Some(error) => report.fail(
                entry,
                format_args!("does not take the arguments of `{}`: {error}", f.name),
            ),
        }
    }
    // Every function, type and constant nvJitLink.h declares is one cuda-nvjitlink declares.
    let constants = |e: &EnumInfo| e.values.iter().map(|(n, _)| *n).collect::<Vec<_>>();
    let ours = Ours {
        functions: <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| (f.name, f.symbol))
            .collect(),
        enums: [
            <nvJitLinkResult as CudaEnum>::C_NAME,
            <nvJitLinkInputType as CudaEnum>::C_NAME,
        ]
        .into(),
        handles: [<nvJitLinkHandle as CudaHandle>::C_NAME].into(),
        constants: constants(enum_info::<nvJitLinkResult>())
            .into_iter()
            .chain(constants(enum_info::<nvJitLinkInputType>()))
            .collect(),
        ..Ours::default()
    };
    check_coverage(cc, include, work, &NVJITLINK_H, &ours, version, &mut report);
    report
        .coverage_totals
        .push(("versioned entry points", entries.len()));
    if let Some(line) = &mut report.coverage {
        let _ = write!(
            line,
            ", versioned entry points {entries_ok}/{}",
            entries.len()
        );
    }
    check_docs(include, &mut report);
    Ok(report)
}

/// cuda-nvjitlink's doc lines against nvJitLink.h's comments (the rule of [`crate::copied`]).
fn check_docs(include: &Path, report: &mut Report) {
    let Some(header) = read(include, "nvJitLink.h", report) else {
        return;
    };
    let comments = Comments::new(&[&header]);
    let handle = [(
        <nvJitLinkHandle as CudaHandle>::C_NAME,
        <nvJitLinkHandle as CudaHandle>::DOC,
    )];
    let enums = [
        enum_info::<nvJitLinkResult>(),
        enum_info::<nvJitLinkInputType>(),
    ]
    .into_iter()
    .flat_map(|e| {
        let values = e.values.iter().zip(e.docs).map(|((n, _), d)| (*n, *d));
        std::iter::once((e.c_name, e.doc)).chain(values)
    });
    let functions = <Functions as FunctionTable>::FUNCTIONS
        .iter()
        .map(|f| (f.name, f.doc));
    let docs = handle.into_iter().chain(enums).chain(functions);
    check_lines(report, &comments, docs.map(|(n, d)| (n.to_owned(), d)));
}
