use cuda_struct::cuda_struct;

#[cuda_struct]
pub enum CUmemorytype {
    CU_MEMORYTYPE_HOST = 1,
}

fn main() {}
