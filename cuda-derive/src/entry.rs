//! The entry point shared by the three macros: parse, model, check, then expand (or fall back).
//!
//! Kept apart from `lib.rs`, which may only export macros, so that the fuzz harness (`fuzz/macro-front`)
//! can include this file and the stages it calls as ordinary modules and drive them with arbitrary tokens.

use proc_macro2::TokenStream as TokenStream2;
use quote::quote;
use syn::DeriveInput;

use crate::attr::{self, MacroKind};
use crate::ctxt::Ctxt;
use crate::{check, expand_enum, expand_handle, expand_struct, model};

/// Runs the macro `kind` on its arguments and the item: the generated code, or the errors beside the
/// user's item.
pub fn run(kind: MacroKind, args: TokenStream2, tokens: TokenStream2) -> TokenStream2 {
    let input: DeriveInput = match syn::parse2(tokens.clone()) {
        Ok(i) => i,
        Err(err) => {
            let err = err.to_compile_error();
            return quote!(#err #tokens);
        }
    };
    let cx = Ctxt::new();
    let mut parsed = attr::parse_args(&cx, args, kind);
    let krate = parsed
        .krate
        .take()
        .unwrap_or_else(|| syn::parse_quote!(::cuda_core));
    // Model and check first; generate only from a model that passed every check.
    let model = match kind {
        MacroKind::Struct => model::Struct::from_input(&cx, parsed, input).map(|mut s| {
            check::check_struct(&cx, &mut s);
            Model::Struct(s)
        }),
        MacroKind::Handle => model::Handle::from_input(&cx, parsed, input).map(Model::Handle),
        MacroKind::Enum => model::Enum::from_input(&cx, input).map(Model::Enum),
    };
    match (cx.check(), model) {
        (Ok(()), Some(Model::Struct(s))) => expand_struct::expand(&s, &krate),
        (Ok(()), Some(Model::Handle(h))) => expand_handle::expand(&h, &krate),
        (Ok(()), Some(Model::Enum(e))) => expand_enum::expand(&e, &krate),
        (result, _) => {
            let err = result.err().map(|e| e.to_compile_error());
            // The same tokens parsed above, so this parse cannot fail.
            let item = syn::parse2(tokens).map(fallback).unwrap_or_default();
            quote!(#err #item)
        }
    }
}

enum Model {
    Struct(model::Struct),
    Handle(model::Handle),
    Enum(model::Enum),
}

/// The user's item as written, minus our helper attributes, so that one mistake does not cascade into
/// "cannot find type" errors elsewhere.
fn fallback(mut item: DeriveInput) -> TokenStream2 {
    fn strip(attrs: &mut Vec<syn::Attribute>) {
        attrs.retain(|a| !a.path().is_ident("cuda"));
    }
    strip(&mut item.attrs);
    // Lifetimes are used by the marker the macro would have added; without it they would be unused.
    let lifetimes: Vec<syn::Lifetime> = item
        .generics
        .lifetimes()
        .map(|l| l.lifetime.clone())
        .collect();
    let marker: syn::FieldsNamed =
        syn::parse_quote!({ #(__cuda_marker: ::core::marker::PhantomData<&#lifetimes ()>),* });
    match &mut item.data {
        syn::Data::Struct(s) => {
            s.fields.iter_mut().for_each(|f| strip(&mut f.attrs));
            if let syn::Fields::Named(named) = &mut s.fields {
                named.named.extend(marker.named);
            }
        }
        syn::Data::Union(u) => u.fields.named.iter_mut().for_each(|f| strip(&mut f.attrs)),
        syn::Data::Enum(e) => e.variants.iter_mut().for_each(|v| {
            strip(&mut v.attrs);
            // A discriminant beside a variant with fields would be a second, unrelated error.
            v.discriminant = None;
        }),
    }
    quote! {
        #[allow(non_camel_case_types, non_snake_case, dead_code)]
        #item
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expand(kind: MacroKind, args: &str, item: &str) -> String {
        run(kind, args.parse().unwrap(), item.parse().unwrap()).to_string()
    }

    /// Found by the `macro_structured` fuzz target: `"set_r#type"` is not an identifier, and building it
    /// panicked inside the macro.
    #[test]
    fn rename_to_a_raw_identifier_names_every_accessor() {
        let out = expand(
            MacroKind::Struct,
            "",
            r#"pub struct S { #[cuda(rename = "r#type")] pub kind: u32 }"#,
        );
        assert!(!out.contains("compile_error"), "{out}");
        for accessor in ["fn r#type", "fn set_type", "fn with_type"] {
            assert!(out.contains(accessor), "`{accessor}` missing: {out}");
        }
    }

    /// Found by the `macro_tokens` fuzz target: the identifier check lexed `"x////"` as `x` and a comment,
    /// and building `set_x////` panicked inside the macro.
    #[test]
    fn rename_with_more_than_an_identifier_is_an_error() {
        for text in ["x////", "x // comment", "x /* c */", " x", "x ", "r#type x"] {
            let item = format!("pub struct S {{ #[cuda(rename = {text:?})] pub a: u32 }}");
            let out = expand(MacroKind::Struct, "", &item);
            assert!(
                out.contains("compile_error") && out.contains("is not a Rust identifier"),
                "{text:?}: {out}"
            );
            assert!(out.contains("struct S"), "the item is still emitted: {out}");
        }
    }
}
