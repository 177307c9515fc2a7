//! What a header declares, as the C compiler reads it — never from the crate's own lists: its prototypes
//! (`-aux-info`), its macros (`-dM`), and, from the preprocessed text (`-E`), its struct, union and enum
//! bodies and its typedefs. Only what the header file itself declares counts (the preprocessor's line
//! markers say which file each line comes from), so nothing of `stdlib.h` or `stdint.h` is counted, and
//! nothing of a header it is not asked about (`cudaGL.h`, `cudaEGL.h`, `cudaVDPAU.h`, `cudaD3D*.h`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::cc::Compiler;

/// Runs the compiler on a file that includes `header`, with `args`, and returns what it wrote to stdout,
/// or to `out` when given.
fn compile(
    cc: &Compiler,
    work: &Path,
    header: &str,
    args: &[&str],
    out: Option<&Path>,
) -> Result<String, String> {
    std::fs::create_dir_all(work).map_err(|e| format!("creating {}: {e}", work.display()))?;
    let stem = header.replace(['.', '/', '\\'], "-");
    let src = work.join(format!("declared-{stem}.c"));
    std::fs::write(&src, format!("#include <{header}>\n")).map_err(|e| e.to_string())?;
    let mut cmd = cc.command();
    cmd.args(args);
    if let Some(out) = out {
        cmd.arg(out);
    }
    let run = cmd
        .arg(&src)
        .output()
        .map_err(|e| format!("running `{}`: {e}", cc.program()))?;
    if !run.status.success() {
        let stderr = String::from_utf8_lossy(&run.stderr);
        return Err(format!(
            "`{} {}` on {header}: {}",
            cc.program(),
            args.join(" "),
            stderr.lines().next().unwrap_or("")
        ));
    }
    match out {
        Some(out) => std::fs::read_to_string(out).map_err(|e| e.to_string()),
        None => Ok(String::from_utf8_lossy(&run.stdout).into_owned()),
    }
}

/// The functions `header` declares, by the name the compiler saw (after the header's own macros: cuda.h's
/// `cuMemAlloc` is `cuMemAlloc_v2`, the symbol of the ABI the header means), as GCC's `-aux-info` lists every prototype; each name starts with
/// `prefix`. A header's `__CUDA_API_VERSION_INTERNAL` block is not compiled, so it is not counted.
pub fn prototypes(
    cc: &Compiler,
    work: &Path,
    header: &str,
    prefix: &str,
) -> Result<BTreeSet<String>, String> {
    let aux = work.join(format!(
        "declared-{}.txt",
        header.replace(['.', '/', '\\'], "-")
    ));
    let text = compile(
        cc,
        work,
        header,
        &["-fsyntax-only", "-aux-info"],
        Some(&aux),
    )?;
    // `/* .../nvrtc.h:98:NC */ extern nvrtcResult nvrtcVersion (int *, int *);`
    let marker = format!("/{header}:");
    Ok(text
        .lines()
        .filter(|l| l.contains(&marker))
        .filter_map(|l| l.split(" (").next()?.rsplit([' ', '*']).next())
        .filter(|name| name.starts_with(prefix))
        .map(str::to_owned)
        .collect())
}

/// The object-like macros the compiler knows after including `header` (`-dM`): name and body.
pub fn macros(
    cc: &Compiler,
    work: &Path,
    header: &str,
) -> Result<BTreeMap<String, String>, String> {
    let text = compile(cc, work, header, &["-E", "-dM"], None)?;
    Ok(text
        .lines()
        .filter_map(|l| l.strip_prefix("#define "))
        .filter_map(|l| {
            let (name, body) = l.split_once(' ').unwrap_or((l, ""));
            // A function-like macro has `(` right after its name.
            (!name.contains('(')).then(|| (name.to_owned(), body.trim().to_owned()))
        })
        .collect())
}

/// One type the header declares, with every name C gives it: a struct's tag and typedef names, and the
/// typedefs that rename those (`CUDA_MEMCPY3D_st`, `CUDA_MEMCPY3D_v2`, `CUDA_MEMCPY3D`).
#[derive(Debug, Default)]
pub struct Type {
    /// Every name C gives the type: tag, typedef names, typedefs of those.
    pub names: BTreeSet<String>,
    /// An enum's constants, in order.
    pub constants: Vec<String>,
}

impl Type {
    /// The name a report shows: one with no `_st`/`_enum` tag suffix and no `_vN` ABI suffix if there is
    /// one, else the shortest typedef name, else the tag.
    pub fn name(&self) -> &str {
        let plain = |n: &&String| {
            let versioned = n
                .rsplit_once("_v")
                .is_some_and(|(_, v)| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()));
            !versioned && !n.ends_with("_st") && !n.ends_with("_enum") && !n.ends_with("_union")
        };
        let untagged = |n: &&String| !n.ends_with("_st") && !n.ends_with("_enum");
        let names = || self.names.iter();
        names()
            .find(plain)
            .or_else(|| names().filter(untagged).min_by_key(|n| n.len()))
            .or_else(|| names().min_by_key(|n| n.len()))
            .map_or("", String::as_str)
    }
}

/// The types of one header, by kind.
#[derive(Debug, Default)]
pub struct Types {
    /// Every struct and union body (at file scope: a member's anonymous struct is part of its outer type).
    pub structs: Vec<Type>,
    /// Every enum body.
    pub enums: Vec<Type>,
    /// Every handle: a typedef of a pointer to a struct (`typedef struct CUctx_st *CUcontext`), or of an
    /// integer under the header's prefix (`CUdevice`, `CUdeviceptr`, `CUtexObject`), with its `_vN` names.
    pub handles: Vec<Type>,
}

/// Reads the struct, union and enum bodies and the typedefs of `header` from its preprocessed text; an
/// integer typedef is a handle when its name starts with `handles` (`CU`).
pub fn types(cc: &Compiler, work: &Path, header: &str, handles: &str) -> Result<Types, String> {
    let text = compile(cc, work, header, &["-E"], None)?;
    Ok(parse_types(&own_lines(&text, header), handles))
}

/// The `PFN_<name>_v<version>` typedefs `header` (cudaTypedefs.h) declares outside its
/// `__CUDA_API_VERSION_INTERNAL` block, as the compiler sees them: (name, version, whether it is a
/// per-thread-default-stream variant, `_ptds`/`_ptsz`).
pub fn pfn_typedefs(
    cc: &Compiler,
    work: &Path,
    header: &str,
) -> Result<BTreeSet<(String, u32, bool)>, String> {
    let text = compile(cc, work, header, &["-E"], None)?;
    let mut out = BTreeSet::new();
    for t in tokens(&own_lines(&text, header)) {
        let Some(rest) = t.strip_prefix("PFN_") else {
            continue;
        };
        let (rest, per_thread) = match rest
            .strip_suffix("_ptds")
            .or_else(|| rest.strip_suffix("_ptsz"))
        {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let parsed = rest
            .rsplit_once("_v")
            .and_then(|(name, v)| Some((name, v.parse::<u32>().ok()?)));
        match parsed {
            Some((name, version)) => out.insert((name.to_owned(), version, per_thread)),
            None => return Err(format!("{header}: `{t}` is not PFN_<name>_v<version>")),
        };
    }
    Ok(out)
}

/// The lines of preprocessed `text` that come from `header` itself, by the `# <line> "<file>"` markers.
fn own_lines(text: &str, header: &str) -> String {
    let suffix = format!("/{header}\"");
    let mut own = false;
    let mut out = String::new();
    for line in text.lines() {
        if let Some(marker) = line.strip_prefix("# ") {
            own = marker.split_once(' ').is_some_and(|(_, file)| {
                file.split_once(' ')
                    .map_or(file, |(f, _)| f)
                    .ends_with(&suffix)
            });
            continue;
        }
        if own {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// C tokens: identifiers and numbers whole, every other character alone; string and character literals
/// dropped (they name nothing).
fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_alphanumeric() || c == '_' {
            let mut word = String::from(c);
            while let Some(&n) = chars
                .peek()
                .filter(|n| n.is_ascii_alphanumeric() || **n == '_')
            {
                word.push(n);
                chars.next();
            }
            out.push(word);
        } else if c == '"' || c == '\'' {
            while let Some(n) = chars.next() {
                match n {
                    '\\' => {
                        chars.next();
                    }
                    n if n == c => break,
                    _ => {}
                }
            }
        } else if !c.is_whitespace() {
            out.push(c.to_string());
        }
    }
    out
}

fn is_ident(t: &str) -> bool {
    t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// The index of the token closing the bracket opened at `open`.
fn closing(toks: &[String], open: usize) -> usize {
    let mut depth = 0;
    for (i, t) in toks.iter().enumerate().skip(open) {
        match t.as_str() {
            "{" | "(" | "[" => depth += 1,
            "}" | ")" | "]" => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// Splits at `sep` outside brackets.
fn split_top<'t>(toks: &'t [String], sep: &str) -> Vec<&'t [String]> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (i, t) in toks.iter().enumerate() {
        match t.as_str() {
            "{" | "(" | "[" => depth += 1,
            "}" | ")" | "]" => depth -= 1,
            s if s == sep && depth == 0 => {
                parts.push(&toks[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&toks[start..]);
    parts
}

/// The integer spellings a handle's typedef may use.
const INTEGER_WORDS: &[&str] = &[
    "unsigned",
    "signed",
    "int",
    "long",
    "short",
    "char",
    "size_t",
    "uint32_t",
    "uint64_t",
    "cuuint32_t",
    "cuuint64_t",
];

/// What a typedef name stands for, while reading.
#[derive(Clone, Copy)]
enum Target {
    /// The type at this index of `structs`/`enums`/`handles`.
    Struct(usize),
    Enum(usize),
    Handle(usize),
}

fn parse_types(text: &str, handles: &str) -> Types {
    let toks: Vec<String> = {
        let mut toks = tokens(text);
        // `__attribute__((...))` says nothing about the layout or names.
        let mut i = 0;
        while i < toks.len() {
            if toks[i] == "__attribute__" || toks[i] == "__declspec" {
                let end = closing(&toks, i + 1);
                toks.drain(i..=end.min(toks.len() - 1));
            } else {
                i += 1;
            }
        }
        toks
    };
    let mut types = Types::default();
    let mut names: BTreeMap<String, Target> = BTreeMap::new();
    // Names given to a tag before its body (`typedef struct X_st X_v1;` then `struct X_st { .. };`, as
    // 13.5's CUDA_FABRIC_COPY_BATCH_OP): by tag, and the tag each such name stands for.
    let mut forward: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut forward_tag: BTreeMap<String, String> = BTreeMap::new();
    for statement in split_top(&toks, ";") {
        let (typedef, rest) = match statement.split_first() {
            Some((first, rest)) if first == "typedef" => (true, rest),
            Some(_) => (false, statement),
            None => continue,
        };
        let rest: Vec<&String> = rest.iter().filter(|t| *t != "const").collect();
        let Some(first) = rest.first() else { continue };
        if matches!(first.as_str(), "struct" | "union" | "enum") {
            let is_enum = *first == "enum";
            let mut i = 1;
            let tag = rest.get(i).filter(|t| is_ident(t)).map(|t| t.to_string());
            if tag.is_some() {
                i += 1;
            }
            let owned: Vec<String> = rest.iter().map(|t| t.to_string()).collect();
            let (body, declarators) = if owned.get(i).is_some_and(|t| t == "{") {
                let end = closing(&owned, i);
                (
                    Some(&owned[i + 1..end]),
                    &owned[(end + 1).min(owned.len())..],
                )
            } else {
                (None, &owned[i..])
            };
            let target = match body {
                Some(body) => {
                    let mut t = Type::default();
                    if is_enum {
                        t.constants = split_top(body, ",")
                            .into_iter()
                            .filter_map(|c| c.first().filter(|c| is_ident(c)).cloned())
                            .collect();
                    }
                    let list = if is_enum {
                        &mut types.enums
                    } else {
                        &mut types.structs
                    };
                    list.push(t);
                    Some(if is_enum {
                        Target::Enum(list.len() - 1)
                    } else {
                        Target::Struct(list.len() - 1)
                    })
                }
                // `typedef struct X_st X;` names a body declared elsewhere.
                None => tag.as_ref().and_then(|tag| names.get(tag)).copied(),
            };
            if let (Some(tag), Some(target)) = (&tag, target) {
                add_name(&mut types, &mut names, tag, target);
                for name in forward.remove(tag).unwrap_or_default() {
                    add_name(&mut types, &mut names, &name, target);
                }
            }
            if !typedef {
                continue;
            }
            for d in split_top(declarators, ",") {
                let Some(name) = d.iter().find(|t| is_ident(t)) else {
                    continue;
                };
                if d.first().is_some_and(|t| t == "*") {
                    // `typedef struct CUctx_st *CUcontext;`: a handle (a pointer to a body is not one).
                    if body.is_none() && !d.contains(&"(".to_string()) {
                        types.handles.push(Type::default());
                        let handle = Target::Handle(types.handles.len() - 1);
                        add_name(&mut types, &mut names, name, handle);
                    }
                } else if let Some(target) = target {
                    add_name(&mut types, &mut names, name, target);
                } else if let Some(tag) = tag.as_ref().filter(|_| !is_enum) {
                    forward.entry(tag.clone()).or_default().push(name.clone());
                    forward_tag.insert(name.clone(), tag.clone());
                }
            }
            continue;
        }
        if !typedef || rest.iter().any(|t| *t == "(" || *t == "[" || *t == "*") {
            // Not a type, a function pointer, an array or a pointer typedef of a plain type.
            continue;
        }
        let (Some(name), base) = (rest.last(), &rest[..rest.len() - 1]) else {
            continue;
        };
        match base {
            [one] if names.contains_key(one.as_str()) => {
                let target = names[one.as_str()];
                add_name(&mut types, &mut names, name, target);
            }
            [one] if forward_tag.contains_key(one.as_str()) => {
                let tag = forward_tag[one.as_str()].clone();
                forward
                    .entry(tag.clone())
                    .or_default()
                    .push(name.to_string());
                forward_tag.insert(name.to_string(), tag);
            }
            _ if name.starts_with(handles)
                && !base.is_empty()
                && base.iter().all(|t| INTEGER_WORDS.contains(&t.as_str())) =>
            {
                types.handles.push(Type::default());
                let handle = Target::Handle(types.handles.len() - 1);
                add_name(&mut types, &mut names, name, handle);
            }
            _ => {}
        }
    }
    types
}

/// Records `name` as one of the names of the type `to` points at.
fn add_name(types: &mut Types, names: &mut BTreeMap<String, Target>, name: &str, to: Target) {
    let ty = match to {
        Target::Struct(i) => &mut types.structs[i],
        Target::Enum(i) => &mut types.enums[i],
        Target::Handle(i) => &mut types.handles[i],
    };
    ty.names.insert(name.to_owned());
    names.insert(name.to_owned(), to);
}
