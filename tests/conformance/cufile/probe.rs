//! The check of a library header that our driver-centred tables do not describe (cufile.h, cudla.h):
//! each item of the crate's declarations is a [`Probe`], a line of C measuring it with the numbers the
//! Rust declaration expects, valid for a range of the library's versions. Against a header inside the
//! range the numbers must match; outside it they must not (absent, or another value or layout), and
//! such a probe prints as a difference between versions instead of a failure.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::mem::{align_of, size_of};
use std::path::Path;

use cuda::{CudaEnum, CudaHandle, CudaStruct, FieldInfo, FunctionInfo};
use cuda_struct_check::PRIMITIVES;

use crate::c_gen::measure;
use crate::compare::{Report, KINDS};

/// One measured item: what to compile and print, what Rust expects, and the versions it holds for.
pub(crate) struct Probe {
    /// The item as a report names it (`CUfileDrvProps_t.nvfs`, `v1_15::CUfileStatsLevel1_t`).
    pub(crate) name: String,
    /// The kind it counts as ([`KINDS`]).
    pub(crate) kind: &'static str,
    /// File-scope C (a function's prototype check), or empty.
    pub(crate) top: String,
    /// The C expressions printed, in order; empty for a probe that compiling proves.
    pub(crate) exprs: Vec<String>,
    /// What Rust says each expression is.
    pub(crate) expected: Vec<i64>,
    /// The first library version (`major * 1000 + minor * 10`) for which the declaration holds, and the
    /// first for which it no longer does.
    pub(crate) since: i64,
    pub(crate) until: i64,
}

impl Probe {
    fn new(name: String, kind: &'static str, exprs: Vec<String>, expected: Vec<i64>) -> Probe {
        Probe {
            name,
            kind,
            top: String::new(),
            exprs,
            expected,
            since: 0,
            until: i64::MAX,
        }
    }
}

/// The C spelling of the crate's type names that C spells otherwise (an anonymous member's type,
/// an enum without a typedef): (Rust name, C type).
pub(crate) type Spellings = &'static [(&'static str, &'static str)];

/// `bool`, which cufile.h spells `bool` from `<stdbool.h>` (`_Bool`); the other primitive types are
/// cuda-struct-check's [`PRIMITIVES`].
const BOOL: &[(&str, &str)] = &[("bool", "_Bool")];

/// The C type of a Rust type as `stringify!` wrote it (`*mut CUfileHandle_t`, `[u64 ; 32]`):
/// primitives by [`PRIMITIVES`], the crate's aliases and odd names by `spell`, other names as written
/// (the C name). An array comes back as `(element, "[N]")`, to be written around a declarator.
pub(crate) fn c_type(rust: &str, spell: Spellings) -> (String, String) {
    let t = rust.trim();
    if let Some(rest) = t.strip_prefix("*mut ").or_else(|| t.strip_prefix("* mut ")) {
        return (format!("{} *", c_type(rest, spell).0), String::new());
    }
    if let Some(rest) = t
        .strip_prefix("*const ")
        .or_else(|| t.strip_prefix("* const "))
    {
        // `*const *mut T` is C's `T *const *`: the `const` binds to what the pointer points to.
        let inner = c_type(rest, spell).0;
        let c = if inner.ends_with('*') {
            format!("{inner} const *")
        } else {
            format!("const {inner} *")
        };
        return (c, String::new());
    }
    if let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let (elem, len) = inner.rsplit_once(';').unwrap_or((inner, "0"));
        return (c_type(elem, spell).0, format!("[{}]", len.trim()));
    }
    let name = t.rsplit("::").next().unwrap_or(t);
    if name == "()" {
        return ("void".into(), String::new());
    }
    let c = PRIMITIVES
        .iter()
        .chain(BOOL)
        .chain(spell)
        .find(|(r, _)| *r == name)
        .map_or(name, |(_, c)| *c);
    (c.to_owned(), String::new())
}

/// A probe of a struct's size and alignment, and one per field of its offset, size and C type, each
/// named `<prefix><C name>[.field]`; `c` is its C type. A field whose C type C cannot spell from Rust
/// (`pointer_fields`: a function pointer held as `*mut c_void`) is checked to be a pointer.
pub(crate) fn struct_probes<S: CudaStruct>(
    prefix: &str,
    c: &str,
    spell: Spellings,
    pointer_fields: &[&str],
) -> Vec<Probe> {
    let mut out = vec![Probe::new(
        format!("{prefix}{}", S::C_NAME),
        "structs",
        vec![format!("sizeof({c})"), format!("_Alignof({c})")],
        vec![S::SIZE as i64, S::ALIGN as i64],
    )];
    for f in S::FIELDS.iter().filter(|f| !is_padding(f)) {
        let name = f.name.trim_start_matches("r#");
        let member = format!("((({c} *)0)->{name})");
        let ty = if pointer_fields.contains(&name) {
            format!("__builtin_classify_type({member}) == 5")
        } else {
            let (elem, array) = c_type(f.ty, spell);
            format!("__builtin_types_compatible_p(__typeof__{member}, {elem}{array})")
        };
        out.push(Probe::new(
            format!("{prefix}{}.{name}", S::C_NAME),
            "fields",
            vec![
                format!("offsetof({c}, {name})"),
                format!("sizeof{member}"),
                ty,
            ],
            vec![f.offset as i64, f.size as i64, 1],
        ));
    }
    out
}

/// A Rust-only padding field (reserved, named `_...`): C has no member of that name.
fn is_padding(f: &FieldInfo) -> bool {
    f.reserved && f.name.starts_with('_')
}

/// A probe of an enum's size and alignment, and one per constant of its value; `c` is its C type.
pub(crate) fn enum_probes<E: CudaEnum>(c: &str) -> Vec<Probe>
where
    E::Repr: Into<i64>,
{
    let mut out = vec![Probe::new(
        E::C_NAME.to_owned(),
        "enums",
        vec![format!("sizeof({c})"), format!("_Alignof({c})")],
        vec![size_of::<E>() as i64, align_of::<E>() as i64],
    )];
    for (name, value) in E::VARIANTS {
        out.push(Probe::new(
            (*name).to_owned(),
            "constants",
            vec![(*name).to_owned()],
            vec![value.raw().into()],
        ));
    }
    out
}

/// A probe of a pointer handle: its size, alignment, and that C's type is a pointer.
pub(crate) fn handle_probe<H: CudaHandle>() -> Probe {
    let c = H::C_NAME;
    Probe::new(
        c.to_owned(),
        "handles",
        vec![
            format!("sizeof({c})"),
            format!("_Alignof({c})"),
            format!("__builtin_classify_type(({c})0) == 5"),
        ],
        vec![size_of::<H>() as i64, align_of::<H>() as i64, 1],
    )
}

/// A probe of a `#define` constant's value.
pub(crate) fn define_probe(name: &str, value: i64) -> Probe {
    Probe::new(
        name.to_owned(),
        "defines",
        vec![name.to_owned()],
        vec![value],
    )
}

/// A probe of a function: a pointer of the Rust-derived prototype assigned to a pointer to the header's
/// function (under `-Werror` an incompatible one does not compile). `status`: the C type of the table's
/// status (what a line without `-> Return` returns).
pub(crate) fn function_probe(f: &FunctionInfo, status: &str, spell: Spellings) -> Probe {
    let name = f.name;
    let returns = f.returns.map_or(status.to_owned(), |r| c_type(r, spell).0);
    let params: Vec<String> = f.params.iter().map(|(_, t)| c_type(t, spell).0).collect();
    let params = if params.is_empty() {
        "void".to_owned()
    } else {
        params.join(", ")
    };
    // Named by the symbol: two ABIs of one name are two probes. (A name the header `#define`s to
    // another symbol, as `cuFileDriverClose`, reaches the redirected declaration either way.)
    let symbol = f.symbol;
    let label = if symbol == name {
        name.to_owned()
    } else {
        format!("{name} ({symbol})")
    };
    let mut p = Probe::new(label, "functions", Vec::new(), Vec::new());
    p.top = format!(
        "typedef {returns} (*rs_{symbol})({params});\n\
         __attribute__((unused)) static void rs_check_{symbol}(rs_{symbol} rust) {{\n\
         \x20   __typeof__(&{symbol}) header = rust;\n\
         \x20   (void)header;\n\
         }}"
    );
    p
}

/// `1150` as `1.15`.
pub(crate) fn label(version: i64) -> String {
    format!("{}.{}", version / 1000, version % 1000 / 10)
}

/// Compiles the probes against `includes` of the header in `include` (library version `version`) and
/// judges each into `report`.
pub(crate) fn judge(
    cc: &[String],
    include: &Path,
    work: &Path,
    includes: &[&str],
    version: i64,
    probes: &[Probe],
    report: &mut Report,
) -> Result<(), String> {
    let mut code = BTreeMap::new();
    for (id, p) in probes.iter().enumerate() {
        let body = if p.exprs.is_empty() {
            String::new()
        } else {
            let formats = " %lld".repeat(p.exprs.len());
            let args: String = p
                .exprs
                .iter()
                .map(|e| format!(", (long long)({e})"))
                .collect();
            format!("printf(\"{id}{formats}\\n\"{args});")
        };
        code.insert(id, (p.top.clone(), body));
    }
    let measured = measure(cc, include, work, includes, code)?;
    let header = report.header;
    let here = label(version);
    for (id, p) in probes.iter().enumerate() {
        report.count(p.kind);
        let got = match (measured.errors.get(&id), measured.numbers.get(&id)) {
            (Some(_), _) => None,
            (None, Some(numbers)) => Some(numbers.as_slice()),
            (None, None) if p.exprs.is_empty() => Some(&[][..]),
            (None, None) => None,
        };
        let holds = p.since <= version && version < p.until;
        let same = got == Some(p.expected.as_slice());
        match (holds, same) {
            (true, true) => {}
            (true, false) => {
                let why = match (got, measured.errors.get(&id)) {
                    (Some(got), _) => format!("Rust {:?}, {header} {got:?}", p.expected),
                    (None, Some(e)) => format!("not in this {header}: {e}"),
                    (None, None) => format!("not in this {header}"),
                };
                report.fail(&p.name, why);
            }
            (false, true) => report.fail(
                &p.name,
                format_args!(
                    "declared for {} to {}, but {here}'s {header} agrees with it",
                    label(p.since),
                    until_label(p.until)
                ),
            ),
            (false, false) => {
                let range = format!("{} to {}", label(p.since), until_label(p.until));
                let line = match got {
                    None => format!("{range} only: {} is not in {here}'s {header}", p.name),
                    Some(got) => format!(
                        "{range} only: {} is {:?}; {here}'s {header}: {got:?}",
                        p.name, p.expected
                    ),
                };
                report.newer.push(line);
            }
        }
    }
    Ok(())
}

fn until_label(until: i64) -> String {
    if until == i64::MAX {
        "now".to_owned()
    } else {
        format!("before {}", label(until))
    }
}

/// Prints a report the way the check's main loop prints the others; whether it failed.
pub(crate) fn print(report: &Report, dir: &Path, seconds: f64) -> bool {
    let label = format!("{} {}", report.header, report.label);
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
    let mut counts = String::new();
    for (kind, n) in KINDS.iter().zip(report.counts).filter(|(_, n)| *n > 0) {
        let _ = write!(
            counts,
            "{}{n} {kind}",
            if counts.is_empty() { "" } else { ", " }
        );
    }
    let total: usize = report.counts.iter().sum();
    let newer = match report.newer.len() {
        0 => String::new(),
        n => format!(", {n} differences between versions (listed above)"),
    };
    println!(
        "conformance: {label} ({}): {total} items checked ({counts}): {} failures{newer} ({seconds:.2}s)",
        dir.display(),
        report.failures.len(),
    );
    !report.failures.is_empty()
}
