use cuda_struct::cuda_enum;

#[cuda_enum]
#[repr(transparent)]
pub enum CUresult {
    CUDA_SUCCESS = 0,
}

fn main() {}
