//! The value C gives an enum constant, where the declaration lets the macro compute it: for the
//! suggestion when a constant has no value.

use proc_macro2::{Delimiter, TokenStream, TokenTree};

/// The value of a constant's C value when it is an integer literal, a negated one, or a sibling named
/// earlier (`known`); `None` for anything else (an expression this macro does not evaluate).
pub fn c_value(value: &TokenStream, known: &[(String, i128)]) -> Option<i128> {
    let mut iter = unwrap_invisible(value.clone()).into_iter();
    match (iter.next(), iter.next(), iter.next()) {
        (Some(TokenTree::Literal(lit)), None, None) => int_literal(&lit.to_string()),
        (Some(TokenTree::Punct(p)), Some(TokenTree::Literal(lit)), None) if p.as_char() == '-' => {
            int_literal(&lit.to_string()).and_then(i128::checked_neg)
        }
        (Some(TokenTree::Ident(i)), None, None) => {
            let name = i.to_string();
            known.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
        }
        (Some(TokenTree::Group(g)), None, None) if g.delimiter() == Delimiter::Parenthesis => {
            c_value(&g.stream(), known)
        }
        _ => None,
    }
}

/// An integer literal's value: decimal, `0x`, `0o` or `0b`, with `_` separators and a type suffix.
fn int_literal(text: &str) -> Option<i128> {
    let text = text.replace('_', "");
    let (radix, digits) = match text.get(..2) {
        Some("0x" | "0X") => (16, &text[2..]),
        Some("0o") => (8, &text[2..]),
        Some("0b") => (2, &text[2..]),
        _ => (10, text.as_str()),
    };
    let end = digits
        .find(|c: char| !c.is_digit(radix))
        .unwrap_or(digits.len());
    let (number, suffix) = digits.split_at(end);
    let suffixes = [
        "", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    ];
    if number.is_empty() || !suffixes.contains(&suffix) {
        return None;
    }
    i128::from_str_radix(number, radix).ok()
}

/// The tokens inside invisible groups (a `$e:expr` passed through `macro_rules!`).
pub fn unwrap_invisible(tokens: TokenStream) -> TokenStream {
    let mut iter = tokens.clone().into_iter();
    match (iter.next(), iter.next()) {
        (Some(TokenTree::Group(g)), None) if g.delimiter() == Delimiter::None => {
            unwrap_invisible(g.stream())
        }
        _ => tokens,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_in_every_base_with_separators_and_suffixes() {
        assert_eq!(int_literal("5"), Some(5));
        assert_eq!(int_literal("0x1F"), Some(31));
        assert_eq!(int_literal("0o17u32"), Some(15));
        assert_eq!(int_literal("0b1010_0000"), Some(160));
        assert_eq!(int_literal("1_000i64"), Some(1000));
        assert_eq!(int_literal("1.5"), None);
        assert_eq!(int_literal("7f32"), None);
    }

    #[test]
    fn negated_literals_siblings_and_parentheses_have_values_expressions_do_not() {
        let known = [("A".to_owned(), 4)];
        let value = |s: &str| c_value(&s.parse().unwrap(), &known);
        assert_eq!(value("-3"), Some(-3));
        assert_eq!(value("A"), Some(4));
        assert_eq!(value("(0x10)"), Some(16));
        assert_eq!(value("B"), None);
        assert_eq!(value("1 << 3"), None);
    }
}
