use cuda_struct::cuda_enum;

#[cuda_enum(flags, flags)]
pub enum CUevent_flags {
    CU_EVENT_DEFAULT = 0x0,
    CU_EVENT_DISABLE_TIMING = 0x2,
}

fn main() {}
