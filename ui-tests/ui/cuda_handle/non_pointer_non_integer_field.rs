use cuda_struct::cuda_handle;

#[cuda_handle]
pub struct Scale(f32);

fn main() {}
