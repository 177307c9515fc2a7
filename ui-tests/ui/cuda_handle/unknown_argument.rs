use cuda_struct::cuda_handle;

#[cuda_handle(sned)]
pub struct CUstream(*mut core::ffi::c_void);

fn main() {}
