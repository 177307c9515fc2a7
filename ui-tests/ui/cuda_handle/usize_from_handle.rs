use cuda_struct::cuda_handle;

#[cuda_handle(send, sync)]
pub struct CUdeviceptr(u64);

fn main() {
    let _ = usize::from(CUdeviceptr::null());
}
