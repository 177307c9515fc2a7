//! Code generation for `#[cuda_handle]`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::Handle;

pub fn expand(h: &Handle, krate: &TokenStream) -> TokenStream {
    let private = quote!(#krate::__private);
    let name = &h.ident;
    let c_name = name.to_string();
    let vis = &h.vis.tokens;
    let attrs = h.attrs.iter().map(|a| &a.tokens);
    let doc = crate::syntax::doc_text(&h.attrs);
    let ty = &h.ty.tokens;
    // The proof that the value is a `HandleRepr`, spanned at the user's type, and every `unsafe impl`
    // are written by `handle_impls!`, which declares the type and names the runtime by `$crate`.
    let proof = crate::span::respan(ty.clone(), h.ty.range.start);
    let yes_no = |b: bool| if b { quote!(yes) } else { quote!(no) };
    let send = yes_no(h.args.send.is_some());
    let sync = yes_no(h.args.sync.is_some());
    quote! {
        #private::handle_impls!(
            #(#attrs)* #vis #name(#ty), #c_name, #doc, proof: #proof, send: #send, sync: #sync
        );
    }
}
