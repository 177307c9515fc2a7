//! Spans moved onto generated tokens, so that the compiler reports a failed check on the user's token.

use proc_macro2::{Span, TokenStream};

/// Gives every token of `tokens` the span `span`, so that a failed proof obligation is reported on the
/// user's token (a path whose tokens carry mixed spans is reported on the whole attribute instead).
pub fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut tt| {
            if let proc_macro2::TokenTree::Group(g) = &tt {
                let mut group = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                group.set_span(span);
                tt = proc_macro2::TokenTree::Group(group);
            } else {
                tt.set_span(span);
            }
            tt
        })
        .collect()
}
