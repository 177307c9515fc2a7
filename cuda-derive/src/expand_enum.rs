//! Code generation for `#[cuda_enum]`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::Enum;
use crate::syntax::doc_text;

pub fn expand(e: &Enum, krate: &TokenStream) -> TokenStream {
    let private = quote!(#krate::__private);
    let name = &e.ident;
    let c_name = name.to_string();
    let vis = &e.vis.tokens;
    let attrs = e.attrs.iter().map(|a| &a.tokens);
    let repr = e.repr.ident();
    let names: Vec<String> = e.variants.iter().map(|v| v.ident.to_string()).collect();
    let consts = e.variants.iter().map(|v| {
        let vattrs = v.attrs.iter().map(|a| &a.tokens);
        let id = &v.ident;
        // A value that names a sibling constant (`A = B`) refers to it; anything else is the C value,
        // typed by the integer so that an out-of-range literal is a compile error, not a silent cast.
        let value = match v.names_sibling() {
            Some(other) if names.contains(&other.to_string()) => quote!(Self::#other),
            _ => {
                let value = &v.value;
                quote!(Self(#value))
            }
        };
        quote! {
            #(#vattrs)*
            #[allow(non_upper_case_globals)]
            pub const #id: Self = #value;
        }
    });
    let variant_ids = e.variants.iter().map(|v| &v.ident);
    let variant_docs = e.variants.iter().map(|v| doc_text(&v.attrs));
    let doc = doc_text(&e.attrs);
    let (debug, flags) = match e.flags {
        Some(_) => (
            quote!(debug_flags),
            quote!(#private::flags_impls!(#name(#repr));),
        ),
        None => (quote!(debug_enum), TokenStream::new()),
    };
    quote! {
        #private::enum_impls!(
            #(#attrs)* #vis #name(#repr), #c_name, #doc, [#(#variant_ids = #variant_docs),*], #debug
        );
        #[allow(dead_code)]
        impl #name {
            #(#consts)*
        }

        #flags
    }
}
