//! Visibilities, told apart from the tuple types that may follow them.

use proc_macro2::{Group, Ident, TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::Token;

use crate::ctxt::Range;

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

#[cfg(test)]
mod tests {
    use crate::syntax::{Body, Item};

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
}
