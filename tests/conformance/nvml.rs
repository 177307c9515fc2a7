//! nvml.h: every type, constant and function `cuda-nvml` declares, against the nvml.h of NVML 13.5, 13.0
//! and 12.9 (the `nvml/<version>` cache components, from NVIDIA's `nvidia-nvml-dev` wheels).
//!
//! For each header one C file is generated from cuda-nvml's own registry and table
//! (`cuda_nvml::sys::{STRUCTS, HANDLES, ENUMS, ALIASES, CONSTANTS}`, `cuda_nvml::sys::functions()`), compiled with `-DNVML_NO_UNVERSIONED_FUNC_DEFS`
//! (so the older ABIs the crate declares as `<name>_v1` are declared too) and run:
//! - every struct and union: `sizeof`, `_Alignof`; every field: `offsetof`, `sizeof`, and its C type
//!   against the Rust type's (`__builtin_types_compatible_p`); a C11 anonymous member through the offsets
//!   of its own members in the outer type;
//! - every enum: `sizeof` and each value; every handle: size and that it is a pointer; every alias: its
//!   C type; every `#define`: value and C type;
//! - every function: the Rust-derived prototype assigned to a pointer to the header's function, looked
//!   up by its exported symbol (`nvmlInit_v2`): under `-Werror` a mismatch does not compile.
//!
//! The declarations follow 13.5. What an older header lacks or lays out otherwise is the generated
//! [`versions`] table (`scripts/gen-nvml.py`): listed items print as `<version> only` / `layout of
//! <version>` lines, never failures; an item the table lists that the older header has, or a difference
//! it does not list, fails. Coverage, counted from the header by the compiler (`coverage::check`): every
//! function, struct, enum, handle and constant of nvml.h must be declared. Doc lines are compared with
//! the header's comments (`copied`).

mod versions;

use std::collections::BTreeMap;
use std::path::Path;

use cuda::{CudaEnum, StructInfo};
use cuda_nvml::sys::{self, ALIASES, CONSTANTS, ENUMS, HANDLES, STRUCTS};

use crate::c_gen::measure;
use crate::compare::{version_label, Report, KINDS};
use crate::copied::{check_lines, read, Comments};
use crate::coverage::{check as check_coverage, Header, Ours};
use cuda_struct_check::PRIMITIVES;

/// The NVML versions checked, each the cache component `nvml/<version>`.
pub(crate) const VERSIONS: &[&str] = &["13.5", "13.0", "12.9"];

/// nvml.h, against cuda-nvml.
const NVML_H: Header = Header {
    file: "nvml.h",
    functions: "nvml",
    defines: &["NVML_"],
    handles: "nvml",
    krate: "cuda-nvml",
    dropped: &[],
    typedefs: None,
};

/// `"13.0"` as 13000.
fn number(label: &str) -> i64 {
    let (major, minor) = label.split_once('.').unwrap_or((label, "0"));
    major.parse::<i64>().unwrap_or(0) * 1000 + minor.parse::<i64>().unwrap_or(0) * 10
}

/// The C spelling of a Rust type of cuda-nvml (`*mut nvmlMemory_t`, `[c_char; 96]`).
fn c_type(rust: &str) -> Result<String, String> {
    let rust = rust.trim();
    if let Some(rest) = rust.strip_prefix('*') {
        let rest = rest.trim_start();
        let (constness, pointee) = rest
            .split_once(' ')
            .ok_or(format!("pointer type `{rust}`"))?;
        let inner = c_type(pointee)?;
        return Ok(match constness {
            "const" => format!("__typeof__({inner}) const *"),
            "mut" => format!("__typeof__({inner}) *"),
            _ => return Err(format!("pointer type `{rust}`")),
        });
    }
    if let Some(inner) = rust.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let (element, len) = inner
            .rsplit_once(';')
            .ok_or(format!("array type `{rust}`"))?;
        return Ok(format!("__typeof__({}[{}])", c_type(element)?, len.trim()));
    }
    if let Some((_, c)) = PRIMITIVES.iter().find(|(r, _)| *r == rust) {
        return Ok((*c).to_owned());
    }
    if let Some(s) = STRUCTS.iter().find(|s| s.c_name == rust) {
        return struct_expr(s).ok_or(format!("`{rust}` has no C type of its own"));
    }
    // Every other name of the crate's is the header's own.
    Ok(rust.to_owned())
}

/// The C type of a struct of the registry; `None` for a C11 anonymous member (`anon<k>`), which has
/// none.
fn struct_expr(s: &StructInfo) -> Option<String> {
    match s.anonymous_in {
        None => match array_element_of(s) {
            Some((outer, member)) => Some(format!(
                "__typeof__((({} *)0)->{member}[0])",
                struct_expr(outer)?
            )),
            None => Some(s.c_name.to_owned()),
        },
        Some((_, member)) if member.starts_with("anon") => None,
        Some((outer, member)) => {
            let outer = STRUCTS.iter().find(|o| o.c_name == outer)?;
            Some(format!(
                "__typeof__((({} *)0)->{member})",
                struct_expr(outer)?
            ))
        }
    }
}

/// For an anonymous C struct that is the element type of an array member (`nvmlGpuThermalSettings_t`'s
/// `sensor[3]`: `nvmlGpuThermalSettings_t_sensor`), which the registry does not list as `anonymous_in`
/// (that names a member of exactly the type): its outer type and member, found as the member
/// `<Outer>.<member>` whose type is an array of `<Outer>_<member>`.
fn array_element_of(s: &StructInfo) -> Option<(&'static StructInfo, &'static str)> {
    STRUCTS.iter().find_map(|o| {
        let member = s.c_name.strip_prefix(o.c_name)?.strip_prefix('_')?;
        let f = o.fields.iter().find(|f| f.name == member)?;
        let element = f.ty.trim().strip_prefix('[')?.split(';').next()?.trim();
        (element == s.c_name).then_some((o, f.name))
    })
}

/// One checked item: its name, its kind (of [`KINDS`]), the C it adds, and what Rust says of it.
struct Item {
    name: String,
    /// The struct a field belongs to (for the layout table).
    owner: Option<&'static str>,
    kind: &'static str,
    top: String,
    exprs: Vec<String>,
    expected: Vec<i64>,
}

fn items() -> Vec<Item> {
    let mut out = Vec::new();
    let mut push =
        |name: String, owner, kind, top: String, exprs: Vec<String>, expected: Vec<i64>| {
            out.push(Item {
                name,
                owner,
                kind,
                top,
                exprs,
                expected,
            })
        };
    for s in STRUCTS {
        let ty = struct_expr(s);
        if let Some(ty) = &ty {
            let e = vec![format!("sizeof({ty})"), format!("_Alignof({ty})")];
            push(
                s.c_name.into(),
                None,
                "structs",
                String::new(),
                e,
                vec![s.size as i64, s.align as i64],
            );
        }
        for f in s.fields.iter().filter(|f| !f.reserved) {
            let name = format!("{}.{}", s.c_name, f.name);
            let owner = Some(s.c_name);
            if let Some(ty) = &ty {
                let member = format!("((({ty} *)0)->{})", f.name);
                let compatible = if f.name.starts_with("anon") {
                    // A C11 anonymous member: no C name; its members are checked through the outer type.
                    "1".to_owned()
                } else {
                    match c_type(f.ty) {
                        Ok(c) => format!("__builtin_types_compatible_p(__typeof__{member}, {c})"),
                        Err(e) => {
                            push(name, owner, "fields", format!("#error {e}"), vec![], vec![]);
                            continue;
                        }
                    }
                };
                if f.name.starts_with("anon") {
                    continue;
                }
                let e = vec![
                    format!("offsetof({ty}, {})", f.name),
                    format!("sizeof{member}"),
                    compatible,
                ];
                push(
                    name,
                    owner,
                    "fields",
                    String::new(),
                    e,
                    vec![f.offset as i64, f.size as i64, 1],
                );
            } else if let Some((outer, _)) = s.anonymous_in {
                // A member of a C11 anonymous member: its offset in the outer type.
                let Some(o) = STRUCTS.iter().find(|o| o.c_name == outer) else {
                    continue;
                };
                let Some(at) = o.fields.iter().find(|of| of.ty.trim() == s.c_name) else {
                    continue;
                };
                let Some(oty) = struct_expr(o) else { continue };
                let member = format!("((({oty} *)0)->{})", f.name);
                let c = c_type(f.ty).unwrap_or_else(|e| format!("#error {e}"));
                let e = vec![
                    format!("offsetof({oty}, {})", f.name),
                    format!("sizeof{member}"),
                    format!("__builtin_types_compatible_p(__typeof__{member}, {c})"),
                ];
                let expected = vec![(at.offset + f.offset) as i64, f.size as i64, 1];
                push(name, Some(outer), "fields", String::new(), e, expected);
            }
        }
    }
    for h in HANDLES {
        let (n, size) = (h.c_name, h.size as i64);
        let e = vec![
            format!("sizeof({n})"),
            format!("__builtin_classify_type(({n})0)"),
        ];
        push(n.into(), None, "handles", String::new(), e, vec![size, 5]);
    }
    for e in ENUMS {
        let ex = vec![format!("sizeof({})", e.c_name)];
        push(
            e.c_name.into(),
            None,
            "enums",
            String::new(),
            ex,
            vec![e.size as i64],
        );
        for &(name, value) in e.values {
            push(
                name.into(),
                None,
                "constants",
                String::new(),
                vec![name.into()],
                vec![value],
            );
        }
    }
    for &cuda::AliasInfo {
        c_name: name, rust, ..
    } in ALIASES
    {
        let e = match c_type(rust) {
            Ok(c) => vec![format!("__builtin_types_compatible_p({name}, {c})")],
            Err(e) => vec![format!("#error {e}")],
        };
        push(name.into(), None, "aliases", String::new(), e, vec![1]);
    }
    for c in CONSTANTS {
        let name = c.c_name;
        let ty = c_type(c.rust).unwrap_or_else(|e| format!("#error {e}"));
        let (top, e) = match define_value(c.value) {
            Some(_) => (
                String::new(),
                vec![
                    name.into(),
                    format!("__builtin_types_compatible_p(__typeof__({name}), {ty})"),
                ],
            ),
            None => (format!("#error no integer in `{}`", c.value), vec![]),
        };
        let value = define_value(c.value).unwrap_or(0);
        push(name.into(), None, "defines", top, e, vec![value, 1]);
    }
    for f in sys::functions() {
        let params: Result<Vec<String>, String> = f.params.iter().map(|(_, t)| c_type(t)).collect();
        let returns = match f.returns {
            None => Ok("nvmlReturn_t".to_owned()),
            Some(r) => c_type(r),
        };
        let (sym, id) = (
            f.symbol,
            f.symbol.replace(|c: char| !c.is_alphanumeric(), "_"),
        );
        let top = match (params, returns) {
            (Ok(p), Ok(r)) => {
                let p = if p.is_empty() {
                    "void".to_owned()
                } else {
                    p.join(", ")
                };
                format!(
                    "typedef {r} (*rs_{id})({p});\n__attribute__((unused)) static void rs_check_{id}(rs_{id} rust) {{\n    \
                     __typeof__(&{sym}) header = rust;\n    (void)header;\n}}"
                )
            }
            (Err(e), _) | (_, Err(e)) => format!("#error {e}"),
        };
        push(sym.into(), None, "functions", top, vec![], vec![]);
    }
    out
}

/// The integer a `#define`'s Rust value says (`12`, `-1`, `0xffff_u64 as c_long`: as C reads it on
/// this target, where `long` is 64 bits).
fn define_value(value: &str) -> Option<i64> {
    let literal = value.split_once(" as ").map_or(value, |(l, _)| l).trim();
    let (negative, literal) = literal
        .strip_prefix('-')
        .map_or((false, literal), |l| (true, l.trim()));
    let literal = literal.trim_end_matches("u64").replace('_', "");
    let v = match literal.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).ok(),
        None => literal.parse::<i128>().ok(),
    };
    // As C's value reads in 64 bits (an `unsigned long long` past `i64::MAX` wraps, as before).
    v.map(|v| if negative { -v } else { v } as i64).or_else(|| {
        cuda_struct_check::define_value(value, |ty| ENUMS.iter().find(|e| e.c_name == ty))
    })
}

/// Checks cuda-nvml against the nvml.h in `include`, which is NVML `label` (`13.0`).
pub(crate) fn check_header(
    cc: &[String],
    include: &Path,
    work: &Path,
    label: &str,
) -> Result<Report, String> {
    let version = number(label);
    let items = items();
    let mut report = Report {
        label: version_label(version),
        header: "nvml.h",
        ..Report::default()
    };
    let mut code = BTreeMap::new();
    for (id, item) in items.iter().enumerate() {
        let body = if item.exprs.is_empty() {
            String::new()
        } else {
            let formats = " %lld".repeat(item.exprs.len());
            let args: String = item
                .exprs
                .iter()
                .map(|e| format!(", (long long)({e})"))
                .collect();
            format!("printf(\"{id}{formats}\\n\"{args});")
        };
        code.insert(id, (item.top.clone(), body));
    }
    let mut cc_old = cc.to_vec();
    cc_old.push("-DNVML_NO_UNVERSIONED_FUNC_DEFS".into());
    let measured = measure(&cc_old, include, work, &["nvml.h"], code)?;
    for (id, item) in items.iter().enumerate() {
        judge(
            &mut report,
            label,
            item,
            measured.numbers.get(&id),
            measured.errors.get(&id),
        );
    }
    let ours = Ours {
        functions: sys::functions().map(|f| (f.name, f.symbol)).collect(),
        structs: STRUCTS
            .iter()
            .map(|s| s.c_name)
            .chain(ALIASES.iter().map(|a| a.c_name))
            .collect(),
        enums: ENUMS
            .iter()
            .map(|e| e.c_name)
            .chain(ALIASES.iter().map(|a| a.c_name))
            .collect(),
        handles: HANDLES
            .iter()
            .map(|h| h.c_name)
            .chain(ALIASES.iter().map(|a| a.c_name))
            .collect(),
        constants: ENUMS
            .iter()
            .flat_map(|e| e.values.iter().map(|(n, _)| *n))
            .chain(CONSTANTS.iter().map(|c| c.c_name))
            .collect(),
        ..Ours::default()
    };
    check_coverage(cc, include, work, &NVML_H, &ours, version, &mut report);
    check_docs(include, &mut report);
    Ok(report)
}

/// One item's numbers (or compile error) against what Rust says, with the versions table.
fn judge(
    report: &mut Report,
    label: &str,
    item: &Item,
    got: Option<&Vec<i64>>,
    error: Option<&String>,
) {
    // A field is as new as its struct.
    let since = versions::since().find(|(n, ..)| *n == item.name || Some(*n) == item.owner);
    let layout = item
        .owner
        .or(Some(item.name.as_str()).filter(|_| matches!(item.kind, "structs" | "aliases")));
    let dropped = versions::UNTIL
        .iter()
        .find(|(n, until)| *n == item.name && number(until) <= number(label));
    let relaid = layout.and_then(|t| {
        versions::LAYOUT
            .iter()
            .find(|(n, v, _)| *n == t && *v == label)
    });
    let newer = since.filter(|(.., first)| number(first) > number(label));
    report.count(item.kind);
    match (got, error) {
        (None, error) if item.exprs.is_empty() && error.is_none() => {
            if let Some((_, first, _)) = newer {
                report.fail(&item.name, format_args!("the versions table says NVML {first} introduced it, but {label}'s nvml.h has it"));
            }
        }
        (None, error) => {
            if let Some((_, first, _)) = newer {
                report
                    .newer
                    .push(format!("{first} only: {} ({})", item.name, item.kind));
            } else if let Some((_, until)) = dropped {
                report.newer.push(format!(
                    "until {until}: {} ({}) is not in {label}'s nvml.h",
                    item.name, item.kind
                ));
            } else if relaid.is_some() && item.kind == "aliases" {
                report.newer.push(format!(
                    "layout of 13.5: {} names another type in {label}",
                    item.name
                ));
            } else if relaid.is_some() && item.kind == "fields" {
                report.newer.push(format!(
                    "layout of 13.5: {} is not in {label}'s {}",
                    item.name,
                    item.owner.unwrap_or("")
                ));
            } else {
                let why = error.map_or("no output", String::as_str);
                report.fail(
                    &item.name,
                    format_args!("not in {label}'s nvml.h as declared: {why}"),
                );
            }
        }
        (Some(numbers), _) => {
            if let Some((_, first, _)) = newer {
                report.fail(&item.name, format_args!("the versions table says NVML {first} introduced it, but {label}'s nvml.h has it"));
            }
            if let Some((_, until)) = dropped {
                report.fail(
                    &item.name,
                    format_args!(
                        "the versions table says {until} dropped it, but {label}'s nvml.h has it"
                    ),
                );
            }
            if *numbers == item.expected {
                return;
            }
            let value_there = versions::VALUES
                .iter()
                .find(|(n, v, _)| *n == item.name && *v == label);
            match (relaid, value_there) {
                (Some((_, _, size)), _)
                    if item.kind != "structs" || numbers.first() == Some(size) =>
                {
                    report.newer.push(format!(
                        "layout of 13.5: {} is {:?} in {label}, {:?} as declared",
                        item.name, numbers, item.expected
                    ))
                }
                (_, Some((_, _, v))) if numbers.first() == Some(v) => report
                    .newer
                    .push(format!("value of 13.5: {} is {v} in {label}", item.name)),
                _ => report.fail(
                    &item.name,
                    format_args!(
                        "Rust {:?}, {label}'s nvml.h {:?} ({})",
                        item.expected, numbers, item.kind
                    ),
                ),
            }
        }
    }
}

/// cuda-nvml's doc lines (types, fields, values, functions) against nvml.h's comments.
fn check_docs(include: &Path, report: &mut Report) {
    let Some(header) = read(include, "nvml.h", report) else {
        return;
    };
    let comments = Comments::new(&[&header]);
    let structs = STRUCTS.iter().flat_map(|s| {
        let fields = s
            .fields
            .iter()
            .map(move |f| (format!("{}.{}", s.c_name, f.name), f.doc));
        std::iter::once((s.c_name.to_owned(), s.doc)).chain(fields)
    });
    let result = <sys::nvmlReturn_t as CudaEnum>::VARIANTS
        .iter()
        .zip(<sys::nvmlReturn_t as CudaEnum>::VARIANT_DOCS)
        .map(|((n, _), d)| ((*n).to_owned(), *d));
    let functions = sys::functions().map(|f| (f.name.to_owned(), f.doc));
    check_lines(report, &comments, structs.chain(result).chain(functions));
}

/// Checks every fetched nvml.h and prints the lines, as `main` does for the other headers; whether any
/// failed. A header that cannot be fetched is skipped with a line (a failure under `CI=true`).
pub(crate) fn run(cc: &[String], work: &Path, ci: bool) -> bool {
    let mut failed = false;
    for v in VERSIONS {
        let fetched = cuda_tests::fetch::component(&format!("nvml/{v}"));
        let dir = match fetched.map(|d| d.join("include")) {
            Ok(d) if d.join("nvml.h").is_file() => d,
            Ok(d) => {
                println!(
                    "conformance: {}nvml.h {v}: no {}",
                    if ci { "FAIL: " } else { "skipped " },
                    d.join("nvml.h").display()
                );
                failed |= ci;
                continue;
            }
            Err(e) => {
                println!(
                    "conformance: {}nvml.h {v}: {e}",
                    if ci { "FAIL: " } else { "skipped " }
                );
                failed |= ci;
                continue;
            }
        };
        let started = std::time::Instant::now();
        let mut report = match check_header(cc, &dir, &work.join(format!("nvml-{v}")), v) {
            Ok(r) => r,
            Err(e) => {
                println!("conformance: FAIL nvml.h {v}: {e}");
                failed = true;
                continue;
            }
        };
        report.failures.extend(crate::floor::check(&report));
        let label = format!("nvml.h {}", report.label);
        for line in &report.newer {
            println!("conformance: {label}: {line}");
        }
        for line in &report.failures {
            println!("conformance: FAIL {label}: {line}");
        }
        if let Some(coverage) = &report.coverage {
            println!("conformance: {label}: {coverage}");
        }
        if let Some(n) = report.docs_checked {
            println!("conformance: {label}: {n} doc lines compared with the header's comments");
        }
        let counts: Vec<String> = KINDS
            .iter()
            .zip(report.counts)
            .filter(|(_, n)| *n > 0)
            .map(|(kind, n)| format!("{n} {kind}"))
            .collect();
        let total: usize = report.counts.iter().sum();
        println!(
            "conformance: {label} ({}): {total} items checked ({}): {} failures, {} differences between versions ({:.2}s)",
            dir.display(),
            counts.join(", "),
            report.failures.len(),
            report.newer.len(),
            started.elapsed().as_secs_f64()
        );
        failed |= !report.failures.is_empty();
    }
    failed
}
