//! The macro front end on generated declarations (`cuda_macro_front::structured`): structs, unions, tuple
//! structs and enums with random arguments, `#[repr]` hints, `#[cuda(...)]` attributes, names, types,
//! generics and discriminants.
//!
//! Properties: the macro never panics; for an item that parses (as rustc requires before it calls an
//! attribute macro), the output parses as Rust items, generated code or `compile_error!`s beside the
//! user's item, and names the item.
#![no_main]

use cuda_macro_front::expand_str;
use cuda_macro_front::structured::Item;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|item: Item| {
    let which = item.which();
    let (args, text) = (item.args(), item.item());
    let Some(out) = expand_str(which, &args, &text) else {
        return;
    };
    let tokens: proc_macro2::TokenStream = text.parse().expect("lexed above");
    // rustc parses an item before it calls an attribute macro on it, so the macro never sees one that
    // does not parse; the property there is only that it does not panic.
    let Ok(parsed) = syn::parse2::<syn::DeriveInput>(tokens) else {
        return;
    };
    let name = parsed.ident.to_string();
    assert!(
        out.to_string().contains(&name),
        "{which:?}: the item `{name}` is missing from the output\nargs: {args}\nitem: {text}\nout: {out}"
    );
    if let Err(e) = syn::parse2::<syn::File>(out.clone()) {
        panic!(
            "{which:?}: the output is not Rust items ({e})\nargs: {args}\nitem: {text}\nout: {out}"
        );
    }
});
