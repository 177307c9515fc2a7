//! Code generation for `#[cuda_handle]`.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

use crate::model::Handle;

pub fn expand(h: &Handle, krate: &TokenStream) -> TokenStream {
    let private = quote!(#krate::__private);
    let core = quote!(#private::core);
    let name = &h.ident;
    let c_name = name.to_string();
    let vis = &h.vis.tokens;
    let attrs = h.attrs.iter().map(|a| &a.tokens);
    let doc = crate::syntax::doc_text(&h.attrs);
    let ty = &h.ty.tokens;
    let assert =
        crate::expand_struct::respan(quote!(#private::handle_repr::<#ty>();), h.ty.range.start);
    let send = h.args.send.map(|span| {
        quote_spanned! {span=>
            // SAFETY: a handle is a name for a driver object, not the object; the author asserted with
            // `send` that the driver accepts it from any thread.
            #[automatically_derived]
            unsafe impl #core::marker::Send for #name {}
        }
    });
    let sync = h.args.sync.map(|span| {
        quote_spanned! {span=>
            // SAFETY: as for `Send`: the author asserted with `sync` that sharing the name is harmless.
            #[automatically_derived]
            unsafe impl #core::marker::Sync for #name {}
        }
    });
    quote! {
        #[repr(transparent)]
        #[allow(non_camel_case_types)]
        #(#attrs)*
        #vis struct #name(#ty);

        #private::handle_impls!(#name(#ty), #c_name, #doc);

        const _: () = {
            #send
            #sync

            #[allow(dead_code)]
            fn __cuda_handle_proof() {
                #assert
            }
        };
    }
}
