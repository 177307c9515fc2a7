// Without `flags`, constants are values, not bits: `|` is refused.
use cuda_struct::cuda_enum;

#[cuda_enum]
pub enum CUmemorytype {
    CU_MEMORYTYPE_HOST = 1,
    CU_MEMORYTYPE_DEVICE = 2,
}

fn main() {
    let _ = CUmemorytype::CU_MEMORYTYPE_HOST | CUmemorytype::CU_MEMORYTYPE_DEVICE;
}
