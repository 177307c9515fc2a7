use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct Dim2 {
    pub x: u32,
    #[cuda(reserved)]
    pub reserved0: u32,
}

fn main() {}
