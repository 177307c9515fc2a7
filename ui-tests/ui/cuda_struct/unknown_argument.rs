use cuda_struct::cuda_struct;

#[cuda_struct(sise = 8)]
pub struct Dim2 {
    pub x: u32,
    pub y: u32,
}

fn main() {}
