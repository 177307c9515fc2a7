use cuda_struct::cuda_handle;

#[cuda_handle]
pub struct CUevent(*mut core::ffi::c_void);

fn main() {
    let event = CUevent::null();
    std::thread::spawn(move || event.is_null());
}
