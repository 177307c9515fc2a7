use cuda_struct::cuda_enum;

#[cuda_enum]
pub struct CUresult {
    pub code: u32,
}

fn main() {}
