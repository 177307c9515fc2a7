//! Runs of token trees: where a field type, a generic parameter or an enum value ends.

use proc_macro2::TokenTree;
use syn::parse::ParseStream;

/// Where a run of tokens ends, besides a comma at its top level.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Stop {
    /// A field type: `<`...`>` nest (there are no comparisons in a type).
    Type,
    /// A generic parameter: as a type, and a `>` at the top level closes the list.
    GenericParam,
    /// An expression: `<`...`>` nest only after `::` (a turbofish); elsewhere they compare or shift.
    Expr,
}

/// Takes token trees up to a comma outside any `<...>` (and, per `stop`, a closing `>`).
pub(super) fn take_until_comma(input: ParseStream, stop: Stop) -> syn::Result<Vec<TokenTree>> {
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

#[cfg(test)]
mod tests {
    use crate::syntax::{Body, Item};

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
}
