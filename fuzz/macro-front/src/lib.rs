//! `cuda-derive`'s front end as an ordinary library.
//!
//! A proc-macro crate can export only macros, so the fuzz targets cannot link `cuda-derive` itself. This
//! crate includes its source files as modules, unchanged (they name each other as `crate::model`,
//! `crate::ctxt`, ..., which resolve here as there), and exposes the entry point every macro calls:
//! parse the item, build and check the model, expand or fall back. Fuzz targets feed it arbitrary token
//! streams; the property is that it returns tokens (code, or `compile_error!` beside the item) and never
//! panics.
#![allow(dead_code, clippy::all)]

#[path = "../../../cuda-derive/src/attr.rs"]
mod attr;
#[path = "../../../cuda-derive/src/c_value.rs"]
mod c_value;
#[path = "../../../cuda-derive/src/case.rs"]
mod case;
#[path = "../../../cuda-derive/src/check.rs"]
mod check;
#[path = "../../../cuda-derive/src/ctxt.rs"]
mod ctxt;
#[path = "../../../cuda-derive/src/entry.rs"]
mod entry;
#[path = "../../../cuda-derive/src/expand_enum.rs"]
mod expand_enum;
#[path = "../../../cuda-derive/src/expand_handle.rs"]
mod expand_handle;
#[path = "../../../cuda-derive/src/expand_struct.rs"]
mod expand_struct;
#[path = "../../../cuda-derive/src/model.rs"]
mod model;
#[path = "../../../cuda-derive/src/span.rs"]
mod span;
#[path = "../../../cuda-derive/src/syntax/mod.rs"]
mod syntax;

pub mod structured;

use std::str::FromStr;

pub use proc_macro2::TokenStream;

/// Which of the three attribute macros to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Macro {
    /// `#[cuda_struct(...)]`.
    Struct,
    /// `#[cuda_handle(...)]`.
    Handle,
    /// `#[cuda_enum(...)]`.
    Enum,
}

impl Macro {
    /// All three, for selecting one by a fuzz byte.
    pub const ALL: [Macro; 3] = [Macro::Struct, Macro::Handle, Macro::Enum];
}

/// Runs the macro on its argument tokens (inside the parentheses) and the item, exactly as the compiler
/// would: the generated code, or `compile_error!`s beside the user's item.
pub fn expand(which: Macro, args: TokenStream, item: TokenStream) -> TokenStream {
    let kind = match which {
        Macro::Struct => attr::MacroKind::Struct,
        Macro::Handle => attr::MacroKind::Handle,
        Macro::Enum => attr::MacroKind::Enum,
    };
    entry::run(kind, args, item)
}

/// As [`expand`], from source text; `None` when either text does not lex as Rust tokens (which the
/// compiler would refuse before any macro ran).
pub fn expand_str(which: Macro, args: &str, item: &str) -> Option<TokenStream> {
    let args = TokenStream::from_str(args).ok()?;
    let item = TokenStream::from_str(item).ok()?;
    Some(expand(which, args, item))
}

/// Whether `tokens` contain a `compile_error!` invocation at their top level.
pub fn has_compile_error(tokens: &TokenStream) -> bool {
    let mut prev_ident = false;
    for tt in tokens.clone() {
        match tt {
            proc_macro2::TokenTree::Ident(i) => prev_ident = i == "compile_error",
            proc_macro2::TokenTree::Punct(p) if prev_ident && p.as_char() == '!' => return true,
            _ => prev_ident = false,
        }
    }
    false
}

#[cfg(test)]
mod front_tests {
    use super::*;

    #[test]
    fn a_good_struct_expands() {
        let out = expand_str(
            Macro::Struct,
            "size = 8",
            "pub struct S { pub a: u32, pub b: u32 }",
        )
        .unwrap();
        assert!(!has_compile_error(&out), "{out}");
        assert!(out.to_string().contains("from_bytes"));
    }

    #[test]
    fn a_bad_struct_is_an_error_beside_the_item() {
        let out = expand_str(Macro::Struct, "sise = 8", "pub struct S { pub a: u32 }").unwrap();
        assert!(has_compile_error(&out), "{out}");
        assert!(out.to_string().contains("struct S"), "{out}");
    }
}
