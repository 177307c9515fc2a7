use cuda_struct::cuda_enum;

#[cuda_enum]
pub enum CUresult {
    CUDA_SUCCESS = 0,
    CUDA_ERROR(u32),
}

fn main() {}
