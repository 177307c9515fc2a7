// The hidden accessor macro invoked by hand for a real `slice` pair, with `'static` where the declaration
// has `'a`: the forged getter would hand out the slice the real setter borrowed for `'a` as `&'static`,
// readable after its owner is dropped (on the code before the roles were typed: Miri, "use-after-free").
// The pointer's type now carries the struct's lifetime, and the getter returns that one.

#[cuda_struct::cuda_struct]
pub struct Pair<'a> {
    #[cuda(slice(len = count))]
    pub items: *const u32,
    pub count: u64,
}

impl<'a> Pair<'a> {
    cuda_struct::__private::accessors!(
        slice pub items: *const u32, count count: u64, "count",
        'static, forged "", set_forged "", with_forged "";
    );
}

fn main() {
    let kept: &'static [u32] = {
        let items = vec![1u32, 2];
        let mut p = Pair::new();
        p.set_items(&items).unwrap();
        p.forged()
    };
    assert_eq!(kept, [1, 2]);
}
