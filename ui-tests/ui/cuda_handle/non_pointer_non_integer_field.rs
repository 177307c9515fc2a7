use cuda_core::cuda_handle;

#[cuda_handle]
pub struct Scale(f32);

fn main() {}
