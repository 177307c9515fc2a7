// The hidden accessor macro invoked by hand to give a `slice` count a value setter: the declaration gives
// it none (`slice_count_has_no_setter`), because the getter trusts the count to be the length of the slice
// the pointer was set from. On the code before the roles were typed this compiled, and reading the slice
// after `set_forged_count(1 << 20)` left the array (Miri: "dangling reference"). A count field is now
// typed as one, and a value setter takes only a `CudaField`.

#[cuda_struct::cuda_struct]
pub struct Pair<'a> {
    #[cuda(slice(len = count))]
    pub items: *const u32,
    pub count: u64,
}

impl<'a> Pair<'a> {
    cuda_struct::__private::accessors!(
        value [] pub count: u64,
        forged_count "", set_forged_count "", with_forged_count "";
    );
}

fn main() {
    let items = [1u32, 2];
    let mut p = Pair::new();
    p.set_items(&items).unwrap();
    p.set_forged_count(1 << 20);
    assert_eq!(p.items().len(), 1 << 20);
}
