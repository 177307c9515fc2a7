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
}
