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
    let ty = &h.ty.tokens;
    let repr = quote!(<#ty as #krate::HandleRepr>);
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
    let null_doc = format!("The null `{c_name}`.");
    quote! {
        #[repr(transparent)]
        #[allow(non_camel_case_types)]
        #(#attrs)*
        #vis struct #name(#ty);

        const _: () = {
            #[automatically_derived]
            impl #core::clone::Clone for #name {
                #[inline]
                fn clone(&self) -> Self {
                    *self
                }
            }
            #[automatically_derived]
            impl #core::marker::Copy for #name {}
            #[automatically_derived]
            impl #core::cmp::PartialEq for #name {
                #[inline]
                fn eq(&self, other: &Self) -> bool {
                    self.0 == other.0
                }
            }
            #[automatically_derived]
            impl #core::cmp::Eq for #name {}
            #[automatically_derived]
            impl #core::hash::Hash for #name {
                fn hash<H: #core::hash::Hasher>(&self, state: &mut H) {
                    #core::hash::Hash::hash(&self.0, state)
                }
            }
            #[automatically_derived]
            impl #core::default::Default for #name {
                /// The null handle.
                #[inline]
                fn default() -> Self {
                    Self::null()
                }
            }
            #[automatically_derived]
            impl #core::fmt::Debug for #name {
                fn fmt(&self, f: &mut #core::fmt::Formatter<'_>) -> #core::fmt::Result {
                    f.write_str(#c_name)?;
                    f.write_str("(")?;
                    #repr::fmt_hex(&self.0, f)?;
                    f.write_str(")")
                }
            }
            #[automatically_derived]
            impl #krate::CudaHandle for #name {
                type Raw = #ty;
                const C_NAME: &'static str = #c_name;
                #[inline]
                fn from_raw(raw: #ty) -> Self {
                    Self(raw)
                }
                #[inline]
                fn into_raw(self) -> #ty {
                    self.0
                }
            }
            // SAFETY: `repr(transparent)` over a `HandleRepr` value (proved below), which is a raw pointer or
            // an integer: valid for every bit pattern, zero included, with no padding.
            #[automatically_derived]
            unsafe impl #krate::CudaField for #name {}
            // SAFETY: as above, zero is a valid (null) handle.
            #[automatically_derived]
            unsafe impl #private::bytemuck::Zeroable for #name {}
            // SAFETY: integer handles are `Pod`; the bound leaves pointer handles out.
            #[automatically_derived]
            unsafe impl #private::bytemuck::Pod for #name where for<'__cuda> #ty: #private::bytemuck::Pod {}
            #send
            #sync

            #[allow(dead_code)]
            fn __cuda_handle_proof() {
                #assert
            }
        };

        #[allow(dead_code)]
        #[automatically_derived]
        impl #name {
            #[doc = #null_doc]
            #[inline]
            #[must_use]
            pub const fn null() -> Self {
                Self(#repr::NULL)
            }

            /// Whether the handle is null (zero).
            #[inline]
            pub fn is_null(&self) -> bool {
                self.0 == #repr::NULL
            }

            /// The handle's value as an integer: the address for a pointer handle, the number for an
            /// integer one. There is no implicit conversion to integers; this is the one way.
            #[inline]
            pub fn native_handle(&self) -> usize {
                #repr::to_native(self.0)
            }

            /// Rebuilds a handle from the value [`native_handle`](Self::native_handle) gave. An integer handle
            /// narrower than `usize` keeps the low bits, as a C cast would.
            #[inline]
            pub fn from_native_handle(value: usize) -> Self {
                Self(#repr::from_native(value))
            }

            /// Wraps a raw C value.
            #[inline]
            pub const fn from_raw(raw: #ty) -> Self {
                Self(raw)
            }

            /// The raw C value.
            #[inline]
            pub const fn into_raw(self) -> #ty {
                self.0
            }

            /// A pointer **to** the handle (Python's `getPtr()`), e.g. for a C array of handles.
            #[inline]
            pub const fn as_ptr(&self) -> *const Self {
                self
            }

            /// A mutable pointer to the handle, for C out-parameters such as `CUstream *phStream`.
            #[inline]
            pub fn as_mut_ptr(&mut self) -> *mut Self {
                self
            }
        }
    }
}
