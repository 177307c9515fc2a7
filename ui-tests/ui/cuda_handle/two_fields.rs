use cuda_struct::cuda_handle;

#[cuda_handle]
pub struct CUstream(*mut core::ffi::c_void, u32);

fn main() {}
