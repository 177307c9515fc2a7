//! A small grammar of the macros' inputs, driven by fuzz bytes through `arbitrary`: structs, unions, tuple
//! structs and enums with random macro arguments, `#[repr]` hints, `#[cuda(...)]` attributes, names
//! (keywords, raw identifiers, names the macros generate themselves), field types, generics and
//! discriminants. It reaches the model, the checks and the expanders far more often than raw text does.

mod args;
mod attrs;
mod body;
mod names;
mod types;

use std::fmt::Write as _;

use arbitrary::Arbitrary;

use crate::Macro;

use args::Arg;
use attrs::ItemAttr;
use body::{field, Body, VariantShape, VIS};
use names::Name;
use types::Ty;

#[derive(Arbitrary, Debug)]
enum GenericParam {
    Lifetime(Name),
    LifetimeBound(Name, Name),
    Type(Name),
    TypeBound(Name),
    Const(Name),
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
