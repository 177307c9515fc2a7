//! Field types: opaque tokens, classified by their first tokens.

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::ctxt::Range;

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
    pub(super) fn from_tokens(tokens: Vec<TokenTree>) -> Ty {
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
}
