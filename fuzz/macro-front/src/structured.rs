//! A small grammar of the macros' inputs, driven by fuzz bytes through `arbitrary`: structs, unions, tuple
//! structs and enums with random macro arguments, `#[repr]` hints, `#[cuda(...)]` attributes, names
//! (keywords, raw identifiers, names the macros generate themselves), field types, generics and
//! discriminants. It reaches the model, the checks and the expanders far more often than raw text does.

use std::fmt::Write as _;

use arbitrary::Arbitrary;

use crate::Macro;

const NAMES: &[&str] = &[
    "a",
    "b",
    "c",
    "x",
    "numAttrs",
    "attrs",
    "count",
    "n",
    "len",
    "reserved0",
    "reserved1",
    "pad",
    "hStream",
    "srcXInBytes",
    "IPCHandle",
    "dstLOD",
    "A",
    "AB",
    "a1",
    "_a",
    "__",
    "_",
    "type",
    "r#type",
    "r#fn",
    "r#match",
    "self",
    "Self",
    "crate",
    "super",
    "r#async",
    "core",
    "std",
    "__private",
    "__cuda_marker",
    "new",
    "default",
    "as_bytes",
    "from_bytes",
    "from_bytes_unchecked",
    "as_ptr",
    "as_mut_ptr",
    "from_ptr",
    "set_a",
    "with_a",
    "a_mut",
    "set",
    "with",
    "raw",
    "name",
    "from_raw",
    "into_raw",
    "null",
    "is_null",
    "native_handle",
    "VARIANTS",
    "C_NAME",
    "FIELDS",
    "CUstream",
    "CUresult",
    "CUDA_SUCCESS",
    "S",
    "T",
    "U",
    "'a",
    "'b",
    "'static",
    "1a",
    "caf\u{e9}",
    "\u{3b1}\u{3b2}",
    "",
    "a-b",
    "a b",
    "r#",
    "set_",
    "_mut",
    "x_mut",
    "ALLCAPS",
    "mixedCASEName",
];

/// A name: from [`NAMES`] three times in four, else any text.
#[derive(Arbitrary, Debug)]
enum Name {
    Pool(u8),
    Pool2(u8),
    Pool3(u8),
    Text(String),
}

impl Name {
    fn text(&self) -> String {
        match self {
            Name::Pool(i) | Name::Pool2(i) | Name::Pool3(i) => {
                NAMES[usize::from(*i) % NAMES.len()].to_owned()
            }
            Name::Text(s) => s.clone(),
        }
    }
}

#[derive(Arbitrary, Debug)]
enum Num {
    Small(u8),
    Word(u32),
    Big(u64),
    Huge,
    Neg(u8),
    Hex(u16),
    Suffixed(u8, u8),
    Underscored(u16),
    Float,
    Str(u8),
    Ident(Name),
}

impl Num {
    fn text(&self) -> String {
        const SUFFIXES: &[&str] = &["u8", "u32", "usize", "i8", "i64", "u128", "f32", "x"];
        match self {
            Num::Small(n) => n.to_string(),
            Num::Word(n) => n.to_string(),
            Num::Big(n) => n.to_string(),
            Num::Huge => "340282366920938463463374607431768211456".into(),
            Num::Neg(n) => format!("-{n}"),
            Num::Hex(n) => format!("{n:#x}"),
            Num::Suffixed(n, s) => format!("{n}{}", SUFFIXES[usize::from(*s) % SUFFIXES.len()]),
            Num::Underscored(n) => format!("{}_{:03}", n / 1000, n % 1000),
            Num::Float => "1.5".into(),
            Num::Str(n) => format!("\"{n}\""),
            Num::Ident(n) => n.text(),
        }
    }
}

#[derive(Arbitrary, Debug)]
enum Arg {
    Size(Num),
    Align(Num),
    Crate(Name),
    CratePath(Vec<Name>),
    CrateNotStr(Name),
    Send,
    Sync,
    Key(Name),
    KeyValue(Name, Num),
    Nested(Name, Vec<Name>),
    Bare(Num),
    Punct(u8),
}

const PUNCTS: &[&str] = &[
    "=", ",", ",,", "::", "(", ")", "#", "!", ";", "=>", "'", "@", "..", "&",
];

impl Arg {
    fn text(&self) -> String {
        match self {
            Arg::Size(n) => format!("size = {}", n.text()),
            Arg::Align(n) => format!("align = {}", n.text()),
            Arg::Crate(n) => format!("crate = {:?}", n.text()),
            Arg::CratePath(p) => {
                let p: Vec<String> = p.iter().map(Name::text).collect();
                format!("crate = {:?}", format!("::{}", p.join("::")))
            }
            Arg::CrateNotStr(n) => format!("crate = {}", n.text()),
            Arg::Send => "send".into(),
            Arg::Sync => "sync".into(),
            Arg::Key(n) => n.text(),
            Arg::KeyValue(k, v) => format!("{} = {}", k.text(), v.text()),
            Arg::Nested(k, v) => {
                let v: Vec<String> = v.iter().map(Name::text).collect();
                format!("{}({})", k.text(), v.join(", "))
            }
            Arg::Bare(n) => n.text(),
            Arg::Punct(p) => PUNCTS[usize::from(*p) % PUNCTS.len()].into(),
        }
    }
}

#[derive(Arbitrary, Debug)]
enum CudaAttr {
    Reserved,
    ReservedValue(Num),
    Rename(Name),
    RenameNotStr(Name),
    Slice,
    SliceLen(Name),
    SliceLenStr(Name),
    SliceKey(Name, Name),
    SliceEmpty,
    Key(Name),
    Many(Vec<CudaAttr>),
    Empty,
    NotList,
    NameValue(Num),
}

impl CudaAttr {
    fn inner(&self, depth: u8) -> String {
        match self {
            CudaAttr::Reserved => "reserved".into(),
            CudaAttr::ReservedValue(n) => format!("reserved = {}", n.text()),
            CudaAttr::Rename(n) => format!("rename = {:?}", n.text()),
            CudaAttr::RenameNotStr(n) => format!("rename = {}", n.text()),
            CudaAttr::Slice => "slice".into(),
            CudaAttr::SliceLen(n) => format!("slice(len = {})", n.text()),
            CudaAttr::SliceLenStr(n) => format!("slice(len = {:?})", n.text()),
            CudaAttr::SliceKey(k, v) => format!("slice({} = {})", k.text(), v.text()),
            CudaAttr::SliceEmpty => "slice()".into(),
            CudaAttr::Key(n) => n.text(),
            CudaAttr::Many(v) if depth < 2 => {
                let v: Vec<String> = v.iter().map(|a| a.inner(depth + 1)).collect();
                v.join(", ")
            }
            CudaAttr::Many(_) => "reserved, reserved".into(),
            CudaAttr::Empty => String::new(),
            CudaAttr::NotList => "#[cuda]".into(),
            CudaAttr::NameValue(n) => format!("#[cuda = {}]", n.text()),
        }
    }

    fn text(&self) -> String {
        let inner = self.inner(0);
        if inner.starts_with("#[") {
            inner
        } else {
            format!("#[cuda({inner})]")
        }
    }
}

#[derive(Arbitrary, Debug)]
enum ItemAttr {
    ReprC,
    ReprTransparent,
    ReprInt(u8),
    ReprAlign(Num),
    ReprPacked,
    ReprPackedN(Num),
    ReprEmpty,
    ReprMany(Vec<u8>),
    ReprName(Name),
    Cuda(CudaAttr),
    Doc(String),
    Derive(Name),
    Allow,
    Other(Name),
}

const INT_TYPES: &[&str] = &[
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "C",
    "transparent",
    "Rust",
    "simd",
    "align(8)",
    "packed",
];

impl ItemAttr {
    fn text(&self) -> String {
        match self {
            ItemAttr::ReprC => "#[repr(C)]".into(),
            ItemAttr::ReprTransparent => "#[repr(transparent)]".into(),
            ItemAttr::ReprInt(i) => {
                format!("#[repr({})]", INT_TYPES[usize::from(*i) % INT_TYPES.len()])
            }
            ItemAttr::ReprAlign(n) => format!("#[repr(align({}))]", n.text()),
            ItemAttr::ReprPacked => "#[repr(packed)]".into(),
            ItemAttr::ReprPackedN(n) => format!("#[repr(packed({}))]", n.text()),
            ItemAttr::ReprEmpty => "#[repr()]".into(),
            ItemAttr::ReprMany(v) => {
                let v: Vec<&str> = v
                    .iter()
                    .map(|i| INT_TYPES[usize::from(*i) % INT_TYPES.len()])
                    .collect();
                format!("#[repr({})]", v.join(", "))
            }
            ItemAttr::ReprName(n) => format!("#[repr({})]", n.text()),
            ItemAttr::Cuda(c) => c.text(),
            ItemAttr::Doc(s) => format!("#[doc = {s:?}]"),
            ItemAttr::Derive(n) => format!("#[derive({})]", n.text()),
            ItemAttr::Allow => "#[allow(dead_code)]".into(),
            ItemAttr::Other(n) => format!("#[{}]", n.text()),
        }
    }
}

const BASE_TYPES: &[&str] = &[
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i32",
    "i64",
    "isize",
    "f32",
    "f64",
    "bool",
    "char",
    "c_uint",
    "c_int",
    "c_uchar",
    "core::ffi::c_uint",
    "::core::ffi::c_ulonglong",
    "c_void",
    "CUstream",
    "CUdeviceptr",
    "String",
    "Box<u8>",
    "Option<u32>",
    "()",
    "!",
    "str",
    "[u8]",
    "Self",
    "T",
    "dyn Send",
    "impl Copy",
    "fn()",
    "extern \"C\" fn(u32) -> u32",
    "PhantomData<&'a ()>",
    "Inner",
    "_",
];

#[derive(Arbitrary, Debug)]
enum Ty {
    Base(u8),
    Named(Name),
    Path(Vec<Name>),
    Ptr {
        mutable: bool,
        depth: u8,
        base: u8,
    },
    Array {
        base: u8,
        len: Num,
    },
    NestedArray {
        base: u8,
        a: Num,
        b: Num,
    },
    Ref {
        lifetime: Name,
        mutable: bool,
        base: u8,
    },
    Tuple(u8, u8),
}

impl Ty {
    fn text(&self) -> String {
        let base = |b: &u8| BASE_TYPES[usize::from(*b) % BASE_TYPES.len()];
        match self {
            Ty::Base(b) => base(b).into(),
            Ty::Named(n) => n.text(),
            Ty::Path(p) => p.iter().map(Name::text).collect::<Vec<_>>().join("::"),
            Ty::Ptr {
                mutable,
                depth,
                base: b,
            } => {
                let star = if *mutable { "*mut " } else { "*const " };
                format!("{}{}", star.repeat(usize::from(depth % 3) + 1), base(b))
            }
            Ty::Array { base: b, len } => format!("[{}; {}]", base(b), len.text()),
            Ty::NestedArray { base: b, a, b: n } => {
                format!("[[{}; {}]; {}]", base(b), a.text(), n.text())
            }
            Ty::Ref {
                lifetime,
                mutable,
                base: b,
            } => {
                format!(
                    "&{} {}{}",
                    lifetime.text(),
                    if *mutable { "mut " } else { "" },
                    base(b)
                )
            }
            Ty::Tuple(a, b) => format!("({}, {})", base(a), base(b)),
        }
    }
}

#[derive(Arbitrary, Debug)]
struct FieldDef {
    attrs: Vec<CudaAttr>,
    other_attrs: Vec<ItemAttr>,
    vis: u8,
    name: Name,
    ty: Ty,
}

const VIS: &[&str] = &[
    "",
    "pub ",
    "pub(crate) ",
    "pub(super) ",
    "pub(in crate::x) ",
    "crate ",
];

#[derive(Arbitrary, Debug)]
enum Discriminant {
    None,
    Num(Num),
    Shift(u8),
    Or(Num, Num),
    Neg(Num),
    Path(Name),
    Char,
    Str,
    Cast(Num, u8),
    Block(Num),
}

impl Discriminant {
    fn text(&self) -> String {
        match self {
            Discriminant::None => String::new(),
            Discriminant::Num(n) => format!(" = {}", n.text()),
            Discriminant::Shift(s) => format!(" = 1 << {s}"),
            Discriminant::Or(a, b) => format!(" = {} | {}", a.text(), b.text()),
            Discriminant::Neg(n) => format!(" = -{}", n.text()),
            Discriminant::Path(n) => format!(" = Self::{}", n.text()),
            Discriminant::Char => " = 'a'".into(),
            Discriminant::Str => " = \"a\"".into(),
            Discriminant::Cast(n, t) => format!(
                " = {} as {}",
                n.text(),
                INT_TYPES[usize::from(*t) % INT_TYPES.len()]
            ),
            Discriminant::Block(n) => format!(" = {{ {} }}", n.text()),
        }
    }
}

#[derive(Arbitrary, Debug)]
enum VariantShape {
    Unit,
    Tuple(Vec<Ty>),
    Named(Vec<FieldDef>),
}

#[derive(Arbitrary, Debug)]
struct VariantDef {
    attrs: Vec<ItemAttr>,
    name: Name,
    shape: VariantShape,
    discriminant: Discriminant,
}

#[derive(Arbitrary, Debug)]
enum GenericParam {
    Lifetime(Name),
    LifetimeBound(Name, Name),
    Type(Name),
    TypeBound(Name),
    Const(Name),
}

#[derive(Arbitrary, Debug)]
enum Body {
    Struct(Vec<FieldDef>),
    Union(Vec<FieldDef>),
    Tuple(Vec<FieldDef>),
    Unit,
    Enum(Vec<VariantDef>),
}

/// One generated invocation: which macro, its arguments, and the item.
#[derive(Arbitrary, Debug)]
pub struct Item {
    which: u8,
    args: Vec<Arg>,
    args_sep: bool,
    attrs: Vec<ItemAttr>,
    vis: u8,
    name: Name,
    generics: Vec<GenericParam>,
    where_clause: bool,
    body: Body,
}

fn field(out: &mut String, f: &FieldDef, named: bool) {
    for a in &f.other_attrs {
        out.push_str(&a.text());
    }
    for a in &f.attrs {
        out.push_str(&a.text());
    }
    out.push_str(VIS[usize::from(f.vis) % VIS.len()]);
    if named {
        let _ = write!(out, "{}: ", f.name.text());
    }
    let _ = write!(out, "{}, ", f.ty.text());
}

impl Item {
    /// The macro to run.
    pub fn which(&self) -> Macro {
        Macro::ALL[usize::from(self.which) % 3]
    }

    /// The argument text (inside the macro's parentheses).
    pub fn args(&self) -> String {
        let sep = if self.args_sep { ", " } else { " " };
        self.args
            .iter()
            .map(Arg::text)
            .collect::<Vec<_>>()
            .join(sep)
    }

    /// The item's source text.
    pub fn item(&self) -> String {
        let mut out = String::new();
        for a in &self.attrs {
            out.push_str(&a.text());
            out.push('\n');
        }
        out.push_str(VIS[usize::from(self.vis) % VIS.len()]);
        let keyword = match self.body {
            Body::Struct(_) | Body::Tuple(_) | Body::Unit => "struct",
            Body::Union(_) => "union",
            Body::Enum(_) => "enum",
        };
        let _ = write!(out, "{keyword} {}", self.name.text());
        if !self.generics.is_empty() {
            let g: Vec<String> = self
                .generics
                .iter()
                .map(|g| match g {
                    GenericParam::Lifetime(n) => format!("'{}", n.text().trim_start_matches('\'')),
                    GenericParam::LifetimeBound(a, b) => format!(
                        "'{}: '{}",
                        a.text().trim_start_matches('\''),
                        b.text().trim_start_matches('\'')
                    ),
                    GenericParam::Type(n) => n.text(),
                    GenericParam::TypeBound(n) => format!("{}: Copy", n.text()),
                    GenericParam::Const(n) => format!("const {}: usize", n.text()),
                })
                .collect();
            let _ = write!(out, "<{}>", g.join(", "));
        }
        let where_clause = if self.where_clause {
            " where u8: Copy"
        } else {
            ""
        };
        match &self.body {
            Body::Struct(fields) | Body::Union(fields) => {
                let _ = write!(out, "{where_clause} {{ ");
                fields.iter().for_each(|f| field(&mut out, f, true));
                out.push('}');
            }
            Body::Tuple(fields) => {
                out.push('(');
                fields.iter().for_each(|f| field(&mut out, f, false));
                let _ = write!(out, "){where_clause};");
            }
            Body::Unit => {
                let _ = write!(out, "{where_clause};");
            }
            Body::Enum(variants) => {
                let _ = write!(out, "{where_clause} {{ ");
                for v in variants {
                    v.attrs.iter().for_each(|a| out.push_str(&a.text()));
                    out.push_str(&v.name.text());
                    match &v.shape {
                        VariantShape::Unit => {}
                        VariantShape::Tuple(t) => {
                            let t: Vec<String> = t.iter().map(Ty::text).collect();
                            let _ = write!(out, "({})", t.join(", "));
                        }
                        VariantShape::Named(fields) => {
                            out.push_str(" { ");
                            fields.iter().for_each(|f| field(&mut out, f, true));
                            out.push('}');
                        }
                    }
                    out.push_str(&v.discriminant.text());
                    out.push_str(", ");
                }
                out.push('}');
            }
        }
        out
    }
}
