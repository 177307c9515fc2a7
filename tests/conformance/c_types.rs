//! Rust types to C: the C spelling of every type the tables name.

use cuda_driver::sys::{self, StructInfo};

/// The Rust types with a fixed C spelling: the mapping every field, alias and parameter goes through.
/// Names of the registry's own types (`CUstream`, `CUDA_MEMCPY3D`, `cuuint64_t`) map to themselves.
pub(crate) const PRIMITIVES: &[(&str, &str)] = &[
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

/// cuda-nvrtc's aliases of C types that nvrtc.h writes out in place (no typedef name to compare with).
pub(crate) const NVRTC_ALIASES: &[(&str, &str)] =
    &[("nvrtcFlowCallback", "int (*)(void *, void *)")];

/// Fields whose Rust type stands for a C type the mapping cannot spell: (type, field, why). The check
/// proves that the C field is a pointer (offset and size are checked as for every field).
pub(crate) const POINTER_FIELDS: &[(&str, &str, &str)] = &[
    // cuda-runtime's callbacks held as pointers.
    (
        "cudaHostNodeParams",
        "fn",
        "holds the `cudaHostFn_t` function pointer as `*mut c_void`",
    ),
    (
        "cudaHostNodeParamsV2",
        "fn",
        "holds the `cudaHostFn_t` function pointer as `*mut c_void`",
    ),
    (
        "cudaGraphRecaptureCallbackData",
        "callbackFunc",
        "holds the `cudaGraphRecaptureCallback_t` function pointer as `*mut c_void`",
    ),
    (
        "CUDA_HOST_NODE_PARAMS",
        "fn",
        "holds the `CUhostFn` function pointer as `*mut c_void`",
    ),
    (
        "CUDA_HOST_NODE_PARAMS_v2",
        "fn",
        "holds the `CUhostFn` function pointer as `*mut c_void`",
    ),
];

/// The C spelling of a Rust type as `stringify!` or `quote!` wrote it (`*mut CUdeviceptr`,
/// `[u8 ; 4]`, `*const CUlaunchConfig<'_>`): a C type name, usable in a cast, a prototype or `__typeof__`.
pub(crate) fn c_type(rust: &str) -> Result<String, String> {
    let tokens = tokenize(rust);
    let mut pos = 0;
    let ty = parse_type(&tokens, &mut pos).map_err(|e| format!("Rust type `{rust}`: {e}"))?;
    if pos != tokens.len() {
        return Err(format!("Rust type `{rust}`: unexpected `{}`", tokens[pos]));
    }
    Ok(ty)
}

pub(crate) fn tokenize(s: &str) -> Vec<String> {
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
pub(crate) fn is_plain(c: &str) -> bool {
    !c.contains(['[', '('])
}

pub(crate) fn parse_type(t: &[String], pos: &mut usize) -> Result<String, String> {
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
            // A `#define` constant of the header (`CU_IPC_HANDLE_SIZE`) is the same name in C.
            let named = cuda_driver::sys::CONSTANTS.iter().any(|c| c.c_name == len);
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
                args.push(parse_type(t, pos)?);
                if t.get(*pos).map(String::as_str) == Some(",") {
                    *pos += 1;
                }
            }
            *pos += 1;
            let ret = if t.get(*pos).map(String::as_str) == Some("-") {
                *pos += 2; // `->`
                parse_type(t, pos)?
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
            c_name(name)
        }
    }
}

/// The C spelling of a type name: a primitive, or one of the registry's types.
pub(crate) fn c_name(name: &str) -> Result<String, String> {
    if let Some((_, c)) = PRIMITIVES.iter().find(|(r, _)| *r == name) {
        return Ok((*c).to_owned());
    }
    if let Some(s) = sys::STRUCTS.iter().find(|s| s.c_name == name) {
        return Ok(struct_expr(s));
    }
    if let Some((_, c)) = NVRTC_ALIASES.iter().find(|(r, _)| *r == name) {
        return Ok((*c).to_owned());
    }
    let known = sys::HANDLES.iter().any(|h| h.c_name == name)
        || sys::ENUMS.iter().any(|e| e.c_name == name)
        || sys::ALIASES.iter().any(|a| a.c_name == name)
        || crate::nvrtc::C_TYPES.contains(&name)
        || crate::nvjitlink::C_TYPES.contains(&name)
        || crate::nvvm::C_TYPES.contains(&name)
        || crate::nvfatbin::C_TYPES.contains(&name);
    if known {
        return Ok(name.to_owned());
    }
    // cuda-runtime's types (`cudaStream_t`, `cudaDeviceProp`), checked against the runtime headers.
    if let Some(c) = crate::runtime::c_name(name) {
        return Ok(c);
    }
    Err(format!(
        "no C type for `{name}`: neither in PRIMITIVES (tests/conformance/c_types.rs) nor a type of the registry \
         (sys::STRUCTS, HANDLES, ENUMS, ALIASES)"
    ))
}

/// The C type of a registry struct: its name, or for an anonymous one, its member's type.
pub(crate) fn struct_expr(s: &StructInfo) -> String {
    match s.anonymous_in {
        None => s.c_name.to_owned(),
        Some((outer, member)) => {
            let outer = sys::STRUCTS
                .iter()
                .find(|o| o.c_name == outer)
                .map(struct_expr)
                .or_else(|| crate::runtime::c_name(outer))
                .unwrap_or_else(|| outer.to_owned());
            format!("__typeof__((({outer} *)0)->{member})")
        }
    }
}
