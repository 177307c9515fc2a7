use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct Dim2 {
    pub x: u32,
    #[cuda(reserverd)]
    y: u32,
}

fn main() {}
