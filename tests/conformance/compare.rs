//! Comparing the header's numbers with the tables.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use cuda_driver::sys::{self, HandleKind};

use crate::c_gen::{c_code, is_rust_padding, measure, prototype, Item, Measured, CUDA_INCLUDES};
use crate::c_types::c_type;
use crate::newer::{newer_than, Change, NEWER};

pub(crate) use cuda_struct_check::class_name;

/// What the summary line counts, in its order.
pub(crate) const KINDS: &[&str] = &[
    "structs",
    "fields",
    "padding gaps",
    "handles",
    "enums",
    "constants",
    "aliases",
    "functions",
    "defines",
];

/// The outcome for one header.
#[derive(Default)]
pub(crate) struct Report {
    /// The header's version, as `13.0`.
    pub(crate) label: String,
    /// The header the messages name (`cuda.h`, `nvrtc.h`).
    pub(crate) header: &'static str,
    /// One line per mismatch.
    pub(crate) failures: Vec<String>,
    /// One line per item [`NEWER`] explains.
    pub(crate) newer: Vec<String>,
    /// Items checked, per kind of [`KINDS`].
    pub(crate) counts: [usize; KINDS.len()],
    /// The header's items against ours, counted from the header (`functions 86/449, ...`; `coverage`).
    pub(crate) coverage: Option<String>,
    /// How many items of each kind the coverage counted in the header (the `M` of `N/M`); `floor`.
    pub(crate) coverage_totals: Vec<(&'static str, usize)>,
    /// Every item the header declares, as the coverage counted it: (kind, name), and the header's version.
    pub(crate) declared: (i64, BTreeSet<(&'static str, String)>),
    /// How many of our doc lines were compared with the header's comments, when they were (`copied`).
    pub(crate) docs_checked: Option<usize>,
}

impl Report {
    pub(crate) fn fail(&mut self, what: &str, message: impl std::fmt::Display) {
        self.failures.push(format!("{what}: {message}"));
    }
    pub(crate) fn count(&mut self, kind: &str) {
        let i = KINDS
            .iter()
            .position(|k| *k == kind)
            .expect("a kind of KINDS");
        self.counts[i] += 1;
    }
}

/// Every item, in the order of the tables; item 0 is `CUDA_VERSION`.
pub(crate) fn all_items() -> Vec<Item> {
    let mut items = vec![Item::Version];
    for s in sys::STRUCTS {
        items.push(Item::Struct(s));
        let fields = (0..s.fields.len()).filter(|&i| !is_rust_padding(s, i));
        items.extend(fields.map(|i| Item::Field(s, i)));
    }
    items.extend(sys::HANDLES.iter().map(Item::Handle));
    for e in sys::ENUMS {
        items.push(Item::Enum(e));
        items.extend((0..e.values.len()).map(|i| Item::Constant(e, i)));
    }
    items.extend(sys::ALIASES.iter().map(Item::Alias));
    items.extend(sys::CONSTANTS.iter().map(Item::Define));
    items.extend(cuda_driver::functions().map(Item::Function));
    items
}

/// `13000` as `13.0`.
pub(crate) fn version_label(version: i64) -> String {
    format!("{}.{}", version / 1000, version % 1000 / 10)
}

pub(crate) fn check_header(cc: &[String], include: &Path, work: &Path) -> Result<Report, String> {
    let items = all_items();
    let mut report = Report {
        header: "cuda.h",
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
    let measured = measure(cc, include, work, CUDA_INCLUDES, code)?;
    let Some(&[version]) = measured.numbers.get(&0).map(Vec::as_slice) else {
        let error = measured.errors.get(&0);
        return Err(format!(
            "no CUDA_VERSION in {}: {error:?}",
            include.display()
        ));
    };
    report.label = version_label(version);
    for (id, item) in items.iter().enumerate().skip(1) {
        if generated.contains(&id) {
            let got = measured.numbers.get(&id).map(Vec::as_slice);
            check_item(&mut report, version, item, got, measured.errors.get(&id));
        }
    }
    check_padding(&mut report, &items, &measured, version);
    let ours = crate::coverage::driver();
    crate::coverage::check(
        cc,
        include,
        work,
        &crate::coverage::CUDA_H,
        &ours,
        version,
        &mut report,
    );
    crate::copied::check_driver(include, &mut report);
    Ok(report)
}

/// Compares one item with the header's numbers (`got`), or explains why there are none (`error`).
pub(crate) fn check_item(
    report: &mut Report,
    version: i64,
    item: &Item,
    got: Option<&[i64]>,
    error: Option<&String>,
) {
    let name = item.name();
    let (label, header) = (report.label.clone(), report.header);
    let absent = || format!("not in this {header}: {}", error.map_or("", String::as_str));
    match item {
        Item::Version => {}
        Item::Struct(s) => {
            report.count("structs");
            match (got, newer_than(version, s.c_name, "").map(|n| (n.change, n.since))) {
                (None, Some((Change::Type, since))) => report.newer.push(format!(
                    "{} only: {name} is not in {label}'s {header}",
                    version_label(since)
                )),
                (Some(&[size, align]), Some((Change::Layout, since)))
                    if (size, align) != (s.size as i64, s.align as i64) =>
                {
                    report.newer.push(format!(
                        "{} only: {name} is {} bytes aligned to {}; {label}'s {header}: {size} aligned to {align}",
                        version_label(since),
                        s.size,
                        s.align
                    ))
                }
                (Some(&[size, align]), _) => {
                    compare(report, &name, "size", s.size, size);
                    compare(report, &name, "align", s.align, align);
                }
                _ => report.fail(&name, absent()),
            }
        }
        Item::Field(s, i) => {
            report.count("fields");
            let f = &s.fields[*i];
            let entry = newer_than(version, s.c_name, f.name);
            let whole = newer_than(version, s.c_name, "").filter(|n| n.change == Change::Type);
            match (got, entry.or(whole)) {
                (None, Some(n)) if n.change == Change::Type => {}
                (Some(&[offset, size, compatible]), Some(n)) if n.change == Change::Layout => {
                    let same = (offset, size, compatible) == (f.offset as i64, f.size as i64, 1);
                    if same {
                        let why = "NEWER says its layout changed, but this header agrees";
                        report.fail(&name, why);
                    } else {
                        let since = version_label(n.since);
                        report.newer.push(format!(
                            "{since} only: {name} at {}+{} as in {since}; {label}'s {header}: {offset}+{size}",
                            f.offset, f.size
                        ));
                    }
                }
                (None, Some(n)) if n.change == Change::Member => {
                    let since = version_label(n.since);
                    let line = format!("{since} only: {name} is not in {label}'s {header}");
                    report.newer.push(line);
                }
                (Some(_), Some(n)) => {
                    let since = version_label(n.since);
                    let why = format!("NEWER says {since} only, but {label}'s {header} has it");
                    report.fail(&name, why);
                }
                (Some(&[offset, size, compatible]), None) => {
                    compare(report, &name, "offset", f.offset, offset);
                    compare(report, &name, "size", f.size, size);
                    if compatible != 1 {
                        let c = c_type(f.ty).unwrap_or_default();
                        let why = format!("type: Rust `{}` (C `{c}`) is not {header}'s type", f.ty);
                        report.fail(&name, why);
                    }
                }
                _ => report.fail(&name, absent()),
            }
        }
        Item::Handle(h) => {
            report.count("handles");
            let Some(&[size, align, class, signed]) = got else {
                return type_absent(report, version, h.c_name, &absent());
            };
            compare(report, &name, "size", h.size, size);
            compare(report, &name, "align", h.align, align);
            let c = match (class, signed) {
                (5, _) => Some(HandleKind::Pointer),
                (1, 1) => Some(HandleKind::Signed),
                (1, _) => Some(HandleKind::Unsigned),
                _ => None,
            };
            if c != Some(h.kind) {
                let c = c.map_or_else(|| class_name(class), |k| format!("{k:?}"));
                report.fail(&name, format_args!("kind: Rust {:?}, {header} {c}", h.kind));
            }
        }
        Item::Enum(e) => {
            report.count("enums");
            match got {
                Some(&[size, align]) => {
                    compare(report, &name, "size", e.size, size);
                    compare(report, &name, "align", e.align, align);
                }
                _ => type_absent(report, version, e.c_name, &absent()),
            }
        }
        Item::Constant(e, i) => {
            report.count("constants");
            let (constant, value) = e.values[*i];
            let entry = newer_than(version, e.c_name, constant);
            let whole = newer_than(version, e.c_name, "").filter(|n| n.change == Change::Type);
            let entry = entry.or(whole);
            let since = entry.map(|n| version_label(n.since)).unwrap_or_default();
            match (got, entry.map(|n| n.change)) {
                (None, Some(Change::Type)) => {}
                (None, Some(Change::Constant)) => report.newer.push(format!(
                    "{since} only: {name} = {value} is not in {label}'s {header}"
                )),
                (Some(&[c]), Some(Change::Count)) if c != value => report.newer.push(format!(
                    "{since} only: {name} = {value} in {since}, {c} in {label}'s {header} (a count)"
                )),
                // A type new under its name whose constants an older header has under another
                // (13.5's `CUdevSmResourceSplitByCount_flags`, 13.0's `CUdevSmResourceSplit_flags`).
                (Some(&[c]), Some(Change::Type)) => compare(report, &name, "value", value, c),
                (Some(&[c]), Some(_)) if c == value => report.fail(
                    &name,
                    format_args!(
                        "NEWER says {since} changed it, but {label}'s {header} agrees ({c})"
                    ),
                ),
                (Some(&[c]), _) => compare(report, &name, "value", value, c),
                _ => report.fail(&name, absent()),
            }
        }
        Item::Alias(a) => {
            report.count("aliases");
            let Some(&[size, align, compatible]) = got else {
                return type_absent(report, version, a.c_name, &absent());
            };
            let relaid = newer_than(version, a.c_name, "").filter(|n| n.change == Change::Layout);
            match relaid {
                // Another name of a struct laid out otherwise before (13.5's `CUdevResource_v1`).
                Some(n) if (size, align) != (a.size as i64, a.align as i64) => {
                    report.newer.push(format!(
                        "{} only: {name} is {} bytes aligned to {}; {label}'s {header}: {size} aligned to {align}",
                        version_label(n.since),
                        a.size,
                        a.align
                    ));
                }
                _ => {
                    compare(report, &name, "size", a.size, size);
                    compare(report, &name, "align", a.align, align);
                }
            }
            if compatible != 1 {
                let why = format!("type: Rust `{}` is not {header}'s type", a.rust);
                report.fail(&name, why);
            }
        }
        Item::Define(c) => {
            report.count("defines");
            let Some(&[value, compatible]) = got else {
                // A `#define` is listed in NEWER with no type: ("", name).
                return match newer_than(version, "", c.c_name) {
                    Some(n) if n.change == Change::Constant => report.newer.push(format!(
                        "{} only: {name} is not in {label}'s {header}",
                        version_label(n.since)
                    )),
                    _ => report.fail(&name, absent()),
                };
            };
            match define_value(c.value) {
                Some(rust) => compare(report, &name, "value", rust, value),
                None => report.fail(
                    &name,
                    format_args!("no integer in Rust's value `{}`", c.value),
                ),
            }
            if compatible != 1 {
                let why = format!("type: Rust `{}` is not {header}'s type", c.rust);
                report.fail(&name, why);
            }
        }
        Item::Function(f) => {
            report.count("functions");
            let v = f.version.unwrap_or(0).to_string();
            // The version a "missing" error names is the header's evidence: NEWER's `since` for a
            // function it lists, else the ABI version itself.
            let listed = NEWER
                .iter()
                .find(|n| n.change == Change::Function && n.ty == f.name && n.item == v);
            let since = listed.map_or(i64::from(f.version.unwrap_or(0)), |n| n.since);
            if i64::from(f.since.unwrap_or(0)) != since {
                let why = format!(
                    "declared `since {}`, but the first cuda.h to have PFN_{}_v{v} is {}",
                    f.since.unwrap_or(0),
                    f.name,
                    version_label(since)
                );
                report.fail(&name, why);
            }
            let entry = newer_than(version, f.name, &v).filter(|n| n.change == Change::Function);
            match (error, entry) {
                (Some(_), Some(n)) => report.newer.push(format!(
                    "{} only: {name} is not in {label}'s cudaTypedefs.h",
                    version_label(n.since)
                )),
                (None, Some(_)) => {
                    report.fail(&name, "NEWER says it is newer, but this header has it")
                }
                (Some(error), None) => {
                    let rust = prototype(f).unwrap_or_default();
                    let why = format!("prototype: Rust declares CUresult ({rust}); {error}");
                    report.fail(&name, why);
                }
                (None, None) => {}
            }
        }
        Item::Prototype(f, returns) => {
            report.count("functions");
            let removed = cuda_nvrtc::sys::removed_in(f.name).map(i64::from);
            let v = f.version.unwrap_or(0).to_string();
            let added = newer_than(version, f.name, &v).filter(|n| n.change == Change::Function);
            match (error, added) {
                (Some(_), Some(n)) => {
                    return report.newer.push(format!(
                        "{} only: {name} is not in {label}'s {header}",
                        version_label(n.since)
                    ))
                }
                (None, Some(_)) => {
                    return report.fail(&name, "NEWER says it is newer, but this header has it")
                }
                _ => {}
            }
            match (error, removed) {
                (Some(_), Some(r)) if version >= r => report.newer.push(format!(
                    "until {}: {name} is not in {label}'s {header} (REMOVED)",
                    version_label(r)
                )),
                (None, Some(r)) if version >= r => report.fail(
                    &name,
                    format_args!(
                        "REMOVED says {} dropped it, but {label}'s {header} has it",
                        version_label(r)
                    ),
                ),
                (Some(error), _) => {
                    let rust = prototype(f).unwrap_or_default();
                    let why = format!("prototype: Rust declares {returns} ({rust}); {error}");
                    report.fail(&name, why);
                }
                (None, _) => {}
            }
        }
    }
}

/// The integer a constant's Rust value stands for (cuda-struct-check's reading: a literal, an enum
/// constant of the driver's, or the integer a handle or pointer is made from).
fn define_value(value: &str) -> Option<i64> {
    cuda_struct_check::define_value(value, |ty| sys::ENUMS.iter().find(|e| e.c_name == ty))
}

/// A type the header lacks: a `13.0 only` line when [`NEWER`] says so, else a failure.
fn type_absent(report: &mut Report, version: i64, ty: &str, absent: &str) {
    match newer_than(version, ty, "").filter(|n| n.change == Change::Type) {
        Some(n) => {
            let line = format!(
                "{} only: {ty} is not in {}'s {}",
                version_label(n.since),
                report.label,
                report.header
            );
            report.newer.push(line);
        }
        None => report.fail(ty, absent),
    }
}

/// Rust-only padding: each run of `_pad` fields must fill exactly the gap between the C fields around it,
/// in the header's own numbers.
pub(crate) fn check_padding(
    report: &mut Report,
    items: &[Item],
    measured: &Measured,
    version: i64,
) {
    let mut fields: BTreeMap<(&str, usize), (i64, i64)> = BTreeMap::new();
    let mut sizes: BTreeMap<&str, i64> = BTreeMap::new();
    for (id, item) in items.iter().enumerate() {
        match (item, measured.numbers.get(&id).map(Vec::as_slice)) {
            (Item::Field(s, i), Some(&[offset, size, _])) => {
                fields.insert((s.c_name, *i), (offset, size));
            }
            (Item::Struct(s), Some(&[size, _])) => {
                sizes.insert(s.c_name, size);
            }
            _ => {}
        }
    }
    for s in sys::STRUCTS {
        // A struct the older header lacks, or lays out otherwise, has its `13.0 only` lines already.
        let changed = NEWER.iter().any(|n| {
            n.ty == s.c_name
                && version < n.since
                && matches!(n.change, Change::Type | Change::Layout)
        });
        if changed {
            continue;
        }
        let mut i = 0;
        while i < s.fields.len() {
            if !is_rust_padding(s, i) {
                i += 1;
                continue;
            }
            let first = i;
            while i < s.fields.len() && is_rust_padding(s, i) {
                i += 1;
            }
            report.count("padding gaps");
            let last = &s.fields[i - 1];
            let rust = (
                s.fields[first].offset as i64,
                (last.offset + last.size) as i64,
            );
            let name = format!("{}.{}", s.c_name, s.fields[first].name);
            // The C field before the run (or the start) and after it (or the end).
            let before = first.checked_sub(1);
            let c_start = match before {
                None => Some(0),
                Some(p) => fields
                    .get(&(s.c_name, p))
                    .map(|(offset, size)| offset + size),
            };
            let c_end = match s.fields.get(i) {
                None => sizes.get(s.c_name).copied(),
                Some(_) => fields.get(&(s.c_name, i)).map(|(offset, _)| *offset),
            };
            let between = format!(
                "between {} and {}",
                before.map_or("the start", |p| s.fields[p].name),
                s.fields.get(i).map_or("the end", |n| n.name)
            );
            match c_start.zip(c_end) {
                Some(c) if c == rust => {}
                Some((c_start, c_end)) => report.fail(
                    &name,
                    format_args!(
                        "Rust-only padding fills {}..{}, cuda.h leaves {c_start}..{c_end} {between}",
                        rust.0, rust.1
                    ),
                ),
                None => report.fail(
                    &name,
                    format_args!("Rust-only padding {between}: a neighbour is not in this cuda.h"),
                ),
            }
        }
    }
}

pub(crate) fn compare(
    report: &mut Report,
    name: &str,
    what: &str,
    rust: impl TryInto<i64> + Copy + std::fmt::Display,
    c: i64,
) {
    if rust.try_into().ok() != Some(c) {
        let header = report.header;
        report.fail(name, format_args!("{what}: Rust {rust}, {header} {c}"));
    }
}
