//! The item as written: the grammar the three macros accept, parsed into nodes that keep their tokens
//! and spans.
//!
//! This is syn's `ParseStream` over token trees, with syn's `parsing` feature alone. syn's `derive`
//! syntax tree (`DeriveInput`, `Type`, `Expr`, `Generics`, ...) would more than double syn's compile time,
//! which every user of `cuda-driver` pays before anything of theirs compiles; the macros need none of it.
//! Field types and enum values stay opaque tokens, classified by their first tokens ([`TyKind`]), and the
//! compiler type-checks them where the generated code uses them.

use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::Token;

use crate::ctxt::Range;

/// An outer attribute `#[...]`, kept as written.
pub struct Attr {
    /// The whole attribute, `#` and brackets included.
    pub tokens: TokenStream,
    /// The path, when it is one identifier (`doc`, `repr`, `cuda`); `None` for `a::b` paths.
    pub name: Option<String>,
    /// The tokens after the path: `(...)`, `= value`, or nothing.
    pub args: TokenStream,
    /// The path's span, and the range of the bracketed part.
    pub name_span: Span,
    pub range: Range,
}

impl Attr {
    /// Whether the path is exactly `name`.
    pub fn is(&self, name: &str) -> bool {
        self.name.as_deref() == Some(name)
    }

    /// The text of a `#[doc = "..."]` (a `///` line), as written; `None` for any other attribute, or for a
    /// doc whose value is not a string literal (`#[doc = include_str!(..)]`).
    pub fn doc_text(&self) -> Option<String> {
        if !self.is("doc") {
            return None;
        }
        let mut args = self.args.clone().into_iter();
        let (Some(TokenTree::Punct(eq)), Some(value), None) =
            (args.next(), args.next(), args.next())
        else {
            return None;
        };
        // A `$doc:literal` passed on by `macro_rules!` arrives wrapped in an invisible group.
        let lit = match value {
            TokenTree::Literal(lit) => lit,
            TokenTree::Group(g) if g.delimiter() == Delimiter::None => {
                let mut inner = g.stream().into_iter();
                match (inner.next(), inner.next()) {
                    (Some(TokenTree::Literal(lit)), None) => lit,
                    _ => return None,
                }
            }
            _ => return None,
        };
        match syn::Lit::new(lit) {
            syn::Lit::Str(s) if eq.as_char() == '=' => Some(s.value()),
            _ => None,
        }
    }

    /// The parenthesised arguments of `#[name(...)]`, or an error naming the expected form.
    pub fn list_args(&self) -> syn::Result<TokenStream> {
        let mut iter = self.args.clone().into_iter();
        match (iter.next(), iter.next()) {
            (Some(TokenTree::Group(g)), None) if g.delimiter() == Delimiter::Parenthesis => {
                Ok(g.stream())
            }
            _ => {
                let name = self.name.as_deref().unwrap_or("...");
                Err(syn::Error::new(
                    self.name_span,
                    format!("expected attribute arguments in parentheses: #[{name}(...)]"),
                ))
            }
        }
    }
}

/// The doc comment of an item or field as data: each `///` line as written, followed by a newline (as
/// `functions!` writes a declaration's).
pub fn doc_text(attrs: &[Attr]) -> String {
    attrs
        .iter()
        .filter_map(Attr::doc_text)
        .map(|line| line + "\n")
        .collect()
}

/// Parses any number of outer attributes.
pub fn parse_attrs(input: ParseStream) -> syn::Result<Vec<Attr>> {
    let mut attrs = Vec::new();
    while input.peek(Token![#]) {
        let pound: proc_macro2::Punct = input.parse()?;
        if !input.peek(syn::token::Bracket) {
            return Err(input.error("expected `[` after `#`"));
        }
        let group: Group = input.parse()?;
        let (name, name_span, args) = split_attr_path(group.stream())?;
        let range = Range {
            start: pound.span(),
            end: group.span(),
        };
        attrs.push(Attr {
            tokens: [TokenTree::Punct(pound), TokenTree::Group(group)]
                .into_iter()
                .collect(),
            name,
            args,
            name_span,
            range,
        });
    }
    Ok(attrs)
}

/// Splits `path args` inside an attribute's brackets.
fn split_attr_path(tokens: TokenStream) -> syn::Result<(Option<String>, Span, TokenStream)> {
    let parser = |input: ParseStream| {
        let leading = input.peek(Token![::]);
        if leading {
            input.parse::<Token![::]>()?;
        }
        let first = Ident::parse_any(input)?;
        let span = first.span();
        let mut single = !leading;
        while input.peek(Token![::]) {
            input.parse::<Token![::]>()?;
            Ident::parse_any(input)?;
            single = false;
        }
        let rest: TokenStream = input.parse()?;
        Ok((single.then(|| first.to_string()), span, rest))
    };
    syn::parse::Parser::parse2(parser, tokens)
}

/// A visibility: `pub`, `pub(crate)`, `pub(super)`, `pub(self)`, `pub(in path)`, or none.
pub struct Vis {
    pub tokens: TokenStream,
    pub range: Option<Range>,
}

impl Parse for Vis {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if !input.peek(Token![pub]) {
            return Ok(Vis {
                tokens: TokenStream::new(),
                range: None,
            });
        }
        let pub_token: Ident = Ident::parse_any(input)?;
        let mut range = Range::new(pub_token.span());
        let mut tokens: TokenStream = TokenTree::Ident(pub_token).into();
        // `pub(crate)` and friends; `pub (u32, u32)` in a tuple struct is a visibility and a type.
        if input.peek(syn::token::Paren) {
            let fork = input.fork();
            let group: Group = fork.parse()?;
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            let restricted = match inner.as_slice() {
                [TokenTree::Ident(i)] => i == "crate" || i == "self" || i == "super",
                [TokenTree::Ident(i), ..] => i == "in",
                _ => false,
            };
            if restricted {
                let group: Group = input.parse()?;
                range.end = group.span();
                tokens.extend([TokenTree::Group(group)]);
            }
        }
        Ok(Vis {
            tokens,
            range: Some(range),
        })
    }
}

/// A lifetime `'a`, as written.
#[derive(Clone)]
pub struct Lifetime {
    /// The apostrophe and the name.
    pub tokens: TokenStream,
    /// The apostrophe's span.
    pub span: Span,
}

impl quote::ToTokens for Lifetime {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(self.tokens.clone());
    }
}

/// One generic parameter of the item.
pub enum GenericParam {
    /// `'a`, with the range of its bounds if it has any (`'a: 'b`).
    Lifetime(Lifetime, Option<Range>),
    /// A type parameter `T: Bound = Default`.
    Type(Range),
    /// A const parameter `const N: usize`.
    Const(Range),
}

/// `<...>` after the item's name, and a `where` clause.
#[derive(Default)]
pub struct Generics {
    pub params: Vec<GenericParam>,
    /// The tokens from `<` to `>`, as written.
    pub tokens: TokenStream,
    pub range: Option<Range>,
    /// A `where` clause, as written.
    pub where_clause: Option<(TokenStream, Range)>,
}

impl Generics {
    /// Whether there are parameters or a `where` clause.
    pub fn is_empty(&self) -> bool {
        self.params.is_empty() && self.where_clause.is_none()
    }

    /// The lifetimes declared, for the fallback's marker field.
    pub fn lifetimes(&self) -> impl Iterator<Item = &Lifetime> {
        self.params.iter().filter_map(|p| match p {
            GenericParam::Lifetime(l, _) => Some(l),
            _ => None,
        })
    }

    fn parse_params(input: ParseStream) -> syn::Result<Generics> {
        if !input.peek(Token![<]) {
            return Ok(Generics::default());
        }
        let open: TokenTree = input.parse()?;
        let start = open.span();
        let mut tokens: TokenStream = open.into();
        let mut params = Vec::new();
        let close = loop {
            if input.peek(Token![>]) {
                break input.parse::<TokenTree>()?;
            }
            let param = take_until_comma(input, Stop::GenericParam)?;
            if param.is_empty() {
                return Err(input.error("expected a generic parameter or `>`"));
            }
            let range = Range::of_trees(&param);
            params.push(classify_param(&param, range));
            tokens.extend(param);
            if input.peek(Token![,]) {
                tokens.extend([input.parse::<TokenTree>()?]);
            } else if !input.peek(Token![>]) {
                return Err(input.error("expected `,` or `>`"));
            }
        };
        let end = close.span();
        tokens.extend([close]);
        Ok(Generics {
            params,
            tokens,
            range: Some(Range { start, end }),
            where_clause: None,
        })
    }

    /// `where ...` up to (not including) the body's `{` or a tuple struct's `;`.
    fn parse_where(&mut self, input: ParseStream) -> syn::Result<()> {
        if !input.peek(Token![where]) {
            return Ok(());
        }
        let tokens = input.step(|cursor| {
            let mut rest = *cursor;
            let mut out = Vec::new();
            while let Some((tt, next)) = rest.token_tree() {
                let end = match &tt {
                    TokenTree::Group(g) => g.delimiter() == Delimiter::Brace,
                    TokenTree::Punct(p) => p.as_char() == ';',
                    _ => false,
                };
                if end {
                    break;
                }
                out.push(tt);
                rest = next;
            }
            Ok((out.into_iter().collect::<TokenStream>(), rest))
        })?;
        let range = Range::of(&tokens);
        self.where_clause = Some((tokens, range));
        Ok(())
    }
}

fn classify_param(param: &[TokenTree], range: Range) -> GenericParam {
    match param {
        [TokenTree::Punct(p), TokenTree::Ident(_), bounds @ ..] if p.as_char() == '\'' => {
            let lifetime = Lifetime {
                tokens: param[..2].iter().cloned().collect(),
                span: p.span(),
            };
            let bounds = (!bounds.is_empty()).then(|| Range::of_trees(bounds));
            GenericParam::Lifetime(lifetime, bounds)
        }
        [TokenTree::Ident(i), ..] if i == "const" => GenericParam::Const(range),
        _ => GenericParam::Type(range),
    }
}

/// Where a run of tokens ends, besides a comma at its top level.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// A field type: `<`...`>` nest (there are no comparisons in a type).
    Type,
    /// A generic parameter: as a type, and a `>` at the top level closes the list.
    GenericParam,
    /// An expression: `<`...`>` nest only after `::` (a turbofish); elsewhere they compare or shift.
    Expr,
}

/// Takes token trees up to a comma outside any `<...>` (and, per `stop`, a closing `>`).
fn take_until_comma(input: ParseStream, stop: Stop) -> syn::Result<Vec<TokenTree>> {
    input.step(|cursor| {
        let mut rest = *cursor;
        let mut out: Vec<TokenTree> = Vec::new();
        let mut depth = 0usize;
        while let Some((tt, next)) = rest.token_tree() {
            if let TokenTree::Punct(p) = &tt {
                let prev = out.last();
                let after = |c: char| matches!(prev, Some(TokenTree::Punct(q)) if q.as_char() == c);
                match p.as_char() {
                    ',' if depth == 0 => break,
                    '>' if depth == 0 && stop == Stop::GenericParam => break,
                    '<' if depth > 0 || stop != Stop::Expr || after(':') => depth += 1,
                    // `->` in a function pointer type is not a closing bracket.
                    '>' if depth > 0 && !after('-') => depth -= 1,
                    _ => {}
                }
            }
            out.push(tt);
            rest = next;
        }
        Ok((out, rest))
    })
}

/// A field's type, as written.
pub struct Ty {
    pub tokens: TokenStream,
    pub range: Range,
    pub kind: TyKind,
}

/// What a type is, as far as the macros need to know.
pub enum TyKind {
    /// `*const T` or `*mut T`, with `T`'s tokens.
    Ptr { mutable: bool, elem: TokenStream },
    /// `[T; N]`.
    Array,
    /// A path such as `u32`, `c_uint`, `core::ffi::c_int` or `Option<T>`: its last segment's name, and
    /// whether it is that one identifier alone.
    Path { last: String, single: bool },
    /// `&T` or `&mut T`.
    Reference,
    /// Anything else: a tuple, a function pointer, `dyn Trait`, `<T as Trait>::X`, ...
    Other,
}

impl Ty {
    fn from_tokens(tokens: Vec<TokenTree>) -> Ty {
        let range = Range::of_trees(&tokens);
        let kind = classify_ty(&tokens);
        Ty {
            tokens: tokens.into_iter().collect(),
            range,
            kind,
        }
    }

    /// Whether the type borrows: a `&` or a lifetime anywhere in it (array lengths aside).
    pub fn borrows(&self) -> bool {
        fn scan(tokens: TokenStream) -> bool {
            tokens.into_iter().any(|tt| match tt {
                TokenTree::Punct(p) => p.as_char() == '&' || p.as_char() == '\'',
                // `[T; N]`: only `T` is a type.
                TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket => scan(
                    g.stream()
                        .into_iter()
                        .take_while(|t| !matches!(t, TokenTree::Punct(p) if p.as_char() == ';'))
                        .collect(),
                ),
                TokenTree::Group(g) => scan(g.stream()),
                _ => false,
            })
        }
        scan(self.tokens.clone())
    }
}

fn classify_ty(tokens: &[TokenTree]) -> TyKind {
    match tokens {
        // A `$t:ty` passed through `macro_rules!` arrives in an invisible group.
        [TokenTree::Group(g)] if g.delimiter() == Delimiter::None => {
            classify_ty(&g.stream().into_iter().collect::<Vec<_>>())
        }
        [TokenTree::Group(g)] if g.delimiter() == Delimiter::Bracket => TyKind::Array,
        [TokenTree::Punct(star), TokenTree::Ident(m), rest @ ..]
            if star.as_char() == '*' && (m == "const" || m == "mut") && !rest.is_empty() =>
        {
            TyKind::Ptr {
                mutable: m == "mut",
                elem: rest.iter().cloned().collect(),
            }
        }
        [TokenTree::Punct(amp), ..] if amp.as_char() == '&' => TyKind::Reference,
        _ => classify_path(tokens).unwrap_or(TyKind::Other),
    }
}

/// `::a::b<..>::c`: the last segment's name, if `tokens` are a path (generic arguments are not looked into).
fn classify_path(tokens: &[TokenTree]) -> Option<TyKind> {
    let is = |tt: Option<&TokenTree>, c: char| matches!(tt, Some(TokenTree::Punct(p)) if p.as_char() == c);
    let mut i = 0;
    let mut leading = false;
    if is(tokens.first(), ':') {
        if !is(tokens.get(1), ':') {
            return None;
        }
        i = 2;
        leading = true;
    }
    let mut last;
    let mut segments = 0;
    let mut args = false;
    loop {
        match tokens.get(i) {
            Some(TokenTree::Ident(id))
                if !matches!(
                    id.to_string().as_str(),
                    "fn" | "dyn" | "impl" | "unsafe" | "extern" | "for" | "_"
                ) =>
            {
                last = id.to_string();
                segments += 1;
                i += 1;
            }
            _ => return None,
        }
        // Optional `::`, then `<...>` (turbofish or not).
        if is(tokens.get(i), ':') && is(tokens.get(i + 1), ':') && is(tokens.get(i + 2), '<') {
            i += 2;
        }
        if is(tokens.get(i), '<') {
            args = true;
            let mut depth = 0usize;
            loop {
                match tokens.get(i) {
                    None => return None,
                    Some(TokenTree::Punct(p)) if p.as_char() == '<' => depth += 1,
                    Some(TokenTree::Punct(p))
                        if p.as_char() == '>' && !is(tokens.get(i - 1), '-') =>
                    {
                        depth -= 1;
                        if depth == 0 {
                            i += 1;
                            break;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
        }
        if i == tokens.len() {
            let single = segments == 1 && !leading && !args;
            return Some(TyKind::Path {
                last: last.trim_start_matches("r#").to_owned(),
                single,
            });
        }
        if is(tokens.get(i), ':') && is(tokens.get(i + 1), ':') {
            i += 2;
        } else {
            return None;
        }
    }
}

/// One field: named (`vis name: Type`) or positional (`vis Type`).
pub struct Field {
    pub attrs: Vec<Attr>,
    pub vis: Vis,
    pub ident: Option<Ident>,
    pub ty: Ty,
}

impl Field {
    fn parse(input: ParseStream, named: bool) -> syn::Result<Field> {
        let attrs = parse_attrs(input)?;
        let vis: Vis = input.parse()?;
        let ident = if named {
            let ident: Ident = input.parse()?;
            input.parse::<Token![:]>()?;
            Some(ident)
        } else {
            None
        };
        let ty = take_until_comma(input, Stop::Type)?;
        if ty.is_empty() {
            return Err(input.error("expected a type"));
        }
        Ok(Field {
            attrs,
            vis,
            ident,
            ty: Ty::from_tokens(ty),
        })
    }
}

/// An enum constant: `NAME`, `NAME = value`, or (refused later) `NAME(..)` / `NAME { .. }`.
pub struct Variant {
    pub attrs: Vec<Attr>,
    pub ident: Ident,
    /// Fields, which a C enum constant never has, as written.
    pub fields: Option<Group>,
    /// The value: its tokens and range.
    pub discriminant: Option<(TokenStream, Range)>,
}

impl Parse for Variant {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let attrs = parse_attrs(input)?;
        let ident: Ident = input.parse()?;
        let fields = if input.peek(syn::token::Paren) || input.peek(syn::token::Brace) {
            Some(input.parse::<Group>()?)
        } else {
            None
        };
        let discriminant = if input.peek(Token![=]) {
            input.parse::<Token![=]>()?;
            let value = take_until_comma(input, Stop::Expr)?;
            if value.is_empty() {
                return Err(input.error("expected a value after `=`"));
            }
            let range = Range::of_trees(&value);
            Some((value.into_iter().collect(), range))
        } else {
            None
        };
        Ok(Variant {
            attrs,
            ident,
            fields,
            discriminant,
        })
    }
}

/// `struct`, `union` or `enum`, with the keyword's span.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Keyword {
    Struct,
    Union,
    Enum,
}

/// What follows the name and generics.
pub enum Body {
    /// `{ a: T, b: U }`, with the braces' span.
    Named(Span, Vec<Field>),
    /// `(T, U);`, with the parentheses' span.
    Tuple(Span, Vec<Field>),
    /// `;`
    Unit,
    /// `{ A = 1, B = 2 }`
    Variants(Vec<Variant>),
}

/// A struct, union or enum, as written.
pub struct Item {
    pub attrs: Vec<Attr>,
    pub vis: Vis,
    pub keyword: Keyword,
    pub keyword_span: Span,
    pub ident: Ident,
    pub generics: Generics,
    pub body: Body,
}

fn comma_separated<T>(
    tokens: TokenStream,
    parse: impl Fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    syn::parse::Parser::parse2(
        |input: ParseStream| {
            let mut out = Vec::new();
            while !input.is_empty() {
                out.push(parse(input)?);
                if input.is_empty() {
                    break;
                }
                input.parse::<Token![,]>()?;
            }
            Ok(out)
        },
        tokens,
    )
}

impl Parse for Item {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let attrs = parse_attrs(input)?;
        let vis: Vis = input.parse()?;
        let keyword_token = Ident::parse_any(input)?;
        let keyword = match keyword_token.to_string().as_str() {
            "struct" => Keyword::Struct,
            "union" => Keyword::Union,
            "enum" => Keyword::Enum,
            _ => {
                return Err(syn::Error::new(
                    keyword_token.span(),
                    "expected `struct`, `union` or `enum`",
                ))
            }
        };
        let ident: Ident = input.parse()?;
        let mut generics = Generics::parse_params(input)?;
        generics.parse_where(input)?;
        let body = if input.peek(syn::token::Brace) {
            let group: Group = input.parse()?;
            match keyword {
                Keyword::Enum => Body::Variants(comma_separated(group.stream(), Variant::parse)?),
                _ => Body::Named(
                    group.span(),
                    comma_separated(group.stream(), |i| Field::parse(i, true))?,
                ),
            }
        } else if keyword == Keyword::Struct && input.peek(syn::token::Paren) {
            let group: Group = input.parse()?;
            let fields = comma_separated(group.stream(), |i| Field::parse(i, false))?;
            generics.parse_where(input)?;
            input.parse::<Token![;]>()?;
            Body::Tuple(group.span(), fields)
        } else if keyword == Keyword::Struct && input.peek(Token![;]) {
            input.parse::<Token![;]>()?;
            Body::Unit
        } else {
            return Err(input.error("expected `{`"));
        };
        if !input.is_empty() {
            return Err(input.error("unexpected tokens after the item"));
        }
        Ok(Item {
            attrs,
            vis,
            keyword,
            keyword_span: keyword_token.span(),
            ident,
            generics,
            body,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(text: &str) -> Ty {
        let tokens: TokenStream = text.parse().unwrap();
        Ty::from_tokens(tokens.into_iter().collect())
    }

    #[test]
    fn types_are_classified_by_their_shape() {
        assert!(matches!(
            ty("*mut CUlaunchAttribute").kind,
            TyKind::Ptr { mutable: true, .. }
        ));
        assert!(matches!(
            ty("*const core::ffi::c_void").kind,
            TyKind::Ptr { mutable: false, .. }
        ));
        assert!(matches!(ty("[c_char; 16]").kind, TyKind::Array));
        assert!(matches!(ty("&'a u32").kind, TyKind::Reference));
        let path = |text: &str| match ty(text).kind {
            TyKind::Path { last, single } => Some((last, single)),
            _ => None,
        };
        assert_eq!(path("u32"), Some(("u32".into(), true)));
        assert_eq!(path("r#u32"), Some(("u32".into(), true)));
        assert_eq!(path("::core::ffi::c_uint"), Some(("c_uint".into(), false)));
        assert_eq!(path("Option<Box<u8>>"), Some(("Option".into(), false)));
        assert_eq!(path("a::b::<u8>::C"), Some(("C".into(), false)));
        for other in [
            "(u32, u32)",
            "<T as Tr>::X",
            "fn(u32) -> u32",
            "dyn Send",
            "a::",
            "a<u8",
        ] {
            assert!(matches!(ty(other).kind, TyKind::Other), "{other}");
        }
    }

    #[test]
    fn borrowing_types_are_found_anywhere_but_in_an_array_length() {
        for borrowing in [
            "&u8",
            "&'a u8",
            "*const &u8",
            "[&u8; 2]",
            "Option<&'static u8>",
            "Cow<'a, str>",
        ] {
            assert!(ty(borrowing).borrows(), "{borrowing}");
        }
        for plain in ["u8", "*const u8", "[u8; 4 & 3]", "Option<u8>"] {
            assert!(!ty(plain).borrows(), "{plain}");
        }
    }

    #[test]
    fn a_field_type_ends_at_a_comma_outside_angle_brackets() {
        let item: Item = syn::parse_str(
            "struct S { a: HashMap<u32, u32>, b: fn(u8, u8) -> Vec<u8>, c: [u8; 2], }",
        )
        .unwrap();
        let Body::Named(_, fields) = item.body else {
            panic!("named fields")
        };
        let types: Vec<String> = fields.iter().map(|f| f.ty.tokens.to_string()).collect();
        assert_eq!(
            types,
            [
                "HashMap < u32 , u32 >",
                "fn (u8 , u8) -> Vec < u8 >",
                "[u8 ; 2]"
            ]
        );
    }

    #[test]
    fn an_enum_value_ends_at_a_comma_and_may_compare_or_shift() {
        let item: Item =
            syn::parse_str("enum E { A = 1 << 3, B = (1 < 2) as u32, C = f::<u8, u16>(), D }")
                .unwrap();
        let Body::Variants(variants) = item.body else {
            panic!("variants")
        };
        let values: Vec<String> = variants
            .iter()
            .map(|v| {
                v.discriminant
                    .as_ref()
                    .map_or(String::new(), |d| d.0.to_string())
            })
            .collect();
        assert_eq!(
            values,
            ["1 << 3", "(1 < 2) as u32", "f ::< u8 , u16 > ()", ""]
        );
    }

    #[test]
    fn visibility_in_a_tuple_struct_is_told_from_a_tuple_type() {
        let item: Item = syn::parse_str("struct S(pub(crate) u32);").unwrap();
        let Body::Tuple(_, fields) = item.body else {
            panic!("tuple")
        };
        assert_eq!(fields[0].vis.tokens.to_string(), "pub (crate)");
        let item: Item = syn::parse_str("struct S(pub (u32, u32));").unwrap();
        let Body::Tuple(_, fields) = item.body else {
            panic!("tuple")
        };
        assert_eq!(fields[0].vis.tokens.to_string(), "pub");
        assert_eq!(fields[0].ty.tokens.to_string(), "(u32 , u32)");
    }

    #[test]
    fn generics_and_where_clauses_are_kept() {
        let item: Item =
            syn::parse_str("pub struct S<'a, T: Copy, const N: usize> where T: Send { x: T }")
                .unwrap();
        assert_eq!(item.generics.params.len(), 3);
        assert!(matches!(
            item.generics.params[0],
            GenericParam::Lifetime(_, None)
        ));
        assert!(matches!(item.generics.params[1], GenericParam::Type(_)));
        assert!(matches!(item.generics.params[2], GenericParam::Const(_)));
        assert!(item.generics.where_clause.is_some());
    }
}
