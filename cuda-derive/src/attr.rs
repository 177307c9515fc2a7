//! Parsing of the macros' arguments, of `#[cuda(...)]` field attributes and of `#[repr(...)]` hints.
//!
//! Parsers record every mistake in the [`Ctxt`] and go on, so that all of them are reported together.
//! A duplicate key is reported at its second occurrence.

use proc_macro2::{Span, TokenStream};
use syn::meta::ParseNestedMeta;
use syn::parse::Parser;
use syn::spanned::Spanned;
use syn::{Ident, LitInt, LitStr, Token};

use crate::ctxt::Ctxt;

/// A value with the span of the token that gave it.
#[derive(Clone)]
pub struct Sp<T> {
    pub value: T,
    pub span: Span,
}

/// The arguments of `#[cuda_struct(...)]`, `#[cuda_handle(...)]` and `#[cuda_enum(...)]`.
#[derive(Default)]
pub struct Args {
    pub size: Option<Sp<usize>>,
    pub align: Option<Sp<usize>>,
    pub krate: Option<syn::Path>,
    pub send: Option<Span>,
    pub sync: Option<Span>,
}

/// Which macro the arguments belong to: each accepts its own keys.
#[derive(Clone, Copy)]
pub enum MacroKind {
    Struct,
    Handle,
    Enum,
}

impl MacroKind {
    pub fn name(self) -> &'static str {
        match self {
            MacroKind::Struct => "cuda_struct",
            MacroKind::Handle => "cuda_handle",
            MacroKind::Enum => "cuda_enum",
        }
    }

    fn keys(self) -> &'static [&'static str] {
        match self {
            MacroKind::Struct => &["size", "align", "crate", "send", "sync"],
            MacroKind::Handle => &["crate", "send", "sync"],
            MacroKind::Enum => &["crate"],
        }
    }
}

/// Levenshtein distance, for "did you mean" hints.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// "unknown key" message naming the accepted keys and, when one is close, the likely intended one.
fn unknown_key(what: &str, key: &str, keys: &[&str]) -> String {
    let list = keys
        .iter()
        .map(|k| format!("`{k}`"))
        .collect::<Vec<_>>()
        .join(", ");
    let close = keys
        .iter()
        .map(|k| (distance(key, k), *k))
        .filter(|(d, _)| *d <= 2)
        .min();
    match close {
        Some((_, k)) => {
            format!("unknown {what} `{key}`: did you mean `{k}`? (expected one of {list})")
        }
        None => format!("unknown {what} `{key}` (expected one of {list})"),
    }
}

/// Skips whatever follows an unknown key (`= value` or `(...)`), so parsing can go on.
fn skip_value(meta: &ParseNestedMeta<'_>) -> syn::Result<()> {
    if meta.input.peek(Token![=]) {
        meta.value()?.parse::<syn::Expr>()?;
    } else if meta.input.peek(syn::token::Paren) {
        meta.parse_nested_meta(|inner| skip_value(&inner))?;
    }
    Ok(())
}

fn key_name(meta: &ParseNestedMeta<'_>) -> String {
    if meta.path.is_ident("crate") {
        return "crate".into();
    }
    meta.path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

fn set_once<T>(cx: &Ctxt, slot: &mut Option<T>, value: T, key: &str, span: Span) {
    if slot.is_some() {
        cx.error_at(span, format!("duplicate `{key}` argument"));
    } else {
        *slot = Some(value);
    }
}

fn parse_usize(meta: &ParseNestedMeta<'_>) -> syn::Result<Sp<usize>> {
    let lit: LitInt = meta.value()?.parse()?;
    Ok(Sp {
        value: lit.base10_parse()?,
        span: lit.span(),
    })
}

/// Parses the macro's own arguments.
pub fn parse_args(cx: &Ctxt, tokens: TokenStream, kind: MacroKind) -> Args {
    let mut args = Args::default();
    let keys = kind.keys();
    let parser = syn::meta::parser(|meta| {
        let key = key_name(&meta);
        let span = meta.path.span();
        if !keys.contains(&key.as_str()) {
            cx.error_at(
                span,
                unknown_key(&format!("`{}` argument", kind.name()), &key, keys),
            );
            return skip_value(&meta);
        }
        match key.as_str() {
            "size" => {
                let v = parse_usize(&meta)?;
                set_once(cx, &mut args.size, v, "size", span);
            }
            "align" => {
                let v = parse_usize(&meta)?;
                set_once(cx, &mut args.align, v, "align", span);
            }
            "crate" => {
                let lit: LitStr = meta.value()?.parse()?;
                match lit.parse::<syn::Path>() {
                    Ok(path) => set_once(cx, &mut args.krate, path, "crate", span),
                    Err(_) => cx.error_spanned_by(
                        &lit,
                        format!("`crate = {:?}` is not a path; write e.g. `crate = \"::my_crate::cuda\"`", lit.value()),
                    ),
                }
            }
            "send" => set_once(cx, &mut args.send, span, "send", span),
            "sync" => set_once(cx, &mut args.sync, span, "sync", span),
            _ => unreachable!("key list and match arms agree"),
        }
        Ok(())
    });
    if let Err(err) = parser.parse2(tokens) {
        cx.syn_error(err);
    }
    args
}

/// A field's `#[cuda(...)]` attributes.
#[derive(Default)]
pub struct FieldAttrs {
    pub reserved: Option<Span>,
    pub rename: Option<Sp<String>>,
    pub slice_len: Option<Sp<Ident>>,
}

/// Parses every `#[cuda(...)]` on a struct field; `cuda` attributes are removed from `attrs`.
pub fn parse_field_attrs(cx: &Ctxt, attrs: &mut Vec<syn::Attribute>) -> FieldAttrs {
    const KEYS: &[&str] = &["reserved", "rename", "slice"];
    let mut out = FieldAttrs::default();
    attrs.retain(|attr| {
        if !attr.path().is_ident("cuda") {
            return true;
        }
        let result = attr.parse_nested_meta(|meta| {
            let key = key_name(&meta);
            let span = meta.path.span();
            match key.as_str() {
                "reserved" => set_once(cx, &mut out.reserved, span, "reserved", span),
                "rename" => {
                    let lit: LitStr = meta.value()?.parse()?;
                    let value = lit.value();
                    // The whole text must be the identifier: the lexer also accepts `"x // y"` or `" x"`.
                    if !syn::parse_str::<Ident>(&value).is_ok_and(|i| i == value) {
                        cx.error_spanned_by(
                            &lit,
                            format!("`rename = {value:?}` is not a Rust identifier"),
                        );
                    }
                    // `"r#type"` names the accessors `r#type`, `set_type`, ..., as a field `r#type` does.
                    let value = match value.strip_prefix("r#") {
                        Some(bare) => bare.to_owned(),
                        None => value,
                    };
                    set_once(
                        cx,
                        &mut out.rename,
                        Sp {
                            value,
                            span: lit.span(),
                        },
                        "rename",
                        span,
                    );
                }
                "slice" => {
                    let mut len: Option<Sp<Ident>> = None;
                    meta.parse_nested_meta(|inner| {
                        let inner_key = key_name(&inner);
                        let inner_span = inner.path.span();
                        if inner_key == "len" {
                            let ident: Ident = inner.value()?.parse()?;
                            set_once(
                                cx,
                                &mut len,
                                Sp {
                                    span: ident.span(),
                                    value: ident,
                                },
                                "len",
                                inner_span,
                            );
                        } else {
                            cx.error_at(
                                inner_span,
                                unknown_key("`slice` key", &inner_key, &["len"]),
                            );
                            skip_value(&inner)?;
                        }
                        Ok(())
                    })?;
                    match len {
                        Some(len) => set_once(cx, &mut out.slice_len, len, "slice", span),
                        None => cx.error_at(
                            span,
                            "`slice` needs the count field: `#[cuda(slice(len = numAttrs))]`",
                        ),
                    }
                }
                _ => {
                    cx.error_at(span, unknown_key("`#[cuda(...)]` key", &key, KEYS));
                    skip_value(&meta)?;
                }
            }
            Ok(())
        });
        if let Err(err) = result {
            cx.syn_error(err);
        }
        false
    });
    out
}

/// Reports any `#[cuda(...)]` attribute where none is accepted, and removes it.
pub fn reject_cuda_attrs(cx: &Ctxt, attrs: &mut Vec<syn::Attribute>, context: &str) {
    attrs.retain(|attr| {
        if attr.path().is_ident("cuda") {
            cx.error_spanned_by(attr, format!("`#[cuda(...)]` is not accepted on {context}"));
            false
        } else {
            true
        }
    });
}

/// One hint of a `#[repr(...)]` attribute.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReprHint {
    C,
    Rust,
    Transparent,
    Packed,
    Align(u64),
    Int(IntType),
}

/// The integer types a `#[repr]` may name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IntType {
    U8,
    U16,
    U32,
    U64,
    Usize,
    I8,
    I16,
    I32,
    I64,
    Isize,
}

impl IntType {
    fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "u8" => IntType::U8,
            "u16" => IntType::U16,
            "u32" => IntType::U32,
            "u64" => IntType::U64,
            "usize" => IntType::Usize,
            "i8" => IntType::I8,
            "i16" => IntType::I16,
            "i32" => IntType::I32,
            "i64" => IntType::I64,
            "isize" => IntType::Isize,
            _ => return None,
        })
    }

    pub fn ident(self) -> Ident {
        let name = match self {
            IntType::U8 => "u8",
            IntType::U16 => "u16",
            IntType::U32 => "u32",
            IntType::U64 => "u64",
            IntType::Usize => "usize",
            IntType::I8 => "i8",
            IntType::I16 => "i16",
            IntType::I32 => "i32",
            IntType::I64 => "i64",
            IntType::Isize => "isize",
        };
        Ident::new(name, Span::call_site())
    }
}

/// Takes every `#[repr(...)]` out of `attrs` and returns its hints with their spans.
pub fn take_repr(cx: &Ctxt, attrs: &mut Vec<syn::Attribute>) -> Vec<Sp<ReprHint>> {
    let mut hints = Vec::new();
    attrs.retain(|attr| {
        if !attr.path().is_ident("repr") {
            return true;
        }
        let result = attr.parse_nested_meta(|meta| {
            let span = meta.path.span();
            let name = key_name(&meta);
            let hint = match name.as_str() {
                "C" => ReprHint::C,
                "Rust" => ReprHint::Rust,
                "transparent" => ReprHint::Transparent,
                "packed" => {
                    if meta.input.peek(syn::token::Paren) {
                        let content;
                        syn::parenthesized!(content in meta.input);
                        content.parse::<LitInt>()?;
                    }
                    ReprHint::Packed
                }
                "align" => {
                    let content;
                    syn::parenthesized!(content in meta.input);
                    let lit: LitInt = content.parse()?;
                    ReprHint::Align(lit.base10_parse()?)
                }
                other => match IntType::from_name(other) {
                    Some(int) => ReprHint::Int(int),
                    None => {
                        cx.error_at(span, format!("unknown `repr` hint `{other}`"));
                        return Ok(());
                    }
                },
            };
            hints.push(Sp { value: hint, span });
            Ok(())
        });
        if let Err(err) = result {
            cx.syn_error(err);
        }
        false
    });
    hints
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misspelt_key_gets_a_suggestion() {
        let msg = unknown_key("key", "reserverd", &["reserved", "rename", "slice"]);
        assert!(msg.contains("did you mean `reserved`?"), "{msg}");
        let msg = unknown_key("key", "frobnicate", &["reserved", "rename", "slice"]);
        assert!(!msg.contains("did you mean"), "{msg}");
    }

    #[test]
    fn distance_is_levenshtein() {
        assert_eq!(distance("size", "size"), 0);
        assert_eq!(distance("sise", "size"), 1);
        assert_eq!(distance("algn", "align"), 1);
        assert_eq!(distance("", "abc"), 3);
    }
}
