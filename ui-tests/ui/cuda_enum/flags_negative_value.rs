use cuda_struct::cuda_enum;

#[cuda_enum(flags)]
pub enum CUbad_flags {
    CU_BAD_A = 0x1,
    CU_BAD_TOP = -2147483648,
}

fn main() {}
