// The hidden accessor macro invoked by hand for a struct with two `slice` pairs: once pairing the first
// pointer with the second pair's count, and once giving a count a value setter under its pair type's own
// name (copied out of one value and written into another, a count would no longer match its pointer).
// Each pair's pointer and count are typed with the pair's number, and a value setter takes only a
// `CudaField`, which a pair's types are not: both are refused.

#[cuda_struct::cuda_struct]
pub struct Two<'a> {
    #[cuda(slice(len = a_count))]
    pub a: *const u32,
    pub a_count: u64,
    #[cuda(slice(len = b_count))]
    pub b: *const u32,
    pub b_count: u64,
}

impl<'a> Two<'a> {
    cuda_struct::__private::accessors!(
        slice pub a: *const u32, count b_count: u64, "b_count",
        'a, crossed "", set_crossed "", with_crossed "";
    );
    cuda_struct::__private::accessors!(
        value [] pub a_count: cuda_struct::__private::SliceLen<u64, 0>,
        forged_count "", set_forged_count "", with_forged_count "";
    );
}

fn main() {
    let (short, long) = ([1u32], [1u32, 2, 3, 4]);
    let mut one = Two::new();
    one.set_a(&short).unwrap().set_b(&long).unwrap();
    assert_eq!(one.crossed().len(), 4);
    let mut other = Two::new();
    other.set_a(&short).unwrap();
    one.set_a(&long).unwrap();
    other.set_forged_count(one.forged_count());
    assert_eq!(other.a().len(), 4);
}
