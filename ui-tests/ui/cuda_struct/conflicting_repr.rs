use cuda_struct::cuda_struct;

#[cuda_struct]
#[repr(packed)]
pub struct Packed {
    pub x: u32,
    pub y: u32,
}

fn main() {}
