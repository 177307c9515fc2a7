use cuda_struct::cuda_enum;

#[cuda_enum]
pub enum CUmemorytype {
    CU_MEMORYTYPE_HOST = 1,
    CU_MEMORYTYPE_DEVICE,
}

fn main() {}
