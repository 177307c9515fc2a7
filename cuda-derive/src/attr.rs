//! Parsing of the macros' arguments, of `#[cuda(...)]` field attributes and of `#[repr(...)]` hints.
//!
//! Parsers record every mistake in the [`Ctxt`] and go on, so that all of them are reported together.
//! A duplicate key is reported at its second occurrence.

use proc_macro2::{Ident, Span, TokenStream};
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::{LitInt, LitStr, Token};

use crate::ctxt::Ctxt;
use crate::syntax::Attr;

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
    /// `crate = "path"`: the path's tokens, spanned at the string.
    pub krate: Option<TokenStream>,
    pub send: Option<Span>,
    pub sync: Option<Span>,
    /// `flags` on `#[cuda_enum]`: the values are bits that combine.
    pub flags: Option<Span>,
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
            MacroKind::Enum => &["crate", "flags"],
        }
    }
}

/// Levenshtein distance, for "did you mean" hints.
pub fn distance(a: &str, b: &str) -> usize {
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

/// The key of one entry of a `key`, `key = value`, `key(...)` list: its path as text and its first span.
struct Key {
    name: String,
    span: Span,
}

/// Parses a comma-separated list of `key`, `key = value` and `key(...)` entries, calling `each` with the
/// key and the stream positioned after it; `each` takes the `= value` or `(...)` it expects.
fn parse_nested(
    input: ParseStream,
    mut each: impl FnMut(Key, ParseStream) -> syn::Result<()>,
) -> syn::Result<()> {
    while !input.is_empty() {
        let mut name = String::new();
        if input.peek(Token![::]) {
            input.parse::<Token![::]>()?;
            name.push_str("::");
        }
        let first = Ident::parse_any(input)?;
        let span = first.span();
        name.push_str(&first.unraw().to_string());
        while input.peek(Token![::]) {
            input.parse::<Token![::]>()?;
            name.push_str("::");
            name.push_str(&Ident::parse_any(input)?.to_string());
        }
        each(Key { name, span }, input)?;
        if input.is_empty() {
            break;
        }
        input.parse::<Token![,]>()?;
    }
    Ok(())
}

/// Takes `= value`, or the stream's error for a missing `=`.
fn value(input: ParseStream) -> syn::Result<ParseStream> {
    input.parse::<Token![=]>()?;
    Ok(input)
}

/// The contents of `(...)` after a key.
fn parens(input: ParseStream) -> syn::Result<TokenStream> {
    let group: proc_macro2::Group = input.parse()?;
    if group.delimiter() != proc_macro2::Delimiter::Parenthesis {
        return Err(syn::Error::new(group.span(), "expected `(`"));
    }
    Ok(group.stream())
}

/// Skips whatever follows an unknown key (`= value` or `(...)`), so parsing can go on.
fn skip_value(input: ParseStream) -> syn::Result<()> {
    if input.peek(Token![=]) {
        input.parse::<Token![=]>()?;
        while !input.is_empty() && !input.peek(Token![,]) {
            input.parse::<proc_macro2::TokenTree>()?;
        }
    } else if input.peek(syn::token::Paren) {
        input.parse::<proc_macro2::Group>()?;
    }
    Ok(())
}

fn set_once<T>(cx: &Ctxt, slot: &mut Option<T>, value: T, key: &str, span: Span) {
    if slot.is_some() {
        cx.error_at(span, format!("duplicate `{key}` argument"));
    } else {
        *slot = Some(value);
    }
}

fn parse_usize(input: ParseStream) -> syn::Result<Sp<usize>> {
    let lit: LitInt = value(input)?.parse()?;
    Ok(Sp {
        value: lit.base10_parse()?,
        span: lit.span(),
    })
}

/// `crate = "..."`: a path such as `::my_crate::cuda` (no generic arguments), as tokens spanned at the
/// string.
fn crate_path(lit: &LitStr) -> Option<TokenStream> {
    let tokens: TokenStream = lit.value().parse().ok()?;
    // Each segment is a name that is not a keyword (`r#enum` is fine), except that the path may start
    // with `crate`, `self` or `super`, and `super` may follow `self` or `super`.
    let parser = |input: ParseStream| {
        let leading = input.peek(Token![::]);
        if leading {
            input.parse::<Token![::]>()?;
        }
        let mut prev: Option<Ident> = None;
        loop {
            let after_self_or_super = prev.as_ref().is_some_and(|p| p == "self" || p == "super");
            let segment = if !leading
                && prev.is_none()
                && (input.peek(Token![crate])
                    || input.peek(Token![self])
                    || input.peek(Token![super]))
                || after_self_or_super && input.peek(Token![super])
            {
                Ident::parse_any(input)?
            } else {
                input.parse::<Ident>()?
            };
            prev = Some(segment);
            if !input.peek(Token![::]) {
                return Ok(());
            }
            input.parse::<Token![::]>()?;
        }
    };
    parser.parse2(tokens.clone()).ok()?;
    Some(crate::span::respan(tokens, lit.span()))
}

/// Parses the macro's own arguments.
pub fn parse_args(cx: &Ctxt, tokens: TokenStream, kind: MacroKind) -> Args {
    let mut args = Args::default();
    let keys = kind.keys();
    let parser = |input: ParseStream| {
        parse_nested(input, |key, input| {
            let span = key.span;
            if !keys.contains(&key.name.as_str()) {
                cx.error_at(
                    span,
                    unknown_key(&format!("`{}` argument", kind.name()), &key.name, keys),
                );
                return skip_value(input);
            }
            match key.name.as_str() {
                "size" => {
                    let v = parse_usize(input)?;
                    set_once(cx, &mut args.size, v, "size", span);
                }
                "align" => {
                    let v = parse_usize(input)?;
                    set_once(cx, &mut args.align, v, "align", span);
                }
                "crate" => {
                    let lit: LitStr = value(input)?.parse()?;
                    match crate_path(&lit) {
                        Some(path) => set_once(cx, &mut args.krate, path, "crate", span),
                        None => cx.error_at(
                            lit.span(),
                            format!(
                                "`crate = {:?}` is not a path; write e.g. `crate = \"::my_crate::cuda\"`",
                                lit.value()
                            ),
                        ),
                    }
                }
                "send" => set_once(cx, &mut args.send, span, "send", span),
                "sync" => set_once(cx, &mut args.sync, span, "sync", span),
                "flags" => set_once(cx, &mut args.flags, span, "flags", span),
                _ => unreachable!("key list and match arms agree"),
            }
            Ok(())
        })
    };
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
pub fn parse_field_attrs(cx: &Ctxt, attrs: &mut Vec<Attr>) -> FieldAttrs {
    const KEYS: &[&str] = &["reserved", "rename", "slice"];
    let mut out = FieldAttrs::default();
    attrs.retain(|attr| {
        if !attr.is("cuda") {
            return true;
        }
        let parser = |input: ParseStream| {
            parse_nested(input, |key, input| {
                let span = key.span;
                match key.name.as_str() {
                    "reserved" => set_once(cx, &mut out.reserved, span, "reserved", span),
                    "rename" => {
                        let lit: LitStr = value(input)?.parse()?;
                        let value = lit.value();
                        // The whole text must be the identifier: the lexer also accepts `"x // y"` or `" x"`.
                        if !syn::parse_str::<Ident>(&value).is_ok_and(|i| i == value) {
                            cx.error_at(
                                lit.span(),
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
                        let inner = parens(input)?;
                        let inner_parser = |input: ParseStream| {
                            parse_nested(input, |inner_key, input| {
                                if inner_key.name == "len" {
                                    let ident: Ident = value(input)?.parse()?;
                                    set_once(
                                        cx,
                                        &mut len,
                                        Sp {
                                            span: ident.span(),
                                            value: ident,
                                        },
                                        "len",
                                        inner_key.span,
                                    );
                                } else {
                                    cx.error_at(
                                        inner_key.span,
                                        unknown_key("`slice` key", &inner_key.name, &["len"]),
                                    );
                                    skip_value(input)?;
                                }
                                Ok(())
                            })
                        };
                        inner_parser.parse2(inner)?;
                        match len {
                            Some(len) => set_once(cx, &mut out.slice_len, len, "slice", span),
                            None => cx.error_at(
                                span,
                                "`slice` needs the count field: `#[cuda(slice(len = numAttrs))]`",
                            ),
                        }
                    }
                    _ => {
                        cx.error_at(span, unknown_key("`#[cuda(...)]` key", &key.name, KEYS));
                        skip_value(input)?;
                    }
                }
                Ok(())
            })
        };
        if let Err(err) = attr.list_args().and_then(|args| parser.parse2(args)) {
            cx.syn_error(err);
        }
        false
    });
    out
}

/// Reports any `#[cuda(...)]` attribute where none is accepted, and removes it.
pub fn reject_cuda_attrs(cx: &Ctxt, attrs: &mut Vec<Attr>, context: &str) {
    attrs.retain(|attr| {
        if attr.is("cuda") {
            cx.error(
                attr.range,
                format!("`#[cuda(...)]` is not accepted on {context}"),
            );
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

    /// Whether the type is a signed integer.
    pub fn is_signed(self) -> bool {
        matches!(
            self,
            IntType::I8 | IntType::I16 | IntType::I32 | IntType::I64 | IntType::Isize
        )
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
pub fn take_repr(cx: &Ctxt, attrs: &mut Vec<Attr>) -> Vec<Sp<ReprHint>> {
    let mut hints = Vec::new();
    attrs.retain(|attr| {
        if !attr.is("repr") {
            return true;
        }
        let parser = |input: ParseStream| {
            parse_nested(input, |key, input| {
                let span = key.span;
                let hint = match key.name.as_str() {
                    "C" => ReprHint::C,
                    "Rust" => ReprHint::Rust,
                    "transparent" => ReprHint::Transparent,
                    "packed" => {
                        if input.peek(syn::token::Paren) {
                            let n = parens(input)?;
                            syn::parse2::<LitInt>(n)?;
                        }
                        ReprHint::Packed
                    }
                    "align" => {
                        let lit: LitInt = syn::parse2(parens(input)?)?;
                        ReprHint::Align(lit.base10_parse()?)
                    }
                    other => match IntType::from_name(other) {
                        Some(int) => ReprHint::Int(int),
                        None => {
                            cx.error_at(span, format!("unknown `repr` hint `{other}`"));
                            return skip_value(input);
                        }
                    },
                };
                hints.push(Sp { value: hint, span });
                Ok(())
            })
        };
        if let Err(err) = attr.list_args().and_then(|args| parser.parse2(args)) {
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
