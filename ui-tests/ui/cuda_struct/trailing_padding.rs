use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct Tail {
    pub word: u64,
    pub byte: u8,
}

fn main() {}
