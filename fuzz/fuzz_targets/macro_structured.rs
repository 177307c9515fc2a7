//! The macro front end on generated declarations (`cuda_macro_front::structured`): structs, unions, tuple
//! structs and enums with random arguments, `#[repr]` hints, `#[cuda(...)]` attributes, names, types,
//! generics and discriminants.
//!
//! Properties: the macro never panics; it either generates code or reports a `compile_error!`, and with
//! an error the user's item is still emitted (its name is in the output).
#![no_main]

use cuda_macro_front::structured::Item;
use cuda_macro_front::{expand_str, has_compile_error};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|item: Item| {
    let which = item.which();
    let (args, text) = (item.args(), item.item());
    let Some(out) = expand_str(which, &args, &text) else {
        return;
    };
    let tokens: proc_macro2::TokenStream = text.parse().expect("lexed above");
    match syn::parse2::<syn::DeriveInput>(tokens) {
        Ok(parsed) => {
            let name = parsed.ident.to_string();
            assert!(
                out.to_string().contains(&name),
                "{which:?}: the item `{name}` is missing from the output\nargs: {args}\nitem: {text}\nout: {out}"
            );
        }
        Err(_) => assert!(
            has_compile_error(&out),
            "{which:?}: no error for an unparsable item: {text}"
        ),
    }
});
