//! The runtime's items as the shared C generator's [`Item`]s, the typedefs that make its tag names usable,
//! and how an item's numbers are judged against one header and across the three.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

use cuda_driver::sys::{ConstantInfo, HandleKind, StructInfo};
use cuda_runtime::sys as rt;

use super::{Header, Outcome, COUNTS};
use cuda_driver::FunctionInfo;

use crate::c_gen::{is_rust_padding, prototype, Item};
use crate::c_types::c_type;
use crate::compare::{class_name, version_label, Report};

/// One item, with the versions a function declaration is for.
pub(crate) struct RtItem {
    pub(crate) item: Item,
    /// For a function: (its version, the runtime version that ended it, if any).
    pub(crate) versions: Option<(u32, Option<u32>)>,
}

/// Every item: structs and their fields, handles, enums and their constants, aliases, `#define`s, and
/// every function (the table's and the three beside it).
pub(crate) fn all() -> Vec<RtItem> {
    let plain = |item| RtItem {
        item,
        versions: None,
    };
    let mut items = Vec::new();
    // The runtime's registry types are the driver's (`cuda_struct`'s): the shared generator takes them as
    // they are.
    for s in rt::STRUCTS {
        items.push(plain(Item::Struct(s)));
        let fields = (0..s.fields.len()).filter(|&i| !is_rust_padding(s, i));
        items.extend(fields.map(|i| plain(Item::Field(s, i))));
    }
    items.extend(rt::HANDLES.iter().map(|h| plain(Item::Handle(h))));
    for e in rt::ENUMS {
        items.push(plain(Item::Enum(e)));
        items.extend((0..e.values.len()).map(|i| plain(Item::Constant(e, i))));
    }
    items.extend(rt::ALIASES.iter().map(|a| plain(Item::Alias(a))));
    items.extend(rt::CONSTANTS.iter().map(|c| plain(Item::Define(c))));
    for f in rt::functions() {
        items.push(RtItem {
            item: Item::Prototype(f, "cudaError_t"),
            versions: Some((
                f.version.unwrap_or(0),
                rt::until(f.name, f.version.unwrap_or(0)),
            )),
        });
    }
    for (f, returns) in rt::OTHER_FUNCTIONS {
        items.push(RtItem {
            item: Item::Prototype(f, returns),
            versions: Some((f.version.unwrap_or(0), None)),
        });
    }
    items
}

/// Whether a function declaration is for the runtime of header version `version` (its version at most
/// the header's, and not ended by `UNTIL`); other items are for every version.
pub(crate) fn applies(item: &RtItem, version: i64) -> bool {
    match item.versions {
        None => true,
        Some((since, until)) => {
            i64::from(since) <= version && until.is_none_or(|u| version < i64::from(u))
        }
    }
}

/// The C spelling of a runtime type name, for the shared type mapping: the name itself (made a typedef
/// name by `rs_runtime_typedefs.h`), or for an anonymous struct its member's type.
pub(crate) fn c_name(name: &str) -> Option<String> {
    if let Some(s) = rt::STRUCTS.iter().find(|s| s.c_name == name) {
        return Some(match s.anonymous_in {
            None => name.to_owned(),
            Some((outer, member)) => {
                let outer = c_name(outer).unwrap_or_else(|| outer.to_owned());
                format!("__typeof__((({outer} *)0)->{member})")
            }
        });
    }
    let known = rt::HANDLES.iter().any(|h| h.c_name == name)
        || rt::ENUMS.iter().any(|e| e.c_name == name)
        || rt::ALIASES.iter().any(|a| a.c_name == name);
    known.then(|| name.to_owned())
}

/// `rs_runtime_typedefs.h` for one header: `typedef struct cudaDeviceProp cudaDeviceProp;` for each
/// runtime struct, union or enum the header names only by its tag, so that every name the crate uses is
/// a C type name; and 12.x's `struct cudaDeviceProp` as `cudaDeviceProp_v12` in a 12.x header.
pub(crate) fn typedefs(cc: &[String], h: &Header, work: &Path) -> Result<String, String> {
    let src = work.join("rs_typedef_probe.c");
    std::fs::write(&src, "#include <cuda_runtime_api.h>\n").map_err(|e| e.to_string())?;
    let out = Command::new(&cc[0])
        .args(&cc[1..])
        .arg("-E")
        .arg("-I")
        .arg(&h.include)
        .arg("-I")
        .arg(&h.crt)
        .arg(&src)
        .output()
        .map_err(|e| format!("running `{}`: {e}", cc.join(" ")))?;
    if !out.status.success() {
        return Err(format!(
            "preprocessing cuda_runtime_api.h: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let tokens: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(|l| l.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')))
        .filter(|t| !t.is_empty())
        .collect();
    // Tags the header defines (`struct cudaDeviceProp {`: the tag is followed by a body), and the names
    // its typedefs give.
    let mut tags = BTreeSet::new();
    let mut typedef_names = BTreeSet::new();
    for w in tokens.windows(2) {
        if matches!(w[0], "struct" | "union" | "enum") {
            tags.insert(w[1]);
        }
    }
    for stmt in text.split(';') {
        if stmt.contains("typedef") {
            if let Some(last) = stmt
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .rfind(|t| !t.is_empty())
            {
                typedef_names.insert(last.to_owned());
            }
        }
    }
    let mut out = String::from("/* Generated: the runtime's tag names as typedef names. */\n");
    let bodies: BTreeSet<&str> = text
        .split(['{'])
        .filter_map(|before| before.split_whitespace().last())
        .collect();
    for s in rt::STRUCTS.iter().filter(|s| s.anonymous_in.is_none()) {
        let kind = if s.is_union { "union" } else { "struct" };
        let name = s.c_name;
        if name == "cudaDeviceProp_v12" {
            if h.version < 13000 {
                out.push_str("typedef struct cudaDeviceProp cudaDeviceProp_v12;\n");
            }
            continue;
        }
        if !typedef_names.contains(name) && tags.contains(name) && bodies.contains(name) {
            out.push_str(&format!("typedef {kind} {name} {name};\n"));
        }
    }
    for e in rt::ENUMS {
        let name = e.c_name;
        if !typedef_names.contains(name) && tags.contains(name) && bodies.contains(name) {
            out.push_str(&format!("typedef enum {name} {name};\n"));
        }
    }
    Ok(out)
}

/// The Rust value of a `#define` constant, from its declared value: a literal, `!0`, `Enum::CONSTANT`, or
/// a handle made from an integer.
fn define_value(c: &ConstantInfo) -> Option<i64> {
    let v = c.value.replace(' ', "");
    let literal = |s: &str| {
        let s = s.trim_start_matches('(').trim_end_matches(')');
        if let Some(hex) = s.strip_prefix("0x") {
            i64::from_str_radix(hex, 16).ok()
        } else {
            s.parse::<i64>().ok()
        }
    };
    if v == "!0" {
        return Some(i64::from(u32::MAX));
    }
    if let Some(inner) = v.strip_suffix("))") {
        return inner.rsplit('(').next().and_then(literal);
    }
    if let Some((e, name)) = v.split_once("::") {
        let e = rt::ENUMS.iter().find(|x| x.c_name == e)?;
        return e.values.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    }
    literal(&v)
}

/// The C of one `#define`: its value (a pointer as its address), and for a handle-typed one whether its
/// C type is the handle.
pub(crate) fn define_code(id: usize, c: &ConstantInfo) -> Result<(String, String), String> {
    let n = c.c_name;
    let handle = rt::HANDLES.iter().find(|h| h.c_name == c.rust);
    let value = match handle {
        Some(h) if h.kind == rt::HandleKind::Pointer => format!("(uintptr_t)({n})"),
        _ => n.to_owned(),
    };
    let ty = match handle {
        Some(_) => format!(
            "__builtin_types_compatible_p(__typeof__({n}), {})",
            c_type(c.rust)?
        ),
        None => "1".to_owned(),
    };
    Ok((
        String::new(),
        format!("printf(\"{id} %lld %lld\\n\", (long long)({value}), (long long)({ty}));"),
    ))
}

/// The C of one function: the Rust-derived pointer type assigned to a pointer to the header's function
/// (under `-Werror` an incompatible prototype is a compile error naming both). Named by name and version:
/// 12.x's and 13.x's declarations of one name (`cudaMemAdvise`) are two checks.
pub(crate) fn prototype_code(f: &FunctionInfo, returns: &str) -> Result<(String, String), String> {
    let (name, version, params) = (f.name, f.version.unwrap_or(0), prototype(f)?);
    let id = format!("{name}_v{version}");
    let top = format!(
        "typedef {returns} (*rs_{id})({params});\n\
         __attribute__((unused)) static void rs_check_{id}(rs_{id} rust) {{\n\
         \x20   __typeof__(&{name}) header = rust;\n\
         \x20   (void)header;\n\
         }}"
    );
    Ok((top, String::new()))
}

/// One item's numbers against what Rust declares.
pub(crate) fn compare(item: &Item, got: &[i64]) -> Outcome {
    let want: Vec<i64> = match item {
        Item::Struct(s) => vec![s.size as i64, s.align as i64],
        Item::Field(s, i) => vec![s.fields[*i].offset as i64, s.fields[*i].size as i64, 1],
        Item::Handle(h) => {
            let class = if h.kind == HandleKind::Pointer { 5 } else { 1 };
            let signed = i64::from(h.kind == HandleKind::Signed);
            vec![h.size as i64, h.align as i64, class, signed]
        }
        Item::Enum(e) => vec![e.size as i64, e.align as i64],
        Item::Constant(e, i) => vec![e.values[*i].1],
        Item::Alias(a) => vec![a.size as i64, a.align as i64, 1],
        Item::Define(c) => match define_value(c) {
            Some(v) => vec![v, 1],
            None => return Outcome::Differs(format!("Rust value `{}` unreadable", c.value)),
        },
        Item::Version | Item::Function(_) | Item::Prototype(..) => return Outcome::Ok,
    };
    let what: &[&str] = match item {
        Item::Struct(_) | Item::Enum(_) => &["size", "align"],
        Item::Field(..) => &["offset", "size", "C type compatible"],
        Item::Handle(_) => &["size", "align", "type class", "signed"],
        Item::Constant(..) => &["value"],
        Item::Alias(_) => &["size", "align", "C type compatible"],
        _ => &["value", "C type compatible"],
    };
    let diffs: Vec<String> = want
        .iter()
        .zip(got)
        .zip(what)
        .filter(|((w, g), _)| w != g)
        .map(|((w, g), name)| match (*name, item) {
            ("type class", _) => format!("{name}: Rust {}, C {}", class_name(*w), class_name(*g)),
            ("value", Item::Define(c)) if c.rust.starts_with('*') => {
                format!("{name}: Rust {w:#x}, C {g:#x}")
            }
            _ => format!("{name}: Rust {w}, C {g}"),
        })
        .collect();
    if got.len() != want.len() {
        return Outcome::Differs(format!("{} numbers, expected {}", got.len(), want.len()));
    }
    if diffs.is_empty() {
        Outcome::Ok
    } else {
        Outcome::Differs(diffs.join(", "))
    }
}

/// The summary line's kind of an item.
fn kind(item: &Item) -> &'static str {
    match item {
        Item::Struct(_) => "structs",
        Item::Field(..) => "fields",
        Item::Handle(_) => "handles",
        Item::Enum(_) => "enums",
        Item::Constant(..) => "constants",
        Item::Alias(_) => "aliases",
        Item::Define(_) => "defines",
        Item::Version | Item::Function(_) | Item::Prototype(..) => "functions",
    }
}

/// 12.x's `cudaDeviceProp` is `cudaDeviceProp_v12`: below 13.0, the 13.x struct is not compared.
fn replaced(item: &Item, version: i64) -> bool {
    let name = match item {
        Item::Struct(s) | Item::Field(s, _) => s.c_name,
        _ => return false,
    };
    name == "cudaDeviceProp" && version < 13000
}

/// Every header's outcomes, each with its header's version (`13000`): `None` for a header that could not
/// be checked.
pub(crate) type AllOutcomes<'a> = [(i64, Option<&'a BTreeMap<usize, Outcome>>)];

/// Judges one header's outcomes, given every header's: counts, version lines and failures.
///
/// Directional, as cuda.h's [`NEWER`](crate::newer::NEWER): a difference is a version line only where a
/// header newer than this one agrees with the declarations (the declarations follow the newest), and
/// what only older headers have is a version line only where [`DROPPED`](super::DROPPED) names it. Against the newest
/// header no item is forgiven unless a table names it ([`DROPPED`](super::DROPPED), `UNTIL`, [`COUNTS`] with a newer
/// header agreeing).
pub(crate) fn judge(
    items: &[RtItem],
    h: &Header,
    mine: &BTreeMap<usize, Outcome>,
    all: &AllOutcomes,
    report: &mut Report,
) {
    let ok_in = |id: usize, newer: bool| {
        all.iter().any(|(v, o)| {
            (if newer {
                *v > h.version
            } else {
                *v < h.version
            }) && o.is_some_and(|o| o.get(&id) == Some(&Outcome::Ok))
        })
    };
    let ok_newer = |id: usize| ok_in(id, true);
    let ok_older = |id: usize| ok_in(id, false);
    let agreeing = |id: usize| -> String {
        let labels: Vec<String> = all
            .iter()
            .filter(|(_, o)| o.is_some_and(|o| o.get(&id) == Some(&Outcome::Ok)))
            .map(|(v, _)| version_label(*v))
            .collect();
        labels.join(", ")
    };
    // Structs whose 12.x fields are all where Rust has them (absent or equal): "13.0 grew it".
    // A field whose only difference is its size, and whose type is a struct that grew, is a prefix too.
    let grown_member = |s: &StructInfo, i: usize, d: &str| {
        let ty = s.fields[i].ty;
        d.starts_with("size:")
            && d.matches(": Rust").count() == 1
            && rt::STRUCTS.iter().any(|x| x.c_name == ty)
    };
    let mut field_trouble: BTreeSet<&str> = BTreeSet::new();
    for (id, it) in items.iter().enumerate() {
        if let (Item::Field(s, i), Some(Outcome::Differs(d))) = (&it.item, mine.get(&id)) {
            if !(s.fields[*i].reserved || grown_member(s, *i, d)) {
                field_trouble.insert(s.c_name);
            }
        }
    }
    // Structs as this header has them: absent (its fields' absence says nothing more), and of the
    // declared size and alignment (where reserved bytes may have been given to new fields).
    let struct_outcome = |wanted: fn(&Outcome) -> bool| -> BTreeSet<&str> {
        items
            .iter()
            .enumerate()
            .filter_map(|(id, it)| match (&it.item, mine.get(&id)) {
                (Item::Struct(s), Some(o)) if wanted(o) => Some(s.c_name),
                _ => None,
            })
            .collect()
    };
    let absent_structs = struct_outcome(|o| matches!(o, Outcome::Absent(_)));
    let same_size = struct_outcome(|o| *o == Outcome::Ok);
    // Version lines, one per reason, each listing its items.
    let mut notes: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut replaced_said = false;
    for (id, it) in items.iter().enumerate() {
        let Some(outcome) = mine.get(&id) else {
            continue;
        };
        let name = it.item.name();
        let dropped = super::dropped(&name);
        if let Some(until) = dropped.filter(|&u| h.version >= u) {
            if *outcome == Outcome::Ok {
                report.fail(
                    &name,
                    format_args!(
                        "DROPPED says {} dropped it, but {}'s header has it",
                        version_label(until),
                        h.label
                    ),
                );
                continue;
            }
        }
        if let Item::Field(s, _) = &it.item {
            if absent_structs.contains(s.c_name) {
                continue;
            }
        }
        if replaced(&it.item, h.version) {
            if !replaced_said {
                report.newer.push(format!(
                    "{}'s struct cudaDeviceProp (another layout than 13.x's) is checked as cudaDeviceProp_v12",
                    h.label
                ));
                replaced_said = true;
            }
            continue;
        }
        if it.versions.is_some() && !applies(it, h.version) {
            if *outcome != Outcome::Ok {
                let (since, until) = it.versions.unwrap_or((0, None));
                let range = match until {
                    Some(u) => format!(
                        "{} to {} (not inclusive)",
                        version_label(i64::from(since)),
                        version_label(i64::from(u))
                    ),
                    None => format!("{} on", version_label(i64::from(since))),
                };
                notes
                    .entry(format!(
                        "prototypes of runtimes {range}, not of {}'s",
                        h.label
                    ))
                    .or_default()
                    .push(format!("{name} @ {since}"));
            } else {
                report.count(kind(&it.item));
            }
            continue;
        }
        match outcome {
            Outcome::Ok => report.count(kind(&it.item)),
            Outcome::Absent(e) if it.versions.is_some() => {
                report.fail(&name, format_args!("does not compile: {e}"))
            }
            Outcome::Absent(e) => match dropped {
                Some(until) if h.version >= until && ok_older(id) => notes
                    .entry(format!(
                        "dropped by {} (DROPPED), in {}",
                        version_label(until),
                        agreeing(id)
                    ))
                    .or_default()
                    .push(name),
                _ if ok_newer(id) && !ok_older(id) => notes
                    .entry(format!(
                        "not in {}'s headers (later: in {})",
                        h.label,
                        agreeing(id)
                    ))
                    .or_default()
                    .push(name),
                _ if ok_older(id) => report.fail(
                    &name,
                    format_args!(
                        "not in {}'s headers but in {}'s, and DROPPED does not name it: {e}",
                        h.label,
                        agreeing(id)
                    ),
                ),
                _ => report.fail(&name, format_args!("not in any checked header: {e}")),
            },
            Outcome::Differs(d) => match &it.item {
                Item::Struct(s)
                    if !field_trouble.contains(s.c_name)
                        && ok_newer(id)
                        && d.starts_with("size: Rust") =>
                {
                    notes
                        .entry(format!(
                            "a later header grew these; each of {}'s fields is where the declaration has it",
                            h.label
                        ))
                        .or_default()
                        .push(format!("{name} ({d})"));
                }
                Item::Field(s, i) if grown_member(s, *i, d) && ok_newer(id) => {
                    notes
                        .entry("members whose type a later header grew".to_owned())
                        .or_default()
                        .push(format!("{name} ({d})"));
                }
                // Reserved bytes a later header took some of for new fields: the struct's size unchanged.
                Item::Field(s, i)
                    if s.fields[*i].reserved && same_size.contains(s.c_name) && ok_newer(id) =>
                {
                    notes
                        .entry("reserved bytes a later header gives to new fields".to_owned())
                        .or_default()
                        .push(format!("{name} ({d})"));
                }
                Item::Constant(e, i) if COUNTS.contains(&e.values[*i].0) && ok_newer(id) => {
                    notes
                        .entry("counts that grow with their lists".to_owned())
                        .or_default()
                        .push(format!("{name} ({d})"));
                }
                _ => report.fail(&name, d),
            },
        }
    }
    for (reason, names) in notes {
        report.newer.push(format!(
            "{reason}: {} items: {}",
            names.len(),
            names.join(", ")
        ));
    }
}

/// Every name a coverage count compares with: structs (and aliases), enums, handles, constants, the
/// functions' names and symbols.
pub(crate) fn ours() -> BTreeMap<&'static str, BTreeSet<&'static str>> {
    let aliases = rt::ALIASES.iter().map(|a| a.c_name);
    let mut m: BTreeMap<&'static str, BTreeSet<&'static str>> = BTreeMap::new();
    m.insert(
        "structs",
        rt::STRUCTS
            .iter()
            .map(|s| s.c_name)
            .chain(aliases.clone())
            .collect(),
    );
    m.insert(
        "enums",
        rt::ENUMS
            .iter()
            .map(|e| e.c_name)
            .chain(aliases.clone())
            .collect(),
    );
    m.insert(
        "handles",
        rt::HANDLES
            .iter()
            .map(|h| h.c_name)
            .chain(aliases.clone())
            .collect(),
    );
    m.insert(
        "constants",
        rt::ENUMS
            .iter()
            .flat_map(|e| e.values.iter().map(|(n, _)| *n))
            .chain(rt::CONSTANTS.iter().map(|c| c.c_name))
            .chain(aliases)
            .collect(),
    );
    m.insert(
        "functions",
        rt::functions()
            .map(|f| f.symbol)
            .chain(rt::OTHER_FUNCTIONS.iter().map(|(f, _)| f.symbol))
            .collect(),
    );
    m.insert(
        "per-thread",
        rt::PER_THREAD.iter().map(|p| p.symbol).collect(),
    );
    m
}
