//! One compile-fail test per diagnostic, named after the mistake. Regenerate the `.stderr` files with
//! `TRYBUILD=overwrite cargo test -p ui-tests` and read the diff before committing.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/cuda_struct/*.rs");
    t.compile_fail("ui/cuda_handle/*.rs");
    t.compile_fail("ui/cuda_enum/*.rs");
    t.compile_fail("ui/functions/*.rs");
    t.compile_fail("ui/safe/*.rs");
}
