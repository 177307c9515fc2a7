use cuda_struct::cuda_enum;

#[cuda_enum(flags)]
#[repr(i32)]
pub enum CUbad_flags {
    CU_BAD_A = 0x1,
    CU_BAD_B = 0x2,
}

fn main() {}
