//! Outer attributes `#[...]` as written, and the doc comment they carry.

use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::parse::ParseStream;
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
pub(super) fn parse_attrs(input: ParseStream) -> syn::Result<Vec<Attr>> {
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
