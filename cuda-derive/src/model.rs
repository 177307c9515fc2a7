//! The typed models the expanders work from, built from the parsed [`Item`]. Every node keeps the span of
//! the tokens it came from; the expanders never look at raw attributes.

use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};

use crate::attr::{self, Args, IntType, ReprHint, Sp};
use crate::c_value::unwrap_invisible;
use crate::case::snake_case;
use crate::ctxt::{Ctxt, Range};
use crate::syntax::{
    self, Attr, Body, GenericParam, Generics, Item, Keyword, Lifetime, Ty, TyKind, Vis,
};

/// `#[cuda_struct]` on a struct or union with named fields.
pub struct Struct {
    pub attrs: Vec<Attr>,
    pub vis: Vis,
    pub ident: Ident,
    pub lifetime: Option<Lifetime>,
    pub is_union: bool,
    pub repr_align: Option<Sp<u64>>,
    pub args: Args,
    pub fields: Vec<Field>,
}

/// One field of a `#[cuda_struct]`.
pub struct Field {
    pub attrs: Vec<Attr>,
    pub vis: Vis,
    pub ident: Ident,
    /// The C name: the identifier as written, without `r#`.
    pub c_name: String,
    pub ty: Ty,
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
        match &self.ty.kind {
            TyKind::Array => Shape::Array,
            TyKind::Ptr { .. } => Shape::Scalar,
            TyKind::Path { last, .. } => {
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
            TyKind::Reference | TyKind::Other => Shape::Named,
        }
    }

    /// For a slice field: its pointer's element type, and whether the pointer is `*mut`.
    pub fn pointee(&self) -> Option<(&TokenStream, bool)> {
        match &self.ty.kind {
            TyKind::Ptr { mutable, elem } => Some((elem, *mutable)),
            _ => None,
        }
    }
}

fn unraw(ident: &Ident) -> String {
    let s = ident.to_string();
    s.strip_prefix("r#").map(str::to_owned).unwrap_or(s)
}

/// Only lifetimes: at most one, with no bounds, and no `where` clause.
fn struct_lifetime(cx: &Ctxt, generics: &Generics, what: &str) -> Option<Lifetime> {
    let mut lifetime = None;
    for param in &generics.params {
        match param {
            GenericParam::Lifetime(l, bounds) => {
                if lifetime.is_some() {
                    cx.error_at(l.span, format!("a `#[{what}]` takes at most one lifetime parameter"));
                } else if let Some(bounds) = bounds {
                    cx.error(*bounds, "lifetime bounds are not supported here");
                } else {
                    lifetime = Some(l.clone());
                }
            }
            GenericParam::Type(range) | GenericParam::Const(range) => cx.error(
                *range,
                format!("a `#[{what}]` cannot be generic: a C type has one layout (only a lifetime is accepted)"),
            ),
        }
    }
    if let Some((_, range)) = &generics.where_clause {
        cx.error(
            *range,
            format!("a `#[{what}]` cannot have a `where` clause"),
        );
    }
    lifetime
}

/// Reports generics on an item that takes none.
fn reject_generics(cx: &Ctxt, generics: &Generics, what: &str) {
    if generics.is_empty() {
        return;
    }
    let range = match (generics.range, &generics.where_clause) {
        (Some(params), Some((_, w))) => Range {
            start: params.start,
            end: w.end,
        },
        (Some(params), None) => params,
        (None, Some((_, w))) => *w,
        (None, None) => return,
    };
    cx.error(range, format!("a `#[{what}]` cannot be generic"));
}

impl Struct {
    pub fn from_item(cx: &Ctxt, args: Args, item: Item) -> Option<Struct> {
        let Item {
            mut attrs,
            vis,
            keyword,
            keyword_span,
            ident,
            generics,
            body,
        } = item;
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
        let named = match body {
            Body::Named(_, fields) => fields,
            Body::Tuple(..) => {
                cx.error_at(
                    ident.span(),
                    "`#[cuda_struct]` needs named fields (C names); for a one-field tuple struct wrapping a \
                     handle use `#[cuda_handle]`",
                );
                return None;
            }
            Body::Unit => {
                cx.error_at(
                    ident.span(),
                    "`#[cuda_struct]` needs named fields; a C struct has at least one",
                );
                return None;
            }
            Body::Variants(_) => {
                cx.error_at(
                    keyword_span,
                    "`#[cuda_struct]` applies to structs and unions; for a C enum use `#[cuda_enum]`",
                );
                return None;
            }
        };
        let fields = named
            .into_iter()
            .filter_map(|f| {
                let mut attrs = f.attrs;
                let fa = attr::parse_field_attrs(cx, &mut attrs);
                // The grammar gives every field of a braced body a name.
                let ident = f.ident?;
                if f.ty.borrows() {
                    cx.error(
                        f.ty.range,
                        "a field of a `#[cuda_struct]` cannot borrow: use a raw pointer, and \
                         `#[cuda(slice(len = ...))]` for a pointer+count pair",
                    );
                }
                Some(Field {
                    attrs,
                    vis: f.vis,
                    c_name: unraw(&ident),
                    ident,
                    ty: f.ty,
                    reserved: fa.reserved,
                    rename: fa.rename,
                    slice_len: fa.slice_len,
                    is_count: false,
                })
            })
            .collect();
        Some(Struct {
            attrs,
            vis,
            ident,
            lifetime,
            is_union: keyword == Keyword::Union,
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
    pub attrs: Vec<Attr>,
    pub vis: Vis,
    pub ident: Ident,
    pub ty: Ty,
    pub args: Args,
}

impl Handle {
    pub fn from_item(cx: &Ctxt, args: Args, item: Item) -> Option<Handle> {
        let Item {
            mut attrs,
            vis,
            keyword,
            keyword_span,
            ident,
            generics,
            body,
        } = item;
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
        reject_generics(cx, &generics, "cuda_handle");
        if keyword != Keyword::Struct {
            cx.error_at(keyword_span, "`#[cuda_handle]` applies to a one-field tuple struct: `pub struct CUstream(*mut c_void);`");
            return None;
        }
        match body {
            Body::Tuple(_, fields) if fields.len() == 1 => {
                let mut field = fields.into_iter().next()?;
                reject_handle_value(cx, &field.ty);
                attr::reject_cuda_attrs(cx, &mut field.attrs, "a handle's field");
                if let Some(range) = field.vis.range {
                    cx.error(
                        range,
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
            Body::Tuple(span, fields) => {
                cx.error_at(
                    span,
                    format!(
                        "a `#[cuda_handle]` wraps exactly one value (a raw pointer or an integer), found {} fields",
                        fields.len()
                    ),
                );
                None
            }
            Body::Named(span, _) => {
                cx.error_at(
                    span,
                    "a `#[cuda_handle]` is a one-field tuple struct: `pub struct CUstream(*mut c_void);` \
                     (for a C struct use `#[cuda_struct]`)",
                );
                None
            }
            Body::Unit | Body::Variants(_) => {
                cx.error_at(
                    ident.span(),
                    "a `#[cuda_handle]` wraps one value: `pub struct CUstream(*mut c_void);`",
                );
                None
            }
        }
    }
}

/// Refuses, with one clear error, values that are plainly neither a pointer nor an integer; other named
/// types are left to the `HandleRepr` bound (they may be integer aliases).
fn reject_handle_value(cx: &Ctxt, ty: &Ty) {
    let plainly_wrong = match &ty.kind {
        TyKind::Ptr { .. } => false,
        TyKind::Path { last, single } => {
            *single
                && matches!(
                    last.as_str(),
                    "f32" | "f64" | "bool" | "char" | "str" | "String" | "Box" | "Vec"
                )
        }
        TyKind::Array | TyKind::Reference | TyKind::Other => true,
    };
    if plainly_wrong {
        cx.error(
            ty.range,
            format!(
                "a `#[cuda_handle]` wraps a raw pointer or an integer, not `{}`: write e.g. \
                 `pub struct CUstream(*mut c_void);` or `pub struct CUdevice(c_int);`",
                ty.tokens
            ),
        );
    }
}

/// `#[cuda_enum]` on a fieldless enum with explicit discriminants.
pub struct Enum {
    pub attrs: Vec<Attr>,
    pub vis: Vis,
    pub ident: Ident,
    pub repr: IntType,
    /// The span of an explicit integer `repr` hint, when one was written.
    pub repr_span: Option<Span>,
    pub variants: Vec<Variant>,
    /// `Some` (the argument's span) for `#[cuda_enum(flags)]`.
    pub flags: Option<Span>,
}

/// One constant of a `#[cuda_enum]`.
pub struct Variant {
    pub attrs: Vec<Attr>,
    pub ident: Ident,
    /// The C value as written.
    pub value: TokenStream,
}

impl Variant {
    /// The sibling constant the value names (`B_ALIAS = B`), if it is one identifier.
    pub fn names_sibling(&self) -> Option<Ident> {
        let mut iter = unwrap_invisible(self.value.clone()).into_iter();
        match (iter.next(), iter.next()) {
            (Some(TokenTree::Ident(i)), None) => Some(i),
            _ => None,
        }
    }
}

/// Whether a value is written negative (`-1`, `(-1)`), which makes the default C integer `i32`.
pub fn is_negative(value: &TokenStream) -> bool {
    match unwrap_invisible(value.clone()).into_iter().next() {
        Some(TokenTree::Punct(p)) => p.as_char() == '-',
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
            is_negative(&g.stream())
        }
        _ => false,
    }
}

impl Enum {
    pub fn from_item(cx: &Ctxt, args: Args, item: Item) -> Option<Enum> {
        let Item {
            mut attrs,
            vis,
            keyword_span,
            ident,
            generics,
            body,
            ..
        } = item;
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
        reject_generics(cx, &generics, "cuda_enum");
        let Body::Variants(parsed) = body else {
            cx.error_at(
                keyword_span,
                "`#[cuda_enum]` applies to a fieldless enum with explicit discriminants",
            );
            return None;
        };
        let mut variants = Vec::new();
        // The value C would give the next constant without one: 0 first, then the previous plus one;
        // `None` once a value is an expression this macro does not evaluate.
        let mut next: Option<i128> = Some(0);
        let mut known: Vec<(String, i128)> = Vec::new();
        for v in parsed {
            let syntax::Variant {
                attrs: mut vattrs,
                ident,
                fields,
                discriminant,
            } = v;
            attr::reject_cuda_attrs(cx, &mut vattrs, "an enum constant");
            if let Some(fields) = fields {
                cx.error_at(fields.span(), "a C enum constant has no fields");
                continue;
            }
            match discriminant {
                Some((value, _)) => {
                    let this = crate::c_value::c_value(&value, &known);
                    if let Some(n) = this {
                        known.push((ident.to_string(), n));
                    }
                    next = this.and_then(|n| n.checked_add(1));
                    variants.push(Variant {
                        attrs: vattrs,
                        ident,
                        value,
                    });
                }
                None => {
                    let message = match next {
                        Some(n) => format!(
                            "`{ident}` needs an explicit value, as in the C header: `{ident} = {n},` (C gives {}; \
                             C values are ABI, never left to counting)",
                            if known.is_empty() && n == 0 {
                                "the first constant 0"
                            } else {
                                "it the previous value plus one"
                            }
                        ),
                        None => format!(
                            "`{ident}` needs an explicit value, as in the C header (C gives it the previous value plus \
                             one, which this macro does not compute from an expression; C values are ABI, never left \
                             to counting)"
                        ),
                    };
                    cx.error_at(ident.span(), message);
                    if let Some(n) = next {
                        known.push((ident.to_string(), n));
                    }
                    next = next.and_then(|n| n.checked_add(1));
                }
            }
        }
        let repr_span = repr.as_ref().map(|r| r.span);
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
            repr_span,
            variants,
            flags: args.flags,
        })
    }
}
