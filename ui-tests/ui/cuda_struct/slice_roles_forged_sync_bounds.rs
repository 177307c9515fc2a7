// The hidden layout macro invoked by hand for a struct whose `slice` lends `Cell<u32>`s, asking for
// `send` and `sync`: before, the elements' `Sync` bound came from an argument the invocation could leave
// empty, so the struct was `Sync` and two threads wrote one `Cell` (Miri: a data race). The bound is now
// read from the `slice` field's own type, so the struct is not `Sync`.
use core::cell::Cell;

cuda_struct::__cuda_layout_impls!(
    pub Racy ['a], __fields_Racy, kind: struct,
    repr_align: [],
    c_name: "Racy", doc: "",
    static: Racy<'static>, static_fields: __fields_Racy<'static>,
    fields: [
        { items: *const Cell<u32>, "items", "", false, "", proof: *const Cell<u32>, at: Racy<'static>, role: [slice 0] },
        { n: u64, "n", "", false, "", proof: u64, at: Racy<'static>, role: [count 0] }
    ],
    covered: Racy<'static>,
    size: [],
    align: [],
    debug: [], non_exhaustive: false,
    pod: no,
    send: yes, sync: yes,
    value_types: [],
);

// The attribute macro derives these through another hidden macro; written here so that the one error
// left is the missing `Sync`.
impl Clone for Racy<'_> {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for Racy<'_> {}

fn assert_sync<T: Sync>() {}

fn main() {
    assert_sync::<Racy<'static>>();
}
