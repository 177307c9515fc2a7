//! The item's generic parameters and `where` clause, kept as written.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::parse::ParseStream;
use syn::Token;

use super::tokens::{take_until_comma, Stop};
use crate::ctxt::Range;

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

    pub(super) fn parse_params(input: ParseStream) -> syn::Result<Generics> {
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
    pub(super) fn parse_where(&mut self, input: ParseStream) -> syn::Result<()> {
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

#[cfg(test)]
mod tests {
    use super::GenericParam;
    use crate::syntax::Item;

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
