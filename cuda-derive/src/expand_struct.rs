//! Code generation for `#[cuda_struct]`, from the checked model.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use crate::model::{Field, Shape, Struct};
use crate::span::respan;
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
    let static_fields_ty = {
        let f = fields_ident(name);
        match lt {
            Some(_) => quote!(#f<'static>),
            None => quote!(#f),
        }
    };
    let s_doc = crate::syntax::doc_text(&s.attrs);
    let has_slice = s.fields.iter().any(|f| f.slice_len.is_some());
    let repr_align = s
        .repr_align
        .as_ref()
        .map(|a| proc_macro2::Literal::u64_unsuffixed(a.value));
    let fields_ty = fields_ident(name);

    // The layout table and the proofs: everything `unsafe` is written by `layout_impls!`, which names the
    // runtime by `$crate`; each proof is handed the type it names spanned at the user's token, so that a
    // failed obligation is reported there.
    let fields = s.fields.iter().map(|f| {
        let fname = &f.c_name;
        let fid = &f.ident;
        let ty = &f.ty.tokens;
        let ty_str = ty.to_string();
        let reserved = f.reserved.is_some();
        let doc = crate::syntax::doc_text(&f.attrs);
        let proof = respan(ty.clone(), f.ty.range.start);
        let at = respan(static_ty.clone(), f.ident.span());
        let role = slice_role(s, f);
        quote!({ #fid: #ty, #fname, #ty_str, #reserved, #doc, proof: #proof, at: #at, role: #role })
    });
    let covered = respan(static_ty.clone(), name.span());
    let size = s.args.size.as_ref().map(|sz| {
        let n = proc_macro2::Literal::usize_unsuffixed(sz.value);
        let at = respan(static_ty.clone(), sz.span);
        quote!(#n @ #at)
    });
    let align = s.args.align.as_ref().map(|al| {
        let n = proc_macro2::Literal::usize_unsuffixed(al.value);
        let at = respan(static_ty.clone(), al.span);
        quote!(#n @ #at)
    });
    let kind = if s.is_union {
        quote!(union)
    } else {
        quote!(struct)
    };
    let yes_no = |b: bool| if b { quote!(yes) } else { quote!(no) };
    let pod = yes_no(lt.is_none());
    let send = yes_no(s.args.send.is_some());
    let sync = yes_no(s.args.sync.is_some());
    // `send`/`sync` are bounded by what the safe API hands out: copies of (and `&mut` to) the fields, and
    // `&'a [T]` for each `slice` field. A raw pointer is handed out as a value, and reading through it is
    // `unsafe`, so it adds no bound; a slice's elements must be `Sync` (`&[T]` crosses threads only
    // then), a bound cuda-struct's macro reads from each `slice` field's own type.
    let value_types: Vec<_> = s
        .fields
        .iter()
        .filter(|f| f.pointee().is_none())
        .map(|f| &f.ty.tokens)
        .collect();
    // One call of a shared helper, not a `DebugStruct` chain per struct: the chain's method calls cost
    // every user of the macros type-checking time.
    let debug_fields = s.fields.iter().filter(|f| f.reserved.is_none()).map(|f| {
        let fname = &f.c_name;
        let fid = &f.ident;
        let form = if is_c_chars(&f.ty.tokens) {
            quote!(chars)
        } else {
            quote!(value)
        };
        quote!(#fname #fid #form)
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
        #private::layout_impls!(
            #(#attrs)* #vis #name [#bare_lt], #fields_ty, kind: #kind,
            repr_align: [#repr_align],
            c_name: #c_name, doc: #s_doc,
            static: #static_ty, static_fields: #static_fields_ty,
            fields: [#(#fields),*],
            covered: #covered,
            size: [#size],
            align: [#align],
            debug: [#(#debug_fields),*], non_exhaustive: #non_exhaustive,
            pod: #pod,
            send: #send, sync: #sync,
            value_types: [#(#value_types),*],
        );

        #private::struct_impls!(
            #name [#bare_lt],
            new_doc: #new_doc,
            krate: #krate_path,
            from_bytes: #from_bytes,
        );

        #[allow(dead_code)]
        impl #impl_generics #name #ty_generics {
            #(#methods)*
        }
    }
}

/// Whether a field's type is written `[c_char; N]` (a C `char name[N]`), by whatever path `c_char` is
/// named: such a field also gets string accessors, and prints as text.
fn is_c_chars(ty: &TokenStream) -> bool {
    let mut iter = ty.clone().into_iter();
    let (Some(proc_macro2::TokenTree::Group(g)), None) = (iter.next(), iter.next()) else {
        return false;
    };
    if g.delimiter() != proc_macro2::Delimiter::Bracket {
        return false;
    }
    let elem: Vec<_> = g
        .stream()
        .into_iter()
        .take_while(|t| !matches!(t, proc_macro2::TokenTree::Punct(p) if p.as_char() == ';'))
        .collect();
    matches!(elem.last(), Some(proc_macro2::TokenTree::Ident(i)) if i == "c_char")
}

/// A field's role for `layout_impls!`, which types a `slice` pointer and its count as one numbered pair:
/// `[slice N]` for the pointer of pair `N` (its index among the fields), `[count N]` for that pointer's
/// count, `value` for any other field.
fn slice_role(s: &Struct, f: &Field) -> TokenStream {
    let pair = |p: &Field| s.fields.iter().position(|g| std::ptr::eq(g, p));
    let number = |i: usize| proc_macro2::Literal::usize_unsuffixed(i);
    if f.slice_len.is_some() && f.pointee().is_some() && s.lifetime.is_some() {
        if let Some(i) = pair(f) {
            let n = number(i);
            return quote!([slice #n]);
        }
    }
    if f.is_count {
        let pointer = s.fields.iter().find(|p| {
            p.pointee().is_some()
                && p.slice_len
                    .as_ref()
                    .is_some_and(|len| len.value == f.c_name)
        });
        if let (Some(i), Some(_)) = (pointer.and_then(pair), &s.lifetime) {
            let n = number(i);
            return quote!([count #n]);
        }
    }
    quote!(value)
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
    let c_chars = is_c_chars(ty).then(|| {
        let c_str = format_ident!("{}_c_str", base, span = span);
        let lossy = format_ident!("{}_lossy", base, span = span);
        let c_str_doc = format!("`{c}` up to its NUL, as a C string.");
        let lossy_doc = format!(
            "`{c}` up to its NUL (all of it without one), to print: bytes that are not UTF-8 print as \
             U+FFFD; `.to_string()` makes a `String`."
        );
        quote! {
            #private::accessors!(c_chars [#read] #vis #fid, #c_str #c_str_doc, #lossy #lossy_doc);
        }
    });
    quote! {
        #private::accessors!(
            value [#read] #vis #fid: #ty,
            #getter #get_doc, #setter #set_doc, #with #with_doc #get_mut;
            #(#docs)*
        );
        #c_chars
    }
}
