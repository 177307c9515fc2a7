use cuda_struct::cuda_enum;

// After a value the macro does not evaluate, the error suggests no number rather than a wrong one.
#[cuda_enum]
pub enum CUflags {
    CU_FLAG_A = 1 << 3,
    CU_FLAG_B,
}

fn main() {}
