//! The generated C: one line per item behind a `#line` marker, compiled and run.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::process::Command;

use cuda_driver::sys::{
    self, AliasInfo, ConstantInfo, EnumInfo, HandleInfo, HandleKind, StructInfo,
};
use cuda_driver::FunctionInfo;

use crate::c_types::{c_type, struct_expr, POINTER_FIELDS};

/// What one line of C measures.
#[derive(Clone, Debug)]
pub(crate) enum Item {
    /// `CUDA_VERSION`.
    Version,
    /// size, align
    Struct(&'static StructInfo),
    /// offset, size, type compatible (1/0) or pointer class
    Field(&'static StructInfo, usize),
    /// size, align, type class, signed
    Handle(&'static HandleInfo),
    /// size, align
    Enum(&'static EnumInfo),
    /// value
    Constant(&'static EnumInfo, usize),
    /// size, align, type compatible
    Alias(&'static AliasInfo),
    /// value, type compatible (1 for an integer or enum constant, whose C type is `int`)
    Define(&'static ConstantInfo),
    /// nothing at run time: compiling is the proof
    Function(&'static FunctionInfo),
    /// A function declared in the header itself (no `PFN_` typedef), with its C return type: compiling is
    /// the proof.
    Prototype(&'static FunctionInfo, &'static str),
}

impl Item {
    /// What the item is, for a report line.
    pub(crate) fn name(&self) -> String {
        match self {
            Item::Version => "CUDA_VERSION".into(),
            Item::Struct(s) => s.c_name.into(),
            Item::Field(s, i) => format!("{}.{}", s.c_name, s.fields[*i].name),
            Item::Handle(h) => h.c_name.into(),
            Item::Enum(e) => e.c_name.into(),
            Item::Constant(e, i) => format!("{}::{}", e.c_name, e.values[*i].0),
            Item::Alias(a) => a.c_name.into(),
            Item::Define(c) => c.c_name.into(),
            Item::Function(f) => format!("{} (PFN_{}_v{})", f.name, f.name, f.version.unwrap_or(0)),
            Item::Prototype(f, _) => f.name.into(),
        }
    }
}

/// A Rust-only padding field: reserved, and named `_...` (C has no member of that name).
pub(crate) fn is_rust_padding(s: &StructInfo, i: usize) -> bool {
    let f = &s.fields[i];
    f.reserved && f.name.starts_with('_') && !s.is_union
}

/// The Rust-derived C prototype of a function, as a parameter list (`CUdeviceptr *, size_t`).
pub(crate) fn prototype(f: &FunctionInfo) -> Result<String, String> {
    let params: Vec<String> = f
        .params
        .iter()
        .map(|(name, ty)| c_type(ty).map_err(|e| format!("parameter `{name}`: {e}")))
        .collect::<Result<_, _>>()?;
    Ok(if params.is_empty() {
        "void".into()
    } else {
        params.join(", ")
    })
}

/// The C of one item: (file-scope declarations, statement in `main`). `Err`: it cannot be generated.
pub(crate) fn c_code(id: usize, item: &Item) -> Result<(String, String), String> {
    let print = |exprs: &[String]| {
        let formats = " %lld".repeat(exprs.len());
        let args: String = exprs
            .iter()
            .map(|e| format!(", (long long)({e})"))
            .collect();
        format!("printf(\"{id}{formats}\\n\"{args});")
    };
    let sized = |t: &str| [format!("sizeof({t})"), format!("_Alignof({t})")];
    Ok(match item {
        Item::Version => (String::new(), print(&["CUDA_VERSION".into()])),
        Item::Struct(s) => (String::new(), print(&sized(&struct_expr(s)))),
        Item::Field(s, i) => {
            let t = struct_expr(s);
            let f = &s.fields[*i];
            let member = format!("((({t} *)0)->{})", f.name);
            let ty = if POINTER_FIELDS
                .iter()
                .any(|(ty, field, _)| *ty == s.c_name && *field == f.name)
            {
                format!("__builtin_classify_type({member}) == 5")
            } else {
                format!(
                    "__builtin_types_compatible_p(__typeof__{member}, {})",
                    c_type(f.ty)?
                )
            };
            (
                String::new(),
                print(&[
                    format!("offsetof({t}, {})", f.name),
                    format!("sizeof{member}"),
                    ty,
                ]),
            )
        }
        Item::Handle(handle) => {
            let h = handle.c_name;
            let [size, align] = sized(h);
            let signed = match handle.kind {
                HandleKind::Pointer => "0".into(),
                HandleKind::Signed | HandleKind::Unsigned => format!("(({h})-1) < (({h})0)"),
            };
            (
                String::new(),
                print(&[
                    size,
                    align,
                    format!("__builtin_classify_type(({h})0)"),
                    signed,
                ]),
            )
        }
        Item::Enum(e) => (String::new(), print(&sized(e.c_name))),
        Item::Constant(e, i) => (String::new(), print(&[e.values[*i].0.into()])),
        Item::Define(c) => {
            let n = c.c_name;
            // A pointer or pointer handle is compared as its address; its type must be the header's.
            let pointer = c.rust.starts_with('*')
                || sys::HANDLES
                    .iter()
                    .any(|h| h.c_name == c.rust && h.kind == HandleKind::Pointer);
            let typed = c.rust.starts_with('*') || sys::HANDLES.iter().any(|h| h.c_name == c.rust);
            let value = if pointer {
                format!("(uintptr_t)({n})")
            } else {
                n.to_owned()
            };
            let ty = if typed {
                format!(
                    "__builtin_types_compatible_p(__typeof__({n}), {})",
                    c_type(c.rust)?
                )
            } else {
                "1".to_owned()
            };
            (String::new(), print(&[value, ty]))
        }
        Item::Alias(a) => {
            let [size, align] = sized(a.c_name);
            (
                String::new(),
                print(&[
                    size,
                    align,
                    format!(
                        "__builtin_types_compatible_p({}, {})",
                        a.c_name,
                        c_type(a.rust)?
                    ),
                ]),
            )
        }
        Item::Function(f) => {
            // Assigning the Rust-derived pointer type to the header's `PFN_` type: under `-Werror`, an
            // incompatible prototype is a compile error that prints both.
            // One C name per (function, version): an older ABI shares its function's C name.
            let (name, version, params) = (f.name, f.version.unwrap_or(0), prototype(f)?);
            let top = format!(
                "typedef CUresult (CUDAAPI *rs_{name}_v{version})({params});\n\
                 __attribute__((unused)) static void rs_check_{name}_v{version}(rs_{name}_v{version} rust) {{\n\
                 \x20   PFN_{name}_v{version} header = rust;\n\
                 \x20   (void)header;\n\
                 }}"
            );
            (top, String::new())
        }
        Item::Prototype(f, returns) => {
            // The Rust-derived pointer assigned to a pointer to the header's function (its type only, so
            // nothing is linked): under `-Werror` an incompatible prototype is a compile error that
            // prints both.
            let (name, params) = (f.name, prototype(f)?);
            let top = format!(
                "typedef {returns} (*rs_{name})({params});\n\
                 __attribute__((unused)) static void rs_check_{name}(rs_{name} rust) {{\n\
                 \x20   __typeof__(&{name}) header = rust;\n\
                 \x20   (void)header;\n\
                 }}"
            );
            (top, String::new())
        }
    })
}

/// The generated file: the headers, each item's declarations, then `main` with each item's statement,
/// every item behind `#line 1 "i<id>"` so that the compiler's messages name it.
pub(crate) fn c_file(includes: &[&str], items: &BTreeMap<usize, (String, String)>) -> String {
    let mut c = String::from("/* Generated by tests/conformance from the crates' tables. */\n");
    for header in ["stddef.h", "stdint.h", "stdio.h"].iter().chain(includes) {
        let _ = writeln!(c, "#include <{header}>");
    }
    for (id, (top, _)) in items {
        if !top.is_empty() {
            let _ = writeln!(c, "#line 1 \"i{id}\"\n{top}");
        }
    }
    c.push_str("#line 1 \"main\"\nint main(void) {\n");
    for (id, (_, body)) in items {
        if !body.is_empty() {
            let _ = writeln!(c, "#line 1 \"i{id}\"\n    {body}");
        }
    }
    c.push_str("#line 1 \"main\"\n    return 0;\n}\n");
    c
}

/// The headers of the driver's check.
pub(crate) const CUDA_INCLUDES: &[&str] = &["cuda.h", "cudaTypedefs.h"];

/// What compiling and running the items gave: numbers per item that compiled, the first compiler error
/// per item that did not.
pub(crate) struct Measured {
    pub(crate) numbers: BTreeMap<usize, Vec<i64>>,
    pub(crate) errors: BTreeMap<usize, String>,
}

/// Compiles and runs the items, leaving out (and recording) each item the compiler rejects.
pub(crate) fn measure(
    cc: &[String],
    include: &Path,
    work: &Path,
    includes: &[&str],
    mut items: BTreeMap<usize, (String, String)>,
) -> Result<Measured, String> {
    fs::create_dir_all(work).map_err(|e| format!("creating {}: {e}", work.display()))?;
    let src = work.join("check.c");
    let exe = work.join("check");
    let mut errors = BTreeMap::new();
    for _round in 0..5 {
        fs::write(&src, c_file(includes, &items))
            .map_err(|e| format!("writing {}: {e}", src.display()))?;
        let out = Command::new(&cc[0])
            .args(&cc[1..])
            // A deprecated function (12.x's nvrtcGetNVVM) is still checked.
            .args([
                "-std=gnu11",
                "-Wall",
                "-Werror",
                "-Wno-deprecated-declarations",
                "-I",
            ])
            .arg(include)
            .arg(&src)
            .arg("-o")
            .arg(&exe)
            .env("LC_ALL", "C")
            .output()
            .map_err(|e| format!("running `{}`: {e}", cc.join(" ")))?;
        if out.status.success() {
            let run = Command::new(&exe)
                .output()
                .map_err(|e| format!("running {}: {e}", exe.display()))?;
            if !run.status.success() {
                return Err(format!("{} exited with {}", exe.display(), run.status));
            }
            let mut numbers = BTreeMap::new();
            for line in String::from_utf8_lossy(&run.stdout).lines() {
                let mut words = line.split_whitespace().map(str::parse::<i64>);
                let (Some(Ok(id)), values) = (words.next(), words.collect::<Result<Vec<_>, _>>())
                else {
                    return Err(format!("unreadable output line `{line}`"));
                };
                numbers.insert(id as usize, values.map_err(|e| format!("`{line}`: {e}"))?);
            }
            return Ok(Measured { numbers, errors });
        }
        // `i<id>:<line>:<col>: error: <message>`: drop those items, compile the rest again.
        let stderr = String::from_utf8_lossy(&out.stderr);
        let mut failed = BTreeSet::new();
        for line in stderr.lines() {
            let Some((file, rest)) = line.split_once(':') else {
                continue;
            };
            let Some(message) = rest.split_once(": error: ").map(|(_, m)| m) else {
                continue;
            };
            if let Some(id) = file.strip_prefix('i').and_then(|n| n.parse::<usize>().ok()) {
                failed.insert(id);
                errors.entry(id).or_insert_with(|| message.to_owned());
            }
        }
        if failed.is_empty() {
            let head: Vec<&str> = stderr.lines().take(30).collect();
            return Err(format!(
                "`{}` failed on {} outside any item:\n{}",
                cc.join(" "),
                src.display(),
                head.join("\n")
            ));
        }
        for id in failed {
            items.remove(&id);
        }
    }
    Err(format!(
        "{} still does not compile after 5 rounds",
        src.display()
    ))
}
