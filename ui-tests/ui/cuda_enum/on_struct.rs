use cuda_core::cuda_enum;

#[cuda_enum]
pub struct CUresult {
    pub code: u32,
}

fn main() {}
