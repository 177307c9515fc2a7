use cuda_struct::cuda_struct;

#[cuda_struct]
pub struct CUstream(*mut core::ffi::c_void);

fn main() {}
