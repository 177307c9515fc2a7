// A union literal writes one member and leaves the other bytes uninitialised; `as_bytes()`, `==` and `Pod`
// then read them. The members are sealed, so only zeroed values and whole-member writes exist.
use cuda_struct::cuda_struct;

#[cuda_struct(size = 8)]
pub union Value {
    pub small: u8,
    pub word: u64,
}

fn main() {
    let v = Value { small: 1 };
    let _ = v.as_bytes();
}
