//! Code generation for `#[cuda_enum]`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::Enum;

pub fn expand(e: &Enum, krate: &TokenStream) -> TokenStream {
    let private = quote!(#krate::__private);
    let core = quote!(#private::core);
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
    let variant_ids: Vec<_> = e.variants.iter().map(|v| &v.ident).collect();
    quote! {
        #[repr(transparent)]
        #[derive(#core::cmp::PartialEq, #core::cmp::Eq)]
        #[allow(non_camel_case_types)]
        #(#attrs)*
        #vis struct #name(#repr);

        #[allow(dead_code)]
        #[automatically_derived]
        impl #name {
            #(#consts)*

            /// The raw C value.
            #[inline]
            pub const fn raw(self) -> #repr {
                self.0
            }

            /// Wraps a raw C value. Every value is accepted: one this crate does not know (say, from a newer
            /// driver) stays a value, and [`name`](Self::name) returns `None` for it.
            #[inline]
            pub const fn from_raw(raw: #repr) -> Self {
                Self(raw)
            }

            /// The C name of the value, or `None` for a value this crate does not know.
            pub const fn name(self) -> #core::option::Option<&'static str> {
                // A scan of the table, not a `match` on constants: matching against a hundred constant
                // patterns costs every user of the macros more compile time than this costs at run time.
                let variants = <Self as #krate::CudaEnum>::VARIANTS;
                let mut i = 0;
                while i < variants.len() {
                    if variants[i].1 .0 == self.0 {
                        return #core::option::Option::Some(variants[i].0);
                    }
                    i += 1;
                }
                #core::option::Option::None
            }

            /// The value of a C name, if this crate knows it.
            pub fn from_name(name: &str) -> #core::option::Option<Self> {
                <Self as #krate::CudaEnum>::from_name(name)
            }
        }

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
            impl #core::hash::Hash for #name {
                fn hash<H: #core::hash::Hasher>(&self, state: &mut H) {
                    #core::hash::Hash::hash(&self.0, state)
                }
            }
            #[automatically_derived]
            impl #core::cmp::PartialOrd for #name {
                fn partial_cmp(&self, other: &Self) -> #core::option::Option<#core::cmp::Ordering> {
                    #core::option::Option::Some(#core::cmp::Ord::cmp(self, other))
                }
            }
            #[automatically_derived]
            impl #core::cmp::Ord for #name {
                fn cmp(&self, other: &Self) -> #core::cmp::Ordering {
                    #core::cmp::Ord::cmp(&self.0, &other.0)
                }
            }
            #[automatically_derived]
            impl #core::default::Default for #name {
                /// The zero value, as zero-initialised C memory holds.
                #[inline]
                fn default() -> Self {
                    Self(0)
                }
            }
            #[automatically_derived]
            impl #core::fmt::Debug for #name {
                fn fmt(&self, f: &mut #core::fmt::Formatter<'_>) -> #core::fmt::Result {
                    match self.name() {
                        #core::option::Option::Some(n) => f.write_str(n),
                        #core::option::Option::None => {
                            f.write_str(#c_name)?;
                            f.write_str("(")?;
                            #core::fmt::Display::fmt(&self.0, f)?;
                            f.write_str(")")
                        }
                    }
                }
            }
            #[automatically_derived]
            impl #krate::CudaEnum for #name {
                type Repr = #repr;
                const C_NAME: &'static str = #c_name;
                const VARIANTS: &'static [(&'static str, Self)] = &[#((#names, Self::#variant_ids)),*];
                #[inline]
                fn raw(self) -> #repr {
                    self.0
                }
                #[inline]
                fn from_raw(raw: #repr) -> Self {
                    Self(raw)
                }
                #[inline]
                fn name(self) -> #core::option::Option<&'static str> {
                    #name::name(self)
                }
            }
            // SAFETY: `repr(transparent)` over a primitive integer: every bit pattern is a value.
            #[automatically_derived]
            unsafe impl #krate::CudaField for #name {}
            // SAFETY: as above.
            #[automatically_derived]
            unsafe impl #private::bytemuck::Zeroable for #name {}
            // SAFETY: as above; a primitive integer is `Pod`.
            #[automatically_derived]
            unsafe impl #private::bytemuck::Pod for #name {}
        };
    }
}
