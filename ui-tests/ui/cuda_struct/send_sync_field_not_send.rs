// `send` on a struct does not make a field's type `Send`: a handle declared without `send` stays on its
// thread inside the struct too.
use cuda_struct::{cuda_handle, cuda_struct};

#[cuda_handle]
pub struct CUthreadLocal(*mut core::ffi::c_void);

#[cuda_struct(send)]
pub struct Holder {
    pub handle: CUthreadLocal,
}

fn needs_send<T: Send>(_: T) {}

fn main() {
    needs_send(Holder::new());
}
