//! Code generation for `#[cuda_struct]`, from the checked model.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};

use crate::model::{Field, Shape, Struct};
use crate::syntax::Attr;

/// An identifier for a generated name, raw when it is a keyword (`type` → `r#type`).
pub fn ident(name: &str, span: Span) -> Ident {
    match syn::parse_str::<Ident>(name) {
        Ok(mut i) => {
            i.set_span(span);
            i
        }
        Err(_) => Ident::new_raw(name, span),
    }
}

/// Gives every token of `tokens` the span `span`, so that a failed proof obligation is reported on the
/// user's token (a path whose tokens carry mixed spans is reported on the whole attribute instead).
pub fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut tt| {
            if let proc_macro2::TokenTree::Group(g) = &tt {
                let mut group = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                group.set_span(span);
                tt = proc_macro2::TokenTree::Group(group);
            } else {
                tt.set_span(span);
            }
            tt
        })
        .collect()
}

/// The hidden type that holds the C fields of `name`.
fn fields_ident(name: &Ident) -> Ident {
    format_ident!("__cuda_fields_{}", name, span = name.span())
}

/// `krate` as a path string for intra-doc links, e.g. `::cuda_struct`.
fn path_string(krate: &TokenStream) -> String {
    quote!(#krate).to_string().replace(' ', "")
}

/// The field's own `///` lines, carried onto its getter.
fn field_docs(f: &Field) -> impl Iterator<Item = &TokenStream> {
    f.attrs.iter().filter(|a| a.is("doc")).map(|a| &a.tokens)
}

/// Attributes as written.
fn attr_tokens(attrs: &[Attr]) -> impl Iterator<Item = &TokenStream> {
    attrs.iter().map(|a| &a.tokens)
}

pub fn expand(s: &Struct, krate: &TokenStream) -> TokenStream {
    let private = quote!(#krate::__private);
    let core = quote!(#private::core);
    let name = &s.ident;
    let c_name = name.to_string();
    // Links in generated docs name the runtime by the path the expansion uses.
    let krate_path = path_string(krate);
    let vis = &s.vis.tokens;
    let attrs = attr_tokens(&s.attrs);
    let lt = s.lifetime.as_ref();
    let impl_generics = lt.map(|lt| quote!(<#lt>));
    let ty_generics = &impl_generics;
    // The type with `'static` for its lifetime, for const contexts (which cannot name generic parameters).
    let static_ty = match lt {
        Some(_) => quote!(#name<'static>),
        None => quote!(#name),
    };
    let static_fields_ty = match lt {
        Some(_) => {
            let f = fields_ident(name);
            quote!(#f<'static>)
        }
        None => {
            let f = fields_ident(name);
            quote!(#f)
        }
    };
    let s_is_union = s.is_union;
    let s_doc = crate::syntax::doc_text(&s.attrs);
    let has_slice = s.fields.iter().any(|f| f.slice_len.is_some());
    let keyword = if s.is_union {
        quote!(union)
    } else {
        quote!(struct)
    };
    let repr_align = s.repr_align.as_ref().map(|a| {
        let n = proc_macro2::Literal::u64_unsuffixed(a.value);
        quote!(#[repr(align(#n))])
    });

    // The declaration: the C fields on a hidden `#[repr(C)]` type, sealed inside the user's type, so that
    // no safe code, not even the declaring module's, can write one of them except through the accessors.
    let fields_ty = fields_ident(name);
    let decl_fields = s.fields.iter().map(|f| {
        let fattrs = attr_tokens(&f.attrs);
        let fid = &f.ident;
        let ty = &f.ty.tokens;
        quote!(#(#fattrs)* #fid: #ty,)
    });
    let marker = lt.map(|lt| quote!(__cuda_marker: #core::marker::PhantomData<&#lt ()>,));
    let declaration = quote! {
        #[repr(transparent)]
        #[allow(non_camel_case_types)]
        #(#attrs)*
        #vis struct #name #impl_generics {
            __cuda_fields: #private::Sealed<#fields_ty #ty_generics>,
        }

        #[doc(hidden)]
        #[repr(C)]
        #repr_align
        #[allow(non_camel_case_types, non_snake_case, dead_code)]
        #keyword #fields_ty #impl_generics {
            #(#decl_fields)*
            #marker
        }
        #[automatically_derived]
        impl #impl_generics #core::clone::Clone for #fields_ty #ty_generics {
            #[inline]
            fn clone(&self) -> Self {
                *self
            }
        }
        #[automatically_derived]
        impl #impl_generics #core::marker::Copy for #fields_ty #ty_generics {}
    };

    // Layout table.
    let field_infos = s.fields.iter().map(|f| {
        let fname = &f.c_name;
        let fid = &f.ident;
        let ty = &f.ty.tokens;
        let ty_str = ty.to_string();
        let offset = if s.is_union {
            quote!(0)
        } else {
            quote!(#core::mem::offset_of!(#static_fields_ty, #fid))
        };
        let reserved = f.reserved.is_some();
        let doc = crate::syntax::doc_text(&f.attrs);
        quote! {
            #krate::FieldInfo {
                name: #fname,
                ty: #ty_str,
                offset: #offset,
                size: #core::mem::size_of::<#ty>(),
                reserved: #reserved,
                doc: #doc,
            }
        }
    });

    // Compile-time proof obligations.
    let field_asserts = s.fields.iter().map(|f| {
        let ty = &f.ty.tokens;
        respan(quote!(#private::field::<#ty>();), f.ty.range.start)
    });
    // The gaps are read off the layout table (`FIELDS`, computed once per struct): one constant per field.
    let layout_asserts = if s.is_union {
        respan(
            quote!(#private::union_covered::<#static_ty, { #private::largest_member::<#static_ty>() }, { #core::mem::size_of::<#static_ty>() }>();),
            name.span(),
        )
    } else {
        let mut out = TokenStream::new();
        for (i, f) in s.fields.iter().enumerate() {
            let i = proc_macro2::Literal::usize_unsuffixed(i);
            out.extend(respan(
                quote!(#private::no_padding_after::<#static_ty, { #private::gap_after::<#static_ty>(#i) }>();),
                f.ident.span(),
            ));
        }
        out
    };
    let size_assert = s.args.size.as_ref().map(|sz| {
        let n = proc_macro2::Literal::usize_unsuffixed(sz.value);
        respan(
            quote!(#private::size_is::<#static_ty, { #core::mem::size_of::<#static_ty>() }, #n>();),
            sz.span,
        )
    });
    let align_assert = s.args.align.as_ref().map(|al| {
        let n = proc_macro2::Literal::usize_unsuffixed(al.value);
        respan(quote!(#private::align_is::<#static_ty, { #core::mem::align_of::<#static_ty>() }, #n>();), al.span)
    });

    // Trait impls.
    let field_types: Vec<_> = s.fields.iter().map(|f| &f.ty.tokens).collect();
    let pod = if lt.is_none() {
        Some(quote! {
            // SAFETY: `Pod` needs `Zeroable`, no padding (proved below) and every bit pattern valid: the
            // bound makes the impl apply only when every field is itself `Pod`.
            #[automatically_derived]
            unsafe impl #private::bytemuck::Pod for #name
            where
                #(for<'__cuda> #field_types: #private::bytemuck::Pod,)*
            {}
        })
    } else {
        None
    };
    let field_impl = (!has_slice).then(|| {
        quote! {
            // SAFETY: every field is `CudaField` (proved below) and there is no padding, so every bit
            // pattern of the struct is valid; without `slice` fields it has no other invariant.
            #[automatically_derived]
            unsafe impl #impl_generics #krate::CudaField for #name #ty_generics {}
        }
    });
    // `send`/`sync` are bounded by what the safe API hands out: copies of (and `&mut` to) the fields, and
    // `&'a [T]` for each `slice` field. A raw pointer is handed out as a value, and reading through it is
    // `unsafe`, so it adds no bound; a slice's elements must be `Sync` (`&[T]` crosses threads only then).
    let slice_elems: Vec<_> = s
        .fields
        .iter()
        .filter(|f| f.slice_len.is_some())
        .filter_map(|f| f.pointee().map(|(elem, _)| elem))
        .collect();
    let value_types: Vec<_> = s
        .fields
        .iter()
        .filter(|f| f.pointee().is_none())
        .map(|f| &f.ty.tokens)
        .collect();
    let send = s.args.send.map(|span| {
        quote_spanned! {span=>
            // SAFETY: moving the value moves copies of its fields (each `Send`, or a raw pointer, which safe
            // code cannot read through) and lets the new thread borrow each `slice` (elements `Sync`).
            #[automatically_derived]
            unsafe impl #impl_generics #core::marker::Send for #name #ty_generics
            where
                #(for<'__cuda> #slice_elems: #core::marker::Sync,)*
                #(for<'__cuda> #value_types: #core::marker::Send,)*
            {}
        }
    });
    let sync = s.args.sync.map(|span| {
        quote_spanned! {span=>
            // SAFETY: a shared value hands out copies of its fields (each `Sync`, or a raw pointer, which safe
            // code cannot read through) and `&'a [T]` for each `slice` (elements `Sync`); it has no interior
            // mutability of its own.
            #[automatically_derived]
            unsafe impl #impl_generics #core::marker::Sync for #name #ty_generics
            where
                #(for<'__cuda> #slice_elems: #core::marker::Sync,)*
                #(for<'__cuda> #value_types: #core::marker::Sync,)*
            {}
        }
    });
    // One call of a shared helper, not a `DebugStruct` chain per struct: the chain's method calls cost
    // every user of the macros type-checking time.
    let debug_fields = s.fields.iter().filter(|f| f.reserved.is_none()).map(|f| {
        let fname = &f.c_name;
        let fid = &f.ident;
        if s.is_union {
            // SAFETY (generated): every member is valid for every bit pattern and every byte is initialised.
            quote!((#fname, unsafe { &self.__cuda_fields.get().#fid }))
        } else {
            quote!((#fname, &self.__cuda_fields.get().#fid))
        }
    });
    let non_exhaustive = s.fields.iter().any(|f| f.reserved.is_some());

    let methods = s
        .fields
        .iter()
        .filter(|f| f.reserved.is_none())
        .map(|f| accessors(s, f, krate));

    let from_bytes = if has_slice {
        quote!(unchecked)
    } else {
        quote!(safe)
    };
    let new_doc = format!(
        "A `{c_name}` with every byte zero, reserved fields{} included.",
        if s.is_union { " and every member" } else { "" }
    );
    let bare_lt = lt.map(|lt| quote!(#lt));

    quote! {
        #declaration

        #private::struct_impls!(
            #name [#bare_lt],
            new_doc: #new_doc,
            krate: #krate_path,
            from_bytes: #from_bytes,
        );

        const _: () = {
            #[automatically_derived]
            impl #impl_generics #core::fmt::Debug for #name #ty_generics {
                #[inline]
                fn fmt(&self, f: &mut #core::fmt::Formatter<'_>) -> #core::fmt::Result {
                    #private::debug_struct(f, #c_name, &[#(#debug_fields),*], #non_exhaustive)
                }
            }

            // SAFETY: `#[repr(C)]`, zero is valid for every field, there is no padding (both proved below),
            // and the table lists every declared field with its real offset and size.
            #[automatically_derived]
            unsafe impl #impl_generics #krate::CudaStruct for #name #ty_generics {
                const C_NAME: &'static str = #c_name;
                const DOC: &'static str = #s_doc;
                const IS_UNION: bool = #s_is_union;
                const FIELDS: &'static [#krate::FieldInfo] = &[#(#field_infos),*];
            }

            #pod
            #field_impl
            #send
            #sync

            #[allow(dead_code, clippy::all)]
            fn __cuda_layout_proof() {
                #(#field_asserts)*
                #layout_asserts
                #size_assert
                #align_assert
            }
        };

        #[allow(dead_code)]
        impl #impl_generics #name #ty_generics {
            #(#methods)*
        }
    }
}

/// One field's accessors: a `#private::accessors!` invocation with the names and doc lines computed here.
fn accessors(s: &Struct, f: &Field, krate: &TokenStream) -> TokenStream {
    let private = quote!(#krate::__private);
    let vis = &f.vis.tokens;
    let fid = &f.ident;
    let ty = &f.ty.tokens;
    let c = &f.c_name;
    let base = f.accessor();
    let span = f.ident.span();
    let getter = ident(&base, span);
    let setter = format_ident!("set_{}", base, span = span);
    let with = format_ident!("with_{}", base, span = span);
    let docs = field_docs(f);
    let read = s.is_union.then(|| quote!(unsafe));

    if let (Some(len), Some((elem, mutable)), Some(lt)) = (&f.slice_len, f.pointee(), &s.lifetime) {
        // The checker proved that the count field exists; without it there is nothing to generate.
        let Some(count_field) = s.fields.iter().find(|g| len.value == g.c_name) else {
            return TokenStream::new();
        };
        let cid = &count_field.ident;
        let cty = &count_field.ty.tokens;
        let cname = &count_field.c_name;
        let ptr = if mutable { quote!(mut) } else { quote!(const) };
        let get_doc = format!(
            "`{c}` as a slice of `{cname}` elements (empty when the pointer is null or the count zero)."
        );
        let set_doc = format!(
            "Points `{c}` at `value` and sets `{cname}` to its length, together.\n\n# Errors\n\
             [`LengthError`]({}::LengthError) when the length does not fit `{cname}`; nothing is changed then.",
            path_string(krate)
        );
        let with_doc =
            format!("Returns `self` with `{c}` and `{cname}` set from `value`, as `{setter}`.");
        return quote! {
            #private::accessors!(
                slice #vis #fid: *#ptr #elem, count #cid: #cty, #cname,
                #lt, #getter #get_doc, #setter #set_doc, #with #with_doc;
                #(#docs)*
            );
        };
    }
    let get_doc = format!("`{c}`, by value.");
    if f.is_count {
        let get_doc = format!(
            "{get_doc} It is the length of a `slice` field and is set with that field's setter."
        );
        return quote! {
            #private::accessors!(count [#read] #vis #fid: #ty, #getter #get_doc; #(#docs)*);
        };
    }
    let set_doc = format!("Sets `{c}`; returns `&mut self` for chaining.");
    let with_doc = format!("Returns `self` with `{c}` set.");
    let get_mut = match f.shape() {
        Shape::Scalar => None,
        Shape::Array => Some(quote!(mut_array)),
        Shape::Named => Some(quote!(mut_struct)),
    }
    .map(|kind| {
        let mutter = format_ident!("{}_mut", base, span = span);
        let mut_doc = format!("`{c}`, borrowed mutably: edits the value in place.");
        quote!(, #kind #mutter #mut_doc)
    });
    quote! {
        #private::accessors!(
            value [#read] #vis #fid: #ty,
            #getter #get_doc, #setter #set_doc, #with #with_doc #get_mut;
            #(#docs)*
        );
    }
}
