//! The macros expand under `#![no_implicit_prelude]`, with `cuda-struct` renamed to `cuda` in `Cargo.toml`:
//! generated code names nothing through the prelude or through the crate's usual name.
#![no_implicit_prelude]
#![allow(non_snake_case, non_camel_case_types, missing_docs)]

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
    }
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
    ::std::assert_eq!((missing.name, missing.version), ("None", 2000));
    ::std::assert_eq!(
        <types::Functions as ::cuda::FunctionTable>::FUNCTIONS[0].symbol,
        "Some"
    );
}
