use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct Borrowing<'a> {
    pub data: &'a u32,
}

fn main() {}
