//! The item: a struct, union or enum with its fields or constants.

use proc_macro2::{Group, Ident, Span, TokenStream};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::Token;

use super::attrs::parse_attrs;
use super::tokens::{take_until_comma, Stop};
use super::{Attr, Generics, Ty, Vis};
use crate::ctxt::Range;

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
