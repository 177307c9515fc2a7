//! The entry point shared by the three macros: parse, model, check, then expand (or fall back).
//!
//! Kept apart from `lib.rs`, which may only export macros, so that the fuzz harness (`fuzz/macro-front`)
//! can include this file and the stages it calls as ordinary modules and drive them with arbitrary tokens.

use proc_macro2::TokenStream as TokenStream2;
use quote::quote;

use crate::attr::{self, MacroKind};
use crate::ctxt::{Ctxt, Errors};
use crate::syntax::{Attr, Body, Item, Keyword};
use crate::{check, expand_enum, expand_handle, expand_struct, model};

/// Runs the macro `kind` on its arguments and the item: the generated code, or the errors beside the
/// user's item.
pub fn run(kind: MacroKind, args: TokenStream2, tokens: TokenStream2) -> TokenStream2 {
    let item: Item = match syn::parse2(tokens.clone()) {
        Ok(i) => i,
        Err(err) => {
            // Not an item we can read: the compiler's own parser reports the rest.
            let err = Errors::from(err).to_compile_errors();
            return quote!(#err #tokens);
        }
    };
    let cx = Ctxt::new();
    let mut parsed = attr::parse_args(&cx, args, kind);
    let krate = parsed.krate.take().unwrap_or_else(|| quote!(::cuda_struct));
    // Model and check first; generate only from a model that passed every check.
    let model = match kind {
        MacroKind::Struct => model::Struct::from_item(&cx, parsed, item).map(|mut s| {
            check::check_struct(&cx, &mut s);
            Model::Struct(s)
        }),
        MacroKind::Handle => model::Handle::from_item(&cx, parsed, item).map(Model::Handle),
        MacroKind::Enum => model::Enum::from_item(&cx, parsed, item).map(|e| {
            check::check_enum(&cx, &e);
            Model::Enum(e)
        }),
    };
    match (cx.check(), model) {
        (Ok(()), Some(Model::Struct(s))) => expand_struct::expand(&s, &krate),
        (Ok(()), Some(Model::Handle(h))) => expand_handle::expand(&h, &krate),
        (Ok(()), Some(Model::Enum(e))) => expand_enum::expand(&e, &krate),
        (result, _) => {
            let errors = result.err().map(|e| e.to_compile_errors());
            // The same tokens parsed above, so this parse cannot fail.
            let item = syn::parse2(tokens).map(fallback).unwrap_or_default();
            quote!(#errors #item)
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
fn fallback(item: Item) -> TokenStream2 {
    fn attrs(attrs: &[Attr]) -> TokenStream2 {
        attrs
            .iter()
            .filter(|a| !a.is("cuda"))
            .map(|a| a.tokens.clone())
            .collect()
    }
    let Item {
        attrs: item_attrs,
        vis,
        keyword,
        ident,
        generics,
        body,
        ..
    } = item;
    let item_attrs = attrs(&item_attrs);
    let vis = &vis.tokens;
    let keyword = match keyword {
        Keyword::Struct => quote!(struct),
        Keyword::Union => quote!(union),
        Keyword::Enum => quote!(enum),
    };
    let params = &generics.tokens;
    let where_clause = generics.where_clause.as_ref().map(|(w, _)| w);
    let fields = |fields: &[crate::syntax::Field]| -> TokenStream2 {
        fields
            .iter()
            .map(|f| {
                let fattrs = attrs(&f.attrs);
                let fvis = &f.vis.tokens;
                let ty = &f.ty.tokens;
                match &f.ident {
                    Some(name) => quote!(#fattrs #fvis #name: #ty,),
                    None => quote!(#fattrs #fvis #ty,),
                }
            })
            .collect()
    };
    let body = match body {
        Body::Named(_, named) => {
            let named = fields(&named);
            // Lifetimes are used by the marker the macro would have added; without it they would be unused.
            let marker = (keyword.to_string() == "struct").then(|| {
                let lifetimes = generics.lifetimes();
                quote!(#(__cuda_marker: ::core::marker::PhantomData<&#lifetimes ()>,)*)
            });
            quote!(#where_clause { #named #marker })
        }
        Body::Tuple(_, positional) => {
            let positional = fields(&positional);
            quote!((#positional) #where_clause;)
        }
        Body::Unit => quote!(#where_clause;),
        Body::Variants(variants) => {
            let variants = variants.iter().map(|v| {
                let vattrs = attrs(&v.attrs);
                let vid = &v.ident;
                // Without values: a value beside a variant with fields would be a second, unrelated error.
                let vfields = &v.fields;
                quote!(#vattrs #vid #vfields,)
            });
            quote!(#where_clause { #(#variants)* })
        }
    };
    quote! {
        #[allow(non_camel_case_types, non_snake_case, dead_code)]
        #item_attrs
        #vis #keyword #ident #params #body
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
        // The names handed to `accessors!`: getter, setter, builder.
        assert!(
            [
                "r#type \"`kind`",
                "set_type \"Sets `kind`",
                "with_type \"Returns"
            ]
            .iter()
            .all(|accessor| out.contains(accessor)),
            "{out}"
        );
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

    fn errors(out: &str) -> usize {
        out.matches("compile_error").count()
    }

    #[test]
    fn every_mistake_is_reported_and_the_item_still_emitted() {
        let out = expand(
            MacroKind::Struct,
            "sise = 8, align = 3",
            "pub struct S<T> where T: Copy { #[cuda(reserverd)] pub a: &'static u8, #[cuda(reserved)] pub b: u32 }",
        );
        for message in [
            "did you mean `size`?",
            "is not a power of two",
            "cannot be generic",
            "cannot have a `where` clause",
            "did you mean `reserved`?",
            "cannot borrow",
            "is reserved and never exposed",
        ] {
            assert!(out.contains(message), "`{message}` missing: {out}");
        }
        assert_eq!(errors(&out), 7, "{out}");
        assert!(out.contains("pub struct S < T > where T : Copy"), "{out}");
        assert!(
            !out.contains("cuda ("),
            "helper attributes are stripped: {out}"
        );
    }

    #[test]
    fn a_borrow_is_found_inside_generic_arguments_and_pointers() {
        for ty in ["Option<&'a u8>", "*const &'a u8", "[&'a u8; 2]"] {
            let out = expand(
                MacroKind::Struct,
                "",
                &format!("pub struct S<'a> {{ pub a: {ty} }}"),
            );
            assert!(out.contains("cannot borrow"), "{ty}: {out}");
        }
    }

    #[test]
    fn a_negative_value_makes_the_enum_signed() {
        let out = expand(MacroKind::Enum, "", "pub enum E { A = -1, B = 2 }");
        assert!(out.contains("enum_impls ! (pub E (i32)"), "{out}");
        let out = expand(MacroKind::Enum, "", "pub enum E { A = 1, B = 2 }");
        assert!(out.contains("enum_impls ! (pub E (u32)"), "{out}");
        let out = expand(
            MacroKind::Enum,
            "",
            "#[repr(u8)] pub enum E { A = 1, B_ALIAS = A }",
        );
        assert!(
            out.contains("enum_impls ! (pub E (u8)") && out.contains("B_ALIAS : Self = Self :: A"),
            "{out}"
        );
    }

    #[test]
    fn the_crate_path_is_checked_and_used() {
        let out = expand(
            MacroKind::Handle,
            r#"crate = "::my::cuda""#,
            "pub struct H(*mut u8);",
        );
        assert!(
            errors(&out) == 0
                && out.contains(":: my :: cuda :: __private :: handle_impls ! (pub H"),
            "{out}"
        );
        for good in [
            "crate::cuda",
            "self::super::cuda",
            "super::super::cuda",
            "::r#enum::cuda",
        ] {
            let out = expand(
                MacroKind::Handle,
                &format!("crate = {good:?}"),
                "pub struct H(*mut u8);",
            );
            assert_eq!(errors(&out), 0, "{good:?}: {out}");
        }
        let keywords = [
            "enum",
            "::enum",
            "my::fn",
            "Self",
            "my::crate",
            "crate::super",
            "::self",
        ];
        for bad in ["my cuda", "::", "my::<u8>", ""]
            .into_iter()
            .chain(keywords)
        {
            let out = expand(
                MacroKind::Handle,
                &format!("crate = {bad:?}"),
                "pub struct H(*mut u8);",
            );
            assert!(out.contains("is not a path"), "{bad:?}: {out}");
        }
    }

    #[test]
    fn an_item_that_is_not_a_struct_union_or_enum_is_an_error_beside_the_tokens() {
        let out = expand(MacroKind::Struct, "", "pub fn f() {}");
        assert!(
            out.contains("expected `struct`, `union` or `enum`") && out.contains("fn f"),
            "{out}"
        );
    }
}
