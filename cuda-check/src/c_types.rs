//! Rust types to C: the C spelling of every type a table names (`*mut CUdeviceptr`, `[u8 ; 4]`,
//! `Option<unsafe extern "C" fn(*mut c_void)>`), through the primitives' fixed spellings and a
//! [`Names`] that knows the crate's own types.

use cuda_struct::{HandleKind, StructInfo};

/// The Rust types with a fixed C spelling: the mapping every field, alias and parameter goes through.
/// Names of the registry's own types (`CUstream`, `CUDA_MEMCPY3D`, `cuuint64_t`) map to themselves.
pub const PRIMITIVES: &[(&str, &str)] = &[
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

/// What a crate's own type names are in C: the registry's types map to themselves, an anonymous C struct
/// to its member's type. The check's [`Declared`](crate::Declared) is one; a crate with its own rules
/// (several headers, aliases C writes out) implements it.
pub trait Names {
    /// The C spelling of the Rust type name `name` (the last segment of its path), when it is one of the
    /// crate's types.
    fn c_name(&self, name: &str) -> Option<String>;
    /// Whether `name` is a `#define` constant of the header, so usable as an array length.
    fn is_constant(&self, name: &str) -> bool;
    /// What the handle type `name` wraps, when it is one of the crate's handles.
    fn handle(&self, name: &str) -> Option<HandleKind> {
        let _ = name;
        None
    }
    /// Whether field `field` of struct `ty` holds a C type the mapping cannot spell (a callback held as
    /// `*mut c_void`): the check then proves only that the C member is a pointer.
    fn pointer_field(&self, ty: &str, field: &str) -> bool {
        let _ = (ty, field);
        false
    }
}

/// The C spelling of a Rust type as `stringify!` or `quote!` wrote it (`*mut CUdeviceptr`,
/// `[u8 ; 4]`, `*const CUlaunchConfig<'_>`): a C type name, usable in a cast, a prototype or `__typeof__`.
pub fn c_type(rust: &str, names: &dyn Names) -> Result<String, String> {
    let tokens = tokenize(rust);
    let mut pos = 0;
    let ty =
        parse_type(&tokens, &mut pos, names).map_err(|e| format!("Rust type `{rust}`: {e}"))?;
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

fn parse_type(t: &[String], pos: &mut usize, names: &dyn Names) -> Result<String, String> {
    let next = |pos: &mut usize| -> Result<&str, String> {
        let token = t.get(*pos).ok_or("unexpected end")?;
        *pos += 1;
        Ok(token)
    };
    match next(pos)? {
        "*" => {
            let constness = next(pos)?;
            let pointee = parse_type(t, pos, names)?;
            match constness {
                "mut" if is_plain(&pointee) => Ok(format!("{pointee} *")),
                "mut" => Ok(format!("__typeof__({pointee}) *")),
                "const" if !pointee.contains(['*', '[', '(']) => Ok(format!("const {pointee} *")),
                "const" => Ok(format!("__typeof__({pointee}) const *")),
                other => Err(format!("`*{other}`")),
            }
        }
        "[" => {
            let element = parse_type(t, pos, names)?;
            if next(pos)? != ";" {
                return Err("expected `;` in an array type".into());
            }
            let len = next(pos)?;
            // A `#define` constant of the header (`CU_IPC_HANDLE_SIZE`) is the same name in C.
            let named = names.is_constant(len);
            if !named && !len.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!(
                    "array length `{len}` is neither a literal nor a constant"
                ));
            }
            if next(pos)? != "]" {
                return Err("expected `]`".into());
            }
            Ok(format!("__typeof__({element})[{len}]"))
        }
        // A C callback: `Option<unsafe extern "C" fn(args) -> ret>` is `ret (*)(args)`.
        "Option" if t.get(*pos).map(String::as_str) == Some("<") => {
            *pos += 1;
            for want in ["unsafe", "extern", "\"", "C", "\"", "fn", "("] {
                if next(pos)? != want {
                    return Err(format!("expected `{want}` in a callback type"));
                }
            }
            let mut args = Vec::new();
            while t.get(*pos).map(String::as_str) != Some(")") {
                args.push(parse_type(t, pos, names)?);
                if t.get(*pos).map(String::as_str) == Some(",") {
                    *pos += 1;
                }
            }
            *pos += 1;
            let ret = if t.get(*pos).map(String::as_str) == Some("-") {
                *pos += 2; // `->`
                parse_type(t, pos, names)?
            } else {
                "void".to_owned()
            };
            if next(pos)? != ">" {
                return Err("expected `>` after a callback type".into());
            }
            let args = if args.is_empty() {
                "void".to_owned()
            } else {
                args.join(", ")
            };
            Ok(format!("__typeof__({ret} (*)({args}))"))
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
            c_name(name, names)
        }
    }
}

/// The C spelling of a type name: a primitive, or one of `names`.
fn c_name(name: &str, names: &dyn Names) -> Result<String, String> {
    if let Some((_, c)) = PRIMITIVES.iter().find(|(r, _)| *r == name) {
        return Ok((*c).to_owned());
    }
    names.c_name(name).ok_or_else(|| {
        format!("no C type for `{name}`: neither a primitive nor one of the crate's declared types")
    })
}

/// The C type of a struct: its name, or for an anonymous one (`anonymous_in: (outer, member)`), its
/// member's type, with `outer` spelled by `outer_c`.
pub fn struct_expr(s: &StructInfo, outer_c: impl Fn(&str) -> String) -> String {
    match s.anonymous_in {
        None => s.c_name.to_owned(),
        Some((outer, member)) => format!("__typeof__((({} *)0)->{member})", outer_c(outer)),
    }
}
