use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct Buffer<T> {
    pub data: T,
}

fn main() {}
