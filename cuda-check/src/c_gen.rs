//! The C of each item: a line that prints what it measures, behind a `#line` marker.

use cuda_struct::{
    AliasInfo, ConstantInfo, EnumInfo, FunctionInfo, HandleInfo, HandleKind, StructInfo,
};

use crate::c_types::{c_type, struct_expr, Names};

/// One thing the check compares, and what its line of C prints.
#[derive(Clone, Copy, Debug)]
pub enum Item {
    /// An integer macro of the header (a version, `CUDA_VERSION`): its value.
    Macro(&'static str),
    /// A struct or union: size, align.
    Struct(&'static StructInfo),
    /// Field `i` of a struct: offset, size, and whether its C type is the one the Rust type maps to (1/0;
    /// for a [`Names::pointer_field`], whether the member is a pointer).
    Field(&'static StructInfo, usize),
    /// A handle: size, align, type class (`__builtin_classify_type`: 1 integer, 5 pointer), signed.
    Handle(&'static HandleInfo),
    /// An enum: size, align.
    Enum(&'static EnumInfo),
    /// Constant `i` of an enum: its value.
    Constant(&'static EnumInfo, usize),
    /// A type alias: size, align, type compatible.
    Alias(&'static AliasInfo),
    /// A `#define` constant: value (a pointer's address), type compatible (1 for an integer constant).
    Define(&'static ConstantInfo),
    /// A function the header declares, with its C return type: nothing at run time, compiling is the
    /// proof (the Rust-derived pointer type assigned to a pointer to the header's function).
    Prototype(&'static FunctionInfo, &'static str),
}

impl Item {
    /// What the item is, for a report line (`tallyConfig.mode`, `tallyStatus::TALLY_SUCCESS`).
    pub fn name(&self) -> String {
        match self {
            Item::Macro(m) => (*m).into(),
            Item::Struct(s) => s.c_name.into(),
            Item::Field(s, i) => format!("{}.{}", s.c_name, s.fields[*i].name),
            Item::Handle(h) => h.c_name.into(),
            Item::Enum(e) => e.c_name.into(),
            Item::Constant(e, i) => format!("{}::{}", e.c_name, e.values[*i].0),
            Item::Alias(a) => a.c_name.into(),
            Item::Define(c) => c.c_name.into(),
            Item::Prototype(f, _) => f.name.into(),
        }
    }
}

/// A Rust-only padding field: reserved, and named `_...` (C has no member of that name).
pub fn is_rust_padding(s: &StructInfo, i: usize) -> bool {
    let f = &s.fields[i];
    f.reserved && f.name.starts_with('_') && !s.is_union
}

/// The C type of a struct, an anonymous one's outer type spelled through `names`.
pub fn struct_c(s: &StructInfo, names: &dyn Names) -> String {
    struct_expr(s, |outer| {
        names.c_name(outer).unwrap_or_else(|| outer.to_owned())
    })
}

/// The Rust-derived C prototype of a function, as a parameter list (`CUdeviceptr *, size_t`).
///
/// # Errors
/// A parameter type with no C spelling, named.
pub fn prototype(f: &FunctionInfo, names: &dyn Names) -> Result<String, String> {
    let params: Vec<String> = f
        .params
        .iter()
        .map(|(name, ty)| c_type(ty, names).map_err(|e| format!("parameter `{name}`: {e}")))
        .collect::<Result<_, _>>()?;
    Ok(if params.is_empty() {
        "void".into()
    } else {
        params.join(", ")
    })
}

/// A `printf` of `exprs` as `long long`, after the item's id.
pub fn print(id: usize, exprs: &[String]) -> String {
    let formats = " %lld".repeat(exprs.len());
    let args: String = exprs
        .iter()
        .map(|e| format!(", (long long)({e})"))
        .collect();
    format!("printf(\"{id}{formats}\\n\"{args});")
}

/// The C of one item: (file-scope declarations, statement in `main`).
///
/// # Errors
/// A type with no C spelling.
pub fn c_code(id: usize, item: &Item, names: &dyn Names) -> Result<(String, String), String> {
    let print = |exprs: &[String]| print(id, exprs);
    let sized = |t: &str| [format!("sizeof({t})"), format!("_Alignof({t})")];
    Ok(match item {
        Item::Macro(m) => (String::new(), print(&[(*m).to_owned()])),
        Item::Struct(s) => (String::new(), print(&sized(&struct_c(s, names)))),
        Item::Field(s, i) => {
            let t = struct_c(s, names);
            let f = &s.fields[*i];
            let member = format!("((({t} *)0)->{})", f.name);
            let ty = if names.pointer_field(s.c_name, f.name) {
                format!("__builtin_classify_type({member}) == 5")
            } else {
                format!(
                    "__builtin_types_compatible_p(__typeof__{member}, {})",
                    c_type(f.ty, names)?
                )
            };
            let place = [
                format!("offsetof({t}, {})", f.name),
                format!("sizeof{member}"),
                ty,
            ];
            (String::new(), print(&place))
        }
        Item::Handle(handle) => {
            let h = handle.c_name;
            let [size, align] = sized(h);
            let signed = match handle.kind {
                HandleKind::Pointer => "0".into(),
                HandleKind::Signed | HandleKind::Unsigned => format!("(({h})-1) < (({h})0)"),
            };
            let class = format!("__builtin_classify_type(({h})0)");
            (String::new(), print(&[size, align, class, signed]))
        }
        Item::Enum(e) => (String::new(), print(&sized(e.c_name))),
        Item::Constant(e, i) => (String::new(), print(&[e.values[*i].0.into()])),
        Item::Define(c) => {
            let n = c.c_name;
            // A pointer or pointer handle is compared as its address; its type must be the header's.
            let handle = names.handle(c.rust);
            let pointer = c.rust.starts_with('*') || handle == Some(HandleKind::Pointer);
            let typed = c.rust.starts_with('*') || handle.is_some();
            let value = if pointer {
                format!("(uintptr_t)({n})")
            } else {
                n.to_owned()
            };
            let ty = if typed {
                format!(
                    "__builtin_types_compatible_p(__typeof__({n}), {})",
                    c_type(c.rust, names)?
                )
            } else {
                "1".to_owned()
            };
            (String::new(), print(&[value, ty]))
        }
        Item::Alias(a) => {
            let [size, align] = sized(a.c_name);
            let ty = format!(
                "__builtin_types_compatible_p({}, {})",
                a.c_name,
                c_type(a.rust, names)?
            );
            (String::new(), print(&[size, align, ty]))
        }
        Item::Prototype(f, returns) => {
            // The Rust-derived pointer assigned to a pointer to the header's function (its type only, so
            // nothing is linked): under `-Werror` an incompatible prototype is a compile error that
            // prints both.
            let (name, params) = (f.name, prototype(f, names)?);
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
