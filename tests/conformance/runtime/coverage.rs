//! Coverage of the runtime headers, counted from the headers as the compiler reads them (never from our
//! lists): prototypes (`-aux-info` of `cuda_runtime_api.h`, plain and with
//! `CUDA_API_PER_THREAD_DEFAULT_STREAM`), the struct, union, enum and handle typedefs of each runtime
//! header, and the `#define` constants those headers write (`cuda*`, `CUDART_*`: an integer constant
//! expression, or another constant's or type's name). `CUDART_VERSION` names the header, not a value of the
//! API, and is not counted; nor are the function renames (`#define cudaMemcpy __CUDART_API_PTDS(..)`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::{compiler, Header, FILES};
use crate::compare::Report;
use crate::header_items::{macros, prototypes, types};

/// The kinds the coverage line counts, in its order.
const KINDS: &[&str] = &[
    "functions",
    "per-thread",
    "structs",
    "enums",
    "handles",
    "constants",
];

/// The `#define` names the runtime headers themselves write (their text, not the compiler's list, which
/// has every header's).
fn defined_names(include: &Path) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for f in FILES {
        let Ok(text) = std::fs::read_to_string(include.join(f)) else {
            continue;
        };
        for line in text.lines() {
            let Some(rest) = line.trim_start().strip_prefix('#') else {
                continue;
            };
            let Some(rest) = rest.trim_start().strip_prefix("define") else {
                continue;
            };
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let function_like = rest.trim_start()[name.len()..].starts_with('(');
            if !function_like && (name.starts_with("cuda") || name.starts_with("CUDART_")) {
                out.insert(name);
            }
        }
    }
    out
}

/// Whether a macro body is a constant a caller needs: an integer constant expression (literals,
/// operators, casts to a type), or the name of an enum constant or type.
fn is_constant(body: &str, names: &BTreeSet<&str>) -> bool {
    let tokens: Vec<&str> = body
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.is_empty() {
        return false;
    }
    let cast_type = |t: &str| t == "int" || t == "void" || t.starts_with("cuda");
    tokens.iter().all(|t| {
        t.chars().next().is_some_and(|c| c.is_ascii_digit()) || names.contains(t) || cast_type(t)
    }) && !body.contains("__CUDART_API")
}

/// The coverage line and its failures, added to `report`.
pub(crate) fn check(cc: &[String], h: &Header, work: &Path, report: &mut Report) {
    let work = work.join("coverage");
    let cc = compiler(cc, h, &work);
    let per_thread_cc: Vec<String> = cc
        .iter()
        .cloned()
        .chain(["-DCUDA_API_PER_THREAD_DEFAULT_STREAM".to_owned()])
        .collect();
    let found = (|| {
        std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
        let functions = prototypes(&cc, &h.include, &work, "cuda_runtime_api.h", "cuda")?;
        let pt_work = work.join("per-thread");
        std::fs::create_dir_all(&pt_work).map_err(|e| e.to_string())?;
        let per_thread = prototypes(
            &per_thread_cc,
            &h.include,
            &pt_work,
            "cuda_runtime_api.h",
            "cuda",
        )?;
        let defines = macros(&cc, &h.include, &work, "cuda_runtime_api.h")?;
        let mut all = Vec::new();
        for f in FILES {
            all.push(types(&cc, &h.include, &work, f, "cuda")?);
        }
        Ok::<_, String>((functions, per_thread, defines, all))
    })();
    let (functions, per_thread, defines, all) = match found {
        Ok(found) => found,
        Err(why) => return report.fail("coverage", format_args!("cannot read the headers: {why}")),
    };
    let ours = super::items::ours();
    let mut tallies: BTreeMap<&str, (usize, Vec<String>)> = BTreeMap::new();
    let mut tally = |kind: &'static str, name: &str, have: bool| {
        let t = tallies.entry(kind).or_default();
        t.0 += 1;
        if !have {
            t.1.push(name.to_owned());
        }
    };
    for f in &functions {
        tally("functions", f, ours["functions"].contains(f.as_str()));
    }
    for f in per_thread
        .iter()
        .filter(|f| f.ends_with("_ptds") || f.ends_with("_ptsz"))
    {
        tally("per-thread", f, ours["per-thread"].contains(f.as_str()));
    }
    let mut names: BTreeSet<&str> = BTreeSet::new();
    for types in &all {
        for (kind, list) in [
            ("structs", &types.structs),
            ("enums", &types.enums),
            ("handles", &types.handles),
        ] {
            for t in list {
                let have = t.names.iter().any(|n| ours[kind].contains(n.as_str()));
                tally(kind, t.name(), have);
                names.extend(t.names.iter().map(String::as_str));
            }
        }
        for e in &types.enums {
            for c in &e.constants {
                tally("constants", c, ours["constants"].contains(c.as_str()));
                names.insert(c);
            }
        }
    }
    let written = defined_names(&h.include);
    for (name, body) in &defines {
        if !written.contains(name) || name == "CUDART_VERSION" {
            continue;
        }
        if is_constant(body, &names) && !functions.contains(body.trim()) {
            tally("constants", name, ours["constants"].contains(name.as_str()));
        }
    }
    let mut line = Vec::new();
    for kind in KINDS {
        let (total, missing) = tallies.remove(kind).unwrap_or_default();
        line.push(format!("{kind} {}/{total}", total - missing.len()));
        report.coverage_totals.push((kind, total));
        if !missing.is_empty() {
            let shown: Vec<&str> = missing.iter().take(20).map(String::as_str).collect();
            let more = match missing.len() {
                n if n > 20 => format!(", ... ({} more)", n - 20),
                _ => String::new(),
            };
            report.fail(
                &format!("coverage: {kind}"),
                format_args!(
                    "{} of the headers' {total} missing from cuda-runtime: {}{more}",
                    missing.len(),
                    shown.join(", ")
                ),
            );
        }
    }
    report.coverage = Some(line.join(", "));
}
