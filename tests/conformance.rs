//! The conformance check: every type, constant and function `cuda-driver` declares, proved against NVIDIA's
//! own `cuda.h` and `cudaTypedefs.h`, for each CUDA version whose headers are present. No GPU, no toolkit:
//! a C compiler and the headers are all it needs.
//!
//! # What it checks
//! For each header directory it generates one C file from `cuda-driver`'s own tables
//! ([`sys::STRUCTS`], [`sys::HANDLES`], [`sys::ENUMS`], [`sys::ALIASES`] and [`cuda_driver::functions`]),
//! compiles it with the system C compiler (`$CC`, else `cc`) under `-Wall -Werror`, runs it, and compares:
//! - every struct and union: `sizeof` and `_Alignof`;
//! - every field, reserved ones included: `offsetof`, `sizeof`, and that its C type is the one the Rust type
//!   maps to (`__builtin_types_compatible_p`). A padding field only Rust has (`#[cuda(reserved)]` and a
//!   name starting with `_`, e.g. `_pad0`) has no C name: the check proves instead that it fills exactly the
//!   gap C leaves between the C fields around it;
//! - an anonymous C struct (named `<Outer>_<member>` in Rust) through its member:
//!   `sizeof(__typeof__(((Outer *)0)->member))`, `offsetof(__typeof__(...), field)`;
//! - every handle: `sizeof`, `_Alignof`, and pointer, signed or unsigned integer;
//! - every enum: `sizeof`, `_Alignof`, and the value of every constant listed;
//! - every alias (`cuuint64_t`): `sizeof`, `_Alignof`, and its C type;
//! - every function: its prototype, mapped from the Rust parameter types, is assigned to the header's
//!   `PFN_<name>_v<version>`; under `-Werror` an incompatible pointer type is a compile error, which the
//!   check reports with the compiler's message (it names both prototypes).
//!
//! Each item is its own line of C behind a `#line` marker, so a compile error names the item; an item that
//! does not compile (absent from that header) is reported and left out, and the file is compiled again.
//! Mismatches print one per line, with the type, the field and both numbers:
//! `FAIL 13.0: CUDA_MEMCPY3D.srcZ: offset: Rust 8, cuda.h 16` (srcY and srcZ swapped).
//!
//! # Where the headers come from
//! `CUDA_INCLUDE_DIR` (one directory, or several separated by `:`) when set; otherwise the cache that
//! `scripts/fetch-cuda-headers.sh` fills, `$CUDA_HEADERS_CACHE` or `.cache/cuda-headers`, `/13.0/include`
//! and `/12.9/include`; otherwise `/usr/local/cuda/include`. Each is labelled by its `CUDA_VERSION`.
//! Under `CI=true` a missing header (or compiler) is a failure; elsewhere the check says it skipped and why
//! (a directory `CUDA_INCLUDE_DIR` names but lacks the headers always fails).
//!
//! # 12.x and 13.0
//! The declarations follow CUDA 13.0. Almost all of the ABI they use is the same in 12.9; what 13.0 added is
//! listed in [`NEWER`]: constants 12.x does not have, counts (`CU_DEVICE_ATTRIBUTE_MAX`,
//! `CU_JIT_NUM_OPTIONS`) that grew, and one union member. Against an older header those print as
//! `13.0 only` lines, not failures; anything else absent or different is a failure, and so is an entry of
//! the table the older header contradicts. One build serves both: enums are open, so a 12.x driver simply
//! never returns a 13.0 value (and a 13.0 driver's new values are values, not undefined behaviour); a
//! union member 12.x lacks sits inside the same 64 bytes; a 13.0-only attribute or option passed to a
//! 12.x driver is refused by that driver with an error code.
//!
//! Run alone: `cargo test -p cuda-tests --test conformance`.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;
use std::{env, fs, thread};

use cuda_driver::sys::{self, AliasInfo, EnumInfo, HandleInfo, HandleKind, StructInfo};
use cuda_driver::FunctionInfo;

/// The header versions the cache holds (see `scripts/fetch-cuda-headers.sh`).
const VERSIONS: &[&str] = &["13.0", "12.9"];

/// The Rust types with a fixed C spelling: the mapping every field, alias and parameter goes through.
/// Names of the registry's own types (`CUstream`, `CUDA_MEMCPY3D`, `cuuint64_t`) map to themselves.
const PRIMITIVES: &[(&str, &str)] = &[
    ("c_void", "void"),
    ("c_char", "char"),
    ("c_schar", "signed char"),
    ("c_uchar", "unsigned char"),
    ("c_short", "short"),
    ("c_ushort", "unsigned short"),
    ("c_int", "int"),
    ("c_uint", "unsigned int"),
    ("c_long", "long"),
    ("c_ulong", "unsigned long"),
    ("c_longlong", "long long"),
    ("c_ulonglong", "unsigned long long"),
    ("c_float", "float"),
    ("c_double", "double"),
    ("f32", "float"),
    ("f64", "double"),
    ("i8", "int8_t"),
    ("u8", "uint8_t"),
    ("i16", "int16_t"),
    ("u16", "uint16_t"),
    ("i32", "int32_t"),
    ("u32", "uint32_t"),
    ("i64", "int64_t"),
    ("u64", "uint64_t"),
    ("isize", "ptrdiff_t"),
    ("usize", "size_t"),
];

/// Fields whose Rust type stands for a C type the mapping cannot spell: (type, field, why). The check
/// proves that the C field is a pointer (offset and size are checked as for every field).
const POINTER_FIELDS: &[(&str, &str, &str)] = &[(
    "CUDA_HOST_NODE_PARAMS",
    "fn",
    "holds the `CUhostFn` function pointer as `*mut c_void`",
)];

/// What changed in an item between an older header and the version the declarations follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// A constant the older header lacks.
    Constant,
    /// A count (`*_MAX`, `*_NUM_OPTIONS`) whose value grew.
    Count,
    /// A struct or union member the older header lacks.
    Member,
}

/// One item newer than some headers: `since` is the first `CUDA_VERSION` that has it as declared.
struct Newer {
    since: i64,
    change: Change,
    /// The enum, struct or union.
    ty: &'static str,
    /// The constant or member.
    item: &'static str,
}

const fn newer(since: i64, change: Change, ty: &'static str, item: &'static str) -> Newer {
    Newer {
        since,
        change,
        ty,
        item,
    }
}

/// Everything the declarations use that CUDA 13.0 added over 12.x (checked against 12.9's headers): for a
/// header older than `since`, these print as `13.0 only` lines instead of failing.
#[rustfmt::skip]
const NEWER: &[Newer] = &[
    newer(13000, Change::Constant, "CUresult", "CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER"),
    newer(13000, Change::Constant, "CUdevice_attribute", "CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED"),
    newer(13000, Change::Constant, "CUdevice_attribute", "CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED"),
    newer(13000, Change::Constant, "CUdevice_attribute", "CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED"),
    newer(13000, Change::Constant, "CUdevice_attribute", "CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED"),
    newer(13000, Change::Count,    "CUdevice_attribute", "CU_DEVICE_ATTRIBUTE_MAX"),
    newer(13000, Change::Constant, "CUdevice_P2PAttribute", "CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED"),
    newer(13000, Change::Constant, "CUmemAllocationType", "CU_MEM_ALLOCATION_TYPE_MANAGED"),
    newer(13000, Change::Constant, "CUmemLocationType", "CU_MEM_LOCATION_TYPE_NONE"),
    newer(13000, Change::Constant, "CUjit_option", "CU_JIT_SPLIT_COMPILE"),
    newer(13000, Change::Count,    "CUjit_option", "CU_JIT_NUM_OPTIONS"),
    newer(13000, Change::Constant, "CUlaunchAttributeID", "CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING"),
    newer(13000, Change::Member,   "CUlaunchAttributeValue", "nvlinkUtilCentricScheduling"),
];

// ---------------------------------------------------------------------------------------------------
// Rust types to C
// ---------------------------------------------------------------------------------------------------

/// The C spelling of a Rust type as `stringify!` or `quote!` wrote it (`*mut CUdeviceptr`,
/// `[u8 ; 4]`, `*const CUlaunchConfig<'_>`): a C type name, usable in a cast, a prototype or `__typeof__`.
fn c_type(rust: &str) -> Result<String, String> {
    let tokens = tokenize(rust);
    let mut pos = 0;
    let ty = parse_type(&tokens, &mut pos).map_err(|e| format!("Rust type `{rust}`: {e}"))?;
    if pos != tokens.len() {
        return Err(format!("Rust type `{rust}`: unexpected `{}`", tokens[pos]));
    }
    Ok(ty)
}

fn tokenize(s: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_whitespace() {
            continue;
        }
        let mut token = c.to_string();
        if c.is_alphanumeric() || c == '_' || c == '\'' {
            while let Some(&n) = chars.peek().filter(|n| n.is_alphanumeric() || **n == '_') {
                token.push(n);
                chars.next();
            }
        } else if c == ':' && chars.peek() == Some(&':') {
            token.push(':');
            chars.next();
        }
        tokens.push(token);
    }
    tokens
}

/// Whether a C type name can take a `*` or `const` written after/before it as is.
fn is_plain(c: &str) -> bool {
    !c.contains(['[', '('])
}

fn parse_type(t: &[String], pos: &mut usize) -> Result<String, String> {
    let next = |pos: &mut usize| -> Result<&str, String> {
        let token = t.get(*pos).ok_or("unexpected end")?;
        *pos += 1;
        Ok(token)
    };
    match next(pos)? {
        "*" => {
            let constness = next(pos)?;
            let pointee = parse_type(t, pos)?;
            match constness {
                "mut" if is_plain(&pointee) => Ok(format!("{pointee} *")),
                "mut" => Ok(format!("__typeof__({pointee}) *")),
                "const" if !pointee.contains(['*', '[', '(']) => Ok(format!("const {pointee} *")),
                "const" => Ok(format!("__typeof__({pointee}) const *")),
                other => Err(format!("`*{other}`")),
            }
        }
        "[" => {
            let element = parse_type(t, pos)?;
            if next(pos)? != ";" {
                return Err("expected `;` in an array type".into());
            }
            let len = next(pos)?;
            if !len.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!("array length `{len}` is not a literal"));
            }
            if next(pos)? != "]" {
                return Err("expected `]`".into());
            }
            Ok(format!("__typeof__({element})[{len}]"))
        }
        first => {
            // A path: the last segment names the type (`core::ffi::c_int`).
            let mut name = first;
            while t.get(*pos).map(String::as_str) == Some("::") {
                *pos += 1;
                name = next(pos)?;
            }
            // Lifetime arguments only (`CUlaunchConfig<'_>`).
            if t.get(*pos).map(String::as_str) == Some("<") {
                *pos += 1;
                loop {
                    match next(pos)? {
                        ">" => break,
                        "," => {}
                        lt if lt.starts_with('\'') => {}
                        other => {
                            return Err(format!("generic argument `{other}` has no C spelling"))
                        }
                    }
                }
            }
            c_name(name)
        }
    }
}

/// The C spelling of a type name: a primitive, or one of the registry's types.
fn c_name(name: &str) -> Result<String, String> {
    if let Some((_, c)) = PRIMITIVES.iter().find(|(r, _)| *r == name) {
        return Ok((*c).to_owned());
    }
    if let Some(s) = sys::STRUCTS.iter().find(|s| s.c_name == name) {
        return Ok(struct_expr(s));
    }
    let known = sys::HANDLES.iter().any(|h| h.c_name == name)
        || sys::ENUMS.iter().any(|e| e.c_name == name)
        || sys::ALIASES.iter().any(|a| a.c_name == name);
    if known {
        return Ok(name.to_owned());
    }
    Err(format!(
        "no C type for `{name}`: neither in PRIMITIVES (tests/conformance.rs) nor a type of the registry \
         (sys::STRUCTS, HANDLES, ENUMS, ALIASES)"
    ))
}

/// The C type of a registry struct: its name, or for an anonymous one, its member's type.
fn struct_expr(s: &StructInfo) -> String {
    match s.anonymous_in {
        None => s.c_name.to_owned(),
        Some((outer, member)) => {
            let outer = sys::STRUCTS
                .iter()
                .find(|o| o.c_name == outer)
                .map_or_else(|| outer.to_owned(), struct_expr);
            format!("__typeof__((({outer} *)0)->{member})")
        }
    }
}

// ---------------------------------------------------------------------------------------------------
// The generated C
// ---------------------------------------------------------------------------------------------------

/// What one line of C measures.
#[derive(Clone, Debug)]
enum Item {
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
    /// nothing at run time: compiling is the proof
    Function(&'static FunctionInfo),
}

impl Item {
    /// What the item is, for a report line.
    fn name(&self) -> String {
        match self {
            Item::Version => "CUDA_VERSION".into(),
            Item::Struct(s) => s.c_name.into(),
            Item::Field(s, i) => format!("{}.{}", s.c_name, s.fields[*i].name),
            Item::Handle(h) => h.c_name.into(),
            Item::Enum(e) => e.c_name.into(),
            Item::Constant(e, i) => format!("{}::{}", e.c_name, e.values[*i].0),
            Item::Alias(a) => a.c_name.into(),
            Item::Function(f) => format!("{} (PFN_{}_v{})", f.name, f.name, f.version),
        }
    }
}

/// A Rust-only padding field: reserved, and named `_...` (C has no member of that name).
fn is_rust_padding(s: &StructInfo, i: usize) -> bool {
    let f = &s.fields[i];
    f.reserved && f.name.starts_with('_') && !s.is_union
}

/// The Rust-derived C prototype of a function, as a parameter list (`CUdeviceptr *, size_t`).
fn prototype(f: &FunctionInfo) -> Result<String, String> {
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
fn c_code(id: usize, item: &Item) -> Result<(String, String), String> {
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
            let (name, version, params) = (f.name, f.version, prototype(f)?);
            let top = format!(
                "typedef CUresult (CUDAAPI *rs_{name})({params});\n\
                 __attribute__((unused)) static void rs_check_{name}(rs_{name} rust) {{\n\
                 \x20   PFN_{name}_v{version} header = rust;\n\
                 \x20   (void)header;\n\
                 }}"
            );
            (top, String::new())
        }
    })
}

/// The generated file: the headers, each item's declarations, then `main` with each item's statement,
/// every item behind `#line 1 "i<id>"` so that the compiler's messages name it.
fn c_file(items: &BTreeMap<usize, (String, String)>) -> String {
    let mut c =
        String::from("/* Generated by tests/conformance.rs from cuda-driver's tables. */\n");
    for header in [
        "stddef.h",
        "stdint.h",
        "stdio.h",
        "cuda.h",
        "cudaTypedefs.h",
    ] {
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

/// What compiling and running the items gave: numbers per item that compiled, the first compiler error
/// per item that did not.
struct Measured {
    numbers: BTreeMap<usize, Vec<i64>>,
    errors: BTreeMap<usize, String>,
}

/// Compiles and runs the items, leaving out (and recording) each item the compiler rejects.
fn measure(
    cc: &[String],
    include: &Path,
    work: &Path,
    mut items: BTreeMap<usize, (String, String)>,
) -> Result<Measured, String> {
    fs::create_dir_all(work).map_err(|e| format!("creating {}: {e}", work.display()))?;
    let src = work.join("check.c");
    let exe = work.join("check");
    let mut errors = BTreeMap::new();
    for _round in 0..5 {
        fs::write(&src, c_file(&items)).map_err(|e| format!("writing {}: {e}", src.display()))?;
        let out = Command::new(&cc[0])
            .args(&cc[1..])
            .args(["-std=gnu11", "-Wall", "-Werror", "-I"])
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

// ---------------------------------------------------------------------------------------------------
// Comparing
// ---------------------------------------------------------------------------------------------------

/// What the summary line counts, in its order.
const KINDS: &[&str] = &[
    "structs",
    "fields",
    "padding gaps",
    "handles",
    "enums",
    "constants",
    "aliases",
    "functions",
];

/// The outcome for one header.
#[derive(Default)]
struct Report {
    /// `CUDA_VERSION`, as `13.0`.
    label: String,
    /// One line per mismatch.
    failures: Vec<String>,
    /// One line per item [`NEWER`] explains.
    newer: Vec<String>,
    /// Items checked, per kind of [`KINDS`].
    counts: [usize; KINDS.len()],
}

impl Report {
    fn fail(&mut self, what: &str, message: impl std::fmt::Display) {
        self.failures.push(format!("{what}: {message}"));
    }
    fn count(&mut self, kind: &str) {
        let i = KINDS
            .iter()
            .position(|k| *k == kind)
            .expect("a kind of KINDS");
        self.counts[i] += 1;
    }
}

fn class_name(class: i64) -> String {
    match class {
        1 => "an integer".into(),
        3 => "an enum".into(),
        5 => "a pointer".into(),
        other => format!("type class {other}"),
    }
}

/// Every item, in the order of the tables; item 0 is `CUDA_VERSION`.
fn all_items() -> Vec<Item> {
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
    items.extend(cuda_driver::functions().map(Item::Function));
    items
}

/// `13000` as `13.0`.
fn version_label(version: i64) -> String {
    format!("{}.{}", version / 1000, version % 1000 / 10)
}

/// The [`NEWER`] entry for an item, if the header (`CUDA_VERSION` `version`) is older than it.
fn newer_than(version: i64, ty: &str, item: &str) -> Option<&'static Newer> {
    NEWER
        .iter()
        .find(|n| n.ty == ty && n.item == item && version < n.since)
}

fn check_header(cc: &[String], include: &Path, work: &Path) -> Result<Report, String> {
    let items = all_items();
    let mut report = Report::default();
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
    let measured = measure(cc, include, work, code)?;
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
    check_padding(&mut report, &items, &measured);
    Ok(report)
}

/// Compares one item with the header's numbers (`got`), or explains why there are none (`error`).
fn check_item(
    report: &mut Report,
    version: i64,
    item: &Item,
    got: Option<&[i64]>,
    error: Option<&String>,
) {
    let name = item.name();
    let label = report.label.clone();
    let absent = || format!("not in this cuda.h: {}", error.map_or("", String::as_str));
    match item {
        Item::Version => {}
        Item::Struct(s) => {
            report.count("structs");
            match got {
                Some(&[size, align]) => {
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
            match (got, entry) {
                (None, Some(n)) if n.change == Change::Member => {
                    let since = version_label(n.since);
                    let line = format!("{since} only: {name} is not in {label}'s cuda.h");
                    report.newer.push(line);
                }
                (Some(_), Some(n)) => {
                    let since = version_label(n.since);
                    let why = format!("NEWER says {since} only, but {label}'s cuda.h has it");
                    report.fail(&name, why);
                }
                (Some(&[offset, size, compatible]), None) => {
                    compare(report, &name, "offset", f.offset, offset);
                    compare(report, &name, "size", f.size, size);
                    if compatible != 1 {
                        let c = c_type(f.ty).unwrap_or_default();
                        let why = format!("type: Rust `{}` (C `{c}`) is not cuda.h's type", f.ty);
                        report.fail(&name, why);
                    }
                }
                _ => report.fail(&name, absent()),
            }
        }
        Item::Handle(h) => {
            report.count("handles");
            let Some(&[size, align, class, signed]) = got else {
                return report.fail(&name, absent());
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
                report.fail(&name, format_args!("kind: Rust {:?}, cuda.h {c}", h.kind));
            }
        }
        Item::Enum(e) => {
            report.count("enums");
            match got {
                Some(&[size, align]) => {
                    compare(report, &name, "size", e.size, size);
                    compare(report, &name, "align", e.align, align);
                }
                _ => report.fail(&name, absent()),
            }
        }
        Item::Constant(e, i) => {
            report.count("constants");
            let (constant, value) = e.values[*i];
            let entry = newer_than(version, e.c_name, constant);
            let since = entry.map(|n| version_label(n.since)).unwrap_or_default();
            match (got, entry.map(|n| n.change)) {
                (None, Some(Change::Constant)) => report.newer.push(format!(
                    "{since} only: {name} = {value} is not in {label}'s cuda.h"
                )),
                (Some(&[c]), Some(Change::Count)) if c != value => report.newer.push(format!(
                    "{since} only: {name} = {value} in {since}, {c} in {label}'s cuda.h (a count)"
                )),
                (Some(&[c]), Some(_)) if c == value => report.fail(
                    &name,
                    format_args!(
                        "NEWER says {since} changed it, but {label}'s cuda.h agrees ({c})"
                    ),
                ),
                (Some(&[c]), _) => compare(report, &name, "value", value, c),
                _ => report.fail(&name, absent()),
            }
        }
        Item::Alias(a) => {
            report.count("aliases");
            let Some(&[size, align, compatible]) = got else {
                return report.fail(&name, absent());
            };
            compare(report, &name, "size", a.size, size);
            compare(report, &name, "align", a.align, align);
            if compatible != 1 {
                let why = format!("type: Rust `{}` is not cuda.h's type", a.rust);
                report.fail(&name, why);
            }
        }
        Item::Function(f) => {
            report.count("functions");
            if let Some(error) = error {
                let rust = prototype(f).unwrap_or_default();
                let why = format!("prototype: Rust declares CUresult ({rust}); {error}");
                report.fail(&name, why);
            }
        }
    }
}

/// Rust-only padding: each run of `_pad` fields must fill exactly the gap between the C fields around it,
/// in the header's own numbers.
fn check_padding(report: &mut Report, items: &[Item], measured: &Measured) {
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

fn compare(
    report: &mut Report,
    name: &str,
    what: &str,
    rust: impl TryInto<i64> + Copy + std::fmt::Display,
    c: i64,
) {
    if rust.try_into().ok() != Some(c) {
        report.fail(name, format_args!("{what}: Rust {rust}, cuda.h {c}"));
    }
}

// ---------------------------------------------------------------------------------------------------
// Headers, and the run
// ---------------------------------------------------------------------------------------------------

/// A header directory to check, or why one the check expected is not there.
struct Source {
    /// A short name for messages and the work directory (`13.0`, or `CUDA_INCLUDE_DIR[0]`).
    name: String,
    dir: PathBuf,
}

fn has_headers(dir: &Path) -> Result<(), String> {
    for h in ["cuda.h", "cudaTypedefs.h"] {
        if !dir.join(h).is_file() {
            return Err(format!("no {}", dir.join(h).display()));
        }
    }
    Ok(())
}

/// The header directories, and the ones missing: (why, whether that fails outside CI too).
fn sources(root: &Path) -> (Vec<Source>, Vec<(String, bool)>) {
    let (mut found, mut missing) = (Vec::new(), Vec::new());
    if let Some(dirs) = env::var_os("CUDA_INCLUDE_DIR").filter(|d| !d.is_empty()) {
        for (i, dir) in env::split_paths(&dirs).enumerate() {
            // Relative to the workspace root, not to `tests/` where cargo runs this.
            let dir = root.join(dir);
            match has_headers(&dir) {
                Ok(()) => found.push(Source {
                    name: format!("CUDA_INCLUDE_DIR{i}"),
                    dir,
                }),
                Err(why) => missing.push((format!("CUDA_INCLUDE_DIR: {why}"), true)),
            }
        }
        return (found, missing);
    }
    let cache = env::var_os("CUDA_HEADERS_CACHE")
        .map_or_else(|| root.join(".cache/cuda-headers"), |c| root.join(c));
    for v in VERSIONS {
        let dir = cache.join(v).join("include");
        match has_headers(&dir) {
            Ok(()) => found.push(Source {
                name: (*v).into(),
                dir,
            }),
            Err(why) => missing.push((
                format!("{v}: {why} (run scripts/fetch-cuda-headers.sh)"),
                false,
            )),
        }
    }
    let toolkit = PathBuf::from("/usr/local/cuda/include");
    if found.is_empty() && has_headers(&toolkit).is_ok() {
        found.push(Source {
            name: "toolkit".into(),
            dir: toolkit,
        });
    }
    (found, missing)
}

/// Honours the libtest arguments cargo may pass on (`--list`, `--ignored`, `--exact`, `--skip NAME`, name
/// filters): whether this test is selected.
fn wanted() -> bool {
    const NAME: &str = "conformance";
    const WITH_VALUE: &[&str] = &[
        "--test-threads",
        "--format",
        "--color",
        "--logfile",
        "--shuffle-seed",
        "-Z",
    ];
    let (mut list, mut ignored, mut exact) = (false, false, false);
    let (mut filters, mut skips) = (Vec::new(), Vec::new());
    let mut args = env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--list" => list = true,
            "--ignored" => ignored = true,
            "--exact" => exact = true,
            "--skip" => skips.extend(args.next()),
            option if WITH_VALUE.contains(&option) => {
                args.next();
            }
            option if option.starts_with('-') => {}
            _ => filters.push(arg),
        }
    }
    let matches = |pattern: &String| {
        if exact {
            pattern == NAME
        } else {
            NAME.contains(pattern.as_str())
        }
    };
    let selected = !ignored
        && (filters.is_empty() || filters.iter().any(matches))
        && !skips.iter().any(matches);
    if list {
        if selected {
            println!("{NAME}: test");
        }
        return false;
    }
    selected
}

fn main() -> ExitCode {
    if !wanted() {
        return ExitCode::SUCCESS;
    }
    let started = Instant::now();
    let ci = env::var("CI").is_ok_and(|v| v.eq_ignore_ascii_case("true") || v == "1");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(Path::new("."))
        .to_path_buf();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("conformance");
    // `$CC` may carry arguments (`ccache gcc`).
    let cc: Vec<String> = env::var("CC")
        .unwrap_or_else(|_| "cc".into())
        .split_whitespace()
        .map(str::to_owned)
        .collect();
    let mut failed = false;

    let (found, missing) = sources(&root);
    for (why, required) in &missing {
        if ci || *required {
            let under = if ci { " under CI=true" } else { "" };
            println!("conformance: FAIL: header missing{under}: {why}");
            failed = true;
        } else {
            println!("conformance: skipped {why}");
        }
    }
    if cc.is_empty()
        || Command::new(&cc[0])
            .args(&cc[1..])
            .arg("--version")
            .output()
            .is_err()
    {
        let why = format!("no C compiler `{}` (set CC)", cc.join(" "));
        println!(
            "conformance: {}{why}",
            if ci { "FAIL: " } else { "skipped everything: " }
        );
        return if ci {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        };
    }

    let results: Vec<(&Source, Result<Report, String>, f64)> = thread::scope(|scope| {
        let handles: Vec<_> = found
            .iter()
            .map(|source| {
                let (cc, work) = (&cc, work.join(source.name.replace(['[', ']'], "")));
                scope.spawn(move || {
                    let t = Instant::now();
                    (
                        source,
                        check_header(cc, &source.dir, &work),
                        t.elapsed().as_secs_f64(),
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a check thread panicked"))
            .collect()
    });

    for (source, result, seconds) in results {
        let report = match result {
            Ok(report) => report,
            Err(e) => {
                println!("conformance: FAIL {}: {e}", source.dir.display());
                failed = true;
                continue;
            }
        };
        for line in &report.newer {
            println!("conformance: {}: {line}", report.label);
        }
        for line in &report.failures {
            println!("conformance: FAIL {}: {line}", report.label);
        }
        let counts: Vec<String> = KINDS
            .iter()
            .zip(report.counts)
            .map(|(kind, n)| format!("{n} {kind}"))
            .collect();
        let total: usize = report.counts.iter().sum();
        let newer = match report.newer.len() {
            0 => String::new(),
            n => format!(", {n} newer than this header (listed above)"),
        };
        println!(
            "conformance: {} ({}): {total} items checked ({}): {} failures{newer} ({seconds:.2}s)",
            report.label,
            source.dir.display(),
            counts.join(", "),
            report.failures.len(),
        );
        failed |= !report.failures.is_empty();
    }
    let verdict = match (failed, found.is_empty()) {
        (true, _) => "FAILED",
        (false, true) => "nothing checked (no headers)",
        (false, false) => "ok",
    };
    println!(
        "conformance: {verdict} in {:.2}s",
        started.elapsed().as_secs_f64()
    );
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
