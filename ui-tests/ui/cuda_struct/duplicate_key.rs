use cuda_struct::cuda_struct;

#[cuda_struct(size = 8, size = 8)]
pub struct Dim2 {
    pub x: u32,
    #[cuda(reserved, reserved)]
    y: u32,
}

fn main() {}
