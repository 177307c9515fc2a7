use cuda_core::cuda_enum;

#[cuda_enum]
#[repr(transparent)]
pub enum CUresult {
    CUDA_SUCCESS = 0,
}

fn main() {}
