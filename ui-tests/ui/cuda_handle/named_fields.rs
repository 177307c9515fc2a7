use cuda_struct::cuda_handle;

#[cuda_handle]
pub struct CUstream {
    pub ptr: *mut core::ffi::c_void,
}

fn main() {}
