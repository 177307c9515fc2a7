//! Error collection: every mistake is recorded, and all of them are reported at once.

use std::cell::RefCell;
use std::fmt::Display;

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// The source range of one or more tokens: the first token's span and the last one's.
///
/// Stable proc macros cannot join spans, so an error over several tokens carries both ends and lets the
/// compiler draw the range (as syn's `Error::new_spanned` does).
#[derive(Clone, Copy)]
pub struct Range {
    pub start: Span,
    pub end: Span,
}

impl Range {
    /// One token's range.
    pub fn new(span: Span) -> Range {
        Range {
            start: span,
            end: span,
        }
    }

    /// From the first to the last of `tokens` (the call site when there are none).
    pub fn of(tokens: &TokenStream) -> Range {
        let mut iter = tokens.clone().into_iter();
        let Some(first) = iter.next() else {
            return Range::new(Span::call_site());
        };
        let last = iter.last().unwrap_or_else(|| first.clone());
        Range {
            start: first.span(),
            end: last.span(),
        }
    }

    /// As [`Range::of`], for token trees in a slice.
    pub fn of_trees(tokens: &[TokenTree]) -> Range {
        match (tokens.first(), tokens.last()) {
            (Some(first), Some(last)) => Range {
                start: first.span(),
                end: last.span(),
            },
            _ => Range::new(Span::call_site()),
        }
    }
}

/// One error: a message on a range of the user's tokens.
pub struct Error {
    range: Range,
    message: String,
}

impl Error {
    /// `::core::compile_error! { "message" }`, its path on the range's start and its braces on the end.
    pub fn to_compile_error(&self) -> TokenStream {
        let Range { start, end } = self.range;
        let punct = |c: char, spacing: Spacing| {
            let mut p = Punct::new(c, spacing);
            p.set_span(start);
            TokenTree::Punct(p)
        };
        let mut message = Literal::string(&self.message);
        message.set_span(end);
        let mut body = Group::new(Delimiter::Brace, TokenTree::Literal(message).into());
        body.set_span(end);
        TokenStream::from_iter([
            punct(':', Spacing::Joint),
            punct(':', Spacing::Alone),
            TokenTree::Ident(Ident::new("core", start)),
            punct(':', Spacing::Joint),
            punct(':', Spacing::Alone),
            TokenTree::Ident(Ident::new("compile_error", start)),
            punct('!', Spacing::Alone),
            TokenTree::Group(body),
        ])
    }
}

/// Every error of one macro call, in the order found.
pub struct Errors(Vec<Error>);

impl Errors {
    /// One `compile_error!` per error.
    pub fn to_compile_errors(&self) -> TokenStream {
        self.0.iter().map(Error::to_compile_error).collect()
    }
}

impl From<syn::Error> for Errors {
    fn from(err: syn::Error) -> Self {
        Errors(
            err.into_iter()
                .map(|e| Error {
                    range: Range::new(e.span()),
                    message: e.to_string(),
                })
                .collect(),
        )
    }
}

/// Collects errors while the model is built and checked. Dropping it without calling [`Ctxt::check`] is a
/// bug in this crate, and panics so that tests find it.
#[derive(Default)]
pub struct Ctxt {
    errors: RefCell<Option<Vec<Error>>>,
}

impl Ctxt {
    pub fn new() -> Self {
        Ctxt {
            errors: RefCell::new(Some(Vec::new())),
        }
    }

    /// Records an error on a range of tokens.
    pub fn error<M: Display>(&self, range: Range, message: M) {
        self.push(Error {
            range,
            message: message.to_string(),
        });
    }

    /// Records an error at one token.
    pub fn error_at<M: Display>(&self, span: Span, message: M) {
        self.error(Range::new(span), message);
    }

    /// Records a parse error.
    pub fn syn_error(&self, err: syn::Error) {
        for e in Errors::from(err).0 {
            self.push(e);
        }
    }

    fn push(&self, error: Error) {
        self.errors
            .borrow_mut()
            .as_mut()
            .expect("Ctxt used after check")
            .push(error);
    }

    /// Consumes the context: `Ok` when nothing was recorded, else every error.
    pub fn check(self) -> Result<(), Errors> {
        let errors = self.errors.borrow_mut().take().expect("Ctxt checked twice");
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Errors(errors))
        }
    }
}

impl Drop for Ctxt {
    fn drop(&mut self) {
        if !std::thread::panicking() && self.errors.borrow().is_some() {
            panic!("cuda-derive bug: Ctxt dropped without check()");
        }
    }
}
