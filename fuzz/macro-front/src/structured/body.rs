//! Item bodies: fields (with their attributes and visibility), enum variants and their discriminants.

use std::fmt::Write as _;

use arbitrary::Arbitrary;

use super::attrs::{CudaAttr, ItemAttr, INT_TYPES};
use super::names::{Name, Num};
use super::types::Ty;

#[derive(Arbitrary, Debug)]
pub(super) struct FieldDef {
    attrs: Vec<CudaAttr>,
    other_attrs: Vec<ItemAttr>,
    vis: u8,
    name: Name,
    ty: Ty,
}

pub(super) const VIS: &[&str] = &[
    "",
    "pub ",
    "pub(crate) ",
    "pub(super) ",
    "pub(in crate::x) ",
    "crate ",
];

#[derive(Arbitrary, Debug)]
pub(super) enum Discriminant {
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
    pub(super) fn text(&self) -> String {
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
pub(super) enum VariantShape {
    Unit,
    Tuple(Vec<Ty>),
    Named(Vec<FieldDef>),
}

#[derive(Arbitrary, Debug)]
pub(super) struct VariantDef {
    pub(super) attrs: Vec<ItemAttr>,
    pub(super) name: Name,
    pub(super) shape: VariantShape,
    pub(super) discriminant: Discriminant,
}

#[derive(Arbitrary, Debug)]
pub(super) enum Body {
    Struct(Vec<FieldDef>),
    Union(Vec<FieldDef>),
    Tuple(Vec<FieldDef>),
    Unit,
    Enum(Vec<VariantDef>),
}

pub(super) fn field(out: &mut String, f: &FieldDef, named: bool) {
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
