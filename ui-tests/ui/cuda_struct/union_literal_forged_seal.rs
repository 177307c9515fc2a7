// The hidden union can be built with a partial literal, but not sealed into the public type.
use cuda_struct::cuda_struct;

#[cuda_struct(size = 8)]
pub union Value {
    pub small: u8,
    pub word: u64,
}

fn main() {
    let partial = __cuda_fields_Value { small: 1 };
    let v = Value { __cuda_fields: cuda_struct::__private::Sealed(partial) };
    let _ = v.as_bytes();
}
