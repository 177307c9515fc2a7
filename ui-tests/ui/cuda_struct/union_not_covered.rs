use cuda_struct::cuda_struct;

#[cuda_struct]
pub union Value {
    pub word: u64,
    pub bytes: [u8; 12],
}

fn main() {}
