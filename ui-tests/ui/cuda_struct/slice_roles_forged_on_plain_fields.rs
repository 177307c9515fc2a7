// The hidden accessor macro is reachable (`#[doc(hidden)]`, not private). Invoked by hand inside the
// struct's own `impl`, it is told that two plain fields are a `slice` pointer and its count. Both have
// safe setters, so the forged getter would build a slice from any pointer and any length (on the code
// before the roles were typed, Miri: "dangling reference (going beyond the bounds of its allocation)").
// A `slice` getter now reads only a pointer and count the declaration itself typed as one pair.

#[cuda_struct::cuda_struct]
pub struct Plain {
    pub data: *const u8,
    pub len: u64,
}

impl Plain {
    cuda_struct::__private::accessors!(
        slice pub data: *const u8, count len: u64, "len",
        'static, forged "", set_forged "", with_forged "";
    );
}

fn main() {
    let byte = 7u8;
    let mut p = Plain::new();
    p.set_data(&byte).set_len(1 << 20);
    assert_eq!(p.forged().len(), 1 << 20);
}
