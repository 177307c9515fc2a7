use cuda_core::cuda_handle;

#[cuda_handle(sned)]
pub struct CUstream(*mut core::ffi::c_void);

fn main() {}
