use cuda_struct::cuda_enum;

#[cuda_enum]
#[repr(u8)]
pub enum Small {
    SMALL_BIG = 300,
}

fn main() {}
