//! The typed models the expanders work from. Every node keeps the span of the tokens it came from; the
//! expanders never look at raw attributes.

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{
    Attribute, Data, DeriveInput, Expr, Fields, Generics, Ident, Lifetime, Type, Visibility,
};

use crate::attr::{self, Args, IntType, ReprHint, Sp};
use crate::case::snake_case;
use crate::ctxt::Ctxt;

/// `#[cuda_struct]` on a struct or union with named fields.
pub struct Struct {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub ident: Ident,
    pub generics: Generics,
    pub lifetime: Option<Lifetime>,
    pub is_union: bool,
    pub repr_align: Option<Sp<u64>>,
    pub args: Args,
    pub fields: Vec<Field>,
}

/// One field of a `#[cuda_struct]`.
pub struct Field {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub ident: Ident,
    /// The C name: the identifier as written, without `r#`.
    pub c_name: String,
    pub ty: Type,
    pub reserved: Option<Span>,
    pub rename: Option<Sp<String>>,
    /// `#[cuda(slice(len = ...))]`: the count field's identifier.
    pub slice_len: Option<Sp<Ident>>,
    /// Set by the checker: this field is the count of a slice field.
    pub is_count: bool,
}

/// What kind of accessor set a field gets, from the shape of its type.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// Integers, floats, raw pointers, `c_*` aliases: getter and setters only.
    Scalar,
    /// `[T; N]`: also `x_mut`.
    Array,
    /// Any other named type: also `x_mut`, callable when the type is a `#[cuda_struct]`.
    Named,
}

impl Field {
    /// The accessor's base name: `rename`, or the snake_case of the C name.
    pub fn accessor(&self) -> String {
        match &self.rename {
            Some(r) => r.value.clone(),
            None => snake_case(&self.c_name),
        }
    }

    pub fn shape(&self) -> Shape {
        match &self.ty {
            Type::Array(_) => Shape::Array,
            Type::Ptr(_) => Shape::Scalar,
            Type::Path(p) if p.qself.is_none() => {
                let last = p
                    .path
                    .segments
                    .last()
                    .map(|s| s.ident.to_string())
                    .unwrap_or_default();
                let scalar = matches!(
                    last.as_str(),
                    "u8" | "u16"
                        | "u32"
                        | "u64"
                        | "u128"
                        | "usize"
                        | "i8"
                        | "i16"
                        | "i32"
                        | "i64"
                        | "i128"
                        | "isize"
                        | "f32"
                        | "f64"
                ) || last.starts_with("c_")
                    || last.starts_with("cuuint");
                if scalar {
                    Shape::Scalar
                } else {
                    Shape::Named
                }
            }
            _ => Shape::Named,
        }
    }

    /// For a slice field: the element type of its pointer.
    pub fn pointee(&self) -> Option<&Type> {
        match &self.ty {
            Type::Ptr(p) => Some(&p.elem),
            _ => None,
        }
    }
}

fn unraw(ident: &Ident) -> String {
    let s = ident.to_string();
    s.strip_prefix("r#").map(str::to_owned).unwrap_or(s)
}

/// Reports a type that borrows, which no C field can.
fn reject_borrowing_type(cx: &Ctxt, ty: &Type) {
    const MSG: &str = "a field of a `#[cuda_struct]` cannot borrow: use a raw pointer, and \
                       `#[cuda(slice(len = ...))]` for a pointer+count pair";
    match ty {
        Type::Reference(r) => cx.error_spanned_by(r, MSG),
        Type::Array(a) => reject_borrowing_type(cx, &a.elem),
        Type::Ptr(p) => reject_borrowing_type(cx, &p.elem),
        Type::Paren(p) => reject_borrowing_type(cx, &p.elem),
        Type::Group(g) => reject_borrowing_type(cx, &g.elem),
        Type::Tuple(t) => t.elems.iter().for_each(|e| reject_borrowing_type(cx, e)),
        Type::Path(p) => {
            for seg in &p.path.segments {
                if let syn::PathArguments::AngleBracketed(args) = &seg.arguments {
                    for arg in &args.args {
                        match arg {
                            syn::GenericArgument::Lifetime(l) => cx.error_spanned_by(l, MSG),
                            syn::GenericArgument::Type(t) => reject_borrowing_type(cx, t),
                            _ => {}
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

/// Only lifetimes: at most one, with no bounds, and no `where` clause.
fn struct_lifetime(cx: &Ctxt, generics: &Generics, what: &str) -> Option<Lifetime> {
    let mut lifetime = None;
    for param in &generics.params {
        match param {
            syn::GenericParam::Lifetime(l) => {
                if lifetime.is_some() {
                    cx.error_spanned_by(l, format!("a `#[{what}]` takes at most one lifetime parameter"));
                } else if !l.bounds.is_empty() {
                    cx.error_spanned_by(&l.bounds, "lifetime bounds are not supported here");
                } else {
                    lifetime = Some(l.lifetime.clone());
                }
            }
            syn::GenericParam::Type(t) => cx.error_spanned_by(
                t,
                format!("a `#[{what}]` cannot be generic: a C type has one layout (only a lifetime is accepted)"),
            ),
            syn::GenericParam::Const(c) => cx.error_spanned_by(
                c,
                format!("a `#[{what}]` cannot be generic: a C type has one layout (only a lifetime is accepted)"),
            ),
        }
    }
    if let Some(w) = &generics.where_clause {
        cx.error_spanned_by(w, format!("a `#[{what}]` cannot have a `where` clause"));
    }
    lifetime
}

impl Struct {
    pub fn from_input(cx: &Ctxt, args: Args, input: DeriveInput) -> Option<Struct> {
        let DeriveInput {
            mut attrs,
            vis,
            ident,
            generics,
            data,
        } = input;
        let mut repr_align = None;
        for hint in attr::take_repr(cx, &mut attrs) {
            match hint.value {
                ReprHint::C => {}
                ReprHint::Align(n) => repr_align = Some(Sp { value: n, span: hint.span }),
                other => cx.error_at(
                    hint.span,
                    format!(
                        "`#[cuda_struct]` adds `#[repr(C)]` itself; `repr({})` conflicts with the C layout",
                        repr_name(other)
                    ),
                ),
            }
        }
        attr::reject_cuda_attrs(
            cx,
            &mut attrs,
            "the struct itself (put the arguments in `#[cuda_struct(...)]`)",
        );
        let lifetime = struct_lifetime(cx, &generics, "cuda_struct");
        let (is_union, named) = match data {
            Data::Struct(s) => match s.fields {
                Fields::Named(named) => (false, named.named),
                Fields::Unnamed(_) => {
                    cx.error_spanned_by(
                        &ident,
                        "`#[cuda_struct]` needs named fields (C names); for a one-field tuple struct wrapping a \
                         handle use `#[cuda_handle]`",
                    );
                    return None;
                }
                Fields::Unit => {
                    cx.error_spanned_by(
                        &ident,
                        "`#[cuda_struct]` needs named fields; a C struct has at least one",
                    );
                    return None;
                }
            },
            Data::Union(u) => (true, u.fields.named),
            Data::Enum(e) => {
                cx.error_spanned_by(
                    e.enum_token,
                    "`#[cuda_struct]` applies to structs and unions; for a C enum use `#[cuda_enum]`",
                );
                return None;
            }
        };
        let fields = named
            .into_iter()
            .map(|f| {
                let mut attrs = f.attrs;
                let fa = attr::parse_field_attrs(cx, &mut attrs);
                let ident = f.ident.expect("named field");
                reject_borrowing_type(cx, &f.ty);
                Field {
                    attrs,
                    vis: f.vis,
                    c_name: unraw(&ident),
                    ident,
                    ty: f.ty,
                    reserved: fa.reserved,
                    rename: fa.rename,
                    slice_len: fa.slice_len,
                    is_count: false,
                }
            })
            .collect();
        Some(Struct {
            attrs,
            vis,
            ident,
            generics,
            lifetime,
            is_union,
            repr_align,
            args,
            fields,
        })
    }
}

fn repr_name(hint: ReprHint) -> String {
    match hint {
        ReprHint::C => "C".into(),
        ReprHint::Rust => "Rust".into(),
        ReprHint::Transparent => "transparent".into(),
        ReprHint::Packed => "packed".into(),
        ReprHint::Align(n) => format!("align({n})"),
        ReprHint::Int(i) => i.ident().to_string(),
    }
}

/// `#[cuda_handle]` on a one-field tuple struct.
pub struct Handle {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub ident: Ident,
    pub ty: Type,
    pub args: Args,
}

impl Handle {
    pub fn from_input(cx: &Ctxt, args: Args, input: DeriveInput) -> Option<Handle> {
        let DeriveInput {
            mut attrs,
            vis,
            ident,
            generics,
            data,
        } = input;
        for hint in attr::take_repr(cx, &mut attrs) {
            if !matches!(hint.value, ReprHint::Transparent) {
                cx.error_at(
                    hint.span,
                    format!(
                        "`#[cuda_handle]` adds `#[repr(transparent)]` itself; `repr({})` conflicts with it",
                        repr_name(hint.value)
                    ),
                );
            }
        }
        attr::reject_cuda_attrs(cx, &mut attrs, "a handle");
        if !generics.params.is_empty() || generics.where_clause.is_some() {
            cx.error_spanned_by(&generics, "a `#[cuda_handle]` cannot be generic");
        }
        let syn::Data::Struct(s) = data else {
            let token = match &data {
                Data::Enum(e) => e.enum_token.span(),
                Data::Union(u) => u.union_token.span(),
                Data::Struct(_) => unreachable!(),
            };
            cx.error_at(token, "`#[cuda_handle]` applies to a one-field tuple struct: `pub struct CUstream(*mut c_void);`");
            return None;
        };
        match s.fields {
            Fields::Unnamed(fields) if fields.unnamed.len() == 1 => {
                let mut field = fields.unnamed.into_iter().next().expect("one field");
                reject_handle_value(cx, &field.ty);
                attr::reject_cuda_attrs(cx, &mut field.attrs, "a handle's field");
                if !matches!(field.vis, Visibility::Inherited) {
                    cx.error_spanned_by(
                        &field.vis,
                        "a handle's value is private: read it with `into_raw()` or `native_handle()`",
                    );
                }
                Some(Handle {
                    attrs,
                    vis,
                    ident,
                    ty: field.ty,
                    args,
                })
            }
            Fields::Unnamed(fields) => {
                cx.error_spanned_by(
                    &fields,
                    format!(
                        "a `#[cuda_handle]` wraps exactly one value (a raw pointer or an integer), found {} fields",
                        fields.unnamed.len()
                    ),
                );
                None
            }
            Fields::Named(fields) => {
                cx.error_spanned_by(
                    &fields,
                    "a `#[cuda_handle]` is a one-field tuple struct: `pub struct CUstream(*mut c_void);` \
                     (for a C struct use `#[cuda_struct]`)",
                );
                None
            }
            Fields::Unit => {
                cx.error_spanned_by(
                    &ident,
                    "a `#[cuda_handle]` wraps one value: `pub struct CUstream(*mut c_void);`",
                );
                None
            }
        }
    }
}

/// Refuses, with one clear error, values that are plainly neither a pointer nor an integer; other named
/// types are left to the `HandleRepr` bound (they may be integer aliases).
fn reject_handle_value(cx: &Ctxt, ty: &Type) {
    let plainly_wrong = match ty {
        Type::Ptr(_) => false,
        Type::Path(p) => {
            p.qself.is_none()
                && p.path.get_ident().is_some_and(|i| {
                    matches!(
                        i.to_string().as_str(),
                        "f32" | "f64" | "bool" | "char" | "str" | "String" | "Box" | "Vec"
                    )
                })
        }
        _ => true,
    };
    if plainly_wrong {
        cx.error_spanned_by(
            ty,
            format!(
                "a `#[cuda_handle]` wraps a raw pointer or an integer, not `{}`: write e.g. \
                 `pub struct CUstream(*mut c_void);` or `pub struct CUdevice(c_int);`",
                quote::quote!(#ty)
            ),
        );
    }
}

/// `#[cuda_enum]` on a fieldless enum with explicit discriminants.
pub struct Enum {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub ident: Ident,
    pub repr: IntType,
    pub variants: Vec<Variant>,
}

/// One constant of a `#[cuda_enum]`.
pub struct Variant {
    pub attrs: Vec<Attribute>,
    pub ident: Ident,
    pub value: Expr,
}

fn is_negative(expr: &Expr) -> bool {
    match expr {
        Expr::Unary(u) => matches!(u.op, syn::UnOp::Neg(_)),
        Expr::Paren(p) => is_negative(&p.expr),
        Expr::Group(g) => is_negative(&g.expr),
        _ => false,
    }
}

impl Enum {
    pub fn from_input(cx: &Ctxt, input: DeriveInput) -> Option<Enum> {
        let DeriveInput {
            mut attrs,
            vis,
            ident,
            generics,
            data,
        } = input;
        let mut repr: Option<Sp<IntType>> = None;
        for hint in attr::take_repr(cx, &mut attrs) {
            match hint.value {
                ReprHint::Int(int) => match &repr {
                    Some(_) => cx.error_at(hint.span, "duplicate integer `repr`"),
                    None => repr = Some(Sp { value: int, span: hint.span }),
                },
                ReprHint::C => {}
                other => cx.error_at(
                    hint.span,
                    format!(
                        "`#[cuda_enum]` adds `#[repr(transparent)]` over the C integer itself; `repr({})` conflicts \
                         (name the integer type with e.g. `#[repr(i32)]`)",
                        repr_name(other)
                    ),
                ),
            }
        }
        attr::reject_cuda_attrs(cx, &mut attrs, "an enum");
        if !generics.params.is_empty() || generics.where_clause.is_some() {
            cx.error_spanned_by(&generics, "a `#[cuda_enum]` cannot be generic");
        }
        let Data::Enum(data) = data else {
            let token = match &data {
                Data::Struct(s) => s.struct_token.span(),
                Data::Union(u) => u.union_token.span(),
                Data::Enum(_) => unreachable!(),
            };
            cx.error_at(
                token,
                "`#[cuda_enum]` applies to a fieldless enum with explicit discriminants",
            );
            return None;
        };
        let mut variants = Vec::new();
        for v in data.variants {
            let mut vattrs = v.attrs;
            attr::reject_cuda_attrs(cx, &mut vattrs, "an enum constant");
            if !matches!(v.fields, Fields::Unit) {
                cx.error_spanned_by(&v.fields, "a C enum constant has no fields");
                continue;
            }
            match v.discriminant {
                Some((_, value)) => variants.push(Variant { attrs: vattrs, ident: v.ident, value }),
                None => cx.error_spanned_by(
                    &v.ident,
                    format!(
                        "`{}` needs an explicit value, as in the C header: `{} = 0,` (C values are ABI; never \
                         left to counting)",
                        v.ident, v.ident
                    ),
                ),
            }
        }
        let repr = match repr {
            Some(r) => r.value,
            None if variants.iter().any(|v| is_negative(&v.value)) => IntType::I32,
            None => IntType::U32,
        };
        Some(Enum {
            attrs,
            vis,
            ident,
            repr,
            variants,
        })
    }
}
