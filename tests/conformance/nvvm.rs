//! nvvm.h: cuda-nvvm's `nvvmResult` with every value, the `nvvmProgram` handle and every function,
//! against the header of each libNVVM fetched (the `nvvm/<version>` cache components: `nvidia-nvvm` for
//! 13.x, `nvidia-cuda-nvcc-cu12` for 12.9, from NVIDIA's wheels).
//!
//! The declarations follow 13.5. What older headers lack is the [`SINCE`] table: against such a header
//! those items print as `<version> only` lines, not failures, and an entry the header contradicts (it has
//! the item) fails. The same check, driven by a [`Library`], serves `nvFatbin.h` (module `nvfatbin`).

use std::collections::{BTreeMap, BTreeSet};
use std::mem::{align_of, size_of};
use std::path::{Path, PathBuf};
use std::time::Instant;

use cuda::{CudaEnum, CudaHandle, FunctionTable};
use cuda_driver::sys::{EnumInfo, HandleInfo, HandleKind};
use cuda_nvvm::sys::{nvvmProgram, nvvmResult, Functions};
use cuda_nvvm::FunctionInfo;

use crate::c_gen::{c_code, measure, Item};
use crate::compare::{check_item, version_label, Report};
use crate::copied::{check_lines, read, Comments};
use crate::coverage::{check as check_coverage, Header, Ours};
use crate::headers::Source;

/// The C type names cuda-nvvm declares, spelled as in nvvm.h.
pub(crate) const C_TYPES: &[&str] = &[
    <nvvmResult as CudaEnum>::C_NAME,
    <nvvmProgram as CudaHandle>::C_NAME,
];

/// The items 13.5's declarations have that older headers lack: (the first CUDA release whose header has
/// it, item).
const SINCE: &[(i64, &str)] = &[(13010, "nvvmLLVMVersion")];

/// A header family of one library checked per version: what the check needs to know of it.
pub(crate) struct Library {
    /// The header, its function prefix and its constants' prefix, for the coverage count.
    pub(crate) header: Header,
    /// The cache component's name before `/<version>` (`nvvm`).
    pub(crate) component: &'static str,
    /// The versions checked, newest first.
    pub(crate) versions: &'static [&'static str],
    /// Every item the crate declares, in the order checked.
    pub(crate) items: fn() -> Vec<Item>,
    /// The crate's declarations by C name, for the coverage count.
    pub(crate) ours: fn() -> Ours,
    /// What the declarations' version has that older headers lack: (first version with it, item).
    pub(crate) since: &'static [(i64, &'static str)],
    /// Cache components whose `include/` of the same version the header includes (`curand.h` includes
    /// `cuda_runtime.h`: `cudart` and `cuda-crt`); none for a header that stands alone.
    pub(crate) includes: &'static [&'static str],
    /// Compiler flags the header needs (12.9's `cublas_api.h` refuses to be included without
    /// `CUBLASAPI`, which `cublas_v2.h` defines).
    pub(crate) flags: &'static [&'static str],
    /// Items an older header declares otherwise than the declarations' version, or lacks though the
    /// declarations keep them (a struct that grew, an enum value that moved or was dropped): (the item as
    /// the report names it, header version). Printed as `declared otherwise` lines, never judged.
    pub(crate) otherwise: &'static [(&'static str, &'static str)],
}

/// nvvm.h against cuda-nvvm.
pub(crate) const NVVM: Library = Library {
    header: Header {
        file: "nvvm.h",
        functions: "nvvm",
        defines: &["NVVM_"],
        handles: "nvvm",
        krate: "cuda-nvvm",
        dropped: &[],
        typedefs: None,
    },
    component: "nvvm",
    versions: &["13.5", "13.0", "12.9"],
    items,
    ours,
    since: SINCE,
    includes: &[],
    flags: &[],
    otherwise: &[],
};

/// `"13.0"` as 13000.
fn version_number(label: &str) -> Result<i64, String> {
    let parse = |s: &str| {
        s.parse::<i64>()
            .map_err(|e| format!("version `{label}`: {e}"))
    };
    let (major, minor) = label.split_once('.').ok_or(format!("version `{label}`"))?;
    Ok(parse(major)? * 1000 + parse(minor)? * 10)
}

/// The registry's info for one enum; leaked, as the tables are static.
pub(crate) fn enum_info<E: CudaEnum<Repr = u32>>() -> &'static EnumInfo {
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

/// The registry's info for one pointer handle; leaked.
pub(crate) fn handle_info<H: CudaHandle>() -> &'static HandleInfo {
    Box::leak(Box::new(HandleInfo {
        c_name: H::C_NAME,
        size: size_of::<H>(),
        align: align_of::<H>(),
        kind: HandleKind::Pointer,
        doc: H::DOC,
    }))
}

/// A table's functions as items: each returns `status`, or the C text of its own return type.
pub(crate) fn prototypes(table: &'static [FunctionInfo], status: &'static str) -> Vec<Item> {
    table
        .iter()
        .map(|f| {
            let returns = match f.returns {
                None => status,
                Some("*const c_char") => "const char *",
                Some("usize") => "size_t",
                Some("c_uint") => "unsigned int",
                Some("()") => "void",
                Some(other) => panic!("{}: no C text for the return type `{other}`", f.name),
            };
            Item::Prototype(f, returns)
        })
        .collect()
}

/// Every item, from cuda-nvvm's own declarations.
fn items() -> Vec<Item> {
    let result = enum_info::<nvvmResult>();
    let mut items = vec![
        Item::Handle(handle_info::<nvvmProgram>()),
        Item::Enum(result),
    ];
    items.extend((0..result.values.len()).map(|i| Item::Constant(result, i)));
    items.extend(prototypes(
        <Functions as FunctionTable>::FUNCTIONS,
        "nvvmResult",
    ));
    items
}

/// What cuda-nvvm declares, by C name.
fn ours() -> Ours {
    Ours {
        functions: <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| (f.name, f.symbol))
            .collect(),
        enums: [<nvvmResult as CudaEnum>::C_NAME].into(),
        handles: [<nvvmProgram as CudaHandle>::C_NAME].into(),
        constants: <nvvmResult as CudaEnum>::VARIANTS
            .iter()
            .map(|(n, _)| *n)
            .collect(),
        ..Ours::default()
    }
}

/// The C name of an item [`Library::since`] may list.
fn since_name(item: &Item) -> Option<&str> {
    match item {
        Item::Constant(e, i) => Some(e.values[*i].0),
        Item::Prototype(f, _) => Some(f.name),
        Item::Define(c) => Some(c.c_name),
        Item::Enum(e) => Some(e.c_name),
        Item::Handle(h) => Some(h.c_name),
        Item::Struct(s) | Item::Field(s, _) => Some(s.c_name),
        Item::Alias(a) => Some(a.c_name),
        _ => None,
    }
}

/// The kind of [`crate::compare::KINDS`] an item counts as.
fn kind_of(item: &Item) -> &'static str {
    match item {
        Item::Prototype(..) | Item::Function(_) => "functions",
        Item::Struct(_) => "structs",
        Item::Field(..) => "fields",
        Item::Handle(_) => "handles",
        Item::Enum(_) => "enums",
        Item::Alias(_) => "aliases",
        Item::Define(_) | Item::Version => "defines",
        Item::Constant(..) => "constants",
    }
}

/// Checks `library`'s crate against its header in `include`, version `label` (`13.0`).
pub(crate) fn check_header(
    library: &Library,
    cc: &[String],
    include: &Path,
    work: &Path,
    label: &str,
) -> Result<Report, String> {
    let version = version_number(label)?;
    let file = library.header.file;
    let items = (library.items)();
    let mut report = Report {
        label: version_label(version),
        header: file,
        ..Report::default()
    };
    let mut code = BTreeMap::new();
    for (id, item) in items.iter().enumerate() {
        match c_code(id, item) {
            Ok(c) => {
                code.insert(id, c);
            }
            Err(e) => report.fail(&item.name(), format_args!("cannot generate C: {e}")),
        }
    }
    let generated: BTreeSet<usize> = code.keys().copied().collect();
    let measured = measure(cc, include, work, &[file], code)?;
    for (id, item) in items.iter().enumerate() {
        if !generated.contains(&id) {
            continue;
        }
        let (got, error) = (
            measured.numbers.get(&id).map(Vec::as_slice),
            measured.errors.get(&id),
        );
        let newer = since_name(item).and_then(|name| {
            library
                .since
                .iter()
                .find(|(since, n)| *n == name && version < *since)
        });
        let name = item.name();
        if library.otherwise.contains(&(name.as_str(), label))
            || matches!(item, Item::Field(s, _) if library.otherwise.contains(&(s.c_name, label)))
        {
            report.count(kind_of(item));
            report.newer.push(format!(
                "{name}: declared otherwise in {}'s {file} (an older layout or value)",
                report.label
            ));
            continue;
        }
        match newer {
            Some(&(since, name)) => {
                report.count(kind_of(item));
                let (since, label) = (version_label(since), report.label.clone());
                if error.is_some() {
                    report
                        .newer
                        .push(format!("{since} only: {name} is not in {label}'s {file}"));
                } else {
                    report.fail(
                        name,
                        format_args!("SINCE says {since} brought it, but {label}'s {file} has it"),
                    );
                }
            }
            None => check_item(&mut report, version, item, got, error),
        }
    }
    check_coverage(
        cc,
        include,
        work,
        &library.header,
        &(library.ours)(),
        version,
        &mut report,
    );
    check_docs(library, &items, include, &mut report);
    Ok(report)
}

/// The crate's doc lines against the header's comments (the rule of [`crate::copied`]).
fn check_docs(library: &Library, items: &[Item], include: &Path, report: &mut Report) {
    let Some(header) = read(include, library.header.file, report) else {
        return;
    };
    let comments = Comments::new(&[&header]);
    let docs = items
        .iter()
        .flat_map(|item| -> Vec<(String, &'static str)> {
            match item {
                Item::Handle(h) => vec![(h.c_name.to_owned(), h.doc)],
                Item::Enum(e) => vec![(e.c_name.to_owned(), e.doc)],
                Item::Constant(e, i) => vec![(e.values[*i].0.to_owned(), e.docs[*i])],
                Item::Prototype(f, _) => vec![(f.name.to_owned(), f.doc)],
                _ => Vec::new(),
            }
        });
    check_lines(report, &comments, docs);
}

/// One version's header: its source, the version, and the `-I` flags of the headers it includes.
type Found = (Source, &'static str, Vec<String>);

/// The headers of `library`, one per version, from the cache (fetched on first use); a version whose
/// header cannot be had is a line saying why.
fn sources(library: &Library) -> (Vec<Found>, Vec<String>) {
    let file = library.header.file;
    let (mut found, mut missing) = (Vec::new(), Vec::new());
    'versions: for v in library.versions {
        let mut flags = Vec::new();
        flags.extend(library.flags.iter().map(|f| (*f).to_owned()));
        for component in library.includes {
            match cuda_tests::fetch::component(&format!("{component}/{v}")) {
                Ok(dir) => flags.push(format!("-I{}", dir.join("include").display())),
                Err(why) => {
                    missing.push(format!("{file}: {why}"));
                    continue 'versions;
                }
            }
        }
        let fetched = cuda_tests::fetch::component(&format!("{}/{v}", library.component));
        match fetched.map(|dir| dir.join("include")) {
            Ok(dir) if dir.join(file).is_file() => found.push((
                Source {
                    // The header's name, not the component's: two headers of one component (cuBLAS's)
                    // are checked side by side, each in a work folder of its own.
                    name: format!("{}-{v}", file.trim_end_matches(".h")),
                    dir,
                    nvrtc: None,
                    nvjitlink: None,
                },
                *v,
                flags,
            )),
            Ok(dir) => missing.push(format!("{file}: no {}", dir.join(file).display())),
            Err(why) => missing.push(format!("{file}: {why}")),
        }
    }
    (found, missing)
}

/// Each header's report (or why it could not be made), with the seconds it took.
pub(crate) type Checked = Vec<(Result<Report, String>, f64)>;

/// Every library's headers checked, each version on a thread of its own: the sources, each one's report
/// (or why it could not be made) with the seconds it took. A header that cannot be had prints a line: a
/// failure under CI (`failed` set), a skip elsewhere.
pub(crate) fn check_all(
    libraries: &[&Library],
    cc: &[String],
    work: &Path,
    ci: bool,
    failed: &mut bool,
) -> (Vec<Source>, Checked) {
    let mut all: Vec<(&Library, Source, &'static str, Vec<String>)> = Vec::new();
    for library in libraries {
        let (found, missing) = sources(library);
        for why in missing {
            if ci {
                println!("conformance: FAIL: header missing under CI=true: {why}");
                *failed = true;
            } else {
                println!("conformance: skipped {why}");
            }
        }
        all.extend(found.into_iter().map(|(s, v, f)| (*library, s, v, f)));
    }
    let results = std::thread::scope(|scope| {
        let handles: Vec<_> = all
            .iter()
            .map(|(library, source, v, flags)| {
                let work: PathBuf = work.join(&source.name);
                let cc: Vec<String> = cc.iter().chain(flags).cloned().collect();
                scope.spawn(move || {
                    let t = Instant::now();
                    let report = check_header(library, &cc, &source.dir, &work, v);
                    (report, t.elapsed().as_secs_f64())
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a check thread panicked"))
            .collect()
    });
    (all.into_iter().map(|(_, s, ..)| s).collect(), results)
}
