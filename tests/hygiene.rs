//! The macros expand under `#![no_implicit_prelude]`, with `cuda-struct` renamed to `cuda` in `Cargo.toml`:
//! generated code names nothing through the prelude or through the crate's usual name.
#![no_implicit_prelude]
#![allow(
    non_snake_case,
    non_camel_case_types,
    non_upper_case_globals,
    missing_docs
)]

mod types {
    #[::cuda::cuda_handle(crate = "::cuda", send, sync)]
    pub struct Option(*mut ::core::ffi::c_void);

    #[::cuda::cuda_handle(crate = "::cuda")]
    pub struct Ordinal(i32);

    #[::cuda::cuda_enum(crate = "::cuda")]
    pub enum Result {
        Ok = 0,
        Err = 1,
    }

    #[::cuda::cuda_enum(crate = "::cuda", flags)]
    pub enum Iterator {
        Into = 1,
        From = 2,
    }

    #[::cuda::cuda_struct(crate = "::cuda", size = 16, align = 8)]
    pub union Value {
        pub pad: [u8; 16],
        pub word: u64,
    }

    #[::cuda::cuda_struct(crate = "::cuda", size = 56, align = 8)]
    pub struct Default<'a> {
        pub Some: u32,
        #[cuda(reserved)]
        None: u32,
        pub Vec: Option,
        pub String: Result,
        pub Box: Ordinal,
        pub value: Value,
        #[cuda(slice(len = Count))]
        pub items: *const u32,
        pub Count: u32,
        #[cuda(reserved)]
        tail: [u8; 4],
    }

    /// A status type whose error is the runtime's own `MissingFunction` (a call never fails otherwise).
    impl ::cuda::Status for Result {
        type Error = ::cuda::MissingFunction;
        fn check(self, _: &'static str) -> ::core::result::Result<(), ::cuda::MissingFunction> {
            ::core::result::Result::Ok(())
        }
    }

    // Parameter and function names that shadow the prelude's.
    ::cuda::functions! {
        pub struct Functions -> Result;
        fn Some(Vec: Option, String: *mut u32) @ 1000 as "Some";
        fn None() @ 2000 as "None_v2";
        // Its own return type (a pointer, a path) and no version or symbol.
        fn Ok(Err: u8) -> *const ::core::ffi::c_char;
        fn Err() -> u8;
        fn Clone() -> ();
    }
}

/// An area of declarations listed by `area!` and made into registries by `registry!`, with names that
/// shadow the prelude's. (`macro_use`: the exported `for_each` macros are reached by textual scope.)
#[macro_use]
mod registry {
    mod area {
        use ::cuda::{cuda_enum, cuda_handle, cuda_struct};

        ::cuda::area! {
            /// A handle.
            #[cuda_handle(crate = "::cuda")]
            pub struct Option(*mut ::core::ffi::c_void);

            #[cuda_enum(crate = "::cuda")]
            pub enum Result {
                Ok = 0,
                Err = -1,
            }

            #[cuda_struct(crate = "::cuda", size = 8, align = 4)]
            pub struct Some {
                pub Vec: u32,
                pub String: Result,
            }

            #[anonymous_in(Some.None)]
            #[cuda_struct(crate = "::cuda", size = 4, align = 4)]
            pub struct Some_None {
                pub Box: u32,
            }

            #[cuda_struct(crate = "::cuda", size = 16, align = 8)]
            pub struct Default<'a> {
                #[cuda(slice(len = Count))]
                pub items: *const u32,
                pub Count: u32,
                #[cuda(reserved)]
                tail: [u8; 4],
            }

            pub type Into = u64;

            /// A `#define`.
            pub const None: Into = 7;
        }
    }
    pub use self::area::*;

    // The chain `sys_tables!` starts, with this area alone: its `items!` hands its lists to `registry!`.
    self::area::items!(area [] ($) sys = "hygiene", macros = [hygiene_structs, hygiene_enums];);
}

#[test]
fn expands_without_prelude_under_a_renamed_crate() {
    let items = [1u32, 2, 3];
    let mut d = types::Default::new().with_some(5);
    d.set_items(&items).unwrap();
    ::std::assert_eq!(d.some(), 5);
    ::std::assert_eq!(d.count(), 3);
    ::std::assert_eq!(d.items(), &items[..]);
    ::std::assert!(d.vec().is_null());
    ::std::assert_eq!(d.string(), types::Result::Ok);
    ::std::assert_eq!(d.as_bytes().len(), 56);
    ::std::assert_eq!(<types::Default<'_> as ::cuda::CudaStruct>::FIELDS.len(), 9);
    ::std::assert_eq!(
        types::Result::Err.name(),
        ::std::option::Option::Some("Err")
    );
    ::std::assert_eq!(types::Ordinal::from_raw(2).into_raw(), 2);
    let both = types::Iterator::Into | types::Iterator::From;
    ::std::assert!(both.contains(types::Iterator::From));
    ::std::assert_eq!(::std::format!("{both:?}"), "Into | From");
    ::std::assert_eq!(types::Value::new().with_word(1).pad()[..1], [1]);

    // SAFETY: the lookup finds nothing, so no pointer is stored.
    let table = unsafe {
        <types::Functions as ::cuda::FunctionTable>::resolve(&mut |_| ::std::option::Option::None)
    };
    // SAFETY: the function is missing: nothing is called.
    let missing = unsafe { table.None() }.unwrap_err();
    ::std::assert_eq!(
        (missing.name, missing.version),
        ("None", ::std::option::Option::Some(2000))
    );
    ::std::assert_eq!(
        <types::Functions as ::cuda::FunctionTable>::FUNCTIONS[0].symbol,
        "Some"
    );
    // SAFETY: missing: nothing is called.
    let missing = unsafe { table.Ok(0) }.unwrap_err();
    ::std::assert_eq!(
        (missing.name, missing.version),
        ("Ok", ::std::option::Option::None)
    );
    ::std::assert_eq!(
        <types::Functions as ::cuda::FunctionTable>::FUNCTIONS[2].returns,
        ::std::option::Option::Some("*const ::core::ffi::c_char")
    );
}

#[test]
fn registries_expand_without_prelude_under_a_renamed_crate() {
    let structs = registry::STRUCTS;
    ::std::assert_eq!(structs.len(), 3);
    ::std::assert_eq!((structs[0].c_name, structs[0].size), ("Some", 8));
    ::std::assert_eq!(
        structs[1].anonymous_in,
        ::std::option::Option::Some(("Some", "None"))
    );
    ::std::assert_eq!(structs[2].c_name, "Default");
    ::std::assert_eq!(registry::HANDLES[0].kind, ::cuda::HandleKind::Pointer);
    ::std::assert_eq!(registry::ENUMS[0].values, &[("Ok", 0), ("Err", -1)]);
    ::std::assert_eq!(
        (registry::ALIASES[0].c_name, registry::ALIASES[0].rust),
        ("Into", "u64")
    );
    ::std::assert_eq!(registry::CONSTANTS[0].doc, " A `#define`.\n");
    macro_rules! structs {
        ($($t:ident,)*) => {
            const STRUCTS: &[&str] = &[$(::core::stringify!($t)),*];
        };
    }
    macro_rules! enums {
        ($($t:ident,)*) => {
            const ENUMS: &[&str] = &[$(::core::stringify!($t)),*];
        };
    }
    hygiene_structs!(structs);
    hygiene_enums!(enums);
    ::std::assert_eq!(STRUCTS, ["Some", "Some_None"]);
    ::std::assert_eq!(ENUMS, ["Result"]);
}
