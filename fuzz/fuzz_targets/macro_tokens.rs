//! The macro front end on arbitrary token streams: the first byte picks the macro, the rest is source
//! text, split at the first NUL into the arguments and the item. Text that does not lex is skipped (the
//! compiler would refuse it before any macro ran).
//!
//! Properties: the macro never panics; for an item that parses (as rustc requires before it calls an
//! attribute macro), the output parses as Rust items, generated code or `compile_error!`s beside the
//! user's item, and names the item.
#![no_main]

use cuda_macro_front::{expand_str, Macro};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: &[u8]| {
    let Some((&selector, data)) = input.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (args, item) = text.split_once('\0').unwrap_or(("", text));
    let which = Macro::ALL[usize::from(selector) % 3];
    let Some(out) = expand_str(which, args, item) else {
        return;
    };
    let item: proc_macro2::TokenStream = item.parse().expect("lexed above");
    // rustc parses an item before it calls an attribute macro on it, so the macro never sees one that
    // does not parse; the property there is only that it does not panic.
    let Ok(parsed) = syn::parse2::<syn::DeriveInput>(item) else {
        return;
    };
    let name = parsed.ident.to_string();
    let emitted = out.to_string();
    assert!(
        emitted.contains(&name),
        "{which:?}: the item `{name}` is missing from the output: {emitted}"
    );
    if let Err(e) = syn::parse2::<syn::File>(out) {
        panic!("{which:?}: the output is not Rust items ({e}): {emitted}");
    }
});
